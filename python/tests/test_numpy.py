"""NumPy analysis: shanten, waits, is_complete, counts_from_136 (docs/python.md "NumPy")."""
import pytest

np = pytest.importorskip("numpy")

import mjscore  # noqa: E402


def kinds(text):
    """MPSZ to tile kinds 0-33 ("123m11z" -> [0, 1, 2, 27, 27])."""
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            base = "mpsz".index(ch) * 9
            out += [base + d - 1 for d in digits]
            digits = []
    return out


def counts(*hands):
    c = np.zeros((len(hands), 34), np.uint8)
    for i, h in enumerate(hands):
        for k in kinds(h):
            c[i, k] += 1
    return c


def ids(text):
    """136-tile ids of a hand: copy n of kind k is 4k + n."""
    seen = {}
    out = []
    for k in kinds(text):
        out.append(4 * k + seen.get(k, 0))
        seen[k] = seen.get(k, 0) + 1
    return out


def test_shanten_of_known_hands():
    c = counts("123m456p789s11z222z", "123m456p789s11z22z", "19m19p19s1234567z", "1133557799m1133p",
               "13579m13579p1234z")
    assert mjscore.shanten(c).tolist() == [-1, 0, 0, -1, 4]
    assert mjscore.shanten(c).dtype == np.int8
    assert mjscore.shanten(c, shape="thirteen_orphans").tolist()[2] == 0
    assert mjscore.shanten(c, shape="seven_pairs").tolist()[3] == -1
    assert mjscore.shanten(c, shape="regular").tolist()[:2] == [-1, 0]
    with pytest.raises(ValueError):
        mjscore.shanten(c, shape="nope")


def test_shanten_agrees_with_the_contract_waits_request():
    hands = ["123m456p789s11z22z", "13579m13579p123z", "1122m3344p5566s7z", "1111m234p567s999s"]
    got = mjscore.shanten(counts(*hands)).tolist()
    want = [mjscore.score(type="waits", hand=h)["shanten"] for h in hands]
    assert got == want


def test_one_hand_gives_a_scalar_and_a_row():
    c = counts("123m456p789s11z222z", "123m456p789s11z22z")
    assert mjscore.shanten(c[0]) == -1 and isinstance(mjscore.shanten(c[0]), int)
    assert mjscore.is_complete(c[0]) is True
    assert mjscore.waits(c[1]).shape == (34,)


def test_melds_as_counts_of_open_sets():
    # one tile beside 4 open sets: tenpai (tanki); 5 tiles beside 3: complete
    c = counts("1z", "11z222z")
    assert mjscore.shanten(c, melds=np.array([4, 3])).tolist() == [0, -1]
    assert mjscore.is_complete(c[1:], melds=3).tolist() == [True]
    w = mjscore.waits(counts("1z", "11z22z"), melds=np.array([4, 3]))
    assert np.flatnonzero(w[0]).tolist() == [27]
    assert np.flatnonzero(w[1]).tolist() == [27, 28]
    with pytest.raises(ValueError, match="melds"):
        mjscore.shanten(c, melds=np.array([1]))
    with pytest.raises(ValueError, match="melds"):
        mjscore.shanten(c, melds=5)


def test_waits_and_completeness():
    w = mjscore.waits(counts("123m456p789s11z22z", "1112345678999m", "1111m234p567s999s"))
    assert w.dtype == np.bool_ and w.shape == (3, 34)
    assert np.flatnonzero(w[0]).tolist() == [27, 28]
    assert np.flatnonzero(w[1]).tolist() == list(range(9))  # nine gates
    # holding all four 1m, the only completing tile: no wait (the contract's "exhausted")
    assert not w[2].any()
    assert mjscore.score(type="waits", hand="1111m234p567s999s")["exhausted"] == "1m"
    assert mjscore.score(type="waits", hand="123m456p789s11z22z")["waits"] == "12z"
    done = mjscore.is_complete(counts("123m456p789s11z222z", "1133557799m1133p", "19m19p19s12345677z",
                                      "123m456p789s11z234z"))
    assert done.tolist() == [True, True, True, False]


def test_136_tile_ids():
    hand = ids("123m456p789s11z222z")
    assert mjscore.shanten(hand) == -1
    assert mjscore.shanten([hand, ids("123m456p789s11z22z") + [-1]]).tolist() == [-1, 0]
    c = mjscore.counts_from_136([hand])
    assert c.dtype == np.uint8 and c.shape == (1, 34)
    assert (c == counts("123m456p789s11z222z")).all()
    assert mjscore.counts_from_136(np.array(hand, np.int16)).shape == (34,)
    with pytest.raises(ValueError, match="0-135"):
        mjscore.counts_from_136([136])
    with pytest.raises(ValueError):
        mjscore.counts_from_136([0.5])
    # A list of 34 tile counts is not read as 34 ids: a hand holds at most 18 tiles.
    as_list = counts("123m456p789s11z222z").tolist()
    with pytest.raises(ValueError, match="at most|more than 18"):
        mjscore.shanten(as_list)


@pytest.mark.parametrize(
    "bad, match",
    [
        (np.zeros((2, 34), np.int64), "dtype uint8"),
        (np.zeros((2, 34), np.float32), "dtype uint8"),
        (np.zeros((2, 33), np.uint8), "shape"),
        (np.zeros((2, 2, 34), np.uint8), "shape"),
        (np.zeros((2, 34), np.uint8), "concealed tiles"),
        ("123m", "NumPy uint8 array"),
    ],
)
def test_wrong_inputs_raise_value_error(bad, match):
    for fn in (mjscore.shanten, mjscore.waits, mjscore.is_complete):
        with pytest.raises(ValueError, match=match):
            fn(bad)


def test_tile_totals_and_counts_are_checked():
    with pytest.raises(ValueError, match="at most 4"):
        c = counts("123m456p789s11z22z")
        c[0, 0] = 5
        c[0, 27] = 0
        mjscore.shanten(c)
    with pytest.raises(ValueError, match="expected 13"):
        mjscore.waits(counts("123m456p789s11z222z"))
    with pytest.raises(ValueError, match="expected 14"):
        mjscore.is_complete(counts("123m456p789s11z22z"))


def test_strided_arrays_and_threads():
    rng = np.random.default_rng(7)
    n = 40000
    draw = np.argsort(rng.random((n, 136)), axis=1)[:, :14]
    c = mjscore.counts_from_136(draw)
    one = mjscore.shanten(c, threads=1)
    assert (mjscore.shanten(c, threads=2) == one).all()
    assert (mjscore.shanten(np.asfortranarray(c)) == one).all()
    wide = np.zeros((n, 40), np.uint8)
    wide[:, :34] = c
    assert (mjscore.shanten(wide[:, :34]) == one).all()
    assert (mjscore.is_complete(c) == (one == -1)).all()
    with pytest.raises(ValueError, match="threads"):
        mjscore.shanten(c, threads=-2)
