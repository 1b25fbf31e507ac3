// The JSON output primitives (src/json/json_out.hpp): RFC 8259 string escapes on the word-at-a-
// time fast path and the byte path, at every position of a word, and the bounded cursor.
#include <gtest/gtest.h>

#include <string>

#include "json/json_out.hpp"

namespace mjscore::json {
namespace {

std::string json_string(std::string_view s) {
  std::string o;
  out::string(o, s);
  return o;
}

std::string cursor_escaped(std::string_view s) {
  std::string o;
  out::bounded(o, 8 + 6 * s.size(), [&](out::Cursor& c) { c.escaped(s); });
  return o;
}

TEST(JsonOut, PlainTextIsQuotedAsIs) {
  EXPECT_EQ(json_string(""), R"("")");
  EXPECT_EQ(json_string("tenhou"), R"("tenhou")");
  EXPECT_EQ(json_string("the hand is complete but has no yaku"),
            R"("the hand is complete but has no yaku")");
  EXPECT_EQ(cursor_escaped("majsoul"), R"("majsoul")");
}

TEST(JsonOut, EveryEscapeAtEveryPositionOfAWord) {
  struct Case {
    std::string_view raw, escaped;
  };
  const Case cases[] = {{"\"", R"(\")"},       {"\\", R"(\\)"},       {"\n", R"(\n)"},
                        {"\t", R"(\t)"},       {"\r", R"(\r)"},       {"\x01", R"(\u0001)"},
                        {"\x1f", R"(\u001f)"}, {"\xff", R"(\ufffd)"}, {"\xc3\xa9", "\xc3\xa9"}};
  for (const auto& c : cases) {
    for (int before = 0; before < 17; ++before) {
      const std::string pad(before, 'a');
      const std::string raw = pad + std::string(c.raw) + "bcdefghij";
      const std::string want = "\"" + pad + std::string(c.escaped) + "bcdefghij\"";
      EXPECT_EQ(json_string(raw), want)
          << "escape of byte " << int(c.raw[0]) << " after " << before;
      EXPECT_EQ(cursor_escaped(raw), want) << "cursor, after " << before;
    }
  }
  // 0x20 (space), 0x7f and the characters around the quote and backslash need no escape.
  EXPECT_EQ(json_string(" !#[]~\x7f 12345678"), "\" !#[]~\x7f 12345678\"");
}

}  // namespace
}  // namespace mjscore::json
