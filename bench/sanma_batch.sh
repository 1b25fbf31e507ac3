#!/bin/sh
# Three-player against four-player on the batch path (docs/sanma.md, issue 34 "Speed"):
# callgrind's instructions per request of `mjscore batch FILE > /dev/null`, less an empty batch's,
# for the 402 RiichiEnv three-player hands repeated to N lines, once under majsoul-sanma (with
# their kita) and once the same hands under majsoul (four-player, no kita).
#
#   bench/sanma_batch.sh [MJSCORE] [N] [DATA]   defaults: build/mjscore, 20000,
#                                               $MJSCORE_SANMA_DATA/riichienv or
#                                               ../shared/data/sanma/riichienv
#
# The data is not in the repository (tests/family/riichi/sanma_conformance_test.cpp).
set -eu
bin=${1:-build/mjscore}
n=${2:-20000}
sanma_data=${MJSCORE_SANMA_DATA:-$(dirname "$0")/../../shared/data/sanma}
data=${3:-$sanma_data/riichienv}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$bin" batch "$1" \
    > /dev/null 2> "$tmp/cg.err"
  sed -n 's/^summary: //p' "$tmp/cg.out"
}

python3 - "$data/agari_3p.json" "$n" "$tmp" <<'PY'
import json, sys
cases = json.load(open(sys.argv[1]))["cases"]
n, out = int(sys.argv[2]), sys.argv[3]
def tile(i):
    k = i // 4
    return ("0" if i in (16, 52, 88) else str(k % 9 + 1)) + "mpsz"[k // 9]
def tiles(ids):
    return "".join(tile(i) for i in ids)
def request(c, three):
    cond = c["conditions"]
    hand = list(c["tiles_136"])
    if len(hand) + 3 * len(c["melds"]) == 13:
        hand.append(c["win_tile_136"])
    r = {"id": 0, "preset": "majsoul-sanma" if three else "majsoul", "hand": tiles(hand),
         "win": tile(c["win_tile_136"]), "seat": "ESW"[cond["player_wind"]],
         "round": "ESW"[cond["round_wind"]]}
    if c["melds"]:
        r["melds"] = [("kan" if m["meld_type"] == "daiminkan" else m["meld_type"]) + " "
                      + tiles(m["tiles"]) for m in c["melds"]]
    if cond["tsumo"]:
        r["win_by"] = "tsumo"
    else:
        r["from"] = "S" if cond["player_wind"] == 0 else "E"
    if c["dora_indicators"]:
        r["dora"] = tiles(c["dora_indicators"])
    for k in ("riichi", "ippatsu"):
        if cond[k]:
            r[k] = True
    if cond["honba"]:
        r["honba"] = cond["honba"]
    if three and cond["kita_count"]:
        r["kita"] = cond["kita_count"]
    return r
for three, name in ((True, "three"), (False, "four")):
    with open(f"{out}/{name}.jsonl", "w") as f:
        for i in range(n):
            r = request(cases[i % len(cases)], three)
            r["id"] = i
            f.write(json.dumps(r, separators=(",", ":")) + "\n")
PY
: > "$tmp/empty.jsonl"
base=$(instructions "$tmp/empty.jsonl")
for shape in three four; do
  total=$(instructions "$tmp/$shape.jsonl")
  awk -v s="$shape" -v t="$total" -v b="$base" -v n="$n" \
    'BEGIN { printf "%-6s %8.1f instructions a request\n", s, (t - b) / n }'
done
