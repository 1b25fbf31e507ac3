// Body reading for the games endpoints (body_json.hpp).
#include "serve/body_json.hpp"

#include <simdjson.h>

#include "json/syntax_check.hpp"

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

ApiResult<ojson> read_object(std::string_view body) {
  if (!simdjson::validate_utf8(body.data(), body.size()))
    return api_fail(400, "parse_error", "the body is not UTF-8");
  if (auto at = too_deep(body, kMaxBodyDepth))
    return api_fail(400, "parse_error",
                    "malformed JSON at byte " + std::to_string(*at) + ": nesting deeper than " +
                        std::to_string(kMaxBodyDepth) + " levels");
  if (auto syntax = json::detail::first_syntax_error(body))
    return api_fail(400, "parse_error",
                    "malformed JSON at byte " + std::to_string(syntax->byte) + ": " +
                        std::string(syntax->what));
  ojson value = ojson::parse(body, nullptr, false);
  if (value.is_discarded()) return api_fail(400, "parse_error", "malformed JSON");
  if (!value.is_object()) return api_fail(400, "invalid_request", "the body is a JSON object");
  return value;
}

std::string dump(const ojson& value) {
  return value.dump(-1, ' ', false, ojson::error_handler_t::replace);
}

}  // namespace mjscore::serve
