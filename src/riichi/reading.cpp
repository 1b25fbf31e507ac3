// Valuing one reading of a riichi hand (issue 3 "Yaku", "Fu", seed 000 "Contando han").
#include "riichi/reading.hpp"

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

// One pass over the concealed blocks of a four-sets-and-a-pair reading (the melds are summed
// in the view): the yaku that depend on the sets, suuankou, pinfu and the fu.
struct SetReading {
  YakuMask yaku = 0;
  bool suuankou = false;
  bool pinfu = false;
  int fu = 0;
};

SetReading regular_reading(const Arrangement& a, const HandView& v, const ScoringRules& rules) {
  const MeldSummary& m = v.melds;
  uint32_t runs[3] = {m.runs[0], m.runs[1], m.runs[2]};
  uint32_t trips[3] = {m.trips[0], m.trips[1], m.trips[2]};
  int run_count = m.run_count, set_count = m.set_count, concealed_sets = m.concealed_sets;
  bool all_yaochu = m.all_yaochu;
  int fu = m.fu, pair_fu = 0;
  uint32_t odd_runs = 0;  // concealed runs seen an odd number of times, per first tile
  int peikou = 0;         // pairs of identical concealed runs
  const int n = a.blocks.size();
  for (int i = v.meld_count; i < n; ++i) {
    const Block& b = a.blocks[i];
    const int t = index(b.first);
    const int yaochu = (kYaochuMask >> t) & 1;
    switch (b.kind) {
      case BlockKind::Run:
        runs[t / 9] |= 1u << (t % 9);
        ++run_count;
        all_yaochu &= (kYaochuRunStarts >> t) & 1;
        odd_runs ^= 1u << t;
        peikou += ((odd_runs >> t) & 1) ^ 1;
        break;
      case BlockKind::Triplet:
      case BlockKind::Kan: {
        if (t < 27) trips[t / 9] |= 1u << (t % 9);
        ++set_count;
        all_yaochu &= yaochu != 0;
        // A concealed triplet completed by ron counts as open (issue 3): 2/4 open, 4/8 closed.
        const int concealed = v.tsumo || i != a.win_block;
        concealed_sets += concealed;
        fu += (2 << concealed) << yaochu;
        break;
      }
      case BlockKind::Pair:
        all_yaochu &= yaochu != 0;
        pair_fu = t >= 27 ? v.honor_pair_fu[t - 27] : 0;
        break;
    }
  }
  SetReading out;
  YakuMask& y = out.yaku;
  if (v.closed && run_count == 4 && pair_fu == 0 && a.wait == Wait::Ryanmen &&
      (!v.tsumo || rules.pinfu_tsumo)) {
    y |= bit(Yaku::Pinfu);
    out.pinfu = true;
  }
  if (v.closed && peikou >= 2) {
    y |= bit(Yaku::Ryanpeikou);
  } else if (v.closed && peikou == 1) {
    y |= bit(Yaku::Iipeikou);
  }
  if (all_yaochu && run_count > 0)
    y |= bit((v.present & kHonorMask) ? Yaku::Chanta : Yaku::Junchan);
  constexpr uint32_t kStraight = 0b1001001;
  if (((runs[0] & kStraight) == kStraight) | ((runs[1] & kStraight) == kStraight) |
      ((runs[2] & kStraight) == kStraight))
    y |= bit(Yaku::Ittsu);
  if (runs[0] & runs[1] & runs[2]) y |= bit(Yaku::Sanshoku);
  if (trips[0] & trips[1] & trips[2]) y |= bit(Yaku::SanshokuDoukou);
  if (set_count == 4) y |= bit(Yaku::Toitoi);
  if (concealed_sets == 3) y |= bit(Yaku::Sanankou);
  out.suuankou = concealed_sets == 4;

  // Seed 000 "Contando fu" (the same steps as regular_fu in fu.hpp, which lists the lines).
  int total = 20 + fu + pair_fu + wait_fu(a.wait);
  if (v.closed && !v.tsumo) total += 10;
  if (v.tsumo && !out.pinfu) total += 2;
  if (!v.closed && !v.tsumo && total == 20 && rules.open_pinfu_30_fu) total = 30;
  out.fu = (total + 9) / 10 * 10;
  return out;
}

}  // namespace

void evaluate(const Arrangement& a, const HandView& v, const ScoringRules& rules, Reading& out) {
  YakumanMask yakuman = v.yakuman;
  YakuMask yaku = 0;  // the yaku of this reading (the view holds the others)
  bool pinfu = false;
  int fu = 25;  // chiitoitsu (seed 000 "Contando fu" step 6)
  switch (a.shape) {
    case Shape::ThirteenOrphans:
      yakuman |= bit(a.wait == Wait::Kokushi13 ? Yakuman::Kokushi13 : Yakuman::Kokushi);
      break;
    case Shape::SevenPairs:
      yaku |= bit(Yaku::Chiitoitsu);
      break;
    case Shape::Regular: {
      const SetReading sy = regular_reading(a, v, rules);
      yaku |= sy.yaku;
      pinfu = sy.pinfu;
      fu = sy.fu;
      if (sy.suuankou)
        yakuman |= bit(a.wait == Wait::Tanki ? Yakuman::SuuankouTanki : Yakuman::Suuankou);
      break;
    }
  }
  out.yakuman = yakuman;
  out.pinfu = pinfu;
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
    if (out.yaku_han == 0) {
      out.points = 0;
      return;
    }
    out.value = hand_value(out.yaku_han + v.dora + v.aka + v.ura, fu, 0, rules);
  }
  out.points = winner_points(out.value.basic, v.dealer, v.tsumo);
}

}  // namespace mjscore::riichi
