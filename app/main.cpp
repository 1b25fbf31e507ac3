// mjscore: score mahjong hands from the command line (score, waits, batch).
#include <CLI/CLI.hpp>

#include "cli.hpp"
#include "cmd_game.hpp"
#include "cmd_table.hpp"

#ifndef MJSCORE_VERSION
#define MJSCORE_VERSION "dev"
#endif

int main(int argc, char** argv) {
  using namespace mjscore::cli;
  CLI::App app{"mjscore: fast, exact, rule-configurable mahjong scoring", "mjscore"};
  app.set_version_flag("--version", std::string("mjscore ") + MJSCORE_VERSION);
  app.require_subcommand(1);
  Context ctx;
  app.add_option("--rules-dir", ctx.rules_dir,
                 "Directory of extra preset files <dir>/<family>/<name>.toml");
  add_score_command(app, ctx);
  add_waits_command(app, ctx);
  add_batch_command(app, ctx);
  add_game_command(app, ctx);
  add_final_command(app, ctx);
  add_round_command(app, ctx);
  add_import_command(app, ctx);
  add_table_command(app, ctx);
  add_serve_command(app, ctx);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? kExitOk : kExitBadInput;
  }
  return ctx.exit_code;
}
