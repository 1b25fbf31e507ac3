// Notation layer (contract "Tiles" and "Melds"): parsing, validation, canonical formatting.
#include <gtest/gtest.h>

#include <string>

#include "mjscore/notation.hpp"

namespace mjscore {
namespace {

std::string canon(std::string_view text) {
  auto tiles = parse_tiles(text);
  EXPECT_TRUE(tiles) << text << ": " << (tiles ? "" : tiles.error().message);
  if (!tiles) return "<error>";
  TileCounts c{};
  RedCounts r{};
  for (auto t : *tiles) {
    ++c[index(t.tile)];
    if (t.red) ++r[static_cast<int>(suit_of(t.tile))];
  }
  return format_tiles(c, r);
}

Error tiles_error(std::string_view text) {
  auto r = parse_tiles(text);
  EXPECT_FALSE(r) << text;
  return r ? Error{} : r.error();
}

HandInput input(std::string_view concealed) {
  HandInput in;
  in.concealed = *parse_tiles(concealed);
  return in;
}

// ---- parse_tiles ----

TEST(ParseTiles, SuitsRanksAndOrderAsWritten) {
  auto t = parse_tiles("123m406p789s11222z");
  ASSERT_TRUE(t);
  ASSERT_EQ(t->size(), 14);
  EXPECT_EQ((*t)[0].tile, Tile::M1);
  EXPECT_EQ((*t)[3].tile, Tile::P4);
  EXPECT_EQ((*t)[4].tile, Tile::P5);
  EXPECT_TRUE((*t)[4].red);
  EXPECT_FALSE((*t)[5].red);
  EXPECT_EQ((*t)[8].tile, Tile::S9);
  EXPECT_EQ((*t)[10].tile, Tile::East);
  EXPECT_EQ((*t)[13].tile, Tile::South);
}

TEST(ParseTiles, HonoursFollowTheContract) {
  // 1z East 2z South 3z West 4z North 5z White 6z Green 7z Red.
  auto t = parse_tiles("1234567z");
  ASSERT_TRUE(t);
  const Tile want[] = {Tile::East,  Tile::South, Tile::West, Tile::North,
                       Tile::White, Tile::Green, Tile::Red};
  for (int k = 0; k < 7; ++k) EXPECT_EQ((*t)[k].tile, want[k]);
}

TEST(ParseTiles, SplitRunsAndSpacesAreTheSameHand) {
  EXPECT_EQ(canon("1m2m3m"), "123m");
  EXPECT_EQ(canon(" 1 2 3m 4 5 6 p\t"), "123m456p");
  EXPECT_EQ(canon("9m1m"), "19m");
}

TEST(ParseTiles, EmptyTextIsNoTiles) {
  auto t = parse_tiles("   ");
  ASSERT_TRUE(t);
  EXPECT_TRUE(t->empty());
}

TEST(ParseTiles, UnicodeTilesFollowTheUnicodeOrder) {
  // U+1F000..1F003 winds, 1F004 red dragon, 1F005 green, 1F006 white.
  EXPECT_EQ(canon("\U0001F000\U0001F001\U0001F002\U0001F003"), "1234z");
  EXPECT_EQ(canon("\U0001F004"), "7z");
  EXPECT_EQ(canon("\U0001F005"), "6z");
  EXPECT_EQ(canon("\U0001F006"), "5z");
  // 1F007..1F00F man 1-9, 1F010..1F018 sou 1-9, 1F019..1F021 pin 1-9.
  EXPECT_EQ(canon("\U0001F007\U0001F00F"), "19m");
  EXPECT_EQ(canon("\U0001F010\U0001F018"), "19s");
  EXPECT_EQ(canon("\U0001F019\U0001F021"), "19p");
  // Mixed with MPSZ, with an emoji variation selector after a tile.
  EXPECT_EQ(canon("12m\U0001F009\uFE0F"), "123m");
}

TEST(ParseTiles, UnknownCharacterNamesThePosition) {
  Error e = tiles_error("123m456x");
  EXPECT_EQ(e.code, ErrorCode::parse_error);
  EXPECT_EQ(e.position, 7);
  EXPECT_EQ(e.message, "unknown character 'x' at position 7");
}

TEST(ParseTiles, PositionsCountCharactersNotBytes) {
  Error e = tiles_error("\U0001F000\U0001F000q");
  EXPECT_EQ(e.position, 2);
  EXPECT_NE(e.message.find("position 2"), std::string::npos);
}

TEST(ParseTiles, UnknownUnicodeCharacterIsNamedByCodePoint) {
  Error e = tiles_error("1m\U0001F02A");  // the joker tile
  EXPECT_EQ(e.position, 2);
  EXPECT_NE(e.message.find("U+1F02A"), std::string::npos);
}

TEST(ParseTiles, InvalidUtf8) {
  Error e = tiles_error("12m\xff");
  EXPECT_EQ(e.code, ErrorCode::parse_error);
  EXPECT_EQ(e.position, 3);
}

TEST(ParseTiles, DigitWithoutSuit) {
  Error e = tiles_error("123m45");
  EXPECT_EQ(e.position, 4);
  EXPECT_NE(e.message.find("digit without a suit"), std::string::npos);
  EXPECT_EQ(tiles_error("12\U0001F000").position, 0);
}

TEST(ParseTiles, SuitWithoutDigits) {
  Error e = tiles_error("123mp");
  EXPECT_EQ(e.position, 4);
}

TEST(ParseTiles, NoRedOrHigherHonours) {
  EXPECT_EQ(tiles_error("10z").position, 1);
  EXPECT_EQ(tiles_error("18z").position, 1);
}

TEST(ParseTiles, BonusTilesAreNotPlainTiles) {
  EXPECT_EQ(tiles_error("123m1f").position, 5);
  EXPECT_EQ(tiles_error("1m\U0001F022").position, 2);
}

TEST(ParseTiles, TooManyTiles) {
  Error e = tiles_error(std::string(41, '1') + "m");
  EXPECT_EQ(e.code, ErrorCode::parse_error);
  EXPECT_EQ(e.position, 40);
  EXPECT_TRUE(parse_tiles(std::string(40, '1') + "m"));
}

// ---- parse_bonus, parse_wind ----

TEST(ParseBonus, DigitsAndUnicode) {
  auto m = parse_bonus("1f5f");
  ASSERT_TRUE(m);
  EXPECT_EQ(*m, (1u << 0) | (1u << 4));
  EXPECT_EQ(*parse_bonus(""), 0);
  // Unicode order plum orchid bamboo chrysanthemum; contract 1f plum 2f orchid 3f chrysanthemum
  // 4f bamboo.
  EXPECT_EQ(*parse_bonus("\U0001F024"), 1u << static_cast<int>(Bonus::Bamboo));
  EXPECT_EQ(*parse_bonus("\U0001F025"), 1u << static_cast<int>(Bonus::Chrysanthemum));
  EXPECT_EQ(*parse_bonus("\U0001F022\U0001F029"), (1u << 0) | (1u << 7));
}

TEST(ParseBonus, Errors) {
  EXPECT_EQ(parse_bonus("9f").error().code, ErrorCode::parse_error);
  EXPECT_EQ(parse_bonus("0f").error().position, 0);
  EXPECT_EQ(parse_bonus("1f1m").error().position, 3);
  EXPECT_EQ(parse_bonus("1f x").error().position, 3);
  EXPECT_EQ(parse_bonus("12").error().position, 0);
  EXPECT_EQ(parse_bonus("f").error().position, 0);
  auto dup = parse_bonus("1f1f");
  ASSERT_FALSE(dup);
  EXPECT_EQ(dup.error().code, ErrorCode::invalid_hand);
  EXPECT_EQ(dup.error().position, 2);
}

TEST(ParseWind, LettersAndNames) {
  EXPECT_EQ(*parse_wind("E"), Wind::East);
  EXPECT_EQ(*parse_wind("S"), Wind::South);
  EXPECT_EQ(*parse_wind("w"), Wind::West);
  EXPECT_EQ(*parse_wind(" North "), Wind::North);
  EXPECT_EQ(*parse_wind("south"), Wind::South);
  EXPECT_EQ(parse_wind("X").error().code, ErrorCode::parse_error);
  EXPECT_EQ(parse_wind("").error().code, ErrorCode::parse_error);
  EXPECT_EQ(parse_wind("eastt").error().code, ErrorCode::parse_error);
}

// ---- melds ----

TEST(ParseMeld, KindsTilesAndFrom) {
  auto m = parse_meld("pon 777z from W");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->kind, MeldKind::Pon);
  EXPECT_EQ(m->first, Tile::Red);
  ASSERT_TRUE(m->from);
  EXPECT_EQ(*m->from, Wind::West);

  auto c = parse_meld("chi 340m");
  ASSERT_TRUE(c);
  EXPECT_EQ(c->kind, MeldKind::Chi);
  EXPECT_EQ(c->first, Tile::M3);
  EXPECT_EQ(c->red, 1);
  EXPECT_FALSE(c->from);

  EXPECT_EQ(parse_meld("kan 1111s")->kind, MeldKind::Kan);
  EXPECT_EQ(parse_meld("ankan 5555z")->kind, MeldKind::Ankan);
  EXPECT_EQ(parse_meld("kakan 9999p from N")->kind, MeldKind::Kakan);
  EXPECT_EQ(parse_meld("  PON  2 2 2 p ")->first, Tile::P2);
}

TEST(ParseMeld, FromMayBeOmitted) {
  auto m = parse_meld("pon 777z W");
  ASSERT_TRUE(m);
  EXPECT_EQ(*m->from, Wind::West);
  auto e = parse_meld("kan 1111m east");
  ASSERT_TRUE(e);
  EXPECT_EQ(*e->from, Wind::East);
}

TEST(ParseMeld, GrammarErrors) {
  auto k = parse_meld("pong 777z");
  EXPECT_EQ(k.error().code, ErrorCode::parse_error);
  EXPECT_EQ(k.error().position, 0);
  EXPECT_EQ(parse_meld("").error().code, ErrorCode::parse_error);
  EXPECT_EQ(parse_meld("pon").error().code, ErrorCode::parse_error);
  EXPECT_EQ(parse_meld("pon from W").error().code, ErrorCode::parse_error);
  auto w = parse_meld("pon 777z from X");
  EXPECT_EQ(w.error().code, ErrorCode::parse_error);
  EXPECT_EQ(w.error().position, 14);
  EXPECT_EQ(parse_meld("pon 777z from").error().code, ErrorCode::parse_error);
  EXPECT_EQ(parse_meld("pon 777z from W S").error().code, ErrorCode::parse_error);
  // Tile errors carry the position in the whole meld text.
  auto t = parse_meld("chi 34x5m");
  EXPECT_EQ(t.error().code, ErrorCode::parse_error);
  EXPECT_EQ(t.error().position, 6);
  EXPECT_NE(t.error().message.find("position 6"), std::string::npos);
}

TEST(ParseMeld, ShapeErrorsAreInvalidHand) {
  for (const char* bad : {"chi 135m", "chi 891m", "chi 89m1p", "chi 123z", "chi 1234m", "pon 776z",
                          "pon 77z", "kan 777z", "ankan 1112m", "kakan 5500m", "pon 000m"}) {
    auto m = parse_meld(bad);
    ASSERT_FALSE(m) << bad;
    EXPECT_EQ(m.error().code, ErrorCode::invalid_hand) << bad;
  }
  auto a = parse_meld("ankan 1111m from S");
  ASSERT_FALSE(a);
  EXPECT_EQ(a.error().code, ErrorCode::invalid_hand);
}

TEST(MakeMeld, ObjectForm) {
  auto m = make_meld("pon", "777z", Wind::West);
  ASSERT_TRUE(m);
  EXPECT_EQ(format_meld(*m), "pon 777z from W");
  EXPECT_EQ(make_meld("chii", "123m", {}).error().code, ErrorCode::parse_error);
  EXPECT_EQ(make_meld("chi", "124m", {}).error().code, ErrorCode::invalid_hand);
  EXPECT_EQ(make_meld("ankan", "1111m", Wind::South).error().code, ErrorCode::invalid_hand);
  EXPECT_EQ(make_meld("pon", "77q", {}).error().position, 2);
}

TEST(FormatMeld, Canonical) {
  EXPECT_EQ(format_meld(*parse_meld("chi 0 4 3m")), "chi 340m");
  EXPECT_EQ(format_meld(*parse_meld("pon 550p from S")), "pon 055p from S");
  EXPECT_EQ(format_meld(*parse_meld("ankan 5555z")), "ankan 5555z");
  EXPECT_EQ(format_meld(*parse_meld("kan 1111s N")), "kan 1111s from N");
  EXPECT_EQ(format_meld(*parse_meld("daiminkan 2222m")), "kan 2222m");
}

// ---- format ----

TEST(FormatTiles, CanonicalOrderAndRedFives) {
  EXPECT_EQ(canon("7z1z406p321m9s"), "123m406p9s17z");
  EXPECT_EQ(canon("5m0m"), "05m");
  EXPECT_EQ(canon("6p5p0p4p5p"), "40556p");
  EXPECT_EQ(canon(""), "");
  EXPECT_EQ(format_tile({Tile::S5, true}), "0s");
  EXPECT_EQ(format_tile({Tile::Red, false}), "7z");
  EXPECT_EQ(format_tile({Tile::P9, false}), "9p");
}

TEST(FormatTiles, FormatParseIsIdempotent) {
  for (const char* text : {"123m406p789s1122z", "1m2m3m", "0m0p0s", "11112222333344z", "5550m",
                           "\U0001F000\U0001F021\U0001F010", "9s8s7s6s5s4s3s2s1s"}) {
    const std::string once = canon(text);
    EXPECT_EQ(canon(once), once) << text;
  }
}

// ---- make_hand ----

TEST(MakeHand, CompleteHandDefaultsTheWinToTheLastTile) {
  auto h = make_hand(input("123m406p789s11222z"), HandShape::Complete);
  ASSERT_TRUE(h) << h.error().message;
  EXPECT_EQ(h->win.tile, Tile::South);
  EXPECT_EQ(h->concealed_count(), 14);
  EXPECT_EQ(h->concealed_red[1], 1);
  EXPECT_EQ(format_tiles(h->concealed, h->concealed_red), "123m406p789s11222z");
}

TEST(MakeHand, ExplicitWinMustBeInTheHand) {
  auto in = input("123m456p789s11222z");
  in.win = TileRef{Tile::P5, false};
  auto h = make_hand(in, HandShape::Complete);
  ASSERT_TRUE(h);
  EXPECT_EQ(h->win.tile, Tile::P5);

  in.win = TileRef{Tile::P7, false};
  auto bad = make_hand(in, HandShape::Complete);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::invalid_hand);
  EXPECT_NE(bad.error().message.find("7p"), std::string::npos);

  in.win = TileRef{Tile::P5, true};  // a red five the hand does not hold
  EXPECT_EQ(make_hand(in, HandShape::Complete).error().code, ErrorCode::invalid_hand);
}

TEST(MakeHand, PlainFiveNamesTheRedOneWhenThatIsAllTheHandHolds) {
  auto in = input("123m406p789s11222z");
  in.win = TileRef{Tile::P5, false};
  auto h = make_hand(in, HandShape::Complete);
  ASSERT_TRUE(h);
  EXPECT_TRUE(h->win.red);
}

TEST(MakeHand, TileCountWithMeldsAndKans) {
  // 14 tiles + one per kan, every meld counting as 3 in the concealed count.
  auto in = input("123m456p789s11z");
  in.melds.push_back(*parse_meld("kan 7777z"));
  EXPECT_TRUE(make_hand(in, HandShape::Complete));
  EXPECT_EQ(make_hand(in, HandShape::Waiting).error().code, ErrorCode::invalid_hand);

  auto wait = input("123m456p789s1z");
  wait.melds.push_back(*parse_meld("pon 777z"));
  EXPECT_TRUE(make_hand(wait, HandShape::Waiting));
  auto e = make_hand(wait, HandShape::Complete);
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().code, ErrorCode::invalid_hand);
  EXPECT_NE(e.error().message.find("wrong tile count"), std::string::npos);

  EXPECT_EQ(make_hand(input("123m456p789s112z"), HandShape::Complete).error().code,
            ErrorCode::invalid_hand);
  EXPECT_EQ(make_hand(input("123m456p789s11222z"), HandShape::Waiting).error().code,
            ErrorCode::invalid_hand);
}

TEST(MakeHand, FiveMeldsAreTooMany) {
  HandInput in;
  in.concealed = *parse_tiles("1m");
  for (int k = 0; k < 4; ++k) in.melds.push_back(*parse_meld("pon 222p"));
  // Four melds and one concealed tile is a waiting hand (four pons of one tile also hold a
  // fifth copy, which is reported).
  EXPECT_EQ(make_hand(in, HandShape::Waiting).error().code, ErrorCode::invalid_hand);
}

TEST(MakeHand, FifthCopyAcrossHandMeldsAndIndicators) {
  auto in = input("1111m456p789s1z");
  in.melds.push_back(*parse_meld("pon 111m"));
  auto e = make_hand(in, HandShape::Complete);
  ASSERT_FALSE(e);
  EXPECT_NE(e.error().message.find("1m"), std::string::npos);

  auto ind = input("11123455678999m");
  ind.indicators = *parse_tiles("1m");
  EXPECT_TRUE(make_hand(ind, HandShape::Complete));
  ind.indicators = *parse_tiles("99m");
  EXPECT_EQ(make_hand(ind, HandShape::Complete).error().code, ErrorCode::invalid_hand);
}

TEST(MakeHand, RedFivesAcrossEverything) {
  auto two = make_hand(input("00m456p789s111222z"), HandShape::Complete);
  ASSERT_FALSE(two);
  EXPECT_NE(two.error().message.find("red fives"), std::string::npos);
  auto meld = input("406m789s11122z");
  meld.melds.push_back(*parse_meld("chi 340m"));
  EXPECT_EQ(make_hand(meld, HandShape::Complete).error().code, ErrorCode::invalid_hand);
  auto ind = input("406m456p789s11122z");
  ind.indicators = *parse_tiles("0m");
  EXPECT_EQ(make_hand(ind, HandShape::Complete).error().code, ErrorCode::invalid_hand);
  ind.indicators = *parse_tiles("0p0s");
  EXPECT_TRUE(make_hand(ind, HandShape::Complete));
}

TEST(MakeHand, BonusPassesThrough) {
  auto in = input("123m456p789s11222z");
  in.bonus_mask = *parse_bonus("3f");
  EXPECT_EQ(make_hand(in, HandShape::Complete)->bonus_mask, 1u << 2);
}

}  // namespace
}  // namespace mjscore
