// Reading the `game` and `final` requests (game_json.hpp; docs/game.md "Game record") with the
// JSON value reader (json/value.hpp): the checks run in the record's order, so the first error
// is the same whatever order the members come in (a member given twice counts once, its last
// value). A win's `score` object is read from its own bytes by the score request reader.
#include <algorithm>
#include <array>
#include <cmath>

#include "family/riichi/game_json.hpp"
#include "json/score_object.hpp"
#include "json/value.hpp"
#include "mjscore/json.hpp"
#include "mjscore/names.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {
namespace {

using riichi::GameHand;
using riichi::GameRecord;
using riichi::GameWin;
using riichi::HandKind;

// The error of a text the reader could not read, worded as it always was (the positions are a
// strict reader's, detail::lexeme_end). A number no double holds in well-formed JSON is the
// request's error, named by the key before it (as the score request reader words it).
Error unreadable(std::string_view text, const Document& doc) {
  auto malformed = [](std::string message, int position = -1) {
    return Error{ErrorCode::parse_error, std::move(message), position};
  };
  if (!doc.failure()) return malformed("malformed JSON");  // only a byte order mark
  const ReadFailure& f = *doc.failure();
  if (f.kind == ReadFailure::Kind::Depth) {
    const int pos = text::char_index(text, f.at);
    return malformed("malformed JSON at position " + std::to_string(pos) + ": nesting too deep",
                     pos);
  }
  if (!f.number.empty() && f.grammar_ok && !doc.bom()) {
    const std::size_t colon = text.rfind(':', f.number_at);
    const std::size_t end = colon == std::string_view::npos ? colon : text.rfind('"', colon);
    const std::size_t begin = end == std::string_view::npos || end == 0 ? std::string_view::npos
                                                                        : text.rfind('"', end - 1);
    const std::string key =
        begin == std::string_view::npos
            ? std::string("a field")
            : "field '" + std::string(text.substr(begin + 1, end - begin - 1)) + "'";
    return Error{ErrorCode::invalid_request, key + ": a number out of range", -1};
  }
  if (f.kind == ReadFailure::Kind::Overflow)
    return malformed("malformed JSON: [json.exception.out_of_range.406] number overflow parsing '" +
                     std::string(f.number) + "'");
  const int pos = static_cast<int>(f.at);
  return malformed("malformed JSON at position " + std::to_string(pos), pos);
}

int player(Value v) { return v.integer(0, 3); }

std::vector<int> players(Value v) {
  std::vector<int> out;
  if (!v.expect(Type::Array, "expects a list of player numbers")) return out;
  for (std::size_t i = 0; i < v.size(); ++i) out.push_back(player(v[i].named(v)));
  return out;
}

bool player_count(Value v) { return v.is(Type::Array) && (v.size() == 4 || v.size() == 3); }
riichi::PlayerScores four_ints(Value v) {
  auto out = riichi::PlayerScores::sized(player_count(v) ? static_cast<int>(v.size()) : 4);
  if (!player_count(v)) return v.fail("expects 4 integers (by player number)"), out;
  for (int i = 0; i < out.players(); ++i) out[i] = v[i].named(v).integer(-100'000'000, 100'000'000);
  return out;
}

// Top-level rules, preset and options shared by game and final.
void read_common(Value doc, std::string& preset, OptionOverrides& options) {
  if (doc.has("rules") && doc["rules"].string() != "riichi")
    return doc.fail(ErrorCode::unsupported, "game and final requests are riichi only");
  if (doc.has("preset")) preset = doc["preset"].text();
  if (!doc.has("options") || !doc["options"].expect(Type::Object, "expects an object")) return;
  options = doc["options"].options();  // a key given twice: the Document refuses it
}

// The request's keys other than `known`: the first in byte order.
void known_keys(Value v, std::initializer_list<std::string_view> known, std::string_view what) {
  for (std::string_view k : v.keys())
    if (std::find(known.begin(), known.end(), k) == known.end())
      return v.fail("unknown field \"" + std::string(k) + "\" in " + std::string(what));
}

// A win's full score request, read by the contract's score request reader.
std::optional<ScoreRequest> read_score(Value v, ScoreObjectReader& scores) {
  if (!v.expect(Type::Object, "expects a score request object")) return std::nullopt;
  const Answer& answer = scores.read(v.raw());
  if (answer.error) {
    v.fail(answer.error->code, v.path() + ": " + std::string(answer.error->message));
    return std::nullopt;
  }
  if (answer.type != RequestType::Score) return v.fail("must be a score request"), std::nullopt;
  return std::get<ScoreRequest>(answer.request);
}

constexpr std::array<std::string_view, 8> kWinKeys = {
    "winner", "score", "han", "fu", "yakuman", "yaku_han", "liable", "liable_yakuman"};

GameWin read_win(Value v, ScoreObjectReader& scores) {
  GameWin w;
  if (!v.has("winner")) return v.fail("a win needs \"winner\""), w;
  w.winner = player(v["winner"]);
  if (v.has("score")) w.score = read_score(v["score"], scores);
  auto read = [&](const char* key, int lo, int hi, int& out) {
    if (v.has(key)) out = v[key].integer(lo, hi);
  };
  read("han", 0, 1000, w.han);
  read("fu", 0, 200, w.fu);
  read("yakuman", 0, 10, w.yakuman);
  read("liable_yakuman", 0, 10, w.liable_yakuman);
  if (v.has("yaku_han")) w.yaku_han = v["yaku_han"].integer(0, 1000);
  if (v.has("liable")) {
    w.liable = player(v["liable"]);
    if (w.liable_yakuman == 0) w.liable_yakuman = std::max(1, w.yakuman);
  }
  if (v.has("score") && (v.has("han") || v.has("yakuman")))
    return v.fail("give either \"score\" or \"han\"/\"fu\"/\"yakuman\""), w;
  if (!v.has("score") && w.han == 0 && w.yakuman == 0)
    return v.fail("a win needs \"score\", \"han\" or \"yakuman\""), w;
  // Seed 000 "Contando fu": below mangan (5 han) a hand has 20 to 110 fu, rounded up to the
  // next 10 except chiitoitsu's 25; from 5 han the fu do not matter (docs/game.md).
  if (!v.has("score") && w.yakuman == 0 && w.han < 5 && (w.fu < 20 || w.fu > 110))
    return v["fu"].fail("a win below 5 han needs fu from 20 to 110"), w;
  if (w.fu != 25 && w.fu % 10 != 0) w.fu += 10 - w.fu % 10;
  return w;
}

// The keys of one result kind only (docs/game.md "Game record"): by kind, those of the others.
constexpr std::array<std::string_view, 12> kHandKeys = {
    "result", "riichi", "from",   "wins",   "tenpai", "nagashi",
    "reason", "player", "wareme", "expect", "note",   "time_called"};
struct KindKeys {
  std::string_view result;
  HandKind kind;
  std::array<std::string_view, 5> not_of;
};
constexpr std::array<KindKeys, 4> kKinds = {{
    {"win", HandKind::Win, {"tenpai", "nagashi", "reason", "player"}},
    {"draw", HandKind::Draw, {"from", "wins", "reason", "player"}},
    {"abortive", HandKind::Abortive, {"from", "wins", "tenpai", "nagashi", "player"}},
    {"chombo", HandKind::Chombo, {"from", "wins", "tenpai", "nagashi", "reason"}},
}};

GameHand read_hand(Value v, ScoreObjectReader& scores) {
  GameHand h;
  if (!v.expect(Type::Object, "a hand is an object")) return h;
  if (!v["result"].is(Type::String))
    return v.fail("needs \"result\": win, draw, abortive or chombo"), h;
  const std::string_view result = v["result"].string();
  const auto kind = std::find_if(kKinds.begin(), kKinds.end(),
                                 [&](const KindKeys& k) { return k.result == result; });
  if (kind == kKinds.end())
    return v.fail("unknown result \"" + std::string(result) + "\" (win, draw, abortive, chombo)"),
           h;
  h.kind = kind->kind;
  const bool own_win = h.kind == HandKind::Win && !v.has("wins");
  const std::string a_result = (result.front() == 'a' ? "an " : "a ") + std::string(result);
  for (std::string_view k : v.keys()) {
    const auto in = [k](const auto& list) {
      return std::find(list.begin(), list.end(), k) != list.end();
    };
    if (!in(kHandKeys) && !(own_win && in(kWinKeys)))
      return v.fail("unknown field \"" + std::string(k) + "\" for " + a_result), h;
    if (!k.empty() && in(kind->not_of))
      return v.fail("field \"" + std::string(k) + "\" does not belong to " + a_result), h;
  }
  if (v.has("riichi")) h.riichi = players(v["riichi"]);
  if (v.has("tenpai")) h.tenpai = players(v["tenpai"]);
  if (v.has("nagashi")) h.nagashi = players(v["nagashi"]);
  auto one = [&](const char* key) -> std::optional<int> {
    if (v[key].is(Type::Null)) return std::nullopt;
    return player(v[key]);
  };
  h.from = one("from");
  h.wareme = one("wareme");
  if (v.has("time_called")) h.time_called = v["time_called"].flag("expects true or false");
  if (v.has("expect")) {
    const Value e = v["expect"];
    h.expect = four_ints((e.has("deltas") ? e["deltas"] : e).named(e));
  }
  switch (h.kind) {
    case HandKind::Win:
      if (!own_win) {
        const Value wins = v["wins"];
        if (!wins.is(Type::Array) || wins.size() == 0)
          return v.fail("\"wins\" is a non-empty list"), h;
        for (std::size_t i = 0; i < wins.size() && !v.failed(); ++i)
          h.wins.push_back(read_win(wins[i], scores));
      } else {
        h.wins.push_back(read_win(v, scores));
      }
      break;
    case HandKind::Draw:
      break;
    case HandKind::Abortive:
      if (!v["reason"].is(Type::String)) return v.fail("an abortive draw needs \"reason\""), h;
      h.reason = v["reason"].string();
      break;
    case HandKind::Chombo: {
      const auto p = one("player");
      if (!p) return v.fail("a chombo needs \"player\""), h;
      h.player = *p;
      break;
    }
  }
  return h;
}

riichi::GameStart read_start(Value v) {
  riichi::GameStart st;
  if (!v.expect(Type::Object, "expects an object")) return st;
  if (v.has("round")) {
    const Value round = v["round"];
    const std::string_view label = round.string();
    const auto wind = parse_wind(label.substr(0, 1));
    if (!round.is(Type::String) || !wind || label.size() != 2 || label[1] < '1' || label[1] > '4')
      return round.fail("expects a label like \"S3\""), st;
    st.round = *wind;
    st.hand = label[1] - '0';
  }
  if (v.has("honba")) st.honba = v["honba"].integer(0, 1000);
  if (v.has("riichi_sticks")) st.riichi_sticks = v["riichi_sticks"].integer(0, 1000);
  if (v.has("scores")) st.scores = four_ints(v["scores"]);
  return st;
}

GameRecord read_record(Value doc, ScoreObjectReader& scores) {
  GameRecord rec;
  if (!doc.expect(Type::Object, "a game request is a JSON object")) return rec;
  known_keys(doc,
             {"id", "type", "rules", "preset", "options", "players", "hands", "start", "expect"},
             "a game request");
  read_common(doc, rec.preset, rec.options);
  if (doc.has("players"))  // 4 names, or 3: here and below, play_game checks the preset's count
    rec.players = doc["players"].strings(doc["players"].size() == 3 ? 3 : 4, "expects 4 names");
  if (auto bad = names_fault(rec.players)) doc["players"][bad->index].fail(bad->what);
  if (doc.has("start")) rec.start = read_start(doc["start"]);
  const Value hands = doc["hands"];
  if (!hands.expect(Type::Array, "a game request needs a list of hands")) return rec;
  for (std::size_t i = 0; i < hands.size() && !doc.failed(); ++i)
    rec.hands.push_back(read_hand(hands[i], scores));
  if (!doc.has("expect")) return rec;
  const Value e = doc["expect"];
  if (!e.expect(Type::Object, "expects {\"scores\": [...], \"points\": [...]}")) return rec;
  riichi::FinalExpect fe;
  if (e.has("scores")) fe.scores = four_ints(e["scores"]);
  if (e.has("points")) {
    const Value p = e["points"];
    bool ok = player_count(p);
    auto pts = riichi::PerPlayer<double>::sized(ok ? static_cast<int>(p.size()) : 4);
    for (int i = 0; ok && i < pts.players(); ++i) {
      ok = p[i].is(Type::Number);
      pts[i] = p[i].number();
    }
    if (!ok) return p.fail("expects 4 numbers"), rec;
    fe.points = pts;
  }
  rec.expect = fe;
  return rec;
}

FinalRequest read_final(Value doc) {
  FinalRequest req;
  if (!doc.expect(Type::Object, "a final request is a JSON object")) return req;
  known_keys(doc, {"id", "type", "rules", "preset", "options", "scores", "chombo"},
             "a final request");
  read_common(doc, req.preset, req.options);
  if (!doc.has("scores")) return doc["scores"].fail("a final request needs 4 scores"), req;
  req.scores = four_ints(doc["scores"]);
  if (doc.has("chombo")) req.chombo = four_ints(doc["chombo"]);
  return req;
}

template <class Read>
auto read_request(std::string_view text, Read&& read)
    -> Result<decltype(read(std::declval<Value>()))> {
  const Document doc(text, "score");  // a win's score object is read from its own bytes
  if (doc.failure() || doc.bom()) return tl::unexpected(unreadable(text, doc));
  return doc.take(read(doc.root()));
}

}  // namespace

Result<riichi::GameRecord> parse_game_record(std::string_view text, ScoreObjectReader& scores) {
  return read_request(text, [&](Value doc) { return read_record(doc, scores); });
}

Result<void> read_game_hand(std::string_view text, riichi::GameRecord& record,
                            ScoreObjectReader& scores) {
  const Document doc(text, "score", "hands[" + std::to_string(record.hands.size()) + "]");
  if (doc.failure() || doc.bom()) return tl::unexpected(unreadable(text, doc));
  auto hand = doc.take(read_hand(doc.root(), scores));
  if (!hand) return tl::unexpected(std::move(hand.error()));
  record.hands.push_back(std::move(*hand));
  return {};
}

Result<FinalRequest> parse_final_request(std::string_view text) {
  return read_request(text, read_final);
}

}  // namespace mjscore::json
