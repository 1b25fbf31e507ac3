// Strict number parsing for log attributes and lists ("1,2,3"); no exceptions, no locale.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace mjscore::tenhou {

// Whole numbers within +-1e9 (far beyond any attribute of a log), so that no later arithmetic
// (scores x 100) can overflow.
inline std::optional<long> parse_int(std::string_view s) {
  long v = 0;
  const char* first = s.data();
  const char* last = s.data() + s.size();
  if (first != last && *first == '+') ++first;
  auto [ptr, ec] = std::from_chars(first, last, v);
  if (ec != std::errc() || ptr != last || first == last) return std::nullopt;
  if (v > 1'000'000'000L || v < -1'000'000'000L) return std::nullopt;
  return v;
}

inline std::optional<double> parse_double(std::string_view s) {
  double v = 0;
  const char* first = s.data();
  const char* last = s.data() + s.size();
  if (first != last && *first == '+') ++first;
  auto [ptr, ec] = std::from_chars(first, last, v);
  if (ec != std::errc() || ptr != last || first == last) return std::nullopt;
  if (!(v >= -1e9 && v <= 1e9)) return std::nullopt;  // also NaN and infinities
  return v;
}

inline std::vector<std::string_view> split_commas(std::string_view s) {
  std::vector<std::string_view> out;
  if (s.empty()) return out;
  size_t start = 0;
  while (true) {
    const size_t comma = s.find(',', start);
    out.push_back(s.substr(start, comma == std::string_view::npos ? s.npos : comma - start));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

inline std::optional<std::vector<long>> parse_int_list(std::string_view s) {
  std::vector<long> out;
  for (auto part : split_commas(s)) {
    auto v = parse_int(part);
    if (!v) return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

}  // namespace mjscore::tenhou
