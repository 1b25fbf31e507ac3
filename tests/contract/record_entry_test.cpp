// json::append_entry (include/mjscore/json.hpp): one entry of a game record read on its own into
// the record read before, by the family's record codec (FamilyRequest::read_entry), as the HTTP
// server grows the records it caches. A record grown entry by entry must be the record read
// whole: the same answer on every game of the examples, the fuzz seeds and the Tenhou logs of
// ../shared/data, and the same error, naming the same entry, for a bad entry at any place.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <mjscore/engine.hpp>
#include <mjscore/json.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "riichi_test_util.hpp"
#include "shared_data.hpp"

namespace mjscore {
namespace {

using Json = nlohmann::json;
using riichi_test::engine;

std::string entries_key(const Json& record) {
  return record.value("rules", "riichi") == "classical" ? "rounds" : "hands";
}

// What a record gives: its reading or answering error ("code: message"), else the game's
// parts and state as the HTTP game object shows them.
std::string outcome(const Result<Request>& record) {
  if (!record) return std::string(to_string(record.error().code)) + ": " + record.error().message;
  const Answer a = engine().answer(*record);
  if (a.error) return std::string(to_string(a.error->code)) + ": " + a.error->message;
  const auto parts = json::game_parts(*record, a);
  const auto state = game_state(*record, a);
  if (!parts || !state) return "no game";
  std::string scores;
  for (long long s : state->scores) scores += std::to_string(s) + ",";
  return parts->entries + "\n" + parts->next + "\n" + parts->final + "\n" + scores + "\n" +
         std::string(state->ended_by);
}

// The record read whole.
Result<Request> whole(const Json& record) {
  json::Handler handler(engine());
  return handler.read(record.dump());
}

// The record without entries read whole, then its entries appended one by one; the first entry
// that is not read stops it with its error (and leaves the record as it was).
Result<Request> grown(const Json& record) {
  Json head = record;
  const std::string key = entries_key(record);
  head[key] = Json::array();
  json::Handler handler(engine());
  auto out = handler.read(head.dump());
  if (!out) return out;
  for (std::size_t i = 0; i < record[key].size(); ++i) {
    auto read = json::append_entry(*out, record[key][i].dump());
    if (!read) return tl::unexpected(read.error());
  }
  return out;
}

void expect_same(const Json& record, const std::string& name) {
  const std::string a = outcome(whole(record));
  const std::string b = outcome(grown(record));
  EXPECT_EQ(a, b) << name;
}

std::vector<Json> jsonl(const std::filesystem::path& path) {
  std::vector<Json> out;
  std::istringstream lines(shared_data::read_file(path));
  for (std::string line; std::getline(lines, line);)
    if (!line.empty()) out.push_back(Json::parse(line));
  return out;
}

const std::filesystem::path kSource = MJSCORE_SOURCE_DIR;

// The example games of every family and the fuzz seed of an HK game.
std::vector<Json> example_games() {
  std::vector<Json> out;
  for (const Json& line : jsonl(kSource / "examples" / "game.jsonl"))
    if (line["type"] == "game") out.push_back(line);
  out.push_back(Json::parse(shared_data::read_file(kSource / "examples" / "game.json")));
  out.push_back(Json::parse(shared_data::read_file(kSource / "examples" / "classical_game.json")));
  const std::string hk =
      shared_data::read_file(kSource / "fuzz" / "corpus" / "cli_game" / "hk_game");
  out.push_back(Json::parse(hk.substr(hk.find('{'))));
  return out;
}

TEST(RecordEntry, ExampleGamesGrownEntryByEntryAreTheWholeRecord) {
  const auto games = example_games();
  std::set<std::string> families;
  for (const Json& g : games) {
    families.insert(g.value("rules", "riichi"));
    ASSERT_FALSE(g[entries_key(g)].empty());
    expect_same(g, g.dump().substr(0, 80));
    // Every prefix too: a record grown to any length is that prefix read whole.
    for (std::size_t n = 0; n < g[entries_key(g)].size(); ++n) {
      Json prefix = g;
      auto& entries = prefix[entries_key(g)];
      entries.erase(entries.begin() + static_cast<long>(n), entries.end());
      expect_same(prefix, "prefix " + std::to_string(n));
    }
  }
  EXPECT_EQ(families, (std::set<std::string>{"riichi", "hk", "classical"}));
}

TEST(RecordEntry, TenhouGamesGrownEntryByEntryAreTheWholeRecord) {
  MJSCORE_REQUIRE_SHARED_DATA(shared_data::tenhou_logs());
  const auto logs = shared_data::imported_tenhou_logs();
  for (const auto& log : logs) expect_same(log.record, log.name);
  EXPECT_GT(logs.size(), 100u);
}

// Bad entries put at the start, in the middle and at the end of a good game: the first error is
// the whole record's, word for word (the entry named by its index).
void expect_same_errors(const Json& game, const std::vector<std::string>& bad) {
  const std::string key = entries_key(game);
  const std::size_t n = game[key].size();
  for (const std::string& entry : bad)
    for (std::size_t at : {std::size_t{0}, n / 2, n}) {
      Json record = game;
      auto& entries = record[key];
      entries.erase(entries.begin() + static_cast<long>(at), entries.end());
      entries.push_back(Json::parse(entry));
      const std::string expected = outcome(whole(record));
      EXPECT_NE(expected.find(key + "[" + std::to_string(at) + "]"), std::string::npos) << expected;
      EXPECT_EQ(outcome(grown(record)), expected) << entry << " at " << at;
    }
}

TEST(RecordEntry, RiichiBadHandsGiveTheWholeRecordsErrors) {
  expect_same_errors(
      jsonl(kSource / "examples" / "game.jsonl").front(),
      {R"([])", R"("win")", R"({})", R"({"result":"nope"})",
       R"({"result":"win","winner":5,"han":3,"fu":30})",
       R"({"result":"win","winner":1,"han":3,"fu":30,"tenpai":[1]})",
       R"({"result":"win","winner":1,"han":3,"fu":15,"extra":1})",
       R"({"result":"win","winner":1,"score":{"hand":"123m"}})",
       R"({"result":"win","winner":1,"score":{"hand":"123m456m789m234p55s","bad":1}})",
       R"({"result":"win","from":2,"wins":[{"winner":0,"han":1,"fu":15}]})",
       R"({"result":"win","from":2,"wins":[]})", R"({"result":"draw","riichi":[7]})",
       R"({"result":"draw","tenpai":"x"})", R"({"result":"abortive"})", R"({"result":"chombo"})",
       R"({"result":"chombo","player":1.5})", R"({"result":"draw","expect":{"deltas":[1,2]}})"});
}

TEST(RecordEntry, HkBadHandsGiveTheWholeRecordsErrors) {
  const auto games = example_games();
  const auto hk = std::find_if(games.begin(), games.end(),
                               [](const Json& g) { return g.value("rules", "") == "hk"; });
  ASSERT_NE(hk, games.end());
  expect_same_errors(*hk, {R"([])", R"({"result":"x"})", R"({"result":"win","winner":2})",
                           R"({"result":"win","winner":9,"tsumo":true,"faan":3})",
                           R"({"result":"win","winner":1,"from":3,"score":{"hand":"123m"}})",
                           R"({"result":"win","winner":1,"from":3,"score":{"rules":"riichi"}})",
                           R"({"result":"win","winner":0,"tsumo":true,"faan":2,"extra":1})",
                           R"({"result":"false_win"})", R"({"result":"draw","player":1})"});
}

TEST(RecordEntry, ClassicalBadRoundsGiveTheWholeRecordsErrors) {
  const Json game =
      Json::parse(shared_data::read_file(kSource / "examples" / "classical_game.json"));
  expect_same_errors(game, {R"("x")", R"({"winner":0})", R"({"winner":9,"scores":[1,2,3,4]})",
                            R"({"scores":[1,2,3]})", R"({"result":"draw","winner":1})",
                            R"({"winner":0,"scores":[30,10,20,0],"dead":[7]})",
                            R"({"winner":0,"scores":{"E":1,"S":2,"W":3,"N":4}})",
                            R"({"winner":0,"hands":[{"hand":"123m"},{},{},{}]})",
                            R"({"winner":0,"hands":[{"seat":"E"},{},{},{}]})",
                            R"({"winner":1,"scores":[30,10,20,0],"hands":[]})"});
}

TEST(RecordEntry, AnEntryIsReadOnlyIntoAGameRecord) {
  Request score{ScoreRequest{}};
  const auto r = json::append_entry(score, R"({"result":"draw"})");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::unsupported);
}

}  // namespace
}  // namespace mjscore
