// The public entry point: an Engine holds the loaded presets and answers every request type of
// the contract. Front ends (CLI, JSON batch, HTTP, Python) call it and render its result structs.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string_view>
#include <variant>

#include "mjscore/classical_rules.hpp"
#include "mjscore/error.hpp"
#include "mjscore/hk_rules.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore {

struct EngineConfig {
  // Extra preset files (<dir>/<family>/<name>.toml) on top of the embedded ones.
  std::optional<std::filesystem::path> rules_dir;
};

class PresetRegistry;  // src/rules/

// A preset with option overrides applied, resolved once and reused for many requests (a batch
// whose lines name the same preset and options resolves them once). Holds the family's rules.
struct RuleSet {
  Family family = Family::Riichi;
  std::variant<std::monostate, riichi::Rules, hk::Rules, classical::Rules> rules;
};

class Engine {
 public:
  static Result<Engine> create(const EngineConfig& config = {});
  Engine(Engine&&) noexcept;
  Engine& operator=(Engine&&) noexcept;
  ~Engine();

  // Contract "score". Thread-safe (const). Allocation-free when the request has no options.
  Result<ScoreResult> score(const ScoreRequest& request) const;
  // The same into a caller-owned result that can be reused between requests (batch front ends):
  // no 2 KB result is initialised or copied per call. Every field the request's family fills is
  // overwritten; `out` is unspecified after an error.
  Result<void> score(const ScoreRequest& request, ScoreResult& out) const;

  // The rules of `family`'s `preset` ("" = the family's default) with `overrides` applied
  // (unsupported, unknown_preset, unknown_option, invalid_option).
  Result<RuleSet> resolve(Family family, std::string_view preset,
                          const OptionOverrides& overrides = {}) const;
  // score() under rules resolved before; the request's own preset and options are not read.
  Result<void> score(const ScoreRequest& request, const RuleSet& rules, ScoreResult& out) const;

  // The riichi rule set of a preset with overrides applied (unknown_preset, unknown_option).
  Result<riichi::Rules> riichi_rules(std::string_view preset,
                                     const OptionOverrides& overrides = {}) const;
  // The preset without overrides (pointer into the registry, never null on success).
  Result<const riichi::Rules*> riichi_preset(std::string_view preset) const;

 private:
  Engine();
  std::unique_ptr<PresetRegistry> presets_;
};

}  // namespace mjscore
