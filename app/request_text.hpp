// Builds a JSON request line from command-line values, so that the CLI goes through exactly the
// same parsing and validation as `mjscore batch` (field names in errors match the contract).
#pragma once

#include <string>
#include <string_view>

#include "mjscore/options.hpp"

namespace mjscore::cli {

class RequestText {
 public:
  RequestText() : text_("{") {}
  void string(std::string_view key, std::string_view value);
  void boolean(std::string_view key, bool value);
  void integer(std::string_view key, long long value);
  void strings(std::string_view key, const std::vector<std::string>& values);
  void options(const OptionOverrides& options);
  std::string finish() { return text_ + "}"; }

 private:
  void key(std::string_view k);
  std::string text_;
};

}  // namespace mjscore::cli
