// Issue 33: HK requests a careful scorer refuses (contradictory flags, fields of other families,
// options that contradict each other) and the robbed kong's payment (seed 001 "Roubando Kong").
#include <gtest/gtest.h>

#include <string>

#include "json_answer.hpp"

namespace mjscore {
namespace {

using test::answer;

std::string hk_error_code(const std::string& line) {
  const auto r = answer(line);
  return r.contains("error") ? r["error"]["code"].get<std::string>() : "";
}
std::string hk_error_message(const std::string& line) {
  const auto r = answer(line);
  return r.contains("error") ? r["error"]["message"].get<std::string>() : "";
}

// A hand with no kong: 123m 456m 789m 234p 55s (mixed suits, so only the conditions score).
constexpr const char* kNoKong =
    R"("rules":"hk","options":{"min_faan":0},"hand":"123m456m789m234p55s")";

// Item 3: win by (double) kong needs the kong (or, for a loose tile, a bonus tile).
TEST(HkContradictions, WinByKongNeedsAKong) {
  EXPECT_EQ(
      hk_error_code(std::string("{") + kNoKong + R"(,"win_by":"tsumo","after_double_kan":true})"),
      "invalid_context");
  EXPECT_EQ(hk_error_code(std::string("{") + kNoKong + R"(,"win_by":"tsumo","after_kan":true})"),
            "invalid_context");
  // A loose tile after a bonus tile is a win by kong (seed "ou uma peça de bônus").
  const auto bonus =
      answer(std::string("{") + kNoKong + R"(,"bonus":"1f","win_by":"tsumo","after_kan":true})");
  ASSERT_FALSE(bonus.contains("error")) << bonus.dump();
  // With one kong: after_kan scores, after_double_kan needs a second kong.
  const std::string one_kong =
      R"({"rules":"hk","options":{"min_faan":0},"hand":"456m789m234p55s","melds":["ankan 1111m"],"win_by":"tsumo")";
  EXPECT_FALSE(answer(one_kong + R"(,"after_kan":true})").contains("error"));
  EXPECT_EQ(hk_error_code(one_kong + R"(,"after_double_kan":true})"), "invalid_context");
  const std::string two_kongs =
      R"({"rules":"hk","options":{"min_faan":0},"hand":"789m234p55s","melds":["ankan 1111m","kakan 4444m"],"win_by":"tsumo")";
  EXPECT_FALSE(answer(two_kongs + R"(,"after_double_kan":true})").contains("error"));
}

// Item 6: `won` is Classical's.
TEST(HkContradictions, WonFalseIsClassicalOnly) {
  const std::string line = std::string("{") + kNoKong + R"(,"won":false})";
  EXPECT_EQ(hk_error_code(line), "invalid_request");
  EXPECT_NE(hk_error_message(line).find("won"), std::string::npos);
  EXPECT_NE(hk_error_message(line).find("classical"), std::string::npos);
  const std::string losing = R"({"rules":"hk","hand":"123m456m789m234p5s","won":false})";
  EXPECT_EQ(hk_error_code(losing), "invalid_request");
  EXPECT_NE(hk_error_message(losing).find("classical"), std::string::npos);
}

// Item 7: a cap below the minimum.
TEST(HkContradictions, MaxFaanBelowMinFaan) {
  EXPECT_EQ(
      hk_error_code(
          R"({"rules":"hk","options":{"min_faan":5,"max_faan":3},"hand":"123m456m789m234p55s","win_by":"tsumo"})"),
      "invalid_option");
}

// Item 8: fields of another family.
TEST(HkContradictions, OtherFamiliesFieldsRefused) {
  for (const char* field : {R"("riichi":true)", R"("double_riichi":true)", R"("ippatsu":true)",
                            R"("dora":"1m")", R"("ura":"1m")", R"("honba":2)",
                            R"("riichi_sticks":1)", R"("original_call":true)", R"("wareme":"S")"}) {
    const std::string line = std::string("{") + kNoKong + R"(,"win_by":"tsumo",)" + field + "}";
    EXPECT_EQ(hk_error_code(line), "invalid_request") << line;
    const std::string message = hk_error_message(line);
    EXPECT_NE(message.find("hk"), std::string::npos) << message;
  }
  // A meld's `from` naming the winner's own seat.
  EXPECT_EQ(
      hk_error_code(
          R"({"rules":"hk","options":{"min_faan":0},"hand":"456m789m234p55s","melds":[{"kind":"pon","tiles":"111m","from":"E"}],"seat":"E","win_by":"tsumo"})"),
      "invalid_request");
  EXPECT_FALSE(
      answer(
          R"({"rules":"hk","options":{"min_faan":0},"hand":"456m789m234p55s","melds":[{"kind":"pon","tiles":"111m","from":"N"}],"seat":"E","win_by":"tsumo"})")
          .contains("error"));
}

// Item 11: seed 001 "Roubando Kong": "uma penalidade de 12 peças será imposta ao jogador que
// está sendo roubado"; "Penalidade de 12 peças 十二 張 包 自摸": the robbed player pays the
// self-drawn hand's losses. 3 faan (Canton 8) by South robbing West: 16 + 16 + 32 = 64.
TEST(HkRobbingKong, RobbedPlayerPaysTheSelfDrawnTotal) {
  // 123m 456m 789m 234p 55s: common hand 1 + robbing kong 1 ... plus mixed? Use min_faan 0 and
  // read the faan from the answer.
  const auto r = answer(
      R"({"rules":"hk","options":{"min_faan":0},"hand":"123m456m789m234p55s","seat":"S","from":"W","robbing_kan":true})");
  ASSERT_FALSE(r.contains("error")) << r.dump();
  const int base = r["base"].get<int>();
  // Self-drawn shares: East 4x base, the others 2x base.
  EXPECT_EQ(r["value"].get<int>(), 8 * base) << r.dump();
  EXPECT_EQ(r["deltas"]["W"].get<int>(), -8 * base) << r.dump();
  EXPECT_EQ(r["deltas"]["E"].get<int>(), 0) << r.dump();
  // The preset option gives the discard's total instead: 2x (the robbed) + 2x (East) + 1x.
  const auto discard = answer(
      R"({"rules":"hk","options":{"min_faan":0,"liability.robbing_kong_pays":"discard"},"hand":"123m456m789m234p55s","seat":"S","from":"W","robbing_kan":true})");
  ASSERT_FALSE(discard.contains("error")) << discard.dump();
  EXPECT_EQ(discard["value"].get<int>(), 5 * base) << discard.dump();
}

// Item 1: a win without `from` in an HK game record is a self-draw.
TEST(HkGameRecord, WinWithoutFromIsSelfDraw) {
  const auto r = answer(
      R"({"type":"game","rules":"hk","players":["A","B","C","D"],"hands":[{"result":"win","winner":2,"faan":5}]})");
  ASSERT_FALSE(r.contains("error")) << r.dump();
  const auto t = answer(
      R"({"type":"game","rules":"hk","players":["A","B","C","D"],"hands":[{"result":"win","winner":2,"tsumo":true,"faan":5}]})");
  EXPECT_EQ(r["hands"], t["hands"]);
}

}  // namespace
}  // namespace mjscore
