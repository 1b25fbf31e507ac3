// The classical family's descriptor (src/family/descriptor.hpp): its presets, its scorer, its
// settle, round and game requests (docs/classical-games.md; record codec
// classical_json_read/write.cpp) and its element ids.
#include <fmt/format.h>

#include "family/classical/classical_family.hpp"
#include "family/classical/classical_json.hpp"
#include "family/classical/element_ids.hpp"
#include "family/classical/score.hpp"
#include "family/descriptor.hpp"
#include "json/json_out.hpp"

namespace mjscore {

namespace json {

Result<classical::Settlement> answer_settle(const Engine& engine,
                                            const classical::SettleRequest& request) {
  auto rules = engine.resolve(Family::Classical, request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return classical::settle(request, *rules->get<classical::Rules>());
}

Result<void> answer_round(const Engine& engine, const classical::RoundRequest& request,
                          classical::RoundResult& out) {
  auto rules = engine.resolve(Family::Classical, request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return classical::play_round(engine, request, *rules, out);
}

}  // namespace json

namespace classical {
namespace {

void answer_settle(const Engine& engine, const Request& request, Answer& out) {
  auto settled = json::answer_settle(engine, std::get<SettleRequest>(request));
  if (!settled) {
    out.error = std::move(settled.error());
    return;
  }
  out.classical.settlement = std::move(*settled);
}

// Into the answer's reused round (four 2 KB results).
void answer_round(const Engine& engine, const Request& request, Answer& out) {
  if (auto played =
          json::answer_round(engine, std::get<RoundRequest>(request), out.classical.round);
      !played)
    out.error = std::move(played.error());
}

void answer_game(const Engine& engine, const Request& request, Answer& out) {
  auto game = play_game(engine, std::get<GameRecord>(request));
  if (!game) {
    out.error = std::move(game.error());
    return;
  }
  out.classical.game = std::move(*game);
}

std::string write_settle(const Request&, const Answer& a) {
  return json::settle_response_members(a.classical.settlement);
}
std::string write_round(const Request& request, const Answer& a) {
  return json::round_response_members(a.classical.round, std::get<RoundRequest>(request));
}
std::string write_game(const Request& request, const Answer& a) {
  return json::classical_game_members(std::get<GameRecord>(request), a.classical.game);
}

GameState game_state(const Answer& a) {
  const GameResult& g = a.classical.game;
  return GameState{!g.next, g.ended_by, g.preset, g.rounds.size(),
                   std::vector<long long>(g.totals.begin(), g.totals.end())};
}

// The next round as its rounds give it (round, prevailing, repeat), the player who is East
// under the contract's key for the one who deals (`dealer`).
json::GameParts game_parts(const Request& request, const Answer& a) {
  const GameResult& g = a.classical.game;
  const GameRecord& record = std::get<GameRecord>(request);
  std::string next = "null";
  if (g.next) {
    next = R"({"round":)";
    json::out::string(next, g.next->label);
    next += fmt::format(R"(,"prevailing":"{}","dealer":{},"repeat":{}}})",
                        seat_letter(g.next->prevailing), g.next->east, g.next->repeat);
  }
  return {json::classical_game_rounds_json(record, g), std::move(next),
          g.next ? "null" : json::classical_game_final_json(g)};
}

constexpr FamilyRequest kRequests[] = {
    {RequestType::Settle, request_alternative<SettleRequest>(),
     record_reader<SettleRequest, json::parse_settle_request>, answer_settle, write_settle},
    {RequestType::Round, request_alternative<RoundRequest>(),
     record_reader<RoundRequest, json::parse_round_request>, answer_round, write_round},
    {RequestType::Game, request_alternative<GameRecord>(),
     record_reader<GameRecord, json::parse_classical_game>, answer_game, write_game, game_state,
     game_parts, entry_reader<GameRecord, json::read_classical_game_round>},
};

}  // namespace

extern const FamilyDescriptor kFamily{
    .id = Family::Classical,
    .option_keys = option_keys,
    .load_presets = presets_of<Rules, kFamilyRules>,
    .scores_dead_hands = true,
    .score = score_as<Rules, score_hand>,
    .score_members = write_score_members,
    .game_entries = "rounds",
    .requests = kRequests,
    .element_ids = kElementIds,
};

}  // namespace classical
}  // namespace mjscore
