// The public batch API (include/mjscore/batch.hpp): a LineHandler and a ResponseBuffer
// (contract/fast/batch.hpp) behind pointers.
#include "mjscore/batch.hpp"

#include "contract/fast/batch.hpp"

namespace mjscore {

struct BatchOutput::Buffer {
  json::ResponseBuffer text;
};

struct Batch::Lines {
  json::LineHandler handler;
};

BatchOutput::BatchOutput() = default;
BatchOutput::BatchOutput(BatchOutput&&) noexcept = default;
BatchOutput& BatchOutput::operator=(BatchOutput&&) noexcept = default;
BatchOutput::~BatchOutput() = default;

BatchOutput::Buffer& BatchOutput::buffer() {
  if (!buffer_) buffer_ = std::make_unique<Buffer>();
  return *buffer_;
}

std::string_view BatchOutput::view() const { return buffer_ ? buffer_->text.view() : ""; }
std::size_t BatchOutput::size() const { return buffer_ ? buffer_->text.size() : 0; }
void BatchOutput::clear() {
  if (buffer_) buffer_->text.clear();
}
void BatchOutput::reserve(std::size_t bytes) { buffer().text.reserve(bytes); }
void BatchOutput::append(std::string_view text) { buffer().text.append(text); }
void BatchOutput::push_back(char c) { buffer().text.push_back(c); }

Batch::Batch(const Engine& engine, json::ParseOptions options)
    : lines_(std::make_unique<Lines>(Lines{json::LineHandler(engine, std::move(options))})) {}
Batch::Batch(Batch&&) noexcept = default;
Batch& Batch::operator=(Batch&&) noexcept = default;
Batch::~Batch() = default;

const json::Answer& Batch::answer(std::string_view line) { return lines_->handler.answer(line); }

const json::Answer& Batch::handle(std::string_view line, BatchOutput& out) {
  return lines_->handler.handle(line, out.buffer().text);
}

const json::Answer& Batch::handle_padded(std::string_view line, BatchOutput& out) {
  return lines_->handler.handle_padded(line, out.buffer().text);
}

const char* Batch::handle_lines_at(const char* text, const char* stop, BatchOutput& out) {
  return lines_->handler.handle_lines_at(text, stop, out.buffer().text);
}

}  // namespace mjscore
