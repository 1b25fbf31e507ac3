// The reader for the common request shape (src/contract/fast/request_fast.cpp) against the simdjson
// reader: where it accepts a line the responses must be byte-identical (presets and options
// included, which the fast Handler resolves once and caches), and it must decline everything it
// does not handle exactly (escapes, unknown or duplicate keys, numbers that are not small
// integers, malformed JSON, ...).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "contract/fast/batch.hpp"
#include "contract/request_fields.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

// read_common on a padded copy of the line (it may read a few bytes past the end).
bool accepted(std::string_view line) {
  static detail::Fields fields;
  static detail::KeyOrder order;  // learned over the lines, as a parser's is
  detail::Problems problems;
  fields.seen = 0;
  fields.melds.clear();
  std::string padded(line);
  padded.append(detail::kCommonPadding, '\0');
  return detail::read_common({padded.data(), line.size()}, fields, problems, order);
}

// The response of `line` in a buffer of its own.
std::string alone(LineHandler& h, const std::string& line) {
  ResponseBuffer out;
  h.handle(line, out);
  return std::string(out.view());
}

struct Pair {
  Engine engine = Engine::create().value();
  LineHandler fast{engine, ParseOptions{{}, true}};
  LineHandler slow{engine, ParseOptions{{}, false}};
  int lines = 0, fast_lines = 0;
  // Every response also appended to one ResponseBuffer (the batch's output), which grows
  // from empty as the lines go by: its bytes must be those of the line answered alone. Every other
  // line goes through handle_padded (the batch's call, the line read in place), followed by
  // the '\0' and padding it asks for and then by bytes of another line; every third through
  // handle_lines_at (the mapped file's call) for the one line, followed by a '\n' and another
  // line, which must answer a line of the common shape (and end at its '\n') and leave any other
  // to handle().
  ResponseBuffer all;
  void check(const std::string& line) {
    const std::string a = alone(fast, line), b = alone(slow, line);
    ++lines;
    fast_lines += accepted(line);
    ASSERT_EQ(a, b) << "line: " << line;
    const std::size_t before = all.size();
    std::string want = a;
    if (lines % 3 == 1) {
      fast.handle(line, all);
    } else if (lines % 3 == 2) {
      const std::string padded = line + '\0' + R"({"id":1,"hand":"123m456p789s11122z"})";
      fast.handle_padded(std::string_view(padded).substr(0, line.size()), all);
    } else {
      const std::string padded = line + '\n' + R"({"id":1,"hand":"123m456p789s11122z"})";
      const char* first = padded.data();
      const char* end = nullptr;
      if (line.find('\n') == std::string::npos) {
        const char* next = fast.handle_lines_at(first, first + 1, all);
        if (next != first) {
          end = next - 1;
          want += '\n';  // the line's response and its '\n'
        }
      }
      if (end) {
        ASSERT_TRUE(accepted(line)) << "line: " << line;
        ASSERT_EQ(end, padded.data() + line.size()) << "line: " << line;
      } else {
        ASSERT_EQ(all.size(), before) << "line: " << line;
        fast.handle(line, all);
      }
    }
    ASSERT_EQ(all.view().substr(before), want) << "line: " << line;
    ASSERT_EQ(all.view().substr(0, 1), "{");
  }
};

std::vector<std::string> lines_of(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Random requests in the common shape, most valid, some with bad values (unknown winds, wrong
// tile counts, bad melds) so that the request errors are compared too.
std::vector<std::string> generated(int n) {
  std::mt19937 rng(20261124);
  auto pick = [&](auto const& list) { return list[rng() % std::size(list)]; };
  auto tiles = [&](int count) {
    std::string s;
    for (int k = 0; k < count; ++k) {
      const char suit = "mpsz"[rng() % 4];
      s += static_cast<char>('0' + rng() % (suit == 'z' ? 8 : 10));
      if (rng() % 3 == 0 || k + 1 == count) s += suit;
    }
    return s;
  };
  const char* winds[] = {"E", "S", "W", "N", "east", "X", ""};
  const char* melds[] = {"pon 777z", "chi 340m from W", "kan 5555p",   "ankan 1111s",
                         "pon 123m", "chi 789s N",      "kakan 2222z", "pon",
                         "bad 111m", "pon 777z from"};
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) {
    std::vector<std::string> members;
    const char* ids[] = {R"("id":)", R"("id":"r-)", R"("id":true)", R"("id":null)"};
    const std::string id = pick(ids);
    members.push_back(id.back() == ':'   ? id + std::to_string(i)
                      : id.back() == '-' ? id + std::to_string(i) + '"'
                                         : id);
    const int m = rng() % 3 == 0 ? static_cast<int>(rng() % 3) : 0;
    members.push_back(R"("hand":")" + tiles(14 - 3 * m) + '"');
    if (m) {
      std::string list = R"("melds":[)";
      for (int k = 0; k < m; ++k) {
        if (k) list += ',';
        if (rng() % 4 == 0)
          list += R"({"kind":"pon","tiles":"222p","from":)" +
                  std::string(rng() % 2 ? "null" : "\"W\"") + "}";
        else
          list += std::string("\"") + pick(melds) + '"';
      }
      members.push_back(list + "]");
    }
    if (rng() % 2)
      members.push_back(std::string(R"("win_by":")") +
                        (rng() % 9 == 0 ? "draw"
                         : rng() % 2    ? "tsumo"
                                        : "ron") +
                        '"');
    if (rng() % 2) members.push_back(std::string(R"("seat":")") + pick(winds) + '"');
    if (rng() % 3 == 0) members.push_back(std::string(R"("from":")") + pick(winds) + '"');
    if (rng() % 2) members.push_back(std::string(R"("riichi":)") + (rng() % 2 ? "true" : "false"));
    if (rng() % 4 == 0) members.push_back(R"("ippatsu":true)");
    if (rng() % 2) members.push_back(R"("dora":")" + tiles(1 + rng() % 2) + '"');
    if (rng() % 4 == 0) members.push_back(R"("win":")" + tiles(1) + '"');
    if (rng() % 5 == 0) members.push_back(R"("honba":)" + std::to_string(rng() % 5));
    if (rng() % 6 == 0) members.push_back(std::string(R"("round":")") + pick(winds) + '"');
    if (rng() % 8 == 0) members.push_back(std::string(R"("liable":")") + pick(winds) + '"');
    if (rng() % 8 == 0) members.push_back(std::string(R"("wareme":")") + pick(winds) + '"');
    if (rng() % 5 == 0) members.push_back(R"("ura":")" + tiles(1 + rng() % 2) + '"');
    // The rarer flags and counters (build_common_score reads them apart, after one test).
    if (rng() % 7 == 0) members.push_back(R"("riichi_sticks":)" + std::to_string(rng() % 4));
    if (rng() % 9 == 0) members.push_back(R"("original_call":true)");
    if (rng() % 11 == 0) members.push_back(R"("fifth_tile":true)");
    for (const char* flag : {"double_riichi", "last_tile", "after_kan", "robbing_kan"})
      if (rng() % 11 == 0) members.push_back(std::string("\"") + flag + "\":true");
    if (rng() % 7 == 0) {
      members.push_back(R"("rules":"hk")");
      if (rng() % 2) members.push_back(R"("bonus":"1f")");
    } else if (rng() % 9 == 0) {
      members.push_back(R"("rules":"classical")");
      if (rng() % 2) members.push_back(R"("won":false)");
    } else if (rng() % 11 == 0) {
      members.push_back(rng() % 2 ? R"("won":false)" : R"("won":true)");
    } else if (rng() % 3 == 0) {
      members.push_back(R"("rules":"riichi")");
    }
    if (rng() % 9 == 0) members.push_back(R"("type":"waits")");
    // Presets and options, valid or not, resolved once per Handler (RuleCache) on the fast path.
    const char* configs[] = {R"("preset":"majsoul")",
                             R"("preset":"nope")",
                             R"("preset":"wrc")",
                             R"("options":{"double_yakuman":true})",
                             R"("options":{"kiriage_mangan":true,"honba_value":100})",
                             R"("options":{ "kiriage_mangan" : true , "honba_value":100 })",
                             R"("options":{"pao":["daisangen"],"uma":[10,20,-10,-20]})",
                             R"("options":{"bogus":1})",
                             R"("options":{"aka_dora":"x"})",
                             R"("options":{"aka_dora":null})",
                             R"("options":{})",
                             R"("preset":"ema","options":{"aka_dora":false})"};
    if (rng() % 4 == 0) members.push_back(pick(configs));
    // null is an absent field, whatever the previous line gave that key.
    const char* nullable[] = {"seat",  "round", "dora",   "win",  "riichi",
                              "honba", "melds", "preset", "type", "last_tile"};
    const std::string null_key = std::string("\"") + pick(nullable) + "\":";
    const bool given = std::any_of(members.begin(), members.end(),
                                   [&](const std::string& m) { return m.starts_with(null_key); });
    if (rng() % 6 == 0 && !given) members.push_back(null_key + "null");
    std::shuffle(members.begin() + 1, members.end(), rng);
    std::string line = "{";
    for (std::size_t k = 0; k < members.size(); ++k) line += (k ? "," : "") + members[k];
    out.push_back(line + "}");
  }
  return out;
}

// Every way to break a line: each prefix, whitespace and tricky bytes at each position.
std::vector<std::string> mutations(const std::string& line) {
  std::vector<std::string> out;
  const std::string inserts[] = {
      " ",   "\t", "\r\n", "\\", "\"",   ",",    "}",        "]",
      "0",   "-",  ".5",   "e1", "null", "\x80", "\xC3\xA9", std::string(1, '\0'),
      "\x01"};
  for (std::size_t at = 0; at <= line.size(); ++at) {
    out.push_back(line.substr(0, at));
    for (const auto& ins : inserts) {
      out.push_back(line.substr(0, at) + ins + line.substr(at));
      if (at < line.size()) out.push_back(line.substr(0, at) + ins + line.substr(at + 1));
    }
  }
  return out;
}

// A fifth meld is an error on both readers (the common reader's melds go straight into the
// list only while it has room), whichever form and position the melds have.
TEST(JsonFastPath, AFifthMeldIsAnErrorOnBothReaders) {
  Pair pair;
  const std::string pon = R"("pon 111z")", object = R"({"kind":"pon","tiles":"222z"})";
  for (const std::string& last : {pon, object, std::string(R"("pon 1z1z1z")")})
    for (int n = 3; n <= 6; ++n) {
      std::string melds;
      for (int k = 0; k < n; ++k) melds += (k ? "," : "") + (k == n - 1 ? last : pon);
      const std::string line = R"({"hand":"55m","melds":[)" + melds + "]}";
      pair.check(line);
      EXPECT_EQ(alone(pair.fast, line).find("more than 4 melds") != std::string::npos, n > 4)
          << line;
    }
  EXPECT_EQ(pair.fast_lines, pair.lines);
}

TEST(JsonFastPath, GeneratedRequestsAreReadFastAndAnsweredTheSame) {
  Pair pair;
  for (const auto& line : generated(3000)) pair.check(line);
  EXPECT_EQ(pair.fast_lines, pair.lines);  // all of them have the common shape
}

// More configurations than the Handler's RuleCache holds, in turn and again: each line is
// answered under its own preset and options (an entry replaced is never one still answered).
TEST(JsonFastPath, PresetsAndOptionsBeyondTheCacheAnsweredTheSame) {
  Pair pair;
  const char* presets[] = {"tenhou", "majsoul", "wrc", "ema"};
  for (int round = 0; round < 3; ++round)
    for (int k = 0; k < 20; ++k) {
      const std::string line =
          R"({"id":)" + std::to_string(k) + R"(,"preset":")" + presets[k % 4] +
          R"(","options":{"honba_value":)" + std::to_string(100 * (k % 5 + 1)) +
          R"(,"kiriage_mangan":)" + (k % 2 ? "true" : "false") +
          R"(},"hand":"123m456p789s11z222z","win_by":"tsumo","honba":2,"riichi":true})";
      pair.check(line);
    }
  EXPECT_EQ(pair.fast_lines, pair.lines);
}

// The configuration members after a line's id as a run (contract/request_fields.hpp ConfigRun): a
// line that starts with a run but names more of them after it (a null options recorded the run
// of its preset alone), or names them in another order or spelling, or repeats one, is answered
// under its own rules, not the run's; a line cut inside a run is malformed.
TEST(JsonFastPath, LinesBeyondAConfigRunAnsweredTheSame) {
  Pair pair;
  const std::string hand =
      R"("hand":"567m999p99s22255z9s","win":"9s","win_by":"ron","seat":"N","round":"S","from":"S","riichi":true,"dora":"2m","honba":3})";
  const char* configs[] = {
      R"("rules":"riichi","preset":"tenhou","options":null,)",
      R"("rules":"riichi","preset":"tenhou","options":{"honba_value":100},)",
      R"("rules":"riichi","preset":"tenhou",)",
      R"("rules":"riichi","preset":"tenhou","preset":"wrc",)",
      R"("rules":"riichi","preset":"tenhou","rules":"hk",)",
      R"("rules":"riichi","options":{"honba_value":100},"preset":"tenhou",)",
      R"("rules":"riichi","preset":"tenhou","options":{"honba_value":100},"options":{},)",
      R"("rules":"riichi","preset":"tenhou","options":{"honba_value":100} ,)",
      R"("rules":"riichi","preset":"tenhou","options":{"honba_value":1000},)",
      R"("rules":"riichi","preset":"tenhou",  "options":{"honba_value":100},)",
      R"("preset":"tenhou","options":{"honba_value":100},)",
      R"("rules":"riichi","preset":"tenhou","options":{"honba_value":100},"rules":null,)",
      R"("rules":"riichi","preset":"wrc","options":{"aka_dora":false},"melds":["chi 12m"],)",
      R"("rules":"riichi","preset":"ema","options":{"ura_dora":true,"kazoe":"sanbaiman","honba_value":300,"kiriage_mangan":true,"aka_dora":false},)"};
  for (int round = 0; round < 2; ++round) {
    for (std::size_t k = 0; k < std::size(configs); ++k) {
      const std::string line = R"({"id":)" + std::to_string(k) + "," + configs[k] + hand;
      pair.check(line);
      for (std::size_t cut = 8; cut < line.size(); cut += 7) pair.check(line.substr(0, cut));
    }
  }
}

TEST(JsonFastPath, ExamplesAndFuzzCorpusAnsweredTheSame) {
  Pair pair;
  const std::filesystem::path root = MJSCORE_SOURCE_DIR;
  for (const auto& line : lines_of(root / "examples" / "hands.jsonl")) pair.check(line);
  int files = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(root / "fuzz" / "corpus" / "json_request")) {
    ++files;
    for (const auto& line : lines_of(entry.path())) pair.check(line);
  }
  EXPECT_GT(files, 5);
  EXPECT_GT(pair.fast_lines, 10);
}

TEST(JsonFastPath, MutatedLinesAnsweredTheSame) {
  Pair pair;
  std::vector<std::string> bases = generated(40);
  for (const auto& line :
       lines_of(std::filesystem::path(MJSCORE_SOURCE_DIR) / "examples" / "hands.jsonl"))
    bases.push_back(line);
  bases.push_back(
      R"({ "id" : "x" , "hand" : "123m456p789s11222z" , "melds" : [ ] , "dora" : null })");
  bases.push_back(
      R"({"hand":"123m11z","melds":[{"kind":"pon","tiles":"777z","from":"W"},"chi 340m from W",{"tiles":"222p","kind":"kan"}]})");
  for (const auto& base : bases)
    for (const auto& line : mutations(base)) pair.check(line);
  // Some mutations keep the common shape (whitespace, other digits), most do not.
  EXPECT_GT(pair.fast_lines, pair.lines / 20);
  EXPECT_LT(pair.fast_lines, pair.lines / 2);
}

// Every field of a parsed score request (the responses above show only what scoring uses).
std::string describe(const Answer& a) {
  std::string s = a.parsed ? "parsed" : "not parsed";
  if (a.error) s += " error " + a.error->message + " @" + std::to_string(a.error->position);
  const auto* r = std::get_if<ScoreRequest>(&a.request);
  if (!r || !a.parsed) return s;
  const Hand& h = r->hand;
  s += " hand " + format_tiles(h.concealed, h.concealed_red) + " win " + format_tile(h.win) +
       " bonus " + std::to_string(h.bonus_mask);
  for (const Meld& m : h.melds) s += " [" + format_meld(m) + "]";
  auto wind = [](std::optional<Wind> w) { return w ? std::string(1, wind_letter(*w)) : "-"; };
  s += " by " + std::to_string(static_cast<int>(r->win_by)) + " seat " + wind(r->seat) + " round " +
       wind(r->round) + " from " + wind(r->from) + " liable " + wind(r->liable) + " wareme " +
       wind(r->wareme) + " dora";
  for (const auto& t : r->dora) s += " " + format_tile(t);
  s += " ura";
  for (const auto& t : r->ura) s += " " + format_tile(t);
  for (bool b :
       {r->riichi, r->double_riichi, r->ippatsu, r->last_tile, r->after_kan, r->after_double_kan,
        r->robbing_kan, r->first_turn, r->won, r->original_call, r->fifth_tile})
    s += b ? " 1" : " 0";
  return s + " " + std::to_string(r->honba) + " " + std::to_string(r->riichi_sticks);
}

// The score request shortcut (build_score_fast, text::ascii_hand) against the exact notation
// and make_hand path, field by field, on generated lines and their mutations.
TEST(JsonFastPath, ScoreRequestsBuiltTheSame) {
  RequestParser fast{ParseOptions{{}, true}}, slow{ParseOptions{{}, false}};
  Answer a, b;
  int parsed = 0, lines = 0;
  auto check = [&](const std::string& line) {
    fast.parse(line, a);
    slow.parse(line, b);
    ++lines;
    parsed += a.parsed;
    ASSERT_EQ(describe(a), describe(b)) << "line: " << line;
  };
  std::vector<std::string> valid;  // mutated below: most mutations of a valid line stay close
  for (const auto& line : generated(6000)) {
    check(line);
    if (a.parsed && valid.size() < 80) valid.push_back(line);
  }
  ASSERT_EQ(valid.size(), 80u);
  for (const auto& base : valid)
    for (const auto& line : mutations(base)) check(line);
  EXPECT_GT(parsed, lines / 20);
}

// build_request reuses the previous line's ScoreRequest: after any line, each line must give
// the request a new parser gives it, on both paths (a field left from the line before would
// show here: the generated lines give or omit every optional field).
// Each line parsed into the previous line's request is answered as by a new parser (family,
// preset and options included); returns how many lines parsed, per pass.
int expect_reused_fresh(const std::vector<std::string>& lines) {
  int parsed = 0;
  for (const bool shortcuts : {true, false}) {
    RequestParser reused{ParseOptions{{}, shortcuts}};
    Answer a;
    for (const auto& line : lines) {
      reused.parse(line, a);
      RequestParser fresh{ParseOptions{{}, shortcuts}};
      Answer b;
      fresh.parse(line, b);
      parsed += a.parsed;
      const auto extra = [](const Answer& x) {
        const auto* r = std::get_if<ScoreRequest>(&x.request);
        if (!r || !x.parsed) return std::string();
        return std::string(family_name(r->family)) + " " + r->preset + " " +
               std::to_string(r->options.size());
      };
      EXPECT_EQ(describe(a) + extra(a), describe(b) + extra(b)) << "line: " << line;
    }
  }
  return parsed / 2;
}

TEST(JsonFastPath, ReusedScoreRequestsAreFresh) {
  EXPECT_GT(expect_reused_fresh(generated(6000)), 600);
}

// Options and a preset, then a line without them: build_score skips the move of two empty
// option lists and the assignment of an equal preset, never a stale one.
TEST(JsonFastPath, ReusedScoreRequestsDropOptionsAndPreset) {
  const std::string hand = R"("hand":"123m456p789s11z222z")";
  EXPECT_EQ(expect_reused_fresh({"{" + hand + R"(,"options":{"kiriage":true},"preset":"mleague"})",
                                 "{" + hand + "}", "{" + hand + R"(,"options":{"kiriage":true}})",
                                 "{" + hand + R"(,"preset":"mleague"})", "{" + hand + "}",
                                 "{" + hand + R"(,"preset":"mleague"})",
                                 "{" + hand + R"(,"preset":"mleague"})"}),
            7);
}

TEST(JsonFastPath, AcceptsTheCommonShape) {
  for (
      const char* line : {
          R"({})",
          R"({"id":0,"hand":"7789m888p345789s7m","win_by":"tsumo","seat":"N","riichi":true,"dora":"6p"})",
          R"( {"id":"a b","hand":"57p11z6p","melds":["pon 888p","chi 678s"],"seat":"N"} )",
          "{\"id\":true,\t\"hand\":\"1m\",\r \"honba\":1000000}",
          R"({"hand":"1m","options":null})",
          R"({"id":null,"hand":"1m","melds":[{"kind":"pon","tiles":"777z","from":null}],"ura":null})",
          R"({"id":123456789012345678,"type":"waits","hand":"1m","melds":[]})",
          R"({"hand":"1m","melds":[{}],"rules":"nope"})",  // request errors are still read here
          R"({"hand":"1m","options":{ "a" : true , "b":[ 1 ,"x",null],"c":"d"}})",
      })
    EXPECT_TRUE(accepted(line)) << line;
}

// A file read in place ends each line with its own '\n' instead of the '\0' written after a
// copied line: the reader takes either for the end, and nothing else.
TEST(JsonFastPath, TakesTheLinesNewlineForItsEnd) {
  const std::string line =
      R"({"id":7,"hand":"123m456p789s11z222z","melds":["pon 777z"],"seat":"S","riichi":true})";
  for (const char end : {'\0', '\n', '\r', ' ', '}'}) {
    detail::Fields fields;
    detail::Problems problems;
    detail::KeyOrder order;
    std::string padded = line + end;
    padded.append(detail::kCommonPadding, '\0');
    const bool read = detail::read_common({padded.data(), line.size()}, fields, problems, order);
    EXPECT_EQ(read, end == '\0' || end == '\n') << static_cast<int>(end);
    if (read) {
      EXPECT_EQ(fields.text[static_cast<int>(detail::Key::Hand)], "123m456p789s11z222z");
      EXPECT_EQ(fields.melds.size(), 1);
    }
  }
}

TEST(JsonFastPath, DeclinesWhatItDoesNotReadExactly) {
  for (const char* line : {
           "",
           " ",
           "[]",
           "null",
           R"({"hand":"1m")",
           R"({"hand":"1m",})",
           R"({"hand":"1m"} x)",
           R"({"hand":"1m"}{})",
           R"({"hand" "1m"})",
           R"({"hand":"1m" "seat":"E"})",
           "{\"hand\":\"1m\",\n\"seat\":\"E\"}",  // a newline ends the line here
           R"({"hand":"1\u006d"})",
           R"({"ha\nd":"1m"})",
           R"({"hand":"1m\"})",
           "{\"hand\":\"1m\x01\"}",
           "{\"hand\":\"\xF0\x9F\x80\x87\"}",  // a Unicode tile: valid, but not plain ASCII
           "{\"hand\":\"\xC3\"}",              // invalid UTF-8
           R"({"hand":"1m","expect":{}})",     // unknown (or ignored) key
           R"({"hand":"1m","bogus":1})",
           R"({"hand":"1m","hand":"2m"})",    // duplicate
           R"({"id":1,"hand":"1m","id":2})",  // the usual id's shortcut records its key too
           R"({"dora":null,"dora":"1m"})",
           R"({"hand":"1m","options":{"a":{}}})",  // options: plain values and flat lists only
           R"({"hand":"1m","options":{"a":1.5}})",
           R"({"hand":"1m","options":{"a":-}})",
           R"({"hand":"1m","options":{"a":-01}})",
           R"({"hand":"1m","options":{"a":[1,]}})",
           R"({"hand":"1m","options":{"a":[[1]]}})",
           R"({"hand":"1m","options":{"a":1,}})",
           R"({"hand":"1m","options":{"a" 1}})",
           R"({"hand":"1m","options":{"a\u0062":1}})",
           R"({"hand":"1m","options":{"a":"\n"}})",
           R"({"hand":"1m","options":[]})",
           R"({"hand":"1m","options":"x"})",
           R"({"hand":"1m","honba":1.0})",
           R"({"hand":"1m","honba":1e2})",
           R"({"hand":"1m","honba":-1})",
           R"({"hand":"1m","honba":01})",
           R"({"hand":"1m","honba":1000001})",
           R"({"hand":"1m","honba":99999999999999999999})",
           R"({"hand":"1m","honba":"1"})",
           R"({"hand":"1m","riichi":1})",
           R"({"hand":"1m","riichi":tru})",
           R"({"hand":"1m","riichi":truex})",
           R"({"hand":"1m","riichi":nul})",
           R"({"hand":1})",
           R"({"hand":["1m"]})",
           R"({"id":-1,"hand":"1m"})",
           R"({"id":1.5,"hand":"1m"})",
           R"({"id":0123,"hand":"1m"})",
           R"({"id":1234567890123456789,"hand":"1m"})",
           R"({"id":{},"hand":"1m"})",
           R"({"id":[1],"hand":"1m"})",
           R"({"hand":"1m","melds":"pon 777z"})",
           R"({"hand":"1m","melds":[1]})",
           R"({"hand":"1m","melds":[null]})",
           R"({"hand":"1m","melds":["pon 777z",]})",
           R"({"hand":"1m","melds":[["pon 777z"]]})",
           R"({"hand":"1m","melds":[{"kind":"pon","kind":"chi","tiles":"777z"}]})",
           R"({"hand":"1m","melds":[{"kind":"pon","tiles":"777z","who":"W"}]})",
           R"({"hand":"1m","melds":[{"kind":null,"tiles":"777z"}]})",
           R"({"hand":"1m","melds":[{"kind":"pon","tiles":"777z",}]})",
       })
    EXPECT_FALSE(accepted(line)) << line;
}

// The key table compares a name's first word, its second word and its length: names that share
// a word with a key, or differ from one only in length or by a '\0' byte, are not that key.
TEST(JsonFastPath, DeclinesNamesNearAKey) {
  for (std::string_view key : detail::kKeyNames) {
    if (key == "options" || key == "melds") continue;  // their values are checked elsewhere
    const std::string value = key == "id" ? "1" : "null";
    const std::string line = "{\"" + std::string(key) + "\":" + value + "}";
    EXPECT_TRUE(accepted(line)) << line;
    std::vector<std::string> near = {std::string(key) + "x",
                                     std::string(key.substr(1)),
                                     std::string(key.substr(0, key.size() - 1)),
                                     std::string(key) + std::string(1, '\0'),
                                     std::string(key.substr(0, key.size() - 1)) + '\0',
                                     "x" + std::string(key)};
    if (key.size() > 8) near.push_back(std::string(key.substr(0, 8)));
    for (const std::string& name : near) {
      const std::string bad = "{\"" + name + "\":" + value + "}";
      EXPECT_FALSE(accepted(bad)) << bad;
    }
  }
  EXPECT_FALSE(accepted(R"({"after_double_kan_":null})"));  // 17 bytes
  EXPECT_FALSE(accepted(R"({"":null})"));
}

// What read_common made of a line, with the order `order` has learned.
struct Reading {
  bool accepted = false;
  uint64_t seen = 0;
  std::vector<std::string> text;
  std::vector<bool> flag;
  std::vector<long long> integer;
  bool operator==(const Reading&) const = default;
};
Reading read_after(std::string_view line, detail::KeyOrder& order) {
  detail::Fields fields;
  detail::Problems problems;
  std::string padded(line);
  padded.append(detail::kCommonPadding, '\0');
  Reading r;
  r.accepted = detail::read_common({padded.data(), line.size()}, fields, problems, order);
  if (!r.accepted) return r;
  r.seen = fields.seen;
  for (int k = 0; k < detail::kKeyCount; ++k) {
    r.text.emplace_back(fields.has(static_cast<detail::Key>(k)) ? fields.text[k] : "");
    r.flag.push_back(fields.has(static_cast<detail::Key>(k)) && fields.flag[k]);
    r.integer.push_back(fields.has(static_cast<detail::Key>(k)) ? fields.integer[k] : 0);
  }
  return r;
}

// The reader guesses each key from the keys that followed the one before it on earlier lines
// (KeyOrder) and compares a guess with its closing quote. After lines that taught it "K"
// follows the id (or starts the line), as its latest guess or as its earlier one, every other
// key in K's place is read as itself (a key that starts like K, "riichi_sticks" after "riichi"
// or "win_by" after "win", included), and a name that only starts or ends like K, or K followed
// by another byte than '"', is declined.
TEST(JsonFastPath, GuessedKeysAreComparedWhole) {
  const auto value = [](std::string_view key) -> std::string {
    switch (detail::key_kind(*detail::find_key(key))) {
      case detail::KeyKind::Text:
        return "\"x\"";
      case detail::KeyKind::Flag:
        return "true";
      default:
        return "1";
    }
  };
  const auto skipped = [](std::string_view key) {
    return key == "id" || key == "options" || key == "melds";  // other values, or first
  };
  for (const std::string before : {"{\"id\":7,", "{\"id\":\"7\",", "{"}) {
    const auto line = [&](std::string_view name, std::string_view v) {
      return before + "\"" + std::string(name) + "\":" + std::string(v) + "}";
    };
    for (std::string_view key : detail::kKeyNames) {
      if (skipped(key)) continue;
      const std::string taught = line(key, value(key));
      // K the latest guess, or the earlier one (another key followed after it).
      const std::string_view then = key == "hand" ? "seat" : "hand";
      const auto teach = [&](detail::KeyOrder& order, bool earlier) {
        ASSERT_TRUE(read_after(taught, order).accepted) << taught;
        if (earlier) ASSERT_TRUE(read_after(line(then, "\"x\""), order).accepted);
      };
      for (const bool earlier : {false, true}) {
        for (std::string_view other : detail::kKeyNames) {
          if (skipped(other)) continue;
          const std::string read = line(other, value(other));
          detail::KeyOrder order, fresh;
          teach(order, earlier);
          const Reading r = read_after(read, order);
          EXPECT_TRUE(r.accepted) << taught << " then " << read;
          EXPECT_EQ(r.seen, detail::bit(*detail::find_key(other)) |
                                (before.size() > 1 ? detail::bit(detail::Key::Id) : 0))
              << taught << " then " << read;
          EXPECT_EQ(r, read_after(read, fresh)) << taught << " then " << read;
        }
        std::string first(key), last(key);  // one byte changed
        first.front() = 'X';
        last.back() = 'X';
        const std::vector<std::string> near = {std::string(key) + "x",
                                               std::string(key) + " ",
                                               std::string(key) + std::string(1, '\0'),
                                               std::string(key) + "_",
                                               std::string(key.substr(1)),
                                               std::string(key.substr(0, key.size() - 1)),
                                               "x" + std::string(key),
                                               first,
                                               last};
        for (const std::string& name : near) {
          detail::KeyOrder order;
          teach(order, earlier);
          const std::string bad = line(name, value(key));
          EXPECT_FALSE(read_after(bad, order).accepted) << taught << " then " << bad;
        }
      }
    }
  }
}

// Keys in every order (the guesses learned from one order are wrong for the next) are read as
// the simdjson reader reads them, the same fields whatever the order learned before.
TEST(JsonFastPath, KeysInAnyOrderReadTheSame) {
  std::vector<std::string> members = {R"("hand":"123m456p789s1122z")",
                                      R"("melds":["pon 777z"])",
                                      R"("win_by":"tsumo")",
                                      R"("seat":"S")",
                                      R"("round":"W")",
                                      R"("riichi":true)",
                                      R"("riichi_sticks":2)",
                                      R"("dora":"1m")",
                                      R"("ura":"2m")",
                                      R"("win":"2z")",
                                      R"("honba":1)",
                                      R"("after_kan":false)"};
  std::mt19937 rng(7);
  Pair pair;
  detail::KeyOrder order;
  std::vector<Reading> readings;
  for (int n = 0; n < 300; ++n) {
    std::shuffle(members.begin(), members.end(), rng);
    std::string line = n % 3 ? "{\"id\":" + std::to_string(n) : "{\"id\":1";
    for (const auto& m : members) line += "," + m;
    line += "}";
    pair.check(line);
    detail::KeyOrder fresh;
    const Reading r = read_after(line, order);
    EXPECT_TRUE(r.accepted) << line;
    EXPECT_EQ(r, read_after(line, fresh)) << line;
  }
  EXPECT_EQ(pair.fast_lines, pair.lines);
}

// Strings are scanned eight bytes at a time (32 with AVX2): every pair of bytes at every offset
// across the first eight-byte word boundary and at both sides of the 16-, 24- and 32-byte ones,
// the string accepted exactly when both are plain (U+0020..U+007F but '"' and '\').
TEST(JsonFastPath, StringBytesCheckedAtEveryOffset) {
  const auto plain = [](int b) { return b >= 0x20 && b < 0x80 && b != '"' && b != '\\'; };
  for (int at : {0, 1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 23, 24, 30, 31, 32})
    for (int b1 = 0; b1 < 256; ++b1)
      for (int b2 = 0; b2 < 256; ++b2) {
        std::string text(40, 'm');
        text[at] = static_cast<char>(b1);
        text[at + 1] = static_cast<char>(b2);
        const std::string line = "{\"hand\":\"" + text + "\"}";
        ASSERT_EQ(accepted(line), plain(b1) && plain(b2)) << at << ' ' << b1 << ' ' << b2;
      }
}

// The id's digits are read eight at a time: any byte at any place in or after a run of up to 20
// digits, accepted exactly when the id is 0 or 1..18 digits without a leading zero (whitespace
// may come before or after it; a newline ends the line for this reader, which then declines).
TEST(JsonFastPath, IdDigitsCheckedAtEveryOffset) {
  const auto valid = [](std::string id) {
    const auto ws = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!id.empty() && ws(id.back())) id.pop_back();
    while (!id.empty() && ws(id.front())) id.erase(id.begin());
    if (id.empty() || id.size() > 18 || (id[0] == '0' && id.size() > 1)) return false;
    return std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  for (int len = 1; len <= 20; ++len)
    for (int at = 0; at <= len; ++at)
      for (int b = 0; b < 256; ++b) {
        std::string id;
        for (int k = 0; k < len; ++k) id += static_cast<char>('1' + (k * 7) % 9);
        id.insert(id.begin() + at, static_cast<char>(b));
        const std::string line = "{\"id\":" + id + "}";
        ASSERT_EQ(accepted(line), valid(id)) << len << ' ' << at << ' ' << b;
      }
}

}  // namespace
}  // namespace mjscore::json
