#include "request_text.hpp"

#include <variant>

#include "json/json_out.hpp"

namespace mjscore::cli {

void RequestText::key(std::string_view k) { json::out::key(text_, k, text_.size() == 1); }

void RequestText::string(std::string_view k, std::string_view value) {
  key(k);
  json::out::string(text_, value);
}

void RequestText::boolean(std::string_view k, bool value) {
  key(k);
  json::out::boolean(text_, value);
}

void RequestText::integer(std::string_view k, long long value) {
  key(k);
  json::out::integer(text_, value);
}

void RequestText::strings(std::string_view k, const std::vector<std::string>& values) {
  key(k);
  text_ += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text_ += ',';
    json::out::string(text_, values[i]);
  }
  text_ += ']';
}

void RequestText::options(const OptionOverrides& options) {
  key("options");
  text_ += '{';
  bool first = true;
  for (const auto& o : options) {
    json::out::key(text_, o.key, first);
    first = false;
    std::visit(
        [&](const auto& v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, bool>) {
            json::out::boolean(text_, v);
          } else if constexpr (std::is_same_v<T, long long>) {
            json::out::integer(text_, v);
          } else if constexpr (std::is_same_v<T, double>) {
            json::out::number(text_, v);
          } else if constexpr (std::is_same_v<T, std::string>) {
            json::out::string(text_, v);
          } else {
            text_ += '[';
            for (std::size_t i = 0; i < v.size(); ++i) {
              if (i) text_ += ',';
              if constexpr (std::is_same_v<T, std::vector<double>>) {
                json::out::number(text_, v[i]);
              } else {
                json::out::string(text_, v[i]);
              }
            }
            text_ += ']';
          }
        },
        o.value.value);
  }
  text_ += '}';
}

}  // namespace mjscore::cli
