// The socket side of `mjscore serve` (http_server.hpp): every request goes to Api::handle.
#include "serve/http_server.hpp"

#include <httplib.h>
#include <signal.h>

#include <atomic>
#include <cstdio>
#include <thread>

#include "serve/web_assets.hpp"

namespace mjscore::serve {
namespace {

// A connection serves at most this many requests before it is closed, so that connections
// waiting for a worker get one in turn.
constexpr std::size_t kKeepAliveMaxRequests = 1000;

void send(HttpResponse out, httplib::Response& res) {
  res.status = out.status;
  for (auto& [k, v] : out.headers) res.set_header(k, v);
  if (out.status != 204 && out.status != 304)
    res.set_content(std::move(out.body), out.content_type);
}

void answer(const Api& api, const httplib::Request& req, httplib::Response& res) {
  // The web scorekeeper's files (GET / and /web/...); every other path is the API's.
  if (auto web = web_response(req.method, req.path, req.get_header_value("If-None-Match")))
    return send(std::move(*web), res);
  const std::size_t q = req.target.find('?');
  HttpRequest r;
  r.method = req.method;
  r.path = req.path;
  r.query =
      q == std::string::npos ? std::string_view() : std::string_view(req.target).substr(q + 1);
  const auto auth = req.headers.find("Authorization");
  if (auth != req.headers.end()) r.authorization = auth->second;
  r.body = req.body;
  send(api.handle(r), res);
}

// The error body of a response that cpp-httplib made itself (no handler ran, or the request
// could not be read): a body over the limit, a malformed request, a failed handler.
httplib::Server::HandlerResponse own_error(const httplib::Request&, httplib::Response& res) {
  if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
  ApiError e{res.status, "invalid_request", "malformed HTTP request"};
  if (res.status == 413) {
    e = {413, "payload_too_large", "the body is over 1 MiB (1048576 bytes)"};
  } else if (res.status == 404) {
    e = {404, "not_found", "no such path"};
  } else if (res.status == 405) {
    e = {405, "method_not_allowed", "method not allowed"};
  } else if (res.status >= 500) {
    e = {res.status, "internal_error", "the server failed to answer"};
  }
  res.set_content(error_body(e), "application/json");
  return httplib::Server::HandlerResponse::Handled;
}

std::string url_host(const std::string& host) {
  return host.find(':') != std::string::npos ? "[" + host + "]" : host;
}

sigset_t stop_signal_set() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

}  // namespace

void hold_stop_signals() {
  const sigset_t set = stop_signal_set();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
}

int run_server(const Api& api, const ServerOptions& o) {
  // SIGINT and SIGTERM are taken by one thread with sigtimedwait (blocked in every other
  // thread, which inherit the mask), which stops the server: no work in a signal handler.
  hold_stop_signals();
  const sigset_t stop_signals = stop_signal_set();
  // A client closing its end while a response is written must not kill the server.
  signal(SIGPIPE, SIG_IGN);

  httplib::Server server;
  const auto threads = static_cast<std::size_t>(o.threads);
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  server.set_tcp_nodelay(true);
  server.set_keep_alive_max_count(kKeepAliveMaxRequests);
  server.set_keep_alive_timeout(o.keep_alive_seconds);
  server.set_read_timeout(o.io_timeout_seconds, 0);
  server.set_write_timeout(o.io_timeout_seconds, 0);
  server.set_payload_max_length(kMaxBodyBytes);
  server.set_error_handler(httplib::Server::HandlerWithResponse(own_error));
  server.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        res.status = 500;
        res.set_content(error_body({500, "internal_error", "the server failed to answer"}),
                        "application/json");
      });
  const auto handler = [&api](const httplib::Request& req, httplib::Response& res) {
    answer(api, req, res);
  };
  // Every path goes to the API, which routes it (and answers 404 and 405 itself).
  server.Get(".*", handler);
  server.Post(".*", handler);
  server.Put(".*", handler);
  server.Patch(".*", handler);
  server.Delete(".*", handler);
  server.Options(".*", handler);

  int port = o.port;
  if (port == 0) {
    port = server.bind_to_any_port(o.host);
  } else if (!server.bind_to_port(o.host, port)) {
    port = -1;
  }
  if (port <= 0) {
    std::fprintf(stderr, "error: cannot listen on %s port %d\n", o.host.c_str(), o.port);
    return 2;
  }
  std::printf("listening on http://%s:%d\n", url_host(o.host).c_str(), port);
  std::fflush(stdout);

  std::atomic<bool> done{false};
  std::thread waiter([&] {
    const timespec tick{0, 200'000'000};
    while (!done.load()) {
      if (sigtimedwait(&stop_signals, nullptr, &tick) > 0) {
        server.stop();
        return;
      }
    }
  });
  const bool ok = server.listen_after_bind();
  done = true;
  waiter.join();
  std::fprintf(stderr, "mjscore serve: stopped\n");
  return ok ? 0 : 2;
}

}  // namespace mjscore::serve
