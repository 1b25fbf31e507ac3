// Handler: parse, dispatch and write, reusing one parser, one Answer and their buffers.
#include "mjscore/json.hpp"

#include "json/cache_line.hpp"

namespace mjscore::json {

struct alignas(kThreadStateAlign) Handler::Impl {
  const Engine* engine;
  RequestParser parser;
  Answer answer;
};

Handler::Handler(const Engine& engine, ParseOptions options)
    : impl_(std::make_unique<Impl>(Impl{&engine, RequestParser(std::move(options)), {}})) {}
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
  dispatch(*impl.engine, impl.answer);
  write_response(impl.answer, out);
  return impl.answer;
}

std::string handle_line(const Engine& engine, std::string_view line, const ParseOptions& options) {
  Handler handler(engine, options);
  std::string out;
  handler.handle(line, out);
  return out;
}

}  // namespace mjscore::json
