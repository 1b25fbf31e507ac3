// The HTTP layer's limits over real loopback sockets (docs/http.md "HTTP"): a chunked body over
// 1 MiB refused with 413 as it passes the limit, a write without the token refused on its head
// before any body byte, heads and bodies that dribble dropped at their deadlines while other
// clients are answered, the caps on connections per client address and in all, SIGTERM while
// slow clients are held, and the headers every response carries. Raw sockets, so that a test
// controls every byte and its timing; the binary of this build, started with short deadlines.
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "http_load/loopback.hpp"
#include "mjscore/engine.hpp"
#include "serve/game_store.hpp"
#include "serve/http_server.hpp"
#include "serve_process.hpp"

namespace mjscore {
namespace {

using test::ServeProcess;
using LimitsClock = std::chrono::steady_clock;

double limits_seconds_since(LimitsClock::time_point t0) {
  return std::chrono::duration<double>(LimitsClock::now() - t0).count();
}

// What the server sends until it closes the connection or `seconds` pass; `closed` tells which.
struct Received {
  std::string bytes;
  bool closed = false;
  double seconds = 0;  // until the close (or the wait's end)
};

Received limits_receive(int fd, double seconds) {
  Received r;
  const auto t0 = LimitsClock::now();
  char buf[65536];
  while (limits_seconds_since(t0) < seconds) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 20) <= 0) continue;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) {
      r.closed = true;
      break;
    }
    r.bytes.append(buf, static_cast<std::size_t>(n));
  }
  r.seconds = limits_seconds_since(t0);
  return r;
}

// Whether the server closed `fd` (it reads nothing more and sees the end) within `seconds`.
bool limits_closed_within(int fd, double seconds) { return limits_receive(fd, seconds).closed; }

// GET /v1/health on a new connection: whether it was answered 200 within `seconds`.
bool limits_health(int port, double seconds, const char* source = "127.0.0.1") {
  const int fd = loopback::dial(port, source);
  if (fd < 0) return false;
  const bool sent =
      loopback::send_all(fd, "GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  const Received r = limits_receive(fd, seconds);
  close(fd);
  return sent && r.bytes.rfind("HTTP/1.1 200", 0) == 0;
}

// One chunk of a chunked body holding `bytes`.
std::string limits_chunk_of(const std::string& bytes) {
  char head[32];
  std::snprintf(head, sizeof head, "%zx\r\n", bytes.size());
  return head + bytes + "\r\n";
}

std::string limits_chunk(std::size_t n) { return limits_chunk_of(std::string(n, ' ')); }

TEST(ServeLimits, ChunkedBodyOverTheLimitIs413AndTheConnectionCloses) {
  ServeProcess server({"--db", ":memory:"});
  ASSERT_GT(server.port(), 0);
  const int fd = loopback::dial(server.port());
  ASSERT_GE(fd, 0);
  ASSERT_TRUE(loopback::send_all(
      fd, "POST /v1/batch HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"));
  // 1.5 MiB in chunks of 64 KiB; the server answers once 1 MiB has passed.
  std::size_t sent = 0;
  while (sent < (std::size_t{3} << 19) && loopback::send_all(fd, limits_chunk(65536)))
    sent += 65536;
  const Received r = limits_receive(fd, 5);
  close(fd);
  EXPECT_EQ(r.bytes.rfind("HTTP/1.1 413", 0), 0u) << r.bytes.substr(0, 200);
  EXPECT_NE(r.bytes.find(R"("code":"payload_too_large")"), std::string::npos);
  EXPECT_NE(r.bytes.find("Connection: close"), std::string::npos);
  EXPECT_TRUE(r.closed);
  // The server still answers.
  EXPECT_TRUE(limits_health(server.port(), 5));
}

TEST(ServeLimits, WriteWithoutTheTokenIsRefusedBeforeItsBody) {
  ServeProcess server({"--db", ":memory:", "--token", "s3cret"});
  ASSERT_GT(server.port(), 0);
  // A chunked body announced and never sent, then a gigabyte announced and never sent: the 401
  // comes on the head alone, and the connection is closed.
  for (const std::string framing :
       {"Transfer-Encoding: chunked\r\n", "Content-Length: 1000000000\r\n"}) {
    const int fd = loopback::dial(server.port());
    ASSERT_GE(fd, 0);
    ASSERT_TRUE(
        loopback::send_all(fd, "POST /v1/games HTTP/1.1\r\nHost: x\r\n" + framing + "\r\n"));
    const Received r = limits_receive(fd, 5);
    close(fd);
    EXPECT_EQ(r.bytes.rfind("HTTP/1.1 401", 0), 0u) << framing << r.bytes;
    EXPECT_NE(r.bytes.find(R"("code":"unauthorized")"), std::string::npos);
    EXPECT_TRUE(r.closed) << framing;
  }
  // With the token, the same head waits for its body (not answered within a second).
  const int fd = loopback::dial(server.port());
  ASSERT_TRUE(
      loopback::send_all(fd,
                         "POST /v1/games HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer s3cret\r\n"
                         "Transfer-Encoding: chunked\r\n\r\n"));
  EXPECT_EQ(limits_receive(fd, 1).bytes, "");
  close(fd);
}

TEST(ServeLimits, ContentLengthOverTheLimitIsRefusedOnItsHead) {
  ServeProcess server({"--db", ":memory:"});
  ASSERT_GT(server.port(), 0);
  const int fd = loopback::dial(server.port());
  ASSERT_TRUE(loopback::send_all(
      fd, "POST /v1/score HTTP/1.1\r\nHost: x\r\nContent-Length: 1048577\r\n\r\n"));
  const Received r = limits_receive(fd, 5);
  close(fd);
  EXPECT_EQ(r.bytes.rfind("HTTP/1.1 413", 0), 0u) << r.bytes;
  EXPECT_TRUE(r.closed);
}

// 12 clients send their heads one byte every 300 ms: each is dropped at the 2 s head deadline,
// and health requests made meanwhile are answered at once.
TEST(ServeLimits, DribbledHeadsAreDroppedAtTheDeadlineOthersAnswered) {
  ServeProcess server({"--db", ":memory:", "--threads", "2", "--head-timeout", "2"});
  ASSERT_GT(server.port(), 0);
  constexpr int kSlow = 12;
  const std::string head =
      "GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";
  std::vector<int> fds;
  for (int i = 0; i < kSlow; ++i) fds.push_back(loopback::dial(server.port()));
  const auto t0 = LimitsClock::now();
  std::vector<double> dropped(kSlow, -1);
  int answered = 0, asked = 0;
  for (std::size_t at = 0; at < head.size() && limits_seconds_since(t0) < 8; ++at) {
    for (int i = 0; i < kSlow; ++i)
      if (dropped[i] < 0 && !loopback::send_all(fds[i], head.substr(at, 1)))
        dropped[i] = limits_seconds_since(t0);
    ++asked;
    answered += limits_health(server.port(), 1.0) ? 1 : 0;
    for (int i = 0; i < kSlow; ++i) {
      pollfd p{fds[i], POLLIN, 0};
      char c;
      if (dropped[i] < 0 && poll(&p, 1, 0) > 0 && recv(fds[i], &c, 1, MSG_DONTWAIT) <= 0)
        dropped[i] = limits_seconds_since(t0);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
  }
  EXPECT_EQ(answered, asked);
  for (int i = 0; i < kSlow; ++i) {
    EXPECT_GT(dropped[i], 1.5) << i;
    EXPECT_LT(dropped[i], 3.5) << i;
    close(fds[i]);
  }
}

TEST(ServeLimits, DribbledBodyIsCutAtTheBodyDeadline) {
  ServeProcess server({"--db", ":memory:", "--body-timeout", "2"});
  ASSERT_GT(server.port(), 0);
  const int fd = loopback::dial(server.port());
  ASSERT_TRUE(loopback::send_all(
      fd, "POST /v1/score HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n"));
  const auto t0 = LimitsClock::now();
  bool closed = false;
  while (!closed && limits_seconds_since(t0) < 8) {
    loopback::send_all(fd, " ");
    closed = limits_closed_within(fd, 0.25);
  }
  close(fd);
  EXPECT_TRUE(closed);
  EXPECT_GT(limits_seconds_since(t0), 1.5);
  EXPECT_LT(limits_seconds_since(t0), 3.5);
}

TEST(ServeLimits, ConnectionsAreCappedPerClientAddressAndInAll) {
  ServeProcess server({"--db", ":memory:", "--max-connections", "4", "--max-connections-per-client",
                       "2", "--keep-alive-timeout", "30"});
  ASSERT_GT(server.port(), 0);
  const int a1 = loopback::dial(server.port(), "127.0.0.1");
  const int a2 = loopback::dial(server.port(), "127.0.0.1");
  ASSERT_GE(a2, 0);
  EXPECT_FALSE(limits_closed_within(a2, 0.3));  // held open, idle
  // A third from the same address is closed at once; another address is served.
  const int a3 = loopback::dial(server.port(), "127.0.0.1");
  EXPECT_TRUE(limits_closed_within(a3, 2));
  EXPECT_FALSE(limits_health(server.port(), 2, "127.0.0.1"));
  EXPECT_TRUE(limits_health(server.port(), 2, "127.0.0.2"));
  // Four open in all: a fifth, from a third address, is closed.
  const int b1 = loopback::dial(server.port(), "127.0.0.2");
  const int b2 = loopback::dial(server.port(), "127.0.0.2");
  EXPECT_FALSE(limits_closed_within(b2, 0.3));
  EXPECT_FALSE(limits_health(server.port(), 2, "127.0.0.3"));
  // A connection closed frees its place.
  close(a1);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_TRUE(limits_health(server.port(), 2, "127.0.0.1"));
  for (int fd : {a2, a3, b1, b2}) close(fd);
}

// SIGTERM while 200 idle connections and 20 dribbling heads are held: the server exits 0
// within 5 seconds.
TEST(ServeLimits, SigtermWithSlowClientsHeldExitsWithinFiveSeconds) {
  ServeProcess server(
      {"--db", ":memory:", "--threads", "2", "--head-timeout", "60", "--keep-alive-timeout", "60"});
  ASSERT_GT(server.port(), 0);
  std::vector<int> fds;
  for (int i = 0; i < 220; ++i) {
    const std::string source = "127.0.1." + std::to_string(1 + i / 100);
    fds.push_back(loopback::dial(server.port(), source));
    if (i >= 200) loopback::send_all(fds.back(), "GET /v1/health HTTP/1.1\r\nX-Slow: ");
  }
  EXPECT_TRUE(limits_health(server.port(), 2));
  double took = 0;
  EXPECT_EQ(server.stop_within(10, took), 0);
  EXPECT_LT(took, 5.0);
  for (int fd : fds) close(fd);
}

TEST(ServeLimits, EveryResponseSaysNosniffAndItsPolicy) {
  ServeProcess server({"--db", ":memory:"});
  ASSERT_GT(server.port(), 0);
  const auto ask = [&](const std::string& request) {
    const int fd = loopback::dial(server.port());
    loopback::send_all(fd, request);
    const Received r = limits_receive(fd, 5);
    close(fd);
    return r.bytes;
  };
  const std::string api_policy =
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n";
  for (const std::string target : {"/v1/health", "/v1/nope", "/v1/games/7"}) {
    const std::string r = ask("GET " + target + " HTTP/1.1\r\nConnection: close\r\n\r\n");
    EXPECT_NE(r.find("X-Content-Type-Options: nosniff\r\n"), std::string::npos) << r;
    EXPECT_NE(r.find(api_policy), std::string::npos) << r;
  }
  // A malformed request too.
  const std::string bad = ask("GET /v1/health HTTP/1.1\r\nContent-Length: x\r\n\r\n");
  EXPECT_EQ(bad.rfind("HTTP/1.1 400", 0), 0u) << bad;
  EXPECT_NE(bad.find("X-Content-Type-Options: nosniff\r\n"), std::string::npos) << bad;
  // The page keeps its own policy (scripts and styles from the server only), once.
  const std::string page = ask("GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
  EXPECT_NE(page.find("Content-Security-Policy: default-src 'self'"), std::string::npos);
  EXPECT_EQ(page.find(api_policy), std::string::npos);
  EXPECT_NE(page.find("X-Content-Type-Options: nosniff\r\n"), std::string::npos);
}

TEST(ServeLimits, PipelinedRequestsAreAnsweredInOrder) {
  ServeProcess server({"--db", ":memory:"});
  ASSERT_GT(server.port(), 0);
  const int fd = loopback::dial(server.port());
  const std::string score = R"({"hand":"234m11234p345s666z","win":"3s"})";
  loopback::send_all(fd,
                     "GET /v1/health HTTP/1.1\r\n\r\nPOST /v1/score HTTP/1.1\r\nContent-Length: " +
                         std::to_string(score.size()) + "\r\n\r\n" + score +
                         "GET /v1/nope HTTP/1.1\r\nConnection: close\r\n\r\n");
  const Received r = limits_receive(fd, 5);
  close(fd);
  const std::size_t first = r.bytes.find("HTTP/1.1 200");
  const std::size_t second = r.bytes.find("HTTP/1.1 200", first + 1);
  const std::size_t third = r.bytes.find("HTTP/1.1 404");
  EXPECT_EQ(first, 0u) << r.bytes;
  EXPECT_NE(second, std::string::npos);
  EXPECT_GT(third, second);
  EXPECT_TRUE(r.closed);
}

// The same reading code on bytes in memory (answer_raw, as the fuzz target drives it).
TEST(ServeLimitsRaw, FramingLimitsAndHeadRefusalsOnBytes) {
  static const Engine engine = Engine::create().value();
  auto store = serve::GameStore::open(":memory:", "t");
  ASSERT_TRUE(store);
  const serve::Api api(engine, **store, {"s3cret", "t"});
  const std::string score = R"({"hand":"234m11234p345s666z","win":"3s"})";
  // Chunked, with an extension and a trailer, then a pipelined request.
  auto a = serve::answer_raw(api,
                             "POST /v1/score HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                             "10;x=1\r\n" +
                                 score.substr(0, 16) + "\r\n" + limits_chunk_of(score.substr(16)) +
                                 "0\r\nX-T: y\r\n\r\nGET /v1/health HTTP/1.1\r\n\r\n");
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[0].response.status, 200) << a[0].response.body;
  EXPECT_FALSE(a[0].closes);
  EXPECT_EQ(a[1].response.status, 200);
  // Refused on their framing or their head: one answer each, and the connection closes.
  std::string many = "POST /v1/batch HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n";
  for (int i = 0; i < 17; ++i) many += limits_chunk(65536);
  const struct {
    const char* what;
    std::string bytes;
    int status;
  } refused[] = {
      {"a chunk announced over the limit: 413 at once",
       "POST /v1/batch HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n100001\r\n", 413},
      {"chunks that pass the limit together", many, 413},
      {"a write without the token: 401 on the head, whatever follows (here, no valid chunk)",
       "POST /v1/games HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nnot a chunk", 401},
      {"with the token, a malformed chunk",
       "POST /v1/games HTTP/1.1\r\nAuthorization: Bearer s3cret\r\n"
       "Transfer-Encoding: chunked\r\n\r\nnot a chunk\r\n",
       400},
      {"a head over 8 KiB", "GET /v1/health HTTP/1.1\r\nX: " + std::string(9000, 'a') + "\r\n\r\n",
       400},
  };
  for (const auto& r : refused) {
    a = serve::answer_raw(api, r.bytes);
    ASSERT_EQ(a.size(), 1u) << r.what;
    EXPECT_EQ(a[0].response.status, r.status) << r.what;
    EXPECT_TRUE(a[0].closes) << r.what;
  }
  // An incomplete head: no answer (the deadline drops it).
  EXPECT_TRUE(serve::answer_raw(api, "GET /v1/health HTTP/1.1\r\nHost:").empty());
}

}  // namespace
}  // namespace mjscore
