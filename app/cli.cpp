#include "cli.hpp"

#include <charconv>
#include <cstdio>
#include <cstdlib>

#include "mjscore/json.hpp"
#include "mjscore/score_text.hpp"
#include "render_text.hpp"

namespace mjscore::cli {

int exit_code_for(ErrorCode code) {
  switch (code) {
    case ErrorCode::not_winning:
    case ErrorCode::no_yaku:
    case ErrorCode::below_minimum:
      return kExitNotScorable;
    default:
      return kExitBadInput;
  }
}

int report(const Error& error) {
  std::string text;
  render_error(text, error);
  std::fputs(text.c_str(), stderr);
  return exit_code_for(error.code);
}

int print_answer(const json::Answer& a, bool json) {
  if (!json && a.error) return report(*a.error);
  std::string text;
  if (json) {
    json::append_response(a, text);
    text += '\n';
  } else {
    render_answer(text, a);
  }
  std::fputs(text.c_str(), stdout);
  return a.error ? exit_code_for(a.error->code) : kExitOk;
}

int print_answer(const Engine& engine, const RequestFields& fields, bool json) {
  json::Answer a;
  json::read_fields(fields, a);
  if (a.parsed) engine.answer(a.request, a);
  return print_answer(a, json);
}

Result<Engine> Context::make_engine() const {
  EngineConfig config;
  if (!rules_dir.empty()) config.rules_dir = rules_dir;
  return Engine::create(config);
}

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '"')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '"')) s.remove_suffix(1);
  return s;
}

bool as_integer(std::string_view s, long long& out) {
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

bool as_number(std::string_view s, double& out) {
  if (s.empty()) return false;
  std::string copy(s);
  char* end = nullptr;
  out = std::strtod(copy.c_str(), &end);
  return end == copy.c_str() + copy.size();
}

}  // namespace

Result<OptionOverride> parse_option_flag(std::string_view text) {
  const auto eq = text.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return fail(ErrorCode::invalid_request,
                "--option needs key=value, got '" + std::string(text) + "'");
  OptionOverride o{std::string(text.substr(0, eq)), {}};
  std::string_view v = text.substr(eq + 1);
  long long i = 0;
  double d = 0;
  const bool quoted = v.size() >= 2 && v.front() == '"' && v.back() == '"';
  if (quoted) {
    o.value.value = std::string(v.substr(1, v.size() - 2));
  } else if (v == "true" || v == "false") {
    o.value.value = v == "true";
  } else if (as_integer(v, i)) {
    o.value.value = i;
  } else if (as_number(v, d)) {
    o.value.value = d;
  } else if (v.find(',') != std::string_view::npos || (!v.empty() && v.front() == '[')) {
    if (v.front() == '[') v.remove_prefix(1);
    if (!v.empty() && v.back() == ']') v.remove_suffix(1);
    std::vector<double> numbers;
    std::vector<std::string> strings;
    while (!v.empty()) {
      const auto comma = v.find(',');
      const std::string_view item = trim(v.substr(0, comma));
      if (!item.empty()) {
        if (as_number(item, d)) {
          numbers.push_back(d);
        } else {
          strings.emplace_back(item);
        }
      }
      v = comma == std::string_view::npos ? std::string_view() : v.substr(comma + 1);
    }
    if (!numbers.empty() && !strings.empty())
      return fail(ErrorCode::invalid_option,
                  "option '" + o.key + "': a list holds only numbers or only strings");
    if (!numbers.empty()) {
      o.value.value = std::move(numbers);
    } else {
      o.value.value = std::move(strings);
    }
  } else {
    o.value.value = std::string(v);
  }
  return o;
}

}  // namespace mjscore::cli
