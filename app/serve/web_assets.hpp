// The web scorekeeper (web/, docs/web.md): its files, embedded in the binary at build time by
// cmake/EmbedWeb.cmake, served at GET / (web/index.html) and GET /web/<file>.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "serve/api.hpp"

namespace mjscore::serve {

struct WebAsset {
  std::string_view path;          // "/web/app.js"
  std::string_view content_type;  // "text/javascript; charset=utf-8"
  std::string_view etag;          // quoted, e.g. "\"0123456789abcdef\""
  const unsigned char* data;
  std::size_t size;
};

extern const WebAsset kWebAssets[];
extern const int kWebAssetCount;

// The asset a path names: "/" is /web/index.html. nullptr for any other path.
const WebAsset* find_web_asset(std::string_view path);

// The answer to a GET or HEAD of a web asset (200 with the bytes, or 304 when `if_none_match`
// names its ETag), or nullopt when the request is not one: the API answers it then. Assets
// are revalidated on every use (Cache-Control: no-cache, with the ETag), so a new binary's
// page is never mixed with an old one's script.
std::optional<HttpResponse> web_response(std::string_view method, std::string_view path,
                                         std::string_view if_none_match);

}  // namespace mjscore::serve
