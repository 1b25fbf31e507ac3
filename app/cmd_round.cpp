// `mjscore round FILE.json` (contract `round`: four hands, every one scored, then settled;
// docs/classical-games.md): the four sheets and the settlement table, or with --json the
// contract response.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <memory>

#include "cmd_game.hpp"
#include "input_reader.hpp"
#include "mjscore/contract.hpp"
#include "mjscore/json.hpp"

namespace mjscore::cli {
namespace {

struct RoundFlags {
  std::string file, preset;
  std::vector<std::string> options;
  bool json = false;
};

// The command line's options over the request's: a key given again replaces the request's.
void merge_options(OptionOverrides& options, OptionOverrides flags) {
  for (auto& flag : flags) {
    auto at = std::find_if(options.begin(), options.end(),
                           [&](const OptionOverride& o) { return o.key == flag.key; });
    if (at != options.end()) {
      at->value = std::move(flag.value);
    } else {
      options.push_back(std::move(flag));
    }
  }
}

Result<OptionOverrides> option_flags(const std::vector<std::string>& texts) {
  OptionOverrides flags;
  for (const auto& o : texts) {
    auto parsed = parse_option_flag(o);
    if (!parsed) return tl::unexpected(parsed.error());
    flags.push_back(std::move(*parsed));
  }
  return flags;
}

// The file as a round request ("type" and "rules" implied when absent) and its id as JSON.
struct RoundLine {
  std::string line;
  std::string id;
};

Result<RoundLine> round_line(const std::string& text) {
  auto members = contract::read_object(text, contract::KeyOrder::sorted);
  if (!members) return fail(ErrorCode::parse_error, "the file is not a JSON object");
  auto has = [&](std::string_view key) {
    return std::any_of(members->begin(), members->end(),
                       [&](const contract::JsonMember& m) { return m.key == key; });
  };
  if (!has("type")) members->push_back({"type", R"("round")"});
  if (!has("rules")) members->push_back({"rules", R"("classical")"});
  std::sort(members->begin(), members->end(),
            [](const auto& a, const auto& b) { return a.key < b.key; });
  RoundLine out;
  for (const auto& m : *members) {
    out.line += out.line.empty() ? "{" : ",";
    out.line += contract::json_string(m.key) + ":" + m.json;
    if (m.key == "id") out.id = m.json;
  }
  out.line += '}';
  return out;
}

int run_round(const Context& ctx, const RoundFlags& f) {
  auto text = read_input(f.file, kJsonObjectInput);
  if (!text) return report(text.error());
  auto line = round_line(*text);
  if (!line) return report(line.error());
  auto flags = option_flags(f.options);
  if (!flags) return report(flags.error());
  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  json::Answer a;
  a.id = line->id;
  a.family = family_named("classical");
  a.type = RequestType::Round;
  if (auto request = json::parse_request(RequestType::Round, a.family, line->line)) {
    auto& q = std::get<classical::RoundRequest>(a.request = std::move(*request));
    if (!f.preset.empty()) q.preset = f.preset;
    merge_options(q.options, std::move(*flags));
    a.preset = q.preset;
    engine->answer(a.request, a);
  } else {
    a.error = request.error();
  }
  return print_answer(a, f.json);
}

}  // namespace

void add_round_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<RoundFlags>();
  CLI::App* sub = app.add_subcommand(
      "round", "Score a classical round (JSON): four hands' sheets and the settlement table");
  sub->add_option("file", f->file, "The round request (contract `round`); - = stdin")->required();
  sub->add_option("--preset", f->preset, "Named rule set (default: the file's, else classical)");
  sub->add_option("--option", f->options, "Override a preset key: key=value (repeatable)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->add_flag("--json", f->json, "Print the JSON contract response");
  sub->callback([&ctx, f] { ctx.exit_code = run_round(ctx, *f); });
}

}  // namespace mjscore::cli
