// The HK family's text (family_text.hpp; docs/hk.md "HK games"): a score's totals, and a game
// as a line per hand and the final standings. Reads the result structs only.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "render/family_text.hpp"

namespace mjscore::cli {
namespace {

std::string hand_text(const hk::GameHandResult& h) {
  std::string s = h.result;
  if (h.winner) {
    s += fmt::format(" P{}", *h.winner);
    if (h.from) s += fmt::format(" from P{}", *h.from);
    s += fmt::format(" {} faan{} base {}", h.faan, h.limit ? " (limit)" : "", h.base);
    if (h.liable) s += fmt::format(" liable P{}", *h.liable);
  }
  if (h.player) s += fmt::format(" P{} penalty {}", *h.player, h.value);
  return s;
}

std::string player_name(const json::HkGameAnswer& g, int p) {
  if (p < static_cast<int>(g.players.size()))
    return fmt::format("{} (P{})", printable(g.players[p]), p);
  return fmt::format("P{}", p);
}

// A line per hand (round, dealer, result, deltas, running scores) and the final standings,
// for `mjscore game` and `batch --text` alike.
void game_text(std::string& out, const json::HkGameAnswer& game) {
  auto ins = std::back_inserter(out);
  const hk::GameResult& g = game.result;
  // Number columns as wide as the widest number plus a space (at least 7).
  size_t w = 7;
  for (const auto& h : g.hands)
    for (int p = 0; p < h.scores.players(); ++p)
      w = std::max({w, fmt::format("{:+}", h.deltas[p]).size() + 1,
                    fmt::format("{}", h.scores[p]).size() + 1});
  fmt::format_to(ins, "{:>3}  {:<5} {:<6}  {:<40} {:>{}}  {:>{}}\n", "#", "round", "dealer",
                 "result", "deltas (P0 P1 P2 P3)", 4 * w, "scores", 4 * w);
  for (size_t i = 0; i < g.hands.size(); ++i) {
    const auto& h = g.hands[i];
    std::string deltas, scores;
    for (int p = 0; p < h.deltas.players(); ++p) {
      deltas += fmt::format("{:>+{}}", h.deltas[p], w);
      scores += fmt::format("{:>{}}", h.scores[p], w);
    }
    fmt::format_to(ins, "{:>3}  {:<5} {:<6}  {:<40} {}  {}{}\n", i + 1, h.round,
                   fmt::format("P{}", h.dealer), hand_text(h), deltas, scores,
                   h.dealer_keeps ? "  (dealer keeps)" : "");
  }
  const auto& f = g.final;
  fmt::format_to(ins, "\nFinal standings (ended by {})\n", f.ended_by);
  for (int p : standing_order(f.scores))
    fmt::format_to(ins, "  {}  {:<24} {:>{}}\n", f.ranks[p], player_name(game, p), f.scores[p], w);
}

void game_answer(std::string& out, const json::Answer& a) { game_text(out, a.hk_game); }

void totals(std::string& out, const ScoreResult& r) {
  fmt::format_to(std::back_inserter(out), "Total     {} faan{}, base {}\n", r.hk.faan,
                 r.hk.faan_limit ? " (limit)" : "", r.hk.base);
}

}  // namespace

extern const FamilyText kHkText{
    .family = "hk",
    .shows_wait = true,
    .asks_for_payments = true,
    .totals = totals,
    .answer = game_answer,
    .game = game_answer,
};

}  // namespace mjscore::cli
