// Classical settlement and game keys (`settle.*`, `game.*`; docs/classical-games.md "Keys").
// classical_options.cpp hands them here, for preset files and request `options` alike.
#include "family/classical/classical_family.hpp"
#include "mjscore/classical_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::classical {
namespace {

// The keys of one part of the rules, applied to that part.
template <class Part>
struct PartKey {
  std::string_view name;
  Result<void> (*apply)(Part& part, const std::string& key, const OptionValue& value);
};

constexpr PartKey<SettleRules> kSettleKeys[] = {
    {"settle.east_doubles", boolean<&SettleRules::east_doubles>},
    {"settle.losers_settle", boolean<&SettleRules::losers_settle>},
    {"settle.east_doubles_between_losers", boolean<&SettleRules::east_doubles_between_losers>},
    {"settle.dangerous_game", boolean<&SettleRules::dangerous_game>},
    {"settle.dangerous_losers_settle", boolean<&SettleRules::dangerous_losers_settle>},
};

constexpr PartKey<GameRules> kGameKeys[] = {
    {"game.east_keeps_deal", choice<&GameRules::east_keeps_deal, kEastKeepsDealNames>},
    {"game.nine_wins_limit", integer<&GameRules::nine_wins_limit, 0, 1000>},
    {"game.wind_rounds", integer<&GameRules::wind_rounds, 1, 4>},
    {"game.max_rounds", integer<&GameRules::max_rounds, 0, 100000>},
};

template <class Part, std::size_t N>
bool apply_part(const PartKey<Part> (&table)[N], Part& part, const std::string& key,
                const OptionValue& value, Result<void>& result) {
  for (const auto& k : table)
    if (k.name == key) {
      result = k.apply(part, key, value);
      return true;
    }
  return false;
}

}  // namespace

std::vector<std::string_view> game_option_keys() {
  std::vector<std::string_view> keys;
  for (const auto& k : kSettleKeys) keys.push_back(k.name);
  for (const auto& k : kGameKeys) keys.push_back(k.name);
  return keys;
}

Result<void> apply_game_option(Rules& rules, const std::string& key, const OptionValue& value,
                               bool& known) {
  Result<void> result;
  known = apply_part(kSettleKeys, rules.settle, key, value, result) ||
          apply_part(kGameKeys, rules.game, key, value, result);
  return result;
}

}  // namespace mjscore::classical
