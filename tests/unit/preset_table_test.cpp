// The family-generic preset machinery: dotted keys from TOML sub-tables, a root preset that must
// set every key, `extends` for a family other than riichi (a dummy rules type registered as
// "hk"), unknown keys, and the engine's dispatch for the families not built yet.
#include <gtest/gtest.h>

#include <map>

#include "engine/families.hpp"
#include "family/riichi/riichi_option_keys.hpp"
#include "mjscore/engine.hpp"

namespace mjscore {
namespace {

TEST(PresetTable, SubTablesReadAsDottedKeys) {
  auto parsed = parse_preset_text(
      "top = true\nsource = \"x\"\nextends = \"base\"\n[meta]\nnote = 1\n"
      "[faan]\ncommon_hand = 1\n[faan.nested]\ndeep = \"y\"\n",
      "test");
  ASSERT_TRUE(parsed) << parsed.error().message;
  EXPECT_EQ(parsed->extends, "base");
  std::vector<std::string> keys;
  for (const auto& o : parsed->options) keys.push_back(o.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"faan.common_hand", "faan.nested.deep",
                                            "top"}));  // key order
}

// A family's rules type with per-pattern values (as HK's faan table will be).
struct DummyRules {
  std::string name;
  int limit = -1;
  std::map<std::string, int> faan;
};

std::vector<std::string_view> dummy_keys() {
  return {"limit", "faan.common_hand", "faan.all_pungs"};
}

Result<void> dummy_apply(DummyRules& r, const std::string& key, const OptionValue& v) {
  const auto* i = std::get_if<long long>(&v.value);
  bool known = false;
  for (auto k : dummy_keys()) known |= k == key;
  if (!known) return fail(ErrorCode::unknown_option, "unknown hk option \"" + key + "\"");
  if (!i) return fail(ErrorCode::invalid_option, "option \"" + key + "\" expects an integer");
  if (key == "limit")
    r.limit = static_cast<int>(*i);
  else
    r.faan[key.substr(5)] = static_cast<int>(*i);
  return {};
}

const FamilyRules<DummyRules> kDummy{Family::HK, dummy_keys, dummy_apply};

PresetSource hk(std::string name, std::string text) {
  return PresetSource{"hk", name, std::move(text), "test/hk/" + name + ".toml"};
}

TEST(PresetTable, ExtendsForAnotherFamily) {
  auto table = PresetTable<DummyRules>::build(
      {
          hk("hk", "limit = 10\n[faan]\ncommon_hand = 1\nall_pungs = 3\n"),
          hk("house", "extends = \"hk\"\nfaan.all_pungs = 6\n"),
          // Another family's preset of the same name is not seen.
          PresetSource{"riichi", "house", "bogus = 1\n", "riichi/house.toml"},
      },
      kDummy);
  ASSERT_TRUE(table) << table.error().message;
  const DummyRules* house = table->find_rules("house");
  ASSERT_NE(house, nullptr);
  EXPECT_EQ(house->name, "house");
  EXPECT_EQ(house->limit, 10);
  EXPECT_EQ(house->faan.at("common_hand"), 1);
  EXPECT_EQ(house->faan.at("all_pungs"), 6);
  ASSERT_NE(table->default_preset(), nullptr);
  EXPECT_EQ(table->default_preset()->name, "hk");
  EXPECT_EQ(table->resolved("house")->values.at("faan.all_pungs").set_by, "test/hk/house.toml");
  EXPECT_EQ(table->resolved("house")->values.at("limit").set_by, "test/hk/hk.toml");

  // Request overrides use the same dotted keys.
  auto over = table->with_overrides(*house, {{"faan.common_hand", OptionValue{2LL}}});
  ASSERT_TRUE(over);
  EXPECT_EQ(over->faan.at("common_hand"), 2);
  EXPECT_EQ(table->with_overrides(*house, {{"faan.nope", OptionValue{2LL}}}).error().code,
            ErrorCode::unknown_option);
}

TEST(PresetTable, RootPresetMustSetEveryKey) {
  auto missing =
      PresetTable<DummyRules>::build({hk("hk", "limit = 10\n[faan]\ncommon_hand = 1\n")}, kDummy);
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::invalid_option);
  EXPECT_NE(missing.error().message.find("faan.all_pungs"), std::string::npos);
  EXPECT_NE(missing.error().message.find("test/hk/hk.toml"), std::string::npos);

  // Riichi: a root preset with one key set names the others.
  auto riichi = engine::presets_from_sources(
      {PresetSource{"riichi", "r", "aka_dora = true\n", "test/r.toml"}});
  ASSERT_FALSE(riichi);
  EXPECT_EQ(riichi.error().code, ErrorCode::invalid_option);
  EXPECT_NE(riichi.error().message.find("open_tanyao"), std::string::npos);
  EXPECT_NE(riichi.error().message.find("two_han_step"), std::string::npos);
}

TEST(PresetTable, UnknownKeys) {
  auto unknown = PresetTable<DummyRules>::build(
      {hk("hk", "limit = 1\n[faan]\ncommon_hand = 1\nall_pungs = 3\nnope = 2\n")}, kDummy);
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().code, ErrorCode::unknown_option);
  EXPECT_NE(unknown.error().message.find("faan.nope"), std::string::npos);

  auto engine = Engine::create().value();
  auto bad = engine.resolve(Family::Riichi, "", {{"faan.common_hand", OptionValue{1LL}}});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::unknown_option);
}

TEST(PresetTable, EveryRiichiKeyIsSetByTheRootAndApplies) {
  auto registry = engine::load_presets(std::nullopt);
  ASSERT_TRUE(registry) << registry.error().message;
  const ResolvedPreset* root = (*registry)->resolved("riichi", "riichi");
  ASSERT_NE(root, nullptr);
  EXPECT_FALSE(root->extends);
  const auto keys = riichi::option_keys();
  EXPECT_EQ(root->values.size(), keys.size());
  for (auto key : keys) {
    auto it = root->values.find(key);
    ASSERT_NE(it, root->values.end()) << key;
    riichi::Rules rules{};
    EXPECT_TRUE(riichi::apply_option(rules, std::string(key), it->second.value)) << key;
  }
}

// Child presets list only their differences: no key a file sets has its parent's value.
TEST(PresetTable, ShippedChildrenListOnlyDifferences) {
  auto registry = engine::load_presets(std::nullopt);
  ASSERT_TRUE(registry) << registry.error().message;
  for (const auto& name : (*registry)->names("riichi")) {
    const ResolvedPreset* preset = (*registry)->resolved("riichi", name);
    ASSERT_NE(preset, nullptr);
    if (!preset->extends) continue;
    const ResolvedPreset* parent = (*registry)->resolved("riichi", *preset->extends);
    ASSERT_NE(parent, nullptr);
    for (const auto& [key, v] : preset->values) {
      if (v.set_by != preset->origin) continue;
      EXPECT_NE(v.value.value, parent->values.at(key).value.value)
          << name << " restates " << key << " of " << *preset->extends;
    }
  }
}

TEST(EngineDispatch, ARuleSetScoresOnlyItsFamily) {
  auto engine = Engine::create().value();
  auto riichi = engine.resolve(Family::Riichi, "");
  ASSERT_TRUE(riichi);
  ScoreRequest hk;
  hk.family = Family::HK;
  ScoreResult out;
  EXPECT_EQ(engine.score(hk, *riichi, out).error().code, ErrorCode::unsupported);
}

}  // namespace
}  // namespace mjscore
