// request_from_text, score_text and read_fields (include/mjscore/score_text.hpp): the text
// fields read as the JSON contract's exact path reads a score request's (json::detail), so the
// steps and messages are the same.
#include "mjscore/score_text.hpp"

#include <fmt/format.h>
#include <simdjson.h>

#include <charconv>
#include <cmath>
#include <set>

#include "contract/request_build.hpp"
#include "contract/request_fields.hpp"
#include "mjscore/notation.hpp"

namespace mjscore {

Result<ScoreRequest> request_from_text(const HandText& text, ScoreRequest context) {
  using json::detail::Key;
  json::detail::Fields f;
  json::detail::Problems problems;
  const auto field = [&f](Key k, std::string_view t) {
    f.text[static_cast<int>(k)] = t;
    f.seen |= json::detail::bit(k);
  };
  field(Key::Hand, text.hand);  // an empty hand is make_hand's error, not a missing field
  for (const auto& [k, t] : {std::pair{Key::Win, text.win}, std::pair{Key::Bonus, text.bonus},
                             std::pair{Key::Dora, text.dora}, std::pair{Key::Ura, text.ura}})
    if (!t.empty()) field(k, t);
  for (std::size_t i = 0; i < text.melds.size(); ++i)
    json::detail::add_meld(f, problems, static_cast<int>(i), parse_meld(text.melds[i]));
  if (!problems.error) json::detail::build_tiles(f, problems, context);
  if (problems.error) return tl::unexpected(std::move(*problems.error));
  return context;
}

namespace {

using json::detail::Fields;
using json::detail::Key;
using json::detail::Problems;

bool utf8(std::string_view s) { return simdjson::validate_utf8(s.data(), s.size()); }

// A number as a JSON line carries it: written shortest (as the JSON writer writes a double),
// an integer when the text has neither fraction nor exponent; no JSON number for a value that
// is not finite (nullopt).
std::optional<OptionValue> json_number(double d) {
  if (!std::isfinite(d)) return std::nullopt;
  char text[32];
  const char* end = std::to_chars(text, text + sizeof text, d).ptr;
  if (std::string_view(text, end - text).find_first_of(".e") != std::string_view::npos)
    return OptionValue{d};
  long long i = 0;
  if (std::from_chars(text, end, i).ec != std::errc()) return OptionValue{d};
  return OptionValue{i};
}

// The options as the line's "options" object reads (read_option, request_read.cpp): a number
// normalised as json_number, a second value of a key an error (the first one kept).
void read_options(const OptionOverrides& given, Fields& f, Problems& problems) {
  std::set<std::string, std::less<>> seen;
  for (const OptionOverride& o : given) {
    if (!seen.emplace(o.key).second) {
      problems.request(ErrorCode::invalid_request,
                       fmt::format("duplicate field 'options.{}'", o.key));
      continue;
    }
    OptionValue value = o.value;
    const auto bad = [&](std::string_view why) {
      problems.request(ErrorCode::invalid_option, fmt::format("option '{}': {}", o.key, why));
    };
    if (const auto* d = std::get_if<double>(&value.value)) {
      auto number = json_number(*d);
      if (!number) {
        bad("null is no option value (boolean, number, string or list)");
        continue;
      }
      value = std::move(*number);
    } else if (const auto* list = std::get_if<std::vector<double>>(&value.value)) {
      bool finite = true;
      for (double d : *list) finite &= std::isfinite(d);
      if (!finite) {
        bad("a list holds only numbers or only strings");
        continue;
      }
    }
    f.options.push_back({o.key, std::move(value)});
  }
}

}  // namespace

namespace json {

void read_fields(const RequestFields& in, Answer& out) {
  Fields f;
  Problems problems;
  const auto text = [&f](Key k, std::string_view t) {
    if (t.empty()) return;
    f.text[static_cast<int>(k)] = t;
    f.seen |= detail::bit(k);
  };
  const auto flag = [&f](Key k, bool on, bool absent) {
    if (on == absent) return;
    f.flag[static_cast<int>(k)] = on;
    f.seen |= detail::bit(k);
  };
  const auto integer = [&f](Key k, long long v) {
    if (!v) return;
    f.integer[static_cast<int>(k)] = v;
    f.seen |= detail::bit(k);
  };
  bool valid = true;
  for (std::string_view t :
       {in.rules, in.preset, in.tiles.hand, in.tiles.win, in.tiles.bonus, in.win_by, in.seat,
        in.round, in.from, in.liable, in.wareme, in.tiles.dora, in.tiles.ura})
    valid &= utf8(t);
  for (std::string_view m : in.tiles.melds) valid &= utf8(m);
  for (const OptionOverride& o : in.options) {
    valid &= utf8(o.key);
    if (const auto* s = std::get_if<std::string>(&o.value.value)) valid &= utf8(*s);
    if (const auto* l = std::get_if<std::vector<std::string>>(&o.value.value))
      for (const std::string& s : *l) valid &= utf8(s);
  }
  if (!valid) {
    out.error = Error{ErrorCode::invalid_request, "a request's text must be UTF-8", -1};
    return;
  }
  // In the order of the line the command line used to write (its read-time errors first).
  if (in.type == RequestType::Waits) text(Key::Type, request_type_name(in.type));
  text(Key::Rules, in.rules);
  text(Key::Preset, in.preset);
  f.text[static_cast<int>(Key::Hand)] = in.tiles.hand;
  f.seen |= detail::bit(Key::Hand);
  text(Key::Win, in.tiles.win);
  for (std::size_t i = 0; i < in.tiles.melds.size(); ++i)
    detail::add_meld(f, problems, static_cast<int>(i), parse_meld(in.tiles.melds[i]));
  if (!in.tiles.melds.empty()) f.seen |= detail::bit(Key::Melds);
  text(Key::Bonus, in.tiles.bonus);
  text(Key::WinBy, in.win_by);
  text(Key::Seat, in.seat);
  text(Key::Round, in.round);
  text(Key::From, in.from);
  text(Key::Liable, in.liable);
  text(Key::Wareme, in.wareme);
  flag(Key::Riichi, in.riichi, false);
  flag(Key::DoubleRiichi, in.double_riichi, false);
  flag(Key::Ippatsu, in.ippatsu, false);
  flag(Key::LastTile, in.last_tile, false);
  flag(Key::AfterKan, in.after_kan, false);
  flag(Key::AfterDoubleKan, in.after_double_kan, false);
  flag(Key::RobbingKan, in.robbing_kan, false);
  flag(Key::FirstTurn, in.first_turn, false);
  flag(Key::FifthTile, in.fifth_tile, false);
  flag(Key::OriginalCall, in.original_call, false);
  flag(Key::Won, in.won, true);
  text(Key::Dora, in.tiles.dora);
  text(Key::Ura, in.tiles.ura);
  integer(Key::Honba, in.honba);
  integer(Key::RiichiSticks, in.riichi_sticks);
  integer(Key::Kita, in.kita);
  flag(Key::RobbedKita, in.robbed_kita, false);
  if (!in.options.empty()) {
    read_options(in.options, f, problems);
    f.seen |= detail::bit(Key::Options);
  }
  detail::build_request(f, problems, out);
}

}  // namespace json

Result<ScoreResult> score_text(const Engine& engine, const HandText& text, ScoreRequest context) {
  auto request = request_from_text(text, std::move(context));
  if (!request) return tl::unexpected(std::move(request.error()));
  return engine.score(*request);
}

}  // namespace mjscore
