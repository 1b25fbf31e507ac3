// Recently used games as the engine answered them, keyed by the game and the number of its
// events: every write adds an event, and ids are never given again, so a cached game is the
// engine's answer to exactly the events it was made from. Only written after the write's
// commit. A cache only: a miss reads the stored record again (game_view.hpp), and an append
// reads only its new entry into the typed record cached for the game before it.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "mjscore/answer.hpp"

namespace mjscore::serve {

// A game as the engine answers it: its contract game record, typed (the Request alternative of
// its family), and the engine's answer to it (without error).
struct AnsweredGame {
  Request record;
  Answer answer;
};

// An answered game and the game object rendered from it (immutable once cached: readers share
// it).
struct CachedGame {
  AnsweredGame game;
  std::string body;  // the game object
  bool finished = false;
};

class GameCache {
 public:
  // The game at `events` events, or nullptr.
  std::shared_ptr<const CachedGame> find(int64_t id, int64_t events) const {
    std::lock_guard lock(m_);
    const auto at = games_.find(id);
    if (at == games_.end() || at->second.events != events) return nullptr;
    return at->second.game;
  }
  void put(int64_t id, int64_t events, std::shared_ptr<const CachedGame> game) {
    std::lock_guard lock(m_);
    if (games_.size() >= kMaxGames && !games_.count(id)) games_.clear();  // bounded memory
    games_[id] = Entry{events, std::move(game)};
  }
  void erase(int64_t id) {
    std::lock_guard lock(m_);
    games_.erase(id);
  }

 private:
  static constexpr std::size_t kMaxGames = 4096;
  struct Entry {
    int64_t events = 0;
    std::shared_ptr<const CachedGame> game;
  };
  mutable std::mutex m_;
  std::unordered_map<int64_t, Entry> games_;
};

}  // namespace mjscore::serve
