// libFuzzer target: the command line's `game`, `round`, `import tenhou` and `final` readers
// (app/cmd_game.cpp, cmd_round.cpp, cmd_import.cpp, cmd_final.cpp; the file through the bounded
// reader app/input_reader.cpp) run as a user runs them, through the CLI parser: any bytes give
// an answer or an error, never a crash, a hang or undefined behaviour. The input is a command
// line (words split on spaces, up to the first '\n') and, after it, the file it reads:
//   game --json --option bust=off\n{"players":["A","B","C","D"],"hands":[...]}
//   import tenhou -q\n<mjloggm ver="2.3">...
//   final 54600 27200 17000 1200 --uma 10-20\n
// Run with the output closed (the commands print every answer):
//   ./build-fuzz/fuzz_cli_game -max_len=65536 -max_total_time=600 -close_fd_mask=3 corpus/
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "../app/cli.hpp"
#include "../app/cmd_game.hpp"

namespace {

// The game file, one per process.
const std::string& file_path() {
  static const std::string path = "/tmp/fuzz_cli_game." + std::to_string(getpid()) + ".json";
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t nl = input.find('\n');
  const std::string_view command = input.substr(0, nl);
  const std::string_view file = nl == std::string_view::npos ? "" : input.substr(nl + 1);
  if (command.size() > 512) return 0;  // the file is what matters

  std::vector<std::string> words{"mjscore"};
  for (std::size_t b = 0; b <= command.size();) {
    std::size_t e = command.find(' ', b);
    if (e == std::string_view::npos) e = command.size();
    if (e > b) words.emplace_back(command.substr(b, e - b));
    b = e + 1;
  }
  // `game`, `round` and `import tenhou` read the file unless the command names another (then it
  // is an error to parse).
  const std::size_t file_at = words.size() >= 2 && (words[1] == "game" || words[1] == "round") ? 2
                              : words.size() >= 3 && words[1] == "import"                      ? 3
                                                                                               : 0;
  if (file_at) {
    if (std::FILE* f = std::fopen(file_path().c_str(), "wb")) {
      std::fwrite(file.data(), 1, file.size(), f);
      std::fclose(f);
    }
    words.insert(words.begin() + static_cast<std::ptrdiff_t>(file_at), file_path());
  }
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());

  using namespace mjscore::cli;
  CLI::App app{"fuzz", "mjscore"};
  app.require_subcommand(1);
  Context ctx;
  add_game_command(app, ctx);
  add_final_command(app, ctx);
  add_round_command(app, ctx);
  add_import_command(app, ctx);
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& e) {
    app.exit(e);
  }
  std::fflush(stdout);
  return 0;
}
