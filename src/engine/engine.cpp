// The Engine: loaded presets and request dispatch (engine.hpp).
#include "mjscore/engine.hpp"

#include "engine/element_ids.hpp"
#include "riichi/score.hpp"
#include "rules/preset_registry.hpp"

namespace mjscore {

// Every family's element ids (ElementId); constexpr: built at compile time.
constexpr std::array<std::string_view, kMaxElementIds> kElementIds = make_element_ids();

Engine::Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;
Engine::~Engine() = default;

Result<Engine> Engine::create(const EngineConfig& config) {
  auto registry = PresetRegistry::load(config.rules_dir);
  if (!registry) return tl::unexpected(registry.error());
  Engine engine;
  engine.presets_ = std::move(*registry);
  return engine;
}

Result<const riichi::Rules*> Engine::riichi_preset(std::string_view preset) const {
  const riichi::Rules* rules = presets_->riichi(preset);
  if (!rules)
    return fail(ErrorCode::unknown_preset, "unknown riichi preset \"" + std::string(preset) + "\"");
  return rules;
}

Result<riichi::Rules> Engine::riichi_rules(std::string_view preset,
                                           const OptionOverrides& overrides) const {
  auto base = riichi_preset(preset);
  if (!base) return tl::unexpected(base.error());
  riichi::Rules rules = **base;
  for (const auto& o : overrides) {
    auto applied = riichi::apply_option(rules, o.key, o.value);
    if (!applied) return tl::unexpected(applied.error());
  }
  return rules;
}

Result<RuleSet> Engine::resolve(Family family, std::string_view preset,
                                const OptionOverrides& overrides) const {
  if (family != Family::Riichi)
    return fail(ErrorCode::unsupported,
                "rule family not implemented yet: " + std::string(family_name(family)));
  auto rules = riichi_rules(preset.empty() ? default_preset(family) : preset, overrides);
  if (!rules) return tl::unexpected(rules.error());
  return RuleSet{family, std::move(*rules)};
}

Result<void> Engine::score(const ScoreRequest& request, const RuleSet& rules,
                           ScoreResult& out) const {
  const auto* riichi = std::get_if<riichi::Rules>(&rules.rules);
  if (!riichi || rules.family != Family::Riichi || request.family != Family::Riichi)
    return fail(ErrorCode::unsupported, "the request's family differs from the rule set's");
  out.family = Family::Riichi;
  out.preset = riichi->name;  // lives in `rules`
  return riichi::score_hand(request, *riichi, out);
}

Result<ScoreResult> Engine::score(const ScoreRequest& request) const {
  // One result object, returned on every path (named return value: no 2 KB copy).
  Result<ScoreResult> out{tl::in_place};
  if (auto scored = score(request, *out); !scored) out = tl::unexpected(std::move(scored.error()));
  return out;
}

namespace {

// The error paths of Engine::score, out of line: building their messages in the hot function
// cost it a large frame on every call.
[[gnu::cold, gnu::noinline]] Result<void> unsupported_family(const ScoreRequest& request) {
  return fail(ErrorCode::unsupported,
              "rule family not implemented yet: " + std::string(family_name(request.family)));
}

[[gnu::cold, gnu::noinline]] Result<void> unknown_riichi_preset(const ScoreRequest& request) {
  return fail(ErrorCode::unknown_preset,
              "unknown riichi preset \"" + std::string(request.preset_name()) + "\"");
}

// Options build a rule set of their own (allocates).
[[gnu::noinline]] Result<void> score_with_options(const Engine& engine, const ScoreRequest& request,
                                                  ScoreResult& out) {
  auto rules = engine.riichi_rules(request.preset_name(), request.options);
  if (!rules) return tl::unexpected(rules.error());
  return riichi::score_hand(request, *rules, out);
}

// Engine::score for any request: the family checked, the preset looked up, the options applied.
[[gnu::noinline]] Result<void> score_any(const Engine& engine, const PresetRegistry& presets,
                                         const ScoreRequest& request, ScoreResult& out) {
  if (request.family != Family::Riichi) return unsupported_family(request);
  const riichi::Rules* preset =
      request.preset.empty() ? presets.riichi_default() : presets.riichi(request.preset);
  if (!preset) return unknown_riichi_preset(request);
  out.family = Family::Riichi;
  out.preset = preset->name;  // lives in the registry
  if (request.options.empty()) return riichi::score_hand(request, *preset, out);  // no allocation
  return score_with_options(engine, request, out);
}

}  // namespace

Result<void> Engine::score(const ScoreRequest& request, ScoreResult& out) const {
  // The usual request first, three tests and no allocation: riichi, the default preset, no
  // options. score_any's checks and error paths inline took registers that were saved and
  // restored on every request (6 instructions a request).
  if (request.family == Family::Riichi && request.preset.empty() && request.options.empty()) {
    if (const riichi::Rules* preset = presets_->riichi_default()) {
      out.family = Family::Riichi;
      out.preset = preset->name;  // lives in the registry
      return riichi::score_hand(request, *preset, out);
    }
  }
  return score_any(*this, *presets_, request, out);
}

}  // namespace mjscore
