// Typed reads of an OptionValue for the option functions of every family, and the setters built
// on them: each returns invalid_option naming the key when the value has the wrong type or range.
#pragma once

#include <array>
#include <cmath>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/options.hpp"

namespace mjscore::option_access {

inline tl::unexpected<Error> wrong(const std::string& key, std::string_view expected) {
  return fail(ErrorCode::invalid_option, "option \"" + key + "\" expects " + std::string(expected));
}

inline Result<bool> get_bool(const std::string& key, const OptionValue& v) {
  if (const auto* b = std::get_if<bool>(&v.value)) return *b;
  return wrong(key, "true or false");
}

inline Result<long long> get_int(const std::string& key, const OptionValue& v) {
  if (const auto* i = std::get_if<long long>(&v.value)) return *i;
  if (const auto* d = std::get_if<double>(&v.value)) {
    if (std::isfinite(*d) && std::floor(*d) == *d && std::fabs(*d) < 1e15)
      return static_cast<long long>(*d);
  }
  return wrong(key, "an integer");
}

inline Result<std::string> get_string(const std::string& key, const OptionValue& v) {
  if (const auto* s = std::get_if<std::string>(&v.value)) return *s;
  return wrong(key, "a string");
}

inline Result<std::vector<std::string>> get_string_list(const std::string& key,
                                                        const OptionValue& v) {
  if (const auto* l = std::get_if<std::vector<std::string>>(&v.value)) return *l;
  // An empty number list is an empty list too.
  if (const auto* n = std::get_if<std::vector<double>>(&v.value); n && n->empty())
    return std::vector<std::string>{};
  return wrong(key, "a list of strings");
}

// One of `names` (string value) -> its index.
template <size_t N>
Result<int> get_choice(const std::string& key, const OptionValue& v,
                       const std::array<std::string_view, N>& names) {
  std::string expected;
  for (size_t i = 0; i < N; ++i) expected += (i ? " | \"" : "\"") + std::string(names[i]) + "\"";
  const auto* s = std::get_if<std::string>(&v.value);
  if (!s) return wrong(key, expected);
  for (size_t i = 0; i < N; ++i)
    if (*s == names[i]) return static_cast<int>(i);
  return wrong(key, expected);
}

// The setters of the families' key tables: the value read, checked and stored in `out`.
inline Result<void> set_bool(const std::string& key, const OptionValue& v, bool& out) {
  auto b = get_bool(key, v);
  if (!b) return tl::unexpected(b.error());
  out = *b;
  return {};
}

inline Result<void> set_int(const std::string& key, const OptionValue& v, long long lo,
                            long long hi, int& out) {
  auto i = get_int(key, v);
  if (!i) return tl::unexpected(i.error());
  if (*i < lo || *i > hi)
    return wrong(key, "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
  out = static_cast<int>(*i);
  return {};
}

// One of `names`, stored as the enumerator of the same index.
template <class E, size_t N>
Result<void> set_choice(const std::string& key, const OptionValue& v,
                        const std::array<std::string_view, N>& names, E& out) {
  auto c = get_choice(key, v, names);
  if (!c) return tl::unexpected(c.error());
  out = static_cast<E>(*c);
  return {};
}

// A list of ids, each one of `allowed` (`what` names them in the message).
inline Result<void> set_id_list(const std::string& key, const OptionValue& v,
                                std::span<const std::string_view> allowed, std::string_view what,
                                std::vector<std::string>& out) {
  auto list = get_string_list(key, v);
  if (!list) return tl::unexpected(list.error());
  for (const auto& id : *list) {
    bool ok = false;
    for (auto a : allowed) ok |= id == a;
    if (!ok) return wrong(key, "a list of " + std::string(what) + " (\"" + id + "\" is not one)");
  }
  out = std::move(*list);
  return {};
}

}  // namespace mjscore::option_access
