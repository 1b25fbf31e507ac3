# Sourced by bench/serve_load.sh and bench/serve_siege.sh (after `set -eu` and `build=`): a
# scratch folder $tmp, removed at exit, when the server still running (its id in $pid) is
# stopped too; start_server, which starts `mjscore serve` on a free loopback port and sets $pid
# and $port; new_game, which creates a game and prints its id.
tmp=$(mktemp -d)
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT

# start_server OPTION...: `$build/mjscore serve --port 0 OPTION...` in the background, its
# output in $tmp/out and $tmp/err; sets pid, and port from the line the server prints on start
# (waited for up to 10 s). Exits 1 when no port comes.
start_server() {
  : > "$tmp/out"
  "$build/mjscore" serve --port 0 "$@" > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  for _ in $(seq 100); do
    [ -s "$tmp/out" ] && break
    sleep 0.1
  done
  port=$(sed -n '1s/.*:\([0-9]*\)$/\1/p' "$tmp/out")
  [ -n "$port" ] || { echo "the server did not start" >&2; cat "$tmp/err" >&2; exit 1; }
}

# new_game TITLE: a game of players A, B, C, D on the server at $port; prints its id (nothing
# when it was refused).
new_game() {
  curl -s -d "{\"players\":[\"A\",\"B\",\"C\",\"D\"],\"title\":\"$1\"}" \
    "http://127.0.0.1:$port/v1/games" | sed -n 's/^{"ok":true,"id":\([0-9]*\),.*/\1/p'
}
