#include "io/xml_tags.hpp"

#include <cctype>
#include <string>

namespace mjscore::tenhou {
namespace {

bool name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == ':' ||
         c == '.';
}
bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

tl::unexpected<Error> bad(std::string why, size_t pos) {
  return fail(ErrorCode::parse_error, "mjlog XML: " + why + " at byte " + std::to_string(pos),
              static_cast<int>(pos));
}

}  // namespace

Result<std::vector<XmlTag>> scan_xml_tags(std::string_view s) {
  std::vector<XmlTag> tags;
  size_t i = 0;
  while (true) {
    i = s.find('<', i);
    if (i == std::string_view::npos) break;
    const size_t start = i;
    if (s.substr(i, 4) == "<!--") {
      const size_t end = s.find("-->", i + 4);
      if (end == std::string_view::npos) return bad("unterminated comment", start);
      i = end + 3;
      continue;
    }
    if (s.substr(i, 2) == "<?" || s.substr(i, 2) == "<!" || s.substr(i, 2) == "</") {
      const size_t end = s.find('>', i);
      if (end == std::string_view::npos) return bad("unterminated tag", start);
      i = end + 1;
      continue;
    }
    ++i;
    const size_t name_start = i;
    while (i < s.size() && name_char(s[i])) ++i;
    if (i == name_start) return bad("tag without a name", start);
    XmlTag tag;
    tag.name = s.substr(name_start, i - name_start);
    tag.position = static_cast<int>(start);
    while (true) {
      while (i < s.size() && space(s[i])) ++i;
      if (i >= s.size()) return bad("unterminated tag <" + std::string(tag.name), start);
      if (s[i] == '>') {
        ++i;
        break;
      }
      if (s[i] == '/') {
        if (i + 1 >= s.size() || s[i + 1] != '>') return bad("stray '/' in a tag", i);
        i += 2;
        break;
      }
      const size_t key_start = i;
      while (i < s.size() && name_char(s[i])) ++i;
      if (i == key_start) return bad("unexpected character in a tag", i);
      const std::string_view key = s.substr(key_start, i - key_start);
      while (i < s.size() && space(s[i])) ++i;
      if (i >= s.size() || s[i] != '=') return bad("attribute without '='", i);
      ++i;
      while (i < s.size() && space(s[i])) ++i;
      if (i >= s.size() || (s[i] != '"' && s[i] != '\'')) return bad("unquoted attribute", i);
      const char quote = s[i++];
      const size_t end = s.find(quote, i);
      if (end == std::string_view::npos) return bad("unterminated attribute value", i);
      tag.attributes.emplace_back(key, s.substr(i, end - i));
      i = end + 1;
    }
    tags.push_back(std::move(tag));
  }
  return tags;
}

}  // namespace mjscore::tenhou
