// The classical family's text (family_text.hpp; docs/classical-games.md): a score's totals,
// the settlement table, a round's four sheets and a game's rounds, from the result structs.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "render/family_text.hpp"
#include "render_text.hpp"

namespace mjscore::cli {
namespace {

using classical::seat_letter;

std::string player_name(const classical::GameRecord& r, int p) {
  if (p < static_cast<int>(r.players.size()))
    return fmt::format("{} ({})", printable(r.players[p]), p);
  return fmt::format("P{}", p);
}

// The settlement table: every seat's score, every payment, every seat's change.
void render_settlement(std::string& out, const classical::Settlement& s) {
  auto it = std::back_inserter(out);
  if (s.winner) {
    fmt::format_to(it, "Settlement: {} wins", seat_letter(*s.winner));
    if (s.dangerous)
      fmt::format_to(it, " (dangerous game: {} pays for all)", seat_letter(*s.dangerous));
    out += '\n';
  } else {
    out += "Settlement: draw, nothing is paid\n";
  }
  out += "  seat    score   change\n";
  for (int i = 0; i < kSeats; ++i)
    fmt::format_to(it, "  {:<4} {:>8} {:>+8}{}\n", seat_letter(static_cast<Wind>(i)), s.scores[i],
                   s.deltas[i], s.dead[i] ? "  (dead hand)" : "");
  for (const classical::Payment& p : s.payments)
    fmt::format_to(it, "  {} pays {} {}\n", seat_letter(p.from), seat_letter(p.to), p.amount);
}

// The four hands' scoring sheets (E S W N), then the settlement table.
void render_round(std::string& out, const classical::RoundRequest& request,
                  const classical::RoundResult& round) {
  for (int i = 0; i < kSeats; ++i) {
    const Wind seat = static_cast<Wind>(i);
    ScoreRequest q = request.hands[i];
    q.family = Family::Classical;
    q.preset = request.preset;
    q.seat = seat;
    q.round = request.round;
    q.won = request.winner == seat;
    fmt::format_to(std::back_inserter(out), "== {} ({})\n", seat_letter(seat),
                   q.won ? "winner" : "loser");
    std::string sheet;
    // The round's results hold no preset name (play_round): the request's, else the default.
    ScoreResult shown = round.hands[i];
    shown.preset = q.preset_name();
    render_score(sheet, q, shown);
    // A sheet's own "Payments" line does not apply: the round's settlement table follows.
    for (std::size_t at = 0, end; at < sheet.size(); at = end + 1) {
      end = sheet.find('\n', at);
      if (end == std::string::npos) end = sheet.size();
      if (sheet.compare(at, 9, "Payments ") != 0) out.append(sheet, at, end + 1 - at);
    }
    out += '\n';
  }
  render_settlement(out, round.settlement);
}

// A line per round (label, East, result, deltas, totals) and the final standings.
void render_classical_game(std::string& out, const classical::GameRecord& record,
                           const classical::GameResult& g) {
  auto it = std::back_inserter(out);
  std::size_t w = 7;
  for (const auto& r : g.rounds)
    for (int p = 0; p < r.totals.players(); ++p)
      w = std::max(w, fmt::format("{:+}", r.totals[p]).size() + 1);
  fmt::format_to(it, "{:>3}  {:<5} {:>4} {:>6}  {:<22} {:>{}}  {:>{}}\n", "#", "round", "east",
                 "repeat", "result", "deltas (P0 P1 P2 P3)", 4 * w, "totals", 4 * w);
  for (std::size_t n = 0; n < g.rounds.size(); ++n) {
    const auto& r = g.rounds[n];
    std::string result = r.winner ? fmt::format("P{} wins", *r.winner) : "draw";
    if (r.dangerous) result += fmt::format(", P{} pays", *r.dangerous);
    if (r.nine_wins) result += ", 9th win";
    std::string deltas, totals;
    for (int p = 0; p < r.deltas.players(); ++p) {
      deltas += fmt::format("{:>+{}}", r.deltas[p], w);
      totals += fmt::format("{:>{}}", r.totals[p], w);
    }
    fmt::format_to(it, "{:>3}  {:<5} {:>4} {:>6}  {:<22} {}  {}\n", n + 1, r.label,
                   fmt::format("P{}", r.east), r.repeat, result, deltas, totals);
  }
  fmt::format_to(it, "\nFinal standings (ended by {})\n", g.ended_by);
  for (int p : standing_order(g.totals))
    fmt::format_to(it, "  {}  {:<24} {:>{}}\n", g.ranks[p], player_name(record, p), g.totals[p], w);
}

void totals(std::string& out, const ScoreResult& r) {
  auto it = std::back_inserter(out);
  fmt::format_to(it, "Total     {} points, {} doubles", r.classical.points, r.classical.doubles);
  if (r.classical.limit_fraction) fmt::format_to(it, ", limit {}", *r.classical.limit_fraction);
  fmt::format_to(it, ", score {}{}\n", r.classical.score, r.classical.won ? "" : " (losing hand)");
  if (r.classical.dead_hand) out += "Dead hand (wrong tile count): scores nothing\n";
}

// Settle, round and game answers.
void answer(std::string& out, const json::Answer& a) {
  if (const auto* round = std::get_if<classical::RoundRequest>(&a.request))
    return render_round(out, *round, a.classical.round);
  if (const auto* game = std::get_if<classical::GameRecord>(&a.request))
    return render_classical_game(out, *game, a.classical.game);
  render_settlement(out, a.classical.settlement);
}

// `mjscore game` of a classical record: its answer as `batch --text` prints it, the id first.
void game_table(std::string& out, const json::Answer& a) {
  if (!a.id.empty()) fmt::format_to(std::back_inserter(out), "-- id {}\n", printable(a.id));
  answer(out, a);
}

}  // namespace

extern const FamilyText kClassicalText{
    .family = "classical",
    .shows_wait = false,
    .asks_for_payments = false,  // payments are a settle request
    .totals = totals,
    .answer = answer,
    .game = game_table,
};

}  // namespace mjscore::cli
