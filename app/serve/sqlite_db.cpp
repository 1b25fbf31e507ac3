// SQLite connections and statements (sqlite_db.hpp).
#include "serve/sqlite_db.hpp"

namespace mjscore::serve {
namespace {

[[noreturn]] void raise(sqlite3* db, const char* what) {
  throw SqlError(std::string(what) + ": " + sqlite3_errmsg(db));
}

// Writers wait for each other this long before SQLITE_BUSY (appends hold the lock for one
// engine fold and one fsync).
constexpr int kBusyTimeoutMs = 10000;

}  // namespace

Query& Query::bind(int i, int64_t v) {
  if (sqlite3_bind_int64(stmt_, i, v) != SQLITE_OK) raise(db_, "bind");
  return *this;
}

Query& Query::bind(int i, std::string_view v) {
  if (sqlite3_bind_text64(stmt_, i, v.data(), v.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK)
    raise(db_, "bind");
  return *this;
}

bool Query::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  raise(db_, "step");
}

std::string Query::text_at(int col) const {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
  return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col)))
           : std::string();
}

Connection::Connection(const std::string& path) {
  const int flags =
      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE;
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    const std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw SqlError("cannot open " + path + ": " + msg);
  }
  sqlite3_busy_timeout(db_, kBusyTimeoutMs);
  // Durability: in WAL mode with synchronous=FULL every COMMIT syncs the log, so an
  // acknowledged write survives a crash of the process and of the machine (docs/http.md).
  exec("PRAGMA journal_mode=WAL");
  exec("PRAGMA synchronous=FULL");
  exec("PRAGMA foreign_keys=ON");
}

Connection::~Connection() {
  for (auto& [sql, stmt] : statements_) sqlite3_finalize(stmt);
  sqlite3_close(db_);
}

Query Connection::query(const char* sql) {
  auto [at, fresh] = statements_.try_emplace(sql, nullptr);
  if (fresh) {
    if (sqlite3_prepare_v3(db_, sql, -1, SQLITE_PREPARE_PERSISTENT, &at->second, nullptr) !=
        SQLITE_OK) {
      statements_.erase(at);
      raise(db_, "prepare");
    }
  }
  return Query(db_, at->second);
}

ConnectionPool::ConnectionPool(std::string path)
    : path_(std::move(path)), single_(path_ == ":memory:") {}

ConnectionPool::Lease ConnectionPool::lease() {
  std::unique_lock lock(m_);
  if (single_) {
    cv_.wait(lock, [&] { return !single_lent_; });
    single_lent_ = true;
    if (idle_.empty()) {
      lock.unlock();
      try {
        return Lease(*this, std::make_unique<Connection>(path_));
      } catch (...) {
        std::lock_guard again(m_);
        single_lent_ = false;
        cv_.notify_one();
        throw;
      }
    }
  }
  if (!idle_.empty()) {
    auto c = std::move(idle_.back());
    idle_.pop_back();
    return Lease(*this, std::move(c));
  }
  lock.unlock();
  return Lease(*this, std::make_unique<Connection>(path_));
}

void ConnectionPool::give_back(std::unique_ptr<Connection> c) {
  std::lock_guard lock(m_);
  idle_.push_back(std::move(c));
  single_lent_ = false;
  cv_.notify_one();
}

}  // namespace mjscore::serve
