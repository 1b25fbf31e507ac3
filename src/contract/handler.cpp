// LineHandler (contract/fast/batch.hpp): parse, dispatch and write, reusing one parser, one Answer
// and their buffers; the public Handler is one behind a pointer.
#include "contract/dispatch_inline.hpp"
#include "contract/fast/request_parser.hpp"

namespace mjscore::json {

LineHandler::LineHandler(const Engine& engine, ParseOptions options)
    : engine_(&engine), parser_(std::move(options)) {
  parser_.impl_->engine = &engine;  // resolves the presets and options of common-shape lines
}

const Answer& LineHandler::answer(std::string_view line) {
  parser_.parse(line, answer_);
  detail::dispatch(*engine_, answer_);
  return answer_;
}

Result<Request> LineHandler::read(std::string_view line) {
  parser_.parse(line, answer_);
  if (answer_.error) return tl::unexpected(*answer_.error);
  return std::move(answer_.request);
}

const Answer& LineHandler::handle(std::string_view line, ResponseBuffer& out) {
  write_response(answer(line), out);
  return answer_;
}

const Answer& LineHandler::handle_padded(std::string_view line, ResponseBuffer& out) {
  parser_.parse_padded(line, answer_);
  detail::dispatch(*engine_, answer_);
  write_response(answer_, out);
  return answer_;
}

const char* LineHandler::handle_lines_at(const char* text, const char* stop, ResponseBuffer& out) {
  RequestParser::Impl& parser = *parser_.impl_;
  while (text < stop) {
    // The reader's loads depend on each other (each position is found from the bytes before
    // it), so the line's next two cache lines are asked for before it needs them. A prefetch
    // does not fault past the mapping's end.
    __builtin_prefetch(text + 64);
    __builtin_prefetch(text + 128);
    const char* end = parser.parse_line_at(text, answer_);
    if (!end) break;  // not of the common shape
    detail::dispatch(*engine_, answer_);
    write_response(answer_, out);
    out.push_back('\n');
    text = end + 1;
  }
  return text;
}

// The public Handler: a LineHandler and the buffer its responses are written into before they
// are appended to the caller's string.
struct Handler::Impl {
  LineHandler lines;
  ResponseBuffer out;
};

Handler::Handler(const Engine& engine, ParseOptions options)
    : impl_(std::make_unique<Impl>(Impl{LineHandler(engine, std::move(options)), {}})) {}
Handler::Handler(Handler&&) noexcept = default;
Handler& Handler::operator=(Handler&&) noexcept = default;
Handler::~Handler() = default;

const Answer& Handler::answer(std::string_view line) { return impl_->lines.answer(line); }

Result<Request> Handler::read(std::string_view line) { return impl_->lines.read(line); }

const Answer& Handler::handle(std::string_view line, std::string& out) {
  impl_->out.clear();
  const Answer& a = impl_->lines.handle(line, impl_->out);
  out.append(impl_->out.view());
  return a;
}

void append_response(const Answer& answer, std::string& out) {
  ResponseBuffer written;
  write_response(answer, written);
  out.append(written.view());
}

std::string handle_line(const Engine& engine, std::string_view line, const ParseOptions& options) {
  Handler handler(engine, options);
  std::string out;
  handler.handle(line, out);
  return out;
}

}  // namespace mjscore::json
