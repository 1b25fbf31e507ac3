// Human text and hostile input at every door (issue #32, docs/names.md, docs/cli.md "Input"):
// names refused by each family's record reader, the batch, the server and the CLI; a key given
// twice; text output that escapes what a terminal obeys; the CLI's bounded input and "-".
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "mjscore/json.hpp"
#include "run_cli.hpp"
#include "serve/api.hpp"
#include "serve/game_store.hpp"
#include "shared_data.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

using test::run_cli;
using test::run_command;

// A game record of `family` with `players` (JSON) and no hands.
std::string names_test_record(std::string_view family, std::string_view players) {
  const std::string list = family == "classical" ? "rounds" : "hands";
  return R"({"rules":")" + std::string(family) + R"(","players":)" + std::string(players) +
         R"(,")" + list + R"(":[]})";
}

std::string names_test_game_error(std::string_view family, std::string_view text) {
  const auto r = json::parse_request(RequestType::Game, family_named(family), text);
  return r ? "ok" : std::string(to_string(r.error().code)) + " " + std::string(r.error().message);
}

TEST(TextInput, EveryFamilyRefusesBadNamesNamingTheField) {
  for (std::string_view family : {"riichi", "hk", "classical"}) {
    SCOPED_TRACE(family);
    EXPECT_EQ(names_test_game_error(family, names_test_record(family, R"(["A","B","C","D"])")),
              "ok");
    EXPECT_EQ(names_test_game_error(family,
                                    names_test_record(family, R"(["山田","José","陳大文","Zoë"])")),
              "ok");
    EXPECT_EQ(
        names_test_game_error(family, names_test_record(family, R"(["A","B","C\u0000","D"])")),
        "invalid_request players[2]: contains a control character (U+0000) at byte 1");
    EXPECT_EQ(
        names_test_game_error(family, names_test_record(family, R"(["A","\u001b[2J","C","D"])")),
        "invalid_request players[1]: contains a control character (U+001B) at byte 0");
    EXPECT_EQ(names_test_game_error(family, names_test_record(family, R"(["A","B","C","\u0085"])")),
              "invalid_request players[3]: contains a control character (U+0085) at byte 0");
    EXPECT_EQ(names_test_game_error(family, names_test_record(family, R"(["","B","C","D"])")),
              "invalid_request players[0]: is empty");
    EXPECT_EQ(names_test_game_error(family, names_test_record(family, R"(["A","  ","C","D"])")),
              "invalid_request players[1]: is blank");
    EXPECT_EQ(
        names_test_game_error(family, names_test_record(family, R"(["A","B","\u200b\u2060","D"])")),
        "invalid_request players[2]: has only invisible characters");
    // A lone surrogate is no UTF-8: the JSON reader refuses it before any name is read (the name
    // rule refuses it too for a caller that passes text directly: player_names_test.cpp).
    EXPECT_EQ(names_test_game_error(family, names_test_record(family, R"(["A","B","\ud800","D"])"))
                  .substr(0, 11),
              "parse_error");
    EXPECT_EQ(names_test_game_error(family, names_test_record(family, R"(["Bo","B","C","bo "])")),
              "invalid_request players[3]: is the same name as players[0]");
  }
}

TEST(TextInput, AKeyGivenTwiceIsRefusedWhereverItStands) {
  EXPECT_EQ(
      names_test_game_error("riichi", R"({"players":["A","B","C","D"],"players":["E","F","G","H"],)"
                                      R"("hands":[]})"),
      "invalid_request duplicate field 'players'");
  EXPECT_EQ(
      names_test_game_error("hk", R"({"rules":"hk","hands":[{"result":"draw","result":"draw"}]})"),
      "invalid_request duplicate field 'hands[0].result'");
  EXPECT_EQ(names_test_game_error("classical", R"({"rules":"classical","rounds":[],"rounds":[]})"),
            "invalid_request duplicate field 'rounds'");
  EXPECT_EQ(
      names_test_game_error("riichi", R"({"options":{"uma":[10,20],"uma":[5,10]},"hands":[]})"),
      "invalid_request duplicate field 'options.uma'");
  // The batch answers a line so.
  const std::string path = unique_temp_path("dup_batch.jsonl");
  std::ofstream(path) << R"({"type":"game","id":1,"id":2,"hands":[]})"
                      << "\n";
  const auto run = run_cli("batch '" + path + "'");
  EXPECT_NE(run.out.find(R"("code":"invalid_request","message":"duplicate field 'id'")"),
            std::string::npos)
      << run.out;
}

TEST(TextInput, BatchGameLinesRefuseBadNames) {
  const std::string path = unique_temp_path("names_batch.jsonl");
  std::ofstream(path) << R"({"type":"game","players":["A","A","B","C"],"hands":[]})"
                      << "\n"
                      << R"({"type":"game","rules":"hk","players":["A","B","\t","C"],"hands":[]})"
                      << "\n";
  const auto run = run_cli("batch '" + path + "'");
  EXPECT_NE(run.out.find("players[1]: is the same name as players[0]"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("players[2]: contains a control character (U+0009) at byte 0"),
            std::string::npos)
      << run.out;
}

const Engine& text_input_engine() {
  static const Engine e = Engine::create().value();
  return e;
}

TEST(TextInput, TheServerRefusesBadNamesTitlesAndKeysGivenTwice) {
  auto store = serve::GameStore::open(":memory:", "t");
  ASSERT_TRUE(store);
  const serve::Api api(text_input_engine(), **store, {"", "t"});
  auto create = [&](std::string_view body) {
    const auto r = api.handle(serve::HttpRequest{"POST", "/v1/games", "", "", body});
    if (r.status == 201) return std::string("201");
    const auto doc = nlohmann::json::parse(r.body);
    return std::to_string(r.status) + " " + doc["error"]["code"].get<std::string>() + " " +
           doc["error"]["message"].get<std::string>();
  };
  EXPECT_EQ(create(R"({"players":["山田","José","C","D"],"title":"Club night"})"), "201");
  EXPECT_EQ(create(R"({"players":["A","B\u0000","C","D"]})"),
            "400 invalid_request players[1]: contains a control character (U+0000) at byte 1");
  EXPECT_EQ(create(R"({"players":["A","B"," ","D"]})"), "400 invalid_request players[2]: is blank");
  EXPECT_EQ(create(R"({"players":["A","B","C","\ufeff"]})"),
            "400 invalid_request players[3]: has only invisible characters");
  EXPECT_EQ(create(R"({"players":["A","A","A","A"]})"),
            "400 invalid_request players[1]: is the same name as players[0]");
  EXPECT_EQ(create(R"({"players":["A","B","C","D"],"title":"x\u001b]0;pwned\u0007"})"),
            "400 invalid_request title: contains a control character (U+001B) at byte 1");
  EXPECT_EQ(create(R"({"players":["A","B","C","D"],"title":""})"), "201");  // no title
  EXPECT_EQ(create(R"({"players":["A","B","C","D"],"title":" \u200b"})"),
            "400 invalid_request title: has only invisible characters");
  EXPECT_EQ(create(R"({"players":["A","B","C","D"],"players":["E","F","G","H"]})"),
            "400 invalid_request duplicate field 'players'");
  EXPECT_EQ(create(R"({"players":["A","B","C","D"],"options":{"uma":[1,2],"uma":[1,2]}})"),
            "400 invalid_request duplicate field 'options.uma'");
}

TEST(TextInput, AGameStoredBeforeTheNameRuleIsStillShown) {
  auto store = serve::GameStore::open(":memory:", "t");
  ASSERT_TRUE(store);
  serve::GameHead head{"riichi",
                       "tenhou",
                       "",
                       "{}",
                       R"(["A","A","","A"])",
                       R"({"rules":"riichi","preset":"tenhou","options":{},)"
                       R"("players":["A","A","","A"]})"};
  auto id =
      (**store).create(head, [](const serve::StoredGame&) -> serve::ApiResult<serve::GameSummary> {
        return serve::GameSummary{0, false, "[25000,25000,25000,25000]"};
      });
  ASSERT_TRUE(id);
  const serve::Api api(text_input_engine(), **store, {"", "t"});
  const auto shown =
      api.handle(serve::HttpRequest{"GET", "/v1/games/" + std::to_string(*id), "", "", ""});
  EXPECT_EQ(shown.status, 200) << shown.body;
  EXPECT_NE(shown.body.find(R"("players":["A","A","","A"])"), std::string::npos) << shown.body;
  const auto appended =
      api.handle(serve::HttpRequest{"POST", "/v1/games/" + std::to_string(*id) + "/hands", "", "",
                                    R"({"result":"draw","tenpai":[0],"riichi":[]})"});
  EXPECT_EQ(appended.status, 201) << appended.body;
}

std::string text_input_file(const std::string& name, const std::string& content) {
  const std::string path = unique_temp_path(name);
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

TEST(TextInput, TextOutputEscapesWhatATerminalObeys) {
  // A name cannot carry an escape any more; an id, an abortive draw's reason and an error's
  // echo of the input can.
  const std::string game = text_input_file(
      "escape_game.json", R"({"id":"g\u001b[31m","players":["A","B","C","D"],"hands":[)"
                          R"({"result":"abortive","reason":"x\u001b]0;t\u0007\u009b2J"}]})");
  const auto text = run_cli("game '" + game + "'", true);
  EXPECT_EQ(text.code, 2);
  EXPECT_EQ(text.out.find('\x1b'), std::string::npos) << text.out;
  EXPECT_EQ(text.out.find("\xc2\x9b"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("x\\x1b]0;t\\x07\\u009b2J"), std::string::npos) << text.out;
  // batch --text: the id and the reason.
  const std::string lines = text_input_file(
      "escape_batch.jsonl",
      R"({"type":"game","id":"i\u001b[2J","hands":[{"result":"abortive","reason":"r\u001bc"}]})"
      "\n"
      R"({"type":"score","hand":"123m","nope\u001b[2J":1})"
      "\n");
  const auto batch = run_cli("batch --text '" + lines + "'");
  EXPECT_EQ(batch.out.find('\x1b'), std::string::npos) << batch.out;
  EXPECT_NE(batch.out.find("i\\u001b[2J"), std::string::npos) << batch.out;  // JSON-escaped id
  EXPECT_NE(batch.out.find("r\\x1bc"), std::string::npos) << batch.out;
  // Errors on stderr: an unknown key echoed by `game`, `round` and `score`.
  const std::string bad = text_input_file(
      "escape_bad.json", R"({"players":["A","B","C","D"],"x\u001b[2J":1,"hands":[]})");
  const auto err = run_cli("game '" + bad + "'", true);
  EXPECT_EQ(err.code, 2);
  EXPECT_EQ(err.out.find('\x1b'), std::string::npos) << err.out;
  EXPECT_NE(err.out.find("x\\x1b[2J"), std::string::npos) << err.out;
  const std::string round = text_input_file("escape_round.json", R"({"x\u001b[2J":1})");
  const auto round_err = run_cli("round '" + round + "'", true);
  EXPECT_EQ(round_err.out.find('\x1b'), std::string::npos) << round_err.out;
  const auto score_err = run_cli("score \"$(printf '123m\\033[2J')\"", true);
  EXPECT_EQ(score_err.out.find('\x1b'), std::string::npos) << score_err.out;
}

TEST(TextInput, GameAndRoundJudgeTheFirstByteAndTheSizeAsTheyRead) {
  // A first byte that cannot open an object: answered at once, with its place, even on a pipe
  // that stays open.
  const auto start = std::chrono::steady_clock::now();
  const auto open_pipe = run_command("(printf '\\n  x'; cat /dev/zero) | '" +
                                     std::string(MJSCORE_CLI) + "' game - 2>&1");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
  EXPECT_EQ(open_pipe.code, 2);
  EXPECT_NE(open_pipe.out.find(
                "parse_error): stdin: line 2, column 3 (byte 3): expected a JSON object ('{')"),
            std::string::npos)
      << open_pipe.out;
  // Over the limit: refused when it passes 4 MiB, without reading to the end.
  const auto big = run_command("(printf '{\"id\":\"'; tr '\\0' a < /dev/zero) | '" +
                               std::string(MJSCORE_CLI) + "' round - 2>&1");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(15));
  EXPECT_NE(big.out.find("stdin: line 1, column 4194305 (byte 4194304): the input is over 4 MiB "
                         "(4194304 bytes)"),
            std::string::npos)
      << big.out.substr(0, 300);
  // A file that is not there.
  const auto missing = run_cli("game /nonexistent/x.json", true);
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.out.find("cannot read '/nonexistent/x.json'"), std::string::npos);
}

TEST(TextInput, GameReadsStandardInputAsAFile) {
  const std::string record = text_input_file(
      "stdin_game.json", R"({"players":["山田","José","C","D"],"hands":[{"result":"draw"}]})");
  const auto from_file = run_cli("game '" + record + "'");
  const auto from_stdin =
      run_command("'" + std::string(MJSCORE_CLI) + "' game - < '" + record + "' 2>/dev/null");
  EXPECT_EQ(from_file.code, 0);
  EXPECT_EQ(from_stdin.out, from_file.out);
  EXPECT_NE(from_file.out.find("山田 (0)"), std::string::npos) << from_file.out;
}

TEST(TextInput, ImportReadsStandardInputAndLeavesUnusableNamesOut) {
  const auto log = shared_data::tenhou_logs() / "Equim-chan+mjai-reviewer" /
                   "212429fb_confusing_nakis_2.json";  // four empty names
  MJSCORE_REQUIRE_SHARED_DATA(log);
  const std::string cli = std::string("'") + MJSCORE_CLI + "'";
  const auto from_file = run_command(cli + " import tenhou '" + log.string() + "' 2>/dev/null");
  const auto from_stdin =
      run_command("cat '" + log.string() + "' | " + cli + " import tenhou - 2>/dev/null");
  EXPECT_EQ(from_stdin.code, 0);
  EXPECT_EQ(from_stdin.out, from_file.out);
  EXPECT_EQ(from_file.out.find("\"players\""), std::string::npos) << from_file.out.substr(0, 400);
  const auto summary = run_command(cli + " import tenhou '" + log.string() + "' 2>&1 >/dev/null");
  EXPECT_NE(summary.out.find("warning: player names left out of the record: players[0] is empty"),
            std::string::npos)
      << summary.out;
  // The record is read (this log's first win is not a winning hand, an answer of its own).
  const auto played = run_command(cli + " import tenhou -q '" + log.string() + "' | " + cli +
                                  " game --json - 2>&1");
  EXPECT_NE(played.out.find(R"("code":"not_winning")"), std::string::npos) << played.out;
  // A first byte no log starts with, at once.
  const auto bad = run_command("(printf 'x'; cat /dev/zero) | " + cli + " import tenhou - 2>&1");
  EXPECT_NE(bad.out.find("stdin: line 1, column 1 (byte 0): not a Tenhou log"), std::string::npos)
      << bad.out;
}

}  // namespace
}  // namespace mjscore
