// Answering a stored game through the engine and writing what the API shows (game_view.hpp).
#include "serve/game_view.hpp"

#include <fmt/format.h>

#include <memory>

#include "mjscore/contract.hpp"
#include "mjscore/json.hpp"

namespace mjscore::serve {
namespace {

std::string int_array(const std::vector<long long>& values) {
  return fmt::format("[{}]", fmt::join(values, ","));
}

// The state of an answered game (answered without error: a game request of some family).
GameState state_of(const AnsweredGame& g) { return *game_state(g.record, g.answer); }

// `record` answered by the engine, or the answer's error.
Result<AnsweredGame> answered(const Engine& engine, Request record) {
  AnsweredGame out{std::move(record), {}};
  engine.answer(out.record, out.answer);
  if (out.answer.error) return tl::unexpected(std::move(*out.answer.error));
  return out;
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
  const auto family = family_named(rules);
  return family ? json::game_entries_key(*family) : "hands";
}

// `game` as a record; without its players' names when not `with_names`.
std::string record_text(const StoredGame& game, bool with_names) {
  // record_head is the object {"rules":..,"preset":..,"options":..,"players":..} the store
  // wrote at creation: its members go between the type and id and the hands. "players" is its
  // last member (a name cannot hold the unescaped quotes of `,"players":`).
  std::string head = game.head.record_head;
  if (const auto at = head.rfind(R"(,"players":)"); !with_names && at != std::string::npos)
    head = head.substr(0, at) + "}";
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

Result<AnsweredGame> answer_stored(const Engine& engine, const StoredGame& game) {
  auto record = thread_handler(engine).read(record_text(game));
  // A game stored before names were checked (docs/names.md) is still answered: its names are
  // shown as stored, and only a new game must follow the rule.
  if (!record && std::string_view(record.error().message).starts_with("players["))
    record = thread_handler(engine).read(record_text(game, false));
  if (!record) return tl::unexpected(std::move(record.error()));
  return answered(engine, std::move(*record));
}

Result<AnsweredGame> answer_appended(const Engine& engine, const AnsweredGame& before,
                                     std::string_view entry) {
  Request record = before.record;
  if (auto read = json::append_entry(record, entry); !read)
    return tl::unexpected(std::move(read.error()));
  return answered(engine, std::move(record));
}

bool game_finished(const AnsweredGame& game) { return state_of(game).finished; }

std::string game_ended_by(const AnsweredGame& game) { return std::string(state_of(game).ended_by); }

std::string game_preset(const AnsweredGame& game) { return std::string(state_of(game).preset); }

GameSummary summary_of(const AnsweredGame& game) {
  const GameState s = state_of(game);
  return GameSummary{static_cast<int64_t>(s.entries), s.finished, int_array(s.scores)};
}

std::string game_body(const StoredGame& game, const AnsweredGame& answered) {
  const GameState s = state_of(answered);
  const json::GameParts parts = *json::game_parts(answered.record, answered.answer);
  return fmt::format(
      R"({{"ok":true,"id":{},"title":{},"rules":{},"preset":{},"options":{},"players":{},)"
      R"("created":{},"hands":{},"scores":{},"next":{},"finished":{},"final":{}}})"
      "\n",
      game.id, json_string(game.head.title), json_string(game.head.rules),
      json_string(game.head.preset), game.head.options_json, game.head.players_json,
      json_string(game.created), parts.entries, int_array(s.scores), parts.next,
      s.finished ? "true" : "false", parts.final);
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
