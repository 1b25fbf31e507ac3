// Reading the classical `settle`, `round` and `game` requests (classical_json.hpp) with the JSON
// value reader (json/value.hpp), in the request's order, an object's members in byte order of
// their keys; each hand object of a round goes through the contract's score request reader
// (json/score_object.hpp) with the family, and the `won` the round gives it, set in front.
#include <algorithm>

#include "family/classical/classical_json.hpp"
#include "json/json_out.hpp"
#include "json/score_object.hpp"
#include "json/value.hpp"
#include "mjscore/json.hpp"
#include "mjscore/names.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

constexpr int kPlayers = kDefaultPlayers;  // a classical game has four players

// A text the reader could not read. A number no double holds is named as it always was; the
// message of any other malformed text names the position (it used to quote another parser).
Error unreadable(const ReadFailure& f) {
  if (f.kind == ReadFailure::Kind::Overflow)
    return Error{ErrorCode::parse_error,
                 "malformed JSON: [json.exception.out_of_range.406] number overflow parsing '" +
                     std::string(f.number) + "'",
                 -1};
  return Error{ErrorCode::parse_error, "malformed JSON at position " + std::to_string(f.at), -1};
}

// The request's members other than `known`: the first in key order is an error.
void known_keys(Value doc, std::initializer_list<std::string_view> known, std::string_view what) {
  for (std::string_view k : doc.keys())
    if (std::find(known.begin(), known.end(), k) == known.end())
      return doc.fail("unknown field \"" + std::string(k) + "\" in " + std::string(what));
}

// "rules" (classical), "preset" and "options" of every classical request.
void read_common(Value doc, std::string_view type, std::string& preset, OptionOverrides& options) {
  if (doc["rules"].string() != "classical")
    return doc.fail(ErrorCode::unsupported,
                    "a " + std::string(type) +
                        " request needs \"rules\": \"classical\" (the only family with this "
                        "request)");
  if (!doc["preset"].is(Type::Null)) preset = doc["preset"].text();
  if (!doc["options"].is(Type::Null) && doc["options"].expect(Type::Object, "expects an object"))
    options = doc["options"].options();
}

constexpr std::string_view kSeat = "expects a seat: \"E\", \"S\", \"W\" or \"N\"";

Wind seat(Value v) {
  const auto w = parse_wind(v.string());
  if (!v.is(Type::String) || !w) return v.fail(kSeat), Wind::East;
  return *w;
}

int player(Value v) {
  if (!v.is_integer() || v.integer() < 0 || v.integer() >= kPlayers)
    return v.fail("expects a player number from 0 to 3"), 0;
  return static_cast<int>(v.integer());
}

int score(Value v) {
  if (!v.is_integer() || v.integer() < 0 || v.integer() > classical::kMaxSettledScore)
    return v.fail("expects a score from 0 to " + std::to_string(classical::kMaxSettledScore)), 0;
  return static_cast<int>(v.integer());
}

// Four values of `read(value, index)`: an array in seat (or player) order, or, when `by_seat`,
// an object with the members "E" "S" "W" "N" (read in that byte order: E, N, S, W).
template <class T, class Read>
std::array<T, kSeats> four(Value v, bool by_seat, Read&& read) {
  std::array<T, kSeats> out{};
  const std::string_view want =
      by_seat ? "expects 4 values in seat order or an object {\"E\":..,\"S\":..,\"W\":..,\"N\":..}"
              : "expects 4 values by player number";
  if (v.is(Type::Array)) {
    if (v.size() != kSeats) return v.fail(want), out;
    for (int i = 0; i < kSeats && !v.failed(); ++i) out[i] = read(v[i], i);
    return out;
  }
  const auto keys = v.keys();
  if (!by_seat || !v.is(Type::Object) || keys.size() != kSeats) return v.fail(want), out;
  for (std::string_view key : keys) {
    const auto w = parse_wind(key);
    if (!w || key.size() != 1) return v.fail(want), out;
    if (!v.failed()) out[index(*w)] = read(v[key], index(*w));
  }
  return out;
}

// The winner: `winner` (read by `get`: a seat, or a player number in a game), or "result":
// "draw".
template <class T, class Get>
void read_winner(Value v, Get&& get, std::optional<T>& winner) {
  const Value result = v["result"];
  if (result.exists() && result.string() != "win" && result.string() != "draw")
    return v.fail("\"result\" is \"win\" or \"draw\"");
  const bool has_winner = !v["winner"].is(Type::Null);
  if (result.string() == "draw") {
    if (has_winner) v.fail("a draw has no winner");
    return;
  }
  if (!has_winner) return v.fail("needs \"winner\" (or \"result\": \"draw\")");
  winner = get(v["winner"]);
}

// The member `key` of `v` read by `get` into `out` when present and not null.
template <class T, class Get>
void optional_member(Value v, std::string_view key, Get&& get, std::optional<T>& out) {
  if (!v[key].is(Type::Null)) out = get(v[key]);
}

// A list of seats or player numbers: flags.
template <class Get>
std::array<bool, kSeats> flags(Value v, Get&& get) {
  std::array<bool, kSeats> out{};
  if (!v.expect(Type::Array, "expects a list")) return out;
  for (std::size_t i = 0; i < v.size() && !v.failed(); ++i)
    out[static_cast<int>(get(v[i].named(v)))] = true;
  return out;
}

// One hand of a round: a score request object, read by the score request reader as a classical
// hand that won or lost.
class HandReader {
 public:
  explicit HandReader(ScoreObjectReader& scores) : scores_(scores) {}
  ScoreRequest read(Value v, bool won) {
    if (!v.expect(Type::Object, "a hand is a score request object")) return {};
    static constexpr std::string_view kSetByRound[] = {"id",      "type", "rules", "preset",
                                                       "options", "seat", "round", "won"};
    for (std::string_view k : v.keys())
      if (std::find(std::begin(kSetByRound), std::end(kSetByRound), k) != std::end(kSetByRound))
        return v.fail("field \"" + std::string(k) + "\" is set by the round, not by a hand"),
               ScoreRequest{};
    std::string text =
        won ? R"({"rules":"classical","won":true)" : R"({"rules":"classical","won":false)";
    const std::size_t head = text.size();
    out::Writer w(text, out::Escapes::record);
    v.write(w, true);
    // The hand's members after the two in front: its '{' becomes a comma (none when empty).
    text[head] = v.size() > 0 ? ',' : '}';
    if (v.size() == 0) text.pop_back();
    const Answer& answer = scores_.read(text);
    if (answer.error) {
      v.fail(answer.error->code, v.path() + ": " + std::string(answer.error->message));
      return {};
    }
    return std::get<ScoreRequest>(answer.request);
  }

 private:
  ScoreObjectReader& scores_;
};

classical::SettleRequest read_settle(Value doc) {
  classical::SettleRequest q;
  read_common(doc, "settle", q.preset, q.options);
  known_keys(doc,
             {"id", "type", "rules", "preset", "options", "winner", "result", "scores", "dead",
              "dangerous"},
             "a settle request");
  read_winner(doc, seat, q.winner);
  if (!doc.has("scores")) return doc["scores"].fail("a settle request needs 4 scores"), q;
  q.scores = four<int>(doc["scores"], true, [](Value v, int) { return score(v); });
  if (doc.has("dead")) q.dead = flags(doc["dead"], seat);
  optional_member(doc, "dangerous", seat, q.dangerous);
  return q;
}

classical::RoundRequest read_round(Value doc, ScoreObjectReader& scores) {
  classical::RoundRequest q;
  read_common(doc, "round", q.preset, q.options);
  known_keys(doc,
             {"id", "type", "rules", "preset", "options", "winner", "result", "round", "hands",
              "dangerous"},
             "a round request");
  read_winner(doc, seat, q.winner);
  std::optional<Wind> round;
  optional_member(doc, "round", seat, round);
  q.round = round.value_or(Wind::East);
  optional_member(doc, "dangerous", seat, q.dangerous);
  if (!doc.has("hands")) return doc["hands"].fail("a round request needs 4 hands"), q;
  HandReader reader(scores);
  q.hands = four<ScoreRequest>(doc["hands"], true, [&](Value v, int i) {
    return reader.read(v, q.winner == static_cast<Wind>(i));
  });
  return q;
}

classical::GameRound read_game_round(Value v, HandReader& reader) {
  classical::GameRound g;
  if (!v.expect(Type::Object, "a round is an object")) return g;
  known_keys(v, {"winner", "result", "hands", "scores", "dead", "dangerous", "note"}, "a round");
  read_winner(v, player, g.winner);
  if (v.has("hands") && v.has("scores"))
    return v.fail("a round gives either \"hands\" or \"scores\", not both"), g;
  if (!v.has("hands") && !v.has("scores")) {
    if (g.winner) v.fail("a win gives \"hands\" or \"scores\"");
    if (v.has("dead")) v.fail("\"dead\" goes with \"scores\"");
  } else if (v.has("hands")) {
    if (v.has("dead")) v.fail("dead hands are found by scoring \"hands\"");
    g.has_hands = true;
    const auto hands = four<ScoreRequest>(
        v["hands"], false, [&](Value x, int p) { return reader.read(x, g.winner == p); });
    g.hands.assign(hands.begin(), hands.end());
  } else {
    g.scores = four<int>(v["scores"], false, [](Value x, int) { return score(x); });
    if (v.has("dead")) g.dead = flags(v["dead"], player);
  }
  optional_member(v, "dangerous", player, g.dangerous);
  return g;
}

classical::GameRecord read_game(Value doc, ScoreObjectReader& scores) {
  classical::GameRecord rec;
  read_common(doc, "game", rec.preset, rec.options);
  known_keys(doc, {"id", "type", "rules", "preset", "options", "players", "rounds"},
             "a classical game request");
  if (doc.has("players")) rec.players = doc["players"].strings(kPlayers, "expects 4 names");
  if (auto bad = names_fault(rec.players)) doc["players"][bad->index].fail(bad->what);
  const Value rounds = doc["rounds"];
  if (!rounds.expect(Type::Array, "a classical game request needs a list of rounds")) return rec;
  HandReader reader(scores);
  for (std::size_t i = 0; i < rounds.size() && !doc.failed(); ++i)
    rec.rounds.push_back(read_game_round(rounds[i], reader));
  return rec;
}

template <class Read>
auto read_request(std::string_view text, Read&& read)
    -> Result<decltype(read(std::declval<Value>()))> {
  const Document doc(text);
  if (doc.failure()) return tl::unexpected(unreadable(*doc.failure()));
  if (!doc.root().expect(Type::Object, "a request is a JSON object"))
    return tl::unexpected(*doc.error());
  return doc.take(read(doc.root()));
}

}  // namespace

Result<classical::SettleRequest> parse_settle_request(std::string_view text) {
  return read_request(text, read_settle);
}

Result<classical::RoundRequest> parse_round_request(std::string_view text,
                                                    ScoreObjectReader& scores) {
  return read_request(text, [&](Value doc) { return read_round(doc, scores); });
}

Result<classical::GameRecord> parse_classical_game(std::string_view text,
                                                   ScoreObjectReader& scores) {
  return read_request(text, [&](Value doc) { return read_game(doc, scores); });
}

Result<void> read_classical_game_round(std::string_view text, classical::GameRecord& record,
                                       ScoreObjectReader& scores) {
  const Document doc(text, {}, "rounds[" + std::to_string(record.rounds.size()) + "]");
  if (doc.failure()) return tl::unexpected(unreadable(*doc.failure()));
  HandReader reader(scores);
  auto round = doc.take(read_game_round(doc.root(), reader));
  if (!round) return tl::unexpected(std::move(round.error()));
  record.rounds.push_back(std::move(*round));
  return {};
}

}  // namespace mjscore::json
