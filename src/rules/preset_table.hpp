// Preset files of one family resolved into values of its rules type. The text handling
// (TOML, dotted keys, `extends`, cycles, unknown keys, a root preset's completeness) is shared
// by every family (preset_resolve.cpp); PresetTable<Rules> applies the resolved keys with the
// family's FamilyRules::apply. The registry and the engine hold a family's table as a
// RulesTable, which does not name the rules type: the family's scorer takes the rules it finds.
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/options.hpp"
#include "rules/family_rules.hpp"

namespace mjscore {

// One preset file before it is resolved.
struct PresetSource {
  std::string family;  // "riichi", "hk", "classical"
  std::string name;    // file name without .toml
  std::string text;    // TOML
  std::string origin;  // for messages: "embedded rules/riichi/tenhou.toml" or the file path
};

// Reads one TOML preset text into option overrides, in key order (TOML tables are unordered);
// `extends` is returned separately; `source` and the [meta] table are skipped. A sub-table's
// keys read as dotted keys (`[faan]` then `common_hand = 1` is the key "faan.common_hand").
// Errors: parse_error, invalid_option (`extends` not a string).
struct ParsedPreset {
  std::optional<std::string> extends;
  OptionOverrides options;
  std::vector<std::string> unconvertible;  // keys whose value is no option value
};
Result<ParsedPreset> parse_preset_text(std::string_view text, std::string_view origin);

// A preset with its `extends` chain resolved: every key it has, each with the file that set it.
struct ResolvedPreset {
  std::string name;
  std::string origin;
  std::optional<std::string> extends;
  struct Value {
    OptionValue value;
    std::string set_by;  // the origin of the file that set it (this one or an ancestor)
  };
  std::map<std::string, Value, std::less<>> values;
};

// Every preset of `family` in `sources`, resolved: `extends` names a preset of the same family;
// errors: unknown_preset (extends), invalid_option (a cycle, a value of the wrong shape, a root
// preset, one without `extends`, leaving one of `keys` unset), unknown_option (a key not in
// `keys`), parse_error. Messages start with the file's origin.
Result<std::vector<ResolvedPreset>> resolve_presets(const std::vector<PresetSource>& sources,
                                                    std::string_view family,
                                                    const std::vector<std::string_view>& keys);

// A preset found in a table: the family's rules (its Rules type, for the family's own code)
// and the preset's name; both live as long as the table.
struct PresetRef {
  const void* rules = nullptr;
  std::string_view name;
  explicit operator bool() const { return rules != nullptr; }
};

// One family's presets without their rules type (PresetTable<Rules> below).
class RulesTable {
 public:
  virtual ~RulesTable() = default;
  // The preset, or none.
  virtual PresetRef find(std::string_view name) const = 0;
  // The preset as a rule set that does not own its rules (they live in the table).
  virtual RuleSet view(std::string_view name) const = 0;
  // A copy of preset `base` (found here) with request overrides applied (the family's errors).
  virtual Result<RuleSet> with_overrides(PresetRef base,
                                         const OptionOverrides& overrides) const = 0;
  // The preset's keys as resolved along its `extends` chain, or nullptr.
  virtual const ResolvedPreset* resolved(std::string_view name) const = 0;
};

// The presets of one family as values of its rules type (Rules has a `name` member).
template <class Rules>
class PresetTable final : public RulesTable {
 public:
  // Each preset built from its keys alone: a root preset sets every key, so no member keeps a
  // value the rules type itself would give.
  static Result<PresetTable> build(const std::vector<PresetSource>& sources,
                                   const FamilyRules<Rules>& family) {
    auto resolved = resolve_presets(sources, family.name(), family.keys());
    if (!resolved) return tl::unexpected(resolved.error());
    PresetTable table;
    table.family_ = &family;
    for (auto& preset : *resolved) {
      Rules rules{};
      rules.name = preset.name;
      for (const auto& [key, v] : preset.values) {
        if (auto applied = family.apply(rules, key, v.value); !applied)
          return fail(applied.error().code, v.set_by + ": " + applied.error().message);
      }
      const std::string name = preset.name;
      table.resolved_.emplace(name, std::move(preset));
      table.rules_.emplace(name, std::move(rules));
    }
    // The default preset first: most requests name none.
    for (const auto& [name, rules] : table.rules_) table.index_.emplace_back(name, &rules);
    std::stable_partition(table.index_.begin(), table.index_.end(),
                          [&](const auto& e) { return e.first == family.default_preset(); });
    return table;
  }

  // The preset, or nullptr (a handful of names: a flat scan).
  const Rules* find_rules(std::string_view name) const {
    for (const auto& [n, rules] : index_)
      if (n == name) return rules;
    return nullptr;
  }
  const Rules* default_preset() const {
    return family_ ? find_rules(family_->default_preset()) : nullptr;
  }
  const ResolvedPreset* resolved(std::string_view name) const override {
    auto it = resolved_.find(name);
    return it == resolved_.end() ? nullptr : &it->second;
  }

  // A copy of `base` with request overrides applied (the family's errors).
  Result<Rules> with_overrides(const Rules& base, const OptionOverrides& overrides) const {
    Rules rules = base;
    for (const auto& o : overrides)
      if (auto applied = family_->apply(rules, o.key, o.value); !applied)
        return tl::unexpected(applied.error());
    return rules;
  }

  // RulesTable
  PresetRef find(std::string_view name) const override {
    const Rules* rules = find_rules(name);
    return rules ? PresetRef{rules, rules->name} : PresetRef{};
  }
  RuleSet view(std::string_view name) const override {
    const Rules* rules = find_rules(name);
    return rules ? RuleSet::view(family_->family, *rules) : RuleSet();
  }
  Result<RuleSet> with_overrides(PresetRef base, const OptionOverrides& overrides) const override {
    auto rules = with_overrides(*static_cast<const Rules*>(base.rules), overrides);
    if (!rules) return tl::unexpected(std::move(rules.error()));
    return RuleSet::hold(family_->family, std::move(*rules));
  }

 private:
  const FamilyRules<Rules>* family_ = nullptr;
  std::map<std::string, Rules, std::less<>> rules_;  // nodes stay put: index_ points into them
  std::map<std::string, ResolvedPreset, std::less<>> resolved_;
  std::vector<std::pair<std::string_view, const Rules*>> index_;  // the default first
};

// A family's presets as the registry holds them (a family descriptor's load_presets).
template <class Rules>
Result<std::unique_ptr<RulesTable>> load_table(const std::vector<PresetSource>& sources,
                                               const FamilyRules<Rules>& family) {
  auto table = PresetTable<Rules>::build(sources, family);
  if (!table) return tl::unexpected(std::move(table.error()));
  return std::unique_ptr<RulesTable>(std::make_unique<PresetTable<Rules>>(std::move(*table)));
}

}  // namespace mjscore
