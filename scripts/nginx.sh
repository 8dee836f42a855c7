#!/usr/bin/env bash
# A throwaway CDN stand-in (Debian's nginx, deploy/cdn/nginx.conf) on a free loopback port in front
# of the portal instances in CDN_UPSTREAMS (host:port, space-separated; default 127.0.0.1:3000):
# CDN_URL. Its cache and logs live in a temporary folder (CDN_DIR while it runs), deleted on exit.
#   CDN_UPSTREAMS="127.0.0.1:3000 127.0.0.1:3001" scripts/nginx.sh [--optional | --skip-if-missing] [command …]
set -euo pipefail
service_name=nginx.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/service.sh"

server=$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)
if [[ -z $server ]]; then
  service_missing nginx nginx "$@"
  service_finish CDN_URL '' "$@"
fi

conf_template="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/deploy/cdn/nginx.conf"
dir=$(mktemp -d "${TMPDIR:-/tmp}/portal-cdn.XXXXXX")
service_cleanups+=("rm -rf '$dir'")
# Started as root, nginx's workers run as an unprivileged user: they write the cache in here.
chmod 0777 "$dir"
upstreams=
for upstream in ${CDN_UPSTREAMS:-127.0.0.1:3000}; do upstreams+="server $upstream max_fails=0; "; done

port=
for _ in 1 2 3 4 5 6 7 8; do
  try=$(service_random_port)
  sed -e "s|@DIR@|$dir|g" -e "s|@PORT@|$try|g" -e "s|@UPSTREAMS@|$upstreams|g" "$conf_template" >"$dir/nginx.conf"
  : >"$dir/error.log"
  if "$server" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" 2>>"$dir/error.log"; then
    for _ in $(seq 50); do
      [[ -s $dir/nginx.pid ]] && (exec 3<>"/dev/tcp/127.0.0.1/$try") 2>/dev/null && { port=$try; break 2; }
      sleep 0.1
    done
  fi
  [[ -s $dir/nginx.pid ]] && kill "$(cat "$dir/nginx.pid")" 2>/dev/null || true
done
if [[ -z $port ]]; then
  echo "$service_name: nginx did not start; its log:" >&2
  tail -n 20 "$dir/error.log" >&2 || true
  exit 1
fi
pid=$(cat "$dir/nginx.pid")
service_cleanups+=("kill -QUIT $pid 2>/dev/null; for _ in \$(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done")
export CDN_DIR=$dir
echo "$service_name: CDN_DIR=$dir" >&2

service_finish CDN_URL "http://127.0.0.1:$port" "$@"
