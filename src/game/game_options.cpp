// Riichi game option keys (contract "Riichi game option keys" plus the additions documented in
// docs/game.md). Preset files and request `options` reach this through apply_option.
#include <array>
#include <charconv>
#include <cmath>

#include "mjscore/riichi_rules.hpp"
#include "rules/option_value_access.hpp"

namespace mjscore::riichi {
namespace {

using namespace option_access;

// The abortive draws of seed 002 途中流局 (and 三家和).
constexpr std::array<std::string_view, 5> kAbortiveReasons = {
    "nine_terminals", "four_winds", "four_kans", "four_riichi", "triple_ron"};

Result<void> set_int(const std::string& key, const OptionValue& v, long long lo, long long hi,
                     int& out) {
  auto i = get_int(key, v);
  if (!i) return tl::unexpected(i.error());
  if (*i < lo || *i > hi)
    return wrong(key, "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
  out = static_cast<int>(*i);
  return {};
}

Result<void> set_bool(const std::string& key, const OptionValue& v, bool& out) {
  auto b = get_bool(key, v);
  if (!b) return tl::unexpected(b.error());
  out = *b;
  return {};
}

template <class E, size_t N>
Result<void> set_choice(const std::string& key, const OptionValue& v,
                        const std::array<std::string_view, N>& names, E& out) {
  auto c = get_choice(key, v, names);
  if (!c) return tl::unexpected(c.error());
  out = static_cast<E>(*c);
  return {};
}

// "10-20" style: the bigger number goes from fourth to first, the smaller from third to second
// (seed 002 馬: "10‧20" = [+20, +10, -10, -20]; "15-5" = [+15, +5, -5, -15]).
Result<std::array<double, 4>> parse_uma_text(const std::string& key, const std::string& text) {
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
  return std::array<double, 4>{big, small, -small, -big};
}

Result<void> set_uma(const std::string& key, const OptionValue& v, std::array<double, 4>& out) {
  if (const auto* s = std::get_if<std::string>(&v.value)) {
    auto uma = parse_uma_text(key, *s);
    if (!uma) return tl::unexpected(uma.error());
    out = *uma;
    return {};
  }
  const auto* list = std::get_if<std::vector<double>>(&v.value);
  if (!list || list->size() != 4) return wrong(key, "4 numbers or \"A-B\"");
  for (size_t i = 0; i < 4; ++i) {
    if (!std::isfinite((*list)[i]) || std::fabs((*list)[i]) > 1e6)
      return wrong(key, "4 finite numbers");
    out[i] = (*list)[i];
  }
  return {};
}

Result<void> set_abortive(const std::string& key, const OptionValue& v,
                          std::vector<std::string>& out) {
  auto list = get_string_list(key, v);
  if (!list) return tl::unexpected(list.error());
  for (const auto& reason : *list) {
    bool ok = false;
    for (auto r : kAbortiveReasons) ok |= reason == r;
    if (!ok) return wrong(key, "a list of abortive draw reasons (\"" + reason + "\" is not one)");
  }
  out = std::move(*list);
  return {};
}

}  // namespace

Result<void> apply_game_option(GameRules& rules, const std::string& key, const OptionValue& value,
                               bool& known) {
  known = true;
  using A2 = std::array<std::string_view, 2>;
  using A3 = std::array<std::string_view, 3>;
  using A4 = std::array<std::string_view, 4>;
  using A5 = std::array<std::string_view, 5>;
  if (key == "game_length")
    return set_choice(key, value, A4{"one_hand", "east", "south", "full"}, rules.game_length);
  if (key == "start_points") return set_int(key, value, 0, 10'000'000, rules.start_points);
  if (key == "return_points") return set_int(key, value, 0, 10'000'000, rules.return_points);
  if (key == "target_points") return set_int(key, value, 0, 10'000'000, rules.target_points);
  if (key == "renchan")
    return set_choice(key, value, A4{"win_or_tenpai", "win", "always", "never"}, rules.renchan);
  if (key == "noten_payments") return set_bool(key, value, rules.noten_payments);
  if (key == "noten_total") return set_int(key, value, 0, 1'000'000, rules.noten_total);
  if (key == "nagashi_mangan") return set_bool(key, value, rules.nagashi_mangan);
  if (key == "abortive_draws") return set_abortive(key, value, rules.abortive_draws);
  if (key == "multiple_ron")
    return set_choice(key, value, A3{"double", "triple", "head_bump"}, rules.multiple_ron);
  if (key == "bust") return set_choice(key, value, A3{"below_zero", "zero", "off"}, rules.bust);
  if (key == "dealer_stop") return set_bool(key, value, rules.dealer_stop);
  if (key == "extension")
    return set_choice(key, value, A4{"sudden_death", "round", "off", "immediate"}, rules.extension);
  if (key == "chombo")
    return set_choice(key, value, A3{"mangan", "final_deduction", "off"}, rules.chombo);
  if (key == "chombo_deduction") return set_int(key, value, 0, 10'000'000, rules.chombo_deduction);
  if (key == "two_han_from_honba") return set_int(key, value, 0, 1000, rules.two_han_from_honba);
  if (key == "uma") return set_uma(key, value, rules.uma);
  if (key == "rounding")
    return set_choice(key, value, A5{"nearest", "floor", "ceil", "none", "tenhou_legacy"},
                      rules.rounding);
  if (key == "ties") return set_choice(key, value, A2{"split", "seat_order"}, rules.ties);
  if (key == "leftover_sticks")
    return set_choice(key, value, A2{"top", "lost"}, rules.leftover_sticks);
  // Additions (docs/game.md).
  if (key == "dealer_stop_tenpai") return set_bool(key, value, rules.dealer_stop_tenpai);
  if (key == "extension_rounds") return set_int(key, value, 1, 3, rules.extension_rounds);
  if (key == "double_ron_sticks")
    return set_choice(key, value, A2{"nearest", "split"}, rules.double_ron_sticks);
  if (key == "nagashi_multiple")
    return set_choice(key, value, A2{"first", "all"}, rules.nagashi_multiple);
  if (key == "nagashi_honba") return set_bool(key, value, rules.nagashi_honba);
  if (key == "nagashi_counts_as")
    return set_choice(key, value, A2{"win", "draw"}, rules.nagashi_counts_as);
  if (key == "chombo_dealer_passes") return set_bool(key, value, rules.chombo_dealer_passes);
  if (key == "two_han_step") return set_int(key, value, 0, 1000, rules.two_han_step);
  known = false;
  return {};
}

}  // namespace mjscore::riichi
