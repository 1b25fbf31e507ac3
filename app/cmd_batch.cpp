// `mjscore batch [FILE|-]... [--threads N] [--text]`: JSON lines in, one response line per
// request line out, in input order. A bad line gets an error response and the batch goes on.
// Blank lines are skipped. With --threads N the blocks read are cut into byte chunks that the N
// workers claim one at a time (a slow core takes fewer); the chunks are written in input order
// (batch_pipeline.cpp).
#include <CLI/CLI.hpp>

#include <sys/stat.h>

#include <cstdio>
#include <vector>

#include "batch_pipeline.hpp"
#include "cli.hpp"

namespace mjscore::cli {
namespace {

struct BatchFlags {
  std::vector<std::string> files;
  int threads = 1;
  bool text = false;
  std::vector<std::string> ignore_keys;
  std::size_t max_line_bytes = kDefaultMaxLineBytes;
};

int run_batch(const Context& ctx, const BatchFlags& f) {
  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  BatchPipeline runner(*engine, f.threads, f.text, json::ParseOptions{f.ignore_keys},
                       BatchSizes{.max_line_bytes = f.max_line_bytes});
  std::vector<std::string> files = f.files;
  if (files.empty()) files.push_back("-");
  int rc = kExitOk;
  for (const auto& name : files) {
    if (f.text && files.size() > 1) std::printf("== %s\n", name.c_str());
    std::FILE* in = name == "-" ? stdin : std::fopen(name.c_str(), "rb");
    if (!in) {
      std::fprintf(stderr, "error: cannot open %s\n", name.c_str());
      rc = kExitBadInput;
      continue;
    }
    // A directory opens, but reads as nothing: an error, not an empty input.
    struct stat st {};
    if (fstat(fileno(in), &st) == 0 && S_ISDIR(st.st_mode)) {
      std::fprintf(stderr, "error: %s is a directory\n", name.c_str());
      if (in != stdin) std::fclose(in);
      rc = kExitBadInput;
      continue;
    }
    runner.run(in);
    if (in != stdin) std::fclose(in);
  }
  std::fflush(stdout);
  return rc;
}

}  // namespace

void add_batch_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<BatchFlags>();
  CLI::App* sub = app.add_subcommand(
      "batch", "JSON lines in (files or - for stdin), one response line per request, same order");
  sub->add_option("files", f->files, "Request files (JSON lines); - or none reads stdin");
  sub->add_option("--threads", f->threads, "Worker threads (output order is kept)")
      ->check(CLI::Range(1, 256));
  sub->add_flag("--text", f->text, "Human-readable breakdown instead of JSON");
  sub->add_option("--max-line-bytes", f->max_line_bytes,
                  "Longest request line read (default 4194304); a longer one is answered "
                  "invalid_request and the batch goes on")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 30));
  sub->add_option("--ignore-key", f->ignore_keys,
                  "Top-level request key to accept and ignore, e.g. expect (repeatable)")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->callback([&ctx, f] { ctx.exit_code = run_batch(ctx, *f); });
}

}  // namespace mjscore::cli
