// Internal: a == b for the short texts the JSON layer compares on every line (preset names),
// without a call to memcmp.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace mjscore::json {

// Texts of up to 16 bytes as two overlapping loads of the width their size allows (the first
// and last 8, 4, or the first, middle and last byte), longer ones as usual. Reads only the
// texts' own bytes.
inline bool equal_text(std::string_view a, std::string_view b) {
  const std::size_t n = a.size();
  if (n != b.size()) return false;
  const char *p = a.data(), *q = b.data();
  const auto same = [&]<class Word>(Word, std::size_t at) {
    Word x, y;
    std::memcpy(&x, p + at, sizeof x);
    std::memcpy(&y, q + at, sizeof y);
    return x == y;
  };
  if (n > 16) return a == b;
  if (n >= 8) return same(uint64_t{}, 0) && same(uint64_t{}, n - 8);
  if (n >= 4) return same(uint32_t{}, 0) && same(uint32_t{}, n - 4);
  return n == 0 || (p[0] == q[0] && p[n / 2] == q[n / 2] && p[n - 1] == q[n - 1]);
}

}  // namespace mjscore::json
