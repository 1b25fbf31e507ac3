// Response lines of the JSON contract ("Response"; extensions in docs/json-api.md), written in
// place at the end of a ResponseBuffer: a response's bound is taken as room first, then written
// through a Cursor (json/json_out.hpp) from the fragment tables (contract/response_fragments.hpp).
#include <algorithm>
#include <cstddef>

#include "contract/fast/batch.hpp"
#include "contract/response_fragments.hpp"
#include "engine/families.hpp"
#include "json/json_out.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

// Runs `Cursor write(Cursor)` at the end of `o` with room for `bound` bytes (plus the slack of
// fixed-size copies) and ends the text where the writer stopped.
template <class F>
[[gnu::always_inline]] inline void bounded(ResponseBuffer& o, std::size_t bound, F&& write) {
  o.set_end(write(out::Cursor{o.room(bound + out::kSlack)}).p);
}

// The bound of open_response by the sizes of the id and the preset: a family's default preset
// is part of its opening fragment (at most 64 bytes with `{"id":`), another is escaped.
constexpr std::size_t open_bound(std::size_t id, std::size_t preset) {
  return 64 + id + 6 * preset;
}

// `{"id":<id>,"ok":<ok>,"rules":<family>,"preset":<preset>` of every response (the id is raw
// JSON; an absent id, an unknown family and no preset are null). A request that names no preset
// or its family's default opens with one fragment. `plain`: the preset holds no byte to escape.
[[gnu::always_inline]] inline void open_response(out::Cursor& c, std::string_view id, bool ok,
                                                 std::optional<Family> family,
                                                 std::string_view preset, bool plain = false) {
  c.lit("{\"id\":");
  if (id.empty()) {
    c.lit("null");
  } else {
    c.text(id);
  }
  if (family && (preset.empty() || frag::is_default_preset(*family, preset))) [[likely]] {
    c.frag(frag::kOpeningDefault, frag::opening_default(ok, *family));
    return;
  }
  c.frag(frag::kOpening, frag::opening(ok, family));
  if (preset.empty()) {  // an unknown family names no default
    c.lit("null");
  } else if (plain) {
    c.quoted(preset);
  } else {
    c.escaped(preset);
  }
}

// The red fives of each block: called melds keep their own; the hand's concealed red fives go
// to the first concealed blocks holding a five of that suit.
template <class F>
void for_each_block_red(const Arrangement& reading, const Hand& hand, F&& f) {
  RedCounts left = hand.concealed_red;
  for (const auto& b : reading.blocks) {
    int red = 0;
    if (is_suited(b.first)) {
      const int s = static_cast<int>(suit_of(b.first));
      if (b.from_meld()) {
        red = b.meld < hand.melds.size() ? hand.melds[b.meld].red : 0;
      } else {
        const int r = rank_of(b.first);
        const int fives = b.kind == BlockKind::Run       ? (r >= 3 && r <= 5)
                          : r != 5                       ? 0
                          : b.kind == BlockKind::Triplet ? 3
                          : b.kind == BlockKind::Kan     ? 4
                                                         : 2;
        red = std::min<int>(left[s], fives);
        left[s] = static_cast<uint8_t>(left[s] - red);
      }
    }
    f(b, red);
  }
}

bool has_red_five(const Hand& hand) {
  if ((hand.concealed_red[0] | hand.concealed_red[1] | hand.concealed_red[2]) != 0) return true;
  for (const Meld& m : hand.melds)
    if (m.red != 0) return true;
  return false;
}

// Whether `e` counts han and 0 <= amount < 128 (nearly every element): one test of its 8
// bytes, the unit's byte zero and the amount's high bits clear.
inline bool is_small_han(const Element& e) {
  static_assert(ElementUnit::han == 0 && sizeof(Element) == 8);
  constexpr uint64_t kMask = uint64_t{0xFF} << (8 * offsetof(Element, unit)) |
                             uint64_t{0xFFFFFF80} << (8 * offsetof(Element, amount));
  uint64_t bytes;
  std::memcpy(&bytes, &e, sizeof bytes);
  return (bytes & kMask) == 0;
}

// `,"elements":[...]`: an element without a unit counts han. Items end with `},{`
// (Cursor::close_item).
[[gnu::always_inline]] inline void write_elements(out::Cursor& c, const ScoreResult& r) {
  c.lit(",\"elements\":[{");
  for (const Element& e : r.elements) {
    if (is_small_han(e)) [[likely]] {
      c.frag(frag::kHanHead, e.id.index);
      c.close_item(static_cast<int8_t>(e.amount));  // in range: no test
      continue;
    }
    if (e.unit.id == ElementUnit::han) {
      c.frag(frag::kHanHead, e.id.index);
    } else if (e.unit.id == ElementUnit::yakuman) {
      c.frag(frag::kYakumanHead, e.id.index);
    } else if (e.unit.id == ElementUnit::limit) {  // a fraction, held in thousandths
      c.lit("\"id\":\"");
      c.text(e.id);
      c.lit("\",\"limit\":");
      c.number(e.amount / 1000.0);
      c.lit("},{");
      continue;
    } else {
      c.lit("\"id\":\"");
      c.text(e.id);
      c.lit("\",\"");
      c.text(e.unit);
      c.lit("\":");
    }
    c.close_item(e.amount);
  }
  c.close_items(r.elements.empty());
}

// The blocks of a hand with red fives (out of line, the cursor in and out by value: a lambda
// holding the caller's cursor by reference would keep it in memory for the whole response).
[[gnu::noinline]] out::Cursor red_five_blocks(out::Cursor c, const Arrangement& reading,
                                              const Hand& hand) {
  for_each_block_red(reading, hand, [&](const Block& b, int red) { frag::block(c, b, red); });
  return c;
}

// The one set of a thirteen-orphans reading, the whole hand: `,"<tiles>"`.
[[gnu::noinline]] out::Cursor thirteen_orphans_set(out::Cursor c, const Hand& hand) {
  c.lit(",\"");
  c.text(format_tiles(hand.concealed, hand.concealed_red));
  c.ch('"');
  return c;
}

// The most bytes thirteen_orphans_set writes: a digit per tile of the hand's concealed tiles and
// a suit letter per suit, with its comma and quotes.
inline constexpr std::size_t kThirteenOrphansSet = kTileKinds * kCopies + 4 + 3;

inline constexpr int kRegularBlocks = 5;  // four sets and a pair

// `,"reading":{"sets":[...],"wait":<wait>}`.
[[gnu::always_inline]] inline void write_reading(out::Cursor& c, const ScoreResult& r,
                                                 const Hand& hand) {
  c.lit(",\"reading\":{\"sets\":");
  char* const open = c.p;
  if (r.reading.shape == Shape::ThirteenOrphans) [[unlikely]] {
    c = thirteen_orphans_set(c, hand);
  } else if (has_red_five(hand)) [[unlikely]] {
    c = red_five_blocks(c, r.reading, hand);
  } else if (r.reading.blocks.size() == kRegularBlocks) [[likely]] {
#pragma GCC unroll 5
    for (int k = 0; k < kRegularBlocks; ++k) frag::block(c, r.reading.blocks[k], 0);
  } else {  // seven pairs
    for (const Block& b : r.reading.blocks) frag::block(c, b, 0);
  }
  c.open_list(open);
  c.frag(frag::kWaitEnd, frag::wait_end(r.reading.wait));
}

template <std::size_t N>
[[gnu::always_inline]] inline void integer_member(out::Cursor& c, const char (&key)[N], int v) {
  c.lit(key);
  c.integer(v);
}

// The bound of a score response (frag::kScoreFixed, frag::kScoreItem): the most items and sets
// a result holds, so that it is a constant but for the id and the preset. The items are the
// elements and the longest list of a family's part (riichi's fu lines); the family's members
// (FamilyDescriptor::score_members) are within kScoreFixed.
std::size_t score_bound(std::string_view id, const ScoreResult& r) {
  constexpr std::size_t kMostItems =
      decltype(r.elements)::capacity() + decltype(r.riichi.fu_details)::capacity();
  constexpr std::size_t kItems =
      (frag::kScoreItem + frag::kItemText) * kMostItems + kThirteenOrphansSet;
  return frag::kScoreFixed + kItems + id.size() + 6 * r.preset.size();
}

// `plain_preset`: the result's preset holds no byte to escape.
void score_response(ResponseBuffer& o, std::string_view id, const ScoreResult& r, const Hand& hand,
                    bool plain_preset) {
  bounded(o, score_bound(id, r), [&](out::Cursor c) {
    open_response(c, id, true, r.family, r.preset, plain_preset);
    c.lit(",\"value\":");
    c.amount(r.value);
    if (r.deltas) {
      c.lit(",\"deltas\":{\"E\":");
      c.four_amounts(r.deltas->data(), [](out::Cursor& d, int seat) {
        constexpr uint64_t kSeatKeys[] = {0, out::text_word(",\"S\":"), out::text_word(",\"W\":"),
                                          out::text_word(",\"N\":")};
        d.word(kSeatKeys[seat], 5);
      });
      // Three-player (docs/sanma.md): E, S and W only. The North entry is then always 0, so the
      // text written last is `,"N":0`, taken back; one subtraction, no test per value.
      c.p -= 6 * (r.seats == 3);
      c.ch('}');
    }
    write_elements(c, r);
    write_reading(c, r, hand);
    c = engine::family(r.family).score_members(c, r);  // the family's members
    c.ch('}');
    return c;
  });
}

// Whether the preset of `a`'s response holds no byte to escape: under a rule set the reader
// resolved, the request's preset (Answer::preset) and the result's (the family's default or the
// request's, an exact match) were read by the common-shape reader: plain ASCII without a quote,
// backslash or control byte.
bool plain_preset(const Answer& a) { return a.rules != nullptr; }

// A third of real traffic is answered with an error (no yaku): one bounded write, like scores.
void error_response(ResponseBuffer& o, const Answer& a) {
  const Error& e = *a.error;
  const std::string_view message = e.message;
  // 96: the error's head (kErrorHead, at most 64 bytes), its position and the closing.
  const std::size_t bound = open_bound(a.id.size(), a.preset.size()) + 96 + 6 * message.size();
  bounded(o, bound, [&](out::Cursor c) {
    open_response(c, a.id, false, a.family, a.preset, plain_preset(a));
    c.frag(frag::kErrorHead, frag::error_head(e.code));
    if (frag::is_no_yaku_message(message)) [[likely]] {
      c.frag(frag::kNoYakuQuoted, 0);
    } else {
      c.escaped(message);
    }
    if (e.position >= 0) {
      c.lit(",\"position\":");
      c.integer(e.position);
    }
    c.lit("}}");
    return c;
  });
}

// `,"<key>":"<tiles>"` of a tile set (the tile text needs no escapes).
void tile_set_member(out::Cursor& c, std::string_view key, TileMask mask) {
  TileCounts counts{};
  for (int k = 0; k < kTileKinds; ++k) counts[k] = (mask >> k) & 1u;
  c.lit(",\"");
  c.text(key);
  c.lit("\":");
  c.quoted(format_tiles(counts));
}

void waits_response(ResponseBuffer& o, const Answer& a) {
  const WaitsAnswer& w = a.waits;
  // 320: the members' keys, two tile sets of at most 34 tiles and five small integers.
  bounded(o, open_bound(a.id.size(), a.preset.size()) + 320, [&](out::Cursor c) {
    open_response(c, a.id, true, a.family.value_or(kDefaultFamily), a.preset);
    c.lit(",\"tenpai\":");
    if (w.waits.tenpai()) {
      c.lit("true");
    } else {
      c.lit("false");
    }
    tile_set_member(c, "waits", w.waits.waits);
    integer_member(c, ",\"shanten\":", w.shanten.best());
    tile_set_member(c, "exhausted", w.waits.exhausted);
    integer_member(c, ",\"shanten_by_shape\":{\"regular\":", w.shanten.regular);
    integer_member(c, ",\"seven_pairs\":", w.shanten.seven_pairs);
    integer_member(c, ",\"thirteen_orphans\":", w.shanten.thirteen_orphans);
    c.lit("}}");
    return c;
  });
}

// Game and final responses: their members as text (game_json_write.cpp), after the opening.
void members_response(ResponseBuffer& o, const Answer& a, std::string_view members) {
  bounded(o, open_bound(a.id.size(), a.preset.size()) + members.size() + 2, [&](out::Cursor c) {
    open_response(c, a.id, true, a.family, a.preset);
    if (!members.empty()) {
      c.ch(',');
      c.text(members);
    }
    c.ch('}');
    return c;
  });
}

// Every response but score and error answers (out of line: its frame stays off the score path).
[[gnu::noinline]] void other_response(const Answer& a, ResponseBuffer& o) {
  switch (a.type) {
    case RequestType::Waits:
      return waits_response(o, a);
    default:
      // A family's own request type (game, final, settle, round): its codec writes the members.
      if (const FamilyRequest* r = engine::request_of(a.request.index()))
        return members_response(o, a, r->write(a.request, a));
      return members_response(o, a, {});
  }
}

}  // namespace

std::string_view wait_name(Wait w) { return frag::wait_text(w); }

std::vector<std::string> reading_sets(const Arrangement& reading, const Hand& hand) {
  if (reading.shape == Shape::ThirteenOrphans)
    return {format_tiles(hand.concealed, hand.concealed_red)};
  std::vector<std::string> sets;
  for_each_block_red(reading, hand, [&](const Block& b, int red) {
    char text[8];
    out::Cursor c{text};
    frag::block(c, b, red);  // `,"<set>"`
    sets.emplace_back(text + 2, c.p - 1);
  });
  return sets;
}

std::string score_family_members(const ScoreResult& r) {
  ResponseBuffer o;
  bounded(o, score_bound({}, r), [&](out::Cursor c) {
    c = engine::family(r.family).score_members(c, r);  // `,"<key>":<value>...`
    return c;
  });
  std::string members(o.view());
  if (members.empty()) return "{}";
  members[0] = '{';
  return members + '}';
}

std::string request_members(const Answer& a) {
  const FamilyRequest* r = engine::request_of(a.request.index());
  return "{" + (r ? r->write(a.request, a) : std::string()) + "}";
}

void write_response(const Answer& a, ResponseBuffer& o) {
  if (a.error) return error_response(o, a);
  if (a.type == RequestType::Score) [[likely]]
    return score_response(o, a.id, a.score, std::get_if<ScoreRequest>(&a.request)->hand,
                          plain_preset(a));
  other_response(a, o);
}

}  // namespace mjscore::json
