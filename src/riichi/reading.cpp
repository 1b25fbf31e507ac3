// Valuing one reading of a riichi hand (issue 3 "Yaku", "Fu", seed 000 "Contando han").
#include "riichi/reading.hpp"

#include "analysis/swar.hpp"
#include "riichi/fu.hpp"

namespace mjscore::riichi {
namespace {

int yakuman_count(YakumanMask m, const ScoringRules& rules) {
  int sum = 0, best = 0;
  while (m) {
    const int i = __builtin_ctz(m);
    m &= m - 1;
    const int w = yakuman_weight(i, rules.double_yakuman);
    sum += w;
    best = w > best ? w : best;
  }
  return rules.multiple_yakuman ? sum : best;
}

// The sets of a four-sets-and-a-pair reading (the melds are summed in the view, the concealed
// sets are the reading's masks): the yaku that depend on the sets, suuankou, pinfu and the fu.
struct SetReading {
  YakuMask yaku = 0;
  bool suuankou = false;
  bool pinfu = false;
  int fu_sum = 0;  // before open_pinfu and the rounding (what the fu lines add up to)
  int fu = 0;
};

SetReading regular_reading(const CompactArrangement& a, const HandView& v,
                           const ScoringRules& rules) {
  const MeldSummary& m = v.melds;
  // Four sets in all: the concealed ones not triplets are runs (a kan is always a meld).
  const int concealed_trips = swar::popcount64(a.triplets);
  const uint32_t runs = m.runs | a.runs;
  const uint32_t trips = m.trips | static_cast<uint32_t>(a.triplets & 0x7FFFFFF);
  const int run_count = m.run_count + 4 - v.meld_count - concealed_trips;
  const int set_count = m.set_count + concealed_trips;
  // A concealed triplet completed by ron counts as open (issue 3): 2/4 open, 4/8 closed.
  const bool ron_triplet = !v.tsumo && a.wait == Wait::Shanpon;
  const int concealed_sets = m.concealed_sets + concealed_trips - ron_triplet;
  const int fu = m.fu + 4 * swar::popcount64(a.triplets & ~kYaochuMask) +
                 8 * swar::popcount64(a.triplets & kYaochuMask) -
                 ((2 << ((kYaochuMask >> index(v.win)) & 1)) & -int{ron_triplet});
  const int peikou = a.peikou;
  const int pair = index(a.pair);
  // The conditions are `&` of bools and the yaku bits `when`: on random hands a branch per
  // condition would be mispredicted.
  const bool all_yaochu = m.all_yaochu & ((a.runs & ~kYaochuRunStarts) == 0) &
                          ((a.triplets & ~kYaochuMask) == 0) & ((kYaochuMask >> pair) & 1);
  const int pair_fu = v.pair_fu[pair];
  SetReading out;
  YakuMask& y = out.yaku;
  out.pinfu = v.closed & (run_count == 4) & (pair_fu == 0) & (a.wait == Wait::Ryanmen) &
              (!v.tsumo | rules.pinfu_tsumo);
  y |= when(out.pinfu, Yaku::Pinfu) | when(v.closed & (peikou >= 2), Yaku::Ryanpeikou) |
       when(v.closed & (peikou == 1), Yaku::Iipeikou);
  if (all_yaochu & (run_count > 0))
    y |= bit((v.present & kHonorMask) ? Yaku::Chanta : Yaku::Junchan);
  // Bit t of `runs` / `trips`: a run starting at / a triplet of suit kind t (9 per suit).
  // Ittsu: runs 123, 456 and 789 of one suit (bits 9s, 9s+3, 9s+6); sanshoku (doukou): the
  // same run (triplet) in the three suits (bits r, r+9, r+18).
  constexpr uint32_t kSuitStarts = 1u | 1u << 9 | 1u << 18;
  if (runs & (runs >> 3) & (runs >> 6) & kSuitStarts) y |= bit(Yaku::Ittsu);
  if (runs & (runs >> 9) & (runs >> 18) & 0x1FF) y |= bit(Yaku::Sanshoku);
  if (trips & (trips >> 9) & (trips >> 18) & 0x1FF) y |= bit(Yaku::SanshokuDoukou);
  if (set_count == 4) y |= bit(Yaku::Toitoi);
  if (concealed_sets == 3) y |= bit(Yaku::Sanankou);
  out.suuankou = concealed_sets == 4;

  // Seed 000 "Contando fu": the sum regular_fu_lines (fu.hpp) lists line by line.
  int total = 20 + fu + pair_fu + wait_fu(a.wait);
  total += 10 * (v.closed & !v.tsumo) + 2 * (v.tsumo & !out.pinfu);
  out.fu_sum = total;
  if (total == 20 && !v.closed && !v.tsumo && rules.open_pinfu_30_fu) total = 30;  // rare
  out.fu = (total + 9) / 10 * 10;
  return out;
}

}  // namespace

Reading evaluate(const CompactArrangement& a, const HandView& v, const ScoringRules& rules) {
  Reading out;
  YakumanMask yakuman = v.yakuman;
  YakuMask yaku = 0;  // the yaku of this reading (the view holds the others)
  int fu_sum = 0;
  int fu = 25;  // chiitoitsu (seed 000 "Contando fu" step 6)
  switch (a.shape) {
    case Shape::ThirteenOrphans:
      yakuman |= bit(a.wait == Wait::Kokushi13 ? Yakuman::Kokushi13 : Yakuman::Kokushi);
      break;
    case Shape::SevenPairs:
      yaku |= bit(Yaku::Chiitoitsu);
      break;
    case Shape::Regular:
      [[likely]] {
        const SetReading sy = regular_reading(a, v, rules);
        yaku |= sy.yaku;
        fu_sum = sy.fu_sum;
        fu = sy.fu;
        if (sy.suuankou)
          yakuman |= bit(a.wait == Wait::Tanki ? Yakuman::SuuankouTanki : Yakuman::Suuankou);
        break;
      }
  }
  out.yakuman = yakuman;
  out.fu_sum = fu_sum;
  if (yakuman) {
    // Issue 3: a yakuman drops every ordinary yaku and dora.
    out.yaku = 0;
    out.yaku_han = 0;
    out.yakuman_count = yakuman_count(yakuman, rules);
    out.value = hand_value(0, 0, out.yakuman_count, rules);
  } else {
    if (!v.closed) yaku &= kOpenScoring;
    out.yaku = v.yaku | yaku;
    out.yakuman_count = 0;
    out.yaku_han = v.yaku_han + yaku_han(yaku, v.closed);
    if (out.yaku_han == 0) return out;
    out.value = hand_value(out.yaku_han + v.dora + v.aka + v.ura, fu, 0, rules);
  }
  return out;
}

}  // namespace mjscore::riichi
