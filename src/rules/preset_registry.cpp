// Preset loading (see preset_registry.hpp). Runs once at Engine creation; allocation is fine.
#include "rules/preset_registry.hpp"

#include <toml++/toml.h>
#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "mjscore/request.hpp"
#include "rules/embedded_presets.hpp"

namespace mjscore {
namespace {

// A TOML value as an option value; nullopt for tables, mixed lists, dates.
std::optional<OptionValue> to_option_value(const toml::node& node) {
  if (auto b = node.value_exact<bool>()) return OptionValue{*b};
  if (auto i = node.value_exact<int64_t>()) return OptionValue{static_cast<long long>(*i)};
  if (auto d = node.value_exact<double>()) return OptionValue{*d};
  if (auto s = node.value_exact<std::string>()) return OptionValue{*s};
  if (const auto* arr = node.as_array()) {
    std::vector<double> numbers;
    std::vector<std::string> strings;
    for (const auto& item : *arr) {
      if (auto i = item.value_exact<int64_t>()) {
        numbers.push_back(static_cast<double>(*i));
      } else if (auto d = item.value_exact<double>()) {
        numbers.push_back(*d);
      } else if (auto s = item.value_exact<std::string>()) {
        strings.push_back(*s);
      } else {
        return std::nullopt;
      }
    }
    if (!numbers.empty() && !strings.empty()) return std::nullopt;
    if (!numbers.empty()) return OptionValue{std::move(numbers)};
    return OptionValue{std::move(strings)};  // an empty list reads as an empty string list
  }
  return std::nullopt;
}

}  // namespace

Result<ParsedPreset> parse_preset_text(std::string_view text, std::string_view origin) {
  toml::table table;
  try {
    table = toml::parse(text, origin);
  } catch (const toml::parse_error& e) {
    const auto& where = e.source().begin;
    return fail(ErrorCode::parse_error, std::string(origin) + ":" + std::to_string(where.line) +
                                            ":" + std::to_string(where.column) + ": " +
                                            std::string(e.description()));
  }
  ParsedPreset parsed;
  for (const auto& [key_node, value] : table) {
    const std::string key(key_node.str());
    if (key == "meta" && value.is_table()) continue;
    if (key == "source" && value.is_string()) continue;
    if (key == "extends") {
      auto base = value.value_exact<std::string>();
      if (!base)
        return fail(ErrorCode::invalid_option,
                    std::string(origin) + ": `extends` must be a preset name (a string)");
      parsed.extends = *base;
      continue;
    }
    auto converted = to_option_value(value);
    if (!converted) {
      parsed.unconvertible.push_back(key);
      continue;
    }
    parsed.options.push_back(OptionOverride{key, std::move(*converted)});
  }
  return parsed;
}

namespace {

struct RiichiResolver {
  const std::vector<PresetSource>& sources;
  std::map<std::string, riichi::Rules, std::less<>>& done;
  std::set<std::string> in_progress;

  const PresetSource* find(std::string_view name) const {
    for (const auto& s : sources)
      if (s.family == "riichi" && s.name == name) return &s;
    return nullptr;
  }

  Result<void> resolve(const std::string& name, const std::string& wanted_by) {
    if (done.count(name)) return {};
    const PresetSource* src = find(name);
    if (!src)
      return fail(ErrorCode::unknown_preset,
                  wanted_by + ": extends unknown riichi preset \"" + name + "\"");
    if (in_progress.count(name))
      return fail(ErrorCode::invalid_option,
                  src->origin + ": `extends` cycle through preset \"" + name + "\"");
    in_progress.insert(name);
    auto parsed = parse_preset_text(src->text, src->origin);
    if (!parsed) return tl::unexpected(parsed.error());

    riichi::Rules rules;
    if (parsed->extends) {
      if (auto r = resolve(*parsed->extends, src->origin); !r) return r;
      rules = done.find(*parsed->extends)->second;
    }
    rules.name = name;
    for (const auto& key : parsed->unconvertible) {
      // Tell an unknown key from a known key with a value of the wrong shape.
      riichi::Rules scratch;
      auto probe = riichi::apply_option(scratch, key, OptionValue{false});
      if (!probe && probe.error().code == ErrorCode::unknown_option)
        return fail(ErrorCode::unknown_option, src->origin + ": unknown option \"" + key + "\"");
      return fail(ErrorCode::invalid_option,
                  src->origin + ": option \"" + key + "\" has a value of the wrong type");
    }
    for (const auto& opt : parsed->options) {
      auto applied = riichi::apply_option(rules, opt.key, opt.value);
      if (!applied) return fail(applied.error().code, src->origin + ": " + applied.error().message);
    }
    in_progress.erase(name);
    done.emplace(name, std::move(rules));
    return {};
  }
};

}  // namespace

Result<std::unique_ptr<PresetRegistry>> PresetRegistry::from_sources(
    std::vector<PresetSource> sources) {
  auto registry = std::unique_ptr<PresetRegistry>(new PresetRegistry());
  registry->sources_ = std::move(sources);
  RiichiResolver resolver{registry->sources_, registry->riichi_, {}};
  for (const auto& s : registry->sources_) {
    if (s.family != "riichi") continue;  // other families are loaded by their own code
    if (auto r = resolver.resolve(s.name, s.origin); !r) return tl::unexpected(r.error());
  }
  // The default preset first: most requests name none.
  for (const auto& [name, rules] : registry->riichi_)
    registry->riichi_index_.emplace_back(name, &rules);
  std::stable_partition(registry->riichi_index_.begin(), registry->riichi_index_.end(),
                        [](const auto& e) { return e.first == default_preset(Family::Riichi); });
  registry->riichi_default_ = registry->riichi(default_preset(Family::Riichi));
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

const riichi::Rules* PresetRegistry::riichi(std::string_view name) const {
  for (const auto& [n, rules] : riichi_index_)
    if (n == name) return rules;
  return nullptr;
}

std::vector<std::string> PresetRegistry::riichi_names() const { return names("riichi"); }

std::vector<std::string> PresetRegistry::names(std::string_view family) const {
  std::set<std::string> out;
  for (const auto& s : sources_)
    if (s.family == family) out.insert(s.name);
  return {out.begin(), out.end()};
}

}  // namespace mjscore
