// Issue 33: `batch --ignore-key` for every line type (settle, round, game as well as score), and
// the text of a classical round and of HK and classical payments.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "run_cli.hpp"
#include "temp_path.hpp"

namespace mjscore {
namespace {

std::string record_lines_file(const std::string& name, const std::string& content) {
  const std::string path = unique_temp_path(name);
  std::ofstream(path) << content;
  return path;
}

const std::string kRecordRoundHands =
    R"("hands":{"E":{"hand":"3468m1359p11777z"},)"
    R"("S":{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},)"
    R"("W":{"hand":"222m3579p2468s14z"},"N":{"hand":"13579m2468p1357s"}})";

// Item 9: every line type takes the ignored keys.
TEST(RecordLinesCli, IgnoreKeyOnEveryLineType) {
  const std::string path = record_lines_file(
      "record_lines_ignore.jsonl",
      R"({"id":1,"hand":"123m456p789s11222z","riichi":true,"expect":{"value":2000},"note":"x"})"
      "\n"
      R"({"id":2,"type":"settle","rules":"classical","winner":"S","scores":[10,20,30,40],"expect":{},"note":"x"})"
      "\n"
      R"({"id":3,"type":"round","rules":"classical","winner":"S",)" +
          kRecordRoundHands + R"(,"expect":{"ok":true},"note":"x"})" +
          "\n"
          R"({"id":4,"type":"game","rules":"hk","players":["A","B","C","D"],"hands":[{"result":"win","winner":2,"tsumo":true,"faan":5}],"expect":{},"note":"x"})"
          "\n");
  const auto plain = test::run_cli("batch " + path);
  EXPECT_NE(plain.out.find("unknown field"), std::string::npos) << plain.out;
  const auto ignoring = test::run_cli("batch --ignore-key expect --ignore-key note " + path);
  int ok = 0;
  for (std::size_t at = 0; (at = ignoring.out.find(R"("ok":true)", at)) != std::string::npos; ++at)
    ++ok;
  EXPECT_EQ(ok, 4) << ignoring.out;
}

// Item 10: the round's sheets name the preset; HK and classical payments say no honba.
TEST(RecordLinesCli, RoundAndPaymentText) {
  const std::string round = record_lines_file(
      "record_lines_round.json",
      R"({"type":"round","rules":"classical","winner":"S",)" + kRecordRoundHands + "}");
  const auto text = test::run_cli("round " + round);
  EXPECT_EQ(text.out.find("(classical )"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("(classical classical)"), std::string::npos) << text.out;
  const auto hk =
      test::run_cli("score --rules hk 123m456m789m234p55s --seat S --from W --option min_faan=0");
  EXPECT_NE(hk.out.find("Payments"), std::string::npos) << hk.out;
  EXPECT_EQ(hk.out.find("honba"), std::string::npos) << hk.out;
  const auto riichi = test::run_cli("score 123m456p789s11222z --riichi --from W");
  EXPECT_NE(riichi.out.find("(honba and sticks included)"), std::string::npos) << riichi.out;
}

}  // namespace
}  // namespace mjscore
