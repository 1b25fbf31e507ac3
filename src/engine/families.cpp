// The engine's table of family descriptors: one line per family, in Family order. A new family
// is its folder src/family/<f>/ with its family.cpp, its preset files and one line here (the
// checklist: src/family/descriptor.hpp).
#include "engine/families.hpp"

namespace mjscore {
namespace riichi {
extern const FamilyDescriptor kFamily;  // src/family/riichi/family.cpp
}
namespace hk {
extern const FamilyDescriptor kFamily;  // src/family/hk/family.cpp
}
namespace classical {
extern const FamilyDescriptor kFamily;  // src/family/classical/family.cpp
}

namespace engine {

// Indexed by Family: one descriptor per Family value.
const FamilyDescriptor* const kFamilyTable[kFamilyCount] = {
    &riichi::kFamily,
    &hk::kFamily,
    &classical::kFamily,
};

const FamilyRequest* request_of(std::size_t alternative) {
  for (const FamilyDescriptor* f : kFamilyTable)
    for (const FamilyRequest& r : f->requests)
      if (r.alternative == alternative) return &r;
  return nullptr;
}

const FamilyRequest* reader_of(RequestType type, std::optional<Family> family) {
  if (family)
    for (const FamilyRequest& r : engine::family(*family).requests)
      if (r.type == type) return &r;
  for (const FamilyDescriptor* f : kFamilyTable)
    for (const FamilyRequest& r : f->requests)
      if (r.type == type) return &r;
  return nullptr;
}

std::optional<Family> family_of_alternative(std::size_t alternative) {
  for (const FamilyDescriptor* f : kFamilyTable)
    for (const FamilyRequest& r : f->requests)
      if (r.alternative == alternative) return f->id;
  return std::nullopt;
}

std::vector<PresetFamily> preset_families() {
  std::vector<PresetFamily> out;
  for (const FamilyDescriptor* f : kFamilyTable) out.push_back({f->name(), f->load_presets});
  return out;
}

Result<std::unique_ptr<PresetRegistry>> load_presets(
    const std::optional<std::filesystem::path>& rules_dir) {
  return PresetRegistry::load(rules_dir, preset_families());
}

Result<std::unique_ptr<PresetRegistry>> presets_from_sources(std::vector<PresetSource> sources) {
  return PresetRegistry::from_sources(std::move(sources), preset_families());
}

}  // namespace engine

std::optional<Family> family_of(const Request& request) {
  if (const auto* score = std::get_if<ScoreRequest>(&request)) return score->family;
  return engine::family_of_alternative(request.index());
}

std::optional<GameState> game_state(const Request& request, const Answer& answer) {
  const FamilyRequest* own = engine::request_of(request.index());
  if (!own || !own->state) return std::nullopt;
  return own->state(answer);
}

std::optional<json::GameParts> json::game_parts(const Request& request,
                                                const mjscore::Answer& answer) {
  const FamilyRequest* own = engine::request_of(request.index());
  if (!own || !own->parts) return std::nullopt;
  return own->parts(request, answer);
}

std::string_view json::game_entries_key(Family family) {
  return engine::family(family).game_entries;
}

std::string_view ElementId::text() const { return engine::family(family()).element_ids[local()]; }

std::span<const ElementName> element_names(Family family) {
  const auto names = engine::family(family).element_names;
  return names ? names() : std::span<const ElementName>();
}

const ElementName* element_name(Family family, std::string_view id) {
  for (const ElementName& n : element_names(family))
    if (n.id == id) return &n;
  return nullptr;
}

}  // namespace mjscore
