// The two Tenhou log formats, each read into a GameOut (docs/tenhou.md describes both).
#pragma once

#include <string_view>

#include "io/tenhou_record.hpp"
#include "mjscore/error.hpp"

namespace mjscore::tenhou {

Result<GameOut> read_mjlog(std::string_view xml);
Result<GameOut> read_tenhou6(std::string_view json);

}  // namespace mjscore::tenhou
