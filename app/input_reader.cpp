// Bounded reading of a command's input (input_reader.hpp).
#include "input_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace mjscore::cli {
namespace {

constexpr std::size_t kChunk = 64 * 1024;

// "line L, column C (byte B)" of byte `at` of `text` (lines and columns from 1, columns in bytes).
std::string position(std::string_view text, std::size_t at) {
  const std::string_view before = text.substr(0, at);
  const auto line = std::count(before.begin(), before.end(), '\n') + 1;
  const std::size_t nl = before.rfind('\n');
  const std::size_t column = at - (nl == std::string_view::npos ? 0 : nl + 1) + 1;
  return fmt::format("line {}, column {} (byte {})", line, column, at);
}

Error input_error(const std::string& file, std::string_view text, std::size_t at,
                  std::string_view what) {
  return Error{ErrorCode::parse_error,
               fmt::format("{}: {}: {}", file == "-" ? "stdin" : file, position(text, at), what),
               static_cast<int>(at)};
}

struct FileCloser {
  void operator()(std::FILE* f) const {
    if (f != stdin) std::fclose(f);
  }
};

}  // namespace

Result<std::string> read_input(const std::string& file, const InputRule& rule) {
  std::unique_ptr<std::FILE, FileCloser> in(file == "-" ? stdin : std::fopen(file.c_str(), "rb"));
  if (!in) return fail(ErrorCode::invalid_request, "cannot read '" + file + "'");
  std::string text;
  std::size_t scanned = 0;  // bytes known to be blank
  bool started = false;     // the first non-blank byte was judged
  for (;;) {
    const std::size_t had = text.size();
    // One byte past the limit is enough to know it is passed.
    const std::size_t want = std::min(kChunk, rule.max_bytes + 1 - had);
    text.resize(had + want);
    const std::size_t got = std::fread(text.data() + had, 1, want, in.get());
    text.resize(had + got);
    if (!started) {
      if (scanned == 0 && text.starts_with("\xEF\xBB\xBF")) scanned = 3;
      scanned = std::min(text.find_first_not_of(" \t\r\n", scanned), text.size());
      if (scanned < text.size()) {
        started = true;
        if (rule.first_bytes.find(text[scanned]) == std::string_view::npos)
          return tl::unexpected(input_error(file, text, scanned, rule.expected));
      }
    }
    if (text.size() > rule.max_bytes)
      return tl::unexpected(input_error(file, text, rule.max_bytes,
                                        fmt::format("the input is over {} MiB ({} bytes)",
                                                    rule.max_bytes >> 20, rule.max_bytes)));
    if (got < want) break;
  }
  if (std::ferror(in.get())) return fail(ErrorCode::invalid_request, "cannot read '" + file + "'");
  return text;
}

}  // namespace mjscore::cli
