// The record codecs' value reader (value.hpp): the syntax check first (its positions name every
// error), then one simdjson On-Demand pass that captures every value into Document::nodes_.
#include "json/value.hpp"

#include <simdjson.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <utility>

#include "json/json_out.hpp"
#include "json/syntax_check.hpp"

namespace mjscore::json {

namespace od = simdjson::ondemand;
using detail::ValueNode;

std::string_view type_word(Type t) {
  switch (t) {
    case Type::Array:
      return "an array";
    case Type::Object:
      return "an object";
    case Type::Number:
      return "a number";
    case Type::String:
      return "a string";
    case Type::Boolean:
      return "a boolean";
    case Type::Null:
      return "null";
  }
  return "a value";
}

// One On-Demand pass over the padded copy of `text`: every value into a node, in the text's order.
struct Capture {
  Document& doc;
  std::string_view text;
  const char* copy;  // the padded copy's first byte (text's offsets are the copy's)
  std::string_view raw_key;

  std::string_view stored(std::string_view s) {
    const std::size_t at = doc.strings_.size();
    doc.strings_.append(s);
    return std::string_view(doc.strings_).substr(at, s.size());
  }
  std::string_view in_text(std::string_view token) {
    std::string_view t = text.substr(static_cast<std::size_t>(token.data() - copy), token.size());
    while (!t.empty() &&
           (t.back() == ' ' || t.back() == '\t' || t.back() == '\n' || t.back() == '\r'))
      t.remove_suffix(1);
    return t;
  }

  static std::string_view token_of(od::value& v) { return v.raw_json_token(); }
  static std::string_view token_of(od::document& d) {
    std::string_view t;
    return d.raw_json_token().get(t) ? std::string_view() : t;
  }

  // A value, or the root (a document, whose scalar simdjson does not take as a value).
  template <class V>
  bool value(V&& v, uint32_t parent, uint32_t index, std::string_view key) {
    const auto at = static_cast<uint32_t>(doc.nodes_.size());
    ValueNode& added = doc.nodes_.emplace_back();
    added.parent = parent;
    added.index = index;
    added.key = key;
    od::json_type t;
    if (v.type().get(t)) return false;
    const std::string_view token = in_text(token_of(v));
    auto node = [&]() -> ValueNode& { return doc.nodes_[at]; };
    if (t == od::json_type::object && !raw_key.empty() && key == raw_key) {
      // Kept as its text for another reader, which checks it.
      od::object o;
      std::string_view raw;
      if (v.get_object().get(o) || o.raw_json().get(raw)) return false;
      node().type = Type::Object;
      node().raw = in_text(raw);
      return true;
    }
    switch (t) {
      case od::json_type::object:
      case od::json_type::array:
        return container(v, t == od::json_type::object, at, token);
      case od::json_type::string: {
        std::string_view s;
        if (v.get_string().get(s)) return false;
        node().type = Type::String;
        node().string = stored(s);
        break;
      }
      case od::json_type::number:
        if (!number(v, token, node())) return false;
        break;
      case od::json_type::boolean: {
        bool b = false;
        if (v.get_bool().get(b)) return false;
        node().type = Type::Boolean;
        node().bits = b;
        break;
      }
      case od::json_type::null: {
        bool null = false;
        if (v.is_null().get(null) || !null) return false;
        break;
      }
    }
    node().raw = token;
    return true;
  }

  // A number written without a fraction or exponent within 64 bits is an integer (as the record
  // readers have always read numbers); any other is a double.
  template <class V>
  static bool number(V& v, std::string_view token, ValueNode& n) {
    n.type = Type::Number;
    n.negative = token.front() == '-';
    if (token.find_first_of(".eE") == std::string_view::npos) {
      const char* end = token.data() + token.size();
      if (n.negative) {
        int64_t i = 0;
        n.integer = std::from_chars(token.data(), end, i).ec == std::errc();
        n.bits = static_cast<uint64_t>(i);
        n.number = static_cast<double>(i);
      } else {
        n.integer = std::from_chars(token.data(), end, n.bits).ec == std::errc();
        n.number = static_cast<double>(n.bits);
      }
      if (n.integer) return true;
    }
    return !v.get_double().get(n.number);
  }

  template <class V>
  bool container(V& v, bool object, uint32_t at, std::string_view token) {
    std::vector<uint32_t> kids;
    uint32_t i = 0;
    if (object) {
      od::object o;
      if (v.get_object().get(o)) return false;
      for (auto member : o) {
        od::field f;
        std::string_view key;
        if (std::move(member).get(f) || f.unescaped_key().get(key)) return false;
        kids.push_back(static_cast<uint32_t>(doc.nodes_.size()));
        if (!value(f.value(), at, i++, stored(key))) return false;
      }
    } else {
      od::array a;
      if (v.get_array().get(a)) return false;
      for (auto element : a) {
        od::value e;
        if (std::move(element).get(e)) return false;
        kids.push_back(static_cast<uint32_t>(doc.nodes_.size()));
        if (!value(e, at, i++, {})) return false;
      }
    }
    ValueNode& n = doc.nodes_[at];
    n.type = object ? Type::Object : Type::Array;
    n.first = static_cast<uint32_t>(doc.kids_.size());
    n.count = i;
    doc.kids_.insert(doc.kids_.end(), kids.begin(), kids.end());
    // The closing bracket is the first byte after the last child (or the opening) but spaces.
    const std::size_t begin = static_cast<std::size_t>(token.data() - text.data());
    std::size_t end = kids.empty() ? begin + 1 : [&] {
      const std::string_view last = doc.nodes_[kids.back()].raw;
      return static_cast<std::size_t>(last.data() - text.data()) + last.size();
    }();
    end = text.find_first_not_of(" \t\r\n", end);
    n.raw = text.substr(begin, end + 1 - begin);
    return true;
  }
};

Document::Document(std::string_view text, std::string_view raw_key, std::string root_path)
    : root_path_(std::move(root_path)) {
  bom_ = text.starts_with("\xEF\xBB\xBF");
  const std::size_t skip = bom_ ? 3 : 0;
  const std::string_view body = text.substr(skip);
  // The first problem a strict reader meets (the syntax check's nesting limit before any).
  const detail::SyntaxCheck check = detail::check_syntax(body);
  const bool grammar_ok = !check.error;
  auto failed_at = [&](ReadFailure::Kind kind, std::size_t at) {
    failure_.emplace();
    failure_->kind = kind;
    failure_->at = at;
    failure_->grammar_ok = grammar_ok;
  };
  auto found = [&](ReadFailure::Kind kind, std::size_t at) {
    if (!failure_ || skip + at < failure_->at) failed_at(kind, skip + at);
  };
  if (check.error && check.error->what == "nesting too deep") {
    found(ReadFailure::Kind::Depth, check.error->byte);
  } else {
    if (check.error) found(ReadFailure::Kind::Syntax, detail::lexeme_end(body, check.error->token));
    // A string a strict reader rejects when the text is read anyway (below, inside a value kept
    // as text it is that reader's to find).
    if (check.strict && (check.error || check.overflow))
      found(ReadFailure::Kind::Syntax, *check.strict);
    if (check.overflow) found(ReadFailure::Kind::Overflow, *check.overflow);
  }
  if (!bom_ && text.starts_with("\xEF"))  // a strict reader stops in a partial mark
    failed_at(ReadFailure::Kind::Syntax, text.size() < 2 || text[1] != '\xBB' ? 1 : 2);
  if (failure_ && check.overflow) {
    const std::size_t end = body.find_first_not_of("+-0123456789.eE", *check.overflow);
    failure_->number = body.substr(*check.overflow, end - *check.overflow);
    failure_->number_at = skip + *check.overflow;
  }
  if (failure_) return;

  const simdjson::padded_string copy(body);
  od::parser parser;
  od::document document;
  strings_.reserve(body.size());
  Capture capture{*this, body, copy.data(), raw_key};
  if (parser.allocate(copy.size(), 1100) || parser.iterate(copy).get(document) ||
      !capture.value(document, 0, 0, {})) {
    failed_at(ReadFailure::Kind::Syntax, skip + check.strict.value_or(0));
    nodes_.clear();
    return;
  }
  // A key given twice is refused as the request reader refuses it (the first in byte order).
  for (uint32_t n = 0; n < nodes_.size() && !error_; ++n) {
    const Value object(this, n, n);
    std::vector<std::string_view> keys;
    for (std::size_t i = 0; object.is(Type::Object) && i < object.size(); ++i)
      keys.push_back(object.key(i));
    std::sort(keys.begin(), keys.end());
    if (auto twice = std::adjacent_find(keys.begin(), keys.end()); twice != keys.end())
      record({ErrorCode::invalid_request,
              "duplicate field '" + Value(this, Value::kMissing, n, *twice).path() + "'", -1});
  }
}

const ValueNode* Value::node() const { return exists() ? &doc_->nodes_[node_] : nullptr; }

Type Value::type() const { return exists() ? node()->type : Type::Null; }
bool Value::boolean() const { return is(Type::Boolean) && node()->bits != 0; }
double Value::number() const { return is(Type::Number) ? node()->number : 0; }
bool Value::is_integer() const { return is(Type::Number) && node()->integer; }
long long Value::integer() const { return is_integer() ? static_cast<long long>(node()->bits) : 0; }
std::string_view Value::string() const { return is(Type::String) ? node()->string : ""; }
std::string_view Value::raw() const { return exists() ? node()->raw : ""; }

std::size_t Value::size() const { return is(Type::Array) || is(Type::Object) ? node()->count : 0; }

Value Value::operator[](std::size_t i) const {
  if (!exists()) return *this;  // named as the missing container
  if (i >= size()) return Value(doc_, kMissing, node_);
  const uint32_t kid = doc_->kids_[node()->first + i];
  return Value(doc_, kid, kid);
}

std::string_view Value::key(std::size_t i) const {
  return is(Type::Object) && i < size() ? (*this)[i].node()->key : "";
}

Value Value::operator[](std::string_view key) const {
  for (std::size_t i = is(Type::Object) ? size() : 0; i-- > 0;)
    if (this->key(i) == key) return (*this)[i];
  return exists() ? Value(doc_, kMissing, node_, key) : *this;
}

std::vector<std::string_view> Value::keys() const {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < size() && is(Type::Object); ++i) out.push_back(key(i));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string Value::path() const {
  if (!doc_) return {};
  std::vector<uint32_t> chain;
  for (uint32_t n = name_; n != 0; n = doc_->nodes_[n].parent) chain.push_back(n);
  std::string out = doc_->root_path_;
  auto member = [&](std::string_view key) {
    if (!out.empty()) out += '.';
    out += key;
  };
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const ValueNode& n = doc_->nodes_[*it];
    if (doc_->nodes_[n.parent].type == Type::Array) {
      out += '[' + std::to_string(n.index) + ']';
    } else {
      member(n.key);
    }
  }
  if (!key_.empty()) member(key_);
  return out;
}

Value Value::named(Value other) const {
  Value v = *this;
  v.name_ = other.name_;
  v.key_ = other.key_;
  return v;
}

bool Value::failed() const { return doc_ && doc_->failed(); }

void Value::fail(ErrorCode code, std::string message) const {
  if (doc_) doc_->record(Error{code, std::move(message), -1});
}

void Value::fail(std::string_view what) const {
  const std::string where = path();
  fail(ErrorCode::invalid_request,
       where.empty() ? std::string(what) : where + ": " + std::string(what));
}

int Value::integer(long long lo, long long hi) const {
  const ValueNode* n = is(Type::Number) ? node() : nullptr;
  if (!n || (!n->integer && n->number != std::floor(n->number))) {
    fail("expects an integer");
    return 0;
  }
  const auto i = static_cast<long long>(n->bits);
  const bool in = !n->integer
                      ? n->number >= static_cast<double>(lo) && n->number <= static_cast<double>(hi)
                  : n->negative ? i >= lo && i <= hi
                                : n->bits <= static_cast<uint64_t>(hi) && i >= lo;
  if (!in) {
    fail("must be from " + std::to_string(lo) + " to " + std::to_string(hi));
    return 0;
  }
  return static_cast<int>(n->integer ? i : static_cast<long long>(n->number));
}

std::string_view Value::text(std::string_view expects) const {
  if (!is(Type::String)) fail(expects);
  return string();
}

bool Value::flag(std::string_view expects) const {
  if (!is(Type::Boolean)) fail(expects);
  return boolean();
}

std::vector<std::string> Value::strings(std::size_t count, std::string_view expects) const {
  std::vector<std::string> out;
  bool ok = is(Type::Array) && size() == count;
  for (std::size_t i = 0; ok && i < size(); ++i) {
    ok = (*this)[i].is(Type::String);
    out.emplace_back((*this)[i].string());
  }
  if (!ok) fail(expects);
  return out;
}

bool Value::expect(Type t, std::string_view expects) const {
  if (!is(t)) fail(expects);
  return is(t);
}

void Value::write(out::Writer& w, bool sorted) const {
  switch (type()) {
    case Type::Null:
      w.null();
      break;
    case Type::Boolean:
      w.boolean(boolean());
      break;
    case Type::Number:
      if (!is_integer()) {
        w.floating(number());
      } else if (node()->negative) {
        w.integer(integer());
      } else {
        w.integer(node()->bits);
      }
      break;
    case Type::String:
      w.string(string());
      break;
    case Type::Array:
      w.open('[');
      for (std::size_t i = 0; i < size(); ++i) (*this)[i].write(w, sorted);
      w.close(']');
      break;
    case Type::Object: {
      w.open('{');
      std::vector<std::string_view> order = keys();
      if (!sorted) {
        order.clear();
        for (std::size_t i = 0; i < size(); ++i)
          if (std::find(order.begin(), order.end(), key(i)) == order.end()) order.push_back(key(i));
      }
      for (std::string_view k : order) (*this)[k].write(w.member(k), sorted);
      w.close('}');
      break;
    }
  }
}

OptionOverrides Value::options() const {
  OptionOverrides out;
  for (std::string_view key : keys()) {
    const Value v = (*this)[key];
    const std::string name(key);
    OptionValue value;
    switch (v.type()) {
      case Type::Boolean:
        value.value = v.boolean();
        break;
      case Type::Number:
        if (v.is_integer()) {
          value.value = v.integer();
        } else {
          value.value = v.number();
        }
        break;
      case Type::String:
        value.value = std::string(v.string());
        break;
      case Type::Array: {
        // A list of numbers or of strings, as its first item says (an empty list: numbers).
        const bool strings = v.size() > 0 && v[0].is(Type::String);
        std::vector<std::string> texts;
        std::vector<double> numbers;
        for (std::size_t i = 0; i < v.size(); ++i) {
          if (!v[i].is(strings ? Type::String : Type::Number)) {
            fail(ErrorCode::invalid_option, "option \"" + name + "\": mixed list");
            return out;
          }
          if (strings) {
            texts.emplace_back(v[i].string());
          } else {
            numbers.push_back(v[i].number());
          }
        }
        if (strings) {
          value.value = std::move(texts);
        } else {
          value.value = std::move(numbers);
        }
        break;
      }
      default:
        fail(ErrorCode::invalid_option, "option \"" + name + "\" has no usable value");
        return out;
    }
    out.push_back(OptionOverride{name, std::move(value)});
  }
  return out;
}

}  // namespace mjscore::json
