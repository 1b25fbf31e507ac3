// ResponseBuffer (contract/fast/batch.hpp): growing keeps the text and does not write the room.
#include <algorithm>
#include <cstring>
#include <memory>

#include "contract/fast/batch.hpp"

namespace mjscore::json {

void ResponseBuffer::grow(std::size_t bytes) {
  const std::size_t capacity = std::max(2 * capacity_, size_ + bytes);
  auto grown = std::make_unique_for_overwrite<char[]>(capacity);
  if (size_) std::memcpy(grown.get(), data_.get(), size_);
  data_ = std::move(grown);
  capacity_ = capacity;
}

void ResponseBuffer::append(std::string_view s) {
  if (!s.empty()) std::memcpy(room(s.size()), s.data(), s.size());
  size_ += s.size();
}

}  // namespace mjscore::json
