// Classical settlement (classical_settle.hpp): seed 003 section 7 and the presets' `settle.*`
// keys (docs/classical-games.md "Settlement").
#include "mjscore/classical_settle.hpp"

#include <string>

namespace mjscore::classical {
namespace {

tl::unexpected<Error> bad(std::string what) {
  return fail(ErrorCode::invalid_request, std::move(what));
}

Wind seat(int i) { return static_cast<Wind>(i); }

// Seed 003 section 7: "El jugador Viento del Este siempre tiene las apuestas dobladas".
int east_factor(int a, int b, bool doubles) { return doubles && (a == 0 || b == 0) ? 2 : 1; }

void pay(Settlement& s, int from, int to, int amount) {
  if (amount == 0) return;
  s.payments.push_back(Payment{seat(from), seat(to), amount});
  s.deltas[from] -= amount;
  s.deltas[to] += amount;
}

}  // namespace

Result<Settlement> settle(const SettleRequest& q, const Rules& rules) {
  Settlement s;
  s.winner = q.winner;
  s.dangerous = q.dangerous;
  s.dead = q.dead;
  for (int i = 0; i < kSeats; ++i) {
    if (q.scores[i] < 0 || q.scores[i] > kMaxSettledScore)
      return bad("scores." + std::string(seat_letter(seat(i))) + " must be from 0 to " +
                 std::to_string(kMaxSettledScore));
    // Seed 003 section 8: a dead hand "no puntúa en absoluto" but still pays.
    s.scores[i] = q.dead[i] ? 0 : q.scores[i];
  }
  if (q.winner && q.dead[static_cast<int>(*q.winner)])
    return bad("the winner's hand cannot be dead");
  if (q.dangerous) {
    if (!rules.settle.dangerous_game)
      return bad("preset " + rules.name + " has no dangerous game (settle.dangerous_game)");
    if (!q.winner) return bad("a dangerous game needs a winner");
    if (*q.dangerous == *q.winner) return bad("the dangerous discarder cannot be the winner");
  }
  if (!q.winner) return s;  // a draw: nothing is paid

  const int w = static_cast<int>(*q.winner);
  const bool doubles = rules.settle.east_doubles;
  // Every loser pays the winner its score, doubled to or from East; a dangerous game's
  // discarder pays all of it.
  if (q.dangerous) {
    int all = 0;
    for (int i = 0; i < kSeats; ++i)
      if (i != w) all += s.scores[w] * east_factor(i, w, doubles);
    pay(s, static_cast<int>(*q.dangerous), w, all);
  } else {
    for (int i = 0; i < kSeats; ++i)
      if (i != w) pay(s, i, w, s.scores[w] * east_factor(i, w, doubles));
  }
  // Then the losers pay each other the differences of their scores.
  if (!rules.settle.losers_settle || (q.dangerous && !rules.settle.dangerous_losers_settle))
    return s;
  const bool between = doubles && rules.settle.east_doubles_between_losers;
  for (int a = 0; a < kSeats; ++a)
    for (int b = a + 1; b < kSeats; ++b) {
      if (a == w || b == w) continue;
      const int diff = (s.scores[a] - s.scores[b]) * east_factor(a, b, between);
      if (diff > 0) pay(s, b, a, diff);
      if (diff < 0) pay(s, a, b, -diff);
    }
  return s;
}

}  // namespace mjscore::classical
