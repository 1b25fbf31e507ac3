// Reading an HK `game` request (hk_game_json.hpp; docs/hk.md "HK games", docs/json-api.md) with
// the JSON value reader (json/value.hpp), in the record's order; a win's `score` object goes
// through the contract's score request reader (json/score_object.hpp).
#include <algorithm>
#include <array>

#include "family/hk/hk_game_json.hpp"
#include "json/json_out.hpp"
#include "json/score_object.hpp"
#include "json/value.hpp"
#include "mjscore/json.hpp"
#include "mjscore/names.hpp"

namespace mjscore::json {
namespace {

int player(Value v) { return v.integer(0, 3); }

// A win's full score request, read by the contract's score request reader from the object's
// members each once, in byte order of the keys (as the reader has always been given them).
std::optional<ScoreRequest> read_score(Value v, ScoreObjectReader& scores) {
  if (!v.expect(Type::Object, "expects a score request object")) return std::nullopt;
  std::string text;
  out::Writer w(text, out::Escapes::record);
  v.write(w, true);
  const Answer& answer = scores.read(text);
  if (answer.error) {
    v.fail(answer.error->code, v.path() + ": " + std::string(answer.error->message));
    return std::nullopt;
  }
  if (answer.type != RequestType::Score) return v.fail("must be a score request"), std::nullopt;
  if (answer.family && *answer.family != Family::HK && v.has("rules"))
    return v.fail("a score request of an hk game is hk"), std::nullopt;
  return std::get<ScoreRequest>(answer.request);
}

// The keys each result kind takes besides "result" and "note" (docs/hk.md "HK games").
bool known_keys(Value v, std::string_view result, std::initializer_list<std::string_view> known) {
  for (std::string_view k : v.keys())
    if (k != "result" && k != "note" && std::find(known.begin(), known.end(), k) == known.end())
      return v.fail("unknown field \"" + std::string(k) + "\" for a " + std::string(result)), false;
  return true;
}

hk::GameHand read_win(Value v, ScoreObjectReader& scores) {
  hk::GameHand h;
  h.kind = hk::HandKind::Win;
  if (!known_keys(v, "win", {"winner", "from", "tsumo", "score", "faan", "liable"})) return h;
  if (!v.has("winner")) return v.fail("a win needs \"winner\""), h;
  h.winner = player(v["winner"]);
  const bool tsumo = v["tsumo"].boolean();
  if (v.has("tsumo")) v["tsumo"].flag("expects a bool");
  // Contract (json-api.md "game"): a win without "from" is a self-draw in every family's
  // record; "tsumo": true may say so.
  if (v.has("from")) {
    if (tsumo) return v.fail("a win is either \"from\" a discarder or \"tsumo\""), h;
    h.from = player(v["from"]);
  }
  if (v.has("liable")) h.liable = player(v["liable"]);
  if (v.has("score") == v.has("faan")) return v.fail("a win needs either \"score\" or \"faan\""), h;
  if (v.has("faan")) {
    h.faan = v["faan"].integer(0, 1000);
  } else if (h.liable) {
    v.fail("with \"score\", give \"liable\" in the score request");
  } else {
    h.score = read_score(v["score"], scores);
  }
  return h;
}

hk::GameHand read_hand(Value v, ScoreObjectReader& scores) {
  hk::GameHand h;
  if (!v.expect(Type::Object, "a hand is an object")) return h;
  if (!v["result"].is(Type::String)) return v.fail("needs \"result\": win, draw or false_win"), h;
  const std::string_view result = v["result"].string();
  if (result == "win") return read_win(v, scores);
  if (result == "draw") {
    h.kind = hk::HandKind::Draw;
    known_keys(v, "draw", {});
  } else if (result == "false_win") {
    h.kind = hk::HandKind::FalseWin;
    if (!known_keys(v, "false_win", {"player"})) return h;
    if (!v.has("player")) return v.fail("a false win needs \"player\""), h;
    h.player = player(v["player"]);
  } else {
    v.fail("unknown result \"" + std::string(result) + "\" (win, draw, false_win)");
  }
  return h;
}

hk::GameRecord read_record(Value doc, ScoreObjectReader& scores) {
  hk::GameRecord rec;
  if (!doc.expect(Type::Object, "a game request is a JSON object")) return rec;
  static constexpr std::array<std::string_view, 7> kKeys = {"id",      "type",    "rules", "preset",
                                                            "options", "players", "hands"};
  for (std::string_view k : doc.keys())
    if (std::find(kKeys.begin(), kKeys.end(), k) == kKeys.end())
      return doc.fail("unknown field \"" + std::string(k) + "\" in a game request"), rec;
  if (doc.has("preset")) rec.preset = doc["preset"].text();
  if (doc.has("options") && doc["options"].expect(Type::Object, "expects an object"))
    rec.options = doc["options"].options();
  if (doc.has("players")) rec.players = doc["players"].strings(4, "expects 4 names");
  if (auto bad = names_fault(rec.players)) doc["players"][bad->index].fail(bad->what);
  const Value hands = doc["hands"];
  if (!hands.expect(Type::Array, "a game request needs a list of hands")) return rec;
  for (std::size_t i = 0; i < hands.size() && !doc.failed(); ++i)
    rec.hands.push_back(read_hand(hands[i], scores));
  return rec;
}

}  // namespace

Result<hk::GameRecord> parse_hk_game_record(std::string_view text, ScoreObjectReader& scores) {
  const Document doc(text);
  if (doc.failure()) return fail(ErrorCode::parse_error, "malformed JSON");
  return doc.take(read_record(doc.root(), scores));
}

Result<void> read_hk_game_hand(std::string_view text, hk::GameRecord& record,
                               ScoreObjectReader& scores) {
  const Document doc(text, {}, "hands[" + std::to_string(record.hands.size()) + "]");
  if (doc.failure()) return fail(ErrorCode::parse_error, "malformed JSON");
  auto hand = doc.take(read_hand(doc.root(), scores));
  if (!hand) return tl::unexpected(std::move(hand.error()));
  record.hands.push_back(std::move(*hand));
  return {};
}

}  // namespace mjscore::json
