// Generic conformance runner (issue 3 "Conformance"): JSON-lines case files, each line a
// request plus an `expect` block. The request is parsed by the JSON layer (ignoring `expect`),
// scored through the Engine, rendered by the JSON writer, and every field of `expect` is
// compared (tests/support/conformance_compare.hpp).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "conformance_compare.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "shared_data.hpp"

namespace mjscore {
namespace {

struct Outcome {
  int total = 0;
  int passed = 0;
  std::vector<std::string> failures;  // "id: diffs"
};

Outcome run_file(const std::filesystem::path& path) {
  Outcome out;
  auto engine = Engine::create();
  if (!engine) {
    out.failures.push_back("engine: " + engine.error().message);
    return out;
  }
  json::Handler handler(*engine, json::ParseOptions{{"expect"}});
  simdjson::dom::parser case_parser, response_parser;
  std::ifstream in(path);
  std::string line, response;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    ++out.total;
    simdjson::dom::element c;
    if (case_parser.parse(line).get(c)) {
      out.failures.push_back("line " + std::to_string(out.total) + ": bad JSON");
      continue;
    }
    std::string_view id = "?";
    if (c["id"].get(id)) {
    }
    simdjson::dom::element expect;
    if (c["expect"].get(expect)) {
      out.failures.push_back(std::string(id) + ": no expect");
      continue;
    }
    response.clear();
    handler.handle(line, response);
    simdjson::dom::element r;
    if (response_parser.parse(response).get(r)) {
      out.failures.push_back(std::string(id) + ": response is not JSON: " + response);
      continue;
    }
    auto diffs = conformance::compare(r, expect);
    // Invariant of riichi responses: the fu lines add up to `fu`.
    if (auto d = conformance::fu_details_mismatch(r)) diffs.push_back(*d);
    if (auto d = conformance::deltas_not_zero_sum(c, r)) diffs.push_back(*d);
    if (diffs.empty()) {
      ++out.passed;
    } else {
      std::string msg = std::string(id) + ":";
      for (auto& d : diffs) msg += " " + d + ";";
      out.failures.push_back(msg);
    }
  }
  return out;
}

void run_case_file(const std::string& relative, int expected_total) {
  const std::filesystem::path path = shared_data::root() / relative;
  MJSCORE_REQUIRE_SHARED_DATA(path);
  const Outcome o = run_file(path);
  const std::string name = path.filename().string();
  std::cout << name << ": " << o.passed << "/" << o.total << " passed" << std::endl;
  int shown = 0;
  for (const auto& f : o.failures) {
    if (++shown > 40) break;
    ADD_FAILURE() << f;
  }
  EXPECT_EQ(o.total, expected_total);
  EXPECT_EQ(o.passed, o.total);
}

TEST(Conformance, TenhouWins) { run_case_file("data/tenhou/wins.jsonl", 1612); }

TEST(Conformance, MajiangHule) { run_case_file("data/riichi/majiang-hule.jsonl", 10000); }

// Issue 20: KDE Kajongg's own scoring tests under dmjl and bmja (with and without roof_off).
TEST(Conformance, ClassicalKajongg) { run_case_file("data/classical/kajongg.jsonl", 330); }

}  // namespace
}  // namespace mjscore

namespace mjscore {
namespace {

// The runner must be able to fail: a response compared with a wrong expect block.
TEST(Conformance, ComparisonDetectsEveryField) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine);
  json::Handler handler(*engine, json::ParseOptions{{"expect"}});
  const std::string line =
      R"({"id":"x","hand":"123m456p789s222z55z","win_by":"tsumo","seat":"S","expect":{}})";
  std::string response;
  handler.handle(line, response);
  simdjson::dom::parser p1, p2;
  simdjson::dom::element r;
  ASSERT_FALSE(p1.parse(response).get(r)) << response;
  auto check = [&](const std::string& expect) {
    simdjson::dom::element e;
    EXPECT_FALSE(p2.parse(expect).get(e));
    return conformance::compare(r, e).size();
  };
  EXPECT_EQ(check(R"({"value":2700,"limit":null,"han":2,"fu":40,"yakuman":0,
      "elements":["seat_wind:1","menzen_tsumo:1"],"deltas":{"E":-1300,"S":2700,"W":-700,"N":-700}})"),
            0u)
      << response;
  EXPECT_EQ(check(R"({"value":2600})"), 1u);
  EXPECT_EQ(check(R"({"limit":"mangan"})"), 1u);
  EXPECT_EQ(check(R"({"han":3})"), 1u);
  EXPECT_EQ(check(R"({"fu":30})"), 1u);
  EXPECT_EQ(check(R"({"yakuman":1})"), 1u);
  EXPECT_EQ(check(R"({"elements":["seat_wind:1"]})"), 1u);
  EXPECT_EQ(check(R"({"elements":["seat_wind:1","menzen_tsumo:2"]})"), 1u);
  EXPECT_EQ(check(R"({"deltas":{"E":-1300,"S":2700,"W":-700,"N":-600}})"), 1u);
  EXPECT_EQ(check(R"({"error":"no_yaku"})"), 1u);
}

}  // namespace
}  // namespace mjscore
