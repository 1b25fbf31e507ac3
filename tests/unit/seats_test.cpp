// Seats for three or four players (include/mjscore/seats.hpp) and the shared game loop
// (src/game/game_loop.hpp): the per-player value keeps its size, a three-player table rotates
// E S W, the loop and the writers go to the table's player count, not to four.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "family/riichi/game_json.hpp"
#include "game/game_loop.hpp"
#include "mjscore/game.hpp"
#include "mjscore/seats.hpp"

namespace mjscore {
namespace {

TEST(PerPlayer, DefaultIsFourZeros) {
  const PlayerScores s{};
  EXPECT_EQ(s.size(), 4u);
  for (int v : s) EXPECT_EQ(v, 0);
}

TEST(PerPlayer, SizeIsTheEntriesGiven) {
  const PlayerScores three{100, -50, -50};
  EXPECT_EQ(three.players(), 3);
  std::vector<int> seen(three.begin(), three.end());
  EXPECT_EQ(seen, (std::vector<int>{100, -50, -50}));
  EXPECT_EQ(PlayerScores::sized(3, 35000), (PlayerScores{35000, 35000, 35000}));
  EXPECT_EQ(PlayerScores(std::array<int, 3>{1, 2, 3}), (PlayerScores{1, 2, 3}));
}

TEST(PerPlayer, EqualityComparesSizeAndEntries) {
  // Three zeros are not four zeros: a three-player value has no fourth entry.
  EXPECT_NE(PlayerScores::sized(3), PlayerScores::sized(4));
  EXPECT_EQ(PlayerScores::sized(4), PlayerScores{});
  EXPECT_NE((PlayerScores{1, 2, 3}), (PlayerScores{1, 2, 4}));
}

TEST(PerPlayer, FillStopsAtTheSize) {
  auto s = PlayerScores::sized(3);
  s.fill(7);
  EXPECT_EQ(s, (PlayerScores{7, 7, 7}));
  EXPECT_EQ(s.data()[3], 0);  // the unused fourth slot stays as made
}

TEST(Seating, FourPlayersRotateThroughFourHandsARound) {
  Seating s;
  std::vector<std::string> labels;
  for (int i = 0; i < 6; ++i) {
    labels.push_back(s.label());
    s.pass_deal();
  }
  EXPECT_EQ(labels, (std::vector<std::string>{"E1", "E2", "E3", "E4", "S1", "S2"}));
  s = Seating{4, 0, 2};  // E3: player 2 deals
  EXPECT_EQ(s.seat_of(2), Wind::East);
  EXPECT_EQ(s.seat_of(3), Wind::South);
  EXPECT_EQ(s.seat_of(0), Wind::West);
  EXPECT_EQ(s.seat_of(1), Wind::North);
}

TEST(Seating, ThreePlayersSitEastSouthWest) {
  Seating s{3, 0, 0};
  std::vector<std::string> labels;
  for (int hand = 0; hand < 7; ++hand) {
    labels.push_back(s.label());
    // Every player has a seat of E S W, none is North; player_at undoes seat_of.
    std::vector<Wind> seats;
    for (int p = 0; p < 3; ++p) {
      seats.push_back(s.seat_of(p));
      EXPECT_EQ(s.player_at(s.seat_of(p)), p);
    }
    std::sort(seats.begin(), seats.end());
    EXPECT_EQ(seats, (std::vector<Wind>{Wind::East, Wind::South, Wind::West}));
    EXPECT_EQ(s.seat_of(s.dealer), Wind::East);
    const bool new_round = s.pass_deal();
    EXPECT_EQ(new_round, hand % 3 == 2);
  }
  EXPECT_EQ(labels, (std::vector<std::string>{"E1", "E2", "E3", "S1", "S2", "S3", "W1"}));
  s = Seating{3, 0, 1};  // E2: player 1 deals, player 2 is South, player 0 West
  EXPECT_EQ(s.seat_of(2), Wind::South);
  EXPECT_EQ(s.seat_of(0), Wind::West);
  EXPECT_EQ(s.turn_distance(2, 0), 1);  // after player 2 comes player 0
  EXPECT_EQ(s.turn_distance(0, 2), 2);
}

TEST(Ranks, SharedAndSeatOrderForThreePlayers) {
  const PlayerScores s{30000, 45000, 30000};
  EXPECT_EQ(shared_ranks(s), (PerPlayer<int>{2, 1, 2}));
  EXPECT_EQ(seat_order_ranks(s), (PerPlayer<int>{2, 1, 3}));
  EXPECT_EQ(standing_order(s), (PerPlayer<int>{1, 0, 2}));
  EXPECT_EQ(riichi::rank_players(s, riichi::Ties::SeatOrder), (PerPlayer<int>{2, 1, 3}));
  EXPECT_EQ(shared_ranks(PerPlayer<long long>{5, 5, 5, 9}), (PerPlayer<int>{2, 2, 2, 1}));
}

// ---- the shared loop with a trivial family of three players ---------------------------------

// A hand: the winner takes `points` from each other player; the dealer keeps the deal when he
// wins. The game ends once the South round is reached.
struct FakeHand {
  int winner = 0;
  int points = 0;
};
struct FakeResult {
  std::string round;
  int dealer = 0;
  int repeat = 0;
  PlayerScores deltas, scores;
};

struct FakeFamily {
  using Table = game::Table<int>;
  struct Settled {
    FakeResult result;
    bool dealer_keeps = false;
  };
  static constexpr std::string_view kOutOfRange = "out of range";

  Result<Settled> settle(std::size_t, const FakeHand& h, const Table& t) const {
    if (h.winner >= t.seating.players) return fail(ErrorCode::invalid_request, "no such player");
    Settled s;
    s.result.round = t.seating.label();
    s.result.dealer = t.seating.dealer;
    s.result.repeat = t.repeat;
    s.result.deltas = PlayerScores::sized(t.seating.players, -h.points);
    s.result.deltas[h.winner] = h.points * (t.seating.players - 1);
    s.dealer_keeps = h.winner == t.seating.dealer;
    return s;
  }
  static PlayerScores change(const Settled& s) { return s.result.deltas; }
  std::string next(std::size_t, Settled& s, const PlayerScores& scores, Table& t) const {
    s.result.scores = scores;
    t.scores = scores;
    return t.rotate(s.dealer_keeps) ? "last_hand" : "";
  }
  static Error after_end(std::size_t i, const std::string& ended_by) {
    return Error{ErrorCode::invalid_request, "hand " + std::to_string(i) + " after " + ended_by,
                 -1};
  }
  static Error at_hand(std::size_t i, Error e) {
    e.message = "hand " + std::to_string(i) + ": " + e.message;
    return e;
  }
};

game::Table<int> three_player_table() {
  game::Table<int> t;
  t.seating.players = 3;
  t.scores = PlayerScores::sized(3, 1000);
  return t;
}

TEST(GameLoop, ThreePlayersPlayARoundOfThreeDeals) {
  FakeFamily family;
  auto t = three_player_table();
  const std::vector<FakeHand> hands{{0, 100}, {1, 10}, {2, 20}, {0, 5}};
  std::vector<FakeResult> out;
  auto ended = game::play_hands(family, hands, t, out);
  ASSERT_TRUE(ended) << ended.error().message;
  // E1: the dealer (0) wins and keeps the deal; E1 again: player 1 wins, the deal passes; E2:
  // player 2 wins; E3: player 0 wins, the deal passes back to player 0: the South round begins
  // and the fake family ends there.
  EXPECT_EQ(*ended, "last_hand");
  ASSERT_EQ(out.size(), 4u);
  EXPECT_EQ(out[0].round, "E1");
  EXPECT_EQ(out[1].round, "E1");
  EXPECT_EQ(out[1].repeat, 1);
  EXPECT_EQ(out[2].round, "E2");
  EXPECT_EQ(out[2].repeat, 0);
  EXPECT_EQ(out[3].round, "E3");
  EXPECT_EQ(out[3].dealer, 2);
  EXPECT_EQ(out[0].deltas, (PlayerScores{200, -100, -100}));
  EXPECT_EQ(out[0].scores, (PlayerScores{1200, 900, 900}));
  EXPECT_EQ(out[3].scores, (PlayerScores{1180, 895, 925}));
  EXPECT_EQ(t.scores, out[3].scores);
  EXPECT_EQ(t.seating.label(), "S1");
}

TEST(GameLoop, StopsOnTheFamilysErrorsAndEnd) {
  FakeFamily family;
  std::vector<FakeResult> out;
  auto t = three_player_table();
  // Player 3 does not sit at a three-player table.
  auto bad = game::play_hands(family, std::vector<FakeHand>{{3, 1}}, t, out);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "hand 0: no such player");
  t = three_player_table();
  auto late =
      game::play_hands(family, std::vector<FakeHand>{{1, 1}, {2, 1}, {0, 1}, {0, 1}}, t, out);
  ASSERT_FALSE(late);
  EXPECT_EQ(late.error().message, "hand 3 after last_hand");
  t = three_player_table();
  t.scores[2] = std::numeric_limits<int>::max();
  auto over = game::play_hands(family, std::vector<FakeHand>{{2, 1}}, t, out);
  ASSERT_FALSE(over);
  EXPECT_EQ(over.error().message, "hand 0: out of range");
  t = three_player_table();
  auto open = game::play_hands(family, std::vector<FakeHand>{{1, 1}}, t, out);
  ASSERT_TRUE(open);
  EXPECT_EQ(*open, "");  // the record stops before the end
}

// ---- writers go to size() --------------------------------------------------------------------

TEST(SeatsWriters, FinalPointsOfThreePlayers) {
  riichi::GameRules g = riichi::GameRules{};
  g.start_points = 35000;
  g.return_points = 40000;
  g.uma = {15, 0, -15, 0};
  g.rounding = riichi::Rounding::None;
  g.ties = riichi::Ties::SeatOrder;
  g.chombo = riichi::ChomboRule::Mangan;
  const auto f = riichi::final_points(PlayerScores{50000, 35000, 20000}, g);
  EXPECT_EQ(f.ranks, (PerPlayer<int>{1, 2, 3}));
  // Oka: 3 x (40000 - 35000) to the first.
  EXPECT_EQ(f.points, (PerPlayer<double>{10 + 15 + 15, -5, -20 - 15}));
  EXPECT_EQ(json::final_response_members(f), R"("ranks":[1,2,3],"points":[40,-5,-35])");
}

TEST(SeatsWriters, GameHandsOfThreePlayers) {
  riichi::GameResult r;
  riichi::HandResult h;
  h.round = "E1";
  h.result = "draw";
  h.deltas = PlayerScores{1000, 1000, -2000};
  h.deposits = PlayerScores::sized(3);
  h.scores = PlayerScores{36000, 36000, 33000};
  r.hands.push_back(h);
  const std::string json = json::game_hands_json(r);
  EXPECT_NE(json.find(R"("deltas":[1000,1000,-2000])"), std::string::npos) << json;
  EXPECT_NE(json.find(R"("riichi_deposits":[0,0,0])"), std::string::npos) << json;
  EXPECT_NE(json.find(R"("scores":[36000,36000,33000])"), std::string::npos) << json;
}

}  // namespace
}  // namespace mjscore
