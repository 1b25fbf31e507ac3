// The README's C++ example, run as a consumer of the installed package: it scores the README's
// first command (`mjscore score 123m456p789s11222z --tsumo --riichi --dora 1m`), and the answer
// must be the one that command prints.
#include <mjscore/mjscore.hpp>

#include <cstdio>

int main() {
#include "readme_example.inc"
  if (!result) {
    std::fprintf(stderr, "%s: %s\n", std::string(mjscore::to_string(result.error().code)).c_str(),
                 result.error().message.str().c_str());
    return 1;
  }
  // Riichi, menzen tsumo and one dora: 3 han; 20 + 2 (tsumo) + 8 (closed honour triplet) +
  // 4 (double-wind pair) = 34 -> 40 fu; the dealer's tsumo: 2600 from each other seat.
  if (result->riichi.han != 3 || result->riichi.fu != 40 || result->value != 7800) {
    std::fprintf(stderr, "han %d fu %d value %d, expected 3 40 7800\n", result->riichi.han,
                 result->riichi.fu, result->value);
    return 1;
  }
  std::printf("han %d fu %d value %d\n", result->riichi.han, result->riichi.fu, result->value);
  return 0;
}
