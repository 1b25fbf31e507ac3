// Reading an HK `game` request (hk_game_json.hpp; docs/hk.md "HK games", docs/json-api.md). Not
// a hot path: the line, already checked well-formed by the request reader, is read with
// nlohmann::json; a win's `score` object goes through the score request reader.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "contract/fast/batch.hpp"
#include "family/hk/hk_game_json.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

using nlohmann::json;

tl::unexpected<Error> bad(const std::string& where, const std::string& what) {
  return fail(ErrorCode::invalid_request, where.empty() ? what : where + ": " + what);
}

Result<int> get_int(const json& v, const std::string& where, long long lo, long long hi) {
  double d = 0;
  if (v.is_number_integer()) {
    if (v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(hi))
      return bad(where, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
    d = static_cast<double>(v.get<long long>());
  } else if (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>()) {
    d = v.get<double>();
  } else {
    return bad(where, "expects an integer");
  }
  if (!(d >= static_cast<double>(lo) && d <= static_cast<double>(hi)))
    return bad(where, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return static_cast<int>(d);
}

Result<int> get_player(const json& v, const std::string& where) { return get_int(v, where, 0, 3); }

Result<OptionValue> option_value(const json& v, const std::string& key) {
  if (v.is_boolean()) return OptionValue{v.get<bool>()};
  if (v.is_number_integer() && !v.is_number_unsigned()) return OptionValue{v.get<long long>()};
  if (v.is_number()) return OptionValue{v.get<double>()};
  if (v.is_string()) return OptionValue{v.get<std::string>()};
  if (v.is_array()) {
    if (v.empty()) return OptionValue{std::vector<double>{}};
    const bool strings = v.front().is_string();
    std::vector<std::string> texts;
    std::vector<double> numbers;
    for (const auto& e : v) {
      if (strings ? !e.is_string() : !e.is_number())
        return fail(ErrorCode::invalid_option, "option \"" + key + "\": mixed list");
      strings ? texts.push_back(e.get<std::string>()) : numbers.push_back(e.get<double>());
    }
    return strings ? OptionValue{std::move(texts)} : OptionValue{std::move(numbers)};
  }
  return fail(ErrorCode::invalid_option, "option \"" + key + "\" has no usable value");
}

// A win's full score request, read by the JSON layer's score request reader.
Result<ScoreRequest> read_score(const json& v, const std::string& where) {
  if (!v.is_object()) return bad(where, "expects a score request object");
  const std::string text = v.dump();
  RequestParser parser;
  Answer answer;
  parser.parse(text, answer);
  if (answer.error) {
    Error e = *answer.error;
    e.message = where + ": " + e.message;
    e.position = -1;
    return tl::unexpected(e);
  }
  if (answer.type != RequestType::Score) return bad(where, "must be a score request");
  if (answer.family && *answer.family != Family::HK && v.contains("rules"))
    return bad(where, "a score request of an hk game is hk");
  return std::get<ScoreRequest>(answer.request);
}

// The keys each result kind takes (docs/hk.md "HK games").
Result<void> check_keys(const json& v, const std::string& where, const std::string& result,
                        std::initializer_list<std::string_view> known) {
  for (const auto& [k, _] : v.items())
    if (k != "result" && k != "note" && std::find(known.begin(), known.end(), k) == known.end())
      return bad(where, "unknown field \"" + k + "\" for a " + result);
  return {};
}

Result<hk::GameHand> read_win(const json& v, const std::string& where) {
  hk::GameHand h;
  h.kind = hk::HandKind::Win;
  if (auto r = check_keys(v, where, "win", {"winner", "from", "tsumo", "score", "faan", "liable"});
      !r)
    return tl::unexpected(r.error());
  if (!v.contains("winner")) return bad(where, "a win needs \"winner\"");
  auto winner = get_player(v["winner"], where + ".winner");
  if (!winner) return tl::unexpected(winner.error());
  h.winner = *winner;
  const bool tsumo = v.contains("tsumo") && v["tsumo"].is_boolean() && v["tsumo"].get<bool>();
  if (v.contains("tsumo") && !v["tsumo"].is_boolean())
    return bad(where + ".tsumo", "expects a bool");
  if (v.contains("from")) {
    if (tsumo) return bad(where, "a win is either \"from\" a discarder or \"tsumo\"");
    auto from = get_player(v["from"], where + ".from");
    if (!from) return tl::unexpected(from.error());
    h.from = *from;
  } else if (!tsumo) {
    return bad(where, "a win needs \"from\" (the discarder) or \"tsumo\": true");
  }
  if (v.contains("liable")) {
    auto liable = get_player(v["liable"], where + ".liable");
    if (!liable) return tl::unexpected(liable.error());
    h.liable = *liable;
  }
  if (v.contains("score") == v.contains("faan"))
    return bad(where, "a win needs either \"score\" or \"faan\"");
  if (v.contains("faan")) {
    auto faan = get_int(v["faan"], where + ".faan", 0, 1000);
    if (!faan) return tl::unexpected(faan.error());
    h.faan = *faan;
  } else {
    if (h.liable) return bad(where, "with \"score\", give \"liable\" in the score request");
    auto s = read_score(v["score"], where + ".score");
    if (!s) return tl::unexpected(s.error());
    h.score = std::move(*s);
  }
  return h;
}

Result<hk::GameHand> read_hand(const json& v, const std::string& where) {
  if (!v.is_object()) return bad(where, "a hand is an object");
  if (!v.contains("result") || !v["result"].is_string())
    return bad(where, "needs \"result\": win, draw or false_win");
  const std::string result = v["result"].get<std::string>();
  if (result == "win") return read_win(v, where);
  hk::GameHand h;
  if (result == "draw") {
    h.kind = hk::HandKind::Draw;
    if (auto r = check_keys(v, where, "draw", {}); !r) return tl::unexpected(r.error());
    return h;
  }
  if (result == "false_win") {
    h.kind = hk::HandKind::FalseWin;
    if (auto r = check_keys(v, where, "false_win", {"player"}); !r)
      return tl::unexpected(r.error());
    if (!v.contains("player")) return bad(where, "a false win needs \"player\"");
    auto p = get_player(v["player"], where + ".player");
    if (!p) return tl::unexpected(p.error());
    h.player = *p;
    return h;
  }
  return bad(where, "unknown result \"" + result + "\" (win, draw, false_win)");
}

Result<hk::GameRecord> read_record(const json& doc) {
  if (!doc.is_object()) return bad("", "a game request is a JSON object");
  static constexpr std::array<std::string_view, 7> kKeys = {"id",      "type",    "rules", "preset",
                                                            "options", "players", "hands"};
  for (const auto& [k, _] : doc.items())
    if (std::find(kKeys.begin(), kKeys.end(), k) == kKeys.end())
      return bad("", "unknown field \"" + k + "\" in a game request");
  hk::GameRecord rec;
  if (doc.contains("preset")) {
    if (!doc["preset"].is_string()) return bad("preset", "expects a string");
    rec.preset = doc["preset"].get<std::string>();
  }
  if (doc.contains("options")) {
    if (!doc["options"].is_object()) return bad("options", "expects an object");
    for (const auto& [k, value] : doc["options"].items()) {  // key order (nlohmann's map)
      auto ov = option_value(value, k);
      if (!ov) return tl::unexpected(ov.error());
      rec.options.push_back(OptionOverride{k, std::move(*ov)});
    }
  }
  if (doc.contains("players")) {
    const json& players = doc["players"];
    if (!players.is_array() || players.size() != 4) return bad("players", "expects 4 names");
    for (const auto& p : players) {
      if (!p.is_string()) return bad("players", "expects 4 names");
      rec.players.push_back(p.get<std::string>());
    }
  }
  if (!doc.contains("hands") || !doc["hands"].is_array())
    return bad("hands", "a game request needs a list of hands");
  for (size_t i = 0; i < doc["hands"].size(); ++i) {
    auto h = read_hand(doc["hands"][i], "hands[" + std::to_string(i) + "]");
    if (!h) return tl::unexpected(h.error());
    rec.hands.push_back(std::move(*h));
  }
  return rec;
}

}  // namespace

Result<hk::GameRecord> parse_hk_game_record(std::string_view text) {
  const json doc = json::parse(text.begin(), text.end(), nullptr, false);
  if (doc.is_discarded()) return fail(ErrorCode::parse_error, "malformed JSON");
  return read_record(doc);
}

}  // namespace mjscore::json
