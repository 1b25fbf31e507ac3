// One HTTP exchange of `mjscore serve` without the socket (docs/http.md "HTTP"): the limits a
// request parser gets, which requests are refused on their head alone (before any body byte is
// read), the answer to a parse error, to a whole request, and the response as written, with the
// headers every response carries. http_server.cpp drives these over sockets; answer_raw() drives
// them over bytes in memory (the fuzz target).
#pragma once

#include <boost/beast/core/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <optional>

#include "serve/api.hpp"
#include "serve/http_server.hpp"

namespace mjscore::serve::wire {

namespace http = boost::beast::http;
using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;
using Parser = http::request_parser<http::string_body>;

// The request line and header fields together (Beast's own default for requests).
inline constexpr std::size_t kMaxHeadBytes = 8 * 1024;

// A fresh parser's limit for the head: at most kMaxHeadBytes. Its body has no limit yet, so that
// a request refused on its head gets that answer (401 rather than 413, say).
void limit(Parser& parser);

// Once the head is read and not refused: 413 when the Content-Length is over kMaxBodyBytes,
// else nullopt and the body limited to kMaxBodyBytes whatever its framing (chunks fail as soon
// as they pass it).
std::optional<HttpResponse> limit_body(Parser& parser);

// Whether the request (its head read) has a body to read: a Content-Length above 0 or chunks.
bool has_body(const Parser& parser);

// The answer to a request on its head alone when it would be refused whatever its body: a path
// the API does not have (404), a method the path does not take (405), a write without the
// token (401). nullopt for a web file or a request the API goes on with.
std::optional<HttpResponse> refuse_head(const Api& api, const Request& head);

// Whether a read error is the request's fault (an answer is owed: a malformed head, a body over
// the limit) rather than the connection's (closed, timed out: nothing to answer).
bool is_request_error(const boost::beast::error_code& ec);

// The answer to a request the parser refused: 413 payload_too_large for a body over the limit,
// 400 invalid_request otherwise.
HttpResponse read_error(const boost::beast::error_code& ec);

// Whether answering the request reads or writes the game store (the games endpoints), which
// may wait for the disk; scoring, health, the element names and web files never do.
bool uses_store(const Request& request);

// The answer to a whole request: a web file (GET / and /web/...) or the API's.
HttpResponse answer(const Api& api, const Request& request);

// The response as written: the status, its content type and headers, `X-Content-Type-Options:
// nosniff` and a Content-Security-Policy on every response (the page's own for the page; none
// allowed for everything else), the body (none for HEAD, with the length GET would have), and
// whether the connection stays open.
Response to_wire(HttpResponse r, unsigned version, bool head_method, bool keep_alive);

}  // namespace mjscore::serve::wire
