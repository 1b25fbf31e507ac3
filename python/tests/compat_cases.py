"""Contract score requests (../shared/data/riichi, ../shared/data/tenhou) as the arguments of
the `mahjong` package's HandCalculator.estimate_hand_value, for tests/test_compat.py."""

import re

_SEATS = "ESWN"
_SUITS = "mpsz"
_RED_IDS = {0: 16, 1: 52, 2: 88}


def parse_mpsz(text):
    """'406m11z' -> [(kind, red)] in the order written (0 is the red five)."""
    out, digits = [], []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in _SUITS:
            suit = _SUITS.index(ch)
            for d in digits:
                out.append((suit * 9 + (4 if d == 0 else d - 1), d == 0))
            digits = []
        else:
            raise ValueError(f"unexpected {ch!r} in {text!r}")
    return out


class _Ids:
    """Hands out distinct 136-format ids: the red five's id for a red five, plain copies else."""

    def __init__(self):
        self.taken = set()

    def take(self, kind, red):
        if red:
            tid = _RED_IDS[kind // 9]
        else:
            tid = next(t for t in range(kind * 4, kind * 4 + 4)
                       if t not in self.taken and not (t in _RED_IDS.values()))
        self.taken.add(tid)
        return tid


def _melds(request):
    for m in request.get("melds") or []:
        if isinstance(m, str):
            parts = m.split()
            yield parts[0], parts[1]
        else:
            yield m["kind"], m["tiles"]


def to_package_args(request, api):
    """(tiles, win_tile, melds, dora, config, ura) for `api` (mjscore.compat or mahjong).

    `api` is a namespace with Meld, HandConfig, OptionalRules."""
    ids = _Ids()
    concealed = [(k, r) for k, r in parse_mpsz(request["hand"])]
    win_kind, win_red = parse_mpsz(request["win"])[0]
    hand_ids = [ids.take(k, r) for k, r in concealed]
    win_tile = next(t for (k, r), t in zip(concealed, hand_ids) if k == win_kind and r == win_red)
    melds, meld_ids = [], []
    for kind, text in _melds(request):
        tiles = [ids.take(k, r) for k, r in parse_mpsz(text)]
        meld_ids += tiles
        if kind == "chi":
            melds.append(api.Meld(meld_type=api.Meld.CHI, tiles=tiles, opened=True))
        elif kind == "pon":
            melds.append(api.Meld(meld_type=api.Meld.PON, tiles=tiles, opened=True))
        elif kind == "kan":
            melds.append(api.Meld(meld_type=api.Meld.KAN, tiles=tiles, opened=True))
        elif kind == "ankan":
            melds.append(api.Meld(meld_type=api.Meld.KAN, tiles=tiles, opened=False))
        elif kind == "kakan":
            melds.append(api.Meld(meld_type=api.Meld.SHOUMINKAN, tiles=tiles, opened=True))
    indicator_ids = _Ids()
    dora = [indicator_ids.take(k, False) for k, _ in parse_mpsz(request.get("dora") or "")]
    ura = [indicator_ids.take(k, False) for k, _ in parse_mpsz(request.get("ura") or "")]
    options = request.get("options") or {}
    tsumo = request.get("win_by") == "tsumo"
    seat = _SEATS.index(request.get("seat", "E")[0].upper())
    first = bool(request.get("first_turn"))
    rules = api.OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=options.get("aka_dora", True),
        has_double_yakuman=options.get("double_yakuman", False),
    )
    config = api.HandConfig(
        is_tsumo=tsumo,
        is_riichi=bool(request.get("riichi")),
        is_daburu_riichi=bool(request.get("double_riichi")),
        is_ippatsu=bool(request.get("ippatsu")),
        is_rinshan=bool(request.get("after_kan")),
        is_chankan=bool(request.get("robbing_kan")),
        is_haitei=bool(request.get("last_tile")) and tsumo,
        is_houtei=bool(request.get("last_tile")) and not tsumo,
        is_tenhou=first and tsumo and seat == 0,
        is_chiihou=first and tsumo and seat != 0,
        is_renhou=first and not tsumo,
        player_wind=27 + seat,
        round_wind=27 + _SEATS.index(request.get("round", "E")[0].upper()),
        tsumi_number=request.get("honba", 0),
        kyoutaku_number=request.get("riichi_sticks", 0),
        options=rules,
    )
    return hand_ids + meld_ids, win_tile, melds, dora, config, ura
