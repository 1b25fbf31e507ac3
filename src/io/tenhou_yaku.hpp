// Tenhou's yaku names (mjlog numeric ids, tenhou.net/6 Japanese and English names) mapped to the
// contract's riichi element ids, and the cross-check of derived situational flags against the
// yaku Tenhou awarded.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/tenhou_record.hpp"

namespace mjscore::tenhou {

// mjlog AGARI `yaku` / `yakuman` id (0-54) -> contract element id; nullopt when unknown.
std::optional<std::string_view> yaku_from_id(int id);
// tenhou.net/6 yaku text without the "(n飜)" part -> contract element id.
std::optional<std::string_view> yaku_from_name(std::string_view name);

// Compares the flags of a score request with the yaku Tenhou listed (ids as above; `yakuman`
// when the hand was a yakuman, where Tenhou lists yakuman only). Returns one line per mismatch.
std::vector<std::string> cross_check(const ScoreOut& score, bool closed,
                                     const std::vector<std::string>& yaku_ids, bool yakuman);

}  // namespace mjscore::tenhou
