// Preset loading (rules/riichi/*.toml with `extends`), option keys and their errors, and the
// Engine's preset access.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/families.hpp"
#include "mjscore/engine.hpp"

namespace mjscore {
namespace {

PresetSource src(std::string name, std::string text) {
  return PresetSource{"riichi", name, std::move(text), "test/" + name + ".toml"};
}

// The shipped root preset (rules/riichi/riichi.toml), which sets every key.
PresetSource root() {
  std::ifstream in(std::filesystem::path(MJSCORE_SOURCE_DIR) / "rules" / "riichi" / "riichi.toml");
  std::ostringstream text;
  text << in.rdbuf();
  return PresetSource{"riichi", "riichi", text.str(), "rules/riichi/riichi.toml"};
}

// A preset extending the root.
PresetSource child(std::string name, std::string text) {
  return src(std::move(name), "extends = \"riichi\"\n" + text);
}

TEST(RiichiPresets, EmbeddedTenhouIsTheDefault) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine) << engine.error().message;
  auto tenhou = engine->riichi_preset("tenhou");
  ASSERT_TRUE(tenhou);
  EXPECT_EQ((*tenhou)->name, "tenhou");
  const auto& s = (*tenhou)->scoring;
  EXPECT_TRUE(s.aka_dora);
  EXPECT_TRUE(s.open_tanyao);
  EXPECT_FALSE(s.kiriage_mangan);
  EXPECT_EQ(s.kazoe, riichi::Kazoe::Yakuman);
  EXPECT_FALSE(s.double_yakuman);
  EXPECT_TRUE(s.multiple_yakuman);
  EXPECT_EQ(s.double_wind_pair_fu, 4);
  EXPECT_EQ(s.pao, (std::vector<std::string>{"daisangen", "daisuushii"}));
  EXPECT_EQ(ScoreRequest{}.preset_name(), "tenhou");
}

TEST(RiichiPresets, UnknownPreset) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine);
  auto p = engine->riichi_preset("nope");
  ASSERT_FALSE(p);
  EXPECT_EQ(p.error().code, ErrorCode::unknown_preset);
}

TEST(RiichiPresets, OverridesOnACopy) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine);
  OptionOverrides o{{"kiriage_mangan", OptionValue{true}},
                    {"kazoe", OptionValue{std::string("sanbaiman")}}};
  auto rules = engine->riichi_rules("tenhou", o);
  ASSERT_TRUE(rules) << rules.error().message;
  EXPECT_TRUE(rules->scoring.kiriage_mangan);
  EXPECT_EQ(rules->scoring.kazoe, riichi::Kazoe::Sanbaiman);
  EXPECT_FALSE((*engine->riichi_preset("tenhou"))->scoring.kiriage_mangan);  // untouched

  auto bad = engine->riichi_rules("tenhou", {{"no_such_key", OptionValue{true}}});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::unknown_option);
  EXPECT_NE(bad.error().message.find("no_such_key"), std::string::npos);

  auto wrong = engine->riichi_rules("tenhou", {{"kiriage_mangan", OptionValue{3LL}}});
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().code, ErrorCode::invalid_option);
  auto range = engine->riichi_rules("tenhou", {{"double_wind_pair_fu", OptionValue{3LL}}});
  ASSERT_FALSE(range);
  EXPECT_EQ(range.error().code, ErrorCode::invalid_option);
  auto choice = engine->riichi_rules("tenhou", {{"renhou", OptionValue{std::string("x")}}});
  ASSERT_FALSE(choice);
  EXPECT_EQ(choice.error().code, ErrorCode::invalid_option);
  auto pao = engine->riichi_rules(
      "tenhou", {{"pao", OptionValue{std::vector<std::string>{"daisangen", "pinfu"}}}});
  ASSERT_FALSE(pao);
  EXPECT_EQ(pao.error().code, ErrorCode::invalid_option);
  // A float that is an integer is accepted where an integer is expected (JSON numbers).
  auto fu2 = engine->riichi_rules("tenhou", {{"double_wind_pair_fu", OptionValue{2.0}}});
  ASSERT_TRUE(fu2);
  EXPECT_EQ(fu2->scoring.double_wind_pair_fu, 2);
}

TEST(RiichiPresets, ExtendsChain) {
  auto reg = engine::presets_from_sources({
      root(),
      child("base", "kiriage_mangan = true\nrenhou = \"mangan\"\n"),
      src("mid", "extends = \"base\"\nrenhou = \"yakuman\"\n[meta]\nnote = \"x\"\n"),
      src("leaf", "source = \"somewhere\"\nextends = \"mid\"\naka_dora = false\n"),
  });
  ASSERT_TRUE(reg) << reg.error().message;
  const auto* leaf = (*reg)->table_of<riichi::Rules>("riichi")->find_rules("leaf");
  ASSERT_NE(leaf, nullptr);
  EXPECT_EQ(leaf->name, "leaf");
  EXPECT_TRUE(leaf->scoring.kiriage_mangan);                 // from base
  EXPECT_EQ(leaf->scoring.renhou, riichi::Renhou::Yakuman);  // mid overrides base
  EXPECT_FALSE(leaf->scoring.aka_dora);                      // leaf
  EXPECT_EQ((*reg)->table_of<riichi::Rules>("riichi")->find_rules("base")->scoring.renhou,
            riichi::Renhou::Mangan);
}

TEST(RiichiPresets, ExtendsErrors) {
  auto cycle =
      engine::presets_from_sources({src("a", "extends = \"b\"\n"), src("b", "extends = \"a\"\n")});
  ASSERT_FALSE(cycle);
  EXPECT_EQ(cycle.error().code, ErrorCode::invalid_option);
  EXPECT_NE(cycle.error().message.find("cycle"), std::string::npos);
  auto self = engine::presets_from_sources({src("a", "extends = \"a\"\n")});
  ASSERT_FALSE(self);
  auto missing = engine::presets_from_sources({src("a", "extends = \"zz\"\n")});
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::unknown_preset);
}

TEST(RiichiPresets, FileErrorsNameKeyAndFile) {
  auto unknown = engine::presets_from_sources({root(), child("a", "bogus_key = 1\n")});
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().code, ErrorCode::unknown_option);
  EXPECT_NE(unknown.error().message.find("bogus_key"), std::string::npos);
  EXPECT_NE(unknown.error().message.find("test/a.toml"), std::string::npos);

  auto unknown_table = engine::presets_from_sources({root(), child("a", "[bogus]\nx = 1\n")});
  ASSERT_FALSE(unknown_table);
  EXPECT_EQ(unknown_table.error().code, ErrorCode::unknown_option);

  auto wrong = engine::presets_from_sources({root(), child("a", "open_tanyao = \"yes\"\n")});
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().code, ErrorCode::invalid_option);
  EXPECT_NE(wrong.error().message.find("open_tanyao"), std::string::npos);

  auto table_value = engine::presets_from_sources({root(), child("a", "[open_tanyao]\nx = 1\n")});
  ASSERT_FALSE(table_value);
  EXPECT_EQ(table_value.error().code, ErrorCode::invalid_option);

  auto syntax = engine::presets_from_sources({src("a", "kazoe = = 3\n")});
  ASSERT_FALSE(syntax);
  EXPECT_EQ(syntax.error().code, ErrorCode::parse_error);
  EXPECT_NE(syntax.error().message.find("test/a.toml"), std::string::npos);
}

TEST(RiichiPresets, RulesDirAddsAndReplaces) {
  const auto dir = std::filesystem::temp_directory_path() / "mjscore_presets_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "riichi");
  std::ofstream(dir / "riichi" / "house.toml") << "extends = \"tenhou\"\nkiriage_mangan = true\n";
  auto engine = Engine::create(EngineConfig{dir});
  ASSERT_TRUE(engine) << engine.error().message;
  auto house = engine->riichi_preset("house");
  ASSERT_TRUE(house);
  EXPECT_TRUE((*house)->scoring.kiriage_mangan);
  EXPECT_TRUE((*house)->scoring.aka_dora);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace mjscore

namespace mjscore {
namespace {

// rules/riichi/*.toml: the documented differences (docs/riichi.md).
TEST(RiichiPresets, ShippedPresets) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine) << engine.error().message;
  auto get = [&](const char* name) {
    auto p = engine->riichi_preset(name);
    EXPECT_TRUE(p) << name;
    return p ? (*p)->scoring : riichi::ScoringRules{};
  };
  const auto tenhou = get("tenhou"), majsoul = get("majsoul"), wrc = get("wrc"), ema = get("ema");
  // The root preset (seeds 000 and 002) is loaded and tenhou extends it.
  EXPECT_TRUE(engine->riichi_preset("riichi"));
  EXPECT_TRUE(tenhou.pao_whole_hand);
  EXPECT_EQ(tenhou.renhou, riichi::Renhou::Off);

  EXPECT_TRUE(majsoul.double_yakuman);
  EXPECT_FALSE(majsoul.pao_whole_hand);
  EXPECT_TRUE(majsoul.aka_dora);
  EXPECT_EQ(majsoul.pao_ron_honba, riichi::PaoRonHonba::Liable);
  EXPECT_EQ(tenhou.pao_ron_honba, riichi::PaoRonHonba::Discarder);

  EXPECT_FALSE(wrc.aka_dora);
  EXPECT_TRUE(wrc.kiriage_mangan);
  EXPECT_EQ(wrc.kazoe, riichi::Kazoe::Sanbaiman);
  EXPECT_EQ(wrc.renhou, riichi::Renhou::Mangan);
  EXPECT_FALSE(wrc.double_yakuman);

  EXPECT_FALSE(ema.aka_dora);
  EXPECT_FALSE(ema.kiriage_mangan);
  // RCR 3.3.9: on a pao ron "only the discarder pays for any counters".
  EXPECT_EQ(ema.pao_ron_honba, riichi::PaoRonHonba::Discarder);
  EXPECT_EQ(ema.kazoe, riichi::Kazoe::Sanbaiman);
  EXPECT_FALSE(ema.multiple_yakuman);
  EXPECT_EQ(ema.renhou, riichi::Renhou::Mangan);
  EXPECT_EQ(ema.pao, (std::vector<std::string>{"daisangen", "daisuushii"}));
}

// Three-player presets (docs/sanma.md): `players` is 3 in tenhou-sanma and majsoul-sanma (the
// child lists only its differences), 4 in every four-player preset, and only 3 or 4 is allowed.
TEST(RiichiPresets, PlayersKey) {
  auto engine = Engine::create();
  ASSERT_TRUE(engine) << engine.error().message;
  for (const char* name : {"riichi", "tenhou", "majsoul", "wrc", "ema"}) {
    auto p = engine->riichi_preset(name);
    ASSERT_TRUE(p) << name;
    EXPECT_EQ((*p)->scoring.players, 4) << name;
  }
  auto tenhou = engine->riichi_preset("tenhou-sanma");
  ASSERT_TRUE(tenhou) << tenhou.error().message;
  EXPECT_EQ((*tenhou)->scoring.players, 3);
  EXPECT_EQ((*tenhou)->scoring.tsumo_payment, riichi::TsumoPayment::TsumoLoss);
  EXPECT_EQ((*tenhou)->scoring.honba_value, 200);
  EXPECT_EQ((*tenhou)->game.start_points, 35000);
  EXPECT_EQ((*tenhou)->game.return_points, 40000);
  auto majsoul = engine->riichi_preset("majsoul-sanma");
  ASSERT_TRUE(majsoul) << majsoul.error().message;
  EXPECT_EQ((*majsoul)->scoring.players, 3);
  EXPECT_TRUE((*majsoul)->scoring.double_yakuman);
  EXPECT_EQ((*majsoul)->game.return_points, 35000);

  for (long long bad : {2LL, 5LL}) {
    auto r = engine->riichi_rules("tenhou", {{"players", OptionValue{bad}}});
    ASSERT_FALSE(r) << bad;
    EXPECT_EQ(r.error().code, ErrorCode::invalid_option);
  }
  auto bisect = engine->riichi_rules(
      "tenhou-sanma", {{"tsumo_payment", OptionValue{std::string("north_bisection")}}});
  ASSERT_TRUE(bisect) << bisect.error().message;
  EXPECT_EQ(bisect->scoring.tsumo_payment, riichi::TsumoPayment::NorthBisection);
}

}  // namespace
}  // namespace mjscore
