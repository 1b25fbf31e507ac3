// The HK family's descriptor (src/family/descriptor.hpp): its presets, its scorer, its game
// request (docs/hk.md "HK games"; record codec hk_game_json_read/write.cpp) and its element
// ids.
#include <fmt/format.h>

#include "family/descriptor.hpp"
#include "family/hk/hk_family.hpp"
#include "family/hk/hk_game_json.hpp"
#include "family/hk/score.hpp"
#include "json/json_out.hpp"
#include "mjscore/notation.hpp"

namespace mjscore {

namespace json {
namespace {

// Plays the record under its preset and options (the game answer of the descriptor).
Result<HkGameAnswer> answer_hk_game(const Engine& engine, const hk::GameRecord& record) {
  auto result = hk::play_game(engine, record);
  if (!result) return tl::unexpected(std::move(result.error()));
  return HkGameAnswer{record.players, std::move(*result)};
}

}  // namespace
}  // namespace json

namespace hk {
namespace {

std::string write_game(const Request&, const Answer& a) {
  return json::hk_game_response_members(a.hk_game);
}

GameState game_state(const Answer& a) { return game_state_of(a.hk_game.result); }

// docs/http.md "Families": the next hand as its hands give it (round, wind, dealer, repeat).
json::GameParts game_parts(const Request&, const Answer& a) {
  const GameResult& r = a.hk_game.result;
  std::string next = "null";
  if (r.next) {
    next = R"({"round":)";
    json::out::string(next, r.next->round);
    next += fmt::format(R"(,"wind":"{}","dealer":{},"repeat":{}}})", wind_letter(r.next->wind),
                        r.next->dealer, r.next->repeat);
  }
  return {json::hk_game_hands_json(r), std::move(next),
          r.next ? "null" : json::hk_game_final_json(r)};
}

constexpr FamilyRequest kRequests[] = {
    {RequestType::Game, request_alternative<GameRecord>(),
     record_reader<GameRecord, json::parse_hk_game_record>,
     record_answer<GameRecord, HkGameAnswer, json::answer_hk_game, &Answer::hk_game>, write_game,
     game_state, game_parts, entry_reader<GameRecord, json::read_hk_game_hand>},
};

}  // namespace

extern const FamilyDescriptor kFamily{
    .id = Family::HK,
    .option_keys = option_keys,
    .load_presets = presets_of<Rules, kFamilyRules>,
    .scores_dead_hands = false,
    .score = score_as<Rules, score_hand>,
    .score_members = write_score_members,
    .requests = kRequests,
    .element_ids = kElementIds,
};

}  // namespace hk
}  // namespace mjscore
