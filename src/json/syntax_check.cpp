#include "json/syntax_check.hpp"

#include <vector>

#include "tiles/text_scan.hpp"

namespace mjscore::json::detail {
namespace {

class Checker {
 public:
  explicit Checker(std::string_view t) : t_(t) {}

  std::optional<SyntaxError> run() {
    skip_ws();
    if (!value()) return err_;
    skip_ws();
    if (p_ != t_.size()) return SyntaxError{p_, "unexpected content after the JSON value"};
    return std::nullopt;
  }

 private:
  std::string_view t_;
  std::size_t p_ = 0;
  SyntaxError err_;
  int depth_ = 0;

  bool fail(std::string_view what) {
    err_ = {p_, p_ >= t_.size() ? std::string_view("unexpected end of text") : what};
    return false;
  }
  char peek() const { return p_ < t_.size() ? t_[p_] : '\0'; }
  void skip_ws() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\n' || t_[p_] == '\r'))
      ++p_;
  }
  bool literal(std::string_view word) {
    if (t_.substr(p_, word.size()) != word) return fail("invalid literal");
    p_ += word.size();
    return true;
  }
  bool digits() {
    if (p_ >= t_.size() || t_[p_] < '0' || t_[p_] > '9') return fail("expected a digit");
    while (p_ < t_.size() && t_[p_] >= '0' && t_[p_] <= '9') ++p_;
    return true;
  }
  bool number() {
    if (peek() == '-') ++p_;
    if (peek() == '0') {
      ++p_;
    } else if (!digits()) {
      return false;
    }
    if (peek() == '.') {
      ++p_;
      if (!digits()) return false;
    }
    if (peek() == 'e' || peek() == 'E') {
      ++p_;
      if (peek() == '+' || peek() == '-') ++p_;
      if (!digits()) return false;
    }
    return true;
  }
  bool string() {
    ++p_;  // opening quote
    while (p_ < t_.size()) {
      const auto c = static_cast<unsigned char>(t_[p_]);
      if (c == '"') {
        ++p_;
        return true;
      }
      if (c < 0x20) return fail("control character in a string");
      if (c == '\\') {
        ++p_;
        const char e = peek();
        if (e == 'u') {
          for (int k = 1; k <= 4; ++k) {
            const char h = p_ + k < t_.size() ? t_[p_ + k] : '\0';
            const bool hex =
                (h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F');
            if (!hex) {
              p_ += k;
              return fail("invalid \\u escape");
            }
          }
          p_ += 5;
          continue;
        }
        if (e != '"' && e != '\\' && e != '/' && e != 'b' && e != 'f' && e != 'n' && e != 'r' &&
            e != 't')
          return fail("invalid escape");
        ++p_;
        continue;
      }
      if (c >= 0x80) {
        const auto ch = text::decode(t_, p_);
        if (!ch.valid) return fail("invalid UTF-8");
        p_ += ch.bytes;
        continue;
      }
      ++p_;
    }
    return fail("unterminated string");
  }
  bool value() {
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
  // opening bracket on.
  bool container(char close) {
    ++p_;
    skip_ws();
    if (eat(close)) return true;
    for (;;) {
      skip_ws();
      if (close == '}') {
        if (peek() != '"') return fail("expected a key string");
        if (!string()) return false;
        skip_ws();
        if (!eat(':')) return fail("expected ':'");
        skip_ws();
      }
      if (!value()) return false;
      skip_ws();
      if (eat(',')) continue;
      if (eat(close)) return true;
      return fail(close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
    }
  }
};

}  // namespace

std::optional<SyntaxError> first_syntax_error(std::string_view text) { return Checker(text).run(); }

}  // namespace mjscore::json::detail
