// The shortcuts of the notation layer against the exact scanners they stand in for: ASCII tile
// lists (text::append_ascii_tiles inside parse_tiles_append, src/tiles/text_scan.hpp) and melds
// in the usual spelling (parse_meld before text::parse_meld_exact). On every input the results,
// errors (code, message, position) included, must be the same.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"
#include "tiles/usual_meld.hpp"

namespace mjscore {
namespace {

std::string describe(const Result<void>& r) {
  return r ? std::string("ok")
           : std::to_string(static_cast<int>(r.error().code)) + " " + r.error().message + " @" +
                 std::to_string(r.error().position);
}

std::string describe(const TileList& list) {
  std::string s;
  for (const auto& t : list) s += std::to_string(index(t.tile)) + (t.red ? "r " : " ");
  return s;
}

std::string describe(const Result<Meld>& r) {
  if (!r)
    return std::to_string(static_cast<int>(r.error().code)) + " " + r.error().message + " @" +
           std::to_string(r.error().position);
  return std::string(meld_kind_name(r->kind)) + " " + std::to_string(index(r->first)) + " red " +
         std::to_string(r->red) + " from " + (r->from ? std::to_string(index(*r->from)) : "-");
}

// Random text over the characters a tile list is made of, plus the ones that end the shortcut.
std::string random_tiles(std::mt19937& rng) {
  static const std::vector<std::string> pieces = {"1",
                                                  "2",
                                                  "3",
                                                  "4",
                                                  "5",
                                                  "0",
                                                  "7",
                                                  "8",
                                                  "9",
                                                  "m",
                                                  "p",
                                                  "s",
                                                  "z",
                                                  "123m",
                                                  "406p",
                                                  "789s",
                                                  "1234567z",
                                                  " ",
                                                  "\t",
                                                  "f",
                                                  "1f",
                                                  "x",
                                                  "\xF0\x9F\x80\x87",
                                                  "\xC3",
                                                  "\xEF\xB8\x8F"};
  std::string s;
  const int n = static_cast<int>(rng() % 12);
  for (int k = 0; k < n; ++k) s += pieces[rng() % pieces.size()];
  return s;
}

TEST(NotationFast, AsciiTilesMatchTheExactScan) {
  std::mt19937 rng(7);
  int shortcut = 0;
  for (int i = 0; i < 200000; ++i) {
    const std::string text = random_tiles(rng);
    const int already =
        i % 7 == 0 ? 30 + static_cast<int>(rng() % 11) : static_cast<int>(rng() % 3);
    TileList fast, exact;
    for (int k = 0; k < already; ++k) {
      fast.push_back({Tile::M1, false});
      exact.push_back({Tile::M1, false});
    }
    TileList probe = fast;
    shortcut += text::append_ascii_tiles(text, probe);
    const int base = static_cast<int>(rng() % 5);
    const auto a = text::parse_tiles_append(text, base, fast);
    const auto b = text::parse_tiles_exact(text, base, exact);
    ASSERT_EQ(describe(a), describe(b)) << "text: " << text << " after " << already;
    if (a) ASSERT_EQ(describe(fast), describe(exact)) << "text: " << text;
  }
  EXPECT_GT(shortcut, 10000);  // the shortcut is taken often, and declines often
  EXPECT_LT(shortcut, 150000);
}

TEST(NotationFast, AsciiTilesDeclineWhatTheExactScanReports) {
  for (const char* text : {"", "1", "m", "0z", "8z", "9z", "1f", "12x", "\xF0\x9F\x80\x87",
                           "11111111111111111111111111111111111111111m"}) {
    TileList list;
    const bool taken = text::append_ascii_tiles(text, list);
    EXPECT_EQ(taken, std::string_view(text).empty()) << text;
    EXPECT_EQ(list.size(), 0) << text;
  }
  TileList list;
  ASSERT_TRUE(text::append_ascii_tiles("1 2\t3m 406p 7z", list));
  EXPECT_EQ(describe(list), "0 1 2 12 13r 14 33 ");
}

TEST(NotationFast, UsualMeldSpellingMatchesTheTokeniser) {
  std::mt19937 rng(11);
  const std::vector<std::string> kinds = {"pon",        "chi", "kan", "ankan", "kakan", "daiminkan",
                                          "shouminkan", "Pon", "CHI", "pong",  ""};
  const std::vector<std::string> tiles = {"777z",
                                          "340m",
                                          "5555p",
                                          "123s",
                                          "789m",
                                          "0555s",
                                          "12m",
                                          "8888z",
                                          "1112z",
                                          "77 7z",
                                          "\xF0\x9F\x80\x87\xF0\x9F\x80\x87\xF0\x9F\x80\x87",
                                          "from",
                                          "7x7z",
                                          "2222m",
                                          "406p",
                                          "777z",
                                          "77z",
                                          "5555",
                                          "1234m"};
  const std::vector<std::string> tails = {
      "",         " from E", " from S",  " from W", " from N",    " from X",  " FROM W",
      " from  W", " W",      " from W ", " from",   " from east", "\tfrom W", " from W N",
      " from w",  " fromW",  " from WW", "x",       " ",          " from E "};
  const std::vector<std::string> gaps = {" ", " ", " ", "  ", "\t", ""};
  for (int i = 0; i < 100000; ++i) {
    const std::string text = kinds[rng() % kinds.size()] + gaps[rng() % gaps.size()] +
                             tiles[rng() % tiles.size()] + tails[rng() % tails.size()];
    ASSERT_EQ(describe(parse_meld(text)), describe(text::parse_meld_exact(text)))
        << "meld: " << text;
  }
}

// Every one-suit tile text of 3 and 4 digits for every kind (the plain-meld shortcut of
// parse_meld), with and without a "from": the same meld or error as the tokeniser.
TEST(NotationFast, EveryPlainMeldMatchesTheTokeniser) {
  const char suits[] = {'m', 'p', 's', 'z', 'x'};
  int checked = 0;
  for (const std::string kind : {"chi", "pon", "kan", "ankan", "kakan"})
    for (int digits = 3; digits <= 4; ++digits)
      for (int n = 0; n < (digits == 3 ? 1000 : 10000); ++n)
        for (const char suit : suits) {
          std::string tiles;
          for (int k = 0, v = n; k < digits; ++k, v /= 10) tiles += static_cast<char>('0' + v % 10);
          tiles += suit;
          for (const std::string tail : {"", " from W"}) {
            const std::string text = kind + " " + tiles + tail;
            ASSERT_EQ(describe(parse_meld(text)), describe(text::parse_meld_exact(text)))
                << "meld: " << text;
            ++checked;
          }
        }
  EXPECT_EQ(checked, 5 * (1000 + 10000) * 5 * 2);
}

// Every eight-byte text "<word> <3 bytes><suit>" (parse_meld's eight-byte shortcut), bytes around
// the digits included (a rising run past '9' reaches ':' and ';'): the same meld or error as the
// tokeniser.
TEST(NotationFast, EveryEightByteMeldMatchesTheTokeniser) {
  const std::string bytes = "/0123456789:;<";
  int checked = 0;
  for (const std::string word : {"chi ", "pon ", "kan ", "Pon ", "pon\t", "xon "})
    for (const char a : bytes)
      for (const char b : bytes)
        for (const char c : bytes)
          for (const char suit : {'m', 'p', 's', 'z', 'x'}) {
            const std::string text = word + a + b + c + suit;
            ASSERT_EQ(describe(parse_meld(text)), describe(text::parse_meld_exact(text)))
                << "meld: " << text;
            ++checked;
          }
  EXPECT_EQ(checked, 6 * 14 * 14 * 14 * 5);
}

// text::usual_meld (the JSON reader's first try at a meld string) on every text "<word> <3 or 4
// bytes><suit>" with and without a tail, bytes around the digits included: where it accepts, the
// meld the tokeniser makes; where it declines, `m` untouched (the reader then calls
// parse_meld_into on the same slot).
TEST(NotationFast, UsualMeldMatchesTheTokeniser) {
  const Meld untouched{MeldKind::Kakan, Tile::White, 3, Wind::North};
  int accepted = 0, checked = 0;
  for (const std::string word : {"chi ", "pon ", "kan ", "Kan ", "kon ", "pan ", "ankan ", "kakan ",
                                 "daiminkan ", "shouminkan ", "kakan  ", "ankanx"})
    for (int digits = 3; digits <= 4; ++digits) {
      const std::string bytes = digits == 3 ? "/0123456789:" : "/01456789:";
      const int n = static_cast<int>(bytes.size());
      const int combos = digits == 3 ? n * n * n : n * n * n * n;
      for (int c = 0; c < combos; ++c)
        for (const char suit : {'m', 'p', 's', 'z', 'x'})
          for (const std::string tail : {"", " from W", " from X", " fram W", " from W "}) {
            std::string text = word;
            for (int k = 0, v = c; k < digits; ++k, v /= n) text += bytes[v % n];
            text += suit;
            text += tail;
            Meld m = untouched;
            if (text::usual_meld(text, m)) {
              ASSERT_EQ(describe(Result<Meld>(m)), describe(text::parse_meld_exact(text)))
                  << "meld: " << text;
              ++accepted;
            } else {
              ASSERT_EQ(m, untouched) << "meld: " << text;
            }
            ++checked;
          }
    }
  EXPECT_EQ(checked, 12 * (12 * 12 * 12 + 10 * 10 * 10 * 10) * 5 * 5);
  EXPECT_EQ(accepted, 788);  // every meld of the usual spelling among them
}

}  // namespace
}  // namespace mjscore
