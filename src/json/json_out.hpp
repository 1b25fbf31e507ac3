// Minimal JSON output primitives appending to a reused std::string (no allocation once the
// buffer has grown). Keys are trusted literals; values of user origin go through string().
#pragma once

#include <charconv>
#include <string>
#include <string_view>

namespace mjscore::json::out {

// A quoted JSON string with the escapes RFC 8259 requires (quote, backslash, control chars).
void string(std::string& o, std::string_view s);

inline void integer(std::string& o, long long v) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  o.append(buf, r.ptr);
}

void number(std::string& o, double v);

// ,"key":   (first = true omits the comma)
inline void key(std::string& o, std::string_view k, bool first = false) {
  if (!first) o.push_back(',');
  o.push_back('"');
  o.append(k);
  o.append("\":");
}

inline void boolean(std::string& o, bool b) { o.append(b ? "true" : "false"); }

}  // namespace mjscore::json::out
