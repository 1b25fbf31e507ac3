// Hong Kong (Cantonese faan) rule set (issue 19, seed 001): every key of docs/hk.md as a value
// type. Filled from rules/hk/<preset>.toml (with `extends`) and then from the request's
// `options`; an unknown key is an error (unknown_option). No member has a default: the root
// preset rules/hk/hk.toml sets each key.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mjscore::hk {

// The HK scoring elements, in the order of their ids (kElementIds). Each is present or not in a
// reading; its faan is the preset's `faan.<id>` (0: the element does not count).
enum class Element : uint8_t {
  // Hand type (seed "Pontuação baseada no tipo de mão")
  CommonHand,
  AllTriplets,
  MixedOneSuit,
  AllOneSuit,
  AllHonors,
  SmallDragons,
  GreatDragons,
  SmallWinds,
  GreatWinds,
  ThirteenOrphans,
  AllKongs,
  SelfTriplets,
  Orphans,
  NineGates,
  // Melds (seed "Pontuação com base na presença de certas combinações")
  SeatWind,
  PrevailingWind,
  RedDragon,
  GreenDragon,
  WhiteDragon,
  MixedOrphans,
  // Winning condition (seed "Pontuação com base na condição de vitória")
  SelfDraw,
  ConcealedHand,
  RobbingKong,
  LastCatch,
  WinByKong,
  WinByDoubleKong,
  HeavenlyHand,
  EarthlyHand,
  // House additions (docs/hk.md): seven pairs, bonus tiles
  SevenPairs,
  NoFlowers,
  OwnFlower,
  OwnSeason,
  AllFlowers,
  AllSeasons,
};
inline constexpr int kElementCount = static_cast<int>(Element::AllSeasons) + 1;

inline constexpr std::array<std::string_view, kElementCount> kElementIds = {
    "common_hand",        "all_triplets",   "mixed_one_suit", "all_one_suit", "all_honors",
    "small_dragons",      "great_dragons",  "small_winds",    "great_winds",  "thirteen_orphans",
    "all_kongs",          "self_triplets",  "orphans",        "nine_gates",   "seat_wind",
    "prevailing_wind",    "red_dragon",     "green_dragon",   "white_dragon", "mixed_orphans",
    "self_draw",          "concealed_hand", "robbing_kong",   "last_catch",   "win_by_kong",
    "win_by_double_kong", "heavenly_hand",  "earthly_hand",   "seven_pairs",  "no_flowers",
    "own_flower",         "own_season",     "all_flowers",    "all_seasons"};

constexpr uint64_t bit(Element e) { return uint64_t{1} << static_cast<int>(e); }

// The bonus-tile elements (bonus_counts_to_minimum decides whether they count to min_faan).
inline constexpr uint64_t kBonusElements = bit(Element::NoFlowers) | bit(Element::OwnFlower) |
                                           bit(Element::OwnSeason) | bit(Element::AllFlowers) |
                                           bit(Element::AllSeasons);

// Faan to base points (seed "Função de tradução de pontos" and the three base-point tables).
enum class Curve : uint8_t {
  Traditional,
  Modern,
  Salon,
  Unlimited,
  OldHk,
  FanLaak,
  Canton,
  Custom
};
inline constexpr std::array<std::string_view, 8> kCurveNames = {
    "traditional", "modern", "salon", "unlimited", "old_hk", "fan_laak", "canton", "custom"};

// Who pays on a win by discard: `half` (半銃, the seed's standard: every loser pays, the
// discarder double) or `all` (全銃: the discarder pays what all three would have paid).
enum class DiscarderPays : uint8_t { Half, All };
inline constexpr std::array<std::string_view, 2> kDiscarderPaysNames = {"half", "all"};

// What the robbed player of a robbed kong pays when liability.robbing_kong holds: the total the
// three losers would pay had the winner self-drawn (seed 001 "Roubando Kong": "uma penalidade
// de 12 peças", i.e. 十二張包自摸), or had the robbed player discarded the tile.
enum class RobbedKongPays : uint8_t { SelfDraw, Discard };
inline constexpr std::array<std::string_view, 2> kRobbedKongPaysNames = {"self_draw", "discard"};

struct Liability {
  bool nine_tile;    // 九張包: ron on a pure hand after 3 exposed sets of its suit
  bool twelve_tile;  // 十二張包自摸: self-drawn pure hand after a 4th exposed set of its suit
  bool fifth_tile;   // 五子包生: request flag `fifth_tile`
  bool robbing_kong;                 // 搶槓: the robbed player pays as under the 12-tile penalty
  RobbedKongPays robbing_kong_pays;  // liability.robbing_kong_pays: which total the robbed pays
  bool declared;                     // the request's `liable` field is honoured
};

// ---- Game (HK games: docs/hk.md "HK games") --------------------------------------------------

// 詐糊 (false win, seed "Terminologia"): what the false winner pays. `limit_self_draw`: to each
// other player what he would pay if that player had self-drawn a max_faan hand; `fixed`:
// false_win_points to each; `none`: nothing.
enum class FalseWin : uint8_t { LimitSelfDraw, Fixed, None };
inline constexpr std::array<std::string_view, 3> kFalseWinNames = {"limit_self_draw", "fixed",
                                                                   "none"};

// Seed "variações de pagamento padrão": when a player runs out of chips. `end`: the game ends at
// once, the leader wins; `play_on`: a player without chips plays on without further loss; `off`:
// scores may go below zero (the seed's buy-back of chips), the game goes on.
enum class OutOfChips : uint8_t { End, PlayOn, Off };
inline constexpr std::array<std::string_view, 3> kOutOfChipsNames = {"end", "play_on", "off"};

struct GameRules {
  int rounds;                 // prevailing winds played: 4 = East to North
  bool dealer_keeps_on_draw;  // the dealer keeps the deal after a draw (and a false win)
  FalseWin false_win;
  int false_win_points;  // false_win = fixed
  OutOfChips out_of_chips;
  int start_chips;  // each player's score at the start
};
// ---- end Game -----------------------------------------------------------------------------

struct Rules {
  std::string name;  // the preset's name

  std::array<int, kElementCount> faan;           // faan.<id>
  std::array<uint64_t, kElementCount> replaces;  // replaces.<id>: bits of the ids it subsumes

  int min_faan;                        // below it: below_minimum
  int max_faan;                        // the cap (limit)
  bool seven_pairs;                    // seven pairs is a winning hand
  bool bonus_counts_to_minimum;        // bonus-tile faan count towards min_faan
  bool concealed_hand_self_draw_only;  // men qing zi mo variant (seed, condição de vitória note)
  bool self_triplets_self_draw_only;   // four concealed triplets only on self-draw

  Curve curve;
  bool modern_third_limit;        // modern: a third doubling at 10 faan
  int salon_base;                 // salon: the constant base
  std::vector<int> custom_curve;  // custom: base per faan, index 0 = 0 faan
  int zero_value_up_to;           // hands of at most this many faan are worth 0 (-1: off)

  int self_draw_multiplier;  // each loser's payment on a self-draw
  int discarder_multiplier;  // the discarder's payment on a win by discard
  DiscarderPays discarder_pays;
  bool east_doubling;  // East pays and receives double

  Liability liability;

  GameRules game;  // game.<key> (HK games)
};

}  // namespace mjscore::hk
