// HK elements (seed 001 "Tabela de Pontuação"; issue 19): one test per element through the
// library, then the preset's subsumption (`replaces`) and restrictions.
#include <gtest/gtest.h>

#include "hk_test_util.hpp"

namespace mjscore {
namespace {

using test::faan_of;
using test::has;
using test::hk_score;
using test::ids;
using test::no_minimum;
using test::opt;

// A hand scored under hk with no minimum; the result must exist.
ScoreResult scored(const HandText& text, ScoreRequest context = {},
                   OptionOverrides options = no_minimum(), std::string preset = "") {
  auto r = hk_score(text, context, std::move(options), std::move(preset));
  EXPECT_TRUE(r) << text.hand << ": " << (r ? "" : r.error().message);
  return r ? *r : ScoreResult{};
}

const ScoreRequest kSouthRon{.seat = Wind::South};
const ScoreRequest kSouthTsumo{.win_by = WinBy::Tsumo, .seat = Wind::South};

TEST(HkElements, CommonHandIsEveryStAChow) {
  auto r = scored({.hand = "123m456m789m234p55s"}, kSouthRon);
  EXPECT_EQ(ids(r), (std::vector<std::string>{"common_hand", "concealed_hand"}));
  EXPECT_EQ(r.hk.faan, 2);
  EXPECT_FALSE(has(scored({.hand = "123m456m789m222p55s"}, kSouthRon), "common_hand"));
}

TEST(HkElements, AllTriplets) {
  auto r = scored({.hand = "222p333s444m55s", .melds = {"pon 111m"}}, kSouthRon);
  EXPECT_EQ(ids(r), (std::vector<std::string>{"all_triplets"}));
  EXPECT_EQ(r.hk.faan, 3);
}

TEST(HkElements, MixedOneSuitAndAllOneSuit) {
  auto mixed = scored({.hand = "123m456m789m22z", .melds = {"chi 123m"}}, kSouthRon);
  EXPECT_TRUE(has(mixed, "mixed_one_suit"));
  EXPECT_EQ(faan_of(mixed, "mixed_one_suit"), 3);
  EXPECT_FALSE(has(mixed, "all_one_suit"));
  auto pure = scored({.hand = "123m456m789m55m", .melds = {"chi 234m"}}, kSouthRon);
  EXPECT_TRUE(has(pure, "all_one_suit"));
  EXPECT_EQ(faan_of(pure, "all_one_suit"), 7);
  EXPECT_FALSE(has(pure, "mixed_one_suit"));
}

TEST(HkElements, AllHonorsSubsumesAllTripletsAndMixedOrphans) {
  auto r = scored({.hand = "222z333z555z66z", .melds = {"pon 111z"}}, kSouthRon);
  EXPECT_TRUE(has(r, "all_honors"));
  EXPECT_EQ(faan_of(r, "all_honors"), 10);
  EXPECT_FALSE(has(r, "all_triplets"));
  EXPECT_FALSE(has(r, "mixed_orphans"));
}

TEST(HkElements, SmallAndGreatDragons) {
  auto small = scored({.hand = "555z666z77z123m456m"}, kSouthRon);
  EXPECT_EQ(faan_of(small, "small_dragons"), 4);
  for (const char* d : {"white_dragon", "green_dragon", "red_dragon"}) EXPECT_FALSE(has(small, d));
  auto great = scored({.hand = "555z666z777z123m44m"}, kSouthRon);
  EXPECT_EQ(faan_of(great, "great_dragons"), 8);
  EXPECT_FALSE(has(great, "small_dragons"));
  for (const char* d : {"white_dragon", "green_dragon", "red_dragon"}) EXPECT_FALSE(has(great, d));
}

TEST(HkElements, SmallWindsPrintsNineWithMixedOneSuitAndSixteenWithAllHonours) {
  // Seed: "9/16 (6 +3 para um naipe misto ou 6 + 10 para todas as honras)".
  auto mixed = scored({.hand = "111z222z333z44z789m"}, kSouthRon);
  EXPECT_EQ(faan_of(mixed, "small_winds") + faan_of(mixed, "mixed_one_suit"), 9);
  EXPECT_FALSE(has(mixed, "seat_wind"));
  EXPECT_FALSE(has(mixed, "prevailing_wind"));
  auto honours = scored({.hand = "111z222z333z44z", .melds = {"pon 555z"}}, kSouthRon);
  EXPECT_EQ(faan_of(honours, "small_winds") + faan_of(honours, "all_honors"), 16);
  EXPECT_EQ(honours.hk.faan, 13);  // capped
  EXPECT_TRUE(honours.hk.faan_limit);
}

TEST(HkElements, GreatWinds) {
  auto r = scored({.hand = "222z333z444z55m", .melds = {"pon 111z"}}, kSouthRon);
  EXPECT_EQ(faan_of(r, "great_winds"), 13);
  EXPECT_FALSE(has(r, "small_winds"));
  EXPECT_FALSE(has(r, "all_triplets"));
  EXPECT_TRUE(r.hk.faan_limit);
}

TEST(HkElements, ThirteenOrphans) {
  auto r = scored({.hand = "19m19p19s12345677z"}, kSouthRon);
  EXPECT_EQ(faan_of(r, "thirteen_orphans"), 13);
  EXPECT_FALSE(has(r, "mixed_orphans"));
  EXPECT_FALSE(has(r, "concealed_hand"));
  EXPECT_EQ(r.hk.faan, 13);
  EXPECT_EQ(r.reading.shape, Shape::ThirteenOrphans);
}

TEST(HkElements, AllKongs) {
  auto r =
      scored({.hand = "55m", .melds = {"kan 1111p", "kan 2222p", "ankan 3333s", "kakan 4444s"}},
             kSouthRon);
  EXPECT_EQ(faan_of(r, "all_kongs"), 13);
  EXPECT_FALSE(has(r, "all_triplets"));
}

TEST(HkElements, SelfTripletsOnSelfDrawAddsAllTripletsButNotConcealedHand) {
  // Seed: "11 (8 +3 para todos os trigêmeos)"; self-draw faan yes, concealed-hand faan no.
  auto r = scored({.hand = "111m222p333s444m55s"}, kSouthTsumo);
  EXPECT_EQ(faan_of(r, "self_triplets"), 8);
  EXPECT_EQ(faan_of(r, "all_triplets"), 3);
  EXPECT_TRUE(has(r, "self_draw"));
  EXPECT_FALSE(has(r, "concealed_hand"));
  EXPECT_EQ(r.hk.faan, 12);
}

TEST(HkElements, SelfTripletsOnADiscardOnlyWhenTheDiscardFormsThePair) {
  auto pair = scored({.hand = "111m222p333s444m55s", .win = "5s"}, kSouthRon);
  EXPECT_TRUE(has(pair, "self_triplets"));
  EXPECT_FALSE(has(pair, "concealed_hand"));
  auto set = scored({.hand = "111m222p333s55s444m", .win = "4m"}, kSouthRon);
  EXPECT_FALSE(has(set, "self_triplets"));
  EXPECT_TRUE(has(set, "all_triplets"));
  EXPECT_TRUE(has(set, "concealed_hand"));
}

TEST(HkElements, OrphansDoNotAddAllTriplets) {
  auto r = scored({.hand = "111m999m111p999p11s"}, kSouthRon);
  EXPECT_EQ(faan_of(r, "orphans"), 10);
  EXPECT_FALSE(has(r, "all_triplets"));  // seed: "o 3 fān de All in Triplets não é contado"
  EXPECT_FALSE(has(r, "mixed_orphans"));
}

TEST(HkElements, NineGatesWithoutConcealedHandOrAllOneSuit) {
  for (const char* extra : {"1m", "5m", "9m"}) {
    auto r = scored({.hand = std::string("1112345678999m") + extra}, kSouthTsumo);
    EXPECT_EQ(faan_of(r, "nine_gates"), 10) << extra;
    EXPECT_FALSE(has(r, "concealed_hand"));
    EXPECT_FALSE(has(r, "all_one_suit"));
    EXPECT_TRUE(has(r, "self_draw"));
  }
  // Open: not nine gates.
  auto open = scored({.hand = "11145678999m", .melds = {"chi 123m"}}, kSouthRon);
  EXPECT_FALSE(has(open, "nine_gates"));
}

TEST(HkElements, SeatAndPrevailingWindAndTheDoubleWind) {
  auto seat = scored({.hand = "222z123m456p789s55s"}, {.seat = Wind::South, .round = Wind::East});
  EXPECT_TRUE(has(seat, "seat_wind"));
  EXPECT_FALSE(has(seat, "prevailing_wind"));
  auto round = scored({.hand = "111z123m456p789s55s"}, {.seat = Wind::South});
  EXPECT_TRUE(has(round, "prevailing_wind"));
  EXPECT_FALSE(has(round, "seat_wind"));
  auto both = scored({.hand = "222z123m456p789s55s"}, {.seat = Wind::South, .round = Wind::South});
  EXPECT_EQ(faan_of(both, "seat_wind") + faan_of(both, "prevailing_wind"), 2);
}

TEST(HkElements, EachDragonTriplet) {
  EXPECT_TRUE(has(scored({.hand = "777z123m456p789s55s"}, kSouthRon), "red_dragon"));
  EXPECT_TRUE(has(scored({.hand = "666z123m456p789s55s"}, kSouthRon), "green_dragon"));
  EXPECT_TRUE(has(scored({.hand = "555z123m456p789s55s"}, kSouthRon), "white_dragon"));
  auto kong = scored({.hand = "123m456p789s55s", .melds = {"kan 7777z"}}, kSouthRon);
  EXPECT_EQ(faan_of(kong, "red_dragon"), 1);
}

TEST(HkElements, MixedOrphans) {
  auto r = scored({.hand = "111m999p111z99s", .melds = {"pon 333z"}}, kSouthRon);
  EXPECT_EQ(faan_of(r, "mixed_orphans"), 1);
  EXPECT_TRUE(has(r, "all_triplets"));
}

TEST(HkElements, WinningConditions) {
  const HandText h{.hand = "123m456m789m234p55s"};
  EXPECT_TRUE(has(scored(h, kSouthTsumo), "self_draw"));
  EXPECT_FALSE(has(scored(h, kSouthRon), "self_draw"));
  auto open = scored({.hand = "456m789m234p55s", .melds = {"chi 123m"}}, kSouthRon);
  EXPECT_FALSE(has(open, "concealed_hand"));
  auto ankan = scored({.hand = "456m789m234p55s", .melds = {"ankan 1111z"}}, kSouthRon);
  EXPECT_TRUE(has(ankan, "concealed_hand"));  // a concealed kong keeps the hand concealed
  EXPECT_EQ(faan_of(scored(h, {.seat = Wind::South, .robbing_kan = true}), "robbing_kong"), 1);
  EXPECT_EQ(faan_of(scored(h, {.seat = Wind::South, .last_tile = true}), "last_catch"), 1);
  EXPECT_EQ(faan_of(scored(h, {.win_by = WinBy::Tsumo, .seat = Wind::South, .last_tile = true}),
                    "last_catch"),
            1);
}

TEST(HkElements, WinByKongIncludesSelfDraw) {
  // The loose tile replaces a kong (issue 33: without one, after_kan is invalid_context).
  auto r = scored({.hand = "456m789m234p55s", .melds = {"ankan 1111z"}},
                  {.win_by = WinBy::Tsumo, .seat = Wind::South, .after_kan = true});
  EXPECT_EQ(faan_of(r, "win_by_kong"), 2);  // seed: "2 (1 bônus +1 de auto-escolha)"
  EXPECT_FALSE(has(r, "self_draw"));
  auto d = scored({.hand = "789m234p55s", .melds = {"ankan 1111z", "ankan 2222z"}},
                  {.win_by = WinBy::Tsumo, .seat = Wind::South, .after_double_kan = true});
  EXPECT_EQ(faan_of(d, "win_by_double_kong"), 9);  // "9 (8 bônus +1 de auto-escolha)"
  EXPECT_FALSE(has(d, "win_by_kong"));
  EXPECT_FALSE(has(d, "self_draw"));
}

TEST(HkElements, HeavenlyAndEarthlyHands) {
  const HandText h{.hand = "123m456m789m234p55s"};
  auto heaven = scored(h, {.win_by = WinBy::Tsumo, .first_turn = true});
  EXPECT_EQ(faan_of(heaven, "heavenly_hand"), 13);
  EXPECT_TRUE(heaven.hk.faan_limit);
  auto earth = scored(h, {.seat = Wind::North, .from = Wind::East, .first_turn = true});
  EXPECT_EQ(faan_of(earth, "earthly_hand"), 13);
  // A non-East self-draw in the first go-around is neither: the earthly hand is won on East's
  // first discard (seed "Mão terrestre"), so the flag contradicts the self-draw (issue 33).
  auto neither =
      hk_score(h, {.win_by = WinBy::Tsumo, .seat = Wind::North, .first_turn = true}, no_minimum());
  ASSERT_FALSE(neither);
  EXPECT_EQ(neither.error().code, ErrorCode::invalid_context);
}

TEST(HkElements, SevenPairsOnlyWhereThePresetAllowsThem) {
  const HandText h{.hand = "1133m5577p22s4466z"};
  auto root = hk_score(h, kSouthRon, no_minimum());
  ASSERT_FALSE(root);
  EXPECT_EQ(root.error().code, ErrorCode::not_winning);
  auto nu = scored(h, kSouthRon, {}, "mahjong-nu");
  EXPECT_EQ(faan_of(nu, "seven_pairs"), 4);
  EXPECT_EQ(nu.reading.shape, Shape::SevenPairs);
  auto opt_in = scored(h, kSouthRon, {opt("seven_pairs", true), opt("faan.seven_pairs", 3LL)});
  EXPECT_EQ(faan_of(opt_in, "seven_pairs"), 3);
}

TEST(HkElements, BonusTilesUnderHkFlowers) {
  const HandText plain{.hand = "123m456m789m234p55s"};
  auto none = scored(plain, kSouthRon, no_minimum(), "hk-flowers");
  EXPECT_EQ(faan_of(none, "no_flowers"), 1);
  HandText own = plain;
  own.bonus = "2f6f";  // South's flower and season
  auto r = scored(own, kSouthRon, no_minimum(), "hk-flowers");
  EXPECT_EQ(faan_of(r, "own_flower"), 1);
  EXPECT_EQ(faan_of(r, "own_season"), 1);
  EXPECT_FALSE(has(r, "no_flowers"));
  HandText other = plain;
  other.bonus = "1f";
  auto o = scored(other, kSouthRon, no_minimum(), "hk-flowers");
  EXPECT_TRUE(o.elements.size() == 2 && !has(o, "own_flower") && !has(o, "no_flowers"));
  HandText sets = plain;
  sets.bonus = "1f2f3f4f5f6f7f8f";
  auto s = scored(sets, kSouthRon, no_minimum(), "hk-flowers");
  EXPECT_EQ(faan_of(s, "all_flowers"), 2);
  EXPECT_EQ(faan_of(s, "all_seasons"), 2);
  EXPECT_FALSE(has(s, "own_flower"));  // the set subsumes its own flower
  EXPECT_FALSE(has(s, "own_season"));
  // Under hk, bonus tiles score nothing.
  auto root = scored(own, kSouthRon);
  EXPECT_FALSE(has(root, "own_flower"));
}

// ---- subsumption and restrictions as preset data ----

TEST(HkSubsumption, ReplacesIsData) {
  const HandText h{.hand = "111m999m111p999p11s"};
  auto plain = scored(h, kSouthRon);
  EXPECT_FALSE(has(plain, "all_triplets"));
  auto house = scored(h, kSouthRon,
                      {opt("min_faan", 0LL), opt("replaces.orphans", std::vector<std::string>{})});
  EXPECT_TRUE(has(house, "all_triplets"));
  EXPECT_TRUE(has(house, "mixed_orphans"));
  // A preset may make small dragons subsume nothing: the two dragon triplets count again.
  auto dragons =
      scored({.hand = "555z666z77z123m456m"}, kSouthRon,
             {opt("min_faan", 0LL), opt("replaces.small_dragons", std::vector<std::string>{})});
  EXPECT_TRUE(has(dragons, "white_dragon"));
  EXPECT_TRUE(has(dragons, "green_dragon"));
}

TEST(HkSubsumption, ReplacesRejectsUnknownIdsAndItself) {
  auto bad = hk_score({.hand = "123m456m789m234p55s"}, kSouthRon,
                      {opt("replaces.orphans", std::vector<std::string>{"nope"})});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::invalid_option);
  auto self = hk_score({.hand = "123m456m789m234p55s"}, kSouthRon,
                       {opt("replaces.orphans", std::vector<std::string>{"orphans"})});
  ASSERT_FALSE(self);
  EXPECT_EQ(self.error().code, ErrorCode::invalid_option);
}

TEST(HkSubsumption, ZeroFaanElementsAreNotListed) {
  auto r = scored({.hand = "123m456m789m234p55s"}, kSouthRon,
                  {opt("min_faan", 0LL), opt("faan.concealed_hand", 0LL)});
  EXPECT_EQ(ids(r), (std::vector<std::string>{"common_hand"}));
}

TEST(HkRestrictions, ConcealedHandSelfDrawOnly) {
  const HandText h{.hand = "123m456m789m234p55s"};
  auto ron =
      scored(h, kSouthRon, {opt("min_faan", 0LL), opt("concealed_hand_self_draw_only", true)});
  EXPECT_FALSE(has(ron, "concealed_hand"));
  auto tsumo =
      scored(h, kSouthTsumo, {opt("min_faan", 0LL), opt("concealed_hand_self_draw_only", true)});
  EXPECT_TRUE(has(tsumo, "concealed_hand"));
}

TEST(HkRestrictions, SelfTripletsSelfDrawOnly) {
  const HandText pair{.hand = "111m222p333s444m55s", .win = "5s"};
  auto r = scored(pair, kSouthRon, {}, "mahjong-nu");
  EXPECT_FALSE(has(r, "self_triplets"));
  EXPECT_TRUE(has(r, "all_triplets"));
  auto t = scored(pair, kSouthTsumo, {}, "mahjong-nu");
  EXPECT_EQ(faan_of(t, "self_triplets"), 13);
  EXPECT_TRUE(t.hk.faan_limit);
}

TEST(HkRestrictions, MinimumAndBonusTiles) {
  const HandText h{.hand = "123m456m789m234p55s", .bonus = "2f"};  // 2 faan + own flower
  auto below = hk_score(h, kSouthRon, {}, "hk-flowers");
  ASSERT_FALSE(below);
  EXPECT_EQ(below.error().code, ErrorCode::below_minimum);
  auto counted = hk_score(h, kSouthRon, {opt("bonus_counts_to_minimum", true)}, "hk-flowers");
  ASSERT_TRUE(counted) << counted.error().message;
  EXPECT_EQ(counted->hk.faan, 3);
  auto lower = hk_score({.hand = "123m456m789m234p55s"}, kSouthRon, {opt("min_faan", 2LL)});
  ASSERT_TRUE(lower);
  EXPECT_EQ(lower->hk.faan, 2);
}

TEST(HkRestrictions, CapIsAKey) {
  auto r = scored({.hand = "123m456m789m55m", .melds = {"chi 234m"}}, kSouthRon,
                  {opt("min_faan", 0LL), opt("max_faan", 5LL)});
  EXPECT_EQ(r.hk.faan, 5);
  EXPECT_TRUE(r.hk.faan_limit);
}

TEST(HkReading, MostFaanIsChosen) {
  // 111222333m: three triplets or three chows. Chows: all one suit 7 + common hand 1 +
  // concealed hand 1 = 9; triplets (with the 789m chow): 7 + 1 = 8.
  auto chows = scored({.hand = "111m222m333m789m55m"}, kSouthRon);
  EXPECT_TRUE(has(chows, "common_hand"));
  EXPECT_EQ(chows.hk.faan, 9);
  // With 999m the triplets make all triplets and self triplets (the discard forms the pair).
  auto triplets = scored({.hand = "111m222m333m999m55m"}, kSouthRon);
  EXPECT_TRUE(has(triplets, "self_triplets"));
  EXPECT_FALSE(has(triplets, "common_hand"));
  EXPECT_EQ(triplets.hk.faan, 13);
}

}  // namespace
}  // namespace mjscore
