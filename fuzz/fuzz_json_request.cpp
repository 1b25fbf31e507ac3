// libFuzzer target for the JSON request layer: any line is answered (never a crash), with exactly
// one response that is valid JSON, has "ok", and an "error.code" when not ok. The fast reader of
// the common request shape (its presets and options resolved once and cached per reader) and
// the simdjson reader (each line scored with its own options) give the same response, game and
// final lines included (corpus shape1..7: presets, options, meld objects, a game record with
// score objects; shape8..10: classical settle, round and game lines; hk_game1..3: HK game
// records with faan and score wins, draws, false wins and the game keys); so does the batch's
// in-place reading (LineHandler::handle_padded) of the line followed by its '\0' or '\n' and
// arbitrary bytes, and LineHandler::handle_lines_at where it reads the line.
#include <simdjson.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "contract/fast/batch.hpp"
#include "fuzz_engine.hpp"
#include "json/syntax_check.hpp"
#include "mjscore/json.hpp"

using namespace mjscore;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static json::LineHandler handler(fuzz_engine(), json::ParseOptions{{"expect"}});
  // The same without the common-shape reader (src/contract/fast/request_fast.cpp): it must answer
  // alike.
  static json::LineHandler slow(fuzz_engine(), json::ParseOptions{{"expect"}, false});
  static simdjson::ondemand::parser checker;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  static json::ResponseBuffer fast_out, slow_out;
  fast_out.clear();
  slow_out.clear();
  handler.handle(line, fast_out);
  slow.handle(line, slow_out);
  if (fast_out.view() != slow_out.view()) std::abort();
  const std::string out(fast_out.view());
  // In place: the line, its '\0', then kLinePadding - 1 bytes of other text (here the line's
  // own bytes again, or '"'), as the batch's read buffer holds the next lines there.
  static std::string padded_line;
  padded_line.assign(line);
  padded_line.push_back('\0');
  for (std::size_t i = 1; i < json::kLinePadding; ++i)
    padded_line.push_back(size ? line[i % size] : '"');
  static json::ResponseBuffer in_place;
  in_place.clear();
  handler.handle_padded(std::string_view(padded_line.data(), size), in_place);
  if (in_place.view() != out) std::abort();
  // A mapped file's line is followed by its own '\n' instead of a '\0'.
  padded_line[size] = '\n';
  in_place.clear();
  handler.handle_padded(std::string_view(padded_line.data(), size), in_place);
  if (in_place.view() != out) std::abort();
  // Read up to its '\n' by the reader itself (LineHandler::handle_lines_at, a mapped file's first
  // try): the same answer and its '\n', or none (a line of another shape, or one holding a
  // '\n').
  in_place.clear();
  const char* first = padded_line.data();
  if (const char* next = handler.handle_lines_at(first, first + 1, in_place); next != first) {
    if (line.find('\n') == std::string_view::npos &&
        (next != first + size + 1 || in_place.view() != out + '\n'))
      std::abort();
  } else if (in_place.size() != 0) {
    std::abort();
  }
  if (out.find('\n') != std::string::npos) std::abort();
  // RFC 8259 validity (our checker; simdjson rejects integers beyond 64 bits, which an echoed id
  // may be), then the fields.
  if (json::detail::first_syntax_error(out)) std::abort();
  simdjson::padded_string padded(out);
  simdjson::ondemand::document doc;
  if (checker.iterate(padded).get(doc)) std::abort();
  simdjson::ondemand::object root;
  if (doc.get_object().get(root)) std::abort();
  bool ok = false;
  if (root["ok"].get(ok)) std::abort();
  if (!ok) {
    std::string_view code;
    if (root["error"]["code"].get(code)) std::abort();
    return 0;
  }
  // A classical settlement moves points between seats: its deltas add up to zero.
  simdjson::ondemand::object deltas;
  if (root["payments"].error() == simdjson::SUCCESS && !root["deltas"].get(deltas)) {
    int64_t sum = 0;
    for (auto field : deltas) {
      int64_t d = 0;
      if (field.value().get(d)) std::abort();
      sum += d;
    }
    if (sum != 0) std::abort();
  }
  return 0;
}
