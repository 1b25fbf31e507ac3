// The HTTP API's errors (../shared/spec/http-api.md "Errors"): a status, a stable snake_case
// code (the contract's, plus not_found, method_not_allowed, conflict, payload_too_large,
// unauthorized, storage_error) and one line for a person.
#pragma once

#include <string>
#include <tl/expected.hpp>

#include "mjscore/error.hpp"

namespace mjscore::serve {

struct ApiError {
  int status = 400;
  std::string code;
  std::string message;
};

template <class T>
using ApiResult = tl::expected<T, ApiError>;

inline tl::unexpected<ApiError> api_fail(int status, std::string code, std::string message) {
  return tl::unexpected(ApiError{status, std::move(code), std::move(message)});
}

// An engine error given back to the client: 400 with the engine's code and message.
inline ApiError bad_request(const Error& e) {
  return ApiError{400, std::string(to_string(e.code)), std::string(e.message)};
}

// `{"ok":false,"error":{"code":...,"message":...}}` and a newline.
std::string error_body(const ApiError& e);

}  // namespace mjscore::serve
