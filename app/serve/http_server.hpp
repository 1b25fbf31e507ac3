// `mjscore serve` on sockets: cpp-httplib with a fixed worker pool, keep-alive, a body limit,
// read and write timeouts, and a clean stop on SIGINT and SIGTERM (docs/http.md).
#pragma once

#include <string>

#include "serve/api.hpp"

namespace mjscore::serve {

inline constexpr std::size_t kMaxBodyBytes = std::size_t{1} << 20;  // 1 MiB

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  // Worker threads. cpp-httplib serves a connection on one worker for as long as it is kept
  // alive, so this is also the number of connections served at once (others wait).
  int threads = 16;
  int keep_alive_seconds = 5;   // an idle kept-alive connection is closed after this
  int io_timeout_seconds = 10;  // reading a request, writing a response
};

// Holds SIGINT and SIGTERM for the server to take (blocked in this thread and the threads it
// starts; their action reset to the default, as a shell starts a background job with SIGINT
// ignored). Called first thing, so that a signal sent while the engine loads stops the server
// as soon as it runs.
void hold_stop_signals();

// Binds, prints "listening on http://HOST:PORT" as the first line on standard output, and
// serves until SIGINT or SIGTERM. Returns the process exit code (2 when it cannot bind).
int run_server(const Api& api, const ServerOptions& options);

}  // namespace mjscore::serve
