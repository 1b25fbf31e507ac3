#!/usr/bin/env python3
"""Throughput of the Python module (docs/python.md "Figures"), bounded to well under a minute.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py [N_REQUESTS] [N_HANDS]

defaults 200000 requests (examples/gen_requests.py, seed 1) and 10^6 hands. Prints hands/s for
  * batch_lines: JSON lines bytes in, response lines bytes out (the fast shape), whole input in
    one call and in blocks of 50 000 lines, on 1 and 2 threads;
  * batch: dicts in, dicts out (the convenient shape; Python objects dominate), 1 and 2 threads;
  * score: one dict at a time;
  * shanten / is_complete / waits over an (N, 34) uint8 array of random 14- / 13-tile hands, 1 and
    2 threads.
Each figure is the best of 3 runs (wall clock) and, in brackets, per CPU-second of the process
(the machine may be shared).
"""
import json
import os
import subprocess
import sys
import time

import numpy as np

import mjscore

HERE = os.path.dirname(os.path.abspath(__file__))


def best(fn, n, repeat=3):
    wall, cpu = float("inf"), float("inf")
    for _ in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall = min(wall, time.perf_counter() - t)
        cpu = min(cpu, time.process_time() - c)
    return n / wall, n / max(cpu, 1e-9)


def show(name, rates):
    wall, cpu = rates
    print(f"{name:<46} {wall / 1e6:7.2f} M/s   ({cpu / 1e6:.2f} M per CPU-s)")


def main():
    n_requests = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    n_hands = int(sys.argv[2]) if len(sys.argv) > 2 else 1000000
    gen = os.path.join(HERE, "..", "examples", "gen_requests.py")
    data = subprocess.run([sys.executable, gen, str(n_requests), "1"], check=True,
                          capture_output=True).stdout
    lines = data.splitlines()
    blocks = [b"\n".join(lines[i:i + 50000]) + b"\n" for i in range(0, len(lines), 50000)]
    print(f"{len(lines)} requests (examples/gen_requests.py {n_requests} 1), {os.cpu_count()} cores")
    for threads in (1, 2):
        show(f"batch_lines, one call, threads={threads}",
             best(lambda: mjscore.batch_lines(data, threads=threads), len(lines)))
        show(f"batch_lines, blocks of 50000, threads={threads}",
             best(lambda: [mjscore.batch_lines(b, threads=threads) for b in blocks], len(lines)))
    dicts = [json.loads(line) for line in lines[:50000]]
    for threads in (1, 2):
        show(f"batch, dicts in and out, threads={threads}",
             best(lambda: mjscore.batch(dicts, threads=threads), len(dicts)))
    few = dicts[:20000]

    def one_at_a_time():
        for d in few:
            try:
                mjscore.score(d)
            except mjscore.Error:
                pass

    show("score, one dict a call", best(one_at_a_time, len(few)))

    rng = np.random.default_rng(1)
    draw = np.argsort(rng.random((n_hands, 136)), axis=1)[:, :14]
    c14 = mjscore.counts_from_136(draw)
    c13 = mjscore.counts_from_136(draw[:, :13])
    print(f"{n_hands} random hands (136-tile draws)")
    for threads in (1, 2):
        show(f"shanten (all shapes), threads={threads}",
             best(lambda: mjscore.shanten(c14, threads=threads), n_hands))
        show(f"is_complete, threads={threads}",
             best(lambda: mjscore.is_complete(c14, threads=threads), n_hands))
        show(f"waits, threads={threads}", best(lambda: mjscore.waits(c13, threads=threads), n_hands))
    show("counts_from_136 (14 ids a hand)", best(lambda: mjscore.counts_from_136(draw), n_hands))


if __name__ == "__main__":
    main()
