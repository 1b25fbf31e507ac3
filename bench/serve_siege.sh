#!/bin/sh
# `mjscore serve` under siege (docs/http.md "Load"): IDLE idle connections and SLOW clients
# dribbling their heads are held open (and reopened when dropped) while REQUESTS POST /v1/score
# are measured over 16 keep-alive connections, GET /v1/health is asked every 20 ms (each answer
# must take under HEALTH_MS) and hands are appended to a game one after the other; then SIGTERM
# with all of that going: the server must exit within 5 s, and a restart on the same file must
# hold every acknowledged hand (and at most the one in flight besides). Exits 1 on a failure.
# Loopback only; ctest runs a short form (Serve.Siege), bench/serve_load.sh the full one.
#
#   bench/serve_siege.sh [BUILD_DIR] [IDLE] [SLOW] [REQUESTS] [HEALTH_MS]
#   defaults: build 1000 100 200000 100
set -eu
build=${1:-build}
idle=${2:-1000}
slow=${3:-100}
n=${4:-200000}
health_ms=${5:-100}
# shellcheck source=bench/serve_common.sh
. "$(dirname "$0")/serve_common.sh"
# Room for the held connections: the soft limit of open files raised to the hard one (the
# server raises its own).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

start_server --db "$tmp/siege.db"
game=$(new_game siege)
[ -n "$game" ] || { echo "no game created" >&2; exit 1; }
printf '%s' '{"hand":"123m456p789s11222z","win_by":"tsumo","riichi":true,"dora":"1m"}' \
  > "$tmp/score.json"
rc=0
"$build/mjscore_http_load" siege "$port" "$pid" "$tmp/score.json" 16 "$n" "$idle" "$slow" \
  "$game" "$health_ms" > "$tmp/siege.txt" || rc=$?
head -n 1 "$tmp/siege.txt"
server_rc=0
wait "$pid" || server_rc=$?
pid=
[ "$server_rc" = 0 ] || { echo "the server exited $server_rc" >&2; cat "$tmp/err" >&2; rc=1; }

# Every acknowledged append is in the file.
acknowledged=$(sed -n 's/^acknowledged //p' "$tmp/siege.txt")
start_server --db "$tmp/siege.db"
stored=$(curl -s "http://127.0.0.1:$port/v1/games/$game/record" | grep -o '"result"' | wc -l)
echo "appends: $acknowledged acknowledged, $stored stored"
if [ -z "$acknowledged" ] || [ "$stored" -lt "$acknowledged" ] ||
   [ "$stored" -gt $((acknowledged + 1)) ]; then
  echo "siege: acknowledged appends lost (or unexplained ones stored)" >&2
  rc=1
fi
exit "$rc"
