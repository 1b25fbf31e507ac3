// Response lines of the JSON contract ("Response"; extensions in docs/json-api.md), written by
// hand into the caller's buffer.
#include <algorithm>

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

// Bytes open_response may write beyond the id and the preset's escaped text.
constexpr std::size_t kOpenBytes = 64;

// `{"id":<id>,"ok":<ok>,"rules":<family>,"preset":<preset>` of every response (the id is raw
// JSON; an absent id, an unknown family and no preset are null).
[[gnu::always_inline]] inline void open_response(out::Cursor& c, std::string_view id, bool ok,
                                                 std::optional<Family> family,
                                                 std::string_view preset) {
  c.lit("{\"id\":");
  if (id.empty()) {
    c.lit("null");
  } else {
    c.text(id);
  }
  c.frag(frag::opening(ok, family));
  const std::string_view shown = shown_preset(family, preset);
  if (shown.empty()) {
    c.lit("null");
  } else {
    c.escaped(shown);
  }
}

// The same appended to `o` (responses written with the std::string helpers).
void header(std::string& o, std::string_view id, bool ok, std::optional<Family> family,
            std::string_view preset) {
  const std::size_t bound = kOpenBytes + id.size() + 6 * shown_preset(family, preset).size();
  out::bounded(o, bound, [&](out::Cursor c) {
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

bool has_red_five(const Hand& hand) {
  int red = hand.concealed_red[0] | hand.concealed_red[1] | hand.concealed_red[2];
  for (const Meld& m : hand.melds) red |= m.red;
  return red != 0;
}

void tile_mask_text(std::string& o, TileMask mask) {
  TileCounts counts{};
  for (int k = 0; k < kTileKinds; ++k) counts[k] = (mask >> k) & 1u;
  out::string(o, format_tiles(counts));
}

// `,{"<key>":"<name>","<unit>":<amount>}`: an element or a fu line (name and unit are trusted
// identifiers). A literal unit folds into the stores around it.
template <std::size_t N>
[[gnu::always_inline]] inline void named_amount(out::Cursor& c, const char (&key)[N],
                                                std::string_view name, std::string_view unit,
                                                int amount) {
  c.lit(key);
  c.text(name);
  c.lit("\",\"");
  c.text(unit);
  c.lit("\":");
  c.count(amount);
  c.ch('}');
}

// `,"elements":[...]`: an element without a unit counts han.
[[gnu::always_inline]] inline void write_elements(out::Cursor& c, const ScoreResult& r) {
  c.lit(",\"elements\":");
  char* const open = c.p;
  for (const Element& e : r.elements) {
    if (e.unit.id < frag::kFragmentUnits) {  // han, yakuman: the text before the amount at once
      c.frag(frag::kElementHead[e.unit.id][e.id.index]);
      c.count_close(e.amount);
    } else {
      named_amount(c, ",{\"id\":\"", e.id, e.unit, e.amount);
    }
  }
  c.open_list(open);
  c.ch(']');
}

// The blocks of a hand with red fives. Out of line, the cursor in and out by value: a lambda
// holding the caller's cursor by reference would make it live in memory for the whole response.
[[gnu::noinline]] out::Cursor red_five_blocks(out::Cursor c, const Arrangement& reading,
                                              const Hand& hand) {
  for_each_block_red(reading, hand, [&](const Block& b, int red) { frag::block(c, b, red); });
  return c;
}

inline constexpr int kRegularBlocks = 5;  // four sets and a pair

// `,"reading":{"sets":[...],"wait":<wait>}`; `sets` is the pre-rendered set list of a
// thirteen-orphans reading, else empty (the blocks are written from the word table).
[[gnu::always_inline]] inline void write_reading(out::Cursor& c, const ScoreResult& r,
                                                 const Hand& hand, std::string_view sets) {
  c.lit(",\"reading\":{\"sets\":");
  char* const open = c.p;
  if (!sets.empty()) {
    c.ch(',');
    c.text(sets);
  } else if (has_red_five(hand)) {
    c = red_five_blocks(c, r.reading, hand);
  } else if (r.reading.blocks.size() == kRegularBlocks) {  // most hands: no red five either
    // Unrolled: the loop's exit after five blocks was mispredicted (callgrind) now and then.
#pragma GCC unroll 5
    for (int k = 0; k < kRegularBlocks; ++k) frag::block(c, r.reading.blocks[k], 0);
  } else {  // seven pairs without red fives
    for (const Block& b : r.reading.blocks) frag::block(c, b, 0);
  }
  c.open_list(open);
  c.frag(frag::wait_end(r.reading.wait));
}

// The riichi members after the reading: han, fu, yakuman, limit and the fu lines.
[[gnu::always_inline]] inline void write_riichi(out::Cursor& c, const ScoreResult& r) {
  c.lit(",\"han\":");
  c.count(r.han);
  c.lit(",\"fu\":");
  c.count(r.fu);
  c.lit(",\"yakuman\":");
  c.count(r.yakuman);
  c.frag(frag::limit_fu(r.limit));
  char* const open = c.p;
  for (const FuLine& f : r.fu_details) {
    c.frag(frag::kFuLineHead[f.reason.id]);
    c.count_close(f.fu);
  }
  c.open_list(open);
  c.ch(']');
}

// The whole response: bounded by the id, the preset and the element and fu line counts, so
// written through a Cursor. `sets` is the pre-rendered set list for thirteen orphans, else empty.
// `Out` is a std::string or a ResponseBuffer (out::bounded of either).
template <class Out>
void write_score_body(Out& o, std::string_view id, const ScoreResult& r, const Hand& hand,
                      std::string_view sets) {
  // The bound is filled with zeros before the write (std::string has no uninitialised growth
  // in C++20), so it is kept near the true size (frag::kScoreFixed, frag::kScoreItem).
  std::size_t bound =
      frag::kScoreFixed + id.size() + 6 * shown_preset(r.family, r.preset).size() + sets.size() +
      (frag::kScoreItem + frag::kItemText) * (r.elements.size() + r.fu_details.size());
  out::bounded(o, bound, [&](out::Cursor c) {
    open_response(c, id, true, r.family, r.preset);
    c.lit(",\"value\":");
    c.amount(r.value);
    if (r.deltas) {
      c.lit(",\"deltas\":{\"E\":");
      c.four_amounts(r.deltas->data(), [](out::Cursor& d, int seat) {
        d.lit(",\"S\":");  // the seat letter patched in: one store of a constant
        d.p[-3] = "ESWN"[seat];
      });
      c.ch('}');
    }
    write_elements(c, r);
    write_reading(c, r, hand, sets);
    switch (r.family) {
      case Family::Riichi:
        write_riichi(c, r);
        break;
      case Family::HK:
        c.lit(",\"faan\":");
        c.integer(r.faan);
        c.lit(",\"base\":");
        c.integer(r.base);
        break;
      case Family::Classical:
        c.lit(",\"points\":");
        c.integer(r.points);
        c.lit(",\"doubles\":");
        c.integer(r.doubles);
        c.lit(",\"limit\":");
        if (r.limit_fraction) {
          c.number(*r.limit_fraction);
        } else {
          c.lit("null");
        }
        c.lit(",\"score\":");
        c.integer(r.score);
        break;
    }
    c.ch('}');
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

namespace {

template <class Out>
void score_response(Out& o, std::string_view id, const ScoreResult& r, const Hand& hand) {
  if (r.reading.shape == Shape::ThirteenOrphans) {
    // The one set of a thirteen-orphans reading is the whole hand (rare; not on the fast path).
    const std::string sets = '"' + format_tiles(hand.concealed, hand.concealed_red) + '"';
    write_score_body(o, id, r, hand, sets);
  } else {
    write_score_body(o, id, r, hand, {});
  }
}

}  // namespace

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
template <class Out>
void error_response(Out& o, std::string_view id, std::optional<Family> family,
                    std::string_view preset, const Error& e) {
  const std::string_view code = to_string(e.code);
  const std::size_t bound = kOpenBytes + 96 + id.size() + code.size() +
                            6 * shown_preset(family, preset).size() + 6 * e.message.size();
  out::bounded(o, bound, [&](out::Cursor c) {
    open_response(c, id, false, family, preset);
    c.lit(",\"error\":{\"code\":");
    c.quoted(code);
    c.lit(",\"message\":");
    if (frag::is_no_yaku_message(e.message)) {
      c.frag(frag::kNoYakuQuoted);
    } else {
      c.escaped(e.message);
    }
    if (e.position >= 0) {
      c.lit(",\"position\":");
      c.integer(e.position);
    }
    c.lit("}}");
    return c;
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

}  // namespace

void write_response(const Answer& a, std::string& o) { respond(a, o); }
void write_response(const Answer& a, ResponseBuffer& o) { respond(a, o); }

}  // namespace mjscore::json
