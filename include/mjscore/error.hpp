// Errors are values: every fallible function returns Result<T> = tl::expected<T, Error>.
// Codes are stable snake_case strings of the JSON contract (docs/json-api.md "Errors").
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <tl/expected.hpp>

namespace mjscore {

enum class ErrorCode : uint8_t {
  parse_error,      // text that does not follow the notation or JSON grammar (names the position)
  invalid_hand,     // tile count, a fifth copy, too many red fives, a bad meld, win not in hand
  not_winning,      // the tiles do not form a complete hand
  no_yaku,          // complete, but no scoring element makes it a legal win
  below_minimum,    // below the preset's minimum (HK minimum faan, riichi two-han rule)
  invalid_context,  // contradictory flags (riichi with an open hand, after_kan on a ron, ...)
  unknown_preset,   // no preset of that name for the rule family
  unknown_option,   // an option key the preset does not define
  invalid_option,   // a known option key with a value of the wrong type or range
  invalid_request,  // a well-formed JSON request with a missing or mistyped field
  unsupported,      // a rule family or request type that is not implemented
};

constexpr std::string_view to_string(ErrorCode c) {
  switch (c) {
    case ErrorCode::parse_error:
      return "parse_error";
    case ErrorCode::invalid_hand:
      return "invalid_hand";
    case ErrorCode::not_winning:
      return "not_winning";
    case ErrorCode::no_yaku:
      return "no_yaku";
    case ErrorCode::below_minimum:
      return "below_minimum";
    case ErrorCode::invalid_context:
      return "invalid_context";
    case ErrorCode::unknown_preset:
      return "unknown_preset";
    case ErrorCode::unknown_option:
      return "unknown_option";
    case ErrorCode::invalid_option:
      return "invalid_option";
    case ErrorCode::invalid_request:
      return "invalid_request";
    case ErrorCode::unsupported:
      return "unsupported";
  }
  return "unknown";
}

// An error's message, read as text (string_view, std::string, ==, find, +, <<). A message composed
// at run time is owned; a string literal given to fail() is only pointed at, so the common fixed
// errors (no_yaku is a third of a generated batch) cost no allocation (docs/json-api.md,
// "Batch").
class ErrorText {
 public:
  ErrorText() = default;
  ErrorText(std::string text) : owned_(std::move(text)) {}
  ErrorText(std::string_view text) : owned_(text) {}
  ErrorText(const char* text) : owned_(text) {}
  // A fixed text's empty owned_ is not moved: the move of a short string copies its bytes with a
  // memcpy call of its length + 1 (about 23 instructions an answer with a fixed error; no_yaku
  // is a third of a generated batch's answers).
  ErrorText(ErrorText&& o) noexcept : fixed_(o.fixed_) {
    if (!fixed_.data()) owned_ = std::move(o.owned_);
  }
  ErrorText& operator=(ErrorText&& o) noexcept {
    fixed_ = o.fixed_;
    if (fixed_.data()) {
      owned_.clear();
    } else {
      owned_ = std::move(o.owned_);
    }
    return *this;
  }
  ErrorText(const ErrorText&) = default;
  ErrorText& operator=(const ErrorText&) = default;
  // `text` must outlive every copy: a string literal.
  static ErrorText fixed(std::string_view text) {
    ErrorText t;
    t.fixed_ = text;
    return t;
  }

  std::string_view view() const noexcept { return fixed_.data() ? fixed_ : owned_; }
  operator std::string_view() const noexcept { return view(); }
  // Code that held the message as a std::string keeps compiling.
  operator std::string() const { return str(); }
  std::string str() const { return std::string(view()); }
  std::size_t size() const noexcept { return view().size(); }
  bool empty() const noexcept { return view().empty(); }
  std::size_t find(std::string_view part, std::size_t from = 0) const noexcept {
    return view().find(part, from);
  }

  friend bool operator==(const ErrorText& a, std::string_view b) noexcept { return a.view() == b; }
  friend std::string operator+(std::string a, const ErrorText& b) {
    a.append(b.view());
    return a;  // moved out (append's reference would be copied)
  }
  friend std::string operator+(const ErrorText& a, std::string_view b) { return a.str().append(b); }
  template <class Traits>
  friend std::basic_ostream<char, Traits>& operator<<(std::basic_ostream<char, Traits>& os,
                                                      const ErrorText& t) {
    return os << t.view();
  }

 private:
  std::string owned_;
  std::string_view fixed_;  // set (data() non-null) for a fixed text
};

struct Error {
  ErrorCode code = ErrorCode::parse_error;
  ErrorText message;  // one line for a person
  int position = -1;  // 0-based character offset in the text input, when there is one
};

template <class T>
using Result = tl::expected<T, Error>;

inline tl::unexpected<Error> fail(ErrorCode code, std::string message, int position = -1) {
  return tl::unexpected<Error>(Error{code, std::move(message), position});
}
// A string literal's message is pointed at, not copied (ErrorText::fixed).
template <std::size_t N>
tl::unexpected<Error> fail(ErrorCode code, const char (&literal)[N], int position = -1) {
  return tl::unexpected<Error>(Error{code, ErrorText::fixed({literal, N - 1}), position});
}

}  // namespace mjscore
