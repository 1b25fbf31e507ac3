// The classical element ids: the points elements, the doubles elements, the limit hands and the
// calling (fishing) limits of a losing hand, in the order of classical_rules.hpp. They join the
// global table after the other families' (src/engine/element_ids.hpp).
#pragma once

#include <array>
#include <string_view>

#include "mjscore/classical_rules.hpp"

namespace mjscore::classical {

inline constexpr int kPointIds = 0, kDoubleIds = kPointCount, kLimitIds = kDoubleIds + kDoubleCount,
                     kCallingIds = kLimitIds + kLimitCount;
inline constexpr int kElementIdCount = kCallingIds + kLimitCount;

inline constexpr std::array<std::string_view, kElementIdCount> kElementIds = [] {
  std::array<std::string_view, kElementIdCount> t{};
  for (int i = 0; i < kPointCount; ++i) t[kPointIds + i] = kPointNames[i];
  for (int i = 0; i < kDoubleCount; ++i) t[kDoubleIds + i] = kDoubleNames[i];
  for (int i = 0; i < kLimitCount; ++i) t[kLimitIds + i] = kLimitNames[i];
  for (int i = 0; i < kLimitCount; ++i) t[kCallingIds + i] = kCallingNames[i];
  return t;
}();

}  // namespace mjscore::classical
