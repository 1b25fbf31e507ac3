// JSON output primitives: a Cursor writing into room its caller has taken (a ResponseBuffer's,
// contract/fast/batch.hpp), and the compile-time tables it writes from. Keys are trusted literals;
// values of user origin go through Cursor::escaped().
#pragma once

#include <array>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

#ifdef __AVX2__
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mjscore::json::out {

// Bytes a Cursor may write past the end of its text: fixed-size copies (fragments, words of a
// string) store whole blocks and advance by the true length. Every room taken adds them.
inline constexpr std::size_t kSlack = 64;

// N compile-time texts of at most W bytes, each padded to W so that it is written with one
// fixed-size copy, and their lengths apart: with W a power of two, a text's address is its index
// shifted.
template <std::size_t W, std::size_t N>
struct FragmentTable {
  std::array<std::array<char, W>, N> text{};
  std::array<uint8_t, N> len{};

  // Entry i: the parts one after another.
  constexpr void set(std::size_t i, std::initializer_list<std::string_view> parts) {
    std::size_t n = 0;
    for (std::string_view s : parts)
      for (char c : s)
        if (n++ < W) text[i][n - 1] = c;
    len[i] = static_cast<uint8_t>(n <= W ? n : 0);  // 0: too long, caught by the tests
  }
  constexpr std::string_view view(std::size_t i) const { return {text[i].data(), len[i]}; }
};

// The bytes of a text of at most 8 bytes as a word, in text order (for Cursor::word).
constexpr uint64_t text_word(std::string_view s) {
  uint64_t w = 0;
  for (std::size_t k = 0; k < s.size() && k < 8; ++k)
    w |= uint64_t{static_cast<unsigned char>(s[k])} << (8 * k);
  return w;
}

// The text of every multiple of 100 below 102,400 ("0", "100" .. "102300") in the low bytes of a
// word and its length in the top byte, by v / 100: a riichi value or delta is always such a
// multiple, written with one load and one store.
inline constexpr uint32_t kHundredTexts = 1024;
static_assert(std::has_single_bit(kHundredTexts));  // four_amounts tests their OR
inline constexpr std::array<uint64_t, kHundredTexts> kHundreds = [] {
  std::array<uint64_t, kHundredTexts> t{};
  for (uint32_t q = 0; q < kHundredTexts; ++q) {
    char text[8] = {};
    int n = 0;
    for (uint32_t v = 100 * q; n == 0 || v > 0; v /= 10)
      text[n++] = static_cast<char>('0' + v % 10);
    uint64_t word = uint64_t(n) << 56;
    for (int k = 0; k < n; ++k)
      word |= uint64_t{static_cast<unsigned char>(text[n - 1 - k])} << (8 * k);
    t[q] = word;
  }
  return t;
}();

// `<v>},{` for -128 <= v < 128 by static_cast<uint8_t>(v), in the low bytes and its length in
// the top byte: the end of a list item (an element, a fu line) and the opening of the next with
// one store. The item texts then start after their `{`: a fu line's or a han element's fits a
// 32-byte fragment (see Cursor::close_item).
inline constexpr std::array<uint64_t, 256> kItemClose = [] {
  std::array<uint64_t, 256> t{};
  for (int v = -128; v < 128; ++v) {
    char text[8] = {};
    int n = 0;
    if (v < 0) text[n++] = '-';
    const int u = v < 0 ? -v : v;
    if (u >= 100) text[n++] = static_cast<char>('0' + u / 100);
    if (u >= 10) text[n++] = static_cast<char>('0' + u / 10 % 10);
    text[n++] = static_cast<char>('0' + u % 10);
    for (char c : {'}', ',', '{'}) text[n++] = c;
    uint64_t word = uint64_t(n) << 56;
    for (int k = 0; k < n; ++k) word |= uint64_t{static_cast<unsigned char>(text[k])} << (8 * k);
    t[static_cast<uint8_t>(v)] = word;
  }
  return t;
}();

namespace detail {

// u / 100 when 100 divides u, else a value of at least 2^32 / 100 (so past kHundreds): the
// multiplication by the inverse of 25 modulo 2^32 gives u / 25 exactly for a multiple of 25 and a
// large value otherwise, and the rotation divides by 4 or moves a remainder's bits to the top.
constexpr uint32_t exact_hundreds(uint32_t u) { return std::rotr(u * 0xC28F5C29u, 2); }

inline uint64_t load8(const char* q) {
  uint64_t x;
  std::memcpy(&x, q, 8);
  return x;
}
inline uint32_t load4(const char* q) {
  uint32_t x;
  std::memcpy(&x, q, 4);
  return x;
}

// Nonzero when a byte of `x` must be escaped or checked in a JSON string: below 0x20, '"',
// '\\', or non-ASCII (validated as UTF-8). Exact per byte: the additions are on 7-bit values,
// so no carry crosses a byte.
constexpr uint64_t care_bytes(uint64_t x) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  const uint64_t y = x & ~kHigh;
  const uint64_t ok = (y + kOnes * (0x80 - 0x20)) & ((y ^ (kOnes * '"')) + kOnes * 0x7F) &
                      ((y ^ (kOnes * '\\')) + kOnes * 0x7F);
  return (x | ~ok) & kHigh;
}

// Copies n >= 16 bytes from q to `to`, sixteen at a time (the last overlapping), and says
// whether none of them needs care: a signed compare with 0x20 flags the control bytes and the
// non-ASCII ones (negative) at once. Without SSE2 every such text takes the byte path.
inline bool copy_plain(char* to, const char* q, std::size_t n) {
#ifdef __SSE2__
  const __m128i space = _mm_set1_epi8(0x20), quote = _mm_set1_epi8('"'),
                backslash = _mm_set1_epi8('\\');
  auto care = [&](__m128i x) {
    return _mm_or_si128(_mm_cmplt_epi8(x, space),
                        _mm_or_si128(_mm_cmpeq_epi8(x, quote), _mm_cmpeq_epi8(x, backslash)));
  };
  __m128i any = _mm_setzero_si128();
  for (std::size_t k = 0; k + 16 < n; k += 16) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(q + k));
    any = _mm_or_si128(any, care(x));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(to + k), x);
  }
  const __m128i last = _mm_loadu_si128(reinterpret_cast<const __m128i*>(q + n - 16));
  any = _mm_or_si128(any, care(last));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(to + n - 16), last);
  return _mm_movemask_epi8(any) == 0;
#else
  return false;
#endif
}

// `"` s `"` with RFC 8259 escapes, byte by byte: the path of Cursor::escaped for a text with a
// byte that needs care.
char* escaped_slow(char* p, std::string_view s);
char* number(char* p, double v);

}  // namespace detail

// Writes into room the caller has taken for a bound of the text (no capacity checks on the
// way). A Cursor is passed and returned by value so that its pointer stays in a register (a
// char store may alias anything the writer can reach, so a Cursor in memory is reloaded after
// every store).
struct Cursor {
  char* p;

  template <std::size_t N>
  [[gnu::always_inline]] static void copy_fixed(char* to, const char* from) {
#ifdef __AVX2__
    // GCC's generic tuning copies in 16-byte pieces: whole 32-byte vectors first.
    if constexpr (N >= 32 && N <= 64) {
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(to),
                          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(from)));
      if constexpr (N == 64) {
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(to + 32),
                            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(from + 32)));
      } else {
        std::memcpy(to + 32, from + 32, N - 32);
      }
      return;
    }
#endif
    std::memcpy(to, from, N);
  }
  template <std::size_t N>
  [[gnu::always_inline]] void lit(const char (&s)[N]) {
    std::memcpy(p, s, N - 1);
    p += N - 1;
  }
  // Entry i of a fragment table: one W-byte copy, advanced by its length.
  template <std::size_t W, std::size_t N>
  [[gnu::always_inline]] void frag(const FragmentTable<W, N>& t, std::size_t i) {
    static_assert(W <= kSlack);
    copy_fixed<W>(p, t.text[i].data());
    p += t.len[i];
  }
  // Most texts are short (ids, reasons, tile groups): copied inline with two overlapping
  // loads and stores instead of a library call.
  [[gnu::always_inline]] void text(std::string_view s) {
    if (s.size() > 64) {
      std::memcpy(p, s.data(), s.size());
      p += s.size();
      return;
    }
    short_text(s);
  }
  // text() of at most 64 bytes, without a call.
  [[gnu::always_inline]] void short_text(std::string_view s) {
    const std::size_t n = s.size();
    const char* q = s.data();
    if (n - 1 < 16) {
      if (n >= 8) {
        copy_fixed<8>(p, q);
        copy_fixed<8>(p + n - 8, q + n - 8);
      } else if (n >= 4) {
        copy_fixed<4>(p, q);
        copy_fixed<4>(p + n - 4, q + n - 4);
      } else {
        p[0] = q[0];
        p[n / 2] = q[n / 2];
        p[n - 1] = q[n - 1];
      }
    } else if (n - 1 < 32) {
      copy_fixed<16>(p, q);
      copy_fixed<16>(p + n - 16, q + n - 16);
    } else if (n - 1 < 64) {  // 33 to 64 bytes (a UUID's 38 with its quotes)
      copy_fixed<32>(p, q);
      copy_fixed<32>(p + n - 32, q + n - 32);
    }
    p += n;
  }
  [[gnu::always_inline]] void ch(char c) { *p++ = c; }
  // A text of at most 8 bytes held in a word (text_word): one store, advanced by `n`.
  [[gnu::always_inline]] void word(uint64_t w, std::size_t n) {
    std::memcpy(p, &w, 8);
    p += n;
  }
  // Lists are written with a comma before every item, from `at`: the first comma becomes the
  // '[' (an empty list gets both its brackets from here and the caller's ']').
  [[gnu::always_inline]] void open_list(char* at) {
    if (p == at) *p++ = ',';
    *at = '[';
  }
  void integer(long long v) { p = std::to_chars(p, p + 24, v).ptr; }
  // integer() out of line: the rare values of the table writers below.
  [[gnu::noinline]] static Cursor integer_apart(Cursor c, long long v) {
    c.integer(v);
    return c;
  }
  // An amount: a multiple of 100 below 102,400 in magnitude (every riichi value and delta) from
  // kHundreds with one store, another through integer().
  [[gnu::always_inline]] void amount(int v) {
    const uint32_t sign = static_cast<uint32_t>(v >> 31);  // |v| without a branch
    const uint32_t hundreds = detail::exact_hundreds((static_cast<uint32_t>(v) ^ sign) - sign);
    if (hundreds < kHundredTexts) [[likely]] {
      minus_then_hundreds(sign, hundreds);
    } else {
      *this = integer_apart(*this, v);
    }
  }
  // '-' when `sign` (0 or ~0u), then the text of 100 * hundreds (< kHundredTexts) from
  // kHundreds with one 8-byte store.
  [[gnu::always_inline]] void minus_then_hundreds(uint32_t sign, uint32_t hundreds) {
    *p = '-';
    p += sign & 1;
    word(kHundreds[hundreds], kHundreds[hundreds] >> 56);
  }
  // Four amounts (the deltas): v[0], then `between(*this, k)` and v[k] for k = 1..3, with one
  // test of the four against kHundreds.
  template <class Between>
  [[gnu::always_inline]] void four_amounts(const int* v, Between&& between) {
    uint32_t signs[4], hundreds[4], any = 0;
    for (int k = 0; k < 4; ++k) {
      signs[k] = static_cast<uint32_t>(v[k] >> 31);
      hundreds[k] = detail::exact_hundreds((static_cast<uint32_t>(v[k]) ^ signs[k]) - signs[k]);
      any |= hundreds[k];
    }
    if (any < kHundredTexts) [[likely]] {  // kHundredTexts is a power of two
      minus_then_hundreds(signs[0], hundreds[0]);
      for (int k = 1; k < 4; ++k) {
        between(*this, k);
        minus_then_hundreds(signs[k], hundreds[k]);
      }
      return;
    }
    *this = four_amounts_apart(*this, v, between);
  }
  template <class Between>
  [[gnu::noinline]] static Cursor four_amounts_apart(Cursor c, const int* v, Between between) {
    c.amount(v[0]);
    for (int k = 1; k < 4; ++k) {
      between(c, k);
      c.amount(v[k]);
    }
    return c;
  }
  // A count that is almost always small (han, fu, yakuman): its kItemClose entry without the
  // `},{`, whose bytes are overwritten by what follows.
  [[gnu::always_inline]] void count(int v) {
    if (close_item_small(v)) [[likely]] {
      p -= 3;
    } else {
      *this = integer_apart(*this, v);
    }
  }
  // Lists of objects whose items end with `},{`, the next one's opening: the text before the
  // list ends with `[{`, each item is written from after its `{` and ends with close_item(v)
  // (`<v>},{`), and close_items() turns the last `,{` (an empty list's `{`) into `]`.
  [[gnu::always_inline]] void close_item(int v) {
    if (!close_item_small(v)) [[unlikely]] {
      *this = integer_apart(*this, v);
      lit("},{");
    }
  }
  // close_item() of -128 <= v < 128; false, nothing written, for another value.
  [[gnu::always_inline]] bool close_item_small(int v) {
    // Added in unsigned arithmetic (v + 128 overflows for v near INT_MAX).
    if (static_cast<unsigned>(v) + 128u < 256u) [[likely]] {  // no test for an int8_t
      word(kItemClose[static_cast<uint8_t>(v)], kItemClose[static_cast<uint8_t>(v)] >> 56);
      return true;
    }
    return false;
  }
  [[gnu::always_inline]] void close_items(bool empty) {
    p -= empty ? 1 : 2;
    *p++ = ']';
  }
  // A JSON string of user origin: quoted and escaped (at most 6 bytes per input byte, plus
  // quotes). Plain ASCII text is copied a word (or 16 bytes) at a time as it is checked.
  [[gnu::always_inline]] void escaped(std::string_view s) {
    const std::size_t n = s.size();
    const char* q = s.data();
    char* const to = p + 1;
    *p = '"';
    if (n >= 16) {
      if (!detail::copy_plain(to, q, n)) {
        p = detail::escaped_slow(p, s);
        return;
      }
    } else if (n >= 8) {
      const uint64_t a = detail::load8(q), b = detail::load8(q + n - 8);
      if (detail::care_bytes(a) != 0 || detail::care_bytes(b) != 0) {
        p = detail::escaped_slow(p, s);
        return;
      }
      std::memcpy(to, &a, 8);
      std::memcpy(to + n - 8, &b, 8);
    } else if (n >= 4) {
      const uint32_t a = detail::load4(q), b = detail::load4(q + n - 4);
      if (detail::care_bytes(a | (uint64_t{b} << 32)) != 0) {
        p = detail::escaped_slow(p, s);
        return;
      }
      std::memcpy(to, &a, 4);
      std::memcpy(to + n - 4, &b, 4);
    } else if (n > 0) {
      // Bytes 0, n/2 and n-1 cover a text of 1 to 3 bytes; the rest of the word is plain 'a'.
      const uint64_t x = 0x6161616161000000ull | static_cast<unsigned char>(q[0]) |
                         uint64_t{static_cast<unsigned char>(q[n / 2])} << 8 |
                         uint64_t{static_cast<unsigned char>(q[n - 1])} << 16;
      if (detail::care_bytes(x) != 0) {
        p = detail::escaped_slow(p, s);
        return;
      }
      to[0] = q[0];
      to[n / 2] = q[n / 2];
      to[n - 1] = q[n - 1];
    }
    to[n] = '"';
    p = to + n + 1;
  }
  [[gnu::always_inline]] void number(double v) { p = detail::number(p, v); }
  // A trusted identifier (element id, fu reason, limit name): quoted, nothing to escape.
  [[gnu::always_inline]] void quoted(std::string_view s) {
    ch('"');
    text(s);
    ch('"');
  }
};

// Appending to a std::string, for the CLI's request text (app/request_text.cpp).
void string(std::string& o, std::string_view s);  // quoted and escaped
void number(std::string& o, double v);
inline void integer(std::string& o, long long v) {
  char buf[24];
  o.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}
inline void boolean(std::string& o, bool b) { o.append(b ? "true" : "false"); }
// ,"key":   (first = true omits the comma)
inline void key(std::string& o, std::string_view k, bool first = false) {
  if (!first) o.push_back(',');
  o.push_back('"');
  o.append(k);
  o.append("\":");
}

// How a Writer escapes strings. Both are RFC 8259; each kind of text keeps the bytes it has
// always had.
enum class Escapes : uint8_t {
  // Cursor::escaped's (responses, classical results): control bytes as \u00XX but \n \r \t,
  // each byte that is not UTF-8 as \ufffd.
  contract,
  // Game results and records: \b and \f short too, text that is not UTF-8 (overlong forms and
  // surrogates included) replaced by U+FFFD once per ill-formed sequence.
  record,
};

// Compact JSON appended to a string, the commas placed by what was written before: the writer
// of the results and records off the batch's score path (game, settle, round, Tenhou records,
// the server's bodies). Keys given to key() are trusted literals; member() escapes its key.
class Writer {
 public:
  explicit Writer(std::string& out, Escapes escapes = Escapes::contract)
      : out_(out), escapes_(escapes) {}

  Writer& key(std::string_view k) {
    comma();
    out_ += '"';
    out_ += k;
    out_ += "\":";
    first_ = true;
    return *this;
  }
  Writer& member(std::string_view k) {
    string(k);
    out_ += ':';
    first_ = true;
    return *this;
  }
  Writer& open(char bracket) {  // '{' or '['
    comma();
    out_ += bracket;
    first_ = true;
    return *this;
  }
  Writer& close(char bracket) {
    out_ += bracket;
    first_ = false;
    return *this;
  }
  template <class T>
  requires std::is_integral_v<T> Writer& integer(T v) { return raw_number(v); }
  Writer& boolean(bool b) { return raw(b ? "true" : "false"); }
  Writer& null() { return raw("null"); }
  Writer& string(std::string_view s);
  Writer& number(double v);  // the shortest text that reads back ("65", "0.5"; null if not finite)
  Writer& floating(double v);  // the same as a double always reads ("65.0", "0.5", "1e+16")
  Writer& raw(std::string_view json) {  // a value's JSON text
    comma();
    out_ += json;
    return *this;
  }
  // A list of integers, of strings.
  template <class Range>
  Writer& integers(const Range& values) {
    open('[');
    for (const auto& v : values) integer(v);
    return close(']');
  }
  template <class Range>
  Writer& strings(const Range& values) {
    open('[');
    for (const auto& v : values) string(v);
    return close(']');
  }

 private:
  template <class T>
  Writer& raw_number(T v) {
    char buf[24];
    return raw(std::string_view(buf, std::to_chars(buf, buf + sizeof buf, v).ptr));
  }
  void comma() {
    if (!first_) out_ += ',';
    first_ = false;
  }
  std::string& out_;
  Escapes escapes_;
  bool first_ = true;  // nothing written since the opening (or the key) of the value
};

// The text `write(Writer&)` writes.
template <class F>
std::string written(Escapes escapes, F&& write) {
  std::string text;
  Writer w(text, escapes);
  write(w);
  return text;
}

}  // namespace mjscore::json::out
