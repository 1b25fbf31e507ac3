// make_hand: turns parsed tiles and melds into a validated Hand (contract "Tiles", issue 2
// "Validation"): tile count, fifth copies, red fives, the winning tile in the hand.
#include <fmt/format.h>

#include "mjscore/notation.hpp"

namespace mjscore {
namespace {

tl::unexpected<Error> invalid(std::string what) {
  return fail(ErrorCode::invalid_hand, std::move(what));
}

constexpr int red_suit(Tile t) { return static_cast<int>(suit_of(t)); }

}  // namespace

Result<Hand> make_hand(const HandInput& input, HandShape shape) {
  Hand hand;
  hand.melds = input.melds;
  hand.bonus_mask = input.bonus_mask;

  // Tile count: every meld stands for 3 tiles (a kan's fourth tile is the replacement draw),
  // so the concealed part holds 14 - 3 * melds tiles (complete) or 13 - 3 * melds (waiting).
  const int melds = input.melds.size();
  const int want = (shape == HandShape::Complete ? 14 : 13) - 3 * melds;
  const int kans = [&] {
    int n = 0;
    for (const auto& m : input.melds) n += m.is_kan();
    return n;
  }();
  if (want < 1)
    return invalid(
        fmt::format("{} melds leave no room for concealed tiles (at most 4 melds)", melds));
  if (input.concealed.size() != want) {
    const int total = input.concealed.size() + 3 * melds + kans;
    const int base = shape == HandShape::Complete ? 14 : 13;
    return invalid(
        fmt::format("wrong tile count: {} tiles ({} concealed, {} meld{}); a {} hand has {} ({} "
                    "plus one per kan)",
                    total, input.concealed.size(), melds, melds == 1 ? "" : "s",
                    shape == HandShape::Complete ? "complete" : "waiting", base + kans, base));
  }

  for (const auto& t : input.concealed) {
    ++hand.concealed[index(t.tile)];
    if (t.red) {
      if (!is_five(t.tile)) return invalid("a red tile that is not a five");
      ++hand.concealed_red[red_suit(t.tile)];
    }
  }

  // Fifth copy: hand, melds and indicators together hold at most four of each kind.
  TileCounts all = hand.all_tiles();
  RedCounts red = hand.concealed_red;
  for (const auto& m : input.melds)
    if (m.red) red[red_suit(m.first)] += m.red;
  for (const auto& t : input.indicators) {
    ++all[index(t.tile)];
    if (t.red) ++red[red_suit(t.tile)];
  }
  uint8_t most = 0;  // branch-free maximum first (vectorises); the message only on failure
  for (int k = 0; k < kTileKinds; ++k) most = all[k] > most ? all[k] : most;
  for (int k = 0; most > kCopies && k < kTileKinds; ++k)
    if (all[k] > kCopies)
      return invalid(
          fmt::format("{} copies of {} (hand, melds and indicators together); only {} exist",
                      all[k], format_tile({tile_at(k), false}), kCopies));
  for (int s = 0; s < 3; ++s)
    if (red[s] > kRedFivesPerSuit)
      return invalid(fmt::format("{} red fives of {} (only {} exists)", red[s], kSuitLetters[s],
                                 kRedFivesPerSuit));

  if (shape == HandShape::Complete) {
    // The winning tile: given, or the last tile written. It must be in the concealed hand.
    TileRef win = input.win ? *input.win : input.concealed.back();
    const int k = index(win.tile);
    if (hand.concealed[k] == 0)
      return invalid(fmt::format("the winning tile {} is not in the hand", format_tile(win)));
    if (win.red && hand.concealed_red[red_suit(win.tile)] == 0)
      return invalid(fmt::format("the winning tile {} (red) is not in the hand", format_tile(win)));
    // A plain five named as the winning tile when the hand only holds the red one is that tile.
    if (!win.red && is_five(win.tile) &&
        hand.concealed_red[red_suit(win.tile)] == hand.concealed[k])
      win.red = true;
    hand.win = win;
  }
  return hand;
}

}  // namespace mjscore
