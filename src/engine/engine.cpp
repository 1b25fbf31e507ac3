// The Engine: the loaded presets and every request answered through the family table
// (engine.hpp, families.hpp). No family is named here: a family's code is reached through its
// descriptor.
#include "mjscore/engine.hpp"

#include <array>
#include <string>

#include "engine/families.hpp"
#include "mjscore/notation.hpp"
#include "rules/preset_registry.hpp"

namespace mjscore {

// The presets and, per family, what the usual score request (no preset named, no options) needs
// without a look-up: the default preset and the family's scorer.
struct Engine::Impl {
  struct Default {
    const void* rules = nullptr;  // the default preset's rules; nullptr: it is missing
    std::string_view preset;
    Result<void> (*score)(const ScoreRequest&, const void*, ScoreResult&) = nullptr;
  };
  std::unique_ptr<PresetRegistry> presets;
  std::array<Default, kFamilyCount> defaults{};

  const RulesTable& table(Family f) const { return presets->table(static_cast<int>(f)); }
};

Engine::Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;
Engine::~Engine() = default;

Result<Engine> Engine::create(const EngineConfig& config) {
  auto registry = engine::load_presets(config.rules_dir);
  if (!registry) return tl::unexpected(registry.error());
  Engine engine;
  engine.impl_ = std::make_unique<Impl>();
  engine.impl_->presets = std::move(*registry);
  for (const FamilyDescriptor* f : engine::families()) {
    const PresetRef preset = engine.impl_->table(f->id).find(f->default_preset());
    engine.impl_->defaults[static_cast<int>(f->id)] = {preset.rules, preset.name, f->score};
  }
  return engine;
}

namespace {

// The error paths, out of line: building their messages in the hot function cost it a large
// frame on every call.
[[gnu::cold, gnu::noinline]] tl::unexpected<Error> unknown_preset(Family family,
                                                                  std::string_view preset) {
  return fail(ErrorCode::unknown_preset, "unknown " + std::string(family_name(family)) +
                                             " preset \"" + std::string(preset) + "\"");
}

[[gnu::cold, gnu::noinline]] Error not_answered(RequestType type) {
  return Error{ErrorCode::unsupported,
               "request type not answered yet: " + std::string(request_type_name(type)), -1};
}

// Options build a rule set of their own (allocates).
[[gnu::noinline]] Result<void> score_with_options(const RulesTable& table, PresetRef preset,
                                                  const ScoreRequest& request, ScoreResult& out) {
  auto rules = table.with_overrides(preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return engine::family(request.family).score(request, rules->rules(), out);
}

// Engine::score for any request: the family's table finds the preset, the options are applied.
[[gnu::noinline]] Result<void> score_any(const PresetRegistry& presets, const ScoreRequest& request,
                                         ScoreResult& out) {
  const RulesTable& table = presets.table(static_cast<int>(request.family));
  const PresetRef preset = table.find(request.preset_name());
  if (!preset) return unknown_preset(request.family, request.preset_name());
  out.family = request.family;
  out.preset = preset.name;  // lives in the registry
  if (request.options.empty())
    return engine::family(request.family).score(request, preset.rules, out);  // no allocation
  return score_with_options(table, preset, request, out);
}

}  // namespace

Result<RuleSet> Engine::resolve(Family family, std::string_view preset,
                                const OptionOverrides& overrides) const {
  const RulesTable& table = impl_->table(family);
  const std::string_view name = preset.empty() ? default_preset(family) : preset;
  const PresetRef base = table.find(name);
  if (!base) return unknown_preset(family, name);
  return table.with_overrides(base, overrides);
}

Result<RuleSet> Engine::preset(Family family, std::string_view name) const {
  const std::string_view preset = name.empty() ? default_preset(family) : name;
  RuleSet rules = impl_->table(family).view(preset);
  if (!rules.rules()) return unknown_preset(family, preset);
  return rules;
}

Result<void> Engine::score(const ScoreRequest& request, const RuleSet& rules,
                           ScoreResult& out) const {
  if (rules.family != request.family || !rules.rules())
    return fail(ErrorCode::unsupported, "the request's family differs from the rule set's");
  out.family = rules.family;
  out.preset = rules.preset();  // lives in `rules`
  return engine::family(rules.family).score(request, rules.rules(), out);
}

Result<ScoreResult> Engine::score(const ScoreRequest& request) const {
  // One result object, returned on every path (named return value: no 2 KB copy).
  Result<ScoreResult> out{tl::in_place};
  if (auto scored = score(request, *out); !scored) out = tl::unexpected(std::move(scored.error()));
  return out;
}

Result<void> Engine::score(const ScoreRequest& request, ScoreResult& out) const {
  // The usual request first, two tests and no allocation: the family's default preset, no
  // options. score_any stays out of line so that its checks and error paths cost this path no
  // saved registers.
  if (request.preset.empty() && request.options.empty()) {
    const Impl::Default& d = impl_->defaults[static_cast<int>(request.family)];
    if (d.rules) {
      out.family = request.family;
      out.preset = d.preset;  // lives in the registry
      return d.score(request, d.rules, out);
    }
  }
  return score_any(*impl_->presets, request, out);
}

void Engine::answer(const Request& request, Answer& out) const {
  out.error.reset();
  if (const auto* score = std::get_if<ScoreRequest>(&request)) {
    if (auto scored = this->score(*score, out.score); !scored)
      out.error = std::move(scored.error());
    return;
  }
  if (const auto* waits = std::get_if<WaitsRequest>(&request)) {
    if (!waits->rules && waits->preset.empty() && waits->options.empty()) {
      out.waits = answer_waits(*waits);
      return;
    }
    Result<RuleSet> resolved = waits->rules ? Result<RuleSet>(tl::unexpect, Error{})
                                            : resolve(waits->family, waits->preset, waits->options);
    if (!waits->rules && !resolved) {
      out.error = std::move(resolved.error());
      return;
    }
    const RuleSet& rules = waits->rules ? *waits->rules : *resolved;
    const auto missing_kinds = engine::family(rules.family).missing_kinds;
    const uint64_t missing = missing_kinds ? missing_kinds(rules.rules()) : 0;
    if (auto ok = check_tile_set(waits->hand, missing); !ok) {
      out.error = std::move(ok.error());
      return;
    }
    out.waits = answer_waits(*waits);
    out.waits.waits.waits &= ~missing;
    out.waits.waits.exhausted &= ~missing;
    return;
  }
  if (const FamilyRequest* own = engine::request_of(request.index()))
    return own->answer(*this, request, out);
  if (std::holds_alternative<std::monostate>(request)) {
    out.error = Error{ErrorCode::invalid_request, "no request", -1};
    return;
  }
  out.error = not_answered(std::holds_alternative<ConvertRequest>(request) ? RequestType::Convert
                                                                           : RequestType::Analyze);
}

Answer Engine::answer(const Request& request) const {
  Answer out;
  answer(request, out);
  return out;
}

Result<void> check_tile_set(const Hand& hand, uint64_t missing) {
  if (missing == 0) return {};
  const TileCounts all = hand.all_tiles();
  for (int k = 0; k < kTileKinds; ++k)
    if (all[k] != 0 && ((missing >> k) & 1))
      return fail(ErrorCode::invalid_hand,
                  "field 'hand': tile " + format_tile(TileRef{tile_at(k)}) +
                      " does not exist in this rule set's tiles (three-player riichi: no 2m-8m)");
  return {};
}

WaitsAnswer answer_waits(const WaitsRequest& request) {
  const Hand& h = request.hand;
  const int melds = h.melds.size();
  return WaitsAnswer{waits(h.concealed, melds, h.all_tiles()), shanten(h.concealed, melds)};
}

std::string_view request_type_name(RequestType t) {
  static constexpr std::string_view kNames[] = {"score",  "waits", "game",    "final",
                                                "settle", "round", "analyze", "convert"};
  return kNames[static_cast<int>(t)];
}

}  // namespace mjscore
