// make_hand's common case in one pass: the hand written in plain ASCII MPSZ is counted straight
// into the Hand (no TileList in between) and checked by the rules make_hand applies (contract
// "Tiles", issue 2 "Validation": tile count, fifth copies, red fives, the winning tile in the
// hand). Anything else, and every input make_hand would reject, is declined so that the exact
// path (parse_tiles + make_hand) produces the error with its message unchanged.
#include "tiles/text_scan.hpp"

namespace mjscore::text {
namespace {

constexpr int red_suit(Tile t) { return static_cast<int>(suit_of(t)); }

// One tile a digit names in each suit, as a tile index (kDigitTiles's tiles); 0xFF where it
// names none (honours 0, 8, 9).
inline constexpr std::array<std::array<uint8_t, 10>, 4> kDigitIndex = [] {
  std::array<std::array<uint8_t, 10>, 4> t{};
  for (int s = 0; s < 4; ++s)
    for (int d = 0; d <= 9; ++d)
      t[s][d] =
          s == 3 && (d == 0 || d > 7) ? 0xFF : static_cast<uint8_t>(index(kDigitTiles[s][d].tile));
  return t;
}();

}  // namespace

bool ascii_tile(std::string_view text, TileRef& out) {
  if (text.size() != 2) return false;
  const uint8_t d = kByteClass[static_cast<unsigned char>(text[0])];
  const uint8_t c = kByteClass[static_cast<unsigned char>(text[1])];
  if (d >= kClassMan || c < kClassMan || c >= kClassSpace) return false;
  if (kDigitIndex[c - kClassMan][d] == 0xFF) return false;
  out = kDigitTiles[c - kClassMan][d];
  return true;
}

bool ascii_hand(std::string_view text, const HandExtras& extras, HandShape shape, Hand& hand) {
  const int melds = extras.melds->size();
  const int want = (shape == HandShape::Complete ? 14 : 13) - 3 * melds;
  // make_hand rejects want < 1; a text longer than the 40-tile list is the exact scan's.
  if (want < 1 || text.size() > static_cast<std::size_t>(kMaxTileList)) return false;

  // Read backwards, each digit meets its suit letter first, so it is counted at once (no list
  // of pending digits). A suit letter needs a digit before it, every digit a suit letter after
  // it (the forward scan's rules); the last tile written is the first digit met.
  TileCounts counts{};
  std::array<uint8_t, 4> red{};  // per suit; honours never hold a red five
  int suit = -1, digits = 0, n = 0;
  TileRef last{};
  for (std::size_t i = text.size(); i-- > 0;) {
    const uint8_t c = kByteClass[static_cast<unsigned char>(text[i])];
    if (c < kClassMan) {
      if (suit < 0) return false;
      const uint8_t k = kDigitIndex[suit][c];
      if (k == 0xFF) return false;
      if (n == 0) last = kDigitTiles[suit][c];
      ++counts[k];
      red[suit] += c == 0;
      ++digits;
      ++n;
    } else if (c < kClassSpace) {
      if (suit >= 0 && digits == 0) return false;
      suit = c - kClassMan;
      digits = 0;
    } else if (c != kClassSpace) {
      return false;
    }
  }
  if ((suit >= 0 && digits == 0) || n != want) return false;

  // Fifth copies and red fives over hand, melds and indicators together.
  TileCounts all = counts;
  RedCounts all_red = {red[0], red[1], red[2]};
  for (const Meld& m : *extras.melds) {
    const int f = index(m.first);
    if (m.is_run()) {
      ++all[f];
      ++all[f + 1];
      ++all[f + 2];
    } else {
      all[f] += static_cast<uint8_t>(m.tile_count());
    }
    if (m.red) all_red[red_suit(m.first)] += m.red;
  }
  for (const auto* list : {&extras.dora, &extras.ura})
    for (const TileRef& t : *list) {
      ++all[index(t.tile)];
      if (t.red) ++all_red[red_suit(t.tile)];
    }
  uint8_t most = 0;
  for (int k = 0; k < kTileKinds; ++k) most = all[k] > most ? all[k] : most;
  if (most > kCopies) return false;
  for (int s = 0; s < 3; ++s)
    if (all_red[s] > kRedFivesPerSuit) return false;

  if (shape == HandShape::Complete) {
    TileRef win = extras.win ? *extras.win : last;
    const int k = index(win.tile);
    if (counts[k] == 0) return false;
    if (win.red && red[red_suit(win.tile)] == 0) return false;
    if (!win.red && is_five(win.tile) && red[red_suit(win.tile)] == counts[k]) win.red = true;
    hand.win = win;
  } else {
    hand.win = {};
  }
  hand.concealed = counts;
  hand.concealed_red = {red[0], red[1], red[2]};
  hand.melds = *extras.melds;
  return true;
}

}  // namespace mjscore::text
