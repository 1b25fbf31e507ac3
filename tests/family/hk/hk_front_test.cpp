// HK through the front ends (issue 19): the JSON handler (fields, errors, options) and the CLI
// (`score --rules hk`, --text, batch answering HK and riichi lines in one file).
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "json_answer.hpp"
#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

using test::answer;
using test::run_cli;
using test::run_command;

TEST(HkJson, ScoreResponseFields) {
  auto r =
      answer(R"({"id":7,"rules":"hk","hand":"123m456m789m234p55s","win_by":"tsumo","seat":"W"})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["id"], 7);
  EXPECT_EQ(r["rules"], "hk");
  EXPECT_EQ(r["preset"], "hk");
  EXPECT_EQ(r["faan"], 3);
  EXPECT_EQ(r["base"], 8);
  EXPECT_EQ(r["value"], 64);
  EXPECT_EQ(r["limit"], false);
  EXPECT_EQ(r["deltas"], nlohmann::json::parse(R"({"E":-32,"S":-16,"W":64,"N":-16})"));
  EXPECT_EQ(r["elements"], nlohmann::json::parse(
                               R"([{"id":"common_hand","faan":1},{"id":"self_draw","faan":1},
                                   {"id":"concealed_hand","faan":1}])"));
  EXPECT_EQ(r["reading"]["sets"], nlohmann::json::parse(R"(["123m","456m","789m","234p","55s"])"));
}

TEST(HkJson, LimitAtTheCap) {
  auto r = answer(R"({"rules":"hk","hand":"19m19p19s12345677z","from":"S"})");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["faan"], 13);
  EXPECT_EQ(r["base"], 384);
  EXPECT_EQ(r["limit"], true);
  EXPECT_EQ(r["elements"][0]["id"], "thirteen_orphans");
}

TEST(HkJson, PresetsOptionsAndRequestFlags) {
  auto flowers = answer(
      R"({"rules":"hk","preset":"hk-flowers","hand":"123m456m789m234p55s","seat":"S","from":"W","bonus":"2f6f","options":{"bonus_counts_to_minimum":true}})");
  ASSERT_TRUE(flowers["ok"].get<bool>()) << flowers.dump();
  EXPECT_EQ(flowers["preset"], "hk-flowers");
  EXPECT_EQ(flowers["faan"], 4);
  auto fifth = answer(
      R"({"rules":"hk","hand":"123m456m789m234p55s","seat":"S","from":"W","fifth_tile":true,"options":{"min_faan":0,"curve":"old_hk"}})");
  ASSERT_TRUE(fifth["ok"].get<bool>()) << fifth.dump();
  EXPECT_EQ(fifth["deltas"]["W"], -fifth["value"].get<int>());
  EXPECT_EQ(fifth["deltas"]["E"], 0);
}

TEST(HkJson, Errors) {
  auto below = answer(R"({"rules":"hk","hand":"123m456m789m234p55s","seat":"S"})");
  EXPECT_EQ(below["error"]["code"], "below_minimum");
  auto invalid = answer(R"({"rules":"hk","hand":"123m456m789m234p555s"})");
  EXPECT_EQ(invalid["error"]["code"], "invalid_hand");
  auto option = answer(R"({"rules":"hk","hand":"123m456m789m234p55s","options":{"kazoe":"x"}})");
  EXPECT_EQ(option["error"]["code"], "unknown_option");
  auto value = answer(R"({"rules":"hk","hand":"123m456m789m234p55s","options":{"min_faan":"x"}})");
  EXPECT_EQ(value["error"]["code"], "invalid_option");
  auto preset = answer(R"({"rules":"hk","preset":"tenhou","hand":"123m456m789m234p55s"})");
  EXPECT_EQ(preset["error"]["code"], "unknown_preset");
  auto context = answer(R"({"rules":"hk","hand":"123m456m789m234p55s","after_kan":true})");
  EXPECT_EQ(context["error"]["code"], "invalid_context");
  auto flag = answer(R"({"rules":"hk","hand":"123m456m789m234p55s","fifth_tile":3})");
  EXPECT_EQ(flag["error"]["code"], "invalid_request");
}

TEST(HkCli, ScoreAndText) {
  auto json = run_cli("score --rules hk 123m456m789m234p55s --tsumo --seat W --json");
  EXPECT_EQ(json.code, 0);
  EXPECT_NE(json.out.find(R"("faan":3,"base":8,"limit":false)"), std::string::npos) << json.out;
  auto text = run_cli("score --rules hk 19m19p19s12345677z --from S");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("thirteen_orphans        13 faan"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Total     13 faan (limit), base 384"), std::string::npos) << text.out;
  auto fifth = run_cli(
      "score --rules hk 123m456m789m234p55s --seat S --from W --fifth-tile --option min_faan=0 "
      "--json");
  EXPECT_NE(fifth.out.find(R"("E":0)"), std::string::npos) << fifth.out;
  auto below = run_cli("score --rules hk 123m456m789m234p55s --seat S");
  EXPECT_EQ(below.code, 1);
}

TEST(HkCli, BatchAnswersHkAndRiichiLinesInOneFile) {
  const std::string path = unique_temp_path("hk_mixed.jsonl");
  {
    std::ofstream f(path);
    f << R"({"id":1,"rules":"hk","hand":"123m456m789m234p55s","win_by":"tsumo","seat":"W"})" << '\n'
      << R"({"id":2,"hand":"123m456p789s11122z","win_by":"tsumo"})" << '\n'
      << R"({"id":3,"rules":"hk","preset":"mahjong-nu","hand":"1133m5577p22s4466z","from":"S"})"
      << '\n'
      << R"({"id":4,"rules":"hk","hand":"123m456m789m234p55s"})" << '\n';
  }
  auto out = run_cli("batch '" + path + "'");
  EXPECT_EQ(out.code, 0);
  std::vector<nlohmann::json> lines;
  for (size_t a = 0, b; (b = out.out.find('\n', a)) != std::string::npos; a = b + 1)
    lines.push_back(nlohmann::json::parse(out.out.substr(a, b - a)));
  ASSERT_EQ(lines.size(), 4u) << out.out;
  EXPECT_EQ(lines[0]["faan"], 3);
  EXPECT_EQ(lines[1]["rules"], "riichi");
  EXPECT_EQ(lines[1]["han"], 3);
  EXPECT_EQ(lines[2]["elements"][1]["id"], "seven_pairs");  // after concealed_hand
  EXPECT_EQ(lines[3]["error"]["code"], "below_minimum");
  auto text = run_cli("batch --text '" + path + "'");
  EXPECT_NE(text.out.find("Total     3 faan, base 8"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("han"), std::string::npos);
  std::remove(path.c_str());
}

}  // namespace
}  // namespace mjscore
