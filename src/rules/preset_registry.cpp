// Preset loading (see preset_registry.hpp). Runs once at Engine creation; allocation is fine.
#include "rules/preset_registry.hpp"

#include <fstream>
#include <set>
#include <sstream>

#include "rules/embedded_presets.hpp"

namespace mjscore {

Result<std::unique_ptr<PresetRegistry>> PresetRegistry::from_sources(
    std::vector<PresetSource> sources, std::span<const PresetFamily> families) {
  auto registry = std::unique_ptr<PresetRegistry>(new PresetRegistry());
  registry->sources_ = std::move(sources);
  // Each family's table from its own files.
  for (const PresetFamily& family : families) {
    auto table = family.load(registry->sources_);
    if (!table) return tl::unexpected(std::move(table.error()));
    registry->families_.push_back(family.name);
    registry->tables_.push_back(std::move(*table));
  }
  return registry;
}

Result<std::unique_ptr<PresetRegistry>> PresetRegistry::load(
    const std::optional<std::filesystem::path>& rules_dir, std::span<const PresetFamily> families) {
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
  return from_sources(std::move(sources), families);
}

std::vector<std::string> PresetRegistry::names(std::string_view family) const {
  std::set<std::string> out;
  for (const auto& s : sources_)
    if (s.family == family) out.insert(s.name);
  return {out.begin(), out.end()};
}

const RulesTable* PresetRegistry::table(std::string_view family) const {
  for (std::size_t i = 0; i < families_.size(); ++i)
    if (families_[i] == family) return tables_[i].get();
  return nullptr;
}

const ResolvedPreset* PresetRegistry::resolved(std::string_view family,
                                               std::string_view name) const {
  const RulesTable* t = table(family);
  return t ? t->resolved(name) : nullptr;
}

}  // namespace mjscore
