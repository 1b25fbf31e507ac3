// A score request object inside a record (a riichi or HK win's `score`, a classical round's
// hands) is read by the contract's score request reader, which stands above the families. The
// contract hands a record codec this interface, so that the codec reads such an object without
// including the contract (the layers go contract -> families -> json, never back).
#pragma once

#include <string_view>

#include "mjscore/json.hpp"

namespace mjscore::json {

class ScoreObjectReader {
 public:
  // Reads `text`, one JSON object, as the contract reads a request line: the answer holds its
  // type, family and request, or its error. The reference is valid until the next call.
  virtual const Answer& read(std::string_view text) = 0;

 protected:
  ~ScoreObjectReader() = default;
};

}  // namespace mjscore::json
