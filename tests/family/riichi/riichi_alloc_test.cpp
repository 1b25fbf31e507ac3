// Scoring a riichi request without options allocates nothing (issue 3 "Performance": the hot
// path is allocation-free). Counts calls to the global operator new on this thread.
#include <gtest/gtest.h>

#include <cstdlib>
#include <new>

#include "riichi_test_util.hpp"

namespace {
thread_local long g_allocations = 0;
}

// Weak replacements, so that another test file may own them; they count and forward to malloc.
__attribute__((weak)) void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
__attribute__((weak)) void operator delete(void* p) noexcept { std::free(p); }
__attribute__((weak)) void operator delete(void* p, std::size_t) noexcept { std::free(p); }
// The nothrow forms too (std::stable_partition uses them), so every new pairs with its delete.
__attribute__((weak)) void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  ++g_allocations;
  return std::malloc(n ? n : 1);
}
__attribute__((weak)) void operator delete(void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}

namespace mjscore {
namespace {

using riichi_test::Req;

TEST(RiichiAlloc, ScoringWithoutOptionsDoesNotAllocate) {
  const Wind S = Wind::South, W = Wind::West, N = Wind::North;
  std::vector<ScoreRequest> requests = {
      Req("123m456p789s222z55z").tsumo().seat(S).honba(2).sticks(1).request(),
      Req("345p11z777z", {"ankan 1111m", "ankan 1111s"}).ron(S).seat(Wind::East).request(),
      Req("222333444m678p55s").win("4m").riichi().ron(W).seat(S).dora("1m").ura("3m").request(),
      Req("1122m3344p5566s77z").tsumo().seat(S).request(),
      Req("19m19p19s1234567z1m").ron(W).seat(S).request(),
      Req("33344z", {"pon 777z from N", "pon 555z from N", "pon 666z from E"})
          .tsumo()
          .seat(S)
          .liable(N)
          .request(),
  };
  const Engine& engine = riichi_test::engine();
  for (const auto& r : requests) ASSERT_TRUE(engine.score(r));  // warm-up (per-thread scratch)
  const long before = g_allocations;
  long scored = 0;
  for (int round = 0; round < 100; ++round)
    for (const auto& r : requests) scored += engine.score(r).has_value();
  EXPECT_EQ(scored, 100 * static_cast<long>(requests.size()));
  EXPECT_EQ(g_allocations - before, 0);
  // Options are applied on a copy of the preset: that path may allocate.
  auto with_options = Req("123m456p789s222z55z").tsumo().seat(S);
  with_options.opt("kiriage_mangan", OptionValue{true});
  const ScoreRequest r = with_options.request();
  const long before_options = g_allocations;
  ASSERT_TRUE(engine.score(r));
  EXPECT_GT(g_allocations - before_options, 0);  // the counter itself works
}

// A complete hand with no yaku is an error response, a third of a generated batch: its message
// is a fixed text, so answering it allocates nothing either (ErrorText::fixed).
TEST(RiichiAlloc, ANoYakuAnswerDoesNotAllocate) {
  const ScoreRequest r =
      Req("234m456p678s11z", {"chi 567s"}).ron(Wind::West).seat(Wind::South).request();
  const Engine& engine = riichi_test::engine();
  ScoreResult out;
  ASSERT_EQ(engine.score(r, out).error().code, ErrorCode::no_yaku);  // warm-up
  const long before = g_allocations;
  for (int round = 0; round < 100; ++round) {
    const Result<void> answer = engine.score(r, out);
    ASSERT_FALSE(answer);
    EXPECT_EQ(answer.error().message, "the hand is complete but has no yaku (dora are no yaku)");
  }
  EXPECT_EQ(g_allocations - before, 0);
}

}  // namespace
}  // namespace mjscore
