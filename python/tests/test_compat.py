"""mjscore.compat (docs/python-compat.md): the `mahjong` package's documented examples, its error
strings, the options it maps, and our conformance hands (../shared/data/riichi and tenhou) through
its call shape. Expected values are written out; the package itself is never imported."""

import json

import pytest

from mjscore import compat
from mjscore.compat import (
    EAST,
    SOUTH,
    WEST,
    Agari,
    HandCalculator,
    HandConfig,
    HandResponse,
    Meld,
    OptionalRules,
    ScoresCalculator,
    Shanten,
    TilesConverter,
)

from compat_cases import to_package_args

T = TilesConverter
estimate = HandCalculator.estimate_hand_value


def names(result):
    return [y.name for y in result.yaku]


# ---- the package's documented examples (README, docstrings, examples/) ----


def test_tanyao_by_ron():
    # examples/tanyao_hand_by_ron.py and the HandCalculator / HandResponse docstrings
    tiles = T.string_to_136_array(man="22444", pin="333567", sou="444")
    win = T.string_to_136_array(sou="4")[0]
    r = estimate(tiles, win)
    assert (r.han, r.fu, r.cost["main"]) == (1, 40, 1300)
    assert names(r) == ["Tanyao"] and str(r.yaku) == "[Tanyao]"
    assert r.fu_details == [
        {"fu": 30, "reason": "base"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 2, "reason": "open_pon"},
    ]
    assert str(r) == "1 han, 40 fu"
    assert r.error is None and r.is_open_hand is False
    assert set(r.cost) == {
        "main", "additional", "main_bonus", "additional_bonus", "kyoutaku_bonus", "total", "yaku_level"
    }
    assert r.cost == {"main": 1300, "additional": 0, "main_bonus": 0, "additional_bonus": 0,
                      "kyoutaku_bonus": 0, "total": 1300, "yaku_level": ""}


def test_tanyao_by_tsumo():
    # examples/tanyao_hand_by_tsumo.py
    tiles = T.string_to_136_array(man="22444", pin="333567", sou="444")
    win = T.string_to_136_array(sou="4")[0]
    r = estimate(tiles, win, config=HandConfig(is_tsumo=True))
    assert (r.han, r.fu, r.cost["main"]) == (4, 40, 4000)
    assert names(r) == ["Menzen Tsumo", "Tanyao", "San Ankou"]
    assert r.fu_details == [
        {"fu": 20, "reason": "base"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 2, "reason": "tsumo"},
    ]


def test_open_set():
    # examples/add_open_set_to_hand.py
    tiles = T.string_to_136_array(man="22444", pin="333567", sou="444")
    win = T.string_to_136_array(sou="4")[0]
    melds = [Meld(meld_type=Meld.PON, tiles=T.string_to_136_array(man="444"))]
    r = estimate(tiles, win, melds=melds, config=HandConfig(options=OptionalRules(has_open_tanyao=True)))
    assert (r.han, r.fu, r.cost["main"]) == (1, 30, 1000)
    assert names(r) == ["Tanyao"] and r.is_open_hand is True
    assert r.fu_details == [
        {"fu": 20, "reason": "base"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 2, "reason": "open_pon"},
        {"fu": 2, "reason": "open_pon"},
    ]


def test_kazoe_as_sanbaiman():
    # examples/kazoe_as_a_sanbaiman.py
    tiles = T.string_to_136_array(man="222244466677788")
    win = T.string_to_136_array(man="7")[0]
    melds = [Meld(Meld.KAN, T.string_to_136_array(man="2222"), False)]
    dora = [T.string_to_136_array(man="1")[0]] * 4
    config = HandConfig(is_riichi=True, options=OptionalRules(kazoe_limit=HandConfig.KAZOE_SANBAIMAN))
    r = estimate(tiles, win, melds, dora, config)
    assert (r.han, r.fu, r.cost["main"]) == (28, 60, 24000)
    assert str(r.yaku) == "[Riichi, Tanyao, Toitoi, San Ankou, Chinitsu, Dora 16]"
    assert r.cost["yaku_level"] == "sanbaiman"
    assert r.fu_details == [
        {"fu": 30, "reason": "base"},
        {"fu": 16, "reason": "closed_kan"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 4, "reason": "closed_pon"},
        {"fu": 2, "reason": "open_pon"},
    ]


def test_docstring_examples_of_estimate_hand_value():
    # HandCalculator.estimate_hand_value's docstring
    tiles = T.string_to_136_array(man="234789", pin="12345666")
    win = T.string_to_136_array(pin="6")[0]
    r = estimate(tiles, win, config=HandConfig(is_tsumo=True, is_riichi=True))
    assert (r.han, r.fu, r.cost["main"], r.cost["additional"]) == (3, 20, 1300, 700)
    config = HandConfig(is_tsumo=True, is_riichi=True, is_ippatsu=True, player_wind=EAST)
    assert estimate(tiles, win, config=config).error is None

    tiles = T.string_to_136_array(man="234567", pin="22", sou="234", honors="555")
    win = T.string_to_136_array(man="7")[0]
    melds = [Meld(meld_type=Meld.PON, tiles=T.string_to_136_array(honors="555"))]
    dora = [T.string_to_136_array(man="6")[0]]
    assert estimate(tiles, win, melds=melds, dora_indicators=dora).han == 2

    tiles = T.string_to_136_array(man="12345")
    r = estimate(tiles, T.string_to_136_array(man="1")[0])
    assert r.error == HandCalculator.ERR_HAND_NOT_WINNING == "hand_not_winning"
    assert r.cost is None and r.han is None and r.fu is None and r.yaku is None
    assert r.fu_details is None and str(r) == "hand_not_winning"


def test_scores_calculator_docstring():
    r = ScoresCalculator.calculate_scores(han=3, fu=30, config=HandConfig())
    assert (r["main"], r["additional"], r["total"]) == (3900, 0, 3900)
    config = HandConfig(is_tsumo=True, player_wind=EAST, tsumi_number=2, kyoutaku_number=3)
    r = ScoresCalculator.calculate_scores(han=5, fu=30, config=config)
    assert (r["main"], r["additional"], r["total"]) == (4000, 4000, 15600)
    r = ScoresCalculator.calculate_scores(han=5, fu=30, config=HandConfig())
    assert (r["yaku_level"], r["main"]) == ("mangan", 8000)


def test_response_meld_config_and_converter_docstrings():
    assert str(HandResponse(error="Hand is not winning")) == "Hand is not winning"
    assert str(HandResponse(han=3, fu=30)) == "3 han, 30 fu"
    meld = Meld(meld_type=Meld.CHI, tiles=T.string_to_136_array(man="123"))
    assert (meld.type, meld.tiles, meld.opened) == ("chi", (0, 4, 8), True)
    assert str(meld) == "Type: chi, Tiles: 123m (0, 4, 8)"
    assert Meld(meld_type=Meld.PON, tiles=T.string_to_136_array(man="111")).tiles_34 == [0, 0, 0]
    config = HandConfig(is_tsumo=True, is_riichi=True, is_ippatsu=True, player_wind=EAST)
    assert config.is_dealer and not HandConfig().is_dealer and not HandConfig().is_tsumo
    options = OptionalRules(has_open_tanyao=True, kiriage=True)
    assert options.has_open_tanyao and options.kiriage and options.has_double_yakuman
    assert T.one_line_string_to_136_array("123m456s") == [0, 4, 8, 84, 88, 92]
    assert T.one_line_string_to_136_array("0m", has_aka_dora=True) == [16]
    assert T.one_line_string_to_34_array("111m")[0] == 3
    assert T.string_to_136_array(man="123") == [0, 4, 8]
    assert T.string_to_136_array(man="0", has_aka_dora=True) == [16]
    assert T.to_one_line_string([0, 4, 8, 12, 16, 24, 32]) == "1234579m"
    assert T.to_one_line_string([0, 4, 8, 12, 16, 24, 32], print_aka_dora=True) == "1234079m"
    assert T.to_136_array(T.to_34_array([0, 1])) == [0, 1]
    assert T.find_34_tile_in_136_array(0, [1, 2]) == 1
    assert T.find_34_tile_in_136_array(None, [1]) is None


def test_agari_and_shanten_examples():
    # examples/agari.py
    s34 = T.string_to_34_array
    assert Agari.is_agari(s34(sou="123456789", pin="123", man="33"))
    assert not Agari.is_agari(s34(sou="123456789", pin="12345"))
    assert Agari.is_agari(s34(sou="1133557799", pin="1199"))
    assert Agari.is_agari(s34(sou="19", pin="19", man="199", honors="1234567"))
    assert Agari.is_agari(s34(man="1111", pin="123456789", sou="22"), [[0, 0, 0, 0]])
    # examples/shanten_calculation.py and the Shanten docstrings
    assert Shanten.calculate_shanten(s34(man="13569", pin="123459", sou="443")) == 2
    assert Shanten.calculate_shanten(s34(sou="111345677", pin="11", man="567")) == 0
    assert Shanten.calculate_shanten(s34(sou="111234567", pin="11", man="567")) == -1
    assert Shanten.calculate_shanten_for_chiitoitsu_hand(s34(sou="114477", pin="114477", man="76")) == 0
    assert Shanten.calculate_shanten_for_kokushi_hand(s34(sou="129", pin="19", man="19", honors="1234567")) == 0
    pair = [0] * 34
    pair[0] = 2
    assert Shanten.calculate_shanten(pair) == Shanten.AGARI_STATE
    triplet_and_one = [0] * 34
    triplet_and_one[0], triplet_and_one[9] = 3, 1
    assert Shanten.calculate_shanten(triplet_and_one) == Shanten.TENPAI_STATE
    with pytest.raises(ValueError, match="Invalid tile count = 3"):
        Shanten.calculate_shanten([3] + [0] * 33)


# ---- error strings: each of the package's, through a hand that gives it ----

PINFU_TILES = T.string_to_136_array(man="234789", pin="12345666")
PINFU_WIN = T.string_to_136_array(pin="6")[0]
OPEN_TILES = T.string_to_136_array(man="234567", pin="22", sou="234", honors="555")
OPEN_WIN = T.string_to_136_array(man="7")[0]
OPEN_MELDS = [Meld(meld_type=Meld.PON, tiles=T.string_to_136_array(honors="555"))]


@pytest.mark.parametrize(
    "config, melds, error",
    [
        (dict(is_riichi=True), OPEN_MELDS, "open_hand_riichi_not_allowed"),
        (dict(is_daburu_riichi=True), OPEN_MELDS, "open_hand_daburi_not_allowed"),
        (dict(is_ippatsu=True), None, "ippatsu_without_riichi_not_allowed"),
        (dict(is_chankan=True, is_tsumo=True), None, "chankan_with_tsumo_not_allowed"),
        (dict(is_rinshan=True), None, "rinshan_without_tsumo_not_allowed"),
        (dict(is_haitei=True), None, "haitei_without_tsumo_not_allowed"),
        (dict(is_houtei=True, is_tsumo=True), None, "houtei_with_tsumo_not_allowed"),
        (dict(is_haitei=True, is_rinshan=True, is_tsumo=True), None, "haitei_with_rinshan_not_allowed"),
        (dict(is_houtei=True, is_chankan=True), None, "houtei_with_chankan_not_allowed"),
        (dict(is_tenhou=True, is_tsumo=True, player_wind=SOUTH), None, "tenhou_not_as_dealer_not_allowed"),
        (dict(is_tenhou=True), None, "tenhou_without_tsumo_not_allowed"),
        (dict(is_tenhou=True, is_tsumo=True), OPEN_MELDS, "tenhou_with_meld_not_allowed"),
        (dict(is_chiihou=True, is_tsumo=True, player_wind=EAST), None, "chiihou_as_dealer_not_allowed"),
        (dict(is_chiihou=True), None, "chiihou_without_tsumo_not_allowed"),
        (dict(is_chiihou=True, is_tsumo=True), OPEN_MELDS, "chiihou_with_meld_not_allowed"),
        (dict(is_renhou=True, player_wind=EAST), None, "renhou_as_dealer_not_allowed"),
        (dict(is_renhou=True, is_tsumo=True), None, "renhou_with_tsumo_not_allowed"),
        (dict(is_renhou=True), OPEN_MELDS, "renhou_with_meld_not_allowed"),
    ],
)
def test_context_errors(config, melds, error):
    tiles, win = (OPEN_TILES, OPEN_WIN) if melds else (PINFU_TILES, PINFU_WIN)
    r = estimate(tiles, win, melds=melds, config=HandConfig(**config))
    assert r.error == error
    assert r.han is None and r.cost is None and r.yaku is None
    assert error in vars(HandCalculator).values()


def test_hand_errors():
    assert estimate(PINFU_TILES, 135).error == "winning_tile_not_in_hand"
    # complete, closed ron, no yaku
    tiles = T.string_to_136_array(man="234789", pin="12355", sou="456")  # kanchan on 3m
    assert estimate(tiles, T.string_to_136_array(man="3")[0]).error == "no_yaku"
    assert estimate(tiles[:-1], tiles[0]).error == "hand_not_winning"  # 13 tiles
    bad_meld = [Meld(meld_type=Meld.CHI, tiles=T.string_to_136_array(man="135"))]
    assert estimate(OPEN_TILES, OPEN_WIN, melds=bad_meld).error == "hand_not_winning"
    with pytest.raises(ValueError, match="136-format"):
        estimate([200] * 14, 200)
    with pytest.raises(NotImplementedError):
        estimate(PINFU_TILES, PINFU_WIN, scores_calculator_factory=compat.Aotenjou)
    with pytest.raises(TypeError, match="unexpected keyword"):
        estimate(PINFU_TILES, PINFU_WIN, dora=[])


# ---- options and flags ----


def test_keywords_and_positions_agree():
    config = HandConfig(is_tsumo=True, is_riichi=True)
    a = estimate(PINFU_TILES, PINFU_WIN, None, [0], config, ScoresCalculator, [4])
    b = estimate(tiles=PINFU_TILES, win_tile=PINFU_WIN, dora_indicators=[0], config=config,
                 ura_dora_indicators=[4])
    assert (a.han, a.fu, a.cost, names(a)) == (b.han, b.fu, b.cost, names(b))
    assert names(a) == ["Menzen Tsumo", "Riichi", "Pinfu", "Dora", "Ura Dora"]


def test_ura_dora_only_with_riichi():
    ura = [T.string_to_136_array(man="1")[0]]  # 2m is ura dora
    r = estimate(PINFU_TILES, PINFU_WIN, ura_dora_indicators=ura, config=HandConfig(is_riichi=True))
    assert names(r) == ["Riichi", "Pinfu", "Ura Dora"] and r.yaku[-1].han_closed == 1
    no_riichi = HandConfig(is_tsumo=True)
    assert "Ura Dora" not in names(estimate(PINFU_TILES, PINFU_WIN, config=no_riichi, ura_dora_indicators=ura))


def test_nagashi_mangan():
    r = estimate([], 0, config=HandConfig(is_nagashi_mangan=True, is_tsumo=True))
    assert (r.han, r.fu, names(r)) == (5, 30, ["Nagashi Mangan"])
    assert r.cost["yaku_level"] == "nagashi mangan" and r.cost["main"] == 4000
    assert r.fu_details is None


def test_kiriage_and_kazoe():
    # riichi, pinfu and two dora (indicators 1m and 3m: 2m and 4m) on a ron: 4 han 30 fu
    dora = [T.string_to_136_array(man="1")[0], T.string_to_136_array(man="3")[0]]
    plain = estimate(PINFU_TILES, PINFU_WIN, dora_indicators=dora, config=HandConfig(is_riichi=True))
    assert (plain.han, plain.fu, plain.cost["main"], plain.cost["yaku_level"]) == (4, 30, 7700, "")
    config = HandConfig(is_riichi=True, options=OptionalRules(kiriage=True))
    r = estimate(PINFU_TILES, PINFU_WIN, dora_indicators=dora, config=config)
    assert (r.han, r.fu, r.cost["main"], r.cost["yaku_level"]) == (4, 30, 8000, "kiriage mangan")
    # kazoe_as_a_sanbaiman's hand (28 han) under the other kazoe modes
    tiles = T.string_to_136_array(man="222244466677788")
    win = T.string_to_136_array(man="7")[0]
    melds = [Meld(Meld.KAN, T.string_to_136_array(man="2222"), False)]
    dora = [T.string_to_136_array(man="1")[0]] * 4
    for mode, main, level in [(HandConfig.KAZOE_LIMITED, 32000, "yakuman"),
                              (HandConfig.KAZOE_NO_LIMIT, 64000, "2x yakuman")]:
        config = HandConfig(is_riichi=True, options=OptionalRules(kazoe_limit=mode))
        r = estimate(tiles, win, melds, dora, config)
        assert (r.han, r.cost["main"], r.cost["yaku_level"]) == (28, main, level)


def test_open_tanyao_and_aka_dora():
    tiles = T.one_line_string_to_136_array("234m345p23467888s")
    melds = [Meld(meld_type=Meld.CHI, tiles=tiles[:3])]
    assert estimate(tiles, tiles[-1], melds=melds).error == "no_yaku"
    kuitan = HandConfig(options=OptionalRules(has_open_tanyao=True))
    r = estimate(tiles, tiles[-1], melds=melds, config=kuitan)
    assert names(r) == ["Tanyao"] and r.han == 1 and r.is_open_hand
    red = T.one_line_string_to_136_array("234m345p23406788s", has_aka_dora=True)
    red_melds = [Meld(meld_type=Meld.CHI, tiles=red[:3])]
    aka = HandConfig(options=OptionalRules(has_open_tanyao=True, has_aka_dora=True))
    r = estimate(red, red[-1], melds=red_melds, config=aka)
    assert names(r) == ["Tanyao", "Aka Dora"] and str(r.yaku[-1]) == "Aka Dora 1"
    assert "Aka Dora" not in names(estimate(red, red[-1], melds=red_melds, config=kuitan))


def test_double_yakuman_option():
    kokushi = T.string_to_136_array(sou="19", pin="19", man="19", honors="12345677")
    win = kokushi[-1]  # the thirteen-sided wait on the pair tile
    r = estimate(kokushi, win)
    assert names(r) == ["Kokushi Musou Juusanmen Matchi"] and r.han == 26
    assert r.cost["yaku_level"] == "2x yakuman" and r.fu == 0
    r = estimate(kokushi, win, config=HandConfig(options=OptionalRules(has_double_yakuman=False)))
    assert r.han == 13 and r.yaku[0].han_closed == 13 and r.cost["yaku_level"] == "yakuman"


def test_renhou_and_pinfu_tsumo_options():
    config = HandConfig(is_renhou=True, player_wind=SOUTH)
    r = estimate(PINFU_TILES, PINFU_WIN, config=config)
    assert "Renhou" in names(r) and r.han == 6
    config = HandConfig(is_renhou=True, player_wind=WEST, options=OptionalRules(renhou_as_yakuman=True))
    r = estimate(PINFU_TILES, PINFU_WIN, config=config)
    assert names(r) == ["Renhou (yakuman)"] and r.han == 13
    config = HandConfig(is_tsumo=True, options=OptionalRules(fu_for_pinfu_tsumo=True))
    r = estimate(PINFU_TILES, PINFU_WIN, config=config)
    assert names(r) == ["Menzen Tsumo"] and r.fu == 30  # no pinfu: the tsumo gives 2 fu
    assert {"fu": 2, "reason": "tsumo"} in r.fu_details


def test_winds_none_and_given():
    east_pair = T.string_to_136_array(man="234789", pin="123", sou="789", honors="11")
    ron = estimate(east_pair, east_pair[0], config=HandConfig(is_riichi=True))
    # no wind given: the East pair is no valued pair (pinfu), and the winner no dealer
    assert names(ron) == ["Riichi", "Pinfu"] and ron.fu == 30 and ron.cost["main"] == 2000
    both = HandConfig(is_riichi=True, player_wind=EAST, round_wind=EAST)
    r = estimate(east_pair, east_pair[0], config=both)
    assert {"fu": 4, "reason": "double_valued_pair"} in r.fu_details
    assert names(r) == ["Riichi"] and r.fu == 40
    assert r.cost["main"] == 2000  # dealer: 1 han 40 fu


def test_module_paths_mirror_the_package():
    from mjscore.compat.agari import Agari as A
    from mjscore.compat.constants import EAST as E, FIVE_RED_MAN
    from mjscore.compat.hand_calculating.hand import HandCalculator as H
    from mjscore.compat.hand_calculating.hand_config import HandConfig as C, OptionalRules as O
    from mjscore.compat.hand_calculating.hand_response import HandResponse as R
    from mjscore.compat.meld import Meld as M
    from mjscore.compat.shanten import Shanten as S
    from mjscore.compat.tile import TilesConverter as TC

    assert (A, H, C, O, R, M, S, TC) == (Agari, HandCalculator, HandConfig, OptionalRules,
                                        HandResponse, Meld, Shanten, TilesConverter)
    assert (E, FIVE_RED_MAN) == (27, 16)
    assert HandConfig().yaku.riichi.name == "Riichi"


# ---- conformance hands (../shared/data): han, fu, cost, yaku names, fu_details, error ----

# Our element ids (contract "Riichi element ids") to the package's yaku names.
YAKU_NAMES = {
    "riichi": "Riichi", "double_riichi": "Double Riichi", "ippatsu": "Ippatsu",
    "menzen_tsumo": "Menzen Tsumo", "pinfu": "Pinfu", "tanyao": "Tanyao", "iipeikou": "Iipeiko",
    "yakuhai_haku": "Yakuhai (haku)", "yakuhai_hatsu": "Yakuhai (hatsu)",
    "yakuhai_chun": "Yakuhai (chun)", "haitei": "Haitei Raoyue", "houtei": "Houtei Raoyui",
    "rinshan": "Rinshan Kaihou", "chankan": "Chankan", "chiitoitsu": "Chiitoitsu",
    "chanta": "Chantai", "ittsu": "Ittsu", "sanshoku": "Sanshoku Doujun",
    "sanshoku_doukou": "Sanshoku Doukou", "sankantsu": "San Kantsu", "toitoi": "Toitoi",
    "sanankou": "San Ankou", "shousangen": "Shou Sangen", "honroutou": "Honroutou",
    "ryanpeikou": "Ryanpeikou", "junchan": "Junchan", "honitsu": "Honitsu",
    "chinitsu": "Chinitsu", "dora": "Dora", "aka_dora": "Aka Dora", "ura_dora": "Ura Dora",
    "kokushi": "Kokushi Musou", "kokushi_13": "Kokushi Musou Juusanmen Matchi",
    "suuankou": "Suu Ankou", "suuankou_tanki": "Suu Ankou Tanki", "daisangen": "Daisangen",
    "shousuushii": "Shousuushii", "daisuushii": "Dai Suushii", "tsuuiisou": "Tsuu Iisou",
    "chinroutou": "Chinroutou", "ryuuiisou": "Ryuuiisou", "chuuren": "Chuuren Poutou",
    "chuuren_9": "Daburu Chuuren Poutou", "suukantsu": "Suu Kantsu", "tenhou": "Tenhou",
    "chiihou": "Chiihou",
}
WINDS = "ESWN"
WIND_NAMES = ["east", "south", "west", "north"]
FU_REASONS = {
    "base", "penchan", "kanchan", "valued_pair", "double_valued_pair", "pair_wait", "tsumo",
    "hand_without_fu", "closed_pon", "open_pon", "closed_terminal_pon", "open_terminal_pon",
    "closed_kan", "open_kan", "closed_terminal_kan", "open_terminal_kan",
}


def conformance_lines(shared_dir, name):
    with open(shared_dir / "data" / name) as f:
        return [json.loads(line) for line in f if line.strip()]


def expected_names(request):
    seat = WINDS.index(request.get("seat", "E")[0])
    round_wind = WINDS.index(request.get("round", "E")[0])
    out = []
    for element in request["expect"]["elements"]:
        eid, _, han = element.partition(":")
        if eid == "seat_wind":
            name = f"Yakuhai (seat wind {WIND_NAMES[seat]})"
        elif eid == "round_wind":
            name = f"Yakuhai (round wind {WIND_NAMES[round_wind]})"
        else:
            name = YAKU_NAMES[eid]
        out.append((name, int(han) if han else None))
    return sorted(out)


def check_payments(request, cost):
    """The winner's delta is `total`; on ron the discarder pays main + main_bonus; on tsumo the
    dealer pays main + main_bonus to a non-dealer and everyone else additional + bonus."""
    deltas = request["expect"]["deltas"]
    seat = request.get("seat", "E")[0]
    assert deltas[seat] == cost["total"], request["id"]
    if request.get("liable"):
        return  # pao: the liable seat pays, which the package does not model
    main = cost["main"] + cost["main_bonus"]
    additional = cost["additional"] + cost["additional_bonus"]
    if request.get("win_by") == "tsumo":
        for payer, delta in deltas.items():
            if payer != seat:
                assert -delta == (main if payer == "E" else additional), request["id"]
    else:
        assert -deltas[request["from"][0]] == main, request["id"]


@pytest.mark.parametrize("name", ["tenhou/wins.jsonl", "riichi/majiang-hule.jsonl"])
def test_conformance_hands(shared_dir, name):
    # shared_dir (conftest.py): skips without ../shared, fails under CI=true
    checked = 0
    for request in conformance_lines(shared_dir, name):
        expect = request["expect"]
        tiles, win, melds, dora, config, ura = to_package_args(request, compat)
        r = estimate(tiles, win, melds, dora, config, ura_dora_indicators=ura)
        where = request["id"]
        assert r.error is None, where
        if expect["yakuman"]:
            assert r.han == 13 * expect["yakuman"], where
            assert all(y.is_yakuman for y in r.yaku), where
            got = sorted((y.name, None) for y in r.yaku)
        else:
            assert r.han == expect["han"], where
            if "fu" in expect:
                assert r.fu == expect["fu"], where
            han_of = [(y.han_open or y.han_closed) if r.is_open_hand else y.han_closed for y in r.yaku]
            got = sorted((y.name, h) for y, h in zip(r.yaku, han_of))
            assert sum(h for _, h in got) == r.han, where
            # fu_details: the package's reasons, by fu descending, adding up to fu (rounded up)
            details = r.fu_details
            assert all(d["reason"] in FU_REASONS for d in details), where
            assert [d["fu"] for d in details] == sorted((d["fu"] for d in details), reverse=True)
            total = sum(d["fu"] for d in details)
            assert r.fu == (25 if total == 25 else (total + 9) // 10 * 10), where
        assert got == expected_names(request), where
        check_payments(request, r.cost)
        assert r.cost["kyoutaku_bonus"] == 1000 * request.get("riichi_sticks", 0), where
        checked += 1
    assert checked > 1000


def test_config_read_by_attribute():
    # set after construction, inherited from a class, or a property: all are read
    config = HandConfig()
    config.is_tsumo = True
    config.is_riichi = True
    assert names(estimate(PINFU_TILES, PINFU_WIN, config=config)) == ["Menzen Tsumo", "Riichi", "Pinfu"]

    class Tsumo(HandConfig):
        is_riichi = True

        @property
        def is_tsumo(self):
            return True

        @is_tsumo.setter
        def is_tsumo(self, value):
            pass

    subclass = Tsumo()
    del subclass.is_riichi  # the class attribute answers
    assert names(estimate(PINFU_TILES, PINFU_WIN, config=subclass)) == ["Menzen Tsumo", "Riichi", "Pinfu"]
    rules = OptionalRules()
    del rules.has_open_tanyao
    with pytest.raises(AttributeError):
        estimate(PINFU_TILES, PINFU_WIN, config=HandConfig(options=rules))


def test_response_attributes_are_plain_attributes():
    # cost and fu_details are made on first read and kept: one object, writable, not deletable
    r = estimate(PINFU_TILES, PINFU_WIN, config=HandConfig(is_tsumo=True))
    assert r.cost is r.cost and r.fu_details is r.fu_details
    r.cost["main"] = 1
    assert r.cost["main"] == 1
    r.cost = None
    r.fu_details = [{"fu": 20, "reason": "base"}]
    r.han = 9
    assert (r.cost, r.fu_details, r.han) == (None, [{"fu": 20, "reason": "base"}], 9)
    with pytest.raises(AttributeError):
        del r.cost
    empty = HandResponse()
    assert (empty.cost, empty.fu_details, empty.yaku, empty.is_open_hand) == (None, None, None, False)
    import gc

    cycle = estimate(PINFU_TILES, PINFU_WIN, config=HandConfig(is_tsumo=True))
    cycle.cost["self"] = cycle
    del cycle
    gc.collect()


def test_three_player_shanten():
    # The package's three-player rules: 2m-8m refused, 1m and 9m as honours.
    tiles = T.string_to_34_array(man="19", pin="123456789", sou="11", honors="5")
    assert compat.Shanten.calculate_shanten(tiles, is_three_player=True) == 1
    with pytest.raises(ValueError, match="three player"):
        compat.Shanten.calculate_shanten(
            T.string_to_34_array(man="23", pin="123456789", sou="11"), is_three_player=True
        )
