// Issue 33 property: for random winning hands and random winning conditions, every HK answer is
// either a score whose elements agree with the flags, or invalid_context exactly when the flags
// contradict each other or the hand (docs/hk.md "Refused requests"); no flag is ignored.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "random_winning_hand.hpp"

namespace mjscore {
namespace {

// The contradictions docs/hk.md lists, restated from the rules (not from the scorer).
bool hk_flags_contradict(const test::RandomFlags& f, int kongs, bool bonus, bool open) {
  const bool east = f.seat == 0;
  return (f.first_turn && open) || ((f.after_kan || f.after_double_kan) && !f.tsumo) ||
         (f.after_kan && kongs == 0 && !bonus) ||
         (f.after_double_kan && kongs < 2 && !(kongs == 1 && bonus)) ||
         (f.robbing_kan && f.tsumo) || (f.robbing_kan && (f.after_kan || f.after_double_kan)) ||
         (f.fifth_tile && f.tsumo) || (f.from && f.tsumo) || (f.from && *f.from == f.seat) ||
         (f.liable && *f.liable == f.seat) || (f.first_turn && east && !f.tsumo) ||
         (f.first_turn && !east && f.tsumo) || (f.first_turn && !east && f.from && *f.from != 0);
}

TEST(HkFlagProperty, AnswersAgreeWithTheFlags) {
  const Engine engine = Engine::create().value();
  std::mt19937 rng(33);
  int scored = 0, refused = 0;
  for (int n = 0; n < 3000; ++n) {
    const test::RandomWin hand = test::random_winning_hand(rng);
    const test::RandomFlags f = test::random_flags(rng, true);
    const std::string line =
        R"({"rules":"hk","options":{"min_faan":0},)" + hand.members + "," + f.members() + "}";
    const auto r = nlohmann::json::parse(json::handle_line(engine, line));
    const bool contradiction = hk_flags_contradict(f, hand.kongs, hand.bonus, hand.open);
    if (r.contains("error")) {
      EXPECT_TRUE(contradiction) << line << "\n" << r.dump();
      EXPECT_EQ(r["error"]["code"], "invalid_context") << line << "\n" << r.dump();
      ++refused;
      continue;
    }
    ASSERT_FALSE(contradiction) << "accepted: " << line << "\n" << r.dump();
    ++scored;
    std::set<std::string> ids;
    for (const auto& e : r["elements"]) ids.insert(e["id"].get<std::string>());
    const auto expect_element = [&](bool flag, const char* id) {
      EXPECT_EQ(flag, ids.count(id) == 1) << id << ": " << line << "\n" << r.dump();
    };
    expect_element(f.after_double_kan, "win_by_double_kong");
    expect_element(f.after_kan && !f.after_double_kan, "win_by_kong");
    expect_element(f.robbing_kan, "robbing_kong");
    expect_element(f.last_tile, "last_catch");
    expect_element(f.first_turn && f.seat == 0, "heavenly_hand");
    expect_element(f.first_turn && f.seat != 0, "earthly_hand");
    expect_element(f.tsumo && !f.after_kan && !f.after_double_kan, "self_draw");
    // A liable seat (包: fifth tile, robbed kong, declared) pays everything the winner gains.
    static const char* kSeats[] = {"E", "S", "W", "N"};
    std::optional<int> payer = f.liable;
    if (f.from && (f.fifth_tile || f.robbing_kan)) payer = f.from;
    // (A pure hand's 9-tile penalty may make the discarder pay instead.)
    if (payer && r.contains("deltas") && r["deltas"].is_object())
      EXPECT_TRUE(r["deltas"][kSeats[*payer]].get<int>() == -r["value"].get<int>() ||
                  (f.from && r["deltas"][kSeats[*f.from]].get<int>() == -r["value"].get<int>()))
          << line << "\n"
          << r.dump();
  }
  // The generator reaches both kinds of answer.
  EXPECT_GT(scored, 300);
  EXPECT_GT(refused, 300);
}

}  // namespace
}  // namespace mjscore
