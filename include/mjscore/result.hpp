// The one result struct every front end renders (CLI text, JSON, HTTP, Python).
// Contract "Response". Allocation-free: ids and reasons are static string_views.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "mjscore/analysis.hpp"
#include "mjscore/request.hpp"
#include "mjscore/small_vector.hpp"

namespace mjscore {

// Where a family's element ids start among every family's: ElementId::index is the family's
// own index (its descriptor's element_ids) plus this base, so that an element stays 8 bytes
// (the scorer writes each with one store) and tells its family.
inline constexpr int kElementIdsPerFamily = 256;
constexpr int element_id_base(Family f) { return kElementIdsPerFamily * static_cast<int>(f); }

// An element's id: its family and its index among the family's ids; reads as its text.
struct ElementId {
  uint16_t index = 0;  // element_id_base(family()) + local()

  constexpr Family family() const { return static_cast<Family>(index / kElementIdsPerFamily); }
  constexpr int local() const { return index % kElementIdsPerFamily; }
  std::string_view text() const;  // the family's table (src/engine/families.cpp)
  operator std::string_view() const { return text(); }
  std::size_t size() const { return text().size(); }
  friend bool operator==(ElementId a, std::string_view b) { return a.text() == b; }
};

// The unit of an element's amount, its JSON key; reads as its text.
struct ElementUnit {
  // limit: a fraction of the limit in thousandths (classical; the writers print amount / 1000).
  enum Id : uint8_t { han, yakuman, faan, points, doubles, limit };
  static constexpr std::string_view kText[] = {"han",    "yakuman", "faan",
                                               "points", "doubles", "limit"};

  Id id = han;

  constexpr std::string_view text() const { return kText[id]; }
  constexpr operator std::string_view() const { return text(); }
  constexpr std::size_t size() const { return text().size(); }
  friend constexpr bool operator==(ElementUnit a, std::string_view b) { return a.text() == b; }
};

// A scoring element: {"id": "riichi", "han": 1}, {"id": "kokushi", "yakuman": 1},
// {"id": "dora", "han": 2}.
struct Element {
  ElementId id;
  ElementUnit unit;
  int amount = 0;
};
static_assert(sizeof(Element) == 8);

// The reason of a fu line, one of the stable snake_case ids of docs/riichi.md, held as its
// index so that a whole line is 4 bytes (the scorer writes each line with one store); it reads
// as its text. The waits are in `Wait` order (the scorer adds the wait to `ryanmen`).
struct FuReason {
  enum Id : uint8_t {
    base,
    closed_ron,
    open_triplet,
    closed_triplet,
    open_kan,
    closed_kan,
    pair,
    ryanmen,
    kanchan,
    penchan,
    tanki,
    shanpon,
    tsumo,
    open_pinfu,
    round_up,
    chiitoitsu,
  };
  static constexpr std::string_view kText[] = {
      "base",  "closed_ron", "open_triplet", "closed_triplet", "open_kan", "closed_kan",
      "pair",  "ryanmen",    "kanchan",      "penchan",        "tanki",    "shanpon",
      "tsumo", "open_pinfu", "round_up",     "chiitoitsu"};

  Id id = base;

  constexpr std::string_view text() const { return kText[id]; }
  constexpr operator std::string_view() const { return text(); }
  constexpr std::size_t size() const { return text().size(); }
  friend constexpr bool operator==(FuReason a, std::string_view b) { return a.text() == b; }
};

struct FuLine {
  FuReason reason;
  int8_t fu = 0;
  Tile tile = Tile::M1;  // the set or pair the line is about (for the human breakdown)
  bool has_tile = false;
};

enum class Limit : uint8_t { None, Mangan, Haneman, Baiman, Sanbaiman, KazoeYakuman, Yakuman };
constexpr std::string_view limit_name(Limit l) {
  switch (l) {
    case Limit::None:
      return "";
    case Limit::Mangan:
      return "mangan";
    case Limit::Haneman:
      return "haneman";
    case Limit::Baiman:
      return "baiman";
    case Limit::Sanbaiman:
      return "sanbaiman";
    case Limit::KazoeYakuman:
      return "kazoe_yakuman";
    case Limit::Yakuman:
      return "yakuman";
  }
  return "";
}

// Every seat's change, in seat order E S W N.
using Deltas = std::array<int, kSeats>;

// The members of a riichi score (docs/riichi.md): the JSON members after the reading.
struct RiichiScore {
  int han = 0;
  int fu = 0;
  int yakuman = 0;
  Limit limit = Limit::None;
  SmallVector<FuLine, 16> fu_details;
  int basic_points = 0;
};

// The members of an HK score (docs/hk.md).
struct HkScore {
  int faan = 0;             // capped at the preset's max_faan
  int base = 0;             // base points after the faan curve
  bool faan_limit = false;  // the faan reached the cap (JSON "limit": true)
};

// The members of a classical score (docs/classical.md).
struct ClassicalScore {
  int points = 0;
  int doubles = 0;
  std::optional<double> limit_fraction;
  int score = 0;
  bool won = true;         // the request's `won`
  bool dead_hand = false;  // seed 003 section 8: a wrong tile count scores nothing
};

// A score: the members every family has, then one member per family of which only `family`'s
// is written (the others keep their initial values).
//
// Why members and not a std::variant of the family parts: a batch scores into one ScoreResult
// again and again; with plain members the riichi scorer writes its fields in place (the fu lines
// with one store each) and the writer reads them at fixed offsets, with no index to test and no
// alternative to construct per request. The HK and classical parts add 40 bytes to the ~2 KB
// of list storage. Nothing allocates either way.
struct ScoreResult {
  // User-provided, so that value-initialisation (`ScoreResult()`, `Result<ScoreResult>`) does not
  // zero the ~2 KB of list storage first: the member initialisers below are all that runs.
  ScoreResult() noexcept {}

  Family family = Family::Riichi;
  std::string_view preset;  // points into the preset registry (lives as long as it)

  int value = 0;                 // what the winner gains from the hand itself
  std::optional<Deltas> deltas;  // honba and sticks included; on ron needs `from`
  // Seats at the table: 3 for three-player riichi (docs/sanma.md), whose deltas hold E, S and W
  // only (N stays 0); every scorer sets it.
  int8_t seats = 4;
  SmallVector<Element, 32> elements;
  Arrangement reading;  // the chosen arrangement

  RiichiScore riichi;        // family Riichi
  HkScore hk;                // family HK
  ClassicalScore classical;  // family Classical
};

}  // namespace mjscore
