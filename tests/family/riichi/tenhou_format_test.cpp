// Tenhou import: formats, mappings and robustness (docs/tenhou.md). Tests that read real logs
// skip when ../shared/data is absent (fail instead with CI=true: shared_data.hpp).
#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "io/tenhou6_play.hpp"
#include "io/tenhou_meld.hpp"
#include "io/tenhou_tiles.hpp"
#include "mjscore/tenhou.hpp"
#include "run_cli.hpp"
#include "shared_data.hpp"

namespace mjscore {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

using shared_data::tenhou_logs;

std::string read_log(const std::string& relative) {
  return shared_data::read_file(tenhou_logs() / relative);
}

Json import_json(const std::string& bytes) {
  auto r = import_tenhou(bytes);
  EXPECT_TRUE(r.has_value()) << (r ? "" : r.error().message);
  return r ? Json::parse(r->record_json) : Json();
}

constexpr const char* kPair = "tsubakisakura+mjlog2json/731fb997_2019103023gm-00a9-0000-f90e0fe9";

// ---- tile and meld encodings ----

TEST(TenhouTiles, RedFivesAreIds16_52_88WhenTheGameUsesThem) {
  EXPECT_EQ(tenhou::tile_from_id(16, true), (TileRef{Tile::M5, true}));
  EXPECT_EQ(tenhou::tile_from_id(52, true), (TileRef{Tile::P5, true}));
  EXPECT_EQ(tenhou::tile_from_id(88, true), (TileRef{Tile::S5, true}));
  EXPECT_EQ(tenhou::tile_from_id(17, true), (TileRef{Tile::M5, false}));
  EXPECT_EQ(tenhou::tile_from_id(16, false), (TileRef{Tile::M5, false}));
  EXPECT_EQ(tenhou::tile_from_id(135, true), (TileRef{Tile::Red, false}));
  EXPECT_FALSE(tenhou::tile_from_id(136, true));
  EXPECT_EQ(tenhou::tile_from_code(52), (TileRef{Tile::P5, true}));
  EXPECT_EQ(tenhou::tile_from_code(47), (TileRef{Tile::Red, false}));
  EXPECT_FALSE(tenhou::tile_from_code(48));
  EXPECT_FALSE(tenhou::tile_from_code(60));
}

TEST(TenhouTiles, CanonicalTextPutsTheRedFiveAfterThePlainFives) {
  tenhou::TileBag bag;
  for (int id : {52, 53, 54, 16, 12, 20, 132}) bag.add(*tenhou::tile_from_id(id, true));
  EXPECT_EQ(tenhou::format_bag(bag), "406m550p7z");
}

TEST(TenhouMeld, ChiCode) {
  // 47199: bit 2 set = chi; run 15 = souzu 2-3-4; copies 3, 2, 0; the middle tile called.
  auto c = tenhou::decode_meld_code(47199, true);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->kind, MeldKind::Chi);
  EXPECT_EQ(c->from_rel, 3);
  ASSERT_EQ(c->tiles.size(), 3);
  EXPECT_EQ(c->tiles[0].tile, Tile::S2);
  EXPECT_EQ(c->tiles[2].tile, Tile::S4);
  EXPECT_EQ(c->called.tile, Tile::S3);
}

TEST(TenhouMeld, PonKakanAndKanCodes) {
  // Pon of 7z (kind 33): pattern = 33 * 3 + 1, copy 2 left out, from across (2).
  const long pon = ((33L * 3 + 1) << 9) | 0x8 | (2L << 5) | 2;
  auto p = tenhou::decode_meld_code(pon, true);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->kind, MeldKind::Pon);
  EXPECT_EQ(p->from_rel, 2);
  EXPECT_EQ(p->tiles.size(), 3);
  EXPECT_EQ(p->called.tile, Tile::Red);
  // The same with the kakan bit: the copy left out is the added tile, four tiles.
  auto k = tenhou::decode_meld_code((pon & ~0x8L) | 0x10, true);
  ASSERT_TRUE(k);
  EXPECT_EQ(k->kind, MeldKind::Kakan);
  EXPECT_EQ(k->tiles.size(), 4);
  // Kan: tile id in bits 8-15. Red 5p (52) claimed from the next player; from oneself = ankan.
  auto dk = tenhou::decode_meld_code((52L << 8) | 1, true);
  ASSERT_TRUE(dk);
  EXPECT_EQ(dk->kind, MeldKind::Kan);
  EXPECT_EQ(dk->called, (TileRef{Tile::P5, true}));
  auto ak = tenhou::decode_meld_code(52L << 8, true);
  ASSERT_TRUE(ak);
  EXPECT_EQ(ak->kind, MeldKind::Ankan);
  EXPECT_FALSE(tenhou::decode_meld_code(136L << 8, true));  // no tile 136
  EXPECT_FALSE(tenhou::decode_meld_code(-1, true));
}

TEST(Tenhou6Calls, MarkerLetterAndPlaceGiveKindSupplierAndTile) {
  using tenhou::t6::parse_call_text;
  auto chi = parse_call_text("c275226");  // 7p called, with red 5p and 6p
  ASSERT_TRUE(chi);
  EXPECT_EQ(chi->call.kind, MeldKind::Chi);
  EXPECT_EQ(chi->call.from_rel, 3);
  EXPECT_EQ(chi->call.called.tile, Tile::P7);
  auto pon = parse_call_text("4646p46");  // from the next player
  ASSERT_TRUE(pon);
  EXPECT_EQ(pon->call.kind, MeldKind::Pon);
  EXPECT_EQ(pon->call.from_rel, 1);
  EXPECT_EQ(parse_call_text("46p4646")->call.from_rel, 2);
  EXPECT_EQ(parse_call_text("p464646")->call.from_rel, 3);
  EXPECT_EQ(parse_call_text("393939m39")->call.from_rel, 1);
  EXPECT_EQ(parse_call_text("m39393939")->call.kind, MeldKind::Kan);
  auto kakan = parse_call_text("k51151515");  // red 5m added
  ASSERT_TRUE(kakan);
  EXPECT_EQ(kakan->call.kind, MeldKind::Kakan);
  EXPECT_EQ(kakan->call.called, (TileRef{Tile::M5, true}));
  EXPECT_EQ(parse_call_text("232323a23")->call.kind, MeldKind::Ankan);
  for (const char* bad : {"", "c", "c1112", "c111213x", "c114547", "c192122", "4646p4647",
                          "p46p4646", "4646m4646", "232323a2", "r45", "c27522626"})
    EXPECT_FALSE(parse_call_text(bad)) << bad;
}

// ---- whole logs ----

TEST(TenhouImport, MjlogAndTenhou6OfTheSameGameGiveTheSameWins) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  for (const char* base : {"tsubakisakura+mjlog2json/731fb997_2019103023gm-00a9-0000-f90e0fe9",
                           "tsubakisakura+mjlog2json/3c96a71d_2019080322gm-00a9-0000-81e85e04"}) {
    SCOPED_TRACE(base);
    const std::string stem = fs::path(base).filename().string().substr(9);
    std::string json_name;
    for (const auto& e : fs::directory_iterator(tenhou_logs() / "tsubakisakura+mjlog2json"))
      if (e.path().extension() == ".json" &&
          e.path().filename().string().find(stem) != std::string::npos)
        json_name = "tsubakisakura+mjlog2json/" + e.path().filename().string();
    ASSERT_FALSE(json_name.empty());
    const Json xml = import_json(read_log(std::string(base) + ".xml"));
    const Json t6 = import_json(read_log(json_name));
    ASSERT_EQ(xml["hands"].size(), t6["hands"].size());
    for (size_t i = 0; i < xml["hands"].size(); ++i) {
      const Json& a = xml["hands"][i];
      const Json& b = t6["hands"][i];
      EXPECT_EQ(a["result"], b["result"]) << i;
      EXPECT_EQ(a.value("score", Json()), b.value("score", Json())) << i;
      EXPECT_EQ(a.value("tenpai", Json()), b.value("tenpai", Json())) << i;
      EXPECT_EQ(a["riichi"], b["riichi"]) << i;
      EXPECT_EQ(a["expect"]["deltas"], b["expect"]["deltas"]) << i;
      EXPECT_EQ(a["expect"]["scores"], b["expect"]["scores"]) << i;
    }
    EXPECT_EQ(xml["expect"], t6["expect"]);
    EXPECT_EQ(xml["options"], t6["options"]);
  }
}

TEST(TenhouImport, RecordShapeRulesAndDoubleRon) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  const Json g = import_json(read_log(std::string(kPair) + ".xml"));
  EXPECT_EQ(g["type"], "game");
  EXPECT_EQ(g["options"]["game_length"], "south");  // GO type 169: bit 0x08 = east-south
  EXPECT_EQ(g["options"]["aka_dora"], true);
  EXPECT_EQ(g["players"].size(), 4u);
  EXPECT_EQ(g["expect"]["scores"], Json({85300, 31400, -55100, 38400}));
  EXPECT_EQ(g["expect"]["points"], Json({96.0, -9.0, -105.0, 18.0}));
  EXPECT_EQ(g["id"]["format"], "mjlog");
  EXPECT_FALSE(g["id"].contains("ref"));  // an mjlog does not state its log id
  auto named = import_tenhou(read_log(std::string(kPair) + ".xml"),
                             "logs/731fb997_2019103023gm-00a9-0000-f90e0fe9.xml");
  ASSERT_TRUE(named);
  EXPECT_EQ(Json::parse(named->record_json)["id"]["ref"], "2019103023gm-00a9-0000-f90e0fe9");
  auto unnamed = import_tenhou(read_log(std::string(kPair) + ".xml"), "examplelog3gm-12.xml");
  ASSERT_TRUE(unnamed);
  EXPECT_FALSE(Json::parse(unnamed->record_json)["id"].contains("ref"));
  EXPECT_EQ(g["id"]["go_type"], 169);
  EXPECT_EQ(g["start"], Json::parse(R"({"round": "E1", "honba": 0, "riichi_sticks": 0,
                                         "scores": [25000, 25000, 25000, 25000]})"));
  // E4: a double ron on player 2's riichi discard... the first winner (nearest the discarder)
  // takes the stick; the second gets neither honba nor sticks.
  const Json& h = g["hands"][3];
  ASSERT_EQ(h["result"], "win");
  ASSERT_EQ(h["wins"].size(), 2u);
  EXPECT_EQ(h["from"], 2);
  EXPECT_EQ(h["wins"][0]["winner"], 3);
  EXPECT_EQ(h["wins"][0]["score"]["riichi_sticks"], 1);
  EXPECT_EQ(h["wins"][1]["score"]["riichi_sticks"], 0);
  EXPECT_EQ(h["wins"][1]["score"]["honba"], 0);
  EXPECT_EQ(h["expect"]["deltas"], Json({0, 12000, -23600, 12600}));
  // The daisangen with liability: pao seat as a wind.
  EXPECT_EQ(g["hands"][6]["score"]["liable"], "N");
}

TEST(TenhouImport, DrawsAndAbortiveDraws) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  struct Case {
    const char* file;
    const char* result;
    const char* reason;
  };
  for (const Case& c :
       {Case{"mjx-project+mjx/b0184818_yao9.mjlog", "abortive", "nine_terminals"},
        Case{"mjx-project+mjx/e36f5563_encdec-four-winds-no-winner.mjlog", "abortive",
             "four_winds"},
        Case{"mjx-project+mjx/b3bc9abf_reach4.mjlog", "abortive", "four_riichi"},
        Case{"mjx-project+mjx/49c4911b_upd-aft-kan4.mjlog", "abortive", "four_kans"},
        Case{"Riichi-Mahjong-Statistics-Seminar+tenhou-paifu-to-json/283c5d6d_ron3.xml", "abortive",
             "triple_ron"},
        Case{"mjx-project+mjx/f8c3ba1d_nm.mjlog", "draw", "nagashi"}}) {
    SCOPED_TRACE(c.file);
    const Json g = import_json(read_log(c.file));
    bool seen = false;
    for (const auto& h : g["hands"]) {
      if (h["result"] != c.result) continue;
      if (std::string(c.reason) == "nagashi") {
        seen = seen || !h["nagashi"].empty();
      } else if (h["reason"] == c.reason) {
        seen = true;
        if (std::string(c.reason) == "four_riichi") EXPECT_EQ(h["riichi"].size(), 4u);
      }
    }
    EXPECT_TRUE(seen);
  }
}

TEST(TenhouImport, ExhaustiveDrawTenpaiFromShownHands) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  const Json g = import_json(
      read_log("tsubakisakura+mjlog2json/3c96a71d_2019080322gm-00a9-0000-81e85e04.xml"));
  int draws = 0;
  for (const auto& h : g["hands"]) {
    if (h["result"] != "draw") continue;
    ++draws;
    // Noten payments: 3000 split; each tenpai player gains, each noten player pays.
    const auto& t = h["tenpai"];
    const auto& d = h["expect"]["deltas"];
    if (t.size() > 0 && t.size() < 4)
      for (int p = 0; p < 4; ++p)
        EXPECT_EQ(d[p].get<int>() > 0, std::find(t.begin(), t.end(), p) != t.end());
  }
  EXPECT_GT(draws, 0);
}

TEST(TenhouImport, GzipMatchesPlainText) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  const std::string plain = read_log(std::string(kPair) + ".xml");
  z_stream z{};
  ASSERT_EQ(deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), Z_OK);
  std::string gz(compressBound(plain.size()) + 64, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(plain.data()));
  z.avail_in = plain.size();
  z.next_out = reinterpret_cast<Bytef*>(gz.data());
  z.avail_out = gz.size();
  ASSERT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  gz.resize(z.total_out);
  deflateEnd(&z);
  auto a = import_tenhou(plain);
  auto b = import_tenhou(gz);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->record_json, b->record_json);
  auto cut = import_tenhou(gz.substr(0, gz.size() / 2));
  ASSERT_FALSE(cut);
  EXPECT_EQ(cut.error().code, ErrorCode::parse_error);
}

TEST(TenhouImport, GoTypeBitsGiveTheRules) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  std::string xml = read_log(std::string(kPair) + ".xml");
  const size_t at = xml.find("<GO type=\"169\"");
  ASSERT_NE(at, std::string::npos);
  // 161 = 169 without 0x08: east only (tonpuusen).
  std::string east = xml;
  east.replace(at, 14, "<GO type=\"161\"");
  EXPECT_EQ(import_json(east)["options"]["game_length"], "east");
  // 171 = 169 with 0x02: no red fives, so no tile is written 0.
  std::string plain = xml;
  plain.replace(at, 14, "<GO type=\"171\"");
  const Json g = import_json(plain);
  EXPECT_EQ(g["options"]["aka_dora"], false);
  for (const auto& h : g["hands"])
    if (h.contains("score"))
      EXPECT_EQ(h["score"]["hand"].get<std::string>().find('0'), std::string::npos);
  // 185 = 169 with 0x10: three players (docs/sanma-game.md); a four-player deal under it is
  // refused, naming the fourth hand.
  std::string sanma = xml;
  sanma.replace(at, 14, "<GO type=\"185\"");
  auto r = import_tenhou(sanma);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::parse_error);
  EXPECT_NE(r.error().message.find("hai3"), std::string::npos) << r.error().message;
}

TEST(TenhouImport, MalformedInputIsAParseErrorWithPosition) {
  for (const std::string bad :
       {"", "hello", "<mjloggm ver=\"2.3\"><INIT seed=\"0,0,0", "{\"log\": [[",
        "{\"log\": [[[0,0,0]]]}", "<notmjlog/>", "\x1f\x8b garbage"}) {
    auto r = import_tenhou(bad);
    ASSERT_FALSE(r) << bad;
    EXPECT_EQ(r.error().code, ErrorCode::parse_error) << bad;
  }
  auto r = import_tenhou("<mjloggm ver=\"2.3\"><GO type=\"169\"/><INIT seed=\"0,0,0");
  ASSERT_FALSE(r);
  EXPECT_GE(r.error().position, 0);
  EXPECT_NE(r.error().message.find("byte"), std::string::npos);
}

TEST(TenhouImport, BadMovesInARealLogAreReported) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  const std::string xml = read_log(std::string(kPair) + ".xml");
  const size_t at = xml.find("<T");
  ASSERT_NE(at, std::string::npos);
  const size_t end = xml.find("/>", at);
  // A draw of a tile that does not exist; then a discard of a tile not in the hand.
  for (const std::string replacement : {"<T999", "<D135"}) {
    std::string broken = xml;
    broken.replace(at, end - at, replacement);
    auto r = import_tenhou(broken);
    ASSERT_FALSE(r) << replacement;
    EXPECT_EQ(r.error().code, ErrorCode::parse_error);
    EXPECT_EQ(r.error().position, static_cast<int>(at)) << r.error().message;
  }
}

TEST(TenhouImport, Tenhou6ConfusingCallOrdersAreResolved) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  // A pon that claims a later copy of the tile, not the first one discarded.
  const Json g = import_json(read_log("Equim-chan+mjai-reviewer/88478e56_confusing_nakis_1.json"));
  ASSERT_EQ(g["hands"].size(), 1u);
  const Json& s = g["hands"][0]["score"];
  EXPECT_EQ(s["hand"], "99m567p");
  EXPECT_EQ(s["melds"].size(), 3u);
}

}  // namespace
}  // namespace mjscore

namespace mjscore {
namespace {

TEST(TenhouImport, NumbersOutOfRangeAreRefusedNotOverflowed) {
  // A score of 1e300 (JSON) and a meld code / sc value beyond any real one (XML).
  auto j = import_tenhou(R"({"log": [[[0,0,0],[1e300,25000,25000,25000],[11],[],
      [11,11,11,12,13,14,15,16,17,18,19,19,19],[],[],[21,21,21,22,23,24,25,26,27,28,29,29,29],[],[],
      [31,31,31,32,33,34,35,36,37,38,39,39,39],[],[],[41,41,41,42,42,42,43,43,43,44,44,44,45],[],[],
      ["流局"]]]})");
  ASSERT_FALSE(j);
  EXPECT_EQ(j.error().code, ErrorCode::parse_error);
  auto x = import_tenhou(
      "<mjloggm ver=\"2.3\"><GO type=\"169\" lobby=\"99999999999999999999\"/></mjloggm>");
  ASSERT_FALSE(x);
  EXPECT_EQ(x.error().code, ErrorCode::parse_error);
}

TEST(TenhouImport, Tenhou6ExhaustiveDrawWithoutMovesGivesTenpaiFromTheHands) {
  // A hand that ends at once (no draws or discards; a synthetic minimal kyoku): seat 0 waits on
  // 1m-4m-7m... (tenpai), seat 3 holds unrelated honours (noten).
  auto r = import_tenhou(R"({"log": [[[0,0,0],[25000,25000,25000,25000],[11],[],
      [12,13,14,15,16,17,18,19,19,19,21,21,21],[],[],[21,22,23,24,25,26,27,28,29,31,32,33,34],[],[],
      [31,35,36,37,38,39,39,39,11,11,11,22,22],[],[],[41,41,42,43,44,45,46,47,33,34,35,36,37],[],[],
      ["流局"]]]})");
  ASSERT_TRUE(r) << r.error().message;
  const Json g = Json::parse(r->record_json);
  ASSERT_EQ(g["hands"].size(), 1u);
  EXPECT_EQ(g["hands"][0]["result"], "draw");
  EXPECT_EQ(g["hands"][0]["tenpai"], Json({0, 1}));
  EXPECT_EQ(g["hands"][0]["expect"]["deltas"], Json({0, 0, 0, 0}));
}

#ifdef MJSCORE_CLI
int run_cli(const std::string& args, std::string* out = nullptr) {
  auto r = test::run_cli(args);
  if (out) *out = std::move(r.out);
  return r.code;
}

TEST(TenhouCli, ImportWritesTheRecordAndRefusesOtherFiles) {
  MJSCORE_REQUIRE_SHARED_DATA(tenhou_logs());
  const std::string log = (tenhou_logs() / (std::string(kPair) + ".xml")).string();
  std::string out;
  ASSERT_EQ(run_cli("import tenhou -q '" + log + "'", &out), 0);
  const Json g = Json::parse(out);
  EXPECT_EQ(g["type"], "game");
  EXPECT_EQ(g["hands"].size(), 7u);
  const fs::path tmp = fs::temp_directory_path() / "mjscore_tenhou_cli_test.json";
  ASSERT_EQ(run_cli("import tenhou -q '" + log + "' -o '" + tmp.string() + "'"), 0);
  std::ifstream f(tmp);
  std::stringstream ss;
  ss << f.rdbuf();
  EXPECT_EQ(Json::parse(ss.str()), g);
  fs::remove(tmp);
  EXPECT_EQ(run_cli("import tenhou '" + tmp.string() + ".missing'"), 2);
  EXPECT_EQ(run_cli("import tenhou '" + (tenhou_logs() / "README.md").string() + "'"), 2);
}
#endif

}  // namespace
}  // namespace mjscore
