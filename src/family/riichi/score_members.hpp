// The riichi members of a score response (docs/json-api.md "`score`", docs/riichi.md): `han`,
// `fu`, `yakuman`, `limit` and `fu_details` after the reading, written by the descriptor's
// score_members (src/family/descriptor.hpp) from these compile-time fragments.
#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>

#include "json/json_out.hpp"
#include "mjscore/result.hpp"

namespace mjscore::riichi {

inline constexpr int kLimits = 7;  // None .. Yakuman

// `,"limit":<limit>,"fu_details":[{` (null for no limit) at limit_fu(limit, false), and the same
// after `,"yakuman":0` at limit_fu(limit, true): a hand without yakuman (nearly all) writes
// them with one copy. The fu lines follow (Cursor::close_item).
inline constexpr auto kLimitFu = [] {
  json::out::FragmentTable<64, 2 * kLimits> t{};
  for (int zero = 0; zero < 2; ++zero) {
    const std::string_view yakuman = zero ? ",\"yakuman\":0" : "";
    t.set(zero * kLimits, {yakuman, ",\"limit\":null,\"fu_details\":[{"});
    for (int l = 1; l < kLimits; ++l)
      t.set(zero * kLimits + l,
            {yakuman, ",\"limit\":\"", limit_name(static_cast<Limit>(l)), "\",\"fu_details\":[{"});
  }
  return t;
}();

inline std::size_t limit_fu(Limit l, bool zero_yakuman) {
  const auto k = static_cast<std::size_t>(l);
  // limit_name of an unknown value is "": as None
  return std::size_t{zero_yakuman} * kLimits + (k < kLimits ? k : 0);
}

// `"reason":"<reason>","fu":` by FuReason: a fu line's text after its `{` and before its fu.
inline constexpr auto kFuLineHead = [] {
  constexpr int n = static_cast<int>(std::size(FuReason::kText));
  json::out::FragmentTable<32, n> t{};
  for (int r = 0; r < n; ++r) t.set(r, {"\"reason\":\"", FuReason::kText[r], "\",\"fu\":"});
  return t;
}();

// `,"han":<han>,"fu":<fu>[,"yakuman":<n>],"limit":...,"fu_details":[...]` of `r.riichi`.
json::out::Cursor write_score_members(json::out::Cursor c, const ScoreResult& r);

}  // namespace mjscore::riichi
