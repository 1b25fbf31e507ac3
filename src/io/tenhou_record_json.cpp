// JSON text of a GameOut (contract "Riichi game record"; docs/tenhou.md lists the extensions),
// written by the JSON writer (json/json_out.hpp) as records are: text from the log that is not
// UTF-8 (a player's name) is replaced rather than failing.
#include <algorithm>
#include <cmath>
#include <span>

#include "io/tenhou_record.hpp"
#include "json/json_out.hpp"

namespace mjscore::tenhou {
namespace {

using json::out::Writer;

Writer& wind(Writer& w, Wind s) { return w.string(std::string(1, kWindLetters[index(s)])); }

void score_object(Writer& w, const ScoreOut& s) {
  w.open('{');
  w.key("hand").string(s.hand);
  w.key("win").string(s.win);
  w.key("melds").open('[');
  for (const auto& m : s.melds) {
    w.open('{');
    w.key("kind").string(m.kind);
    w.key("tiles").string(m.tiles);
    if (m.from) wind(w.key("from"), *m.from);
    w.close('}');
  }
  w.close(']');
  w.key("win_by").string(s.tsumo ? "tsumo" : "ron");
  wind(w.key("seat"), s.seat);
  wind(w.key("round"), s.round);
  if (s.from) wind(w.key("from"), *s.from);
  const std::pair<const char*, bool> flags[] = {
      {"riichi", s.riichi},        {"double_riichi", s.double_riichi},
      {"ippatsu", s.ippatsu},      {"last_tile", s.last_tile},
      {"after_kan", s.after_kan},  {"robbing_kan", s.robbing_kan},
      {"first_turn", s.first_turn}};
  for (auto [name, on] : flags)
    if (on) w.key(name).boolean(true);
  if (s.kita > 0) w.key("kita").integer(s.kita);
  w.key("dora").string(s.dora);
  if (!s.ura.empty()) w.key("ura").string(s.ura);
  w.key("honba").integer(s.honba);
  w.key("riichi_sticks").integer(s.riichi_sticks);
  if (s.liable) wind(w.key("liable"), *s.liable);
  w.close('}');
}

// The members Tenhou states of one win (inside an open object); `deltas` in place of the win's
// (a hand of one win states its deltas once, where the win's stand).
void win_expect(Writer& w, const WinOut& win, const std::optional<Seats>& deltas = {}) {
  if (win.deltas) w.key("deltas").integers(deltas ? *deltas : *win.deltas);
  if (win.value) w.key("value").integer(*win.value);
  if (win.fu) w.key("fu").integer(*win.fu);
  if (!win.yaku.empty()) w.key("yaku").strings(win.yaku);
}

constexpr const char* kResultNames[] = {"win", "draw", "abortive"};

void hand_object(Writer& w, const HandOut& h) {
  const bool one_win = h.result == HandResult::Win && h.wins.size() == 1;
  w.open('{');
  w.key("result").string(kResultNames[static_cast<int>(h.result)]);
  if (one_win) w.key("winner").integer(h.wins[0].winner);
  if (h.from) w.key("from").integer(*h.from);
  w.key("riichi").integers(h.riichi);
  if (one_win) {
    score_object(w.key("score"), h.wins[0].score);
  } else if (h.result == HandResult::Win) {
    w.key("wins").open('[');
    for (const auto& win : h.wins) {
      w.open('{').key("winner").integer(win.winner);
      score_object(w.key("score"), win.score);
      w.close('}');
    }
    w.close(']');
  } else if (h.result == HandResult::Draw) {
    w.key("tenpai").integers(h.tenpai);
    w.key("nagashi").integers(h.nagashi);
  } else {
    w.key("reason").string(h.reason);
  }
  w.key("expect").open('{');
  if (one_win) win_expect(w, h.wins[0], h.deltas);
  if (h.wins.size() > 1) {
    w.key("wins").open('[');
    for (const auto& win : h.wins) {
      w.open('{');
      win_expect(w, win);
      w.key("winner").integer(win.winner).close('}');
    }
    w.close(']');
  }
  w.key("round").string(h.round_label);
  w.key("dealer").integer(h.dealer);
  w.key("honba").integer(h.honba);
  w.key("riichi_sticks").integer(h.sticks);
  w.key("scores").integers(h.start_scores);
  if (h.deltas && !(one_win && h.wins[0].deltas)) w.key("deltas").integers(*h.deltas);
  w.close('}');
  if (!h.warnings.empty()) {
    std::string note = "import warnings:";
    for (const auto& warning : h.warnings) note += " " + warning + ";";
    w.key("note").string(note);
  }
  w.close('}');
}

}  // namespace

std::string write_record_json(const GameOut& g) {
  return json::out::written(json::out::Escapes::record, [&](Writer& w) {
    w.open('{');
    // The record's id names its source (echoed back by the game request).
    w.key("id").open('{');
    w.key("format").string(g.format);
    if (!g.ref.empty()) w.key("ref").string(g.ref);
    if (!g.wall.empty()) w.key("wall").string(g.wall);
    if (g.go_type) w.key("go_type").integer(*g.go_type);
    if (g.lobby) w.key("lobby").integer(*g.lobby);
    w.key("complete").boolean(g.final.has_value()).close('}');
    w.key("type").string("game");
    w.key("rules").string("riichi");
    w.key("preset").string(g.player_count == 3 ? "tenhou-sanma" : "tenhou");
    w.key("options").open('{');
    w.key("game_length").string(g.game_length);
    w.key("aka_dora").boolean(g.aka);
    w.key("open_tanyao").boolean(g.kuitan);
    // How final points were rounded is not stated by a log, but shown by its final result:
    // Tenhou writes points with one decimal since its rule change (no rounding), and whole
    // numbers under its earlier rule (each non-top score rounded to thousands, the top taking
    // minus the sum of the others). With whole-number points both rules agree.
    if (g.final) {
      bool decimals = false;
      for (double p : g.final->points) decimals = decimals || std::floor(p) != p;
      w.key("rounding").string(decimals ? "none" : "tenhou_legacy");
    }
    w.close('}');
    if (std::any_of(g.players.begin(), g.players.end(), [](auto& n) { return !n.empty(); }))
      w.key("players").strings(std::span(g.players.data(), g.player_count));  // 3 or 4
    // Where the record starts (an excerpt may begin mid-game): the first hand's state.
    if (!g.hands.empty()) {
      const HandOut& first = g.hands.front();
      w.key("start").open('{');
      w.key("round").string(first.round_label);
      w.key("honba").integer(first.honba);
      w.key("riichi_sticks").integer(first.sticks);
      w.key("scores").integers(first.start_scores).close('}');
    }
    w.key("hands").open('[');
    for (const auto& h : g.hands) hand_object(w, h);
    w.close(']');
    if (g.final) {
      w.key("expect").open('{');
      w.key("scores").integers(g.final->scores);
      w.key("points").open('[');
      for (double p : g.final->points) w.floating(p);
      w.close(']').close('}');
    }
    w.close('}');
  });
}

}  // namespace mjscore::tenhou
