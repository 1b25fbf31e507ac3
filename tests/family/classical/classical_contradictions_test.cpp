// Issue 33: classical requests a careful scorer refuses: contradictory winning conditions, a
// win-by-kong flag without the kong, `from` that names the winner or comes with a self-draw,
// fields of other families, four hands that hold more copies of a tile than the set has.
#include <gtest/gtest.h>

#include <string>

#include "json_answer.hpp"

namespace mjscore {
namespace {

using test::answer;

std::string classical_code(const std::string& line) {
  const auto r = answer(line);
  return r.contains("error") ? r["error"]["code"].get<std::string>() : "";
}
std::string classical_message(const std::string& line) {
  const auto r = answer(line);
  return r.contains("error") ? r["error"]["message"].get<std::string>() : "";
}

// 123m 456m 789m 234p 55s with a kong of 1s beside it, and the same without the kong.
const std::string kWithKong =
    R"({"rules":"classical","hand":"123m456m55s","melds":["ankan 1111s","pon 222p"])";
const std::string kNoKongHand = R"({"rules":"classical","hand":"123m456m789m234p55s")";

// Item 2: contradictory winning conditions.
TEST(ClassicalContradictions, WinningConditionsThatCannotHold) {
  // Win by kong on a discard.
  EXPECT_EQ(classical_code(kWithKong + R"(,"after_kan":true})"), "invalid_context");
  EXPECT_EQ(classical_code(kWithKong + R"(,"after_double_kan":true})"), "invalid_context");
  // Earth's blessing is won on East's first discard: not a self-draw by another seat.
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"seat":"S","win_by":"tsumo","first_turn":true})"),
            "invalid_context");
  // ... nor a discard by another seat than East.
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"seat":"S","from":"W","first_turn":true})"),
            "invalid_context");
  // Heaven's blessing is East's self-draw on the deal.
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"seat":"E","first_turn":true})"), "invalid_context");
  // Robbing a kong is a win on another's kong, not a self-draw.
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"win_by":"tsumo","robbing_kan":true})"),
            "invalid_context");
  EXPECT_EQ(classical_code(kWithKong + R"(,"win_by":"tsumo","robbing_kan":true,"after_kan":true})"),
            "invalid_context");
  EXPECT_FALSE(classical_message(kNoKongHand + R"(,"seat":"E","first_turn":true})").empty());
  // What may hold still scores.
  EXPECT_FALSE(
      answer(kNoKongHand + R"(,"seat":"E","win_by":"tsumo","first_turn":true})").contains("error"));
  EXPECT_FALSE(
      answer(kNoKongHand + R"(,"seat":"S","from":"E","first_turn":true})").contains("error"));
  EXPECT_FALSE(answer(kNoKongHand + R"(,"robbing_kan":true})").contains("error"));
}

// Item 3: the win-by-kong flags need the kong (after_kan: or a bonus tile's loose tile).
TEST(ClassicalContradictions, WinByKongNeedsAKong) {
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"win_by":"tsumo","after_double_kan":true})"),
            "invalid_context");
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"win_by":"tsumo","after_kan":true})"),
            "invalid_context");
  EXPECT_EQ(classical_code(kWithKong + R"(,"win_by":"tsumo","after_double_kan":true})"),
            "invalid_context");
  EXPECT_FALSE(answer(kWithKong + R"(,"win_by":"tsumo","after_kan":true})").contains("error"));
  EXPECT_FALSE(answer(kNoKongHand + R"(,"bonus":"1f","win_by":"tsumo","after_kan":true})")
                   .contains("error"));
}

// Item 5: `from` naming the winner, or `from` on a self-draw (alone and in a round).
TEST(ClassicalContradictions, FromMustBeAnotherSeatsDiscard) {
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"seat":"S","from":"S"})"), "invalid_context");
  EXPECT_EQ(classical_code(kNoKongHand + R"(,"win_by":"tsumo","from":"W"})"), "invalid_context");
  const std::string round =
      R"({"type":"round","rules":"classical","winner":"S","hands":{"E":{"hand":"3468m1359p11777z"},)"
      R"("S":{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s","from":"S"},)"
      R"("W":{"hand":"222m3579p2468s14z"},"N":{"hand":"13579m2468p1357s"}}})";
  EXPECT_EQ(classical_code(round), "invalid_context");
}

// Item 8: fields of other families.
TEST(ClassicalContradictions, OtherFamiliesFieldsRefused) {
  for (const char* field : {R"("liable":"W")", R"("fifth_tile":true)", R"("riichi":true)",
                            R"("dora":"1m")", R"("honba":1)"}) {
    const std::string line = kNoKongHand + "," + field + "}";
    EXPECT_EQ(classical_code(line), "invalid_request") << line;
    EXPECT_NE(classical_message(line).find("classical"), std::string::npos) << line;
  }
}

// Item 4: the four hands of a round come from one tile set.
TEST(ClassicalRoundTiles, MoreCopiesThanTheSetHas) {
  const std::string round =
      R"({"type":"round","rules":"classical","winner":"S","hands":{"E":{"hand":"5555m1359p11777z"},)"
      R"("S":{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s"},)"
      R"("W":{"hand":"55m3579p2468s124z"},"N":{"hand":"13579m2468p1357s"}}})";
  EXPECT_EQ(classical_code(round), "invalid_hand");
  const std::string message = classical_message(round);
  EXPECT_NE(message.find("5m"), std::string::npos) << message;
  EXPECT_NE(message.find("E"), std::string::npos) << message;
  EXPECT_NE(message.find("W"), std::string::npos) << message;
  // A bonus tile is one of a kind.
  const std::string flowers =
      R"({"type":"round","rules":"classical","winner":"S","hands":{"E":{"hand":"3468m1359p11777z","bonus":"1f"},)"
      R"("S":{"hand":"234m567p111s99s","melds":["pon 888m"],"win":"9s","bonus":"1f"},)"
      R"("W":{"hand":"222m3579p2468s14z"},"N":{"hand":"13579m2468p1357s"}}})";
  EXPECT_EQ(classical_code(flowers), "invalid_hand");
}

}  // namespace
}  // namespace mjscore
