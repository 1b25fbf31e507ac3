// What a rule family gives the engine: one FamilyDescriptor per family, defined in its folder
// (src/family/<f>/family.cpp) and listed in the engine's table (src/engine/families.cpp). Shared
// code never asks which family it holds; it calls the family's descriptor. Every hook is a plain
// function pointer: the score path is one indirect call to the family's scorer.
//
// A new family <f>, in order:
//  1. include/mjscore/<f>_rules.hpp: its Rules type (with `name`) and apply_option;
//     include/mjscore/result.hpp: its part of ScoreResult;
//     include/mjscore/request.hpp: its Family value, name and default preset (kFamilyNames,
//     kDefaultPresets); include/mjscore/answer.hpp: its record types in Request, its answer
//     member in Answer.
//  2. rules/<f>/<preset>.toml: a root preset setting every key.
//  3. src/family/<f>/: its keys (FamilyRules), scorer (filling its part of ScoreResult) and
//     score members writer, element ids, record codec and game flow, and family.cpp with its
//     FamilyDescriptor `kFamily`.
//  4. src/engine/families.cpp: one line in kFamilyTable; src/engine/element_ids.hpp: its
//     element ids in kFamilyElementIds (the JSON writer's compile-time table).
//  5. app/render/<f>_text.cpp: its FamilyText, one line in app/render/families.cpp.
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "json/json_out.hpp"
#include "json/score_object.hpp"
#include "mjscore/answer.hpp"
#include "mjscore/element_names.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/json.hpp"
#include "mjscore/request.hpp"
#include "rules/preset_table.hpp"

namespace mjscore {

// The index of alternative T in Request.
template <class T, std::size_t I = 0>
constexpr std::size_t request_alternative() {
  if constexpr (std::is_same_v<std::variant_alternative_t<I, Request>, T>) {
    return I;
  } else {
    return request_alternative<T, I + 1>();
  }
}

// A request type a family reads and answers itself (game; final, settle, round where the
// family has them): its record type is alternative `alternative` of Request.
struct FamilyRequest {
  RequestType type;
  std::size_t alternative;
  // The record codec's reader: the whole request line into `into` (its alternative), or the
  // contract's error. A score request object inside the record is read by `scores`.
  Result<void> (*read)(std::string_view line, Request& into, json::ScoreObjectReader& scores);
  // Answers the request (its alternative): the member of `out` of the type, or out.error.
  void (*answer)(const Engine& engine, const Request& request, Answer& out);
  // The record codec's writer: the response members after "ok", "rules", "preset" (no braces).
  std::string (*write)(const Request& request, const Answer& answer);
  // A game's state from its answer (game_state, answer.hpp); nullptr for other types.
  GameState (*state)(const Answer& answer) = nullptr;
  // A game's parts as JSON (json::game_parts, json.hpp); nullptr for other types.
  json::GameParts (*parts)(const Request& request, const Answer& answer) = nullptr;
  // The record codec's reader of one entry of a game record (`entry`, an element of its
  // game_entries list) appended to the record `into` holds (its alternative), with the checks
  // and the errors the whole-record reader gives for the entry at that place ("hands[7]: ..."):
  // json::append_entry (json.hpp). nullptr for other types.
  Result<void> (*read_entry)(std::string_view entry, Request& into,
                             json::ScoreObjectReader& scores) = nullptr;
};

// GameState of a game result with `next`, `final.ended_by`, `final.scores`, `preset` and `hands`
// (riichi's and HK's).
template <class Result>
GameState game_state_of(const Result& r) {
  return GameState{!r.next, r.final.ended_by, r.preset, r.hands.size(),
                   std::vector<long long>(r.final.scores.begin(), r.final.scores.end())};
}

struct FamilyDescriptor {
  Family id;
  std::string_view name() const { return family_name(id); }
  std::string_view default_preset() const { return mjscore::default_preset(id); }

  // Every option key of the family (a root preset sets each of them).
  std::vector<std::string_view> (*option_keys)();
  // The family's presets among `sources`, resolved into a table of its rules type
  // (load_table with the family's FamilyRules).
  Result<std::unique_ptr<RulesTable>> (*load_presets)(const std::vector<PresetSource>& sources);
  // A score request's hand is read with any tile count: a wrong one is a dead hand that the
  // scorer answers (classical, seed 003 section 8); else make_hand's count is checked.
  bool scores_dead_hands = false;
  // Scores a hand of the family under `rules` (the family's rules type, found in its table or
  // held by a RuleSet of the family). Fills every field of `out` the family writes but family
  // and preset, which the engine sets.
  Result<void> (*score)(const ScoreRequest& request, const void* rules, ScoreResult& out);
  // Writes the score response's members of the family after the reading (riichi's `han`, `fu`,
  // ..., docs/json-api.md "`score`") at `c`, within the response's bound
  // (contract/response_fragments.hpp kScoreFixed, kScoreItem), and returns the cursor after them.
  json::out::Cursor (*score_members)(json::out::Cursor c, const ScoreResult& result);
  // The member of its game record that lists the entries (the record codec's).
  std::string_view game_entries = "hands";
  // The request types beyond score and waits that the family reads and answers.
  std::span<const FamilyRequest> requests;
  // The element ids its scorer writes, in index order, and their names for people (empty:
  // none).
  std::span<const std::string_view> element_ids;
  std::span<const ElementName> (*element_names)() = nullptr;  // nullptr: none
  // The tile kinds (bit n: kind n) the rules' tile set lacks (three-player riichi: 2m-8m);
  // nullptr: none. Waits and shanten refuse a hand holding one and list no such wait.
  uint64_t (*missing_kinds)(const void* rules) = nullptr;
};

// A FamilyDescriptor's score from the family's scorer of its rules type.
template <class Rules, Result<void> (*Score)(const ScoreRequest&, const Rules&, ScoreResult&)>
Result<void> score_as(const ScoreRequest& request, const void* rules, ScoreResult& out) {
  return Score(request, *static_cast<const Rules*>(rules), out);
}

// A FamilyDescriptor's load_presets from the family's FamilyRules.
template <class Rules, const FamilyRules<Rules>& Keys>
Result<std::unique_ptr<RulesTable>> presets_of(const std::vector<PresetSource>& sources) {
  return load_table(sources, Keys);
}

// A FamilyRequest's reader from a parse function of the family's codec, which takes the score
// object reader when its records hold score requests.
template <class Record, auto Parse>
Result<void> record_reader(std::string_view line, Request& into, json::ScoreObjectReader& scores) {
  Result<Record> record = [&] {
    if constexpr (std::is_invocable_v<decltype(Parse), std::string_view,
                                      json::ScoreObjectReader&>) {
      return Parse(line, scores);
    } else {
      return Parse(line);
    }
  }();
  if (!record) return tl::unexpected(std::move(record.error()));
  into.emplace<Record>(std::move(*record));
  return {};
}

// A FamilyRequest's read_entry from a function of the family's codec that reads one entry into
// its record type.
template <class Record, Result<void> (*Append)(std::string_view, Record&, json::ScoreObjectReader&)>
Result<void> entry_reader(std::string_view entry, Request& into, json::ScoreObjectReader& scores) {
  return Append(entry, std::get<Record>(into), scores);
}

// A FamilyRequest's answer from a function answering the record into one member of Answer.
template <class Record, class Member, Result<Member> (*Answer_)(const Engine&, const Record&),
          Member Answer::*Into>
void record_answer(const Engine& engine, const Request& request, Answer& out) {
  auto answered = Answer_(engine, std::get<Record>(request));
  if (!answered) {
    out.error = std::move(answered.error());
    return;
  }
  out.*Into = std::move(*answered);
}

}  // namespace mjscore
