// The public entry point: an Engine holds the loaded presets and answers every request type of
// the contract (Engine::answer). Front ends (CLI, JSON batch, HTTP, Python) build a Request,
// call it and render the Answer; none of them tells the families apart: the engine finds each
// family's code through its table of family descriptors (src/engine/families.cpp).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string_view>

#include "mjscore/answer.hpp"
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

namespace detail {
// One address per type: what RuleSet checks get<Rules>() against.
template <class T>
inline constexpr char kTypeTag = 0;
}  // namespace detail

// A preset with option overrides applied, resolved once and reused for many requests (a batch
// whose lines name the same preset and options resolves them once). Holds the family's rules
// type behind a pointer (shared between copies): get<Rules>() reads it.
struct RuleSet {
  Family family = Family::Riichi;

  RuleSet() = default;
  // Rules of `family` (a type with a `name` member, the preset's name).
  template <class Rules>
  static RuleSet hold(Family family, Rules rules) {
    auto held = std::make_shared<const Rules>(std::move(rules));
    const std::string_view name = held->name;  // before `held` is moved from
    return RuleSet(family, name, &detail::kTypeTag<Rules>, std::move(held));
  }
  // Rules that live elsewhere for longer than this RuleSet (the engine's presets).
  template <class Rules>
  static RuleSet view(Family family, const Rules& rules) {
    return RuleSet(family, rules.name, &detail::kTypeTag<Rules>,
                   std::shared_ptr<const void>(std::shared_ptr<const void>(), &rules));
  }

  // The rules, or nullptr when they are not of type Rules (another family's).
  template <class Rules>
  const Rules* get() const {
    return tag_ == &detail::kTypeTag<Rules> ? static_cast<const Rules*>(rules_.get()) : nullptr;
  }
  // The rules as the family's scorer takes them (src/family/descriptor.hpp); nullptr: none.
  const void* rules() const { return rules_.get(); }
  // The preset's name (lives as long as the rules).
  std::string_view preset() const { return preset_; }

 private:
  RuleSet(Family family, std::string_view preset, const void* tag,
          std::shared_ptr<const void> rules)
      : family(family), rules_(std::move(rules)), tag_(tag), preset_(preset) {}
  std::shared_ptr<const void> rules_;
  const void* tag_ = nullptr;
  std::string_view preset_;
};

class Engine {
 public:
  static Result<Engine> create(const EngineConfig& config = {});
  Engine(Engine&&) noexcept;
  Engine& operator=(Engine&&) noexcept;
  ~Engine();

  // Every request type of the contract: the member of `out` of the request's type, or
  // `out.error` (the contract's error codes; `unsupported` for AnalyzeRequest and
  // ConvertRequest, which nothing answers yet). `out` may be reused between calls: no member
  // is cleared but the one answered. A score request is answered as score() answers it.
  void answer(const Request& request, Answer& out) const;
  // The same into a new Answer.
  Answer answer(const Request& request) const;

  // Contract "score". Thread-safe (const). Allocation-free when the request has no options.
  Result<ScoreResult> score(const ScoreRequest& request) const;
  // The same into a caller-owned result that can be reused between requests (batch front ends):
  // no 2 KB result is initialised or copied per call. Every field the request's family fills is
  // overwritten; `out` is unspecified after an error.
  Result<void> score(const ScoreRequest& request, ScoreResult& out) const;

  // The rules of `family`'s `preset` ("" = the family's default) with `overrides` applied
  // (unknown_preset, unknown_option, invalid_option).
  Result<RuleSet> resolve(Family family, std::string_view preset,
                          const OptionOverrides& overrides = {}) const;
  // The preset as it is ("" = the family's default): a RuleSet that does not own its rules,
  // which live as long as the engine (unknown_preset).
  Result<RuleSet> preset(Family family, std::string_view name) const;
  // score() under rules resolved before; the request's own preset and options are not read.
  Result<void> score(const ScoreRequest& request, const RuleSet& rules, ScoreResult& out) const;

  // The riichi rule set of a preset with overrides applied (unknown_preset, unknown_option);
  // resolve() and preset() for riichi (src/family/riichi/family.cpp).
  Result<riichi::Rules> riichi_rules(std::string_view preset,
                                     const OptionOverrides& overrides = {}) const;
  // The preset without overrides (pointer into the registry, never null on success).
  Result<const riichi::Rules*> riichi_preset(std::string_view preset) const;

 private:
  Engine();
  struct Impl;  // src/engine/engine.cpp
  std::unique_ptr<Impl> impl_;
};

}  // namespace mjscore
