// `mjscore game FILE.json`: replays a riichi game record (contract "Riichi game record") and
// prints a table per hand (round, honba, result, deltas, scores) and the final standings;
// --json prints the contract response (the same path as `mjscore batch`).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cmd_game.hpp"
#include "json/game_json.hpp"
#include "render_text.hpp"

namespace mjscore::cli {
namespace {

struct GameFlags {
  std::string file, preset;
  std::vector<std::string> options;
  bool json = false;
};

int fail_with(const Error& e) {
  std::string err;
  render_error(err, e);
  std::fputs(err.c_str(), stderr);
  return exit_code_for(e.code);
}

Result<std::string> read_input(const std::string& file) {
  std::ostringstream buf;
  if (file == "-") {
    buf << std::cin.rdbuf();
  } else {
    std::ifstream in(file, std::ios::binary);
    if (!in) return fail(ErrorCode::invalid_request, "cannot read '" + file + "'");
    buf << in.rdbuf();
  }
  return buf.str();
}

nlohmann::json option_json(const OptionValue& v) {
  return std::visit([](const auto& x) { return nlohmann::json(x); }, v.value);
}

// The record as a `game` request line with the command line's preset and options applied.
Result<std::string> request_line(const std::string& text, const GameFlags& f) {
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded() || !doc.is_object())
    return fail(ErrorCode::parse_error, "the file is not a JSON object");
  doc["type"] = "game";
  if (!f.preset.empty()) doc["preset"] = f.preset;
  for (const auto& o : f.options) {
    auto parsed = parse_option_flag(o);
    if (!parsed) return tl::unexpected(parsed.error());
    doc["options"][parsed->key] = option_json(parsed->value);
  }
  // A --preset or --option value that is not UTF-8 cannot be written (dump throws).
  try {
    return doc.dump();
  } catch (const nlohmann::json::exception&) {
    return fail(ErrorCode::invalid_request, "--preset and --option values must be UTF-8");
  }
}

std::string player_name(const riichi::GameRecord& r, int p) {
  if (p < static_cast<int>(r.players.size())) return fmt::format("{} ({})", r.players[p], p);
  return fmt::format("P{}", p);
}

std::string hand_text(const riichi::GameRecord& rec, size_t i, const riichi::HandResult& h) {
  const riichi::GameHand& in = rec.hands[i];
  std::string s = h.result;
  if (!h.wins.empty()) {
    for (const auto& w : h.wins) {
      s += fmt::format(" P{}", w.winner);
      if (w.yakuman)
        s += fmt::format(" {}x yakuman", w.yakuman);
      else if (w.fu)
        s += fmt::format(" {}h{}f", w.han, w.fu);
      else
        s += fmt::format(" {}h", w.han);
      s += fmt::format(" {}", w.value);
    }
    if (in.from && h.result != "nagashi") s += fmt::format(" from P{}", *in.from);
  }
  if (h.result == "draw") {
    s += " tenpai:";
    if (in.tenpai.empty()) s += " none";
    for (int p : in.tenpai) s += fmt::format(" P{}", p);
  }
  if (!h.reason.empty()) s += " " + h.reason;
  if (h.chombo_player) s += fmt::format(" P{}", *h.chombo_player);
  if (!h.dropped.empty()) s += " (head bump)";
  return s;
}

void render_game(std::string& out, const riichi::GameRecord& rec, const riichi::GameResult& g) {
  auto ins = std::back_inserter(out);
  fmt::format_to(ins, "{:>3}  {:<5} {:>5} {:>6}  {:<44} {:>28}  {:>28}\n", "#", "round", "honba",
                 "sticks", "result", "deltas (P0 P1 P2 P3)", "scores");
  for (size_t i = 0; i < g.hands.size(); ++i) {
    const auto& h = g.hands[i];
    std::string deltas, scores;
    for (int p = 0; p < 4; ++p) {
      deltas += fmt::format("{:>+7}", h.deltas[p] + h.deposits[p]);
      scores += fmt::format("{:>7}", h.scores[p]);
    }
    fmt::format_to(ins, "{:>3}  {:<5} {:>5} {:>6}  {:<44} {}  {}{}\n", i + 1, h.round, h.honba,
                   h.sticks_before, hand_text(rec, i, h), deltas, scores,
                   h.expect ? (h.expect_ok ? "  expect ok" : "  EXPECT MISMATCH") : "");
  }
  const auto& f = g.final;
  fmt::format_to(ins, "\nFinal standings (ended by {}; leftover sticks {})\n", f.ended_by,
                 f.leftover_sticks);
  std::array<int, 4> order{0, 1, 2, 3};
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return f.ranks[a] < f.ranks[b]; });
  for (int p : order)
    fmt::format_to(ins, "  {}  {:<24} {:>7}  {:>8}\n", f.ranks[p], player_name(rec, p), f.scores[p],
                   json::format_points(f.points[p]));
  if (g.expect_mismatches) fmt::format_to(ins, "expect mismatches: {}\n", g.expect_mismatches);
}

int run_game(const Context& ctx, const GameFlags& f) {
  auto text = read_input(f.file);
  if (!text) return fail_with(text.error());
  auto line = request_line(*text, f);
  if (!line) return fail_with(line.error());
  auto engine = ctx.make_engine();
  if (!engine) return fail_with(engine.error());
  if (f.json) {
    json::Handler handler(*engine);
    std::string out;
    const json::Answer& a = handler.handle(*line, out);
    out += '\n';
    std::fputs(out.c_str(), stdout);
    return a.error ? exit_code_for(a.error->code) : kExitOk;
  }
  auto record = json::parse_game_record(*line);
  if (!record) return fail_with(record.error());
  auto result = riichi::play_game(*engine, *record);
  if (!result) return fail_with(result.error());
  std::string out;
  render_game(out, *record, *result);
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

std::string players_text(const nlohmann::json& a) {
  std::string s;
  for (const auto& v : a) s += fmt::format("{:>7}", v.dump());
  return s;
}

}  // namespace

void render_game_members(std::string& out, std::string_view members, bool final_request) {
  auto ins = std::back_inserter(out);
  const auto doc = nlohmann::json::parse("{" + std::string(members) + "}", nullptr, false);
  if (doc.is_discarded()) return;
  if (final_request) {
    fmt::format_to(ins, "ranks {}\npoints{}\n", players_text(doc["ranks"]),
                   players_text(doc["points"]));
    return;
  }
  for (const auto& h : doc["hands"]) {
    std::string result = h["result"].get<std::string>();
    if (h.contains("wins"))
      for (const auto& w : h["wins"])
        result += fmt::format(" P{} {}", w["winner"].dump(), w["value"].dump());
    if (h.contains("reason")) result += " " + h["reason"].get<std::string>();
    if (h.contains("chombo")) result += " P" + h["chombo"].dump();
    nlohmann::json change = nlohmann::json::array();
    for (int p = 0; p < 4; ++p)
      change.push_back(h["deltas"][p].get<int>() + h["riichi_deposits"][p].get<int>());
    fmt::format_to(ins, "{:<3} {:>2} {:>2}  {:<28}{}  |{}\n", h["round"].get<std::string>(),
                   h["honba"].dump(), h["sticks"].dump(), result, players_text(change),
                   players_text(h["scores"]));
  }
  const auto& f = doc["final"];
  fmt::format_to(ins, "final ({}): scores{}  ranks{}  points{}\n", f["ended_by"].get<std::string>(),
                 players_text(f["scores"]), players_text(f["ranks"]), players_text(f["points"]));
}

void add_game_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<GameFlags>();
  CLI::App* sub = app.add_subcommand(
      "game", "Replay a riichi game record (JSON): every hand's deltas and scores, final points");
  sub->add_option("file", f->file, "The game record (contract \"Riichi game record\"); - = stdin")
      ->required();
  sub->add_option("--preset", f->preset, "Named rule set (default: the record's, else tenhou)");
  sub->add_option("--option", f->options, "Override a preset key: key=value (repeatable)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->add_flag("--json", f->json, "Print the JSON contract response");
  sub->callback([&ctx, f] { ctx.exit_code = run_game(ctx, *f); });
}

}  // namespace mjscore::cli
