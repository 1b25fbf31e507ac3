// The games endpoints of the HTTP API (api.hpp; ../shared/spec/http-api.md "Games"). Every
// state shown or cached is the engine's answer to the stored record (game_view.hpp); a write
// is decided under the store's write lock, from the game as stored (an append from the game
// cached at the version before it, when it is cached).
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <memory>

#include "mjscore/names.hpp"
#include "serve/api.hpp"
#include "serve/body_json.hpp"
#include "serve/game_view.hpp"

namespace mjscore::serve {
namespace {

constexpr std::size_t kMaxTitleBytes = 200;
constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxEntryBytes = 64 * 1024;

HttpResponse json_response(int status, std::string body) {
  HttpResponse r;
  r.status = status;
  r.body = std::move(body);
  return r;
}

// A stored record the engine no longer answers (e.g. after a rule change): the server's fault.
ApiError unanswerable(const Error& e) {
  return ApiError{500, std::string(to_string(e.code)),
                  "the stored record is not answered: " + std::string(e.message)};
}

// `answered` rendered for the cache, and its summary.
std::shared_ptr<const CachedGame> cached(const StoredGame& game, AnsweredGame answered) {
  auto out = std::make_shared<CachedGame>();
  out->body = game_body(game, answered);
  out->finished = game_finished(answered);
  out->game = std::move(answered);
  return out;
}

// The engine's answer to `game` rendered for the cache; an error made by `on_error` when the
// record is not answered.
ApiResult<std::shared_ptr<const CachedGame>> render(const StoredGame& game,
                                                    ApiError (*on_error)(const Error&),
                                                    const Engine& engine) {
  auto a = answer_stored(engine, game);
  if (!a) return tl::unexpected(on_error(a.error()));
  return cached(game, std::move(*a));
}

// "expect_hands": a count of hands, 0 or more.
ApiResult<std::optional<int64_t>> expect_hands_of(const std::string& json) {
  const auto n = contract::read_integer(json);
  if (!n || *n < 0)
    return api_fail(400, "invalid_request", "expect_hands is a number of hands (0 or more)");
  return std::optional<int64_t>(*n);
}

// {"rules":..,"preset":..,"options":..,"players":..}: the record's head, without a preset when
// none is named.
std::string record_head(const GameHead& head, bool with_preset) {
  std::string out = R"({"rules":)" + json_string(head.rules);
  if (with_preset) out += R"(,"preset":)" + json_string(head.preset);
  return out + R"(,"options":)" + head.options_json + R"(,"players":)" + head.players_json + "}";
}

// The game head of a POST /v1/games body (rules, preset, options, players, title).
ApiResult<GameHead> read_head(const Members& body) {
  for (const auto& [key, value] : body)
    if (key != "rules" && key != "preset" && key != "options" && key != "players" && key != "title")
      return api_fail(400, "invalid_request",
                      "unknown field " + json_string(key) +
                          " (a game has rules, preset, options, players, title)");
  GameHead head;
  head.rules = family_name(kDefaultFamily);
  if (const std::string* rules = member(body, "rules")) {
    auto text = contract::read_string(*rules);
    if (!text) return api_fail(400, "invalid_request", "rules is a string");
    head.rules = *text;
  }
  if (const std::string* preset = member(body, "preset")) {
    auto text = contract::read_string(*preset);
    if (!text) return api_fail(400, "invalid_request", "preset is a string");
    head.preset = *text;
  }
  const std::string* options = member(body, "options");
  head.options_json = options ? *options : "{}";
  if (head.options_json.front() != '{')
    return api_fail(400, "invalid_request", "options is an object");
  const std::string* players = member(body, "players");
  const auto names = players ? contract::read_strings(*players) : std::nullopt;
  // 4 names, or 3 for a three-player preset (the record's answer checks the count against the
  // preset's `players` when the game is created).
  if (!names || (names->size() != 4 && names->size() != 3) ||
      std::any_of(names->begin(), names->end(),
                  [](const std::string& n) { return n.size() > kMaxNameBytes; }))
    return api_fail(400, "invalid_request",
                    "players is a list of 4 names, 3 for a three-player preset (each at most " +
                        std::to_string(kMaxNameBytes) + " bytes)");
  if (auto bad = names_fault(*names))
    return api_fail(400, "invalid_request", fmt::format("players[{}]: {}", bad->index, bad->what));
  head.players_json = *players;
  if (const std::string* title = member(body, "title")) {
    auto text = contract::read_string(*title);
    if (!text || text->size() > kMaxTitleBytes)
      return api_fail(400, "invalid_request",
                      "title is a string of at most " + std::to_string(kMaxTitleBytes) + " bytes");
    // "" is no title (as a game without one shows); any other follows the name rule.
    if (auto bad = text->empty() ? std::nullopt : name_fault(*text))
      return api_fail(400, "invalid_request", "title: " + *bad);
    head.title = *text;
  }
  head.record_head = record_head(head, member(body, "preset") != nullptr);
  return head;
}

}  // namespace

ApiResult<std::shared_ptr<const CachedGame>> Api::answered(const StoredGame& game) const {
  if (auto hit = cache_.find(game.id, game.events)) return hit;
  auto out = render(game, unanswerable, engine_);
  if (out) cache_.put(game.id, game.events, *out);
  return out;
}

HttpResponse Api::create_game(std::string_view body) const {
  auto doc = read_object(body);
  if (!doc) return error_response(doc.error());
  auto head = read_head(*doc);
  if (!head) return error_response(head.error());
  // The record without hands answers the preset and options: an unknown one is the client's
  // error. The preset the engine resolved (the family's default when none was named) is kept
  // in the record, so that the game keeps its rules whatever default a later version has.
  StoredGame game{0, 0, "", *head, {}};
  {
    auto a = answer_stored(engine_, game);
    if (!a) return error_response(bad_request(a.error()));
    if (game.head.preset.empty()) {
      game.head.preset = game_preset(*a);
      // A preset named "" stays in the record as named.
      if (!member(*doc, "preset")) game.head.record_head = record_head(game.head, true);
    }
  }
  std::shared_ptr<const CachedGame> out;
  auto id = store_.create(game.head, [&](const StoredGame& g) -> ApiResult<GameSummary> {
    auto shown = render(g, bad_request, engine_);
    if (!shown) return tl::unexpected(shown.error());
    out = *shown;
    return summary_of(out->game);
  });
  if (!id) return error_response(id.error());
  cache_.put(*id, 1, out);
  return json_response(201, out->body);
}

HttpResponse Api::list_games() const {
  auto games = store_.list();
  if (!games) return error_response(games.error());
  return json_response(200, list_body(*games));
}

HttpResponse Api::get_game(int64_t id) const {
  auto game = store_.load(id);
  if (!game) return error_response(game.error());
  auto shown = answered(*game);
  if (!shown) return error_response(shown.error());
  return json_response(200, (*shown)->body);
}

HttpResponse Api::get_record(int64_t id) const {
  auto game = store_.load(id);
  if (!game) return error_response(game.error());
  return json_response(200, record_text(*game) + "\n");
}

HttpResponse Api::append_hand(int64_t id, std::string_view body) const {
  auto doc = read_object(body);
  if (!doc) return error_response(doc.error());
  std::optional<int64_t> expect;
  if (const std::string* n = member(*doc, "expect_hands")) {
    auto e = expect_hands_of(*n);
    if (!e) return error_response(e.error());
    expect = *e;
    std::erase_if(*doc, [](const contract::JsonMember& m) { return m.key == "expect_hands"; });
  }
  const std::string entry = object_text(*doc);
  if (entry.size() > kMaxEntryBytes)
    return error_response(
        ApiError{400, "invalid_request",
                 "a hand entry is at most " + std::to_string(kMaxEntryBytes) + " bytes"});
  std::shared_ptr<const CachedGame> out;
  int64_t events = 0;
  auto done = store_.append(id, expect, entry, [&](const StoredGame& g) -> ApiResult<GameSummary> {
    // The game before the entry: cached, else read from its stored record.
    auto before = cache_.find(g.id, g.events - 1);
    if (!before) {
      StoredGame stored = g;
      stored.entries.pop_back();
      --stored.events;
      auto shown = answered(stored);
      if (!shown) return tl::unexpected(shown.error());
      before = *shown;
    }
    if (before->finished)
      return api_fail(409, "conflict",
                      "the game has ended (" + game_ended_by(before->game) + "): no hand follows");
    auto next = answer_appended(engine_, before->game, g.entries.back());
    if (!next) return tl::unexpected(bad_request(next.error()));
    out = cached(g, std::move(*next));
    events = g.events;
    return summary_of(out->game);
  });
  if (!done) return error_response(done.error());
  cache_.put(id, events, out);
  return json_response(201, out->body);
}

HttpResponse Api::undo_hand(int64_t id, std::string_view query) const {
  // The query may name expect_hands=N: the undo then happens only when the game has N hands
  // (so that two clients undoing at once drop one hand, not two).
  std::optional<int64_t> expect;
  for (std::size_t at = 0; at < query.size();) {
    const std::size_t amp = query.find('&', at);
    const std::string_view pair = query.substr(at, amp - at);
    at = amp == std::string_view::npos ? query.size() : amp + 1;
    constexpr std::string_view kKey = "expect_hands=";
    if (pair.substr(0, kKey.size()) != kKey) continue;
    const std::string_view digits = pair.substr(kKey.size());
    int64_t n = -1;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (ec != std::errc() || end != digits.data() + digits.size() || n < 0)
      return error_response(
          ApiError{400, "invalid_request", "expect_hands is a number of hands (0 or more)"});
    expect = n;
  }
  std::shared_ptr<const CachedGame> out;
  int64_t events = 0;
  auto done = store_.undo(id, expect, [&](const StoredGame& g) -> ApiResult<GameSummary> {
    auto shown = render(g, unanswerable, engine_);
    if (!shown) return tl::unexpected(shown.error());
    out = *shown;
    events = g.events;
    return summary_of(out->game);
  });
  if (!done) return error_response(done.error());
  cache_.put(id, events, out);
  return json_response(200, out->body);
}

HttpResponse Api::delete_game(int64_t id) const {
  auto done = store_.remove(id);
  cache_.erase(id);
  if (!done) return error_response(done.error());
  HttpResponse r;
  r.status = 204;
  r.content_type.clear();
  return r;
}

ApiResult<int> Api::refresh_stale() const {
  auto ids = store_.stale_games();
  if (!ids) return tl::unexpected(ids.error());
  for (int64_t id : *ids) {
    auto done = store_.refresh(id, [&](const StoredGame& g) -> ApiResult<GameSummary> {
      auto a = answer_stored(engine_, g);
      if (!a) return tl::unexpected(unanswerable(a.error()));
      return summary_of(*a);
    });
    if (!done) return tl::unexpected(done.error());
  }
  return static_cast<int>(ids->size());
}

}  // namespace mjscore::serve
