// Classical keys (docs/classical.md "Keys") and apply_option. Preset files and request `options`
// both come here.
#include <cmath>

#include "family/classical/classical_family.hpp"
#include "mjscore/classical_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::classical {
namespace {

constexpr OptionKey<Rules> kSwitches[] = {
    {"limit", integer<&Rules::limit, 1, 1000000>},
    {"roof_off", boolean<&Rules::roof_off>},
    {"max_chows", integer<&Rules::max_chows, 0, 4>},
    {"one_suit_no_chow", boolean<&Rules::one_suit_no_chow>},
    {"colour_doubles_for_losers", boolean<&Rules::colour_doubles_for_losers>},
    {"three_great_scholars_no_chow", boolean<&Rules::three_great_scholars_no_chow>},
    {"nine_gates_last_tile", boolean<&Rules::nine_gates_last_tile>},
    {"loose_tile_without_kong", boolean<&Rules::loose_tile_without_kong>},
};

// A fraction of the limit: a number from 0 to 1.
Result<void> set_fraction(const std::string& key, const OptionValue& v, double& out) {
  double d = 0;
  if (const auto* i = std::get_if<long long>(&v.value)) {
    d = static_cast<double>(*i);
  } else if (const auto* f = std::get_if<double>(&v.value)) {
    d = *f;
  } else {
    return option_access::wrong(key, "a fraction of the limit from 0 to 1");
  }
  if (!std::isfinite(d) || d < 0 || d > 1)
    return option_access::wrong(key, "a fraction of the limit from 0 to 1");
  out = d;
  return {};
}

// `<table>.<id>` with `id` one of `names`: its index, or -1.
template <std::size_t N>
int table_index(std::string_view key, std::string_view table,
                const std::array<std::string_view, N>& names) {
  if (key.size() <= table.size() + 1 || key.substr(0, table.size()) != table ||
      key[table.size()] != '.')
    return -1;
  const std::string_view id = key.substr(table.size() + 1);
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == id) return static_cast<int>(i);
  return -1;
}

}  // namespace

std::vector<std::string_view> option_keys() {
  static const std::vector<std::string> dotted = [] {
    std::vector<std::string> k;
    for (auto n : kPointNames) k.push_back("points." + std::string(n));
    for (auto n : kDoubleNames) k.push_back("doubles." + std::string(n));
    for (auto n : kLimitNames) k.push_back("limits." + std::string(n));
    for (auto n : kLimitNames) k.push_back("calling." + std::string(n));
    return k;
  }();
  std::vector<std::string_view> keys;
  for (const auto& k : kSwitches) keys.push_back(k.name);
  for (const auto& k : dotted) keys.push_back(k);
  for (auto k : game_option_keys()) keys.push_back(k);
  return keys;
}

Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value) {
  bool known = false;
  if (auto r = apply_key(std::span<const OptionKey<Rules>>(kSwitches), rules, key, value, known);
      !r || known)
    return r;
  if (int i = table_index(key, "points", kPointNames); i >= 0)
    return option_access::set_int(key, value, 0, 1000, rules.points[i]);
  if (int i = table_index(key, "doubles", kDoubleNames); i >= 0)
    return option_access::set_int(key, value, 0, 10, rules.doubles[i]);
  if (int i = table_index(key, "limits", kLimitNames); i >= 0)
    return set_fraction(key, value, rules.limits[i]);
  if (int i = table_index(key, "calling", kLimitNames); i >= 0)
    return set_fraction(key, value, rules.calling[i]);
  bool game_key = false;  // settle.* and game.* (classical_game_options.cpp)
  if (auto r = apply_game_option(rules, key, value, game_key); !r || game_key) return r;
  return fail(ErrorCode::unknown_option, "unknown classical option \"" + key + "\"");
}

}  // namespace mjscore::classical
