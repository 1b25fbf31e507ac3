// The loaded rule presets: the files compiled into the library (rules/<family>/<name>.toml,
// embedded by cmake/EmbedPresets.cmake) plus those of an optional rules directory, with their
// `extends` chains resolved and every key checked by the family's option function.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore {

// One preset file before it is resolved.
struct PresetSource {
  std::string family;  // "riichi", "hk", "classical"
  std::string name;    // file name without .toml
  std::string text;    // TOML
  std::string origin;  // for messages: "embedded rules/riichi/tenhou.toml" or the file path
};

class PresetRegistry {
 public:
  // Embedded presets plus <rules_dir>/<family>/<name>.toml (a file there replaces an embedded
  // preset of the same family and name). Errors: parse_error (TOML), unknown_option,
  // invalid_option (also an `extends` cycle), unknown_preset (an `extends` naming no preset).
  static Result<std::unique_ptr<PresetRegistry>> load(
      const std::optional<std::filesystem::path>& rules_dir);
  // Builds a registry from explicit sources (tests, tools).
  static Result<std::unique_ptr<PresetRegistry>> from_sources(std::vector<PresetSource> sources);

  // The resolved riichi preset, or nullptr.
  const riichi::Rules* riichi(std::string_view name) const;
  // The default riichi preset (contract: "tenhou"), or nullptr when it is missing.
  const riichi::Rules* riichi_default() const { return riichi_default_; }
  std::vector<std::string> riichi_names() const;
  // Every preset name of a family (riichi, hk, classical), sorted.
  std::vector<std::string> names(std::string_view family) const;

 private:
  std::map<std::string, riichi::Rules, std::less<>> riichi_;
  // The same presets as a flat list for the per-request lookup (a handful of names).
  std::vector<std::pair<std::string_view, const riichi::Rules*>> riichi_index_;
  const riichi::Rules* riichi_default_ = nullptr;
  std::vector<PresetSource> sources_;
};

// Reads one TOML preset text into option overrides, in file order; `extends` is returned
// separately; `source` and the [meta] table are skipped. Errors: parse_error, invalid_option
// (a value that is no option value: a table, a mixed list).
struct ParsedPreset {
  std::optional<std::string> extends;
  OptionOverrides options;
  std::vector<std::string> unconvertible;  // keys whose value is no option value
};
Result<ParsedPreset> parse_preset_text(std::string_view text, std::string_view origin);

}  // namespace mjscore
