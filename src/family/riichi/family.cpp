// The riichi family's descriptor (src/family/descriptor.hpp): its presets, its scorer, its game
// and final requests (game flow, docs/game.md; record codec game_json_read/write.cpp) and its
// element ids and names.
#include <fmt/format.h>

#include "family/descriptor.hpp"
#include "family/riichi/element_ids.hpp"
#include "family/riichi/game_json.hpp"
#include "family/riichi/riichi_family.hpp"
#include "family/riichi/sanma.hpp"
#include "family/riichi/score.hpp"
#include "family/riichi/score_members.hpp"
#include "json/json_out.hpp"

namespace mjscore {

namespace json {
namespace {

// Plays the record under its preset and options (the game answer of the descriptor).
Result<GameAnswer> answer_game(const Engine& engine, const riichi::GameRecord& record) {
  auto result = riichi::play_game(engine, record);
  if (!result) return tl::unexpected(std::move(result.error()));
  bool expectations = record.expect.has_value();
  for (const auto& h : record.hands) expectations |= h.expect.has_value();
  return GameAnswer{record.players, expectations, std::move(*result)};
}

}  // namespace

Result<riichi::FinalPoints> answer_final(const Engine& engine, const FinalRequest& request) {
  auto rules =
      engine.riichi_rules(request.preset.empty() ? "tenhou" : request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  if (auto ok = riichi::check_game_rules(*rules); !ok) return tl::unexpected(ok.error());
  const int players = rules->scoring.players;
  riichi::PerPlayer<int> chombo = request.chombo;  // absent: zeros of the reader's default size
  if (chombo.players() != players && chombo == riichi::PerPlayer<int>{})
    chombo = riichi::PerPlayer<int>::sized(players);
  if (request.scores.players() != players || chombo.players() != players)
    return fail(ErrorCode::invalid_request,
                std::string(request.scores.players() != players ? "scores" : "chombo") +
                    ": expects " + std::to_string(players) + " integers (by player number, " +
                    std::to_string(players) + " players)");
  return riichi::final_points(request.scores, rules->game, chombo);
}

}  // namespace json

Result<riichi::Rules> Engine::riichi_rules(std::string_view preset,
                                           const OptionOverrides& overrides) const {
  auto rules = resolve(Family::Riichi, preset, overrides);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return *rules->get<riichi::Rules>();
}

Result<const riichi::Rules*> Engine::riichi_preset(std::string_view preset) const {
  auto rules = this->preset(Family::Riichi, preset);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return rules->get<riichi::Rules>();  // lives in the engine
}

namespace riichi {
namespace {

std::string write_game(const Request&, const Answer& a) {
  return json::game_response_members(a.game);
}
std::string write_final(const Request&, const Answer& a) {
  return json::final_response_members(a.final);
}

GameState game_state(const Answer& a) { return game_state_of(a.game.result); }

// The next hand: its round label, dealer, honba and riichi sticks.
json::GameParts game_parts(const Request&, const Answer& a) {
  const GameResult& r = a.game.result;
  std::string next = "null";
  if (r.next) {
    next = R"({"round":)";
    json::out::string(next, r.next->round);
    next += fmt::format(R"(,"dealer":{},"honba":{},"riichi_sticks":{}}})", r.next->dealer,
                        r.next->honba, r.next->riichi_sticks);
  }
  return {json::game_hands_json(r), std::move(next), r.next ? "null" : json::game_final_json(r)};
}

constexpr FamilyRequest kRequests[] = {
    {RequestType::Game, request_alternative<GameRecord>(),
     record_reader<GameRecord, json::parse_game_record>,
     record_answer<GameRecord, GameAnswer, json::answer_game, &Answer::game>, write_game,
     game_state, game_parts, entry_reader<GameRecord, json::read_game_hand>},
    {RequestType::Final, request_alternative<FinalRequest>(),
     record_reader<FinalRequest, json::parse_final_request>,
     record_answer<FinalRequest, FinalPoints, json::answer_final, &Answer::final>, write_final},
};

// Three-player presets lack 2m-8m (docs/sanma.md).
uint64_t missing_kinds(const void* rules) {
  return static_cast<const Rules*>(rules)->scoring.players == 3 ? kSanmaMissing : 0;
}

}  // namespace

extern const FamilyDescriptor kFamily{
    .id = Family::Riichi,
    .option_keys = option_keys,
    .load_presets = presets_of<Rules, kFamilyRules>,
    .scores_dead_hands = false,
    .score = score_as<Rules, score_hand>,
    .score_members = write_score_members,
    .requests = kRequests,
    .element_ids = kElementIds,
    .element_names = riichi_element_names,
    .missing_kinds = missing_kinds,
};

}  // namespace riichi
}  // namespace mjscore
