// Final scores: seed 002 "決定順位", "歸還點", "換算成以千點為單位", "馬", "計算實例" and seed
// 000 "Puntos finales" (End score = ((End points + Oka - Target)/1000) + Uma).
#include <algorithm>
#include <cmath>

#include "mjscore/game.hpp"

namespace mjscore::riichi {
namespace {

// Half away from zero ("四捨五入"), with a guard against binary noise.
double round_nearest(double x) {
  const double m = std::floor(std::fabs(x) + 0.5 + 1e-9);
  return x < 0 ? -m : m;
}

double to_thousands(double points, Rounding rounding) {
  const double x = points / 1000.0;
  switch (rounding) {
    case Rounding::Nearest:
      return round_nearest(x);
    case Rounding::Floor:
      return std::floor(x + 1e-9);
    case Rounding::Ceil:
      return std::ceil(x - 1e-9);
    case Rounding::None:
    case Rounding::TenhouLegacy:
      return x;
  }
  return x;
}

// Three decimals are enough for every split share (thirds) and avoid binary noise in output.
double tidy(double x) {
  const double r = std::round(x * 1000.0) / 1000.0;
  return r == 0 ? 0.0 : r;  // no "-0"
}

}  // namespace

// Seed 002 "決定順位": ties go to the earlier starting seat ("根據玩家的順序(從起家開始算)來細分出
// 排名"), or share a rank with `ties = split`.
PerPlayer<int> rank_players(const PlayerScores& scores, Ties ties) {
  return ties == Ties::Split ? shared_ranks(scores) : seat_order_ranks(scores);
}

FinalPoints final_points(const PlayerScores& scores, const GameRules& rules,
                         const PerPlayer<int>& chombo_count) {
  const int players = scores.players();
  FinalPoints out;
  out.ranks = rank_players(scores, rules.ties);
  out.points = PerPlayer<double>::sized(players);
  const auto order = standing_order(scores);
  // Seed 002 "首位賞": (return - start) from every player (x 4 at four) to the first.
  const double oka = static_cast<double>(players) * (rules.return_points - rules.start_points);

  // Each position's uma and oka share; tied players share those of the positions they hold.
  auto uma_share = PerPlayer<double>::sized(players), oka_share = uma_share;
  for (int pos = 0; pos < players; ++pos) {
    const int p = order[pos];
    int first = pos, last = pos;
    if (rules.ties == Ties::Split) {
      while (first > 0 && scores[order[first - 1]] == scores[p]) --first;
      while (last < players - 1 && scores[order[last + 1]] == scores[p]) ++last;
    }
    const int n = last - first + 1;
    double uma = 0;
    for (int k = first; k <= last; ++k) uma += rules.uma[k];
    uma_share[p] = uma / n;
    oka_share[p] = first == 0 ? oka / n : 0.0;
  }

  if (rules.rounding == Rounding::TenhouLegacy) {
    // Tenhou logs up to 2020 (docs/game.md): each score rounded to thousands half away from
    // zero, minus the return points, plus uma; the top takes minus the sum of the others.
    double others = 0;
    for (int pos = 1; pos < players; ++pos) {
      const int p = order[pos];
      const double v =
          round_nearest(scores[p] / 1000.0) - rules.return_points / 1000.0 + uma_share[p];
      out.points[p] = v;
      others += v;
    }
    out.points[order[0]] = -others;
  } else {
    for (int p = 0; p < players; ++p) {
      // In double: a score near the int range minus return_points may leave it.
      const double raw = static_cast<double>(scores[p]) - rules.return_points + oka_share[p];
      out.points[p] = to_thousands(raw, rules.rounding) + uma_share[p];
    }
  }
  // Seed 000 "Chombo": "la penalización se aplica al final del juego".
  if (rules.chombo == ChomboRule::FinalDeduction)
    for (int p = 0; p < players; ++p)
      out.points[p] -= chombo_count[p] * (rules.chombo_deduction / 1000.0);
  for (auto& x : out.points) x = tidy(x);
  return out;
}

std::string round_label(Wind round, int hand) {
  return Seating{kDefaultPlayers, index(round), hand - 1}.label();
}

}  // namespace mjscore::riichi
