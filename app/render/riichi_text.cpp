// The riichi family's text (family_text.hpp): a score's fu and totals, the answers to game and
// final requests as `batch --text` prints them, and a game's table as `mjscore game` prints it.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <iterator>

#include "mjscore/notation.hpp"
#include "render/family_text.hpp"

namespace mjscore::cli {
namespace {

void totals(std::string& out, const ScoreResult& r) {
  auto it = std::back_inserter(out);
  if (!r.riichi.fu_details.empty()) {
    out += "Fu        ";
    for (int k = 0; k < r.riichi.fu_details.size(); ++k) {
      const FuLine& f = r.riichi.fu_details[k];
      if (k) out += " + ";
      fmt::format_to(it, "{} {}", f.reason.text(), int{f.fu});
      if (f.has_tile) fmt::format_to(it, " ({})", format_tile({f.tile, false}));
    }
    fmt::format_to(it, " = {}\n", r.riichi.fu);
  }
  if (r.riichi.yakuman) {
    fmt::format_to(it, "Total     {} yakuman", r.riichi.yakuman);
  } else {
    fmt::format_to(it, "Total     {} han {} fu", r.riichi.han, r.riichi.fu);
  }
  if (r.riichi.limit != Limit::None) fmt::format_to(it, "  {}", limit_name(r.riichi.limit));
  out += '\n';
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

// A line per hand (result, changes, scores) and the final line.
void game_answer(std::string& out, const GameAnswer& game) {
  auto ins = std::back_inserter(out);
  for (const riichi::HandResult& h : game.result.hands) {
    std::string result = h.result;
    for (const auto& w : h.wins)
      fmt::format_to(std::back_inserter(result), " P{} {}", w.winner, w.value);
    if (!h.reason.empty()) result += " " + printable(h.reason);
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

// The ranks and points.
void final_answer(std::string& out, const riichi::FinalPoints& points) {
  fmt::format_to(std::back_inserter(out), "ranks {}\npoints{}\n", players_text(points.ranks),
                 points_text(points.points));
}

void answer(std::string& out, const json::Answer& a) {
  if (std::holds_alternative<riichi::FinalRequest>(a.request)) return final_answer(out, a.final);
  game_answer(out, a.game);
}

std::string player_name(const riichi::GameRecord& r, int p) {
  if (p < static_cast<int>(r.players.size()))
    return fmt::format("{} ({})", printable(r.players[p]), p);
  return fmt::format("P{}", p);
}

std::string hand_text(const riichi::GameRecord& rec, size_t i, const riichi::HandResult& h) {
  const riichi::GameHand& in = rec.hands[i];
  std::string s = h.result;
  if (!h.wins.empty()) {
    for (const auto& w : h.wins) {
      s += fmt::format(" P{}", w.winner);
      if (w.yakuman)
        s += fmt::format(" {}x yakuman", w.yakuman);
      else if (w.fu)
        s += fmt::format(" {}h{}f", w.han, w.fu);
      else
        s += fmt::format(" {}h", w.han);
      s += fmt::format(" {}", w.value);
    }
    if (in.from && h.result != "nagashi") s += fmt::format(" from P{}", *in.from);
  }
  if (h.result == "draw") {
    s += " tenpai:";
    if (in.tenpai.empty()) s += " none";
    for (int p : in.tenpai) s += fmt::format(" P{}", p);
  }
  if (!h.reason.empty()) s += " " + printable(h.reason);
  if (h.chombo_player) s += fmt::format(" P{}", *h.chombo_player);
  if (!h.dropped.empty()) s += " (head bump)";
  return s;
}

// A line per hand (round, honba, sticks, result, deltas, scores) and the final standings.
void game_table(std::string& out, const json::Answer& a) {
  const auto& rec = std::get<riichi::GameRecord>(a.request);
  const riichi::GameResult& g = a.game.result;
  auto ins = std::back_inserter(out);
  // Each number column is as wide as the widest number plus a space (at least 7), so that
  // numbers past 7 digits stay separated.
  // Three or four players (three-player riichi: P0-P2).
  const int n = g.final.scores.players();
  size_t dw = 7, sw = 7;
  for (const auto& h : g.hands)
    for (int p = 0; p < n; ++p) {
      dw = std::max(dw, fmt::format("{:+}", h.deltas[p] + h.deposits[p]).size() + 1);
      sw = std::max(sw, fmt::format("{}", h.scores[p]).size() + 1);
    }
  fmt::format_to(ins, "{:>3}  {:<5} {:>5} {:>6}  {:<44} {:>{}}  {:>{}}\n", "#", "round", "honba",
                 "sticks", "result", n == 4 ? "deltas (P0 P1 P2 P3)" : "deltas (P0 P1 P2)", n * dw,
                 "scores", n * sw);
  for (size_t i = 0; i < g.hands.size(); ++i) {
    const auto& h = g.hands[i];
    std::string deltas, scores;
    for (int p = 0; p < n; ++p) {
      deltas += fmt::format("{:>+{}}", h.deltas[p] + h.deposits[p], dw);
      scores += fmt::format("{:>{}}", h.scores[p], sw);
    }
    fmt::format_to(ins, "{:>3}  {:<5} {:>5} {:>6}  {:<44} {}  {}{}\n", i + 1, h.round, h.honba,
                   h.sticks_before, hand_text(rec, i, h), deltas, scores,
                   h.expect ? (h.expect_ok ? "  expect ok" : "  EXPECT MISMATCH") : "");
  }
  const auto& f = g.final;
  fmt::format_to(ins, "\nFinal standings (ended by {}; leftover sticks {})\n", f.ended_by,
                 f.leftover_sticks);
  PerPlayer<int> order = PerPlayer<int>::sized(n);
  for (int p = 0; p < n; ++p) order[p] = p;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return f.ranks[a] < f.ranks[b]; });
  size_t fw = 7, pw = 8;
  for (int p = 0; p < n; ++p) {
    fw = std::max(fw, fmt::format("{}", f.scores[p]).size());
    pw = std::max(pw, json::format_points(f.points[p]).size());
  }
  for (int p : order)
    fmt::format_to(ins, "  {}  {:<24} {:>{}}  {:>{}}\n", f.ranks[p], player_name(rec, p),
                   f.scores[p], fw, json::format_points(f.points[p]), pw);
  if (g.expect_mismatches) fmt::format_to(ins, "expect mismatches: {}\n", g.expect_mismatches);
}

}  // namespace

extern const FamilyText kRiichiText{
    .family = "riichi",
    .shows_wait = true,
    .asks_for_payments = true,
    .totals = totals,
    .answer = answer,
    .game = game_table,
    .payments_note = "honba and sticks included",
};

}  // namespace mjscore::cli
