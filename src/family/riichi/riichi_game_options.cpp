// Riichi game keys (contract "Riichi game option keys" plus the additions documented in
// docs/game.md). Preset files and request `options` reach this through apply_option.
#include <array>
#include <charconv>
#include <cmath>

#include "family/riichi/riichi_option_keys.hpp"
#include "mjscore/riichi_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::riichi {
namespace {

using namespace option_access;
using G = GameRules;

// "10-20" style: the bigger number goes from fourth to first, the smaller from third to second
// (seed 002 馬: "10‧20" = [+20, +10, -10, -20]; "15-5" = [+15, +5, -5, -15]). Four players only:
// for three the text does not say what second place gets (check_game_rules refuses it there).
Result<PerPlayer<double>> parse_uma_text(const std::string& key, const std::string& text) {
  const auto dash = text.find_first_of("-.\xe2");  // "10-20", "10.20"; "10‧20" starts with E2
  if (dash == std::string::npos || dash == 0) return wrong(key, "\"A-B\" or 4 numbers");
  size_t second = dash + 1;
  if (static_cast<unsigned char>(text[dash]) == 0xE2) second = dash + 3;  // U+2027 (3 bytes)
  int a = 0, b = 0;
  auto r1 = std::from_chars(text.data(), text.data() + dash, a);
  auto r2 =
      std::from_chars(text.data() + std::min(second, text.size()), text.data() + text.size(), b);
  if (r1.ec != std::errc{} || r1.ptr != text.data() + dash || r2.ec != std::errc{} ||
      r2.ptr != text.data() + text.size() || a < 0 || b < 0)
    return wrong(key, "\"A-B\" or 4 numbers");
  const double big = std::max(a, b), small = std::min(a, b);
  return PerPlayer<double>{big, small, -small, -big};
}

// A list of 4 numbers (four players) or 3 (three players), or "A-B".
Result<void> set_uma(const std::string& key, const OptionValue& v, PerPlayer<double>& out) {
  if (const auto* s = std::get_if<std::string>(&v.value)) {
    auto uma = parse_uma_text(key, *s);
    if (!uma) return tl::unexpected(uma.error());
    out = *uma;
    return {};
  }
  const auto* list = std::get_if<std::vector<double>>(&v.value);
  if (!list || (list->size() != 4 && list->size() != 3))
    return wrong(key, "4 numbers or \"A-B\"");  // the four-player wording; 3 are also taken
  auto uma = PerPlayer<double>::sized(static_cast<int>(list->size()));
  for (size_t i = 0; i < list->size(); ++i) {
    if (!std::isfinite((*list)[i]) || std::fabs((*list)[i]) > 1e6)
      return wrong(key, std::to_string(list->size()) + " finite numbers");
    uma[i] = (*list)[i];
  }
  out = uma;
  return {};
}

Result<void> uma(G& r, const std::string& key, const OptionValue& v) {
  return set_uma(key, v, r.uma);
}

Result<void> abortive_draws(G& r, const std::string& key, const OptionValue& v) {
  return set_id_list(key, v, kAbortiveReasons, "abortive draw reasons", r.abortive_draws);
}

constexpr std::array<std::string_view, 4> kGameLengthNames = {"one_hand", "east", "south", "full"};
constexpr std::array<std::string_view, 4> kRenchanNames = {"win_or_tenpai", "win", "always",
                                                           "never"};
constexpr std::array<std::string_view, 3> kMultipleRonNames = {"double", "triple", "head_bump"};
constexpr std::array<std::string_view, 3> kBustNames = {"below_zero", "zero", "off"};
constexpr std::array<std::string_view, 4> kExtensionNames = {"sudden_death", "round", "off",
                                                             "immediate"};
constexpr std::array<std::string_view, 3> kChomboNames = {"mangan", "final_deduction", "off"};
constexpr std::array<std::string_view, 5> kRoundingNames = {"nearest", "floor", "ceil", "none",
                                                            "tenhou_legacy"};
constexpr std::array<std::string_view, 2> kTiesNames = {"split", "seat_order"};
constexpr std::array<std::string_view, 2> kLeftoverSticksNames = {"top", "lost"};
constexpr std::array<std::string_view, 3> kDoubleRonSticksNames = {"nearest", "split", "reclaim"};
constexpr std::array<std::string_view, 2> kNagashiMultipleNames = {"first", "all"};
constexpr std::array<std::string_view, 2> kNagashiCountsAsNames = {"win", "draw"};
constexpr std::array<std::string_view, 3> kTimeLimitEndingNames = {"off", "finish_hand",
                                                                   "one_more_hand"};

constexpr OptionKey<G> kGameKeys[] = {
    {"game_length", choice<&G::game_length, kGameLengthNames>},
    {"start_points", integer<&G::start_points, 0, 10'000'000>},
    {"return_points", integer<&G::return_points, 0, 10'000'000>},
    {"target_points", integer<&G::target_points, 0, 10'000'000>},
    {"renchan", choice<&G::renchan, kRenchanNames>},
    {"noten_payments", boolean<&G::noten_payments>},
    {"noten_total", integer<&G::noten_total, 0, 1'000'000>},
    {"nagashi_mangan", boolean<&G::nagashi_mangan>},
    {"abortive_draws", abortive_draws},
    {"multiple_ron", choice<&G::multiple_ron, kMultipleRonNames>},
    {"bust", choice<&G::bust, kBustNames>},
    {"dealer_stop", boolean<&G::dealer_stop>},
    {"extension", choice<&G::extension, kExtensionNames>},
    {"chombo", choice<&G::chombo, kChomboNames>},
    {"chombo_deduction", integer<&G::chombo_deduction, 0, 10'000'000>},
    {"two_han_from_honba", integer<&G::two_han_from_honba, 0, 1000>},
    {"uma", uma},
    {"rounding", choice<&G::rounding, kRoundingNames>},
    {"ties", choice<&G::ties, kTiesNames>},
    {"leftover_sticks", choice<&G::leftover_sticks, kLeftoverSticksNames>},
    // Additions (docs/game.md).
    {"dealer_stop_tenpai", boolean<&G::dealer_stop_tenpai>},
    {"extension_rounds", integer<&G::extension_rounds, 1, 3>},
    {"double_ron_sticks", choice<&G::double_ron_sticks, kDoubleRonSticksNames>},
    {"nagashi_multiple", choice<&G::nagashi_multiple, kNagashiMultipleNames>},
    {"nagashi_honba", boolean<&G::nagashi_honba>},
    {"nagashi_counts_as", choice<&G::nagashi_counts_as, kNagashiCountsAsNames>},
    {"chombo_dealer_passes", boolean<&G::chombo_dealer_passes>},
    {"two_han_step", integer<&G::two_han_step, 0, 1000>},
    {"time_limit_ending", choice<&G::time_limit_ending, kTimeLimitEndingNames>},
    {"time_limit_chombo_ends", boolean<&G::time_limit_chombo_ends>},
};

}  // namespace

std::span<const OptionKey<GameRules>> game_option_keys() { return kGameKeys; }

bool abortive_possible(std::string_view reason, int players) {
  return players >= 4 || (reason != abortive_reason(Abortive::FourWinds) &&
                          reason != abortive_reason(Abortive::FourRiichi) &&
                          reason != abortive_reason(Abortive::TripleRon));
}

Result<void> check_game_rules(const Rules& rules) {
  const int players = rules.scoring.players;
  const GameRules& g = rules.game;
  if (g.uma.players() != players)
    return fail(ErrorCode::invalid_option,
                "option \"uma\": " + std::to_string(g.uma.players()) + " entries, but " +
                    std::to_string(players) + " players (one entry per final position" +
                    (players == 3 ? "; three players: a list of 3 such as [20, 0, -20], not "
                                    "\"A-B\")"
                                  : ")"));
  for (const std::string& reason : g.abortive_draws)
    if (!abortive_possible(reason, players))
      return fail(ErrorCode::invalid_option, "option \"abortive_draws\": \"" + reason +
                                                 "\" cannot happen with " +
                                                 std::to_string(players) + " players");
  return {};
}

Result<void> apply_game_option(GameRules& rules, const std::string& key, const OptionValue& value,
                               bool& known) {
  return apply_key(game_option_keys(), rules, key, value, known);
}

}  // namespace mjscore::riichi
