// text::ascii_hand (src/contract/fast/hand_fast.cpp), the one-pass hand step of a common score
// request, against the exact path it stands in for: parse_tiles + make_hand. Where the exact
// path rejects the hand (bad text, wrong tile count, fifth copy, red fives, winning tile not in
// the hand) the shortcut must decline; where it accepts plain ASCII of at most 40 bytes without
// whitespace the shortcut must accept too and build the same Hand.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore {
namespace {

std::string describe(const Hand& h) {
  std::string s = format_tiles(h.concealed, h.concealed_red) + " win " + format_tile(h.win) +
                  " bonus " + std::to_string(h.bonus_mask) + " melds";
  for (const Meld& m : h.melds) s += " " + format_meld(m);
  return s;
}

// Tile text near the limits: few kinds (fifth copies), red fives, honours 0/8/9, whitespace,
// digits without a suit, suits without digits, a few bytes the shortcut leaves to the exact scan.
std::string random_hand(std::mt19937& rng, int tiles) {
  static const char* const kSuits = "mpsz";
  std::string s;
  const int kinds = 1 + static_cast<int>(rng() % 4);
  for (int k = 0; k < tiles; ++k) {
    const char suit = kSuits[rng() % 4];
    s += static_cast<char>('0' + (rng() % 3 == 0 ? rng() % 10 : 4 + rng() % kinds));
    if (rng() % 3 == 0 || k + 1 == tiles) s += suit;
    if (rng() % 40 == 0) s += " ";
  }
  switch (rng() % 30) {
    case 0:
      s += "5";
      break;  // a digit without a suit
    case 1:
      s.insert(0, "m");
      break;  // a suit without digits
    case 2:
      s += "\t";
      break;  // whitespace: valid
    case 3:
      s += "x";
      break;  // not tile text
    case 4:
      s += "\xF0\x9F\x80\x87";
      break;  // a Unicode tile: valid, the exact scan's
    case 5:
      s += "1f";
      break;  // a bonus tile in the hand
    case 6:   // a suit letter anywhere: after another one it has no digits
    case 7:
      s.insert(rng() % (s.size() + 1), 1, kSuits[rng() % 4]);
      break;
    default:
      break;
  }
  return s;
}

TileList tiles_of(std::string_view text) { return parse_tiles(text).value(); }

TEST(HandFast, AsciiHandMatchesParseTilesAndMakeHand) {
  std::mt19937 rng(11);
  const std::vector<std::string> meld_texts = {"pon 777z",    "chi 340m from W", "kan 5555p",
                                               "ankan 1111s", "chi 123m",        "pon 505p",
                                               "kakan 2222z", "pon 444m",        "chi 406s"};
  const std::vector<std::string> indicator_texts = {"",     "5m",   "0p", "44m",   "7z",
                                                    "1z2z", "0s5s", "9m", "44444m"};
  int accepted = 0, valid = 0;
  for (int i = 0; i < 300000; ++i) {
    Melds melds;
    const int m = rng() % 3 == 0 ? static_cast<int>(rng() % 6) : 0;
    for (int k = 0; k < m && !melds.full(); ++k)
      melds.push_back(parse_meld(meld_texts[rng() % meld_texts.size()]).value());
    const HandShape shape = rng() % 5 == 0 ? HandShape::Waiting : HandShape::Complete;
    const int want = (shape == HandShape::Complete ? 14 : 13) - 3 * m;
    const int tiles = want + (rng() % 6 == 0 ? static_cast<int>(rng() % 5) - 2 : 0);
    const std::string text = random_hand(rng, tiles < 0 ? 0 : tiles);

    const TileList dora = tiles_of(indicator_texts[rng() % indicator_texts.size()]);
    const TileList ura = tiles_of(indicator_texts[rng() % indicator_texts.size()]);
    std::optional<TileRef> win;
    if (rng() % 4 == 0) win = tiles_of(rng() % 2 ? "5m" : rng() % 2 ? "0p" : "1z")[0];

    text::HandExtras extras;
    extras.melds = &melds;
    extras.win = win;
    extras.dora = {dora.begin(), static_cast<std::size_t>(dora.size())};
    extras.ura = {ura.begin(), static_cast<std::size_t>(ura.size())};
    Hand fast;
    const bool taken = text::ascii_hand(text, extras, shape, fast);
    accepted += taken;

    auto parsed = parse_tiles(text);
    Result<Hand> exact = tl::unexpected(Error{ErrorCode::parse_error, "", -1});
    if (parsed) {
      HandInput in;
      in.concealed = *parsed;
      in.win = win;
      in.melds = melds;
      for (const auto& t : dora) in.indicators.push_back(t);
      for (const auto& t : ura) in.indicators.push_back(t);
      exact = make_hand(in, shape);
    }
    // Whitespace is valid but left to the exact scan (the branch-free scan has no step for it).
    const bool plain_ascii = text.size() <= 40 && text.find_first_of(
                                                      "\xF0"
                                                      "f \t\n\r") == std::string::npos;
    valid += exact.has_value();
    if (taken) {
      ASSERT_TRUE(exact.has_value()) << "accepted what the exact path rejects: " << text;
      ASSERT_EQ(describe(fast), describe(*exact)) << text;
    } else if (exact && plain_ascii) {
      ADD_FAILURE() << "declined a plain ASCII hand the exact path accepts: " << text;
    }
  }
  // Both outcomes occur often enough to be compared.
  EXPECT_GT(valid, 30000);
  EXPECT_LT(valid, 270000);
  EXPECT_GT(accepted, 30000);
  std::printf("ascii_hand: %d of 300000 accepted, %d valid\n", accepted, valid);
}

// The vector count reads a short text's 32 bytes in place when they lie in one page, and copies
// the text when they would cross into the next one: the bytes after the text (here tile text
// that would change the hand) must not count, and a text ending just before a page boundary must
// be read the same (it would fault, or count the next page's bytes, if either were wrong).
TEST(HandFast, BytesAfterTheTextNeverCount) {
  const std::vector<std::string> hands = {"123m456p789s11z222z", "0m2m3m456p789s11z222z",
                                          "19m19p19s1234567z1m", "22334455667788p"};
  constexpr std::size_t kPage = 4096;
  auto* page = static_cast<char*>(std::aligned_alloc(kPage, 2 * kPage));
  ASSERT_NE(page, nullptr);
  std::memset(page, '1', 2 * kPage);
  for (std::size_t i = 1; i < 2 * kPage; i += 2) page[i] = 'm';  // "1m1m...": more tiles
  Melds melds;
  text::HandExtras extras;
  extras.melds = &melds;
  for (const std::string& h : hands) {
    Hand alone;
    ASSERT_TRUE(text::ascii_hand(h, extras, HandShape::Complete, alone)) << h;
    // Ending from 40 bytes before the page boundary up to 8 bytes after it.
    for (std::size_t end = kPage - 40; end <= kPage + 8; ++end) {
      char* at = page + end - h.size();
      std::memcpy(at, h.data(), h.size());
      Hand placed;
      ASSERT_TRUE(text::ascii_hand({at, h.size()}, extras, HandShape::Complete, placed))
          << h << " ending at " << end;
      EXPECT_EQ(describe(placed), describe(alone)) << h << " ending at " << end;
      for (std::size_t k = 0; k < h.size(); ++k) at[k] = (end - h.size() + k) % 2 ? 'm' : '1';
    }
  }
  std::free(page);
}

// The rules ascii_hand shares with make_hand (hand_rules.hpp) and parse_meld with the tokeniser
// (meld_first): a comparison of the two paths cannot see a mistake in them, these known
// answers can.
TEST(HandFast, SharedRulesGiveKnownAnswers) {
  const auto hand = [](std::string_view tiles, std::string_view meld, std::string_view win) {
    HandInput in;
    in.concealed = tiles_of(tiles);
    if (!meld.empty()) in.melds.push_back(parse_meld(meld).value());
    if (!win.empty()) in.win = tiles_of(win)[0];
    return make_hand(in, HandShape::Complete);
  };
  // A kan counts four tiles of its kind: a fifth in the hand is rejected.
  EXPECT_FALSE(hand("5p123m456m789s1z", "kan 5555p", "1z"));
  EXPECT_TRUE(hand("4p123m456m789s1z", "kan 5555p", "1z"));
  // A pon counts three: with two more in the hand there are five.
  EXPECT_FALSE(hand("77z123m456m789s", "pon 777z", "7z"));
  // A plain five named as the winning tile is the red one only when all its fives are red; a
  // tile that is no five is never red, whatever red fives the hand holds.
  auto h = hand("0m123p456p789s1222z", "", "1z");
  ASSERT_TRUE(h);
  EXPECT_FALSE(h->win.red);
  h = hand("0m2m3m456p789s11z222z", "", "5m");
  ASSERT_TRUE(h);
  EXPECT_TRUE(h->win.red);
  h = hand("05m3m4m456p789s11z22z", "", "5m");
  ASSERT_TRUE(h);
  EXPECT_FALSE(h->win.red);
  // A chi is a run, never three equal tiles; a pon is equal tiles, never a run.
  EXPECT_FALSE(parse_meld("chi 555m"));
  EXPECT_FALSE(parse_meld("pon 345m"));
  EXPECT_TRUE(parse_meld("chi 345m"));
  EXPECT_TRUE(parse_meld("pon 555m"));
}

TEST(HandFast, AsciiTileReadsOneTile) {
  TileRef t;
  ASSERT_TRUE(text::ascii_tile("0p", t));
  EXPECT_EQ(t, (TileRef{Tile::P5, true}));
  ASSERT_TRUE(text::ascii_tile("7z", t));
  EXPECT_EQ(t, (TileRef{Tile::Red, false}));  // 7z is the red dragon
  for (const char* s : {"", "5", "m", "55m", "0z", "8z", "m5", " 5m", "5 ", "5f"})
    EXPECT_FALSE(text::ascii_tile(s, t)) << s;
}

}  // namespace
}  // namespace mjscore
