// The tables the riichi scorer reads per hand (ScoringTables), derived from the values and
// switches of ScoringRules (value_tables.cpp) and held in its opaque `derived` member; tables()
// gives them.
#pragma once

#include <array>
#include <cstdint>
#include <new>

#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// A reading's fu rounded, in fives, stay below this (the ranges of the fu keys see to it).
inline constexpr int kTierFives = 43;

// What the scorer reads per hand, derived from the values and switches of ScoringRules by
// apply_scoring_option each time one of the keys it depends on is applied (nothing else sets
// it): bit masks and rows indexed by what a hand holds, so that no hand looks a value up by
// name or loops over the yaku.
struct ScoringTables {
  // The yaku that score on an open ([0]) or a closed ([1]) hand and their han as bit planes
  // (plane b: the yaku whose han has bit b set).
  struct Han {
    uint64_t scoring;
    std::array<uint64_t, 4> planes;
  };
  std::array<Han, 2> han;
  std::array<uint8_t, 2> pinfu;  // by tsumo: pinfu may score (han.pinfu, pinfu_tsumo)
  uint16_t yakuman_scoring;      // the yakuman whose value is not 0
  std::array<uint8_t, kMaxYakuman> yakuman_weight;  // the value, doubled per double_yakuman
  // The fu line of a set by 8 * first tile kind + 4 * concealed + kind (0 run, 1 triplet,
  // 2 kan): reason, fu and tile; `has_tile` only for a set with fu (a run has none).
  std::array<FuLine, 34 * 8> set_lines;
  std::array<std::array<uint8_t, 5>, 34> meld_fu;  // by first tile kind and MeldKind
  std::array<int8_t, 34> ron_triplet_loss;         // a concealed triplet counted open, by tile
  std::array<uint8_t, 25> trip_fu;  // concealed triplets by 5 * count + terminal/honour count
  uint8_t chiitoitsu_fives;         // fu.chiitoitsu / 5
  // The fu of a pair by tile kind, one row per (double wind 4) << 4 | seat << 2 | round (rows of
  // 36 bytes: 9 * 4).
  std::array<std::array<uint8_t, 36>, 32> pair_fu;
  // Basic points and limit by han (below 13), fu in fives and kiriage_mangan.
  struct Tier {
    uint16_t basic;
    Limit limit;
  };
  std::array<std::array<std::array<Tier, 2>, kTierFives>, 13> tiers;
};

static_assert(sizeof(ScoringTables) == sizeof(ScoringRules::Derived) &&
                  alignof(ScoringTables) <= alignof(ScoringRules::Derived),
              "ScoringRules::Derived holds exactly a ScoringTables");

// The derived tables of `rules` (an implicit-lifetime object in its byte storage, written only
// through this view).
inline const ScoringTables& tables(const ScoringRules& rules) {
  return *std::launder(reinterpret_cast<const ScoringTables*>(rules.derived.bytes));
}
inline ScoringTables& tables(ScoringRules& rules) {
  return *std::launder(reinterpret_cast<ScoringTables*>(rules.derived.bytes));
}

}  // namespace mjscore::riichi
