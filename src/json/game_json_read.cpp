// Reading the `game` and `final` requests (game_json.hpp; docs/game.md "Game record"): one
// simdjson On-Demand pass captures the members each check needs, then the checks run in the
// record's order (so the first error is the same whatever order the members come in; a member
// given twice counts once, its last value). A win's `score` object is read by the score
// request reader from its own bytes in the line. Malformed JSON is answered with the message
// it always had (nlohmann's, on that error path only).
#include <simdjson.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>

#include "json/game_json.hpp"
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
    (void)nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    const int pos = e.byte > 0 ? static_cast<int>(e.byte) - 1 : 0;
    return fail(ErrorCode::parse_error, "malformed JSON at position " + std::to_string(pos), pos);
  } catch (const nlohmann::json::exception& e) {
    return fail(ErrorCode::parse_error, std::string("malformed JSON: ") + e.what());
  }
  return fail(ErrorCode::parse_error, "malformed JSON");
}

// Whether a number of `text` is beyond a double (nlohmann refused the line: its message is the
// answer, wherever the number stands).
bool number_overflows(std::string_view text) {
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
      if (std::isinf(std::strtod(std::string(text.substr(i, j - i)).c_str(), nullptr))) return true;
      i = j - 1;
    }
  }
  return false;
}

// A member's value as the checks need it: its type, number, string, truth, or a list's items
// (their own items are not read).
struct Val {
  bool present = false;
  od::json_type type = od::json_type::null;
  bool floating = false;  // a number with a fraction or exponent
  long long i = 0;
  double d = 0;
  bool b = false;
  std::string s;
  std::vector<Val> items;

  bool is(od::json_type t) const { return present && type == t; }
  bool number() const { return is(od::json_type::number); }
};

class Capture;

// A win's members (a hand's own, or an element of its "wins").
struct WinVals {
  bool object = false;
  Val winner, han, fu, yakuman, yaku_han, liable, liable_yakuman;
  Val score;  // its type (an object's text is in score_text)
  std::string_view score_text;

  bool take(const std::string& key, od::value v, Capture& c);
};

struct HandVals {
  bool object = false;
  std::vector<std::string> keys;
  Val result, riichi, from, tenpai, nagashi, reason, player, wareme, expect, wins_value;
  std::vector<WinVals> wins;
  WinVals self;
};

struct RecordVals {
  bool object = false;
  std::vector<std::string> keys;
  Val rules, preset, options, players, start, hands, expect;
  std::map<std::string, Val> option_values;  // by key, as the options are applied
  Val round, honba, riichi_sticks, scores;   // of "start"
  std::vector<HandVals> hand_list;
  Val expect_scores, expect_points;
  Val final_scores, chombo;
};

// The one pass over the document. `fault` when simdjson could not read a value.
class Capture {
 public:
  bool fault = false;

  bool ok(simdjson::error_code e) {
    fault |= e != simdjson::SUCCESS;
    return !e;
  }

  // The value's type and scalar; a list's items with `levels` > 0.
  bool value(od::value v, Val& out, int levels = 1) {
    out = Val{};
    out.present = true;
    if (!ok(v.type().get(out.type))) return false;
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
        // A fraction or exponent; also an integer beyond 64 bits, as nlohmann read it.
        out.floating = true;
        return ok(v.get_double().get(out.d));
      }
      case od::json_type::string: {
        std::string_view s;
        if (!ok(v.get_string().get(s))) return false;
        out.s = s;
        return true;
      }
      case od::json_type::boolean:
        return ok(v.get_bool().get(out.b));
      case od::json_type::array: {
        if (levels == 0) return true;
        od::array a;
        if (!ok(v.get_array().get(a))) return false;
        for (auto element : a) {
          od::value item;
          if (!ok(std::move(element).get(item))) return false;
          out.items.emplace_back();
          if (!value(item, out.items.back(), levels - 1)) return false;
        }
        return true;
      }
      default:
        return true;
    }
  }

  // Each member of an object: each(key, value), false to stop.
  template <class F>
  bool members(od::value v, F&& each) {
    od::object o;
    if (!ok(v.get_object().get(o))) return false;
    for (auto member : o) {
      od::field f;
      std::string_view k;
      if (!ok(std::move(member).get(f)) || !ok(f.unescaped_key().get(k))) return false;
      if (!each(std::string(k), f.value())) return false;
    }
    return true;
  }

  bool win(od::value v, WinVals& w) {
    w = WinVals{};
    Val type;
    if (!ok(v.type().get(type.type))) return false;
    if (type.type != od::json_type::object) return true;
    w.object = true;
    return members(v, [&](const std::string& k, od::value x) {
      w.take(k, x, *this);  // a win object's other keys are not checked
      return !fault;
    });
  }

  bool hand(od::value v, HandVals& h) {
    od::json_type t;
    if (!ok(v.type().get(t))) return false;
    if (t != od::json_type::object) return true;
    h.object = true;
    h.self.object = true;
    return members(v, [&](const std::string& k, od::value x) {
      h.keys.push_back(k);
      if (h.self.take(k, x, *this)) return !fault;
      if (fault) return false;
      if (k == "result") return value(x, h.result);
      if (k == "riichi") return value(x, h.riichi);
      if (k == "from") return value(x, h.from);
      if (k == "tenpai") return value(x, h.tenpai);
      if (k == "nagashi") return value(x, h.nagashi);
      if (k == "reason") return value(x, h.reason);
      if (k == "player") return value(x, h.player);
      if (k == "wareme") return value(x, h.wareme);
      if (k == "expect") return expect(x, h.expect);
      if (k == "wins") {
        h.wins.clear();
        if (!value(x, h.wins_value, 0)) return false;
        if (h.wins_value.type != od::json_type::array) return true;
        od::array a;
        if (!ok(x.get_array().get(a))) return false;
        for (auto element : a) {
          od::value item;
          if (!ok(std::move(element).get(item))) return false;
          h.wins.emplace_back();
          if (!win(item, h.wins.back())) return false;
        }
        return true;
      }
      return true;  // "note", or a key the checks reject
    });
  }

  // A hand's "expect": the deltas, or an object holding them as "deltas".
  bool expect(od::value v, Val& out) {
    if (!value(v, out)) return false;
    if (out.type != od::json_type::object) return true;
    Val deltas;
    if (!members(v, [&](const std::string& k, od::value x) {
          return k != "deltas" || value(x, deltas);
        }))
      return false;
    if (deltas.present) out = std::move(deltas);
    return true;
  }

  bool record(od::value v, RecordVals& r) {
    od::json_type t;
    if (!ok(v.type().get(t))) return false;
    if (t != od::json_type::object) return true;
    r.object = true;
    return members(v, [&](const std::string& k, od::value x) {
      r.keys.push_back(k);
      if (k == "rules") return value(x, r.rules);
      if (k == "preset") return value(x, r.preset);
      if (k == "players") return value(x, r.players);
      if (k == "scores") return value(x, r.final_scores);
      if (k == "chombo") return value(x, r.chombo);
      if (k == "options") {
        r.option_values.clear();
        if (!value(x, r.options, 0)) return false;
        if (r.options.type != od::json_type::object) return true;
        return members(
            x, [&](const std::string& key, od::value o) { return value(o, r.option_values[key]); });
      }
      if (k == "start") {
        r.round = r.honba = r.riichi_sticks = r.scores = Val{};
        if (!value(x, r.start, 0)) return false;
        if (r.start.type != od::json_type::object) return true;
        return members(x, [&](const std::string& key, od::value o) {
          if (key == "round") return value(o, r.round);
          if (key == "honba") return value(o, r.honba);
          if (key == "riichi_sticks") return value(o, r.riichi_sticks);
          if (key == "scores") return value(o, r.scores);
          return true;
        });
      }
      if (k == "hands") {
        r.hand_list.clear();
        if (!value(x, r.hands, 0)) return false;
        if (r.hands.type != od::json_type::array) return true;
        od::array a;
        if (!ok(x.get_array().get(a))) return false;
        for (auto element : a) {
          od::value item;
          if (!ok(std::move(element).get(item))) return false;
          r.hand_list.emplace_back();
          if (!hand(item, r.hand_list.back())) return false;
        }
        return true;
      }
      if (k == "expect") {
        r.expect_scores = r.expect_points = Val{};
        if (!value(x, r.expect, 0)) return false;
        if (r.expect.type != od::json_type::object) return true;
        return members(x, [&](const std::string& key, od::value o) {
          if (key == "scores") return value(o, r.expect_scores);
          if (key == "points") return value(o, r.expect_points);
          return true;
        });
      }
      return true;
    });
  }
};

// A member a win defines (true), captured; false for any other key.
bool WinVals::take(const std::string& key, od::value v, Capture& c) {
  Val* target = key == "winner"           ? &winner
                : key == "han"            ? &han
                : key == "fu"             ? &fu
                : key == "yakuman"        ? &yakuman
                : key == "yaku_han"       ? &yaku_han
                : key == "liable"         ? &liable
                : key == "liable_yakuman" ? &liable_yakuman
                                          : nullptr;
  if (target) return c.value(v, *target), true;
  if (key != "score") return false;
  score_text = {};
  if (!c.value(v, score, 0) || score.type != od::json_type::object) return true;
  od::object o;
  if (c.ok(v.get_object().get(o))) c.ok(o.raw_json().get(score_text));
  return true;
}

// ---- the checks, in the record's order ----

Result<int> get_int(const Val& v, const std::string& where, long long lo, long long hi) {
  if (!v.number() || (v.floating && v.d != std::floor(v.d)))
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
      const bool strings = v.items.front().type == od::json_type::string;
      std::vector<std::string> texts;
      std::vector<double> numbers;
      for (const auto& e : v.items) {
        if (e.type != (strings ? od::json_type::string : od::json_type::number))
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
Result<void> read_common(const RecordVals& r, std::string& preset, OptionOverrides& options) {
  if (r.rules.present && !(r.rules.is(od::json_type::string) && r.rules.s == "riichi"))
    return fail(ErrorCode::unsupported, "game and final requests are riichi only");
  if (r.preset.present) {
    if (!r.preset.is(od::json_type::string)) return bad("preset", "expects a string");
    preset = r.preset.s;
  }
  if (r.options.present) {
    if (!r.options.is(od::json_type::object)) return bad("options", "expects an object");
    for (const auto& [k, v] : r.option_values) {
      auto ov = option_value(v, k);
      if (!ov) return tl::unexpected(ov.error());
      options.push_back(OptionOverride{k, std::move(*ov)});
    }
  }
  return {};
}

// The first key (in byte order) no `known` test accepts.
template <class Known>
std::optional<std::string> unknown_key(std::vector<std::string> keys, Known&& known) {
  std::sort(keys.begin(), keys.end());
  for (const auto& k : keys)
    if (!known(k)) return k;
  return std::nullopt;
}

// A win's full score request, read by the JSON layer's score request reader.
Result<ScoreRequest> read_score(const WinVals& w, const std::string& where) {
  if (!w.score.is(od::json_type::object)) return bad(where, "expects a score request object");
  RequestParser parser;
  Answer answer;
  parser.parse(w.score_text, answer);
  if (answer.error) {
    Error e = *answer.error;
    e.message = where + ": " + e.message;
    e.position = -1;
    return tl::unexpected(e);
  }
  if (answer.type != RequestType::Score) return bad(where, "must be a score request");
  return std::get<ScoreRequest>(answer.request);
}

Result<GameWin> read_win(const WinVals& v, const std::string& where) {
  GameWin w;
  if (!v.winner.present) return bad(where, "a win needs \"winner\"");
  auto p = get_player(v.winner, where + ".winner");
  if (!p) return tl::unexpected(p.error());
  w.winner = *p;
  if (v.score.present) {
    auto s = read_score(v, where + ".score");
    if (!s) return tl::unexpected(s.error());
    w.score = std::move(*s);
  }
  auto read = [&](const Val& x, const char* key, int lo, int hi, int& out) -> Result<void> {
    if (!x.present) return {};
    auto n = get_int(x, where + "." + key, lo, hi);
    if (!n) return tl::unexpected(n.error());
    out = *n;
    return {};
  };
  if (auto r = read(v.han, "han", 0, 1000, w.han); !r) return tl::unexpected(r.error());
  if (auto r = read(v.fu, "fu", 0, 200, w.fu); !r) return tl::unexpected(r.error());
  if (auto r = read(v.yakuman, "yakuman", 0, 10, w.yakuman); !r) return tl::unexpected(r.error());
  if (auto r = read(v.liable_yakuman, "liable_yakuman", 0, 10, w.liable_yakuman); !r)
    return tl::unexpected(r.error());
  if (v.yaku_han.present) {
    int y = 0;
    if (auto r = read(v.yaku_han, "yaku_han", 0, 1000, y); !r) return tl::unexpected(r.error());
    w.yaku_han = y;
  }
  if (v.liable.present) {
    auto l = get_player(v.liable, where + ".liable");
    if (!l) return tl::unexpected(l.error());
    w.liable = *l;
    if (w.liable_yakuman == 0) w.liable_yakuman = std::max(1, w.yakuman);
  }
  if (w.score && (v.han.present || v.yakuman.present))
    return bad(where, "give either \"score\" or \"han\"/\"fu\"/\"yakuman\"");
  if (!w.score && w.han == 0 && w.yakuman == 0)
    return bad(where, "a win needs \"score\", \"han\" or \"yakuman\"");
  return w;
}

Result<GameHand> read_hand(const HandVals& v, const std::string& where) {
  if (!v.object) return bad(where, "a hand is an object");
  if (!v.result.is(od::json_type::string))
    return bad(where, "needs \"result\": win, draw, abortive or chombo");
  GameHand h;
  const std::string& result = v.result.s;
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
  static constexpr std::array<std::string_view, 8> kWinKeys = {
      "winner", "score", "han", "fu", "yakuman", "yaku_han", "liable", "liable_yakuman"};
  static constexpr std::array<std::string_view, 11> kHandKeys = {
      "result", "riichi", "from",   "wins",   "tenpai", "nagashi",
      "reason", "player", "wareme", "expect", "note"};
  const bool own_win = h.kind == HandKind::Win && !v.wins_value.present;
  if (auto k = unknown_key(v.keys, [&](const std::string& k) {
        return std::find(kHandKeys.begin(), kHandKeys.end(), k) != kHandKeys.end() ||
               (own_win && std::find(kWinKeys.begin(), kWinKeys.end(), k) != kWinKeys.end());
      }))
    return bad(where, "unknown field \"" + *k + "\" for a " + result);
  auto players = [&](const Val& x, const char* key, std::vector<int>& out) -> Result<void> {
    if (!x.present) return {};
    auto l = get_players(x, where + "." + key);
    if (!l) return tl::unexpected(l.error());
    out = std::move(*l);
    return {};
  };
  auto one = [&](const Val& x, const char* key) -> Result<std::optional<int>> {
    if (!x.present || x.type == od::json_type::null) return std::optional<int>{};
    auto p = get_player(x, where + "." + key);
    if (!p) return tl::unexpected(p.error());
    return std::optional<int>(*p);
  };
  if (auto r = players(v.riichi, "riichi", h.riichi); !r) return tl::unexpected(r.error());
  if (auto r = players(v.tenpai, "tenpai", h.tenpai); !r) return tl::unexpected(r.error());
  if (auto r = players(v.nagashi, "nagashi", h.nagashi); !r) return tl::unexpected(r.error());
  auto from = one(v.from, "from");
  if (!from) return tl::unexpected(from.error());
  h.from = *from;
  auto wareme = one(v.wareme, "wareme");
  if (!wareme) return tl::unexpected(wareme.error());
  h.wareme = *wareme;
  if (v.expect.present) {
    auto d = get_four_ints(v.expect, where + ".expect");
    if (!d) return tl::unexpected(d.error());
    h.expect = *d;
  }
  switch (h.kind) {
    case HandKind::Win:
      if (v.wins_value.present) {
        if (!v.wins_value.is(od::json_type::array) || v.wins.empty())
          return bad(where, "\"wins\" is a non-empty list");
        for (size_t i = 0; i < v.wins.size(); ++i) {
          auto w = read_win(v.wins[i], where + ".wins[" + std::to_string(i) + "]");
          if (!w) return tl::unexpected(w.error());
          h.wins.push_back(std::move(*w));
        }
      } else {
        auto w = read_win(v.self, where);
        if (!w) return tl::unexpected(w.error());
        h.wins.push_back(std::move(*w));
      }
      break;
    case HandKind::Draw:
      break;
    case HandKind::Abortive:
      if (!v.reason.is(od::json_type::string))
        return bad(where, "an abortive draw needs \"reason\"");
      h.reason = v.reason.s;
      break;
    case HandKind::Chombo: {
      auto p = one(v.player, "player");
      if (!p) return tl::unexpected(p.error());
      if (!*p) return bad(where, "a chombo needs \"player\"");
      h.player = **p;
      break;
    }
  }
  return h;
}

Result<riichi::GameStart> read_start(const RecordVals& r) {
  if (!r.start.is(od::json_type::object)) return bad("start", "expects an object");
  riichi::GameStart st;
  if (r.round.present) {
    if (!r.round.is(od::json_type::string))
      return bad("start.round", "expects a label like \"S3\"");
    const std::string& label = r.round.s;
    auto wind = parse_wind(std::string_view(label).substr(0, 1));
    if (!wind || label.size() != 2 || label[1] < '1' || label[1] > '4')
      return bad("start.round", "expects a label like \"S3\"");
    st.round = *wind;
    st.hand = label[1] - '0';
  }
  if (r.honba.present) {
    auto x = get_int(r.honba, "start.honba", 0, 1000);
    if (!x) return tl::unexpected(x.error());
    st.honba = *x;
  }
  if (r.riichi_sticks.present) {
    auto x = get_int(r.riichi_sticks, "start.riichi_sticks", 0, 1000);
    if (!x) return tl::unexpected(x.error());
    st.riichi_sticks = *x;
  }
  if (r.scores.present) {
    auto s = get_four_ints(r.scores, "start.scores");
    if (!s) return tl::unexpected(s.error());
    st.scores = *s;
  }
  return st;
}

bool one_of(const std::string& k, std::initializer_list<std::string_view> names) {
  return std::find(names.begin(), names.end(), k) != names.end();
}

Result<GameRecord> read_record(const RecordVals& r) {
  if (!r.object) return bad("", "a game request is a JSON object");
  if (auto k = unknown_key(r.keys, [](const std::string& k) {
        return one_of(
            k, {"id", "type", "rules", "preset", "options", "players", "hands", "start", "expect"});
      }))
    return bad("", "unknown field \"" + *k + "\" in a game request");
  GameRecord rec;
  if (auto c = read_common(r, rec.preset, rec.options); !c) return tl::unexpected(c.error());
  if (r.players.present) {
    if (!r.players.is(od::json_type::array) || r.players.items.size() != 4)
      return bad("players", "expects 4 names");
    for (const auto& p : r.players.items) {
      if (p.type != od::json_type::string) return bad("players", "expects 4 names");
      rec.players.push_back(p.s);
    }
  }
  if (r.start.present) {
    auto st = read_start(r);
    if (!st) return tl::unexpected(st.error());
    rec.start = *st;
  }
  if (!r.hands.is(od::json_type::array))
    return bad("hands", "a game request needs a list of hands");
  for (size_t i = 0; i < r.hand_list.size(); ++i) {
    auto h = read_hand(r.hand_list[i], "hands[" + std::to_string(i) + "]");
    if (!h) return tl::unexpected(h.error());
    rec.hands.push_back(std::move(*h));
  }
  if (r.expect.present) {
    if (!r.expect.is(od::json_type::object))
      return bad("expect", "expects {\"scores\": [...], \"points\": [...]}");
    riichi::FinalExpect fe;
    if (r.expect_scores.present) {
      auto s = get_four_ints(r.expect_scores, "expect.scores");
      if (!s) return tl::unexpected(s.error());
      fe.scores = *s;
    }
    if (r.expect_points.present) {
      const Val& p = r.expect_points;
      if (!p.is(od::json_type::array) || p.items.size() != 4)
        return bad("expect.points", "expects 4 numbers");
      std::array<double, 4> pts{};
      for (int i = 0; i < 4; ++i) {
        if (p.items[i].type != od::json_type::number)
          return bad("expect.points", "expects 4 numbers");
        pts[i] = p.items[i].d;
      }
      fe.points = pts;
    }
    rec.expect = fe;
  }
  return rec;
}

Result<FinalRequest> read_final(const RecordVals& r) {
  if (!r.object) return bad("", "a final request is a JSON object");
  if (auto k = unknown_key(r.keys, [](const std::string& k) {
        return one_of(k, {"id", "type", "rules", "preset", "options", "scores", "chombo"});
      }))
    return bad("", "unknown field \"" + *k + "\" in a final request");
  FinalRequest req;
  if (auto c = read_common(r, req.preset, req.options); !c) return tl::unexpected(c.error());
  if (!r.final_scores.present) return bad("scores", "a final request needs 4 scores");
  auto s = get_four_ints(r.final_scores, "scores");
  if (!s) return tl::unexpected(s.error());
  req.scores = *s;
  if (r.chombo.present) {
    auto c = get_four_ints(r.chombo, "chombo");
    if (!c) return tl::unexpected(c.error());
    req.chombo = *c;
  }
  return req;
}

// The members of the request object of `text` (its score objects' texts point into
// `padded`), or the error of an unreadable line.
Result<RecordVals> capture(std::string_view text, simdjson::padded_string& padded) {
  if (detail::first_syntax_error(text) || number_overflows(text)) return unreadable(text);
  padded = simdjson::padded_string(text);
  od::parser parser;
  od::document doc;
  od::value root;
  Capture c;
  RecordVals r;
  if (!c.ok(parser.iterate(padded).get(doc)) || !c.ok(doc.get_value().get(root)) ||
      !c.record(root, r) || c.fault)
    return unreadable(text);
  return r;
}

}  // namespace

Result<riichi::GameRecord> parse_game_record(std::string_view text) {
  simdjson::padded_string padded;
  auto r = capture(text, padded);
  if (!r) return tl::unexpected(r.error());
  return read_record(*r);
}

Result<FinalRequest> parse_final_request(std::string_view text) {
  simdjson::padded_string padded;
  auto r = capture(text, padded);
  if (!r) return tl::unexpected(r.error());
  return read_final(*r);
}

}  // namespace mjscore::json
