// Replay conformance of the Tenhou import (docs/tenhou.md, "Conformance"): every win of every
// imported real log is scored by the engine through the JSON contract, as a user would send it,
// and its deltas must equal Tenhou's own score changes (`sc`) for that win exactly.
// Skips when ../shared/data is absent (fails instead with CI=true: shared_data.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "mjscore/tenhou.hpp"
#include "shared_data.hpp"

namespace mjscore {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

constexpr char kWinds[] = "ESWN";

TEST(TenhouReplay, EveryImportedWinScoresToTenhousDeltas) {
  MJSCORE_REQUIRE_SHARED_DATA(shared_data::tenhou_logs());
  auto engine = Engine::create();
  ASSERT_TRUE(engine) << engine.error().message;
  int wins = 0, matched = 0, contradictory_wins = 0;
  std::set<std::string> unique, unique_matched;
  std::vector<std::string> mismatches;
  for (const auto& log : shared_data::imported_tenhou_logs()) {
    const Json& g = log.record;
    for (const auto& h : g["hands"]) {
      if (h["result"] != "win") continue;
      const int dealer = h["expect"]["dealer"];
      std::vector<std::pair<Json, Json>> list;  // (score request, Tenhou's deltas by player)
      if (h.contains("score")) list.emplace_back(h["score"], h["expect"]["deltas"]);
      if (h.contains("wins"))
        for (size_t i = 0; i < h["wins"].size(); ++i)
          list.emplace_back(h["wins"][i]["score"], h["expect"]["wins"][i]["deltas"]);
      // A hand whose own deltas contradict its winner (the importer warns) has nothing to
      // compare against: only the malformed fixture confusing_nakis_2 is such a hand.
      const bool contradictory = h.value("note", "").find("do not pay") != std::string::npos;
      if (contradictory) {
        std::cout << "  not compared (the log contradicts itself): " << log.name << "\n";
        ++contradictory_wins;
        continue;
      }
      for (const auto& [score, expected] : list) {
        Json request = score;
        request["type"] = "score";
        request["rules"] = "riichi";
        request["preset"] = "tenhou";
        request["options"] = Json{{"aka_dora", g["options"]["aka_dora"]},
                                  {"open_tanyao", g["options"]["open_tanyao"]}};
        const std::string line = request.dump();
        const Json response = Json::parse(json::handle_line(*engine, line));
        ++wins;
        unique.insert(line);
        std::string why;
        if (!response.value("ok", false)) {
          why = response.dump();
        } else {
          for (int p = 0; p < 4; ++p) {
            const char wind[2] = {kWinds[(p - dealer + 4) % 4], 0};
            if (response["deltas"][wind] != expected[p])
              why = "deltas " + response["deltas"].dump();
          }
        }
        if (why.empty()) {
          ++matched;
          unique_matched.insert(line);
        } else {
          mismatches.push_back(log.name + " " + h["expect"]["round"].get<std::string>() + "-" +
                               std::to_string(h["expect"]["honba"].get<int>()) + ": Tenhou " +
                               expected.dump() + ", engine " + why + "\n      " + line);
        }
      }
    }
  }
  std::cout << "Tenhou replay (wins scored by the engine): " << matched << "/" << wins
            << " wins match Tenhou's deltas (" << unique_matched.size() << "/" << unique.size()
            << " distinct requests); " << contradictory_wins << " hand(s) not compared\n";
  for (const auto& m : mismatches) std::cout << "  mismatch " << m << "\n";
  EXPECT_TRUE(mismatches.empty());
  EXPECT_LE(contradictory_wins, 1);
  EXPECT_GT(wins, 2000);
}

}  // namespace
}  // namespace mjscore
