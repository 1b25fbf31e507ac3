// The alignment of per-thread state that is written on every request (a Handler's answer, a
// parser's fields): a batch worker's state must not share a cache line with another worker's.
// Allocated one after the other, the end of one handler's answer and the start of the next
// parser lay in one line, and with --threads 2 each store of one thread evicted the line the
// other read on every request (a quarter of the two-thread samples fell on one load). 128 bytes,
// not 64: the adjacent-line prefetcher moves lines in pairs.
#pragma once

#include <cstddef>

namespace mjscore::json {

inline constexpr std::size_t kThreadStateAlign = 128;

}  // namespace mjscore::json
