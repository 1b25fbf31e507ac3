"""Type stubs of mjscore.compat: the `mahjong` package's hand calculator API (docs/python-compat.md)."""

from collections.abc import Collection, Sequence
from types import SimpleNamespace
from typing import TypedDict

EAST: int
SOUTH: int
WEST: int
NORTH: int
HAKU: int
HATSU: int
CHUN: int
WINDS: frozenset[int]
DRAGONS: frozenset[int]
HONOR_INDICES: frozenset[int]
TERMINAL_INDICES: frozenset[int]
TERMINAL_AND_HONOR_INDICES: frozenset[int]
FIVE_RED_MAN: int
FIVE_RED_PIN: int
FIVE_RED_SOU: int
AKA_DORAS: frozenset[int]
DISPLAY_WINDS: dict[int, str]

class TilesConverter:
    @staticmethod
    def to_one_line_string(tiles: Collection[int], print_aka_dora: bool = False) -> str: ...
    @staticmethod
    def to_34_array(tiles: Collection[int]) -> list[int]: ...
    @staticmethod
    def to_136_array(tiles: Sequence[int]) -> list[int]: ...
    @staticmethod
    def string_to_136_array(
        sou: str | None = None,
        pin: str | None = None,
        man: str | None = None,
        honors: str | None = None,
        has_aka_dora: bool = False,
    ) -> list[int]: ...
    @staticmethod
    def string_to_34_array(
        sou: str | None = None,
        pin: str | None = None,
        man: str | None = None,
        honors: str | None = None,
    ) -> list[int]: ...
    @staticmethod
    def find_34_tile_in_136_array(tile34: int | None, tiles: Collection[int]) -> int | None: ...
    @staticmethod
    def one_line_string_to_136_array(string: str, has_aka_dora: bool = False) -> list[int]: ...
    @staticmethod
    def one_line_string_to_34_array(string: str, has_aka_dora: bool = False) -> list[int]: ...

class Meld:
    CHI: str
    PON: str
    KAN: str
    SHOUMINKAN: str
    NUKI: str
    type: str | None
    tiles: tuple[int, ...]
    opened: bool
    called_tile: int | None
    who: int | None
    from_who: int | None
    def __init__(
        self,
        meld_type: str | None = None,
        tiles: Sequence[int] | None = None,
        opened: bool = True,
        called_tile: int | None = None,
        who: int | None = None,
        from_who: int | None = None,
    ) -> None: ...
    @property
    def tiles_34(self) -> list[int]: ...

class HandConstants:
    KAZOE_LIMITED: int
    KAZOE_SANBAIMAN: int
    KAZOE_NO_LIMIT: int

class OptionalRules:
    has_open_tanyao: bool
    has_aka_dora: bool
    has_double_yakuman: bool
    kazoe_limit: int
    kiriage: bool
    fu_for_open_pinfu: bool
    fu_for_pinfu_tsumo: bool
    renhou_as_yakuman: bool
    has_daisharin: bool
    has_daisharin_other_suits: bool
    has_sashikomi_yakuman: bool
    limit_to_sextuple_yakuman: bool
    paarenchan_needs_yaku: bool
    has_daichisei: bool
    is_three_player: bool
    def __init__(
        self,
        has_open_tanyao: bool = False,
        has_aka_dora: bool = False,
        has_double_yakuman: bool = True,
        kazoe_limit: int = 0,
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
    ) -> None: ...

class HandConfig(HandConstants):
    yaku: SimpleNamespace
    options: OptionalRules
    is_tsumo: bool
    is_riichi: bool
    is_ippatsu: bool
    is_rinshan: bool
    is_chankan: bool
    is_haitei: bool
    is_houtei: bool
    is_daburu_riichi: bool
    is_nagashi_mangan: bool
    is_tenhou: bool
    is_renhou: bool
    is_chiihou: bool
    is_open_riichi: bool
    is_dealer: bool
    player_wind: int | None
    round_wind: int | None
    paarenchan: int
    kyoutaku_number: int
    tsumi_number: int
    num_nuki_dora: int
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
    ) -> None: ...

class Yaku:
    yaku_id: int
    name: str
    han_open: int
    han_closed: int
    is_yakuman: bool
    def __init__(self, yaku_id: int, name: str, han_open: int, han_closed: int, is_yakuman: bool) -> None: ...

YAKU: SimpleNamespace

class ScoresResult(TypedDict):
    main: int
    additional: int
    main_bonus: int
    additional_bonus: int
    kyoutaku_bonus: int
    total: int
    yaku_level: str

class FuDetail(TypedDict):
    fu: int
    reason: str

class HandResponse:
    cost: ScoresResult | None
    han: int | None
    fu: int | None
    fu_details: list[FuDetail] | None
    yaku: list[Yaku] | None
    error: str | None
    is_open_hand: bool
    def __init__(
        self,
        cost: ScoresResult | None = None,
        han: int | None = None,
        fu: int | None = None,
        yaku: Collection[Yaku] | None = None,
        error: str | None = None,
        fu_details: list[FuDetail] | None = None,
        is_open_hand: bool = False,
    ) -> None: ...

class ScoresCalculator:
    @staticmethod
    def calculate_scores(han: int, fu: int, config: HandConfig, is_yakuman: bool = False) -> ScoresResult: ...

class Aotenjou(ScoresCalculator): ...

class FuCalculator:
    BASE: str
    PENCHAN: str
    KANCHAN: str
    VALUED_PAIR: str
    DOUBLE_VALUED_PAIR: str
    PAIR_WAIT: str
    TSUMO: str
    HAND_WITHOUT_FU: str
    CLOSED_PON: str
    OPEN_PON: str
    CLOSED_TERMINAL_PON: str
    OPEN_TERMINAL_PON: str
    CLOSED_KAN: str
    OPEN_KAN: str
    CLOSED_TERMINAL_KAN: str
    OPEN_TERMINAL_KAN: str

class HandCalculator:
    ERR_NO_WINNING_TILE: str
    ERR_HAND_NOT_WINNING: str
    ERR_NO_YAKU: str
    ERR_OPEN_HAND_RIICHI: str
    ERR_OPEN_HAND_DABURI: str
    ERR_IPPATSU_WITHOUT_RIICHI: str
    ERR_CHANKAN_WITH_TSUMO: str
    ERR_RINSHAN_WITHOUT_TSUMO: str
    ERR_HAITEI_WITHOUT_TSUMO: str
    ERR_HOUTEI_WITH_TSUMO: str
    ERR_HAITEI_WITH_RINSHAN: str
    ERR_HOUTEI_WITH_CHANKAN: str
    ERR_TENHOU_NOT_AS_DEALER: str
    ERR_TENHOU_WITHOUT_TSUMO: str
    ERR_TENHOU_WITH_MELD: str
    ERR_CHIIHOU_AS_DEALER: str
    ERR_CHIIHOU_WITHOUT_TSUMO: str
    ERR_CHIIHOU_WITH_MELD: str
    ERR_RENHOU_AS_DEALER: str
    ERR_RENHOU_WITH_TSUMO: str
    ERR_RENHOU_WITH_MELD: str
    @staticmethod
    def estimate_hand_value(
        tiles: Collection[int],
        win_tile: int,
        melds: Collection[Meld] | None = None,
        dora_indicators: Collection[int] | None = None,
        config: HandConfig | None = None,
        scores_calculator_factory: type[ScoresCalculator] = ...,
        ura_dora_indicators: Collection[int] | None = None,
    ) -> HandResponse: ...

class Shanten:
    TENPAI_STATE: int
    AGARI_STATE: int
    @staticmethod
    def calculate_shanten(
        tiles_34: Sequence[int],
        use_chiitoitsu: bool = True,
        use_kokushi: bool = True,
        is_three_player: bool = False,
    ) -> int: ...
    @staticmethod
    def calculate_shanten_for_chiitoitsu_hand(tiles_34: Sequence[int]) -> int: ...
    @staticmethod
    def calculate_shanten_for_kokushi_hand(tiles_34: Sequence[int]) -> int: ...
    @staticmethod
    def calculate_shanten_for_regular_hand(tiles_34: Sequence[int], is_three_player: bool = False) -> int: ...

class Agari:
    @staticmethod
    def is_agari(tiles_34: Sequence[int], open_sets_34: Collection[Sequence[int]] | None = None) -> bool: ...
