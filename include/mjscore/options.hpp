// Option values shared by preset files (TOML) and request overrides (JSON `options`).
// Every rule family applies them through one function that rejects unknown keys. A key is flat
// ("aka_dora") or dotted ("faan.common_hand": a preset file's `[faan]` sub-table reads so), which
// makes per-pattern values plain preset keys.
#pragma once

#include <string>
#include <variant>
#include <vector>

namespace mjscore {

struct OptionValue {
  // bool, integer, number, string, or a list of numbers or strings.
  std::variant<bool, long long, double, std::string, std::vector<double>, std::vector<std::string>>
      value;
};

struct OptionOverride {
  std::string key;
  OptionValue value;
};

using OptionOverrides = std::vector<OptionOverride>;

}  // namespace mjscore
