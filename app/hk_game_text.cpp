// HK game text (hk_game_text.hpp): reads the result structs only.
#include "hk_game_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

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
  if (p < static_cast<int>(g.players.size())) return fmt::format("{} (P{})", g.players[p], p);
  return fmt::format("P{}", p);
}

}  // namespace

void render_hk_game(std::string& out, const json::HkGameAnswer& game) {
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

}  // namespace mjscore::cli
