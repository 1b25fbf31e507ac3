// Folding a stored game through the engine and writing what the API shows (game_view.hpp).
#include "serve/game_view.hpp"

#include <fmt/format.h>

#include <memory>

#include "mjscore/contract.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::serve {
namespace {

template <class A>
std::string int_array(const A& values) {
  return fmt::format("[{}]", fmt::join(values, ","));
}

// The family's game answer: the record the reader kept tells which member the engine filled
// (as the JSON layer's response writer tells it).
const hk::GameResult* hk_result(const json::Answer& a) {
  return std::holds_alternative<hk::GameRecord>(a.request) ? &a.hk_game.result : nullptr;
}
const classical::GameRecord* classical_record(const json::Answer& a) {
  return std::get_if<classical::GameRecord>(&a.request);
}

// What the game object shows of an answer, rendered from its result structs: `hands` (a
// classical game's rounds), `scores` after the last entry, `next` (null once finished),
// `final` (null until finished).
struct Shown {
  std::string hands, scores, next, final;
  bool finished = false;
};

Shown shown_riichi(const riichi::GameResult& r) {
  Shown s;
  s.finished = !r.next;
  s.hands = contract::riichi_hands_json(r);
  s.scores = int_array(r.final.scores);
  s.next = r.next ? fmt::format(R"({{"round":{},"dealer":{},"honba":{},"riichi_sticks":{}}})",
                                json_string(r.next->round), r.next->dealer, r.next->honba,
                                r.next->riichi_sticks)
                  : "null";
  s.final = r.next ? "null" : contract::riichi_final_json(r);
  return s;
}

// docs/http.md "Families": HK's next hand as its hands give it (round, wind, dealer, repeat).
Shown shown_hk(const hk::GameResult& r) {
  Shown s;
  s.finished = !r.next;
  s.hands = contract::hk_hands_json(r);
  s.scores = int_array(r.final.scores);
  s.next = r.next ? fmt::format(R"({{"round":{},"wind":"{}","dealer":{},"repeat":{}}})",
                                json_string(r.next->round), wind_letter(r.next->wind),
                                r.next->dealer, r.next->repeat)
                  : "null";
  s.final = r.next ? "null" : contract::hk_final_json(r);
  return s;
}

// A classical game's next round as its rounds give it (round, prevailing, repeat), the player
// who is East under the contract's key for the one who deals (`dealer`).
Shown shown_classical(const classical::GameRecord& record, const classical::GameResult& g) {
  Shown s;
  s.finished = !g.next;
  s.hands = contract::classical_rounds_json(record, g);
  s.scores = int_array(g.totals);
  s.next = g.next
               ? fmt::format(R"({{"round":{},"prevailing":"{}","dealer":{},"repeat":{}}})",
                             json_string(g.next->label), classical::seat_letter(g.next->prevailing),
                             g.next->east, g.next->repeat)
               : "null";
  s.final = g.next ? "null" : contract::classical_final_json(g);
  return s;
}

}  // namespace

json::Handler& thread_handler(const Engine& engine) {
  thread_local const Engine* owner = nullptr;
  thread_local std::unique_ptr<json::Handler> handler;
  if (!handler || owner != &engine) {
    handler = std::make_unique<json::Handler>(engine);
    owner = &engine;
  }
  return *handler;
}

std::string json_string(std::string_view s) { return contract::json_string(s); }

std::string_view entries_key(std::string_view rules) {
  return rules == "classical" ? "rounds" : "hands";
}

std::string record_text(const StoredGame& game) {
  // record_head is the object {"rules":..,"preset":..,"options":..,"players":..} the store
  // wrote at creation: its members go between the type and id and the hands.
  const std::string& head = game.head.record_head;
  const std::string_view members =
      head.size() >= 2 ? std::string_view(head).substr(1, head.size() - 2) : std::string_view();
  std::string out = fmt::format(R"({{"type":"game","id":{},{},"{}":[)", game.id, members,
                                entries_key(game.head.rules));
  for (std::size_t i = 0; i < game.entries.size(); ++i) {
    if (i) out += ',';
    out += game.entries[i];
  }
  out += "]}";
  return out;
}

const json::Answer& fold(const Engine& engine, const StoredGame& game) {
  return thread_handler(engine).answer(record_text(game));
}

bool game_finished(const json::Answer& answer) {
  if (const auto* hk = hk_result(answer)) return !hk->next;
  if (classical_record(answer)) return !answer.classical.game.next;
  return !answer.game.result.next;
}

const std::string& game_ended_by(const json::Answer& answer) {
  if (const auto* hk = hk_result(answer)) return hk->final.ended_by;
  if (classical_record(answer)) return answer.classical.game.ended_by;
  return answer.game.result.final.ended_by;
}

const std::string& game_preset(const json::Answer& answer) {
  if (const auto* hk = hk_result(answer)) return hk->preset;
  if (classical_record(answer)) return answer.classical.game.preset;
  return answer.game.result.preset;
}

GameSummary summary_of(const json::Answer& answer) {
  if (const auto* hk = hk_result(answer))
    return GameSummary{static_cast<int64_t>(hk->hands.size()), !hk->next,
                       int_array(hk->final.scores)};
  if (classical_record(answer)) {
    const classical::GameResult& g = answer.classical.game;
    return GameSummary{static_cast<int64_t>(g.rounds.size()), !g.next, int_array(g.totals)};
  }
  const riichi::GameResult& r = answer.game.result;
  return GameSummary{static_cast<int64_t>(r.hands.size()), !r.next.has_value(),
                     int_array(r.final.scores)};
}

std::string game_body(const StoredGame& game, const json::Answer& answer) {
  const Shown s = hk_result(answer) ? shown_hk(*hk_result(answer))
                  : classical_record(answer)
                      ? shown_classical(*classical_record(answer), answer.classical.game)
                      : shown_riichi(answer.game.result);
  return fmt::format(
      R"({{"ok":true,"id":{},"title":{},"rules":{},"preset":{},"options":{},"players":{},)"
      R"("created":{},"hands":{},"scores":{},"next":{},"finished":{},"final":{}}})"
      "\n",
      game.id, json_string(game.head.title), json_string(game.head.rules),
      json_string(game.head.preset), game.head.options_json, game.head.players_json,
      json_string(game.created), s.hands, s.scores, s.next, s.finished ? "true" : "false", s.final);
}

std::string list_body(const std::vector<GameListItem>& games) {
  std::string out = R"({"ok":true,"games":[)";
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameListItem& g = games[i];
    if (i) out += ',';
    out += fmt::format(
        R"({{"id":{},"title":{},"rules":{},"preset":{},"players":{},"created":{},"hands":{},)"
        R"("finished":{},"scores":{}}})",
        g.id, json_string(g.head.title), json_string(g.head.rules), json_string(g.head.preset),
        g.head.players_json, json_string(g.created), g.summary.hands,
        g.summary.finished ? "true" : "false", g.summary.scores_json);
  }
  out += "]}\n";
  return out;
}

}  // namespace mjscore::serve
