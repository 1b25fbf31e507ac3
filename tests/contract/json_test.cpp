// JSON contract layer (../shared/spec/json-api.md, docs/json-api.md): request parsing, type
// checks, error responses, response fields.
#include <gtest/gtest.h>
#include <simdjson.h>

#include <string>

#include "contract/fast/batch.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

const Engine& engine() {
  static const Engine e = [] {
    auto r = Engine::create();
    if (!r) throw std::runtime_error(r.error().message);
    return std::move(*r);
  }();
  return e;
}

// The response line parsed back (it must be valid JSON).
struct Response {
  simdjson::dom::parser parser;
  simdjson::dom::element root;
  std::string text;
  explicit Response(std::string line, const ParseOptions& options = {}) {
    text = handle_line(engine(), line, options);
    auto r = parser.parse(text);
    if (r.error())
      ADD_FAILURE() << "response is not JSON: " << text;
    else
      root = r.value();
  }
  bool ok() { return root["ok"].get_bool().value(); }
  std::string code() { return std::string(root["error"]["code"].get_string().value()); }
  std::string message() { return std::string(root["error"]["message"].get_string().value()); }
  std::string str(const char* k) { return std::string(root[k].get_string().value()); }
  int64_t num(const char* k) { return root[k].get_int64().value(); }
};

// Parses with a long-lived parser: the Answer's views point into its buffers.
const Answer& parse(std::string_view line, bool ignore_expect = false) {
  static RequestParser plain;
  static RequestParser expect(ParseOptions{{"expect"}});
  static Answer a;
  (ignore_expect ? expect : plain).parse(line, a);
  return a;
}

constexpr const char* kHand = R"("hand":"123m456p789s11222z")";

// ---- score responses ----

TEST(JsonScore, AllContractFieldsOnSuccess) {
  Response r(std::string(R"({"id":7,)") + kHand + R"(,"riichi":true,"win_by":"tsumo"})");
  ASSERT_TRUE(r.ok()) << r.text;
  EXPECT_EQ(r.num("id"), 7);
  EXPECT_EQ(r.str("rules"), "riichi");
  EXPECT_EQ(r.str("preset"), "tenhou");
  // Dealer tsumo, riichi + menzen tsumo, 40 fu: 1300 all (seed 000 points table).
  EXPECT_EQ(r.num("value"), 3900);
  EXPECT_EQ(r.root["deltas"]["E"].get_int64().value(), 3900);
  EXPECT_EQ(r.root["deltas"]["N"].get_int64().value(), -1300);
  EXPECT_EQ(r.num("han"), 2);
  EXPECT_EQ(r.num("fu"), 40);
  EXPECT_EQ(r.num("yakuman"), 0);
  EXPECT_TRUE(r.root["limit"].is_null());
  auto elements = r.root["elements"].get_array().value();
  bool riichi = false;
  for (auto e : elements)
    if (std::string_view(e["id"].get_string().value()) == "riichi") {
      riichi = true;
      EXPECT_EQ(e["han"].get_int64().value(), 1);
    }
  EXPECT_TRUE(riichi);
  auto sets = r.root["reading"]["sets"].get_array().value();
  EXPECT_EQ(sets.size(), 5u);
  EXPECT_EQ(std::string_view(r.root["reading"]["wait"].get_string().value()), "shanpon");
  EXPECT_GT(r.root["fu_details"].get_array().value().size(), 0u);
  EXPECT_EQ(std::string_view(r.root["fu_details"].at(0)["reason"].get_string().value()), "base");
}

TEST(JsonScore, IdIsEchoedVerbatim) {
  for (const char* id :
       {R"("a\"b")", "1.50", R"({"x":[1,2]})", "[1, {\"a\": null}]", "null", "true"}) {
    const std::string line = std::string(R"({"id":)") + id + "," + kHand + "}";
    const std::string out = handle_line(engine(), line);
    EXPECT_EQ(out.rfind(std::string(R"({"id":)") + id + ",", 0), 0u) << out;
  }
  EXPECT_EQ(handle_line(engine(), std::string("{") + kHand + "}").rfind(R"({"id":null,)", 0), 0u);
}

TEST(JsonScore, RedFivesShowInTheReading) {
  Response r(R"({"hand":"406m456p789s11122z","riichi":true})");
  ASSERT_TRUE(r.ok()) << r.text;
  EXPECT_NE(r.text.find(R"("sets":["406m",)"), std::string::npos) << r.text;
}

TEST(JsonScore, EngineErrorsBecomeErrorResponses) {
  Response no_yaku(std::string("{") + kHand + "}");
  EXPECT_FALSE(no_yaku.ok());
  EXPECT_EQ(no_yaku.code(), "no_yaku");
  Response not_winning(R"({"hand":"123m456p789s11223z"})");
  EXPECT_EQ(not_winning.code(), "not_winning");
  Response preset(std::string(R"({"preset":"nope",)") + kHand + "}");
  EXPECT_EQ(preset.code(), "unknown_preset");
  EXPECT_EQ(preset.str("preset"), "nope");
  Response option(std::string(R"({"options":{"no_such_key":true},)") + kHand + "}");
  EXPECT_EQ(option.code(), "unknown_option");
}

// ---- every request field ----

TEST(JsonRequest, EveryScoreFieldIsRead) {
  const Answer& a = parse(R"({"id":"x","type":"score","rules":"riichi","preset":"mleague",
    "options":{"aka_dora":false,"kazoe":"sanbaiman","double_wind_pair_fu":2,"x":1.5,
               "uma":[20,10,-10,-20],"pao":["daisangen"]},
    "hand":"234m456p678s22m345s","win":"4s","melds":[],"bonus":"1f","win_by":"tsumo","seat":"S",
    "round":"W","from":"N","liable":"E","wareme":"W","riichi":true,"double_riichi":true,
    "ippatsu":true,"last_tile":true,"after_kan":true,"after_double_kan":true,"robbing_kan":true,
    "first_turn":true,"dora":"1m2m","ura":"3p","honba":3,"riichi_sticks":2,"won":true,
    "original_call":true})");
  ASSERT_FALSE(a.error) << a.error->message;
  ASSERT_TRUE(a.parsed);
  const auto& r = std::get<ScoreRequest>(a.request);
  EXPECT_EQ(a.id, R"("x")");
  EXPECT_EQ(r.preset, "mleague");
  ASSERT_EQ(r.options.size(), 6u);
  EXPECT_EQ(std::get<bool>(r.options[0].value.value), false);
  EXPECT_EQ(std::get<std::string>(r.options[1].value.value), "sanbaiman");
  EXPECT_EQ(std::get<long long>(r.options[2].value.value), 2);
  EXPECT_EQ(std::get<double>(r.options[3].value.value), 1.5);
  EXPECT_EQ(std::get<std::vector<double>>(r.options[4].value.value).size(), 4u);
  EXPECT_EQ(std::get<std::vector<std::string>>(r.options[5].value.value)[0], "daisangen");
  EXPECT_EQ(r.hand.win.tile, Tile::S4);
  EXPECT_EQ(r.hand.bonus_mask, 1);
  EXPECT_EQ(r.win_by, WinBy::Tsumo);
  EXPECT_EQ(r.seat, Wind::South);
  EXPECT_EQ(r.round, Wind::West);
  EXPECT_EQ(r.from, Wind::North);
  EXPECT_EQ(r.liable, Wind::East);
  EXPECT_EQ(r.wareme, Wind::West);
  EXPECT_TRUE(r.riichi && r.double_riichi && r.ippatsu && r.last_tile && r.after_kan &&
              r.after_double_kan && r.robbing_kan && r.first_turn && r.won && r.original_call);
  EXPECT_EQ(r.dora.size(), 2);
  EXPECT_EQ(r.ura.size(), 1);
  EXPECT_EQ(r.honba, 3);
  EXPECT_EQ(r.riichi_sticks, 2);
}

TEST(JsonRequest, DefaultsFollowTheContract) {
  const Answer& a = parse(std::string("{") + kHand + "}");
  ASSERT_TRUE(a.parsed);
  const auto& r = std::get<ScoreRequest>(a.request);
  EXPECT_EQ(r.family, Family::Riichi);
  EXPECT_EQ(r.preset_name(), "tenhou");
  EXPECT_EQ(r.win_by, WinBy::Ron);
  EXPECT_EQ(r.seat, Wind::East);
  EXPECT_EQ(r.round, Wind::East);
  EXPECT_FALSE(r.from);
  EXPECT_EQ(r.hand.win.tile, Tile::South);  // last tile written
  EXPECT_TRUE(r.won);
  EXPECT_FALSE(r.riichi);
}

TEST(JsonRequest, NullMeansAbsent) {
  const Answer& a = parse(std::string(R"({"from":null,"riichi":null,"melds":null,)") + kHand + "}");
  ASSERT_TRUE(a.parsed) << a.error->message;
  EXPECT_FALSE(std::get<ScoreRequest>(a.request).from);
}

TEST(JsonRequest, MeldsInStringAndObjectForm) {
  const Answer& a = parse(
      R"({"hand":"22p","melds":["pon 777z from W",{"kind":"chi","tiles":"340s","from":"N"},
                      {"kind":"ankan","tiles":"1111m"}, "kan 9999p S"]})");
  ASSERT_TRUE(a.parsed) << a.error->message;
  const auto& h = std::get<ScoreRequest>(a.request).hand;
  ASSERT_EQ(h.melds.size(), 4);
  EXPECT_EQ(format_meld(h.melds[0]), "pon 777z from W");
  EXPECT_EQ(format_meld(h.melds[1]), "chi 340s from N");
  EXPECT_EQ(format_meld(h.melds[2]), "ankan 1111m");
  EXPECT_EQ(format_meld(h.melds[3]), "kan 9999p from S");
}

TEST(JsonRequest, MeldErrorsNameTheMeld) {
  Answer bad = parse(R"({"hand":"234m22p","melds":["pon 777z","chi 135m"]})");
  ASSERT_TRUE(bad.error);
  EXPECT_EQ(bad.error->code, ErrorCode::invalid_hand);
  EXPECT_NE(bad.error->message.find("melds[1]"), std::string::npos);
  Answer grammar = parse(R"({"hand":"234m22p","melds":["pun 777z"]})");
  EXPECT_EQ(grammar.error->code, ErrorCode::parse_error);
  Answer field = parse(R"({"hand":"234m22p","melds":[{"kind":"pon","tiles":"777z","by":"W"}]})");
  EXPECT_EQ(field.error->code, ErrorCode::invalid_request);
  EXPECT_NE(field.error->message.find("'by'"), std::string::npos);
  Answer missing = parse(R"({"hand":"234m22p","melds":[{"kind":"pon"}]})");
  EXPECT_EQ(missing.error->code, ErrorCode::invalid_request);
  Answer type = parse(R"({"hand":"234m22p","melds":[5]})");
  EXPECT_EQ(type.error->code, ErrorCode::invalid_request);
  Answer five =
      parse(R"({"hand":"2m","melds":["pon 111z","pon 222z","pon 333z","pon 444z","pon 555z"]})");
  EXPECT_EQ(five.error->code, ErrorCode::invalid_hand);
}

TEST(JsonRequest, WrongTypesAreInvalidRequest) {
  const std::string h = std::string(",") + kHand + "}";
  for (const char* bad :
       {R"({"riichi":1)", R"({"riichi":"true")", R"({"honba":1.5)", R"({"honba":"2")",
        R"({"honba":-1)", R"({"riichi_sticks":true)", R"({"seat":1)", R"({"melds":"pon 777z")",
        R"({"options":[1])", R"({"rules":"mahjong")", R"({"type":"scores")", R"({"win_by":"draw")",
        R"({"win":"1m2m")", R"({"dora":5)"}) {
    const Answer& a = parse(bad + h);
    ASSERT_TRUE(a.error) << bad;
    EXPECT_EQ(a.error->code, ErrorCode::invalid_request) << bad << ": " << a.error->message;
  }
  EXPECT_EQ(parse(R"({"id":1})").error->message, "missing field 'hand'");
  EXPECT_EQ(parse(R"([1,2])").error->code, ErrorCode::invalid_request);
}

TEST(JsonRequest, UnknownRulesIsEchoedAsNull) {
  Response r(std::string(R"({"rules":"mahjong",)") + kHand + "}");
  EXPECT_TRUE(r.root["rules"].is_null());
  EXPECT_EQ(r.code(), "invalid_request");
}

TEST(JsonRequest, OptionValuesOfNoOptionTypeAreInvalidOption) {
  for (const char* o :
       {R"({"a":{"b":1}})", R"({"a":null})", R"({"a":[1,"x"]})", R"({"a":[true]})"}) {
    const Answer& a = parse(std::string(R"({"options":)") + o + "," + kHand + "}");
    ASSERT_TRUE(a.error) << o;
    EXPECT_EQ(a.error->code, ErrorCode::invalid_option) << o;
  }
}

TEST(JsonRequest, UnknownKeysAreRejectedUnlessIgnored) {
  const std::string line = std::string(R"({"expect":{"value":1000},)") + kHand + "}";
  const Answer& a = parse(line);
  ASSERT_TRUE(a.error);
  EXPECT_EQ(a.error->code, ErrorCode::invalid_request);
  EXPECT_EQ(a.error->message, "unknown field 'expect'");
  const Answer& ignored = parse(line, true);
  EXPECT_TRUE(ignored.parsed);
}

TEST(JsonRequest, DuplicateKeys) {
  const Answer& a = parse(std::string(R"({"riichi":true,"riichi":false,)") + kHand + "}");
  ASSERT_TRUE(a.error);
  EXPECT_NE(a.error->message.find("duplicate"), std::string::npos);
}

TEST(JsonRequest, NotationErrorsNameFieldAndPosition) {
  const Answer& a = parse(R"({"id":1,"hand":"123m456x"})");
  ASSERT_TRUE(a.error);
  EXPECT_EQ(a.error->code, ErrorCode::parse_error);
  EXPECT_EQ(a.error->message, "hand: unknown character 'x' at position 7");
  EXPECT_EQ(a.error->position, 7);
  EXPECT_EQ(a.id, "1");
  Answer w = parse(std::string(R"({"seat":"Q",)") + kHand + "}");
  EXPECT_EQ(w.error->code, ErrorCode::parse_error);
  EXPECT_NE(w.error->message.find("seat:"), std::string::npos);
  Answer count = parse(R"({"hand":"123m"})");
  EXPECT_EQ(count.error->code, ErrorCode::invalid_hand);
  Answer win = parse(std::string(R"({"win":"9m",)") + kHand + "}");
  EXPECT_EQ(win.error->code, ErrorCode::invalid_hand);
  Answer fifth = parse(std::string(R"({"dora":"2z2z",)") + kHand + "}");
  EXPECT_EQ(fifth.error->code, ErrorCode::invalid_hand);
}

TEST(JsonRequest, MalformedJsonIsParseErrorWithPosition) {
  struct Case {
    const char* line;
    int position;
  };
  for (Case c : {Case{R"({"id":1 "hand":"1m"})", 8}, Case{R"({"id":1,"hand":"1m")", 19},
                 Case{R"({"id":1,"hand":"1m"} x)", 21}, Case{R"({"id":tru})", 6}, Case{"", 0},
                 Case{R"({"hand":"1m\q"})", 12}}) {
    const Answer& a = parse(c.line);
    ASSERT_TRUE(a.error) << c.line;
    EXPECT_EQ(a.error->code, ErrorCode::parse_error) << c.line;
    EXPECT_EQ(a.error->position, c.position) << c.line << ": " << a.error->message;
  }
}

TEST(JsonRequest, IdIsEchoedWhenOtherFieldsFail) {
  Response r(R"({"hand":"1m","riichi":"yes","id":"late"})");
  EXPECT_EQ(r.str("id"), "late");
  EXPECT_EQ(r.code(), "invalid_request");
}

TEST(JsonRequest, ClassicalLosingHandHasThirteenTiles) {
  const Answer& a = parse(R"({"rules":"classical","won":false,"hand":"123m456p789s1122z"})");
  ASSERT_TRUE(a.parsed) << a.error->message;
  EXPECT_EQ(std::get<ScoreRequest>(a.request).hand.concealed_count(), 13);
}

TEST(JsonResponse, MessagesAreEscaped) {
  Response r(std::string(R"({"seat":"\"\\\n",)") + kHand + "}");
  EXPECT_EQ(r.code(), "parse_error");
  EXPECT_NE(r.message().find("\"\\"), std::string::npos);
}

// ---- waits and other types ----

TEST(JsonWaits, NineGatesWaitsOnAllNine) {
  Response r(R"({"id":2,"type":"waits","hand":"1112345678999m"})");
  ASSERT_TRUE(r.ok()) << r.text;
  EXPECT_TRUE(r.root["tenpai"].get_bool().value());
  EXPECT_EQ(r.str("waits"), "123456789m");
  EXPECT_EQ(r.num("shanten"), 0);
  EXPECT_EQ(r.str("exhausted"), "");
  EXPECT_EQ(r.root["shanten_by_shape"]["regular"].get_int64().value(), 0);
}

TEST(JsonWaits, ExhaustedTilesAndMelds) {
  // A kanchan on a tile whose four copies the player holds (in a kan): no wait, 4p exhausted.
  Response r(R"({"type":"waits","hand":"35p123s456s11z","melds":["kan 4444p"]})");
  ASSERT_TRUE(r.ok()) << r.text;
  EXPECT_FALSE(r.root["tenpai"].get_bool().value());
  EXPECT_EQ(r.str("exhausted"), "4p");
  EXPECT_EQ(r.str("waits"), "");
}

TEST(JsonWaits, NotTenpaiHasShanten) {
  Response r(R"({"type":"waits","hand":"147m258p369s1234z"})");
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r.root["tenpai"].get_bool().value());
  EXPECT_GT(r.num("shanten"), 0);
}

TEST(JsonWaits, FieldsOfScoreRequestsDoNotApply) {
  Response r(R"({"type":"waits","hand":"1112345678999m","win_by":"tsumo"})");
  EXPECT_EQ(r.code(), "invalid_request");
  EXPECT_NE(r.message().find("win_by"), std::string::npos);
  Response count(R"({"type":"waits","hand":"11123456789999m"})");
  EXPECT_EQ(count.code(), "invalid_hand");
}

TEST(JsonOther, SettleAndRoundAreClassicalOnly) {
  // Without "rules": "classical" (the default family is riichi).
  for (const char* type : {"settle", "round"}) {
    Response r(std::string(R"({"id":9,"type":")") + type + R"(","winner":"E"})");
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(r.code(), "unsupported") << type;
    EXPECT_EQ(r.num("id"), 9);
  }
  // game and final lines are read into their records (tests/family/riichi/game_json_test.cpp): this
  // input is a request error there.
  for (const char* type : {"game", "final"}) {
    Response r(std::string(R"({"id":9,"type":")") + type + R"(","players":["A"],"scores":[1]})");
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(r.code(), "invalid_request") << type;
    EXPECT_EQ(r.num("id"), 9);
  }
}

TEST(JsonHandler, ReusedHandlerGivesTheSameAnswers) {
  Handler h(engine());
  const std::string a = std::string(R"({"id":1,)") + kHand + R"(,"riichi":true})";
  const std::string b = R"({"id":2,"type":"waits","hand":"1112345678999m"})";
  std::string first, again;
  h.handle(a, first);
  h.handle(b, first);
  h.handle("{", first);
  h.handle(a, again);
  h.handle(b, again);
  h.handle("{", again);
  EXPECT_EQ(first, again);
  EXPECT_EQ(first,
            handle_line(engine(), a) + handle_line(engine(), b) + handle_line(engine(), "{"));
}

}  // namespace
}  // namespace mjscore::json

namespace mjscore::json {
namespace {

// Found by fuzz_json_request: a malformed container id after a line with an id must not reuse
// the old id; an id spread over several lines is echoed on one line.
TEST(JsonRegression, MalformedIdDoesNotReuseThePreviousOne) {
  Handler h(engine());
  std::string out;
  h.handle(R"({"id":["first"],"hand":"1m"})", out);
  out.clear();
  h.handle(R"({"id":[1,,2],"hand":"1m"})", out);
  EXPECT_EQ(out.rfind(R"({"id":null,"ok":false)", 0), 0u) << out;
  EXPECT_NE(out.find("parse_error"), std::string::npos);
}

TEST(JsonRegression, MultiLineIdIsEchoedOnOneLine) {
  const std::string out = handle_line(engine(), "{\"id\":[1,\n2],\"hand\":\"1m\"}");
  EXPECT_EQ(out.find('\n'), std::string::npos) << out;
  EXPECT_EQ(out.rfind(R"({"id":[1,2],)", 0), 0u) << out;
}

TEST(JsonRegression, ContainerIdContentIsValidated) {
  Answer a = parse(R"({"id":{"a":tru},"hand":"1m"})");
  ASSERT_TRUE(a.error);
  EXPECT_EQ(a.error->code, ErrorCode::parse_error);
  EXPECT_TRUE(a.id.empty());
}

}  // namespace
}  // namespace mjscore::json
