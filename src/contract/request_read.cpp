// Reads a request line with simdjson On-Demand into detail::Fields: one pass over the
// top-level object, types checked, nothing interpreted yet (request_build.cpp does that).
#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <set>
#include <string>

#include <fmt/format.h>

#include "contract/fast/request_parser.hpp"
#include "contract/request_fields.hpp"
#include "json/syntax_check.hpp"
#include "json/value.hpp"
#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {

namespace od = simdjson::ondemand;
using detail::add_meld_object;
using detail::Fields;
using detail::Key;
using detail::KeyKind;
using detail::Problems;

namespace {

// The value reader's wording of a type (json/value.hpp), of simdjson's type.
std::string_view type_word(od::json_type t) {
  switch (t) {
    case od::json_type::array:
      return json::type_word(Type::Array);
    case od::json_type::object:
      return json::type_word(Type::Object);
    case od::json_type::number:
      return json::type_word(Type::Number);
    case od::json_type::string:
      return json::type_word(Type::String);
    case od::json_type::boolean:
      return json::type_word(Type::Boolean);
    case od::json_type::null:
      return json::type_word(Type::Null);
  }
  return "a value";
}

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && text::is_space(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

// Malformed JSON: the position and reason come from our own syntax check of the line (simdjson
// On-Demand reports some errors at the start of the document); simdjson's own message is the
// fallback when the check finds the text well-formed (e.g. a number out of range).
void RequestParser::Impl::malformed(simdjson::error_code e, const char* where) {
  problems.malformed = true;
  if (auto syntax = detail::first_syntax_error(line)) {
    const int pos = text::char_index(line, syntax->byte);
    problems.error =
        Error{ErrorCode::parse_error,
              fmt::format("malformed JSON at position {}: {}", pos, syntax->what), pos};
    return;
  }
  const int pos = where ? position_of(where) : -1;
  std::string msg =
      pos >= 0 ? fmt::format("malformed JSON at position {}: {}", pos, simdjson::error_message(e))
               : fmt::format("malformed JSON: {}", simdjson::error_message(e));
  problems.error = Error{ErrorCode::parse_error, std::move(msg), pos};
}

// malformed() at the reader's position in `doc` (unknown when simdjson cannot say); false.
bool RequestParser::Impl::malformed_here(simdjson::error_code e, od::document& doc) {
  auto loc = doc.current_location();
  malformed(e, loc.error() ? nullptr : loc.value_unsafe());
  return false;
}

// The next member of an object being iterated: its key unescaped and its value, or false
// (malformed JSON recorded).
bool RequestParser::Impl::next_member(simdjson::simdjson_result<od::field> member,
                                      std::string_view& key, od::value& value, od::document& doc) {
  od::field field;
  simdjson::error_code e = std::move(member).get(field);
  if (!e) e = field.unescaped_key().get(key);
  if (e) return malformed_here(e, doc);
  value = field.value();
  return true;
}

bool RequestParser::Impl::read_raw(od::value& value, std::string_view& raw, od::document& doc) {
  od::json_type t;
  if (auto e = value.type().get(t)) return malformed(e, nullptr), false;
  simdjson::error_code e = simdjson::SUCCESS;
  raw = {};
  if (t == od::json_type::object || t == od::json_type::array) {
    // On-Demand skips a container without validating its content: check the echoed text.
    if (t == od::json_type::object) {
      od::object o;
      e = value.get_object().get(o);
      if (!e) e = o.raw_json().get(raw);
    } else {
      od::array a;
      e = value.get_array().get(a);
      if (!e) e = a.raw_json().get(raw);
    }
    if (!e && detail::first_syntax_error(raw)) e = simdjson::TAPE_ERROR;
  } else {
    raw = value.raw_json_token();
    // Validate the scalar (raw_json_token does not): strings, numbers, true/false/null.
    if (!e) {
      if (t == od::json_type::string) {
        std::string_view s;
        e = value.get_string().get(s);
      } else if (t == od::json_type::number) {
        double d;
        e = value.get_double().get(d);
      } else if (t == od::json_type::boolean) {
        bool b;
        e = value.get_bool().get(b);
      } else {
        bool n = false;
        e = value.is_null().get(n);
        if (!e && !n) e = simdjson::N_ATOM_ERROR;
      }
    }
  }
  raw = trim_right(raw);
  // A response is one line: line breaks between the tokens of the id are dropped (they are
  // whitespace; JSON strings cannot hold raw line breaks).
  if (raw.find_first_of("\r\n") != std::string_view::npos) {
    id_storage.clear();
    for (char ch : raw)
      if (ch != '\n' && ch != '\r') id_storage.push_back(ch);
    raw = id_storage;
  }
  if (e) return malformed_here(e, doc);
  return true;
}

bool RequestParser::Impl::read_meld_object(od::object object, int n, od::document& doc) {
  std::string_view kind, tiles, from;
  bool has_kind = false, has_tiles = false, has_from = false;
  for (auto member : object) {
    std::string_view key;
    od::value v;
    if (!next_member(member, key, v, doc)) return false;
    od::json_type t;
    simdjson::error_code e;
    if ((e = v.type().get(t))) return malformed(e, nullptr), false;
    std::string_view* target = key == "kind"    ? &kind
                               : key == "tiles" ? &tiles
                               : key == "from"  ? &from
                                                : nullptr;
    if (!target) {
      problems.request(
          ErrorCode::invalid_request,
          fmt::format("melds[{}]: unknown field '{}' (a meld object has kind, tiles, from)", n,
                      key));
      continue;
    }
    if (t == od::json_type::null && target == &from) continue;
    if (t != od::json_type::string) {
      problems.request(
          ErrorCode::invalid_request,
          fmt::format("melds[{}]: field '{}' must be a string, not {}", n, key, type_word(t)));
      continue;
    }
    if ((e = v.get_string().get(*target))) return malformed_here(e, doc);
    (target == &kind ? has_kind : target == &tiles ? has_tiles : has_from) = true;
  }
  add_meld_object(fields, problems, n, has_kind ? std::optional(kind) : std::nullopt,
                  has_tiles ? std::optional(tiles) : std::nullopt,
                  has_from ? std::optional(from) : std::nullopt);
  return true;
}

bool RequestParser::Impl::read_melds(od::value& value, od::document& doc) {
  od::array array;
  if (auto e = value.get_array().get(array)) return malformed(e, nullptr), false;
  int n = 0;
  for (auto element : array) {
    od::value v;
    od::json_type t;
    simdjson::error_code e = std::move(element).get(v);
    if (!e) e = v.type().get(t);
    if (e) return malformed_here(e, doc);
    if (t == od::json_type::string) {
      std::string_view s;
      if ((e = v.get_string().get(s))) return malformed_here(e, doc);
      detail::add_meld(fields, problems, n, parse_meld(s));
    } else if (t == od::json_type::object) {
      od::object o;
      if ((e = v.get_object().get(o))) return malformed(e, nullptr), false;
      if (!read_meld_object(o, n, doc)) return false;
    } else {
      problems.request(
          ErrorCode::invalid_request,
          fmt::format("melds[{}] must be a string or an object, not {}", n, type_word(t)));
    }
    ++n;
  }
  return true;
}

bool RequestParser::Impl::read_option(std::string_view key, od::value& v, od::document& doc,
                                      OptionOverrides& out) {
  auto hard = [&](simdjson::error_code e) { return malformed_here(e, doc); };
  auto bad = [&](std::string_view why) {
    problems.request(ErrorCode::invalid_option, fmt::format("option '{}': {}", key, why));
    return true;
  };
  od::json_type t;
  if (auto e = v.type().get(t)) return hard(e);
  OptionValue value;
  switch (t) {
    case od::json_type::boolean: {
      bool b;
      if (auto e = v.get_bool().get(b)) return hard(e);
      value.value = b;
      break;
    }
    case od::json_type::number: {
      od::number_type nt;
      if (auto e = v.get_number_type().get(nt)) return hard(e);
      if (nt == od::number_type::floating_point_number) {
        double d;
        if (auto e = v.get_double().get(d)) return hard(e);
        value.value = d;
      } else {
        int64_t i;
        if (auto e = v.get_int64().get(i)) {
          if (e == simdjson::NUMBER_OUT_OF_RANGE) return bad("integer out of range");
          return hard(e);
        }
        value.value = static_cast<long long>(i);
      }
      break;
    }
    case od::json_type::string: {
      std::string_view s;
      if (auto e = v.get_string().get(s)) return hard(e);
      value.value = std::string(s);
      break;
    }
    case od::json_type::array: {
      od::array a;
      if (auto e = v.get_array().get(a)) return hard(e);
      std::vector<double> numbers;
      std::vector<std::string> strings;
      bool mixed = false;
      for (auto element : a) {
        od::value item;
        od::json_type it;
        simdjson::error_code e = std::move(element).get(item);
        if (!e) e = item.type().get(it);
        if (e) return hard(e);
        if (it == od::json_type::number) {
          double d;
          if ((e = item.get_double().get(d))) return hard(e);
          numbers.push_back(d);
        } else if (it == od::json_type::string) {
          std::string_view s;
          if ((e = item.get_string().get(s))) return hard(e);
          strings.emplace_back(s);
        } else {
          mixed = true;
        }
      }
      if (mixed || (!numbers.empty() && !strings.empty()))
        return bad("a list holds only numbers or only strings");
      if (!numbers.empty()) {
        value.value = std::move(numbers);
      } else {
        value.value = std::move(strings);
      }
      break;
    }
    default:
      return bad(
          fmt::format("{} is no option value (boolean, number, string or list)", type_word(t)));
  }
  out.push_back({std::string(key), std::move(value)});
  return true;
}

bool RequestParser::Impl::read_options(od::value& value, od::document& doc, OptionOverrides& out) {
  od::object object;
  if (auto e = value.get_object().get(object)) return malformed(e, nullptr), false;
  std::set<std::string, std::less<>> seen;
  for (auto member : object) {
    std::string_view key;
    od::value v;
    if (!next_member(member, key, v, doc)) return false;
    if (!seen.emplace(key).second) {
      problems.request(ErrorCode::invalid_request,
                       fmt::format("duplicate field 'options.{}'", key));
      continue;
    }
    if (!read_option(key, v, doc, out)) return false;
  }
  return true;
}

// Reads one known top-level field. False when the JSON is malformed (reading stops).
bool RequestParser::Impl::read_value(Key key, od::value& v, od::document& doc) {
  const auto k = static_cast<int>(key);
  const std::string_view name = detail::kKeyNames[k];
  auto hard = [&](simdjson::error_code e) { return malformed_here(e, doc); };
  od::json_type t;
  if (auto e = v.type().get(t)) return hard(e);
  const KeyKind kind = detail::key_kind(key);
  // A well-formed number beyond what its field can hold (2^64, 1e999): the request's error.
  auto out_of_range = [&](simdjson::error_code e) {
    if (detail::first_syntax_error(line)) return hard(e);
    problems.request(ErrorCode::invalid_request,
                     fmt::format("field '{}': a number out of range", name));
    return true;
  };
  if (double d = 0; kind == KeyKind::Raw && t == od::json_type::number)
    if (auto e = v.get_double().get(d)) return out_of_range(e);
  if (kind == KeyKind::Raw) {
    if (!read_raw(v, fields.text[k], doc)) return false;
    fields.seen |= detail::bit(key);
    return true;
  }
  if (t == od::json_type::null) {
    // null is "absent" for every optional field.
    fields.seen &= ~detail::bit(key);
    return true;
  }
  auto wrong_type = [&](std::string_view want) {
    problems.request(ErrorCode::invalid_request,
                     fmt::format("field '{}' must be {}, not {}", name, want, type_word(t)));
    return true;
  };
  switch (kind) {
    case KeyKind::Text:
      if (t != od::json_type::string) return wrong_type("a string");
      if (auto e = v.get_string().get(fields.text[k])) return hard(e);
      break;
    case KeyKind::Flag:
      if (t != od::json_type::boolean) return wrong_type("true or false");
      if (auto e = v.get_bool().get(fields.flag[k])) return hard(e);
      break;
    case KeyKind::Integer: {
      if (t != od::json_type::number) return wrong_type("an integer");
      od::number_type nt;
      if (auto e = v.get_number_type().get(nt)) return out_of_range(e);
      int64_t i = 0;
      if (double d = 0; nt == od::number_type::floating_point_number)
        return v.get_double().get(d) ? out_of_range(simdjson::NUMBER_ERROR)
                                     : wrong_type("an integer");
      if (auto e = v.get_int64().get(i)) {
        if (e != simdjson::NUMBER_OUT_OF_RANGE) return out_of_range(e);
        i = -1;
      }
      if (i < 0 || i > 1'000'000) {
        problems.request(ErrorCode::invalid_request,
                         fmt::format("field '{}' must be between 0 and 1000000", name));
        return true;
      }
      fields.integer[k] = i;
      break;
    }
    case KeyKind::MeldList:
      if (t != od::json_type::array) return wrong_type("a list");
      if (!read_melds(v, doc)) return false;
      break;
    case KeyKind::OptionMap:
      if (t != od::json_type::object) return wrong_type("an object");
      if (!read_options(v, doc, fields.options)) return false;
      break;
    case KeyKind::Raw:
      break;
  }
  fields.seen |= detail::bit(key);
  return true;
}

// `padded`: `text` is followed by '\0' and kCommonPadding - 1 more readable bytes, so the
// common-shape reader reads it in place; otherwise it reads the padded copy.
void RequestParser::Impl::parse(std::string_view text, Answer& answer, bool padded) {
  line = text;
  answer.line = text;
  reset(answer);

  // The common shape first; its views point into the line or into `buffer` (like simdjson's).
  if (options.fast_path && padded) {
    if (detail::read_common(line, fields, problems, key_order) && resolve_options(answer))
      return finish(answer);
    return parse_copy(answer, false);
  }
  parse_copy(answer, options.fast_path);
}

// The rest of parse(): `line` copied, then read by the common-shape reader (when `common`) or
// simdjson. Apart, so the common line's call saves and restores only the registers it uses.
void RequestParser::Impl::parse_copy(Answer& answer, bool common) {
  const std::string_view text = line;
  if (buffer.size() < text.size() + simdjson::SIMDJSON_PADDING)
    buffer.resize(text.size() + simdjson::SIMDJSON_PADDING);
  if (!text.empty()) std::memcpy(buffer.data(), text.data(), text.size());
  if (common) {
    buffer[text.size()] = '\0';  // read_common's sentinel (the padding is rewritten below)
    static_assert(simdjson::SIMDJSON_PADDING >= detail::kCommonPadding);
    if (detail::read_common({buffer.data(), text.size()}, fields, problems, key_order) &&
        resolve_options(answer)) {
      finish(answer);
      return;
    }
  }
  clear();
  std::memset(buffer.data() + text.size(), ' ', simdjson::SIMDJSON_PADDING);

  od::document doc;
  od::object object;
  auto open = [&](std::size_t size) {
    simdjson::error_code e = parser.iterate(buffer.data(), size, buffer.size()).get(doc);
    return e ? e : doc.get_object().get(object);
  };
  // A complete object followed by more bytes (a NUL, text) is read up to its end, so that the
  // answer keeps its id; the error is then the trailing bytes' (malformed() finds them).
  const bool opened = !open(text.size());
  bool trailing = false;
  if (!opened) {
    auto syntax = detail::first_syntax_error(text);
    trailing =
        syntax && syntax->what == "unexpected content after the JSON value" && !open(syntax->byte);
  }
  if (!opened && !trailing) {
    if (auto e = parser.iterate(buffer.data(), text.size(), buffer.size()).get(doc)) {
      malformed(e, nullptr);
      answer.error = problems.error;
      return;
    }
  }
  if (auto e = opened || trailing ? simdjson::SUCCESS : doc.get_object().get(object)) {
    if (e == simdjson::INCORRECT_TYPE) {
      answer.error = Error{ErrorCode::invalid_request, "a request is a JSON object", 0};
    } else {
      malformed_here(e, doc);
      answer.error = problems.error;
    }
    return;
  }
  for (auto member : object) {
    std::string_view key;
    od::value v;
    if (!next_member(member, key, v, doc)) break;
    const auto k = detail::find_key(key);
    if (!k) {
      if (ignored(key)) {
        fields.ignored = &options.ignored_keys;
      } else if (fields.unknown_key.empty()) {
        fields.unknown_key = key;
      }
      continue;
    }
    if (fields.has(*k)) {
      problems.request(ErrorCode::invalid_request, fmt::format("duplicate field '{}'", key));
      continue;
    }
    if (!read_value(*k, v, doc)) break;
  }
  if (trailing && !problems.malformed) malformed(simdjson::TRAILING_CONTENT, nullptr);
  if (!problems.malformed) {
    // Anything after the object is trailing content (current_location is out of bounds at the
    // end of the document).
    auto loc = doc.current_location();
    if (!loc.error()) malformed(simdjson::TRAILING_CONTENT, loc.value_unsafe());
  }
  if (problems.malformed) {
    if (fields.has(Key::Id)) answer.id = fields.text[static_cast<int>(Key::Id)];
    answer.error = problems.error;
    return;
  }
  finish(answer);
}

bool RequestParser::Impl::cached_rules(Answer& answer) {
  const bool has_options = fields.has(Key::Options);
  if (!engine || problems.error ||
      (fields.has(Key::Rules) &&
       fields.text[static_cast<int>(Key::Rules)] != family_name(kDefaultFamily)))
    return !has_options;
  const std::string_view preset =
      fields.has(Key::Preset) ? fields.text[static_cast<int>(Key::Preset)] : "";
  const std::string_view text = has_options ? fields.text[static_cast<int>(Key::Options)] : "";
  if (const int i = rule_cache.find(preset, text); i >= 0) {
    const auto entry = static_cast<std::size_t>(i);
    answer.rules = &rule_cache.entries[entry].rules;
    if (rule_cache.runs.run[entry].size == 0) record_run(entry);
    return true;
  }
  return resolve_rules(answer, preset, text) || !has_options;
}

// The options object read by read_options from a padded copy (`line` names the copy while it
// is read, as malformed() reads it), then resolved; nothing is recorded when that fails.
bool RequestParser::Impl::resolve_rules(Answer& answer, std::string_view preset,
                                        std::string_view text) {
  OptionOverrides overrides;
  if (!text.empty()) {
    options_buffer.assign(text);
    options_buffer.append(simdjson::SIMDJSON_PADDING, ' ');
    const std::string_view saved = line;
    line = std::string_view(options_buffer.data(), text.size());
    od::document doc;
    od::value value;
    const bool read =
        !parser.iterate(options_buffer.data(), text.size(), options_buffer.size()).get(doc) &&
        !doc.get_value().get(value) && read_options(value, doc, overrides) && !problems.error;
    line = saved;
    problems = detail::Problems{};
    if (!read) return false;
  }
  auto rules = engine->resolve(kDefaultFamily, preset, overrides);
  if (!rules) return false;
  const auto entry = static_cast<std::size_t>(rule_cache.insert(preset, text, std::move(*rules)));
  answer.rules = &rule_cache.entries[entry].rules;
  record_run(entry);
  return true;
}

// The line's configuration members as the run of cache entry `entry` (detail::ConfigRun), when
// they follow a leading id as a run: `"key":"text"` or `"options":{...}`, one after another,
// each followed by `,"`. Built from the fields (every such key, in the order of its value in the
// line) and kept only when the line's bytes after the id are that text.
void RequestParser::Impl::record_run(std::size_t entry) {
  using detail::ConfigRun;
  if (!fields.has(Key::Id) || (fields.seen & ConfigRun::kKeyBits) == 0) return;
  // The id is the line's first member when `{"id":` is right before its value (a line has at
  // least these six bytes before its first value); the run starts after the `,"` that follows.
  const std::string_view id = fields.text[static_cast<int>(Key::Id)];
  if (std::string_view(id.data() - 6, 6) != "{\"id\":" ||
      std::string_view(id.data() + id.size(), 2) != ",\"")
    return;
  const char* const after_id = id.data() + id.size() + 2;
  std::array<std::size_t, 3> order{};
  std::size_t n = 0;
  for (std::size_t m = 0; m < ConfigRun::kKeys.size(); ++m)
    if (fields.has(ConfigRun::kKeys[m])) order[n++] = m;
  const auto value = [&](std::size_t m) {
    return fields.text[static_cast<int>(ConfigRun::kKeys[m])];
  };
  for (std::size_t j = 1; j < n; ++j)  // by position in the line
    for (std::size_t k = j; k > 0 && value(order[k]).data() < value(order[k - 1]).data(); --k)
      std::swap(order[k], order[k - 1]);
  ConfigRun run;
  std::size_t size = 0;
  const auto append = [&](std::string_view t) {
    if (size + t.size() > run.text.size()) return false;
    std::memcpy(run.text.data() + size, t.data(), t.size());
    size += t.size();
    return true;
  };
  for (std::size_t j = 0; j < n; ++j) {
    const std::size_t m = order[j];
    const Key key = ConfigRun::kKeys[m];
    const bool quoted = detail::key_kind(key) == KeyKind::Text;
    if (!append(detail::kKeyNames[static_cast<int>(key)]) || !append(quoted ? "\":\"" : "\":"))
      return;
    run.begin[m] = static_cast<uint8_t>(size);
    run.length[m] = static_cast<uint8_t>(value(m).size());
    if (!append(value(m)) || !append(quoted ? "\",\"" : ",\"")) return;
    run.seen |= detail::bit(key);
    run.last = static_cast<int>(key);
  }
  // Compared up to the first byte that differs: the line's sentinel differs from every byte of
  // a run (neither '\0' nor '\n' can be part of a member read by read_common).
  for (std::size_t i = 0; i < size; ++i)
    if (after_id[i] != run.text[i] || run.text[i] == '\0' || run.text[i] == '\n') return;
  run.size = static_cast<uint32_t>(size);
  run.head_mask = detail::run_head_mask(size);
  run.rules = &rule_cache.entries[entry].rules;
  rule_cache.runs.run[entry] = run;
  rule_cache.runs.used = std::max(rule_cache.runs.used, entry + 1);
  fields.runs = &rule_cache.runs;
}

void RequestParser::Impl::finish(Answer& answer) {
  if (fields.has(Key::Id)) answer.id = fields.text[static_cast<int>(Key::Id)];
  detail::build_request(fields, problems, answer, options.fast_path);
}

RequestParser::RequestParser(ParseOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
}
RequestParser::RequestParser(RequestParser&&) noexcept = default;
RequestParser& RequestParser::operator=(RequestParser&&) noexcept = default;
RequestParser::~RequestParser() = default;
void RequestParser::parse(std::string_view line, Answer& answer) {
  impl_->parse(line, answer, false);
}
void RequestParser::parse_padded(std::string_view line, Answer& answer) {
  impl_->parse(line, answer, true);
}

}  // namespace mjscore::json
