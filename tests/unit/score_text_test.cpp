// score_text and request_from_text (include/mjscore/score_text.hpp): a hand in notation scored
// in one call, the same as the CLI's `mjscore score` with the same arguments.
#include <gtest/gtest.h>

#include "mjscore/score_text.hpp"

namespace mjscore {
namespace {

const Engine& engine() {
  static const Engine e = Engine::create().value();
  return e;
}

TEST(ScoreText, ScoresTheReadmeHand) {
  auto r = score_text(engine(), {.hand = "123m456p789s11222z", .dora = "1m"},
                      {.win_by = WinBy::Tsumo, .riichi = true});
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->riichi.han, 3);
  EXPECT_EQ(r->riichi.fu, 40);
  EXPECT_EQ(r->value, 7800);
  ASSERT_TRUE(r->deltas);
  EXPECT_EQ((*r->deltas)[0], 7800);
}

TEST(ScoreText, ReadsWinMeldsAndIndicators) {
  auto q = request_from_text({.hand = "234m11234p345s",
                              .win = "3s",
                              .melds = {"pon 666z from S"},
                              .dora = "1m",
                              .ura = "9p"},
                             {.win_by = WinBy::Tsumo});
  ASSERT_TRUE(q) << q.error().message;
  EXPECT_EQ(q->dora.size(), 1);
  EXPECT_EQ(q->ura.size(), 1);
  EXPECT_EQ(q->hand.melds.size(), 1);
  auto r = engine().score(*q);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->riichi.han, 2);  // yakuhai and the dora 2m
  EXPECT_EQ(r->value, 3000);
}

TEST(ScoreText, ErrorsNameTheField) {
  auto short_hand = score_text(engine(), {.hand = "123m456p789s11z22z"});
  ASSERT_FALSE(short_hand);
  EXPECT_EQ(short_hand.error().code, ErrorCode::invalid_hand);
  EXPECT_EQ(short_hand.error().message.view().substr(0, 6), "hand: ");

  auto bad_dora = request_from_text({.hand = "123m456p789s11222z", .dora = "1x"});
  ASSERT_FALSE(bad_dora);
  EXPECT_EQ(bad_dora.error().code, ErrorCode::parse_error);
  EXPECT_EQ(bad_dora.error().message.view().substr(0, 6), "dora: ");

  auto two_wins = request_from_text({.hand = "123m456p789s11222z", .win = "2z1z"});
  ASSERT_FALSE(two_wins);
  EXPECT_EQ(two_wins.error().code, ErrorCode::invalid_request);

  auto bad_meld = request_from_text({.hand = "234m11234p345s", .melds = {"pon 678z"}});
  ASSERT_FALSE(bad_meld);
  EXPECT_EQ(bad_meld.error().message.view().substr(0, 10), "melds[0]: ");
}

TEST(ScoreText, NotWinningIsTheEnginesAnswer) {
  auto r = score_text(engine(), {.hand = "123m456p789s12345z"});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::not_winning);
}

}  // namespace
}  // namespace mjscore
