// Follows one hand of a Tenhou log move by move (deal, draws, discards, calls, riichi) and
// derives what a score request needs but a log does not state directly: riichi and double
// riichi, ippatsu, haitei/houtei, rinshan, chankan, first-turn wins, the concealed hand, the
// melds with their suppliers, and nagashi mangan at an exhaustive draw. Seed 000 defines these
// yaku; docs/tenhou.md says how each is derived.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "io/tenhou_meld.hpp"
#include "io/tenhou_tiles.hpp"
#include "mjscore/error.hpp"

namespace mjscore::tenhou {

// Draws a four-player hand can have: 136 tiles - 14 dead wall - 4 x 13 dealt. Kan replacement
// draws count too, since each one moves the last live tile forward (seed 000, haitei).
inline constexpr int kLiveDraws = 70;
// Three players (no 2m-8m): 108 - 14 - 3 x 13; a kita's replacement draw moves the last live
// tile forward as a kan's does (riichi.wiki "Sanma"; docs/sanma-game.md).
inline constexpr int kLiveDrawsThree = 55;

struct HeldMeld {
  Call call;
  int from_seat = -1;  // supplier's seat number; -1 for an ankan
};

struct WinFacts {
  bool riichi = false, double_riichi = false, ippatsu = false, last_tile = false, after_kan = false,
       robbing_kan = false, first_turn = false;
  int kita = 0;       // Norths the winner set aside (three players)
  TileBag concealed;  // including the winning tile
  TileRef win{};
  std::vector<HeldMeld> melds;
};

using Status = Result<void>;

class Table {
 public:
  // `players`: 4, or 3 (seats 0-2; 55 live draws; kita).
  explicit Table(int dealer, int players = 4)
      : dealer_(dealer),
        players_count_(players),
        live_draws_(players == 3 ? kLiveDrawsThree : kLiveDraws) {}

  int players() const { return players_count_; }

  Status deal(int seat, TileRef t);
  Status draw(int seat, TileRef t);
  Status discard(int seat, TileRef t, bool declares_riichi);
  // Chi, pon and daiminkan claim the last discard; ankan and kakan come from the hand.
  Status call(int seat, const Call& c);
  // A North set aside (three players): out of the hand, one more kita; the replacement draw
  // that follows is a rinshan draw. Like a call it ends every ippatsu and the first go-around.
  Status kita(int seat, TileRef north);
  void accept_riichi(int seat) { players_[seat].riichi_accepted = true; }

  Result<WinFacts> tsumo(int seat) const;
  Result<WinFacts> ron(int seat, int from) const;

  bool riichi_accepted(int seat) const { return players_[seat].riichi_accepted; }
  // The player whose riichi discard is the last action and not yet passed (-1: none).
  int riichi_on_last_discard() const;
  std::vector<int> nagashi_candidates() const;
  const TileBag& hand(int seat) const { return players_[seat].hand; }
  int melds_count(int seat) const { return static_cast<int>(players_[seat].melds.size()); }
  std::optional<TileRef> last_discard() const;
  int last_actor() const { return last_.seat; }
  int draws() const { return total_draws_; }

 private:
  struct Player {
    TileBag hand;
    std::vector<HeldMeld> melds;
    int draws = 0, discards = 0;
    bool riichi = false, double_riichi = false, riichi_accepted = false;
    bool ippatsu = false, ippatsu_before_call = false;
    bool last_draw_rinshan = false;
    bool nagashi = true;  // every discard a terminal or honour and none of them claimed
    int kita = 0;
    std::optional<TileRef> last_draw;
  };
  enum class Action { None, Draw, Discard, Call, Kita };
  struct Last {
    Action action = Action::None;
    int seat = -1;
    TileRef tile{};  // the drawn / discarded tile, or the called (kakan: added) tile
    MeldKind call_kind = MeldKind::Pon;
    bool riichi_discard = false;
  };

  WinFacts facts(int seat) const;

  int dealer_;
  int players_count_;
  int live_draws_;
  std::array<Player, 4> players_{};
  int total_draws_ = 0;
  bool any_call_ = false;  // a call or kan has interrupted the first go-around
  Last last_{};
};

}  // namespace mjscore::tenhou
