// libFuzzer target: the HTTP API's request-to-response function (app/serve/api.hpp) without
// sockets. Any method, path, query, Authorization header and body is answered with a known
// status and a JSON body (an error body carries ok=false and a code) without a crash, a hang
// or undefined behaviour; /v1/score answers the batch line of its body and /v1/batch answers
// byte for byte what `mjscore batch` (app/batch_pipeline.cpp) writes. Each input runs on a
// fresh in-memory store holding one game (id 1) of the family byte 0 picks, so the games
// endpoints are reached for every family.
//   ./build-fuzz/fuzz_server_request -max_len=4096 -max_total_time=600 fuzz/corpus/server_request
// Input: byte 0 picks the method (bits 0-2), whether a token is set (bit 3) and the rules of
// game 1 (bits 4-5: riichi, hk, classical, riichi); then the path
// (with an optional ?query) up to a '\n', the Authorization header up to a '\n', the body.
// With bit 6 set, the rest is instead the raw bytes of one connection (seeds raw_*): read by the
// server's own parser, limits and head checks (answer_raw, app/serve/http_wire.hpp), so every
// framing (Content-Length, chunked with extensions and trailers, pipelined requests, bodies
// over the limit, heads refused before their body) reaches Api::handle as on a socket.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "batch_answer.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "serve/api.hpp"
#include "serve/http_server.hpp"

namespace {

const mjscore::Engine& engine() {
  static const mjscore::Engine e = mjscore::Engine::create().value();
  return e;
}

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "%s\n%s\n", what, detail.c_str());
  std::abort();
}

void check(const mjscore::serve::HttpRequest& req, const mjscore::serve::HttpResponse& res) {
  static constexpr int kStatuses[] = {200, 201, 204, 400, 401, 404, 405, 409, 413, 422};
  bool known = false;
  for (int s : kStatuses) known |= s == res.status;
  if (!known) fail("unexpected status", std::to_string(res.status) + " " + res.body);
  if (res.status == 204) {
    if (!res.body.empty()) fail("a 204 with a body", res.body);
    return;
  }
  if (req.path == "/v1/batch" && res.status == 200) {
    if (res.body != mjscore::fuzz::batch_answer(engine(),
                                                reinterpret_cast<const uint8_t*>(req.body.data()),
                                                req.body.size(), false, 1, {}))
      fail("batch differs from mjscore batch", res.body);
    return;
  }
  if (res.body.empty() || res.body.back() != '\n') fail("a body without its newline", res.body);
  const auto doc = nlohmann::json::parse(res.body, nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) fail("not one JSON object", res.body);
  // The record is the contract game record, not an answer.
  const std::string_view path = req.path;
  if (res.status == 200 && path.size() >= 7 && path.substr(path.size() - 7) == "/record") {
    if (doc.value("type", "") != "game") fail("a record that is no game record", res.body);
    return;
  }
  const bool ok = doc.value("ok", false);
  if (ok != (res.status < 300)) fail("ok does not match the status", res.body);
  if (!ok &&
      !(doc.contains("error") && doc["error"].contains("code") && doc["error"]["code"].is_string()))
    fail("an error without its code", res.body);
}

// An answer to raw bytes: a known status, and a JSON object with `ok` matching it unless it is
// a web file, a batch answer or a 204; only the last answer may close the connection.
void check_raw(const std::vector<mjscore::serve::RawAnswer>& answers) {
  static constexpr int kStatuses[] = {200, 201, 204, 304, 400, 401, 404, 405, 409, 413, 422};
  for (std::size_t i = 0; i < answers.size(); ++i) {
    const auto& res = answers[i].response;
    bool known = false;
    for (int s : kStatuses) known |= s == res.status;
    if (!known) fail("unexpected status (raw)", std::to_string(res.status) + " " + res.body);
    if (answers[i].closes && i + 1 != answers.size()) fail("an answer after the close", res.body);
    if (res.status == 204 || res.status == 304 || res.content_type != "application/json") continue;
    const auto doc = nlohmann::json::parse(res.body, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) fail("not one JSON object (raw)", res.body);
    if (doc.contains("ok") && doc["ok"].is_boolean() && doc["ok"] != (res.status < 300))
      fail("ok does not match the status (raw)", res.body);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static constexpr const char* kMethods[] = {"GET",  "POST",  "DELETE",  "PUT",
                                             "HEAD", "PATCH", "OPTIONS", "POST"};
  const uint8_t k = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const std::size_t nl1 = text.find('\n');
  const std::string_view target = text.substr(0, nl1);
  std::string_view rest = nl1 == std::string_view::npos ? std::string_view() : text.substr(nl1 + 1);
  const std::size_t nl2 = rest.find('\n');
  const std::string_view auth = rest.substr(0, nl2);
  const std::string_view body =
      nl2 == std::string_view::npos ? std::string_view() : rest.substr(nl2 + 1);

  auto store = mjscore::serve::GameStore::open(":memory:", "fuzz");
  if (!store) fail("store", store.error().message);
  const mjscore::serve::Api api(engine(), **store, {(k & 8) ? "secret" : "", "fuzz"});
  // Game 1, for the games endpoints.
  static constexpr const char* kGames[] = {
      R"({"players":["A","B","C","D"],"title":"fuzz"})",
      R"({"rules":"hk","players":["A","B","C","D"],"title":"fuzz"})",
      R"({"rules":"classical","players":["A","B","C","D"],"title":"fuzz"})",
      R"({"rules":"riichi","players":["A","B","C","D"],"title":"fuzz"})"};
  const auto created = api.handle({"POST", "/v1/games", "", "Bearer secret", kGames[(k >> 4) & 3]});
  if (created.status != 201) fail("game 1 not created", created.body);

  if (k & 0x40) {
    check_raw(mjscore::serve::answer_raw(api, text));
    return 0;
  }
  const std::size_t q = target.find('?');
  mjscore::serve::HttpRequest req;
  req.method = kMethods[k & 7];
  req.path = target.substr(0, q);
  req.query = q == std::string_view::npos ? std::string_view() : target.substr(q + 1);
  req.authorization = auth;
  req.body = body;
  check(req, api.handle(req));
  // The game as it stands afterwards is still answered.
  const mjscore::serve::HttpRequest shown{"GET", "/v1/games/1", "", "", ""};
  const auto after = api.handle(shown);
  if (after.status != 200 && after.status != 404) fail("game 1 not shown", after.body);
  check(shown, after);
  return 0;
}
