// Response lines of the JSON contract ("Response"; extensions in docs/json-api.md), written by
// hand into the caller's buffer.
#include <algorithm>
#include <cstddef>
#include <type_traits>

#include "json/json_out.hpp"
#include "json/response_fragments.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

// The preset a response names: the request's, else the family's default; empty (null) when
// the family is unknown.
std::string_view shown_preset(std::optional<Family> family, std::string_view preset) {
  if (!preset.empty() || !family) return preset;
  return default_preset(*family);
}

// Bytes open_response may write beyond the id and the request's preset escaped: a family's
// default preset is part of its opening fragment (kOpeningDefault, at most 64 bytes with `{"id":`).
constexpr std::size_t kOpenBytes = 64;

// The bound of open_response, by the sizes of the id and the preset.
constexpr std::size_t open_bound(std::size_t id, std::size_t preset) {
  return kOpenBytes + id + 6 * preset;
}

// How the score and error writers take the parts of a response that leave its usual form (an id
// of more than 64 bytes, a preset that is not the default, an amount beyond the tables, another
// family, a thirteen-orphans set, ...): `general` writes them with the out-of-line helpers;
// `leaf` gives up (the writer returns false, nothing committed) and write_response writes the
// response again in general. The leaf writers make no call but tail calls, so GCC gives them no
// stack realignment (which 32-byte copies bring into a function that calls) and saves three
// registers (the error writer none) instead of six: 2606.7 -> 2574.9 instructions a request
// with the constant bounds below, the first step (callgrind). A hand with red fives goes on in
// general after the leaf head (score_rest_general), so it costs no second start.
enum class Mode { general, leaf };

// The most bytes of an id and a preset a leaf writer writes: a longer id is copied with memcpy,
// and the leaf writers give up on all but the families' default presets. Their bounds are then
// constants (no sizes loaded before the room is tested).
inline constexpr std::size_t kLeafId = 64;
inline constexpr std::size_t kLeafPreset = [] {
  std::size_t most = 0;
  for (Family f : {Family::Riichi, Family::HK, Family::Classical})
    most = std::max(most, default_preset(f).size());
  return most;
}();

// Whether a response opens with its family's default preset (one fragment, kOpeningDefault).
inline bool default_opening(std::optional<Family> family, std::string_view preset) {
  return family && (preset.empty() || frag::is_default_preset(*family, preset));
}

// Whether a leaf writer takes a response's opening: the default preset and an id of at most
// kLeafId bytes. Tested before the leaf writer starts (write_response), so that a response it
// does not take costs no register saves or bytes written first: the conformance file's
// responses (errors other than no_yaku) cost 24 instructions more each when error_leaf tested
// them itself, and still cost 13 more than before the leaf writers (callgrind).
inline bool leaf_opening(std::string_view id, std::optional<Family> family,
                         std::string_view preset) {
  return id.size() <= kLeafId && default_opening(family, preset);
}

// `{"id":<id>,"ok":<ok>,"rules":<family>,"preset":<preset>` of every response (the id is raw
// JSON; an absent id, an unknown family and no preset are null). In leaf mode leaf_opening
// holds.
template <Mode M = Mode::general>
[[gnu::always_inline]] inline void open_response(out::Cursor& c, std::string_view id, bool ok,
                                                 std::optional<Family> family,
                                                 std::string_view preset) {
  c.lit("{\"id\":");
  if (id.empty()) {
    c.lit("null");
  } else if (M == Mode::leaf) {
    c.short_text(id);
  } else {
    c.text(id);
  }
  if (M == Mode::leaf || default_opening(family, preset)) {
    c.frag(frag::kOpeningDefault, frag::opening_default(ok, *family));
    return;
  }
  c.frag(frag::kOpening, frag::opening(ok, family));
  const std::string_view shown = shown_preset(family, preset);
  if (shown.empty()) {
    c.lit("null");
  } else {
    c.escaped(shown);
  }
}

// Runs `bool write(Cursor&)` at the end of `o` (out::bounded); in leaf mode only when `o` has the
// room without growing, and committed only when the writer did not give up.
template <Mode M, class Out, class F>
[[gnu::always_inline]] inline bool write_bounded(Out& o, std::size_t bound, F&& write) {
  if constexpr (M == Mode::leaf) {
    if (!o.has_room(bound + out::kSlack)) return false;
    out::Cursor c{o.room(bound + out::kSlack)};
    if (!write(c)) return false;
    o.set_end(c.p);
  } else {
    out::bounded(o, bound, [&](out::Cursor c) {
      write(c);
      return c;
    });
  }
  return true;
}

// The same appended to `o` (responses written with the std::string helpers).
void header(std::string& o, std::string_view id, bool ok, std::optional<Family> family,
            std::string_view preset) {
  out::bounded(o, open_bound(id.size(), preset.size()), [&](out::Cursor c) {
    open_response(c, id, ok, family, preset);
    return c;
  });
}

// Appends the canonical text of one block ("123m", "055p", "1111z"): runs ascend, a red five
// is written 0 before the plain fives (docs/notation.md "Canonical output").
void append_block(std::string& o, const Block& b, int red) {
  const int r = rank_of(b.first);
  char buf[6];
  int n = 0;
  if (b.kind == BlockKind::Run) {
    for (int k = 0; k < 3; ++k)
      buf[n++] = (r + k == 5 && red) ? '0' : static_cast<char>('0' + r + k);
  } else {
    const int copies = b.kind == BlockKind::Triplet ? 3 : b.kind == BlockKind::Kan ? 4 : 2;
    for (int k = 0; k < copies; ++k) buf[n++] = k < red ? '0' : static_cast<char>('0' + r);
  }
  buf[n++] = kSuitLetters[static_cast<int>(suit_of(b.first))];
  o.append(buf, n);
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
                          : rank_of(b.first) != 5        ? 0
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

// The melds tested one by one and left at the first red five: an OR over all of them cost 3
// instructions a request more (GCC vectorised it in the leaf writer; callgrind).
bool has_red_five(const Hand& hand) {
  if ((hand.concealed_red[0] | hand.concealed_red[1] | hand.concealed_red[2]) != 0) return true;
  for (const Meld& m : hand.melds)
    if (m.red != 0) return true;
  return false;
}

void tile_mask_text(std::string& o, TileMask mask) {
  TileCounts counts{};
  for (int k = 0; k < kTileKinds; ++k) counts[k] = (mask >> k) & 1u;
  out::string(o, format_tiles(counts));
}

// Whether `e` counts han and 0 <= amount < 128 (nearly every element): one load and one test
// of its 8 bytes, the unit's byte zero and the amount's high bits clear, instead of a test of
// the unit and one of the amount's range (4.4 instructions a request less; callgrind).
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
template <Mode M>
[[gnu::always_inline]] inline bool write_elements(out::Cursor& c, const ScoreResult& r) {
  c.lit(",\"elements\":[{");
  for (const Element& e : r.elements) {
    if (is_small_han(e)) [[likely]] {
      c.frag(frag::kHanHead, e.id.index);
      c.close_item(static_cast<int8_t>(e.amount));  // in range: no test
      continue;
    }
    if (e.unit.id == ElementUnit::han) {  // the text before the amount at once
      c.frag(frag::kHanHead, e.id.index);
    } else if (e.unit.id == ElementUnit::yakuman) {
      c.frag(frag::kYakumanHead, e.id.index);
    } else {
      if (M == Mode::leaf) return false;
      c.lit("\"id\":\"");
      c.text(e.id);
      c.lit("\",\"");
      c.text(e.unit);
      c.lit("\":");
    }
    if (!c.close_item_small(e.amount)) [[unlikely]] {
      if (M == Mode::leaf) return false;
      c.close_item(e.amount);
    }
  }
  c.close_items(r.elements.empty());
  return true;
}

// The blocks of a hand with red fives. Out of line, the cursor in and out by value: a lambda
// holding the caller's cursor by reference would make it live in memory for the whole response.
[[gnu::noinline]] out::Cursor red_five_blocks(out::Cursor c, const Arrangement& reading,
                                              const Hand& hand) {
  for_each_block_red(reading, hand, [&](const Block& b, int red) { frag::block(c, b, red); });
  return c;
}

// The one set of a thirteen-orphans reading, the whole hand: `,"<tiles>"` (rare; out of line).
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

// `,"reading":{"sets":[...],"wait":<wait>}` (the blocks are written from the word table).
template <Mode M>
[[gnu::always_inline]] inline bool write_reading(out::Cursor& c, const ScoreResult& r,
                                                 const Hand& hand) {
  c.lit(",\"reading\":{\"sets\":");
  char* const open = c.p;
  if (r.reading.shape == Shape::ThirteenOrphans) {
    if (M == Mode::leaf) return false;
    c = thirteen_orphans_set(c, hand);
  } else if (M == Mode::general && has_red_five(hand)) {  // none in leaf (score_leaf)
    c = red_five_blocks(c, r.reading, hand);
  } else if (r.reading.blocks.size() == kRegularBlocks) {  // most hands: no red five either
    // Unrolled: the loop's exit after five blocks was mispredicted (callgrind) now and then.
#pragma GCC unroll 5
    for (int k = 0; k < kRegularBlocks; ++k) frag::block(c, r.reading.blocks[k], 0);
  } else {  // seven pairs without red fives
    for (const Block& b : r.reading.blocks) frag::block(c, b, 0);
  }
  c.open_list(open);
  c.frag(frag::kWaitEnd, frag::wait_end(r.reading.wait));
  return true;
}

// The riichi members after the reading: han, fu, yakuman, limit and the fu lines.
template <Mode M>
[[gnu::always_inline]] inline bool write_riichi(out::Cursor& c, const ScoreResult& r) {
  c.lit(",\"han\":");
  if (!c.count_small(r.han)) [[unlikely]] {
    if (M == Mode::leaf) return false;
    c.count(r.han);
  }
  c.lit(",\"fu\":");
  if (!c.count_small(r.fu)) [[unlikely]] {
    if (M == Mode::leaf) return false;
    c.count(r.fu);
  }
  // `,"yakuman":0` is part of the limit's fragment; the fragment taken in each branch (a flag
  // from r.yakuman, read again after the stores, cost 3.8 instructions a request; callgrind).
  if (r.yakuman != 0) [[unlikely]] {
    c.lit(",\"yakuman\":");
    if (!c.count_small(r.yakuman)) [[unlikely]] {
      if (M == Mode::leaf) return false;
      c.count(r.yakuman);
    }
    c.frag(frag::kLimitFu, frag::limit_fu(r.limit, false));  // ... ,"fu_details":[{
  } else {
    c.frag(frag::kLimitFu, frag::limit_fu(r.limit, true));
  }
  for (const FuLine& f : r.fu_details) {
    c.frag(frag::kFuLineHead, f.reason.id);
    c.close_item(f.fu);
  }
  c.close_items(r.fu_details.empty());
  return true;
}

// The bound of a score response (frag::kScoreFixed, frag::kScoreItem): a std::string is filled
// with zeros up to it before the write (no uninitialised growth in C++20), so its bound follows
// the result's items; a ResponseBuffer's room is not written first, so its bound takes the most
// items and sets a result holds (a constant: 7 instructions a request less; callgrind).
template <class Out, Mode M>
std::size_t score_bound(std::string_view id, const ScoreResult& r) {
  constexpr std::size_t kItem = frag::kScoreItem + frag::kItemText;
  const std::size_t fixed = M == Mode::leaf ? frag::kScoreFixed + kLeafId + 6 * kLeafPreset
                                            : frag::kScoreFixed + id.size() + 6 * r.preset.size();
  if constexpr (std::is_same_v<Out, ResponseBuffer>) {
    constexpr std::size_t kMostItems =
        decltype(r.elements)::capacity() + decltype(r.fu_details)::capacity();
    return fixed + kItem * kMostItems + kThirteenOrphansSet;
  } else {
    return fixed + kItem * (r.elements.size() + r.fu_details.size()) +
           (r.reading.shape == Shape::ThirteenOrphans ? kThirteenOrphansSet : 0);
  }
}

// A score response up to its elements: the opening, value, deltas and elements. In leaf mode
// leaf_score holds.
template <Mode M>
[[gnu::always_inline]] inline bool score_head(out::Cursor& c, std::string_view id,
                                              const ScoreResult& r) {
  open_response<M>(c, id, true, M == Mode::leaf ? Family::Riichi : r.family, r.preset);
  c.lit(",\"value\":");
  // Without the sign: 5.2 instructions a request less (callgrind).
  if (!c.unsigned_amount_from_table(r.value)) [[unlikely]] {
    if (M == Mode::leaf) return false;
    c.amount(r.value);
  }
  if (r.deltas) {
    c.lit(",\"deltas\":{\"E\":");
    auto seat_key = [](out::Cursor& d, int seat) {
      constexpr uint64_t kSeatKeys[] = {0, out::text_word(",\"S\":"), out::text_word(",\"W\":"),
                                        out::text_word(",\"N\":")};
      d.word(kSeatKeys[seat], 5);  // one store of a constant
    };
    if (!c.four_amounts_from_table(r.deltas->data(), seat_key)) [[unlikely]] {
      if (M == Mode::leaf) return false;
      c.four_amounts(r.deltas->data(), seat_key);
    }
    c.ch('}');
  }
  return write_elements<M>(c, r);
}

// `<key><v>`: a member of the HK and classical responses.
template <std::size_t N>
[[gnu::always_inline]] inline void integer_member(out::Cursor& c, const char (&key)[N], int v) {
  c.lit(key);
  c.integer(v);
}

// The rest: the reading, the family's members and the closing brace.
template <Mode M>
[[gnu::always_inline]] inline bool score_rest(out::Cursor& c, const ScoreResult& r,
                                              const Hand& hand) {
  if (!write_reading<M>(c, r, hand)) return false;
  // score_head<leaf> took riichi only (the family is not tested again: r.family is read again
  // after every store, which may alias it, and the other families' calls would stay).
  if (M == Mode::leaf) return write_riichi<M>(c, r) && (c.ch('}'), true);
  switch (r.family) {
    case Family::Riichi:  // tested first (GCC tested it last)
      [[likely]] write_riichi<M>(c, r);
      break;
    case Family::HK:
      integer_member(c, ",\"faan\":", r.faan);
      integer_member(c, ",\"base\":", r.base);
      break;
    case Family::Classical:
      integer_member(c, ",\"points\":", r.points);
      integer_member(c, ",\"doubles\":", r.doubles);
      c.lit(",\"limit\":");
      if (r.limit_fraction) {
        c.number(*r.limit_fraction);
      } else {
        c.lit("null");
      }
      integer_member(c, ",\"score\":", r.score);
      break;
  }
  c.ch('}');
  return true;
}

// The whole response: bounded by the id, the preset and the element and fu line counts, so
// written through a Cursor. `Out` is a std::string or a ResponseBuffer (out::bounded of either).
// The thirteen-orphans set is written in place (no text made before the write): GCC then
// inlines this into write_response, one frame a response instead of two (26 instructions a
// request less; callgrind).
template <class Out>
void score_response(Out& o, std::string_view id, const ScoreResult& r, const Hand& hand) {
  out::bounded(o, score_bound<Out, Mode::general>(id, r), [&](out::Cursor c) {
    score_head<Mode::general>(c, id, r);
    score_rest<Mode::general>(c, r, hand);
    return c;
  });
}

}  // namespace

std::string_view wait_name(Wait w) { return frag::wait_text(w); }

std::string_view shape_name(Shape s) {
  switch (s) {
    case Shape::Regular:
      return "regular";
    case Shape::SevenPairs:
      return "seven_pairs";
    case Shape::ThirteenOrphans:
      return "thirteen_orphans";
  }
  return "unknown";
}

std::vector<std::string> reading_sets(const Arrangement& reading, const Hand& hand) {
  std::vector<std::string> sets;
  if (reading.shape == Shape::ThirteenOrphans) {
    sets.push_back(format_tiles(hand.concealed, hand.concealed_red));
    return sets;
  }
  for_each_block_red(reading, hand, [&](const Block& b, int red) {
    sets.emplace_back();
    append_block(sets.back(), b, red);
  });
  return sets;
}

void write_score_response(std::string& o, std::string_view id, const ScoreResult& r,
                          const Hand& hand) {
  score_response(o, id, r, hand);
}

void write_waits_response(std::string& o, std::string_view id, Family family,
                          std::string_view preset, const WaitsAnswer& w) {
  header(o, id, true, family, preset);
  out::key(o, "tenpai");
  out::boolean(o, w.waits.tenpai());
  out::key(o, "waits");
  tile_mask_text(o, w.waits.waits);
  out::key(o, "shanten");
  out::integer(o, w.shanten.best());
  out::key(o, "exhausted");
  tile_mask_text(o, w.waits.exhausted);
  o.append(",\"shanten_by_shape\":{\"regular\":");
  out::integer(o, w.shanten.regular);
  out::key(o, "seven_pairs");
  out::integer(o, w.shanten.seven_pairs);
  out::key(o, "thirteen_orphans");
  out::integer(o, w.shanten.thirteen_orphans);
  o.append("}}");
}

namespace {

// A third of real traffic is answered with an error (no yaku): one bounded write, like scores.
template <class Out, Mode M = Mode::general>
bool error_response(Out& o, std::string_view id, std::optional<Family> family,
                    std::string_view preset, const Error& e) {
  const std::string_view message = e.message;
  // 96: the error's head (kErrorHead, at most 64 bytes), its position and the closing.
  const std::size_t bound =
      M == Mode::leaf ? open_bound(kLeafId, kLeafPreset) + 96 + 6 * frag::kNoYakuMessage.size()
                      : open_bound(id.size(), preset.size()) + 96 + 6 * message.size();
  // In leaf mode leaf_error holds: the head is a constant.
  return write_bounded<M>(o, bound, [&](out::Cursor& c) {
    open_response<M>(c, id, false, family, preset);
    c.frag(frag::kErrorHead, frag::error_head(M == Mode::leaf ? ErrorCode::no_yaku : e.code));
    if (M == Mode::leaf || frag::is_no_yaku_message(message)) {
      c.frag(frag::kNoYakuQuoted);
    } else {
      c.escaped(message);
    }
    if (M == Mode::general && e.position >= 0) {
      c.lit(",\"position\":");
      c.integer(e.position);
    }
    c.lit("}}");
    return true;
  });
}

}  // namespace

void write_error_response(std::string& o, std::string_view id, std::optional<Family> family,
                          std::string_view preset, const Error& e) {
  error_response(o, id, family, preset, e);
}

namespace {

// Every response but score and error answers (out of line: its stack frame would otherwise be
// set up for every score response too).
[[gnu::noinline]] void write_other_response(const Answer& a, std::string& o) {
  if (a.type == RequestType::Waits) {
    write_waits_response(o, a.id, a.family.value_or(Family::Riichi), a.preset, a.waits);
    return;
  }
  header(o, a.id, true, a.family, a.preset);  // game, final, settle, round
  if (!a.body_json.empty()) {
    o.push_back(',');
    o.append(a.body_json);
  }
  o.push_back('}');
}

// The rare responses into a ResponseBuffer: written as text first, then copied.
[[gnu::noinline]] void write_other_response(const Answer& a, ResponseBuffer& o) {
  std::string text;
  write_other_response(a, text);
  o.append(text);
}

template <class Out>
void respond(const Answer& a, Out& o) {
  if (a.error) {
    error_response(o, a.id, a.family, a.preset, *a.error);
  } else if (a.type == RequestType::Score) {
    score_response(o, a.id, a.score, std::get<ScoreRequest>(a.request).hand);
  } else {
    write_other_response(a, o);
  }
}

// respond() in general mode, out of line: write_response's fallback.
[[gnu::noinline]] void respond_general(const Answer& a, ResponseBuffer& o) { respond(a, o); }

// The rest of a score response in general from `c` on, committed: the leaf writer's hands with
// red fives (in line, their blocks took more registers than the leaf writer has, and a frame
// again), without writing the head again.
[[gnu::noinline]] void score_rest_general(ResponseBuffer& o, out::Cursor c, const ScoreResult& r,
                                          const Hand& hand) {
  score_rest<Mode::general>(c, r, hand);
  o.set_end(c.p);
}

// Whether the leaf writer takes a score response: riichi, with a leaf opening.
inline bool leaf_score(const ScoreResult& r, std::string_view id) {
  return r.family == Family::Riichi && leaf_opening(id, r.family, r.preset);
}

// Whether the leaf writer takes an error response: no_yaku with its message and no position
// (escaped() may call escaped_slow), with a leaf opening.
inline bool leaf_error(const Answer& a) {
  const Error& e = *a.error;
  return e.code == ErrorCode::no_yaku && frag::is_no_yaku_message(e.message) && e.position < 0 &&
         leaf_opening(a.id, a.family, a.preset);
}

// A score response in leaf mode (leaf_score holds); false, nothing committed, where it gives up.
// write_bounded<leaf>'s steps written out, so that a hand with red fives is committed by
// score_rest_general itself (through write_bounded, that function returning its cursor, 5.3
// instructions a request more; callgrind).
[[gnu::always_inline]] inline bool score_leaf(const Answer& a, ResponseBuffer& o,
                                              const Hand& hand) {
  const ScoreResult& r = a.score;
  const std::size_t bound = score_bound<ResponseBuffer, Mode::leaf>(a.id, r) + out::kSlack;
  if (!o.has_room(bound)) return false;
  out::Cursor c{o.room(bound)};
  if (!score_head<Mode::leaf>(c, a.id, r)) return false;
  if (has_red_five(hand)) {
    score_rest_general(o, c, r, hand);
    return true;
  }
  if (!score_rest<Mode::leaf>(c, r, hand)) return false;
  o.set_end(c.p);
  return true;
}

// An error response in leaf mode (leaf_error holds), else in general.
[[gnu::noinline]] void error_leaf(const Answer& a, ResponseBuffer& o) {
  if (!error_response<ResponseBuffer, Mode::leaf>(o, a.id, a.family, a.preset, *a.error))
      [[unlikely]]
    respond_general(a, o);
}

}  // namespace

void write_response(const Answer& a, std::string& o) { respond(a, o); }
void write_response(const Answer& a, ResponseBuffer& o) {
  if (a.error) {
    if (leaf_error(a)) return error_leaf(a, o);
    return respond_general(a, o);
  }
  const auto* request = std::get_if<ScoreRequest>(&a.request);  // std::get may throw: a call
  if (a.type != RequestType::Score || request == nullptr || !leaf_score(a.score, a.id) ||
      !score_leaf(a, o, request->hand)) [[unlikely]]
    respond_general(a, o);
}

}  // namespace mjscore::json
