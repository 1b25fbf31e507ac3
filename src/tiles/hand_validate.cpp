// make_hand: turns parsed tiles and melds into a validated Hand (contract "Tiles", issue 2
// "Validation"): tile count, fifth copies, red fives, the winning tile in the hand.
#include <fmt/format.h>

#include "mjscore/notation.hpp"
#include "tiles/hand_rules.hpp"

namespace mjscore {
namespace {

tl::unexpected<Error> invalid(std::string what) {
  return fail(ErrorCode::invalid_hand, std::move(what));
}

}  // namespace

namespace {

Result<Hand> build_hand(const HandInput& input, HandShape shape, bool check_count) {
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
  if (check_count && input.concealed.size() != want) {
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
      ++hand.concealed_red[text::red_suit(t.tile)];
    }
  }

  // Fifth copy: hand, melds and indicators together hold at most four of each kind.
  if (const text::CopyExcess e = text::copy_excess(hand, {input.indicators}); e.kind >= 0) {
    return invalid(
        fmt::format("{} copies of {} (hand, melds and indicators together); only {} exist",
                    e.copies, format_tile({tile_at(e.kind), false}), kCopies));
  } else if (e.red_suit >= 0) {
    return invalid(fmt::format("{} red fives of {} (only {} exists)", e.reds,
                               kSuitLetters[e.red_suit], kRedFivesPerSuit));
  }

  if (shape == HandShape::Complete) {
    // The winning tile: given, or the last tile written. It must be in the concealed hand.
    if (!input.win && input.concealed.empty()) return invalid("no winning tile in the hand");
    TileRef win = input.win ? *input.win : input.concealed.back();
    switch (text::settle_win_tile(hand, win)) {
      case text::WinTileProblem::NotInHand:
        return invalid(fmt::format("the winning tile {} is not in the hand", format_tile(win)));
      case text::WinTileProblem::RedNotInHand:
        return invalid(
            fmt::format("the winning tile {} (red) is not in the hand", format_tile(win)));
      case text::WinTileProblem::None:
        break;
    }
    hand.win = win;
  }
  return hand;
}

}  // namespace

Result<Hand> make_hand(const HandInput& input, HandShape shape) {
  return build_hand(input, shape, true);
}

Result<Hand> make_hand_any_count(const HandInput& input, HandShape shape) {
  return build_hand(input, shape, false);
}

}  // namespace mjscore
