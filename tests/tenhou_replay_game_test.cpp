// Replay conformance, part 2 (docs/tenhou.md, "Conformance"): every imported real game is
// played through the game engine (include/mjscore/game.hpp) and must reproduce Tenhou's score
// changes of every hand (`sc`) and, for finished games, the final scores and points (`owari`).
//   * hands: each hand alone, started from Tenhou's own state (round, honba, sticks, scores);
//   * games: the whole record from its start; every hand's deltas, round label, honba and
//     sticks, and the final result must match.
// Copies of one game (same wall seed) are replayed once, from the most complete copy.
// Skips when ../shared/data is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "mjscore/game.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"
#include "mjscore/tenhou.hpp"

namespace mjscore {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

fs::path logs_dir() {
  const char* env = std::getenv("MJSCORE_SHARED_DIR");
  const fs::path shared =
      env != nullptr && *env != 0 ? fs::path(env) : fs::path(MJSCORE_SHARED_DIR);
  return shared / "data" / "tenhou" / "logs";
}

std::string read_file(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

riichi::PlayerScores seats(const Json& j) {
  riichi::PlayerScores s{};
  for (int p = 0; p < 4; ++p) s[p] = j[p].get<int>();
  return s;
}

std::string show(const riichi::PlayerScores& s) {
  return "[" + std::to_string(s[0]) + "," + std::to_string(s[1]) + "," + std::to_string(s[2]) +
         "," + std::to_string(s[3]) + "]";
}

// A score object of the record -> ScoreRequest, through the JSON contract's request reader.
Result<ScoreRequest> score_request(const Json& score) {
  Json line = score;
  line["type"] = "score";
  line["rules"] = "riichi";
  line["preset"] = "tenhou";
  json::RequestParser parser;
  json::Answer answer;
  parser.parse(line.dump(), answer);
  if (answer.error) return tl::unexpected(*answer.error);
  if (!answer.parsed || !std::holds_alternative<ScoreRequest>(answer.request))
    return fail(ErrorCode::invalid_request, "not a score request");
  return std::get<ScoreRequest>(answer.request);
}

Result<riichi::GameHand> game_hand(const Json& h) {
  riichi::GameHand out;
  const std::string result = h["result"];
  out.kind = result == "win"    ? riichi::HandKind::Win
             : result == "draw" ? riichi::HandKind::Draw
                                : riichi::HandKind::Abortive;
  out.riichi = h["riichi"].get<std::vector<int>>();
  if (h.contains("from")) out.from = h["from"].get<int>();
  auto add_win = [&](int winner, const Json& score) -> Result<void> {
    auto request = score_request(score);
    if (!request) return tl::unexpected(request.error());
    riichi::GameWin w;
    w.winner = winner;
    w.score = std::move(*request);
    out.wins.push_back(std::move(w));
    return {};
  };
  if (h.contains("score"))
    if (auto r = add_win(h["winner"], h["score"]); !r) return tl::unexpected(r.error());
  if (h.contains("wins"))
    for (const auto& w : h["wins"])
      if (auto r = add_win(w["winner"], w["score"]); !r) return tl::unexpected(r.error());
  if (h.contains("tenpai")) out.tenpai = h["tenpai"].get<std::vector<int>>();
  if (h.contains("nagashi")) out.nagashi = h["nagashi"].get<std::vector<int>>();
  if (h.contains("reason")) out.reason = h["reason"];
  out.expect = seats(h["expect"]["deltas"]);
  return out;
}

riichi::GameStart start_of(const Json& e) {
  riichi::GameStart s;
  const std::string label = e["round"];
  s.round = *parse_wind(label.substr(0, 1));
  s.hand = label[1] - '0';
  s.honba = e["honba"];
  s.riichi_sticks = e["riichi_sticks"];
  s.scores = seats(e["scores"]);
  return s;
}

riichi::GameRecord base_record(const Json& g) {
  riichi::GameRecord rec;
  rec.preset = g["preset"];
  for (const auto& [key, v] : g["options"].items()) {
    if (v.is_boolean()) rec.options.push_back({key, OptionValue{v.get<bool>()}});
    if (v.is_string()) rec.options.push_back({key, OptionValue{v.get<std::string>()}});
    if (v.is_number_integer()) rec.options.push_back({key, OptionValue{v.get<long long>()}});
  }
  rec.players = g["players"].get<std::vector<std::string>>();
  return rec;
}

struct Game {
  std::string name;
  Json record;
};

// Every log, copies of one mjlog game (same wall seed) reduced to the most complete one.
std::vector<Game> games_to_replay() {
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(logs_dir())) {
    const auto ext = e.path().extension();
    if (e.is_regular_file() && (ext == ".mjlog" || ext == ".xml" || ext == ".json"))
      files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  std::map<std::string, Game> by_wall;
  std::vector<Game> out;
  for (const auto& f : files) {
    auto r = import_tenhou(read_file(f));
    if (!r) {
      ADD_FAILURE() << f.filename() << ": " << r.error().message;
      continue;
    }
    Game g{f.filename().string(), Json::parse(r->record_json)};
    const std::string wall = g.record["id"].value("wall", "");
    if (wall.empty()) {
      out.push_back(std::move(g));
      continue;
    }
    auto completeness = [](const Json& rec) {
      return std::make_pair(rec.contains("expect"), rec["hands"].size());
    };
    auto it = by_wall.find(wall);
    if (it == by_wall.end() || completeness(g.record) > completeness(it->second.record))
      by_wall[wall] = std::move(g);
  }
  for (auto& [wall, g] : by_wall) out.push_back(std::move(g));
  return out;
}

TEST(TenhouReplay, GamesReproduceTenhousScoresAndFinalResults) {
  if (!fs::exists(logs_dir())) GTEST_SKIP() << "shared Tenhou logs not found at " << logs_dir();
  auto engine = Engine::create();
  ASSERT_TRUE(engine) << engine.error().message;
  int hands = 0, hands_ok = 0, games = 0, games_ok = 0, finals = 0, finals_ok = 0;
  int mjlog_games = 0, tenhou6_files = 0;
  std::vector<std::string> problems;
  for (const auto& game : games_to_replay()) {
    const Json& g = game.record;
    (g["id"]["format"] == "mjlog" ? mjlog_games : tenhou6_files) += 1;
    // Hands one by one, each from Tenhou's own state.
    std::vector<riichi::GameHand> converted;
    bool convert_ok = true;
    for (const auto& h : g["hands"]) {
      auto hand = game_hand(h);
      if (!hand) {
        problems.push_back(game.name + " " + h["expect"]["round"].get<std::string>() +
                           ": cannot read a score request: " + hand.error().message);
        convert_ok = false;
        break;
      }
      converted.push_back(std::move(*hand));
    }
    if (!convert_ok) continue;
    for (size_t i = 0; i < converted.size(); ++i) {
      const Json& e = g["hands"][i]["expect"];
      riichi::GameRecord one = base_record(g);
      one.start = start_of(e);
      one.hands.push_back(converted[i]);
      auto played = riichi::play_game(*engine, one);
      ++hands;
      const std::string where = game.name + " " + e["round"].get<std::string>() + "-" +
                                std::to_string(e["honba"].get<int>()) + ": ";
      if (!played) {
        problems.push_back(where + "hand refused: " + played.error().message);
      } else if (!played->hands[0].expect_ok) {
        problems.push_back(where + "deltas " + show(played->hands[0].deltas) + ", Tenhou " +
                           show(*converted[i].expect));
      } else {
        ++hands_ok;
      }
    }
    // The whole game from its start.
    ++games;
    riichi::GameRecord rec = base_record(g);
    rec.start = start_of(g["hands"][0]["expect"]);
    rec.hands = converted;
    const bool finished = g.contains("expect");
    if (finished) {
      riichi::FinalExpect fe;
      fe.scores = seats(g["expect"]["scores"]);
      std::array<double, 4> points{};
      for (int p = 0; p < 4; ++p) points[p] = g["expect"]["points"][p].get<double>();
      fe.points = points;
      rec.expect = fe;
      ++finals;
    }
    auto played = riichi::play_game(*engine, rec);
    if (!played) {
      problems.push_back(game.name + ": game refused: " + played.error().message);
      continue;
    }
    bool ok = true;
    for (size_t i = 0; i < played->hands.size(); ++i) {
      const auto& r = played->hands[i];
      const Json& e = g["hands"][i]["expect"];
      std::string why;
      if (r.round != e["round"].get<std::string>() || r.honba != e["honba"].get<int>() ||
          r.sticks_before != e["riichi_sticks"].get<int>())
        why = "state " + r.round + "-" + std::to_string(r.honba) + " sticks " +
              std::to_string(r.sticks_before) + ", Tenhou " + e["round"].get<std::string>() + "-" +
              std::to_string(e["honba"].get<int>()) + " sticks " +
              std::to_string(e["riichi_sticks"].get<int>());
      else if (!r.expect_ok)
        why = "deltas " + show(r.deltas) + ", Tenhou " + show(*r.expect);
      if (!why.empty()) {
        ok = false;
        problems.push_back(game.name + " hand " + std::to_string(i) + " (" +
                           e["round"].get<std::string>() + "): " + why);
        break;  // later hands follow from this one
      }
    }
    if (finished) {
      const auto& f = played->final;
      if (f.ended_by == "incomplete" || !f.expect_ok) {
        ok = false;
        std::string points;
        for (double p : f.points) points += std::to_string(p) + " ";
        problems.push_back(game.name + ": final " + show(f.scores) + " points " + points +
                           "ended_by " + f.ended_by + "; Tenhou " + g["expect"].dump());
      } else {
        ++finals_ok;
      }
    } else if (played->final.ended_by != "incomplete") {
      // An unfinished log: the engine must not have ended the game before its last hand.
      ok = ok && played->hands.size() == g["hands"].size();
    }
    games_ok += ok;
  }
  std::cout << "Tenhou replay (game engine): " << mjlog_games << " mjlog games (copies merged) + "
            << tenhou6_files << " tenhou.net/6 files\n"
            << "  hands matched " << hands_ok << "/" << hands << ", games matched " << games_ok
            << "/" << games << ", final results matched " << finals_ok << "/" << finals << "\n";
  for (const auto& p : problems) std::cout << "  mismatch " << p << "\n";
  EXPECT_GT(hands, 0);
  EXPECT_EQ(hands_ok, hands);
  EXPECT_EQ(games_ok, games);
}

}  // namespace
}  // namespace mjscore
