// Riichi values as data (docs/riichi.md "Values"): han, open han, yakuman values, fu and limits
// set by a preset or a request's `options`, their errors, and the root preset's completeness.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/families.hpp"
#include "mjscore/riichi_points.hpp"
#include "riichi_test_util.hpp"
#include "rules/preset_registry.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

using riichi_test::elements;
using riichi_test::err;
using riichi_test::ok;
using riichi_test::Req;
using V = std::vector<std::string>;
constexpr Wind S = Wind::South, W = Wind::West;

OptionValue n(long long v) { return OptionValue{v}; }

std::vector<std::pair<std::string, int>> fu_lines(const ScoreResult& r) {
  std::vector<std::pair<std::string, int>> lines;
  for (const auto& l : r.riichi.fu_details) lines.emplace_back(l.reason, l.fu);
  return lines;
}

// Seven pairs by ron, South winning: chiitoitsu alone, 2 han 25 fu.
const Req kSevenPairs = Req("1133m5577p2288s44z").ron(W).seat(S);

TEST(RiichiValues, HanOfAYakuFromOptions) {
  auto base = ok(kSevenPairs);
  EXPECT_EQ(elements(base), (V{"chiitoitsu:2"}));
  EXPECT_EQ(base.value, 1600);
  auto three = ok(Req(kSevenPairs).opt("han.chiitoitsu", n(3)));
  EXPECT_EQ(elements(three), (V{"chiitoitsu:3"}));
  EXPECT_EQ(three.riichi.han, 3);
  EXPECT_EQ(three.value, 3200);
  // A float that is an integer is an integer (JSON numbers).
  EXPECT_EQ(ok(Req(kSevenPairs).opt("han.chiitoitsu", OptionValue{4.0})).value, 6400);
}

TEST(RiichiValues, OpenHanFromOptions) {
  // An open honitsu with a pon of Red: honitsu 2 (open), yakuhai_chun 1.
  auto req = Req("123m456m789m11z", {"pon 777z from W"}).ron(W).seat(S);
  EXPECT_EQ(elements(ok(req)), (V{"honitsu:2", "ittsu:1", "yakuhai_chun:1"}));
  auto more = ok(Req(req).opt("open_han.honitsu", n(3)));
  EXPECT_EQ(elements(more), (V{"honitsu:3", "ittsu:1", "yakuhai_chun:1"}));
  // The closed value is not the open one.
  EXPECT_EQ(elements(ok(Req(req).opt("han.honitsu", n(4)))),
            (V{"honitsu:2", "ittsu:1", "yakuhai_chun:1"}));
  // open_han 0: closed only.
  EXPECT_EQ(elements(ok(Req(req).opt("open_han.ittsu", n(0)))), (V{"honitsu:2", "yakuhai_chun:1"}));
}

TEST(RiichiValues, YakuTurnedOff) {
  // Riichi alone (a tanki on 9m: no pinfu; terminals: no tanyao).
  auto riichi = Req("123m456p234s789s99m").ron(W).seat(S).riichi();
  EXPECT_EQ(elements(ok(riichi)), (V{"riichi:1"}));
  EXPECT_EQ(err(Req(riichi).opt("han.riichi", n(0))), ErrorCode::no_yaku);
  // Off on an open hand too, whatever open_han says.
  auto open = Req("567p45678s88m3s", {"chi 234m from N"}).ron(W).seat(S);
  EXPECT_EQ(elements(ok(open)), (V{"tanyao:1"}));
  EXPECT_EQ(err(Req(open).opt("han.tanyao", n(0))), ErrorCode::no_yaku);
  // Nothing takes a yaku's place: no riichi for a double riichi turned off.
  auto dr = Req("123m456p234s789s99m").ron(W).seat(S).double_riichi();
  EXPECT_EQ(err(Req(dr).opt("han.double_riichi", n(0))), ErrorCode::no_yaku);
}

TEST(RiichiValues, YakuTurnedOffByAPreset) {
  const std::filesystem::path dir = unique_temp_path("values_presets");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "riichi");
  std::ofstream(dir / "riichi" / "no7.toml") << "extends = \"tenhou\"\n[han]\nchiitoitsu = 0\n";
  auto house = Engine::create(EngineConfig{dir});
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(house) << house.error().message;
  ScoreRequest r = kSevenPairs.request();
  r.preset = "no7";
  auto scored = house->score(r);
  ASSERT_FALSE(scored);
  EXPECT_EQ(scored.error().code, ErrorCode::no_yaku);
  r.preset = "tenhou";
  EXPECT_TRUE(house->score(r));
}

TEST(RiichiValues, PinfuOffTakesItsFuRule) {
  // Pinfu tsumo: pinfu, tanyao, menzen tsumo, 20 fu, no tsumo fu.
  auto req = Req("234m456p678s22s345s").win("5s").tsumo().seat(S);
  auto pinfu = ok(req);
  EXPECT_EQ(elements(pinfu), (V{"menzen_tsumo:1", "pinfu:1", "tanyao:1"}));
  EXPECT_EQ(pinfu.riichi.fu, 20);
  // Without pinfu the tsumo fu count: 22 -> 30.
  auto off = ok(Req(req).opt("han.pinfu", n(0)));
  EXPECT_EQ(elements(off), (V{"menzen_tsumo:1", "tanyao:1"}));
  EXPECT_EQ(off.riichi.fu, 30);
  EXPECT_EQ(fu_lines(off), (std::vector<std::pair<std::string, int>>{
                               {"base", 20}, {"tsumo", 2}, {"round_up", 8}}));
}

TEST(RiichiValues, FuValuesFromOptions) {
  // Seed 000 example 1: 20 + 8 (ankou of South) + 2 (pair of White) + 2 (tanki) + 2 (tsumo).
  auto req = Req("123m456p789s222z55z").tsumo().seat(S);
  EXPECT_EQ(ok(req).riichi.fu, 40);
  auto r = ok(Req(req).opt("fu.closed_triplet_yaochu", n(16)));
  EXPECT_EQ(r.riichi.fu, 50);
  EXPECT_EQ(r.value, 3200);  // 2 han 50 fu: 1600 / 800
  EXPECT_EQ(fu_lines(r), (std::vector<std::pair<std::string, int>>{{"base", 20},
                                                                   {"closed_triplet", 16},
                                                                   {"pair", 2},
                                                                   {"tanki", 2},
                                                                   {"tsumo", 2},
                                                                   {"round_up", 8}}));
  // A line of 0 fu is left out.
  auto no_tanki = ok(Req(req).opt("fu.tanki", n(0)).opt("fu.base", n(22)));
  EXPECT_EQ(fu_lines(no_tanki),
            (std::vector<std::pair<std::string, int>>{
                {"base", 22}, {"closed_triplet", 8}, {"pair", 2}, {"tsumo", 2}, {"round_up", 6}}));
  EXPECT_EQ(ok(Req(kSevenPairs).opt("fu.chiitoitsu", n(50))).riichi.fu, 50);
  EXPECT_EQ(ok(Req(kSevenPairs).opt("fu.chiitoitsu", n(50))).value, 3200);
  // A melded set's fu: a pon of Red, 4 -> 6.
  auto open = Req("123m456m789m11z", {"pon 777z from W"}).ron(W).seat(S);
  EXPECT_EQ(ok(open).riichi.fu, 30);  // 20 + 4 + 2 (a pair of the round wind) + 2 (tanki) = 28
  EXPECT_EQ(ok(Req(open).opt("fu.open_triplet_yaochu", n(14))).riichi.fu, 40);  // 38
  EXPECT_EQ(ok(Req(open).opt("fu.pair_round_wind", n(4))).riichi.fu, 30);       // 30
  EXPECT_EQ(ok(Req(open).opt("fu.pair_round_wind", n(6))).riichi.fu, 40);       // 32
  // The pair of a dragon (White): 20 + 8 + 8 + 2 + 2 = 40.
  auto dragon = ok(Req(req).opt("fu.pair_dragon", n(8)));
  EXPECT_EQ(dragon.riichi.fu_details[2].reason, "pair");
  EXPECT_EQ(dragon.riichi.fu_details[2].fu, 8);
}

TEST(RiichiValues, LimitsFromOptions) {
  // Seven pairs at 2 han made a mangan: 8000 for a non-dealer's ron.
  auto mangan = ok(Req(kSevenPairs).opt("limits.mangan.han", n(2)));
  EXPECT_EQ(mangan.riichi.limit, Limit::Mangan);
  EXPECT_EQ(mangan.value, 8000);
  EXPECT_EQ(
      ok(Req(kSevenPairs).opt("limits.mangan.han", n(2)).opt("limits.mangan.basic", n(2500))).value,
      10000);
  // Haneman from 4 han: 4 han 25 fu.
  auto haneman = ok(Req(kSevenPairs).opt("han.chiitoitsu", n(4)).opt("limits.haneman.han", n(4)));
  EXPECT_EQ(haneman.riichi.limit, Limit::Haneman);
  EXPECT_EQ(haneman.value, 12000);
  // Yakuman basic points, and kazoe from fewer han.
  auto kokushi = Req("19m19p19s1123456z7z").ron(W).seat(S);
  EXPECT_EQ(ok(Req(kokushi).opt("limits.yakuman.basic", n(10000))).value, 40000);
  auto kazoe = ok(Req(kSevenPairs).opt("limits.kazoe_yakuman.han", n(2)));
  EXPECT_EQ(kazoe.riichi.limit, Limit::KazoeYakuman);
  EXPECT_EQ(kazoe.value, 32000);
}

TEST(RiichiValues, YakumanValues) {
  auto dsh = Req("222333444z55m", {"pon 111z from W"}).ron(W).seat(S);
  EXPECT_EQ(ok(dsh).riichi.yakuman, 1);
  EXPECT_EQ(ok(Req(dsh).opt("yakuman.daisuushii", n(2))).riichi.yakuman, 2);
  // double_yakuman doubles the value of the double forms.
  EXPECT_EQ(ok(Req(dsh).opt("double_yakuman", OptionValue{true})).riichi.yakuman, 2);
  EXPECT_EQ(ok(Req(dsh).opt("yakuman.daisuushii", n(2)).opt("double_yakuman", OptionValue{true}))
                .riichi.yakuman,
            4);
  // A yakuman turned off: the hand is valued by its yaku.
  auto off = ok(Req(dsh).opt("yakuman.daisuushii", n(0)));
  EXPECT_EQ(off.riichi.yakuman, 0);
  EXPECT_EQ(elements(off),
            (V{"honitsu:2", "round_wind:1", "sanankou:2", "seat_wind:1", "toitoi:2"}));
}

TEST(RiichiValues, SwitchesWinOverValues) {
  auto open = Req("567p45678s88m3s", {"chi 234m from N"}).ron(W).seat(S);
  // open_tanyao = false wins over open_han.tanyao, in either order.
  for (bool first : {true, false}) {
    Req r(open);
    if (first) r.opt("open_tanyao", OptionValue{false});
    r.opt("open_han.tanyao", n(2));
    if (!first) r.opt("open_tanyao", OptionValue{false});
    EXPECT_EQ(err(r), ErrorCode::no_yaku);
  }
  EXPECT_EQ(elements(ok(Req(open).opt("open_han.tanyao", n(2)))), (V{"tanyao:2"}));
  // renhou: the yaku's han under "mangan", nothing under "off".
  auto ren = Req("3499m567p345678s2m").ron(W).seat(S).first_turn();
  EXPECT_EQ(elements(ok(Req(ren).opt("han.renhou", n(3)))), (V{"pinfu:1"}));
  EXPECT_EQ(
      elements(
          ok(Req(ren).opt("han.renhou", n(3)).opt("renhou", OptionValue{std::string("mangan")}))),
      (V{"pinfu:1", "renhou:3"}));
  auto yakuman = Req(ren).opt("renhou", OptionValue{std::string("yakuman")});
  EXPECT_EQ(ok(Req(yakuman).opt("yakuman.renhou", n(2))).riichi.yakuman, 2);
}

TEST(RiichiValues, InvalidKeysAndValues) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine);
  auto rules = [&](std::string key, OptionValue v) {
    return engine->riichi_rules("tenhou", {{std::move(key), std::move(v)}});
  };
  for (const char* key : {"han.nope", "open_han.nope", "yakuman.nope", "han.nagashi_mangan", "han",
                          "fu.nope", "limits.mangan", "limits.nope.han", "han.kokushi"}) {
    auto r = rules(key, n(1));
    ASSERT_FALSE(r) << key;
    EXPECT_EQ(r.error().code, ErrorCode::unknown_option) << key;
    EXPECT_NE(r.error().message.find(std::string("\"") + key + "\""), std::string::npos)
        << r.error().message;
  }
  for (auto [key, v] :
       std::vector<std::pair<std::string, OptionValue>>{{"han.chiitoitsu", n(-1)},
                                                        {"han.chiitoitsu", n(14)},
                                                        {"open_han.tanyao", OptionValue{true}},
                                                        {"yakuman.kokushi", n(7)},
                                                        {"fu.base", n(41)},
                                                        {"fu.closed_kan_yaochu", n(33)},
                                                        {"fu.chiitoitsu", n(27)},
                                                        {"fu.tanki", OptionValue{1.5}},
                                                        {"limits.mangan.han", n(0)},
                                                        {"limits.yakuman.basic", n(60001)}}) {
    auto r = rules(key, v);
    ASSERT_FALSE(r) << key;
    EXPECT_EQ(r.error().code, ErrorCode::invalid_option) << key;
    EXPECT_NE(r.error().message.find("\"" + key + "\""), std::string::npos) << r.error().message;
  }
  EXPECT_NE(rules("han.chiitoitsu", n(-1)).error().message.find("from 0 to 13"), std::string::npos);
  // The same errors through a request.
  EXPECT_EQ(err(Req(kSevenPairs).opt("han.nope", n(1))), ErrorCode::unknown_option);
  EXPECT_EQ(err(Req(kSevenPairs).opt("han.chiitoitsu", n(-2))), ErrorCode::invalid_option);
}

// The shipped root preset's text.
std::string root_text() {
  std::ifstream in(std::filesystem::path(MJSCORE_SOURCE_DIR) / "rules" / "riichi" / "riichi.toml");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A root preset without one of the value keys is refused, naming the key.
TEST(RiichiValues, RootPresetSetsEveryValue) {
  const std::string text = root_text();
  for (const char* key : {"han.riichi", "open_han.chinitsu", "yakuman.kokushi_13", "fu.base",
                          "fu.closed_kan_yaochu", "fu.chiitoitsu", "limits.mangan.basic",
                          "limits.kazoe_yakuman.han", "limits.yakuman.basic"}) {
    const auto at = text.find(std::string("\n") + key + " ");
    ASSERT_NE(at, std::string::npos) << key;
    const auto end = text.find('\n', at + 1);
    const std::string without = text.substr(0, at) + text.substr(end);
    auto reg = engine::presets_from_sources({PresetSource{"riichi", "riichi", without, "root"}});
    ASSERT_FALSE(reg) << key;
    EXPECT_EQ(reg.error().code, ErrorCode::invalid_option) << key;
    EXPECT_NE(reg.error().message.find(key), std::string::npos) << reg.error().message;
  }
  auto whole = engine::presets_from_sources({PresetSource{"riichi", "riichi", text, "root"}});
  EXPECT_TRUE(whole) << whole.error().message;
}

// The root's values are the seed's: the tables built from them give the points the constants
// gave (riichi_points_test checks every cell of the seed's table; here the limits by han).
TEST(RiichiValues, RootLimitsByHan) {
  const Limit want[14] = {Limit::None,      Limit::None,        Limit::None,    Limit::None,
                          Limit::None,      Limit::Mangan,      Limit::Haneman, Limit::Haneman,
                          Limit::Baiman,    Limit::Baiman,      Limit::Baiman,  Limit::Sanbaiman,
                          Limit::Sanbaiman, Limit::KazoeYakuman};
  const auto& rules = riichi_test::engine().riichi_preset("riichi").value()->scoring;
  for (int han = 0; han <= 13; ++han)
    EXPECT_EQ(riichi::hand_value(han, 30, 0, rules).limit, want[han]) << han;
  EXPECT_EQ(riichi::hand_value(4, 30, 0, rules).basic, 1920);
  EXPECT_EQ(riichi::hand_value(4, 40, 0, rules).limit, Limit::Mangan);
}

}  // namespace
}  // namespace mjscore
