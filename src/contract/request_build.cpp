// Interprets the fields of a request (detail::Fields) as the request of its type: the notation
// of hands, melds, winds and indicators, the contract's defaults, the hand validation. The common
// score request takes a shortcut (request_build_fast.cpp).
#include <fmt/format.h>

#include <algorithm>

#include "contract/request_build.hpp"
#include "contract/score_object_reader.hpp"
#include "engine/families.hpp"
#include "json/json_out.hpp"
#include "json/value.hpp"
#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {

namespace detail {

Error about_field(std::string_view field, Error e) {
  e.message = fmt::format("{}: {}", field, e.message);
  return e;
}

void add_meld(Fields& fields, Problems& problems, int n, Result<Meld> meld) {
  if (!meld) {
    problems.add(about_field(fmt::format("melds[{}]", n), std::move(meld.error())));
  } else if (fields.melds.full()) {
    problems.request(ErrorCode::invalid_hand, fmt::format("more than {} melds", kMaxMelds));
  } else {
    fields.melds.push_back(*meld);
  }
}

void add_meld_object(Fields& fields, Problems& problems, int n,
                     std::optional<std::string_view> kind, std::optional<std::string_view> tiles,
                     std::optional<std::string_view> from) {
  if (!kind || !tiles) {
    problems.request(ErrorCode::invalid_request,
                     fmt::format("melds[{}]: a meld object needs 'kind' and 'tiles'", n));
    return;
  }
  std::optional<Wind> w;
  if (from) {
    auto parsed = parse_wind(*from);
    if (!parsed) {
      problems.add(about_field(fmt::format("melds[{}].from", n), parsed.error()));
      return;
    }
    w = *parsed;
  }
  add_meld(fields, problems, n, make_meld(*kind, *tiles, w));
}

namespace {

// "riichi, hk or classical": the families a "rules" value may name.
std::string expected_families() {
  std::string out;
  for (int i = 0; i < kFamilyCount; ++i) {
    if (i) out += i + 1 == kFamilyCount ? " or " : ", ";
    out += kFamilyNames[i];
  }
  return out;
}

// The request types a line may name (analyze and convert are not read yet).
constexpr RequestType kReadTypes[] = {RequestType::Score, RequestType::Waits,  RequestType::Game,
                                      RequestType::Final, RequestType::Settle, RequestType::Round};

// A notation parse of a field; on failure records the error naming the field.
template <class T>
bool take(Result<T> r, Key k, T& out, Problems& problems) {
  if (!r) {
    problems.add(about_field(kKeyNames[static_cast<int>(k)], std::move(r.error())));
    return false;
  }
  out = std::move(*r);
  return true;
}

// The slow halves of wind_field and append_tiles live apart so that the common case does not
// pay for their Error handling (stack frame, saved registers) on every call.
[[gnu::noinline]] bool parse_wind_field(const Fields& f, Key k, std::optional<Wind>& out,
                                        Problems& problems) {
  Wind w{};
  if (!take(parse_wind(text_of(f, k)), k, w, problems)) return false;
  out = w;
  return true;
}

bool wind_field(const Fields& f, Key k, std::optional<Wind>& out, Problems& problems) {
  if (!f.has(k)) return true;
  if (Wind w{}; one_letter_wind(text_of(f, k), w)) {
    out = w;
    return true;
  }
  return parse_wind_field(f, k, out, problems);
}

[[gnu::noinline]] bool parse_tiles_field(const Fields& f, Key k, TileList& out,
                                         Problems& problems) {
  auto r = text::parse_tiles_exact(text_of(f, k), 0, out);
  if (!r) {
    problems.add(about_field(kKeyNames[static_cast<int>(k)], std::move(r.error())));
    return false;
  }
  return true;
}

// Parses tiles of field `k` appended to `out`; on failure records the error naming the field.
bool append_tiles(const Fields& f, Key k, TileList& out, Problems& problems) {
  return text::append_ascii_tiles(text_of(f, k), out) || parse_tiles_field(f, k, out, problems);
}

// Dora or ura indicators: into the request and into the hand's list of indicators (for the
// fifth-copy check).
bool indicators(const Fields& f, Key k, Indicators& out, TileList& all, Problems& problems) {
  if (!f.has(k)) return true;
  const int before = all.size();
  if (!append_tiles(f, k, all, problems)) return false;
  if (all.size() - before > Indicators::capacity()) {
    problems.request(ErrorCode::invalid_hand,
                     fmt::format("{}: at most {} indicators", kKeyNames[static_cast<int>(k)],
                                 Indicators::capacity()));
    return false;
  }
  for (int i = before; i < all.size(); ++i) out.push_back(all[i]);
  return true;
}

// The reused HandInput, reset: concealed tiles of `hand`, the melds read.
bool hand_input(Fields& f, Problems& problems) {
  HandInput& in = f.input;
  in.concealed.clear();
  in.indicators.clear();
  in.win.reset();
  in.bonus_mask = 0;
  if (!f.has(Key::Hand)) {
    problems.request(ErrorCode::invalid_request, "missing field 'hand'");
    return false;
  }
  if (!append_tiles(f, Key::Hand, in.concealed, problems)) return false;
  in.melds = f.melds;
  return true;
}

// The tiles: the hand with the melds read, the winning tile, the bonus tiles and the indicators
// (into `r` and the hand's list of indicators, for the fifth-copy check). False with the error
// recorded.
bool read_tiles(Fields& f, Problems& problems, ScoreRequest& r) {
  r.dora.clear();
  r.ura.clear();
  if (!hand_input(f, problems)) return false;
  HandInput& in = f.input;
  if (f.has(Key::Win)) {
    TileList win;
    if (!take(parse_tiles(text_of(f, Key::Win)), Key::Win, win, problems)) return false;
    if (win.size() != 1) {
      problems.request(ErrorCode::invalid_request,
                       fmt::format("field 'win' must be one tile, got {}", win.size()));
      return false;
    }
    in.win = win[0];
  }
  if (f.has(Key::Bonus) &&
      !take(parse_bonus(text_of(f, Key::Bonus)), Key::Bonus, in.bonus_mask, problems))
    return false;
  return indicators(f, Key::Dora, r.dora, in.indicators, problems) &&
         indicators(f, Key::Ura, r.ura, in.indicators, problems);
}

// The hand of the tiles read, validated by make_hand: complete, or for `won: false` a losing
// hand (13 tiles plus one per kan). A family that scores dead hands (classical) takes any tile
// count: a wrong one is a dead hand (seed 003 section 8), which its scorer answers.
// A family that does not (riichi, hk) scores winning hands only: `won: false` is refused
// before the tile count, which would be checked against both shapes (issue 33).
void validate_hand(Fields& f, Problems& problems, ScoreRequest& r) {
  const bool dead_hands = engine::family(r.family).scores_dead_hands;
  if (!r.won && !dead_hands) {
    problems.request(ErrorCode::invalid_request,
                     fmt::format("field 'won' is classical's (a losing hand's score): {} "
                                 "scores winning hands only",
                                 family_name(r.family)));
    return;
  }
  const HandShape shape = r.won ? HandShape::Complete : HandShape::Waiting;
  take(dead_hands ? make_hand_any_count(f.input, shape) : make_hand(f.input, shape), Key::Hand,
       r.hand, problems);
}

// The exact path: every field through the notation layer, the hand through make_hand. Out of
// line: inlined, its frame and saved registers were build_request's on every request.
[[gnu::noinline]] void build_score_exact(Fields& f, Problems& problems, ScoreRequest& r) {
  // The fields written below only when their key is given, and what the fast path may have
  // written before it declined.
  r.win_by = WinBy::Ron;
  r.from = std::nullopt;
  r.liable = std::nullopt;
  r.wareme = std::nullopt;
  r.hand = Hand{};
  if (!read_tiles(f, problems, r)) return;

  if (f.has(Key::WinBy)) {
    const std::string_view w = text_of(f, Key::WinBy);
    if (w == "ron") {
      r.win_by = WinBy::Ron;
    } else if (w == "tsumo") {
      r.win_by = WinBy::Tsumo;
    } else {
      problems.request(ErrorCode::invalid_request,
                       fmt::format("field 'win_by' must be \"ron\" or \"tsumo\", not \"{}\"", w));
      return;
    }
  }
  std::optional<Wind> seat, round;
  if (!wind_field(f, Key::Seat, seat, problems) || !wind_field(f, Key::Round, round, problems) ||
      !wind_field(f, Key::From, r.from, problems) ||
      !wind_field(f, Key::Liable, r.liable, problems) ||
      !wind_field(f, Key::Wareme, r.wareme, problems))
    return;
  r.seat = seat.value_or(Wind::East);
  r.round = round.value_or(Wind::East);
  set_flags(f, r);
  validate_hand(f, problems, r);
}

// The options moved in (when either list has any), then the fast path or the exact one; each
// writes every other field of `r` but family and preset.
void build_score(Fields& f, Problems& problems, ScoreRequest& r, bool shortcuts) {
  if (!f.options.empty() || !r.options.empty()) r.options = std::move(f.options);
  if (shortcuts && build_score_fast(f, r)) return;
  build_score_exact(f, problems, r);
}

void build_waits(Fields& f, Problems& problems, WaitsRequest& r) {
  if (!hand_input(f, problems)) return;
  take(make_hand(f.input, HandShape::Waiting), Key::Hand, r.hand, problems);
}

// `line` (an object read without error) without its top-level members named in `ignored`.
std::string without_keys(std::string_view line, const std::vector<std::string>& ignored) {
  const Document doc(line);
  const Value root = doc.root();
  std::string kept = "{";
  for (std::size_t i = 0; i < root.size(); ++i) {
    const std::string_view key = root.key(i);
    if (std::find(ignored.begin(), ignored.end(), key) != ignored.end()) continue;
    if (kept.size() > 1) kept += ',';
    out::string(kept, key);
    kept += ':';
    kept += root[i].raw();
  }
  return kept + "}";
}

// A game, final, settle or round line read into its record (json::parse_request), or its error.
// Keys the batch ignores (`ignored`, --ignore-key) are left out of what the record reader sees.
void read_record(Answer& a, const std::vector<std::string>* ignored) {
  const std::string kept = ignored ? without_keys(a.line, *ignored) : std::string();
  auto record = json::parse_request(a.type, a.family, ignored ? kept : a.line);
  if (record) {
    a.request = std::move(*record);
  } else {
    a.error = std::move(record.error());
    a.parsed = false;
  }
}

}  // namespace

void build_any_request(Fields& f, Problems& problems, Answer& a, bool shortcuts) {
  if (f.has(Key::Rules)) {
    const std::string_view rules = text_of(f, Key::Rules);
    a.family = family_named(rules);
    if (!a.family)
      problems.request(
          ErrorCode::invalid_request,
          fmt::format("unknown rule family '{}' (expected {})", rules, expected_families()));
  }
  if (f.has(Key::Preset)) a.preset = text_of(f, Key::Preset);
  if (f.has(Key::Type)) {
    const std::string_view type = text_of(f, Key::Type);
    bool known = false;
    for (RequestType t : kReadTypes)
      if (type == request_type_name(t)) {
        a.type = t;
        known = true;
      }
    if (!known) {
      problems.request(ErrorCode::invalid_request,
                       fmt::format("unknown request type '{}' (expected score, waits, game, final, "
                                   "settle or round)",
                                   type));
      a.error = problems.error;
      return;
    }
  }
  if (a.type != RequestType::Score && a.type != RequestType::Waits) {
    // Game, final, settle and round lines are read into their records (game_json_read.cpp,
    // classical_json_read.cpp) once the fields of every request are known to be right.
    a.request.emplace<std::monostate>();
    a.error = problems.error;
    a.parsed = !a.error;
    if (a.parsed) read_record(a, f.ignored);
    return;
  }
  if (!f.unknown_key.empty())
    problems.request(ErrorCode::invalid_request, fmt::format("unknown field '{}'", f.unknown_key));
  if (a.type == RequestType::Waits && (f.seen & ~kWaitsKeys)) {
    for (int k = 0; k < kKeyCount; ++k)
      if ((f.seen & ~kWaitsKeys) >> k & 1u) {
        problems.request(ErrorCode::invalid_request,
                         fmt::format("field '{}' does not apply to a waits request", kKeyNames[k]));
        break;
      }
  }
  if (problems.error) {
    a.error = problems.error;
    return;
  }
  if (a.type == RequestType::Score) {
    ScoreRequest& r = score_request(a.request);
    r.family = *a.family;
    set_preset(r, a);
    build_score(f, problems, r, shortcuts);
  } else {
    WaitsRequest& w = a.request.emplace<WaitsRequest>();
    w.family = *a.family;
    w.preset.assign(a.preset);
    w.options = std::move(f.options);
    w.rules = a.rules;
    build_waits(f, problems, w);
  }
  a.error = problems.error;
  a.parsed = !a.error;
}

void build_tiles(Fields& f, Problems& problems, ScoreRequest& r) {
  if (read_tiles(f, problems, r)) validate_hand(f, problems, r);
}

void build_request(Fields& f, Problems& problems, Answer& a, bool shortcuts) {
  // One test of the keys that take a request off the common path, rather than one each.
  if (shortcuts && f.unknown_key.empty() && !problems.error && common_score(f, a))
    return build_common_score(f, problems, a);
  build_any_request(f, problems, a, shortcuts);
}

}  // namespace detail

Result<Request> parse_request(RequestType type, std::optional<Family> family,
                              std::string_view text) {
  const FamilyRequest* reader = engine::reader_of(type, family);
  if (!reader)
    return fail(ErrorCode::unsupported,
                "request type not read yet: " + std::string(request_type_name(type)));
  Request request;
  ContractScoreReader scores;
  if (auto read = reader->read(text, request, scores); !read)
    return tl::unexpected(std::move(read.error()));
  return request;
}

Result<void> append_entry(Request& record, std::string_view entry) {
  const FamilyRequest* own = engine::request_of(record.index());
  if (!own || !own->read_entry)
    return fail(ErrorCode::unsupported, "the request is no game record: it has no entries");
  ContractScoreReader scores;
  return own->read_entry(entry, record, scores);
}

}  // namespace mjscore::json
