// HK faan curves, payments and liability (seed 001 "Função de tradução de pontos", the three
// base-point tables with their worked examples, "Penalidades"; issue 19).
#include <gtest/gtest.h>

#include "engine/families.hpp"
#include "family/hk/hk_payments.hpp"
#include "hk_test_util.hpp"
#include "rules/embedded_presets.hpp"

namespace mjscore {
namespace {

using test::has;
using test::hk_score;
using test::opt;

// The root preset with `curve` (and the other keys given) applied.
hk::Rules rules_with(OptionOverrides overrides) {
  auto r = test::hk_engine().resolve(Family::HK, "hk", overrides);
  EXPECT_TRUE(r) << (r ? "" : r.error().message);
  return *r->get<hk::Rules>();
}
hk::Rules curve(const char* name) { return rules_with({opt("curve", name)}); }

int base(const hk::Rules& r, int faan) { return hk::base_points(r, faan).value(); }

TEST(HkCurves, OldHongKong) {
  const auto r = curve("old_hk");
  // Seed "Tabela simplificada": 3 -> 1, 4-6 -> 2, 7-9 -> 4, 10+ -> 8 (limit).
  const int want[] = {1, 2, 2, 2, 4, 4, 4, 8, 8, 8, 8};
  for (int f = 3; f <= 13; ++f) EXPECT_EQ(base(r, f), want[f - 3]) << f;
  EXPECT_EQ(base(r, 9), 4);  // "Uma mão vencedora com 9 faan vale 4 pontos base"
}

TEST(HkCurves, FanLaak) {
  const auto r = curve("fan_laak");
  const int want[] = {1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64};
  for (int f = 0; f <= 13; ++f) EXPECT_EQ(base(r, f), want[f]) << f;
}

TEST(HkCurves, Canton) {
  const auto r = curve("canton");
  const int want[] = {8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384};
  for (int f = 3; f <= 13; ++f) EXPECT_EQ(base(r, f), want[f - 3]) << f;
  // The seed's prose says "9 faan vale 128 pontos base"; its own table gives 96 for 9 faan
  // (128 is 10 faan). The table is the rule: 96.
  EXPECT_EQ(base(r, 9), 96);
}

TEST(HkCurves, TraditionalModernSalonUnlimited) {
  const auto t = curve("traditional");
  for (int f = 0; f <= 13; ++f) EXPECT_EQ(base(t, f), 1 << std::min(f, 4)) << f;
  EXPECT_EQ(base(t, 13), 16 * base(t, 0));  // "uma mão com limite pontua 16 vezes"
  const auto m = curve("modern");
  EXPECT_EQ(base(m, 6), 16);
  EXPECT_EQ(base(m, 7), 32);   // the second limit at 7: double the 4-6 hands
  EXPECT_EQ(base(m, 10), 32);  // no third limit (modern_third_limit = false)
  const auto m3 = rules_with({opt("curve", "modern"), opt("modern_third_limit", true)});
  EXPECT_EQ(base(m3, 9), 32);
  EXPECT_EQ(base(m3, 10), 64);
  const auto s = rules_with({opt("curve", "salon"), opt("salon_base", 5LL)});
  for (int f : {0, 3, 13}) EXPECT_EQ(base(s, f), 5);
  const auto u = curve("unlimited");
  for (int f = 0; f <= 13; ++f) EXPECT_EQ(base(u, f), 1 << f);
}

TEST(HkCurves, CustomAndWorthless) {
  const auto c =
      rules_with({opt("curve", "custom"), opt("custom_curve", std::vector<double>{1, 3, 5})});
  EXPECT_EQ(base(c, 1), 3);
  EXPECT_EQ(base(c, 13), 5);  // past the table: its last entry
  const auto empty = curve("custom");
  auto b = hk::base_points(empty, 3);
  ASSERT_FALSE(b);
  EXPECT_EQ(b.error().code, ErrorCode::invalid_option);
  const auto z = rules_with({opt("curve", "traditional"), opt("zero_value_up_to", 1LL)});
  EXPECT_EQ(base(z, 1), 0);  // seed: "se uma mão vale um ponto ou menos, não vale nada"
  EXPECT_EQ(base(z, 2), 4);
}

TEST(HkCurves, CustomEntriesAreBounded) {
  auto r = test::hk_engine().resolve(Family::HK, "hk",
                                     {opt("custom_curve", std::vector<double>{1, 2e6})});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_option);
  // The largest values keep every payment within an int.
  auto big = hk_score({.hand = "19m19p19s12345677z"}, {.win_by = WinBy::Tsumo},
                      {opt("curve", "custom"), opt("custom_curve", std::vector<double>{1e6}),
                       opt("self_draw_multiplier", 4LL)});
  ASSERT_TRUE(big) << big.error().message;
  EXPECT_EQ(big->value, 3 * 1000000 * 4 * 2);  // East self-draws: three losers, x4, x2
}

TEST(HkCurves, UnknownCurveIsInvalid) {
  auto r = test::hk_engine().resolve(Family::HK, "hk", {opt("curve", "steep")});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_option);
}

// ---- the seed's worked examples (deltas E S W N) ----

Deltas pay(const hk::Rules& r, int faan, Wind winner, bool tsumo, std::optional<Wind> from) {
  int value = 0;
  std::optional<Deltas> d;
  hk::settle(r, {base(r, faan), winner, tsumo, from, std::nullopt}, value, d);
  EXPECT_TRUE(d);
  EXPECT_EQ(value, d ? (*d)[index(winner)] : 0);
  return d.value_or(Deltas{});
}

TEST(HkSeedExamples, OldHongKongTable) {
  const auto r = curve("old_hk");
  // Hand 1: West, 3 faan from the wall (base 1).
  EXPECT_EQ(pay(r, 3, Wind::West, true, {}), (Deltas{-4, -2, 8, -2}));
  // Hand 2: North, 6 faan on South's discard (base 2).
  EXPECT_EQ(pay(r, 6, Wind::North, false, Wind::South), (Deltas{-4, -4, -2, 10}));
  // Hand 3: East, 10 faan on West's discard (base 8).
  EXPECT_EQ(pay(r, 10, Wind::East, false, Wind::West), (Deltas{64, -16, -32, -16}));
}

TEST(HkSeedExamples, FanLaakTable) {
  const auto r = curve("fan_laak");
  // Hand 1: West, 4 faan from the wall (base 16). (The seed's winner line prints "4 + 2 + 2"
  // but totals +128, the sum of the three payments.)
  EXPECT_EQ(pay(r, 4, Wind::West, true, {}), (Deltas{-64, -32, 128, -32}));
  // Hand 2: North, 6 faan on South's discard. The seed's heading gives base 16, as the table
  // does, but its lines use 32 (-64 -64 -32 +160): a slip. The rule gives base 16:
  EXPECT_EQ(pay(r, 6, Wind::North, false, Wind::South), (Deltas{-32, -32, -16, 80}));
  // Hand 3: East, 10 faan on West's discard (base 64).
  EXPECT_EQ(pay(r, 10, Wind::East, false, Wind::West), (Deltas{512, -128, -256, -128}));
}

TEST(HkSeedExamples, FanLaakTableColumns) {
  // The table's "Por descarte" and "Por Self-Draw" columns: three non-East losers (no East
  // doubling), e.g. 1 faan: 2 + 2 + 4 = 8 by discard, 4 + 4 + 4 = 12 by self-draw.
  const auto r = rules_with({opt("curve", "fan_laak"), opt("east_doubling", false)});
  const int discard[] = {4, 8, 16, 32, 64, 64, 64, 128, 128, 128, 256};
  const int self_draw[] = {0, 12, 24, 48, 96, 96, 96, 192, 192, 192, 384};
  for (int f = 0; f <= 10; ++f) {
    EXPECT_EQ(pay(r, f, Wind::South, false, Wind::West)[1], discard[f]) << f;
    if (f > 0) EXPECT_EQ(pay(r, f, Wind::South, true, {})[1], self_draw[f]) << f;
  }
}

TEST(HkSeedExamples, CantonTable) {
  const auto r = curve("canton");
  // Hand 1: West, 4 faan from the wall (base 16).
  EXPECT_EQ(pay(r, 4, Wind::West, true, {}), (Deltas{-64, -32, 128, -32}));
  // The second "Mão 1": West, 7 faan from the wall (base 48).
  EXPECT_EQ(pay(r, 7, Wind::West, true, {}), (Deltas{-192, -96, 384, -96}));
  // Hand 3: East, 12 faan on West's discard (base 256).
  EXPECT_EQ(pay(r, 12, Wind::East, false, Wind::West), (Deltas{2048, -512, -1024, -512}));
}

TEST(HkSeedExamples, EndToEndUnderTheDefaultPreset) {
  // A real 3-faan hand (common hand, self-draw, concealed hand) won by West from the wall:
  // Canton base 8, then the seed's doublings.
  auto r = hk_score({.hand = "123m456m789m234p55s"}, {.win_by = WinBy::Tsumo, .seat = Wind::West});
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->hk.faan, 3);
  EXPECT_EQ(r->hk.base, 8);
  EXPECT_EQ(r->value, 64);
  EXPECT_EQ(*r->deltas, (Deltas{-32, -16, 64, -16}));
  // The same hand under old_hk: the seed's hand 1 exactly.
  auto old = hk_score({.hand = "123m456m789m234p55s"}, {.win_by = WinBy::Tsumo, .seat = Wind::West},
                      {opt("curve", "old_hk")});
  ASSERT_TRUE(old);
  EXPECT_EQ(*old->deltas, (Deltas{-4, -2, 8, -2}));
}

// ---- payment variants ----

TEST(HkPayments, DiscarderPaysAll) {
  const auto r = rules_with({opt("curve", "old_hk"), opt("discarder_pays", "all")});
  // Seed hand 2 under 全銃: South pays East's 4 + its 4 + West's 2.
  EXPECT_EQ(pay(r, 6, Wind::North, false, Wind::South), (Deltas{0, -10, 0, 10}));
  // Self-draws are unchanged.
  EXPECT_EQ(pay(r, 3, Wind::West, true, {}), (Deltas{-4, -2, 8, -2}));
}

TEST(HkPayments, MultipliersAndEastDoubling) {
  const auto one = rules_with({opt("curve", "old_hk"), opt("self_draw_multiplier", 1LL)});
  EXPECT_EQ(pay(one, 3, Wind::West, true, {}), (Deltas{-2, -1, 4, -1}));
  const auto flat = rules_with({opt("curve", "old_hk"), opt("discarder_multiplier", 1LL)});
  EXPECT_EQ(pay(flat, 6, Wind::North, false, Wind::South), (Deltas{-4, -2, -2, 8}));
  const auto no_east = rules_with({opt("curve", "old_hk"), opt("east_doubling", false)});
  EXPECT_EQ(pay(no_east, 10, Wind::East, false, Wind::West), (Deltas{32, -8, -16, -8}));
  EXPECT_EQ(pay(no_east, 3, Wind::West, true, {}), (Deltas{-2, -2, 6, -2}));
}

TEST(HkPayments, RonWithoutFromHasAValueButNoDeltas) {
  auto r = hk_score({.hand = "123m456m789m234p55s"}, {.seat = Wind::West},
                    {opt("min_faan", 2LL), opt("curve", "old_hk")});
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->deltas);
  EXPECT_EQ(r->value, 5);  // base 1: an assumed non-East discarder 2, East 2, the other 1
}

// ---- liability (包) ----

ScoreResult liable_case(const HandText& h, ScoreRequest q, OptionOverrides o = {}) {
  o.push_back(opt("curve", "old_hk"));
  auto r = hk_score(h, q, std::move(o));
  EXPECT_TRUE(r) << (r ? "" : r.error().message);
  return r ? *r : ScoreResult{};
}

TEST(HkLiability, NineTilePenalty) {
  // Three exposed sets of manzu, then a pure hand on North's discard: North pays for all.
  const HandText h{.hand = "789m55m",
                   .melds = {"chi 123m from N", "pon 444m from E", "chi 456m from N"}};
  auto r = liable_case(h, {.seat = Wind::South, .from = Wind::North});
  EXPECT_TRUE(has(r, "all_one_suit"));
  ASSERT_TRUE(r.deltas);
  EXPECT_EQ((*r.deltas)[3], -r.value);
  EXPECT_EQ((*r.deltas)[0], 0);
  EXPECT_EQ((*r.deltas)[2], 0);
  // Off: the usual payments.
  auto off = liable_case(h, {.seat = Wind::South, .from = Wind::North},
                         {opt("liability.nine_tile", false)});
  EXPECT_NE((*off.deltas)[0], 0);
  EXPECT_EQ(off.value, r.value);
  // Two exposed sets: no liability.
  auto two = liable_case({.hand = "456m789m55m", .melds = {"chi 123m from N", "pon 444m from E"}},
                         {.seat = Wind::South, .from = Wind::North});
  EXPECT_NE((*two.deltas)[0], 0);
}

TEST(HkLiability, TwelveTilePenaltyFromTheFourthMeld) {
  const HandText h{
      .hand = "55m",
      .melds = {"chi 123m from E", "pon 444m from E", "chi 678m from E", "pon 999m from W"}};
  auto r = liable_case(h, {.win_by = WinBy::Tsumo, .seat = Wind::South});
  EXPECT_TRUE(has(r, "all_one_suit"));
  EXPECT_EQ((*r.deltas)[2], -r.value);  // West fed the fourth set
  EXPECT_EQ((*r.deltas)[0], 0);
  EXPECT_EQ((*r.deltas)[3], 0);
  // Melds without `from`: the request's `liable`.
  const HandText bare{.hand = "55m", .melds = {"chi 123m", "pon 444m", "chi 678m", "pon 999m"}};
  auto named =
      liable_case(bare, {.win_by = WinBy::Tsumo, .seat = Wind::South, .liable = Wind::North});
  EXPECT_EQ((*named.deltas)[3], -named.value);
  // Without either: everyone pays.
  auto none = liable_case(bare, {.win_by = WinBy::Tsumo, .seat = Wind::South});
  EXPECT_LT((*none.deltas)[0], 0);
  EXPECT_LT((*none.deltas)[2], 0);
}

TEST(HkLiability, FifthTilePenalty) {
  const HandText h{.hand = "123m456m789m234p55s"};
  auto r = liable_case(h, {.seat = Wind::South, .from = Wind::West, .fifth_tile = true},
                       {opt("min_faan", 0LL)});
  EXPECT_EQ((*r.deltas)[2], -r.value);
  EXPECT_EQ((*r.deltas)[0], 0);
  auto off = liable_case(h, {.seat = Wind::South, .from = Wind::West, .fifth_tile = true},
                         {opt("min_faan", 0LL), opt("liability.fifth_tile", false)});
  EXPECT_LT((*off.deltas)[0], 0);
}

TEST(HkLiability, RobbingAKongIsPaidByTheRobbedPlayer) {
  const HandText h{.hand = "123m456m789m234p55s"};
  auto r = liable_case(h, {.seat = Wind::South, .from = Wind::East, .robbing_kan = true},
                       {opt("min_faan", 0LL)});
  EXPECT_TRUE(has(r, "robbing_kong"));
  EXPECT_EQ((*r.deltas)[0], -r.value);
  EXPECT_EQ((*r.deltas)[2], 0);
  // Old HK base 1 (3 faan), liability.robbing_kong_pays = "self_draw" (十二張包自摸: a
  // self-drawn hand's losses): East 1x2x2, West 1x2, North 1x2 = 8, all from East.
  EXPECT_EQ(r.value, 8);
  // "discard": East discarding 1x2x2, West 1, North 1 = 6.
  auto discard = liable_case(h, {.seat = Wind::South, .from = Wind::East, .robbing_kan = true},
                             {opt("min_faan", 0LL), opt("liability.robbing_kong_pays", "discard")});
  EXPECT_EQ(discard.value, 6);
  EXPECT_EQ((*discard.deltas)[0], -6);
}

TEST(HkLiability, HighRiskCaseTheDiscarderPaysForTheOtherTwo) {
  // Seed "variações de pagamento padrão": the discarder pays for the other two losers, in
  // addition to the normal double share: `liable` naming the discarder.
  const HandText h{.hand = "123m456m789m234p55s"};
  auto r = liable_case(h, {.seat = Wind::North, .from = Wind::South, .liable = Wind::South},
                       {opt("min_faan", 0LL)});
  EXPECT_EQ(*r.deltas, (Deltas{0, -5, 0, 5}));  // 2 (East) + 2 (own double) + 1 (West)
  auto ignored = liable_case(h, {.seat = Wind::North, .from = Wind::South, .liable = Wind::South},
                             {opt("min_faan", 0LL), opt("liability.declared", false)});
  EXPECT_EQ(*ignored.deltas, (Deltas{-2, -2, -1, 5}));
}

// ---- errors ----

TEST(HkErrors, BelowMinimum) {
  auto r = hk_score({.hand = "123m456m789m234p55s"}, {.seat = Wind::South});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::below_minimum);
}

TEST(HkErrors, InvalidHandFromTheLibrary) {
  auto q = request_from_text({.hand = "123m456m789m234p55s"}, {.family = Family::HK});
  ASSERT_TRUE(q);
  q->hand.concealed[0] = 0;  // 13 tiles
  auto r = test::hk_engine().score(*q);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_hand);
  auto text = hk_score({.hand = "123m456m789m234p5s"}, {});
  ASSERT_FALSE(text);
  EXPECT_EQ(text.error().code, ErrorCode::invalid_hand);
}

TEST(HkErrors, NotWinningAndInvalidContext) {
  auto nw = hk_score({.hand = "123m456m789m234p59s"}, {});
  ASSERT_FALSE(nw);
  EXPECT_EQ(nw.error().code, ErrorCode::not_winning);
  const HandText h{.hand = "123m456m789m234p55s"};
  for (ScoreRequest q :
       {ScoreRequest{.after_kan = true}, ScoreRequest{.win_by = WinBy::Tsumo, .robbing_kan = true},
        ScoreRequest{.seat = Wind::South, .from = Wind::South},
        ScoreRequest{.win_by = WinBy::Tsumo, .fifth_tile = true}, ScoreRequest{.first_turn = true},
        ScoreRequest{.seat = Wind::South, .liable = Wind::South}}) {
    auto r = hk_score(h, q);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::invalid_context);
  }
}

TEST(HkErrors, UnknownOptionInRequestAndPreset) {
  auto r = hk_score({.hand = "123m456m789m234p55s"}, {}, {opt("faan.nope", 1LL)});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::unknown_option);
  auto bad = test::hk_engine().resolve(Family::HK, "hk", {opt("aka_dora", true)});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::unknown_option);
  std::vector<PresetSource> sources;
  for (int i = 0; i < kEmbeddedPresetCount; ++i)
    sources.push_back({std::string(kEmbeddedPresets[i].family),
                       std::string(kEmbeddedPresets[i].name), std::string(kEmbeddedPresets[i].text),
                       "embedded"});
  sources.push_back({"hk", "house", "extends = \"hk\"\nno_such_key = 1\n", "test house.toml"});
  auto preset = engine::presets_from_sources(sources);
  ASSERT_FALSE(preset);
  EXPECT_EQ(preset.error().code, ErrorCode::unknown_option);
}

TEST(HkPresets, RootSetsEveryKeyAndChildrenResolve) {
  auto registry = engine::load_presets(std::nullopt);
  ASSERT_TRUE(registry);
  for (const char* name : {"hk", "hk-flowers", "mahjong-nu"})
    EXPECT_NE((*registry)->table_of<hk::Rules>("hk")->find_rules(name), nullptr) << name;
  const auto* root = (*registry)->resolved("hk", "hk");
  ASSERT_NE(root, nullptr);
  EXPECT_FALSE(root->extends);
  const auto* flowers = (*registry)->table_of<hk::Rules>("hk")->find_rules("hk-flowers");
  EXPECT_EQ(flowers->faan[static_cast<int>(hk::Element::OwnFlower)], 1);
  EXPECT_EQ(flowers->faan[static_cast<int>(hk::Element::AllFlowers)], 2);
  const auto* nu = (*registry)->table_of<hk::Rules>("hk")->find_rules("mahjong-nu");
  EXPECT_EQ(nu->faan[static_cast<int>(hk::Element::AllOneSuit)], 6);
  EXPECT_TRUE(nu->seven_pairs);
  // A root hk preset that leaves a key unset is rejected.
  auto partial = engine::presets_from_sources({{"hk", "hk", "min_faan = 3\n", "test hk.toml"}});
  ASSERT_FALSE(partial);
  EXPECT_EQ(partial.error().code, ErrorCode::invalid_option);
}

}  // namespace
}  // namespace mjscore
