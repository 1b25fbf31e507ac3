// `mjscore table` against seed 000 "Tabla de puntuación", cell for cell (the seed's table is
// data in riichi_seed_table.hpp), and the limit table.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "mjscore/riichi_points.hpp"
#include "riichi_seed_table.hpp"
#include "root_rules.hpp"
#include "run_cli.hpp"

namespace mjscore {
namespace {

std::string run(const std::string& args) { return test::run_cli(args, true).out; }

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The seed's cell written the way the table prints it.
std::string seed_ko(const seed000::KoCell& c) {
  if (c.ron == seed000::kMangan) return "mangan";
  std::string s = c.ron == seed000::kNA ? "-" : std::to_string(c.ron);
  if (c.tsumo_ko != seed000::kNA)
    s += " (" + std::to_string(c.tsumo_ko) + "/" + std::to_string(c.tsumo_oya) + ")";
  else if (c.ron != seed000::kNA)
    s += " (-)";
  return s;
}
std::string seed_oya(const seed000::OyaCell& c) {
  if (c.ron == seed000::kMangan) return "mangan";
  std::string s = c.ron == seed000::kNA ? "-" : std::to_string(c.ron);
  if (c.tsumo_each != seed000::kNA)
    s += " (" + std::to_string(c.tsumo_each) + ")";
  else if (c.ron != seed000::kNA)
    s += " (-)";
  return s;
}

TEST(RiichiTable, CliMatchesTheSeedCellForCell) {
  const std::string out = run("table");
  std::istringstream in(out);
  std::string line;
  int side = -1;  // 0 non-dealer, 1 dealer, 2 limits
  std::map<std::pair<int, int>, std::array<std::string, 4>> rows;  // (side, fu) -> cells
  std::map<std::string, std::array<std::string, 3>> limits;
  while (std::getline(in, line)) {
    if (line.rfind("Non-dealer", 0) == 0)
      side = 0;
    else if (line.rfind("Dealer", 0) == 0)
      side = 1;
    else if (line.rfind("Limits", 0) == 0)
      side = 2;
    std::vector<std::string> cells;
    std::stringstream ls(line);
    std::string cell;
    while (std::getline(ls, cell, '|')) cells.push_back(trim(cell));
    if (side == 2 && cells.size() == 4 && cells[0] != "limit") {
      limits[cells[0]] = {cells[1], cells[2], cells[3]};
    } else if ((side == 0 || side == 1) && cells.size() == 5 && cells[0] != "fu") {
      rows[{side, std::stoi(cells[0])}] = {cells[1], cells[2], cells[3], cells[4]};
    }
  }
  int compared = 0;
  for (const auto& row : seed000::kTable) {
    ASSERT_TRUE((rows.count({0, row.fu}))) << out;
    ASSERT_TRUE((rows.count({1, row.fu}))) << out;
    for (int h = 0; h < 4; ++h) {
      EXPECT_EQ((rows[{0, row.fu}][h]), seed_ko(row.ko[h])) << row.fu << " fu " << h + 1 << " han";
      EXPECT_EQ((rows[{1, row.fu}][h]), seed_oya(row.oya[h]))
          << row.fu << " fu " << h + 1 << " han";
      compared += 2;
    }
  }
  EXPECT_EQ(compared, 88);
  for (const auto& lim : seed000::kLimits) {
    ASSERT_TRUE(limits.count(lim.name)) << out;
    const auto& got = limits[lim.name];
    EXPECT_EQ(got[1].substr(0, got[1].find(' ')), std::to_string(lim.ko)) << lim.name;
    EXPECT_EQ(got[2].substr(0, got[2].find(' ')), std::to_string(lim.oya)) << lim.name;
  }
  ASSERT_TRUE(limits.count("yakuman"));
  EXPECT_EQ(limits["yakuman"][1], "32000 (8000/16000)");
  EXPECT_EQ(limits["yakuman"][2], "48000 (16000)");
}

TEST(RiichiTable, OptionsChangeTheTable) {
  const std::string out = run("table --option kiriage_mangan=true");
  // 4 han 30 fu is mangan under kiriage: no 7700 / 11600 left.
  EXPECT_EQ(out.find("7700 (2000/3900)"), std::string::npos) << out;
  EXPECT_NE(out.find("mangan"), std::string::npos);
  EXPECT_NE(run("table --preset nope").find("unknown"), std::string::npos);
}

TEST(RiichiTable, CellsFromThePointsFunctions) {
  riichi::ScoringRules r = root_rules().scoring;
  const auto c = riichi::table_cell(1, 30, false, r);
  EXPECT_TRUE(c.ron_exists);
  EXPECT_EQ(c.ron, 1000);
  EXPECT_EQ(c.tsumo_ko, 300);
  EXPECT_EQ(c.tsumo_oya, 500);
  EXPECT_FALSE(riichi::table_cell(1, 20, false, r).tsumo_exists);
  EXPECT_TRUE(riichi::table_cell(2, 20, false, r).tsumo_exists);
  EXPECT_FALSE(riichi::table_cell(2, 20, false, r).ron_exists);
  r.open_pinfu_30_fu = false;  // an open 20-fu ron exists then
  EXPECT_TRUE(riichi::table_cell(1, 20, false, r).ron_exists);
}

}  // namespace
}  // namespace mjscore
