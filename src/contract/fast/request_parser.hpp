// Internal: the state of a RequestParser (request_read.cpp), here so that Handler's line loop
// (handler.cpp) reads a line of the common shape through parse_line_at inline.
#pragma once

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <string_view>

#include "contract/fast/batch.hpp"
#include "contract/fast/cache_line.hpp"
#include "contract/fast/equal_text.hpp"
#include "contract/request_fields.hpp"
#include "mjscore/json.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json {

// The rule sets of the presets and options that common-shape lines name, each resolved once
// (Engine::resolve) and reused: a batch's lines name a handful of configurations. Keyed by the
// preset and the options object's text as written, so a line whose configuration was seen
// reads its options no further. At most kSize entries, replaced in turn; an entry is replaced
// only while a line is read, when no Answer refers to it any more.
//
// Entry i's configuration run (detail::ConfigRun) is run i of `runs`, when the line that
// resolved it, or a later one with the same configuration, wrote its members as a run.
struct RuleCache {
  struct Entry {
    std::string preset, options;
    RuleSet rules;
  };
  static constexpr std::size_t kSize = detail::ConfigRuns::kSize;
  std::array<Entry, kSize> entries;
  detail::ConfigRuns runs;
  std::size_t size = 0, next = 0;

  // The index of the entry of `preset` and `options`, or -1.
  int find(std::string_view preset, std::string_view options) const {
    for (std::size_t i = 0; i < size; ++i)
      if (entries[i].options == options && equal_text(entries[i].preset, preset))
        return static_cast<int>(i);
    return -1;
  }
  // Replaces the next entry in turn (and forgets its run); its index.
  int insert(std::string_view preset, std::string_view options, RuleSet rules) {
    const std::size_t i = next;
    Entry& e = entries[i];
    next = (next + 1) % kSize;
    size = std::max(size, next == 0 ? kSize : next);
    e.preset.assign(preset);
    e.options.assign(options);
    e.rules = std::move(rules);
    runs.run[i].size = 0;
    return static_cast<int>(i);
  }
};

struct alignas(kThreadStateAlign) RequestParser::Impl {
  ParseOptions options;
  simdjson::ondemand::parser parser;
  std::string buffer;      // padded copy of the line
  std::string id_storage;  // the id without line breaks, when it had some
  detail::Fields fields;
  detail::Problems problems;
  detail::KeyOrder key_order;  // read_common's, learned from the lines read
  std::string_view line;
  // Set by Handler: the engine that resolves the presets and options of common-shape lines
  // (without one, such a line is read by simdjson and scored with its own options).
  const Engine* engine = nullptr;
  RuleCache rule_cache;
  std::string options_buffer;  // padded copy of an options object being resolved

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
    if (!end || *end != '\n' || !resolve_options(answer)) return nullptr;
    answer.line = std::string_view(text, static_cast<std::size_t>(end - text) - (end[-1] == '\r'));
    finish(answer);
    return end;
  }

 private:
  // Inline: the resets of every line, before it is read.
  void reset(Answer& answer) {
    answer.id = {};
    answer.family = kDefaultFamily;
    answer.preset = {};
    answer.type = RequestType::Score;
    answer.parsed = false;
    answer.error.reset();
    answer.rules = nullptr;
    clear();
  }
  [[gnu::noinline]] void parse_copy(Answer& answer, bool common);
  // After read_common: the rule set of the line's preset and options into `answer.rules`
  // (from the cache, or resolved and cached). False when the line must be read by simdjson
  // instead: no engine, an error already read, another family, or options that do not
  // resolve (the simdjson reader and the engine then give the same error as ever).
  // A line naming a preset without options is read here either way (Answer::rules saves the
  // preset's lookup).
  // A line whose configuration members are a cache entry's run, and none but them, has that
  // entry's rule set.
  bool resolve_options(Answer& answer) {
    if (!(fields.seen & (detail::bit(detail::Key::Preset) | detail::bit(detail::Key::Options))))
      return true;
    if (const detail::ConfigRun* run = fields.run;
        run && !problems.error && (fields.seen & detail::ConfigRun::kKeyBits) == run->seen) {
      answer.rules = run->rules;
      return true;
    }
    return cached_rules(answer);
  }
  [[gnu::noinline]] bool cached_rules(Answer& answer);
  bool resolve_rules(Answer& answer, std::string_view preset, std::string_view text);
  void record_run(std::size_t entry);
  void clear() {
    fields.seen = 0;
    fields.melds.clear();
    fields.options.clear();
    fields.unknown_key = {};
    fields.ignored = nullptr;
    problems = detail::Problems{};
  }
  void finish(Answer& answer);
  void malformed(simdjson::error_code e, const char* where);
  bool malformed_here(simdjson::error_code e, simdjson::ondemand::document& doc);
  bool next_member(simdjson::simdjson_result<simdjson::ondemand::field> member,
                   std::string_view& key, simdjson::ondemand::value& value,
                   simdjson::ondemand::document& doc);
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
  bool read_options(simdjson::ondemand::value& value, simdjson::ondemand::document& doc,
                    OptionOverrides& out);
  bool read_option(std::string_view key, simdjson::ondemand::value& value,
                   simdjson::ondemand::document& doc, OptionOverrides& out);
};

}  // namespace mjscore::json
