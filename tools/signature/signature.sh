#!/usr/bin/env bash
# The answer signature (as Stockfish keeps its bench signature): SHA-256 of what the CLI answers
# on a fixed set of inputs. A change that must not move any answer keeps every line equal.
#
#   tools/signature/signature.sh [MJSCORE] [SHARED]   defaults: build/mjscore, ../shared
#
# Prints one line per input, "<sha256>  <name>". The inputs in the repository (examples/, the
# fuzz seeds, generated requests) are always read; with SHARED present, its conformance data too.
set -u
bin=${1:-build/mjscore}
shared=${2:-../shared}
here=$(cd "$(dirname "$0")/../.." && pwd)
py=/usr/bin/python3
[ -x "$py" ] || py=python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

sig() {  # name, then the command whose stdout, stderr and exit code are hashed
  local name=$1; shift
  { "$@" 2>&1; echo "exit $?"; } | sha256sum | sed "s|-\$|$name|"
}

for f in "$here"/examples/*.jsonl; do
  sig "examples/$(basename "$f")" "$bin" batch "$f"
  sig "examples/$(basename "$f") --text" "$bin" batch --text "$f"
done
for f in "$here"/examples/*.json; do
  sig "examples/$(basename "$f") game" "$bin" game --json "$f"
done
sig "examples/classical_round.json round" "$bin" round "$here/examples/classical_round.json"
sig "examples/tenhou-log.json import" "$bin" import tenhou "$here/examples/tenhou-log.json"
for shape in examples varied rules; do
  "$py" "$here/examples/gen_requests.py" 20000 7 "$shape" > "$tmp/$shape.jsonl"
  sig "generated $shape 20000 7" "$bin" batch "$tmp/$shape.jsonl"
done
# Every fuzz seed of the request readers, one per line (error answers are answers too).
for d in json_request hk_request batch_lines server_request; do
  [ -d "$here/fuzz/corpus/$d" ] || continue
  for f in "$here/fuzz/corpus/$d"/*; do tr '\n' ' ' < "$f"; echo; done > "$tmp/$d.jsonl"
  sig "fuzz seeds $d" "$bin" batch "$tmp/$d.jsonl"
done
for f in "$here"/fuzz/corpus/cli_game/*; do
  sig "fuzz seed cli_game/$(basename "$f")" "$bin" game --json "$f"
done

if [ -d "$shared/data" ]; then
  for f in "$shared"/data/*/*.jsonl; do
    sig "shared ${f#"$shared"/}" "$bin" batch "$f"
  done
  for f in "$shared"/repro/*.jsonl; do
    sig "shared ${f#"$shared"/}" "$bin" batch "$f"
  done
  for f in "$shared"/data/tenhou/logs/*/*.json; do
    sig "shared import ${f#"$shared"/}" "$bin" import tenhou "$f"
  done
fi
