// Game records in SQLite (docs/http.md "Storage"). A game is an append-only list of events:
// `created` (the record's rules, preset, options and players), `hand_appended` (one hand entry
// of the contract game record) and `hand_undone` (drops the last hand). The entries of a game
// are the fold of its events; the games table holds the game's fixed facts and a cache of its
// summary (hand count, finished, scores) for the listing, written in the same transaction as
// the event it follows from. Every write takes the write lock first (BEGIN IMMEDIATE), so
// checks made under it (the hand count, the game's end) hold when the event lands.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "serve/api_error.hpp"
#include "serve/sqlite_db.hpp"

namespace mjscore::serve {

// The cached summary of a game, derived from the engine's answer to its record.
struct GameSummary {
  int64_t hands = 0;
  bool finished = false;
  std::string scores_json;  // the four current scores, a JSON array
};

// A game's fixed facts (what its `created` event says, and its title).
struct GameHead {
  std::string rules, preset, title;
  std::string options_json;  // JSON object
  std::string players_json;  // JSON array of the four names
  // The `created` event: the record's members, {"rules":..,"preset":..,"options":..,"players":..}
  std::string record_head;
};

struct StoredGame {
  int64_t id = 0;
  // Its events, the write being decided included: the version of the game (game_cache.hpp).
  int64_t events = 0;
  std::string created;  // UTC, ISO 8601
  GameHead head;
  std::vector<std::string> entries;  // the hand entries (JSON objects), in order
};

struct GameListItem {
  int64_t id = 0;
  std::string created;
  GameHead head;  // record_head left empty
  GameSummary summary;
};

class GameStore {
 public:
  // Opens (creates) the database and brings its schema to the current version. `version` is
  // the engine's: summaries cached by another version are refreshed by the caller
  // (stale_games).
  static ApiResult<std::unique_ptr<GameStore>> open(const std::string& path, std::string version);

  // Decides a write from the game as it is stored: the summary to cache after it, or an error
  // (then nothing is written).
  using Check = std::function<ApiResult<GameSummary>(const StoredGame& game)>;

  // A new game; `check` sees it without hands. Returns its id.
  ApiResult<int64_t> create(const GameHead& head, const Check& check);
  ApiResult<StoredGame> load(int64_t id);
  // Newest first.
  ApiResult<std::vector<GameListItem>> list();
  // Appends `entry` when the game has `expect_hands` hands (if given; else 409 conflict);
  // `check` sees the game with the entry appended.
  ApiResult<void> append(int64_t id, std::optional<int64_t> expect_hands, const std::string& entry,
                         const Check& check);
  // Drops the last hand (409 when there is none, or when the game has not `expect_hands`);
  // `check` sees the game without it.
  ApiResult<void> undo(int64_t id, std::optional<int64_t> expect_hands, const Check& check);
  // Deletes the game and its events; not_found when there is none.
  ApiResult<void> remove(int64_t id);

  // Games whose cached summary was written by another engine version.
  ApiResult<std::vector<int64_t>> stale_games();
  ApiResult<void> refresh(int64_t id, const Check& check);

  static constexpr int kSchemaVersion = 1;

 private:
  GameStore(std::string path, std::string version) : pool_(std::move(path)), version_(version) {}
  ApiResult<void> migrate();
  ApiResult<void> change_hands(int64_t id, std::optional<int64_t> expect_hands,
                               const std::string* entry, const Check& check);
  ConnectionPool pool_;
  std::string version_;
  // Writers of this process queue here before they take SQLite's write lock: SQLite's own
  // wait (busy_timeout) sleeps and retries, which made four appending clients wait up to
  // seconds; the lock still guards against other processes on the same file.
  std::mutex write_;
};

}  // namespace mjscore::serve
