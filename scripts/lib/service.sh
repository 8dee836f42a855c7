# Shared by scripts/postgres.sh and scripts/redis.sh (sourced, not run): the command-line shape,
# the wait for a command, and cleanup on every way out.
#   <script> [--optional | --skip-if-missing] [command …]
# With a command: runs it with the service's variable exported, then stops the service and deletes
# its data; exits with the command's code. Without one: prints the variable and runs until Ctrl-C.
# When the service is not installed: an error naming the package; --optional runs the command
# without the service, --skip-if-missing runs nothing (exit 0). Either way it says so.

service_mode=required
case "${1:-}" in
  --optional) service_mode=optional; shift ;;
  --skip-if-missing) service_mode=skip; shift ;;
esac

# $1: what is missing, $2: the apt package, then the command. Returns only under --optional.
service_missing() {
  local what=$1 package=$2
  shift 2
  case $service_mode in
    required) echo "$service_name: $what not found: apt-get install -y $package" >&2; exit 127 ;;
    skip) echo "$service_name: $what not installed (apt-get install -y $package): skipped${1:+ $*}" >&2; exit 0 ;;
    optional) echo "$service_name: $what not installed (apt-get install -y $package): running without it" >&2 ;;
  esac
}

service_cleanups=()
service_cleanup() {
  local i
  for ((i = ${#service_cleanups[@]} - 1; i >= 0; i--)); do eval "${service_cleanups[i]}" || true; done
  service_cleanups=()
}
trap service_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A port in the dynamic range; the caller retries when the service cannot bind it.
service_random_port() { echo $((20000 + RANDOM % 40000)); }

# Runs "$@" (stdin kept) and returns its exit code. Signals to this script reach the command as
# SIGTERM and the script waits for it, so the service outlives it and the cleanup runs last.
service_run() {
  local child code
  "$@" <&0 &
  child=$!
  trap 'kill -TERM "$child" 2>/dev/null || true' INT TERM
  while :; do
    wait "$child" && code=0 || code=$?
    kill -0 "$child" 2>/dev/null || break
  done
  return "$code"
}

# The script's last step: the command with the variable set, or wait for Ctrl-C.
# $1: variable name, $2: value (empty: the service did not start, under --optional).
service_finish() {
  local name=$1 value=$2
  shift 2
  if [[ -n $value ]]; then
    export "$name=$value"
    echo "$service_name: $name=$value" >&2
  fi
  if (($# == 0)); then
    [[ -n $value ]] || exit 0
    echo "$name=$value"
    echo "$service_name: running; Ctrl-C stops it and deletes its data" >&2
    service_run sleep infinity || true
    exit 0
  fi
  local code=0
  service_run "$@" || code=$?
  exit "$code"
}
