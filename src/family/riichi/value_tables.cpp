// The derived tables of the riichi values (value_tables.hpp) and the value of a hand
// (riichi_points.hpp hand_value).
#include "family/riichi/value_tables.hpp"

#include <cassert>

#include "family/riichi/hand_view.hpp"
#include "family/riichi/yaku_table.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {

void refresh_yaku(ScoringRules& r, int yaku) {
  // A yaku is off with han 0; open_han 0 keeps it to closed hands. Open tanyao scores only
  // under `open_tanyao`, the yaku renhou only under `renhou = "mangan"` (docs/riichi.md
  // "Values": the switch wins over the value).
  int closed = r.han[yaku];
  int open = closed > 0 ? r.open_han[yaku] : 0;
  if (yaku == static_cast<int>(Yaku::Tanyao) && !r.open_tanyao) open = 0;
  if (yaku == static_cast<int>(Yaku::Renhou) && r.renhou != Renhou::Mangan) closed = open = 0;
  const int han[2] = {open, closed};
  const YakuMask b = YakuMask{1} << yaku;
  for (int c = 0; c < 2; ++c) {
    ScoringTables::Han& t = tables(r).han[c];
    t.scoring = (t.scoring & ~b) | (han[c] > 0 ? b : 0);
    for (int p = 0; p < 4; ++p) t.planes[p] = (t.planes[p] & ~b) | ((han[c] >> p) & 1 ? b : 0);
  }
  // Pinfu: its tsumo fu rule (seed 000 "Contando fu" 5) only where it scores.
  const bool pinfu = r.han[static_cast<int>(Yaku::Pinfu)] > 0;
  tables(r).pinfu = {pinfu, pinfu && r.pinfu_tsumo};
}

void refresh_yakuman(ScoringRules& r) {
  tables(r).yakuman_scoring = 0;
  for (int i = 0; i < kYakumanCount; ++i) {
    const int w = r.yakuman[i] * (r.double_yakuman && kYakumanInfo[i].double_form ? 2 : 1);
    tables(r).yakuman_weight[i] = static_cast<uint8_t>(w);
    if (w > 0) tables(r).yakuman_scoring |= bit(static_cast<Yakuman>(i));
  }
}

void refresh_set_fu(ScoringRules& r) {
  ScoringTables& t = tables(r);
  const FuValues& f = r.fu;
  static_assert(static_cast<int>(BlockKind::Run) == 0 &&
                static_cast<int>(BlockKind::Triplet) == 1 && static_cast<int>(BlockKind::Kan) == 2);
  for (int k = 0; k < kTileKinds; ++k) {
    const bool y = (kYaochuMask >> k) & 1;
    const Tile tile = static_cast<Tile>(k);
    for (int c = 0; c < 2; ++c) {
      FuLine* line = &t.set_lines[8 * k + 4 * c];
      line[0] = line[3] = {};  // a run; no block kind 3
      for (int kan = 0; kan < 2; ++kan) {
        const int fu = f.set[y][c][kan];
        const FuReason::Id reason = kan ? (c ? FuReason::closed_kan : FuReason::open_kan)
                                        : (c ? FuReason::closed_triplet : FuReason::open_triplet);
        line[1 + kan] = {{reason}, static_cast<int8_t>(fu), tile, fu != 0};
      }
    }
    auto& m = t.meld_fu[k];
    m[static_cast<int>(MeldKind::Chi)] = 0;
    m[static_cast<int>(MeldKind::Pon)] = static_cast<uint8_t>(f.set[y][0][0]);
    m[static_cast<int>(MeldKind::Kan)] = static_cast<uint8_t>(f.set[y][0][1]);
    m[static_cast<int>(MeldKind::Ankan)] = static_cast<uint8_t>(f.set[y][1][1]);
    m[static_cast<int>(MeldKind::Kakan)] = static_cast<uint8_t>(f.set[y][0][1]);
    // A concealed triplet completed by ron counts as open (issue 3).
    t.ron_triplet_loss[k] = static_cast<int8_t>(f.set[y][1][0] - f.set[y][0][0]);
  }
  for (int n = 0; n < 5; ++n)
    for (int y = 0; y < 5; ++y)
      t.trip_fu[5 * n + y] =
          static_cast<uint8_t>(y <= n ? (n - y) * f.set[0][1][0] + y * f.set[1][1][0] : 0);
}

void refresh_pair_fu(ScoringRules& r) {
  const FuValues& f = r.fu;
  // Pair fu (seed 000 "Fu de fusiones"): dragons, the seat wind, the round wind; a double wind
  // (seat and round alike) `double_wind_pair_fu` (2 or 4), which picks the row.
  for (int row = 0; row < 32; ++row) {
    auto& fu = tables(r).pair_fu[row];
    fu = {};
    fu[index(Tile::White)] = fu[index(Tile::Green)] = fu[index(Tile::Red)] =
        static_cast<uint8_t>(f.pair_dragon);
    const int seat = index(wind_tile(static_cast<Wind>((row >> 2) & 3)));
    const int round = index(wind_tile(static_cast<Wind>(row & 3)));
    fu[seat] = static_cast<uint8_t>(f.pair_seat_wind);
    fu[round] = static_cast<uint8_t>(seat == round ? (row >> 4 ? 4 : 2) : f.pair_round_wind);
  }
}

TierValue tier_value(int h, int fu, bool kiriage, const LimitValues& l) {
  assert(h >= 0 && h < 13 && fu >= 0);
  for (int t = 3; t >= 0; --t)
    if (h >= l.han[t]) return {l.basic[t], static_cast<Limit>(static_cast<int>(Limit::Mangan) + t)};
  // "puntos básicos = fu × 2^(2+han)", a mangan once they pass its basic points.
  const int formula = fu << (2 + h);
  if (formula >= l.basic[0] || (kiriage && formula == 1920 && h >= 3))
    return {l.basic[0], Limit::Mangan};
  return {formula, Limit::None};
}

void refresh_limits(ScoringRules& r) {
  for (int h = 0; h < 13; ++h) {
    auto& row = tables(r).tiers[h];
    // From the mangan's han on a row is one value (tier_value's limits); below, the formula's.
    if (h >= r.limits.han[0]) {
      const TierValue v = tier_value(h, 0, false, r.limits);
      row.fill(
          {{{static_cast<uint16_t>(v.basic), v.limit}, {static_cast<uint16_t>(v.basic), v.limit}}});
      continue;
    }
    for (int fives = 0; fives < kTierFives; ++fives)
      for (int k = 0; k < 2; ++k) {
        const TierValue v = tier_value(h, 5 * fives, k, r.limits);
        row[fives][k] = {static_cast<uint16_t>(v.basic), v.limit};
      }
  }
}

// Seed 000 "Mangan", "Kazoe-yakuman", "Yakuman", "Múltiples yakuman".
HandValue hand_value(int han, int fu, int yakuman, const ScoringRules& rules) {
  assert(fu >= 0);
  const LimitValues& l = rules.limits;
  HandValue v;
  v.han = han;
  v.fu = fu;
  v.yakuman = yakuman;
  if (yakuman > 0) {  // "Los puntos básicos son 8.000", multiplied
    v.limit = Limit::Yakuman;
    v.basic = l.yakuman_basic * yakuman;
    return v;
  }
  if (han >= l.kazoe_han) {  // "13 o más han", per the preset's `kazoe`
    switch (rules.kazoe) {
      case Kazoe::Yakuman:
        v.limit = Limit::KazoeYakuman, v.basic = l.yakuman_basic;
        break;
      case Kazoe::Sanbaiman:
        v.limit = Limit::Sanbaiman, v.basic = l.basic[3];
        break;
      case Kazoe::Multiple:
        v.limit = Limit::KazoeYakuman, v.basic = l.yakuman_basic * (han / l.kazoe_han);
        break;
    }
    return v;
  }
  const TierValue t = tier_value(han < 0 ? 0 : han, fu, rules.kiriage_mangan, l);
  v.basic = t.basic;
  v.limit = t.limit;
  return v;
}

}  // namespace mjscore::riichi
