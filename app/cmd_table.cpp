// `mjscore table [--preset P] [--option k=v]`: the han x fu points table (1-4 han, 20-110 fu,
// non-dealer and dealer, ron and tsumo) and the limits, computed by the points functions
// (seed 000 "Tabla de puntuación", "Mangan"). Cells: "ron (tsumo)"; a non-dealer's tsumo
// reads "non-dealers/dealer", a dealer's "each"; "-" where no hand can have that han and fu.
#include "cmd_table.hpp"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "mjscore/riichi_points.hpp"
#include "render_text.hpp"

namespace mjscore::cli {
namespace {

// Appends a formatted row without its trailing padding.
void add_line(std::string& out, const char* line) {
  std::string_view s(line);
  const size_t nl = s.find_last_not_of(" \n");
  out.append(s.substr(0, nl + 1));
  out += '\n';
}

struct TableFlags {
  std::string preset = "tenhou";
  std::vector<std::string> options;
};

std::string cell_text(const riichi::TableCell& c, bool dealer) {
  if (c.limit != Limit::None) return std::string(limit_name(c.limit));
  std::string s = c.ron_exists ? std::to_string(c.ron) : "-";
  if (c.tsumo_exists) {
    s += " (" + std::to_string(c.tsumo_ko);
    if (!dealer) s += "/" + std::to_string(c.tsumo_oya);
    s += ")";
  } else if (c.ron_exists) {
    s += " (-)";
  }
  return s;
}

void append_side(std::string& out, bool dealer, const riichi::ScoringRules& rules) {
  out +=
      dealer ? "Dealer: ron (tsumo: each pays)\n" : "Non-dealer: ron (tsumo: non-dealers/dealer)\n";
  char line[160];
  std::snprintf(line, sizeof line, "%6s | %-18s | %-18s | %-18s | %-18s\n", "fu", "1 han", "2 han",
                "3 han", "4 han");
  add_line(out, line);
  for (int fu : {20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110}) {
    std::string cells[4];
    for (int han = 1; han <= 4; ++han)
      cells[han - 1] = cell_text(riichi::table_cell(han, fu, dealer, rules), dealer);
    std::snprintf(line, sizeof line, "%6d | %-18s | %-18s | %-18s | %-18s\n", fu, cells[0].c_str(),
                  cells[1].c_str(), cells[2].c_str(), cells[3].c_str());
    add_line(out, line);
  }
}

void append_limits(std::string& out, const riichi::ScoringRules& rules) {
  out += "Limits: ron (tsumo)\n";
  char line[160];
  std::snprintf(line, sizeof line, "%-14s | %-9s | %-20s | %-20s\n", "limit", "han", "non-dealer",
                "dealer");
  add_line(out, line);
  struct Row {
    const char* han;
    int han_value;
    int yakuman;
  };
  const Row rows[] = {{"5", 5, 0},      {"6-7", 6, 0},  {"8-10", 8, 0},
                      {"11-12", 11, 0}, {"13+", 13, 0}, {"yakuman", 0, 1}};
  for (const Row& r : rows) {
    const riichi::HandValue v = riichi::hand_value(r.han_value, 30, r.yakuman, rules);
    std::string side[2];
    for (int d = 0; d < 2; ++d) {
      const Wind winner = d ? Wind::East : Wind::South;
      const int ron = riichi::pay(v, {winner, WinBy::Ron, Wind::West}, rules).value;
      const auto t = *riichi::pay(v, {winner, WinBy::Tsumo}, rules).deltas;
      side[d] = std::to_string(ron) + " (" + std::to_string(-t[index(Wind::West)]) +
                (d ? "" : "/" + std::to_string(-t[index(Wind::East)])) + ")";
    }
    std::snprintf(line, sizeof line, "%-14s | %-9s | %-20s | %-20s\n",
                  std::string(limit_name(v.limit)).c_str(), r.han, side[0].c_str(),
                  side[1].c_str());
    add_line(out, line);
  }
}

int run_table(const Context& ctx, const TableFlags& f) {
  auto engine = ctx.make_engine();
  std::string out;
  if (!engine) {
    render_error(out, engine.error());
    std::fputs(out.c_str(), stderr);
    return kExitBadInput;
  }
  OptionOverrides overrides;
  for (const auto& o : f.options) {
    auto parsed = parse_option_flag(o);
    if (!parsed) {
      render_error(out, parsed.error());
      std::fputs(out.c_str(), stderr);
      return kExitBadInput;
    }
    overrides.push_back(std::move(*parsed));
  }
  auto rules = engine->riichi_rules(f.preset, overrides);
  if (!rules) {
    render_error(out, rules.error());
    std::fputs(out.c_str(), stderr);
    return kExitBadInput;
  }
  out += "Riichi points table, preset " + f.preset + " (seed 000 \"Tabla de puntuacion\")\n\n";
  append_side(out, false, rules->scoring);
  out += "\n";
  append_side(out, true, rules->scoring);
  out += "\n";
  append_limits(out, rules->scoring);
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

}  // namespace

void add_table_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<TableFlags>();
  CLI::App* sub = app.add_subcommand("table", "The riichi han x fu points table and the limits");
  sub->add_option("--preset", f->preset, "Riichi preset (default tenhou)");
  sub->add_option("--option", f->options, "Preset override key=value (repeatable)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->callback([&ctx, f] { ctx.exit_code = run_table(ctx, *f); });
}

}  // namespace mjscore::cli
