// `mjscore final 54600 27200 17000 1200 --uma 10-20`: final points from end-of-game scores in
// seat order (seed 002 計算實例): ranks, return points, oka, rounding, uma.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <memory>

#include "cmd_game.hpp"
#include "mjscore/json.hpp"

namespace mjscore::cli {
namespace {

struct FinalFlags {
  std::vector<int> scores;
  std::string preset, uma, rounding;
  std::vector<std::string> options;
  bool json = false;
};

int run_final(const Context& ctx, const FinalFlags& f) {
  json::Answer a;
  a.type = RequestType::Final;
  auto& request = a.request.emplace<riichi::FinalRequest>();
  request.preset = f.preset;
  for (const auto& o : f.options) {
    auto parsed = parse_option_flag(o);
    if (!parsed) return report(parsed.error());
    request.options.push_back(std::move(*parsed));
  }
  if (!f.uma.empty()) request.options.push_back({"uma", OptionValue{f.uma}});
  if (!f.rounding.empty()) request.options.push_back({"rounding", OptionValue{f.rounding}});
  // 4 scores, or 3 for a three-player preset (the engine checks the count against `players`).
  request.scores = PlayerScores::sized(static_cast<int>(f.scores.size()));
  std::copy(f.scores.begin(), f.scores.end(), request.scores.begin());
  request.chombo = PerPlayer<int>::sized(request.scores.players());
  a.preset = request.preset;

  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  engine->answer(a.request, a);
  if (f.json) return print_answer(a, true);
  if (a.error) return report(*a.error);
  std::string out;
  for (int p = 0; p < request.scores.players(); ++p)
    fmt::format_to(std::back_inserter(out), "P{}  {:>7}  rank {}  {:>8}\n", p, request.scores[p],
                   a.final.ranks[p], json::format_points(a.final.points[p]));
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

}  // namespace

void add_final_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<FinalFlags>();
  CLI::App* sub = app.add_subcommand(
      "final", "Final points of a riichi game from the 4 end scores in seat order");
  sub->add_option("scores", f->scores,
                  "The 4 end-of-game scores (3 with a three-player preset such as tenhou-sanma), "
                  "player 0 (first dealer) first")
      ->required()
      ->expected(3, 4);
  sub->add_option("--uma", f->uma,
                  "Uma \"A-B\" (e.g. 10-20 = +20 +10 -10 -20; four players only) ");
  sub->add_option("--rounding", f->rounding,
                  "nearest, floor, ceil, none or tenhou_legacy (docs/game.md)");
  sub->add_option("--preset", f->preset, "Named rule set (default: tenhou)");
  sub->add_option("--option", f->options, "Override a preset key: key=value (repeatable)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->add_flag("--json", f->json, "Print the JSON contract response");
  sub->callback([&ctx, f] { ctx.exit_code = run_final(ctx, *f); });
}

}  // namespace mjscore::cli
