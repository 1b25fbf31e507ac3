#include "io/tenhou_tiles.hpp"

namespace mjscore::tenhou {

std::string format_bag(const TileBag& bag) {
  std::string out;
  for (int suit = 0; suit < 4; ++suit) {
    const int ranks = suit == 3 ? 7 : 9;
    bool any = false;
    for (int rank = 1; rank <= ranks; ++rank) {
      const Tile t = make_tile(static_cast<Suit>(suit), rank);
      int plain = bag.count(t), red = 0;
      if (rank == 5 && suit < 3) {
        red = bag.red(static_cast<Suit>(suit));
        plain -= red;
      }
      for (int k = 0; k < plain; ++k) out += static_cast<char>('0' + rank);
      for (int k = 0; k < red; ++k) out += '0';
      any = any || plain + red > 0;
    }
    if (any) out += kSuitLetters[suit];
  }
  return out;
}

std::string format_list(std::span<const TileRef> tiles) {
  TileBag bag;
  for (auto t : tiles) bag.add(t);
  return format_bag(bag);
}

std::string format_one(TileRef t) { return format_list(std::span<const TileRef>(&t, 1)); }

}  // namespace mjscore::tenhou
