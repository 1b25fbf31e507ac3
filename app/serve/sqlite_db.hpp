// A thin layer over SQLite for the game store: connections that keep their prepared
// statements, a pool that lends one connection to one request at a time, and statements that
// bind values (no SQL is ever built from input). Failures throw SqlError, which the store turns
// into an error value at its boundary (game_store.cpp).
#pragma once

#include <sqlite3.h>

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace mjscore::serve {

struct SqlError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A prepared statement in use: bind, step, read columns; reset when it goes out of scope.
class Query {
 public:
  Query(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
  Query(const Query&) = delete;
  Query& operator=(const Query&) = delete;
  ~Query() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }

  Query& bind(int i, int64_t v);
  Query& bind(int i, std::string_view v);
  // Steps once: true while a row is there (its columns readable), false when done.
  bool step();
  // Steps to the end (a statement that returns no rows).
  void run() {
    while (step()) {
    }
  }
  int64_t int_at(int col) const { return sqlite3_column_int64(stmt_, col); }
  std::string text_at(int col) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_;
};

// One SQLite connection with its statements prepared once (keyed by their SQL text).
class Connection {
 public:
  explicit Connection(const std::string& path);
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  ~Connection();

  Query query(const char* sql);
  // A statement without parameters or rows (schema, transactions, pragmas).
  void exec(const char* sql) { query(sql).run(); }
  sqlite3* handle() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
  std::unordered_map<std::string, sqlite3_stmt*> statements_;
};

// Connections to one database file, lent one per request. ":memory:" is one database per
// connection in SQLite, so it gets a single connection that requests take in turn.
class ConnectionPool {
 public:
  explicit ConnectionPool(std::string path);

  class Lease {
   public:
    Lease(ConnectionPool& pool, std::unique_ptr<Connection> c) : pool_(&pool), c_(std::move(c)) {}
    Lease(Lease&&) = default;
    Lease& operator=(Lease&&) = delete;
    ~Lease() {
      if (c_) pool_->give_back(std::move(c_));
    }
    Connection& operator*() const { return *c_; }
    Connection* operator->() const { return c_.get(); }

   private:
    ConnectionPool* pool_;
    std::unique_ptr<Connection> c_;
  };

  // A connection for this thread's request (opened when none is idle; with ":memory:" the one
  // connection, waiting for it).
  Lease lease();
  const std::string& path() const { return path_; }

 private:
  void give_back(std::unique_ptr<Connection> c);
  std::string path_;
  bool single_;
  std::mutex m_;
  std::condition_variable cv_;
  std::vector<std::unique_ptr<Connection>> idle_;
  bool single_lent_ = false;
};

// A transaction, rolled back unless committed: a write one takes the write lock at once
// (BEGIN IMMEDIATE), so that what it reads stays true until it commits; a read one sees one
// snapshot.
class Transaction {
 public:
  enum Kind { Read, Write };
  Transaction(Connection& c, Kind kind) : c_(c) {
    c_.exec(kind == Write ? "BEGIN IMMEDIATE" : "BEGIN");
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  ~Transaction() {
    if (done_) return;
    try {
      c_.exec("ROLLBACK");
    } catch (const SqlError&) {  // SQLite rolled back already (e.g. after an I/O error)
    }
  }
  void commit() {
    c_.exec("COMMIT");
    done_ = true;
  }

 private:
  Connection& c_;
  bool done_ = false;
};

}  // namespace mjscore::serve
