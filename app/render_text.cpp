#include "render_text.hpp"
#include "hk_game_text.hpp"

#include <fmt/format.h>

#include <iterator>

#include "family/riichi/game_json.hpp"
#include "mjscore/element_names.hpp"
#include "mjscore/notation.hpp"
#include "render_classical.hpp"

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
  flag(q.first_turn, "first_turn");
  flag(q.fifth_tile, "fifth_tile");
  if (!flags.empty()) fmt::format_to(it, "Flags     {}\n", flags);
  if (!q.dora.empty() || !q.ura.empty()) {
    fmt::format_to(it, "Dora      {}", q.dora.empty() ? "-" : tiles_text(q.dora));
    if (!q.ura.empty()) fmt::format_to(it, "  ura {}", tiles_text(q.ura));
    out += "  (indicators)\n";
  }
  if (q.honba || q.riichi_sticks)
    fmt::format_to(it, "Table     {} honba, {} riichi stick{}\n", q.honba, q.riichi_sticks,
                   q.riichi_sticks == 1 ? "" : "s");
}

// Four values of a player each, right-aligned in 7 columns.
template <class Values, class Text>
std::string players_text(const Values& values, Text&& text) {
  std::string s;
  for (const auto& v : values) fmt::format_to(std::back_inserter(s), "{:>7}", text(v));
  return s;
}
std::string players_text(const PerPlayer<int>& values) {
  return players_text(values, [](int v) { return v; });
}
std::string points_text(const PerPlayer<double>& points) {
  return players_text(points, [](double p) { return json::format_points(p); });
}

}  // namespace

void render_score(std::string& out, const ScoreRequest& q, const ScoreResult& r) {
  auto it = std::back_inserter(out);
  context_line(out, q, r);
  out += "Reading  ";
  for (const auto& s : json::reading_sets(r.reading, q.hand)) {
    out += ' ';
    out += s;
  }
  if (r.family == Family::Classical) {  // the sets the hand scored; no wait is scored
    out += '\n';
  } else {
    fmt::format_to(it, "   ({} wait{})\n", json::wait_name(r.reading.wait),
                   r.reading.nine_sided ? ", nine-sided" : "");
  }
  for (const auto& e : r.elements) {
    if (e.unit.id == ElementUnit::limit) {  // a fraction of the limit, in thousandths
      fmt::format_to(it, "  {:<22} {:>3} {}\n", e.id.text(), e.amount / 1000.0, e.unit.text());
      continue;
    }
    fmt::format_to(it, "  {:<22} {:>3} {}", e.id.text(), e.amount, e.unit.text());
    const ElementName* name =
        r.family == Family::Riichi ? riichi_element_name(e.id.text()) : nullptr;
    if (name) fmt::format_to(it, "  {} {}", name->english, name->japanese);
    out += '\n';
  }
  if (r.family == Family::Riichi) {
    if (!r.fu_details.empty()) {
      out += "Fu        ";
      for (int k = 0; k < r.fu_details.size(); ++k) {
        const FuLine& f = r.fu_details[k];
        if (k) out += " + ";
        fmt::format_to(it, "{} {}", f.reason.text(), int{f.fu});
        if (f.has_tile) fmt::format_to(it, " ({})", format_tile({f.tile, false}));
      }
      fmt::format_to(it, " = {}\n", r.fu);
    }
    if (r.yakuman) {
      fmt::format_to(it, "Total     {} yakuman", r.yakuman);
    } else {
      fmt::format_to(it, "Total     {} han {} fu", r.han, r.fu);
    }
    if (r.limit != Limit::None) fmt::format_to(it, "  {}", limit_name(r.limit));
    out += '\n';
  } else if (r.family == Family::HK) {
    fmt::format_to(it, "Total     {} faan{}, base {}\n", r.faan, r.faan_limit ? " (limit)" : "",
                   r.base);
  } else {
    fmt::format_to(it, "Total     {} points, {} doubles", r.points, r.doubles);
    if (r.limit_fraction) fmt::format_to(it, ", limit {}", *r.limit_fraction);
    fmt::format_to(it, ", score {}{}\n", r.score, r.won ? "" : " (losing hand)");
    if (r.dead_hand) out += "Dead hand (wrong tile count): scores nothing\n";
  }
  fmt::format_to(it, "Value     {}\n", r.value);
  if (r.family == Family::Classical && !r.deltas) return;  // payments: a settle request
  if (r.deltas) {
    out += "Payments ";
    for (int s = 0; s < kSeats; ++s) {
      const int d = (*r.deltas)[s];
      fmt::format_to(it, fmt::runtime(d ? "  {} {:+d}" : "  {} {}"), kWindLetters[s], d);
    }
    out += "   (honba and sticks included)\n";
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
  fmt::format_to(std::back_inserter(out), "error ({}): {}\n", to_string(e.code), e.message);
}

void render_game_answer(std::string& out, const json::GameAnswer& game) {
  auto ins = std::back_inserter(out);
  for (const riichi::HandResult& h : game.result.hands) {
    std::string result = h.result;
    for (const auto& w : h.wins)
      fmt::format_to(std::back_inserter(result), " P{} {}", w.winner, w.value);
    if (!h.reason.empty()) result += " " + h.reason;
    if (h.chombo_player) fmt::format_to(std::back_inserter(result), " P{}", *h.chombo_player);
    riichi::PlayerScores change = h.deltas;
    for (int p = 0; p < change.players(); ++p) change[p] += h.deposits[p];
    fmt::format_to(ins, "{:<3} {:>2} {:>2}  {:<28}{}  |{}\n", h.round, h.honba, h.sticks_before,
                   result, players_text(change), players_text(h.scores));
  }
  const riichi::FinalStanding& f = game.result.final;
  fmt::format_to(ins, "final ({}): scores{}  ranks{}  points{}\n", f.ended_by,
                 players_text(f.scores), players_text(f.ranks), points_text(f.points));
}

void render_final_answer(std::string& out, const riichi::FinalPoints& points) {
  fmt::format_to(std::back_inserter(out), "ranks {}\npoints{}\n", players_text(points.ranks),
                 points_text(points.points));
}

void render_answer(std::string& out, const json::Answer& a) {
  if (!a.id.empty()) fmt::format_to(std::back_inserter(out), "-- id {}\n", a.id);
  if (a.error) {
    render_error(out, *a.error);
    return;
  }
  switch (a.type) {
    case json::RequestType::Score:
      render_score(out, std::get<ScoreRequest>(a.request), a.score);
      return;
    case json::RequestType::Waits:
      render_waits(out, std::get<WaitsRequest>(a.request).hand, a.waits);
      return;
    case json::RequestType::Game:
      if (const auto* r = std::get_if<classical::GameRecord>(&a.request))
        return render_classical_game(out, *r, a.classical.game);
      if (std::holds_alternative<hk::GameRecord>(a.request)) return render_hk_game(out, a.hk_game);
      render_game_answer(out, a.game);
      return;
    case json::RequestType::Final:
      render_final_answer(out, a.final);
      return;
    case json::RequestType::Settle:
      render_settlement(out, a.classical.settlement);
      return;
    case json::RequestType::Round:
      render_round(out, std::get<classical::RoundRequest>(a.request), a.classical.round);
      return;
  }
}

}  // namespace mjscore::cli
