// Parsing of MPSZ tile lists, bonus tiles and winds (contract "Tiles").
// Positions in error messages are 0-based character (code point) offsets into the text.
#include <fmt/format.h>

#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore {

std::string text::describe(Char c) {
  if (c.valid && c.code >= 0x21 && c.code < 0x7F)
    return fmt::format("'{}'", static_cast<char>(c.code));
  if (!c.valid) return fmt::format("byte 0x{:02X}", static_cast<unsigned>(c.code));
  return fmt::format("U+{:04X}", static_cast<unsigned>(c.code));
}

namespace {

using text::Char;

struct PendingDigit {
  uint8_t digit = 0;
  int pos = 0;
};

tl::unexpected<Error> at(int pos, std::string what) {
  return fail(ErrorCode::parse_error, fmt::format("{} at position {}", what, pos), pos);
}

// The tile a digit names in a suit: suited 1-9 and 0 (red five), honours 1-7.
Result<TileRef> digit_tile(PendingDigit d, char suit) {
  if (suit == 'z') {
    if (d.digit == 0) return at(d.pos, "no red honour tile '0z'");
    if (d.digit > 7)
      return at(d.pos, fmt::format("no honour tile '{}z' (honours are 1z-7z)", d.digit));
    return TileRef{make_tile(Suit::Honor, d.digit), false};
  }
  const Suit s = suit == 'm' ? Suit::Man : suit == 'p' ? Suit::Pin : Suit::Sou;
  if (d.digit == 0) return TileRef{make_tile(s, 5), true};
  return TileRef{make_tile(s, d.digit), false};
}

constexpr bool is_tile_suit(char32_t c) { return c == 'm' || c == 'p' || c == 's' || c == 'z'; }

}  // namespace

// Hot path (every request has a hand): ASCII text that parses goes through append_ascii_tiles;
// the exact scan below (which also decodes Unicode tiles) produces every error and position.
Result<TileList> text::parse_tiles_from(std::string_view input, int base) {
  Result<TileList> result{tl::in_place};
  if (auto r = parse_tiles_append(input, base, *result); !r)
    return tl::unexpected(std::move(r.error()));
  return result;
}

Result<void> text::parse_tiles_exact(std::string_view input, int base, TileList& out) {
  uint8_t digit[kMaxTileList];
  int digit_pos[kMaxTileList];
  int pending = 0;
  int pos = base;
  for (std::size_t byte = 0; byte < input.size(); ++pos) {
    const auto b = static_cast<unsigned char>(input[byte]);
    if (b < 0x80) {
      ++byte;
      if (b >= '0' && b <= '9') {
        if (out.size() + pending >= kMaxTileList)
          return at(pos, fmt::format("too many tiles (at most {})", kMaxTileList));
        digit[pending] = static_cast<uint8_t>(b - '0');
        digit_pos[pending++] = pos;
        continue;
      }
      if (is_tile_suit(b)) {
        if (pending == 0)
          return at(pos, fmt::format("suit letter '{}' without digits", static_cast<char>(b)));
        if (b == 'z') {
          for (int k = 0; k < pending; ++k) {
            if (digit[k] == 0 || digit[k] > 7)
              return tl::unexpected(digit_tile({digit[k], digit_pos[k]}, 'z').error());
            out.push_back({make_tile(Suit::Honor, digit[k]), false});
          }
        } else {
          const Suit s = b == 'm' ? Suit::Man : b == 'p' ? Suit::Pin : Suit::Sou;
          for (int k = 0; k < pending; ++k)
            out.push_back(digit[k] == 0 ? TileRef{make_tile(s, 5), true}
                                        : TileRef{make_tile(s, digit[k]), false});
        }
        pending = 0;
        continue;
      }
      if (text::is_space(b)) continue;
      if (b == 'f') return at(pos, "bonus tile (flower or season) in a tile list");
      return at(pos, "unknown character " + text::describe(Char{b, 1, true}));
    }
    const Char c = text::decode(input, byte);
    byte += c.bytes;
    if (!c.valid) return at(pos, "invalid UTF-8 " + text::describe(c));
    if (text::is_variation_selector(c.code)) continue;
    if (text::unicode_bonus_index(c.code) >= 0)
      return at(pos, "bonus tile (flower or season) in a tile list");
    if (const int k = text::unicode_tile_index(c.code); k >= 0) {
      if (pending) return at(digit_pos[0], "digit without a suit");
      if (out.size() >= kMaxTileList)
        return at(pos, fmt::format("too many tiles (at most {})", kMaxTileList));
      out.push_back({tile_at(k), false});
      continue;
    }
    return at(pos, "unknown character " + text::describe(c));
  }
  if (pending) return at(digit_pos[0], "digit without a suit");
  return {};
}

Result<TileList> parse_tiles(std::string_view input) { return text::parse_tiles_from(input, 0); }

Result<uint8_t> parse_bonus(std::string_view input) {
  uint8_t mask = 0;
  SmallVector<PendingDigit, kMaxTileList> pending;
  auto add = [&mask](int bonus, int pos) -> Result<void> {
    const auto bit = static_cast<uint8_t>(1u << bonus);
    if (mask & bit)
      return fail(ErrorCode::invalid_hand,
                  fmt::format("bonus tile {}f given twice at position {}", bonus + 1, pos), pos);
    mask |= bit;
    return {};
  };
  int pos = 0;
  for (std::size_t byte = 0; byte < input.size(); ++pos) {
    const Char c = text::decode(input, byte);
    byte += c.bytes;
    if (!c.valid) return at(pos, "invalid UTF-8 " + text::describe(c));
    if (text::is_space(c.code) || text::is_variation_selector(c.code)) continue;
    if (c.code >= '0' && c.code <= '9') {
      if (pending.full()) return at(pos, "too many bonus tiles");
      pending.push_back({static_cast<uint8_t>(c.code - '0'), pos});
      continue;
    }
    if (c.code == 'f') {
      if (pending.empty()) return at(pos, "suit letter 'f' without digits");
      for (const auto& d : pending) {
        if (d.digit < 1 || d.digit > kBonusKinds)
          return at(d.pos, fmt::format("no bonus tile '{}f' (bonus tiles are 1f-8f)", d.digit));
        if (auto r = add(d.digit - 1, d.pos); !r) return tl::unexpected(r.error());
      }
      pending.clear();
      continue;
    }
    if (const int k = text::unicode_bonus_index(c.code); k >= 0) {
      if (!pending.empty()) return at(pending[0].pos, "digit without a suit");
      if (auto r = add(k, pos); !r) return tl::unexpected(r.error());
      continue;
    }
    if (is_tile_suit(c.code) || text::unicode_tile_index(c.code) >= 0)
      return at(pos, "only bonus tiles (1f-8f) are allowed here");
    return at(pos, "unknown character " + text::describe(c));
  }
  if (!pending.empty()) return at(pending[0].pos, "digit without a suit");
  return mask;
}

Result<Wind> parse_wind(std::string_view input) {
  if (input.size() == 1) {  // the common case: one capital letter
    switch (input[0]) {
      case 'E':
        return Wind::East;
      case 'S':
        return Wind::South;
      case 'W':
        return Wind::West;
      case 'N':
        return Wind::North;
      default:
        break;
    }
  }
  std::size_t b = 0, e = input.size();
  while (b < e && text::is_space(static_cast<unsigned char>(input[b]))) ++b;
  while (e > b && text::is_space(static_cast<unsigned char>(input[e - 1]))) --e;
  const std::string_view word = input.substr(b, e - b);
  constexpr std::string_view kNames[kSeats] = {"east", "south", "west", "north"};
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  for (int w = 0; w < kSeats; ++w) {
    if (word.size() == 1 && lower(word[0]) == kNames[w][0]) return wind_at(w);
    if (word.size() == kNames[w].size()) {
      bool same = true;
      for (std::size_t k = 0; k < word.size(); ++k) same = same && lower(word[k]) == kNames[w][k];
      if (same) return wind_at(w);
    }
  }
  return fail(ErrorCode::parse_error,
              fmt::format("unknown wind '{}' at position {} (expected E, S, W or N)", word, b),
              static_cast<int>(b));
}

}  // namespace mjscore
