// Engine::answer (include/mjscore/engine.hpp): every request type through the one entry, each
// family's own types through its descriptor, the reserved types answered `unsupported`. Public
// API only: this file includes nothing from src/.
#include <gtest/gtest.h>

#include <mjscore/element_names.hpp>
#include <mjscore/engine.hpp>
#include <mjscore/json.hpp>
#include <mjscore/notation.hpp>
#include <mjscore/score_text.hpp>

namespace mjscore {
namespace {

const Engine& engine() {
  static const Engine e = Engine::create().value();
  return e;
}

TEST(EngineAnswer, ScoreAsScoreAnswersIt) {
  auto q = request_from_text({.hand = "123m456p789s11222z", .dora = "1m"});
  ASSERT_TRUE(q) << q.error().message;
  q->riichi = true;
  const Answer a = engine().answer(Request{*q});
  ASSERT_FALSE(a.error) << a.error->message;
  const auto direct = engine().score(*q).value();
  EXPECT_EQ(a.score.value, direct.value);
  EXPECT_EQ(a.score.riichi.han, direct.riichi.han);
  EXPECT_EQ(a.score.preset, "tenhou");
  EXPECT_EQ(family_of(Request{*q}), Family::Riichi);
}

TEST(EngineAnswer, ScoreErrorsAreTheAnswersError) {
  ScoreRequest q;
  q.preset = "no-such-preset";
  const Answer a = engine().answer(Request{q});
  ASSERT_TRUE(a.error);
  EXPECT_EQ(a.error->code, ErrorCode::unknown_preset);
}

TEST(EngineAnswer, Waits) {
  WaitsRequest w;
  HandInput in;
  in.concealed = parse_tiles("1112345678999m").value();
  w.hand = make_hand(in, HandShape::Waiting).value();
  const Answer a = engine().answer(Request{w});
  ASSERT_FALSE(a.error);
  EXPECT_TRUE(a.waits.waits.tenpai());
  EXPECT_EQ(a.waits.shanten.best(), 0);
  EXPECT_FALSE(family_of(Request{w}));
}

TEST(EngineAnswer, EveryFamilysOwnTypes) {
  struct Case {
    RequestType type;
    std::optional<Family> family;
    const char* text;
    Family owner;
  };
  const Case cases[] = {
      {RequestType::Final, std::nullopt, R"({"scores":[30000,30000,20000,20000]})", Family::Riichi},
      {RequestType::Game, Family::Riichi, R"({"hands":[{"result":"draw","tenpai":[0]}]})",
       Family::Riichi},
      {RequestType::Game, Family::HK, R"({"rules":"hk","hands":[{"result":"draw"}]})", Family::HK},
      {RequestType::Settle, std::nullopt,
       R"({"rules":"classical","winner":"E","scores":{"E":10,"S":20,"W":30,"N":40}})",
       Family::Classical},
  };
  for (const Case& c : cases) {
    auto request = json::parse_request(c.type, c.family, c.text);
    ASSERT_TRUE(request) << c.text << ": " << request.error().message;
    EXPECT_EQ(family_of(*request), c.owner) << c.text;
    const Answer a = engine().answer(*request);
    EXPECT_FALSE(a.error) << c.text << ": " << a.error->message;
  }
  const Answer final =
      engine().answer(json::parse_request(RequestType::Final, std::nullopt,
                                          R"({"scores":[30000,30000,20000,20000]})")
                          .value());
  EXPECT_EQ(final.final.ranks, (std::array<int, 4>{1, 2, 3, 4}));
}

TEST(EngineAnswer, TheSameAsTheJsonLayer) {
  // A line answered by the JSON layer and its request answered directly agree.
  json::Handler handler(engine());
  const json::Answer& line =
      handler.answer(R"({"type":"final","scores":[25000,35000,15000,25000],"chombo":[0,0,1,0]})");
  ASSERT_TRUE(line.parsed);
  const Answer direct = engine().answer(line.request);
  EXPECT_EQ(direct.final.points, line.final.points);
  EXPECT_EQ(direct.final.ranks, line.final.ranks);
}

TEST(EngineAnswer, ReservedTypesAreNotAnsweredYet) {
  for (const Request& r : {Request{AnalyzeRequest{}}, Request{ConvertRequest{}}}) {
    const Answer a = engine().answer(r);
    ASSERT_TRUE(a.error);
    EXPECT_EQ(a.error->code, ErrorCode::unsupported);
  }
  EXPECT_EQ(engine().answer(Request{std::monostate{}}).error->code, ErrorCode::invalid_request);
  EXPECT_EQ(request_type_name(RequestType::Analyze), "analyze");
  EXPECT_EQ(request_type_name(RequestType::Convert), "convert");
  // No reader produces them: a line naming them is an unknown type.
  EXPECT_FALSE(json::parse_request(RequestType::Analyze, std::nullopt, "{}"));
}

TEST(EngineAnswer, AReusedAnswerKeepsOnlyTheNewError) {
  Answer a;
  ScoreRequest bad;
  bad.preset = "no-such-preset";
  engine().answer(Request{bad}, a);
  ASSERT_TRUE(a.error);
  auto q = request_from_text({.hand = "123m456p789s11222z"});
  q->riichi = true;
  engine().answer(Request{*q}, a);
  EXPECT_FALSE(a.error);
}

TEST(EngineAnswer, FamiliesByName) {
  for (int i = 0; i < kFamilyCount; ++i) {
    const auto f = static_cast<Family>(i);
    EXPECT_EQ(family_named(family_name(f)), f);
  }
  EXPECT_FALSE(family_named("mahjong"));
  EXPECT_FALSE(element_names(Family::Riichi).empty());
  ASSERT_NE(element_name(Family::Riichi, "riichi"), nullptr);
  EXPECT_EQ(element_name(Family::Riichi, "riichi")->english, "Riichi");
  EXPECT_EQ(element_name(Family::HK, "riichi"), nullptr);
}

TEST(EngineAnswer, ElementIdsTellTheirFamily) {
  auto q = request_from_text({.hand = "11122233344455m"});  // full flush, all pungs
  q->family = Family::HK;
  const Answer a = engine().answer(Request{*q});
  ASSERT_FALSE(a.error) << a.error->message;
  ASSERT_FALSE(a.score.elements.empty());
  for (const Element& e : a.score.elements) {
    EXPECT_EQ(e.id.family(), Family::HK);
    EXPECT_FALSE(e.id.text().empty());
  }
}

}  // namespace
}  // namespace mjscore
