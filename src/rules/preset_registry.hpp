// The loaded rule presets: the files compiled into the library (rules/<family>/<name>.toml,
// embedded by cmake/EmbedPresets.cmake) plus those of an optional rules directory, with their
// `extends` chains resolved and every key checked by the family's key table. Generic over a
// family's rules type: a family plugs in with a FamilyRules descriptor (family_rules.hpp)
// and a PresetTable of its rules type here.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/classical_rules.hpp"
#include "mjscore/error.hpp"
#include "mjscore/hk_rules.hpp"
#include "mjscore/riichi_rules.hpp"
#include "rules/preset_table.hpp"

namespace mjscore {

class PresetRegistry {
 public:
  // Embedded presets plus <rules_dir>/<family>/<name>.toml (a file there replaces an embedded
  // preset of the same family and name). Errors: parse_error (TOML), unknown_option,
  // invalid_option (also an `extends` cycle, a root preset leaving a key unset), unknown_preset
  // (an `extends` naming no preset).
  static Result<std::unique_ptr<PresetRegistry>> load(
      const std::optional<std::filesystem::path>& rules_dir);
  // Builds a registry from explicit sources (tests, tools).
  static Result<std::unique_ptr<PresetRegistry>> from_sources(std::vector<PresetSource> sources);

  // The presets of a family's rules type.
  const PresetTable<riichi::Rules>& riichi_table() const { return riichi_; }
  const PresetTable<hk::Rules>& hk_table() const { return hk_; }
  const PresetTable<classical::Rules>& classical_table() const { return classical_; }

  // The resolved riichi preset, or nullptr.
  const riichi::Rules* riichi(std::string_view name) const { return riichi_.find(name); }
  // The default riichi preset (contract: "tenhou"), or nullptr when it is missing.
  const riichi::Rules* riichi_default() const { return riichi_default_; }
  std::vector<std::string> riichi_names() const;
  // Every preset name of a family (riichi, hk, classical), sorted.
  std::vector<std::string> names(std::string_view family) const;
  // A preset's keys as resolved along its `extends` chain (docs, tests), or nullptr.
  const ResolvedPreset* resolved(std::string_view family, std::string_view name) const;

 private:
  PresetTable<riichi::Rules> riichi_;
  PresetTable<hk::Rules> hk_;
  PresetTable<classical::Rules> classical_;
  const riichi::Rules* riichi_default_ = nullptr;  // the usual request's, without a lookup
  std::vector<PresetSource> sources_;
};

}  // namespace mjscore
