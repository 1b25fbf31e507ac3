// Tenhou's final points (mjlog `owari="s0,p0,s1,p1,..."`: scores in hundreds, points in
// thousands) reproduced from the end scores by the `tenhou` preset (docs/game.md "Tenhou"):
// logs from 2021 on use exact decimals (rounding = "none"), older logs round each score to
// thousands and give the top the remainder (rounding = "tenhou_legacy").
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "mjscore/engine.hpp"
#include "mjscore/game.hpp"
#include "shared_data.hpp"

namespace mjscore::riichi {
namespace {

namespace fs = std::filesystem;

struct Owari {
  std::string file;
  int go_type = 0;
  PlayerScores scores{};
  std::array<double, 4> points{};
  int year = 0;  // from the log id in the file name (0: a renamed test copy)
};

std::vector<Owari> load_owari(const fs::path& root) {
  std::vector<Owari> out;
  const std::regex owari_re("owari=\"([^\"]*)\"");
  const std::regex go_re("<GO type=\"(\\d+)\"");
  const std::regex date_re("_(20\\d\\d)\\d{6}gm-");
  std::set<std::string> seen;
  for (const auto& dir : fs::directory_iterator(root)) {
    if (!dir.is_directory()) continue;
    for (const auto& f : fs::directory_iterator(dir.path())) {
      const auto ext = f.path().extension();
      if (ext != ".mjlog" && ext != ".xml") continue;
      std::ifstream in(f.path(), std::ios::binary);
      std::stringstream buf;
      buf << in.rdbuf();
      const std::string text = buf.str();
      std::smatch m, g, d;
      if (!std::regex_search(text, m, owari_re)) continue;
      const std::string fname = f.path().filename().string();
      // Renamed copies of one game share the owari string: count it once.
      if (!seen.insert(m[1].str()).second) continue;
      Owari o;
      o.file = fname;
      if (std::regex_search(text, g, go_re)) o.go_type = std::stoi(g[1].str());
      if (std::regex_search(fname, d, date_re)) o.year = std::stoi(d[1].str());
      std::stringstream fields(m[1].str());
      std::string item;
      std::vector<std::string> parts;
      while (std::getline(fields, item, ',')) parts.push_back(item);
      if (parts.size() != 8) continue;
      for (int i = 0; i < 4; ++i) {
        o.scores[i] = std::stoi(parts[2 * i]) * 100;
        o.points[i] = std::stod(parts[2 * i + 1]);
      }
      out.push_back(o);
    }
  }
  return out;
}

bool same(const PerPlayer<double>& a, const std::array<double, 4>& b) {
  for (int i = 0; i < a.players(); ++i)
    if (std::fabs(a[i] - b[i]) > 1e-6) return false;
  return true;
}

TEST(TenhouOwari, EveryRankedGameReproduced) {
  const fs::path root = shared_data::tenhou_logs();
  MJSCORE_REQUIRE_SHARED_DATA(root);
  auto engine = Engine::create();
  ASSERT_TRUE(engine) << engine.error().message;
  auto current = engine->riichi_rules("tenhou");
  ASSERT_TRUE(current);
  auto legacy =
      engine->riichi_rules("tenhou", {{"rounding", OptionValue{std::string("tenhou_legacy")}}});
  ASSERT_TRUE(legacy);

  int exact = 0, rounded = 0, other_lobby = 0;
  for (const auto& o : load_owari(root)) {
    // Ranked lobbies: bit 0x01 (vs people) set, no custom lobby. GO type 9 is a private lobby
    // game (L10011) with its own start points and uma; it is left out and counted.
    if (o.go_type == 9) {
      ++other_lobby;
      continue;
    }
    const bool now = same(final_points(o.scores, current->game).points, o.points);
    const bool old = same(final_points(o.scores, legacy->game).points, o.points);
    EXPECT_TRUE(now || old) << o.file;
    if (o.year >= 2021) EXPECT_TRUE(now) << o.file << ": a 2021+ log must use exact decimals";
    if (o.year && o.year <= 2020) EXPECT_TRUE(old) << o.file << ": an old log must round";
    exact += now;
    rounded += old && !now;
  }
  RecordProperty("exact", exact);
  RecordProperty("rounded", rounded);
  std::printf("Tenhou owari: %d games exact decimals, %d legacy rounding, %d other lobby\n", exact,
              rounded, other_lobby);
  EXPECT_GE(exact + rounded, 170);
}

}  // namespace
}  // namespace mjscore::riichi
