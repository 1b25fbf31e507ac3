// `mjscore waits HAND [--meld ...] [--preset P] [--json]`: the tiles a 13-tile hand waits on, and
// shanten.
#include <CLI/CLI.hpp>

#include <memory>

#include "cli.hpp"
#include "mjscore/score_text.hpp"

namespace mjscore::cli {
namespace {

struct WaitsFlags {
  std::string hand, preset;
  std::vector<std::string> melds;
  bool json = false;
};

int run_waits(const Context& ctx, const WaitsFlags& f) {
  RequestFields q;
  q.type = RequestType::Waits;
  q.preset = f.preset;  // a three-player preset counts with its tiles (docs/sanma.md)
  q.tiles.hand = f.hand;
  q.tiles.melds.assign(f.melds.begin(), f.melds.end());
  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  return print_answer(*engine, q, f.json);
}

}  // namespace

void add_waits_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<WaitsFlags>();
  CLI::App* sub =
      app.add_subcommand("waits", "Waits (tenpai) and shanten of a hand lacking one tile");
  sub->add_option("hand", f->hand, "13 tiles (minus 3 per meld), e.g. 1112345678999m")->required();
  sub->add_option("--meld", f->melds, "A called or declared meld, e.g. \"chi 123m\" (repeatable)")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->add_option("--preset", f->preset,
                  "Rule preset whose tiles count (tenhou-sanma: no 2m-8m, docs/sanma.md)");
  sub->add_flag("--json", f->json, "Print the JSON contract response");
  sub->callback([&ctx, f] { ctx.exit_code = run_waits(ctx, *f); });
}

}  // namespace mjscore::cli
