// The person's names of the riichi scoring elements: each element id of the contract ("Riichi
// element ids") with its English and its Japanese name, e.g. riichi = "Riichi" / "立直". One
// table for every front end: the CLI's text output and the HTTP API's GET /v1/yaku (which the
// web scorekeeper reads) both take their names from here (docs/web.md).
#pragma once

#include <span>
#include <string_view>

#include "mjscore/request.hpp"

namespace mjscore {

struct ElementName {
  std::string_view id;        // the contract's element id
  std::string_view english;   // e.g. "Riichi"
  std::string_view japanese;  // e.g. "立直" (UTF-8)
};

// A family's element names (its descriptor's; empty for a family without names for people).
std::span<const ElementName> element_names(Family family);
// The names of one of a family's element ids, or nullptr.
const ElementName* element_name(Family family, std::string_view id);

// Every riichi element id (yaku, yakuman, dora), in the engine's output order.
std::span<const ElementName> riichi_element_names();

// The names of a riichi element id, or nullptr for an id the table does not hold.
const ElementName* riichi_element_name(std::string_view id);

}  // namespace mjscore
