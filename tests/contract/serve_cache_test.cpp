// The server's cache of typed records (app/serve/game_cache.hpp): an append reads only its entry
// into the record cached for the game before it (a hit), or reads the stored record first (a
// miss: a server that just started, or another server on the same file). Both give the same
// bytes, the bytes a game read whole gives, and the same errors, word for word as the server
// gave them when it read the whole record on every append.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "riichi_test_util.hpp"
#include "serve/api.hpp"
#include "serve/game_store.hpp"
#include "serve_process.hpp"

namespace mjscore::serve {
namespace {

using nlohmann::json;
using riichi_test::engine;  // the engine of every family

// A request without query or Authorization.
HttpResponse call(const Api& api, std::string_view method, std::string_view path,
                  std::string_view body) {
  return api.handle(HttpRequest{method, path, "", "", body});
}

// A game object without its id and creation time (the two games compared differ in those).
std::string without_id(std::string body) {
  const std::size_t id = body.find(R"("id":)");
  body.erase(id, body.find(',', id) + 1 - id);
  const std::size_t created = body.find(R"("created":")");
  body.erase(created, body.find('"', created + 11) + 2 - created);
  return body;
}

// Two servers on one file: `warm` keeps its cache over the whole test, each append through
// `cold` is made by a server that just started (its cache empty).
class ServeCache : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = dir_.path() + "/c.db";
    auto store = GameStore::open(db_, "t");
    ASSERT_TRUE(store);
    store_ = std::move(*store);
    warm_ = std::make_unique<Api>(engine(), *store_, ApiOptions{"", "t"});
  }
  HttpResponse cold(std::string_view method, std::string_view path, std::string_view body = "") {
    const Api api(engine(), *store_, {"", "t"});
    return call(api, method, path, body);
  }
  HttpResponse warm(std::string_view method, std::string_view path, std::string_view body = "") {
    return call(*warm_, method, path, body);
  }
  // Two games of `head`: the first for the warm server, the second for the cold ones.
  void create(const std::string& head) {
    ASSERT_EQ(warm("POST", "/v1/games", head).status, 201);
    ASSERT_EQ(warm("POST", "/v1/games", head).status, 201);
  }
  // `entry` appended to game 1 by the warm server and to game 2 by a cold one: the same
  // response, which is returned.
  HttpResponse append_both(const std::string& entry) {
    const HttpResponse hit = warm("POST", "/v1/games/1/hands", entry);
    const HttpResponse miss = cold("POST", "/v1/games/2/hands", entry);
    EXPECT_EQ(hit.status, miss.status) << entry;
    if (hit.status == 201) {
      EXPECT_EQ(without_id(hit.body), without_id(miss.body)) << entry;
    } else {
      EXPECT_EQ(hit.body, miss.body) << entry;
    }
    return hit;
  }
  // Both games read whole by a server that just started: what the appends gave.
  void expect_shown(const HttpResponse& last) {
    EXPECT_EQ(cold("GET", "/v1/games/1").body, last.body);
    EXPECT_EQ(without_id(cold("GET", "/v1/games/2").body), without_id(last.body));
  }

  test::TempDir dir_;
  std::string db_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<Api> warm_;
};

std::string error_body(std::string_view code, std::string_view message) {
  return R"({"ok":false,"error":{"code":")" + std::string(code) + R"(","message":)" +
         json(message).dump() + "}}\n";
}

TEST_F(ServeCache, RiichiAppendsAfterAHitAndAMissAreTheSame) {
  create(R"({"players":["A","B","C","D"]})");
  // The server's errors for bad entries, as it gave them when it read the whole record.
  EXPECT_EQ(append_both(R"({"result":"win","winner":5,"han":3,"fu":30})").body,
            error_body("invalid_request", "hands[0].winner: must be from 0 to 3"));
  EXPECT_EQ(append_both(R"({"result":"nope"})").body,
            error_body("invalid_request",
                       R"(hands[0]: unknown result "nope" (win, draw, abortive, chombo))"));
  EXPECT_EQ(append_both(R"({"result":"win","winner":1,"score":{"hand":"123m"}})").body,
            error_body("invalid_hand",
                       "hands[0].score: hand: wrong tile count: 3 tiles (3 concealed, 0 melds); a "
                       "complete hand has 14 (14 plus one per kan)"));
  append_both(R"({"result":"draw","tenpai":[0],"riichi":[]})");
  EXPECT_EQ(append_both(R"({"result":"win","winner":1,"han":3,"fu":30,"tenpai":[1]})").body,
            error_body("invalid_request", R"(hands[1]: field "tenpai" does not belong to a win)"));
  EXPECT_EQ(append_both(R"({"result":"chombo","player":1.5})").body,
            error_body("invalid_request", "hands[1].player: expects an integer"));
  // Read, but not played: the engine's error.
  EXPECT_EQ(append_both(R"({"result":"win","winner":0,"from":0,"han":3,"fu":30})").body,
            error_body("invalid_request", "hand 1: a player cannot ron their own discard"));
  // Every kind of hand, wins with a full score request among them.
  HttpResponse last;
  for (
      const char* entry : {
          R"({"result":"win","winner":1,"from":3,"riichi":[1],"score":{"hand":"123m456m789m234p55s","riichi":true}})",
          R"({"result":"win","winner":1,"riichi":[],"han":3,"fu":30})",
          R"({"result":"draw","tenpai":[0,2],"riichi":[0],"nagashi":[]})",
          R"({"result":"win","from":2,"riichi":[],"wins":[{"winner":3,"han":2,"fu":40},{"winner":0,"han":1,"fu":30}]})",
          R"({"result":"abortive","reason":"nine_terminals","riichi":[]})",
          R"({"result":"chombo","player":2})",
      })
    last = append_both(entry);
  EXPECT_EQ(last.status, 201) << last.body;
  expect_shown(last);
}

TEST_F(ServeCache, HkAppendsAfterAHitAndAMissAreTheSame) {
  create(R"({"players":["A","B","C","D"],"rules":"hk","options":{"game.rounds":1}})");
  EXPECT_EQ(append_both(R"({"result":"win","winner":2})").body,
            error_body("invalid_request", R"(hands[0]: a win needs either "score" or "faan")"));
  append_both(R"({"result":"win","winner":2,"tsumo":true,"faan":4})");
  EXPECT_EQ(append_both(R"({"result":"false_win"})").body,
            error_body("invalid_request", R"(hands[1]: a false win needs "player")"));
  append_both(
      R"({"result":"win","winner":1,"from":3,"score":{"hand":"123m456m789m11z","melds":["pon 222z"]}})");
  append_both(R"({"result":"win","winner":0,"from":2,"faan":13,"liable":3})");
  append_both(R"({"result":"draw","note":"wall ran out"})");
  const HttpResponse last = append_both(R"({"result":"false_win","player":1})");
  EXPECT_NE(last.body.find(R"("finished":true)"), std::string::npos) << last.body;
  expect_shown(last);
  // Ended: what ended it is named whether the game was cached or read again (the cached game
  // used to leave it out).
  EXPECT_EQ(append_both(R"({"result":"draw"})").body,
            error_body("conflict", "the game has ended (last_hand): no hand follows"));
}

TEST_F(ServeCache, ClassicalAppendsAfterAHitAndAMissAreTheSame) {
  create(R"({"players":["A","B","C","D"],"rules":"classical","options":{"game.wind_rounds":1}})");
  EXPECT_EQ(append_both(R"({"winner":0})").body,
            error_body("invalid_request", R"(rounds[0]: a win gives "hands" or "scores")"));
  EXPECT_EQ(append_both(R"({"winner":0,"hands":[{"hand":"123m"},{},{},{}]})").body,
            error_body("invalid_request", "rounds[0].hands[1]: missing field 'hand'"));
  append_both(R"({"winner":0,"scores":[30,10,20,0]})");
  EXPECT_EQ(append_both(R"({"scores":[1,2,3]})").body,
            error_body("invalid_request", R"(rounds[1]: needs "winner" (or "result": "draw"))"));
  HttpResponse last;
  for (
      const char* entry : {
          R"({"result":"draw"})",
          R"({"winner":2,"scores":[24,12,52,18],"note":"seed 003's payments"})",
          R"({"winner":2,"hands":[{"hand":"13579m2468p1357s"},{"hand":"3468m1359p11777z"},{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},{"hand":"222m3579p2468s14z"}]})",
          R"({"winner":3,"scores":[0,8,4,40],"dead":[1]})",
      })
    last = append_both(entry);
  EXPECT_EQ(last.status, 201) << last.body;
  expect_shown(last);
}

// A long game: each append reads one entry into the cached record; the game read whole by a
// server that just started is the same, and so is the game after an undo and an append.
TEST_F(ServeCache, ManyAppendsKeepTheGameAsReadWhole) {
  create(R"({"players":["A","B","C","D"]})");
  HttpResponse last;
  for (int i = 0; i < 150; ++i) {
    // Everyone tenpai: the dealer keeps the deal, so the game goes on.
    last = warm("POST", "/v1/games/1/hands", R"({"result":"draw","tenpai":[0,1,2,3],"riichi":[]})");
    ASSERT_EQ(last.status, 201) << i << last.body;
  }
  EXPECT_NE(last.body.find(R"("honba":149)"), std::string::npos);
  EXPECT_EQ(cold("GET", "/v1/games/1").body, last.body);
  ASSERT_EQ(warm("DELETE", "/v1/games/1/hands/last").status, 200);
  last = warm("POST", "/v1/games/1/hands", R"({"result":"win","winner":2,"han":1,"fu":30})");
  ASSERT_EQ(last.status, 201);
  EXPECT_EQ(cold("GET", "/v1/games/1").body, last.body);
  EXPECT_EQ(warm("GET", "/v1/games/1").body, last.body);
}

}  // namespace
}  // namespace mjscore::serve
