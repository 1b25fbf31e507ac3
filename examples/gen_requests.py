#!/usr/bin/env python3
"""Generates N random riichi score requests (JSON lines) for throughput measurements.

Usage: examples/gen_requests.py N [SEED] > requests.jsonl
Hands are four random sets and a pair written sorted with the winning tile last (some sets called), random flags; some have no yaku and
get error responses, as in real traffic. Fixed seed: the same file every time.
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


def main():
    n = int(sys.argv[1])
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    out = sys.stdout
    for i in range(n):
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
