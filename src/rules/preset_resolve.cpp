// Preset text handling shared by every family (preset_table.hpp). Runs once at Engine creation;
// allocation is fine.
#include <toml++/toml.h>
#include <algorithm>
#include <set>

#include "rules/preset_table.hpp"

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

// The keys of a (sub-)table, a sub-table's as `prefix.key`, in file order.
void flatten(const toml::table& table, const std::string& prefix, ParsedPreset& parsed) {
  for (const auto& [key_node, value] : table) {
    const std::string key = prefix + std::string(key_node.str());
    if (const auto* sub = value.as_table()) {
      flatten(*sub, key + ".", parsed);
    } else if (auto converted = to_option_value(value)) {
      parsed.options.push_back(OptionOverride{key, std::move(*converted)});
    } else {
      parsed.unconvertible.push_back(key);
    }
  }
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
  if (const auto* base = table.get("extends")) {
    auto name = base->value_exact<std::string>();
    if (!name)
      return fail(ErrorCode::invalid_option,
                  std::string(origin) + ": `extends` must be a preset name (a string)");
    parsed.extends = *name;
    table.erase("extends");
  }
  if (const auto* meta = table.get("meta"); meta && meta->is_table()) table.erase("meta");
  if (const auto* source = table.get("source"); source && source->is_string())
    table.erase("source");
  flatten(table, "", parsed);
  return parsed;
}

namespace {

struct Resolver {
  const std::vector<PresetSource>& sources;
  std::string_view family;
  const std::vector<std::string_view>& keys;
  std::map<std::string, ResolvedPreset, std::less<>> done;
  std::set<std::string, std::less<>> in_progress;

  const PresetSource* find(std::string_view name) const {
    for (const auto& s : sources)
      if (s.family == family && s.name == name) return &s;
    return nullptr;
  }

  bool known(std::string_view key) const {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
  }

  Result<void> check_keys(const ParsedPreset& parsed, const std::string& origin) const {
    for (const auto& key : parsed.unconvertible) {
      if (!known(key))
        return fail(ErrorCode::unknown_option, origin + ": unknown option \"" + key + "\"");
      return fail(ErrorCode::invalid_option,
                  origin + ": option \"" + key + "\" has a value of the wrong type");
    }
    for (const auto& o : parsed.options) {
      if (known(o.key)) continue;
      // A table under a key that takes a plain value (`[open_tanyao]`).
      if (const auto dot = o.key.find('.'); dot != std::string::npos && known(o.key.substr(0, dot)))
        return fail(ErrorCode::invalid_option, origin + ": option \"" + o.key.substr(0, dot) +
                                                   "\" takes a value, not a table");
      return fail(ErrorCode::unknown_option,
                  origin + ": unknown " + std::string(family) + " option \"" + o.key + "\"");
    }
    return {};
  }

  // A root preset is the one source of every value below it: it sets each key.
  Result<void> check_complete(const ResolvedPreset& preset) const {
    std::string missing;
    for (auto key : keys)
      if (!preset.values.count(key)) missing += (missing.empty() ? "" : ", ") + std::string(key);
    if (missing.empty()) return {};
    return fail(
        ErrorCode::invalid_option,
        preset.origin + ": a root preset (no `extends`) must set every key; unset: " + missing);
  }

  Result<void> resolve(const std::string& name, const std::string& wanted_by) {
    if (done.count(name)) return {};
    const PresetSource* src = find(name);
    if (!src)
      return fail(ErrorCode::unknown_preset, wanted_by + ": extends unknown " +
                                                 std::string(family) + " preset \"" + name + "\"");
    if (in_progress.count(name))
      return fail(ErrorCode::invalid_option,
                  src->origin + ": `extends` cycle through preset \"" + name + "\"");
    in_progress.insert(name);
    auto parsed = parse_preset_text(src->text, src->origin);
    if (!parsed) return tl::unexpected(parsed.error());
    if (auto checked = check_keys(*parsed, src->origin); !checked) return checked;

    ResolvedPreset preset{name, src->origin, parsed->extends, {}};
    if (parsed->extends) {
      if (auto r = resolve(*parsed->extends, src->origin); !r) return r;
      preset.values = done.find(*parsed->extends)->second.values;
    }
    for (auto& o : parsed->options)
      preset.values[o.key] = ResolvedPreset::Value{std::move(o.value), src->origin};
    if (!parsed->extends)
      if (auto complete = check_complete(preset); !complete) return complete;
    in_progress.erase(name);
    done.emplace(name, std::move(preset));
    return {};
  }
};

}  // namespace

Result<std::vector<ResolvedPreset>> resolve_presets(const std::vector<PresetSource>& sources,
                                                    std::string_view family,
                                                    const std::vector<std::string_view>& keys) {
  Resolver resolver{sources, family, keys, {}, {}};
  for (const auto& s : sources) {
    if (s.family != family) continue;
    if (auto r = resolver.resolve(s.name, s.origin); !r) return tl::unexpected(r.error());
  }
  std::vector<ResolvedPreset> out;
  for (auto& [name, preset] : resolver.done) out.push_back(std::move(preset));
  return out;
}

}  // namespace mjscore
