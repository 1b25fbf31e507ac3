// Shared pieces of the mjscore commands: the global options, exit codes, the engine.
#pragma once

#include <string>

#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/options.hpp"

namespace CLI {
class App;
}

namespace mjscore::cli {

// Exit codes (docs/json-api.md "Exit codes"): 0 scored, 1 not scorable, 2 bad input or usage.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNotScorable = 1;
inline constexpr int kExitBadInput = 2;

// not_winning, no_yaku, below_minimum: 1; every other error: 2.
int exit_code_for(ErrorCode code);

struct Context {
  std::string rules_dir;  // --rules-dir: extra preset files
  int exit_code = kExitOk;
  // The engine with the embedded presets (and --rules-dir). Prints the error and returns
  // nullopt when a preset file is bad.
  Result<Engine> make_engine() const;
};

// "key=value" of --option: true/false, an integer, a number, a list "[a,b]" or "a,b" (numbers
// or strings), else a string. invalid_request when there is no '='.
Result<OptionOverride> parse_option_flag(std::string_view text);

void add_score_command(CLI::App& app, Context& ctx);
void add_waits_command(CLI::App& app, Context& ctx);
void add_batch_command(CLI::App& app, Context& ctx);
void add_import_command(CLI::App& app, Context& ctx);  // app/cmd_import.cpp (Tenhou logs)

}  // namespace mjscore::cli
