// Riichi option keys (contract "Riichi option keys"; values documented in docs/riichi.md).
// Preset files and request `options` both go through apply_option.
#include <array>

#include "mjscore/riichi_rules.hpp"
#include "rules/option_value_access.hpp"

namespace mjscore::riichi {
namespace {

using namespace option_access;

// Yakuman ids that may carry liability (contract "Riichi element ids", yakuman).
constexpr std::array<std::string_view, 15> kYakumanIds = {
    "kokushi",     "kokushi_13", "suuankou",  "suuankou_tanki", "daisangen",
    "shousuushii", "daisuushii", "tsuuiisou", "chinroutou",     "ryuuiisou",
    "chuuren",     "chuuren_9",  "suukantsu", "tenhou",         "chiihou"};

template <class F>
Result<void> set_bool(const std::string& key, const OptionValue& v, F&& assign) {
  auto b = get_bool(key, v);
  if (!b) return tl::unexpected(b.error());
  assign(*b);
  return {};
}

Result<void> set_int_range(const std::string& key, const OptionValue& v, int lo, int hi, int& out) {
  auto i = get_int(key, v);
  if (!i) return tl::unexpected(i.error());
  if (*i < lo || *i > hi)
    return wrong(key, "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
  out = static_cast<int>(*i);
  return {};
}

}  // namespace

Result<void> apply_scoring_option(ScoringRules& rules, const std::string& key,
                                  const OptionValue& value, bool& known) {
  known = true;
  if (key == "aka_dora") return set_bool(key, value, [&](bool b) { rules.aka_dora = b; });
  if (key == "open_tanyao") return set_bool(key, value, [&](bool b) { rules.open_tanyao = b; });
  if (key == "kiriage_mangan")
    return set_bool(key, value, [&](bool b) { rules.kiriage_mangan = b; });
  if (key == "double_yakuman")
    return set_bool(key, value, [&](bool b) { rules.double_yakuman = b; });
  if (key == "multiple_yakuman")
    return set_bool(key, value, [&](bool b) { rules.multiple_yakuman = b; });
  if (key == "open_pinfu_30_fu")
    return set_bool(key, value, [&](bool b) { rules.open_pinfu_30_fu = b; });
  if (key == "pinfu_tsumo") return set_bool(key, value, [&](bool b) { rules.pinfu_tsumo = b; });
  if (key == "wareme") return set_bool(key, value, [&](bool b) { rules.wareme = b; });
  if (key == "ura_dora") return set_bool(key, value, [&](bool b) { rules.ura_dora = b; });
  if (key == "kan_dora") return set_bool(key, value, [&](bool b) { rules.kan_dora = b; });
  if (key == "pao_whole_hand")
    return set_bool(key, value, [&](bool b) { rules.pao_whole_hand = b; });
  if (key == "kazoe") {
    auto c =
        get_choice(key, value, std::array<std::string_view, 3>{"yakuman", "sanbaiman", "multiple"});
    if (!c) return tl::unexpected(c.error());
    rules.kazoe = static_cast<Kazoe>(*c);
    return {};
  }
  if (key == "pao_ron_honba") {
    auto c = get_choice(key, value, std::array<std::string_view, 2>{"discarder", "liable"});
    if (!c) return tl::unexpected(c.error());
    rules.pao_ron_honba = static_cast<PaoRonHonba>(*c);
    return {};
  }
  if (key == "renhou") {
    auto c = get_choice(key, value, std::array<std::string_view, 3>{"off", "mangan", "yakuman"});
    if (!c) return tl::unexpected(c.error());
    rules.renhou = static_cast<Renhou>(*c);
    return {};
  }
  if (key == "double_wind_pair_fu") {
    auto i = get_int(key, value);
    if (!i) return tl::unexpected(i.error());
    if (*i != 2 && *i != 4) return wrong(key, "2 or 4");
    rules.double_wind_pair_fu = static_cast<int>(*i);
    return {};
  }
  if (key == "honba_value") return set_int_range(key, value, 0, 10000, rules.honba_value);
  if (key == "riichi_stick_value")
    return set_int_range(key, value, 0, 100000, rules.riichi_stick_value);
  if (key == "pao") {
    auto list = get_string_list(key, value);
    if (!list) return tl::unexpected(list.error());
    for (const auto& id : *list) {
      bool ok = false;
      for (auto y : kYakumanIds) ok |= (id == y);
      if (!ok) return wrong(key, "a list of yakuman ids (\"" + id + "\" is not one)");
    }
    rules.pao = std::move(*list);
    return {};
  }
  known = false;
  return {};
}

Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value) {
  bool known = false;
  if (auto r = apply_scoring_option(rules.scoring, key, value, known); !r || known) return r;
  if (auto r = apply_game_option(rules.game, key, value, known); !r || known) return r;
  return fail(ErrorCode::unknown_option, "unknown riichi option \"" + key + "\"");
}

}  // namespace mjscore::riichi
