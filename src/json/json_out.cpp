#include "json/json_out.hpp"

#include "contract/fast/batch.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

#include "tiles/text_scan.hpp"

namespace mjscore::json::out {

namespace detail {

char* escaped_slow(char* p, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  *p++ = '"';
  for (std::size_t k = 0; k < s.size(); ++k) {
    const auto c = static_cast<unsigned char>(s[k]);
    if (c >= 0x80) {
      // Valid UTF-8 passes through; an invalid byte becomes U+FFFD so the output stays JSON.
      const auto ch = text::decode(s, k);
      if (ch.valid) {
        std::memcpy(p, s.data() + k, ch.bytes);
        p += ch.bytes;
        k += ch.bytes - 1;
      } else {
        std::memcpy(p, "\\ufffd", 6);
        p += 6;
      }
      continue;
    }
    if (c >= 0x20 && c != '"' && c != '\\') {
      *p++ = static_cast<char>(c);
      continue;
    }
    *p++ = '\\';
    switch (c) {
      case '"':
      case '\\':
        *p++ = static_cast<char>(c);
        break;
      case '\n':
        *p++ = 'n';
        break;
      case '\t':
        *p++ = 't';
        break;
      case '\r':
        *p++ = 'r';
        break;
      default:
        std::memcpy(p, "u00", 3);
        p[3] = kHex[c >> 4];
        p[4] = kHex[c & 15];
        p += 5;
    }
  }
  *p++ = '"';
  return p;
}

char* number(char* p, double v) {
  if (!std::isfinite(v)) {
    std::memcpy(p, "null", 4);
    return p + 4;
  }
  return std::to_chars(p, p + 32, v).ptr;
}

}  // namespace detail

void string(std::string& o, std::string_view s) {
  const std::size_t at = o.size();
  o.resize(at + 2 + 6 * s.size() + kSlack);
  Cursor c{o.data() + at};
  c.escaped(s);
  o.resize(static_cast<std::size_t>(c.p - o.data()));
}

void number(std::string& o, double v) {
  char buf[32];
  o.append(buf, detail::number(buf, v));
}

}  // namespace mjscore::json::out

namespace mjscore::json {

void ResponseBuffer::grow(std::size_t bytes) {
  const std::size_t capacity = std::max(2 * capacity_, size_ + bytes);
  auto grown = std::make_unique_for_overwrite<char[]>(capacity);
  if (size_) std::memcpy(grown.get(), data_.get(), size_);
  data_ = std::move(grown);
  capacity_ = capacity;
}

void ResponseBuffer::append(std::string_view s) {
  if (!s.empty()) std::memcpy(room(s.size()), s.data(), s.size());
  size_ += s.size();
}

}  // namespace mjscore::json
