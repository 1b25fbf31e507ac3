// The socket side of `mjscore serve` (http_server.hpp): --threads Boost.Asio event loops, one a
// thread, each with its own connections (one Beast connection object per client); every request
// goes to Api::handle through http_wire.hpp. A connection costs no thread while it waits: each
// phase has its own deadline on the whole phase (Beast's tcp_stream expiry, set once when the phase
// starts).
#include "serve/http_server.hpp"

#include <malloc.h>
#include <signal.h>
#include <sys/resource.h>

#include <atomic>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "serve/http_wire.hpp"

namespace mjscore::serve {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using Seconds = std::chrono::seconds;

// After a response that closes a connection whose request was not read whole (a refused head,
// a body over the limit), what the client still sends is read and dropped for at most this
// long before the socket is closed: closing with unread bytes would reset the connection, and
// the client could lose the response.
constexpr auto kLinger = std::chrono::milliseconds(1000);
constexpr std::size_t kLingerBytes = std::size_t{64} << 20;
// After SIGINT or SIGTERM, responses being written get this long before the process exits.
constexpr auto kStopGrace = std::chrono::milliseconds(3000);
constexpr int kListenBacklog = 4096;

class Server;
class Connection;

// The open connections, by client address too. Shared by the server and each connection, whose
// destructor leaves it: connections whose handlers are still queued when the loop stops are
// destroyed with the io_context, after the server.
struct OpenConnections {
  std::mutex mutex;
  std::unordered_map<std::string, int> per_client;
  std::unordered_map<Connection*, std::weak_ptr<Connection>> all;

  void leave(Connection* c, const std::string& client) {
    const std::lock_guard lock(mutex);
    all.erase(c);
    const auto it = per_client.find(client);
    if (it != per_client.end() && --it->second <= 0) per_client.erase(it);
  }
};

// One client connection: wait for a request (idle deadline), read its head (head deadline),
// maybe refuse it there, read its body (body deadline), answer it on this thread, write the
// response (write deadline), then wait again or close. Every handler runs on the connection's
// loop, which has one thread.
class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(tcp::socket socket, Server& server, std::shared_ptr<OpenConnections> open,
             std::string client)
      : stream_(std::move(socket)),
        server_(server),
        open_(std::move(open)),
        client_(std::move(client)) {}
  ~Connection() { leave(); }

  void start() {
    asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->wait_request(); });
  }
  // The server stops: close now, unless a response is being written (then close after it).
  void stop() {
    asio::post(stream_.get_executor(), [self = shared_from_this()] {
      if (self->phase_ != Phase::Answering && self->phase_ != Phase::Writing) self->close();
    });
  }

 private:
  enum class Phase { Idle, Head, Body, Answering, Writing, Closing, Closed };

  void wait_request();
  void read_head();
  void on_head(beast::error_code ec);
  void read_body();
  void on_body(beast::error_code ec);
  void answer();
  void respond(HttpResponse r, bool keep_alive, bool request_read);
  void on_written(beast::error_code ec, bool keep_alive, bool request_read);
  void linger();
  void drain();
  void close();
  void leave();

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<wire::Parser> parser_;
  std::optional<wire::Response> response_;
  http::response<http::empty_body> continue_{http::status::continue_, 11};
  std::array<char, 4096> drain_{};
  std::size_t drained_ = 0;
  Phase phase_ = Phase::Idle;
  Server& server_;
  std::shared_ptr<OpenConnections> open_;
  std::string client_;
  bool left_ = false;
};

class Server {
 public:
  // `loops`: one io_context a thread; the first only accepts (so that a burst of connections
  // is taken at once, whatever the others are doing), the others get the connections in turn.
  Server(const Api& api, const ServerOptions& o,
         const std::vector<std::unique_ptr<asio::io_context>>& loops)
      : api_(api), options_(o), loops_(loops), acceptor_(*loops.front()) {}

  bool listen(const std::string& host, int port);
  int port() const { return acceptor_.local_endpoint().port(); }
  void accept();
  void begin_stop();

  const Api& api() const { return api_; }
  asio::thread_pool& store_threads() { return store_threads_; }
  const ServerOptions& options() const { return options_; }
  bool stopping() const { return stopping_.load(std::memory_order_relaxed); }
  void set_max_connections(int n) { options_.max_connections = n; }

 private:
  void admit(tcp::socket socket);

  const Api& api_;
  ServerOptions options_;
  asio::thread_pool store_threads_{static_cast<std::size_t>(options_.threads)};
  const std::vector<std::unique_ptr<asio::io_context>>& loops_;
  std::size_t next_loop_ = 0;  // used by the acceptor's handlers only
  tcp::acceptor acceptor_;
  std::unique_ptr<asio::steady_timer> retry_;
  std::atomic<bool> stopping_{false};  // set under open_->mutex
  std::shared_ptr<OpenConnections> open_ = std::make_shared<OpenConnections>();
};

void Connection::wait_request() {
  if (server_.stopping()) return close();
  response_.reset();
  parser_.reset();
  if (buffer_.size() > 0) return read_head();  // the next request is already in
  phase_ = Phase::Idle;
  stream_.expires_after(Seconds(server_.options().keep_alive_seconds));
  stream_.async_read_some(buffer_.prepare(512),
                          [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                            if (ec) return self->close();
                            self->buffer_.commit(n);
                            self->read_head();
                          });
}

void Connection::read_head() {
  phase_ = Phase::Head;
  parser_.emplace();
  wire::limit(*parser_);
  stream_.expires_after(Seconds(server_.options().head_timeout_seconds));
  http::async_read_header(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_head(ec); });
}

void Connection::on_head(beast::error_code ec) {
  if (ec) {
    if (wire::is_request_error(ec)) return respond(wire::read_error(ec), false, false);
    return close();  // closed by the client, the head deadline passed, or the server stops
  }
  if (!wire::has_body(*parser_)) return answer();
  if (auto refused = wire::refuse_head(server_.api(), parser_->get()))
    return respond(std::move(*refused), false, false);
  if (auto too_big = wire::limit_body(*parser_)) return respond(std::move(*too_big), false, false);
  if (beast::iequals(parser_->get()[http::field::expect], "100-continue")) {
    phase_ = Phase::Body;
    stream_.expires_after(Seconds(server_.options().write_timeout_seconds));
    return http::async_write(stream_, continue_,
                             [self = shared_from_this()](beast::error_code e, std::size_t) {
                               if (e) return self->close();
                               self->read_body();
                             });
  }
  read_body();
}

void Connection::read_body() {
  phase_ = Phase::Body;
  if (server_.stopping()) return close();
  stream_.expires_after(Seconds(server_.options().body_timeout_seconds));
  http::async_read(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_body(ec); });
}

void Connection::on_body(beast::error_code ec) {
  if (!ec) return answer();
  if (wire::is_request_error(ec)) return respond(wire::read_error(ec), false, false);
  close();
}

// The request is read whole. Scoring (microseconds) is answered here, on the loop's thread; a
// request that reads or writes the store goes to the store's threads, since a commit waits for
// its fsync (milliseconds, seconds on a busy disk) and the loop's other connections must not.
void Connection::answer() {
  stream_.expires_never();  // the body's deadline is over; the write sets its own
  const wire::Request& req = parser_->get();
  const bool keep = req.keep_alive();
  if (!wire::uses_store(req)) return respond(wire::answer(server_.api(), req), keep, true);
  phase_ = Phase::Answering;
  asio::post(server_.store_threads(), [self = shared_from_this(), keep,
                                       loop = asio::make_work_guard(stream_.get_executor())] {
    HttpResponse r = wire::answer(self->server_.api(), self->parser_->get());
    asio::post(loop.get_executor(), [self, keep, r = std::move(r)]() mutable {
      self->respond(std::move(r), keep, true);
    });
  });
}

void Connection::respond(HttpResponse r, bool keep_alive, bool request_read) {
  keep_alive = keep_alive && !server_.stopping();
  const bool head_method =
      parser_ && parser_->is_header_done() && parser_->get().method() == http::verb::head;
  const unsigned version = parser_ && parser_->is_header_done() ? parser_->get().version() : 11;
  response_.emplace(wire::to_wire(std::move(r), version, head_method, keep_alive));
  phase_ = Phase::Writing;
  stream_.expires_after(Seconds(server_.options().write_timeout_seconds));
  http::async_write(
      stream_, *response_,
      [self = shared_from_this(), keep_alive, request_read](beast::error_code ec, std::size_t) {
        self->on_written(ec, keep_alive, request_read);
      });
}

void Connection::on_written(beast::error_code ec, bool keep_alive, bool request_read) {
  if (ec) return close();
  if (keep_alive && !server_.stopping()) return wait_request();
  if (request_read || server_.stopping()) return close();
  linger();
}

// Half-closes, then reads and drops what the client still sends until it closes its end, for
// at most kLinger and kLingerBytes (the deadline is set once, for the whole of it).
void Connection::linger() {
  phase_ = Phase::Closing;
  beast::error_code ignored;
  stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream_.expires_after(kLinger);
  drain();
}

void Connection::drain() {
  stream_.async_read_some(asio::buffer(drain_),
                          [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                            self->drained_ += n;
                            if (ec || self->drained_ > kLingerBytes || self->server_.stopping())
                              return self->close();
                            self->drain();
                          });
}

// Gives back the connection's places under the caps (before the client can see the close).
void Connection::leave() {
  if (left_) return;
  left_ = true;
  open_->leave(this, client_);
}

void Connection::close() {
  if (phase_ == Phase::Closed) return;
  phase_ = Phase::Closed;
  leave();
  beast::error_code ignored;
  stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
  stream_.close();
}

bool Server::listen(const std::string& host, int port) {
  beast::error_code ec;
  tcp::resolver resolver(*loops_.front());
  const auto endpoints = resolver.resolve(
      host, std::to_string(port), tcp::resolver::passive | tcp::resolver::numeric_service, ec);
  if (ec) return false;
  for (const auto& entry : endpoints) {
    acceptor_.open(entry.endpoint().protocol(), ec);
    if (ec) continue;
    acceptor_.set_option(asio::socket_base::reuse_address(true), ec);
    acceptor_.bind(entry.endpoint(), ec);
    // The kernel's queue of connections not yet accepted (capped by net.core.somaxconn).
    if (!ec) acceptor_.listen(kListenBacklog, ec);
    if (!ec) return true;
    acceptor_.close(ec);
  }
  return false;
}

void Server::accept() {
  asio::io_context& loop = *loops_[1 + next_loop_++ % (loops_.size() - 1)];
  acceptor_.async_accept(loop, [this](beast::error_code ec, tcp::socket s) {
    if (stopping() || !acceptor_.is_open()) return;
    if (ec) {
      // Out of file descriptors or a connection reset before it was taken: try again shortly.
      retry_ = std::make_unique<asio::steady_timer>(acceptor_.get_executor(),
                                                    std::chrono::milliseconds(50));
      retry_->async_wait([this](beast::error_code) {
        if (!stopping()) accept();
      });
      return;
    }
    admit(std::move(s));
    accept();
  });
}

// A connection over a cap is closed at once, before anything is read from it.
void Server::admit(tcp::socket socket) {
  beast::error_code ec;
  auto address = socket.remote_endpoint(ec).address();
  if (ec) return;
  if (address.is_v6() && address.to_v6().is_v4_mapped())
    address = asio::ip::make_address_v4(asio::ip::v4_mapped, address.to_v6());
  std::string client = address.to_string();
  socket.set_option(tcp::no_delay(true), ec);
  std::shared_ptr<Connection> c;
  {
    const std::lock_guard lock(open_->mutex);
    int& mine = open_->per_client[client];
    if (stopping() || static_cast<int>(open_->all.size()) >= options_.max_connections ||
        mine >= options_.max_connections_per_client) {
      if (mine == 0) open_->per_client.erase(client);
      socket.close(ec);
      return;
    }
    ++mine;
    c = std::make_shared<Connection>(std::move(socket), *this, open_, std::move(client));
    open_->all.emplace(c.get(), c);
  }
  c->start();
}

void Server::begin_stop() {
  std::vector<std::shared_ptr<Connection>> open;
  {
    const std::lock_guard lock(open_->mutex);
    stopping_ = true;
    for (auto& [_, weak] : open_->all)
      if (auto c = weak.lock()) open.push_back(std::move(c));
  }
  asio::post(acceptor_.get_executor(), [this] {
    beast::error_code ignored;
    acceptor_.close(ignored);
    if (retry_) retry_->cancel();
  });
  for (auto& c : open) c->stop();
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

// Raises the soft limit of open files to the hard one, and returns how many connections that
// leaves room for (a few descriptors kept for the database, the listener and standard streams).
int connection_room() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) != 0) return 1024;
  if (r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
    getrlimit(RLIMIT_NOFILE, &r);
  }
  constexpr rlim_t kReserved = 64;
  if (r.rlim_cur == RLIM_INFINITY || r.rlim_cur > 1'000'000) return 1'000'000;
  return r.rlim_cur > kReserved ? static_cast<int>(r.rlim_cur - kReserved) : 1;
}

}  // namespace

void hold_stop_signals() {
  const sigset_t set = stop_signal_set();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
}

int run_server(const Api& api, const ServerOptions& o) {
  // SIGINT and SIGTERM are taken by this thread with sigtimedwait (blocked in every other
  // thread, which inherit the mask), which stops the server: no work in a signal handler.
  hold_stop_signals();
  const sigset_t stop_signals = stop_signal_set();
  // A client closing its end while a response is written must not kill the server.
  signal(SIGPIPE, SIG_IGN);
#ifdef __GLIBC__
  // Bodies of up to 1 MiB are read on every loop's thread: blocks of 128 KiB and more are
  // mapped and given back when freed, rather than kept in each thread's heap (glibc raises its
  // threshold after each large free, so seven 1 GB floods on seven loops kept 9 MB resident).
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif

  // One event loop a thread, each with its own connections: no handler moves between threads,
  // and no lock is taken between them (a loop whose thread waits for an append's fsync delays
  // its own connections only, by milliseconds). One more loop accepts.
  std::vector<std::unique_ptr<asio::io_context>> loops;
  for (int i = 0; i <= o.threads; ++i) loops.push_back(std::make_unique<asio::io_context>(1));
  Server server(api, o, loops);
  // Each loop runs until the stop, even while it has no connection.
  std::vector<asio::executor_work_guard<asio::io_context::executor_type>> keep_running;
  for (auto& loop : loops) keep_running.push_back(asio::make_work_guard(*loop));
  const int room = connection_room();
  if (o.max_connections > room) {
    std::fprintf(stderr, "mjscore serve: at most %d connections (the open file limit)\n", room);
    server.set_max_connections(room);
  }
  if (!server.listen(o.host, o.port)) {
    std::fprintf(stderr, "error: cannot listen on %s port %d\n", o.host.c_str(), o.port);
    return 2;
  }
  std::printf("listening on http://%s:%d\n", url_host(o.host).c_str(), server.port());
  std::fflush(stdout);
  server.accept();

  std::atomic<int> running{static_cast<int>(loops.size())};
  std::vector<std::thread> threads;
  for (auto& loop : loops)
    threads.emplace_back([&running, &loop] {
      loop->run();
      --running;
    });
  // Wait for a stop signal; then every connection not writing a response is closed, and the
  // loop ends when the last response is written, or after kStopGrace whatever the clients do.
  const timespec tick{0, 100'000'000};
  while (sigtimedwait(&stop_signals, nullptr, &tick) <= 0 && running.load() > 0) {
  }
  server.begin_stop();
  for (auto& guard : keep_running) guard.reset();
  const auto deadline = std::chrono::steady_clock::now() + kStopGrace;
  while (running.load() > 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  for (auto& loop : loops) loop->stop();
  for (auto& t : threads) t.join();
  std::fprintf(stderr, "mjscore serve: stopped\n");
  return 0;
}

}  // namespace mjscore::serve
