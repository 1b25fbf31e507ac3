#!/bin/sh
# Instructions per request of `mjscore batch FILE > /dev/null` on three request shapes
# (docs/json-api.md "Performance"): callgrind's instruction count over N generated lines, less
# the count of an empty batch (start-up: loading the presets), divided by N.
#
#   bench/json_shapes.sh [MJSCORE] [N] [SHARED]   defaults: build/mjscore, 20000, ../shared
#
# With SHARED present, also the conformance requests, each line without its "expect" member:
# tenhou/wins.jsonl (no options) and riichi/majiang-hule.jsonl (a preset and options on every
# line).
#
# Shapes (examples/gen_requests.py N 1 SHAPE): examples (the examples' shape), varied (meld
# objects, ura, honba and sticks, win, round), rules (varied with "rules", a preset and options).
set -eu
bin=${1:-build/mjscore}
n=${2:-20000}
shared=${3:-$(dirname "$0")/../../shared}
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" batch "$1" \
    > /dev/null 2> "$tmp/cg.err"
  sed -n 's/^summary: //p' "$tmp/cg.out"
}

: > "$tmp/empty.jsonl"
base=$(instructions "$tmp/empty.jsonl")
for shape in examples varied rules; do
  python3 "$here/../examples/gen_requests.py" "$n" 1 "$shape" > "$tmp/$shape.jsonl"
  total=$(instructions "$tmp/$shape.jsonl")
  awk -v s="$shape" -v t="$total" -v b="$base" -v n="$n" \
    'BEGIN { printf "%-9s %8.1f instructions a request\n", s, (t - b) / n }'
done
[ -d "$shared/data" ] || exit 0
for f in tenhou/wins riichi/majiang-hule; do
  /usr/bin/python3 -c '
import json, sys
for line in open(sys.argv[1]):
    d = json.loads(line)
    d.pop("expect", None)
    print(json.dumps(d, ensure_ascii=False, separators=(",", ":")))' "$shared/data/$f.jsonl" \
    > "$tmp/conformance.jsonl"
  lines=$(wc -l < "$tmp/conformance.jsonl")
  total=$(instructions "$tmp/conformance.jsonl")
  awk -v s="$f" -v t="$total" -v b="$base" -v n="$lines" \
    'BEGIN { printf "%-19s %8.1f instructions a request (%d requests)\n", s, (t - b) / n, n }'
done
