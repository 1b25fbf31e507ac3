// The HTTP API as a function: a request (method, path, query, Authorization header, body) in,
// a response (status, content type, headers, body) out, with no socket in sight, so that the
// server (http_server.cpp), the tests and the fuzz target drive the same code
// (../shared/spec/http-api.md; docs/http.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mjscore/engine.hpp"
#include "serve/api_error.hpp"
#include "serve/game_cache.hpp"
#include "serve/game_store.hpp"

namespace mjscore::serve {

struct HttpRequest {
  std::string_view method;         // GET, POST, DELETE, ... (HEAD is answered as GET)
  std::string_view path;           // decoded, without the query
  std::string_view query;          // after '?', undecoded ("" when none)
  std::string_view authorization;  // the Authorization header ("" when absent)
  std::string_view body;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // Allow, WWW-Authenticate
};

struct ApiOptions {
  std::string token;    // non-empty: writes need "Authorization: Bearer <token>"
  std::string version;  // the health endpoint's
};

class Api {
 public:
  Api(const Engine& engine, GameStore& store, ApiOptions options)
      : engine_(engine), store_(store), options_(std::move(options)) {}

  // Thread-safe: each request uses its thread's json::Handler and a pooled SQLite connection.
  HttpResponse handle(const HttpRequest& request) const;

  // The answer handle() gives to a request whatever its body and query: 404 for a path the API
  // does not have, 405 for a method the path does not take, 401 for a write without the token;
  // nullopt when the request passes these. The server asks it once the head is read, so that a
  // refused request's body is never read.
  std::optional<HttpResponse> refusal(std::string_view method, std::string_view path,
                                      std::string_view authorization) const;

  // Re-derives the cached summaries that another engine version wrote. Returns how many.
  ApiResult<int> refresh_stale() const;

 private:
  HttpResponse score(std::string_view body) const;
  HttpResponse batch(std::string_view body) const;
  HttpResponse element_names() const;
  HttpResponse create_game(std::string_view body) const;
  HttpResponse list_games() const;
  HttpResponse get_game(int64_t id) const;
  HttpResponse append_hand(int64_t id, std::string_view body) const;
  HttpResponse undo_hand(int64_t id, std::string_view query) const;
  HttpResponse get_record(int64_t id) const;
  HttpResponse delete_game(int64_t id) const;
  bool authorized(std::string_view authorization) const;
  // A stored game answered and rendered: cached, else its record read and answered, and cached
  // (500 when the engine no longer answers it).
  ApiResult<std::shared_ptr<const CachedGame>> answered(const StoredGame& game) const;

  const Engine& engine_;
  GameStore& store_;
  ApiOptions options_;
  mutable GameCache cache_;
};

// The response of an error.
HttpResponse error_response(const ApiError& e);

}  // namespace mjscore::serve
