// What the riichi scorer knows about a hand before looking at any arrangement: computed once
// per request (tile counts with melds, presence masks, dora counts, the yaku and yakuman that
// do not depend on how the hand is split into sets).
#pragma once

#include <cstddef>
#include <cstring>
#include <optional>
#include <type_traits>

#include "family/riichi/yaku_table.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/request.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// 34-bit tile-kind masks.
inline constexpr TileMask kSuitMask[3] = {0x1FFull, 0x1FFull << 9, 0x1FFull << 18};
inline constexpr TileMask kHonorMask = 0x7Full << 27;
inline constexpr TileMask kTerminalMask =
    (1ull << 0) | (1ull << 8) | (1ull << 9) | (1ull << 17) | (1ull << 18) | (1ull << 26);
inline constexpr TileMask kSimpleMask =
    (kSuitMask[0] | kSuitMask[1] | kSuitMask[2]) & ~kTerminalMask;
inline constexpr TileMask kGreenMask = (1ull << index(Tile::S2)) | (1ull << index(Tile::S3)) |
                                       (1ull << index(Tile::S4)) | (1ull << index(Tile::S6)) |
                                       (1ull << index(Tile::S8)) | (1ull << index(Tile::Green));

// Tile-kind sets used per block (bit n = kind n).
inline constexpr TileMask kYaochuMask = kTerminalMask | kHonorMask;
// First tiles of the runs that hold a terminal: 123 and 789 of each suit.
inline constexpr TileMask kYaochuRunStarts =
    (1ull << 0) | (1ull << 6) | (1ull << 9) | (1ull << 15) | (1ull << 18) | (1ull << 24);

// The sets of the melds: the same in every reading, so summed once per request. Filled by
// summarize_melds, which assigns every field (no member initialisers, as for HandView); the
// counts stay packed, each read where it is needed.
struct MeldSummary {
  // Bits 0-26: a chi starting at suit kind t; bits 32-58: a pon or kan of suit kind t - 32
  // (honours are left out).
  uint64_t sets;
  // The melds' counts as one sum of packed fields (each meld adds its own; none carries):
  // fu (seed 000 "Fu de fusiones") in bits 0-7, then a nibble each.
  uint32_t sums;
  uint8_t ankans;  // bit j: meld j is an ankan
  static constexpr int kRuns = 8, kKans = 12, kAnkans = 16, kPlain = 20, kSets = 24;

  int fu() const { return sums & 0xFF; }
  int run_count() const { return (sums >> kRuns) & 15; }
  int kans() const { return (sums >> kKans) & 15; }
  int concealed_sets() const { return (sums >> kAnkans) & 15; }     // ankans
  int set_count() const { return (sums >> kSets) & 15; }            // pons and kans
  bool all_yaochu() const { return ((sums >> kPlain) & 15) == 0; }  // terminal or honour each
};

// Made by build_view only, which assigns every field, so it has no member initialisers (no
// zeroing of its ~120 bytes first).
struct HandView {
  TileMask present;  // kinds held
  bool closed;       // no meld but ankan
  bool tsumo;
  Tile win;  // the winning tile
  bool dealer;
  int kans;
  int dora;             // from the dora indicators
  int aka;              // red fives (when `aka_dora`)
  int ura;              // from the ura indicators (riichi hands, when `ura_dora`)
  int kita;             // three-player: the set-aside Norths' han (sanma.hpp kita_han)
  const HanTable* han;  // the yaku that score on this hand and their han (rules' [closed])
  // Arrangement-independent yaku, not yet filtered by openness: evaluate filters them with the
  // reading's own and sums the han of both at once (the two sets are disjoint).
  YakuMask yaku;
  YakumanMask yakuman;  // arrangement-independent yakuman
  // The tiles allow chanta / junchan (no tile of rank 4-6), ittsu (a whole suit) or sanshoku
  // (three ranks in a row in each suit): only then does a reading test them.
  bool rare_sets;
  int meld_count;
  MeldSummary melds;
  // Fu of a pair of each kind (dragons, seat and round wind): a row of the rules' table
  // (ScoringTables::pair_fu), one per seat, round and `double_wind_pair_fu`, rather than 34
  // bytes copied into every view.
  const uint8_t* pair_fu;
};

// Kinds held at least once (bit n = tile kind n); at least three times for kinds 24-33 (the
// honours and the last souzu; lower bits are 0).
struct CountMasks {
  TileMask present = 0;
  TileMask triplets = 0;
};
CountMasks count_masks(const TileCounts& counts);
// Number of tiles in `counts`.
int tile_total(const TileCounts& counts);

// Whether `w` holds `seat`, without a branch on whether it holds a seat: its payload byte is
// read either way (a disengaged one holds a stale or default byte, which has_value() masks
// out), from the object's first byte rather than through `*w`, a precondition violation when
// `w` is empty. libstdc++ and libc++ keep the payload first (RiichiInternal.HoldsSeat checks it).
inline bool holds_seat(const std::optional<Wind>& w, Wind seat) {
  static_assert(sizeof(w) == 2 && std::is_trivially_copyable_v<std::optional<Wind>>);
  uint8_t payload;
  std::memcpy(&payload, &w, 1);
  return w.has_value() & (payload == static_cast<uint8_t>(seat));
}

// The request's eight flags, consecutive bools from `riichi` to `first_turn`, as the bytes of one
// word, so that the rarer ones (last_tile, after_kan, robbing_kan, first_turn: most requests
// have none) are tested at once, here and in build_view: one load and one test, not one each.
static_assert(std::is_standard_layout_v<ScoreRequest> &&
              offsetof(ScoreRequest, first_turn) == offsetof(ScoreRequest, riichi) + 7);
inline uint64_t flag_word(const ScoreRequest& r) {
  uint64_t w;
  std::memcpy(&w, reinterpret_cast<const unsigned char*>(&r) + offsetof(ScoreRequest, riichi), 8);
  return w;
}
constexpr uint64_t flag_bit(std::size_t offset) {
  return uint64_t{1} << 8 * (offset - offsetof(ScoreRequest, riichi));
}
inline constexpr uint64_t kRareFlags =
    flag_bit(offsetof(ScoreRequest, last_tile)) | flag_bit(offsetof(ScoreRequest, after_kan)) |
    flag_bit(offsetof(ScoreRequest, robbing_kan)) | flag_bit(offsetof(ScoreRequest, first_turn));

// invalid_hand / invalid_context checks of issue 3 "Validation": the tile count and the winning
// tile (invalid_hand), then the flags (invalid_context). The scorer runs the tile checks only
// when the hand has no arrangement: any arrangement already has 14 tiles and the winning tile.
Result<void> validate_tiles(const Hand& hand);
Result<void> validate_context(const ScoreRequest& request);
// The first invalid_context problem of the flags (issue 3 "Validation"), nullptr when none;
// inline so that the scorer checks the flags without a call. Written for random requests:
// the checks of the rarer flags sit behind one test of them all, and the checks on common
// flags (riichi and ippatsu against openness, the discarder's seat on a ron) are compared as
// numbers, where `&&` chains branched on the random flags themselves.
inline const char* context_problem(const ScoreRequest& r, bool closed, int kans) {
  const Hand& h = r.hand;
  const bool ron = r.win_by == WinBy::Ron;
  const bool riichi = r.riichi | r.double_riichi;
  if (riichi > closed) return "riichi with an open hand";
  if (r.ippatsu > closed) return "ippatsu with an open hand";
  if (r.ippatsu > riichi) return "ippatsu without riichi";
  if (flag_word(r) & kRareFlags) {
    if (r.after_kan && ron) return "after_kan (rinshan) on a ron";
    if (r.after_kan && kans == 0) return "after_kan without a kan";
    if (r.robbing_kan && !ron) return "robbing_kan (chankan) on a tsumo";
    if (r.last_tile && r.after_kan) return "last_tile with after_kan";
    if (r.first_turn && !h.melds.empty()) return "first_turn with melds";
    if (r.first_turn && ron && r.seat == Wind::East) return "first_turn ron by the dealer";
  }
  // The two seat checks as one test: `from` is held on a ron only, so a branch on it (as
  // `value_or` or `&&` compile) follows the random ron / tsumo.
  const bool discarder_wins = ron & holds_seat(r.from, r.seat);
  const bool liable_wins = holds_seat(r.liable, r.seat);
  if (discarder_wins | liable_wins)
    return discarder_wins ? "the discarder is the winner" : "the liable seat is the winner";
  return nullptr;
}
// The same with the hand's openness and kan count already known (the view's `closed`, `kans`).
Result<void> validate_context(const ScoreRequest& request, bool closed, int kans);
Result<void> validate_request(const ScoreRequest& request);  // both, in that order

// The view of a request (its hand complete, the context validated). Returned by value: every
// field is assigned.
HandView build_view(const ScoreRequest& request, const ScoringRules& rules);

}  // namespace mjscore::riichi
