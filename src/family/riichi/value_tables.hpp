// The riichi values as the scorer reads them: the ranges of the value keys, and the derived
// tables of ScoringRules (ScoringTables) rebuilt from the values and switches each time one of
// their keys is applied (riichi_options.cpp), so that the order of the keys does not matter.
#pragma once

#include "family/riichi/scoring_tables.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// Ranges of the value keys (riichi_options.cpp checks them; docs/riichi.md "Values").
inline constexpr int kMaxHan = 13;          // han.<yaku>, open_han.<yaku>: four bit planes
inline constexpr int kMaxYakumanValue = 6;  // yakuman.<id> (doubled: at most 12)
inline constexpr int kMostBaseFu = 40, kMostRonOrTsumoFu = 20, kMostSetFu = 32, kMostPairFu = 8,
                     kMostWaitFu = 8, kMostChiitoitsuFu = 100;
inline constexpr int kMostLimitBasic = 60000;  // limits.<limit>.basic (a Tier holds 16 bits)

// The most fu a regular reading sums: the base, a closed ron or a tsumo, four sets, the pair and
// the wait. Rounded up to 10, in fives, below kTierFives (the tier rows); four sets' fu fit the
// 8 bits of a meld summary.
inline constexpr int kMostFuSum =
    kMostBaseFu + kMostRonOrTsumoFu + 4 * kMostSetFu + kMostPairFu + kMostWaitFu;
// open_pinfu_30_fu (seed 000 "Contando fu" 7: the 20 fu of an open ron with no other fu count
// 30) adds this to a sum that is the base alone.
inline constexpr int kOpenPinfuFu = 10;
static_assert((kMostFuSum + 9) / 10 * 2 < kTierFives && kMostBaseFu + kOpenPinfuFu <= kMostFuSum &&
              kMostChiitoitsuFu / 5 < kTierFives && 4 * kMostSetFu < 256);

// Rebuild what depends on one yaku's han (han, open_han, open_tanyao, renhou, pinfu_tsumo).
void refresh_yaku(ScoringRules& rules, int yaku);
// Rebuild the yakuman weights and mask (yakuman.<id>, double_yakuman).
void refresh_yakuman(ScoringRules& rules);
// Rebuild what depends on the sets' fu (fu.open_triplet ... fu.closed_kan_yaochu).
void refresh_set_fu(ScoringRules& rules);
// Rebuild the pair rows (fu.pair_*).
void refresh_pair_fu(ScoringRules& rules);
// Rebuild the tier table (limits.<limit>.*).
void refresh_limits(ScoringRules& rules);

// Seed 000 "Mangan": the basic points and limit of `h` han below `kazoe_han` and `fu` (not
// negative): the highest limit whose han `h` reaches, else fu x 2^(2+han) capped at the mangan's
// basic points (a mangan: 3 han 70+ fu, 4 han 40+ fu), and under `kiriage` 4 han 30 fu and 3 han
// 60 fu (1920 points) a mangan too. The scorer tabulates it (ScoringTables::tiers).
struct TierValue {
  int basic;
  Limit limit;
};
TierValue tier_value(int h, int fu, bool kiriage, const LimitValues& limits);

}  // namespace mjscore::riichi
