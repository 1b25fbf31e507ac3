// The text every family shares (render_text.hpp); where the families differ it calls the
// family's own text (render/family_text.hpp).
#include "render_text.hpp"

#include <fmt/format.h>

#include <iterator>

#include "mjscore/element_names.hpp"
#include "mjscore/names.hpp"
#include "mjscore/notation.hpp"
#include "render/family_text.hpp"

namespace mjscore::cli {
namespace {

std::string tiles_text(const Indicators& tiles) {
  std::string s;
  for (auto t : tiles) s += format_tile(t);
  return s;
}

std::string mask_text(TileMask mask) {
  TileCounts counts{};
  for (int k = 0; k < kTileKinds; ++k) counts[k] = (mask >> k) & 1u;
  return format_tiles(counts);
}

// The family and preset are the result's: those the request was scored under.
void context_line(std::string& out, const ScoreRequest& q, const ScoreResult& r) {
  const Hand& h = q.hand;
  auto it = std::back_inserter(out);
  fmt::format_to(it, "Hand      {}", format_tiles(h.concealed, h.concealed_red));
  if (q.won)
    fmt::format_to(it, "  win {} by {}", format_tile(h.win),
                   q.win_by == WinBy::Tsumo ? "tsumo" : "ron");
  if (q.from) fmt::format_to(it, " from {}", wind_letter(*q.from));
  fmt::format_to(it, "  seat {}  round {}", wind_letter(q.seat), wind_letter(q.round));
  fmt::format_to(it, "  ({} {})\n", family_name(r.family), r.preset);
  if (!h.melds.empty()) {
    out += "Melds     ";
    for (int k = 0; k < h.melds.size(); ++k) {
      if (k) out += ", ";
      out += format_meld(h.melds[k]);
    }
    out += '\n';
  }
  std::string flags;
  auto flag = [&](bool on, std::string_view name) {
    if (!on) return;
    if (!flags.empty()) flags += ' ';
    flags += name;
  };
  flag(q.riichi, "riichi");
  flag(q.double_riichi, "double_riichi");
  flag(q.ippatsu, "ippatsu");
  flag(q.last_tile, "last_tile");
  flag(q.after_kan, "after_kan");
  flag(q.after_double_kan, "after_double_kan");
  flag(q.robbing_kan, "robbing_kan");
  flag(q.robbed_kita, "robbed_kita");
  flag(q.first_turn, "first_turn");
  flag(q.fifth_tile, "fifth_tile");
  if (!flags.empty()) fmt::format_to(it, "Flags     {}\n", flags);
  if (!q.dora.empty() || !q.ura.empty()) {
    fmt::format_to(it, "Dora      {}", q.dora.empty() ? "-" : tiles_text(q.dora));
    if (!q.ura.empty()) fmt::format_to(it, "  ura {}", tiles_text(q.ura));
    out += "  (indicators)\n";
  }
  if (q.kita)
    fmt::format_to(it, "Kita      {} North{} set aside (three-player)\n", q.kita,
                   q.kita == 1 ? "" : "s");
  if (q.honba || q.riichi_sticks)
    fmt::format_to(it, "Table     {} honba, {} riichi stick{}\n", q.honba, q.riichi_sticks,
                   q.riichi_sticks == 1 ? "" : "s");
}

}  // namespace

void render_score(std::string& out, const ScoreRequest& q, const ScoreResult& r) {
  auto it = std::back_inserter(out);
  context_line(out, q, r);
  const FamilyText& text = family_text(r.family);
  out += "Reading  ";
  for (const auto& s : json::reading_sets(r.reading, q.hand)) {
    out += ' ';
    out += s;
  }
  if (text.shows_wait) {
    fmt::format_to(it, "   ({} wait{})\n", json::wait_name(r.reading.wait),
                   r.reading.nine_sided ? ", nine-sided" : "");
  } else {  // the sets the hand scored; no wait is scored
    out += '\n';
  }
  for (const auto& e : r.elements) {
    if (e.unit.id == ElementUnit::limit) {  // a fraction of the limit, in thousandths
      fmt::format_to(it, "  {:<22} {:>3} {}\n", e.id.text(), e.amount / 1000.0, e.unit.text());
      continue;
    }
    fmt::format_to(it, "  {:<22} {:>3} {}", e.id.text(), e.amount, e.unit.text());
    if (const ElementName* name = element_name(r.family, e.id.text()))
      fmt::format_to(it, "  {} {}", name->english, name->japanese);
    out += '\n';
  }
  text.totals(out, r);
  fmt::format_to(it, "Value     {}\n", r.value);
  if (!r.deltas && !text.asks_for_payments) return;  // payments: a request of their own
  if (r.deltas) {
    out += "Payments ";
    for (int s = 0; s < r.seats; ++s) {  // three-player: E S W
      const int d = (*r.deltas)[s];
      fmt::format_to(it, fmt::runtime(d ? "  {} {:+d}" : "  {} {}"), kWindLetters[s], d);
    }
    if (!text.payments_note.empty()) fmt::format_to(it, "   ({})", text.payments_note);
    out += '\n';
  } else {
    out += "Payments  give the discarder (from) to see every seat's change\n";
  }
}

void render_waits(std::string& out, const Hand& hand, const WaitsAnswer& w) {
  auto it = std::back_inserter(out);
  fmt::format_to(it, "Hand      {}", format_tiles(hand.concealed, hand.concealed_red));
  for (const auto& m : hand.melds) fmt::format_to(it, "  [{}]", format_meld(m));
  out += '\n';
  if (w.waits.tenpai()) {
    fmt::format_to(it, "Tenpai    waits on {}\n", mask_text(w.waits.waits));
  } else {
    fmt::format_to(it, "Not tenpai: shanten {}\n", w.shanten.best());
  }
  if (w.waits.exhausted)
    fmt::format_to(it, "Exhausted {} (all four copies are in this hand)\n",
                   mask_text(w.waits.exhausted));
  fmt::format_to(it, "Shanten   regular {}, seven pairs {}, thirteen orphans {}\n",
                 w.shanten.regular, w.shanten.seven_pairs, w.shanten.thirteen_orphans);
}

void render_error(std::string& out, const Error& e) {
  fmt::format_to(std::back_inserter(out), "error ({}): {}\n", to_string(e.code),
                 printable(e.message));
}

void render_answer(std::string& out, const json::Answer& a) {
  if (!a.id.empty()) fmt::format_to(std::back_inserter(out), "-- id {}\n", printable(a.id));
  if (a.error) {
    render_error(out, *a.error);
    return;
  }
  switch (a.type) {
    case RequestType::Score:
      render_score(out, std::get<ScoreRequest>(a.request), a.score);
      return;
    case RequestType::Waits:
      render_waits(out, std::get<WaitsRequest>(a.request).hand, a.waits);
      return;
    default:  // a request of a family's own type
      if (const auto family = family_of(a.request)) family_text(*family).answer(out, a);
      return;
  }
}

}  // namespace mjscore::cli
