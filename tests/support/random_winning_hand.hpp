// Test helper (issue 33 property tests): random winning hands of four sets and a pair (melds
// among them, every kong a meld), no tile kind more than four times, and random winning
// conditions, as the JSON members of a score request. Deterministic for a seeded generator.
#pragma once

#include <array>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace mjscore::test {

struct RandomWin {
  std::string members;  // "hand", "melds", "win", "bonus" members, without braces
  int kongs = 0;
  bool bonus = false;
  bool open = false;  // a meld other than a concealed kong
};

// Tile kind k (0-33) in notation: its rank digit and suit letter.
inline std::string random_hand_tile(int k) { return std::to_string(k % 9 + 1) + "mpsz"[k / 9]; }

inline std::string random_hand_counts(const std::array<int, 34>& counts) {
  std::string out;
  for (int suit = 0; suit < 4; ++suit) {
    std::string digits;
    for (int r = 0; r < 9 && suit * 9 + r < 34; ++r)
      digits.append(counts[suit * 9 + r], char('1' + r));
    if (!digits.empty()) out += digits + "mpsz"[suit];
  }
  return out;
}

inline RandomWin random_winning_hand(std::mt19937& rng) {
  std::array<int, 34> used{}, concealed{};
  std::vector<std::string> melds;
  RandomWin w;
  const auto roll = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  for (int sets = 0; sets < 4;) {
    const int kind = roll(4);  // 0, 1 chow; 2 pung; 3 kong
    if (kind <= 1) {
      const int t = roll(3) * 9 + roll(7);
      if (used[t] == 4 || used[t + 1] == 4 || used[t + 2] == 4) continue;
      for (int i = 0; i < 3; ++i) ++used[t + i];
      if (roll(3) == 0) {
        w.open = true;
        melds.push_back("chi " + random_hand_counts([&] {
                          std::array<int, 34> c{};
                          for (int i = 0; i < 3; ++i) c[t + i] = 1;
                          return c;
                        }()));
      } else {
        for (int i = 0; i < 3; ++i) ++concealed[t + i];
      }
    } else {
      const int t = roll(34), n = kind == 2 ? 3 : 4;
      if (used[t] + n > 4) continue;
      used[t] += n;
      const std::string tiles =
          std::string(static_cast<std::size_t>(n), char('1' + t % 9)) + "mpsz"[t / 9];
      if (n == 4) {
        static const char* kKongs[] = {"kan ", "ankan ", "kakan "};
        const int k = roll(3);
        melds.push_back(kKongs[k] + tiles);
        w.open |= k != 1;
        ++w.kongs;
      } else if (roll(3) == 0) {
        melds.push_back("pon " + tiles);
        w.open = true;
      } else {
        concealed[t] += 3;
      }
    }
    ++sets;
  }
  int pair = roll(34);
  while (used[pair] + 2 > 4) pair = roll(34);
  concealed[pair] += 2;
  // The winning tile: any concealed tile.
  std::vector<int> held;
  for (int k = 0; k < 34; ++k)
    if (concealed[k]) held.push_back(k);
  const int win = held[static_cast<std::size_t>(roll(static_cast<int>(held.size())))];
  w.members =
      R"("hand":")" + random_hand_counts(concealed) + R"(","win":")" + random_hand_tile(win) + '"';
  if (!melds.empty()) {
    w.members += R"(,"melds":[)";
    for (std::size_t i = 0; i < melds.size(); ++i) w.members += (i ? ",\"" : "\"") + melds[i] + '"';
    w.members += ']';
  }
  if (roll(4) == 0) {
    std::string bonus;
    for (int b = 1; b <= 8; ++b)
      if (roll(3) == 0) bonus += char('0' + b);
    if (!bonus.empty()) {
      w.members += R"(,"bonus":")" + bonus + "f\"";
      w.bonus = true;
    }
  }
  return w;
}

// Random winning conditions of a score request.
struct RandomFlags {
  bool tsumo = false, after_kan = false, after_double_kan = false, robbing_kan = false,
       first_turn = false, last_tile = false, fifth_tile = false, original_call = false;
  int seat = 0, round = 0;
  std::optional<int> from, liable;

  std::string members() const {
    static const char* kSeat[] = {"E", "S", "W", "N"};
    std::string m = std::string(R"("win_by":")") + (tsumo ? "tsumo" : "ron") + R"(","seat":")" +
                    kSeat[seat] + R"(","round":")" + kSeat[round] + '"';
    if (from) m += std::string(R"(,"from":")") + kSeat[*from] + '"';
    if (liable) m += std::string(R"(,"liable":")") + kSeat[*liable] + '"';
    for (auto [on, name] : {std::pair{after_kan, "after_kan"},
                            {after_double_kan, "after_double_kan"},
                            {robbing_kan, "robbing_kan"},
                            {first_turn, "first_turn"},
                            {last_tile, "last_tile"},
                            {fifth_tile, "fifth_tile"},
                            {original_call, "original_call"}})
      if (on) m += std::string(",\"") + name + "\":true";
    return m;
  }
};

inline RandomFlags random_flags(std::mt19937& rng, bool hk) {
  const auto chance = [&](int percent) { return static_cast<int>(rng() % 100) < percent; };
  RandomFlags f;
  f.tsumo = chance(50);
  f.seat = static_cast<int>(rng() % 4);
  f.round = static_cast<int>(rng() % 4);
  if (chance(60)) f.from = static_cast<int>(rng() % 4);
  f.after_kan = chance(20);
  f.after_double_kan = chance(10);
  f.robbing_kan = chance(15);
  f.first_turn = chance(15);
  f.last_tile = chance(15);
  if (hk) {
    f.fifth_tile = chance(10);
    if (chance(10)) f.liable = static_cast<int>(rng() % 4);
  } else {
    f.original_call = chance(10);
    if (chance(3)) f.liable = static_cast<int>(rng() % 4);
    f.fifth_tile = chance(3);
  }
  return f;
}

}  // namespace mjscore::test
