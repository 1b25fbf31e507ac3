#!/bin/sh
# Load figures of `mjscore serve` (docs/http.md "Load"): requests/s and p50/p99 latency of
# POST /v1/score with 1, 4 and 16 keep-alive connections, and appends/s of
# POST /v1/games/{id}/hands with 1 and 4 connections (synchronous=FULL: one fsync a commit).
# Loopback only, a bounded number of requests; the server and the load generator share the
# machine's cores.
#
#   bench/serve_load.sh [BUILD_DIR] [SCORE_REQUESTS] [APPEND_REQUESTS]   defaults: build 200000 500
set -eu
build=${1:-build}
n=${2:-200000}
appends=${3:-500}
# shellcheck source=bench/serve_common.sh
. "$(dirname "$0")/serve_common.sh"

start_server --db "$tmp/bench.db" --threads 16
load="$build/mjscore_http_load"
# The server's CPU time so far in clock ticks (user + system), and a run with the server's CPU
# time per request after it.
cpu() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
tick=$(getconf CLK_TCK)
run() {
  before=$(cpu)
  line=$("$load" "$@")
  after=$(cpu)
  echo "$line" | awk -v b="$before" -v a="$after" -v t="$tick" \
    '{ n = $6; printf "%s  server cpu %.1f us/req\n", $0, (a - b) * 1e6 / t / n }'
}

echo "mjscore serve on port $port; $(nproc) cores; load generator on the same machine"
printf '%s' '{"hand":"123m456p789s11222z","win_by":"tsumo","riichi":true,"dora":"1m"}' \
  > "$tmp/score.json"
"$load" "$port" POST /v1/score "$tmp/score.json" 4 20000 > /dev/null  # warm-up
for c in 1 4 16; do
  run "$port" POST /v1/score "$tmp/score.json" "$c" "$n"
done

# Appends: exhaustive draws with everyone tenpai, which keep a game going for ever; each game
# gets 20 hands (a hanchan has about 10 to 20), new games for each run. Then a game of 20 hands
# read back.
printf '%s' '{"result":"draw","tenpai":[0,1,2,3],"riichi":[]}' > "$tmp/hand.json"
per=20
for c in 1 4; do
  first=$(new_game bench)
  for _ in $(seq 2 $(( (appends + per - 1) / per ))); do new_game bench > /dev/null; done
  run "$port" POST "/v1/games/{game}/hands" "$tmp/hand.json" "$c" "$appends" 201 "$first:$per"
done
run "$port" GET "/v1/games/$first" - 4 20000

# Endless bodies (docs/http.md "Load"): a chunked body of 1 GB to /v1/batch, to /v1/games with
# the token and without it, and a body dribbling a byte every 200 ms, on a server with the token
# and a 5 s body deadline; the server's peak resident memory before and after (VmHWM).
kill "$pid" && wait "$pid" 2>/dev/null || true
start_server --db "$tmp/flood.db" --token s3cret --body-timeout 5
mem() { awk '/^VmRSS|^VmHWM/ { printf "%s %s kB  ", $1, $2 }' "/proc/$pid/status"; echo; }
curl -s "http://127.0.0.1:$port/v1/health" > /dev/null
echo "memory at start: $(mem)"
for mode in "" blind; do  # blind: the client goes on sending after the answer
  "$load" flood "$port" /v1/batch 1e9 - $mode
  "$load" flood "$port" /v1/games 1e9 s3cret $mode
  "$load" flood "$port" /v1/games 1e9 - $mode
done
"$load" dribble "$port" /v1/batch
echo "memory after:    $(mem)"

# Under siege: 1,000 idle and 100 slow clients held while scores are measured, then SIGTERM.
kill "$pid" && wait "$pid" 2>/dev/null || true
pid=
sh "$(dirname "$0")/serve_siege.sh" "$build" 1000 100 "$n"
