// The name rule and the printable form of user text (mjscore/names.hpp, docs/names.md).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "mjscore/names.hpp"

namespace mjscore {
namespace {

// One UTF-8 character at the start of `s`: its code point and length, or length 0 when the
// bytes there are not UTF-8 (an overlong form, a surrogate, past U+10FFFF, cut short).
struct Decoded {
  char32_t code = 0;
  std::size_t length = 0;
};

Decoded decode(std::string_view s) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return {lead, 1};
  std::size_t n = 0;
  char32_t code = 0, least = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    n = 2, code = lead & 0x1F, least = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    n = 3, code = lead & 0x0F, least = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    n = 4, code = lead & 0x07, least = 0x10000;
  } else {
    return {};
  }
  if (s.size() < n) return {};
  for (std::size_t i = 1; i < n; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return {};
    code = (code << 6) | (byte(i) & 0x3F);
  }
  if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return {};
  return {code, n};
}

using Range = std::pair<char32_t, char32_t>;

template <std::size_t N>
constexpr bool in(const std::array<Range, N>& ranges, char32_t c) {
  return std::any_of(ranges.begin(), ranges.end(),
                     [c](const Range& r) { return c >= r.first && c <= r.second; });
}

// C0 (with tab, newline, NUL), DEL and C1: what a terminal may take as a command.
constexpr bool control(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

// Embeddings, overrides and isolates: they reorder the text after them on screen, so a name
// holding one can make a table read wrongly. (The marks U+200E, U+200F and U+061C only count
// as invisible.)
constexpr std::array<Range, 2> kBidiControls{{{0x202A, 0x202E}, {0x2066, 0x2069}}};

// Whitespace of Unicode (White_Space, but for the controls refused anyway).
constexpr std::array<Range, 7> kSpaces{{{0x20, 0x20},
                                        {0xA0, 0xA0},
                                        {0x1680, 0x1680},
                                        {0x2000, 0x200A},
                                        {0x2028, 0x2029},
                                        {0x202F, 0x202F},
                                        {0x205F, 0x205F}}};
constexpr bool space(char32_t c) { return c == 0x3000 || in(kSpaces, c); }

// Characters that show nothing: soft hyphen, combining grapheme joiner, Arabic letter mark,
// Hangul fillers, Khmer inherent vowels, Mongolian selectors, zero-width space, joiners and
// marks, bidi controls, word joiner and invisible operators, variation selectors, the byte
// order mark (zero-width no-break space), tags (docs/names.md lists them).
constexpr std::array<Range, 16> kInvisible{{{0x00AD, 0x00AD},
                                            {0x034F, 0x034F},
                                            {0x061C, 0x061C},
                                            {0x115F, 0x1160},
                                            {0x17B4, 0x17B5},
                                            {0x180B, 0x180F},
                                            {0x200B, 0x200F},
                                            {0x202A, 0x202E},
                                            {0x2060, 0x206F},
                                            {0x3164, 0x3164},
                                            {0xFE00, 0xFE0F},
                                            {0xFEFF, 0xFEFF},
                                            {0xFFA0, 0xFFA0},
                                            {0x1BCA0, 0x1BCA3},
                                            {0xE0000, 0xE007F},
                                            {0xE0100, 0xE01EF}}};
constexpr bool invisible(char32_t c) { return in(kInvisible, c); }

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// ASCII and Latin-1 capitals (but U+00D7, the multiplication sign) to small letters.
constexpr char32_t folded(char32_t c) {
  if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 0x20;
  return c;
}

// How a name reads (names_fault): invisible characters dropped, whitespace trimmed and its runs
// one space, letters folded. `name` is a valid name.
std::string reading(std::string_view name) {
  std::string out;
  bool gap = false;
  for (std::size_t at = 0; at < name.size();) {
    const Decoded d = decode(name.substr(at));
    at += d.length;
    if (invisible(d.code)) continue;
    if (space(d.code)) {
      gap = !out.empty();
      continue;
    }
    if (gap) out += ' ';
    gap = false;
    append_utf8(out, folded(d.code));
  }
  return out;
}

}  // namespace

std::optional<std::string> name_fault(std::string_view text) {
  if (text.empty()) return "is empty";
  bool blank = true, unseen = true;
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decode(text.substr(at));
    if (d.length == 0) return fmt::format("is not valid UTF-8 at byte {}", at);
    if (control(d.code))
      return fmt::format("contains a control character (U+{:04X}) at byte {}",
                         static_cast<uint32_t>(d.code), at);
    if (in(kBidiControls, d.code))
      return fmt::format("contains a bidirectional control (U+{:04X}) at byte {}",
                         static_cast<uint32_t>(d.code), at);
    blank = blank && space(d.code);
    unseen = unseen && (space(d.code) || invisible(d.code));
    at += d.length;
  }
  if (blank) return "is blank";
  if (unseen) return "has only invisible characters";
  return std::nullopt;
}

std::optional<NamesFault> names_fault(const std::vector<std::string>& names) {
  std::vector<std::string> read;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (auto fault = name_fault(names[i])) return NamesFault{i, std::move(*fault)};
    read.push_back(reading(names[i]));
    for (std::size_t j = 0; j < i; ++j)
      if (read[j] == read[i])
        return NamesFault{i, fmt::format("is the same name as players[{}]", j)};
  }
  return std::nullopt;
}

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decode(text.substr(at));
    if (d.length == 0) {
      fmt::format_to(std::back_inserter(out), "\\x{:02x}", static_cast<unsigned char>(text[at]));
      ++at;
      continue;
    }
    if (d.code < 0x20 || d.code == 0x7F) {
      fmt::format_to(std::back_inserter(out), "\\x{:02x}", static_cast<uint32_t>(d.code));
    } else if (control(d.code) || in(kBidiControls, d.code)) {
      fmt::format_to(std::back_inserter(out), "\\u{:04x}", static_cast<uint32_t>(d.code));
    } else {
      out.append(text.substr(at, d.length));
    }
    at += d.length;
  }
  return out;
}

}  // namespace mjscore
