// HK base points and payments (hk_payments.hpp).
#include "family/hk/hk_payments.hpp"

#include <algorithm>
#include <string>

namespace mjscore::hk {
namespace {

// Seed "Tabela simplificada ... (antigo Hong Kong simplificado)": 3 -> 1, 4-6 -> 2, 7-9 -> 4,
// 10+ -> 8 (below 3, where the table stops, 1: docs/hk.md).
int old_hk(int f) { return f >= 10 ? 8 : f >= 7 ? 4 : f >= 4 ? 2 : 1; }
// Seed "Mesa Fān-Laak": 0 -> 1, 1 -> 2, 2 -> 4, 3 -> 8, 4-6 -> 16, 7-9 -> 32, 10+ -> 64.
int fan_laak(int f) { return f >= 10 ? 64 : f >= 7 ? 32 : f >= 4 ? 16 : 1 << f; }
// Seed "Tabela de pontos base de pontos de Fan Canton": 3 -> 8 ... 13 -> 384, each faan from 4
// alternately doubling and times 1.5; below 3, halving down to 1 (docs/hk.md).
int canton(int f) {
  constexpr int kTable[] = {1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384};
  return kTable[std::clamp(f, 0, 13)];
}
// Seed "No estilo tradicional": doubling per faan up to 4 (a limit hand pays 16 times a hand
// of no faan). "No estilo mais moderno": a second limit at 7 and optionally a third at 10.
int traditional(int f) { return 1 << std::min(f, 4); }
int modern(int f, bool third) {
  if (f >= 10 && third) return 64;
  if (f >= 7) return 32;
  return traditional(f);
}

}  // namespace

Result<void> check_rules(const Rules& r) {
  if (r.max_faan < r.min_faan)
    return fail(ErrorCode::invalid_option, "max_faan " + std::to_string(r.max_faan) +
                                               " is below min_faan " + std::to_string(r.min_faan));
  return {};
}

Result<int> base_points(const Rules& r, int faan) {
  if (faan <= r.zero_value_up_to) return 0;  // seed: "se uma mão vale um ponto ou menos..."
  switch (r.curve) {
    case Curve::Traditional:
      return traditional(faan);
    case Curve::Modern:
      return modern(faan, r.modern_third_limit);
    case Curve::Salon:
      return r.salon_base;  // seed "No estilo de salão": a constant
    case Curve::Unlimited:
      return 1 << std::clamp(faan, 0, 13);  // seed "Nos estilos mais extremos": every faan doubles
    case Curve::OldHk:
      return old_hk(faan);
    case Curve::FanLaak:
      return fan_laak(faan);
    case Curve::Canton:
      return canton(faan);
    case Curve::Custom:
      if (r.custom_curve.empty())
        return fail(ErrorCode::invalid_option, "curve \"custom\" needs a custom_curve table");
      // Past the table's end, its last entry.
      return r.custom_curve[std::min<size_t>(static_cast<size_t>(faan), r.custom_curve.size() - 1)];
  }
  return 0;
}

int loser_share(const Rules& r, const WinPayment& w, Wind loser, bool discarder) {
  int pay = w.base;
  if (w.tsumo) pay *= r.self_draw_multiplier;
  if (discarder) pay *= r.discarder_multiplier;
  if (r.east_doubling && w.winner == Wind::East) pay *= 2;
  if (r.east_doubling && loser == Wind::East) pay *= 2;
  return pay;
}

void settle(const Rules& r, const WinPayment& w, int& value, std::optional<Deltas>& deltas) {
  // The discarder the value assumes when `from` is not given: one who is not East.
  std::optional<Wind> discarder = w.from;
  const bool known = w.tsumo || w.from.has_value();
  if (!w.tsumo && !discarder) discarder = w.winner == Wind::South ? Wind::West : Wind::South;
  Deltas d{};
  int total = 0;
  std::array<int, kSeats> share{};
  WinPayment shares_of = w;
  shares_of.tsumo = w.tsumo || w.self_draw_total;
  for (int s = 0; s < kSeats; ++s) {
    const Wind loser = wind_at(s);
    if (loser == w.winner) continue;
    share[s] = loser_share(r, shares_of, loser, !shares_of.tsumo && loser == *discarder);
    total += share[s];
  }
  // 包 (liability) and 全銃: one seat pays what every loser would have paid.
  std::optional<Wind> payer = w.liable;
  if (!payer && !w.tsumo && r.discarder_pays == DiscarderPays::All) payer = discarder;
  for (int s = 0; s < kSeats; ++s) {
    if (wind_at(s) == w.winner) continue;
    d[s] = -(payer ? (wind_at(s) == *payer ? total : 0) : share[s]);
  }
  d[index(w.winner)] = total;
  value = total;
  if (known) {
    deltas = d;
  } else {
    deltas.reset();
  }
}

}  // namespace mjscore::hk
