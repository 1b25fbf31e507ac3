#include "io/tenhou_table.hpp"

namespace mjscore::tenhou {
namespace {

tl::unexpected<Error> bad(std::string message) {
  return fail(ErrorCode::parse_error, std::move(message));
}

std::string seat_name(int seat) { return "player " + std::to_string(seat); }

bool same(TileRef a, TileRef b) { return a.tile == b.tile && a.red == b.red; }

// Three-player mahjong has no 2m-8m (riichi.wiki "Sanma").
bool outside_three_player_set(Tile t) {
  const int i = index(t);
  return i >= index(Tile::M2) && i <= index(Tile::M8);
}

}  // namespace

Status Table::deal(int seat, TileRef t) {
  if (players_count_ == 3 && outside_three_player_set(t.tile))
    return bad("a tile of 2m-8m dealt at a table of three");
  if (players_[seat].hand.count(t.tile) >= kCopies) return bad("a fifth copy dealt");
  players_[seat].hand.add(t);
  return {};
}

Status Table::draw(int seat, TileRef t) {
  Player& p = players_[seat];
  if (seat >= players_count_) return bad(seat_name(seat) + " has no seat at a table of three");
  if (total_draws_ >= live_draws_) return bad(seat_name(seat) + " draws from an empty wall");
  if (p.hand.count(t.tile) >= kCopies) return bad(seat_name(seat) + " draws a fifth copy");
  if (players_count_ == 3 && outside_three_player_set(t.tile))
    return bad(seat_name(seat) + " draws a tile of 2m-8m at a table of three");
  // A draw right after one's own kan is the replacement tile (seed 000, rinshan kaihou).
  // So is the draw after one's own kita (riichi.wiki "Sanma": rinshan after a kita).
  p.last_draw_rinshan = last_.seat == seat &&
                        ((last_.action == Action::Call &&
                          (last_.call_kind == MeldKind::Kan || last_.call_kind == MeldKind::Ankan ||
                           last_.call_kind == MeldKind::Kakan)) ||
                         last_.action == Action::Kita);
  p.hand.add(t);
  p.last_draw = t;
  ++p.draws;
  ++total_draws_;
  last_ = Last{Action::Draw, seat, t};
  return {};
}

Status Table::discard(int seat, TileRef t, bool declares_riichi) {
  Player& p = players_[seat];
  if (!p.hand.remove(t)) return bad(seat_name(seat) + " discards a tile not in the hand");
  if (declares_riichi) {
    if (p.riichi) return bad(seat_name(seat) + " declares riichi twice");
    p.riichi = true;
    // Double riichi: on one's first discard, before any call (seed 000, daburu riichi).
    p.double_riichi = p.discards == 0 && !any_call_;
    p.ippatsu = true;
  } else {
    p.ippatsu = false;  // ippatsu lasts until one's next discard
  }
  if (!is_terminal_or_honor(t.tile)) p.nagashi = false;
  ++p.discards;
  last_ = Last{Action::Discard, seat, t, MeldKind::Pon, declares_riichi};
  return {};
}

Status Table::call(int seat, const Call& c) {
  Player& p = players_[seat];
  // Any call ends every ippatsu and the first go-around (seed 000, ippatsu; tenhou/chiihou).
  // The state before a kakan is kept: robbing that kakan (chankan) keeps ippatsu.
  for (auto& q : players_) {
    q.ippatsu_before_call = q.ippatsu;
    q.ippatsu = false;
  }
  any_call_ = true;
  if (players_count_ == 3 && c.kind == MeldKind::Chi)
    return bad(seat_name(seat) + " calls chi at a table of three (sanma has no chi)");
  HeldMeld held{c, -1};
  if (c.kind == MeldKind::Chi || c.kind == MeldKind::Pon || c.kind == MeldKind::Kan) {
    // The supplier counted on Tenhou's four-slot table, also with three players (from_rel 3 is
    // the previous player of seat 1, 2 is seat 0 for seat 2...): a seat 3 does not exist there.
    const int from = (seat + c.from_rel) % 4;
    if (from >= players_count_) return bad(seat_name(seat) + " calls from an empty seat");
    if (last_.action != Action::Discard || last_.seat != from)
      return bad(seat_name(seat) + " calls a tile that was not just discarded by the supplier");
    if (last_.tile.tile != c.called.tile)
      return bad(seat_name(seat) + " calls a different tile than the one discarded");
    players_[from].nagashi = false;
    bool called_removed = false;
    for (auto t : c.tiles) {
      if (!called_removed && same(t, last_.tile)) {
        called_removed = true;
        continue;
      }
      if (!p.hand.remove(t)) return bad(seat_name(seat) + " calls with tiles not in the hand");
    }
    if (!called_removed) return bad(seat_name(seat) + " meld does not contain the called tile");
    held.from_seat = from;
    p.melds.push_back(held);
  } else if (c.kind == MeldKind::Ankan) {
    for (auto t : c.tiles)
      if (!p.hand.remove(t)) return bad(seat_name(seat) + " ankan of tiles not in the hand");
    p.melds.push_back(held);
  } else {  // kakan: the pon of that tile becomes a kan; its supplier stays
    HeldMeld* pon = nullptr;
    for (auto& m : p.melds)
      if (m.call.kind == MeldKind::Pon && m.call.tiles[0].tile == c.called.tile) pon = &m;
    if (pon == nullptr) return bad(seat_name(seat) + " kakan without a pon");
    if (!p.hand.remove(c.called)) return bad(seat_name(seat) + " kakan tile not in the hand");
    pon->call.kind = MeldKind::Kakan;
    pon->call.tiles.push_back(c.called);
  }
  last_ = Last{Action::Call, seat, c.called, c.kind};
  return {};
}

Status Table::kita(int seat, TileRef north) {
  Player& p = players_[seat];
  if (players_count_ != 3) return bad(seat_name(seat) + " sets a North aside at a table of four");
  if (north.tile != Tile::North)
    return bad(seat_name(seat) + " sets aside a tile that is not North");
  if (!p.hand.remove(north)) return bad(seat_name(seat) + " sets aside a North not in the hand");
  for (auto& q : players_) {
    q.ippatsu_before_call = q.ippatsu;
    q.ippatsu = false;
  }
  any_call_ = true;
  ++p.kita;
  last_ = Last{Action::Kita, seat, north};
  return {};
}

int Table::riichi_on_last_discard() const {
  return last_.action == Action::Discard && last_.riichi_discard ? last_.seat : -1;
}

std::optional<TileRef> Table::last_discard() const {
  if (last_.action != Action::Discard) return std::nullopt;
  return last_.tile;
}

std::vector<int> Table::nagashi_candidates() const {
  std::vector<int> out;
  for (int s = 0; s < players_count_; ++s)
    if (players_[s].nagashi && players_[s].discards > 0) out.push_back(s);
  return out;
}

WinFacts Table::facts(int seat) const {
  const Player& p = players_[seat];
  WinFacts f;
  f.double_riichi = p.double_riichi;
  f.riichi = p.riichi && !p.double_riichi;
  f.concealed = p.hand;
  f.melds = p.melds;
  f.kita = p.kita;
  return f;
}

Result<WinFacts> Table::tsumo(int seat) const {
  const Player& p = players_[seat];
  if (last_.action != Action::Draw || last_.seat != seat)
    return bad(seat_name(seat) + " wins by tsumo without having just drawn");
  WinFacts f = facts(seat);
  f.win = last_.tile;
  f.ippatsu = p.ippatsu;
  f.after_kan = p.last_draw_rinshan;
  // Haitei: the last live tile, not a kan replacement (seed 000, haitei raoyue).
  f.last_tile = total_draws_ == live_draws_ && !p.last_draw_rinshan;
  // Tenhou / chiihou: a win on one's first draw before any call (seed 000).
  f.first_turn = p.draws == 1 && p.discards == 0 && !any_call_;
  return f;
}

Result<WinFacts> Table::ron(int seat, int from) const {
  const Player& p = players_[seat];
  WinFacts f = facts(seat);
  if (last_.seat != from) return bad(seat_name(seat) + " wins by ron on a tile not just played");
  if (last_.action == Action::Discard) {
    f.ippatsu = p.ippatsu;
    f.last_tile = total_draws_ == live_draws_;  // houtei: the discard after the last draw
  } else if (last_.action == Action::Call &&
             (last_.call_kind == MeldKind::Kakan || last_.call_kind == MeldKind::Ankan)) {
    f.robbing_kan = true;  // chankan: the added (or, for kokushi, concealed) kan tile
    f.ippatsu = p.ippatsu_before_call;
  } else if (last_.action == Action::Kita) {
    // A North set aside, robbed: no chankan yaku (riichi.wiki "Majsoul"; unconfirmed for Tenhou),
    // ippatsu as before the kita.
    f.ippatsu = p.ippatsu_before_call;
  } else {
    return bad(seat_name(seat) + " wins by ron on a tile not just played");
  }
  f.win = last_.tile;
  if (f.concealed.count(f.win.tile) >= kCopies) return bad("a fifth copy of the winning tile");
  f.concealed.add(f.win);
  // Renhou: a ron before one's first draw, with no call yet (seed 000).
  f.first_turn = p.draws == 0 && !any_call_;
  return f;
}

}  // namespace mjscore::tenhou
