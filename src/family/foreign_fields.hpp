// The score request's fields that only riichi reads (docs/json-api.md "`score`"): the HK and
// classical scorers refuse a request that gives one a value other than its default, naming the
// field and their family (issue 33). A field given at its default (`"riichi": false`,
// `"honba": 0`) says nothing and is accepted.
#pragma once

#include <string>
#include <string_view>

#include "mjscore/error.hpp"
#include "mjscore/request.hpp"

namespace mjscore {

// The first riichi-only field the request sets, or an empty view.
constexpr std::string_view riichi_only_field(const ScoreRequest& r) {
  if (r.riichi) return "riichi";
  if (r.double_riichi) return "double_riichi";
  if (r.ippatsu) return "ippatsu";
  if (!r.dora.empty()) return "dora";
  if (!r.ura.empty()) return "ura";
  if (r.honba != 0) return "honba";
  if (r.riichi_sticks != 0) return "riichi_sticks";
  if (r.wareme) return "wareme";
  if (r.kita != 0) return "kita";
  if (r.robbed_kita) return "robbed_kita";
  return {};
}

// invalid_request: `field`, the field of `owner`, in a request of family `family`.
inline Error foreign_field_error(std::string_view field, std::string_view owner, Family family) {
  return Error{ErrorCode::invalid_request,
               "field \"" + std::string(field) + "\" is " + std::string(owner) +
                   "'s: " + std::string(family_name(family)) + " does not take it",
               -1};
}

}  // namespace mjscore
