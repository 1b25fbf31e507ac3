// The SQLite game store (game_store.hpp; docs/http.md "Storage").
#include "serve/game_store.hpp"

#include <array>
#include <chrono>
#include <ctime>

namespace mjscore::serve {
namespace {

// Schema migrations: migration k (0-based) brings the database from user_version k to k + 1.
// Each runs in one transaction with its version bump; a released migration is never edited.
constexpr std::array<std::array<const char*, 4>, GameStore::kSchemaVersion> kMigrations = {{
    {"CREATE TABLE games ("
     " id INTEGER PRIMARY KEY AUTOINCREMENT,"  // ids of deleted games are not given again
     " created TEXT NOT NULL,"
     " rules TEXT NOT NULL, preset TEXT NOT NULL, title TEXT NOT NULL,"
     " options TEXT NOT NULL, players TEXT NOT NULL,"
     // the cached summary, and the engine version that wrote it
     " hands INTEGER NOT NULL DEFAULT 0, finished INTEGER NOT NULL DEFAULT 0,"
     " scores TEXT NOT NULL DEFAULT '[]', cache_version TEXT NOT NULL DEFAULT '')",
     "CREATE TABLE events ("
     " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
     " seq INTEGER NOT NULL,"
     " kind TEXT NOT NULL CHECK (kind IN ('created', 'hand_appended', 'hand_undone')),"
     " body TEXT NOT NULL, at TEXT NOT NULL,"
     " PRIMARY KEY (game_id, seq)) WITHOUT ROWID",
     "PRAGMA user_version = 1", nullptr},
}};

std::string utc_now() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

// Runs `f`, turning a storage failure into a 500 storage_error.
template <class F>
auto guarded(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const SqlError& e) {
    return api_fail(500, "storage_error", e.what());
  }
}

ApiError no_game(int64_t id) { return ApiError{404, "not_found", "no game " + std::to_string(id)}; }

// The game as its events leave it, or nullopt when there is none.
std::optional<StoredGame> load_game(Connection& c, int64_t id) {
  StoredGame g;
  {
    auto q =
        c.query("SELECT created, rules, preset, title, options, players FROM games WHERE id = ?");
    q.bind(1, id);
    if (!q.step()) return std::nullopt;
    g.id = id;
    g.created = q.text_at(0);
    g.head.rules = q.text_at(1);
    g.head.preset = q.text_at(2);
    g.head.title = q.text_at(3);
    g.head.options_json = q.text_at(4);
    g.head.players_json = q.text_at(5);
  }
  auto q = c.query("SELECT kind, body FROM events WHERE game_id = ? ORDER BY seq");
  q.bind(1, id);
  while (q.step()) {
    ++g.events;
    const std::string kind = q.text_at(0);
    if (kind == "created") {
      g.head.record_head = q.text_at(1);
    } else if (kind == "hand_appended") {
      g.entries.push_back(q.text_at(1));
    } else if (kind == "hand_undone" && !g.entries.empty()) {
      g.entries.pop_back();
    }
  }
  return g;
}

void add_event(Connection& c, int64_t id, const char* kind, std::string_view body) {
  auto q = c.query(
      "INSERT INTO events (game_id, seq, kind, body, at) VALUES (?1,"
      " (SELECT coalesce(max(seq), 0) + 1 FROM events WHERE game_id = ?1), ?2, ?3, ?4)");
  q.bind(1, id).bind(2, std::string_view(kind)).bind(3, body).bind(4, utc_now());
  q.run();
}

void cache_summary(Connection& c, int64_t id, const GameSummary& s, const std::string& version) {
  auto q = c.query(
      "UPDATE games SET hands = ?2, finished = ?3, scores = ?4, cache_version = ?5 WHERE id = ?1");
  q.bind(1, id).bind(2, s.hands).bind(3, int64_t{s.finished}).bind(4, s.scores_json);
  q.bind(5, version);
  q.run();
}

ApiError conflict_on_count(int64_t expected, std::size_t stored) {
  return ApiError{409, "conflict",
                  "expect_hands is " + std::to_string(expected) + " but the game has " +
                      std::to_string(stored) + " hands"};
}

}  // namespace

ApiResult<std::unique_ptr<GameStore>> GameStore::open(const std::string& path,
                                                      std::string version) {
  std::unique_ptr<GameStore> store(new GameStore(path, std::move(version)));
  if (auto m = store->migrate(); !m) return tl::unexpected(m.error());
  return store;
}

ApiResult<void> GameStore::migrate() {
  return guarded([&]() -> ApiResult<void> {
    auto c = pool_.lease();
    std::lock_guard writing(write_);
    Transaction tx(*c, Transaction::Write);
    int64_t at = 0;
    {
      auto q = c->query("PRAGMA user_version");
      if (q.step()) at = q.int_at(0);
    }
    if (at > kSchemaVersion)
      return api_fail(500, "storage_error",
                      "the database has schema version " + std::to_string(at) +
                          ", newer than this mjscore's " + std::to_string(kSchemaVersion));
    for (int64_t k = at; k < kSchemaVersion; ++k)
      for (const char* sql : kMigrations[static_cast<std::size_t>(k)])
        if (sql) c->exec(sql);
    tx.commit();
    return {};
  });
}

ApiResult<int64_t> GameStore::create(const GameHead& head, const Check& check) {
  return guarded([&]() -> ApiResult<int64_t> {
    auto c = pool_.lease();
    std::lock_guard writing(write_);
    Transaction tx(*c, Transaction::Write);
    const std::string now = utc_now();
    {
      auto q = c->query(
          "INSERT INTO games (created, rules, preset, title, options, players)"
          " VALUES (?, ?, ?, ?, ?, ?)");
      q.bind(1, now).bind(2, head.rules).bind(3, head.preset).bind(4, head.title);
      q.bind(5, head.options_json).bind(6, head.players_json);
      q.run();
    }
    const int64_t id = sqlite3_last_insert_rowid(c->handle());
    add_event(*c, id, "created", head.record_head);
    StoredGame g{id, 1, now, head, {}};
    auto summary = check(g);
    if (!summary) return tl::unexpected(summary.error());
    cache_summary(*c, id, *summary, version_);
    tx.commit();
    return id;
  });
}

ApiResult<StoredGame> GameStore::load(int64_t id) {
  return guarded([&]() -> ApiResult<StoredGame> {
    auto c = pool_.lease();
    // One read transaction: the game row and its events from the same snapshot.
    Transaction tx(*c, Transaction::Read);
    auto g = load_game(*c, id);
    if (!g) return tl::unexpected(no_game(id));
    return std::move(*g);
  });
}

ApiResult<std::vector<GameListItem>> GameStore::list() {
  return guarded([&]() -> ApiResult<std::vector<GameListItem>> {
    auto c = pool_.lease();
    auto q = c->query(
        "SELECT id, created, rules, preset, title, players, hands, finished, scores"
        " FROM games ORDER BY id DESC");
    std::vector<GameListItem> out;
    while (q.step()) {
      GameListItem g;
      g.id = q.int_at(0);
      g.created = q.text_at(1);
      g.head.rules = q.text_at(2);
      g.head.preset = q.text_at(3);
      g.head.title = q.text_at(4);
      g.head.players_json = q.text_at(5);
      g.summary.hands = q.int_at(6);
      g.summary.finished = q.int_at(7) != 0;
      g.summary.scores_json = q.text_at(8);
      out.push_back(std::move(g));
    }
    return out;
  });
}

ApiResult<void> GameStore::append(int64_t id, std::optional<int64_t> expect_hands,
                                  const std::string& entry, const Check& check) {
  return change_hands(id, expect_hands, &entry, check);
}

ApiResult<void> GameStore::undo(int64_t id, std::optional<int64_t> expect_hands,
                                const Check& check) {
  return change_hands(id, expect_hands, nullptr, check);
}

// One hand appended (`entry`) or undone (null), under the write lock: the hand count checked,
// the change checked by `check` on the game after it, then its event and summary written.
ApiResult<void> GameStore::change_hands(int64_t id, std::optional<int64_t> expect_hands,
                                        const std::string* entry, const Check& check) {
  return guarded([&]() -> ApiResult<void> {
    auto c = pool_.lease();
    std::lock_guard writing(write_);
    Transaction tx(*c, Transaction::Write);
    auto g = load_game(*c, id);
    if (!g) return tl::unexpected(no_game(id));
    if (expect_hands && *expect_hands != static_cast<int64_t>(g->entries.size()))
      return tl::unexpected(conflict_on_count(*expect_hands, g->entries.size()));
    ++g->events;
    if (entry) {
      g->entries.push_back(*entry);
    } else if (g->entries.empty()) {
      return api_fail(409, "conflict", "the game has no hand to undo");
    } else {
      g->entries.pop_back();
    }
    auto summary = check(*g);
    if (!summary) return tl::unexpected(summary.error());
    add_event(*c, id, entry ? "hand_appended" : "hand_undone", entry ? *entry : "");
    cache_summary(*c, id, *summary, version_);
    tx.commit();
    return {};
  });
}

ApiResult<void> GameStore::remove(int64_t id) {
  return guarded([&]() -> ApiResult<void> {
    auto c = pool_.lease();
    std::lock_guard writing(write_);
    Transaction tx(*c, Transaction::Write);
    {
      auto q = c->query("DELETE FROM events WHERE game_id = ?");
      q.bind(1, id);
      q.run();
    }
    auto q = c->query("DELETE FROM games WHERE id = ?");
    q.bind(1, id);
    q.run();
    if (sqlite3_changes(c->handle()) == 0) return tl::unexpected(no_game(id));
    tx.commit();
    return {};
  });
}

ApiResult<std::vector<int64_t>> GameStore::stale_games() {
  return guarded([&]() -> ApiResult<std::vector<int64_t>> {
    auto c = pool_.lease();
    auto q = c->query("SELECT id FROM games WHERE cache_version != ? ORDER BY id");
    q.bind(1, version_);
    std::vector<int64_t> ids;
    while (q.step()) ids.push_back(q.int_at(0));
    return ids;
  });
}

ApiResult<void> GameStore::refresh(int64_t id, const Check& check) {
  return guarded([&]() -> ApiResult<void> {
    auto c = pool_.lease();
    std::lock_guard writing(write_);
    Transaction tx(*c, Transaction::Write);
    auto g = load_game(*c, id);
    if (!g) return {};  // deleted meanwhile
    auto summary = check(*g);
    if (!summary) return tl::unexpected(summary.error());
    cache_summary(*c, id, *summary, version_);
    tx.commit();
    return {};
  });
}

}  // namespace mjscore::serve
