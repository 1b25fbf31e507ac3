// The loaded rule presets: the files compiled into the library (rules/<family>/<name>.toml,
// embedded by cmake/EmbedPresets.cmake) plus those of an optional rules directory, with their
// `extends` chains resolved and every key checked by the family's key table. Family-neutral:
// each family's table is built by the loader its descriptor gives (PresetFamily), and held as
// a RulesTable (preset_table.hpp).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "rules/preset_table.hpp"

namespace mjscore {

// What the registry needs of a family: its name (the folder under rules/) and the function
// that resolves its presets of the sources into its table (load_table with its FamilyRules).
struct PresetFamily {
  std::string_view name;
  Result<std::unique_ptr<RulesTable>> (*load)(const std::vector<PresetSource>& sources);
};

class PresetRegistry {
 public:
  // Embedded presets plus <rules_dir>/<family>/<name>.toml (a file there replaces an embedded
  // preset of the same family and name), for `families`. Errors: parse_error (TOML),
  // unknown_option, invalid_option (also an `extends` cycle, a root preset leaving a key
  // unset), unknown_preset (an `extends` naming no preset).
  static Result<std::unique_ptr<PresetRegistry>> load(
      const std::optional<std::filesystem::path>& rules_dir,
      std::span<const PresetFamily> families);
  // Builds a registry from explicit sources (tests, tools).
  static Result<std::unique_ptr<PresetRegistry>> from_sources(
      std::vector<PresetSource> sources, std::span<const PresetFamily> families);

  // The presets of the family at `index` of `families`.
  const RulesTable& table(std::size_t index) const { return *tables_[index]; }
  // The presets of a family by name, or nullptr.
  const RulesTable* table(std::string_view family) const;
  // A family's table as its rules type (tests, the family's own code), or nullptr.
  template <class Rules>
  const PresetTable<Rules>* table_of(std::string_view family) const {
    return dynamic_cast<const PresetTable<Rules>*>(table(family));
  }

  // Every preset name of a family, sorted.
  std::vector<std::string> names(std::string_view family) const;
  // A preset's keys as resolved along its `extends` chain (docs, tests), or nullptr.
  const ResolvedPreset* resolved(std::string_view family, std::string_view name) const;

 private:
  std::vector<std::string_view> families_;  // the names, in the order of tables_
  std::vector<std::unique_ptr<RulesTable>> tables_;
  std::vector<PresetSource> sources_;
};

}  // namespace mjscore
