#!/bin/sh
# Instructions per request of `mjscore batch` on the conformance requests (the issue's figures
# "without and with rules/preset/options"): ../shared/data/tenhou/wins.jsonl (no options) and
# ../shared/data/riichi/majiang-hule.jsonl (preset and options on every line), each line without
# its "expect" member. callgrind's count less that of an empty batch, divided by the lines.
#
#   bench/conformance_shapes.sh [MJSCORE] [SHARED]     defaults: build/mjscore, ../shared
set -eu
bin=${1:-build/mjscore}
shared=${2:-$(dirname "$0")/../../shared}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" batch "$1" \
    > /dev/null 2> "$tmp/cg.err"
  sed -n 's/^summary: //p' "$tmp/cg.out"
}

: > "$tmp/empty.jsonl"
base=$(instructions "$tmp/empty.jsonl")
for f in tenhou/wins riichi/majiang-hule; do
  /usr/bin/python3 -c '
import json, sys
for line in open(sys.argv[1]):
    d = json.loads(line)
    d.pop("expect", None)
    print(json.dumps(d, ensure_ascii=False, separators=(",", ":")))' "$shared/data/$f.jsonl" \
    > "$tmp/requests.jsonl"
  n=$(wc -l < "$tmp/requests.jsonl")
  total=$(instructions "$tmp/requests.jsonl")
  awk -v s="$f" -v t="$total" -v b="$base" -v n="$n" \
    'BEGIN { printf "%-20s %8.1f instructions a request (%d requests)\n", s, (t - b) / n, n }'
done
