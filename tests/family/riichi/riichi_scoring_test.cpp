// Riichi hand scoring through the Engine (issue 3; seed 000). Seats: the winner is South
// (non-dealer) in an East round unless a test says otherwise.
#include <gtest/gtest.h>

#include "riichi_test_util.hpp"

namespace mjscore {
namespace {

using riichi_test::elements;
using riichi_test::err;
using riichi_test::ok;
using riichi_test::Req;
using V = std::vector<std::string>;
constexpr Wind E = Wind::East, S = Wind::South, W = Wind::West, N = Wind::North;

// ---- seed 000 worked examples ----

// "Ejemplo 1": South wins by tsumo, closed, a concealed triplet of South, pair of White,
// winning on the White (tanki): menzen tsumo + seat wind, 34 -> 40 fu, 1300 / 700.
TEST(RiichiScoring, SeedExample1) {
  auto r = ok(Req("123m456p789s222z55z").tsumo().seat(S));
  EXPECT_EQ(elements(r), (V{"menzen_tsumo:1", "seat_wind:1"}));
  EXPECT_EQ(r.riichi.han, 2);
  EXPECT_EQ(r.riichi.fu, 40);
  EXPECT_EQ(r.value, 2700);
  EXPECT_EQ((*r.deltas), (Deltas{-1300, 2700, -700, -700}));
  std::vector<std::pair<std::string, int>> lines;
  for (const auto& l : r.riichi.fu_details) lines.emplace_back(l.reason, l.fu);
  EXPECT_EQ(lines, (std::vector<std::pair<std::string, int>>{{"base", 20},
                                                             {"closed_triplet", 8},
                                                             {"pair", 2},
                                                             {"tanki", 2},
                                                             {"tsumo", 2},
                                                             {"round_up", 6}}));
  EXPECT_EQ(r.riichi.limit, Limit::None);
}

// "Ejemplo 2": the same hand on the West player's discard: 1 han, 42 -> 50 fu, 1600.
TEST(RiichiScoring, SeedExample2) {
  auto r = ok(Req("123m456p789s222z55z").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"seat_wind:1"}));
  EXPECT_EQ(r.riichi.fu, 50);
  EXPECT_EQ(r.value, 1600);
  EXPECT_EQ((*r.deltas), (Deltas{0, 1600, -1600, 0}));
}

// "Uno han 110 fu": dealer (East seat, East round), 345p, pair of East, Red triplet completed
// by ron, ankan 1111m and 1111s: 20+10+32+32+4+4 = 102 -> 110 fu; with a 2-fu double wind
// pair exactly 100.
TEST(RiichiScoring, SeedOneHan110Fu) {
  auto req = Req("345p11z777z", {"ankan 1111m", "ankan 1111s"}).ron(S).seat(E).round(E);
  auto r = ok(req);
  EXPECT_EQ(elements(r), (V{"yakuhai_chun:1"}));
  EXPECT_EQ(r.riichi.han, 1);
  EXPECT_EQ(r.riichi.fu, 110);
  EXPECT_EQ(r.value, 5300);
  auto r2 = ok(req.opt("double_wind_pair_fu", OptionValue{2LL}));
  EXPECT_EQ(r2.riichi.fu, 100);
  EXPECT_EQ(r2.value, 4800);
}

// ---- fu ----

TEST(RiichiScoring, PinfuTsumo20Fu) {
  auto req = Req("3499m567p345678s2m").tsumo().seat(S);
  auto r = ok(req);
  EXPECT_EQ(elements(r), (V{"menzen_tsumo:1", "pinfu:1"}));
  EXPECT_EQ(r.riichi.fu, 20);
  EXPECT_EQ(r.value, 1500);  // 400 / 700
  // pinfu_tsumo off: no pinfu on tsumo, 20 + 2 -> 30 fu.
  auto r2 = ok(req.opt("pinfu_tsumo", OptionValue{false}));
  EXPECT_EQ(elements(r2), (V{"menzen_tsumo:1"}));
  EXPECT_EQ(r2.riichi.fu, 30);
  EXPECT_EQ(r2.value, 1100);
}

TEST(RiichiScoring, OpenPinfuRonIs30Fu) {
  auto req = Req("567p45678s88m3s", {"chi 234m from N"}).ron(W).seat(S);
  auto r = ok(req);
  EXPECT_EQ(elements(r), (V{"tanyao:1"}));
  EXPECT_EQ(r.riichi.fu, 30);
  EXPECT_EQ(r.value, 1000);
  ASSERT_EQ(r.riichi.fu_details.size(), 2);
  EXPECT_EQ(r.riichi.fu_details[1].reason, "open_pinfu");
  auto r2 = ok(req.opt("open_pinfu_30_fu", OptionValue{false}));
  EXPECT_EQ(r2.riichi.fu, 20);
  EXPECT_EQ(r2.value, 700);  // 20 x 2^3 x 4 = 640 -> 700
}

TEST(RiichiScoring, Chiitoitsu25Fu) {
  auto r = ok(Req("1122m3344p5566s77z").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"chiitoitsu:2"}));
  EXPECT_EQ(r.riichi.fu, 25);
  EXPECT_EQ(r.value, 1600);
  auto t = ok(Req("1122m3344p5566s77z").tsumo().seat(S));
  EXPECT_EQ(elements(t), (V{"chiitoitsu:2", "menzen_tsumo:1"}));
  EXPECT_EQ(t.value, 3200);  // 800 / 1600
}

// A triplet completed by ron counts as open (fu and sanankou); on tsumo it is concealed.
TEST(RiichiScoring, RonCompletedTripletIsOpen) {
  auto r = ok(Req("111678m222p99s333s").riichi().ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"riichi:1"}));
  EXPECT_EQ(r.riichi.fu, 50);  // 20 + 10 + 8 + 4 + 2 (333s open) = 44
  EXPECT_EQ(r.value, 1600);
  auto t = ok(Req("111678m222p99s333s").riichi().tsumo().seat(S));
  EXPECT_EQ(elements(t), (V{"menzen_tsumo:1", "riichi:1", "sanankou:2"}));
  EXPECT_EQ(t.riichi.fu, 40);
  EXPECT_EQ(t.riichi.limit, Limit::Mangan);
  EXPECT_EQ(t.value, 8000);
}

TEST(RiichiScoring, DoubleWindPairFu) {
  // The dealer in the East round with a pair of East: 20 + 10 + 8 (999s) + 4 = 42 -> 50 fu
  // (tenhou); with a 2-fu double wind pair 40 -> 40.
  auto req = Req("234m567p34s999s11z5s").ron(S).seat(E).round(E).riichi();
  auto r = ok(req);
  EXPECT_EQ(r.riichi.fu, 50);
  EXPECT_EQ(r.value, 2400);
  auto r2 = ok(req.opt("double_wind_pair_fu", OptionValue{2LL}));
  EXPECT_EQ(r2.riichi.fu, 40);
  EXPECT_EQ(r2.value, 2000);
}

// ---- yaku ----

TEST(RiichiScoring, RyanpeikouBeatsChiitoitsuAndIipeikou) {
  auto r = ok(Req("112233m445566p77s").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"ryanpeikou:3"}));
  EXPECT_EQ(r.riichi.fu, 40);
  EXPECT_EQ(r.value, 5200);
  EXPECT_EQ(r.reading.shape, Shape::Regular);
}

TEST(RiichiScoring, IipeikouPinfuRiichi) {
  auto r = ok(Req("112233m456p78s55p9s").riichi().ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"iipeikou:1", "pinfu:1", "riichi:1"}));
  EXPECT_EQ(r.value, 3900);
}

TEST(RiichiScoring, ToitoiOpen) {
  auto r =
      ok(Req("222m99p", {"pon 777p from W", "pon 333s from N", "pon 444z from E"}).ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"toitoi:2"}));
  EXPECT_EQ(r.riichi.fu, 40);
  EXPECT_EQ(r.value, 2600);
}

TEST(RiichiScoring, SanshokuClosedAndOpen) {
  auto open = ok(Req("123p12345s99m6s", {"chi 123m from N"}).ron(W).seat(S));
  EXPECT_EQ(elements(open), (V{"sanshoku:1"}));
  EXPECT_EQ(open.value, 1000);
  auto closed = ok(Req("123m123p12345s99m6s").ron(W).seat(S));
  EXPECT_EQ(elements(closed), (V{"pinfu:1", "sanshoku:2"}));
  EXPECT_EQ(closed.value, 3900);
}

TEST(RiichiScoring, IttsuPinfu) {
  auto r = ok(Req("123456789m23p55s4p").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"ittsu:2", "pinfu:1"}));
  EXPECT_EQ(r.value, 3900);
}

TEST(RiichiScoring, ChantaAndJunchan) {
  auto c = ok(Req("12m789p123999s11z3m").ron(W).seat(S));
  EXPECT_EQ(elements(c), (V{"chanta:2"}));
  EXPECT_EQ(c.riichi.fu, 50);  // 20 + 10 + 8 + 2 (round wind pair) + 2 (penchan)
  EXPECT_EQ(c.value, 3200);
  auto j = ok(Req("12m789p123999s99m3m").ron(W).seat(S));
  EXPECT_EQ(elements(j), (V{"junchan:3"}));
  EXPECT_EQ(j.riichi.fu, 40);
  EXPECT_EQ(j.value, 5200);
  // Open: chanta 1, junchan 2.
  auto jo = ok(Req("12m123999s99m3m", {"chi 789p from N"}).ron(W).seat(S));
  EXPECT_EQ(elements(jo), (V{"junchan:2"}));
}

TEST(RiichiScoring, HonitsuIttsuYakuhaiOpenMangan) {
  auto r = ok(Req("456789m555z22z", {"chi 123m from N"}).ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"honitsu:2", "ittsu:1", "yakuhai_haku:1"}));
  EXPECT_EQ(r.riichi.han, 4);
  EXPECT_EQ(r.riichi.fu, 40);  // 20 + 8 + 2 (seat wind pair) + 2 (tanki)
  EXPECT_EQ(r.riichi.limit, Limit::Mangan);
  EXPECT_EQ(r.value, 8000);
}

TEST(RiichiScoring, ChinitsuBaiman) {
  auto r = ok(Req("1222346789999p5p").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"chinitsu:6", "ittsu:2"}));
  EXPECT_EQ(r.riichi.limit, Limit::Baiman);
  EXPECT_EQ(r.value, 16000);
}

TEST(RiichiScoring, ShousangenHonitsuYakuhaiHaneman) {
  auto r = ok(Req("123456m55566677z").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"honitsu:3", "shousangen:2", "yakuhai_haku:1", "yakuhai_hatsu:1"}));
  EXPECT_EQ(r.riichi.limit, Limit::Haneman);
  EXPECT_EQ(r.value, 12000);
}

TEST(RiichiScoring, HonroutouToitoiSanankou) {
  auto r = ok(Req("111m999p999s11222z").ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"honroutou:2", "sanankou:2", "seat_wind:1", "toitoi:2"}));
  EXPECT_EQ(r.value, 12000);
}

TEST(RiichiScoring, SankantsuTanyao) {
  auto r =
      ok(Req("678p55m", {"kan 2222m from W", "ankan 3333p", "kan 4444s from N"}).ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"sankantsu:2", "tanyao:1"}));
  EXPECT_EQ(r.riichi.fu, 60);  // 20 + 8 + 16 + 8 + 2 (tanki) = 54
  EXPECT_EQ(r.value, 7700);
}

TEST(RiichiScoring, SanshokuDoukou) {
  auto r = ok(Req("222345m222s99p", {"pon 222p from W"}).ron(W).seat(S));
  EXPECT_EQ(elements(r), (V{"sanshoku_doukou:2"}));
  EXPECT_EQ(r.riichi.fu, 40);
  EXPECT_EQ(r.value, 2600);
}

TEST(RiichiScoring, DoubleWindGivesBoth) {
  auto r = ok(Req("234m567p678s99s111z").ron(S).seat(E).round(E));
  EXPECT_EQ(elements(r), (V{"round_wind:1", "seat_wind:1"}));
}

TEST(RiichiScoring, OpenTanyaoOption) {
  auto req = Req("567p45678s88m3s", {"chi 234m from N"}).ron(W).seat(S);
  EXPECT_EQ(err(req.opt("open_tanyao", OptionValue{false})), ErrorCode::no_yaku);
}

TEST(RiichiScoring, LuckYaku) {
  auto base = [] { return Req("567p45678s88m3s", {"chi 234m from N"}).seat(S); };
  EXPECT_EQ(elements(ok(base().ron(W).robbing_kan())), (V{"chankan:1", "tanyao:1"}));
  EXPECT_EQ(elements(ok(base().ron(W).last_tile())), (V{"houtei:1", "tanyao:1"}));
  auto haitei = ok(base().tsumo().last_tile());
  EXPECT_EQ(elements(haitei), (V{"haitei:1", "tanyao:1"}));
  EXPECT_EQ(haitei.value, 2000);  // 2 han 30 fu tsumo: 500 / 1000
  auto rinshan = ok(Req("234p99p234678s", {"kan 5555m from W"}).tsumo().after_kan().seat(S));
  EXPECT_EQ(elements(rinshan), (V{"rinshan:1"}));
  EXPECT_EQ(rinshan.riichi.fu, 30);
  EXPECT_EQ(rinshan.value, 1100);
}

TEST(RiichiScoring, RiichiIppatsuDoubleRiichi) {
  auto r = ok(Req("3499m567p345678s2m").ron(W).seat(S).riichi().ippatsu());
  EXPECT_EQ(elements(r), (V{"ippatsu:1", "pinfu:1", "riichi:1"}));
  auto d = ok(Req("3499m567p345678s2m").ron(W).seat(S).riichi().double_riichi());
  EXPECT_EQ(elements(d), (V{"double_riichi:2", "pinfu:1"}));  // over riichi
}

// ---- dora ----

TEST(RiichiScoring, DoraAkaUra) {
  // Indicators: 7z -> White (2 held), 8s -> 9s (1); 9m -> 1m (1) wraps.
  auto r = ok(Req("123m456p789s222z55z").tsumo().seat(S).dora("7z8s9m"));
  EXPECT_EQ(elements(r), (V{"dora:4", "menzen_tsumo:1", "seat_wind:1"}));
  EXPECT_EQ(r.riichi.han, 6);
  EXPECT_EQ(r.riichi.limit, Limit::Haneman);
  // North wraps to East.
  auto w = ok(Req("234m567p678s99s111z").ron(S).seat(E).round(E).dora("4z"));
  EXPECT_EQ(elements(w), (V{"dora:3", "round_wind:1", "seat_wind:1"}));
  // Ura only with riichi.
  auto no_riichi = ok(Req("123m406p789s222z55z").ron(W).seat(S).ura("7z"));
  EXPECT_EQ(elements(no_riichi), (V{"aka_dora:1", "seat_wind:1"}));
  auto riichi = ok(Req("123m406p789s222z55z").ron(W).seat(S).riichi().ura("7z"));
  EXPECT_EQ(elements(riichi), (V{"aka_dora:1", "riichi:1", "seat_wind:1", "ura_dora:2"}));
  // aka_dora off: a red five is a plain five.
  auto no_aka = ok(Req("123m406p789s222z55z").ron(W).seat(S).opt("aka_dora", OptionValue{false}));
  EXPECT_EQ(elements(no_aka), (V{"seat_wind:1"}));
}

TEST(RiichiScoring, DoraAloneIsNoYaku) {
  EXPECT_EQ(err(Req("456p22m567789s", {"chi 123m from N"}).ron(W).seat(S).dora("1m2m")),
            ErrorCode::no_yaku);
}

// ---- reading choice ----

// 222333444m: three triplets or three runs. On ron the runs (pinfu, iipeikou) are worth more;
// on tsumo both are mangan at 5 han and the triplets (sanankou, 40 fu) win on fu.
TEST(RiichiScoring, ChoosesTheReadingWorthMost) {
  auto ron = ok(Req("222333444m678p55s").win("4m").riichi().ron(W).seat(S));
  EXPECT_EQ(elements(ron), (V{"iipeikou:1", "pinfu:1", "riichi:1", "tanyao:1"}));
  EXPECT_EQ(ron.value, 7700);
  auto tsumo = ok(Req("222333444m678p55s").win("4m").riichi().tsumo().seat(S));
  EXPECT_EQ(elements(tsumo), (V{"menzen_tsumo:1", "riichi:1", "sanankou:2", "tanyao:1"}));
  EXPECT_EQ(tsumo.riichi.fu, 40);
  EXPECT_EQ(tsumo.value, 8000);
}

// The trap of issue 3: suuankou versus a 16-han counted reading under kazoe = sanbaiman.
TEST(RiichiScoring, SuuankouBeatsCountedSanbaiman) {
  auto req = Req("111222333999m55m")
                 .win("3m")
                 .tsumo()
                 .seat(S)
                 .riichi()
                 .ippatsu()
                 .dora("9m1m")
                 .opt("kazoe", OptionValue{std::string("sanbaiman")});
  auto r = ok(req);
  EXPECT_EQ(elements(r), (V{"suuankou"}));
  EXPECT_EQ(r.riichi.yakuman, 1);
  EXPECT_EQ(r.riichi.limit, Limit::Yakuman);
  EXPECT_EQ(r.value, 32000);
  // Under kazoe = yakuman both readings pay 32000: the yakuman reading is preferred.
  auto r2 = ok(Req("111222333999m55m").win("3m").tsumo().seat(S).riichi().ippatsu().dora("9m1m"));
  EXPECT_EQ(elements(r2), (V{"suuankou"}));
}

// ---- yakuman ----

TEST(RiichiScoring, Kokushi) {
  auto k = ok(Req("19m19p19s1123456z7z").ron(W).seat(S));
  EXPECT_EQ(elements(k), (V{"kokushi"}));
  EXPECT_EQ(k.value, 32000);
  auto k13 = Req("19m19p19s1234567z1m").ron(W).seat(S);
  EXPECT_EQ(elements(ok(k13)), (V{"kokushi_13"}));
  auto d = ok(k13.opt("double_yakuman", OptionValue{true}));
  EXPECT_EQ(elements(d), (V{"kokushi_13:2"}));
  EXPECT_EQ(d.riichi.yakuman, 2);
  EXPECT_EQ(d.value, 64000);
}

TEST(RiichiScoring, SuuankouFormsAndRon) {
  EXPECT_EQ(elements(ok(Req("111m222p333s55z444z").tsumo().seat(S))), (V{"suuankou"}));
  // On ron the shanpon triplet is open: toitoi + sanankou, 60 fu, mangan.
  auto ron = ok(Req("111m222p333s55z444z").ron(W).seat(S));
  EXPECT_EQ(elements(ron), (V{"sanankou:2", "toitoi:2"}));
  EXPECT_EQ(ron.riichi.fu, 60);
  EXPECT_EQ(ron.value, 8000);
  auto tanki = Req("111m222p333s444z5z5z").ron(W).seat(S);
  EXPECT_EQ(elements(ok(tanki)), (V{"suuankou_tanki"}));
  EXPECT_EQ(ok(tanki.opt("double_yakuman", OptionValue{true})).riichi.yakuman, 2);
}

TEST(RiichiScoring, DragonsWindsAndColours) {
  EXPECT_EQ(elements(ok(Req("11223344556677z").ron(W).seat(S))), (V{"tsuuiisou"}));
  EXPECT_EQ(elements(ok(Req("111999m111p11s999p").ron(W).seat(S))), (V{"chinroutou"}));
  EXPECT_EQ(elements(ok(Req("111999m111p999p11s").tsumo().seat(S))),
            (V{"chinroutou", "suuankou_tanki"}));
  EXPECT_EQ(elements(ok(Req("22334466688s66z8s").ron(W).seat(S))), (V{"ryuuiisou"}));
  // Green dragon not required.
  EXPECT_EQ(elements(ok(Req("223344666888s22s").win("2s").ron(W).seat(S))), (V{"ryuuiisou"}));
  EXPECT_EQ(elements(ok(Req("12m11122233344z3m").ron(W).seat(S))), (V{"shousuushii"}));
  auto dsh = Req("222333444z55m", {"pon 111z from W"}).ron(W).seat(S);
  EXPECT_EQ(elements(ok(dsh)), (V{"daisuushii"}));
  EXPECT_EQ(ok(dsh.opt("double_yakuman", OptionValue{true})).riichi.yakuman, 2);
  auto dsg = ok(Req("234m55s555z", {"pon 666z from S", "pon 777z from E"}).ron(N).seat(W));
  EXPECT_EQ(elements(dsg), (V{"daisangen"}));
}

TEST(RiichiScoring, Chuuren) {
  EXPECT_EQ(elements(ok(Req("1112345678999m5m").ron(W).seat(S))), (V{"chuuren_9"}));
  EXPECT_EQ(elements(ok(Req("1123455678999m1m").ron(W).seat(S))), (V{"chuuren"}));
}

TEST(RiichiScoring, Suukantsu) {
  auto r = ok(Req("77p", {"kakan 9999s from N", "kakan 7777s from S", "kakan 9999p from E",
                          "kan 2222p from N"})
                  .ron(S)
                  .seat(W));
  EXPECT_EQ(elements(r), (V{"suukantsu"}));
  EXPECT_EQ(r.value, 32000);
}

TEST(RiichiScoring, TenhouChiihouRenhou) {
  auto t = ok(Req("123m23456777p678s").tsumo().seat(E).first_turn());
  EXPECT_EQ(elements(t), (V{"tenhou"}));
  EXPECT_EQ(t.value, 48000);
  EXPECT_EQ(elements(ok(Req("345m34566789p340s").tsumo().seat(N).first_turn())), (V{"chiihou"}));
  // Renhou: off at Tenhou; mangan (5 han) or yakuman by option.
  auto ren = Req("3499m567p345678s2m").ron(W).seat(S).first_turn();
  EXPECT_EQ(elements(ok(ren)), (V{"pinfu:1"}));
  EXPECT_EQ(elements(ok(Req(ren).opt("renhou", OptionValue{std::string("mangan")}))),
            (V{"pinfu:1", "renhou:5"}));
  EXPECT_EQ(elements(ok(Req(ren).opt("renhou", OptionValue{std::string("yakuman")}))),
            (V{"renhou"}));
}

TEST(RiichiScoring, YakumanDropsYakuAndDoraAndStacks) {
  auto req = Req("33344z", {"pon 777z from N", "pon 555z from N", "pon 666z from E"})
                 .tsumo()
                 .seat(S)
                 .dora("4z");
  auto r = ok(req);
  EXPECT_EQ(elements(r), (V{"daisangen", "tsuuiisou"}));
  EXPECT_EQ(r.riichi.yakuman, 2);
  EXPECT_EQ(r.riichi.han, 0);
  EXPECT_EQ(r.value, 64000);
  auto single = ok(Req(req).opt("multiple_yakuman", OptionValue{false}));
  EXPECT_EQ(single.riichi.yakuman, 1);
  EXPECT_EQ(single.elements.size(), 1);
}

// Pao (issue 3; Tenhou): on tsumo the liable seat pays the whole hand with the honba.
TEST(RiichiScoring, PaoThroughTheEngine) {
  auto req = Req("33344z", {"pon 777z from N", "pon 555z from N", "pon 666z from E"})
                 .tsumo()
                 .seat(S)
                 .liable(N)
                 .honba(3);
  auto r = ok(req);
  EXPECT_EQ(*r.deltas, (Deltas{0, 64900, 0, -64900}));
  // Only the daisangen part (riichi wiki's multiple-yakuman reading).
  auto part = ok(Req(req).opt("pao_whole_hand", OptionValue{false}));
  EXPECT_EQ(*part.deltas, (Deltas{-16000, 64900, -8000, -40900}));
  // Liability for a yakuman not in the preset's list does nothing.
  auto off = ok(Req(req).opt("pao", OptionValue{std::vector<std::string>{"suukantsu"}}));
  EXPECT_EQ(*off.deltas, (Deltas{-32300, 64900, -16300, -16300}));
  // Ron from a third seat: half each, the discarder pays the honba.
  auto ron = ok(Req("33344z", {"pon 777z from N", "pon 555z from N", "pon 666z from E"})
                    .ron(W)
                    .seat(S)
                    .liable(N)
                    .opt("multiple_yakuman", OptionValue{false}));
  EXPECT_EQ(*ron.deltas, (Deltas{0, 32000, -16000, -16000}));
  // With two counters the discarder (W) pays the 600 by default; `pao_ron_honba = "liable"`
  // moves them to the liable seat (N).
  auto ron_honba = Req("33344z", {"pon 777z from N", "pon 555z from N", "pon 666z from E"})
                       .ron(W)
                       .seat(S)
                       .liable(N)
                       .honba(2)
                       .opt("multiple_yakuman", OptionValue{false});
  EXPECT_EQ(*ok(ron_honba).deltas, (Deltas{0, 32600, -16600, -16000}));
  auto liable_pays = ok(Req(ron_honba).opt("pao_ron_honba", OptionValue{std::string("liable")}));
  EXPECT_EQ(*liable_pays.deltas, (Deltas{0, 32600, -16000, -16600}));
  // Mahjong Soul makes the liable seat pay the honba (a real log, rules/riichi/majsoul.toml):
  // with its own yakuman rules the tsuuiisou is paid by the discarder alone and only the
  // daisangen is shared.
  auto majsoul = Req("33344z", {"pon 777z from N", "pon 555z from N", "pon 666z from E"})
                     .ron(W)
                     .seat(S)
                     .liable(N)
                     .honba(2)
                     .preset("majsoul");
  EXPECT_EQ(*ok(majsoul).deltas, (Deltas{0, 64600, -48000, -16600}));
}

TEST(RiichiScoring, WaremeRequestField) {
  auto req = Req("123m456p789s222z55z").tsumo().seat(S).wareme(W);
  EXPECT_EQ(*ok(req).deltas, (Deltas{-1300, 2700, -700, -700}));  // rule off at Tenhou
  auto on = ok(Req(req).opt("wareme", OptionValue{true}));
  EXPECT_EQ(*on.deltas, (Deltas{-1300, 3400, -1400, -700}));
}

TEST(RiichiScoring, HonbaSticksDeltas) {
  auto r = ok(Req("123m456p789s222z55z").ron(W).seat(S).honba(2).sticks(1));
  EXPECT_EQ(r.value, 1600);
  EXPECT_EQ(*r.deltas, (Deltas{0, 1600 + 600 + 1000, -2200, 0}));
  auto no_from = Req("123m456p789s222z55z").seat(S);
  auto r2 = ok(no_from);
  EXPECT_EQ(r2.value, 1600);
  EXPECT_FALSE(r2.deltas.has_value());
}

// ---- errors ----

TEST(RiichiScoring, InvalidContext) {
  const auto open = [] { return Req("567p45678s88m3s", {"chi 234m from N"}).seat(S); };
  EXPECT_EQ(err(open().ron(W).riichi()), ErrorCode::invalid_context);
  EXPECT_EQ(err(open().ron(W).double_riichi()), ErrorCode::invalid_context);
  const auto closed = [] { return Req("3499m567p345678s2m").seat(S); };
  EXPECT_EQ(err(closed().ron(W).ippatsu()), ErrorCode::invalid_context);
  EXPECT_EQ(err(closed().ron(W).after_kan()), ErrorCode::invalid_context);
  EXPECT_EQ(err(closed().tsumo().after_kan()), ErrorCode::invalid_context);  // no kan
  EXPECT_EQ(err(closed().tsumo().robbing_kan()), ErrorCode::invalid_context);
  EXPECT_EQ(err(open().ron(W).first_turn()), ErrorCode::invalid_context);
  auto kan = [] { return Req("234p99p234678s", {"kan 5555m from W"}).seat(S); };
  EXPECT_EQ(err(kan().tsumo().after_kan().last_tile()), ErrorCode::invalid_context);
  // A concealed kan keeps the hand closed: riichi is fine.
  auto ankan = ok(Req("234p99p234678s", {"ankan 5555m"}).seat(S).tsumo().riichi());
  EXPECT_EQ(elements(ankan), (V{"menzen_tsumo:1", "riichi:1"}));
}

// The discarder and the liable seat checks (tested together, without a branch on `from`).
TEST(RiichiScoring, SeatChecks) {
  const auto message = [](const Req& r) {
    auto s = r.score();
    return s ? std::string() : s.error().message.str();
  };
  const auto closed = [] { return Req("3499m567p345678s2m").seat(S).riichi(); };
  EXPECT_EQ(message(closed().ron(S)), "the discarder is the winner");
  EXPECT_EQ(message(closed().ron(S).liable(S)), "the discarder is the winner");
  EXPECT_EQ(message(closed().ron(W).liable(S)), "the liable seat is the winner");
  EXPECT_EQ(message(closed().tsumo().liable(S)), "the liable seat is the winner");
  EXPECT_EQ(message(closed().ron(W).liable(N)), "");
  EXPECT_EQ(message(closed().ron(W)), "");
  // A `from` on a tsumo is not a discarder: it may name the winner.
  EXPECT_EQ(message(closed().ron(S).tsumo()), "");
}

TEST(RiichiScoring, NotWinning) {
  EXPECT_EQ(err(Req("123m456p789s12345z")), ErrorCode::not_winning);
}

// Error order (docs/riichi.md): invalid_hand, then invalid_context, then not_winning / no_yaku.
// The scorer checks the tile count only when a hand has no arrangement, so each pair is tested.
TEST(RiichiScoring, ErrorOrder) {
  // Not a winning shape and an impossible flag: the flag is reported.
  EXPECT_EQ(err(Req("123m456p789s12345z").seat(S).ron(W).after_kan()), ErrorCode::invalid_context);
  // No yaku and an impossible flag: the flag.
  EXPECT_EQ(err(Req("3499m567p345678s2m").seat(S).tsumo().robbing_kan()),
            ErrorCode::invalid_context);
  // A wrong tile count and an impossible flag: the count.
  auto req = Req("123m456p789s222z55z").seat(S).ron(W).after_kan().request();
  --req.hand.concealed[index(Tile::M1)];
  auto r = riichi_test::engine().score(req);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_hand);
  // The winning tile missing from an otherwise complete-sized hand: invalid_hand.
  auto missing = Req("123m456p789s222z55z").seat(S).request();
  missing.hand.win.tile = Tile::M9;
  auto r2 = riichi_test::engine().score(missing);
  ASSERT_FALSE(r2);
  EXPECT_EQ(r2.error().code, ErrorCode::invalid_hand);
  // Counts above four (a caller that skipped validation) never crash: an error.
  auto five = Req("123m456p789s222z55z").seat(S).request();
  five.hand.concealed[index(Tile::M1)] = 200;
  EXPECT_FALSE(riichi_test::engine().score(five));
}

TEST(RiichiScoring, UnknownPresetAndOption) {
  EXPECT_EQ(err(Req("123m456p789s222z55z").preset("nope")), ErrorCode::unknown_preset);
  EXPECT_EQ(err(Req("123m456p789s222z55z").opt("bogus", OptionValue{true})),
            ErrorCode::unknown_option);
}

}  // namespace
}  // namespace mjscore

namespace mjscore {
namespace {

using riichi_test::elements;
using riichi_test::Req;

// The same hands under the shipped presets.
TEST(RiichiScoringPresets, DifferencesShowInScores) {
  // Riichi, pinfu, tanyao and one dora by ron: 4 han 30 fu, 7700 at Tenhou and EMA, mangan
  // with WRC's kiriage.
  auto hand = [] {
    return Req("234m567p66p345678s").win("5s").riichi().ron(Wind::West).seat(Wind::South);
  };
  auto tenhou = riichi_test::engine().score(hand().dora("1m").request());
  ASSERT_TRUE(tenhou) << tenhou.error().message;
  EXPECT_EQ(tenhou->riichi.han, 4);
  EXPECT_EQ(tenhou->riichi.fu, 30);
  EXPECT_EQ(tenhou->value, 7700);
  auto wrc = riichi_test::engine().score(hand().dora("1m").preset("wrc").request());
  ASSERT_TRUE(wrc);
  EXPECT_EQ(wrc->riichi.limit, Limit::Mangan);
  EXPECT_EQ(wrc->value, 8000);
  auto ema = riichi_test::engine().score(hand().dora("1m").preset("ema").request());
  ASSERT_TRUE(ema);
  EXPECT_EQ(ema->value, 7700);
  // A red five counts at Tenhou, not at WRC.
  auto red = [] {
    return Req("234m067p66p345678s").win("5s").riichi().ron(Wind::West).seat(Wind::South);
  };
  EXPECT_EQ(riichi_test::engine().score(red().request())->riichi.han, 4);
  EXPECT_EQ(riichi_test::engine().score(red().preset("wrc").request())->riichi.han, 3);
  // Suuankou tanki: single at Tenhou, double at Mahjong Soul, single at EMA.
  auto tanki = [] { return Req("111m222p333s444z5z5z").ron(Wind::West).seat(Wind::South); };
  EXPECT_EQ(riichi_test::engine().score(tanki().request())->riichi.yakuman, 1);
  EXPECT_EQ(riichi_test::engine().score(tanki().preset("majsoul").request())->riichi.yakuman, 2);
  EXPECT_EQ(riichi_test::engine().score(tanki().preset("ema").request())->riichi.yakuman, 1);
}

}  // namespace
}  // namespace mjscore

namespace mjscore {
namespace {

using riichi_test::elements;
using riichi_test::Req;
using V = std::vector<std::string>;

// 26 han without a yakuman pattern: chinitsu 6, ittsu 2, riichi, ippatsu, tsumo, 8 dora and
// 7 ura. `kazoe`: one yakuman, capped at sanbaiman, or two yakuman (26 = 2 x 13).
TEST(RiichiScoringMore, KazoeOptions) {
  auto req = [] {
    return Req("1222346789999p5p")
        .tsumo()
        .seat(Wind::South)
        .riichi()
        .ippatsu()
        .dora("8p1p9p")
        .ura("8p1p");
  };
  auto y = req().score();
  ASSERT_TRUE(y) << y.error().message;
  EXPECT_EQ(y->riichi.han, 26);
  EXPECT_EQ(y->riichi.limit, Limit::KazoeYakuman);
  EXPECT_EQ(y->riichi.yakuman, 0);
  EXPECT_EQ(y->value, 32000);
  auto s = req().opt("kazoe", OptionValue{std::string("sanbaiman")}).score();
  ASSERT_TRUE(s);
  EXPECT_EQ(s->riichi.limit, Limit::Sanbaiman);
  EXPECT_EQ(s->value, 24000);
  auto m = req().opt("kazoe", OptionValue{std::string("multiple")}).score();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->riichi.limit, Limit::KazoeYakuman);
  EXPECT_EQ(m->value, 64000);
}

TEST(RiichiScoringMore, HonroutouChiitoitsu) {
  auto r = Req("1199m1199p1199s11z").ron(Wind::West).seat(Wind::South).score();
  ASSERT_TRUE(r);
  EXPECT_EQ(elements(*r), (V{"chiitoitsu:2", "honroutou:2"}));
  EXPECT_EQ(r->riichi.fu, 25);
  EXPECT_EQ(r->value, 6400);
}

TEST(RiichiScoringMore, FirstTurnRonByTheDealerIsInvalid) {
  auto r = Req("3499m567p345678s2m").ron(Wind::West).seat(Wind::East).first_turn().score();
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_context);
}

TEST(RiichiScoringMore, InvalidHandCounts) {
  // A request built without make_hand: 13 tiles.
  auto req = Req("123m456p789s222z55z").request();
  --req.hand.concealed[index(Tile::M1)];
  auto r = riichi_test::engine().score(req);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, ErrorCode::invalid_hand);
}

}  // namespace
}  // namespace mjscore
