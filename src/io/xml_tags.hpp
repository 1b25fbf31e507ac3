// A minimal scanner for mjlog XML: a flat list of tags with their attributes (mjlog has no text
// content that matters). Declarations, comments and closing tags are skipped. Malformed markup
// gives parse_error with the byte position.
#pragma once

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "mjscore/error.hpp"

namespace mjscore::tenhou {

struct XmlTag {
  std::string_view name;
  std::vector<std::pair<std::string_view, std::string_view>> attributes;  // raw values
  int position = 0;                                                       // byte offset of '<'

  std::optional<std::string_view> get(std::string_view key) const {
    for (const auto& [k, v] : attributes)
      if (k == key) return v;
    return std::nullopt;
  }
};

Result<std::vector<XmlTag>> scan_xml_tags(std::string_view text);

}  // namespace mjscore::tenhou
