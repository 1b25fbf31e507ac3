// Reading the classical `settle`, `round` and `game` requests (classical_json.hpp). Not a hot
// path: the line (already found well-formed by the general reader) is read with nlohmann::json;
// each hand object of a round goes through the score request reader with the family, and the
// `won` the round gives it, set in front.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "contract/fast/batch.hpp"
#include "family/classical/classical_json.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

using njson = nlohmann::json;
constexpr int kPlayers = kDefaultPlayers;  // a classical game has four players

tl::unexpected<Error> bad(const std::string& where, const std::string& what) {
  return fail(ErrorCode::invalid_request, where.empty() ? what : where + ": " + what);
}

Result<njson> read_doc(std::string_view text) {
  try {
    njson doc = njson::parse(text.begin(), text.end());
    if (!doc.is_object()) return bad("", "a request is a JSON object");
    return doc;
  } catch (const njson::exception& e) {
    return fail(ErrorCode::parse_error, std::string("malformed JSON: ") + e.what());
  }
}

// The request's members other than `known`: the first in key order is an error.
Result<void> known_keys(const njson& doc, std::initializer_list<std::string_view> known,
                        const std::string& where, std::string_view what) {
  for (const auto& item : doc.items())
    if (std::find(known.begin(), known.end(), item.key()) == known.end())
      return bad(where, "unknown field \"" + item.key() + "\" in " + std::string(what));
  return {};
}

Result<OptionValue> option_value(const njson& v, const std::string& key) {
  if (v.is_boolean()) return OptionValue{v.get<bool>()};
  if (v.is_number_integer()) return OptionValue{v.get<long long>()};
  if (v.is_number()) return OptionValue{v.get<double>()};
  if (v.is_string()) return OptionValue{v.get<std::string>()};
  if (v.is_array()) {
    std::vector<std::string> texts;
    std::vector<double> numbers;
    for (const auto& e : v) {
      if (e.is_string() && numbers.empty()) {
        texts.push_back(e.get<std::string>());
      } else if (e.is_number() && texts.empty()) {
        numbers.push_back(e.get<double>());
      } else {
        return fail(ErrorCode::invalid_option, "option \"" + key + "\": mixed list");
      }
    }
    return texts.empty() ? OptionValue{std::move(numbers)} : OptionValue{std::move(texts)};
  }
  return fail(ErrorCode::invalid_option, "option \"" + key + "\" has no usable value");
}

// "rules" (classical), "preset" and "options" of every classical request.
Result<void> read_common(const njson& doc, std::string_view type, std::string& preset,
                         OptionOverrides& options) {
  const auto rules = doc.find("rules");
  if (rules == doc.end() || !rules->is_string() || rules->get<std::string>() != "classical")
    return fail(ErrorCode::unsupported, "a " + std::string(type) +
                                            " request needs \"rules\": \"classical\" (the only "
                                            "family with this request)");
  if (const auto p = doc.find("preset"); p != doc.end() && !p->is_null()) {
    if (!p->is_string()) return bad("preset", "expects a string");
    preset = p->get<std::string>();
  }
  if (const auto o = doc.find("options"); o != doc.end() && !o->is_null()) {
    if (!o->is_object()) return bad("options", "expects an object");
    for (const auto& item : o->items()) {
      auto v = option_value(item.value(), item.key());
      if (!v) return tl::unexpected(v.error());
      options.push_back(OptionOverride{item.key(), std::move(*v)});
    }
  }
  return {};
}

Result<Wind> get_seat(const njson& v, const std::string& where) {
  if (!v.is_string()) return bad(where, "expects a seat: \"E\", \"S\", \"W\" or \"N\"");
  auto w = parse_wind(v.get<std::string>());
  if (!w) return bad(where, "expects a seat: \"E\", \"S\", \"W\" or \"N\"");
  return *w;
}

Result<int> get_player(const njson& v, const std::string& where) {
  if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() >= kPlayers)
    return bad(where, "expects a player number from 0 to 3");
  return static_cast<int>(v.get<long long>());
}

Result<int> get_score(const njson& v, const std::string& where) {
  if (!v.is_number_integer() || v.get<long long>() < 0 ||
      v.get<long long>() > classical::kMaxSettledScore)
    return bad(where, "expects a score from 0 to " + std::to_string(classical::kMaxSettledScore));
  return static_cast<int>(v.get<long long>());
}

// Four values of `read`: an array in seat (or player) order, or, when `by_seat`, an object with
// the members "E" "S" "W" "N".
template <class T, class Read>
Result<std::array<T, kSeats>> four(const njson& v, const std::string& where, bool by_seat,
                                   Read&& read) {
  std::array<T, kSeats> out{};
  const std::string want =
      by_seat ? "expects 4 values in seat order or an object {\"E\":..,\"S\":..,\"W\":..,\"N\":..}"
              : "expects 4 values by player number";
  if (v.is_array()) {
    if (v.size() != kSeats) return bad(where, want);
    for (int i = 0; i < kSeats; ++i) {
      auto x = read(v[i], where + "[" + std::to_string(i) + "]", i);
      if (!x) return tl::unexpected(x.error());
      out[i] = std::move(*x);
    }
    return out;
  }
  if (!by_seat || !v.is_object() || v.size() != kSeats) return bad(where, want);
  std::array<bool, kSeats> seen{};
  for (const auto& item : v.items()) {
    auto w = parse_wind(item.key());
    if (!w || item.key().size() != 1) return bad(where, want);
    const int i = static_cast<int>(*w);
    if (seen[i]) return bad(where, want);
    seen[i] = true;
    auto x = read(item.value(), where + "." + item.key(), i);
    if (!x) return tl::unexpected(x.error());
    out[i] = std::move(*x);
  }
  return out;
}

// The winner: `winner` (a seat, or a player number in a game), or "result": "draw".
template <class T, class Get>
Result<void> read_winner(const njson& v, const std::string& where, Get&& get,
                         std::optional<T>& winner) {
  const auto result = v.find("result");
  std::string kind = "win";
  if (result != v.end()) {
    if (!result->is_string() || (*result != "win" && *result != "draw"))
      return bad(where, "\"result\" is \"win\" or \"draw\"");
    kind = result->get<std::string>();
  }
  const auto w = v.find("winner");
  const bool has_winner = w != v.end() && !w->is_null();
  if (kind == "draw") {
    if (has_winner) return bad(where, "a draw has no winner");
    return {};
  }
  if (!has_winner) return bad(where, "needs \"winner\" (or \"result\": \"draw\")");
  auto x = get(*w, where.empty() ? "winner" : where + ".winner");
  if (!x) return tl::unexpected(x.error());
  winner = *x;
  return {};
}

// The member `key` of `v` read by `get` into `out` when present and not null.
template <class T, class Get>
Result<void> optional_member(const njson& v, const char* key, const std::string& where, Get&& get,
                             std::optional<T>& out) {
  const auto m = v.find(key);
  if (m == v.end() || m->is_null()) return {};
  auto x = get(*m, where.empty() ? std::string(key) : where + "." + key);
  if (!x) return tl::unexpected(x.error());
  out = *x;
  return {};
}

// A list of seats or player numbers: flags.
template <class Get>
Result<std::array<bool, kSeats>> flags(const njson& v, const std::string& where, Get&& get) {
  std::array<bool, kSeats> out{};
  if (!v.is_array()) return bad(where, "expects a list");
  for (const auto& e : v) {
    auto x = get(e, where);
    if (!x) return tl::unexpected(x.error());
    out[static_cast<int>(*x)] = true;
  }
  return out;
}

// One hand of a round: a score request object, read by the score request reader as a classical
// hand that won or lost.
class HandReader {
 public:
  Result<ScoreRequest> read(const njson& v, const std::string& where, bool won) {
    if (!v.is_object()) return bad(where, "a hand is a score request object");
    static constexpr std::string_view kSetByRound[] = {"id",      "type", "rules", "preset",
                                                       "options", "seat", "round", "won"};
    for (const auto& item : v.items())
      if (std::find(std::begin(kSetByRound), std::end(kSetByRound), item.key()) !=
          std::end(kSetByRound))
        return bad(where, "field \"" + item.key() + "\" is set by the round, not by a hand");
    std::string text =
        won ? R"({"rules":"classical","won":true)" : R"({"rules":"classical","won":false)";
    const std::string body = v.dump();
    if (body.size() > 2) {
      text += ',';
      text.append(body, 1);
    } else {
      text += '}';
    }
    parser_.parse(text, answer_);
    if (answer_.error) {
      Error e = *answer_.error;
      e.message = where + ": " + e.message;
      e.position = -1;
      return tl::unexpected(std::move(e));
    }
    return std::get<ScoreRequest>(answer_.request);
  }

 private:
  RequestParser parser_;
  Answer answer_;
};

Result<classical::SettleRequest> read_settle(const njson& doc) {
  classical::SettleRequest q;
  if (auto r = read_common(doc, "settle", q.preset, q.options); !r)
    return tl::unexpected(r.error());
  if (auto r = known_keys(doc,
                          {"id", "type", "rules", "preset", "options", "winner", "result", "scores",
                           "dead", "dangerous"},
                          "", "a settle request");
      !r)
    return tl::unexpected(r.error());
  if (auto r = read_winner(doc, "", get_seat, q.winner); !r) return tl::unexpected(r.error());
  const auto scores = doc.find("scores");
  if (scores == doc.end()) return bad("scores", "a settle request needs 4 scores");
  auto s = four<int>(*scores, "scores", true, [](const njson& v, const std::string& where, int) {
    return get_score(v, where);
  });
  if (!s) return tl::unexpected(s.error());
  q.scores = *s;
  if (const auto d = doc.find("dead"); d != doc.end()) {
    auto f = flags(*d, "dead", get_seat);
    if (!f) return tl::unexpected(f.error());
    q.dead = *f;
  }
  if (auto r = optional_member(doc, "dangerous", "", get_seat, q.dangerous); !r)
    return tl::unexpected(r.error());
  return q;
}

Result<classical::RoundRequest> read_round(const njson& doc) {
  classical::RoundRequest q;
  if (auto r = read_common(doc, "round", q.preset, q.options); !r) return tl::unexpected(r.error());
  if (auto r = known_keys(doc,
                          {"id", "type", "rules", "preset", "options", "winner", "result", "round",
                           "hands", "dangerous"},
                          "", "a round request");
      !r)
    return tl::unexpected(r.error());
  if (auto r = read_winner(doc, "", get_seat, q.winner); !r) return tl::unexpected(r.error());
  std::optional<Wind> round;
  if (auto r = optional_member(doc, "round", "", get_seat, round); !r)
    return tl::unexpected(r.error());
  q.round = round.value_or(Wind::East);
  if (auto r = optional_member(doc, "dangerous", "", get_seat, q.dangerous); !r)
    return tl::unexpected(r.error());
  const auto hands = doc.find("hands");
  if (hands == doc.end()) return bad("hands", "a round request needs 4 hands");
  HandReader reader;
  auto h = four<ScoreRequest>(*hands, "hands", true,
                              [&](const njson& v, const std::string& where, int seat) {
                                return reader.read(v, where, q.winner == static_cast<Wind>(seat));
                              });
  if (!h) return tl::unexpected(h.error());
  q.hands = std::move(*h);
  return q;
}

Result<classical::GameRound> read_game_round(const njson& v, const std::string& where,
                                             HandReader& reader) {
  if (!v.is_object()) return bad(where, "a round is an object");
  if (auto r = known_keys(v, {"winner", "result", "hands", "scores", "dead", "dangerous", "note"},
                          where, "a round");
      !r)
    return tl::unexpected(r.error());
  classical::GameRound g;
  if (auto r = read_winner(v, where, get_player, g.winner); !r) return tl::unexpected(r.error());
  const auto hands = v.find("hands");
  const auto scores = v.find("scores");
  if (hands != v.end() && scores != v.end())
    return bad(where, "a round gives either \"hands\" or \"scores\", not both");
  if (hands == v.end() && scores == v.end()) {
    if (g.winner) return bad(where, "a win gives \"hands\" or \"scores\"");
    if (v.contains("dead")) return bad(where, "\"dead\" goes with \"scores\"");
  } else if (hands != v.end()) {
    if (v.contains("dead")) return bad(where, "dead hands are found by scoring \"hands\"");
    g.has_hands = true;
    auto h = four<ScoreRequest>(*hands, where + ".hands", false,
                                [&](const njson& x, const std::string& at, int player) {
                                  return reader.read(x, at, g.winner == player);
                                });
    if (!h) return tl::unexpected(h.error());
    g.hands.assign(h->begin(), h->end());
  } else {
    auto s = four<int>(*scores, where + ".scores", false,
                       [](const njson& x, const std::string& at, int) { return get_score(x, at); });
    if (!s) return tl::unexpected(s.error());
    g.scores = *s;
    if (const auto d = v.find("dead"); d != v.end()) {
      auto f = flags(*d, where + ".dead", get_player);
      if (!f) return tl::unexpected(f.error());
      g.dead = *f;
    }
  }
  if (auto r = optional_member(v, "dangerous", where, get_player, g.dangerous); !r)
    return tl::unexpected(r.error());
  return g;
}

Result<classical::GameRecord> read_game(const njson& doc) {
  classical::GameRecord rec;
  if (auto r = read_common(doc, "game", rec.preset, rec.options); !r)
    return tl::unexpected(r.error());
  if (auto r = known_keys(doc, {"id", "type", "rules", "preset", "options", "players", "rounds"},
                          "", "a classical game request");
      !r)
    return tl::unexpected(r.error());
  if (const auto p = doc.find("players"); p != doc.end()) {
    if (!p->is_array() || p->size() != kPlayers) return bad("players", "expects 4 names");
    for (const auto& name : *p) {
      if (!name.is_string()) return bad("players", "expects 4 names");
      rec.players.push_back(name.get<std::string>());
    }
  }
  const auto rounds = doc.find("rounds");
  if (rounds == doc.end() || !rounds->is_array())
    return bad("rounds", "a classical game request needs a list of rounds");
  HandReader reader;
  for (std::size_t i = 0; i < rounds->size(); ++i) {
    auto g = read_game_round((*rounds)[i], "rounds[" + std::to_string(i) + "]", reader);
    if (!g) return tl::unexpected(g.error());
    rec.rounds.push_back(std::move(*g));
  }
  return rec;
}

template <class Read>
auto read_request(std::string_view text, Read&& read) -> decltype(read(std::declval<njson&>())) {
  auto doc = read_doc(text);
  if (!doc) return tl::unexpected(doc.error());
  return read(*doc);
}

}  // namespace

Result<classical::SettleRequest> parse_settle_request(std::string_view text) {
  return read_request(text, read_settle);
}

Result<classical::RoundRequest> parse_round_request(std::string_view text) {
  return read_request(text, read_round);
}

Result<classical::GameRecord> parse_classical_game(std::string_view text) {
  return read_request(text, read_game);
}

}  // namespace mjscore::json
