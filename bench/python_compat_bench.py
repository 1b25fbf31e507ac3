#!/usr/bin/python3
"""Hands per second of mjscore.compat.HandCalculator.estimate_hand_value, one call at a time
(issue 23), and of the `mahjong` package it replaces when a checkout of it is named.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_compat_bench.py \
        [--oracle /path/to/mahjong-checkout] [--seconds 3]

The hands are the 1,612 Tenhou wins of ../shared/data/tenhou/wins.jsonl (MJSCORE_SHARED_DIR
overrides the folder), turned into the package's arguments (136-format ids, Meld, HandConfig)
before timing; each timed call scores one hand. `cost` and `fu_details` are made into their
dicts when first read, so a second figure reads every attribute after each call. Both CPU
time (time.process_time, what the process itself spent) and wall time are reported: on a
loaded machine the wall figure includes time the process waited for a core.
The package publishes 35,364 hands/s for its version 2.0.0 (CHANGELOG.md, "Faster hand
calculation": median of 5 runs of 500,000 hands); the goal is 20 times that.
"""

import argparse
import json
import os
import sys
import time
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python", "tests"))

from compat_cases import to_package_args  # noqa: E402

PUBLISHED = 35364  # hands/s, mahjong 2.0.0 CHANGELOG


def load_cases(api):
    shared = os.environ.get("MJSCORE_SHARED_DIR", os.path.join(HERE, "..", "..", "shared"))
    path = os.path.join(shared, "data", "tenhou", "wins.jsonl")
    with open(path) as f:
        return [to_package_args(json.loads(line), api) for line in f if line.strip()]


def call(estimate, cases):
    for tiles, win, melds, dora, config, ura in cases:
        estimate(tiles, win, melds, dora, config, ura_dora_indicators=ura)


def call_and_read(estimate, cases):
    # every attribute the package documents, read once
    for tiles, win, melds, dora, config, ura in cases:
        r = estimate(tiles, win, melds, dora, config, ura_dora_indicators=ura)
        r.han, r.fu, r.cost, r.yaku, r.fu_details, r.error, r.is_open_hand


def measure(loop, estimate, cases, seconds):
    """(hands/s by CPU time, hands/s by wall time): whole passes over the cases."""
    done, cpu, wall = 0, 0.0, 0.0
    while cpu < seconds:
        c0, w0 = time.process_time(), time.perf_counter()
        loop(estimate, cases)
        cpu += time.process_time() - c0
        wall += time.perf_counter() - w0
        done += len(cases)
    return done / cpu, done / wall


def report(name, rates):
    cpu, wall = rates
    print(f"{name}: {cpu:,.0f} hands/s CPU ({1e6 / cpu:.2f} us/hand), {wall:,.0f} hands/s wall")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--oracle", help="a checkout of MahjongRepository/mahjong to measure too")
    ap.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    args = ap.parse_args()

    from mjscore import compat

    cases = load_cases(compat)
    estimate = compat.HandCalculator.estimate_hand_value
    ours = measure(call, estimate, cases, args.seconds)
    report("mjscore.compat, the call", ours)
    print(f"  = {ours[0] / PUBLISHED:.1f} x the package's published {PUBLISHED:,} hands/s (goal 20 x)")
    read = measure(call_and_read, estimate, cases, args.seconds)
    report("mjscore.compat, the call and every attribute read", read)
    print(f"  = {read[0] / PUBLISHED:.1f} x the package's published {PUBLISHED:,} hands/s")
    if args.oracle:
        sys.path.insert(0, args.oracle)
        from mahjong.hand_calculating.hand import HandCalculator
        from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
        from mahjong.meld import Meld

        api = types.SimpleNamespace(Meld=Meld, HandConfig=HandConfig, OptionalRules=OptionalRules)
        theirs = measure(call, HandCalculator.estimate_hand_value, load_cases(api), args.seconds)
        report("mahjong (oracle, same machine), the call", theirs)
        print(f"  mjscore.compat / mahjong on this machine: {ours[0] / theirs[0]:.1f} x the call, "
              f"{read[0] / theirs[0]:.1f} x with every attribute read (CPU)")


if __name__ == "__main__":
    main()
