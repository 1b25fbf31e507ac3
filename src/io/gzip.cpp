#include "io/gzip.hpp"

#include <zlib.h>

namespace mjscore::tenhou {

Result<std::string> gunzip(std::string_view bytes) {
  z_stream z{};
  // 15 window bits + 32: detect gzip or zlib headers automatically.
  if (inflateInit2(&z, 15 + 32) != Z_OK) return fail(ErrorCode::parse_error, "zlib init failed");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  std::string out;
  char buffer[1 << 15];
  int rc = Z_OK;
  while (rc != Z_STREAM_END) {
    z.next_out = reinterpret_cast<Bytef*>(buffer);
    z.avail_out = sizeof buffer;
    rc = inflate(&z, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END) {
      const size_t at = z.total_in;
      inflateEnd(&z);
      return fail(ErrorCode::parse_error,
                  "gzip: corrupt or truncated data at compressed byte " + std::to_string(at),
                  static_cast<int>(at));
    }
    out.append(buffer, sizeof buffer - z.avail_out);
    if (out.size() > kMaxInflated) {
      inflateEnd(&z);
      return fail(ErrorCode::parse_error, "gzip: decompressed log larger than 64 MiB");
    }
    if (rc == Z_OK && z.avail_in == 0 && z.avail_out != 0) {
      inflateEnd(&z);
      return fail(ErrorCode::parse_error, "gzip: truncated data", static_cast<int>(bytes.size()));
    }
  }
  inflateEnd(&z);
  return out;
}

}  // namespace mjscore::tenhou
