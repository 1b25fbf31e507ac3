// `mjscore game FILE.json`: replays a game record of any family (riichi: contract "Riichi game
// record"; hk, classical) and prints the family's table (app/render/<f>_text.cpp): a line per
// hand and the final standings; --json prints the contract response (the bytes `mjscore batch`
// writes for the record).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <simdjson.h>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>

#include "cmd_game.hpp"
#include "input_reader.hpp"
#include "mjscore/contract.hpp"
#include "mjscore/json.hpp"
#include "render/family_text.hpp"

namespace mjscore::cli {
namespace {

struct GameFlags {
  std::string file, preset;
  std::vector<std::string> options;
  bool json = false;
};

// What the response to the record as a `game` request opens with (its id as JSON, its family
// and preset, the command line's preset first), read from the user's file.
struct RecordHead {
  std::string id;
  std::optional<Family> family = kDefaultFamily;
  std::string preset;
  std::optional<Error> error;  // "rules" not understood (the JSON response's error)
};

Result<RecordHead> read_head(const std::string& text, const GameFlags& f) {
  const auto members = contract::read_object(text, contract::KeyOrder::sorted);
  if (!members) {
    // Text nested deeper than the readers' limit is the game reader's nesting error.
    const auto nested = json::parse_request(RequestType::Game, kDefaultFamily, text);
    if (!nested && std::string_view(nested.error().message).ends_with("nesting too deep"))
      return tl::unexpected(nested.error());
    if (std::string_view(members.error().message).starts_with("duplicate field")) {
      RecordHead head;  // the game reader's error too
      head.error = members.error();
      return head;
    }
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
    head.family = name ? family_named(*name) : std::nullopt;
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

// The request with the command line's preset and options applied (a record of any family: each
// has its `preset` and `options`): an option given again replaces the record's, and the options
// stay in key order (as the records' are read).
void apply_flags(Request& request, const GameFlags& f, OptionOverrides flags) {
  std::visit(
      [&](auto& record) {
        if constexpr (requires {
                        record.preset;
                        record.options;
                      }) {
          if (!f.preset.empty()) record.preset = f.preset;
          auto& options = record.options;
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
        }
      },
      request);
}

int run_game(const Context& ctx, const GameFlags& f) {
  auto text = read_input(f.file, kJsonObjectInput);
  if (!text) return report(text.error());
  auto head = read_head(*text, f);
  if (!head) return report(head.error());
  auto flags = option_flags(f);
  if (!flags) return report(flags.error());
  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  json::Answer a;
  a.id = head->id;
  a.family = head->family;
  a.preset = head->preset;
  a.type = RequestType::Game;
  if (head->error && f.json) {
    a.error = *head->error;
  } else if (auto record = json::parse_request(RequestType::Game, head->family, *text)) {
    a.request = std::move(*record);
    apply_flags(a.request, f, std::move(*flags));
    engine->answer(a.request, a);
  } else {
    a.error = record.error();
  }
  if (f.json) return print_answer(a, true);
  if (a.error) return report(*a.error);
  std::string out;
  if (const auto family = family_of(a.request)) family_text(*family).game(out, a);
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
