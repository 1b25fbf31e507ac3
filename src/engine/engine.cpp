// The Engine: loaded presets and request dispatch by family (engine.hpp).
#include "mjscore/engine.hpp"

#include "engine/element_ids.hpp"
#include "family/classical/score.hpp"
#include "family/hk/score.hpp"
#include "family/riichi/score.hpp"
#include "rules/preset_registry.hpp"

namespace mjscore {

// Every family's element ids (ElementId), built at compile time from the families' tables.
namespace {
constexpr std::array<std::string_view, kMaxElementIds> kElementIdTable = make_element_ids();
}  // namespace
const std::string_view* const kElementIds = kElementIdTable.data();
const int kElementIdCount = kMaxElementIds;

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

namespace {

// The error paths, out of line: building their messages in the hot function cost it a large
// frame on every call.
[[gnu::cold, gnu::noinline]] tl::unexpected<Error> unsupported_family(Family family) {
  return fail(ErrorCode::unsupported,
              "rule family not implemented yet: " + std::string(family_name(family)));
}

[[gnu::cold, gnu::noinline]] tl::unexpected<Error> unknown_preset(Family family,
                                                                  std::string_view preset) {
  return fail(ErrorCode::unknown_preset, "unknown " + std::string(family_name(family)) +
                                             " preset \"" + std::string(preset) + "\"");
}

// What the engine does per family: find its presets, score under them. A family not built yet
// answers `unsupported` through the same entries.
struct FamilyEntry {
  // The rules of `preset` ("" = the family's default) with `overrides` applied.
  Result<RuleSet> (*resolve)(const PresetRegistry&, std::string_view preset,
                             const OptionOverrides& overrides);
  // Scores under rules resolved before (their family checked by the caller).
  Result<void> (*score)(const ScoreRequest&, const RuleSet&, ScoreResult&);
  // Scores under the request's own preset and options.
  Result<void> (*score_request)(const PresetRegistry&, const ScoreRequest&, ScoreResult&);
};

// A family with presets: its table in the registry and its scorer.
template <class Rules, const PresetTable<Rules>& (PresetRegistry::*Table)() const,
          Result<void> (*Score)(const ScoreRequest&, const Rules&, ScoreResult&)>
struct FamilyScorer {
  static Result<Rules> rules(const PresetRegistry& presets, Family family, std::string_view preset,
                             const OptionOverrides& overrides) {
    const auto& table = (presets.*Table)();
    const Rules* base = table.find(preset.empty() ? default_preset(family) : preset);
    if (!base) return unknown_preset(family, preset.empty() ? default_preset(family) : preset);
    return table.with_overrides(*base, overrides);
  }

  static Result<RuleSet> resolve(const PresetRegistry& presets, Family family,
                                 std::string_view preset, const OptionOverrides& overrides) {
    auto r = rules(presets, family, preset, overrides);
    if (!r) return tl::unexpected(r.error());
    return RuleSet{family, std::move(*r)};
  }

  static Result<void> score(const ScoreRequest& request, const RuleSet& rules, ScoreResult& out) {
    const Rules& r = std::get<Rules>(rules.rules);
    out.family = rules.family;
    out.preset = r.name;  // lives in `rules`
    return Score(request, r, out);
  }

  // Options build a rule set of their own (allocates).
  [[gnu::noinline]] static Result<void> score_with_options(const PresetRegistry& presets,
                                                           const ScoreRequest& request,
                                                           ScoreResult& out) {
    auto r = rules(presets, request.family, request.preset, request.options);
    if (!r) return tl::unexpected(r.error());
    return Score(request, *r, out);
  }

  static Result<void> score_request(const PresetRegistry& presets, const ScoreRequest& request,
                                    ScoreResult& out) {
    const Rules* preset = (presets.*Table)().find(request.preset_name());
    if (!preset) return unknown_preset(request.family, request.preset_name());
    out.family = request.family;
    out.preset = preset->name;                                         // lives in the registry
    if (request.options.empty()) return Score(request, *preset, out);  // no allocation
    return score_with_options(presets, request, out);
  }
};

template <Family F>
struct Unsupported {
  static Result<RuleSet> resolve(const PresetRegistry&, std::string_view, const OptionOverrides&) {
    return unsupported_family(F);
  }
  static Result<void> score(const ScoreRequest&, const RuleSet&, ScoreResult&) {
    return unsupported_family(F);
  }
  static Result<void> score_request(const PresetRegistry&, const ScoreRequest&, ScoreResult&) {
    return unsupported_family(F);
  }
};

using RiichiScorer = FamilyScorer<riichi::Rules, &PresetRegistry::riichi_table, riichi::score_hand>;
using HKScorer = FamilyScorer<hk::Rules, &PresetRegistry::hk_table, hk::score_hand>;
using ClassicalScorer =
    FamilyScorer<classical::Rules, &PresetRegistry::classical_table, classical::score_hand>;

template <class F, Family Fam>
constexpr FamilyEntry entry() {
  return {[](const PresetRegistry& p, std::string_view preset, const OptionOverrides& o) {
            return F::resolve(p, Fam, preset, o);
          },
          F::score, F::score_request};
}
template <Family Fam>
constexpr FamilyEntry unsupported() {
  return {Unsupported<Fam>::resolve, Unsupported<Fam>::score, Unsupported<Fam>::score_request};
}

// Indexed by Family.
constexpr FamilyEntry kFamilies[] = {
    entry<RiichiScorer, Family::Riichi>(),
    entry<HKScorer, Family::HK>(),
    entry<ClassicalScorer, Family::Classical>(),
};
static_assert(static_cast<int>(Family::Riichi) == 0 && static_cast<int>(Family::HK) == 1 &&
              static_cast<int>(Family::Classical) == 2);

const FamilyEntry& family_entry(Family f) { return kFamilies[static_cast<int>(f)]; }

// Engine::score for any request: the family's entry finds the preset and applies the options.
[[gnu::noinline]] Result<void> score_any(const PresetRegistry& presets, const ScoreRequest& request,
                                         ScoreResult& out) {
  return family_entry(request.family).score_request(presets, request, out);
}

}  // namespace

Result<const riichi::Rules*> Engine::riichi_preset(std::string_view preset) const {
  const riichi::Rules* rules = presets_->riichi(preset);
  if (!rules) return unknown_preset(Family::Riichi, preset);
  return rules;
}

Result<riichi::Rules> Engine::riichi_rules(std::string_view preset,
                                           const OptionOverrides& overrides) const {
  return RiichiScorer::rules(*presets_, Family::Riichi, preset, overrides);
}

Result<RuleSet> Engine::resolve(Family family, std::string_view preset,
                                const OptionOverrides& overrides) const {
  return family_entry(family).resolve(*presets_, preset, overrides);
}

Result<void> Engine::score(const ScoreRequest& request, const RuleSet& rules,
                           ScoreResult& out) const {
  // Riichi first, as in score(request, out), without the family table's indirect call.
  if (const auto* riichi = std::get_if<riichi::Rules>(&rules.rules);
      riichi && request.family == Family::Riichi && rules.family == Family::Riichi) {
    out.family = Family::Riichi;
    out.preset = riichi->name;  // lives in `rules`
    return riichi::score_hand(request, *riichi, out);
  }
  if (rules.family != request.family || rules.rules.index() == 0)
    return fail(ErrorCode::unsupported, "the request's family differs from the rule set's");
  return family_entry(rules.family).score(request, rules, out);
}

Result<ScoreResult> Engine::score(const ScoreRequest& request) const {
  // One result object, returned on every path (named return value: no 2 KB copy).
  Result<ScoreResult> out{tl::in_place};
  if (auto scored = score(request, *out); !scored) out = tl::unexpected(std::move(scored.error()));
  return out;
}

Result<void> Engine::score(const ScoreRequest& request, ScoreResult& out) const {
  // The usual request first, three tests and no allocation: riichi, the default preset, no
  // options. score_any stays out of line so that its checks and error paths cost this path no
  // saved registers.
  if (request.family == Family::Riichi && request.preset.empty() && request.options.empty()) {
    if (const riichi::Rules* preset = presets_->riichi_default()) {
      out.family = Family::Riichi;
      out.preset = preset->name;  // lives in the registry
      return riichi::score_hand(request, *preset, out);
    }
  }
  return score_any(*presets_, request, out);
}

}  // namespace mjscore
