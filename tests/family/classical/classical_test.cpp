// Classical hand scoring (issue 20, seed 003): every element, limit hand, fraction, roof_off,
// dead hand and error, through the JSON handler; the library's one-call form and the CLI below.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "json_answer.hpp"
#include "mjscore/score_text.hpp"
#include "run_cli.hpp"

namespace mjscore {
namespace {

using nlohmann::json;

// A classical request line: `fields` is the JSON object's members after rules and preset.
json classical(const std::string& preset, const std::string& fields) {
  return test::answer(R"({"id":1,"rules":"classical","preset":")" + preset + R"(",)" + fields +
                      "}");
}

// The amount of element `id` in `unit` (0 when absent).
double element(const json& r, const std::string& id, const std::string& unit) {
  double sum = 0;
  for (const auto& e : r.at("elements"))
    if (e.at("id") == id && e.contains(unit)) sum += e.at(unit).get<double>();
  return sum;
}

struct Case {
  const char* name;
  const char* preset;
  const char* fields;
  const char* id;
  const char* unit;
  double amount;
};

// Each rule's element: one hand that shows it (and would lose it were the rule broken).
const Case kElements[] = {
    // Seed 003 section 6, sets of every hand (here losing hands, 13 tiles plus kongs).
    {"pung_exposed_minor", "classical",
     R"("won":false,"seat":"S","hand":"555s9p","melds":["pon 222m","pon 999s","kakan 3333p"])",
     "pung_exposed_minor", "points", 2},
    {"pung_exposed_major", "classical",
     R"("won":false,"seat":"S","hand":"555s9p","melds":["pon 222m","pon 999s","kakan 3333p"])",
     "pung_exposed_major", "points", 4},
    {"kong_exposed_minor", "classical",
     R"("won":false,"seat":"S","hand":"555s9p","melds":["pon 222m","pon 999s","kakan 3333p"])",
     "kong_exposed_minor", "points", 8},
    {"pung_concealed_minor", "classical",
     R"("won":false,"seat":"S","hand":"555s9p","melds":["pon 222m","pon 999s","kakan 3333p"])",
     "pung_concealed_minor", "points", 4},
    {"pung_concealed_major", "classical",
     R"("won":false,"seat":"S","hand":"111p2m","melds":["chi 234s","ankan 4444m","kakan 9999m"])",
     "pung_concealed_major", "points", 8},
    {"kong_concealed_minor", "classical",
     R"("won":false,"seat":"S","hand":"111p2m","melds":["chi 234s","ankan 4444m","kakan 9999m"])",
     "kong_concealed_minor", "points", 16},
    {"kong_exposed_major", "classical",
     R"("won":false,"seat":"S","hand":"111p2m","melds":["chi 234s","ankan 4444m","kakan 9999m"])",
     "kong_exposed_major", "points", 16},
    {"kong_concealed_major", "classical",
     R"("won":false,"seat":"S","hand":"1m2m3m5p","melds":["chi 234s","ankan 1111z","kakan 9999m"])",
     "kong_concealed_major", "points", 32},
    {"kan_scores_exposed", "classical",
     R"("won":false,"seat":"S","hand":"1m2m3m5p","melds":["chi 234s","kan 5555m","kakan 9999m"])",
     "kong_exposed_minor", "points", 8},
    {"pair_dragon", "classical", R"("won":false,"hand":"55z13579m2468p19s")", "pair_dragon",
     "points", 2},
    {"pair_own_wind", "classical", R"("won":false,"seat":"S","hand":"22z13579m2468p19s")",
     "pair_own_wind", "points", 2},
    {"pair_round_wind_classical", "classical",
     R"("won":false,"seat":"S","round":"E","hand":"11z13579m2468p19s")", "pair_round_wind",
     "points", 0},
    {"pair_round_wind_dmjl", "dmjl",
     R"("won":false,"seat":"S","round":"E","hand":"11z13579m2468p19s")", "pair_round_wind",
     "points", 2},
    {"own_and_round_pair_stack", "dmjl",
     R"("won":false,"seat":"E","round":"E","hand":"11z13579m2468p19s")", "pair_round_wind",
     "points", 2},
    {"bonus_tile", "classical", R"("won":false,"hand":"13579m2468p19s3z5z","bonus":"1f7f")",
     "bonus_tile", "points", 8},
    {"dragon_pung", "classical", R"("won":false,"hand":"666z1357m2468p19s","melds":[])",
     "dragon_pung", "doubles", 1},
    {"own_wind_pung", "classical", R"("won":false,"seat":"W","hand":"333z1357m2468p19s")",
     "own_wind_pung", "doubles", 1},
    {"round_wind_pung_classical", "classical",
     R"("won":false,"seat":"W","round":"S","hand":"222z1357m2468p19s")", "round_wind_pung",
     "doubles", 0},
    {"round_wind_pung_dmjl", "dmjl",
     R"("won":false,"seat":"W","round":"S","hand":"222z1357m2468p19s")", "round_wind_pung",
     "doubles", 1},
    {"own_flower_and_season", "dmjl",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"2f6f")",
     "own_flower_and_season", "doubles", 1},
    {"own_flower_alone_dmjl", "dmjl",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"2f7f")",
     "own_flower_and_season", "doubles", 0},
    {"own_flower_bmja", "bmja",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"2f7f")", "own_flower",
     "doubles", 1},
    {"own_season_bmja", "bmja",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"1f6f")", "own_season",
     "doubles", 1},
    {"all_flowers_dmjl", "dmjl",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"1234f")", "all_flowers",
     "doubles", 1},
    {"all_flowers_bmja", "bmja",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"1234f")", "all_flowers",
     "doubles", 2},
    {"all_seasons_bmja", "bmja",
     R"("won":false,"seat":"S","hand":"13579m2468p19s3z5z","bonus":"5678f")", "all_seasons",
     "doubles", 2},
    {"three_concealed_pungs", "dmjl", R"("won":false,"seat":"S","hand":"222m555p888s1357s")",
     "three_concealed_pungs", "doubles", 1},
    {"kan_counts_concealed", "dmjl",
     R"("won":false,"seat":"S","hand":"222m555p1357s","melds":["kan 8888s"])",
     "three_concealed_pungs", "doubles", 1},
    {"little_three_dragons", "dmjl", R"("won":false,"seat":"S","hand":"555z666z77z13579m")",
     "little_three_dragons", "doubles", 1},
    {"big_three_dragons", "dmjl", R"("won":false,"seat":"S","hand":"555z666z777z1357m")",
     "big_three_dragons", "doubles", 2},
    {"little_four_joys", "dmjl", R"("won":false,"seat":"S","hand":"111z222z333z44z13m")",
     "little_four_joys", "doubles", 1},
    {"big_four_joys", "dmjl",
     R"("won":false,"seat":"S","hand":"111z222z333z4z","melds":["pon 444z"])", "big_four_joys",
     "doubles", 2},
    // Seed 003 section 6 "Dobles": the colour doubles apply to every hand in classical.
    {"one_suit_with_honours_loser_classical", "classical",
     R"("won":false,"seat":"S","hand":"12345678m11z","melds":["pon 999m"])",
     "one_suit_with_honours", "doubles", 1},
    {"one_suit_loser_classical", "classical",
     R"("won":false,"seat":"S","hand":"12345677m88m","melds":["pon 999m"])", "one_suit", "doubles",
     3},
    {"one_suit_loser_dmjl_none", "dmjl",
     R"("won":false,"seat":"S","hand":"12345677m88m","melds":["pon 999m"])", "one_suit", "doubles",
     0},
    {"all_honours_classical", "classical",
     R"("won":true,"seat":"S","hand":"111z33z","melds":["pon 222z","pon 555z","pon 666z"],"win":"3z","win_by":"tsumo")",
     "all_honours", "doubles", 3},
    // The winner's bonus points (seed 003 section 6 "Primas").
    {"mah_jongg", "classical", R"("seat":"S","hand":"123m456m789p234s55p","win":"2s")", "mah_jongg",
     "points", 20},
    {"self_drawn", "classical",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"2s","win_by":"tsumo")", "self_drawn",
     "points", 2},
    {"loose_tile_replaces_self_drawn", "classical",
     R"("seat":"S","hand":"123m456p234s55p","melds":["kakan 7777s"],"win":"2s","win_by":"tsumo","after_kan":true)",
     "self_drawn", "points", 0},
    {"loose_tile", "classical",
     R"("seat":"S","hand":"123m456p234s55p","melds":["kakan 7777s"],"win":"2s","win_by":"tsumo","after_kan":true)",
     "loose_tile", "points", 10},
    {"zero_point", "classical", R"("seat":"S","hand":"123m456m789p234s55p","win":"2s")",
     "zero_point", "points", 10},
    {"no_chow_points", "classical", R"("seat":"S","hand":"222m555m888p444s55p","win":"4s")",
     "no_chow", "points", 10},
    {"last_discard", "classical",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"2s","last_tile":true)", "last_discard",
     "points", 10},
    {"last_wall_tile", "classical",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"2s","win_by":"tsumo","last_tile":true)",
     "last_wall_tile", "points", 10},
    {"only_possible_tile", "dmjl", R"("seat":"S","hand":"123m456m789p234s55p","win":"5p")",
     "only_possible_tile", "points", 2},
    {"not_only_possible", "dmjl", R"("seat":"S","hand":"123m456m789p234s55p","win":"2s")",
     "only_possible_tile", "points", 0},
    {"pair_completed_minor", "dmjl", R"("seat":"S","hand":"123m456m789p234s55p","win":"5p")",
     "pair_completed_minor", "points", 2},
    {"pair_completed_major", "dmjl", R"("seat":"S","hand":"123m456m789p234s99p","win":"9p")",
     "pair_completed_major", "points", 4},
    {"no_chow_double", "dmjl", R"("seat":"S","hand":"222m555m888p444s55p","win":"4s")", "no_chow",
     "doubles", 1},
    {"only_concealed", "dmjl",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"2s","win_by":"tsumo")", "only_concealed",
     "doubles", 1},
    {"ron_set_is_exposed", "dmjl", R"("seat":"S","hand":"123m456m789p234s55p","win":"2s")",
     "only_concealed", "doubles", 0},
    {"only_majors", "dmjl",
     R"("seat":"S","hand":"111m999p11z","melds":["pon 999s","pon 777z"],"win":"9p")", "only_majors",
     "doubles", 1},
    {"zero_point_double", "dmjl", R"("seat":"S","hand":"123m456m789p234s55p","win":"2s")",
     "zero_point", "doubles", 1},
    {"loose_tile_double", "dmjl",
     R"("seat":"S","hand":"123m456p234s55p","melds":["kakan 7777s"],"win":"2s","win_by":"tsumo","after_kan":true)",
     "loose_tile", "doubles", 1},
    {"last_wall_tile_double", "dmjl",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"2s","win_by":"tsumo","last_tile":true)",
     "last_wall_tile", "doubles", 1},
    {"last_discard_double", "bmja",
     R"("seat":"S","hand":"123m444m777p222s55p","win":"2s","last_tile":true)", "last_discard",
     "doubles", 1},
    {"robbing_kong", "dmjl",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"3s","robbing_kan":true)", "robbing_kong",
     "doubles", 1},
    {"original_call", "bmja",
     R"("seat":"S","hand":"123m444m777p222s55p","win":"2s","original_call":true)", "original_call",
     "doubles", 1},
    {"one_suit_with_honours", "dmjl", R"("seat":"S","hand":"123m456m789m111z55m","win":"5m")",
     "one_suit_with_honours", "doubles", 1},
    {"one_suit", "dmjl", R"("seat":"S","hand":"123m456m789m111m55m","win":"5m")", "one_suit",
     "doubles", 3},
    {"purity_needs_no_chow", "bmja", R"("seat":"S","hand":"123m444m777m111m55m","win":"5m")",
     "one_suit", "doubles", 0},
    {"purity", "bmja", R"("seat":"S","hand":"222m444m777m111m55m","win":"5m")", "one_suit",
     "doubles", 3},
    // BMJA calling (fishing): a loser one tile from a limit hand or a pure hand.
    {"calling_gates_of_heaven", "bmja", R"("won":false,"hand":"1123456788999m")",
     "calling_gates_of_heaven", "limit", 0.4},
    {"calling_knitting", "bmja", R"("won":false,"hand":"345679p2345679s")", "calling_knitting",
     "limit", 0.2},
    {"calling_one_suit", "bmja",
     R"("won":false,"seat":"S","hand":"2224448m","melds":["pon 999m","pon 111m"])",
     "calling_one_suit", "doubles", 3},
};

class ClassicalElement : public testing::TestWithParam<Case> {};

TEST_P(ClassicalElement, Scores) {
  const Case& c = GetParam();
  const json r = classical(c.preset, c.fields);
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  EXPECT_DOUBLE_EQ(element(r, c.id, c.unit), c.amount) << r.dump();
}

INSTANTIATE_TEST_SUITE_P(Classical, ClassicalElement, testing::ValuesIn(kElements),
                         [](const auto& info) { return std::string(info.param.name); });

struct LimitCase {
  const char* name;
  const char* preset;
  const char* fields;
  const char* id;
  double fraction;
  int score;
};

// Each limit hand: one hand that is it (classical-rulesets.md "Limit hands").
const LimitCase kLimits[] = {
    {"thirteen_orphans", "classical", R"("hand":"19m19p19s12345677z","win":"7z")",
     "thirteen_orphans", 1, 1000},
    {"heads_and_tails", "dmjl", R"("hand":"111m999m111p999p11s","win":"1s")", "heads_and_tails", 1,
     500},
    {"all_honours_dmjl", "dmjl",
     R"("seat":"S","hand":"111z33z","melds":["pon 222z","pon 555z","pon 666z"],"win":"3z","win_by":"tsumo")",
     "all_honours", 1, 500},
    {"four_kongs", "classical",
     R"("hand":"11m","melds":["kakan 3333s","kakan 1111s","kakan 3333p","ankan 2222m"],"win":"1m")",
     "four_kongs", 1, 1000},
    {"nine_gates", "classical", R"("hand":"11123455678999m","win":"5m","win_by":"tsumo")",
     "nine_gates", 1, 1000},
    {"nine_gates_last_tile_dmjl", "dmjl", R"("hand":"11123345678999m","win":"3m")", "nine_gates", 1,
     500},
    {"gates_of_heaven", "bmja", R"("hand":"11123455678999m","win":"1m","win_by":"tsumo")",
     "gates_of_heaven", 1, 1000},
    {"heavens_blessing", "classical",
     R"("seat":"E","hand":"123m456m789p234s55p","win":"2s","win_by":"tsumo","first_turn":true)",
     "heavens_blessing", 1, 1000},
    {"earths_blessing", "classical",
     R"("seat":"S","hand":"123m456m789p234s55p","win":"2s","first_turn":true)", "earths_blessing",
     1, 1000},
    {"plum_blossom", "classical",
     R"("hand":"123m456s555p22s","melds":["kakan 7777s"],"win":"5p","win_by":"tsumo","after_kan":true)",
     "plum_blossom", 1, 1000},
    {"moon_from_the_sea", "classical",
     R"("hand":"123m456s111p22s","melds":["pon 777s"],"win":"1p","win_by":"tsumo","last_tile":true)",
     "moon_from_the_sea", 1, 1000},
    {"scratching_pole", "classical",
     R"("hand":"123m456s789p22s","melds":["pon 777s"],"win":"2s","robbing_kan":true)",
     "scratching_pole", 1, 1000},
    {"twofold_fortune", "classical",
     R"("hand":"123m456s22s","melds":["kakan 7777s","ankan 1111p"],"win":"2s","win_by":"tsumo","after_kan":true,"after_double_kan":true)",
     "twofold_fortune", 1, 1000},
    {"hidden_treasure", "classical", R"("hand":"222m555p777s111z99m","win":"2m","win_by":"tsumo")",
     "hidden_treasure", 1, 1000},
    {"buried_treasure", "bmja", R"("hand":"222m555m777m111z99m","win":"9m","win_by":"tsumo")",
     "buried_treasure", 1, 1000},
    {"concealed_one_suit", "dmjl", R"("hand":"123m456m789m111m55m","win":"5m","win_by":"tsumo")",
     "concealed_one_suit", 1, 500},
    {"three_great_scholars", "classical", R"("hand":"555z666z777z123m11p","win":"1p")",
     "three_great_scholars", 1, 1000},
    {"four_blessings", "classical", R"("hand":"111z222z333z444z11p","win":"1p")", "four_blessings",
     1, 1000},
    {"imperial_jade", "classical", R"("hand":"222s333s444s666z88s","win":"8s")", "imperial_jade", 1,
     1000},
    {"squirming_snake", "dmjl", R"("hand":"11122345678999m","win":"2m")", "squirming_snake", 1,
     500},
    {"wriggling_snake", "bmja", R"("hand":"1123456789m1234z","win":"1m","win_by":"tsumo")",
     "wriggling_snake", 1, 1000},
    {"knitting", "bmja", R"("hand":"2345679p2345679s","win":"9p")", "knitting", 0.5, 500},
    {"triple_knitting", "bmja", R"("hand":"2467m24678p24678s","win":"8p")", "triple_knitting", 0.5,
     500},
    {"all_pair_honours", "bmja", R"("hand":"11p99s1122336677z","win":"1p")", "all_pair_honours",
     0.5, 500},
    {"calling_thirteen_orphans", "bmja", R"("won":false,"hand":"19m199p19s134567z")",
     "calling_thirteen_orphans", 0.4, 400},
    {"calling_four_kongs", "bmja",
     R"("won":false,"hand":"1m","melds":["kakan 3333s","kakan 1111s","kakan 3333p","kakan 1111z"])",
     "calling_four_kongs", 0.4, 400},
};

class ClassicalLimit : public testing::TestWithParam<LimitCase> {};

TEST_P(ClassicalLimit, ScoresItsFraction) {
  const LimitCase& c = GetParam();
  const json r = classical(c.preset, c.fields);
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  ASSERT_EQ(r.at("elements").size(), 1u) << r.dump();
  EXPECT_EQ(r.at("elements")[0].at("id"), c.id) << r.dump();
  EXPECT_DOUBLE_EQ(r.at("elements")[0].at("limit").get<double>(), c.fraction);
  EXPECT_DOUBLE_EQ(r.at("limit").get<double>(), c.fraction);
  EXPECT_EQ(r.at("score"), c.score);
  EXPECT_EQ(r.at("points"), 0);
  EXPECT_EQ(r.at("doubles"), 0);
}

INSTANTIATE_TEST_SUITE_P(Classical, ClassicalLimit, testing::ValuesIn(kLimits),
                         [](const auto& info) { return std::string(info.param.name); });

// A hand of seed 003 section 6 scored line by line: South wins by self-draw with an exposed
// pung of red dragons (4, a double), a concealed pung of 9m (8), a chow (0), a pair of its own
// wind (2) and the pung the drawn 5s completed (concealed: 4); Mah Jongg 20, self-drawn 2.
TEST(ClassicalSeed, SectionSixHand) {
  const json r =
      classical("classical", R"("seat":"S","hand":"999m234p555s22z","melds":["pon 777z"],)"
                             R"("win":"5s","win_by":"tsumo")");
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  EXPECT_EQ(r.at("points"), 40);
  EXPECT_EQ(r.at("doubles"), 1);
  EXPECT_EQ(r.at("score"), 80);
  EXPECT_EQ(element(r, "pung_exposed_major", "points"), 4);
  EXPECT_EQ(element(r, "pung_concealed_major", "points"), 8);
  EXPECT_EQ(element(r, "pung_concealed_minor", "points"), 4);
  EXPECT_EQ(element(r, "pair_own_wind", "points"), 2);
  EXPECT_EQ(element(r, "self_drawn", "points"), 2);
  EXPECT_EQ(element(r, "dragon_pung", "doubles"), 1);
  EXPECT_EQ(r.at("won"), true);
  EXPECT_EQ(r.at("dead_hand"), false);
}

// Seed 003 section 7: the same pung completed by a discard counts as exposed.
TEST(ClassicalSeed, DiscardCompletesAnExposedSet) {
  const json r = classical(
      "classical", R"("seat":"S","hand":"999m234p555s22z","melds":["pon 777z"],"win":"5s")");
  EXPECT_EQ(element(r, "pung_exposed_minor", "points"), 2) << r.dump();
  EXPECT_EQ(element(r, "pung_concealed_minor", "points"), 0);
  EXPECT_EQ(r.at("points"), 36);
}

// Seed 003 section 7: the winning tile goes to the set that scores best (the chow takes the
// discarded 4m, the pung of 4m stays concealed).
TEST(ClassicalSeed, WinningTileCompletesTheBestSet) {
  const json r =
      classical("classical", R"("seat":"S","hand":"234444m55z","melds":["pon 999p","pon 111s"],)"
                             R"("win":"4m")");
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  EXPECT_EQ(element(r, "pung_concealed_minor", "points"), 4) << r.dump();
  EXPECT_EQ(element(r, "pung_exposed_minor", "points"), 0);
}

// Seed 003 section 7: a loser's would-be chows are arranged as pungs for the best score.
TEST(ClassicalSeed, LoserArrangesChowsAsPungs) {
  const json r = classical("classical", R"("won":false,"hand":"333444555m19p9s5z")");
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  EXPECT_EQ(element(r, "pung_concealed_minor", "points"), 12) << r.dump();
  EXPECT_EQ(r.at("won"), false);
}

// Seed 003 section 8: a wrong tile count is a dead hand: ok, scoring nothing.
TEST(ClassicalDeadHand, WrongCountScoresNothing) {
  for (const char* fields : {R"("hand":"123m456p789s1122z")",               // a winner of 13
                             R"("won":false,"hand":"123m456p789s11223z")",  // a loser of 14
                             R"("won":false,"hand":"123m","melds":["pon 111z"])"}) {
    const json r = classical("dmjl", fields);
    ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
    EXPECT_EQ(r.at("dead_hand"), true) << fields;
    EXPECT_EQ(r.at("score"), 0);
    EXPECT_EQ(r.at("points"), 0);
    EXPECT_TRUE(r.at("elements").empty());
  }
}

// A concealed four of a kind explains one tile more: a loser scores it as a pung, a winner's
// undeclared kong is no winning hand (Kajongg's "long hand").
TEST(ClassicalDeadHand, UndeclaredKong) {
  const json loser = classical("dmjl", R"("won":false,"hand":"111m446p222s1111z")");
  EXPECT_EQ(loser.at("dead_hand"), false) << loser.dump();
  EXPECT_EQ(loser.at("points"), 20);
  const json winner = classical("dmjl", R"("hand":"111m4456p222s1111z","win":"5p")");
  EXPECT_EQ(winner.at("error").at("code"), "not_winning") << winner.dump();
}

TEST(ClassicalErrors, NotWinningAndBadInput) {
  // BMJA allows one chow in a winning hand.
  EXPECT_EQ(classical("bmja", R"("hand":"123m456m789p222s55p","win":"2s")").at("error").at("code"),
            "not_winning");
  EXPECT_EQ(classical("dmjl", R"("hand":"123m456m789p222s56p","win":"2s")").at("error").at("code"),
            "not_winning");
  // Seven pairs are no hand of dmjl (all pair honours is BMJA's).
  EXPECT_EQ(classical("dmjl", R"("hand":"11p99s1122336677z","win":"1p")").at("error").at("code"),
            "not_winning");
  EXPECT_EQ(classical("dmjl", R"("hand":"123m456m789p222s55p","win":"3p")").at("error").at("code"),
            "invalid_hand");
  EXPECT_EQ(classical("nope", R"("hand":"123m456m789p222s55p")").at("error").at("code"),
            "unknown_preset");
  EXPECT_EQ(classical("dmjl", R"("options":{"no_key":1},"hand":"123m456m789p222s55p")")
                .at("error")
                .at("code"),
            "unknown_option");
  EXPECT_EQ(classical("dmjl", R"("options":{"limits.knitting":2},"hand":"123m456m789p222s55p")")
                .at("error")
                .at("code"),
            "invalid_option");
  EXPECT_EQ(classical("dmjl", R"("options":{"points.mah_jongg":"x"},"hand":"123m456m789p222s55p")")
                .at("error")
                .at("code"),
            "invalid_option");
}

// A hand worth more than the limit: capped, or not with roof_off (ordinary hands only).
TEST(ClassicalLimit, RoofOff) {
  const std::string hand =
      R"("seat":"W","round":"N","hand":"55666z","melds":["chi 123m","pon 111z","pon 777z"],"win":"5z")";
  const json capped = classical("dmjl", hand);
  EXPECT_EQ(capped.at("points"), 44) << capped.dump();
  EXPECT_EQ(capped.at("doubles"), 4);
  EXPECT_EQ(capped.at("score"), 500);
  EXPECT_TRUE(capped.at("limit").is_null());
  const json off = classical("dmjl", R"("options":{"roof_off":true},)" + hand);
  EXPECT_EQ(off.at("score"), 704) << off.dump();
  // A limit hand still scores exactly its limit under roof_off.
  const json jade = classical(
      "dmjl",
      R"("options":{"roof_off":true},"hand":"66688s666z","melds":["kakan 2222s","pon 444s"],"win":"6s")");
  EXPECT_EQ(jade.at("score"), 500) << jade.dump();
}

// Of several limit hands only the highest counts; a fractional limit counts only when it beats
// the ordinary score.
TEST(ClassicalLimit, OnlyTheHighestAndFractions) {
  const std::string hand = R"("hand":"111z222z333z444z55z","win":"5z")";
  const json both = classical("dmjl", R"("options":{"limits.all_honours":0.5},)" + hand);
  ASSERT_EQ(both.at("elements").size(), 1u) << both.dump();
  EXPECT_EQ(both.at("elements")[0].at("id"), "four_blessings");
  EXPECT_EQ(both.at("score"), 500);
  const json half = classical(
      "dmjl", R"("options":{"limits.all_honours":0.5,"limits.four_blessings":0.3},)" + hand);
  EXPECT_TRUE(half.at("limit").is_null()) << half.dump();  // 0.5 x 500 < the capped 500
  EXPECT_EQ(half.at("score"), 500);
  EXPECT_GT(half.at("doubles").get<int>(), 0);
  // A loser's 0.4 calling limit (400) against its ordinary 1280 capped at 1000.
  const json loser =
      classical("bmja", R"("won":false,"hand":"2p555666777z","melds":["kakan 1111z"])");
  EXPECT_TRUE(loser.at("limit").is_null()) << loser.dump();
  EXPECT_EQ(loser.at("score"), 1000);
  const json calling =
      classical("bmja", R"("won":false,"hand":"2p555666777z","melds":["kakan 2222s"])");
  EXPECT_EQ(calling.at("limit"), 0.4) << calling.dump();
  EXPECT_EQ(calling.at("score"), 400);
}

// The presets' differences that are switches: BMJA's three great scholars need no chow.
TEST(ClassicalLimit, ThreeGreatScholarsWithAChow) {
  const std::string hand = R"("hand":"555z666z777z123m11p","win":"1p")";
  EXPECT_EQ(classical("dmjl", hand).at("limit"), 1);
  const json bmja = classical("bmja", hand);
  EXPECT_TRUE(bmja.at("limit").is_null()) << bmja.dump();
}

// Nine gates under dmjl: the surplus tile must be the last tile.
TEST(ClassicalLimit, NineGatesSurplusIsTheLastTile) {
  const json r = classical("dmjl", R"("hand":"11123345678999m","win":"1m")");
  ASSERT_TRUE(r.at("ok").get<bool>()) << r.dump();
  EXPECT_TRUE(r.at("limit").is_null()) << r.dump();
}

// The library's one-call form and the JSON path agree.
TEST(ClassicalLibrary, ScoreText) {
  static const Engine engine = Engine::create().value();
  ScoreRequest context;
  context.family = Family::Classical;
  context.preset = "dmjl";
  auto r = score_text(
      engine, {.hand = "55m", .melds = {"pon 111m", "pon 777m", "chi 234m", "pon 666m"}}, context);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->classical.points, 32);
  EXPECT_EQ(r->classical.doubles, 3);
  EXPECT_FALSE(r->classical.limit_fraction);
  EXPECT_EQ(r->classical.score, 256);
  context.won = false;
  auto dead = score_text(engine, {.hand = "55m"}, context);
  ASSERT_TRUE(dead) << dead.error().message;
  EXPECT_TRUE(dead->classical.dead_hand);
  auto resolved = engine.resolve(Family::Classical, "bmja", {{"roof_off", {true}}});
  ASSERT_TRUE(resolved);
  EXPECT_TRUE(resolved->get<classical::Rules>()->roof_off);
  EXPECT_EQ(resolved->get<classical::Rules>()->max_chows, 1);
}

// `mjscore score --rules classical` prints the scoring sheet.
TEST(ClassicalCli, ScoringSheet) {
  const auto run = test::run_cli(
      "score 55m --meld 'pon 111m' --meld 'pon 777m' --meld 'chi 234m' --meld 'pon 666m' "
      "--rules classical --preset dmjl");
  EXPECT_EQ(run.code, 0);
  EXPECT_NE(run.out.find("one_suit                 3 doubles"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Total     32 points, 3 doubles, score 256"), std::string::npos)
      << run.out;
  const auto loser = test::run_cli("score 1123456788999m --lost --rules classical --preset bmja");
  EXPECT_NE(loser.out.find("calling_gates_of_heaven 0.4 limit"), std::string::npos) << loser.out;
  EXPECT_NE(loser.out.find("limit 0.4, score 400 (losing hand)"), std::string::npos) << loser.out;
  const auto dead = test::run_cli("score 123m --lost --rules classical");
  EXPECT_NE(dead.out.find("Dead hand"), std::string::npos) << dead.out;
  const auto json_out = test::run_cli("score 123m --lost --rules classical --json");
  EXPECT_NE(json_out.out.find(R"("dead_hand":true)"), std::string::npos) << json_out.out;
}

}  // namespace
}  // namespace mjscore
