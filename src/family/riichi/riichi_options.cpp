// Riichi hand scoring keys (contract "Riichi option keys" plus the additions of docs/riichi.md),
// and apply_option over the riichi tables (these, the value keys of value_options.cpp, the game
// keys). Preset files and request `options` both come here.
#include <array>

#include "family/riichi/riichi_option_keys.hpp"
#include "family/riichi/value_tables.hpp"
#include "family/riichi/yaku_table.hpp"
#include "mjscore/riichi_rules.hpp"
#include "rules/option_keys.hpp"

namespace mjscore::riichi {
namespace {

using S = ScoringRules;

constexpr std::array<std::string_view, 3> kKazoeNames = {"yakuman", "sanbaiman", "multiple"};
constexpr std::array<std::string_view, 3> kRenhouNames = {"off", "mangan", "yakuman"};
constexpr std::array<std::string_view, 2> kPaoRonHonbaNames = {"discarder", "liable"};
constexpr std::array<std::string_view, 2> kTsumoPaymentNames = {"tsumo_loss", "north_bisection"};

// The yakuman a seat may be liable for: every pattern of the yakuman table (contract "Riichi
// element ids", yakuman) but renhou, whose yakuman form is the `renhou` option's.
constexpr auto kLiableYakuman = [] {
  std::array<std::string_view, kYakumanCount - 1> ids{};
  int n = 0;
  for (int i = 0; i < kYakumanCount; ++i)
    if (i != static_cast<int>(Yakuman::Renhou)) ids[n++] = kYakumanInfo[i].id;
  return ids;
}();

Result<void> double_wind_pair_fu(S& r, const std::string& key, const OptionValue& v) {
  auto i = option_access::get_int(key, v);
  if (!i) return tl::unexpected(i.error());
  if (*i != 2 && *i != 4) return option_access::wrong(key, "2 or 4");
  r.double_wind_pair_fu = static_cast<int>(*i);
  return {};
}

Result<void> pao(S& r, const std::string& key, const OptionValue& v) {
  return option_access::set_id_list(key, v, kLiableYakuman, "yakuman ids", r.pao);
}

// A switch that gates a value (docs/riichi.md "Values"): stored, then the tables it gates are
// rebuilt (value_tables.hpp).
template <auto Apply, void (*Refresh)(S&)>
Result<void> gating(S& r, const std::string& key, const OptionValue& v) {
  auto applied = Apply(r, key, v);
  if (applied) Refresh(r);
  return applied;
}
template <Yaku Y>
void refresh(S& r) {
  refresh_yaku(r, static_cast<int>(Y));
}

constexpr OptionKey<S> kScoringKeys[] = {
    {"players", integer<&S::players, 3, 4>},
    {"tsumo_payment", choice<&S::tsumo_payment, kTsumoPaymentNames>},
    {"kita_rinshan", boolean<&S::kita_rinshan>},
    {"kita_chankan", boolean<&S::kita_chankan>},
    {"aka_dora", boolean<&S::aka_dora>},
    {"open_tanyao", gating<boolean<&S::open_tanyao>, refresh<Yaku::Tanyao>>},
    {"kiriage_mangan", boolean<&S::kiriage_mangan>},
    {"kazoe", choice<&S::kazoe, kKazoeNames>},
    {"double_yakuman", gating<boolean<&S::double_yakuman>, refresh_yakuman>},
    {"multiple_yakuman", boolean<&S::multiple_yakuman>},
    {"open_pinfu_30_fu", boolean<&S::open_pinfu_30_fu>},
    {"pinfu_tsumo", gating<boolean<&S::pinfu_tsumo>, refresh<Yaku::Pinfu>>},
    {"double_wind_pair_fu", double_wind_pair_fu},
    {"renhou", gating<choice<&S::renhou, kRenhouNames>, refresh<Yaku::Renhou>>},
    {"pao", pao},
    // Additions (docs/riichi.md).
    {"pao_whole_hand", boolean<&S::pao_whole_hand>},
    {"pao_ron_honba", choice<&S::pao_ron_honba, kPaoRonHonbaNames>},
    {"wareme", boolean<&S::wareme>},
    {"honba_value", integer<&S::honba_value, 0, 10000>},
    {"riichi_stick_value", integer<&S::riichi_stick_value, 0, 100000>},
    {"ura_dora", boolean<&S::ura_dora>},
    {"kan_dora", boolean<&S::kan_dora>},
};

}  // namespace

std::span<const OptionKey<ScoringRules>> scoring_option_keys() { return kScoringKeys; }

std::vector<std::string_view> option_keys() {
  std::vector<std::string_view> keys;
  for (const auto& k : scoring_option_keys()) keys.push_back(k.name);
  append_value_option_keys(keys);
  for (const auto& k : game_option_keys()) keys.push_back(k.name);
  return keys;
}

Result<void> apply_scoring_option(ScoringRules& rules, const std::string& key,
                                  const OptionValue& value, bool& known) {
  if (auto r = apply_key(scoring_option_keys(), rules, key, value, known); !r || known) return r;
  return apply_value_option(rules, key, value, known);
}

Result<void> apply_option(Rules& rules, const std::string& key, const OptionValue& value) {
  bool known = false;
  if (auto r = apply_scoring_option(rules.scoring, key, value, known); !r || known) return r;
  if (auto r = apply_game_option(rules.game, key, value, known); !r || known) return r;
  return fail(ErrorCode::unknown_option, "unknown riichi option \"" + key + "\"");
}

}  // namespace mjscore::riichi
