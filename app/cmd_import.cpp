// `mjscore import tenhou FILE [-o OUT]`: a Tenhou log (mjlog XML, plain or gzip, or tenhou.net/6
// JSON) to a contract game record (docs/tenhou.md). The record goes to OUT or stdout; a summary
// and any cross-check warnings go to stderr. Exit status: 0 imported, 2 the log was refused
// (parse_error, unsupported) or the file could not be read or written.
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include "cli.hpp"
#include "input_reader.hpp"
#include "mjscore/names.hpp"
#include "mjscore/tenhou.hpp"

namespace mjscore::cli {
namespace {

struct ImportArgs {
  std::string format;
  std::string file;
  std::string out;
  bool quiet = false;
};

int run_import(const ImportArgs& args) {
  // mjlog XML, tenhou.net/6 JSON or gzip (magic 1f 8b), judged by the first byte as it is read.
  auto bytes = read_input(args.file, kTenhouLogInput);
  if (!bytes && bytes.error().code != ErrorCode::parse_error) {
    std::cerr << "mjscore import: cannot open " << printable(args.file) << "\n";
    return kExitBadInput;
  }
  if (!bytes) {  // the message names the file and the place
    std::cerr << "mjscore import: parse_error: " << printable(bytes.error().message) << "\n";
    return kExitBadInput;
  }
  auto result = import_tenhou(*bytes, args.file);
  if (!result) {
    std::cerr << "mjscore import: " << printable(args.file) << ": "
              << to_string(result.error().code) << ": " << printable(result.error().message)
              << "\n";
    return kExitBadInput;
  }
  if (args.out.empty() || args.out == "-") {
    std::cout << result->record_json << "\n";
  } else {
    std::ofstream out(args.out, std::ios::binary);
    out << result->record_json << "\n";
    if (!out) {
      std::cerr << "mjscore import: cannot write " << args.out << "\n";
      return kExitBadInput;
    }
  }
  if (!args.quiet) {
    std::cerr << printable(args.file) << ": " << result->hands << " hands, " << result->wins
              << " wins, "
              << (result->complete ? "finished game" : "unfinished game (no final result)") << ", "
              << result->warnings.size() << " warnings\n";
    for (const auto& w : result->warnings) std::cerr << "  warning: " << printable(w) << "\n";
  }
  return kExitOk;
}

}  // namespace

// Registers `import tenhou FILE [-o OUT] [-q]` on the main CLI.
void add_import_command(CLI::App& app, Context& ctx) {
  auto args = std::make_shared<ImportArgs>();
  CLI::App* import = app.add_subcommand("import", "Convert a game log into a contract game record");
  import->require_subcommand(1);
  CLI::App* tenhou = import->add_subcommand(
      "tenhou", "Tenhou mjlog XML (plain or gzip) or tenhou.net/6 JSON -> game record JSON");
  tenhou->add_option("FILE", args->file, "the log file (- = stdin)")->required();
  tenhou->add_option("-o,--output", args->out, "write the record here (default: stdout)");
  tenhou->add_flag("-q,--quiet", args->quiet, "no summary or warnings on stderr");
  tenhou->callback([&ctx, args] { ctx.exit_code = run_import(*args); });
}

}  // namespace mjscore::cli
