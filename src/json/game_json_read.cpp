// Reading the `game` and `final` requests (game_json.hpp; docs/game.md "Game record").
#include <cmath>
#include <nlohmann/json.hpp>

#include "json/game_json.hpp"
#include "json/syntax_check.hpp"
#include "mjscore/json.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {
namespace {

using nlohmann::json;
using riichi::GameHand;
using riichi::GameRecord;
using riichi::GameWin;
using riichi::HandKind;

tl::unexpected<Error> bad(const std::string& where, const std::string& what) {
  return fail(ErrorCode::invalid_request, where.empty() ? what : where + ": " + what);
}

// Nesting deeper than the syntax check's limit (1024) is refused before nlohmann reads it: its
// dump() of a win's score object (read_score) recurses once per level, and 100,000 nested
// arrays overflowed the stack (../shared/repro/game_deep_nesting.py).
Result<json> parse_text(std::string_view text) {
  if (auto syntax = detail::first_syntax_error(text);
      syntax && syntax->what == "nesting too deep") {
    const int pos = text::char_index(text, syntax->byte);
    return fail(ErrorCode::parse_error,
                "malformed JSON at position " + std::to_string(pos) + ": nesting too deep", pos);
  }
  try {
    return json::parse(text.begin(), text.end());
  } catch (const json::parse_error& e) {
    const int pos = e.byte > 0 ? static_cast<int>(e.byte) - 1 : 0;
    return fail(ErrorCode::parse_error, "malformed JSON at position " + std::to_string(pos), pos);
  } catch (const json::exception& e) {
    // Well-formed text the reader cannot hold, e.g. a number beyond a double (found by
    // fuzz_json_request): still an error answer, never an escaped exception.
    return fail(ErrorCode::parse_error, std::string("malformed JSON: ") + e.what());
  }
}

Result<int> get_int(const json& v, const std::string& where, long long lo, long long hi) {
  if (!v.is_number_integer() &&
      !(v.is_number_float() && v.get<double>() == std::floor(v.get<double>())))
    return bad(where, "expects an integer");
  const long long i =
      v.is_number_integer() ? v.get<long long>() : static_cast<long long>(v.get<double>());
  if (i < lo || i > hi)
    return bad(where, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return static_cast<int>(i);
}

Result<int> get_player(const json& v, const std::string& where) { return get_int(v, where, 0, 3); }

Result<std::vector<int>> get_players(const json& v, const std::string& where) {
  if (!v.is_array()) return bad(where, "expects a list of player numbers");
  std::vector<int> out;
  for (const auto& e : v) {
    auto p = get_player(e, where);
    if (!p) return tl::unexpected(p.error());
    out.push_back(*p);
  }
  return out;
}

Result<riichi::PlayerScores> get_four_ints(const json& v, const std::string& where) {
  if (!v.is_array() || v.size() != 4) return bad(where, "expects 4 integers (by player number)");
  riichi::PlayerScores out{};
  for (int i = 0; i < 4; ++i) {
    auto x = get_int(v[i], where, -100'000'000, 100'000'000);
    if (!x) return tl::unexpected(x.error());
    out[i] = *x;
  }
  return out;
}

Result<OptionValue> option_value(const json& v, const std::string& key) {
  if (v.is_boolean()) return OptionValue{v.get<bool>()};
  if (v.is_number_integer()) return OptionValue{v.get<long long>()};
  if (v.is_number_float()) return OptionValue{v.get<double>()};
  if (v.is_string()) return OptionValue{v.get<std::string>()};
  if (v.is_array()) {
    if (v.empty()) return OptionValue{std::vector<double>{}};
    if (v.front().is_string()) {
      std::vector<std::string> list;
      for (const auto& e : v) {
        if (!e.is_string())
          return fail(ErrorCode::invalid_option, "option \"" + key + "\": mixed list");
        list.push_back(e.get<std::string>());
      }
      return OptionValue{std::move(list)};
    }
    std::vector<double> list;
    for (const auto& e : v) {
      if (!e.is_number())
        return fail(ErrorCode::invalid_option, "option \"" + key + "\": mixed list");
      list.push_back(e.get<double>());
    }
    return OptionValue{std::move(list)};
  }
  return fail(ErrorCode::invalid_option, "option \"" + key + "\" has no usable value");
}

// Top-level rules, preset and options shared by game and final.
Result<void> read_common(const json& doc, std::string& preset, OptionOverrides& options) {
  if (doc.contains("rules") && doc["rules"] != "riichi")
    return fail(ErrorCode::unsupported, "game and final requests are riichi only");
  if (doc.contains("preset")) {
    if (!doc["preset"].is_string()) return bad("preset", "expects a string");
    preset = doc["preset"].get<std::string>();
  }
  if (doc.contains("options")) {
    if (!doc["options"].is_object()) return bad("options", "expects an object");
    for (const auto& [k, v] : doc["options"].items()) {
      auto ov = option_value(v, k);
      if (!ov) return tl::unexpected(ov.error());
      options.push_back(OptionOverride{k, std::move(*ov)});
    }
  }
  return {};
}

// A win's full score request, read by the JSON layer's score parser.
Result<ScoreRequest> read_score(const json& v, const std::string& where) {
  if (!v.is_object()) return bad(where, "expects a score request object");
  RequestParser parser;
  Answer answer;
  const std::string line = v.dump();
  parser.parse(line, answer);
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

bool is_win_key(std::string_view k) {
  for (auto w : kWinKeys)
    if (k == w) return true;
  return false;
}

Result<GameWin> read_win(const json& v, const std::string& where) {
  GameWin w;
  if (!v.contains("winner")) return bad(where, "a win needs \"winner\"");
  auto p = get_player(v["winner"], where + ".winner");
  if (!p) return tl::unexpected(p.error());
  w.winner = *p;
  if (v.contains("score")) {
    auto s = read_score(v["score"], where + ".score");
    if (!s) return tl::unexpected(s.error());
    w.score = std::move(*s);
  }
  auto read = [&](const char* key, int lo, int hi, int& out) -> Result<void> {
    if (!v.contains(key)) return {};
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
  if (v.contains("yaku_han")) {
    int y = 0;
    if (auto r = read("yaku_han", 0, 1000, y); !r) return tl::unexpected(r.error());
    w.yaku_han = y;
  }
  if (v.contains("liable")) {
    auto l = get_player(v["liable"], where + ".liable");
    if (!l) return tl::unexpected(l.error());
    w.liable = *l;
    if (w.liable_yakuman == 0) w.liable_yakuman = std::max(1, w.yakuman);
  }
  if (w.score && (v.contains("han") || v.contains("yakuman")))
    return bad(where, "give either \"score\" or \"han\"/\"fu\"/\"yakuman\"");
  if (!w.score && w.han == 0 && w.yakuman == 0)
    return bad(where, "a win needs \"score\", \"han\" or \"yakuman\"");
  return w;
}

Result<GameHand> read_hand(const json& v, const std::string& where) {
  if (!v.is_object()) return bad(where, "a hand is an object");
  if (!v.contains("result") || !v["result"].is_string())
    return bad(where, "needs \"result\": win, draw, abortive or chombo");
  GameHand h;
  const std::string result = v["result"].get<std::string>();
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
  for (const auto& [k, val] : v.items()) {
    static constexpr std::array<std::string_view, 11> kHandKeys = {
        "result", "riichi", "from",   "wins",   "tenpai", "nagashi",
        "reason", "player", "wareme", "expect", "note"};
    bool ok = is_win_key(k) && h.kind == HandKind::Win && !v.contains("wins");
    for (auto hk : kHandKeys) ok |= k == hk;
    if (!ok) return bad(where, "unknown field \"" + k + "\" for a " + result);
  }
  auto players = [&](const char* key, std::vector<int>& out) -> Result<void> {
    if (!v.contains(key)) return {};
    auto l = get_players(v[key], where + "." + key);
    if (!l) return tl::unexpected(l.error());
    out = std::move(*l);
    return {};
  };
  auto one = [&](const char* key) -> Result<std::optional<int>> {
    if (!v.contains(key) || v[key].is_null()) return std::optional<int>{};
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
  if (v.contains("expect")) {
    const json& e = v["expect"].is_object() && v["expect"].contains("deltas")
                        ? v["expect"]["deltas"]
                        : v["expect"];
    auto d = get_four_ints(e, where + ".expect");
    if (!d) return tl::unexpected(d.error());
    h.expect = *d;
  }
  switch (h.kind) {
    case HandKind::Win:
      if (v.contains("wins")) {
        if (!v["wins"].is_array() || v["wins"].empty())
          return bad(where, "\"wins\" is a non-empty list");
        for (size_t i = 0; i < v["wins"].size(); ++i) {
          auto w = read_win(v["wins"][i], where + ".wins[" + std::to_string(i) + "]");
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
      if (!v.contains("reason") || !v["reason"].is_string())
        return bad(where, "an abortive draw needs \"reason\"");
      h.reason = v["reason"].get<std::string>();
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

Result<riichi::GameStart> read_start(const json& v) {
  if (!v.is_object()) return bad("start", "expects an object");
  riichi::GameStart st;
  if (v.contains("round")) {
    if (!v["round"].is_string()) return bad("start.round", "expects a label like \"S3\"");
    const std::string label = v["round"].get<std::string>();
    auto wind = parse_wind(std::string_view(label).substr(0, 1));
    if (!wind || label.size() != 2 || label[1] < '1' || label[1] > '4')
      return bad("start.round", "expects a label like \"S3\"");
    st.round = *wind;
    st.hand = label[1] - '0';
  }
  if (v.contains("honba")) {
    auto x = get_int(v["honba"], "start.honba", 0, 1000);
    if (!x) return tl::unexpected(x.error());
    st.honba = *x;
  }
  if (v.contains("riichi_sticks")) {
    auto x = get_int(v["riichi_sticks"], "start.riichi_sticks", 0, 1000);
    if (!x) return tl::unexpected(x.error());
    st.riichi_sticks = *x;
  }
  if (v.contains("scores")) {
    auto s = get_four_ints(v["scores"], "start.scores");
    if (!s) return tl::unexpected(s.error());
    st.scores = *s;
  }
  return st;
}

Result<GameRecord> read_record(const json& doc) {
  if (!doc.is_object()) return bad("", "a game request is a JSON object");
  GameRecord rec;
  for (const auto& [k, v] : doc.items()) {
    static constexpr std::array<std::string_view, 9> kKeys = {
        "id", "type", "rules", "preset", "options", "players", "hands", "start", "expect"};
    bool ok = false;
    for (auto key : kKeys) ok |= k == key;
    if (!ok) return bad("", "unknown field \"" + k + "\" in a game request");
  }
  if (auto r = read_common(doc, rec.preset, rec.options); !r) return tl::unexpected(r.error());
  if (doc.contains("players")) {
    if (!doc["players"].is_array() || doc["players"].size() != 4)
      return bad("players", "expects 4 names");
    for (const auto& p : doc["players"]) {
      if (!p.is_string()) return bad("players", "expects 4 names");
      rec.players.push_back(p.get<std::string>());
    }
  }
  if (doc.contains("start")) {
    auto st = read_start(doc["start"]);
    if (!st) return tl::unexpected(st.error());
    rec.start = *st;
  }
  if (!doc.contains("hands") || !doc["hands"].is_array())
    return bad("hands", "a game request needs a list of hands");
  for (size_t i = 0; i < doc["hands"].size(); ++i) {
    auto h = read_hand(doc["hands"][i], "hands[" + std::to_string(i) + "]");
    if (!h) return tl::unexpected(h.error());
    rec.hands.push_back(std::move(*h));
  }
  if (doc.contains("expect")) {
    const json& e = doc["expect"];
    if (!e.is_object()) return bad("expect", "expects {\"scores\": [...], \"points\": [...]}");
    riichi::FinalExpect fe;
    if (e.contains("scores")) {
      auto s = get_four_ints(e["scores"], "expect.scores");
      if (!s) return tl::unexpected(s.error());
      fe.scores = *s;
    }
    if (e.contains("points")) {
      if (!e["points"].is_array() || e["points"].size() != 4)
        return bad("expect.points", "expects 4 numbers");
      std::array<double, 4> pts{};
      for (int i = 0; i < 4; ++i) {
        if (!e["points"][i].is_number()) return bad("expect.points", "expects 4 numbers");
        pts[i] = e["points"][i].get<double>();
      }
      fe.points = pts;
    }
    rec.expect = fe;
  }
  return rec;
}

}  // namespace

Result<riichi::GameRecord> parse_game_record(std::string_view text) {
  auto doc = parse_text(text);
  if (!doc) return tl::unexpected(doc.error());
  try {
    return read_record(*doc);
  } catch (const std::exception& e) {  // a safety net: the checks above cover the types
    return fail(ErrorCode::invalid_request, std::string("bad game record: ") + e.what());
  }
}

Result<FinalRequest> parse_final_request(std::string_view text) {
  auto doc = parse_text(text);
  if (!doc) return tl::unexpected(doc.error());
  try {
    if (!doc->is_object()) return bad("", "a final request is a JSON object");
    FinalRequest req;
    for (const auto& [k, v] : doc->items()) {
      static constexpr std::array<std::string_view, 7> kKeys = {
          "id", "type", "rules", "preset", "options", "scores", "chombo"};
      bool ok = false;
      for (auto key : kKeys) ok |= k == key;
      if (!ok) return bad("", "unknown field \"" + k + "\" in a final request");
    }
    if (auto r = read_common(*doc, req.preset, req.options); !r) return tl::unexpected(r.error());
    if (!doc->contains("scores")) return bad("scores", "a final request needs 4 scores");
    auto s = get_four_ints((*doc)["scores"], "scores");
    if (!s) return tl::unexpected(s.error());
    req.scores = *s;
    if (doc->contains("chombo")) {
      auto c = get_four_ints((*doc)["chombo"], "chombo");
      if (!c) return tl::unexpected(c.error());
      req.chombo = *c;
    }
    return req;
  } catch (const std::exception& e) {
    return fail(ErrorCode::invalid_request, std::string("bad final request: ") + e.what());
  }
}

}  // namespace mjscore::json
