#!/usr/bin/env python3
"""Generates N random riichi score requests (JSON lines) for throughput measurements.

Usage: examples/gen_requests.py N [SEED] [SHAPE] > requests.jsonl
Hands are four random sets and a pair written sorted with the winning tile last (some sets
called), random flags; some have no yaku and get error responses, as in real traffic. Fixed
seed: the same file every time. SHAPE (bench/json_shapes.sh measures all three):
  examples  the default: melds as strings, dora, riichi
  varied    also meld objects ({"kind","tiles","from"}), ura after riichi, honba, riichi_sticks,
            round, an explicit win tile
  rules     varied, each line also naming "rules": "riichi", a preset and an options object
            (one of a handful of preset/options combinations, as a client's configuration)
"""
import json
import random
import sys

SUITS = "mps"


def tile(i):
    return f"{i % 9 + 1}{SUITS[i // 9]}" if i < 27 else f"{i - 26}z"


def grouped(tiles):
    """MPSZ as people write it: sorted, one suit letter per group ("123m456p")."""
    text = ""
    for s, letter in enumerate("mpsz"):
        digits = "".join(str(t - 9 * s + 1) for t in sorted(tiles) if t // 9 == s and t < 34)
        if s == 3:
            digits = "".join(str(t - 26) for t in sorted(tiles) if t >= 27)
        if digits:
            text += digits + letter
    return text


# The preset/options combinations of the "rules" shape (each a client configuration).
CONFIGS = [
    ("tenhou", {"double_yakuman": True}),
    ("majsoul", {}),
    ("tenhou", {"kiriage_mangan": True, "honba_value": 100}),
    ("wrc", {"aka_dora": False}),
    ("ema", {"ura_dora": True, "kazoe": "sanbaiman"}),
]


def hand(rng):
    counts = [0] * 34
    sets = []
    while len(sets) < 4:
        if rng.random() < 0.6:
            start = rng.randrange(27)
            if start % 9 > 6 or any(counts[start + k] >= 4 for k in range(3)):
                continue
            for k in range(3):
                counts[start + k] += 1
            sets.append(("run", start))
        else:
            t = rng.randrange(34)
            if counts[t] > 1:
                continue
            counts[t] += 3
            sets.append(("triplet", t))
    while True:
        p = rng.randrange(34)
        if counts[p] <= 2:
            counts[p] += 2
            break
    melds = []
    concealed = []
    for kind, t in sets:
        tiles = [t, t + 1, t + 2] if kind == "run" else [t, t, t]
        if rng.random() < 0.15:
            text = "".join(str(x % 9 + 1) if x < 27 else str(x - 26) for x in tiles)
            suit = SUITS[t // 9] if t < 27 else "z"
            melds.append(f"{'chi' if kind == 'run' else 'pon'} {text}{suit}")
        else:
            concealed += tiles
    concealed += [p, p]
    return concealed, melds


def meld_object(text, rng):
    """A meld string ("chi 123m") as the contract's object form, sometimes with "from"."""
    kind, tiles = text.split(" ")
    obj = {"kind": kind, "tiles": tiles}
    if rng.random() < 0.5:
        obj["from"] = rng.choice("SWN")
    return obj


def main():
    n = int(sys.argv[1])
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    shape = sys.argv[3] if len(sys.argv) > 3 else "examples"
    if shape not in ("examples", "varied", "rules"):
        sys.exit(f"unknown shape {shape!r} (examples, varied, rules)")
    out = sys.stdout
    for i in range(n):
        if shape == "examples":
            examples_line(rng, i, out)
        else:
            varied_line(rng, i, out, shape == "rules")


def varied_line(rng, i, out, rules):
    concealed, melds = hand(rng)
    win = concealed.pop(rng.randrange(len(concealed)))
    req = {"id": f"r{i}" if rng.random() < 0.3 else i}
    if rules:
        preset, options = CONFIGS[rng.randrange(len(CONFIGS))]
        req["rules"] = "riichi"
        req["preset"] = preset
        if options:
            req["options"] = options
    req["hand"] = grouped(concealed) + tile(win)
    if rng.random() < 0.5:
        req["win"] = tile(win)
    if melds:
        req["melds"] = [meld_object(m, rng) if rng.random() < 0.5 else m for m in melds]
    tsumo = rng.random() < 0.5
    req["win_by"] = "tsumo" if tsumo else "ron"
    req["seat"] = rng.choice("ESWN")
    req["round"] = rng.choice("ES")
    if not tsumo:
        req["from"] = rng.choice([w for w in "ESWN" if w != req["seat"]])
    riichi = not melds and rng.random() < 0.5
    if riichi:
        req["riichi"] = True
        if rng.random() < 0.2:
            req["ippatsu"] = True
    req["dora"] = "".join(tile(rng.randrange(34)) for _ in range(rng.choice((1, 1, 2))))
    if riichi:
        req["ura"] = "".join(tile(rng.randrange(34)) for _ in range(len(req["dora"]) // 2))
    if rng.random() < 0.4:
        req["honba"] = rng.randrange(4)
    if rng.random() < 0.3:
        req["riichi_sticks"] = rng.randrange(3)
    out.write(json.dumps(req, separators=(",", ":")) + "\n")


def examples_line(rng, i, out):
    concealed, melds = hand(rng)
    # The winning tile is written last (the contract's default for `win`).
    win = concealed.pop(rng.randrange(len(concealed)))
    req = {"id": i, "hand": grouped(concealed) + tile(win)}
    if melds:
        req["melds"] = melds
    if rng.random() < 0.5:
        req["win_by"] = "tsumo"
    else:
        req["from"] = rng.choice("SWN")
    req["seat"] = rng.choice("ESWN")
    if req.get("from") == req["seat"]:
        req["from"] = "E" if req["seat"] != "E" else "S"
    if not melds and rng.random() < 0.5:
        req["riichi"] = True
    req["dora"] = tile(rng.randrange(34))
    out.write(json.dumps(req, separators=(",", ":")) + "\n")


main()
