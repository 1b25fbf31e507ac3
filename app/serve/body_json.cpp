// Body reading for the games endpoints (body_json.hpp).
#include "serve/body_json.hpp"

#include <simdjson.h>

namespace mjscore::serve {
namespace {

// The byte at which the nesting first passes `limit` levels (strings skipped), if it does.
std::optional<std::size_t> too_deep(std::string_view text, int limit) {
  int depth = 0;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        quoted = false;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

}  // namespace

ApiResult<Members> read_object(std::string_view body) {
  if (!simdjson::validate_utf8(body.data(), body.size()))
    return api_fail(400, "parse_error", "the body is not UTF-8");
  if (auto at = too_deep(body, kMaxBodyDepth))
    return api_fail(400, "parse_error",
                    "malformed JSON at byte " + std::to_string(*at) + ": nesting deeper than " +
                        std::to_string(kMaxBodyDepth) + " levels");
  // A byte order mark is no JSON value (the reader would skip it).
  if (body.starts_with("\xEF\xBB\xBF"))
    return api_fail(400, "parse_error", "malformed JSON at byte 0: expected a value");
  auto members = contract::read_object(body, contract::KeyOrder::as_given);
  if (!members && members.error().code == ErrorCode::invalid_request)
    return api_fail(400, "invalid_request",
                    members.error().message == "not a JSON object"
                        ? std::string("the body is a JSON object")
                        : std::string(members.error().message));
  if (!members) return api_fail(400, "parse_error", std::string(members.error().message));
  return std::move(*members);
}

const std::string* member(const Members& members, std::string_view key) {
  for (const auto& m : members)
    if (m.key == key) return &m.json;
  return nullptr;
}

std::string object_text(const Members& members) {
  std::string out = "{";
  for (const auto& m : members) {
    if (out.size() > 1) out += ',';
    out += contract::json_string(m.key) + ":" + m.json;
  }
  return out + "}";
}

}  // namespace mjscore::serve
