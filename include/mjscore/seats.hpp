// Players and seats at a table of three or four (issue 31, "one table for any number of
// seats"): one value type for data kept per player or per seat, sized by the game's player
// count, the seating of a hand (who deals, every player's seat wind, the round wind, how the
// deal passes) and the ranks of a standing. Every family's game uses these; nothing here knows a
// family. The default is four players everywhere.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "mjscore/tiles.hpp"

namespace mjscore {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kDefaultPlayers = 4;

// One entry per player, by player number (player 0 is the first dealer), or per seat where a
// field says "by seat" (E S W N). The size is the game's player count, 1 to kMaxPlayers (three-
// player riichi: 3), fixed when the value is made; storage is always kMaxPlayers entries, so a
// value is a small trivially copyable array whatever the count, and one code path serves three
// and four players. Everything that walks one (loops, JSON writers, equality) goes to `size()`:
// a three-player value has no fourth entry to write.
//
// Made as: PerPlayer<int>{} (kDefaultPlayers zeros), PerPlayer<int>{a, b, c} (the entries given:
// size 3), PerPlayer<int>::sized(3, x) (three times x), or from a std::array of up to four.
template <class T>
class PerPlayer {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using reference = T&;
  using const_reference = const T&;
  using iterator = T*;
  using const_iterator = const T*;

  constexpr PerPlayer() = default;
  constexpr PerPlayer(std::initializer_list<T> values)
      : size_(static_cast<std::uint8_t>(values.size())) {
    assert(values.size() >= 1 && values.size() <= kMaxPlayers);
    std::copy(values.begin(), values.end(), v_.begin());
  }
  template <std::size_t N>
  requires(N >= 1 && N <= kMaxPlayers) constexpr PerPlayer(const std::array<T, N>& values)
      : size_(N) {  // NOLINT: implicit on purpose
    std::copy(values.begin(), values.end(), v_.begin());
  }
  // `players` entries, each `value`.
  static constexpr PerPlayer sized(int players, const T& value = T{}) {
    assert(players >= 1 && players <= kMaxPlayers);
    PerPlayer out;
    out.size_ = static_cast<std::uint8_t>(players);
    out.fill(value);
    return out;
  }

  constexpr size_type size() const { return size_; }
  constexpr int players() const { return size_; }
  constexpr T& operator[](size_type i) {
    assert(i < size_);
    return v_[i];
  }
  constexpr const T& operator[](size_type i) const {
    assert(i < size_);
    return v_[i];
  }
  constexpr T* data() { return v_.data(); }
  constexpr const T* data() const { return v_.data(); }
  constexpr T* begin() { return v_.data(); }
  constexpr T* end() { return v_.data() + size_; }
  constexpr const T* begin() const { return v_.data(); }
  constexpr const T* end() const { return v_.data() + size_; }
  constexpr void fill(const T& value) { std::fill(begin(), end(), value); }

  friend constexpr bool operator==(const PerPlayer& a, const PerPlayer& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  std::array<T, kMaxPlayers> v_{};
  std::uint8_t size_ = kDefaultPlayers;
};

using PlayerScores = PerPlayer<int>;  // by player number

// Who sits where for one hand. Players are numbered by their seat at the start: player 0 is the
// first dealer (East). The deal passes to the next player in turn order; once every player has
// dealt, the round wind moves on (four players: E1 E2 E3 E4 S1 ...; three: E1 E2 E3 S1 ...).
struct Seating {
  int players = kDefaultPlayers;
  int round = 0;   // wind rounds begun before this hand's: 0 East, 1 South...; may pass North
  int dealer = 0;  // the player who is East this hand: the hand's number in its round is dealer+1

  constexpr Wind round_wind() const { return wind_at(round); }
  constexpr int hand() const { return dealer + 1; }
  constexpr Wind seat_of(int player) const {
    return wind_at((player - dealer + players) % players);
  }
  constexpr int player_at(Wind seat) const { return (index(seat) + dealer) % players; }
  // Turn order distance from `from` to `player`: 1 = the next player.
  constexpr int turn_distance(int from, int player) const {
    return (player - from + players) % players;
  }
  // Moves the deal to the next player; true when that begins the next wind round.
  constexpr bool pass_deal() {
    if (++dealer < players) return false;
    dealer = 0;
    ++round;
    return true;
  }
  // The round label: the round wind's letter and the hand's number in the round ("E1", "S3").
  std::string label() const {
    std::string s(1, kWindLetters[index(round_wind())]);
    s += std::to_string(hand());
    return s;
  }
};

// Standing ranks where equal scores share a rank: 1 + the number of players with a strictly
// higher score.
template <class T>
PerPlayer<int> shared_ranks(const PerPlayer<T>& scores) {
  auto ranks = PerPlayer<int>::sized(scores.players());
  for (int p = 0; p < scores.players(); ++p) {
    int better = 0;
    for (const T& q : scores) better += q > scores[p];
    ranks[p] = better + 1;
  }
  return ranks;
}

// Players from the best to the worst: the higher score first, then the earlier seat at the start.
template <class T>
PerPlayer<int> standing_order(const PerPlayer<T>& scores) {
  auto order = PerPlayer<int>::sized(scores.players());
  for (int p = 0; p < scores.players(); ++p) order[p] = p;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });
  return order;
}

// Standing ranks without ties: ties go to the earlier seat at the start.
template <class T>
PerPlayer<int> seat_order_ranks(const PerPlayer<T>& scores) {
  const PerPlayer<int> order = standing_order(scores);
  auto ranks = PerPlayer<int>::sized(scores.players());
  for (int pos = 0; pos < scores.players(); ++pos) ranks[order[pos]] = pos + 1;
  return ranks;
}

}  // namespace mjscore
