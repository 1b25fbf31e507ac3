// One HTTP exchange without the socket (http_wire.hpp), and answer_raw (http_server.hpp).
#include "serve/http_wire.hpp"

#include <limits>

#include <boost/asio/buffer.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/field.hpp>

#include "serve/web_assets.hpp"

namespace mjscore::serve::wire {
namespace {

// Every response but the page's: nothing may be loaded, run or framed from it.
constexpr std::string_view kApiPolicy = "default-src 'none'; frame-ancestors 'none'";

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The path of a request target, without its query, with %XX escapes decoded ('+' stays).
std::string decoded_path(std::string_view target) {
  target = target.substr(0, target.find('?'));
  std::string out;
  out.reserve(target.size());
  for (std::size_t i = 0; i < target.size(); ++i) {
    const int hi = target[i] == '%' && i + 2 < target.size() ? hex_digit(target[i + 1]) : -1;
    const int lo = hi >= 0 ? hex_digit(target[i + 2]) : -1;
    if (lo >= 0) {
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += target[i];
    }
  }
  return out;
}

std::string_view query_of(std::string_view target) {
  const std::size_t q = target.find('?');
  return q == std::string_view::npos ? std::string_view() : target.substr(q + 1);
}

bool is_web_file(std::string_view method, std::string_view path) {
  return (method == "GET" || method == "HEAD") && find_web_asset(path) != nullptr;
}

}  // namespace

void limit(Parser& parser) {
  parser.header_limit(kMaxHeadBytes);
  // The largest value rather than none: Beast 1.74 compares a Content-Length with the optional
  // limit itself, and every length is "over" an empty one.
  parser.body_limit(std::numeric_limits<std::uint64_t>::max());
}

std::optional<HttpResponse> limit_body(Parser& parser) {
  const auto length = parser.content_length();
  if (length && *length > kMaxBodyBytes) return read_error(http::error::body_limit);
  parser.body_limit(kMaxBodyBytes);
  return std::nullopt;
}

bool has_body(const Parser& parser) {
  if (parser.chunked()) return true;
  const auto length = parser.content_length();
  return length && *length > 0;
}

std::optional<HttpResponse> refuse_head(const Api& api, const Request& head) {
  const std::string path = decoded_path(head.target());
  if (is_web_file(head.method_string(), path)) return std::nullopt;
  return api.refusal(head.method_string(), path, head[http::field::authorization]);
}

bool is_request_error(const boost::beast::error_code& ec) {
  static const auto& parse_errors = make_error_code(http::error::bad_target).category();
  return ec.category() == parse_errors && ec != http::error::end_of_stream &&
         ec != http::error::partial_message && ec != http::error::need_more;
}

HttpResponse read_error(const boost::beast::error_code& ec) {
  if (ec == http::error::body_limit)
    return error_response({413, "payload_too_large", "the body is over 1 MiB (1048576 bytes)"});
  if (ec == http::error::header_limit)
    return error_response({400, "invalid_request", "the request head is over 8 KiB"});
  return error_response({400, "invalid_request", "malformed HTTP request"});
}

bool uses_store(const Request& request) {
  return decoded_path(request.target()).starts_with("/v1/games");
}

HttpResponse answer(const Api& api, const Request& request) {
  const std::string_view method = request.method_string();
  const std::string path = decoded_path(request.target());
  if (auto web = web_response(method, path, request[http::field::if_none_match]))
    return std::move(*web);
  const HttpRequest r{method, path, query_of(request.target()), request[http::field::authorization],
                      request.body()};
  try {
    return api.handle(r);
  } catch (...) {
    return error_response({500, "internal_error", "the server failed to answer"});
  }
}

Response to_wire(HttpResponse r, unsigned version, bool head_method, bool keep_alive) {
  Response res{static_cast<http::status>(r.status), version};
  const bool bodiless = r.status == 204 || r.status == 304;
  if (!bodiless) res.set(http::field::content_type, r.content_type);
  for (auto& [name, value] : r.headers) res.set(name, value);
  res.set("X-Content-Type-Options", "nosniff");
  if (res.find("Content-Security-Policy") == res.end())
    res.set("Content-Security-Policy", kApiPolicy);
  res.keep_alive(keep_alive);
  if (bodiless) return res;
  if (head_method) {
    res.content_length(r.body.size());
  } else {
    res.body() = std::move(r.body);
    res.prepare_payload();
  }
  return res;
}

}  // namespace mjscore::serve::wire

namespace mjscore::serve {
namespace {

// Feeds `in` to the parser until its head is read (`head_only`) or the whole request is; the
// bytes used are dropped from `in`. need_more means `in` ended first.
boost::beast::error_code feed(wire::Parser& parser, std::string_view& in, bool head_only) {
  boost::beast::error_code ec;
  while (!(head_only ? parser.is_header_done() : parser.is_done())) {
    const std::size_t used = parser.put(boost::asio::buffer(in.data(), in.size()), ec);
    in.remove_prefix(used);
    if (ec == wire::http::error::need_more && used > 0 && !in.empty()) {
      ec = {};
      continue;
    }
    if (ec) return ec;
    if (used == 0) return wire::http::error::need_more;
  }
  return ec;
}

}  // namespace

std::vector<RawAnswer> answer_raw(const Api& api, std::string_view bytes) {
  std::vector<RawAnswer> out;
  while (!bytes.empty()) {
    wire::Parser parser;
    wire::limit(parser);
    const auto closing = [&](HttpResponse r) { out.push_back({std::move(r), true}); };
    auto ec = feed(parser, bytes, true);
    if (ec) {  // an incomplete head waits for the head deadline: no answer
      if (wire::is_request_error(ec)) closing(wire::read_error(ec));
      break;
    }
    if (wire::has_body(parser)) {
      if (auto refused = wire::refuse_head(api, parser.get())) {
        closing(std::move(*refused));
        break;
      }
      if (auto too_big = wire::limit_body(parser)) {
        closing(std::move(*too_big));
        break;
      }
      parser.eager(true);
      ec = feed(parser, bytes, false);
      if (ec) {
        if (wire::is_request_error(ec)) closing(wire::read_error(ec));
        break;
      }
    }
    const bool keep = parser.get().keep_alive();
    out.push_back({wire::answer(api, parser.get()), !keep});
    if (!keep) break;
  }
  return out;
}

}  // namespace mjscore::serve
