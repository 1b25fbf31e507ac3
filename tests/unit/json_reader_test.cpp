// The JSON value reader of the record codecs (src/json/value.hpp): values visited in any
// order, a member given twice read as its last value, typed getters whose errors name the
// path, the first error kept, and where a text that cannot be read stops.
#include <gtest/gtest.h>

#include <string>

#include "json/json_out.hpp"
#include "json/value.hpp"
#include "mjscore/contract.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

// The first error recorded while `read` reads the root of `text`.
template <class Read>
std::string first_error(std::string_view text, Read&& read) {
  const Document doc(text);
  EXPECT_FALSE(doc.failure()) << text;
  read(doc.root());
  return doc.error() ? std::string(doc.error()->message) : "";
}

TEST(JsonReader, ValuesByPathInAnyOrder) {
  const Document doc(R"({"hands":[{"score":{"melds":["pon 777z",{"kind":"chi"}]}}],"n":-3,"n":7})");
  ASSERT_FALSE(doc.failure());
  const Value root = doc.root();
  const Value meld = root["hands"][0]["score"]["melds"][1];
  EXPECT_EQ(meld.path(), "hands[0].score.melds[1]");
  EXPECT_EQ(meld["kind"].string(), "chi");
  EXPECT_EQ(root["hands"][0]["score"]["melds"][0].string(), "pon 777z");
  EXPECT_EQ(root["n"].integer(), 7);  // the last of a member given twice
  EXPECT_EQ(root.size(), 3u);         // members as given
  EXPECT_EQ(root.keys(), (std::vector<std::string_view>{"hands", "n"}));
  EXPECT_FALSE(root["missing"].exists());
  EXPECT_TRUE(root["missing"].is(Type::Null));
  EXPECT_EQ(meld.raw(), R"({"kind":"chi"})");
}

TEST(JsonReader, TypedGettersNameThePath) {
  auto melds = [](Value root) { root["hands"][3]["score"]["melds"][1].text(); };
  EXPECT_EQ(first_error(R"({"hands":[0,0,0,{"score":{"melds":["x",5]}}]})", melds),
            "hands[3].score.melds[1]: expects a string");
  auto winner = [](Value root) { root["winner"].integer(0, 3); };
  EXPECT_EQ(first_error(R"({"winner":4})", winner), "winner: must be from 0 to 3");
  EXPECT_EQ(first_error(R"({"winner":1.5})", winner), "winner: expects an integer");
  EXPECT_EQ(first_error(R"({"winner":2.0})", winner), "");  // a whole number written as one
  EXPECT_EQ(first_error(R"({"winner":18446744073709551615})", winner),
            "winner: must be from 0 to 3");
  // A member not given is named by its key; a value may be named by another's path.
  auto missing = [](Value root) { root["start"]["round"].fail("expects a label"); };
  EXPECT_EQ(first_error(R"({"start":{}})", missing), "start.round: expects a label");
  auto named = [](Value root) { root["dead"][1].named(root["dead"]).flag("expects a flag"); };
  EXPECT_EQ(first_error(R"({"dead":[true,0]})", named), "dead: expects a flag");
  // At the root the message is the text alone.
  auto object = [](Value root) { root.expect(Type::Object, "a request is an object"); };
  EXPECT_EQ(first_error("[1]", object), "a request is an object");
}

TEST(JsonReader, TheFirstErrorIsKept) {
  const Document doc(R"({"a":"x","b":"y"})");
  doc.root()["a"].integer(0, 1);
  doc.root()["b"].integer(0, 1);
  ASSERT_TRUE(doc.error());
  EXPECT_EQ(doc.error()->code, ErrorCode::invalid_request);
  EXPECT_EQ(doc.error()->message, "a: expects an integer");
  EXPECT_FALSE(doc.take(1));
}

TEST(JsonReader, OptionsInKeyOrder) {
  const Document doc(R"({"b":[1,2],"a":true,"c":"x","a":3,"d":2.5,"e":[]})");
  const OptionOverrides options = doc.root().options();
  ASSERT_EQ(options.size(), 5u);
  EXPECT_EQ(options[0].key, "a");
  EXPECT_EQ(std::get<long long>(options[0].value.value), 3);
  EXPECT_EQ(std::get<std::vector<double>>(options[1].value.value), (std::vector<double>{1, 2}));
  EXPECT_EQ(std::get<std::string>(options[2].value.value), "x");
  EXPECT_EQ(std::get<double>(options[3].value.value), 2.5);
  EXPECT_TRUE(std::get<std::vector<double>>(options[4].value.value).empty());
  const Document mixed(R"({"k":[1,"a"]})");
  mixed.root().options();
  ASSERT_TRUE(mixed.error());
  EXPECT_EQ(mixed.error()->code, ErrorCode::invalid_option);
  EXPECT_EQ(mixed.error()->message, "option \"k\": mixed list");
}

// Where a text that is not read stops: a strict reader's position (the last byte of the token it
// rejects, or the byte that makes the token invalid).
TEST(JsonReader, FailuresStopWhereAStrictReaderStops) {
  struct Case {
    std::string text;
    ReadFailure::Kind kind;
    std::size_t at;
  };
  const Case cases[] = {
      {R"({"a":[tru]})", ReadFailure::Kind::Syntax, 9},   // the byte that is not 'e'
      {R"(["ab" "cd"])", ReadFailure::Kind::Syntax, 9},   // the last byte of "cd"
      {R"([1 23])", ReadFailure::Kind::Syntax, 4},        // the last digit of 23
      {"[\"\\ud800x\"]", ReadFailure::Kind::Syntax, 8},   // the byte after the escape
      {"[\"\xC3\x28\"]", ReadFailure::Kind::Syntax, 3},   // the bad continuation byte
      {"[\"\xC0\x80\"]", ReadFailure::Kind::Syntax, 2},   // an overlong form's lead byte
      {R"([1,)", ReadFailure::Kind::Syntax, 3},           // the end
      {R"([1e999, x])", ReadFailure::Kind::Overflow, 1},  // before the syntax error
      {std::string(1100, '[') + std::string(1100, ']'), ReadFailure::Kind::Depth, 1024},
  };
  for (const Case& c : cases) {
    const Document doc(c.text);
    ASSERT_TRUE(doc.failure()) << c.text;
    EXPECT_EQ(doc.failure()->kind, c.kind) << c.text;
    EXPECT_EQ(doc.failure()->at, c.at) << c.text;
  }
  const Document overflow("[1e999]");
  ASSERT_TRUE(overflow.failure());
  EXPECT_TRUE(overflow.failure()->grammar_ok);
  EXPECT_EQ(overflow.failure()->number, "1e999");
  const Document bom("\xEF\xBB\xBF[1]");  // skipped, and told
  EXPECT_FALSE(bom.failure());
  EXPECT_TRUE(bom.bom());
  EXPECT_EQ(bom.root()[0].integer(), 1);
}

// A value written back: numbers as they were read (whole numbers as integers, others as
// doubles), an object's members each once with its last value, sorted or where first given.
TEST(JsonReader, ValuesWrittenBack) {
  const Document doc(R"({"b":1.50,"a":[1E2,-0,18446744073709551615,"\u00e9\b"],"b":2,"c":{}})");
  auto written = [&](bool sorted) {
    std::string o;
    out::Writer w(o, out::Escapes::record);
    doc.root().write(w, sorted);
    return o;
  };
  EXPECT_EQ(written(true),
            "{\"a\":[100.0,0,18446744073709551615,\"\xC3\xA9\\b\"],\"b\":2,\"c\":{}}");
  EXPECT_EQ(written(false),
            "{\"b\":2,\"a\":[100.0,0,18446744073709551615,\"\xC3\xA9\\b\"],\"c\":{}}");
}

// A double as records write it: the shortest digits, a fraction or an exponent always (as
// printf's %g lays them out: the point within 15 digits of the first, at most 4 zeros after it).
TEST(JsonReader, DoublesWrittenAsDoubles) {
  auto floating = [](double v) {
    return out::written(out::Escapes::record, [&](out::Writer& w) { w.floating(v); });
  };
  EXPECT_EQ(floating(45.0), "45.0");
  EXPECT_EQ(floating(-12.3), "-12.3");
  EXPECT_EQ(floating(-0.0), "-0.0");
  EXPECT_EQ(floating(0.001), "0.001");
  EXPECT_EQ(floating(1e-5), "1e-05");
  EXPECT_EQ(floating(1e14), "100000000000000.0");
  EXPECT_EQ(floating(1e15), "1e+15");
  EXPECT_EQ(floating(1.5e300), "1.5e+300");
  EXPECT_EQ(floating(0.1 + 0.2), "0.30000000000000004");
}

// A front end's own JSON objects (mjscore/contract.hpp): members where their key stands or in
// byte order; strings written as records write them. A key given twice, at any depth, is
// refused (docs/names.md).
TEST(JsonReader, FrontEndObjects) {
  const auto given =
      contract::read_object(R"({"b":{"y":1,"x":2},"a":[1.0]})", contract::KeyOrder::as_given);
  ASSERT_TRUE(given);
  ASSERT_EQ(given->size(), 2u);
  EXPECT_EQ((*given)[0].key, "b");
  EXPECT_EQ((*given)[0].json, R"({"y":1,"x":2})");
  EXPECT_EQ((*given)[1].json, "[1.0]");
  for (auto [text, message] :
       {std::pair{R"({"b":{"y":1},"a":[1.0],"b":{"z":3}})", "duplicate field 'b'"},
        std::pair{R"({"a":[{"x":1,"y":2,"x":1}]})", "duplicate field 'a[0].x'"}}) {
    const auto twice = contract::read_object(text, contract::KeyOrder::as_given);
    ASSERT_FALSE(twice) << text;
    EXPECT_EQ(twice.error().code, ErrorCode::invalid_request);
    EXPECT_EQ(std::string_view(twice.error().message), message);
  }
  const auto sorted =
      contract::read_object(R"({"b":{"y":1,"x":2},"a":0})", contract::KeyOrder::sorted);
  ASSERT_TRUE(sorted);
  EXPECT_EQ((*sorted)[0].key, "a");
  EXPECT_EQ((*sorted)[1].json, R"({"x":2,"y":1})");
  const auto malformed = contract::read_object(R"({"a":})", contract::KeyOrder::sorted);
  ASSERT_FALSE(malformed);
  EXPECT_EQ(malformed.error().message, "malformed JSON at byte 5: expected a value");
  EXPECT_EQ(malformed.error().position, 5);
  EXPECT_EQ(contract::read_object("[]", contract::KeyOrder::sorted).error().code,
            ErrorCode::invalid_request);
  EXPECT_EQ(contract::read_string(R"("a\u00e9")"), "a\xC3\xA9");
  EXPECT_EQ(contract::read_integer("-3"), -3);
  EXPECT_FALSE(contract::read_integer("3.0"));
  EXPECT_EQ(contract::read_strings(R"(["a","b"])"), (std::vector<std::string>{"a", "b"}));
  EXPECT_FALSE(contract::read_strings(R"(["a",1])"));
  // Control bytes as short escapes where there is one; bytes that are not UTF-8 replaced, once
  // per ill-formed sequence (E3 81 is one, FF another).
  EXPECT_EQ(contract::json_string("a\b\f\x01\xE3\x81\xFF\"\\"),
            "\"a\\b\\f\\u0001\xEF\xBF\xBD\xEF\xBF\xBD\\\"\\\\\"");
  EXPECT_EQ(json::format_points(65.0), "65");
  EXPECT_EQ(json::format_points(-10.7), "-10.7");
}

}  // namespace
}  // namespace mjscore::json
