#!/usr/bin/env bash
# A throwaway PostgreSQL for the reference API (docs/operations.md "Reference API on PostgreSQL"):
# Debian's server in a temporary data directory on a free loopback port, one database, DATABASE_URL.
#   scripts/postgres.sh [--optional | --skip-if-missing] [command …]   (see scripts/lib/service.sh)
#   e.g. scripts/postgres.sh npx vitest run server
# PostgreSQL refuses to run as root: as root the server runs as PG_USER (default postgres, the user
# the package creates). PG_BIN overrides the server's folder (default the newest
# /usr/lib/postgresql/*/bin). Tuned for tests: no fsync, so never keep anything in it.
set -euo pipefail
service_name=postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/service.sh"

bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [[ ! -x $bin/initdb || ! -x $bin/pg_ctl ]]; then
  service_missing "PostgreSQL (/usr/lib/postgresql/*/bin/initdb)" postgresql "$@"
  service_finish DATABASE_URL '' "$@"
fi

as=()
dir=$(mktemp -d "${TMPDIR:-/tmp}/portal-pg.XXXXXX")
service_cleanups+=("rm -rf '$dir'")
if ((EUID == 0)); then
  user=${PG_USER:-postgres}
  if ! id "$user" >/dev/null 2>&1; then
    echo "$service_name: running as root needs a user for the server: '$user' does not exist (apt-get install -y postgresql creates postgres, or set PG_USER)" >&2
    exit 1
  fi
  command -v runuser >/dev/null || { echo "$service_name: runuser not found: apt-get install -y util-linux" >&2; exit 1; }
  chown "$user" "$dir"
  as=(runuser -u "$user" --)
fi
chmod 700 "$dir"

# C collation: text sorts by code point, as in SQLite.
if ! "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C >"$dir/initdb.log" 2>&1; then
  cat "$dir/initdb.log" >&2
  exit 1
fi

port=
for _ in 1 2 3 4 5 6 7 8; do
  try=$(service_random_port)
  # Loopback TCP only; the socket file stays in the temporary folder.
  if "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
    -o "-p $try -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null 2>&1; then
    port=$try
    break
  fi
done
if [[ -z $port ]]; then
  echo "$service_name: the server did not start; its log:" >&2
  tail -n 20 "$dir/server.log" >&2 || true
  exit 1
fi
service_cleanups+=("${as[*]} '$bin/pg_ctl' -D '$dir/data' -m immediate stop >/dev/null 2>&1")

"${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres portal
service_finish DATABASE_URL "postgres://postgres@127.0.0.1:$port/portal" "$@"
