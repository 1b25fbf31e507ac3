// Riichi rule set: every key of the contract's "Riichi option keys" and "Riichi game option
// keys" as a value type. Filled from rules/riichi/<preset>.toml (with `extends`) and then from
// the request's `options`; an unknown key is an error (unknown_option).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/options.hpp"
#include "mjscore/result.hpp"
#include "mjscore/seats.hpp"

namespace mjscore::riichi {

enum class Kazoe : uint8_t { Yakuman, Sanbaiman, Multiple };
enum class Renhou : uint8_t { Off, Mangan, Yakuman };
// Who pays the honba when a third seat deals into a hand with liability (docs/riichi.md "Pao").
enum class PaoRonHonba : uint8_t { Discarder, Liable };
// How a three-player self-draw is paid without a North seat (docs/sanma.md "Payments"): the
// North share is not paid (tsumo loss), or it is split between the two payers.
enum class TsumoPayment : uint8_t { TsumoLoss, NorthBisection };

// Slots of the per-yaku and per-yakuman values: the widths of the scorer's masks (the scorer's
// yaku table, src/family/riichi/yaku_table.hpp, checks that every yaku and yakuman has one).
inline constexpr int kMaxYaku = 64;
inline constexpr int kMaxYakuman = 16;

// Fu values, keys `fu.<line>` named as the fu_details reasons (seed 000 "Contando fu", "Fu de
// fusiones", "Fu de esperas"; docs/riichi.md "Values"). The pair of a double wind is
// `double_wind_pair_fu`'s.
struct FuValues {
  int base;        // fu.base
  int closed_ron;  // fu.closed_ron
  int tsumo;       // fu.tsumo (none with pinfu)
  int chiitoitsu;  // fu.chiitoitsu: seven pairs, flat (a multiple of 5, not rounded)
  // fu.open_triplet, fu.closed_triplet, fu.open_kan, fu.closed_kan and their `_yaochu` forms
  // (terminals and honours), as [yaochu][concealed][kan].
  std::array<std::array<std::array<int, 2>, 2>, 2> set;
  int pair_dragon;          // fu.pair_dragon
  int pair_seat_wind;       // fu.pair_seat_wind
  int pair_round_wind;      // fu.pair_round_wind
  std::array<int, 5> wait;  // fu.ryanmen, fu.kanchan, fu.penchan, fu.tanki, fu.shanpon
};

// Limits, keys `limits.<limit>.han` / `.basic` (seed 000 "Mangan"; docs/riichi.md "Values").
struct LimitValues {
  // The least han of mangan, haneman, baiman and sanbaiman, and their basic points (mangan's
  // also caps fu x 2^(2+han) below its han).
  std::array<int, 4> han;
  std::array<int, 4> basic;
  int kazoe_han;      // limits.kazoe_yakuman.han: from here the han count per `kazoe`
  int yakuman_basic;  // limits.yakuman.basic: per yakuman
};

// Hand scoring keys (contract "Riichi option keys"). No member has a default: every value comes
// from a preset file (the root preset rules/riichi/riichi.toml sets each key) or an override.
struct ScoringRules {
  // Seats at the table: 4, or 3 for three-player riichi (sanma: no 2m-8m, no chi, kita;
  // docs/sanma.md).
  int players;
  TsumoPayment tsumo_payment;  // three-player self-draws (docs/sanma.md "Payments")
  // Three-player kita (docs/sanma.md "Kita"): a win on the replacement tile drawn after a kita
  // may be `after_kan` (rinshan); a ron on a set-aside North (`robbed_kita`) scores chankan.
  bool kita_rinshan;
  bool kita_chankan;
  bool aka_dora;
  bool open_tanyao;
  bool kiriage_mangan;
  Kazoe kazoe;
  bool double_yakuman;
  bool multiple_yakuman;
  bool open_pinfu_30_fu;
  bool pinfu_tsumo;
  int double_wind_pair_fu;
  Renhou renhou;
  std::vector<std::string> pao;
  // Additions (documented in docs/riichi.md):
  bool wareme;                // the wall-break seat pays/receives double (seed 000 "Wareme")
  int honba_value;            // per counter, whole table (seed 000 "Contadores")
  int riichi_stick_value;     // per riichi stick
  bool ura_dora;              // ura dora for riichi hands
  bool kan_dora;              // extra indicators after kans count
  bool pao_whole_hand;        // the liable seat pays for every yakuman of the hand
  PaoRonHonba pao_ron_honba;  // who pays the honba on a pao ron (docs/riichi.md)
  // Values (docs/riichi.md "Values"), by the scorer's yaku and yakuman order:
  std::array<int8_t, kMaxYaku> han;         // han.<yaku>, closed hand; 0: the yaku is off
  std::array<int8_t, kMaxYaku> open_han;    // open_han.<yaku>; 0: closed only
  std::array<int8_t, kMaxYakuman> yakuman;  // yakuman.<id>: how many yakuman; 0: off
  FuValues fu;
  LimitValues limits;
  // What the scorer derives from the values and switches above (its ScoringTables,
  // src/family/riichi/scoring_tables.hpp), rebuilt by apply_scoring_option whenever a key they
  // depend on is applied. Held in place, so that a copy of the rules is one copy and the scorer
  // reads them beside the values; nothing outside the scorer reads them.
  struct Derived {
    alignas(8) std::byte bytes[7048];
  } derived;
};

enum class GameLength : uint8_t { OneHand, East, South, Full };
enum class RenchanRule : uint8_t { WinOrTenpai, Win, Always, Never };
enum class MultipleRon : uint8_t { Double, Triple, HeadBump };
enum class BustRule : uint8_t { BelowZero, Zero, Off };
// SuddenDeath: every extension hand is played like the last hand (Tenhou); Round: whole
// extension rounds; Off; Immediate (addition): end after any extension hand once someone
// reaches target_points.
enum class Extension : uint8_t { SuddenDeath, Round, Off, Immediate };
enum class ChomboRule : uint8_t { Mangan, FinalDeduction, Off };
// TenhouLegacy (addition, docs/game.md): each score rounded to thousands half away from zero,
// the top gets minus the sum of the others (Tenhou logs up to 2020).
enum class Rounding : uint8_t { Nearest, Floor, Ceil, None, TenhouLegacy };
enum class Ties : uint8_t { Split, SeatOrder };
enum class LeftoverSticks : uint8_t { Top, Lost };
// Additions for the game layer (docs/game.md). DoubleRonSticks::Reclaim (EMA 2016): every ron
// winner collects the honba, each winner takes back its own stick of the hand, the other sticks
// go to the winner nearest the discarder.
enum class DoubleRonSticks : uint8_t { Nearest, Split, Reclaim };
enum class NagashiMultiple : uint8_t { First, All };
enum class NagashiCountsAs : uint8_t { Win, Draw };
// When a record says time was called (docs/game.md "Time limit"): no time limit (a record that
// says so is refused); the hand in progress is the last (WRC); one more hand after it (EMA).
enum class TimeLimitEnding : uint8_t { Off, FinishHand, OneMoreHand };

// The abortive draws of seed 002 途中流局 (and 三家和), the values of `abortive_draws` and of a
// game record's abortive `reason`.
enum class Abortive : uint8_t { NineTerminals, FourWinds, FourKans, FourRiichi, TripleRon };
inline constexpr std::array<std::string_view, 5> kAbortiveReasons = {
    "nine_terminals", "four_winds", "four_kans", "four_riichi", "triple_ron"};
constexpr std::string_view abortive_reason(Abortive a) {
  return kAbortiveReasons[static_cast<int>(a)];
}

// Game keys (contract "Riichi game option keys"); no defaults, as ScoringRules.
struct GameRules {
  GameLength game_length;
  int start_points;
  int return_points;
  int target_points;
  RenchanRule renchan;
  bool noten_payments;
  int noten_total;
  bool nagashi_mangan;
  std::vector<std::string> abortive_draws;
  MultipleRon multiple_ron;
  BustRule bust;
  bool dealer_stop;
  Extension extension;
  ChomboRule chombo;
  int chombo_deduction;
  int two_han_from_honba;
  // By final position, one entry per player (3 for a three-player preset: check_game_rules).
  PerPlayer<double> uma;
  Rounding rounding;
  Ties ties;
  LeftoverSticks leftover_sticks;
  // Additions (docs/game.md documents each):
  bool dealer_stop_tenpai;            // tenpai-yame too (dealer_stop alone: agari-yame)
  int extension_rounds;               // extra winds played at most (1: West; 2: West then North)
  DoubleRonSticks double_ron_sticks;  // honba and sticks on multi-ron
  NagashiMultiple nagashi_multiple;   // several nagashi at once
  bool nagashi_honba;                 // a nagashi mangan collects the honba like a tsumo
  NagashiCountsAs nagashi_counts_as;  // for sticks, honba and the deal
  bool chombo_dealer_passes;          // a dealer's chombo passes the deal
  int two_han_step;                   // with two_han_from_honba: one more han every N honba
  TimeLimitEnding time_limit_ending;  // what a record's `time_called` hand means
  bool time_limit_chombo_ends;        // one_more_hand: a chombo in the extra hand ends the game
};

struct Rules {
  std::string name;  // preset name
  ScoringRules scoring;
  GameRules game;
};

// Applies one key (preset file or request override). unknown_option for a key that is not a
// riichi key; invalid_option for a value of the wrong type or range.
Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value);
Result<void> apply_scoring_option(ScoringRules& rules, const std::string& key,
                                  const OptionValue& value, bool& known);
Result<void> apply_game_option(GameRules& rules, const std::string& key, const OptionValue& value,
                               bool& known);
// The checks between keys that a game or final request needs (docs/sanma-game.md): `uma` has one
// entry per player (`players`); a three-player table lists no abortive draw that needs four
// seats (four_winds, four_riichi, triple_ron). invalid_option naming the key.
Result<void> check_game_rules(const Rules& rules);
// Whether an abortive draw can happen at a table of `players` (four winds and four riichi need
// four seats, a triple ron three others).
bool abortive_possible(std::string_view reason, int players);

}  // namespace mjscore::riichi
