// Preset loading (see preset_registry.hpp). Runs once at Engine creation; allocation is fine.
#include "rules/preset_registry.hpp"

#include <fstream>
#include <set>
#include <sstream>

#include "family/classical/classical_family.hpp"
#include "family/hk/hk_family.hpp"
#include "family/riichi/riichi_family.hpp"
#include "rules/embedded_presets.hpp"

namespace mjscore {

Result<std::unique_ptr<PresetRegistry>> PresetRegistry::from_sources(
    std::vector<PresetSource> sources) {
  auto registry = std::unique_ptr<PresetRegistry>(new PresetRegistry());
  registry->sources_ = std::move(sources);
  // Each family's table from its own files (a family without a descriptor is not loaded yet).
  auto riichi = PresetTable<riichi::Rules>::build(registry->sources_, riichi::kFamilyRules);
  if (!riichi) return tl::unexpected(riichi.error());
  registry->riichi_ = std::move(*riichi);
  registry->riichi_default_ = registry->riichi_.default_preset();
  auto hk = PresetTable<hk::Rules>::build(registry->sources_, hk::kFamilyRules);
  if (!hk) return tl::unexpected(hk.error());
  registry->hk_ = std::move(*hk);
  auto classical =
      PresetTable<classical::Rules>::build(registry->sources_, classical::kFamilyRules);
  if (!classical) return tl::unexpected(classical.error());
  registry->classical_ = std::move(*classical);
  return registry;
}

Result<std::unique_ptr<PresetRegistry>> PresetRegistry::load(
    const std::optional<std::filesystem::path>& rules_dir) {
  std::vector<PresetSource> sources;
  for (int i = 0; i < kEmbeddedPresetCount; ++i) {
    const auto& e = kEmbeddedPresets[i];
    sources.push_back(PresetSource{
        std::string(e.family), std::string(e.name), std::string(e.text),
        "embedded rules/" + std::string(e.family) + "/" + std::string(e.name) + ".toml"});
  }
  if (rules_dir) {
    std::error_code ec;
    if (!std::filesystem::is_directory(*rules_dir, ec))
      return fail(ErrorCode::unknown_preset, "rules directory not found: " + rules_dir->string());
    for (const auto& family_dir : std::filesystem::directory_iterator(*rules_dir, ec)) {
      if (!family_dir.is_directory()) continue;
      const std::string family = family_dir.path().filename().string();
      for (const auto& file : std::filesystem::directory_iterator(family_dir.path(), ec)) {
        if (file.path().extension() != ".toml") continue;
        std::ifstream in(file.path(), std::ios::binary);
        if (!in) return fail(ErrorCode::unknown_preset, "cannot read " + file.path().string());
        std::ostringstream text;
        text << in.rdbuf();
        PresetSource src{family, file.path().stem().string(), text.str(), file.path().string()};
        bool replaced = false;
        for (auto& existing : sources) {
          if (existing.family == src.family && existing.name == src.name) {
            existing = src;
            replaced = true;
          }
        }
        if (!replaced) sources.push_back(std::move(src));
      }
    }
  }
  return from_sources(std::move(sources));
}

std::vector<std::string> PresetRegistry::riichi_names() const { return names("riichi"); }

std::vector<std::string> PresetRegistry::names(std::string_view family) const {
  std::set<std::string> out;
  for (const auto& s : sources_)
    if (s.family == family) out.insert(s.name);
  return {out.begin(), out.end()};
}

const ResolvedPreset* PresetRegistry::resolved(std::string_view family,
                                               std::string_view name) const {
  if (family == family_name(Family::Riichi)) return riichi_.resolved(name);
  if (family == family_name(Family::HK)) return hk_.resolved(name);
  if (family == family_name(Family::Classical)) return classical_.resolved(name);
  return nullptr;
}

}  // namespace mjscore
