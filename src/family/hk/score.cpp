// HK hand scoring (score.hpp): readings valued from the preset's tables, the best one chosen,
// then base points and payments (src/family/hk/hk_payments.cpp).
#include "family/hk/score.hpp"

#include <bit>

#include "family/foreign_fields.hpp"
#include "family/hk/hand_view.hpp"
#include "family/hk/hk_payments.hpp"
#include "family/hk/patterns.hpp"
#include "json/json_out.hpp"

namespace mjscore::hk {
namespace {

constexpr int kIdBase = element_id_base(Family::HK);

// Contradictory flags (contract "invalid_context"; docs/hk.md "Refused requests").
const char* context_problem(const ScoreRequest& r) {
  const bool tsumo = r.win_by == WinBy::Tsumo;
  if ((r.after_kan || r.after_double_kan) && !tsumo)
    return "after_kan / after_double_kan (win by kong) is a self-draw";
  // Seed "Vitória por kong": the loose tile replaces a kong or a bonus tile; "Double-Kong": the
  // tile that made the kong was itself a replacement (a second kong's, or a bonus tile's).
  const int kongs = r.hand.kan_count();
  const bool bonus = r.hand.bonus_mask != 0;
  if (r.after_kan && kongs == 0 && !bonus)
    return "after_kan: the hand holds no kong and no bonus tile to draw a loose tile for";
  if (r.after_double_kan && kongs < 2 && !(kongs == 1 && bonus))
    return "after_double_kan: a win on the second of consecutive replacements needs two kongs "
           "(or a kong and a bonus tile)";
  if (r.robbing_kan && tsumo)
    return "robbing_kan is a win on another player's kong, not a self-draw";
  if (r.robbing_kan && (r.after_kan || r.after_double_kan))
    return "robbing_kan and after_kan cannot both hold";
  if (r.fifth_tile && tsumo) return "fifth_tile is a penalty on a discard, not on a self-draw";
  if (r.from && tsumo) return "from is the discarder of a win by discard";
  if (r.from && *r.from == r.seat) return "from names the winner's own seat";
  if (r.liable && *r.liable == r.seat) return "liable names the winner's own seat";
  if (r.first_turn && r.seat == Wind::East && !tsumo)
    return "first_turn: East's first-turn win is the heavenly hand, a self-draw";
  if (r.first_turn && !r.hand.is_closed())
    return "first_turn: no tile is claimed before a first-turn win (the hand has an open meld)";
  // Seed "Mão terrestre 地 糊": "Jogador de fora do Leste vence no primeiro descarte do Leste".
  if (r.first_turn && r.seat != Wind::East && tsumo)
    return "first_turn: the earthly hand is won on East's first discard, not self-drawn";
  if (r.first_turn && r.seat != Wind::East && r.from && *r.from != Wind::East)
    return "first_turn: the earthly hand is won on East's first discard";
  return nullptr;
}

// Fields of another family (docs/hk.md "Refused requests"): invalid_request naming the field.
std::optional<Error> foreign_field(const ScoreRequest& r) {
  if (const std::string_view f = riichi_only_field(r); !f.empty())
    return foreign_field_error(f, "riichi", Family::HK);
  if (r.original_call) return foreign_field_error("original_call", "classical", Family::HK);
  for (const Meld& m : r.hand.melds)
    if (m.from && *m.from == r.seat)
      return Error{ErrorCode::invalid_request, "a meld's \"from\" names the winner's own seat", -1};
  return std::nullopt;
}

Result<void> validate_tiles(const Hand& h) {
  if (h.concealed_count() + 3 * h.melds.size() != 14)
    return fail(ErrorCode::invalid_hand, "a winning hand has 14 tiles (a kong counts as 3)");
  if (h.concealed[index(h.win.tile)] == 0)
    return fail(ErrorCode::invalid_hand, "the winning tile is not in the hand");
  return {};
}

// The elements of a reading after the preset's restrictions and subsumption (seed: "apenas os
// critérios com os requisitos mais rígidos são pontuados"), without those worth 0 faan.
uint64_t scored_elements(uint64_t found, const Rules& rules, const HandView& hand) {
  if (rules.concealed_hand_self_draw_only && !hand.tsumo) found &= ~bit(Element::ConcealedHand);
  if (rules.self_triplets_self_draw_only && !hand.tsumo) found &= ~bit(Element::SelfTriplets);
  uint64_t replaced = 0;
  for (uint64_t m = found; m; m &= m - 1) replaced |= rules.replaces[std::countr_zero(m)];
  uint64_t kept = found & ~replaced;
  for (uint64_t m = kept; m; m &= m - 1)
    if (rules.faan[std::countr_zero(m)] == 0) kept &= ~(uint64_t{1} << std::countr_zero(m));
  return kept;
}

struct Candidate {
  int index = -1;
  uint64_t elements = 0;
  int faan = 0;  // capped
  bool meets_minimum = false;
  int value = 0;
};

int faan_of(uint64_t elements, const Rules& rules) {
  int sum = 0;
  for (uint64_t m = elements; m; m &= m - 1) sum += rules.faan[std::countr_zero(m)];
  return sum;
}

// 包 (seed "Penalidades", "Roubando Kong"): the seat that pays for every loser, if any.
std::optional<Wind> liable_seat(const ScoreRequest& r, const Rules& rules, const HandView& h) {
  const auto& l = rules.liability;
  const bool tsumo = h.tsumo;
  const bool pure = std::popcount(h.suits) == 1 && !h.honors;  // 清一色 (all one suit)
  const int suit = std::countr_zero(h.suits);
  if (pure && l.nine_tile && !tsumo && h.exposed_sets[suit & 3] >= 3 && r.from) return r.from;
  if (pure && l.twelve_tile && tsumo && h.exposed_sets[suit & 3] >= 4) {
    // The fourth exposed set's supplier, else the request's `liable`.
    int n = 0;
    for (const Meld& m : r.hand.melds)
      if (m.is_open() && ++n == 4 && m.from && *m.from != r.seat) return m.from;
    if (r.liable) return r.liable;
  }
  if (l.fifth_tile && r.fifth_tile && r.from) return r.from;
  if (l.robbing_kong && r.robbing_kan && r.from) return r.from;
  if (l.declared && r.liable) return r.liable;
  return std::nullopt;
}

}  // namespace

Result<void> score_hand(const ScoreRequest& request, const Rules& rules, ScoreResult& out) {
  out.seats = 4;
  if (auto ok = check_rules(rules); !ok) return ok;
  if (auto foreign = foreign_field(request)) return tl::unexpected(std::move(*foreign));
  if (auto ok = validate_tiles(request.hand); !ok) return ok;
  if (const char* problem = context_problem(request))
    return fail(ErrorCode::invalid_context, problem);

  static thread_local Arrangements readings;
  arrange(request.hand, readings);
  const HandView hand = make_hand_view(request);
  std::optional<Wind> liable = liable_seat(request, rules, hand);
  // Seed "Roubando Kong" and "十二 張 包 自摸": the robbed player pays a self-drawn hand's losses.
  const bool self_draw_total = request.robbing_kan && rules.liability.robbing_kong &&
                               rules.liability.robbing_kong_pays == RobbedKongPays::SelfDraw;

  Candidate best;
  bool any = false;
  for (int i = 0; i < readings.size(); ++i) {
    const Arrangement& a = readings[i];
    if (a.shape == Shape::SevenPairs && !rules.seven_pairs) continue;
    any = true;
    const ReadingView view = make_reading_view(request.hand, a, hand.tsumo);
    Candidate c;
    c.index = i;
    c.elements = scored_elements(detect(hand, view), rules, hand);
    c.faan = std::min(faan_of(c.elements, rules), rules.max_faan);
    const uint64_t counted =
        rules.bonus_counts_to_minimum ? c.elements : c.elements & ~kBonusElements;
    c.meets_minimum = std::min(faan_of(counted, rules), rules.max_faan) >= rules.min_faan;
    auto base = base_points(rules, c.faan);
    if (!base) return tl::unexpected(base.error());
    std::optional<Deltas> unused;
    settle(rules, {*base, request.seat, hand.tsumo, request.from, liable, self_draw_total}, c.value,
           unused);
    const bool better = best.index < 0 || c.meets_minimum > best.meets_minimum ||
                        (c.meets_minimum == best.meets_minimum &&
                         (c.faan > best.faan || (c.faan == best.faan && c.value > best.value)));
    if (better) best = c;
  }
  if (!any) return fail(ErrorCode::not_winning, "the tiles do not form a winning hand");
  if (!best.meets_minimum)
    return fail(ErrorCode::below_minimum, "the hand has " + std::to_string(best.faan) +
                                              " faan, below the minimum of " +
                                              std::to_string(rules.min_faan));

  out.reading = readings[best.index];
  out.elements.clear();
  for (uint64_t m = best.elements; m; m &= m - 1) {
    const int e = std::countr_zero(m);
    out.elements.push_back(
        {ElementId{static_cast<uint16_t>(kIdBase + e)}, {ElementUnit::faan}, rules.faan[e]});
  }
  out.hk.faan = best.faan;
  out.hk.faan_limit = best.faan >= rules.max_faan;
  auto base = base_points(rules, best.faan);
  if (!base) return tl::unexpected(base.error());
  out.hk.base = *base;
  settle(rules, {out.hk.base, request.seat, hand.tsumo, request.from, liable, self_draw_total},
         out.value, out.deltas);
  return {};
}

json::out::Cursor write_score_members(json::out::Cursor c, const ScoreResult& result) {
  const HkScore& r = result.hk;
  c.lit(",\"faan\":");
  c.integer(r.faan);
  c.lit(",\"base\":");
  c.integer(r.base);
  if (r.faan_limit) {
    c.lit(",\"limit\":true");
  } else {
    c.lit(",\"limit\":false");
  }
  return c;
}

}  // namespace mjscore::hk
