// Issue 33 property: for random winning hands and random winning conditions under each classical
// preset, every answer is a score whose elements agree with the flags, not_winning (a preset's
// chow limit), invalid_request for another family's field, or invalid_context exactly when the
// flags contradict each other or the hand (docs/classical.md "Refused requests").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "mjscore/classical_rules.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "random_winning_hand.hpp"

namespace mjscore {
namespace {

using classical::D;
using classical::P;

// The contradictions docs/classical.md lists, restated from the rules (not from the scorer).
bool classical_flags_contradict(const test::RandomFlags& f, const test::RandomWin& h,
                                bool loose_tile_without_kong) {
  const bool east = f.seat == 0;
  return (f.from && f.tsumo) || (f.from && *f.from == f.seat) ||
         ((f.after_kan || f.after_double_kan) && !f.tsumo) ||
         (f.after_kan && h.kongs == 0 && !h.bonus && !loose_tile_without_kong) ||
         (f.after_double_kan && h.kongs < 2 && !(h.kongs == 1 && h.bonus)) ||
         (f.robbing_kan && f.tsumo) || (f.robbing_kan && (f.after_kan || f.after_double_kan)) ||
         (f.first_turn && h.open) || (f.first_turn && east && !f.tsumo) ||
         (f.first_turn && !east && f.tsumo) || (f.first_turn && !east && f.from && *f.from != 0);
}

void check_classical_preset(const Engine& engine, const std::string& preset, unsigned seed) {
  const auto resolved = engine.resolve(Family::Classical, preset, {});
  ASSERT_TRUE(resolved);
  const classical::Rules& rules = *resolved->get<classical::Rules>();
  const auto valued = [&](P p, D d) { return rules.point(p) > 0 || rules.doubling(d) > 0; };
  std::mt19937 rng(seed);
  int scored = 0, refused = 0;
  for (int n = 0; n < 2000; ++n) {
    const test::RandomWin hand = test::random_winning_hand(rng);
    const test::RandomFlags f = test::random_flags(rng, false);
    const std::string line = R"({"rules":"classical","preset":")" + preset + "\"," + hand.members +
                             "," + f.members() + "}";
    const auto r = nlohmann::json::parse(json::handle_line(engine, line));
    const bool foreign = f.liable || f.fifth_tile;
    const bool contradiction = classical_flags_contradict(f, hand, rules.loose_tile_without_kong);
    if (r.contains("error")) {
      const std::string code = r["error"]["code"];
      if (foreign) {
        EXPECT_EQ(code, "invalid_request") << line << "\n" << r.dump();
      } else if (code != "not_winning") {
        EXPECT_TRUE(contradiction) << line << "\n" << r.dump();
        EXPECT_EQ(code, "invalid_context") << line << "\n" << r.dump();
        ++refused;
      }
      continue;
    }
    ASSERT_FALSE(foreign || contradiction) << "accepted: " << line << "\n" << r.dump();
    ++scored;
    std::set<std::string> ids;
    bool limit = false;
    for (const auto& e : r["elements"]) {
      ids.insert(e["id"].get<std::string>());
      limit |= e.contains("limit");
    }
    const auto implies = [&](const char* id, bool holds) {
      if (ids.count(id)) EXPECT_TRUE(holds) << id << ": " << line << "\n" << r.dump();
    };
    // Elements only the flags give.
    implies("heavens_blessing", f.first_turn && f.seat == 0 && f.tsumo);
    implies("earths_blessing", f.first_turn && f.seat != 0 && !f.tsumo);
    implies("twofold_fortune", f.after_double_kan);
    implies("plum_blossom", f.after_kan && f.tsumo);
    implies("scratching_pole", f.robbing_kan && !f.tsumo);
    implies("loose_tile", f.after_kan && f.tsumo);
    implies("robbing_kong", f.robbing_kan && !f.tsumo);
    implies("self_drawn", f.tsumo);
    // Flags whose element the preset values appear, unless a limit hand takes their place.
    const auto expect = [&](bool flag, const char* id) {
      if (flag && !limit) EXPECT_EQ(ids.count(id), 1u) << id << ": " << line << "\n" << r.dump();
    };
    if (f.first_turn || f.after_double_kan) EXPECT_TRUE(limit) << line << "\n" << r.dump();
    expect(f.after_kan && valued(P::loose_tile, D::loose_tile), "loose_tile");
    expect(f.robbing_kan && rules.doubling(D::robbing_kong) > 0, "robbing_kong");
    expect(f.last_tile && f.tsumo && valued(P::last_wall_tile, D::last_wall_tile),
           "last_wall_tile");
    expect(f.last_tile && !f.tsumo && valued(P::last_discard, D::last_discard), "last_discard");
    expect(f.original_call && rules.doubling(D::original_call) > 0, "original_call");
  }
  EXPECT_GT(scored, 200) << preset;
  EXPECT_GT(refused, 200) << preset;
}

TEST(ClassicalFlagProperty, AnswersAgreeWithTheFlags) {
  const Engine engine = Engine::create().value();
  check_classical_preset(engine, "classical", 33);
  check_classical_preset(engine, "dmjl", 34);
  check_classical_preset(engine, "bmja", 35);
}

}  // namespace
}  // namespace mjscore
