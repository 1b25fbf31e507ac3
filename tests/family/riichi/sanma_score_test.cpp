// Three-player riichi hand scoring (docs/sanma.md) through the JSON layer, every request answered
// the same by the batch's common-shape path and the exact path: the tile set, dora wrap, kita,
// rinshan after kita, a robbed North, a North triplet, payments (tsumo loss, North bisection,
// honba per payer, pao with two others), three-seat deltas, waits, and the errors.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "contract/fast/batch.hpp"
#include "mjscore/engine.hpp"

namespace mjscore {
namespace {

// `line` answered by the fast (batch) and the exact path, which must agree; the answer parsed.
nlohmann::json sanma_answer(const std::string& line) {
  static const Engine engine = Engine::create().value();
  static json::LineHandler fast{engine, json::ParseOptions{{}, true}};
  static json::LineHandler slow{engine, json::ParseOptions{{}, false}};
  json::ResponseBuffer a, b;
  fast.handle(line, a);
  slow.handle(line, b);
  EXPECT_EQ(a.view(), b.view()) << line;
  return nlohmann::json::parse(std::string(a.view()));
}

// A score request under tenhou-sanma with `extra` members (JSON text after a comma).
nlohmann::json sanma_score(const std::string& hand, const std::string& extra,
                           const std::string& preset = "tenhou-sanma") {
  return sanma_answer(R"({"preset":")" + preset + R"(","hand":")" + hand + "\"" +
                      (extra.empty() ? "" : "," + extra) + "}");
}

int sanma_element(const nlohmann::json& a, const std::string& id) {
  for (const auto& e : a["elements"])
    if (e["id"] == id) return e.value("han", e.value("yakuman", 0));
  return 0;
}

void sanma_expect_deltas(const nlohmann::json& a, int e, int s, int w) {
  ASSERT_TRUE(a.contains("deltas")) << a.dump();
  const auto& d = a["deltas"];
  EXPECT_EQ(d.size(), 3u) << "three seats: " << d.dump();
  EXPECT_FALSE(d.contains("N")) << d.dump();
  EXPECT_EQ(d.value("E", 1), e) << a.dump();
  EXPECT_EQ(d.value("S", 1), s) << a.dump();
  EXPECT_EQ(d.value("W", 1), w) << a.dump();
}

void sanma_expect_error(const nlohmann::json& a, const std::string& code,
                        const std::string& words) {
  ASSERT_FALSE(a.value("ok", true)) << a.dump();
  EXPECT_EQ(a["error"]["code"], code) << a.dump();
  EXPECT_NE(a["error"]["message"].get<std::string>().find(words), std::string::npos) << a.dump();
}

// Riichi, tsumo, ittsu, chun: 5 han, mangan (the hand of the payment tests).
constexpr const char* kSanmaMangan = "123456789p11s777z";

// Tenhou logs (docs/sanma.md "Payments"): a non-dealer mangan tsumo is paid 2000 + 4000 (the
// North share is lost), a dealer's 4000 from each of the two, honba 100 a payer.
TEST(SanmaScore, TsumoLossPayments) {
  auto a = sanma_score(kSanmaMangan, R"("win":"9p","win_by":"tsumo","seat":"S","riichi":true)");
  EXPECT_EQ(a["han"], 5);
  EXPECT_EQ(a["value"], 6000);
  sanma_expect_deltas(a, -4000, 6000, -2000);

  a = sanma_score(kSanmaMangan,
                  R"("win":"9p","win_by":"tsumo","seat":"E","riichi":true,"honba":1)");
  EXPECT_EQ(a["value"], 8000);
  sanma_expect_deltas(a, 8200, -4100, -4100);

  a = sanma_score(kSanmaMangan, R"("win":"9p","win_by":"tsumo","seat":"W","riichi":true,"honba":2,)"
                                R"("riichi_sticks":1)");
  sanma_expect_deltas(a, -4200, -2200, 6400 + 1000);
}

// A ron is paid as in four-player; honba 200 each (Tenhou: 12000 at 1 honba is 12200).
TEST(SanmaScore, RonAndHonba) {
  auto a = sanma_score(kSanmaMangan, R"("win":"9p","from":"S","seat":"E","riichi":true,"honba":1)");
  EXPECT_EQ(a["han"], 4);
  EXPECT_EQ(a["value"], 12000);
  sanma_expect_deltas(a, 12200, -12200, 0);
  a = sanma_score(kSanmaMangan, R"("win":"9p","from":"E","seat":"W","riichi":true)");
  sanma_expect_deltas(a, -8000, 0, 8000);
}

// North bisection: the North share split between the two payers, each half rounded up to 100.
TEST(SanmaScore, NorthBisection) {
  const std::string bisect = R"("options":{"tsumo_payment":"north_bisection"})";
  auto a = sanma_score(kSanmaMangan,
                       R"("win":"9p","win_by":"tsumo","seat":"S","riichi":true,)" + bisect);
  EXPECT_EQ(a["value"], 8000);
  sanma_expect_deltas(a, -5000, 8000, -3000);
  a = sanma_score(kSanmaMangan,
                  R"("win":"9p","win_by":"tsumo","seat":"E","riichi":true,)" + bisect);
  EXPECT_EQ(a["value"], 12000);
  sanma_expect_deltas(a, 12000, -6000, -6000);
  // 1 han 30 fu (basic 240): 300 / 500, the North's 300 as 200 + 200.
  a = sanma_score("234p456p789s11s999s", R"("win":"2p","win_by":"tsumo","seat":"S",)" + bisect);
  EXPECT_EQ(a["han"], 1);
  sanma_expect_deltas(a, -700, 1200, -500);
}

// Kita: one han each; a West indicator makes North dora, so each set-aside North is two han,
// all in `kita`; the Norths in the hand count as `dora`.
TEST(SanmaScore, KitaAndNorthAsDora) {
  auto a = sanma_score(
      kSanmaMangan, R"("win":"9p","win_by":"tsumo","seat":"S","riichi":true,"kita":2,"dora":"3z")");
  EXPECT_EQ(sanma_element(a, "kita"), 4);
  EXPECT_EQ(sanma_element(a, "dora"), 0);
  EXPECT_EQ(a["han"], 9);
  sanma_expect_deltas(a, -8000, 12000, -4000);

  a = sanma_score("123456789p44z777z", R"("win":"9p","from":"E","seat":"S","kita":2,"dora":"3z")");
  EXPECT_EQ(sanma_element(a, "kita"), 4);
  EXPECT_EQ(sanma_element(a, "dora"), 2);
  // Ura indicators pointing at North add to `kita` on a riichi hand.
  a = sanma_score(kSanmaMangan, R"("win":"9p","from":"E","seat":"S","riichi":true,"kita":1,)"
                                R"("dora":"1p","ura":"3z")");
  EXPECT_EQ(sanma_element(a, "kita"), 2);
  // Kita han are dora: a hand with no yaku does not win.
  a = sanma_score("123p456p789s11s999s", R"("win":"3p","from":"E","seat":"S","kita":3)");
  sanma_expect_error(a, "no_yaku", "no yaku");
}

// Rinshan after kita (Tenhou logs; preset key kita_rinshan): after_kan with no kan in the hand.
TEST(SanmaScore, RinshanAfterKita) {
  auto a = sanma_score(kSanmaMangan,
                       R"("win":"9p","win_by":"tsumo","seat":"S","after_kan":true,"kita":1)");
  EXPECT_EQ(sanma_element(a, "rinshan"), 1);
  EXPECT_EQ(sanma_element(a, "kita"), 1);
  EXPECT_EQ(a["han"], 6);
  sanma_expect_deltas(a, -6000, 9000, -3000);
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","win_by":"tsumo","seat":"S","after_kan":true)"),
      "invalid_context", "after_kan");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","win_by":"tsumo","seat":"S","after_kan":true,)"
                                R"("kita":1,"options":{"kita_rinshan":false})"),
      "invalid_context", "after_kan");
}

// A ron on a set-aside North: no chankan under both presets (kita_chankan false), chankan when
// the option is on; the winning tile must be a North, on a ron.
TEST(SanmaScore, RobbedKita) {
  auto a = sanma_score("123456789p111s44z",
                       R"("win":"4z","from":"E","seat":"S","robbed_kita":true)", "majsoul-sanma");
  EXPECT_EQ(a["han"], 2);
  EXPECT_EQ(sanma_element(a, "chankan"), 0);
  a = sanma_score("123456789p111s44z", R"("win":"4z","from":"E","seat":"S","robbed_kita":true,)"
                                       R"("options":{"kita_chankan":true})");
  EXPECT_EQ(sanma_element(a, "chankan"), 1);
  sanma_expect_error(sanma_score("123456789p111s44z",
                                 R"("win":"4z","win_by":"tsumo","seat":"S","robbed_kita":true)"),
                     "invalid_context", "robbed_kita");
  sanma_expect_error(
      sanma_score("123456789p44s111z", R"("win":"4s","from":"E","seat":"S","robbed_kita":true)"),
      "invalid_context", "robbed_kita");
}

// Dora wrap: 1m makes 9m dora and 9m makes 1m under three players; four-player unchanged.
TEST(SanmaScore, DoraWrap) {
  auto a = sanma_score("999m123p456p789p11s", R"("win":"9p","from":"E","seat":"S","riichi":true,)"
                                              R"("dora":"1m")");
  EXPECT_EQ(sanma_element(a, "dora"), 3);
  a = sanma_score("111m123p456p789p11s", R"("win":"9p","from":"E","seat":"S","riichi":true,)"
                                         R"("dora":"9m")");
  EXPECT_EQ(sanma_element(a, "dora"), 3);
  a = sanma_score("999m123p456p789p11s",
                  R"("win":"9p","from":"E","seat":"S","riichi":true,)"
                  R"("dora":"1m")",
                  "tenhou");
  EXPECT_EQ(sanma_element(a, "dora"), 0);
  EXPECT_EQ(a["deltas"].size(), 4u);
}

// No seat or round is North: a North triplet is a guest wind (no yakuhai).
TEST(SanmaScore, NorthTripletIsAGuestWind) {
  auto a = sanma_score("444z123456789p11s", R"("win":"9p","win_by":"tsumo","seat":"S")");
  EXPECT_EQ(sanma_element(a, "seat_wind"), 0);
  EXPECT_EQ(sanma_element(a, "round_wind"), 0);
  EXPECT_EQ(a["han"], 3);  // ittsu, tsumo
  a = sanma_score("333z123456789p11s", R"("win":"9p","win_by":"tsumo","seat":"W")");
  EXPECT_EQ(sanma_element(a, "seat_wind"), 1);
}

// Pao with two others: the liable seat pays a tsumo in full (as a ron).
TEST(SanmaScore, PaoWithTwoOthers) {
  auto a = sanma_score("123p11s", R"("win":"3p","win_by":"tsumo","seat":"S","liable":"W",)"
                                  R"("melds":["pon 555z","pon 666z","pon 777z"])");
  EXPECT_EQ(a["value"], 32000);
  sanma_expect_deltas(a, 0, 32000, -32000);
}

// Kazoe: 13 han with kita is a yakuman (32000 for a non-dealer ron).
TEST(SanmaScore, KazoeWithKita) {
  auto a = sanma_score(kSanmaMangan, R"("win":"9p","from":"E","seat":"S","riichi":true,"kita":4,)"
                                     R"("dora":"3z3z")");
  EXPECT_EQ(sanma_element(a, "kita"), 12);
  EXPECT_EQ(a["value"], 32000);
}

TEST(SanmaScore, RefusedInput) {
  sanma_expect_error(sanma_score("222m123p456p789p11s", R"("win":"9p","from":"E")"), "invalid_hand",
                     "2m");
  sanma_expect_error(
      sanma_score("123p456p789p11s", R"("win":"9p","from":"E","melds":["pon 888m"])"),
      "invalid_hand", "8m");
  sanma_expect_error(
      sanma_score("123p456p11s", R"("win":"3p","from":"E","melds":["chi 789p","pon 111z"])"),
      "invalid_hand", "chi 789p");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","from":"E","riichi":true,"dora":"5m")"),
      "invalid_hand", "5m");
  sanma_expect_error(sanma_score(kSanmaMangan, R"("win":"9p","from":"E","riichi":true,"ura":"4m")"),
                     "invalid_hand", "4m");
  sanma_expect_error(sanma_score(kSanmaMangan, R"("win":"9p","seat":"N","from":"E","riichi":true)"),
                     "invalid_context", "'seat'");
  sanma_expect_error(sanma_score(kSanmaMangan, R"("win":"9p","seat":"S","from":"N","riichi":true)"),
                     "invalid_context", "'from'");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","seat":"S","from":"E","liable":"N","riichi":true)"),
      "invalid_context", "'liable'");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","seat":"S","from":"E","wareme":"N","riichi":true)"),
      "invalid_context", "'wareme'");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","from":"E","seat":"S","riichi":true,"kita":5)"),
      "invalid_request", "'kita'");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","from":"E","seat":"S","riichi":true,"kita":-1)"),
      "invalid_request", "'kita'");
  sanma_expect_error(
      sanma_score(kSanmaMangan, R"("win":"9p","from":"E","seat":"S","riichi":true,"kita":1)",
                  "tenhou"),
      "invalid_context", "'kita'");
  sanma_expect_error(
      sanma_score("123456789p11s444z", R"("win":"9p","from":"E","seat":"S","kita":2)"),
      "invalid_hand", "'kita'");
  // The same hand is scored under a four-player preset.
  EXPECT_TRUE(sanma_score("222m123p456p789p11s",
                          R"("win":"9p","from":"E","seat":"S","riichi":true)", "tenhou")
                  .value("ok", false));
}

// Waits with the three-player tile set: a hand with 2m-8m is refused; the waits of a
// three-player hand hold no 2m-8m.
TEST(SanmaScore, Waits) {
  auto a = sanma_answer(R"({"type":"waits","preset":"tenhou-sanma","hand":"123p456p789p111s1m"})");
  ASSERT_TRUE(a.value("ok", false)) << a.dump();
  EXPECT_EQ(a["waits"], "1m") << a.dump();
  a = sanma_answer(R"({"type":"waits","preset":"tenhou-sanma","hand":"123p456p789p111s3m"})");
  sanma_expect_error(a, "invalid_hand", "3m");
  a = sanma_answer(R"({"type":"waits","hand":"123p456p789p111s3m"})");
  EXPECT_TRUE(a.value("ok", false)) << a.dump();
}

}  // namespace
}  // namespace mjscore
