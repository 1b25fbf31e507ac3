// Seed 000 "Tabla de puntuación", written out cell for cell as data (used by
// riichi_points_test.cpp and the `mjscore table` test). kNA: the seed prints "N / A" (a hand
// that cannot exist); kMangan: the seed prints "Mangan".
#pragma once

#include <array>

namespace mjscore::seed000 {

inline constexpr int kNA = 0;
inline constexpr int kMangan = -1;

// Non-dealer cell: ron payment, and on tsumo what each non-dealer and the dealer pay.
struct KoCell {
  int ron;
  int tsumo_ko;
  int tsumo_oya;
};
// Dealer cell: ron payment, and on tsumo what each non-dealer pays.
struct OyaCell {
  int ron;
  int tsumo_each;
};

struct Row {
  int fu;
  std::array<KoCell, 4> ko;    // 1, 2, 3, 4 han
  std::array<OyaCell, 4> oya;  // 1, 2, 3, 4 han
};

inline constexpr KoCell M{kMangan, kMangan, kMangan};
inline constexpr OyaCell OM{kMangan, kMangan};

// Rows in the seed's order. The seed prints the dealer side as 4 3 2 1 han; here both sides
// run 1 2 3 4 han.
inline constexpr std::array<Row, 11> kTable = {{
    {20,
     {{{kNA, kNA, kNA}, {kNA, 400, 700}, {kNA, 700, 1300}, {kNA, 1300, 2600}}},
     {{{kNA, kNA}, {kNA, 700}, {kNA, 1300}, {kNA, 2600}}}},
    {25,
     {{{kNA, kNA, kNA}, {1600, kNA, kNA}, {3200, 800, 1600}, {6400, 1600, 3200}}},
     {{{kNA, kNA}, {2400, kNA}, {4800, 1600}, {9600, 3200}}}},
    {30,
     {{{1000, 300, 500}, {2000, 500, 1000}, {3900, 1000, 2000}, {7700, 2000, 3900}}},
     {{{1500, 500}, {2900, 1000}, {5800, 2000}, {11600, 3900}}}},
    {40,
     {{{1300, 400, 700}, {2600, 700, 1300}, {5200, 1300, 2600}, M}},
     {{{2000, 700}, {3900, 1300}, {7700, 2600}, OM}}},
    {50,
     {{{1600, 400, 800}, {3200, 800, 1600}, {6400, 1600, 3200}, M}},
     {{{2400, 800}, {4800, 1600}, {9600, 3200}, OM}}},
    {60,
     {{{2000, 500, 1000}, {3900, 1000, 2000}, {7700, 2000, 3900}, M}},
     {{{2900, 1000}, {5800, 2000}, {11600, 3900}, OM}}},
    {70, {{{2300, 600, 1200}, {4500, 1200, 2300}, M, M}}, {{{3400, 1200}, {6800, 2300}, OM, OM}}},
    {80, {{{2600, 700, 1300}, {5200, 1300, 2600}, M, M}}, {{{3900, 1300}, {7700, 2600}, OM, OM}}},
    {90, {{{2900, 800, 1500}, {5800, 1500, 2900}, M, M}}, {{{4400, 1500}, {8700, 2900}, OM, OM}}},
    {100, {{{3200, 800, 1600}, {6400, 1600, 3200}, M, M}}, {{{4800, 1600}, {9600, 3200}, OM, OM}}},
    {110, {{{3600, 900, 1800}, {7100, 1800, 3600}, M, M}}, {{{5300, 1800}, {10600, 3600}, OM, OM}}},
}};

// Seed 000 "Mangan" table: name, han range, non-dealer and dealer value (ron; tsumo totals
// are the same).
struct LimitRow {
  const char* name;
  int min_han;
  int max_han;
  int ko;
  int oya;
};
inline constexpr std::array<LimitRow, 5> kLimits = {{
    {"mangan", 5, 5, 8000, 12000},
    {"haneman", 6, 7, 12000, 18000},
    {"baiman", 8, 10, 16000, 24000},
    {"sanbaiman", 11, 12, 24000, 36000},
    {"kazoe_yakuman", 13, 13, 32000, 48000},
}};

}  // namespace mjscore::seed000
