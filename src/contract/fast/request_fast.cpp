// The common shape of a score request line, read without simdjson: a flat object whose keys are
// request keys (each once), whose values are plain (strings without escapes, ASCII only, small
// integers, true/false/null) and whose "melds" is a list of such strings or meld objects. Most
// lines of a batch look like this, and reading them directly costs a fraction of the On-Demand
// pass. Anything else is declined and the simdjson reader (request_read.cpp) reads the line, so
// every error and every unusual input goes through one reader; on what it accepts this reader
// fills the same fields and problems in the same order (tests/contract/json_fast_test.cpp checks
// both).
#include <array>
#include <bit>
#include <cstring>
#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "contract/request_fields.hpp"
#include "tiles/text_scan.hpp"
#include "tiles/usual_meld.hpp"

namespace mjscore::json::detail {
namespace {

// JSON whitespace but the newline, which ends the line here (the sentinel below): a request
// line holds none, and a text with one inside is declined (simdjson reads it).
constexpr bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Eight bytes, the first one in the low bits.
uint64_t load8(const char* p) {
  uint64_t x;
  std::memcpy(&x, p, 8);
  if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap64(x);
  return x;
}

// The first byte of `p[0..8)` a string cannot hold as it is: below U+0020 (RFC 8259), '"', '\'
// or a byte of a non-ASCII character (the scan stays in ASCII). 8 when there is none. Eight
// bytes at once, a byte marked by the high bit of b - 0x20 (b < 0x20, or b >= 0xA0) or of
// (b ^ '"') - 1 (b == '"', or 0x80 <= b < 0xA0) or of (b ^ '\') - 1 (b == '\'); a borrow can
// only mark bytes after the first true one. StringBytesCheckedAtEveryOffset tries every pair.
[[maybe_unused]] unsigned string_stop(const char* p) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  const uint64_t x = load8(p);
  const uint64_t stop =
      ((x - kOnes * 0x20) | ((x ^ (kOnes * '"')) - kOnes) | ((x ^ (kOnes * '\\')) - kOnes)) & kHigh;
  return stop ? static_cast<unsigned>(std::countr_zero(stop)) / 8 : 8;
}

// string_stop over `p[0..kStringStep)`: 32 bytes at a time with AVX2 (a hand of 18 tiles' text
// in one step instead of three), where a byte is marked by one signed comparison (b < 0x20 as a
// signed byte is a control byte or any byte >= 0x80) and two equalities; otherwise string_stop.
// StringBytesCheckedAtEveryOffset tries every pair at every offset of both widths.
#ifdef __AVX2__
constexpr unsigned kStringStep = 32;
// The three byte vectors are read from memory (an empty asm hides the table's contents, so that
// GCC does not rebuild them with broadcasts before every string).
struct alignas(32) StringStops {
  char quotes[32], backslashes[32], spaces[32];
};
inline constexpr StringStops kStringStops = [] {
  StringStops s{};
  for (int i = 0; i < 32; ++i) s.quotes[i] = '"', s.backslashes[i] = '\\', s.spaces[i] = 0x20;
  return s;
}();
__m256i load32(const char* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
unsigned string_stop_step(const char* p) {
  const StringStops* t = &kStringStops;
  __asm__("" : "+r"(t));
  const __m256i x = load32(p);
  const __m256i stop =
      _mm256_or_si256(_mm256_cmpgt_epi8(load32(t->spaces), x),
                      _mm256_or_si256(_mm256_cmpeq_epi8(x, load32(t->quotes)),
                                      _mm256_cmpeq_epi8(x, load32(t->backslashes))));
  const auto m = static_cast<uint32_t>(_mm256_movemask_epi8(stop));
  return m ? static_cast<unsigned>(std::countr_zero(m)) : kStringStep;
}
#else
constexpr unsigned kStringStep = 8;
unsigned string_stop_step(const char* p) { return string_stop(p); }
#endif

// How many of `p[0..8)` are ASCII digits before the first other byte: a byte is marked by the
// high bit of b - '0' (b < '0', or b >= 0xB0) or of b + 0x46 (b > '9' and b < 0xBA); as in
// string_stop a borrow or carry only marks bytes after the first true one.
unsigned digit_run(const char* p) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  const uint64_t x = load8(p);
  const uint64_t stop = ((x - kOnes * '0') | (x + kOnes * (0x80 - '9' - 1))) & kHigh;
  return stop ? static_cast<unsigned>(std::countr_zero(stop)) / 8 : 8;
}

// Mask of the first `n` (< 8) bytes of a word.
constexpr uint64_t first_bytes(std::size_t n) { return (uint64_t{1} << (8 * n)) - 1; }

// The offset of the first '"' in `p[0..16)`, 16 when there is none: the sixteen bytes compared
// at once with AVX2 (the string scan's table), as two words otherwise (where a borrow can only
// mark bytes after the first quote).
std::size_t quote_in_16(const char* p) {
#ifdef __AVX2__
  const StringStops* t = &kStringStops;
  __asm__("" : "+r"(t));
  const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  const __m128i quotes = _mm_load_si128(reinterpret_cast<const __m128i*>(t->quotes));
  const auto q = static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, quotes)));
  return static_cast<std::size_t>(std::countr_zero(q | 0x10000u));
#else
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  const auto quotes = [](uint64_t v) {
    v ^= kOnes * '"';
    return (v - kOnes) & ~v & kHigh;
  };
  if (const uint64_t q = quotes(load8(p))) return static_cast<std::size_t>(std::countr_zero(q)) / 8;
  const uint64_t q2 = quotes(load8(p + 8));
  return q2 ? 8 + static_cast<std::size_t>(std::countr_zero(q2)) / 8 : 16;
#endif
}

// The blocks a configuration run is compared in (kRunBlock bytes, find_run):
// run_differ is nonzero when a byte of the block differs from the text at `t`, marked as
// run_head_mask marks it.
#ifdef __AVX2__
using RunBlock = __m256i;
RunBlock run_block(const char* p) { return load32(p); }
uint64_t run_differ(RunBlock b, const char* t) {
  return ~static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(b, load32(t))));
}
#else
using RunBlock = uint64_t;
RunBlock run_block(const char* p) { return load8(p); }
uint64_t run_differ(RunBlock b, const char* t) { return b ^ load8(t); }
#endif

// The run of `runs` the bytes from `p` start with, or null: each run's first block compared
// with the first block from `p`, then its other blocks, the last overlapping the one before,
// stopping at the first that differs. A run holds no sentinel, so a block holding the line's
// differs: the reads go at most a block past the sentinel, within the line's padding. Not
// inlined, so that the reader's loop keeps its registers.
[[gnu::noinline]] const ConfigRun* find_run(const char* p, const ConfigRuns& runs) {
  const RunBlock head = run_block(p);
  for (std::size_t i = 0; i < runs.used; ++i) {
    const ConfigRun& r = runs.run[i];
    if ((run_differ(head, r.text.data()) & r.head_mask) != 0 || r.size == 0) continue;
    const std::size_t n = r.size;
    const char* t = r.text.data();
    if (n <= kRunBlock) return &r;
    std::size_t k = kRunBlock;
    while (k + kRunBlock < n && run_differ(run_block(p + k), t + k) == 0) k += kRunBlock;
    if (k + kRunBlock >= n && run_differ(run_block(p + n - kRunBlock), t + n - kRunBlock) == 0)
      return &r;
  }
  return nullptr;
}

// The slot of the key whose name starts at `p` (after its opening quote), up to the closing
// quote, which it skips; null when the name is no key. A key name holds only letters and '_',
// so a name that matches one needs no check for escapes or control bytes; a name that matches
// none is declined. The length is compared because a '\0' byte in the name would not change its
// words. Reads 17 bytes. (A pointer, not an optional<Key>: GCC kept the optional in memory.)
const KeySlot* read_key(const char*& p) {
  const std::size_t n = quote_in_16(p);
  uint64_t lo = load8(p);
  const KeySlot* s;
  if (n < 8) {
    // A short name: the second word is zero in the slot of every key this short.
    lo &= first_bytes(n);
    s = &kKeyHash.slot[key_hash(lo, kKeyHash.magic)];
    if (lo != s->name.lo || n != s->size) return nullptr;
  } else {
    if (n == 16 && p[16] != '"') return nullptr;  // longer than every key
    const uint64_t hi = n < 16 ? load8(p + 8) & first_bytes(n - 8) : load8(p + 8);
    s = &kKeyHash.slot[key_hash(lo, kKeyHash.magic)];
    if (lo != s->name.lo || hi != s->name.hi || n != s->size) return nullptr;
  }
  p += n + 1;
  return s;
}

}  // namespace

// A guess at the next key (KeyOrder): its name and closing quote, compared with the bytes at
// the name in one load, mask and comparison instead of read_key's quote search, hash, slot
// load and comparisons. A name of 8 bytes or more does not fit: its guess never matches.
struct KeyGuess {
  uint64_t word = 1;  // the name and its quote as load8 reads them (1: no bytes match it)
  uint64_t mask = 0;  // the bytes of `word`
  const KeySlot* slot = nullptr;
  uint64_t size = 0;  // of the name and its quote
};

namespace {

inline constexpr std::array<KeyGuess, kKeyCount> kKeyGuesses = [] {
  std::array<KeyGuess, kKeyCount> t{};
  for (int k = 0; k < kKeyCount; ++k) {
    const std::string_view name = kKeyNames[k];
    t[k].slot = &kKeyHash.slot[key_hash(words_of(name).lo, kKeyHash.magic)];
    if (name.size() >= 8) continue;
    t[k].word = words_of(name).lo | uint64_t{'"'} << (8 * name.size());
    t[k].mask = name.size() < 7 ? first_bytes(name.size() + 1) : ~uint64_t{0};
    t[k].size = name.size() + 1;
  }
  return t;
}();
static_assert(kKeyGuesses[static_cast<int>(Key::Hand)].slot->key == static_cast<int>(Key::Hand));

// The index in KeyOrder's arrays of the line's start (before its first key).
constexpr int kLineStart = kKeyCount;

// `{"id":` as read by load8 (masked to six bytes), and the slot of "id".
inline constexpr uint64_t kOpenId = words_of("{\"id\":").lo;
inline constexpr const KeySlot* kIdSlot =
    &kKeyHash.slot[key_hash(words_of("id").lo, kKeyHash.magic)];
static_assert(kIdSlot->key == static_cast<int>(Key::Id));

// The value bounds of the integer keys (request_read.cpp reports values outside them).
constexpr long long kMaxInteger = 1'000'000;
// The most digits of an integer id (read as written; the simdjson reader takes int64 ids).
constexpr int kIdDigits = 18;

// Every scan stops at the sentinel after the line, '\0' or '\n' (no string, number, literal or
// whitespace holds either: is_ws above), so the loops need no bounds checks.
class Scanner {
 public:
  Scanner(const char* text, Fields& fields, Problems& problems, KeyOrder& order)
      : p_(text), fields_(fields), problems_(problems), order_(order) {}

  // After run() succeeded: the sentinel that ends the line.
  const char* at() const { return p_; }

  // Fields::seen is kept in a register and stored once at the end (a string_view store may
  // alias it). Always inlined, so that p_ stays in a register.
  [[gnu::always_inline]] bool run() {
    uint64_t keys = 0;      // every key once (the simdjson reader reports duplicates)
    uint64_t nulls = 0;     // the keys whose value is null (absent)
    int last = kLineStart;  // the key before the next one
    // The usual opening, `{"id":` without whitespace, as one word: that key needs no lookup.
    if ((load8(p_) & first_bytes(6)) == kOpenId) {
      p_ += 5;  // to the ':'
      const Next next = id(keys, nulls);
      if (next == Next::Fail) return false;
      if (next == Next::End) return close(keys, nulls);
      last = static_cast<int>(Key::Id);
      if (fields_.runs) take_run(keys, last);
    } else {
      fields_.run = nullptr;
      if (!eat_ws('{')) return false;
      if (eat_ws('}')) return finish(keys, nulls);
      if (!eat_ws('"')) return false;
    }
    for (;;) {
      const KeySlot* key;
      if (!next_key(last, key)) return false;
      const Next next = member(key, keys, nulls);
      if (next == Next::Fail) return false;
      if (next == Next::End) return close(keys, nulls);
      last = key->key;
    }
  }

 private:
  const char* p_;
  Fields& fields_;
  Problems& problems_;
  KeyOrder& order_;

  // The slot of the key whose name starts at `p_` (read_key), after the key `last`: the
  // guesses first, then the lookup, whose key becomes the latest guess (a right earlier guess
  // changes nothing: swapping the two made the latest one right less often). False when the
  // name is no key (a bool apart from `key`, so that a right guess is not tested for null).
  // Over 20,000 lines of examples/gen_requests.py the latest guess is right for 76% of the keys
  // it is asked for, the earlier one for 18%, and the lookup reads the other 6%.
  [[gnu::always_inline]] bool next_key(int last, const KeySlot*& key) {
    const uint64_t name = load8(p_);
    const KeyGuess* guess = order_.latest[last];
    if ((name & guess->mask) == guess->word) [[likely]] {
      p_ += guess->size;
      key = guess->slot;
      return true;
    }
    const KeyGuess* other = order_.earlier[last];
    if ((name & other->mask) == other->word) {
      p_ += other->size;
      key = other->slot;
      return true;
    }
    key = read_key(p_);
    if (!key) return false;
    order_.earlier[last] = guess;
    order_.latest[last] = &kKeyGuesses[key->key];
    return true;
  }

  // After the leading id: the members of the run (ConfigRun) the bytes from p_ start with
  // (find_run), taken as read, up to the next key's name; fields_.run is that run, or null when
  // none matches. The views of all three keys are set, whether the run has them or not (a key
  // not seen has no text).
  [[gnu::always_inline]] void take_run(uint64_t& keys, int& last) {
    const ConfigRun* r = find_run(p_, *fields_.runs);
    fields_.run = r;
    if (!r) return;
    for (std::size_t m = 0; m < ConfigRun::kKeys.size(); ++m)
      fields_.text[static_cast<int>(ConfigRun::kKeys[m])] =
          std::string_view(p_ + r->begin[m], r->length[m]);
    keys |= r->seen;
    last = r->last;
    p_ += r->size;
  }

 private:
  // One member from its key on, and what follows it: the next key's opening quote
  // (Next::Key), or no ',' (Next::End).
  enum class Next : uint8_t { Key, End, Fail };
  [[gnu::always_inline]] Next member(const KeySlot* key, uint64_t& keys, uint64_t& nulls) {
    const uint64_t b = key->bit;
    if (keys & b) return Next::Fail;
    keys |= b;
    // The usual text value, `:"` without whitespace, in one two-byte comparison (eat(':'),
    // then value()'s first case); anything else each with the whitespace around it.
    if (load2(p_) == key->text_start) {
      p_ += 2;
      if (!string_body(fields_.text[key->key])) return Next::Fail;
    } else {
      if (!eat_ws(':')) return Next::Fail;
      skip_ws();
      if (!value(key->key, key->kind, b, nulls)) return Next::Fail;
    }
    return separator();
  }
  // The usual separator, `,"` without whitespace, in one two-byte comparison (eat(',') then
  // eat('"')); otherwise each with the whitespace around it.
  [[gnu::always_inline]] Next separator() {
    if (load2(p_) == kCommaQuote) [[likely]] {
      p_ += 2;
      return Next::Key;
    }
    if (*p_ == '}') return Next::End;  // the usual end (eat_ws(',') tried whitespace first)
    if (!eat_ws(',')) return Next::End;
    return eat_ws('"') ? Next::Key : Next::Fail;
  }
  // member(kIdSlot) from the ':' on, the usual id, digits right after it, without raw()'s
  // tests of the other forms (the digits are counted first: no digit is any other form).
  Next id(uint64_t& keys, uint64_t& nulls) {
    const char* begin = p_ + 1;
    const char* end = begin;
    for (unsigned n = 8; n == 8; end += n) n = digit_run(end);
    if (end == begin) return member(kIdSlot, keys, nulls);
    const auto n = end - begin;
    if (n > kIdDigits || (*begin == '0' && n > 1)) return Next::Fail;
    fields_.text[static_cast<int>(Key::Id)] = std::string_view(begin, static_cast<std::size_t>(n));
    keys |= kIdSlot->bit;
    p_ = end;
    return separator();
  }

  // The closing brace, then only whitespace up to a sentinel, where p_ stays: the line's end
  // is where the reading stops (read_common compares it with the line's size).
  bool close(uint64_t keys, uint64_t nulls) { return eat_ws('}') && finish(keys, nulls); }
  bool finish(uint64_t keys, uint64_t nulls) {
    fields_.seen = keys & ~nulls;
    if (sentinel(*p_)) return true;  // the usual end, no whitespace after the brace
    skip_ws();
    return sentinel(*p_);
  }
  static bool sentinel(char c) { return c == '\n' || c == '\0'; }
  void skip_ws() {
    while (static_cast<unsigned char>(*p_) <= ' ' && is_ws(*p_)) ++p_;
  }
  bool eat(char c) {
    if (*p_ != c) return false;
    ++p_;
    return true;
  }
  // `c` after optional whitespace (request lines rarely have any). Always inlined (p_ stays in
  // a register).
  [[gnu::always_inline]] bool eat_ws(char c) {
    if (eat(c)) return true;
    skip_ws();
    return eat(c);
  }
  bool word(std::string_view w) {
    if (std::string_view(p_, w.size()) != w) return false;  // stops at the sentinel
    p_ += w.size();
    return true;
  }
  // The rest of a string of plain bytes after its opening quote; `out` is its content.
  bool string_body(std::string_view& out) {
    const char* begin = p_;
    for (unsigned n = kStringStep; n == kStringStep; p_ += n) n = string_stop_step(p_);
    if (*p_ != '"') return false;
    out = std::string_view(begin, static_cast<std::size_t>(p_ - begin));
    ++p_;
    return true;
  }
  bool string(std::string_view& out) { return eat('"') && string_body(out); }
  // A non-negative integer of at most `digits` digits without a leading zero (JSON forbids
  // them); a fraction or exponent after it fails the caller's next token check.
  bool integer(long long& out, int digits) {
    const char* begin = p_;
    long long v = 0;
    while (*p_ >= '0' && *p_ <= '9' && p_ - begin < digits) v = v * 10 + (*p_++ - '0');
    if (p_ == begin || (*begin == '0' && p_ - begin > 1)) return false;
    if (*p_ >= '0' && *p_ <= '9') return false;  // more digits than handled
    out = v;
    return true;
  }
  // integer() without the value (the id is echoed as written), eight bytes at a time.
  bool digits(int most) {
    const char* begin = p_;
    for (unsigned n = 8; n == 8; p_ += n) n = digit_run(p_);
    const auto n = p_ - begin;
    return n > 0 && n <= most && (*begin != '0' || n == 1);
  }
  bool boolean(bool& out) {
    if (word("true")) return out = true, true;
    if (word("false")) return out = false, true;
    return false;
  }

  // The id is echoed as written: a string, an integer, true, false or null.
  bool raw(std::string_view& out) {
    const char* begin = p_;
    std::string_view s;
    bool b = false;
    const bool ok = *p_ == '"'                 ? string(s)
                    : *p_ == 'n'               ? word("null")
                    : *p_ == 't' || *p_ == 'f' ? boolean(b)
                                               : digits(kIdDigits);
    if (!ok) return false;
    out = std::string_view(begin, static_cast<std::size_t>(p_ - begin));
    return true;
  }

  // The value of key `k` (of kind `kind`, bit `b`); a null value sets `b` in `nulls`.
  bool value(int k, KeyKind kind, uint64_t b, uint64_t& nulls) {
    if (kind == KeyKind::Text && *p_ == '"') {  // the usual value first
      ++p_;
      return string_body(fields_.text[k]);
    }
    if (kind == KeyKind::Raw) return raw(fields_.text[k]);
    if (*p_ == 'n' && word("null")) {  // null is "absent" for every optional field
      nulls |= b;
      return true;
    }
    switch (kind) {
      case KeyKind::Text:
        if (!string(fields_.text[k])) return false;
        break;
      case KeyKind::Flag:
        if (!boolean(fields_.flag[k])) return false;
        break;
      case KeyKind::Integer:
        if (!integer(fields_.integer[k], 7) || fields_.integer[k] > kMaxInteger) return false;
        break;
      case KeyKind::MeldList:
        if (!melds_apart()) return false;
        break;
      case KeyKind::OptionMap:
        if (!option_object(fields_.text[k])) return false;
        break;
      case KeyKind::Raw:
        return false;
    }
    return true;
  }

  // melds() (not inlined) on a copy of the scanner: the call takes the copy's address, not
  // this one's, so p_ stays in a register everywhere else.
  bool melds_apart() {
    Scanner copy = *this;
    const bool ok = copy.melds();
    p_ = copy.p_;
    return ok;
  }
  [[gnu::noinline]] bool melds() {
    if (!eat('[')) return false;
    if (eat_ws(']')) return true;
    int n = 0;
    do {
      skip_ws();
      if (*p_ == '"') {
        std::string_view s;
        if (!string(s)) return false;
        // A meld read while the list has room is written straight into its next slot: the
        // usual spelling by text::usual_meld (inline here, without parse_meld_into's Result),
        // any other by text::parse_meld_into; add_meld records the errors (a meld's, "more than
        // 4 melds").
        Melds& list = fields_.melds;
        if (list.full()) {
          add_meld(fields_, problems_, n, parse_meld(s));
        } else if (text::usual_meld(s, *list.end())) {
          list.set_size(list.size() + 1);
        } else if (Result<void> r = text::parse_meld_into(s, *list.end()); r) {
          list.set_size(list.size() + 1);
        } else {
          add_meld(fields_, problems_, n, tl::unexpected(std::move(r.error())));
        }
      } else if (!meld_object(n)) {
        return false;
      }
      ++n;
    } while (eat_ws(','));
    return eat_ws(']');
  }

  // The "options" object as written (its values are read when its rule set is resolved,
  // RequestParser::Impl::resolve_options): plain string keys, values that are plain strings,
  // true, false, null, integers (with a sign) or flat lists of them. Anything else is declined.
  bool option_object(std::string_view& out) {
    const char* begin = p_;
    if (!eat('{')) return false;
    if (!eat_ws('}')) {
      do {
        std::string_view s;
        if (!eat_ws('"') || !string_body(s) || !eat_ws(':')) return false;
        skip_ws();
        if (*p_ == '[') {
          ++p_;
          if (!eat_ws(']')) {
            do {
              skip_ws();
              if (!option_scalar()) return false;
            } while (eat_ws(','));
            if (!eat_ws(']')) return false;
          }
        } else if (!option_scalar()) {
          return false;
        }
      } while (eat_ws(','));
      if (!eat_ws('}')) return false;
    }
    out = std::string_view(begin, static_cast<std::size_t>(p_ - begin));
    return true;
  }
  bool option_scalar() {
    std::string_view s;
    bool b = false;
    if (*p_ == '-') return ++p_, digits(kIdDigits);
    return *p_ == '"'                 ? string(s)
           : *p_ == 'n'               ? word("null")
           : *p_ == 't' || *p_ == 'f' ? boolean(b)
                                      : digits(kIdDigits);
  }

  // {"kind": ..., "tiles": ..., "from": ...}: string members, each once; "from" may be null.
  bool meld_object(int n) {
    if (!eat('{')) return false;
    std::optional<std::string_view> member[3];  // kind, tiles, from
    bool seen[3] = {false, false, false};
    if (!eat_ws('}')) {
      do {
        std::string_view name;
        if (!eat_ws('"') || !string_body(name)) return false;
        const int m = name == "kind" ? 0 : name == "tiles" ? 1 : name == "from" ? 2 : -1;
        if (m < 0 || seen[m]) return false;
        seen[m] = true;
        if (!eat_ws(':')) return false;
        skip_ws();
        if (m != 2 || !word("null")) {
          std::string_view s;
          if (!string(s)) return false;
          member[m] = s;
        }
      } while (eat_ws(','));
      if (!eat_ws('}')) return false;
    }
    add_meld_object(fields_, problems_, n, member[0], member[1], member[2]);
    return true;
  }
};

}  // namespace

// A string's scan reads kStringStep bytes from at most its sentinel on; read_key 17.
static_assert(kCommonPadding >= kStringStep && kCommonPadding >= 17,
              "string_stop_step and read_key read past the end");
static_assert(kCommonPadding >= kRunBlock, "a run's comparison reads past the end");

// Before any line, each key's guesses are the two keys after it in Key's order (which follows
// the contract's table of request keys), the line start's the first two ("id", "type").
KeyOrder::KeyOrder() {
  for (int k = 0; k <= kKeyCount; ++k) {
    const int next = k == kLineStart ? 0 : k + 1;
    latest[k] = &kKeyGuesses[next % kKeyCount];
    earlier[k] = &kKeyGuesses[(next + 1) % kKeyCount];
  }
}

bool read_common(std::string_view line, Fields& fields, Problems& problems, KeyOrder& order) {
  // The caller's sentinel: '\0', or the line's own '\n' (a file read in place).
  const char sentinel = line.data()[line.size()];
  if (sentinel != '\0' && sentinel != '\n') return false;
  // Not stopped at a sentinel inside the line.
  return read_common_line(line.data(), fields, problems, order) == line.data() + line.size();
}

// The scanner's one copy (read_common reads through it).
const char* read_common_line(const char* text, Fields& fields, Problems& problems,
                             KeyOrder& order) {
  Scanner s(text, fields, problems, order);
  return s.run() ? s.at() : nullptr;
}

}  // namespace mjscore::json::detail
