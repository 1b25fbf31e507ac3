// docs/riichi.md "Presets" against the shipped presets: every key of every preset, its value
// as resolved and whether the preset's own file sets it (bold), so the document cannot drift.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "rules/preset_registry.hpp"
#include "rules/riichi_option_keys.hpp"

namespace mjscore {
namespace {

// An option value as the table writes it: lists comma-separated ("none" when empty).
struct CellText {
  std::string operator()(bool b) const { return b ? "true" : "false"; }
  std::string operator()(long long i) const { return std::to_string(i); }
  std::string operator()(double d) const {
    if (std::floor(d) == d) return std::to_string(static_cast<long long>(d));
    std::ostringstream s;
    s << d;
    return s.str();
  }
  std::string operator()(const std::string& s) const { return s; }
  template <class T>
  std::string operator()(const std::vector<T>& list) const {
    if (list.empty()) return "none";
    std::string out;
    for (const auto& x : list) out += (out.empty() ? "" : ", ") + (*this)(x);
    return out;
  }
};

std::string cell_text(const OptionValue& v) { return std::visit(CellText{}, v.value); }

std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::stringstream s(row);
  std::string cell;
  std::getline(s, cell, '|');  // before the first bar
  while (std::getline(s, cell, '|')) {
    const auto a = cell.find_first_not_of(' '), b = cell.find_last_not_of(' ');
    out.push_back(a == std::string::npos ? "" : cell.substr(a, b - a + 1));
  }
  return out;
}

TEST(RiichiDocs, PresetTableMatchesTheFiles) {
  std::ifstream in(std::filesystem::path(MJSCORE_SOURCE_DIR) / "docs" / "riichi.md");
  ASSERT_TRUE(in);
  std::vector<std::string> rows;
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Presets";
    if (in_section && line.rfind("| ", 0) == 0) rows.push_back(line);
  }
  ASSERT_GE(rows.size(), 2u);  // the header and a key (the |---| line is not collected)

  auto registry = PresetRegistry::load(std::nullopt);
  ASSERT_TRUE(registry) << registry.error().message;
  // Header: | key | riichi (root) | tenhou (default) | ...
  std::vector<std::string> presets;
  for (const auto& c : cells(rows[0])) presets.push_back(c.substr(0, c.find(' ')));
  ASSERT_EQ(presets.front(), "key");
  presets.erase(presets.begin());
  EXPECT_EQ(presets.size(), (*registry)->riichi_names().size()) << "a preset missing a column";

  std::vector<std::string> keys;
  for (size_t r = 1; r < rows.size(); ++r) {
    const auto row = cells(rows[r]);
    ASSERT_EQ(row.size(), presets.size() + 1) << rows[r];
    const std::string& key = row[0];
    keys.push_back(key);
    for (size_t p = 0; p < presets.size(); ++p) {
      const ResolvedPreset* preset = (*registry)->resolved("riichi", presets[p]);
      ASSERT_NE(preset, nullptr) << presets[p];
      auto it = preset->values.find(key);
      ASSERT_NE(it, preset->values.end()) << key;
      std::string want = cell_text(it->second.value);
      if (it->second.set_by == preset->origin) want = "**" + want + "**";
      EXPECT_EQ(row[p + 1], want) << key << " in " << presets[p];
    }
  }
  // Every key, once, in the order of the key tables.
  std::vector<std::string> all;
  for (auto k : riichi::option_keys()) all.emplace_back(k);
  std::vector<std::string> sorted_doc = keys, sorted_all = all;
  std::sort(sorted_doc.begin(), sorted_doc.end());
  std::sort(sorted_all.begin(), sorted_all.end());
  EXPECT_EQ(sorted_doc, sorted_all);
}

}  // namespace
}  // namespace mjscore
