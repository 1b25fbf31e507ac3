// `mjscore serve` on sockets: event-driven HTTP/1.1 on Boost.Beast and Asio (docs/http.md
// "HTTP"): a deadline for each request's head and another for its body, an idle keep-alive
// timeout, a body limit for every framing, caps on connections in all and per client address,
// and a stop on SIGINT and SIGTERM that finishes the requests being answered and closes the
// rest within a few seconds.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "serve/api.hpp"

namespace mjscore::serve {

inline constexpr std::size_t kMaxBodyBytes = std::size_t{1} << 20;  // 1 MiB

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  // Event loops, one thread each, that read and write their connections and answer scoring
  // (microseconds); as many threads again answer the games endpoints, whose commits wait for
  // the disk. One more thread accepts.
  int threads = 16;
  int keep_alive_seconds = 5;      // how long a connection may wait, idle, for its next request
  int head_timeout_seconds = 10;   // a request's head, from its first byte to its blank line
  int body_timeout_seconds = 30;   // a request's whole body, from the end of its head
  int write_timeout_seconds = 10;  // writing one response
  int max_connections = 4096;      // open at once (lowered to what the file limit allows)
  int max_connections_per_client = 128;  // open at once from one client address
};

// Holds SIGINT and SIGTERM for the server to take (blocked in this thread and the threads it
// starts; their action reset to the default, as a shell starts a background job with SIGINT
// ignored). Called first thing, so that a signal sent while the engine loads stops the server
// as soon as it runs.
void hold_stop_signals();

// Binds, prints "listening on http://HOST:PORT" as the first line on standard output, and
// serves until SIGINT or SIGTERM. Returns the process exit code (2 when it cannot bind).
int run_server(const Api& api, const ServerOptions& options);

// The answers the server gives to `bytes` arriving on one connection (one or more requests,
// read by the same parser, limits and head checks as on a socket; http_wire.hpp), up to the
// first that closes it or the end of the bytes. For the fuzz target and the tests.
struct RawAnswer {
  HttpResponse response;
  bool closes = false;  // the server closes the connection after it
};
std::vector<RawAnswer> answer_raw(const Api& api, std::string_view bytes);

}  // namespace mjscore::serve
