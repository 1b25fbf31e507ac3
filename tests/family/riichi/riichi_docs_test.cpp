// docs/riichi.md "Presets" against the shipped presets: every key of every preset, its value
// as resolved and whether the preset's own file sets it (bold), so the document cannot drift.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <regex>
#include <sstream>

#include "engine/families.hpp"
#include "family/riichi/riichi_option_keys.hpp"
#include "rules/preset_registry.hpp"

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

// The "## Presets" section's tables, each from its "| key |" header row (the |---| line is
// not collected).
std::vector<std::vector<std::string>> preset_tables() {
  std::ifstream in(std::filesystem::path(MJSCORE_SOURCE_DIR) / "docs" / "riichi.md");
  EXPECT_TRUE(in);
  std::vector<std::vector<std::string>> tables;
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Presets";
    if (!in_section || line.rfind("| ", 0) != 0) continue;
    if (line.rfind("| key |", 0) == 0) tables.emplace_back();
    if (!tables.empty()) tables.back().push_back(line);
  }
  return tables;
}

// The preset names of a header row: | key | riichi (root) | tenhou (default) | ...
std::vector<std::string> header_presets(const std::string& row) {
  std::vector<std::string> presets;
  for (const auto& c : cells(row)) presets.push_back(c.substr(0, c.find(' ')));
  EXPECT_EQ(presets.front(), "key");
  presets.erase(presets.begin());
  return presets;
}

// One cell of a preset table: its key, its preset, the resolved value there, whether the
// preset's own file sets it, and the cell's text.
struct Cell {
  std::string key, preset;
  const OptionValue* value;
  bool own;
  std::string text;
};

// Every cell of `rows` (a header row and one row per key) against the shipped presets; the
// table's keys in order. Fails the test on a preset or key the registry does not know.
std::vector<std::string> walk(const std::vector<std::string>& rows,
                              const std::function<void(const Cell&)>& check) {
  auto registry = engine::load_presets(std::nullopt);
  EXPECT_TRUE(registry) << registry.error().message;
  std::vector<std::string> keys;
  if (!registry || rows.size() < 2) return keys;
  const std::vector<std::string> presets = header_presets(rows[0]);
  EXPECT_EQ(presets.size(), (*registry)->names("riichi").size()) << "a preset missing a column";
  for (size_t r = 1; r < rows.size(); ++r) {
    const auto row = cells(rows[r]);
    EXPECT_EQ(row.size(), presets.size() + 1) << rows[r];
    if (row.size() != presets.size() + 1) continue;
    keys.push_back(row[0]);
    for (size_t p = 0; p < presets.size(); ++p) {
      const ResolvedPreset* preset = (*registry)->resolved("riichi", presets[p]);
      EXPECT_NE(preset, nullptr) << presets[p];
      if (!preset) continue;
      auto it = preset->values.find(row[0]);
      EXPECT_NE(it, preset->values.end()) << row[0];
      if (it == preset->values.end()) continue;
      check(Cell{row[0], presets[p], &it->second.value, it->second.set_by == preset->origin,
                 row[p + 1]});
    }
  }
  return keys;
}

TEST(RiichiDocs, PresetTableMatchesTheFiles) {
  const auto tables = preset_tables();
  ASSERT_GE(tables.size(), 1u);
  ASSERT_GE(tables[0].size(), 2u);  // the header and a key
  const auto keys = walk(tables[0], [](const Cell& c) {
    const std::string want = cell_text(*c.value);
    EXPECT_EQ(c.text, c.own ? "**" + want + "**" : want) << c.key << " in " << c.preset;
  });
  // Every key, once, in the order of the key tables.
  std::vector<std::string> all;
  for (auto k : riichi::option_keys()) all.emplace_back(k);
  std::vector<std::string> sorted_doc = keys, sorted_all = all;
  std::sort(sorted_doc.begin(), sorted_doc.end());
  std::sort(sorted_all.begin(), sorted_all.end());
  EXPECT_EQ(sorted_doc, sorted_all);
}

// The comment of `key`'s line in a preset file: the setting line's comment and the indented
// comment lines that continue it.
std::string key_comment(const std::string& preset, const std::string& key) {
  std::ifstream in(std::filesystem::path(MJSCORE_SOURCE_DIR) / "rules" / "riichi" /
                   (preset + ".toml"));
  EXPECT_TRUE(in) << preset;
  std::string out;
  bool found = false;
  for (std::string line; std::getline(in, line);) {
    if (found) {
      const auto first = line.find_first_not_of(' ');
      if (first == 0 || first == std::string::npos || line[first] != '#') break;
      out += line + "\n";
    } else if (line.rfind(key, 0) == 0 &&
               line.find_first_not_of(' ', key.size()) != std::string::npos &&
               line[line.find_first_not_of(' ', key.size())] == '=') {
      found = true;
      const auto hash = line.find('#');
      if (hash != std::string::npos) out = line.substr(hash) + "\n";
    }
  }
  return out;
}

// Whether the preset file has a line "# [X] ..." (the file's header defines source X).
bool defines_letter(const std::string& preset, const std::string& letter) {
  std::ifstream in(std::filesystem::path(MJSCORE_SOURCE_DIR) / "rules" / "riichi" /
                   (preset + ".toml"));
  for (std::string line; std::getline(in, line);)
    if (line.rfind("# [" + letter + "] ", 0) == 0) return true;
  return false;
}

// docs/riichi.md "Sources of each value": a cell for every value the preset's own file sets
// (and only those), each source in it cited on that key's line of the file.
TEST(RiichiDocs, SourceTableMatchesTheFiles) {
  const auto tables = preset_tables();
  ASSERT_EQ(tables.size(), 2u);
  EXPECT_EQ(tables[1].front(), tables[0].front()) << "the same columns";
  const auto keys = walk(tables[1], [](const Cell& c) {
    EXPECT_EQ(c.own, !c.text.empty()) << c.key << " in " << c.preset;
    if (c.text.empty()) return;
    const std::string comment = key_comment(c.preset, c.key);
    std::stringstream tags(c.text);
    for (std::string tag; std::getline(tags, tag, ',');) {
      tag = tag.substr(tag.find_first_not_of(' '));
      if (tag.size() == 1 && std::isupper(static_cast<unsigned char>(tag[0]))) {
        EXPECT_NE(comment.find("[" + tag + "]"), std::string::npos)
            << c.key << " in " << c.preset << ": [" << tag << "] not cited";
        EXPECT_TRUE(defines_letter(c.preset, tag)) << c.preset << ": [" << tag << "]";
      } else {
        const std::regex word("\\b" + tag + "\\b", std::regex::icase);
        EXPECT_TRUE(std::regex_search(comment, word))
            << c.key << " in " << c.preset << ": \"" << tag << "\" not cited";
      }
    }
  });
  std::vector<std::string> first;
  for (size_t r = 1; r < tables[0].size(); ++r) first.push_back(cells(tables[0][r])[0]);
  EXPECT_EQ(keys, first) << "the two tables list the same keys in the same order";
}

}  // namespace
}  // namespace mjscore
