// Folding a stored game through the engine and writing what the API shows (game_view.hpp).
#include "serve/game_view.hpp"

#include <fmt/format.h>

#include <memory>
#include <nlohmann/json.hpp>

#include "json/game_json.hpp"

namespace mjscore::serve {
namespace {

template <class A>
std::string int_array(const A& values) {
  return fmt::format("[{}]", fmt::join(values, ","));
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

std::string json_string(std::string_view s) {
  return nlohmann::json(std::string(s))
      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string record_text(const StoredGame& game) {
  // record_head is the object {"rules":..,"preset":..,"options":..,"players":..} the store
  // wrote at creation: its members go between the type and id and the hands.
  const std::string& head = game.head.record_head;
  const std::string_view members =
      head.size() >= 2 ? std::string_view(head).substr(1, head.size() - 2) : std::string_view();
  std::string out = fmt::format(R"({{"type":"game","id":{},{},"hands":[)", game.id, members);
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

GameSummary summary_of(const json::Answer& answer) {
  const riichi::GameResult& r = answer.game.result;
  return GameSummary{static_cast<int64_t>(r.hands.size()), !r.next.has_value(),
                     int_array(r.final.scores)};
}

std::string game_body(const StoredGame& game, const json::Answer& answer) {
  const riichi::GameResult& r = answer.game.result;
  std::string next = "null";
  if (r.next)
    next = fmt::format(R"({{"round":{},"dealer":{},"honba":{},"riichi_sticks":{}}})",
                       json_string(r.next->round), r.next->dealer, r.next->honba,
                       r.next->riichi_sticks);
  return fmt::format(
      R"({{"ok":true,"id":{},"title":{},"rules":{},"preset":{},"options":{},"players":{},)"
      R"("created":{},"hands":{},"scores":{},"next":{},"finished":{},"final":{}}})"
      "\n",
      game.id, json_string(game.head.title), json_string(game.head.rules),
      json_string(game.head.preset), game.head.options_json, game.head.players_json,
      json_string(game.created), json::game_hands_json(r), int_array(r.final.scores), next,
      r.next ? "false" : "true", r.next ? "null" : json::game_final_json(r));
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
