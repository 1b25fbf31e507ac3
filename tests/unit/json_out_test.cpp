// The JSON output primitives (src/json/json_out.hpp): RFC 8259 string escapes on the word-at-a-
// time fast path and the byte path, at every position of a word, and the bounded cursor.
#include <gtest/gtest.h>

#include <charconv>
#include <climits>
#include <random>
#include <string>
#include <vector>

#include "contract/fast/batch.hpp"
#include "contract/fast/equal_text.hpp"
#include "json/json_out.hpp"

namespace mjscore::json {
namespace {

// equal_text against ==: every size to 20, equal texts and texts differing in one byte at each
// position (the overlapping loads must see every byte), and texts of different sizes.
TEST(EqualText, AgreesWithStringCompareAtEverySizeAndByte) {
  for (std::size_t n = 0; n <= 20; ++n) {
    const std::string a(n, 'a');
    std::string b = a;
    EXPECT_TRUE(equal_text(a, b)) << n;
    for (std::size_t i = 0; i < n; ++i) {
      b[i] = 'b';
      EXPECT_FALSE(equal_text(a, b)) << n << " " << i;
      b[i] = 'a';
    }
    EXPECT_FALSE(equal_text(a, a + "a")) << n;
  }
}

// Runs `Cursor write(Cursor)` at the end of `o` with room for `bound` bytes and the cursor's
// slack, and cuts `o` to what was written (as the response writer does in a ResponseBuffer).
template <class F>
void bounded(std::string& o, std::size_t bound, F&& write) {
  const std::size_t at = o.size();
  o.resize(at + bound + out::kSlack);
  const out::Cursor c = write(out::Cursor{o.data() + at});
  o.resize(static_cast<std::size_t>(c.p - o.data()));
}
template <class F>
void bounded(ResponseBuffer& o, std::size_t bound, F&& write) {
  o.set_end(write(out::Cursor{o.room(bound + out::kSlack)}).p);
}

std::string json_string(std::string_view s) {
  std::string o;
  out::string(o, s);
  return o;
}

std::string cursor_escaped(std::string_view s) {
  std::string o;
  bounded(o, 8 + 6 * s.size(), [&](out::Cursor c) {
    c.escaped(s);
    return c;
  });
  return o;
}

// The byte-by-byte escaper (the slow path every escaped text falls back to).
std::string slow_escaped(std::string_view s) {
  std::string o(8 + 6 * s.size(), '\0');
  o.resize(static_cast<std::size_t>(out::detail::escaped_slow(o.data(), s) - o.data()));
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

// The word-at-a-time check (care_bytes) must flag exactly the bytes the slow path treats
// specially: every byte value, at every position of texts of every length up to 40 (the 1-3,
// 4-7, 8-15 and 16+ byte paths and the overlapping last word), equals the slow path.
TEST(JsonOut, FastPathEqualsSlowPathForEveryByteAtEveryPosition) {
  for (std::size_t n = 1; n <= 40; ++n) {
    for (std::size_t at = 0; at < n; ++at) {
      for (int b = 1; b < 256; ++b) {
        std::string s(n, 'x');
        s[at] = static_cast<char>(b);
        ASSERT_EQ(cursor_escaped(s), slow_escaped(s))
            << "length " << n << " byte " << b << " at " << at;
      }
    }
  }
  for (std::size_t n = 0; n <= 80; ++n) {  // plain texts of every length
    std::string s;
    for (std::size_t k = 0; k < n; ++k) s.push_back(static_cast<char>('!' + k % 90));
    if (s.find('"') != std::string::npos || s.find('\\') != std::string::npos) continue;
    EXPECT_EQ(cursor_escaped(s), "\"" + s + "\"");
    EXPECT_EQ(slow_escaped(s), "\"" + s + "\"");
  }
}

// copy_plain copies every byte and flags exactly the texts the slow path escapes or checks.
TEST(JsonOut, ThePlainCopyAgreesWithTheSlowPath) {
#ifdef __SSE2__
  for (std::size_t n = 16; n <= 48; ++n) {
    for (std::size_t at = 0; at <= n; ++at) {  // at == n: no special byte
      for (int b :
           {0x01, 0x1f, 0x20, 0x21, 0x22, 0x5c, 0x7f, 0x80, 0xc3, 0xff}) {  // 0x22 '"', 0x5c '\\'
        std::string s(n, 'q');
        if (at < n) s[at] = static_cast<char>(b);
        const bool plain = slow_escaped(s) == "\"" + s + "\"" &&
                           s.find_first_of("\x80\xc3\xff") == std::string::npos;
        std::string simd(n, '\0');
        EXPECT_EQ(out::detail::copy_plain(simd.data(), s.data(), n), plain) << n << " " << at;
        EXPECT_EQ(simd, s);
      }
    }
  }
#endif
}

TEST(JsonOut, FastPathEqualsSlowPathOnRandomTexts) {
  std::mt19937 rng(20261124);
  const char alphabet[] = {'a',    'Z',    ' ',    '"',    '\\',   '\n',
                           '\x01', '\x7f', '\xc3', '\xa9', '\xff', '_'};
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 48, ' ');
    for (char& ch : s) ch = rng() % 4 == 0 ? alphabet[rng() % sizeof alphabet] : 'a' + rng() % 26;
    ASSERT_EQ(cursor_escaped(s), slow_escaped(s)) << s;
    ASSERT_EQ(json_string(s), slow_escaped(s)) << s;
  }
}

std::string cursor_integer(long long v) {
  std::string o;
  bounded(o, 24, [&](out::Cursor c) {
    c.integer(v);
    return c;
  });
  return o;
}

std::string chars(long long v) {
  char buf[24];
  return std::string(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

// The two-digit table path (|v| < 10^8) and the library path beyond it against std::to_chars.
TEST(JsonOut, IntegersEqualToChars) {
  for (long long v = -200000; v <= 200000; ++v) ASSERT_EQ(cursor_integer(v), chars(v)) << v;
  for (long long p = 1; p <= LLONG_MAX / 10; p *= 10) {
    for (long long v : {p - 1, p, p + 1, 3 * p, -p, -(p - 1), -(p + 1), 9 * p}) {
      ASSERT_EQ(cursor_integer(v), chars(v)) << v;
    }
  }
  for (long long v : {LLONG_MIN, LLONG_MAX, 99999999LL, 100000000LL, 12345678LL, 1000000LL})
    EXPECT_EQ(cursor_integer(v), chars(v)) << v;
  std::mt19937_64 rng(7);
  for (int k = 0; k < 100000; ++k) {
    const long long v = static_cast<long long>(rng()) >> (rng() % 64);
    ASSERT_EQ(cursor_integer(v), chars(v)) << v;
  }
}

// exact_hundreds: u / 100 below kHundredTexts exactly when 100 divides u and u / 100 is a
// table index.
TEST(JsonOut, ExactHundredsFindsTheTableEntries) {
  auto check = [](uint32_t u) {
    const uint32_t q = out::detail::exact_hundreds(u);
    const bool entry = u % 100 == 0 && u / 100 < out::kHundredTexts;
    ASSERT_EQ(q < out::kHundredTexts, entry) << u;
    if (entry) ASSERT_EQ(q, u / 100) << u;
  };
  for (uint32_t u = 0; u < 2000000; ++u) check(u);
  std::mt19937 rng(5);
  for (int n = 0; n < 1000000; ++n) check(static_cast<uint32_t>(rng()));
  for (uint32_t u : {0x80000000u, 0xFFFFFFFFu, 4294967200u, 102300u, 102400u}) check(u);
}

// The cursor's table shortcuts against std::to_chars: amount() (multiples of 100 from
// kHundreds; integer() beyond) and count() (kItemClose for an int8_t; integer() beyond). Each
// is followed by a marker: the bytes a shortcut stores past its text must be overwritten.
template <class Write>
std::string cursor_then_marker(Write&& write) {
  std::string o;
  bounded(o, 32, [&](out::Cursor c) {
    write(c);
    c.ch('|');
    return c;
  });
  return o;
}

TEST(JsonOut, AmountsAndCountsEqualToChars) {
  auto amount = [](int v) { return cursor_then_marker([&](out::Cursor& c) { c.amount(v); }); };
  auto count = [](int v) { return cursor_then_marker([&](out::Cursor& c) { c.count(v); }); };
  for (int v = -1100000; v <= 1100000; ++v) ASSERT_EQ(amount(v), chars(v) + "|") << v;
  for (int v : {INT_MIN, INT_MIN + 1, INT_MAX, -99999999, 99999999, 100000000, -100000000})
    EXPECT_EQ(amount(v), chars(v) + "|") << v;
  for (int v = -1000; v <= 1000; ++v) {
    ASSERT_EQ(count(v), chars(v) + "|") << v;
  }
  for (int v : {INT_MIN, INT_MAX}) EXPECT_EQ(count(v), chars(v) + "|") << v;
}

// close_item (kItemClose for an int8_t value, integer() beyond) and close_items: items each
// followed by `},{`, then the list's end.
TEST(JsonOut, ItemClosesEqualToChars) {
  auto closed = [](int v) { return cursor_then_marker([&](out::Cursor& c) { c.close_item(v); }); };
  for (int v = -1000; v <= 1000; ++v) ASSERT_EQ(closed(v), chars(v) + "},{|") << v;
  for (int v : {INT_MIN, INT_MIN + 1, INT_MAX, 100000, -100000})
    EXPECT_EQ(closed(v), chars(v) + "},{|") << v;
  for (int n = 0; n < 4; ++n) {
    const std::string o = cursor_then_marker([&](out::Cursor& c) {
      c.lit("[{");
      for (int k = 0; k < n; ++k) {
        c.lit("\"a\":");
        c.close_item(k);
      }
      c.close_items(n == 0);
    });
    std::string want = "[";
    for (int k = 0; k < n; ++k) want += (k ? ",{\"a\":" : "{\"a\":") + chars(k) + "}";
    EXPECT_EQ(o, want + "]|") << n;
  }
}

// four_amounts (with AVX2 the digits of four values at once while every |v| < 10^8, else
// amount() each) against std::to_chars, each value in every lane.
TEST(JsonOut, FourAmountsEqualToChars) {
  auto four = [](const int(&v)[4]) {
    return cursor_then_marker([&](out::Cursor& c) {
      c.four_amounts(v, [](out::Cursor& d, int k) {
        d.ch(',');
        d.ch(static_cast<char>('0' + k));
      });
    });
  };
  auto want = [](const int(&v)[4]) {
    return chars(v[0]) + ",1" + chars(v[1]) + ",2" + chars(v[2]) + ",3" + chars(v[3]) + "|";
  };
  std::vector<int> edges = {0,        INT_MIN,   INT_MIN + 1, INT_MAX,
                            99999999, -99999999, 100000000,   -100000000};
  for (int p = 1; p <= 100000000; p *= 10)
    for (int v : {p - 1, p, p + 1, 5 * p}) edges.insert(edges.end(), {v, -v});
  for (std::size_t k = 0; k < edges.size(); ++k) {
    for (int lane = 0; lane < 4; ++lane) {
      int v[4] = {7, -1300, 0, 12000};
      v[lane] = edges[k];
      ASSERT_EQ(four(v), want(v)) << edges[k] << " in lane " << lane;
    }
  }
  std::mt19937 rng(11);
  for (int n = 0; n < 200000; ++n) {
    int v[4];
    for (int& x : v) x = static_cast<int>(rng()) >> (rng() % 32);
    ASSERT_EQ(four(v), want(v)) << v[0] << " " << v[1] << " " << v[2] << " " << v[3];
  }
  // Multiples of 100 (the kHundreds path while all four are below 102,400 in magnitude), some
  // with one lane past the table or off the hundreds.
  for (int n = 0; n < 200000; ++n) {
    int v[4];
    for (int& x : v) x = 100 * (static_cast<int>(rng() % 2100) - 1050);
    if (n % 4 == 0) v[n / 4 % 4] += static_cast<int>(rng() % 200) - 100;
    ASSERT_EQ(four(v), want(v)) << v[0] << " " << v[1] << " " << v[2] << " " << v[3];
  }
}

// A long text is written whole.
TEST(JsonOut, LongTextsAreWrittenWhole) {
  std::string s(10000, 'a');
  s[7777] = '\n';
  std::string o = "prefix";
  out::string(o, s);
  EXPECT_EQ(o, "prefix" + slow_escaped(s));
  EXPECT_EQ(cursor_escaped(s), slow_escaped(s));
}

// text() (short_text() up to 64 bytes, memcpy beyond) and short_text() copy every length whole,
// nothing before the cursor touched, and a marker after them.
TEST(JsonOut, TextsOfEveryLengthAreCopiedWhole) {
  auto copied = [](const std::string& s, bool short_copy) {
    std::string o;
    bounded(o, s.size() + 3, [&](out::Cursor c) {
      c.lit("<>");
      if (short_copy) {
        c.short_text(s);
      } else {
        c.text(s);
      }
      c.ch('|');
      return c;
    });
    return o;
  };
  std::string s;
  for (int n = 0; n <= 100; ++n) {
    ASSERT_EQ(copied(s, false), "<>" + s + "|") << n;
    if (n <= 64) ASSERT_EQ(copied(s, true), "<>" + s + "|") << n;
    s.push_back(static_cast<char>('a' + n % 26));
  }
}

// A ResponseBuffer keeps its text as it grows, whether by append, push_back, reserve or a
// bounded write far past its capacity.
TEST(JsonOut, ResponseBufferKeepsItsTextAsItGrows) {
  ResponseBuffer b;
  std::string expect;
  std::mt19937 rng(7);
  for (int k = 0; k < 2000; ++k) {
    std::string piece(rng() % 300, static_cast<char>('a' + k % 26));
    switch (k % 4) {
      case 0:
        b.append(piece);
        expect += piece;
        break;
      case 1:
        b.push_back('x');
        expect += 'x';
        break;
      case 2:
        b.reserve(b.size() + rng() % 5000);
        break;
      default:
        bounded(b, 2 + 6 * piece.size(), [&](out::Cursor c) {
          c.escaped(piece);
          return c;
        });
        expect += slow_escaped(piece);
    }
    ASSERT_EQ(b.view(), expect) << k;
  }
  b.clear();
  EXPECT_EQ(b.view(), "");
  b.append("{}");
  EXPECT_EQ(b.view(), "{}");
}

}  // namespace
}  // namespace mjscore::json
