// The hostile modes of mjscore_http_load (bench/serve_load.sh, bench/serve_siege.sh; docs/http.md
// "Load"): clients that hold connections idle, dribble their heads or bodies, or send endless
// chunked bodies, while the server is measured. Loopback only; every run is bounded.
//   siege PORT SERVER_PID SCORE_BODY_FILE CONNECTIONS REQUESTS IDLE SLOW GAME_ID [HEALTH_MS]
//     holds IDLE idle connections and SLOW connections sending one header byte a second (each
//     reconnected when the server drops it; sources 127.0.1.x and 127.0.2.x, at most 100 per
//     address), asks GET /v1/health every 20 ms and appends hands to GAME_ID one after the
//     other, while REQUESTS POST /v1/score go over CONNECTIONS keep-alive connections; then
//     sends SIGTERM to SERVER_PID with all that still going and times its exit. Prints the
//     figures; exits 1 when a health answer took HEALTH_MS (default 100) or more, a request
//     failed, or the server took 5 s or more to exit.
//   flood PORT PATH BYTES [TOKEN|- [blind]]   a chunked body of BYTES, sent until the server
//                                   answers (blind: until it closes the connection)
//   dribble PORT PATH               a chunked body of one byte every 200 ms, until cut
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "loopback.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// One response (head and Content-Length body) within `seconds`: its status, or -1.
int response_status(int fd, double seconds, std::string* all = nullptr) {
  std::string buf;
  const auto t0 = Clock::now();
  char chunk[16384];
  while (since(t0) < seconds) {
    const std::size_t end = buf.find("\r\n\r\n");
    if (end != std::string::npos) {
      std::size_t length = 0;
      const std::size_t cl = buf.find("Content-Length: ");
      if (cl != std::string::npos && cl < end)
        length = std::strtoul(buf.c_str() + cl + 16, nullptr, 10);
      if (buf.size() >= end + 4 + length) break;
    }
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 10) <= 0) continue;
    const ssize_t n = recv(fd, chunk, sizeof chunk, 0);
    if (n <= 0) break;
    buf.append(chunk, static_cast<std::size_t>(n));
  }
  if (all) *all = buf;
  if (buf.compare(0, 9, "HTTP/1.1 ") != 0) return -1;
  return std::atoi(buf.c_str() + 9);
}

bool peer_closed(int fd) {
  pollfd p{fd, POLLIN, 0};
  if (poll(&p, 1, 0) <= 0) return false;
  char c;
  return recv(fd, &c, 1, MSG_DONTWAIT) <= 0;
}

std::string read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

double percentile(std::vector<double>& v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// Whether the process has exited (gone, or a zombie its parent has not reaped).
bool exited(int pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return true;
  const std::size_t paren = line.rfind(')');
  return paren == std::string::npos || line.size() < paren + 3 || line[paren + 2] == 'Z' ||
         line[paren + 2] == 'X';
}

int siege(int argc, char** argv) {
  if (argc < 10) {
    std::fprintf(stderr,
                 "usage: siege PORT SERVER_PID SCORE_BODY CONNECTIONS REQUESTS IDLE SLOW GAME "
                 "[HEALTH_MS]\n");
    return 2;
  }
  const int port = std::atoi(argv[2]), server = std::atoi(argv[3]);
  const std::string body = read_file(argv[4]);
  const int connections = std::max(1, std::atoi(argv[5]));
  const long requests = std::max(1L, std::atol(argv[6]));
  const int idle = std::atoi(argv[7]), slow = std::atoi(argv[8]);
  const long game = std::atol(argv[9]);
  const double health_limit_ms = argc > 10 ? std::atof(argv[10]) : 100;
  rlimit r{};
  getrlimit(RLIMIT_NOFILE, &r);
  r.rlim_cur = r.rlim_max;
  setrlimit(RLIMIT_NOFILE, &r);

  std::atomic<bool> done{false};
  std::atomic<bool> stopping{false};  // SIGTERM sent: refused connections are expected
  // Holders: idle connections and dribbled heads, reconnected when dropped.
  struct Held {
    int fd;
    std::string source;
    bool slow;
    std::size_t at = 0;
  };
  std::vector<Held> held;
  for (int i = 0; i < idle; ++i) {
    const std::string src = "127.0.1." + std::to_string(1 + i / 100);
    held.push_back({loopback::dial(port, src), src, false});
  }
  for (int i = 0; i < slow; ++i) {
    const std::string src = "127.0.2." + std::to_string(1 + i / 100);
    held.push_back({loopback::dial(port, src), src, true});
  }
  const std::string slow_head =
      "GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + std::string(4000, 'a') + "\r\n\r\n";
  std::atomic<long> drops{0};
  std::atomic<int> open_now{0};
  std::thread holder([&] {
    while (!done) {
      int open = 0;
      for (Held& h : held) {
        if (h.fd >= 0 && (peer_closed(h.fd) ||
                          (h.slow && !loopback::send_all(
                                         h.fd, slow_head.substr(h.at++ % slow_head.size(), 1))))) {
          close(h.fd);
          h.fd = -1;
          ++drops;
        }
        if (h.fd < 0) {
          h.fd = loopback::dial(port, h.source);
          h.at = 0;
        }
        open += h.fd >= 0;
      }
      open_now = open;
      for (int i = 0; i < 10 && !done; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  const int held_at_start = open_now;

  // Health: a new connection every 20 ms.
  std::mutex health_mutex;
  std::vector<double> health;
  std::atomic<long> health_failed{0};
  std::thread health_thread([&] {
    while (!done) {
      const auto t0 = Clock::now();
      const int fd = loopback::dial(port);
      const int status =
          fd >= 0 && loopback::send_all(
                         fd, "GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
              ? response_status(fd, 2)
              : -1;
      if (fd >= 0) close(fd);
      if (status != 200) {
        health_failed += stopping ? 0 : 1;
      } else {
        const std::lock_guard lock(health_mutex);
        health.push_back(since(t0) * 1000);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  // Appends, one after the other: those answered 201 are acknowledged.
  std::atomic<long> acknowledged{0}, append_failed{0};
  std::thread appender([&] {
    const std::string entry = R"({"result":"draw","tenpai":[0,1,2,3],"riichi":[]})";
    const std::string request = "POST /v1/games/" + std::to_string(game) +
                                "/hands HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                "Content-Length: " +
                                std::to_string(entry.size()) + "\r\n\r\n" + entry;
    int fd = loopback::dial(port);
    while (!done) {
      if (fd < 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        fd = loopback::dial(port);
        continue;
      }
      std::string all;
      const int status = loopback::send_all(fd, request) ? response_status(fd, 10, &all) : -1;
      if (status == 201) ++acknowledged;
      if (status != 201 || all.find("Connection: close") != std::string::npos) {
        if (status != 201 && !stopping) ++append_failed;
        close(fd);
        fd = -1;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    if (fd >= 0) close(fd);
  });

  // The measured score load.
  const std::string score =
      "POST /v1/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
      "Content-Length: " +
      std::to_string(body.size()) + "\r\n\r\n" + body;
  std::atomic<long> next{0}, errors{0};
  std::vector<std::vector<double>> lat(static_cast<std::size_t>(connections));
  const auto start = Clock::now();
  std::vector<std::thread> loaders;
  for (int c = 0; c < connections; ++c)
    loaders.emplace_back([&, c] {
      int fd = loopback::dial(port);
      for (long i; (i = next.fetch_add(1)) < requests;) {
        const auto t0 = Clock::now();
        const int status = fd >= 0 && loopback::send_all(fd, score) ? response_status(fd, 10) : -1;
        if (status != 200) {
          ++errors;
          if (fd >= 0) close(fd);
          fd = loopback::dial(port);
          continue;
        }
        lat[static_cast<std::size_t>(c)].push_back(
            std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
      }
      if (fd >= 0) close(fd);
    });
  for (auto& t : loaders) t.join();
  const double secs = since(start);
  const int held_at_end = open_now;
  std::vector<double> all;
  for (auto& v : lat) all.insert(all.end(), v.begin(), v.end());

  // SIGTERM with everything still going.
  const auto stop0 = Clock::now();
  stopping = true;
  kill(server, SIGTERM);
  while (!exited(server) && since(stop0) < 10)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  const double stop_secs = since(stop0);
  done = true;
  holder.join();
  health_thread.join();
  appender.join();
  for (Held& h : held)
    if (h.fd >= 0) close(h.fd);

  double health_max = 0;
  for (double h : health) health_max = std::max(health_max, h);
  const double health_p99 = percentile(health, 0.99);
  std::printf(
      "score: %zu requests in %.2f s = %.0f req/s, p50 %.0f us, p99 %.0f us, errors %ld; "
      "held %d at start, %d at end (of %d idle + %d slow; %ld drops); health %zu answered, "
      "p99 %.1f ms, max %.1f ms, failed %ld; appends acknowledged %ld, failed %ld; "
      "SIGTERM to exit %.2f s\n",
      all.size(), secs, static_cast<double>(all.size()) / secs, percentile(all, 0.5),
      percentile(all, 0.99), errors.load(), held_at_start, held_at_end, idle, slow, drops.load(),
      health.size(), health_p99, health_max, health_failed.load(), acknowledged.load(),
      append_failed.load(), stop_secs);
  std::printf("acknowledged %ld\n", acknowledged.load());
  const bool ok = health_max < health_limit_ms && health_failed == 0 && errors == 0 &&
                  append_failed == 0 && stop_secs < 5 && exited(server);
  if (!ok) std::fprintf(stderr, "siege: FAILED\n");
  return ok ? 0 : 1;
}

int flood(int argc, char** argv) {
  if (argc < 5) return 2;
  const int port = std::atoi(argv[2]);
  const std::string path = argv[3];
  const double bytes = std::atof(argv[4]);
  const std::string token = argc > 5 && std::string(argv[5]) != "-" ? argv[5] : "";
  // blind: keeps sending after the answer, until the server closes.
  const bool blind = argc > 6 && std::string(argv[6]) == "blind";
  const int fd = loopback::dial(port);
  if (fd < 0) return 1;
  std::string head = "POST " + path + " HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n";
  if (!token.empty()) head += "Authorization: Bearer " + token + "\r\n";
  loopback::send_all(fd, head + "\r\n");
  const std::string chunk = "10000\r\n" + std::string(65536, '[') + "\r\n";
  double sent = 0;
  const auto t0 = Clock::now();
  while (sent < bytes) {
    pollfd p{fd, POLLIN, 0};
    if (!blind && poll(&p, 1, 0) > 0) break;  // the server answered
    if (!loopback::send_all(fd, chunk)) break;
    sent += 65536;
  }
  const int status = response_status(fd, 5);
  close(fd);
  std::printf("flood %s%s%s: status %d after %.0f bytes sent in %.2f s\n", path.c_str(),
              token.empty() ? "" : " (with the token)", blind ? " (blind)" : "", status, sent,
              since(t0));
  return status > 0 || blind ? 0 : 1;
}

int dribble(int argc, char** argv) {
  if (argc < 4) return 2;
  const int port = std::atoi(argv[2]);
  const int fd = loopback::dial(port);
  if (fd < 0) return 1;
  loopback::send_all(fd, std::string("POST ") + argv[3] +
                             " HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
  const auto t0 = Clock::now();
  while (since(t0) < 120 && loopback::send_all(fd, "1\r\n \r\n") && !peer_closed(fd))
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  close(fd);
  std::printf("dribble %s: cut after %.2f s\n", argv[3], since(t0));
  return since(t0) < 120 ? 0 : 1;
}

}  // namespace

// Called by main() when argv[1] names a hostile mode; -1 when it does not.
int run_hostile_mode(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "siege") return siege(argc, argv);
  if (mode == "flood") return flood(argc, argv);
  if (mode == "dribble") return dribble(argc, argv);
  return -1;
}
