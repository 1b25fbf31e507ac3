// Three-player riichi checks and kita han (sanma.hpp; docs/sanma.md).
#include "family/riichi/sanma.hpp"

#include <fmt/format.h>

#include <cstring>

#include "mjscore/notation.hpp"

namespace mjscore::riichi {
namespace {

bool missing(Tile t) { return (kSanmaMissing >> index(t)) & 1; }

Error no_such_tile(Tile t, std::string_view field) {
  return Error{ErrorCode::invalid_hand,
               fmt::format("field '{}': tile {} does not exist in three-player riichi (no 2m-8m)",
                           field, format_tile(TileRef{t})),
               -1};
}

// The first indicator of `list` that three-player mahjong lacks.
const TileRef* missing_indicator(const Indicators& list) {
  for (const TileRef& t : list)
    if (missing(t.tile)) return &t;
  return nullptr;
}

Error north_seat(std::string_view field) {
  return Error{ErrorCode::invalid_context,
               fmt::format("field '{}' is N: a three-player table has the seats E, S and W", field),
               -1};
}

int pointing_at_north(const Indicators& list, bool kan_dora) {
  const int used = kan_dora ? list.size() : (list.empty() ? 0 : 1);
  int n = 0;
  for (int i = 0; i < used; ++i) n += kDoraOfSanma[index(list[i].tile)] == index(Tile::North);
  return n;
}

// The problem of a request check_players found something wrong with, as its error (cold: the
// checks above it only tell whether there is one).
[[gnu::cold, gnu::noinline]] Result<void> player_problem(const ScoreRequest& r,
                                                         const ScoringRules& rules) {
  if (rules.players != 3) {
    if (r.kita != 0)
      return fail(ErrorCode::invalid_context,
                  "field 'kita' is three-player riichi's: the preset has 4 players");
    if (r.robbed_kita)
      return fail(ErrorCode::invalid_context,
                  "field 'robbed_kita' is three-player riichi's: the preset has 4 players");
    return {};
  }
  const Hand& h = r.hand;
  for (int k = 0; k < kTileKinds; ++k)
    if (h.concealed[k] != 0 && missing(tile_at(k)))
      return tl::unexpected(no_such_tile(tile_at(k), "hand"));
  for (const Meld& m : h.melds) {
    if (m.kind == MeldKind::Chi)
      return fail(ErrorCode::invalid_hand,
                  fmt::format("field 'melds': {}: chi does not exist in three-player riichi",
                              format_meld(m)));
    if (missing(m.first)) return tl::unexpected(no_such_tile(m.first, "melds"));
    if (m.from == Wind::North) return tl::unexpected(north_seat("melds' from"));
  }
  if (missing(h.win.tile)) return tl::unexpected(no_such_tile(h.win.tile, "win"));
  if (const TileRef* t = missing_indicator(r.dora))
    return tl::unexpected(no_such_tile(t->tile, "dora"));
  if (const TileRef* t = missing_indicator(r.ura))
    return tl::unexpected(no_such_tile(t->tile, "ura"));
  if (r.seat == Wind::North) return tl::unexpected(north_seat("seat"));
  if (r.round == Wind::North) return tl::unexpected(north_seat("round"));
  if (r.from == Wind::North) return tl::unexpected(north_seat("from"));
  if (r.liable == Wind::North) return tl::unexpected(north_seat("liable"));
  if (r.wareme == Wind::North) return tl::unexpected(north_seat("wareme"));
  if (r.kita < 0 || r.kita > 4)
    return fail(ErrorCode::invalid_request, "field 'kita' must be between 0 and 4");
  int norths = h.concealed[index(Tile::North)] + r.kita;
  for (const Meld& m : h.melds)
    if (m.first == Tile::North) norths += m.tile_count();
  if (norths > 4)
    return fail(ErrorCode::invalid_hand,
                fmt::format("field 'kita': {} Norths with the hand's, of 4", norths));
  if (r.robbed_kita) {
    if (r.win_by != WinBy::Ron) return fail(ErrorCode::invalid_context, "robbed_kita on a tsumo");
    if (h.win.tile != Tile::North)
      return fail(ErrorCode::invalid_context, "robbed_kita with a winning tile other than N");
    if (r.robbing_kan) return fail(ErrorCode::invalid_context, "robbed_kita with robbing_kan");
  }
  return {};
}

// Whether an indicator list holds a kind three-player mahjong lacks.
bool any_missing(const Indicators& list) {
  TileMask m = 0;
  for (const TileRef& t : list) m |= TileMask{1} << index(t.tile);
  return (m & kSanmaMissing) != 0;
}

}  // namespace

// One pass of cheap tests (the usual three-player request has no problem); the messages come
// from player_problem.
Result<void> check_players(const ScoreRequest& r, const ScoringRules& rules) {
  const Hand& h = r.hand;
  uint64_t low;  // counts of kinds 0-7: 2m-8m are bytes 1-7
  std::memcpy(&low, h.concealed.data(), 8);
  bool wrong = rules.players != 3 || (low & ~uint64_t{0xFF}) != 0;
  int norths = h.concealed[index(Tile::North)] + r.kita;
  for (const Meld& m : h.melds) {
    wrong |= m.kind == MeldKind::Chi || missing(m.first) || m.from == Wind::North;
    norths += m.first == Tile::North ? m.tile_count() : 0;
  }
  wrong |= any_missing(r.dora) || any_missing(r.ura) || norths > 4;
  wrong |= r.seat == Wind::North || r.round == Wind::North || r.from == Wind::North ||
           r.liable == Wind::North || r.wareme == Wind::North;
  wrong |= static_cast<unsigned>(r.kita) > 4 || r.robbed_kita;
  if (!wrong) [[likely]]
    return {};
  return player_problem(r, rules);
}

int kita_han(const ScoreRequest& r, const ScoringRules& rules) {
  int per_kita = 1 + pointing_at_north(r.dora, rules.kan_dora);
  if ((r.riichi || r.double_riichi) && rules.ura_dora)
    per_kita += pointing_at_north(r.ura, rules.kan_dora);
  return r.kita * per_kita;
}

}  // namespace mjscore::riichi
