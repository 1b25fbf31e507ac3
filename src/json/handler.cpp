// Handler: parse, dispatch and write, reusing one parser, one Answer and their buffers.
#include "mjscore/json.hpp"

#include "json/cache_line.hpp"
#include "json/dispatch_inline.hpp"
#include "json/request_parser.hpp"

namespace mjscore::json {

struct alignas(kThreadStateAlign) Handler::Impl {
  const Engine* engine;
  RequestParser parser;
  Answer answer;
};

Handler::Handler(const Engine& engine, ParseOptions options)
    : impl_(std::make_unique<Impl>(Impl{&engine, RequestParser(std::move(options)), {}})) {
  impl_->parser.impl_->engine = &engine;
}
Handler::Handler(Handler&&) noexcept = default;
Handler& Handler::operator=(Handler&&) noexcept = default;
Handler::~Handler() = default;

const Answer& Handler::answer(std::string_view line) {
  impl_->parser.parse(line, impl_->answer);
  dispatch(*impl_->engine, impl_->answer);
  return impl_->answer;
}

const Answer& Handler::handle(std::string_view line, std::string& out) {
  const Answer& a = answer(line);
  write_response(a, out);
  return a;
}

const Answer& Handler::handle(std::string_view line, ResponseBuffer& out) {
  const Answer& a = answer(line);
  write_response(a, out);
  return a;
}

const Answer& Handler::handle_padded(std::string_view line, ResponseBuffer& out) {
  Impl& impl = *impl_;  // loaded once, not after each call
  impl.parser.parse_padded(line, impl.answer);
  detail::dispatch(*impl.engine, impl.answer);
  write_response(impl.answer, out);
  return impl.answer;
}

const char* Handler::handle_lines_at(const char* text, const char* stop, ResponseBuffer& out) {
  Impl& impl = *impl_;
  while (text < stop) {
    // The line's next two cache lines asked for before the reader needs them. The reader's
    // loads follow each other (each position is found from the bytes before it), so a line
    // not yet in the L1 cache stalled it once per cache line; line_end's two independent
    // vector loads used to bring the line in first. Without this, reading in place was
    // slower than cutting the line first despite 50 instructions less (perf samples of the
    // reader and meld list 748 -> 852 for the 10^6 requests; with it 687). A prefetch does
    // not fault past the mapping's end.
    __builtin_prefetch(text + 64);
    __builtin_prefetch(text + 128);
    const char* end = impl.parser.impl_->parse_line_at(text, impl.answer);
    if (!end) break;  // not of the common shape
    detail::dispatch(*impl.engine, impl.answer);
    write_response(impl.answer, out);
    out.push_back('\n');
    text = end + 1;
  }
  return text;
}

std::string handle_line(const Engine& engine, std::string_view line, const ParseOptions& options) {
  Handler handler(engine, options);
  std::string out;
  handler.handle(line, out);
  return out;
}

}  // namespace mjscore::json
