// Shared pieces of the mjscore commands: the global options, exit codes, the engine.
#pragma once

#include <string>
#include <string_view>

#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/options.hpp"

namespace CLI {
class App;
}

namespace mjscore {
struct RequestFields;
namespace json {
struct Answer;
}
}  // namespace mjscore

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
  // The engine with the embedded presets (and --rules-dir); an error when a preset file is bad.
  Result<Engine> make_engine() const;
};

// Prints the error's text on standard error; returns its exit code.
int report(const Error& error);

// Prints an answer: its JSON response line with `json`, else its text (an error's on standard
// error). Returns the exit code.
int print_answer(const json::Answer& answer, bool json);
// print_answer() of the request of `fields` answered with `engine`.
int print_answer(const Engine& engine, const RequestFields& fields, bool json);

// "key=value" of --option: true/false, an integer, a number, a list "[a,b]" or "a,b" (numbers
// or strings), else a string. invalid_request when there is no '='.
Result<OptionOverride> parse_option_flag(std::string_view text);

void add_score_command(CLI::App& app, Context& ctx);
void add_waits_command(CLI::App& app, Context& ctx);
void add_batch_command(CLI::App& app, Context& ctx);
void add_import_command(CLI::App& app, Context& ctx);  // app/cmd_import.cpp (Tenhou logs)
void add_serve_command(CLI::App& app, Context& ctx);   // app/cmd_serve.cpp (HTTP API)

}  // namespace mjscore::cli
