// The HTTP API as a function (app/serve/api.hpp) and its store, without sockets: what the
// loopback tests (serve_http_test.cpp) cannot reach easily: HEAD, the schema version, summaries
// cached by another engine version, the cache against the events.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "serve/api.hpp"
#include "serve/game_store.hpp"
#include "serve_process.hpp"

namespace mjscore::serve {
namespace {

using nlohmann::json;

const Engine& engine() {
  static const Engine e = Engine::create().value();
  return e;
}

HttpResponse call(const Api& api, std::string_view method, std::string_view path,
                  std::string_view body = "", std::string_view query = "") {
  return api.handle(HttpRequest{method, path, query, "", body});
}

constexpr std::string_view kPlayers = R"({"players":["A","B","C","D"]})";
constexpr std::string_view kDraw = R"({"result":"draw","tenpai":[0],"riichi":[]})";

TEST(ServeApi, HeadIsAnsweredAsGet) {
  auto store = GameStore::open(":memory:", "t");
  ASSERT_TRUE(store);
  const Api api(engine(), **store, {"", "t"});
  const auto r = call(api, "HEAD", "/v1/health");
  EXPECT_EQ(r.status, 200);
  const auto m = call(api, "HEAD", "/v1/score");
  EXPECT_EQ(m.status, 405);
  EXPECT_NE(m.body.find("HEAD is not allowed"), std::string::npos);
}

// Three-player games (docs/sanma-game.md): three names under a three-player preset are stored,
// answered with three columns and replayed; a fourth player number is refused and not stored;
// three names under a four-player preset are refused.
TEST(ServeApi, ThreePlayerGames) {
  auto store = GameStore::open(":memory:", "t");
  ASSERT_TRUE(store);
  const Api api(engine(), **store, {"", "t"});
  const auto made =
      call(api, "POST", "/v1/games", R"({"preset":"tenhou-sanma","players":["A","B","C"]})");
  ASSERT_EQ(made.status, 201) << made.body;
  EXPECT_EQ(json::parse(made.body)["scores"], json::parse("[35000,35000,35000]"));
  ASSERT_EQ(call(api, "POST", "/v1/games/1/hands", R"({"result":"draw","tenpai":[1,2]})").status,
            201);
  const auto bad = call(api, "POST", "/v1/games/1/hands", R"({"result":"draw","tenpai":[3]})");
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("player numbers are 0 to 2"), std::string::npos) << bad.body;
  const auto game = json::parse(call(api, "GET", "/v1/games/1").body);
  ASSERT_EQ(game["hands"].size(), 1u);
  EXPECT_EQ(game["hands"][0]["deltas"], json::parse("[-2000,1000,1000]"));
  EXPECT_EQ(game["next"]["round"], "E2");
  const auto four =
      call(api, "POST", "/v1/games", R"({"preset":"tenhou","players":["A","B","C"]})");
  EXPECT_EQ(four.status, 400);
  EXPECT_NE(four.body.find("expects 4 names"), std::string::npos) << four.body;
}

TEST(ServeApi, RefusesASchemaNewerThanItself) {
  test::TempDir dir;
  const std::string db = dir.path() + "/new.db";
  {
    sqlite3* h = nullptr;
    ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(h, "PRAGMA user_version = 99", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(h);
  }
  auto store = GameStore::open(db, "t");
  ASSERT_FALSE(store);
  EXPECT_EQ(store.error().code, "storage_error");
  EXPECT_NE(store.error().message.find("schema version 99"), std::string::npos);
}

TEST(ServeApi, MigratesAnEmptyFileToTheCurrentSchema) {
  test::TempDir dir;
  const std::string db = dir.path() + "/m.db";
  ASSERT_TRUE(GameStore::open(db, "t"));
  ASSERT_TRUE(GameStore::open(db, "t"));  // a second open finds it current
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(h, "PRAGMA user_version", -1, &st, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(st, 0), GameStore::kSchemaVersion);
  sqlite3_finalize(st);
  ASSERT_EQ(sqlite3_prepare_v2(h, "PRAGMA journal_mode", -1, &st, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), "wal");
  sqlite3_finalize(st);
  sqlite3_close(h);
}

// Summaries cached by another engine version are derived again from the events.
TEST(ServeApi, StaleSummariesAreDerivedAgain) {
  test::TempDir dir;
  const std::string db = dir.path() + "/s.db";
  {
    auto store = GameStore::open(db, "old");
    ASSERT_TRUE(store);
    const Api api(engine(), **store, {"", "old"});
    ASSERT_EQ(call(api, "POST", "/v1/games", kPlayers).status, 201);
    ASSERT_EQ(call(api, "POST", "/v1/games/1/hands", kDraw).status, 201);
  }
  // The cached summary is spoiled, as a version that scored differently would have left it.
  {
    sqlite3* h = nullptr;
    ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(h, "UPDATE games SET hands = 7, scores = '[1,2,3,4]'", nullptr, nullptr,
                           nullptr),
              SQLITE_OK);
    sqlite3_close(h);
  }
  auto store = GameStore::open(db, "new");
  ASSERT_TRUE(store);
  const Api api(engine(), **store, {"", "new"});
  auto refreshed = api.refresh_stale();
  ASSERT_TRUE(refreshed);
  EXPECT_EQ(*refreshed, 1);
  const json list = json::parse(call(api, "GET", "/v1/games").body);
  EXPECT_EQ(list["games"][0]["hands"], 1);
  EXPECT_EQ(list["games"][0]["scores"], json({28000, 24000, 24000, 24000}));
  EXPECT_EQ(*api.refresh_stale(), 0);
}

// The game shown follows the events, whether the state is cached or folded again: two APIs
// on one file (as two server processes would be) see each other's writes.
TEST(ServeApi, TwoServersOnOneFileSeeEachOthersWrites) {
  test::TempDir dir;
  const std::string db = dir.path() + "/two.db";
  auto s1 = GameStore::open(db, "t");
  auto s2 = GameStore::open(db, "t");
  ASSERT_TRUE(s1 && s2);
  const Api a(engine(), **s1, {"", "t"});
  const Api b(engine(), **s2, {"", "t"});
  ASSERT_EQ(call(a, "POST", "/v1/games", kPlayers).status, 201);
  ASSERT_EQ(call(a, "POST", "/v1/games/1/hands", kDraw).status, 201);
  EXPECT_EQ(json::parse(call(b, "GET", "/v1/games/1").body)["hands"].size(), 1u);
  ASSERT_EQ(call(b, "POST", "/v1/games/1/hands", kDraw).status, 201);
  EXPECT_EQ(json::parse(call(a, "GET", "/v1/games/1").body)["hands"].size(), 2u);
  ASSERT_EQ(call(b, "DELETE", "/v1/games/1/hands/last").status, 200);
  EXPECT_EQ(json::parse(call(a, "GET", "/v1/games/1").body)["hands"].size(), 1u);
  EXPECT_EQ(call(a, "POST", "/v1/games/1/hands", R"({"result":"draw","expect_hands":2})").status,
            409);
}

}  // namespace
}  // namespace mjscore::serve
