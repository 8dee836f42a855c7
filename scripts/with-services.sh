#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL and Redis, whichever of them is installed, with
# DATABASE_URL and REDIS_URL exported for what started; exits with the command's code and leaves
# nothing behind. A missing one is named with its apt package, and the command runs without it.
#   scripts/with-services.sh <command …>     e.g. scripts/with-services.sh npm run api
set -euo pipefail
here=$(dirname "${BASH_SOURCE[0]}")
(($# > 0)) || { echo "usage: scripts/with-services.sh <command …>" >&2; exit 2; }
exec bash "$here/postgres.sh" --optional bash "$here/redis.sh" --optional "$@"
