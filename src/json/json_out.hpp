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
  static void copy_fixed(char* to, const char* from) {
    char tmp[N];
    std::memcpy(tmp, from, N);
    std::memcpy(to, tmp, N);
  }
  template <std::size_t N>
  void lit(const char (&s)[N]) {
    std::memcpy(p, s, N - 1);
    p += N - 1;
  }
  // Most texts are short (ids, reasons, tile groups): copied inline with two overlapping
  // loads and stores instead of a library call.
  void text(std::string_view s) {
    const std::size_t n = s.size();
    const char* q = s.data();
    if (n >= 16 && n <= 32) {
      copy_fixed<16>(p, q);
      copy_fixed<16>(p + n - 16, q + n - 16);
    } else if (n >= 8 && n < 16) {
      copy_fixed<8>(p, q);
      copy_fixed<8>(p + n - 8, q + n - 8);
    } else if (n >= 4 && n < 8) {
      copy_fixed<4>(p, q);
      copy_fixed<4>(p + n - 4, q + n - 4);
    } else if (n > 0 && n < 4) {
      p[0] = q[0];
      p[n / 2] = q[n / 2];
      p[n - 1] = q[n - 1];
    } else if (n > 32) {
      std::memcpy(p, q, n);
    }
    p += n;
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
