// Conformance comparison (independent of the library): a response JSON object against an
// `expect` object. Every field present in `expect` is compared: value, han, fu, yakuman
// (numbers), limit (null or a string), deltas (per seat), elements (multisets of "id:han"
// strings, or bare yakuman ids), error (the response's error code).
#pragma once

#include <simdjson.h>

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace conformance {

// A response element as the expect files write it: "id:han" or, for yakuman, "id".
inline std::optional<std::string> element_string(simdjson::dom::element e) {
  std::string_view id;
  if (e["id"].get(id)) return std::nullopt;
  int64_t n = 0;
  if (!e["han"].get(n)) return std::string(id) + ":" + std::to_string(n);
  if (!e["yakuman"].get(n)) return std::string(id);
  return std::string(id);
}

inline std::string json_text(simdjson::dom::element e) { return simdjson::minify(e); }

// Compares; returns the list of mismatches ("field: expected X, got Y"). Empty = pass.
inline std::vector<std::string> compare(simdjson::dom::element response,
                                        simdjson::dom::element expect) {
  std::vector<std::string> diffs;
  simdjson::dom::object exp;
  if (expect.get(exp)) return {"expect is not an object"};
  bool ok_flag = false;
  if (response["ok"].get(ok_flag)) {
  }
  for (auto field : exp) {
    const std::string key(field.key);
    simdjson::dom::element want = field.value;
    if (key == "error") {
      std::string_view code, want_code;
      if (response["error"]["code"].get(code)) code = "<none>";
      if (want.get(want_code))
        if (want["code"].get(want_code)) {
        }
      if (code != want_code)
        diffs.push_back("error: expected " + std::string(want_code) + ", got " + std::string(code));
      continue;
    }
    if (!ok_flag) {
      std::string_view code = "?", message = "";
      if (response["error"]["code"].get(code)) {
      }
      if (response["error"]["message"].get(message)) {
      }
      diffs.push_back("error " + std::string(code) + " (" + std::string(message) + ") where " +
                      key + " was expected");
      return diffs;
    }
    simdjson::dom::element got;
    const bool present = !response[key].get(got);
    if (key == "elements") {
      std::vector<std::string> w, g;
      simdjson::dom::array arr;
      if (!want.get(arr))
        for (auto x : arr) {
          std::string_view s;
          if (!x.get(s)) w.emplace_back(s);
        }
      if (present && !got.get(arr))
        for (auto x : arr)
          if (auto s = element_string(x)) g.push_back(*s);
      std::sort(w.begin(), w.end());
      std::sort(g.begin(), g.end());
      if (w != g) {
        std::ostringstream o;
        o << "elements: expected [";
        for (auto& s : w) o << s << " ";
        o << "], got [";
        for (auto& s : g) o << s << " ";
        o << "]";
        diffs.push_back(o.str());
      }
      continue;
    }
    if (key == "deltas") {
      simdjson::dom::object wo;
      if (want.get(wo)) continue;
      for (auto seat : wo) {
        int64_t wv = 0, gv = 0;
        if (seat.value.get(wv)) {
        }
        if (!present || got[seat.key].get(gv) || gv != wv) {
          diffs.push_back("deltas: expected " + json_text(want) + ", got " +
                          (present ? json_text(got) : std::string("<absent>")));
          break;
        }
      }
      continue;
    }
    if (key == "limit") {
      const std::string w = want.is_null() ? "null" : json_text(want);
      const std::string g = present ? json_text(got) : "<absent>";
      if (w != g) diffs.push_back("limit: expected " + w + ", got " + g);
      continue;
    }
    // Numbers and anything else: compare the minified JSON.
    const std::string w = json_text(want);
    const std::string g = present ? json_text(got) : "<absent>";
    if (w != g) diffs.push_back(key + ": expected " + w + ", got " + g);
  }
  return diffs;
}

// Riichi: when the response has `fu` and `fu_details`, the lines must add up to `fu`.
inline std::optional<std::string> fu_details_mismatch(simdjson::dom::element response) {
  int64_t fu = 0;
  simdjson::dom::array lines;
  if (response["fu"].get(fu) || response["fu_details"].get(lines) || fu == 0) return std::nullopt;
  int64_t sum = 0;
  for (auto line : lines) {
    int64_t f = 0;
    if (!line["fu"].get(f)) sum += f;
  }
  if (sum == fu) return std::nullopt;
  return "fu_details add up to " + std::to_string(sum) + ", fu is " + std::to_string(fu);
}

// Riichi: the seats' changes add up to the riichi sticks collected (every other point moves
// from one seat to another).
inline std::optional<std::string> deltas_not_zero_sum(simdjson::dom::element request,
                                                      simdjson::dom::element response) {
  simdjson::dom::object deltas;
  if (response["deltas"].get(deltas)) return std::nullopt;
  int64_t sticks = 0;
  if (request["riichi_sticks"].get(sticks)) sticks = 0;
  int64_t sum = 0;
  for (auto seat : deltas) {
    int64_t v = 0;
    if (!seat.value.get(v)) sum += v;
  }
  if (sum == 1000 * sticks) return std::nullopt;
  return "deltas add up to " + std::to_string(sum) + " with " + std::to_string(sticks) +
         " riichi sticks";
}

}  // namespace conformance
