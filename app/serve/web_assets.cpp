// Serving the embedded web scorekeeper (web_assets.hpp).
#include "serve/web_assets.hpp"

namespace mjscore::serve {

const WebAsset* find_web_asset(std::string_view path) {
  if (path == "/") path = "/web/index.html";
  for (int i = 0; i < kWebAssetCount; ++i)
    if (kWebAssets[i].path == path) return &kWebAssets[i];
  return nullptr;
}

std::optional<HttpResponse> web_response(std::string_view method, std::string_view path,
                                         std::string_view if_none_match) {
  if (method != "GET" && method != "HEAD") return std::nullopt;
  const WebAsset* a = find_web_asset(path);
  if (!a) return std::nullopt;
  HttpResponse r;
  r.content_type = std::string(a->content_type);
  r.headers.emplace_back("ETag", std::string(a->etag));
  r.headers.emplace_back("Cache-Control", "no-cache");
  r.headers.emplace_back("X-Content-Type-Options", "nosniff");
  if (path == "/" || a->content_type.starts_with("text/html"))
    r.headers.emplace_back("Content-Security-Policy",
                           "default-src 'self'; img-src 'self' data:; style-src 'self'; "
                           "script-src 'self'; connect-src 'self'; frame-ancestors 'none'");
  if (if_none_match.find(a->etag) != std::string_view::npos) {
    r.status = 304;
    return r;
  }
  r.body.assign(reinterpret_cast<const char*>(a->data), a->size);
  return r;
}

}  // namespace mjscore::serve
