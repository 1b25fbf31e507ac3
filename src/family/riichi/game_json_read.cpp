// Reading the `game` and `final` requests (game_json.hpp; docs/game.md "Game record"): one
// simdjson On-Demand pass captures the request's values, then the checks run in the record's
// order (so the first error is the same whatever order the members come in; a member given
// twice counts once, its last value). A win's `score` object is kept as its text and read by
// the score request reader. Malformed JSON is answered with the message it always had
// (nlohmann's, on that error path only).
#include <simdjson.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "contract/fast/batch.hpp"
#include "family/riichi/game_json.hpp"
#include "json/syntax_check.hpp"
#include "mjscore/json.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {
namespace {

namespace od = simdjson::ondemand;
using riichi::GameHand;
using riichi::GameRecord;
using riichi::GameWin;
using riichi::HandKind;

tl::unexpected<Error> bad(const std::string& where, const std::string& what) {
  return fail(ErrorCode::invalid_request, where.empty() ? what : where + ": " + what);
}

// The error of a line the reader could not read: malformed JSON, nesting deeper than the
// syntax check's limit (1024 levels), or a number no double holds (found by fuzz_json_request).
tl::unexpected<Error> unreadable(std::string_view text) {
  if (auto syntax = detail::first_syntax_error(text);
      syntax && syntax->what == "nesting too deep") {
    const int pos = text::char_index(text, syntax->byte);
    return fail(ErrorCode::parse_error,
                "malformed JSON at position " + std::to_string(pos) + ": nesting too deep", pos);
  }
  try {
    [[maybe_unused]] const auto doc = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    const int pos = e.byte > 0 ? static_cast<int>(e.byte) - 1 : 0;
    return fail(ErrorCode::parse_error, "malformed JSON at position " + std::to_string(pos), pos);
  } catch (const nlohmann::json::exception& e) {
    return fail(ErrorCode::parse_error, std::string("malformed JSON: ") + e.what());
  }
  return fail(ErrorCode::parse_error, "malformed JSON");
}

// Where a number of `text` beyond a double stands, if one does.
std::optional<std::size_t> number_overflows(std::string_view text) {
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '\\') ++i;
      quoted = c != '"';
    } else if (c == '"') {
      quoted = true;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      std::size_t j = i;
      while (j < text.size() &&
             std::string_view("+-0123456789.eE").find(text[j]) != std::string_view::npos)
        ++j;
      if (std::isinf(std::strtod(std::string(text.substr(i, j - i)).c_str(), nullptr))) return i;
      i = j - 1;
    }
  }
  return std::nullopt;
}

// The error of a well-formed number no double holds, at byte `at` (as the score request reader
// words it): the field is the key before it.
tl::unexpected<Error> out_of_range(std::string_view text, std::size_t at) {
  const std::size_t colon = text.rfind(':', at);
  const std::size_t end = colon == std::string_view::npos ? colon : text.rfind('"', colon);
  const std::size_t begin =
      end == std::string_view::npos || end == 0 ? std::string_view::npos : text.rfind('"', end - 1);
  const std::string key =
      begin == std::string_view::npos
          ? std::string("a field")
          : "field '" + std::string(text.substr(begin + 1, end - begin - 1)) + "'";
  return fail(ErrorCode::invalid_request, key + ": a number out of range");
}

// A value of the request as the checks read it. An object named "score" is kept as its text
// (`raw`), for the score request reader.
struct Val {
  od::json_type type = od::json_type::null;
  bool floating = false;  // a number with a fraction or exponent, or beyond 64 bits
  long long i = 0;
  double d = 0;
  bool b = false;
  std::string s;
  std::vector<Val> items;  // an array's
  // An object's members in the line's order: names[k] is values[k]'s (two lists, as a pair
  // holding the incomplete Val is not a valid vector element).
  std::vector<std::string> names;
  std::vector<Val> values;
  std::string_view raw;  // a score object's text

  bool is(od::json_type t) const { return type == t; }
  bool has(std::string_view key) const { return get(key) != nullptr; }
  // The last member named `key` (as a JSON object reader keeps it), or null.
  const Val* get(std::string_view key) const {
    for (std::size_t k = names.size(); k-- > 0;)
      if (names[k] == key) return &values[k];
    return nullptr;
  }
  const Val& operator[](std::string_view key) const {
    static const Val kNull;
    const Val* v = get(key);
    return v ? *v : kNull;
  }
  // The member names, each once, in byte order.
  std::set<std::string> keys() const {
    std::set<std::string> out;
    for (const auto& name : names) out.insert(name);
    return out;
  }
};

// The one pass: `v` into `out`; false when simdjson cannot read a value.
bool capture(od::value v, Val& out, bool score = false) {
  if (v.type().get(out.type)) return false;
  switch (out.type) {
    case od::json_type::number: {
      od::number_type nt{};
      const bool typed = !v.get_number_type().get(nt);
      if (typed && nt == od::number_type::signed_integer) {
        int64_t i = 0;
        if (!v.get_int64().get(i)) return out.i = i, out.d = static_cast<double>(i), true;
      } else if (typed && nt == od::number_type::unsigned_integer) {
        uint64_t u = 0;
        if (!v.get_uint64().get(u))
          return out.i = static_cast<long long>(u), out.d = static_cast<double>(u), true;
      }
      out.floating = true;  // also an integer beyond 64 bits, as nlohmann read it
      return !v.get_double().get(out.d);
    }
    case od::json_type::string: {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      out.s = s;
      return true;
    }
    case od::json_type::boolean:
      return !v.get_bool().get(out.b);
    case od::json_type::array: {
      od::array a;
      if (v.get_array().get(a)) return false;
      for (auto element : a) {
        od::value item;
        if (std::move(element).get(item) || !capture(item, out.items.emplace_back())) return false;
      }
      return true;
    }
    case od::json_type::object: {
      od::object o;
      if (v.get_object().get(o)) return false;
      if (score) return !o.raw_json().get(out.raw);
      for (auto member : o) {
        od::field f;
        std::string_view key;
        if (std::move(member).get(f) || f.unescaped_key().get(key)) return false;
        out.names.emplace_back(key);
        if (!capture(f.value(), out.values.emplace_back(), key == "score")) return false;
      }
      return true;
    }
    default:
      return true;
  }
}

// ---- the checks, in the record's order ----

Result<int> get_int(const Val& v, const std::string& where, long long lo, long long hi) {
  if (!v.is(od::json_type::number) || (v.floating && v.d != std::floor(v.d)))
    return bad(where, "expects an integer");
  const long long i = v.floating ? static_cast<long long>(v.d) : v.i;
  if (i < lo || i > hi)
    return bad(where, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return static_cast<int>(i);
}

Result<int> get_player(const Val& v, const std::string& where) { return get_int(v, where, 0, 3); }

Result<std::vector<int>> get_players(const Val& v, const std::string& where) {
  if (!v.is(od::json_type::array)) return bad(where, "expects a list of player numbers");
  std::vector<int> out;
  for (const auto& e : v.items) {
    auto p = get_player(e, where);
    if (!p) return tl::unexpected(p.error());
    out.push_back(*p);
  }
  return out;
}

Result<riichi::PlayerScores> get_four_ints(const Val& v, const std::string& where) {
  if (!v.is(od::json_type::array) || v.items.size() != 4)
    return bad(where, "expects 4 integers (by player number)");
  riichi::PlayerScores out{};
  for (int i = 0; i < 4; ++i) {
    auto x = get_int(v.items[i], where, -100'000'000, 100'000'000);
    if (!x) return tl::unexpected(x.error());
    out[i] = *x;
  }
  return out;
}

Result<OptionValue> option_value(const Val& v, const std::string& key) {
  switch (v.type) {
    case od::json_type::boolean:
      return OptionValue{v.b};
    case od::json_type::number:
      return v.floating ? OptionValue{v.d} : OptionValue{v.i};
    case od::json_type::string:
      return OptionValue{v.s};
    case od::json_type::array: {
      if (v.items.empty()) return OptionValue{std::vector<double>{}};
      const bool strings = v.items.front().is(od::json_type::string);
      std::vector<std::string> texts;
      std::vector<double> numbers;
      for (const auto& e : v.items) {
        if (!e.is(strings ? od::json_type::string : od::json_type::number))
          return fail(ErrorCode::invalid_option, "option \"" + key + "\": mixed list");
        strings ? texts.push_back(e.s) : numbers.push_back(e.d);
      }
      return strings ? OptionValue{std::move(texts)} : OptionValue{std::move(numbers)};
    }
    default:
      return fail(ErrorCode::invalid_option, "option \"" + key + "\" has no usable value");
  }
}

// Top-level rules, preset and options shared by game and final.
Result<void> read_common(const Val& doc, std::string& preset, OptionOverrides& options) {
  if (doc.has("rules") && !(doc["rules"].is(od::json_type::string) && doc["rules"].s == "riichi"))
    return fail(ErrorCode::unsupported, "game and final requests are riichi only");
  if (doc.has("preset")) {
    if (!doc["preset"].is(od::json_type::string)) return bad("preset", "expects a string");
    preset = doc["preset"].s;
  }
  if (doc.has("options")) {
    if (!doc["options"].is(od::json_type::object)) return bad("options", "expects an object");
    std::set<std::string_view> seen;
    for (const auto& name : doc["options"].names)
      if (!seen.insert(name).second)
        return fail(ErrorCode::invalid_request, "duplicate field 'options." + name + "'");
    for (const auto& k : doc["options"].keys()) {
      auto ov = option_value(doc["options"][k], k);
      if (!ov) return tl::unexpected(ov.error());
      options.push_back(OptionOverride{k, std::move(*ov)});
    }
  }
  return {};
}

// The request's keys other than `known`: the first in byte order.
std::optional<std::string> unknown_key(const Val& v,
                                       std::initializer_list<std::string_view> known) {
  for (const auto& k : v.keys())
    if (std::find(known.begin(), known.end(), k) == known.end()) return k;
  return std::nullopt;
}

// A win's full score request, read by the JSON layer's score request reader.
Result<ScoreRequest> read_score(const Val& v, const std::string& where) {
  if (!v.is(od::json_type::object)) return bad(where, "expects a score request object");
  RequestParser parser;
  Answer answer;
  parser.parse(v.raw, answer);
  if (answer.error) {
    Error e = *answer.error;
    e.message = where + ": " + e.message;
    e.position = -1;
    return tl::unexpected(e);
  }
  if (answer.type != RequestType::Score) return bad(where, "must be a score request");
  return std::get<ScoreRequest>(answer.request);
}

constexpr std::array<std::string_view, 8> kWinKeys = {
    "winner", "score", "han", "fu", "yakuman", "yaku_han", "liable", "liable_yakuman"};

Result<GameWin> read_win(const Val& v, const std::string& where) {
  GameWin w;
  if (!v.has("winner")) return bad(where, "a win needs \"winner\"");
  auto p = get_player(v["winner"], where + ".winner");
  if (!p) return tl::unexpected(p.error());
  w.winner = *p;
  if (v.has("score")) {
    auto s = read_score(v["score"], where + ".score");
    if (!s) return tl::unexpected(s.error());
    w.score = std::move(*s);
  }
  auto read = [&](const char* key, int lo, int hi, int& out) -> Result<void> {
    if (!v.has(key)) return {};
    auto x = get_int(v[key], where + "." + key, lo, hi);
    if (!x) return tl::unexpected(x.error());
    out = *x;
    return {};
  };
  if (auto r = read("han", 0, 1000, w.han); !r) return tl::unexpected(r.error());
  if (auto r = read("fu", 0, 200, w.fu); !r) return tl::unexpected(r.error());
  if (auto r = read("yakuman", 0, 10, w.yakuman); !r) return tl::unexpected(r.error());
  if (auto r = read("liable_yakuman", 0, 10, w.liable_yakuman); !r)
    return tl::unexpected(r.error());
  if (v.has("yaku_han")) {
    int y = 0;
    if (auto r = read("yaku_han", 0, 1000, y); !r) return tl::unexpected(r.error());
    w.yaku_han = y;
  }
  if (v.has("liable")) {
    auto l = get_player(v["liable"], where + ".liable");
    if (!l) return tl::unexpected(l.error());
    w.liable = *l;
    if (w.liable_yakuman == 0) w.liable_yakuman = std::max(1, w.yakuman);
  }
  if (w.score && (v.has("han") || v.has("yakuman")))
    return bad(where, "give either \"score\" or \"han\"/\"fu\"/\"yakuman\"");
  if (!w.score && w.han == 0 && w.yakuman == 0)
    return bad(where, "a win needs \"score\", \"han\" or \"yakuman\"");
  // Seed 000 "Contando fu": below mangan (5 han) a hand has 20 to 110 fu, rounded up to the
  // next 10 except chiitoitsu's 25; from 5 han the fu do not matter (docs/game.md).
  if (!w.score && w.yakuman == 0 && w.han < 5 && (w.fu < 20 || w.fu > 110))
    return bad(where + ".fu", "a win below 5 han needs fu from 20 to 110");
  if (w.fu != 25 && w.fu % 10 != 0) w.fu += 10 - w.fu % 10;
  return w;
}

Result<GameHand> read_hand(const Val& v, const std::string& where) {
  if (!v.is(od::json_type::object)) return bad(where, "a hand is an object");
  if (!v["result"].is(od::json_type::string))
    return bad(where, "needs \"result\": win, draw, abortive or chombo");
  GameHand h;
  const std::string& result = v["result"].s;
  if (result == "win") {
    h.kind = HandKind::Win;
  } else if (result == "draw") {
    h.kind = HandKind::Draw;
  } else if (result == "abortive") {
    h.kind = HandKind::Abortive;
  } else if (result == "chombo") {
    h.kind = HandKind::Chombo;
  } else {
    return bad(where, "unknown result \"" + result + "\" (win, draw, abortive, chombo)");
  }
  static constexpr std::array<std::string_view, 12> kHandKeys = {
      "result", "riichi", "from",   "wins",   "tenpai", "nagashi",
      "reason", "player", "wareme", "expect", "note",   "time_called"};
  const bool own_win = h.kind == HandKind::Win && !v.has("wins");
  // The keys of one result kind only (docs/game.md "Game record"): by kind, those of the others.
  static const std::map<HandKind, std::vector<std::string_view>> kNotOf = {
      {HandKind::Win, {"tenpai", "nagashi", "reason", "player"}},
      {HandKind::Draw, {"from", "wins", "reason", "player"}},
      {HandKind::Abortive, {"from", "wins", "tenpai", "nagashi", "player"}},
      {HandKind::Chombo, {"from", "wins", "tenpai", "nagashi", "reason"}}};
  const auto& not_of = kNotOf.at(h.kind);
  const std::string a_result = (result.front() == 'a' ? "an " : "a ") + std::string(result);
  for (const auto& k : v.keys()) {
    const bool ok = std::find(kHandKeys.begin(), kHandKeys.end(), k) != kHandKeys.end() ||
                    (own_win && std::find(kWinKeys.begin(), kWinKeys.end(), k) != kWinKeys.end());
    if (!ok) return bad(where, "unknown field \"" + k + "\" for " + a_result);
    if (std::find(not_of.begin(), not_of.end(), k) != not_of.end())
      return bad(where, "field \"" + k + "\" does not belong to " + a_result);
  }
  auto players = [&](const char* key, std::vector<int>& out) -> Result<void> {
    if (!v.has(key)) return {};
    auto l = get_players(v[key], where + "." + key);
    if (!l) return tl::unexpected(l.error());
    out = std::move(*l);
    return {};
  };
  auto one = [&](const char* key) -> Result<std::optional<int>> {
    if (!v.has(key) || v[key].is(od::json_type::null)) return std::optional<int>{};
    auto p = get_player(v[key], where + "." + key);
    if (!p) return tl::unexpected(p.error());
    return std::optional<int>(*p);
  };
  if (auto r = players("riichi", h.riichi); !r) return tl::unexpected(r.error());
  if (auto r = players("tenpai", h.tenpai); !r) return tl::unexpected(r.error());
  if (auto r = players("nagashi", h.nagashi); !r) return tl::unexpected(r.error());
  auto from = one("from");
  if (!from) return tl::unexpected(from.error());
  h.from = *from;
  auto wareme = one("wareme");
  if (!wareme) return tl::unexpected(wareme.error());
  h.wareme = *wareme;
  if (v.has("time_called")) {
    if (!v["time_called"].is(od::json_type::boolean))
      return bad(where + ".time_called", "expects true or false");
    h.time_called = v["time_called"].b;
  }
  if (v.has("expect")) {
    const Val& e = v["expect"].has("deltas") ? v["expect"]["deltas"] : v["expect"];
    auto d = get_four_ints(e, where + ".expect");
    if (!d) return tl::unexpected(d.error());
    h.expect = *d;
  }
  switch (h.kind) {
    case HandKind::Win:
      if (v.has("wins")) {
        if (!v["wins"].is(od::json_type::array) || v["wins"].items.empty())
          return bad(where, "\"wins\" is a non-empty list");
        for (size_t i = 0; i < v["wins"].items.size(); ++i) {
          auto w = read_win(v["wins"].items[i], where + ".wins[" + std::to_string(i) + "]");
          if (!w) return tl::unexpected(w.error());
          h.wins.push_back(std::move(*w));
        }
      } else {
        auto w = read_win(v, where);
        if (!w) return tl::unexpected(w.error());
        h.wins.push_back(std::move(*w));
      }
      break;
    case HandKind::Draw:
      break;
    case HandKind::Abortive:
      if (!v["reason"].is(od::json_type::string))
        return bad(where, "an abortive draw needs \"reason\"");
      h.reason = v["reason"].s;
      break;
    case HandKind::Chombo: {
      auto p = one("player");
      if (!p) return tl::unexpected(p.error());
      if (!*p) return bad(where, "a chombo needs \"player\"");
      h.player = **p;
      break;
    }
  }
  return h;
}

Result<riichi::GameStart> read_start(const Val& v) {
  if (!v.is(od::json_type::object)) return bad("start", "expects an object");
  riichi::GameStart st;
  if (v.has("round")) {
    if (!v["round"].is(od::json_type::string))
      return bad("start.round", "expects a label like \"S3\"");
    const std::string& label = v["round"].s;
    auto wind = parse_wind(std::string_view(label).substr(0, 1));
    if (!wind || label.size() != 2 || label[1] < '1' || label[1] > '4')
      return bad("start.round", "expects a label like \"S3\"");
    st.round = *wind;
    st.hand = label[1] - '0';
  }
  if (v.has("honba")) {
    auto x = get_int(v["honba"], "start.honba", 0, 1000);
    if (!x) return tl::unexpected(x.error());
    st.honba = *x;
  }
  if (v.has("riichi_sticks")) {
    auto x = get_int(v["riichi_sticks"], "start.riichi_sticks", 0, 1000);
    if (!x) return tl::unexpected(x.error());
    st.riichi_sticks = *x;
  }
  if (v.has("scores")) {
    auto s = get_four_ints(v["scores"], "start.scores");
    if (!s) return tl::unexpected(s.error());
    st.scores = *s;
  }
  return st;
}

Result<GameRecord> read_record(const Val& doc) {
  if (!doc.is(od::json_type::object)) return bad("", "a game request is a JSON object");
  if (auto k = unknown_key(
          doc, {"id", "type", "rules", "preset", "options", "players", "hands", "start", "expect"}))
    return bad("", "unknown field \"" + *k + "\" in a game request");
  GameRecord rec;
  if (auto r = read_common(doc, rec.preset, rec.options); !r) return tl::unexpected(r.error());
  if (doc.has("players")) {
    const Val& players = doc["players"];
    if (!players.is(od::json_type::array) || players.items.size() != 4)
      return bad("players", "expects 4 names");
    for (const auto& p : players.items) {
      if (!p.is(od::json_type::string)) return bad("players", "expects 4 names");
      rec.players.push_back(p.s);
    }
  }
  if (doc.has("start")) {
    auto st = read_start(doc["start"]);
    if (!st) return tl::unexpected(st.error());
    rec.start = *st;
  }
  if (!doc["hands"].is(od::json_type::array))
    return bad("hands", "a game request needs a list of hands");
  for (size_t i = 0; i < doc["hands"].items.size(); ++i) {
    auto h = read_hand(doc["hands"].items[i], "hands[" + std::to_string(i) + "]");
    if (!h) return tl::unexpected(h.error());
    rec.hands.push_back(std::move(*h));
  }
  if (doc.has("expect")) {
    const Val& e = doc["expect"];
    if (!e.is(od::json_type::object))
      return bad("expect", "expects {\"scores\": [...], \"points\": [...]}");
    riichi::FinalExpect fe;
    if (e.has("scores")) {
      auto s = get_four_ints(e["scores"], "expect.scores");
      if (!s) return tl::unexpected(s.error());
      fe.scores = *s;
    }
    if (e.has("points")) {
      const Val& p = e["points"];
      if (!p.is(od::json_type::array) || p.items.size() != 4)
        return bad("expect.points", "expects 4 numbers");
      std::array<double, 4> pts{};
      for (int i = 0; i < 4; ++i) {
        if (!p.items[i].is(od::json_type::number)) return bad("expect.points", "expects 4 numbers");
        pts[i] = p.items[i].d;
      }
      fe.points = pts;
    }
    rec.expect = fe;
  }
  return rec;
}

Result<FinalRequest> read_final(const Val& doc) {
  if (!doc.is(od::json_type::object)) return bad("", "a final request is a JSON object");
  if (auto k = unknown_key(doc, {"id", "type", "rules", "preset", "options", "scores", "chombo"}))
    return bad("", "unknown field \"" + *k + "\" in a final request");
  FinalRequest req;
  if (auto r = read_common(doc, req.preset, req.options); !r) return tl::unexpected(r.error());
  if (!doc.has("scores")) return bad("scores", "a final request needs 4 scores");
  auto s = get_four_ints(doc["scores"], "scores");
  if (!s) return tl::unexpected(s.error());
  req.scores = *s;
  if (doc.has("chombo")) {
    auto c = get_four_ints(doc["chombo"], "chombo");
    if (!c) return tl::unexpected(c.error());
    req.chombo = *c;
  }
  return req;
}

// The request of `text` read by `read` (its score objects' texts point into a padded copy
// that lives until `read` is done), or the error of an unreadable line.
template <class Read>
auto read_request(std::string_view text, Read&& read) -> decltype(read(std::declval<Val&>())) {
  if (detail::first_syntax_error(text)) return unreadable(text);
  if (auto at = number_overflows(text)) return out_of_range(text, *at);
  const simdjson::padded_string padded(text);
  od::parser parser;
  od::document doc;
  od::value root;
  Val v;
  if (parser.iterate(padded).get(doc) || doc.get_value().get(root) || !capture(root, v))
    return unreadable(text);
  return read(v);
}

}  // namespace

Result<riichi::GameRecord> parse_game_record(std::string_view text) {
  return read_request(text, read_record);
}

Result<FinalRequest> parse_final_request(std::string_view text) {
  return read_request(text, read_final);
}

}  // namespace mjscore::json
