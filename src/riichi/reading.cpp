// Valuing one reading of a riichi hand (issue 3 "Yaku", "Fu", seed 000 "Contando han").
#include "riichi/reading.hpp"

#include "riichi/fu.hpp"

namespace mjscore::riichi {
namespace {

// Yaku that keep a value on an open hand.
constexpr YakuMask open_scoring_mask() {
  YakuMask m = 0;
  for (int i = 0; i < kYakuCount; ++i)
    if (kYakuInfo[i].open > 0) m |= YakuMask{1} << i;
  return m;
}
inline constexpr YakuMask kOpenScoring = open_scoring_mask();

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

// The yaku and suuankou of a four-sets-and-a-pair reading (the ones that depend on the sets).
struct SetYaku {
  YakuMask yaku = 0;
  bool suuankou = false;
  bool pinfu = false;
};

SetYaku regular_yaku(const Arrangement& a, const Hand& hand, const HandView& v,
                     const ScoringRules& rules) {
  uint32_t runs[3] = {0, 0, 0};   // bit r: a run starting at rank r+1 in the suit
  uint32_t trips[3] = {0, 0, 0};  // bit r: a triplet or kan of rank r+1 in the suit
  int run_count = 0, set_count = 0, concealed_sets = 0;
  uint8_t run_twins[27] = {};  // concealed runs per first tile (peikou)
  int peikou = 0;
  bool all_yaochu = true;  // every set and the pair holds a terminal or honour
  bool pair_scores = false;
  for (int i = 0; i < a.blocks.size(); ++i) {
    const Block& b = a.blocks[i];
    const int t = index(b.first);
    switch (b.kind) {
      case BlockKind::Run: {
        const int s = t / 9, r = t % 9;
        runs[s] |= 1u << r;
        ++run_count;
        all_yaochu &= (r == 0 || r == 6);
        if (!b.from_meld() && ++run_twins[t] % 2 == 0) ++peikou;
        break;
      }
      case BlockKind::Triplet:
      case BlockKind::Kan: {
        if (t < 27) trips[t / 9] |= 1u << (t % 9);
        ++set_count;
        all_yaochu &= is_terminal_or_honor(b.first);
        // Concealed: a concealed triplet not completed by ron (issue 3), or an ankan.
        const bool concealed = b.kind == BlockKind::Triplet
                                   ? !b.from_meld() && (v.tsumo || i != a.win_block)
                                   : (!b.from_meld() || hand.melds[b.meld].kind == MeldKind::Ankan);
        concealed_sets += concealed;
        break;
      }
      case BlockKind::Pair:
        all_yaochu &= is_terminal_or_honor(b.first);
        pair_scores = block_fu(b, hand, v, false, rules) != 0;
        break;
    }
  }
  SetYaku out;
  YakuMask& y = out.yaku;
  if (v.closed && run_count == 4 && !pair_scores && a.wait == Wait::Ryanmen &&
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
  for (int s = 0; s < 3; ++s)
    if ((runs[s] & kStraight) == kStraight) y |= bit(Yaku::Ittsu);
  if (runs[0] & runs[1] & runs[2]) y |= bit(Yaku::Sanshoku);
  if (trips[0] & trips[1] & trips[2]) y |= bit(Yaku::SanshokuDoukou);
  if (set_count == 4) y |= bit(Yaku::Toitoi);
  if (concealed_sets == 3) y |= bit(Yaku::Sanankou);
  out.suuankou = concealed_sets == 4;
  return out;
}

}  // namespace

void evaluate(const Arrangement& a, const Hand& hand, const HandView& v, const ScoringRules& rules,
              Reading& out) {
  YakumanMask yakuman = v.yakuman;
  YakuMask yaku = v.yaku;
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
      const SetYaku sy = regular_yaku(a, hand, v, rules);
      yaku |= sy.yaku;
      pinfu = sy.pinfu;
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
    out.yaku = yaku;
    out.yakuman_count = 0;
    out.yaku_han = yaku_han(yaku, v.closed);
    if (out.yaku_han == 0) {
      out.points = 0;
      return;
    }
    if (a.shape == Shape::Regular) {
      NoFuLines none;
      fu = regular_fu(a, hand, v, pinfu, rules, none);
    }
    out.value = hand_value(out.yaku_han + v.dora + v.aka + v.ura, fu, 0, rules);
  }
  out.points = winner_points(out.value.basic, v.dealer, v.tsumo);
}

}  // namespace mjscore::riichi
