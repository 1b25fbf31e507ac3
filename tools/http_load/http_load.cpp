// A small HTTP/1.1 load generator for bench/serve_load.sh: C keep-alive connections to a
// loopback server, each on its own thread sending one request after the other (the next when
// the answer is in), R requests in all. Prints requests/s and the latency percentiles.
//   mjscore_http_load PORT METHOD PATH BODY_FILE CONNECTIONS REQUESTS [EXPECT_STATUS [FIRST:PER]]
// With FIRST:PER, "{game}" in PATH is FIRST + i / PER for the i-th request (0-based): PER
// requests go to each game of ids FIRST, FIRST + 1, ... (appends to games of PER hands).
// Loopback only (127.0.0.1); a bounded number of requests. The hostile modes (siege, flood,
// dribble: idle and slow clients, endless bodies) are in hostile.cpp.
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "loopback.hpp"

namespace {

using Clock = std::chrono::steady_clock;

// Reads one response from `fd` (headers and a Content-Length body); its status, or -1.
int read_response(int fd, std::string& buf) {
  buf.clear();
  char chunk[16384];
  std::size_t header_end = std::string::npos;
  std::size_t need = 0;
  for (;;) {
    if (header_end == std::string::npos) {
      header_end = buf.find("\r\n\r\n");
      if (header_end != std::string::npos) {
        std::size_t length = 0;
        const std::size_t cl = buf.find("Content-Length: ");
        if (cl != std::string::npos && cl < header_end)
          length = std::strtoul(buf.c_str() + cl + 16, nullptr, 10);
        need = header_end + 4 + length;
      }
    }
    if (header_end != std::string::npos && buf.size() >= need) break;
    const ssize_t n = recv(fd, chunk, sizeof chunk, 0);
    if (n <= 0) return -1;
    buf.append(chunk, static_cast<std::size_t>(n));
  }
  if (buf.compare(0, 9, "HTTP/1.1 ") != 0) return -1;
  return std::atoi(buf.c_str() + 9);
}

}  // namespace

int run_hostile_mode(int argc, char** argv);  // hostile.cpp: siege, flood, dribble

int main(int argc, char** argv) {
  if (const int code = run_hostile_mode(argc, argv); code >= 0) return code;
  if (argc < 7) {
    std::fprintf(stderr,
                 "usage: %s PORT METHOD PATH BODY_FILE CONNECTIONS REQUESTS [EXPECT_STATUS]\n",
                 argv[0]);
    return 2;
  }
  const int port = std::atoi(argv[1]);
  const std::string method = argv[2], path = argv[3];
  std::string body;
  if (std::string(argv[4]) != "-") {
    std::ifstream in(argv[4], std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    body = s.str();
  }
  const int connections = std::max(1, std::atoi(argv[5]));
  const long requests = std::max(1L, std::atol(argv[6]));
  const int expect = argc > 7 ? std::atoi(argv[7]) : 200;
  long first_game = 0, per_game = 0;
  if (argc > 8) {
    const std::string spec = argv[8];
    first_game = std::atol(spec.c_str());
    per_game = std::max(1L, std::atol(spec.c_str() + spec.find(':') + 1));
  }
  const auto request_for = [&](long i) {
    std::string p = path;
    const std::size_t at = p.find("{game}");
    if (per_game && at != std::string::npos)
      p.replace(at, 6, std::to_string(first_game + i / per_game));
    return method + " " + p +
           " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           "Content-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
  };
  const std::string fixed_request = request_for(0);

  std::atomic<long> next{0};
  std::atomic<long> errors{0}, reconnects{0};
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(connections));
  const auto start = Clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < connections; ++c) {
    threads.emplace_back([&, c] {
      auto& lat = latencies[static_cast<std::size_t>(c)];
      std::string buf;
      int fd = loopback::dial(port);
      for (long i; (i = next.fetch_add(1)) < requests;) {
        const std::string request = per_game ? request_for(i) : fixed_request;
        if (fd < 0) {
          ++errors;
          fd = loopback::dial(port);
          continue;
        }
        const auto t0 = Clock::now();
        int status = -1;
        if (send(fd, request.data(), request.size(), MSG_NOSIGNAL) ==
            static_cast<ssize_t>(request.size()))
          status = read_response(fd, buf);
        const auto t1 = Clock::now();
        if (status < 0) {  // the server closed a kept-alive connection: open another
          close(fd);
          fd = loopback::dial(port);
          ++reconnects;
          next.fetch_sub(1);
          continue;
        }
        if (status != expect) ++errors;
        lat.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
        // The server closes the connection after its keep-alive count: reconnect.
        if (buf.find("Connection: close") != std::string::npos) {
          close(fd);
          fd = loopback::dial(port);
        }
      }
      if (fd >= 0) close(fd);
    });
  }
  for (auto& t : threads) t.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  std::vector<double> all;
  for (auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
  std::sort(all.begin(), all.end());
  const auto pct = [&](double p) {
    return all.empty() ? 0.0
                       : all[std::min(all.size() - 1, static_cast<std::size_t>(p * all.size()))];
  };
  std::printf(
      "%-6s %-28s conns %3d  requests %7zu  %9.0f req/s  p50 %7.1f us  p99 %7.1f us  max %8.1f "
      "us  errors %ld\n",
      method.c_str(), path.c_str(), connections, all.size(), all.size() / seconds, pct(0.50),
      pct(0.99), all.empty() ? 0.0 : all.back(), errors.load());
  return errors.load() == 0 ? 0 : 1;
}
