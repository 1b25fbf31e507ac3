// The one JSON value reader of the record codecs (docs/architecture.md "JSON"): a text is read
// once by simdjson On-Demand into a Document, a tree of values that can be visited in any order,
// because a record is checked in its own order whatever order the text gives its members (so
// that the first error does not depend on it; a key given twice in an object is the Document's
// error, "duplicate field 'hands[2].winner'") and the Tenhou replay searches its lists. A Value is
// a view of one node, with typed getters that name its path in their errors
// (`hands[3].wins[0].winner: must be from 0 to 3`).
//
// Errors are collected as the request reader collects them (contract/request_fields.hpp
// Problems): the first one a getter or fail() records is kept and later ones are dropped, so
// that a reader is written in the record's order without a test after every read, and
// Document::take() gives the record or that first error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/options.hpp"

namespace mjscore::json {

enum class Type : uint8_t { Null, Boolean, Number, String, Array, Object };

// "an array", "a string", ... (how the request reader's messages name a value's type).
std::string_view type_word(Type t);

// Why a text is not read (Document::failure): its first problem in the order a strict reader
// meets them. Each codec words it as it always has.
struct ReadFailure {
  enum class Kind : uint8_t {
    Syntax,    // malformed JSON; `at` is the strict reader's position (detail::lexeme_end)
    Depth,     // nested deeper than 1024 levels; `at` is the byte the syntax check stops at
    Overflow,  // a number no double holds; `at` is where it starts
  };
  Kind kind = Kind::Syntax;
  std::size_t at = 0;
  bool grammar_ok = false;  // the text follows the JSON grammar (but for a byte order mark)
  // The first number no double holds (before any syntax error), whatever the first problem.
  std::string_view number;
  std::size_t number_at = 0;
};

class Document;
namespace out {
class Writer;
}

namespace detail {
// A value of a Document, in the order of the text (the root first).
struct ValueNode {
  Type type = Type::Null;
  bool integer = false, negative = false;
  uint32_t parent = 0, index = 0;  // in the parent's elements or members
  uint32_t first = 0, count = 0;   // a container's children: Document::kids_[first, +count)
  std::string_view key, string, raw;
  double number = 0;
  uint64_t bits = 0;  // an integer's (two's complement when negative), or a boolean
};
}  // namespace detail

class Value {
 public:
  Value() = default;

  bool exists() const { return doc_ && node_ != kMissing; }  // false for a member not given
  Type type() const;                                         // a missing value reads as null
  bool is(Type t) const { return type() == t; }

  // Scalars (false, 0 or "" for a value of another type).
  bool boolean() const;
  double number() const;
  // Written as a whole number within 64 bits (without a fraction or an exponent): signed, or
  // without a minus sign unsigned. integer() is its value (an unsigned beyond 2^63 wraps).
  bool is_integer() const;
  long long integer() const;
  std::string_view string() const;
  // The text as written (a container's from its bracket to its bracket).
  std::string_view raw() const;

  // Containers: elements, or an object's members in the text's order (duplicates included).
  std::size_t size() const;
  Value operator[](std::size_t i) const;
  std::string_view key(std::size_t i) const;
  // The last member named `key` (a missing value when there is none or this is no object).
  Value operator[](std::string_view key) const;
  bool has(std::string_view key) const { return (*this)[key].exists(); }
  // An object's member names in byte order, each once.
  std::vector<std::string_view> keys() const;

  // The path from the root (`hands[3].wins[0]`; the root's is empty), and the same value named
  // by the path of `other` in errors.
  std::string path() const;
  Value named(Value other) const;

  // Records an invalid_request error "<path>: <what>" (just `what` at the root) unless one is
  // recorded; the getters below do the same with the wording of the record readers.
  void fail(std::string_view what) const;
  void fail(ErrorCode code, std::string message) const;  // the message as it is
  bool failed() const;                                   // whether an error is recorded
  // A whole number from lo to hi: "expects an integer" (a fraction, or no number; a whole
  // number written with a fraction or exponent is one) or "must be from <lo> to <hi>".
  int integer(long long lo, long long hi) const;
  // A string ("expects a string"), true or false (`expects`).
  std::string_view text(std::string_view expects = "expects a string") const;
  bool flag(std::string_view expects) const;
  // A list of `count` strings (players' names): "<expects>" for another value.
  std::vector<std::string> strings(std::size_t count, std::string_view expects) const;
  // Whether this is of type `t`; records "<path>: <expects>" when it is not.
  bool expect(Type t, std::string_view expects) const;

  // Writes the value as compact JSON (whole numbers as integers, others as doubles), an object's
  // members each once with its last value: in byte order of the keys when `sorted`, else where
  // the key first stands.
  void write(out::Writer& w, bool sorted) const;

  // An options object ({"key": value}) as overrides, in byte order of the keys (a key given
  // twice: its last value): a boolean, a string, an integer (written as a whole number), a
  // number, or a list of numbers or of strings. invalid_option "option \"<key>\": mixed list"
  // or "... has no usable value".
  OptionOverrides options() const;

 private:
  friend class Document;
  static constexpr uint32_t kMissing = 0xFFFFFFFF;
  Value(const Document* doc, uint32_t node, uint32_t name, std::string_view key = {})
      : doc_(doc), node_(node), name_(name), key_(key) {}
  const detail::ValueNode* node() const;
  const Document* doc_ = nullptr;
  // The node (kMissing: a member not given, named `key_` in its object `name_`), and the node
  // whose path names it.
  uint32_t node_ = 0, name_ = 0;
  std::string_view key_;
};

class Document {
 public:
  // Reads `text` (a leading UTF-8 byte order mark is skipped). A text that is not one JSON value
  // gives a Document without root, whose failure() says why. An object that is the value of a
  // member named `raw_key` is kept as its text (raw()) for another reader, which checks it.
  // `root_path` names the root in errors (the paths of its values start with it): a text that
  // is one entry of a record (`hands[7]`) is named as it is in the whole record.
  explicit Document(std::string_view text, std::string_view raw_key = {},
                    std::string root_path = {});
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  const std::optional<ReadFailure>& failure() const { return failure_; }
  Value root() const { return failure_ ? Value() : Value(this, 0, 0); }
  // Whether the text starts with a byte order mark (which the contract's line reader rejects).
  bool bom() const { return bom_; }

  // The first error recorded by a getter or fail(), if any.
  const std::optional<Error>& error() const { return error_; }
  bool failed() const { return error_.has_value(); }
  // `record`, or the first error recorded while it was read.
  template <class T>
  Result<T> take(T&& record) const {
    if (error_) return tl::unexpected(*error_);
    return std::forward<T>(record);
  }

 private:
  friend class Value;
  friend struct Capture;
  void record(Error e) const {
    if (!error_) error_ = std::move(e);
  }

  std::string root_path_;
  std::string strings_;  // unescaped strings and keys (reserved once: views stay valid)
  std::vector<detail::ValueNode> nodes_;
  std::vector<uint32_t> kids_;
  std::optional<ReadFailure> failure_;
  bool bom_ = false;
  mutable std::optional<Error> error_;
};

}  // namespace mjscore::json
