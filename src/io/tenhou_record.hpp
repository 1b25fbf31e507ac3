// The game record built from a Tenhou log: the contract's "Riichi game record"
// (../shared/spec/json-api.md) plus Tenhou's own results kept as `expect` extensions so that a
// replay can be compared. Filled by the mjlog and tenhou.net/6 readers, written as JSON by
// write_record_json(). Players are numbered by their starting seat (0 = first dealer).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "mjscore/seats.hpp"
#include "mjscore/tiles.hpp"

namespace mjscore::tenhou {

// By player, one entry per player at the table (three players: Tenhou's empty fourth slot is
// not kept).
using Seats = PerPlayer<int>;

struct MeldOut {
  std::string kind;   // chi pon kan ankan kakan
  std::string tiles;  // canonical MPSZ
  std::optional<Wind> from;
};

// A full contract `score` request for one winner.
struct ScoreOut {
  std::string hand;  // concealed tiles including the winning tile
  std::string win;
  std::vector<MeldOut> melds;
  bool tsumo = false;
  Wind seat = Wind::East;
  Wind round = Wind::East;
  std::optional<Wind> from, liable;
  bool riichi = false, double_riichi = false, ippatsu = false, last_tile = false, after_kan = false,
       robbing_kan = false, first_turn = false;
  int kita = 0;           // Norths set aside (three players): the request's `kita`
  std::string dora, ura;  // indicators
  int honba = 0, riichi_sticks = 0;
};

struct WinOut {
  int winner = 0;
  ScoreOut score;
  std::optional<Seats> deltas;    // Tenhou's score change for this win (sc), by player
  std::optional<int> value, fu;   // Tenhou's points for the hand and fu (mjlog `ten`)
  std::vector<std::string> yaku;  // Tenhou's yaku as contract ids ("riichi:1", "daisangen")
};

enum class HandResult { Win, Draw, Abortive };

struct HandOut {
  HandResult result = HandResult::Draw;
  std::string round_label;                // E1 ... as Tenhou numbers the hand
  int dealer = 0, honba = 0, sticks = 0;  // at the start of the hand
  Seats start_scores{};                   // sized by the reader (the game's players)
  std::vector<int> riichi;  // players whose riichi was accepted (stick paid) in this hand
  std::optional<int> from;  // ron: the discarder
  std::vector<WinOut> wins;
  std::vector<int> tenpai, nagashi;   // exhaustive draw
  std::string reason;                 // abortive draw reason (contract names)
  std::optional<Seats> deltas;        // Tenhou's score changes for the hand (all wins summed)
  std::vector<std::string> warnings;  // cross-check findings (derived flags vs Tenhou's yaku)
};

struct FinalOut {
  Seats scores{};
  PerPlayer<double> points{};
};

struct GameOut {
  std::string format;  // "mjlog" or "tenhou6"
  std::string ref;     // Tenhou's log id when the file states it
  std::string wall;    // mjlog: the start of the wall seed (SHUFFLE), names the game's deal
  // 4, or 3 for a three-player game (GO type bit 0x10, a rule with 三): Tenhou keeps four slots
  // (the fourth empty); the record has `player_count` entries in every per-player array.
  int player_count = 4;
  std::array<std::string, 4> players;
  std::string game_length = "south";  // "east" (tonpuusen) or "south" (hanchan)
  bool aka = true, kuitan = true;
  std::optional<int> go_type;  // mjlog GO type bit field
  std::optional<int> lobby;    // mjlog GO lobby: 0 = the public lobbies; else a private lobby
  std::vector<HandOut> hands;
  std::optional<FinalOut> final;  // Tenhou's owari / sc: present when the game finished
};

std::string write_record_json(const GameOut& game);

}  // namespace mjscore::tenhou
