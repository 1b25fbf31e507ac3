#include "io/tenhou_build.hpp"

#include <algorithm>

#include "mjscore/notation.hpp"

namespace mjscore::tenhou {

std::string round_label(int hand_index) {
  // Two characters written in place (GCC 12's -Wrestrict misread the concatenation).
  return {kWindLetters[hand_index / 4 % 4], static_cast<char>('1' + hand_index % 4)};
}

MeldOut meld_out(const Call& c, int caller, int dealer, int players) {
  MeldOut m;
  m.kind = meld_kind_name(c.kind);
  m.tiles = format_list(std::span<const TileRef>(c.tiles.begin(), c.tiles.end()));
  if (c.kind != MeldKind::Ankan) m.from = seat_wind((caller + c.from_rel) % 4, dealer, players);
  return m;
}

void apply_facts(ScoreOut& s, const WinFacts& f, int dealer, int players) {
  s.hand = format_bag(f.concealed);
  s.win = format_one(f.win);
  s.melds.clear();
  for (const auto& held : f.melds) {
    MeldOut m;
    m.kind = meld_kind_name(held.call.kind);
    m.tiles = format_list(std::span<const TileRef>(held.call.tiles.begin(), held.call.tiles.end()));
    if (held.from_seat >= 0) m.from = seat_wind(held.from_seat, dealer, players);
    s.melds.push_back(m);
  }
  s.riichi = f.riichi;
  s.double_riichi = f.double_riichi;
  s.ippatsu = f.ippatsu;
  s.last_tile = f.last_tile;
  s.after_kan = f.after_kan;
  s.robbing_kan = f.robbing_kan;
  s.first_turn = f.first_turn;
  s.kita = f.kita;
}

std::optional<std::string> check_win_deltas(const Seats& d, int winner, std::optional<int> from) {
  bool ok = d[winner] > 0 && (!from || d[*from] < 0);
  for (int p = 0; p < d.players(); ++p) ok = ok && (p == winner || d[p] <= 0);
  if (ok) return std::nullopt;
  return "player " + std::to_string(winner) + ": the deltas do not pay this winner";
}

std::string melds_key(const std::vector<MeldOut>& melds) {
  std::vector<std::string> parts;
  for (const auto& m : melds)
    parts.push_back(m.kind + " " + m.tiles +
                    (m.from ? std::string(" ") + kWindLetters[index(*m.from)] : ""));
  std::sort(parts.begin(), parts.end());
  std::string out;
  for (const auto& p : parts) out += p + ";";
  return out;
}

}  // namespace mjscore::tenhou
