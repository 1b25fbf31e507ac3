// Valuing one reading of a riichi hand (issue 3 "Yaku", "Fu", seed 000 "Contando han").
#include "family/riichi/reading.hpp"

#include "analysis/swar.hpp"
#include "family/riichi/fu.hpp"
#include "family/riichi/value_tables.hpp"

namespace mjscore::riichi {
namespace {

int yakuman_count(YakumanMask m, const ScoringRules& rules) {
  int sum = 0, best = 0;
  while (m) {
    const int i = __builtin_ctz(m);
    m &= m - 1;
    const int w = tables(rules).yakuman_weight[i];
    sum += w;
    best = w > best ? w : best;
  }
  return rules.multiple_yakuman ? sum : best;
}

// The sets of a four-sets-and-a-pair reading (the melds are summed in the view, the concealed
// sets are the reading's masks): the yaku that depend on the sets, suuankou, pinfu and the fu.
// The fu are summed by regular_fu from what valuing the sets found, only for a reading with a
// yaku (a third of random requests have none).
struct SetReading {
  YakuMask yaku = 0;
  bool suuankou = false;
  bool pinfu = false;
  bool ron_triplet = false;  // a concealed triplet completed by ron
  int trips = 0;             // concealed triplets: 5 * count + of terminals or honours
  int pair_fu = 0;
};

// Iipeikou / ryanpeikou by the reading's count of identical-run pairs (at most 2). They are
// closed-only: the caller drops them from an open hand with the other closed-only yaku.
constexpr YakuMask kPeikouYaku[4] = {0, bit(Yaku::Iipeikou), bit(Yaku::Ryanpeikou),
                                     bit(Yaku::Ryanpeikou)};

// Toitoi by the count of triplets and kans (four sets), sanankou by the concealed ones.
constexpr YakuMask kSetCountYaku[5] = {0, 0, 0, 0, bit(Yaku::Toitoi)};
constexpr YakuMask kConcealedSetYaku[5] = {0, 0, 0, bit(Yaku::Sanankou), 0};

// Seed 000 "Contando fu": a sum rounded up to the next 10, in fives (the unit of the rules'
// tier table, ScoringTables::tiers; the ranges of the fu keys bound the sum).
constexpr auto kRoundedFives = [] {
  std::array<uint8_t, kMostFuSum + 1> t{};
  for (int i = 0; i < static_cast<int>(t.size()); ++i)
    t[i] = static_cast<uint8_t>((i + 9) / 10 * 2);
  return t;
}();

// hand_value (no yakuman) for a reading's han and fu in fives: the rules' tier table (seed 000
// "Mangan", tabulated by value_tables.cpp), one load per valued reading in place of the
// formula and the limit's tests.
HandValue reading_value(int han, int fives, const ScoringRules& rules) {
  if (han >= rules.limits.kazoe_han) [[unlikely]]  // kazoe, per the preset (at least 1 han)
    return hand_value(han, 5 * fives, 0, rules);
  const ScoringTables::Tier t =
      tables(rules).tiers[static_cast<unsigned>(han)][fives][rules.kiriage_mangan];
  HandValue v;
  v.han = han;
  v.fu = 5 * fives;
  v.yakuman = 0;
  v.limit = t.limit;
  v.basic = t.basic;
  return v;
}

// Chanta / junchan, ittsu and sanshoku of a regular reading: the caller tries them only when
// the view's tiles allow one of them (HandView::rare_sets).
YakuMask rare_set_yaku(const CompactArrangement& a, const HandView& v, int concealed_trips,
                       int yaochu_trips) {
  const MeldSummary& m = v.melds;
  const int pair = index(a.pair);
  YakuMask y = 0;
  // Chanta / junchan: every set and the pair with a terminal or honour, and a run.
  if (m.all_yaochu() & ((a.runs & ~kYaochuRunStarts) == 0) & (yaochu_trips == concealed_trips) &
      ((kYaochuMask >> pair) & 1))
    if (m.run_count() + 4 - v.meld_count - concealed_trips > 0)
      y |= bit((v.present & kHonorMask) ? Yaku::Chanta : Yaku::Junchan);
  // Bit t of `runs`: a run starting at suit kind t (0-26, melded or concealed; MeldSummary::sets
  // holds the melded triplets from bit 32 on). Ittsu: runs 123, 456 and 789 of one suit (bits
  // 9s, 9s+3, 9s+6); sanshoku: the same run in the three suits (bits r, r+9, r+18).
  const uint32_t runs = static_cast<uint32_t>(m.sets) | a.runs;
  constexpr uint32_t kSuitStarts = 1u | 1u << 9 | 1u << 18;
  if (runs & (runs >> 3) & (runs >> 6) & kSuitStarts) y |= bit(Yaku::Ittsu);
  return y | when((runs & (runs >> 9) & (runs >> 18)) != 0, Yaku::Sanshoku);
}

SetReading regular_reading(const CompactArrangement& a, const HandView& v,
                           const ScoringRules& rules) {
  const MeldSummary& m = v.melds;
  // Four sets in all: the concealed ones not triplets are runs (a kan is always a meld).
  const uint64_t triplets = a.triplets;
  const int concealed_trips = swar::popcount64(triplets);
  const int yaochu_trips = swar::popcount64(triplets & kYaochuMask);
  const int wait = static_cast<int>(a.wait);
  const int pair = index(a.pair);
  const int pair_fu = v.pair_fu[pair];
  // A concealed triplet completed by ron counts as open (issue 3): 2/4 open, 4/8 closed.
  const bool ron_triplet = !v.tsumo & (a.wait == Wait::Shanpon);
  SetReading out;
  YakuMask& y = out.yaku;
  // The conditions are `&` of bools and the yaku bits `when`: on random hands a branch per
  // condition would be mispredicted. Pinfu: no meld (so closed), four concealed runs (no
  // concealed triplet), a pair without fu, a ryanmen wait (0); on a tsumo per `pinfu_tsumo`.
  static_assert(static_cast<int>(Wait::Ryanmen) == 0);
  const bool pinfu = ((triplets | static_cast<unsigned>(v.meld_count | pair_fu | wait)) == 0) &
                     tables(rules).pinfu[v.tsumo];
  y |= when(pinfu, Yaku::Pinfu) | kPeikouYaku[a.peikou];
  // The table indexes unsigned (they are counts): no sign extension of each.
  const unsigned concealed_sets = m.concealed_sets() + concealed_trips - ron_triplet;
  const unsigned set_count = m.set_count() + concealed_trips;
  // Sanshoku doukou: a triplet of the same rank in the three suits (bits r, r+9, r+18 of the
  // suit triplets, melded and concealed). Without a branch: readings of three sets or more are
  // too common on random hands for a test that is not mispredicted.
  const uint64_t trips = (m.sets >> 32) | (triplets & 0x7FFFFFF);
  y |= kSetCountYaku[set_count] | kConcealedSetYaku[concealed_sets] |
       when((trips & (trips >> 9) & (trips >> 18)) != 0, Yaku::SanshokuDoukou);
  // The rarer set yaku only where the view's tiles allow them: most readings skip them (a
  // branch that is almost never taken).
  if (v.rare_sets) [[unlikely]]
    y |= rare_set_yaku(a, v, concealed_trips, yaochu_trips);
  out.suuankou = concealed_sets == 4;
  out.pinfu = pinfu;
  out.ron_triplet = ron_triplet;
  out.trips = 5 * concealed_trips + yaochu_trips;
  out.pair_fu = pair_fu;
  return out;
}

// Seed 000 "Contando fu": the sum regular_fu_lines (fu.hpp) lists line by line, before
// open_pinfu and the rounding: the base, the melds (in the view), the concealed triplets
// (ScoringTables::trip_fu; a triplet completed by ron counts as open: ron_triplet_loss), the
// pair, the wait, a closed ron or a tsumo (none with pinfu).
int regular_fu(const SetReading& s, const CompactArrangement& a, const HandView& v,
               const ScoringRules& rules) {
  const FuValues& f = rules.fu;
  return f.base + v.melds.fu() + tables(rules).trip_fu[s.trips] -
         (tables(rules).ron_triplet_loss[index(v.win)] & -int{s.ron_triplet}) + s.pair_fu +
         f.wait[static_cast<int>(a.wait)] + (f.closed_ron & -int{v.closed & !v.tsumo}) +
         (f.tsumo & -int{v.tsumo & !s.pinfu});
}

}  // namespace

Reading evaluate(const CompactArrangement& a, const HandView& v, const ScoringRules& rules) {
  Reading out;
  YakumanMask yakuman = v.yakuman;
  YakuMask yaku = 0;  // the yaku of this reading (the view holds the others)
  SetReading sets;
  switch (a.shape) {
    case Shape::ThirteenOrphans:  // (a yakuman whose value is 0 is off: the view's are masked)
      yakuman |= bit(a.wait == Wait::Kokushi13 ? Yakuman::Kokushi13 : Yakuman::Kokushi) &
                 tables(rules).yakuman_scoring;
      break;
    case Shape::SevenPairs:
      yaku |= bit(Yaku::Chiitoitsu);
      break;
    case Shape::Regular:
      [[likely]] {
        sets = regular_reading(a, v, rules);
        yaku |= sets.yaku;
        if (sets.suuankou)
          yakuman |= bit(a.wait == Wait::Tanki ? Yakuman::SuuankouTanki : Yakuman::Suuankou) &
                     tables(rules).yakuman_scoring;
        break;
      }
  }
  out.yakuman = yakuman;
  if (yakuman) {
    // Issue 3: a yakuman drops every ordinary yaku and dora.
    out.yaku = 0;
    out.yaku_han = 0;
    out.yakuman_count = yakuman_count(yakuman, rules);
    out.value = hand_value(0, 0, out.yakuman_count, rules);
    return out;
  }
  // The view's yaku and the reading's filtered and counted together: once per reading rather
  // than the view's in build_view as well.
  out.yaku = (v.yaku | yaku) & v.han->scoring;
  out.yakuman_count = 0;
  out.yaku_han = yaku_han(out.yaku, *v.han);
  // A reading without a yaku is not valued: its fu are not summed either (no_yaku is a third of
  // random requests).
  if (out.yaku_han == 0) return out;
  int fives = tables(rules).chiitoitsu_fives;  // flat (seed 000 "Contando fu" step 6)
  if (a.shape == Shape::Regular) [[likely]] {
    const unsigned total = regular_fu(sets, a, v, rules);  // a sum: an unsigned index
    out.fu_sum = total;
    fives = kRoundedFives[total];
    // Rare: an open ron with no fu but the base (20 -> 30).
    if (total == static_cast<unsigned>(rules.fu.base) && !v.closed && !v.tsumo &&
        rules.open_pinfu_30_fu)
      fives = kRoundedFives[total + kOpenPinfuFu];
  }
  out.value = reading_value(out.yaku_han + v.dora + v.aka + v.ura + v.kita, fives, rules);
  return out;
}

}  // namespace mjscore::riichi
