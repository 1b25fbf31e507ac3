// Classical Chinese ("Mah Jongg") rule set (seed 003, issue 20): every value of a preset of
// rules/classical/<preset>.toml as a value type. The elements a hand can score are listed once
// here (X-macros): each list gives the enum, the preset keys (`points.<id>`, `doubles.<id>`,
// `limits.<id>`, `calling.<id>`) and the element ids of the response (docs/classical.md).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "mjscore/error.hpp"
#include "mjscore/options.hpp"

namespace mjscore::classical {

// Elements that score points: the sets of every hand, bonus tiles, the winner's bonus points.
// clang-format off
#define MJSCORE_CLASSICAL_POINTS(X) \
  X(pung_exposed_minor)             \
  X(pung_exposed_major)             \
  X(pung_concealed_minor)           \
  X(pung_concealed_major)           \
  X(kong_exposed_minor)             \
  X(kong_exposed_major)             \
  X(kong_concealed_minor)           \
  X(kong_concealed_major)           \
  X(chow)                           \
  X(pair_dragon)                    \
  X(pair_own_wind)                  \
  X(pair_round_wind)                \
  X(bonus_tile)                     \
  X(mah_jongg)                      \
  X(self_drawn)                     \
  X(loose_tile)                     \
  X(zero_point)                     \
  X(no_chow)                        \
  X(last_discard)                   \
  X(last_wall_tile)                 \
  X(only_possible_tile)             \
  X(pair_completed_minor)           \
  X(pair_completed_major)
// clang-format on

// Elements that double the whole score.
// clang-format off
#define MJSCORE_CLASSICAL_DOUBLES(X) \
  X(dragon_pung)                     \
  X(own_wind_pung)                   \
  X(round_wind_pung)                 \
  X(own_flower_and_season)           \
  X(own_flower)                      \
  X(own_season)                      \
  X(all_flowers)                     \
  X(all_seasons)                     \
  X(three_concealed_pungs)           \
  X(little_three_dragons)            \
  X(big_three_dragons)               \
  X(little_four_joys)                \
  X(big_four_joys)                   \
  X(one_suit_with_honours)           \
  X(one_suit)                        \
  X(all_honours)                     \
  X(no_chow)                         \
  X(only_concealed)                  \
  X(only_majors)                     \
  X(zero_point)                      \
  X(loose_tile)                      \
  X(last_wall_tile)                  \
  X(last_discard)                    \
  X(robbing_kong)                    \
  X(original_call)                   \
  X(calling_one_suit)
// clang-format on

// Limit hands (a fraction of the limit; 0: not a limit hand of the preset).
// clang-format off
#define MJSCORE_CLASSICAL_LIMITS(X) \
  X(thirteen_orphans)               \
  X(heads_and_tails)                \
  X(all_honours)                    \
  X(four_kongs)                     \
  X(nine_gates)                     \
  X(gates_of_heaven)                \
  X(heavens_blessing)               \
  X(earths_blessing)                \
  X(plum_blossom)                   \
  X(moon_from_the_sea)              \
  X(scratching_pole)                \
  X(twofold_fortune)                \
  X(hidden_treasure)                \
  X(buried_treasure)                \
  X(concealed_one_suit)             \
  X(three_great_scholars)           \
  X(four_blessings)                 \
  X(imperial_jade)                  \
  X(squirming_snake)                \
  X(wriggling_snake)                \
  X(knitting)                       \
  X(triple_knitting)                \
  X(all_pair_honours)
// clang-format on

#define MJSCORE_CLASSICAL_ENUM(name) name,
enum class P : uint8_t { MJSCORE_CLASSICAL_POINTS(MJSCORE_CLASSICAL_ENUM) count };
enum class D : uint8_t { MJSCORE_CLASSICAL_DOUBLES(MJSCORE_CLASSICAL_ENUM) count };
enum class L : uint8_t { MJSCORE_CLASSICAL_LIMITS(MJSCORE_CLASSICAL_ENUM) count };
#undef MJSCORE_CLASSICAL_ENUM

inline constexpr int kPointCount = static_cast<int>(P::count);
inline constexpr int kDoubleCount = static_cast<int>(D::count);
inline constexpr int kLimitCount = static_cast<int>(L::count);

#define MJSCORE_CLASSICAL_NAME(name) #name,
inline constexpr std::array<std::string_view, kPointCount> kPointNames = {
    MJSCORE_CLASSICAL_POINTS(MJSCORE_CLASSICAL_NAME)};
inline constexpr std::array<std::string_view, kDoubleCount> kDoubleNames = {
    MJSCORE_CLASSICAL_DOUBLES(MJSCORE_CLASSICAL_NAME)};
inline constexpr std::array<std::string_view, kLimitCount> kLimitNames = {
    MJSCORE_CLASSICAL_LIMITS(MJSCORE_CLASSICAL_NAME)};
inline constexpr std::array<std::string_view, kLimitCount> kCallingNames = {
#define MJSCORE_CLASSICAL_CALLING(name) "calling_" #name,
    MJSCORE_CLASSICAL_LIMITS(MJSCORE_CLASSICAL_CALLING)
#undef MJSCORE_CLASSICAL_CALLING
};
#undef MJSCORE_CLASSICAL_NAME

// ---- Settlement and games (keys `settle.*` and `game.*`; docs/classical-games.md) ----------

// How the losers pay (seed 003 section 7; classical-rulesets.md "Settlement").
struct SettleRules {
  bool east_doubles;                 // payments to or from East are doubled
  bool losers_settle;                // the losers pay each other the differences of their scores
  bool east_doubles_between_losers;  // East's doubling applies between losers too
  bool dangerous_game;               // a dangerous game's discarder pays for all (Kajongg)
  bool dangerous_losers_settle;      // in a dangerous game the losers still settle among them
};

// When East keeps the deal: after its own win, after its win or a draw, never.
enum class EastKeepsDeal : uint8_t { Win, WinOrDraw, Never };
inline constexpr std::array<std::string_view, 3> kEastKeepsDealNames = {"win", "win_or_draw",
                                                                        "never"};

// A classical game (src/family/classical/classical_game.cpp).
struct GameRules {
  EastKeepsDeal east_keeps_deal;
  int nine_wins_limit;  // East's n-th win in a row scores the limit and the deal passes (0: off)
  int wind_rounds;      // prevailing winds played: 4 = East to North
  int max_rounds;       // the game ends after this many rounds (deals; 0: no limit)
};

// No member has a default: the root preset rules/classical/classical.toml sets every key.
struct Rules {
  std::string name;       // preset name
  int limit;              // the limit of a hand's score
  bool roof_off;          // ordinary hands are not capped at the limit (limit hands still are)
  int max_chows;          // chows a winning hand may hold (BMJA: 1)
  bool one_suit_no_chow;  // `doubles.one_suit` needs no chow (BMJA "purity")
  bool colour_doubles_for_losers;     // one suit (with honours), all honours: every hand
  bool three_great_scholars_no_chow;  // BMJA: the limit hand holds no chow
  bool nine_gates_last_tile;          // DMJL: the surplus tile of nine gates is the last tile
  // `after_kan` (a loose tile) is accepted on a hand holding no kong and no bonus tile
  // (Kajongg's rule sets accept it; docs/classical.md "Refused requests").
  bool loose_tile_without_kong;
  std::array<int, kPointCount> points;
  std::array<int, kDoubleCount> doubles;
  std::array<double, kLimitCount> limits;
  std::array<double, kLimitCount> calling;  // a losing hand one tile from the limit hand
  SettleRules settle;                       // settle.*
  GameRules game;                           // game.*

  int point(P p) const { return points[static_cast<int>(p)]; }
  int doubling(D d) const { return doubles[static_cast<int>(d)]; }
  double limit_of(L l) const { return limits[static_cast<int>(l)]; }
};

// Applies one key (preset file or request override): unknown_option, invalid_option.
Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value);

}  // namespace mjscore::classical
