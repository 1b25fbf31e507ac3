// The contract's score request reader, handed to the record codecs (json/score_object.hpp) to
// read the score request objects a record holds, as a request line of its own is read.
#pragma once

#include <optional>
#include <string_view>

#include "contract/fast/batch.hpp"
#include "json/score_object.hpp"

namespace mjscore::json {

class ContractScoreReader final : public ScoreObjectReader {
 public:
  const Answer& read(std::string_view text) override {
    if (!parser_) parser_.emplace();  // most records hold no score object
    parser_->parse(text, answer_);
    return answer_;
  }

 private:
  std::optional<RequestParser> parser_;
  Answer answer_;
};

}  // namespace mjscore::json
