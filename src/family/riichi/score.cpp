// Riichi hand scoring (issue 3): validate, view the hand once, value every reading, keep the
// best (issue 3 "Choosing the reading"), then build the elements, fu lines and payments.
#include "family/riichi/score.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>

#include "analysis/compact.hpp"
#include "family/riichi/element_ids.hpp"
#include "family/riichi/error_texts.hpp"
#include "family/riichi/fu.hpp"
#include "family/riichi/hand_view.hpp"
#include "family/riichi/reading.hpp"
#include "family/riichi/riichi_payments.hpp"
#include "family/riichi/sanma.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/riichi_points.hpp"

namespace mjscore {

namespace riichi {
namespace {

// Riichi's ids start at 0 among every family's (result.hpp): its own index is the id's.
static_assert(element_id_base(Family::Riichi) == 0);
constexpr ElementId id_of(int index) { return {static_cast<uint16_t>(index)}; }

void add_elements(const Reading& r, const HandView& v, const ScoringRules& rules,
                  ScoreResult& out) {
  out.elements.clear();
  if (r.yakuman_count > 0) {
    // With `multiple_yakuman` off only the most valuable pattern is listed.
    YakumanMask m = r.yakuman;
    int kept = -1, kept_w = 0;
    while (m) {
      const int i = __builtin_ctz(m);
      m &= m - 1;
      const int w = tables(rules).yakuman_weight[i];
      if (rules.multiple_yakuman) {
        out.elements.push_back({id_of(kYakumanIds + i), {ElementUnit::yakuman}, w});
      } else if (w > kept_w) {
        kept = i, kept_w = w;
      }
    }
    if (kept >= 0)
      out.elements.push_back({id_of(kYakumanIds + kept), {ElementUnit::yakuman}, kept_w});
    return;
  }
  // Written through a pointer: at most kYakuCount - 6 yaku hold together (nagashi_mangan is
  // never detected; riichi / double_riichi, haitei / houtei, iipeikou / ryanpeikou, chanta /
  // junchan, honitsu / chinitsu exclude each other), then up to four dora elements.
  static_assert(decltype(ScoreResult::elements)::capacity() >= kYakuCount - 6 + 4);
  Element* e = out.elements.begin();
  const int8_t* han = v.closed ? rules.han.data() : rules.open_han.data();
  for (YakuMask m = r.yaku; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    *e++ = {id_of(i), {ElementUnit::han}, han[i]};
  }
  // Each dora element is written and kept only when it counts (no branch on random counts):
  // its id and unit as one 4-byte store, then its count.
  static_assert(offsetof(Element, id) == 0 && offsetof(Element, unit) == 2 &&
                offsetof(Element, amount) == 4 && sizeof(ElementId) == 2 &&
                sizeof(ElementUnit) == 1);
  static constexpr uint32_t kDoraHead[4] = {kDoraIds | uint32_t{ElementUnit::han} << 16,
                                            (kDoraIds + 1) | uint32_t{ElementUnit::han} << 16,
                                            (kDoraIds + 2) | uint32_t{ElementUnit::han} << 16,
                                            (kDoraIds + 3) | uint32_t{ElementUnit::han} << 16};
  const int counts[4] = {v.dora, v.aka, v.ura, v.kita};
  for (int i = 0; i < 4; ++i) {
    std::memcpy(static_cast<void*>(e), &kDoraHead[i], 4);
    e->amount = counts[i];
    e += counts[i] != 0;
  }
  out.elements.set_size(static_cast<int>(e - out.elements.begin()));
}

// regular_fu_lines writes through a pointer into 11 slots (no bounds check per line).
static_assert(decltype(RiichiScore::fu_details)::capacity() >= 11);

// How many of the reading's yakuman the liable seat answers for (`pao`, `pao_whole_hand`).
int liable_yakuman(const Reading& r, const ScoringRules& rules) {
  int liable = 0;
  YakumanMask m = r.yakuman;
  while (m) {
    const int i = __builtin_ctz(m);
    m &= m - 1;
    if (std::find(rules.pao.begin(), rules.pao.end(), kYakumanInfo[i].id) != rules.pao.end())
      liable += tables(rules).yakuman_weight[i];
  }
  if (liable == 0) return 0;
  return rules.pao_whole_hand ? r.yakuman_count : std::min(liable, r.yakuman_count);
}

// The payments with a liable seat or wareme (`pay`).
[[gnu::noinline]] void pay_liable_or_wareme(const ScoreRequest& request, const Reading& best,
                                            const ScoringRules& sr, ScoreResult& out) {
  WinPayment win;
  win.winner = request.seat;
  win.win_by = request.win_by;
  win.from = request.from;  // read on a ron only
  win.honba = request.honba;
  win.riichi_sticks = request.riichi_sticks;
  if (request.liable && best.yakuman_count > 0) {
    win.liable_yakuman = liable_yakuman(best, sr);
    if (win.liable_yakuman > 0) win.liable = request.liable;
  }
  win.wareme = request.wareme;
  const Payments p = pay(best.value, win, sr);
  out.value = p.value;
  out.deltas = p.deltas;
}

}  // namespace

Result<void> score_hand(const ScoreRequest& request, const Rules& rules, ScoreResult& out) {
  const ScoringRules& sr = rules.scoring;
  const Hand& hand = request.hand;
  out.seats = static_cast<int8_t>(sr.players);
  // Three-player presets (and three-player fields on a four-player one): their own checks first.
  // A kita's replacement draw may be a rinshan (`kita_rinshan`): it counts as a kan for
  // after_kan below.
  int kita_draws = 0;
  if (needs_player_check(request, sr)) [[unlikely]] {
    if (auto ok = check_players(request, sr); !ok) return ok;
    kita_draws = sr.kita_rinshan ? request.kita : 0;
  }

  // Per-thread scratch for the readings: compact (masks, no block lists), expanded only for
  // the chosen one; hands with counts above 4 come from arrange() (the reference). constinit:
  // initialised with the thread (SmallVector's constructor is constexpr), so no call tests a
  // first-use guard.
  static thread_local constinit CompactArrangements readings;
  static thread_local constinit Arrangements fallback;
  const bool compact = arrange_compact(hand, readings);
  if (!compact) {
    arrange(hand, fallback);
    for (const Arrangement& a : fallback) readings.push_back(compact_of(a));
  }
  // Error order: invalid_hand, invalid_context, not_winning. An arranged hand has 14 tiles and
  // holds its winning tile, so the tile checks only run when there is no arrangement.
  if (readings.empty()) {
    if (auto ok = validate_request(request); !ok) return ok;
    return fail(ErrorCode::not_winning, "the tiles do not form a winning hand");
  }
  // The view only reads the tiles and flags; the context checks then use its openness and kans.
  const HandView view = build_view(request, sr);
  if (const char* problem = context_problem(request, view.closed, view.kans + kita_draws))
    return fail(ErrorCode::invalid_context, problem);

  // Most hands have one reading: it is valued in place, and its points are only needed to
  // compare it with others.
  Reading best = evaluate(readings[0], view, sr);
  int best_index = best.valid() ? 0 : -1;
  if (readings.size() > 1) {
    best.points = winner_points(best, view);
    for (int i = 1; i < readings.size(); ++i) {
      Reading r = evaluate(readings[i], view, sr);
      if (!r.valid()) continue;
      r.points = winner_points(r, view);
      if (best_index < 0 || better(r, best)) best = r, best_index = i;
    }
  }
  if (best_index < 0) return fail(ErrorCode::no_yaku, texts::kNoYaku);

  const Arrangement& reading = out.reading;
  if (compact) {
    expand(hand, readings[best_index], out.reading);
  } else {
    out.reading = fallback[best_index];
  }
  out.riichi.han = best.value.han;
  out.riichi.fu = best.value.fu;
  out.riichi.yakuman = best.yakuman_count;
  out.riichi.limit = best.value.limit;
  out.riichi.basic_points = best.value.basic;
  out.riichi.fu_details.clear();
  if (best.yakuman_count == 0) {
    if (reading.shape == Shape::Regular) {
      const FuLine* end = regular_fu_lines(reading, view, best, sr, out.riichi.fu_details.begin());
      out.riichi.fu_details.set_size(static_cast<int>(end - out.riichi.fu_details.begin()));
    } else {
      out.riichi.fu_details.push_back(
          {{FuReason::chiitoitsu}, static_cast<int8_t>(sr.fu.chiitoitsu)});
    }
  }
  add_elements(best, view, sr, out);

  // Liability for a yakuman and wareme are rare: only they build a WinPayment for `pay`.
  if ((request.liable && best.yakuman_count > 0) || (sr.wareme && request.wareme)) [[unlikely]] {
    pay_liable_or_wareme(request, best, sr, out);
  } else {
    pay_plain(best.value.basic, request.seat, request.win_by, request.from, request.honba,
              request.riichi_sticks, sr, out.value, out.deltas);
  }
  // Default-initialised: `return {}` value-initialises the result, zeroing its 72 bytes (the
  // error's storage) before setting the flag; a default-initialised one only sets the flag.
  Result<void> done;
  return done;
}

}  // namespace riichi
}  // namespace mjscore
