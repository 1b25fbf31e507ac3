#include "json/json_out.hpp"

#include <algorithm>
#include <cmath>

#include "json/syntax_check.hpp"
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

Writer& Writer::string(std::string_view s) {
  comma();
  if (escapes_ == Escapes::contract) {
    out::string(out_, s);
    return *this;
  }
  out_ += '"';
  for (std::size_t k = 0; k < s.size();) {
    const auto c = static_cast<unsigned char>(s[k]);
    if (c >= 0x80) {
      const auto ch = json::detail::strict_utf8(s, k);
      out_.append(ch.valid ? s.substr(k, ch.bytes) : "\xEF\xBF\xBD");
      k += ch.bytes;
      continue;
    }
    ++k;
    // \b \t \n \f \r by the byte's offset from 0x08 (0x0B, vertical tab, has none).
    if (c >= 0x08 && c <= 0x0D && c != 0x0B) {
      out_ += '\\';
      out_ += "btn?fr"[c - 0x08];
    } else if (c < 0x20) {
      static constexpr char kHex[] = "0123456789abcdef";
      out_ += "\\u00";
      out_ += kHex[c >> 4];
      out_ += kHex[c & 15];
    } else {
      if (c == '"' || c == '\\') out_ += '\\';
      out_ += static_cast<char>(c);
    }
  }
  out_ += '"';
  return *this;
}

Writer& Writer::number(double v) {
  char buf[32];
  return raw(std::string_view(buf, detail::number(buf, v)));
}

// The shortest digits of the double, laid out as printf's %g lays them out, with ".0" after a
// whole number: digits with the point inside them while it is at most 15 digits from the first
// (and at most 4 zeros before them), else one digit, the rest and an exponent.
Writer& Writer::floating(double v) {
  if (!std::isfinite(v)) return null();
  char sci[32];
  const char* end = std::to_chars(sci, sci + sizeof sci, v, std::chars_format::scientific).ptr;
  const std::string_view text(sci, static_cast<std::size_t>(end - sci));
  const std::size_t e = text.find('e');
  const bool minus = text[0] == '-';
  std::string digits;  // the significant digits
  for (char c : text.substr(minus, e - minus))
    if (c != '.') digits += c;
  const int point = std::stoi(std::string(text.substr(e + 1))) + 1;  // digits before the point
  const int k = static_cast<int>(digits.size());
  std::string out = minus ? "-" : "";
  if (v == 0) {
    out += "0.0";
  } else if (k <= point && point <= 15) {
    out += digits + std::string(static_cast<std::size_t>(point - k), '0') + ".0";
  } else if (0 < point && point <= 15) {
    out += digits.substr(0, point) + "." + digits.substr(point);
  } else if (-4 < point && point <= 0) {
    out += "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
  } else {
    out = text;  // d[.ddd]e+XX
  }
  return raw(out);
}

}  // namespace mjscore::json::out
