// The alignment of per-thread state that is written on every request (a line handler's answer,
// a parser's fields): a batch worker's state shares no cache line with another worker's, or
// each store of one thread would evict the line the other reads. 128 bytes, not 64: the
// adjacent-line prefetcher moves lines in pairs.
#pragma once

#include <cstddef>

namespace mjscore::json {

inline constexpr std::size_t kThreadStateAlign = 128;

}  // namespace mjscore::json
