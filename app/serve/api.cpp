// Routing, authorisation and the scoring endpoints of the HTTP API (api.hpp). The games
// endpoints are in games_api.cpp.
#include "serve/api.hpp"

#include <array>
#include <optional>

#include "mjscore/element_names.hpp"
#include "mjscore/json.hpp"
#include "serve/game_view.hpp"

namespace mjscore::serve {
namespace {

enum class Route : uint8_t { Health, Score, Batch, Yaku, Games, Game, Hands, LastHand, Record };

struct RouteMatch {
  Route route;
  int64_t id = 0;
};

// The methods each route answers (the Allow header of a 405).
std::string_view allowed(Route r) {
  switch (r) {
    case Route::Health:
    case Route::Yaku:
    case Route::Record:
      return "GET";
    case Route::Score:
    case Route::Batch:
    case Route::Hands:
      return "POST";
    case Route::Games:
      return "GET, POST";
    case Route::Game:
      return "GET, DELETE";
    case Route::LastHand:
      return "DELETE";
  }
  return "";
}

// A game id: a positive decimal integer of at most 18 digits, without a leading zero.
std::optional<int64_t> game_id(std::string_view s) {
  if (s.empty() || s.size() > 18 || s.front() == '0') return std::nullopt;
  int64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

// The route of a path, or an error: not_found for a path the API does not have, or a game id
// that is not one.
ApiResult<RouteMatch> match(std::string_view path) {
  constexpr std::string_view kPrefix = "/v1/";
  const auto none = [&] { return api_fail(404, "not_found", "no such path"); };
  if (path.substr(0, kPrefix.size()) != kPrefix) return none();
  std::array<std::string_view, 5> seg{};
  std::size_t n = 0;
  for (std::string_view rest = path.substr(kPrefix.size());;) {
    if (n == seg.size()) return none();
    const std::size_t slash = rest.find('/');
    seg[n++] = rest.substr(0, slash);
    if (slash == std::string_view::npos) break;
    rest.remove_prefix(slash + 1);
  }
  if (n == 1) {
    if (seg[0] == "health") return RouteMatch{Route::Health};
    if (seg[0] == "score") return RouteMatch{Route::Score};
    if (seg[0] == "batch") return RouteMatch{Route::Batch};
    if (seg[0] == "yaku") return RouteMatch{Route::Yaku};
    if (seg[0] == "games") return RouteMatch{Route::Games};
    return none();
  }
  if (seg[0] != "games") return none();
  const auto id = game_id(seg[1]);
  if (!id) return api_fail(404, "not_found", "no such game: game ids are positive integers");
  if (n == 2) return RouteMatch{Route::Game, *id};
  if (n == 3 && seg[2] == "hands") return RouteMatch{Route::Hands, *id};
  if (n == 3 && seg[2] == "record") return RouteMatch{Route::Record, *id};
  if (n == 4 && seg[2] == "hands" && seg[3] == "last") return RouteMatch{Route::LastHand, *id};
  return none();
}

bool method_allowed(Route r, std::string_view method) {
  const std::string_view list = allowed(r);
  for (std::size_t at = 0; at < list.size();) {
    const std::size_t comma = list.find(',', at);
    const std::string_view m = list.substr(at, comma - at);
    if (m == method) return true;
    if (comma == std::string_view::npos) break;
    at = comma + 2;
  }
  return false;
}

// Whether two byte strings are equal, in a time that depends on their lengths only.
bool same_bytes(std::string_view a, std::string_view b) {
  unsigned char diff = a.size() == b.size() ? 0 : 1;
  const std::size_t n = std::max(a.size(), b.size());
  for (std::size_t i = 0; i < n; ++i)
    diff |= static_cast<unsigned char>((i < a.size() ? a[i] : 0) ^ (i < b.size() ? b[i] : 0));
  return diff == 0;
}

bool not_scorable(ErrorCode c) {
  return c == ErrorCode::not_winning || c == ErrorCode::no_yaku || c == ErrorCode::below_minimum;
}

bool blank(std::string_view line) {
  for (const char c : line)
    if (c != ' ' && c != '\t') return false;
  return true;
}

}  // namespace

std::string error_body(const ApiError& e) {
  return R"({"ok":false,"error":{"code":)" + json_string(e.code) + R"(,"message":)" +
         json_string(e.message) + "}}\n";
}

HttpResponse error_response(const ApiError& e) {
  HttpResponse r;
  r.status = e.status;
  r.body = error_body(e);
  if (e.status == 401) r.headers.emplace_back("WWW-Authenticate", "Bearer");
  return r;
}

bool Api::authorized(std::string_view authorization) const {
  if (options_.token.empty()) return true;
  constexpr std::string_view kBearer = "Bearer ";
  if (authorization.substr(0, kBearer.size()) != kBearer) return false;
  return same_bytes(authorization.substr(kBearer.size()), options_.token);
}

// The checks on the head alone, in the order handle() makes them: the route (404), the method
// (405), then the token for a write (401).
std::optional<HttpResponse> Api::refusal(std::string_view method, std::string_view path,
                                         std::string_view authorization) const {
  auto m = match(path);
  if (!m) return error_response(m.error());
  const std::string_view asked = method;
  if (method == "HEAD") method = "GET";
  if (!method_allowed(m->route, method)) {
    HttpResponse r = error_response(ApiError{
        405, "method_not_allowed",
        std::string(asked) + " is not allowed here (" + std::string(allowed(m->route)) + ")"});
    r.headers.emplace_back("Allow", std::string(allowed(m->route)));
    return r;
  }
  // Requests that change data: the games endpoints' POST and DELETE.
  const bool write = m->route >= Route::Games && method != "GET";
  if (write && !authorized(authorization))
    return error_response(
        ApiError{401, "unauthorized", "this request needs Authorization: Bearer <token>"});
  return std::nullopt;
}

HttpResponse Api::handle(const HttpRequest& req) const {
  if (auto refused = refusal(req.method, req.path, req.authorization)) return std::move(*refused);
  const auto m = match(req.path);
  const std::string_view method = req.method == "HEAD" ? std::string_view("GET") : req.method;
  switch (m->route) {
    case Route::Health: {
      HttpResponse r;
      r.body = R"({"ok":true,"version":)" + json_string(options_.version) + "}\n";
      return r;
    }
    case Route::Yaku:
      return element_names();
    case Route::Score:
      return score(req.body);
    case Route::Batch:
      return batch(req.body);
    case Route::Games:
      return method == "GET" ? list_games() : create_game(req.body);
    case Route::Game:
      return method == "GET" ? get_game(m->id) : delete_game(m->id);
    case Route::Hands:
      return append_hand(m->id, req.body);
    case Route::LastHand:
      return undo_hand(m->id, req.query);
    case Route::Record:
      return get_record(m->id);
  }
  return error_response(ApiError{404, "not_found", "no such path"});
}

// The English and Japanese names of the riichi element ids (ours; the table the CLI's text
// output uses too): {"ok":true,"elements":[{"id","english","japanese"}, ...]}.
HttpResponse Api::element_names() const {
  HttpResponse r;
  r.body = R"({"ok":true,"elements":[)";
  bool first = true;
  for (const ElementName& n : riichi_element_names()) {
    if (!first) r.body += ',';
    first = false;
    r.body += R"({"id":)" + json_string(n.id) + R"(,"english":)" + json_string(n.english) +
              R"(,"japanese":)" + json_string(n.japanese) + "}";
  }
  r.body += "]}\n";
  return r;
}

// Exactly the response line `mjscore batch` writes for the body as one request line (a final
// line break, and blanks after the request, are not part of it).
HttpResponse Api::score(std::string_view body) const {
  while (!body.empty() &&
         (body.back() == '\n' || body.back() == '\r' || body.back() == ' ' || body.back() == '\t'))
    body.remove_suffix(1);
  HttpResponse r;
  const json::Answer& a = thread_handler(engine_).handle(body, r.body);
  r.body += '\n';
  r.status = !a.error ? 200 : not_scorable(a.error->code) ? 422 : 400;
  return r;
}

// The lines of the body answered as `mjscore batch` answers them (app/cmd_batch.cpp): a
// trailing '\r' dropped, blank lines skipped, each response followed by a newline. The body
// limit (1 MiB) is below batch's longest line, so no line is too long here.
HttpResponse Api::batch(std::string_view body) const {
  HttpResponse r;
  r.content_type = "application/x-ndjson";
  json::Handler& h = thread_handler(engine_);
  while (!body.empty()) {
    const std::size_t nl = body.find('\n');
    std::string_view line = body.substr(0, nl);
    body.remove_prefix(nl == std::string_view::npos ? body.size() : nl + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (blank(line)) continue;
    h.handle(line, r.body);
    r.body += '\n';
  }
  return r;
}

}  // namespace mjscore::serve
