// `mjscore score HAND [flags]`: one score request from flags (one flag per contract field),
// printed as a breakdown or, with --json, as the contract response.
#include <CLI/CLI.hpp>

#include <memory>

#include "cli.hpp"
#include "mjscore/score_text.hpp"

namespace mjscore::cli {
namespace {

struct ScoreFlags {
  std::string hand, win, bonus, seat, round, from, liable, wareme, dora, ura, rules, preset;
  std::vector<std::string> melds, options;
  bool tsumo = false, riichi = false, double_riichi = false, ippatsu = false, last_tile = false,
       after_kan = false, after_double_kan = false, robbing_kan = false, first_turn = false,
       fifth_tile = false, lost = false, original_call = false, json = false, robbed_kita = false;
  int honba = 0, sticks = 0, kita = 0;
};

int run_score(const Context& ctx, const ScoreFlags& f) {
  RequestFields q;
  q.rules = f.rules;
  q.preset = f.preset;
  q.tiles = {.hand = f.hand, .win = f.win, .dora = f.dora, .ura = f.ura, .bonus = f.bonus};
  q.tiles.melds.assign(f.melds.begin(), f.melds.end());
  if (f.tsumo) q.win_by = "tsumo";
  q.seat = f.seat;
  q.round = f.round;
  q.from = f.from;
  q.liable = f.liable;
  q.wareme = f.wareme;
  q.riichi = f.riichi;
  q.double_riichi = f.double_riichi;
  q.ippatsu = f.ippatsu;
  q.last_tile = f.last_tile;
  q.after_kan = f.after_kan;
  q.after_double_kan = f.after_double_kan;
  q.robbing_kan = f.robbing_kan;
  q.first_turn = f.first_turn;
  q.fifth_tile = f.fifth_tile;
  q.original_call = f.original_call;
  q.won = !f.lost;
  q.honba = f.honba;
  q.riichi_sticks = f.sticks;
  q.kita = f.kita;
  q.robbed_kita = f.robbed_kita;
  for (const auto& o : f.options) {
    auto parsed = parse_option_flag(o);
    if (!parsed) return report(parsed.error());
    q.options.push_back(std::move(*parsed));
  }

  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  return print_answer(*engine, q, f.json);
}

}  // namespace

void add_score_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<ScoreFlags>();
  CLI::App* sub = app.add_subcommand(
      "score",
      "Score one hand. Exit code 0 scored, 1 not scorable (not winning, no yaku), 2 bad input");
  sub->add_option("hand", f->hand,
                  "Concealed tiles including the winning tile (MPSZ, e.g. 123m406p789s11222z)")
      ->required();
  sub->add_flag("--tsumo", f->tsumo, "Won by self-draw (default: ron)");
  sub->add_option("--seat", f->seat, "The winner's seat wind E S W N (E is the dealer; default E)");
  sub->add_option("--round", f->round, "The prevailing wind (default E)");
  sub->add_option("--from", f->from, "The discarder's seat on a ron (gives every seat's change)");
  sub->add_flag("--riichi", f->riichi, "Riichi declared");
  sub->add_flag("--double-riichi", f->double_riichi, "Double riichi declared");
  sub->add_flag("--ippatsu", f->ippatsu, "Won within one go-around after riichi");
  sub->add_flag("--last-tile", f->last_tile, "Won on the last wall tile or the last discard");
  sub->add_flag("--after-kan", f->after_kan, "Won on the replacement tile after a kan");
  sub->add_flag("--after-double-kan", f->after_double_kan,
                "Won after two kans in a row (hk, classical)");
  sub->add_flag("--robbing-kan", f->robbing_kan, "Won by robbing a kan");
  sub->add_flag("--first-turn", f->first_turn,
                "Won in the first go-around (tenhou, chiihou, renhou)");
  sub->add_flag("--fifth-tile", f->fifth_tile,
                "hk: the discard was a fresh tile with 5 or fewer wall tiles left (五子包生)");
  sub->add_option("--dora", f->dora, "Dora indicators, e.g. 3m7z");
  sub->add_option("--ura", f->ura, "Ura-dora indicators");
  sub->add_option("--honba", f->honba, "Honba counters on the table");
  sub->add_option("--sticks", f->sticks, "Riichi sticks on the table");
  sub->add_option("--kita", f->kita,
                  "Three-player: Norths the winner set aside (kita), 0-4 (docs/sanma.md)");
  sub->add_flag("--robbed-kita", f->robbed_kita,
                "Three-player: won by ron on a North another seat set aside");
  sub->add_option("--meld", f->melds,
                  "A called or declared meld, e.g. \"pon 777z from W\" (repeatable)")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->add_option("--win", f->win, "The winning tile (default: the last tile of HAND)");
  sub->add_option("--bonus", f->bonus, "Flowers and seasons 1f-8f (hk, classical)");
  sub->add_option("--liable", f->liable, "Seat liable for the hand (pao)");
  sub->add_option("--wareme", f->wareme,
                  "The wall-break seat (when the preset's wareme rule is on)");
  sub->add_flag("--lost", f->lost, "Classical: score a losing hand (13 tiles + kans)");
  sub->add_flag("--original-call", f->original_call, "Classical: original call");
  sub->add_option("--rules", f->rules, "Rule family: riichi (default), hk, classical");
  sub->add_option("--preset", f->preset, "Named rule set (riichi default: tenhou)");
  sub->add_option("--option", f->options, "Override a preset key: key=value (repeatable)")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->add_flag("--json", f->json, "Print the JSON contract response");
  sub->callback([&ctx, f] { ctx.exit_code = run_score(ctx, *f); });
}

}  // namespace mjscore::cli
