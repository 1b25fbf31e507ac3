// Minimal JSON output primitives appending to a reused std::string (no allocation once the
// buffer has grown). Keys are trusted literals; values of user origin go through string().
#pragma once

#include <charconv>
#include <cstring>
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

// Writes into a char buffer the caller has sized (no capacity checks on the way): the bounded
// body of a response is written here and appended to the output string at once.
struct Cursor {
  char* p;
  template <std::size_t N>
  void lit(const char (&s)[N]) {
    std::memcpy(p, s, N - 1);
    p += N - 1;
  }
  void text(std::string_view s) {
    std::memcpy(p, s.data(), s.size());
    p += s.size();
  }
  void ch(char c) { *p++ = c; }
  void integer(long long v) {
    unsigned long long u = static_cast<unsigned long long>(v);
    if (v < 0) {
      *p++ = '-';
      u = 0ull - u;
    }
    if (u < 100) {  // han, fu, counts: one or two digits without a library call
      if (u >= 10) *p++ = static_cast<char>('0' + u / 10);
      *p++ = static_cast<char>('0' + u % 10);
      return;
    }
    p = std::to_chars(p, p + 24, u).ptr;
  }
  // A JSON string of user origin: escaped (at most 6 bytes per input byte, plus quotes).
  void escaped(std::string_view s);
  void number(double v);
  // A trusted identifier (element id, fu reason, limit name): quoted, nothing to escape.
  void quoted(std::string_view s) {
    ch('"');
    text(s);
    ch('"');
  }
};

// Runs write(Cursor&) on a buffer of at least `bound` bytes and appends what it wrote.
template <class F>
void bounded(std::string& o, std::size_t bound, F&& write) {
  constexpr std::size_t kStack = 4096;
  if (bound <= kStack) {
    char buf[kStack];
    Cursor c{buf};
    write(c);
    o.append(buf, static_cast<std::size_t>(c.p - buf));
  } else {
    std::string tmp(bound, '\0');
    Cursor c{tmp.data()};
    write(c);
    o.append(tmp.data(), static_cast<std::size_t>(c.p - tmp.data()));
  }
}

}  // namespace mjscore::json::out
