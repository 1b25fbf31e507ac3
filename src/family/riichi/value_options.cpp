// The riichi value keys (docs/riichi.md "Values"): `han.<yaku>`, `open_han.<yaku>`,
// `yakuman.<id>`, `fu.<line>` and `limits.<limit>.<han|basic>`. Each key checks its range, stores
// the value in ScoringRules and rebuilds the tables that depend on it (value_tables.hpp).
#include <array>
#include <string>

#include "family/riichi/riichi_option_keys.hpp"
#include "family/riichi/value_tables.hpp"
#include "family/riichi/yaku_table.hpp"

namespace mjscore::riichi {
namespace {

using S = ScoringRules;
using namespace option_access;

constexpr std::string_view kHanPrefix = "han.", kOpenHanPrefix = "open_han.",
                           kYakumanPrefix = "yakuman.";

// Nagashi mangan is paid by the game layer as a mangan: it has no han to set.
constexpr bool has_han_key(int yaku) { return yaku != static_cast<int>(Yaku::NagashiMangan); }

// A fu value the scorer reads as it is (base, closed ron, tsumo, waits).
template <auto Member, int Most>
Result<void> fu_value(S& r, const std::string& key, const OptionValue& v) {
  return set_int(key, v, 0, Most, r.fu.*Member);
}

template <auto Member>
Result<void> pair_fu(S& r, const std::string& key, const OptionValue& v) {
  if (auto set = set_int(key, v, 0, kMostPairFu, r.fu.*Member); !set) return set;
  refresh_pair_fu(r);
  return {};
}

// Seven pairs' fu are not rounded (seed 000 "Contando fu" 6): a multiple of 5.
Result<void> chiitoitsu_fu(S& r, const std::string& key, const OptionValue& v) {
  auto i = get_int(key, v);
  if (!i) return tl::unexpected(i.error());
  if (*i < 0 || *i > kMostChiitoitsuFu || *i % 5 != 0)
    return wrong(key, "a multiple of 5 from 0 to " + std::to_string(kMostChiitoitsuFu));
  r.fu.chiitoitsu = static_cast<int>(*i);
  tables(r).chiitoitsu_fives = static_cast<uint8_t>(*i / 5);
  return {};
}

template <int Yaochu, int Concealed, int Kan>
Result<void> set_fu(S& r, const std::string& key, const OptionValue& v) {
  if (auto set = set_int(key, v, 0, kMostSetFu, r.fu.set[Yaochu][Concealed][Kan]); !set) return set;
  refresh_set_fu(r);
  return {};
}

template <Wait W>
Result<void> wait_fu(S& r, const std::string& key, const OptionValue& v) {
  return set_int(key, v, 0, kMostWaitFu, r.fu.wait[static_cast<int>(W)]);
}

// Limits: 0 mangan, 1 haneman, 2 baiman, 3 sanbaiman.
template <int Limit>
Result<void> limit_han(S& r, const std::string& key, const OptionValue& v) {
  if (auto set = set_int(key, v, 1, kMaxHan, r.limits.han[Limit]); !set) return set;
  refresh_limits(r);
  return {};
}
template <int Limit>
Result<void> limit_basic(S& r, const std::string& key, const OptionValue& v) {
  if (auto set = set_int(key, v, 0, kMostLimitBasic, r.limits.basic[Limit]); !set) return set;
  refresh_limits(r);
  return {};
}
Result<void> kazoe_han(S& r, const std::string& key, const OptionValue& v) {
  if (auto set = set_int(key, v, 1, kMaxHan, r.limits.kazoe_han); !set) return set;
  refresh_limits(r);
  return {};
}
Result<void> yakuman_basic(S& r, const std::string& key, const OptionValue& v) {
  return set_int(key, v, 0, kMostLimitBasic, r.limits.yakuman_basic);
}

constexpr OptionKey<S> kValueKeys[] = {
    // Seed 000 "Contando fu", in its order.
    {"fu.base", fu_value<&FuValues::base, kMostBaseFu>},
    {"fu.closed_ron", fu_value<&FuValues::closed_ron, kMostRonOrTsumoFu>},
    {"fu.open_triplet", set_fu<0, 0, 0>},
    {"fu.open_triplet_yaochu", set_fu<1, 0, 0>},
    {"fu.closed_triplet", set_fu<0, 1, 0>},
    {"fu.closed_triplet_yaochu", set_fu<1, 1, 0>},
    {"fu.open_kan", set_fu<0, 0, 1>},
    {"fu.open_kan_yaochu", set_fu<1, 0, 1>},
    {"fu.closed_kan", set_fu<0, 1, 1>},
    {"fu.closed_kan_yaochu", set_fu<1, 1, 1>},
    {"fu.pair_dragon", pair_fu<&FuValues::pair_dragon>},
    {"fu.pair_seat_wind", pair_fu<&FuValues::pair_seat_wind>},
    {"fu.pair_round_wind", pair_fu<&FuValues::pair_round_wind>},
    {"fu.ryanmen", wait_fu<Wait::Ryanmen>},
    {"fu.kanchan", wait_fu<Wait::Kanchan>},
    {"fu.penchan", wait_fu<Wait::Penchan>},
    {"fu.tanki", wait_fu<Wait::Tanki>},
    {"fu.shanpon", wait_fu<Wait::Shanpon>},
    {"fu.tsumo", fu_value<&FuValues::tsumo, kMostRonOrTsumoFu>},
    {"fu.chiitoitsu", chiitoitsu_fu},
    // Seed 000 "Mangan".
    {"limits.mangan.han", limit_han<0>},
    {"limits.mangan.basic", limit_basic<0>},
    {"limits.haneman.han", limit_han<1>},
    {"limits.haneman.basic", limit_basic<1>},
    {"limits.baiman.han", limit_han<2>},
    {"limits.baiman.basic", limit_basic<2>},
    {"limits.sanbaiman.han", limit_han<3>},
    {"limits.sanbaiman.basic", limit_basic<3>},
    {"limits.kazoe_yakuman.han", kazoe_han},
    {"limits.yakuman.basic", yakuman_basic},
};

// `han.<yaku>`, `open_han.<yaku>` and `yakuman.<id>` for every yaku and yakuman (built once;
// option_keys' string_views point into it).
const std::vector<std::string>& element_keys() {
  static const auto keys = [] {
    std::vector<std::string> k;
    for (int i = 0; i < kYakuCount; ++i)
      if (has_han_key(i)) k.push_back(std::string(kHanPrefix) + std::string(kYakuInfo[i].id));
    for (int i = 0; i < kYakuCount; ++i)
      if (has_han_key(i)) k.push_back(std::string(kOpenHanPrefix) + std::string(kYakuInfo[i].id));
    for (const auto& y : kYakumanInfo) k.push_back(std::string(kYakumanPrefix) + std::string(y.id));
    return k;
  }();
  return keys;
}

int yaku_index(std::string_view id) {
  for (int i = 0; i < kYakuCount; ++i)
    if (kYakuInfo[i].id == id && has_han_key(i)) return i;
  return -1;
}

int yakuman_index(std::string_view id) {
  for (int i = 0; i < kYakumanCount; ++i)
    if (kYakumanInfo[i].id == id) return i;
  return -1;
}

// The per-element keys; `known` false for a key that is none of them (an unknown yaku too).
Result<void> apply_element_key(S& r, const std::string& key, const OptionValue& v, bool& known) {
  const std::string_view k = key;
  known = false;
  for (const bool open : {false, true}) {
    const std::string_view prefix = open ? kOpenHanPrefix : kHanPrefix;
    if (!k.starts_with(prefix)) continue;
    const int i = yaku_index(k.substr(prefix.size()));
    if (i < 0) return {};
    known = true;
    int han = 0;
    if (auto set = set_int(key, v, 0, kMaxHan, han); !set) return set;
    (open ? r.open_han : r.han)[i] = static_cast<int8_t>(han);
    refresh_yaku(r, i);
    return {};
  }
  if (k.starts_with(kYakumanPrefix)) {
    const int i = yakuman_index(k.substr(kYakumanPrefix.size()));
    if (i < 0) return {};
    known = true;
    int value = 0;
    if (auto set = set_int(key, v, 0, kMaxYakumanValue, value); !set) return set;
    r.yakuman[i] = static_cast<int8_t>(value);
    refresh_yakuman(r);
  }
  return {};
}

}  // namespace

void append_value_option_keys(std::vector<std::string_view>& keys) {
  for (const auto& k : kValueKeys) keys.push_back(k.name);
  for (const auto& k : element_keys()) keys.push_back(k);
}

Result<void> apply_value_option(ScoringRules& rules, const std::string& key,
                                const OptionValue& value, bool& known) {
  if (auto r = apply_key(std::span<const OptionKey<S>>(kValueKeys), rules, key, value, known);
      !r || known)
    return r;
  return apply_element_key(rules, key, value, known);
}

}  // namespace mjscore::riichi
