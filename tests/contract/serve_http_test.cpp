// `mjscore serve` over real loopback sockets (../shared/spec/http-api.md; docs/http.md): the
// binary of this build started on --port 0 with a temporary database, every endpoint and every
// error status, a whole riichi game (and a three-player one) entered hand by hand and
// compared with `mjscore game` on its record, undo, two clients appending at once, kill -9 while
// clients append, the token. Request counts are bounded.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "run_cli.hpp"
#include "serve_process.hpp"

namespace mjscore {
namespace {

using nlohmann::json;
using test::ServeProcess;
using test::TempDir;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

httplib::Headers bearer(const std::string& token) {
  return token.empty() ? httplib::Headers{}
                       : httplib::Headers{{"Authorization", "Bearer " + token}};
}

struct Reply {
  int status = 0;
  std::string body;
  json doc;  // the body as JSON (null when it is not one value)
  httplib::Headers headers;
};

Reply reply(const httplib::Result& r) {
  Reply out;
  if (!r) return out;
  out.status = r->status;
  out.body = r->body;
  out.headers = r->headers;
  out.doc = json::parse(r->body, nullptr, false);
  return out;
}

Reply post(httplib::Client& c, const std::string& path, const std::string& body,
           const std::string& token = "") {
  return reply(c.Post(path.c_str(), bearer(token), body, "application/json"));
}
Reply get(httplib::Client& c, const std::string& path) { return reply(c.Get(path.c_str())); }
Reply del(httplib::Client& c, const std::string& path, const std::string& token = "") {
  return reply(c.Delete(path.c_str(), bearer(token)));
}

void expect_error(const Reply& r, int status, const std::string& code) {
  EXPECT_EQ(r.status, status) << r.body;
  EXPECT_EQ(r.doc["ok"], false) << r.body;
  EXPECT_EQ(r.doc["error"]["code"], code) << r.body;
  EXPECT_TRUE(r.doc["error"]["message"].is_string()) << r.body;
}

// The example game record of the repository (a whole east game, finished).
json example_game() {
  return json::parse(read_file(std::string(MJSCORE_SOURCE_DIR) + "/examples/game.json"));
}

std::string create_body(const json& record, const std::string& title = "club night") {
  json b = {{"rules", "riichi"},
            {"preset", record["preset"]},
            {"options", record["options"]},
            {"players", record["players"]},
            {"title", title}};
  return b.dump();
}

// `mjscore game --json` on a record file.
json cli_game(const std::string& dir, const std::string& record) {
  const std::string file = dir + "/record.json";
  std::ofstream(file) << record;
  return json::parse(test::run_cli("game --json '" + file + "'").out);
}

// A hand that keeps the game going for ever: an exhaustive draw with everyone tenpai (the
// dealer keeps the deal, nobody pays), tagged with a note.
std::string draw_entry(const std::string& note, std::optional<int> expect) {
  json e = {
      {"result", "draw"}, {"tenpai", {0, 1, 2, 3}}, {"riichi", json::array()}, {"note", note}};
  if (expect) e["expect_hands"] = *expect;
  return e.dump();
}

std::string players_body() { return R"({"players":["A","B","C","D"]})"; }

class ServeHttp : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_FALSE(dir_.path().empty());
    server_ = std::make_unique<ServeProcess>(std::vector<std::string>{"--db", db()});
    ASSERT_GT(server_->port(), 0) << server_->first_line();
  }
  std::string db() const { return dir_.path() + "/games.db"; }
  TempDir dir_;
  std::unique_ptr<ServeProcess> server_;
};

TEST_F(ServeHttp, FirstLineNamesTheAddressAndHealthAnswers) {
  EXPECT_EQ(server_->first_line().rfind("listening on http://127.0.0.1:", 0), 0u);
  auto c = server_->client();
  const Reply r = get(c, "/v1/health");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.doc["ok"], true);
  EXPECT_TRUE(r.doc["version"].is_string());
  c.stop();                       // no kept-alive connection left to wait for
  EXPECT_EQ(server_->stop(), 0);  // SIGTERM stops it cleanly
}

TEST_F(ServeHttp, ScoreIsTheBatchLineWithItsStatus) {
  auto c = server_->client();
  struct Case {
    std::string line;
    int status;
  };
  const std::vector<Case> cases = {
      {R"({"id":7,"hand":"123m456p789s11222z","win_by":"tsumo","riichi":true,"dora":"1m"})", 200},
      {R"({"hand":"123m456p789s1122z3z"})", 422},                 // not_winning
      {R"({"hand":"234m11234p345s666z","win":"3s"})", 200},       // yakuhai
      {R"({"hand":"123m456p789s11222z"})", 422},                  // no_yaku
      {R"({"hand":"11112m"})", 400},                              // invalid_hand
      {R"({"hand":"123m456p789s11222z","preset":"nope"})", 400},  // unknown_preset
      {R"({"hand":)", 400},                                       // parse_error
      {R"({"type":"waits","hand":"1112345678999m"})", 200},
  };
  for (const auto& k : cases) {
    const Reply r = post(c, "/v1/score", k.line);
    EXPECT_EQ(r.status, k.status) << k.line << "\n" << r.body;
    const auto cli =
        test::run_command("printf '%s\\n' '" + k.line + "' | '" + MJSCORE_CLI + "' batch");
    EXPECT_EQ(r.body, cli.out) << k.line;
  }
}

TEST_F(ServeHttp, BatchIsByteForByteTheCommand) {
  auto c = server_->client();
  for (const char* name : {"hands.jsonl", "game.jsonl"}) {
    const std::string file = std::string(MJSCORE_SOURCE_DIR) + "/examples/" + name;
    const std::string body = read_file(file) + "\n  \r\n{\"hand\":\"1m\"}\r\nnot json";
    std::ofstream(dir_.path() + "/in.jsonl", std::ios::binary) << body;
    const auto r = c.Post("/v1/batch", body, "application/x-ndjson");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_EQ(r->get_header_value("Content-Type"), "application/x-ndjson");
    EXPECT_EQ(r->body, test::run_cli("batch '" + dir_.path() + "/in.jsonl'").out) << name;
  }
}

TEST_F(ServeHttp, WholeGameHandByHandMatchesTheGameCommand) {
  auto c = server_->client();
  const json record = example_game();
  Reply g = post(c, "/v1/games", create_body(record));
  ASSERT_EQ(g.status, 201) << g.body;
  const int64_t id = g.doc["id"];
  const std::string base = "/v1/games/" + std::to_string(id);
  EXPECT_EQ(g.doc["title"], "club night");
  EXPECT_EQ(g.doc["preset"], "tenhou");
  EXPECT_EQ(g.doc["players"], record["players"]);
  EXPECT_EQ(g.doc["options"], record["options"]);
  EXPECT_EQ(g.doc["hands"], json::array());
  EXPECT_EQ(g.doc["scores"], json({25000, 25000, 25000, 25000}));
  EXPECT_EQ(g.doc["next"],
            json({{"round", "E1"}, {"dealer", 0}, {"honba", 0}, {"riichi_sticks", 0}}));
  EXPECT_EQ(g.doc["finished"], false);
  EXPECT_EQ(g.doc["final"], nullptr);
  EXPECT_TRUE(g.doc["created"].is_string());

  const auto& hands = record["hands"];
  for (std::size_t i = 0; i < hands.size(); ++i) {
    json entry = hands[i];
    entry["expect_hands"] = i;
    g = post(c, base + "/hands", entry.dump());
    ASSERT_EQ(g.status, 201) << i << " " << g.body;
    ASSERT_EQ(g.doc["hands"].size(), i + 1);
    // Each state is the command's answer to the record so far.
    json prefix = record;
    prefix["hands"] = json(std::vector<json>(hands.begin(), hands.begin() + i + 1));
    const json cli = cli_game(dir_.path(), prefix.dump());
    EXPECT_EQ(g.doc["hands"], cli["hands"]) << i;
    EXPECT_EQ(g.doc["scores"], cli["final"]["scores"]) << i;
    const bool finished = cli["final"]["ended_by"] != "incomplete";
    EXPECT_EQ(g.doc["finished"], finished) << i;
    EXPECT_EQ(g.doc["final"], finished ? cli["final"] : json(nullptr)) << i;
    EXPECT_EQ(g.doc["next"].is_null(), finished) << i;
  }
  ASSERT_EQ(g.doc["finished"], true);
  // The game and its record as stored: `mjscore game` on the record gives the same hands and
  // final, which are those of the repository's record.
  const Reply shown = get(c, base);
  EXPECT_EQ(shown.status, 200);
  EXPECT_EQ(shown.doc, g.doc);
  const Reply rec = get(c, base + "/record");
  EXPECT_EQ(rec.status, 200);
  EXPECT_EQ(rec.doc["type"], "game");
  EXPECT_EQ(rec.doc["hands"], hands);
  const json from_record = cli_game(dir_.path(), rec.body);
  const json from_example = cli_game(dir_.path(), record.dump());
  EXPECT_EQ(from_record["hands"], shown.doc["hands"]);
  EXPECT_EQ(from_record["final"], shown.doc["final"]);
  EXPECT_EQ(from_example["hands"], shown.doc["hands"]);
  EXPECT_EQ(from_example["final"], shown.doc["final"]);

  // Ended: no hand follows.
  expect_error(post(c, base + "/hands", hands[0].dump()), 409, "conflict");
  // Undo reopens it; the hand can be entered again.
  Reply u = del(c, base + "/hands/last");
  EXPECT_EQ(u.status, 200) << u.body;
  EXPECT_EQ(u.doc["hands"].size(), hands.size() - 1);
  EXPECT_EQ(u.doc["finished"], false);
  EXPECT_EQ(u.doc["final"], nullptr);
  EXPECT_EQ(u.doc["next"]["round"], "E4");
  EXPECT_EQ(u.doc["next"]["honba"], 1);
  g = post(c, base + "/hands", hands.back().dump());
  EXPECT_EQ(g.status, 201);
  EXPECT_EQ(g.doc, shown.doc);

  // The listing: newest first, summary fields.
  ASSERT_EQ(post(c, "/v1/games", players_body()).status, 201);
  const Reply list = get(c, "/v1/games");
  EXPECT_EQ(list.status, 200);
  ASSERT_EQ(list.doc["games"].size(), 2u);
  const json& older = list.doc["games"][1];
  EXPECT_EQ(older["id"], id);
  EXPECT_EQ(older["title"], "club night");
  EXPECT_EQ(older["rules"], "riichi");
  EXPECT_EQ(older["preset"], "tenhou");
  EXPECT_EQ(older["players"], record["players"]);
  EXPECT_EQ(older["created"], shown.doc["created"]);
  EXPECT_EQ(older["hands"], hands.size());
  EXPECT_EQ(older["finished"], true);
  EXPECT_EQ(older["scores"], shown.doc["scores"]);
  EXPECT_GT(list.doc["games"][0]["id"].get<int64_t>(), id);

  // Delete: 204, then gone.
  const auto d = c.Delete(base.c_str());
  ASSERT_TRUE(d);
  EXPECT_EQ(d->status, 204);
  EXPECT_TRUE(d->body.empty());
  expect_error(get(c, base), 404, "not_found");
  expect_error(get(c, base + "/record"), 404, "not_found");
  expect_error(del(c, base), 404, "not_found");
}

// A three-player game (docs/sanma-game.md) over the socket: created with three names under
// tenhou-sanma, a tsumo, a draw, an abortive draw and a bust entered one by one; every state
// is `mjscore game` on the record so far, the record holds three names and replays the same.
// Four-player entries and names are refused and store nothing.
TEST_F(ServeHttp, ThreePlayerGameHandByHandMatchesTheGameCommand) {
  auto c = server_->client();
  const json record = {
      {"type", "game"},
      {"rules", "riichi"},
      {"preset", "tenhou-sanma"},
      {"options", json::object()},
      {"players", {"A", "B", "C"}},
      {"hands",
       json::array({
           {{"result", "win"}, {"winner", 1}, {"riichi", json::array()}, {"han", 4}, {"fu", 40}},
           {{"result", "draw"}, {"tenpai", {0, 2}}, {"riichi", {2}}},
           {{"result", "abortive"}, {"reason", "nine_terminals"}, {"riichi", json::array()}},
           {{"result", "win"},
            {"winner", 2},
            {"from", 1},
            {"riichi", json::array()},
            {"yakuman", 1}},
       })}};
  Reply g = post(c, "/v1/games", create_body(record, "sanma"));
  ASSERT_EQ(g.status, 201) << g.body;
  const std::string base = "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  EXPECT_EQ(g.doc["players"], json({"A", "B", "C"}));
  EXPECT_EQ(g.doc["scores"], json({35000, 35000, 35000}));
  EXPECT_EQ(g.doc["next"]["round"], "E1");

  // Entries a three-player game refuses: nothing is stored.
  for (const std::string bad :
       {R"({"result":"win","winner":3,"han":1,"fu":30})", R"({"result":"draw","tenpai":[0,1,2,3]})",
        R"({"result":"abortive","reason":"four_winds"})",
        R"({"result":"win","winner":1,"from":0,"han":1,"fu":30,"expect":[0,0,0,0]})"}) {
    const Reply r = post(c, base + "/hands", bad);
    EXPECT_EQ(r.status, 400) << bad << "\n" << r.body;
    EXPECT_EQ(r.doc["ok"], false) << bad;
  }
  EXPECT_EQ(get(c, base).doc["hands"], json::array());

  const auto& hands = record["hands"];
  for (std::size_t i = 0; i < hands.size(); ++i) {
    json entry = hands[i];
    entry["expect_hands"] = i;
    g = post(c, base + "/hands", entry.dump());
    ASSERT_EQ(g.status, 201) << i << " " << g.body;
    json prefix = record;
    prefix["hands"] = json(std::vector<json>(hands.begin(), hands.begin() + i + 1));
    const json cli = cli_game(dir_.path(), prefix.dump());
    EXPECT_EQ(g.doc["hands"], cli["hands"]) << i;
    EXPECT_EQ(g.doc["hands"][i]["deltas"].size(), 3u) << i;
    EXPECT_EQ(g.doc["scores"], cli["final"]["scores"]) << i;
    EXPECT_EQ(g.doc["scores"].size(), 3u) << i;
  }
  // The deal passes over three players: E1 A, E2 B, E3 C (the abortive draw keeps C).
  EXPECT_EQ(g.doc["hands"][1]["round"], "E2");
  EXPECT_EQ(g.doc["hands"][3]["round"], "E3");
  EXPECT_EQ(g.doc["hands"][3]["dealer"], 2);
  ASSERT_EQ(g.doc["finished"], true) << g.body;
  EXPECT_EQ(g.doc["final"]["ended_by"], "bust");
  EXPECT_EQ(g.doc["final"]["ranks"].size(), 3u);
  EXPECT_EQ(g.doc["final"]["points"].size(), 3u);

  const Reply rec = get(c, base + "/record");
  EXPECT_EQ(rec.status, 200);
  EXPECT_EQ(rec.doc["preset"], "tenhou-sanma");
  EXPECT_EQ(rec.doc["players"], json({"A", "B", "C"}));
  EXPECT_EQ(rec.doc["hands"], hands);
  const json replay = cli_game(dir_.path(), rec.body);
  EXPECT_EQ(replay["hands"], g.doc["hands"]);
  EXPECT_EQ(replay["final"], g.doc["final"]);
  // Undo reopens it in E3.
  const Reply u = del(c, base + "/hands/last?expect_hands=4");
  EXPECT_EQ(u.status, 200) << u.body;
  EXPECT_EQ(u.doc["next"]["round"], "E3");
  EXPECT_EQ(u.doc["next"]["dealer"], 2);

  // Names that do not fit the preset's players.
  for (const std::string body : {R"({"preset":"tenhou-sanma","players":["A","B","C","D"]})",
                                 R"({"preset":"tenhou","players":["A","B","C"]})",
                                 R"({"preset":"majsoul-sanma","players":["A","B"]})"}) {
    const Reply r = post(c, "/v1/games", body);
    EXPECT_EQ(r.status, 400) << body << "\n" << r.body;
    EXPECT_EQ(r.doc["ok"], false) << body;
  }
  EXPECT_EQ(get(c, "/v1/games").doc["games"].size(), 1u);
}

TEST_F(ServeHttp, InvalidEntriesStoreNothing) {
  auto c = server_->client();
  const Reply g = post(c, "/v1/games", players_body());
  ASSERT_EQ(g.status, 201);
  const std::string base = "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  const std::vector<std::string> bad = {
      R"({"result":"win","winner":7,"han":1,"fu":30})",  // no player 7
      R"({"result":"win","winner":1,"from":0,"score":{"hand":"123m456p789s444z55m"}})",  // no yaku
      R"({"result":"bogus"})",
      R"({"result":"draw","tenpai":[0],"colour":"red"})",  // unknown field
      R"({"result":"draw","tenpai":[0],"expect_hands":-1})",
      R"({"result":"draw","tenpai":[0],"expect_hands":"0"})",
      R"([1,2])",
      R"({"result":)",
      std::string(40, '[') + std::string(40, ']'),
      "{\"result\":\"draw\",\"note\":\"\xff\"}",
      "",
  };
  for (const auto& body : bad) {
    const Reply r = post(c, base + "/hands", body);
    EXPECT_EQ(r.status, 400) << body << "\n" << r.body;
    EXPECT_EQ(r.doc["ok"], false) << body;
  }
  const Reply after = get(c, base);
  EXPECT_EQ(after.doc["hands"], json::array());
  EXPECT_EQ(get(c, base + "/record").doc["hands"], json::array());
  // Bad game bodies.
  for (const std::string body :
       {R"({"players":["A","B","C"]})", R"({"players":["A","B","C","D"],"preset":"nope"})",
        R"({"players":["A","B","C","D"],"options":{"nope":1}})",
        R"({"players":["A","B","C","D"],"rules":"chess"})",
        R"({"players":["A","B","C","D"],"color":1})", R"({})", R"("x")"}) {
    const Reply r = post(c, "/v1/games", body);
    EXPECT_EQ(r.status, 400) << body << "\n" << r.body;
    EXPECT_EQ(r.doc["ok"], false);
  }
  EXPECT_EQ(get(c, "/v1/games").doc["games"].size(), 1u);
}

TEST_F(ServeHttp, ErrorStatuses) {
  auto c = server_->client();
  expect_error(get(c, "/v1/nope"), 404, "not_found");
  expect_error(get(c, "/nope"), 404, "not_found");  // GET / is the web page (serve_web_test)
  expect_error(get(c, "/v1/games/0"), 404, "not_found");
  expect_error(get(c, "/v1/games/abc"), 404, "not_found");
  expect_error(get(c, "/v1/games/1%20OR%201=1"), 404, "not_found");
  expect_error(get(c, "/v1/games/99999999999999999999"), 404, "not_found");
  expect_error(get(c, "/v1/games/42"), 404, "not_found");
  expect_error(post(c, "/v1/games/42/hands", draw_entry("x", std::nullopt)), 404, "not_found");
  const Reply m = get(c, "/v1/score");
  expect_error(m, 405, "method_not_allowed");
  EXPECT_EQ(m.headers.find("Allow")->second, "POST");
  expect_error(reply(c.Put("/v1/games", "{}", "application/json")), 405, "method_not_allowed");
  expect_error(del(c, "/v1/games"), 405, "method_not_allowed");
  expect_error(post(c, "/v1/games/1/record", "{}"), 405, "method_not_allowed");
  // Bodies over 1 MiB: 413; 1 MiB exactly is read.
  const std::string big(std::size_t{1} << 20, ' ');
  expect_error(post(c, "/v1/score", big + " "), 413, "payload_too_large");
  expect_error(post(c, "/v1/games", big + " "), 413, "payload_too_large");
  EXPECT_EQ(post(c, "/v1/score", big).status, 400);
  // The connection still serves after those.
  EXPECT_EQ(get(c, "/v1/health").status, 200);
  // 409: expect_hands off, nothing to undo.
  const Reply g = post(c, "/v1/games", players_body());
  const std::string base = "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  expect_error(del(c, base + "/hands/last"), 409, "conflict");
  expect_error(post(c, base + "/hands", draw_entry("a", 1)), 409, "conflict");
  EXPECT_EQ(post(c, base + "/hands", draw_entry("a", 0)).status, 201);
  expect_error(del(c, base + "/hands/last?expect_hands=0"), 409, "conflict");
  expect_error(del(c, base + "/hands/last?expect_hands=x"), 400, "invalid_request");
  EXPECT_EQ(del(c, base + "/hands/last?expect_hands=1").status, 200);
}

TEST(ServeHttpToken, WritesNeedTheTokenReadsDoNot) {
  TempDir dir;
  ServeProcess server({"--db", dir.path() + "/t.db", "--token", "s3cret"});
  ASSERT_GT(server.port(), 0);
  auto c = server.client();
  const Reply no = post(c, "/v1/games", players_body());
  expect_error(no, 401, "unauthorized");
  EXPECT_EQ(no.headers.find("WWW-Authenticate")->second, "Bearer");
  expect_error(post(c, "/v1/games", players_body(), "wrong"), 401, "unauthorized");
  expect_error(reply(c.Post("/v1/games", {{"Authorization", "Basic s3cret"}}, players_body(),
                            "application/json")),
               401, "unauthorized");
  const Reply g = post(c, "/v1/games", players_body(), "s3cret");
  ASSERT_EQ(g.status, 201);
  const std::string base = "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  expect_error(post(c, base + "/hands", draw_entry("a", 0)), 401, "unauthorized");
  EXPECT_EQ(post(c, base + "/hands", draw_entry("a", 0), "s3cret").status, 201);
  expect_error(del(c, base + "/hands/last"), 401, "unauthorized");
  expect_error(del(c, base), 401, "unauthorized");
  // Reads and scoring stay open.
  EXPECT_EQ(get(c, base).status, 200);
  EXPECT_EQ(get(c, base + "/record").status, 200);
  EXPECT_EQ(get(c, "/v1/games").status, 200);
  EXPECT_EQ(post(c, "/v1/score", R"({"hand":"234m11234p345s666z","win":"3s"})").status, 200);
  EXPECT_EQ(del(c, base + "/hands/last", "s3cret").status, 200);
  EXPECT_EQ(reply(c.Delete(base.c_str(), bearer("s3cret"))).status, 204);
}

// Two clients append to one game at once, each with the hand count it last saw: every hand
// lands once, at the place its client expected; the late one of a race gets 409.
TEST_F(ServeHttp, ConcurrentAppendsNeverLandOnTheSameHand) {
  auto c = server_->client();
  const Reply g = post(c, "/v1/games", players_body());
  const std::string base = "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  constexpr int kPerClient = 15;
  std::mutex m;
  std::vector<std::pair<int, std::string>> landed;  // (hands after, note)
  std::atomic<int> conflicts{0};
  auto client = [&](int k) {
    auto cc = server_->client();
    for (int n = 0, tries = 0; n < kPerClient && tries < 2000; ++tries) {
      const Reply now = get(cc, base);
      const int have = static_cast<int>(now.doc["hands"].size());
      const std::string note = std::to_string(k) + "-" + std::to_string(n);
      const Reply r = post(cc, base + "/hands", draw_entry(note, have));
      if (r.status == 201) {
        std::lock_guard lock(m);
        landed.emplace_back(static_cast<int>(r.doc["hands"].size()), note);
        ++n;
      } else {
        EXPECT_EQ(r.status, 409) << r.body;
        ++conflicts;
      }
    }
  };
  std::thread a(client, 0), b(client, 1);
  a.join();
  b.join();
  ASSERT_EQ(landed.size(), 2u * kPerClient);
  const json rec = get(c, base + "/record").doc;
  ASSERT_EQ(rec["hands"].size(), landed.size());
  std::set<int> places;
  for (const auto& [count, note] : landed) {
    EXPECT_TRUE(places.insert(count).second) << "two appends at hand " << count;
    EXPECT_EQ(rec["hands"][count - 1]["note"], note);
  }
}

// kill -9 while two clients append: after a restart on the same file every acknowledged hand
// is there, where it was acknowledged.
TEST_F(ServeHttp, AcknowledgedHandsSurviveKill9) {
  auto c = server_->client();
  const Reply g = post(c, "/v1/games", players_body());
  ASSERT_EQ(g.status, 201);
  const std::string base = "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>());
  std::mutex m;
  std::vector<std::pair<int, std::string>> acked;
  std::atomic<bool> stop{false};
  auto client = [&](int k) {
    auto cc = server_->client();
    cc.set_read_timeout(5, 0);
    for (int n = 0; n < 400 && !stop; ++n) {
      const std::string note = std::to_string(k) + "-" + std::to_string(n);
      const Reply r = post(cc, base + "/hands", draw_entry(note, std::nullopt));
      if (r.status != 201) break;  // the server is gone
      std::lock_guard lock(m);
      acked.emplace_back(static_cast<int>(r.doc["hands"].size()), note);
    }
  };
  std::thread a(client, 0), b(client, 1);
  for (int waited = 0; waited < 400; ++waited) {  // until some hands are in, at most 4 s
    {
      std::lock_guard lock(m);
      if (acked.size() >= 20) break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  server_->kill_hard();
  stop = true;
  a.join();
  b.join();
  ASSERT_GE(acked.size(), 1u);

  server_ = std::make_unique<ServeProcess>(std::vector<std::string>{"--db", db()});
  ASSERT_GT(server_->port(), 0);
  auto again = server_->client();
  const json rec = get(again, base + "/record").doc;
  ASSERT_TRUE(rec["hands"].is_array());
  EXPECT_GE(rec["hands"].size(), acked.size());
  EXPECT_LE(rec["hands"].size(), acked.size() + 2);  // at most the two in flight
  for (const auto& [count, note] : acked) {
    ASSERT_LE(static_cast<std::size_t>(count), rec["hands"].size());
    EXPECT_EQ(rec["hands"][count - 1]["note"], note);
  }
  // The restarted server's state is the engine's answer to the stored record.
  const Reply shown = get(again, base);
  EXPECT_EQ(shown.doc["hands"].size(), rec["hands"].size());
  EXPECT_EQ(get(again, "/v1/games").doc["games"][0]["hands"], rec["hands"].size());
}

TEST_F(ServeHttp, StateSurvivesARestart) {
  int64_t id = 0;
  {
    auto c = server_->client();
    const Reply g = post(c, "/v1/games", create_body(example_game(), "kept"));
    id = g.doc["id"];
    EXPECT_EQ(
        post(c, "/v1/games/" + std::to_string(id) + "/hands", example_game()["hands"][0].dump())
            .status,
        201);
  }
  const Reply before = [&] {
    auto c = server_->client();
    return get(c, "/v1/games/" + std::to_string(id));
  }();
  EXPECT_EQ(server_->stop(), 0);
  server_ = std::make_unique<ServeProcess>(std::vector<std::string>{"--db", db()});
  ASSERT_GT(server_->port(), 0);
  auto c = server_->client();
  EXPECT_EQ(get(c, "/v1/games/" + std::to_string(id)).doc, before.doc);
}

TEST(ServeHttpSignals, SigintStopsCleanlyWithAConnectionOpen) {
  TempDir dir;
  ServeProcess server({"--db", dir.path() + "/i.db"});
  ASSERT_GT(server.port(), 0);
  auto c = server.client();
  ASSERT_EQ(post(c, "/v1/games", players_body()).status, 201);
  // The kept-alive connection is idle: the server closes it and exits.
  EXPECT_EQ(server.stop(SIGINT), 0);
}

TEST(ServeHttpMemory, MemoryDatabaseServes) {
  ServeProcess server({"--db", ":memory:", "--threads", "2"});
  ASSERT_GT(server.port(), 0);
  auto c = server.client();
  const Reply g = post(c, "/v1/games", players_body());
  EXPECT_EQ(g.status, 201);
  EXPECT_EQ(get(c, "/v1/games/" + std::to_string(g.doc["id"].get<int64_t>())).status, 200);
  c.stop();
  EXPECT_EQ(server.stop(), 0);
}

TEST(ServeHttpCli, HelpAndBadFlags) {
  const auto help = test::run_cli("serve --help");
  EXPECT_EQ(help.code, 0);
  EXPECT_NE(help.out.find("--token"), std::string::npos);
  EXPECT_EQ(test::run_cli("serve --port 70000").code, 2);
  EXPECT_EQ(test::run_cli("serve --port 0 --db /nonexistent-dir/x.db").code, 2);
}

}  // namespace
}  // namespace mjscore
