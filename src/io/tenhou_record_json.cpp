// JSON text of a GameOut (contract "Riichi game record"; docs/tenhou.md lists the extensions).
#include <cmath>
#include <nlohmann/json.hpp>

#include "io/tenhou_record.hpp"

namespace mjscore::tenhou {
namespace {

using Json = nlohmann::ordered_json;

std::string wind(Wind w) { return std::string(1, kWindLetters[index(w)]); }

Json score_json(const ScoreOut& s) {
  Json j;
  j["hand"] = s.hand;
  j["win"] = s.win;
  Json melds = Json::array();
  for (const auto& m : s.melds) {
    Json jm;
    jm["kind"] = m.kind;
    jm["tiles"] = m.tiles;
    if (m.from) jm["from"] = wind(*m.from);
    melds.push_back(std::move(jm));
  }
  j["melds"] = std::move(melds);
  j["win_by"] = s.tsumo ? "tsumo" : "ron";
  j["seat"] = wind(s.seat);
  j["round"] = wind(s.round);
  if (s.from) j["from"] = wind(*s.from);
  const std::pair<const char*, bool> flags[] = {
      {"riichi", s.riichi},        {"double_riichi", s.double_riichi},
      {"ippatsu", s.ippatsu},      {"last_tile", s.last_tile},
      {"after_kan", s.after_kan},  {"robbing_kan", s.robbing_kan},
      {"first_turn", s.first_turn}};
  for (auto [name, on] : flags)
    if (on) j[name] = true;
  j["dora"] = s.dora;
  if (!s.ura.empty()) j["ura"] = s.ura;
  j["honba"] = s.honba;
  j["riichi_sticks"] = s.riichi_sticks;
  if (s.liable) j["liable"] = wind(*s.liable);
  return j;
}

Json seats_json(const Seats& v) { return Json(std::vector<int>(v.begin(), v.end())); }

Json win_expect(const WinOut& w) {
  Json e = Json::object();
  if (w.deltas) e["deltas"] = seats_json(*w.deltas);
  if (w.value) e["value"] = *w.value;
  if (w.fu) e["fu"] = *w.fu;
  if (!w.yaku.empty()) e["yaku"] = w.yaku;
  return e;
}

constexpr const char* kResultNames[] = {"win", "draw", "abortive"};

Json hand_json(const HandOut& h) {
  Json j;
  j["result"] = kResultNames[static_cast<int>(h.result)];
  if (h.result == HandResult::Win && h.wins.size() == 1) j["winner"] = h.wins[0].winner;
  if (h.from) j["from"] = *h.from;
  j["riichi"] = h.riichi;
  if (h.result == HandResult::Win) {
    if (h.wins.size() == 1) {
      j["score"] = score_json(h.wins[0].score);
    } else {
      Json wins = Json::array();
      for (const auto& w : h.wins) {
        Json jw;
        jw["winner"] = w.winner;
        jw["score"] = score_json(w.score);
        wins.push_back(std::move(jw));
      }
      j["wins"] = std::move(wins);
    }
  } else if (h.result == HandResult::Draw) {
    j["tenpai"] = h.tenpai;
    j["nagashi"] = h.nagashi;
  } else {
    j["reason"] = h.reason;
  }
  Json e =
      (h.result == HandResult::Win && h.wins.size() == 1) ? win_expect(h.wins[0]) : Json::object();
  if (h.wins.size() > 1) {
    e["wins"] = Json::array();
    for (const auto& w : h.wins) {
      Json jw = win_expect(w);
      jw["winner"] = w.winner;
      e["wins"].push_back(std::move(jw));
    }
  }
  e["round"] = h.round_label;
  e["dealer"] = h.dealer;
  e["honba"] = h.honba;
  e["riichi_sticks"] = h.sticks;
  e["scores"] = seats_json(h.start_scores);
  if (h.deltas) e["deltas"] = seats_json(*h.deltas);
  j["expect"] = std::move(e);
  if (!h.warnings.empty()) {
    std::string note = "import warnings:";
    for (const auto& w : h.warnings) note += " " + w + ";";
    j["note"] = note;
  }
  return j;
}

}  // namespace

std::string write_record_json(const GameOut& g) {
  Json j;
  // The record's id names its source (echoed back by the game request).
  Json id;
  id["format"] = g.format;
  if (!g.ref.empty()) id["ref"] = g.ref;
  if (!g.wall.empty()) id["wall"] = g.wall;
  if (g.go_type) id["go_type"] = *g.go_type;
  if (g.lobby) id["lobby"] = *g.lobby;
  id["complete"] = g.final.has_value();
  j["id"] = std::move(id);
  j["type"] = "game";
  j["rules"] = "riichi";
  j["preset"] = "tenhou";
  j["options"] =
      Json{{"game_length", g.game_length}, {"aka_dora", g.aka}, {"open_tanyao", g.kuitan}};
  // How final points were rounded is not stated by a log, but shown by its final result:
  // Tenhou writes points with one decimal since its rule change (no rounding), and whole
  // numbers under its earlier rule (each non-top score rounded to thousands, the top taking
  // minus the sum of the others). With whole-number points both rules agree.
  if (g.final) {
    bool decimals = false;
    for (double p : g.final->points) decimals = decimals || std::floor(p) != p;
    j["options"]["rounding"] = decimals ? "none" : "tenhou_legacy";
  }
  j["players"] = Json(std::vector<std::string>(g.players.begin(), g.players.end()));
  // Where the record starts (an excerpt may begin mid-game): the first hand's state.
  if (!g.hands.empty()) {
    const HandOut& first = g.hands.front();
    j["start"] = Json{{"round", first.round_label},
                      {"honba", first.honba},
                      {"riichi_sticks", first.sticks},
                      {"scores", seats_json(first.start_scores)}};
  }
  Json hands = Json::array();
  for (const auto& h : g.hands) hands.push_back(hand_json(h));
  j["hands"] = std::move(hands);
  if (g.final) {
    j["expect"] =
        Json{{"scores", seats_json(g.final->scores)},
             {"points", std::vector<double>(g.final->points.begin(), g.final->points.end())}};
  }
  // Player names come from the log: replace invalid UTF-8 rather than fail.
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace mjscore::tenhou
