// The contract's JSON helpers for front ends (mjscore/contract.hpp): the value reader and
// writer (json/value.hpp, json/json_out.hpp) behind a small public face.
#include "mjscore/contract.hpp"

#include <algorithm>

#include "json/json_out.hpp"
#include "json/syntax_check.hpp"
#include "json/value.hpp"
#include "mjscore/json.hpp"

namespace mjscore::contract {

std::string json_string(std::string_view s) {
  return json::out::written(json::out::Escapes::record, [&](json::out::Writer& w) { w.string(s); });
}

Result<std::vector<JsonMember>> read_object(std::string_view text, KeyOrder order) {
  const json::Document doc(text);
  if (doc.failure()) {
    if (auto syntax = json::detail::first_syntax_error(text))
      return fail(ErrorCode::parse_error,
                  "malformed JSON at byte " + std::to_string(syntax->byte) + ": " +
                      std::string(syntax->what),
                  static_cast<int>(syntax->byte));
    return fail(ErrorCode::parse_error, "malformed JSON");
  }
  const json::Value root = doc.root();
  if (!root.is(json::Type::Object)) return fail(ErrorCode::invalid_request, "not a JSON object");
  if (doc.error()) return tl::unexpected(*doc.error());  // a key given twice
  std::vector<JsonMember> members;
  for (std::size_t i = 0; i < root.size(); ++i) {
    const std::string_view key = root.key(i);
    if (std::any_of(members.begin(), members.end(),
                    [&](const JsonMember& m) { return m.key == key; }))
      continue;
    std::string value;
    json::out::Writer w(value, json::out::Escapes::record);
    root[key].write(w, order == KeyOrder::sorted);
    members.push_back(JsonMember{std::string(key), std::move(value)});
  }
  if (order == KeyOrder::sorted)
    std::sort(members.begin(), members.end(),
              [](const JsonMember& a, const JsonMember& b) { return a.key < b.key; });
  return members;
}

std::optional<std::string> read_string(std::string_view text) {
  const json::Document doc(text);
  if (!doc.root().is(json::Type::String)) return std::nullopt;
  return std::string(doc.root().string());
}

std::optional<long long> read_integer(std::string_view text) {
  const json::Document doc(text);
  if (!doc.root().is_integer()) return std::nullopt;
  return doc.root().integer();
}

std::optional<std::vector<std::string>> read_strings(std::string_view text) {
  const json::Document doc(text);
  const json::Value list = doc.root();
  if (!list.is(json::Type::Array)) return std::nullopt;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is(json::Type::String)) return std::nullopt;
    out.emplace_back(list[i].string());
  }
  return out;
}

}  // namespace mjscore::contract
