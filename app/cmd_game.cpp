// `mjscore game FILE.json`: replays a riichi game record (contract "Riichi game record") and
// prints a table per hand (round, honba, result, deltas, scores) and the final standings;
// --json prints the contract response (the bytes `mjscore batch` writes for the record).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <simdjson.h>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "cmd_game.hpp"
#include "hk_game_text.hpp"
#include "mjscore/contract.hpp"
#include "mjscore/json.hpp"

namespace mjscore::cli {
namespace {

struct GameFlags {
  std::string file, preset;
  std::vector<std::string> options;
  bool json = false;
};

}  // namespace

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

namespace {

// What the response to the record as a `game` request opens with (its id as JSON, its family
// and preset, the command line's preset first), read from the user's file.
struct RecordHead {
  std::string id;
  std::optional<Family> family = Family::Riichi;
  std::string preset;
  std::optional<Error> error;  // "rules" not understood (the JSON response's error)
};

Result<RecordHead> read_head(const std::string& text, const GameFlags& f) {
  const auto members = contract::read_object(text, contract::KeyOrder::sorted);
  if (!members) {
    // Text nested deeper than the readers' limit is the game reader's nesting error.
    const auto nested = contract::read_riichi_game(text);
    if (!nested && std::string_view(nested.error().message).ends_with("nesting too deep"))
      return tl::unexpected(nested.error());
    return fail(ErrorCode::parse_error, "the file is not a JSON object");
  }
  auto member = [&](std::string_view key) -> const std::string* {
    for (const auto& m : *members)
      if (m.key == key) return &m.json;
    return nullptr;
  };
  RecordHead head;
  if (const std::string* id = member("id")) head.id = *id;
  if (const std::string* rules = member("rules")) {
    const auto name = contract::read_string(*rules);
    head.family.reset();
    for (Family fam : {Family::Riichi, Family::HK, Family::Classical})
      if (name && *name == family_name(fam)) head.family = fam;
    if (!head.family)
      head.error = Error{ErrorCode::invalid_request,
                         fmt::format("unknown rule family '{}' (expected riichi, hk or classical)",
                                     name ? *name : *rules),
                         -1};
  }
  if (!f.preset.empty()) {
    head.preset = f.preset;
  } else if (const std::string* preset = member("preset")) {
    head.preset = contract::read_string(*preset).value_or("");
  }
  return head;
}

// The command line's options (an error for a malformed one). The preset and option values are
// written into the JSON response (`--json`), so they must be UTF-8.
Result<OptionOverrides> option_flags(const GameFlags& f) {
  OptionOverrides flags;
  auto utf8 = [](const std::string& s) { return simdjson::validate_utf8(s.data(), s.size()); };
  if (!utf8(f.preset) || !std::all_of(f.options.begin(), f.options.end(), utf8))
    return fail(ErrorCode::invalid_request, "--preset and --option values must be UTF-8");
  for (const auto& o : f.options) {
    auto parsed = parse_option_flag(o);
    if (!parsed) return tl::unexpected(parsed.error());
    flags.push_back(std::move(*parsed));
  }
  return flags;
}

// The record with the command line's preset and options applied: an option given again
// replaces the record's, and the options stay in key order (as the record's are read).
template <class Record>
Result<Record> read_record(Result<Record> record, const GameFlags& f, OptionOverrides flags) {
  if (!record) return record;
  if (!f.preset.empty()) record->preset = f.preset;
  auto& options = record->options;
  for (auto& flag : flags) {
    auto at = std::lower_bound(
        options.begin(), options.end(), flag.key,
        [](const OptionOverride& o, const std::string& key) { return o.key < key; });
    if (at != options.end() && at->key == flag.key) {
      at->value = std::move(flag.value);
    } else {
      options.insert(at, std::move(flag));
    }
  }
  return record;
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
  // Each number column is as wide as the widest number plus a space (at least 7), so that
  // numbers past 7 digits stay separated.
  size_t dw = 7, sw = 7;
  for (const auto& h : g.hands)
    for (int p = 0; p < 4; ++p) {
      dw = std::max(dw, fmt::format("{:+}", h.deltas[p] + h.deposits[p]).size() + 1);
      sw = std::max(sw, fmt::format("{}", h.scores[p]).size() + 1);
    }
  fmt::format_to(ins, "{:>3}  {:<5} {:>5} {:>6}  {:<44} {:>{}}  {:>{}}\n", "#", "round", "honba",
                 "sticks", "result", "deltas (P0 P1 P2 P3)", 4 * dw, "scores", 4 * sw);
  for (size_t i = 0; i < g.hands.size(); ++i) {
    const auto& h = g.hands[i];
    std::string deltas, scores;
    for (int p = 0; p < 4; ++p) {
      deltas += fmt::format("{:>+{}}", h.deltas[p] + h.deposits[p], dw);
      scores += fmt::format("{:>{}}", h.scores[p], sw);
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
  size_t fw = 7, pw = 8;
  for (int p = 0; p < 4; ++p) {
    fw = std::max(fw, fmt::format("{}", f.scores[p]).size());
    pw = std::max(pw, contract::format_points(f.points[p]).size());
  }
  for (int p : order)
    fmt::format_to(ins, "  {}  {:<24} {:>{}}  {:>{}}\n", f.ranks[p], player_name(rec, p),
                   f.scores[p], fw, contract::format_points(f.points[p]), pw);
  if (g.expect_mismatches) fmt::format_to(ins, "expect mismatches: {}\n", g.expect_mismatches);
}

// An HK record (docs/hk.md "HK games"): the same response frame, the HK members or text.
int run_hk_game(const Result<hk::GameRecord>& record, const Engine& engine, const RecordHead& head,
                const GameFlags& f) {
  Result<json::HkGameAnswer> game = tl::unexpected(Error{});
  game = record ? json::answer_hk_game(engine, *record) : tl::unexpected(record.error());
  if (f.json) {
    json::Answer a;
    a.id = head.id;
    a.family = head.family;
    a.preset = head.preset;
    a.type = json::RequestType::Game;
    if (game) {
      a.request = *record;
      a.hk_game = std::move(*game);
    } else {
      a.error = game.error();
    }
    return print_answer(a, true);
  }
  if (!game) return report(game.error());
  std::string out;
  render_hk_game(out, *game);
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

int run_game(const Context& ctx, const GameFlags& f) {
  auto text = read_input(f.file);
  if (!text) return report(text.error());
  auto head = read_head(*text, f);
  if (!head) return report(head.error());
  auto flags = option_flags(f);
  if (!flags) return report(flags.error());
  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  if (head->family == Family::Classical && !head->error)  // docs/classical-games.md
    return run_classical_game(*engine, *text, f.preset, std::move(*flags), f.json, head->id);
  if (head->family == Family::HK && !head->error)
    return run_hk_game(read_record(contract::read_hk_game(*text), f, std::move(*flags)), *engine,
                       *head, f);
  auto record = read_record(contract::read_riichi_game(*text), f, std::move(*flags));
  Result<json::GameAnswer> game = tl::unexpected(Error{});
  if (head->error && f.json) {
    game = tl::unexpected(*head->error);
  } else if (record) {
    game = json::answer_game(*engine, *record);
  } else {
    game = tl::unexpected(record.error());
  }
  if (f.json) {
    json::Answer a;
    a.id = head->id;
    a.family = head->family;
    a.preset = head->preset;
    a.type = json::RequestType::Game;
    if (game) {
      a.game = std::move(*game);
    } else {
      a.error = game.error();
    }
    return print_answer(a, true);
  }
  if (!game) return report(game.error());
  std::string out;
  render_game(out, *record, game->result);
  std::fputs(out.c_str(), stdout);
  return kExitOk;
}

}  // namespace

void add_game_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<GameFlags>();
  CLI::App* sub = app.add_subcommand(
      "game",
      "Replay a game record (JSON; riichi, hk or classical): every hand's deltas and scores, "
      "final points");
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
