#include "json/json_out.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

#include "tiles/text_scan.hpp"

namespace mjscore::json::out {

namespace {

// Bytes that JSON output must escape or check: controls, '"', '\\' and non-ASCII (validated).
constexpr bool needs_care(unsigned char c) {
  return c < 0x20 || c >= 0x80 || c == '"' || c == '\\';
}

// The length of the prefix of `s` that needs no escape: eight bytes at a time (SWAR: a byte is
// flagged when it is below 0x20, has its high bit, or equals '"' or '\\'), then byte by byte.
std::size_t plain_length(std::string_view s) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  auto zero = [](uint64_t x) { return (x - kOnes) & ~x & kHigh; };
  std::size_t k = 0;
  for (; k + 8 <= s.size(); k += 8) {
    uint64_t x;
    std::memcpy(&x, s.data() + k, 8);
    const uint64_t low = (x - kOnes * 0x20) & ~x & kHigh;  // bytes < 0x20 (or high-bit bytes)
    if ((low | (x & kHigh) | zero(x ^ (kOnes * '"')) | zero(x ^ (kOnes * '\\'))) != 0) break;
  }
  while (k < s.size() && !needs_care(static_cast<unsigned char>(s[k]))) ++k;
  return k;
}

}  // namespace

void string(std::string& o, std::string_view s) {
  static constexpr char kHex[] = "0123456789abcdef";
  // Fast path: nothing to escape or check (plain ASCII), one append.
  if (plain_length(s) == s.size()) {
    const std::size_t at = o.size();
    o.resize(at + s.size() + 2);
    char* p = o.data() + at;
    *p++ = '"';
    std::memcpy(p, s.data(), s.size());
    p[s.size()] = '"';
    return;
  }
  o.push_back('"');
  std::size_t run = 0;  // start of the pending run of characters that need no escape
  for (std::size_t k = 0; k < s.size(); ++k) {
    const auto c = static_cast<unsigned char>(s[k]);
    if (c >= 0x80) {
      // Valid UTF-8 passes through; an invalid byte becomes U+FFFD so the output stays JSON.
      const auto ch = text::decode(s, k);
      if (ch.valid) {
        k += ch.bytes - 1;
        continue;
      }
      o.append(s.substr(run, k - run));
      run = k + 1;
      o.append("\\ufffd");
      continue;
    }
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    o.append(s.substr(run, k - run));
    run = k + 1;
    switch (c) {
      case '"':
        o.append("\\\"");
        break;
      case '\\':
        o.append("\\\\");
        break;
      case '\n':
        o.append("\\n");
        break;
      case '\t':
        o.append("\\t");
        break;
      case '\r':
        o.append("\\r");
        break;
      default:
        o.append("\\u00");
        o.push_back(kHex[c >> 4]);
        o.push_back(kHex[c & 15]);
    }
  }
  o.append(s.substr(run));
  o.push_back('"');
}

void Cursor::escaped(std::string_view s) {
  if (plain_length(s) == s.size()) {
    quoted(s);
    return;
  }
  std::string tmp;  // rare path (non-plain text): reuse the std::string escaper
  string(tmp, s);
  text(tmp);
}

void Cursor::number(double v) {
  if (!std::isfinite(v)) {
    lit("null");
    return;
  }
  p = std::to_chars(p, p + 32, v).ptr;
}

void number(std::string& o, double v) {
  if (!std::isfinite(v)) {
    o.append("null");
    return;
  }
  char buf[32];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  o.append(buf, r.ptr);
}

}  // namespace mjscore::json::out
