"""The GIL is released while the engine works: another Python thread keeps running during a long
call. No timing: the other thread must complete many loop iterations while the call is known to
be in progress (started, not yet returned)."""
import json
import threading

import pytest

import mjscore


def progress_during(call):
    started = threading.Event()
    done = threading.Event()
    result = {}

    def worker():
        started.set()
        result["value"] = call()
        done.set()

    t = threading.Thread(target=worker)
    t.start()
    started.wait()
    steps = 0
    while not done.is_set():
        steps += 1
    t.join()
    return steps, result["value"]


def test_batch_releases_the_gil():
    line = json.dumps({"hand": "123m456p789s11z222z", "win": "2z", "win_by": "tsumo",
                       "riichi": True})
    text = ("\n".join([line] * 400000) + "\n").encode()
    steps, out = progress_during(lambda: mjscore.batch_lines(text, threads=1))
    assert out.count(b"\n") == 400000
    # Holding the GIL in C++, the call would leave this thread a few switch intervals at most.
    assert steps > 10000


def test_shanten_releases_the_gil():
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(3)
    draw = np.argsort(rng.random((200000, 136)), axis=1)[:, :14]
    c = np.repeat(mjscore.counts_from_136(draw), 20, axis=0)
    steps, out = progress_during(lambda: mjscore.shanten(c, threads=1))
    assert out.shape == (4000000,)
    assert steps > 10000
