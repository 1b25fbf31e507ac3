// make_hand's common case in one pass: the hand written in plain ASCII MPSZ is counted straight
// into the Hand (no TileList in between) and checked by the rules make_hand applies (contract
// "Tiles", issue 2 "Validation": tile count, fifth copies, red fives, the winning tile in the
// hand). Anything else, and every input make_hand would reject, is declined so that the exact
// path (parse_tiles + make_hand) produces the error with its message unchanged.
#include "tiles/hand_rules.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::text {
namespace {

// One tile a digit names in each suit, as a tile index (kDigitTiles's tiles); 0xFF where it
// names none (honours 0, 8, 9).
inline constexpr std::array<std::array<uint8_t, 10>, 4> kDigitIndex = [] {
  std::array<std::array<uint8_t, 10>, 4> t{};
  for (int s = 0; s < 4; ++s)
    for (int d = 0; d <= 9; ++d)
      t[s][d] = digit_names_tile(s, d) ? static_cast<uint8_t>(index(kDigitTiles[s][d].tile)) : 0xFF;
  return t;
}();

// The backward scan's step: kStep[suit][byte], the suit being the one of the suit letter last
// met (kNoSuit before any). A plain tile's index (< kTileKinds), a red five of suit s
// (kRedFive + s), a suit letter (kSuitLetter + s), whitespace, or kFail (a digit with no suit
// letter after it, an honour 0/8/9, any byte the exact scan has to read).
enum : uint8_t { kRedFive = kTileKinds, kSuitLetter = 40, kSkip = 50, kFail = 0xFF };
inline constexpr int kNoSuit = 4;
inline constexpr std::array<std::array<uint8_t, 256>, 5> kStep = [] {
  std::array<std::array<uint8_t, 256>, 5> t{};
  for (int s = 0; s <= kNoSuit; ++s)
    for (int b = 0; b < 256; ++b) {
      const uint8_t c = kByteClass[b];
      uint8_t code = kFail;
      if (c < kClassMan && s < kNoSuit)
        code = s < 3 && c == 0 ? static_cast<uint8_t>(kRedFive + s) : kDigitIndex[s][c];
      else if (c >= kClassMan && c < kClassSpace)
        code = static_cast<uint8_t>(kSuitLetter + (c - kClassMan));
      else if (c == kClassSpace)
        code = kSkip;
      t[s][b] = code;
    }
  return t;
}();

}  // namespace

bool ascii_hand(std::string_view text, const HandExtras& extras, HandShape shape, Hand& hand) {
  const int melds = extras.melds->size();
  const int want = (shape == HandShape::Complete ? 14 : 13) - 3 * melds;
  // make_hand rejects want < 1; a text longer than the 40-tile list is the exact scan's.
  if (want < 1 || text.size() > static_cast<std::size_t>(kMaxTileList)) return false;

  // Read backwards, each digit meets its suit letter first, so it is counted at once (no list
  // of pending digits). A suit letter needs a digit before it, every digit a suit letter after
  // it (the forward scan's rules).
  // Counted in place (a local count copied into the hand cost the copy).
  TileCounts& counts = hand.concealed;
  RedCounts& red = hand.concealed_red;
  counts = {};
  red = {};
  int suit = kNoSuit, n = 0, at_letter = 0;  // n when the suit letter was met
  // The row of kStep for `suit`, changed with it (indexing by suit cost two instructions a byte).
  const uint8_t* step = kStep[kNoSuit].data();
  for (std::size_t i = text.size(); i-- > 0;) {
    const uint8_t code = step[static_cast<unsigned char>(text[i])];
    if (code < kTileKinds) {
      ++counts[code];
      ++n;
    } else if (code < kSuitLetter) {
      const int s = code - kRedFive;
      ++counts[kDigitIndex[s][5]];
      ++red[s];
      ++n;
    } else if (code < kSkip) {
      if (suit != kNoSuit && n == at_letter) return false;
      suit = code - kSuitLetter;
      step = kStep[suit].data();
      at_letter = n;
    } else if (code != kSkip) {
      return false;
    }
  }
  if ((suit != kNoSuit && n == at_letter) || n != want) return false;
  // The last tile written: the last digit, in the suit of the letter after it.
  // Usually the text ends with the digit and its letter (the scan above read at least both).
  std::size_t end = text.size();
  int last_suit = 0;
  const auto letter =
      static_cast<unsigned>(kByteClass[static_cast<unsigned char>(text[end - 1])] - kClassMan);
  if (letter <= kClassHonour - kClassMan &&
      kByteClass[static_cast<unsigned char>(text[end - 2])] < kClassMan) {
    last_suit = static_cast<int>(letter);
    --end;
  } else {
    for (uint8_t c; (c = kByteClass[static_cast<unsigned char>(text[end - 1])]) >= kClassMan; --end)
      if (c != kClassSpace) last_suit = c - kClassMan;
  }
  const TileRef last =
      kDigitTiles[last_suit][kByteClass[static_cast<unsigned char>(text[end - 1])]];

  hand.melds = *extras.melds;
  // make_hand's checks (src/tiles/hand_rules.hpp): a hand that fails them is declined.
  if (copy_excess(hand, extras.dora, extras.ura).any()) return false;
  if (shape == HandShape::Complete) {
    TileRef win = extras.win ? *extras.win : last;
    if (settle_win_tile(hand, win) != WinTileProblem::None) return false;
    hand.win = win;
  } else {
    hand.win = {};
  }
  return true;
}

}  // namespace mjscore::text
