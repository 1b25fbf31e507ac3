// Melds (contract "Melds"): the string form "pon 777z from W" and the object form
// {"kind","tiles","from"}. A chi is a run of one suit; a pon or kan holds equal tiles.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"
#include "tiles/usual_meld.hpp"

namespace mjscore {
namespace {

using text::usual_meld_detail::kKindNames;

constexpr char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool equal_ci(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k)
    if (lower(a[k]) != lower(b[k])) return false;
  return true;
}

std::optional<MeldKind> kind_of(std::string_view word) {
  for (const auto& k : kKindNames)
    if (equal_ci(word, k.name)) return k.kind;
  return std::nullopt;
}

tl::unexpected<Error> invalid(int pos, std::string what) {
  if (pos < 0) return fail(ErrorCode::invalid_hand, std::move(what));
  return fail(ErrorCode::invalid_hand, fmt::format("{} at position {}", what, pos), pos);
}

// The lowest tile of a meld of `kind` (`want` tiles) whose tile kinds are idx[0..want): a chi is
// three consecutive tiles of one suit, a pon or kan equal tiles; nullopt otherwise. The kinds
// are sorted by a network of five compare-exchanges on values, without a branch or an array in
// memory: the insertion sort it replaced branched on random kinds, and a caller's kinds,
// stored one int at a time, were read back two at a time (a load the CPU cannot feed from the
// two stores still in flight: half of this function's samples under perf).
[[gnu::always_inline]] inline std::optional<Tile> meld_first(MeldKind kind, std::array<int, 4> idx,
                                                             int want) {
  if (want == 3) idx[3] = kTileKinds;  // sorts last: above every kind
  const auto exchange = [&idx](int a, int b) {
    const int lo = std::min(idx[a], idx[b]), hi = std::max(idx[a], idx[b]);
    idx[a] = lo;
    idx[b] = hi;
  };
  exchange(0, 1);
  exchange(2, 3);
  exchange(0, 2);
  exchange(1, 3);
  exchange(1, 2);
  const Tile t0 = tile_at(idx[0]);
  // Both shapes tested with & and the kind's selected, without a branch (a random meld's kind and
  // its run test were mispredicted about once a meld).
  const bool run =
      is_suited(t0) & (rank_of(t0) <= 7) & (idx[1] == idx[0] + 1) & (idx[2] == idx[0] + 2);
  const bool equal = idx[0] == (want == 4 ? idx[3] : idx[2]);
  const bool chi = kind == MeldKind::Chi;
  const bool ok = (run & chi) | (equal & !chi);
  if (!ok) return std::nullopt;
  return t0;
}

// Validates the tiles of a meld of `kind` (text starting at character `base` of the input,
// `pos` is the position used for whole-meld errors, -1 for none).
Result<Meld> build(MeldKind kind, std::string_view tiles_text, int base, int pos,
                   std::optional<Wind> from) {
  TileList list;
  if (auto r = text::parse_tiles_append(tiles_text, base, list); !r)
    return tl::unexpected(std::move(r.error()));
  const TileList* tiles = &list;
  Meld m;
  m.kind = kind;
  m.from = from;
  const std::string_view name = meld_kind_name(kind);
  const int want = m.tile_count();
  if (tiles->size() != want)
    return invalid(pos, fmt::format("a {} has {} tiles, got {}", name, want, tiles->size()));
  std::array<int, 4> idx{};
  for (int k = 0; k < want; ++k) {
    idx[k] = index((*tiles)[k].tile);
    m.red += (*tiles)[k].red;
  }
  if (m.red > kRedFivesPerSuit)
    return invalid(pos, fmt::format("a {} with {} red fives (only {} of each suit exists)", name,
                                    m.red, kRedFivesPerSuit));
  const std::optional<Tile> first = meld_first(kind, idx, want);
  if (!first) {
    if (kind == MeldKind::Chi)
      return invalid(pos, "a chi must be three consecutive tiles of one suit");
    return invalid(pos, fmt::format("a {} must be {} equal tiles", name, want));
  }
  m.first = *first;
  return m;
}

}  // namespace

std::string_view meld_kind_name(MeldKind k) {
  switch (k) {
    case MeldKind::Chi:
      return "chi";
    case MeldKind::Pon:
      return "pon";
    case MeldKind::Kan:
      return "kan";
    case MeldKind::Ankan:
      return "ankan";
    case MeldKind::Kakan:
      return "kakan";
  }
  return "?";
}

Result<Meld> make_meld(std::string_view kind, std::string_view tiles, std::optional<Wind> from) {
  const auto k = kind_of(kind);
  if (!k)
    return fail(
        ErrorCode::parse_error,
        fmt::format("unknown meld kind '{}' (expected chi, pon, kan, ankan or kakan)", kind));
  if (*k == MeldKind::Ankan && from)
    return invalid(-1, "an ankan is declared from the hand; it has no 'from'");
  return build(*k, tiles, 0, -1, from);
}

bool text::usual_meld_detail::long_kind(std::string_view input, MeldKind& kind,
                                        std::size_t& tiles) {
  for (const auto& k : kKindNames)
    if (k.name.size() > 3 && input.size() > k.name.size() && input.starts_with(k.name) &&
        input[k.name.size()] == ' ') {
      kind = k.kind;
      tiles = k.name.size() + 1;
      return true;
    }
  return false;
}

Result<void> text::parse_meld_into(std::string_view input, Meld& m) {
  if (usual_meld(input, m)) return {};  // the usual spelling, written field by field
  Result<Meld> other = text::parse_meld_exact(input);
  if (!other) return tl::unexpected(std::move(other.error()));
  m = *other;
  return {};
}

Result<Meld> parse_meld(std::string_view input) {
  Meld m;
  if (auto r = text::parse_meld_into(input, m); !r) return tl::unexpected(std::move(r.error()));
  return m;
}

Result<Meld> text::parse_meld_exact(std::string_view input) {
  struct Token {
    std::size_t begin, end;
  };
  SmallVector<Token, 16> tokens;
  for (std::size_t b = 0; b < input.size();) {
    if (text::is_space(static_cast<unsigned char>(input[b]))) {
      ++b;
      continue;
    }
    std::size_t e = b;
    while (e < input.size() && !text::is_space(static_cast<unsigned char>(input[e]))) ++e;
    if (tokens.full())
      return fail(
          ErrorCode::parse_error,
          fmt::format("too many words in a meld at position {}", text::char_index(input, b)),
          text::char_index(input, b));
    tokens.push_back({b, e});
    b = e;
  }
  auto word = [&](int i) { return input.substr(tokens[i].begin, tokens[i].end - tokens[i].begin); };
  auto pos_of = [&](int i) { return text::char_index(input, tokens[i].begin); };
  if (tokens.empty()) return fail(ErrorCode::parse_error, "empty meld at position 0", 0);
  const auto kind = kind_of(word(0));
  if (!kind)
    return fail(ErrorCode::parse_error,
                fmt::format("unknown meld kind '{}' at position {} (expected chi, pon, kan, ankan "
                            "or kakan)",
                            word(0), pos_of(0)),
                pos_of(0));
  if (tokens.size() < 2)
    return fail(ErrorCode::parse_error,
                fmt::format("meld without tiles at position {}", input.size()),
                text::char_index(input, input.size()));

  // Tiles run from token 1 to `tiles_end` (exclusive); an optional "from <wind>" (or a bare
  // wind word) follows.
  int tiles_end = tokens.size();
  int wind_token = -1;
  for (int i = 1; i < tokens.size(); ++i) {
    if (equal_ci(word(i), "from")) {
      if (i == 1)
        return fail(ErrorCode::parse_error,
                    fmt::format("meld without tiles before 'from' at position {}", pos_of(i)),
                    pos_of(i));
      if (i + 2 != tokens.size())
        return fail(ErrorCode::parse_error,
                    fmt::format("'from' must be followed by one wind at position {}", pos_of(i)),
                    pos_of(i));
      tiles_end = i;
      wind_token = i + 1;
      break;
    }
  }
  if (wind_token < 0 && tokens.size() >= 3) {
    // 'from' omitted: a last word without digits that names a wind ("pon 777z W").
    const std::string_view last = word(tokens.size() - 1);
    const bool plain_word = std::none_of(last.begin(), last.end(), [](char c) {
      return (c >= '0' && c <= '9') || static_cast<unsigned char>(c) >= 0x80;
    });
    if (plain_word && parse_wind(last)) {
      tiles_end = tokens.size() - 1;
      wind_token = tokens.size() - 1;
    }
  }
  std::optional<Wind> from;
  if (wind_token >= 0) {
    auto w = parse_wind(word(wind_token));
    if (!w)
      return fail(ErrorCode::parse_error,
                  fmt::format("unknown wind '{}' at position {} (expected E, S, W or N)",
                              word(wind_token), pos_of(wind_token)),
                  pos_of(wind_token));
    if (*kind == MeldKind::Ankan)
      return invalid(pos_of(wind_token), "an ankan is declared from the hand; it has no 'from'");
    from = *w;
  }
  const std::size_t tb = tokens[1].begin, te = tokens[tiles_end - 1].end;
  return build(*kind, input.substr(tb, te - tb), pos_of(1), pos_of(1), from);
}

}  // namespace mjscore
