// The rendered state of recently used games, keyed by the game and the number of its events:
// every write adds an event, and ids are never given again, so a cached body is the engine's
// answer to exactly the events it was made from. Only written after the write's commit. A
// cache only: a miss folds the events through the engine again (game_view.hpp).
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace mjscore::serve {

class GameCache {
 public:
  struct State {
    std::string body;  // the game object
    bool finished = false;
  };

  std::optional<State> find(int64_t id, int64_t events) const {
    std::lock_guard lock(m_);
    const auto at = games_.find(id);
    if (at == games_.end() || at->second.events != events) return std::nullopt;
    return at->second.state;
  }
  void put(int64_t id, int64_t events, State state) {
    std::lock_guard lock(m_);
    if (games_.size() >= kMaxGames && !games_.count(id)) games_.clear();  // bounded memory
    games_[id] = Entry{events, std::move(state)};
  }
  void erase(int64_t id) {
    std::lock_guard lock(m_);
    games_.erase(id);
  }

 private:
  static constexpr std::size_t kMaxGames = 4096;
  struct Entry {
    int64_t events = 0;
    State state;
  };
  mutable std::mutex m_;
  std::unordered_map<int64_t, Entry> games_;
};

}  // namespace mjscore::serve
