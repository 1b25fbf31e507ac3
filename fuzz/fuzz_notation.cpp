// libFuzzer target for the notation layer: parse_tiles / parse_bonus / parse_wind / parse_meld /
// make_hand must never crash, and canonical output is a fixed point: format(parse(x)) parses
// back to the same tiles and formats to the same text.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "mjscore/notation.hpp"

using namespace mjscore;

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

void counts_of(const TileList& tiles, TileCounts& counts, RedCounts& red) {
  counts = {};
  red = {};
  for (auto t : tiles) {
    ++counts[index(t.tile)];
    if (t.red) ++red[static_cast<int>(suit_of(t.tile))];
  }
}

void tiles_round_trip(std::string_view text) {
  auto tiles = parse_tiles(text);
  if (!tiles) {
    check(tiles.error().code == ErrorCode::parse_error);
    check(tiles.error().position >= 0);
    return;
  }
  TileCounts counts;
  RedCounts red;
  counts_of(*tiles, counts, red);
  const std::string canonical = format_tiles(counts, red);
  auto again = parse_tiles(canonical);
  check(again.has_value());
  TileCounts counts2;
  RedCounts red2;
  counts_of(*again, counts2, red2);
  check(counts2 == counts && red2 == red);
  check(format_tiles(counts2, red2) == canonical);

  HandInput in;
  in.concealed = *tiles;
  for (HandShape shape : {HandShape::Complete, HandShape::Waiting}) {
    auto hand = make_hand(in, shape);
    if (hand) {
      check(format_tiles(hand->concealed, hand->concealed_red) == canonical);
      if (shape == HandShape::Complete) check(hand->concealed[index(hand->win.tile)] > 0);
    } else {
      check(hand.error().code == ErrorCode::invalid_hand);
    }
  }
}

void meld_round_trip(std::string_view text) {
  auto meld = parse_meld(text);
  if (!meld) {
    check(meld.error().code == ErrorCode::parse_error ||
          meld.error().code == ErrorCode::invalid_hand);
    return;
  }
  const std::string canonical = format_meld(*meld);
  auto again = parse_meld(canonical);
  check(again.has_value());
  check(*again == *meld);
  check(format_meld(*again) == canonical);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tiles_round_trip(text);
  meld_round_trip(text);
  (void)parse_bonus(text);
  (void)parse_wind(text);
  // A meld of the input's tiles in every kind (object form).
  for (std::string_view kind : {"chi", "pon", "kan", "ankan", "kakan"}) {
    auto m = make_meld(kind, text, std::nullopt);
    if (m) meld_round_trip(format_meld(*m));
  }
  return 0;
}
