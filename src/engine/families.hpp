// The engine's table of family descriptors (families.cpp) and the look-ups the engine and the
// contract layer make in it. Nothing outside src/engine/ and src/contract/ needs it.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "family/descriptor.hpp"
#include "rules/preset_registry.hpp"

namespace mjscore::engine {

// Every family's descriptor, indexed by Family (families.cpp).
extern const FamilyDescriptor* const kFamilyTable[kFamilyCount];
inline std::span<const FamilyDescriptor* const> families() { return kFamilyTable; }
// Inline: the score path looks its family up on every request.
inline const FamilyDescriptor& family(Family f) { return *kFamilyTable[static_cast<int>(f)]; }

// The family request of Request alternative `alternative`, or nullptr (score, waits, none).
const FamilyRequest* request_of(std::size_t alternative);
// The family whose request alternative `alternative` is, or nullopt.
std::optional<Family> family_of_alternative(std::size_t alternative);
// The family request that reads `type` for `family`: the family's own when it has one, else the
// one family that reads it (final is riichi's, settle and round classical's, whatever the
// request's "rules" say); nullptr when no family reads it.
const FamilyRequest* reader_of(RequestType type, std::optional<Family> family);

// What the preset registry loads: every family of the table, in its order.
std::vector<PresetFamily> preset_families();
// The registry of the embedded presets plus `rules_dir`'s, for every family (tests, tools).
Result<std::unique_ptr<PresetRegistry>> load_presets(
    const std::optional<std::filesystem::path>& rules_dir);
Result<std::unique_ptr<PresetRegistry>> presets_from_sources(std::vector<PresetSource> sources);

}  // namespace mjscore::engine
