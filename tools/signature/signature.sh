#!/usr/bin/env bash
# The answer signature (as Stockfish keeps its bench signature): SHA-256 of what the CLI answers
# on a fixed set of inputs. A change that must not move any answer keeps every line equal;
# tests/signature.txt is the reference and the ctest Signature.Answers compares against it.
#
#   tools/signature/signature.sh [MJSCORE] [SHARED]   defaults: build/mjscore, ../shared
#
# Prints one line per input, "<sha256>  <name>". The inputs in the repository (examples/, the
# fuzz seeds, generated requests) are always read; with SHARED present, its conformance data
# too (those lines' names start with "shared"). Every input is copied into a temporary folder
# and named relative to it, so that no answer depends on where the tree lies.
set -u
bin=$(realpath "${1:-build/mjscore}")
shared=$(realpath -q "${2:-../shared}")
here=$(cd "$(dirname "$0")/../.." && pwd)
py=/usr/bin/python3
[ -x "$py" ] || py=python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2

sig() {  # name, then the command whose stdout, stderr and exit code are hashed
  local name=$1; shift
  { "$@" 2>&1; echo "exit $?"; } | sha256sum | sed "s|-\$|$name|"
}

mkdir examples && cp "$here"/examples/*.json "$here"/examples/*.jsonl examples/
for f in examples/*.jsonl; do
  sig "$f" "$bin" batch "$f"
  sig "$f --text" "$bin" batch --text "$f"
done
for f in examples/*game*.json; do
  sig "$f game" "$bin" game --json "$f"
  sig "$f game text" "$bin" game "$f"
done
sig "examples/classical_round.json round" "$bin" round examples/classical_round.json
sig "examples/tenhou-log.json import" "$bin" import tenhou examples/tenhou-log.json
for shape in examples varied rules; do
  "$py" "$here/examples/gen_requests.py" 20000 7 "$shape" > "gen-$shape.jsonl"
  sig "generated $shape 20000 7" "$bin" batch "gen-$shape.jsonl"
done
# Every fuzz seed of the request readers as one line (error answers are answers too).
for d in json_request hk_request batch_lines server_request; do
  [ -d "$here/fuzz/corpus/$d" ] || continue
  for f in "$here/fuzz/corpus/$d"/*; do tr '\n' ' ' < "$f"; echo; done > "seeds-$d.jsonl"
  sig "fuzz seeds $d" "$bin" batch "seeds-$d.jsonl"
done
mkdir cli_game
for f in "$here"/fuzz/corpus/cli_game/*; do
  cp "$f" cli_game/
  sig "fuzz seed cli_game/$(basename "$f")" "$bin" game --json "cli_game/$(basename "$f")"
done

if [ -n "$shared" ] && [ -d "$shared/data" ]; then
  mkdir -p shared && cp -r "$shared/data" "$shared/repro" shared/
  for f in shared/data/*/*.jsonl shared/repro/*.jsonl; do
    sig "$f" "$bin" batch "$f"
  done
  # Every real game log imported, then the record played (the wins re-scored).
  for f in shared/data/tenhou/logs/*/*.json shared/data/tenhou/logs/*/*.mjlog \
           shared/data/tenhou/logs/*/*.xml; do
    sig "$f import" "$bin" import tenhou "$f"
    sig "$f played" sh -c '"$1" import tenhou "$2" | "$1" game --json -' sh "$bin" "$f"
  done
fi
