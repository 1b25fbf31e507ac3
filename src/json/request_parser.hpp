// Internal: the state of a RequestParser (request_read.cpp), here so that Handler's line loop
// (handler.cpp) reads a line of the common shape through parse_line_at inline: its call saved
// and restored five registers a line, and the line's end was found again from the answer's
// line (23 instructions a request).
#pragma once

#include <simdjson.h>

#include <string>
#include <string_view>

#include "json/batch.hpp"
#include "json/cache_line.hpp"
#include "json/request_fields.hpp"
#include "mjscore/json.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {

struct alignas(kThreadStateAlign) RequestParser::Impl {
  ParseOptions options;
  simdjson::ondemand::parser parser;
  std::string buffer;      // padded copy of the line
  std::string id_storage;  // the id without line breaks, when it had some
  detail::Fields fields;
  detail::Problems problems;
  detail::KeyOrder key_order;  // read_common's, learned from the lines read
  std::string_view line;

  void parse(std::string_view text, Answer& answer, bool padded);
  // parse_padded() of the line from `text` to its '\n', found by the common-shape reader
  // (Handler::handle_lines_at): that '\n', with the answer's line the line without a '\r' before
  // it (as the batch cuts it); or null when the line is not of that shape (nothing is parsed,
  // and the caller finds the line's end and parses it). `line` is not set, as only the simdjson
  // reader reads it.
  [[gnu::always_inline]] const char* parse_line_at(const char* text, Answer& answer) {
    if (!options.fast_path) return nullptr;
    reset(answer);
    const char* end = detail::read_common_line(text, fields, problems, key_order);
    if (!end || *end != '\n') return nullptr;
    answer.line = std::string_view(text, static_cast<std::size_t>(end - text) - (end[-1] == '\r'));
    finish(answer);
    return end;
  }

 private:
  // Inline: the resets of every line, before it is read.
  void reset(Answer& answer) {
    answer.id = {};
    answer.family = Family::Riichi;
    answer.preset = {};
    answer.type = RequestType::Score;
    answer.parsed = false;
    answer.error.reset();
    clear();
  }
  [[gnu::noinline]] void parse_copy(Answer& answer, bool common);
  // Inline: called on every line, and its call cost more than its few stores.
  void clear() {
    fields.seen = 0;
    fields.melds.clear();
    if (!fields.options.empty()) clear_options();
    fields.unknown_key = {};
    problems = detail::Problems{};
  }
  // Out of line: the loop over the options' strings took registers that parse() then saved and
  // restored on every line (9 instructions a request).
  [[gnu::noinline]] void clear_options() { fields.options.clear(); }
  void finish(Answer& answer);
  void malformed(simdjson::error_code e, const char* where);
  int position_of(const char* p) const {
    const std::ptrdiff_t byte = p - buffer.data();
    if (byte < 0 || static_cast<std::size_t>(byte) > line.size()) return -1;
    return text::char_index(line, static_cast<std::size_t>(byte));
  }
  bool ignored(std::string_view key) const {
    for (const auto& k : options.ignored_keys)
      if (k == key) return true;
    return false;
  }
  bool read_value(detail::Key key, simdjson::ondemand::value& value,
                  simdjson::ondemand::document& doc);
  bool read_raw(simdjson::ondemand::value& value, std::string_view& raw,
                simdjson::ondemand::document& doc);
  bool read_melds(simdjson::ondemand::value& value, simdjson::ondemand::document& doc);
  bool read_meld_object(simdjson::ondemand::object object, int n,
                        simdjson::ondemand::document& doc);
  bool read_options(simdjson::ondemand::value& value, simdjson::ondemand::document& doc);
  bool read_option(std::string_view key, simdjson::ondemand::value& value,
                   simdjson::ondemand::document& doc);
};

}  // namespace mjscore::json
