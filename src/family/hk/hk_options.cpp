// HK keys (docs/hk.md "Keys"): the per-element tables `faan.<id>` and `replaces.<id>`, the
// minimum and cap, the curve, the payment variants and liability. Preset files and request
// `options` both come here.
#include <array>
#include <cmath>
#include <string>

#include "family/hk/hk_family.hpp"
#include "mjscore/hk_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::hk {
namespace {

using namespace option_access;

constexpr std::string_view kFaanPrefix = "faan.";
constexpr std::string_view kReplacesPrefix = "replaces.";

int element_index(std::string_view id) {
  for (int i = 0; i < kElementCount; ++i)
    if (kElementIds[i] == id) return i;
  return -1;
}

Result<void> set_custom_curve(Rules& r, const std::string& key, const OptionValue& v) {
  // An empty list reads as an empty string list (preset_resolve.cpp).
  if (const auto* s = std::get_if<std::vector<std::string>>(&v.value); s && s->empty()) {
    r.custom_curve.clear();
    return {};
  }
  const auto* list = std::get_if<std::vector<double>>(&v.value);
  if (!list) return wrong(key, "a list of base points (integers from 0), index 0 = 0 faan");
  std::vector<int> curve;
  for (double d : *list) {
    // At most 1000000, as salon_base: a payment (base times at most 4 * 4 * 2 * 2, three
    // losers) stays within an int.
    if (!std::isfinite(d) || std::floor(d) != d || d < 0 || d > 1e6)
      return wrong(key, "a list of base points (integers from 0 to 1000000)");
    curve.push_back(static_cast<int>(d));
  }
  r.custom_curve = std::move(curve);
  return {};
}

template <auto Member>
Result<void> liability_flag(Rules& r, const std::string& key, const OptionValue& v) {
  return set_bool(key, v, r.liability.*Member);
}

Result<void> robbed_kong_pays(Rules& r, const std::string& key, const OptionValue& v) {
  return set_choice(key, v, kRobbedKongPaysNames, r.liability.robbing_kong_pays);
}

// A key of the game block (Rules::game).
template <auto Apply>
Result<void> in_game(Rules& r, const std::string& key, const OptionValue& v) {
  return Apply(r.game, key, v);
}

// The multipliers stay small: a payment is base (at most 1e9) times four of them.
constexpr OptionKey<Rules> kKeys[] = {
    {"min_faan", integer<&Rules::min_faan, 0, 13>},
    {"max_faan", integer<&Rules::max_faan, 1, 13>},
    {"seven_pairs", boolean<&Rules::seven_pairs>},
    {"bonus_counts_to_minimum", boolean<&Rules::bonus_counts_to_minimum>},
    {"concealed_hand_self_draw_only", boolean<&Rules::concealed_hand_self_draw_only>},
    {"self_triplets_self_draw_only", boolean<&Rules::self_triplets_self_draw_only>},
    {"curve", choice<&Rules::curve, kCurveNames>},
    {"modern_third_limit", boolean<&Rules::modern_third_limit>},
    {"salon_base", integer<&Rules::salon_base, 0, 1000000>},
    {"custom_curve", set_custom_curve},
    {"zero_value_up_to", integer<&Rules::zero_value_up_to, -1, 13>},
    {"self_draw_multiplier", integer<&Rules::self_draw_multiplier, 1, 4>},
    {"discarder_multiplier", integer<&Rules::discarder_multiplier, 1, 4>},
    {"discarder_pays", choice<&Rules::discarder_pays, kDiscarderPaysNames>},
    {"east_doubling", boolean<&Rules::east_doubling>},
    {"liability.nine_tile", liability_flag<&Liability::nine_tile>},
    {"liability.twelve_tile", liability_flag<&Liability::twelve_tile>},
    {"liability.fifth_tile", liability_flag<&Liability::fifth_tile>},
    {"liability.robbing_kong", liability_flag<&Liability::robbing_kong>},
    {"liability.robbing_kong_pays", robbed_kong_pays},
    {"liability.declared", liability_flag<&Liability::declared>},
    // ---- Game (HK games: docs/hk.md "HK games") ----
    {"game.rounds", in_game<integer<&GameRules::rounds, 1, 4>>},
    {"game.dealer_keeps_on_draw", in_game<boolean<&GameRules::dealer_keeps_on_draw>>},
    {"game.false_win", in_game<choice<&GameRules::false_win, kFalseWinNames>>},
    {"game.false_win_points", in_game<integer<&GameRules::false_win_points, 0, 100000000>>},
    {"game.out_of_chips", in_game<choice<&GameRules::out_of_chips, kOutOfChipsNames>>},
    {"game.start_chips", in_game<integer<&GameRules::start_chips, 0, 100000000>>},
    // ---- end Game ----
};

// `faan.<id>` and `replaces.<id>` for every element id (built once; string_views into it).
const std::array<std::string, 2 * kElementCount>& element_keys() {
  static const auto keys = [] {
    std::array<std::string, 2 * kElementCount> k;
    for (int i = 0; i < kElementCount; ++i) {
      k[i] = std::string(kFaanPrefix) + std::string(kElementIds[i]);
      k[kElementCount + i] = std::string(kReplacesPrefix) + std::string(kElementIds[i]);
    }
    return k;
  }();
  return keys;
}

Result<void> apply_element_key(Rules& r, const std::string& key, const OptionValue& v,
                               bool& known) {
  const std::string_view k = key;
  known = false;
  if (k.starts_with(kFaanPrefix)) {
    const int i = element_index(k.substr(kFaanPrefix.size()));
    if (i < 0) return {};
    known = true;
    return set_int(key, v, 0, 13, r.faan[i]);
  }
  if (k.starts_with(kReplacesPrefix)) {
    const int i = element_index(k.substr(kReplacesPrefix.size()));
    if (i < 0) return {};
    known = true;
    std::vector<std::string> ids;
    if (auto set = set_id_list(key, v, kElementIds, "hk element ids", ids); !set) return set;
    uint64_t mask = 0;
    for (const auto& id : ids) mask |= uint64_t{1} << element_index(id);
    if (mask >> i & 1u) return wrong(key, "ids other than the element itself");
    r.replaces[i] = mask;
  }
  return {};
}

}  // namespace

std::vector<std::string_view> option_keys() {
  std::vector<std::string_view> keys;
  for (const auto& k : kKeys) keys.push_back(k.name);
  for (const auto& k : element_keys()) keys.push_back(k);
  return keys;
}

Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value) {
  bool known = false;
  if (auto r = apply_key(std::span<const OptionKey<Rules>>(kKeys), rules, key, value, known);
      !r || known)
    return r;
  if (auto r = apply_element_key(rules, key, value, known); !r || known) return r;
  return fail(ErrorCode::unknown_option, "unknown hk option \"" + key + "\"");
}

}  // namespace mjscore::hk
