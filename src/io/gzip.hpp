// gzip (and zlib) decompression of a Tenhou log, with a size cap against decompression bombs.
#pragma once

#include <string>
#include <string_view>

#include "mjscore/error.hpp"

namespace mjscore::tenhou {

inline constexpr size_t kMaxInflated = 64u << 20;  // 64 MiB: far above any real log

constexpr bool is_gzip(std::string_view bytes) {
  return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
         static_cast<unsigned char>(bytes[1]) == 0x8b;
}

Result<std::string> gunzip(std::string_view bytes);

}  // namespace mjscore::tenhou
