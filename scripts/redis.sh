#!/usr/bin/env bash
# A throwaway Redis (Debian's redis-server) on a free loopback port, nothing saved to disk: REDIS_URL.
#   scripts/redis.sh [--optional | --skip-if-missing] [command …]   (see scripts/lib/service.sh)
#   e.g. scripts/redis.sh npm run api
set -euo pipefail
service_name=redis.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/service.sh"

server=$(command -v redis-server || true)
if [[ -z $server ]]; then
  service_missing redis-server redis-server "$@"
  service_finish REDIS_URL '' "$@"
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/portal-redis.XXXXXX")
service_cleanups+=("rm -rf '$dir'")

# PING over bash's /dev/tcp, so redis-cli is not needed.
answers_ping() {
  local reply=
  exec 3<>"/dev/tcp/127.0.0.1/$1" || return 1
  printf 'PING\r\n' >&3
  read -r -t 2 reply <&3 || true
  exec 3>&-
  [[ $reply == +PONG* ]]
}

port=
for _ in 1 2 3 4 5 6 7 8; do
  try=$(service_random_port)
  : >"$dir/redis.log"
  "$server" --port "$try" --bind 127.0.0.1 --dir "$dir" --save '' --appendonly no \
    --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" || continue
  for _ in $(seq 50); do
    [[ -s $dir/redis.pid ]] && answers_ping "$try" 2>/dev/null && { port=$try; break 2; }
    grep -q aborting "$dir/redis.log" && break
    sleep 0.1
  done
  # Not ours (the port was taken) or not up: stop whatever started.
  [[ -s $dir/redis.pid ]] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
done
if [[ -z $port ]]; then
  echo "$service_name: redis-server did not start; its log:" >&2
  tail -n 20 "$dir/redis.log" >&2 || true
  exit 1
fi
pid=$(cat "$dir/redis.pid")
service_cleanups+=("kill $pid 2>/dev/null; for _ in \$(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done")

service_finish REDIS_URL "redis://127.0.0.1:$port" "$@"
