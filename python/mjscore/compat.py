"""A drop-in for the hand calculator of the ``mahjong`` package (MahjongRepository/mahjong).

The same names and call shapes as that package's public API for hand scoring, scored by the
mjscore engine. Switch by changing the import::

    # from mahjong.hand_calculating.hand import HandCalculator
    # from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    # from mahjong.meld import Meld
    # from mahjong.tile import TilesConverter
    # from mahjong.constants import EAST
    from mjscore.compat import HandCalculator, HandConfig, OptionalRules, Meld, TilesConverter, EAST

The package's module paths are mirrored too (``mjscore.compat.hand_calculating.hand``,
``mjscore.compat.tile``, ``mjscore.compat.meld``, ``mjscore.compat.constants``,
``mjscore.compat.shanten``, ``mjscore.compat.agari``, ...), so ``mahjong.`` can be replaced by
``mjscore.compat.`` in every import line.

``HandCalculator.estimate_hand_value`` answers a ``HandResponse`` with the package's
attributes: ``han``, ``fu``, ``cost`` (``main``, ``additional``, ``main_bonus``,
``additional_bonus``, ``kyoutaku_bonus``, ``total``, ``yaku_level``), ``yaku`` (objects with
``yaku_id``, ``name``, ``han_open``, ``han_closed``, ``is_yakuman``, sorted by id),
``fu_details`` (``{"fu": n, "reason": "..."}``, by fu, descending), ``error`` (the package's
error strings) and ``is_open_hand``. Where the answers differ by rule, and which options have
no counterpart, is written in docs/python-compat.md.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Collection, Sequence
from typing import TypedDict

from . import _core

__all__ = [
    "HandCalculator",
    "HandConfig",
    "HandConstants",
    "OptionalRules",
    "HandResponse",
    "Meld",
    "TilesConverter",
    "Shanten",
    "Agari",
    "Yaku",
    "ScoresCalculator",
    "ScoresResult",
    "FuDetail",
    "Aotenjou",
    "FuCalculator",
    "EAST",
    "SOUTH",
    "WEST",
    "NORTH",
    "HAKU",
    "HATSU",
    "CHUN",
    "FIVE_RED_MAN",
    "FIVE_RED_PIN",
    "FIVE_RED_SOU",
    "AKA_DORAS",
]

# ---- constants (the package's mahjong.constants) ----

EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
HAKU, HATSU, CHUN = 31, 32, 33
WINDS = frozenset([EAST, SOUTH, WEST, NORTH])
DRAGONS = frozenset([HAKU, HATSU, CHUN])
HONOR_INDICES = WINDS | DRAGONS
TERMINAL_INDICES = frozenset([0, 8, 9, 17, 18, 26])
TERMINAL_AND_HONOR_INDICES = TERMINAL_INDICES | HONOR_INDICES
FIVE_RED_MAN, FIVE_RED_PIN, FIVE_RED_SOU = 16, 52, 88
AKA_DORAS = frozenset([FIVE_RED_MAN, FIVE_RED_PIN, FIVE_RED_SOU])
DISPLAY_WINDS = {EAST: "East", SOUTH: "South", WEST: "West", NORTH: "North"}


# ---- tiles ----


class TilesConverter:
    """Conversions between mpsz strings, 34-format counts and 136-format tile ids."""

    @staticmethod
    def to_one_line_string(tiles: Collection[int], print_aka_dora: bool = False) -> str:
        """136-format ids as one mpsz string (``'123m456p'``); red fives as ``0`` on request."""
        out = []
        for suit, letter in enumerate("mpsz"):
            ranks = []
            for t in sorted(tiles):
                if t // 36 != suit:
                    continue
                if print_aka_dora and t in AKA_DORAS:
                    ranks.append("0")
                else:
                    ranks.append(str((t % 36) // 4 + 1))
            if ranks:
                out.append("".join(ranks) + letter)
        return "".join(out)

    @staticmethod
    def to_34_array(tiles: Collection[int]) -> list[int]:
        """136-format ids as a 34-format count array."""
        counts = [0] * 34
        for t in tiles:
            counts[t // 4] += 1
        return counts

    @staticmethod
    def to_136_array(tiles: Sequence[int]) -> list[int]:
        """A 34-format count array as 136-format ids (the first copies of each kind)."""
        return [kind * 4 + copy for kind, n in enumerate(tiles) for copy in range(n)]

    @staticmethod
    def _suit_ids(ranks: str | None, base: int, red: int | None) -> list[int]:
        # Each rank takes the next unused copy of its kind; with red fives, "0" and "r" are the
        # red five and a plain "5" skips it.
        if not ranks:
            return []
        taken: dict[int, int] = {}
        ids = []
        for ch in ranks:
            if red is not None and ch in "0r":
                ids.append(red)
                continue
            first = base + (int(ch) - 1) * 4
            if red is not None and first == red:
                first += 1
            ids.append(first + taken.get(first, 0))
            taken[first] = taken.get(first, 0) + 1
        return ids

    @staticmethod
    def string_to_136_array(
        sou: str | None = None,
        pin: str | None = None,
        man: str | None = None,
        honors: str | None = None,
        has_aka_dora: bool = False,
    ) -> list[int]:
        """Per-suit rank strings as 136-format ids (man, pin, sou, honors order)."""
        s = TilesConverter._suit_ids
        return (
            s(man, 0, FIVE_RED_MAN if has_aka_dora else None)
            + s(pin, 36, FIVE_RED_PIN if has_aka_dora else None)
            + s(sou, 72, FIVE_RED_SOU if has_aka_dora else None)
            + s(honors, 108, None)
        )

    @staticmethod
    def string_to_34_array(
        sou: str | None = None,
        pin: str | None = None,
        man: str | None = None,
        honors: str | None = None,
    ) -> list[int]:
        """Per-suit rank strings as a 34-format count array."""
        return TilesConverter.to_34_array(TilesConverter.string_to_136_array(sou, pin, man, honors))

    @staticmethod
    def find_34_tile_in_136_array(tile34: int | None, tiles: Collection[int]) -> int | None:
        """The first 136-format id of kind ``tile34`` held in ``tiles``, else None."""
        if tile34 is None or tile34 > 33:
            return None
        for t in range(tile34 * 4, tile34 * 4 + 4):
            if t in tiles:
                return t
        return None

    @staticmethod
    def one_line_string_to_136_array(string: str, has_aka_dora: bool = False) -> list[int]:
        """One mpsz string (``'123m456p789s11z'``, ``h`` also for honors) as 136-format ids."""
        parts = {"m": "", "p": "", "s": "", "z": ""}
        start = 0
        for i, ch in enumerate(string):
            key = "z" if ch == "h" else ch
            if key in parts:
                parts[key] += string[start:i]
                start = i + 1
        return TilesConverter.string_to_136_array(
            parts["s"], parts["p"], parts["m"], parts["z"], has_aka_dora
        )

    @staticmethod
    def one_line_string_to_34_array(string: str, has_aka_dora: bool = False) -> list[int]:
        """One mpsz string as a 34-format count array."""
        return TilesConverter.to_34_array(
            TilesConverter.one_line_string_to_136_array(string, has_aka_dora)
        )


class Meld:
    """A declared meld: ``Meld(meld_type=Meld.PON, tiles=[...136 ids], opened=True)``."""

    CHI = "chi"
    PON = "pon"
    KAN = "kan"
    SHOUMINKAN = "shouminkan"
    NUKI = "nuki"

    def __init__(
        self,
        meld_type: str | None = None,
        tiles: Sequence[int] | None = None,
        opened: bool = True,
        called_tile: int | None = None,
        who: int | None = None,
        from_who: int | None = None,
    ) -> None:
        self.type = meld_type
        self.tiles = tuple(tiles) if tiles else ()
        self.opened = opened
        self.called_tile = called_tile
        self.who = who
        self.from_who = from_who

    @property
    def tiles_34(self) -> list[int]:
        """The meld's tiles as 34-format kinds."""
        return [t // 4 for t in self.tiles]

    def __str__(self) -> str:
        return f"Type: {self.type}, Tiles: {TilesConverter.to_one_line_string(self.tiles)} {self.tiles}"

    __repr__ = __str__


# ---- configuration ----


class HandConstants:
    """Kazoe (13+ han without yakuman) limit modes."""

    KAZOE_LIMITED = 0
    KAZOE_SANBAIMAN = 1
    KAZOE_NO_LIMIT = 2


class OptionalRules:
    """Optional rules, with the package's defaults (docs/python-compat.md maps each to mjscore)."""

    def __init__(
        self,
        has_open_tanyao: bool = False,
        has_aka_dora: bool = False,
        has_double_yakuman: bool = True,
        kazoe_limit: int = HandConstants.KAZOE_LIMITED,
        kiriage: bool = False,
        fu_for_open_pinfu: bool = True,
        fu_for_pinfu_tsumo: bool = False,
        renhou_as_yakuman: bool = False,
        has_daisharin: bool = False,
        has_daisharin_other_suits: bool = False,
        has_sashikomi_yakuman: bool = False,
        limit_to_sextuple_yakuman: bool = True,
        paarenchan_needs_yaku: bool = True,
        has_daichisei: bool = False,
        is_three_player: bool = False,
    ) -> None:
        self.has_open_tanyao = has_open_tanyao
        self.has_aka_dora = has_aka_dora
        self.has_double_yakuman = has_double_yakuman
        self.kazoe_limit = kazoe_limit
        self.kiriage = kiriage
        self.fu_for_open_pinfu = fu_for_open_pinfu
        self.fu_for_pinfu_tsumo = fu_for_pinfu_tsumo
        self.renhou_as_yakuman = renhou_as_yakuman
        self.has_daisharin = has_daisharin or has_daisharin_other_suits
        self.has_daisharin_other_suits = has_daisharin_other_suits
        self.has_sashikomi_yakuman = has_sashikomi_yakuman
        self.limit_to_sextuple_yakuman = limit_to_sextuple_yakuman
        self.has_daichisei = has_daichisei
        self.paarenchan_needs_yaku = paarenchan_needs_yaku
        self.is_three_player = is_three_player


class HandConfig(HandConstants):
    """How the hand was won (flags, winds, counters) and the optional rules."""

    def __init__(
        self,
        is_tsumo: bool = False,
        is_riichi: bool = False,
        is_ippatsu: bool = False,
        is_rinshan: bool = False,
        is_chankan: bool = False,
        is_haitei: bool = False,
        is_houtei: bool = False,
        is_daburu_riichi: bool = False,
        is_nagashi_mangan: bool = False,
        is_tenhou: bool = False,
        is_renhou: bool = False,
        is_chiihou: bool = False,
        is_open_riichi: bool = False,
        player_wind: int | None = None,
        round_wind: int | None = None,
        kyoutaku_number: int = 0,
        tsumi_number: int = 0,
        paarenchan: int = 0,
        options: OptionalRules | None = None,
        num_nuki_dora: int = 0,
    ) -> None:
        self.yaku = YAKU
        self.options = options or OptionalRules()
        self.is_tsumo = is_tsumo
        self.is_riichi = is_riichi
        self.is_ippatsu = is_ippatsu
        self.is_rinshan = is_rinshan
        self.is_chankan = is_chankan
        self.is_haitei = is_haitei
        self.is_houtei = is_houtei
        self.is_daburu_riichi = is_daburu_riichi
        self.is_nagashi_mangan = is_nagashi_mangan
        self.is_tenhou = is_tenhou
        self.is_renhou = is_renhou
        self.is_chiihou = is_chiihou
        self.is_open_riichi = is_open_riichi
        self.player_wind = player_wind
        self.round_wind = round_wind
        self.is_dealer = player_wind == EAST
        self.paarenchan = paarenchan
        self.kyoutaku_number = kyoutaku_number
        self.tsumi_number = tsumi_number
        self.num_nuki_dora = num_nuki_dora


# ---- yaku ----


class Yaku:
    """A yaku of a result: ``yaku_id``, ``name``, ``han_open``, ``han_closed``, ``is_yakuman``."""

    __slots__ = ("yaku_id", "name", "han_open", "han_closed", "is_yakuman")

    def __init__(self, yaku_id: int, name: str, han_open: int, han_closed: int, is_yakuman: bool):
        self.yaku_id = yaku_id
        self.name = name
        self.han_open = han_open
        self.han_closed = han_closed
        self.is_yakuman = is_yakuman

    def __str__(self) -> str:
        # The package's dora yaku name their count ("Dora 2"), the others their name.
        if self.yaku_id in _COUNTED:
            return f"{self.name} {self.han_closed}"
        return self.name

    __repr__ = __str__


_COUNTED = frozenset([120, 121, 122])  # dora, aka dora, ura dora

# The package's yaku: attribute name in its YakuConfig, id, name, han open, han closed.
_YAKU_TABLE = [
    ("tsumo", 0, "Menzen Tsumo", 0, 1),
    ("riichi", 1, "Riichi", 0, 1),
    ("open_riichi", 2, "Open Riichi", 0, 2),
    ("ippatsu", 3, "Ippatsu", 0, 1),
    ("chankan", 4, "Chankan", 1, 1),
    ("rinshan", 5, "Rinshan Kaihou", 1, 1),
    ("haitei", 6, "Haitei Raoyue", 1, 1),
    ("houtei", 7, "Houtei Raoyui", 1, 1),
    ("daburu_riichi", 8, "Double Riichi", 0, 2),
    ("daburu_open_riichi", 9, "Double Open Riichi", 0, 3),
    ("nagashi_mangan", 10, "Nagashi Mangan", 5, 5),
    ("renhou", 11, "Renhou", 0, 5),
    ("pinfu", 12, "Pinfu", 0, 1),
    ("tanyao", 13, "Tanyao", 1, 1),
    ("iipeiko", 14, "Iipeiko", 0, 1),
    ("haku", 15, "Yakuhai (haku)", 1, 1),
    ("hatsu", 16, "Yakuhai (hatsu)", 1, 1),
    ("chun", 17, "Yakuhai (chun)", 1, 1),
    ("seat_wind_east", 18, "Yakuhai (seat wind east)", 1, 1),
    ("seat_wind_south", 19, "Yakuhai (seat wind south)", 1, 1),
    ("seat_wind_west", 20, "Yakuhai (seat wind west)", 1, 1),
    ("seat_wind_north", 21, "Yakuhai (seat wind north)", 1, 1),
    ("round_wind_east", 22, "Yakuhai (round wind east)", 1, 1),
    ("round_wind_south", 23, "Yakuhai (round wind south)", 1, 1),
    ("round_wind_west", 24, "Yakuhai (round wind west)", 1, 1),
    ("round_wind_north", 25, "Yakuhai (round wind north)", 1, 1),
    ("sanshoku", 26, "Sanshoku Doujun", 1, 2),
    ("ittsu", 27, "Ittsu", 1, 2),
    ("chantai", 28, "Chantai", 1, 2),
    ("honroto", 29, "Honroutou", 2, 2),
    ("toitoi", 30, "Toitoi", 2, 2),
    ("sanankou", 31, "San Ankou", 2, 2),
    ("sankantsu", 32, "San Kantsu", 2, 2),
    ("sanshoku_douko", 33, "Sanshoku Doukou", 2, 2),
    ("chiitoitsu", 34, "Chiitoitsu", 0, 2),
    ("shosangen", 35, "Shou Sangen", 2, 2),
    ("honitsu", 36, "Honitsu", 2, 3),
    ("junchan", 37, "Junchan", 2, 3),
    ("ryanpeiko", 38, "Ryanpeikou", 0, 3),
    ("chinitsu", 39, "Chinitsu", 5, 6),
    ("kokushi", 100, "Kokushi Musou", 0, 13),
    ("chuuren_poutou", 101, "Chuuren Poutou", 0, 13),
    ("suuankou", 102, "Suu Ankou", 0, 13),
    ("daisangen", 103, "Daisangen", 13, 13),
    ("shosuushi", 104, "Shousuushii", 13, 13),
    ("ryuisou", 105, "Ryuuiisou", 13, 13),
    ("suukantsu", 106, "Suu Kantsu", 13, 13),
    ("tsuisou", 107, "Tsuu Iisou", 13, 13),
    ("chinroto", 108, "Chinroutou", 13, 13),
    ("daisharin", 109, "Daisharin", 0, 13),
    ("daichisei", 110, "Daichisei", 0, 13),
    ("daisuushi", 111, "Dai Suushii", 26, 26),
    ("daburu_kokushi", 112, "Kokushi Musou Juusanmen Matchi", 0, 26),
    ("suuankou_tanki", 113, "Suu Ankou Tanki", 0, 26),
    ("daburu_chuuren_poutou", 114, "Daburu Chuuren Poutou", 0, 26),
    ("tenhou", 115, "Tenhou", 0, 13),
    ("chiihou", 116, "Chiihou", 0, 13),
    ("renhou_yakuman", 117, "Renhou (yakuman)", 0, 13),
    ("sashikomi", 118, "Sashikomi", 0, 13),
    ("paarenchan", 119, "Paarenchan", 13, 13),
    ("dora", 120, "Dora", 1, 1),
    ("aka_dora", 121, "Aka Dora", 1, 1),
    ("ura_dora", 122, "Ura Dora", 0, 1),
]

YAKU = types.SimpleNamespace(
    **{attr: Yaku(i, name, ho, hc, i >= 100 and i < 120) for attr, i, name, ho, hc in _YAKU_TABLE}
)
"""The yaku objects by the package's YakuConfig names (``YAKU.riichi``); ``HandConfig.yaku``."""

_YAKU_BY_ID: list[Yaku | None] = [None] * 123
for _y in vars(YAKU).values():
    _YAKU_BY_ID[_y.yaku_id] = _y


def _yaku_variant(yaku_id: int, han: int) -> Yaku:
    # A yaku valued `han` in this hand (dora counts; a double yakuman counted once without
    # has_double_yakuman), as the package sets han on its yaku object for the hand.
    base = _YAKU_BY_ID[yaku_id]
    return Yaku(yaku_id, base.name, han if base.han_open else 0, han, base.is_yakuman)


# ---- results ----


class ScoresResult(TypedDict):
    """The keys of ``HandResponse.cost`` (the package's ``ScoresResult``)."""

    main: int
    additional: int
    main_bonus: int
    additional_bonus: int
    kyoutaku_bonus: int
    total: int
    yaku_level: str


class FuDetail(TypedDict):
    """An entry of ``HandResponse.fu_details`` (the package's ``FuDetail``)."""

    fu: int
    reason: str



class HandResponse(_core._CompatResponse):
    """The result of ``estimate_hand_value``: han, fu, cost, yaku, fu_details, or an error.

    The attributes live in the C base class, which the calculator fills directly."""

    __slots__ = ()

    def __init__(
        self,
        cost: dict | None = None,
        han: int | None = None,
        fu: int | None = None,
        yaku: Collection[Yaku] | None = None,
        error: str | None = None,
        fu_details: list[dict] | None = None,
        is_open_hand: bool = False,
    ) -> None:
        self.cost = cost
        self.han = han
        self.fu = fu
        self.error = error
        self.is_open_hand = is_open_hand
        self.fu_details = sorted(fu_details, key=lambda x: x["fu"], reverse=True) if fu_details else None
        self.yaku = sorted(yaku, key=lambda x: x.yaku_id) if yaku else None

    def __str__(self) -> str:
        if self.error:
            return self.error
        return f"{self.han} han, {self.fu} fu"


class ScoresCalculator:
    """The package's payments from han and fu (``calculate_scores``)."""

    @staticmethod
    def calculate_scores(han: int, fu: int, config: HandConfig, is_yakuman: bool = False) -> dict:
        """main, additional, their honba bonuses, kyoutaku_bonus, total and yaku_level for a
        hand of `han` and `fu` under `config` (the arithmetic estimate_hand_value uses)."""
        return _core._compat_scores(han, fu, config, is_yakuman)


class Aotenjou(ScoresCalculator):
    """Named for imports; limitless (aotenjou) scoring is not offered (docs/python-compat.md)."""


class FuCalculator:
    """The fu reasons of ``HandResponse.fu_details`` (the package's FuCalculator constants)."""

    BASE = "base"
    PENCHAN = "penchan"
    KANCHAN = "kanchan"
    VALUED_PAIR = "valued_pair"
    DOUBLE_VALUED_PAIR = "double_valued_pair"
    PAIR_WAIT = "pair_wait"
    TSUMO = "tsumo"
    HAND_WITHOUT_FU = "hand_without_fu"
    CLOSED_PON = "closed_pon"
    OPEN_PON = "open_pon"
    CLOSED_TERMINAL_PON = "closed_terminal_pon"
    OPEN_TERMINAL_PON = "open_terminal_pon"
    CLOSED_KAN = "closed_kan"
    OPEN_KAN = "open_kan"
    CLOSED_TERMINAL_KAN = "closed_terminal_kan"
    OPEN_TERMINAL_KAN = "open_terminal_kan"


_core._compat_init(HandResponse, _YAKU_BY_ID, _yaku_variant, ScoresCalculator)


class HandCalculator:
    """Hand value of a winning hand: ``HandCalculator.estimate_hand_value(tiles, win_tile, ...)``."""

    ERR_NO_WINNING_TILE = "winning_tile_not_in_hand"
    ERR_HAND_NOT_WINNING = "hand_not_winning"
    ERR_NO_YAKU = "no_yaku"
    ERR_OPEN_HAND_RIICHI = "open_hand_riichi_not_allowed"
    ERR_OPEN_HAND_DABURI = "open_hand_daburi_not_allowed"
    ERR_IPPATSU_WITHOUT_RIICHI = "ippatsu_without_riichi_not_allowed"
    ERR_CHANKAN_WITH_TSUMO = "chankan_with_tsumo_not_allowed"
    ERR_RINSHAN_WITHOUT_TSUMO = "rinshan_without_tsumo_not_allowed"
    ERR_HAITEI_WITHOUT_TSUMO = "haitei_without_tsumo_not_allowed"
    ERR_HOUTEI_WITH_TSUMO = "houtei_with_tsumo_not_allowed"
    ERR_HAITEI_WITH_RINSHAN = "haitei_with_rinshan_not_allowed"
    ERR_HOUTEI_WITH_CHANKAN = "houtei_with_chankan_not_allowed"
    ERR_TENHOU_NOT_AS_DEALER = "tenhou_not_as_dealer_not_allowed"
    ERR_TENHOU_WITHOUT_TSUMO = "tenhou_without_tsumo_not_allowed"
    ERR_TENHOU_WITH_MELD = "tenhou_with_meld_not_allowed"
    ERR_CHIIHOU_AS_DEALER = "chiihou_as_dealer_not_allowed"
    ERR_CHIIHOU_WITHOUT_TSUMO = "chiihou_without_tsumo_not_allowed"
    ERR_CHIIHOU_WITH_MELD = "chiihou_with_meld_not_allowed"
    ERR_RENHOU_AS_DEALER = "renhou_as_dealer_not_allowed"
    ERR_RENHOU_WITH_TSUMO = "renhou_with_tsumo_not_allowed"
    ERR_RENHOU_WITH_MELD = "renhou_with_meld_not_allowed"

    # The C entry itself (compat_bind.cpp), with the package's parameters: tiles, win_tile,
    # melds=None, dora_indicators=None, config=None, scores_calculator_factory (only
    # ScoresCalculator: aotenjou is not offered, NotImplementedError), ura_dora_indicators=None.
    estimate_hand_value = staticmethod(_core._compat_estimate)


# ---- shanten and complete hands ----


class Shanten:
    """Shanten of a 34-format count array (-1 complete, 0 tenpai)."""

    TENPAI_STATE = 0
    AGARI_STATE = -1

    @staticmethod
    def calculate_shanten(
        tiles_34: Sequence[int],
        use_chiitoitsu: bool = True,
        use_kokushi: bool = True,
        is_three_player: bool = False,
    ) -> int:
        """The least shanten over the regular shape and, with 13 or more tiles, the others."""
        best = Shanten.calculate_shanten_for_regular_hand(tiles_34, is_three_player)
        if sum(tiles_34) >= 13:
            if use_chiitoitsu:
                best = min(best, Shanten.calculate_shanten_for_chiitoitsu_hand(tiles_34))
            if use_kokushi:
                best = min(best, Shanten.calculate_shanten_for_kokushi_hand(tiles_34))
        return best

    @staticmethod
    def calculate_shanten_for_chiitoitsu_hand(tiles_34: Sequence[int]) -> int:
        """Seven pairs: 6 - pairs, plus the kinds missing for seven different pairs."""
        pairs = sum(1 for c in tiles_34 if c >= 2)
        if pairs == 7:
            return Shanten.AGARI_STATE
        kinds = sum(1 for c in tiles_34 if c >= 1)
        return 6 - pairs + max(0, 7 - kinds)

    @staticmethod
    def calculate_shanten_for_kokushi_hand(tiles_34: Sequence[int]) -> int:
        """Thirteen orphans: 13 - terminal and honour kinds held - (1 if one is paired)."""
        kinds = sum(1 for i in TERMINAL_AND_HONOR_INDICES if tiles_34[i])
        paired = any(tiles_34[i] >= 2 for i in TERMINAL_AND_HONOR_INDICES)
        return 13 - kinds - (1 if paired else 0)

    @staticmethod
    def calculate_shanten_for_regular_hand(tiles_34: Sequence[int], is_three_player: bool = False) -> int:
        """Four sets and a pair; the sets a short hand lacks count as called."""
        count = sum(tiles_34)
        if is_three_player:
            # The package's three-player rules: no 2m-8m, and 1m and 9m (which make no run
            # there) count as honours. Each is moved to an honour kind the hand does not hold.
            if any(tiles_34[1:8]):
                raise ValueError("Invalid tile for three player")
            tiles_34 = list(tiles_34)
            free = [i for i in range(27, 34) if tiles_34[i] == 0]
            for kind in (0, 8):
                if tiles_34[kind] and free:
                    tiles_34[free.pop()] = tiles_34[kind]
                    tiles_34[kind] = 0
        if count > 14:
            raise ValueError(f"Too many tiles = {count}")
        if count % 3 == 0:
            raise ValueError(
                f"Invalid tile count = {count}. Valid counts: 1, 2, 4, 5, 7, 8, 10, 11, 13, 14."
            )
        return _core._compat_shanten_regular(tiles_34)


class Agari:
    """Whether a 34-format count array is a complete hand."""

    @staticmethod
    def is_agari(tiles_34: Sequence[int], open_sets_34: Collection[Sequence[int]] | None = None) -> bool:
        """Complete as four sets and a pair (sets a short hand lacks count as called), seven
        pairs or thirteen orphans; ``open_sets_34`` (34-format sets) are taken out first."""
        tiles = list(tiles_34)
        for meld in open_sets_34 or ():
            for t in meld[:4]:
                tiles[t] -= 1
        if any(c < 0 or c > 4 for c in tiles):
            return False
        return _core._compat_is_agari(tiles)


# ---- the package's module paths ----


def _mirror(name: str, **attrs) -> types.ModuleType:
    module = types.ModuleType(f"{__name__}.{name}")
    module.__dict__.update(attrs)
    sys.modules[module.__name__] = module
    return module


_constants = dict(
    EAST=EAST, SOUTH=SOUTH, WEST=WEST, NORTH=NORTH, HAKU=HAKU, HATSU=HATSU, CHUN=CHUN,
    WINDS=WINDS, DRAGONS=DRAGONS, HONOR_INDICES=HONOR_INDICES, TERMINAL_INDICES=TERMINAL_INDICES,
    TERMINAL_AND_HONOR_INDICES=TERMINAL_AND_HONOR_INDICES, FIVE_RED_MAN=FIVE_RED_MAN,
    FIVE_RED_PIN=FIVE_RED_PIN, FIVE_RED_SOU=FIVE_RED_SOU, AKA_DORAS=AKA_DORAS,
    DISPLAY_WINDS=DISPLAY_WINDS,
)
constants = _mirror("constants", **_constants)
tile = _mirror("tile", TilesConverter=TilesConverter)
meld = _mirror("meld", Meld=Meld)
shanten = _mirror("shanten", Shanten=Shanten)
agari = _mirror("agari", Agari=Agari)
hand_calculating = _mirror("hand_calculating")
hand_calculating.__path__ = []  # a package, so that its submodules import
for _name, _attrs in {
    "hand": dict(HandCalculator=HandCalculator),
    "hand_config": dict(HandConfig=HandConfig, OptionalRules=OptionalRules, HandConstants=HandConstants),
    "hand_response": dict(HandResponse=HandResponse),
    "scores": dict(ScoresCalculator=ScoresCalculator, Aotenjou=Aotenjou, ScoresResult=ScoresResult),
    "fu": dict(FuCalculator=FuCalculator, FuDetail=FuDetail),
    "yaku": dict(Yaku=Yaku),
}.items():
    setattr(hand_calculating, _name, _mirror(f"hand_calculating.{_name}", **_attrs))
__path__ = []  # this module acts as a package for the mirrored paths above
