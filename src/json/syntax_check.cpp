#include "json/syntax_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "tiles/text_scan.hpp"

namespace mjscore::json::detail {
namespace {

constexpr bool is_hex(char h) {
  return (h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F');
}
constexpr unsigned hex_value(char h) {
  return h <= '9' ? static_cast<unsigned>(h - '0') : static_cast<unsigned>((h | 0x20) - 'a' + 10);
}

// Where the scan of a token stops: its last byte (`what` empty), or where and why it is invalid.
struct Stop {
  std::size_t at;
  std::string_view what;
};

// A string token from its opening quote at `i`. The syntax check's reading is lenient: UTF-8 is
// any lead byte with its continuation bytes, a \u escape any four hex digits. A strict reading
// takes RFC 3629 UTF-8 only (no overlong forms, surrogates or code points past U+10FFFF) and
// surrogate escapes in pairs, high then low.
Stop scan_string(std::string_view t, std::size_t i, bool strict) {
  const std::size_t n = t.size();
  auto bad = [n](std::size_t at, std::string_view what) { return Stop{std::min(at, n), what}; };
  // Four hex digits from `at`: their value, or the offset of the first that is not one.
  auto hex4 = [&](std::size_t at, unsigned& code) -> std::optional<std::size_t> {
    code = 0;
    for (std::size_t k = at; k < at + 4; ++k) {
      if (k >= n || !is_hex(t[k])) return k;
      code = code * 16 + hex_value(t[k]);
    }
    return std::nullopt;
  };
  for (++i; i < n;) {
    const auto c = static_cast<unsigned char>(t[i]);
    if (c == '"') return {i, {}};
    if (c < 0x20) return bad(i, "control character in a string");
    if (c >= 0x80) {
      if (!strict) {
        const auto ch = text::decode(t, i);
        if (!ch.valid) return bad(i, "invalid UTF-8");
        i += static_cast<std::size_t>(ch.bytes);
        continue;
      }
      // The offending byte: the lead byte itself, or the first continuation that does not fit.
      const StrictChar ch = strict_utf8(t, i);
      if (!ch.valid) return bad(c >= 0xC2 && c <= 0xF4 ? i + ch.bytes : i, "invalid UTF-8");
      i += ch.bytes;
      continue;
    }
    if (c != '\\') {
      ++i;
      continue;
    }
    if (i + 1 < n && t[i + 1] != 'u') {
      if (std::string_view("\"\\/bfnrt").find(t[i + 1]) == std::string_view::npos)
        return bad(i + 1, "invalid escape");
      i += 2;
      continue;
    }
    unsigned code = 0, low = 0;
    if (auto at = hex4(i + 2, code)) return bad(*at, "invalid \\u escape");
    i += 6;
    if (!strict || code < 0xD800 || code > 0xDFFF) continue;
    // A surrogate: a high one, then `\u` and a low one.
    if (code >= 0xDC00) return bad(i - 1, "unpaired surrogate");
    if (i >= n || t[i] != '\\') return bad(i, "unpaired surrogate");
    if (i + 1 >= n || t[i + 1] != 'u') return bad(i + 1, "unpaired surrogate");
    if (auto at = hex4(i + 2, low)) return bad(*at, "invalid \\u escape");
    i += 6;
    if (low < 0xDC00 || low > 0xDFFF) return bad(i - 1, "unpaired surrogate");
  }
  return bad(n, "unterminated string");
}

// A number token from `i`.
Stop scan_number(std::string_view t, std::size_t i) {
  const std::size_t n = t.size();
  auto digits = [&](std::size_t& k) {
    const std::size_t from = k;
    while (k < n && t[k] >= '0' && t[k] <= '9') ++k;
    return k > from;
  };
  const auto no_digit = [n](std::size_t at) { return Stop{std::min(at, n), "expected a digit"}; };
  if (t[i] == '-') ++i;
  if (i < n && t[i] == '0') {
    ++i;
  } else if (!digits(i)) {
    return no_digit(i);
  }
  if (i < n && t[i] == '.' && !digits(++i)) return no_digit(i);
  if (i < n && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    if (i < n && (t[i] == '+' || t[i] == '-')) ++i;
    if (!digits(i)) return no_digit(i);
  }
  return {i - 1, {}};
}

class Checker {
 public:
  explicit Checker(std::string_view t) : t_(t) {}

  SyntaxCheck run() {
    skip_ws();
    if (value()) {
      skip_ws();
      token_ = p_;
      if (p_ != t_.size()) fail("unexpected content after the JSON value");
    }
    return found_;
  }

 private:
  std::string_view t_;
  std::size_t p_ = 0, token_ = 0;
  SyntaxCheck found_;
  int depth_ = 0;

  bool fail(std::string_view what) {
    found_.error = {p_, p_ >= t_.size() ? std::string_view("unexpected end of text") : what,
                    token_};
    return false;
  }
  char peek() const { return p_ < t_.size() ? t_[p_] : '\0'; }
  void skip_ws() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\n' || t_[p_] == '\r'))
      ++p_;
  }
  // A token scanned by `stop`: p_ after it, or at its error.
  bool take(Stop stop) {
    p_ = stop.at;
    if (!stop.what.empty()) return fail(stop.what);
    ++p_;
    return true;
  }
  bool literal(std::string_view word) {
    if (t_.substr(p_, word.size()) != word) return fail("invalid literal");
    p_ += word.size();
    return true;
  }
  bool number() {
    const std::size_t start = p_;
    if (!take(scan_number(t_, p_))) return false;
    // A double overflows only past 308 digits or with an exponent.
    const std::string_view n = t_.substr(start, p_ - start);
    if (!found_.overflow && (n.size() > 300 || n.find_first_of("eE") != n.npos) &&
        std::isinf(std::strtod(std::string(n).c_str(), nullptr)))
      found_.overflow = start;
    return true;
  }
  bool string() {
    const std::size_t start = p_;
    if (!take(scan_string(t_, p_, false))) return false;
    if (const Stop strict = scan_string(t_, start, true); !found_.strict && !strict.what.empty())
      found_.strict = strict.at;
    return true;
  }
  bool value() {
    token_ = p_;
    if (++depth_ > 1024) return fail("nesting too deep");
    bool ok = false;
    switch (peek()) {
      case '{':
      case '[':
        ok = container(peek() == '{' ? '}' : ']');
        break;
      case '"':
        ok = string();
        break;
      case 't':
        ok = literal("true");
        break;
      case 'f':
        ok = literal("false");
        break;
      case 'n':
        ok = literal("null");
        break;
      default:
        if (peek() == '-' || (peek() >= '0' && peek() <= '9')) {
          ok = number();
        } else {
          ok = fail("expected a value");
        }
    }
    --depth_;
    return ok;
  }
  bool eat(char c) {
    if (peek() != c) return false;
    ++p_;
    return true;
  }
  // An object (`close` is '}': "key": value members) or an array (']': values), from its
  // opening bracket on. token_ is the start of the token being read.
  bool container(char close) {
    ++p_;
    skip_ws();
    if (eat(close)) return true;
    for (;;) {
      skip_ws();
      token_ = p_;
      if (close == '}') {
        if (peek() != '"') return fail("expected a key string");
        if (!string()) return false;
        skip_ws();
        token_ = p_;
        if (!eat(':')) return fail("expected ':'");
        skip_ws();
      }
      if (!value()) return false;
      skip_ws();
      token_ = p_;
      if (eat(',')) continue;
      if (eat(close)) return true;
      return fail(close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
    }
  }
};

}  // namespace

StrictChar strict_utf8(std::string_view t, std::size_t at) {
  const auto b0 = static_cast<unsigned char>(t[at]);
  if (b0 < 0x80) return {};
  // The continuation bytes after the lead byte, and the range of the first of them.
  int more = 0;
  unsigned char low = 0x80, high = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    more = 1;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    more = 2;
    low = b0 == 0xE0 ? 0xA0 : 0x80;
    high = b0 == 0xED ? 0x9F : 0xBF;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    more = 3;
    low = b0 == 0xF0 ? 0x90 : 0x80;
    high = b0 == 0xF4 ? 0x8F : 0xBF;
  } else {
    return {false, 1};
  }
  for (int k = 1; k <= more; ++k) {
    if (at + k >= t.size()) return {false, t.size() - at};
    const auto b = static_cast<unsigned char>(t[at + k]);
    if (b < (k == 1 ? low : 0x80) || b > (k == 1 ? high : 0xBF))
      return {false, static_cast<std::size_t>(k)};
  }
  return {true, static_cast<std::size_t>(more) + 1};
}

std::size_t lexeme_end(std::string_view t, std::size_t token) {
  if (token >= t.size()) return t.size();
  const char c = t[token];
  if (c == '"') return scan_string(t, token, true).at;
  if (c == '-' || (c >= '0' && c <= '9')) return scan_number(t, token).at;
  for (std::string_view word : {"true", "false", "null"}) {
    if (c != word[0]) continue;
    for (std::size_t k = 1; k < word.size(); ++k)
      if (token + k >= t.size() || t[token + k] != word[k]) return std::min(token + k, t.size());
    return token + word.size() - 1;
  }
  return token;  // a structural character, or one no token starts with
}

SyntaxCheck check_syntax(std::string_view text) { return Checker(text).run(); }

}  // namespace mjscore::json::detail
