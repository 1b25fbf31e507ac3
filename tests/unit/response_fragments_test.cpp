// The compile-time fragments of a response (src/contract/response_fragments.hpp) against the
// generic text they stand for: every opening, wait, limit and block (kind x tile x red fives)
// equals the text the escaping writer and a plain block writer here give.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "contract/fast/batch.hpp"
#include "contract/response_fragments.hpp"
#include "family/riichi/score_members.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

// Every family's element ids at their ElementId::index (empty between the families' ranges).
constexpr auto kElementIds = make_element_ids();

std::string quoted(std::string_view s) {
  std::string o;
  out::string(o, s);
  return o;
}

// The response of an answer with `error`.
std::string error_text(std::string_view id, std::optional<Family> family, std::string_view preset,
                       const Error& error) {
  Answer a;
  a.id = id;
  a.family = family;
  a.preset = preset;
  a.error = error;
  ResponseBuffer o;
  write_response(a, o);
  return std::string(o.view());
}

// The response of a score answer.
std::string score_text(std::string_view id, const ScoreResult& r, const Hand& hand) {
  Answer a;
  a.id = id;
  a.family = r.family;
  a.preset = r.preset;
  a.score = r;
  a.request.emplace<ScoreRequest>().hand = hand;
  ResponseBuffer o;
  write_response(a, o);
  return std::string(o.view());
}

TEST(ResponseFragments, OpeningsEqualTheGenericText) {
  for (int ok = 0; ok < 2; ++ok) {
    for (int f = 0; f <= frag::kFamilies; ++f) {
      const std::optional<Family> family =
          f < frag::kFamilies ? std::optional<Family>(static_cast<Family>(f)) : std::nullopt;
      const std::string want = std::string(",\"ok\":") + (ok ? "true" : "false") +
                               ",\"rules\":" + (family ? quoted(family_name(*family)) : "null") +
                               ",\"preset\":";
      EXPECT_EQ(frag::kOpening.view(frag::opening(ok, family)), want) << ok << " " << f;
      if (!family) continue;
      // With the family's default preset, written by the escaping writer.
      EXPECT_EQ(frag::kOpeningDefault.view(frag::opening_default(ok, *family)),
                want + quoted(default_preset(*family)))
          << ok << " " << f;
      EXPECT_TRUE(frag::is_default_preset(*family, std::string(default_preset(*family))));
      for (int other = 0; other < frag::kFamilies; ++other) {
        const std::string name(default_preset(static_cast<Family>(other)));
        EXPECT_EQ(frag::is_default_preset(*family, name), other == f) << name;
        EXPECT_FALSE(frag::is_default_preset(*family, name + "x")) << name;
        EXPECT_FALSE(frag::is_default_preset(*family, name.substr(1))) << name;
      }
    }
  }
  EXPECT_EQ(frag::kOpening.view(frag::opening(true, Family::Classical)),
            R"(,"ok":true,"rules":"classical","preset":)");
  EXPECT_EQ(frag::kOpeningDefault.view(frag::opening_default(false, Family::Riichi)),
            R"(,"ok":false,"rules":"riichi","preset":"tenhou")");
}

// A response names the request's preset, the family's default when it names none (written from
// kOpeningDefault), and null for an unknown family without a preset.
TEST(ResponseFragments, PresetsAreNamedAsTheGenericWriterDoes) {
  const Error e{ErrorCode::invalid_hand, "bad"};
  auto error = [&](std::optional<Family> family, std::string_view preset) {
    const std::string o = error_text("1", family, preset, e);
    return o.substr(0, o.find(",\"error\""));
  };
  EXPECT_EQ(error(Family::Riichi, ""), R"({"id":1,"ok":false,"rules":"riichi","preset":"tenhou")");
  EXPECT_EQ(error(Family::Riichi, "tenhou"), error(Family::Riichi, ""));
  EXPECT_EQ(error(Family::HK, ""), R"({"id":1,"ok":false,"rules":"hk","preset":"hk")");
  EXPECT_EQ(error(Family::Riichi, "ml\"x"),
            R"({"id":1,"ok":false,"rules":"riichi","preset":"ml\"x")");
  EXPECT_EQ(error(std::nullopt, ""), R"({"id":1,"ok":false,"rules":null,"preset":null)");
  EXPECT_EQ(error(std::nullopt, "tenhou"), R"({"id":1,"ok":false,"rules":null,"preset":"tenhou")");
  ScoreResult r;
  r.family = Family::Classical;
  for (std::string_view preset : {"", "classical", "other"}) {
    r.preset = preset;
    const std::string o = score_text("2", r, Hand{});
    const std::string shown(preset.empty() ? "classical" : preset);
    EXPECT_EQ(o.substr(0, o.find(",\"value\"")),
              R"({"id":2,"ok":true,"rules":"classical","preset":")" + shown + "\"");
  }
}

// Every error code's head, and an unknown code's, equal the escaping writer's text.
TEST(ResponseFragments, ErrorHeadsEqualTheGenericText) {
  for (int c = 0; c <= frag::kErrorCodes; ++c) {
    const auto code = static_cast<ErrorCode>(c);
    EXPECT_EQ(frag::kErrorHead.view(frag::error_head(code)),
              ",\"error\":{\"code\":" + quoted(to_string(code)) + ",\"message\":")
        << c;
    EXPECT_EQ(to_string(code) == "unknown", c == frag::kErrorCodes) << c;  // every code named
  }
  EXPECT_EQ(frag::kErrorHead.view(frag::error_head(static_cast<ErrorCode>(200))),
            R"(,"error":{"code":"unknown","message":)");
}

TEST(ResponseFragments, WaitsEqualTheGenericText) {
  const char* names[] = {"ryanmen", "kanchan", "penchan",   "tanki",
                         "shanpon", "kokushi", "kokushi_13"};
  for (int w = 0; w < frag::kWaits; ++w) {
    const auto wait = static_cast<Wait>(w);
    EXPECT_EQ(wait_name(wait), names[w]);
    EXPECT_EQ(frag::kWaitEnd.view(frag::wait_end(wait)),
              "],\"wait\":" + quoted(wait_name(wait)) + "}");
  }
  EXPECT_EQ(frag::kWaitEnd.view(frag::wait_end(static_cast<Wait>(frag::kWaits))),
            R"(],"wait":"unknown"})");
}

// The limit and the fu list's opening `[{`, after `,"yakuman":0` or not.
TEST(ResponseFragments, LimitsEqualTheGenericText) {
  for (int zero = 0; zero < 2; ++zero) {
    for (int l = 0; l <= riichi::kLimits; ++l) {
      const auto limit = static_cast<Limit>(l);
      const std::string shown = limit_name(limit).empty() ? "null" : quoted(limit_name(limit));
      EXPECT_EQ(riichi::kLimitFu.view(riichi::limit_fu(limit, zero)),
                (zero ? ",\"yakuman\":0" : "") + (",\"limit\":" + shown) + ",\"fu_details\":[{")
          << l;
    }
  }
  EXPECT_EQ(riichi::kLimitFu.view(riichi::limit_fu(Limit::KazoeYakuman, true)),
            R"(,"yakuman":0,"limit":"kazoe_yakuman","fu_details":[{)");
}

std::string table_block(const Block& b, int red) {
  char text[8 + out::kSlack];
  out::Cursor c{text};
  frag::block(c, b, red);
  return std::string(text, c.p);
}

// `,"<block>"` in canonical order with `red` fives written 0 (docs/notation.md "Canonical
// output"): a run's five; the first `red` tiles of a triplet, kan or pair.
std::string canonical_block(const Block& b, int red) {
  const int r = rank_of(b.first);
  std::string s = ",\"";
  if (b.kind == BlockKind::Run) {
    for (int k = 0; k < 3; ++k) s += (r + k == 5 && red) ? '0' : static_cast<char>('0' + r + k);
  } else {
    for (int k = 0; k < frag::block_copies(b.kind); ++k)
      s += k < red ? '0' : static_cast<char>('0' + r);
  }
  return s + kSuitLetters[static_cast<int>(suit_of(b.first))] + "\"";
}

// reading_sets of a one-block reading whose block holds `red` red fives,
// concealed (the hand's red fives of that suit) or called (the meld's own).
std::string generic_block(const Block& b, int red, bool called) {
  Arrangement reading;
  Hand hand;
  Block block = b;
  if (called) {
    Meld m;
    m.first = b.first;
    m.red = static_cast<uint8_t>(red);
    hand.melds.push_back(m);
    block.meld = 0;
  } else if (is_suited(b.first)) {
    hand.concealed_red[static_cast<int>(suit_of(b.first))] = static_cast<uint8_t>(red);
  }
  reading.blocks.push_back(block);
  const auto sets = reading_sets(reading, hand);
  return sets.size() == 1 ? ",\"" + sets[0] + "\"" : "?";
}

TEST(ResponseFragments, EveryBlockEqualsTheGenericWriter) {
  int checked = 0;
  for (int k = 0; k < frag::kBlockKinds; ++k) {
    const auto kind = static_cast<BlockKind>(k);
    for (int i = 0; i < kTileKinds; ++i) {
      const auto tile = static_cast<Tile>(i);
      if (kind == BlockKind::Run && (!is_suited(tile) || rank_of(tile) > 7)) continue;
      const Block b{kind, tile, -1};
      // Red fives a concealed block of fives can take (the generic writer caps them there).
      const int fives = !is_suited(tile)         ? 0
                        : kind == BlockKind::Run ? (rank_of(tile) >= 3 && rank_of(tile) <= 5)
                        : rank_of(tile) == 5     ? frag::block_copies(kind)
                                                 : 0;
      for (int red = 0; red <= fives; ++red) {
        EXPECT_EQ(table_block(b, red), canonical_block(b, red))
            << "kind " << k << " tile " << i << " red " << red;
        EXPECT_EQ(generic_block(b, red, false), canonical_block(b, red))
            << "kind " << k << " tile " << i << " red " << red;
        ++checked;
      }
      // Called: the meld's red count is written as is, as the generic writer does.
      for (int red = 0; red <= (is_suited(tile) ? 4 : 0); ++red) {
        EXPECT_EQ(table_block(b, red), canonical_block(b, red))
            << "called kind " << k << " tile " << i << " red " << red;
        EXPECT_EQ(generic_block(b, red, true), canonical_block(b, red))
            << "called kind " << k << " tile " << i << " red " << red;
      }
    }
  }
  EXPECT_EQ(checked, 30 + 43 + 46 + 40);  // runs, triplets, kans, pairs (with their red counts)
  EXPECT_EQ(table_block({BlockKind::Run, Tile::P4, -1}, 1), R"(,"406p")");
  EXPECT_EQ(table_block({BlockKind::Kan, Tile::S5, -1}, 2), R"(,"0055s")");
  EXPECT_EQ(table_block({BlockKind::Pair, Tile::Red, -1}, 0), R"(,"77z")");
}

// Whole readings of every block count (the writer unrolls the usual five blocks: four sets
// and a pair), with and without red fives, written by a score response equal reading_sets.
TEST(ResponseFragments, ReadingsOfEveryBlockCountEqualTheGenericWriter) {
  const Block pool[] = {{BlockKind::Run, Tile::M1, -1},      {BlockKind::Triplet, Tile::P5, -1},
                        {BlockKind::Kan, Tile::S9, -1},      {BlockKind::Run, Tile::S4, -1},
                        {BlockKind::Pair, Tile::Red, -1},    {BlockKind::Pair, Tile::M5, -1},
                        {BlockKind::Triplet, Tile::East, -1}};
  for (int red = 0; red < 2; ++red) {
    for (int n = 0; n <= 7; ++n) {
      for (int start = 0; start < 7; ++start) {
        ScoreResult r;
        r.preset = "tenhou";
        for (int k = 0; k < n; ++k) r.reading.blocks.push_back(pool[(start + k) % 7]);
        Hand hand;
        hand.concealed_red[1] = static_cast<uint8_t>(red);  // a red five of pin
        std::string want = "\"sets\":[";
        for (const std::string& set : reading_sets(r.reading, hand))
          want += (want.back() == '[' ? "\"" : ",\"") + set + "\"";
        const std::string o = score_text("1", r, hand);
        EXPECT_NE(o.find(want + "],\"wait\""), std::string::npos)
            << n << " " << start << " " << red << "\n"
            << o;
      }
    }
  }
}

// The text of an element after its `{` and before its amount, for every id and both fragment
// units, and of a fu line before its fu, for every reason, equals the escaping writer's; each
// id with its longest unit, and each reason, fits the bound's kItemText.
TEST(ResponseFragments, ElementAndFuLineHeadsEqualTheGenericText) {
  int named = 0;
  // The fragment units are riichi's: the heads of riichi's ids (the other families' ids take the
  // generic path, and need only fit the bound).
  for (int i = 0; i < kMaxElementIds; ++i)
    EXPECT_LE(kElementIds[i].size() + std::string_view("yakuman").size(), frag::kItemText);
  for (int u : {ElementUnit::han, ElementUnit::yakuman}) {
    for (int i = 0; i < riichi::kElementIdCount; ++i) {
      if (kElementIds[i].empty()) continue;
      ++named;
      const std::string want =
          "\"id\":" + quoted(kElementIds[i]) + "," + quoted(ElementUnit::kText[u]) + ":";
      const std::string_view head =
          u == ElementUnit::han ? frag::kHanHead.view(i) : frag::kYakumanHead.view(i);
      EXPECT_EQ(head, want) << kElementIds[i];
      EXPECT_LE(kElementIds[i].size() + std::string_view("yakuman").size(), frag::kItemText);
    }
  }
  // The riichi yaku, yakuman and four dora ids (dora, aka_dora, ura_dora, kita), under both units.
  EXPECT_EQ(named, 2 * (riichi::kYakuCount + riichi::kYakumanCount + 4));
  EXPECT_EQ(frag::kHanHead.view(riichi::kDoraIds + 3), R"("id":"kita","han":)");
  EXPECT_EQ(frag::kHanHead.view(riichi::kDoraIds + 1), R"("id":"aka_dora","han":)");
  for (std::size_t r = 0; r < std::size(FuReason::kText); ++r) {
    EXPECT_EQ(riichi::kFuLineHead.view(r), "\"reason\":" + quoted(FuReason::kText[r]) + ",\"fu\":");
    EXPECT_LE(FuReason::kText[r].size(), frag::kItemText);
  }
  EXPECT_EQ(riichi::kFuLineHead.view(FuReason::closed_triplet),
            R"("reason":"closed_triplet","fu":)");
}

// Elements and fu lines of every amount a table holds and beyond, of the fragment units and
// the others, written whole: each item is `{...}`, the list `[...]`.
TEST(ResponseFragments, ElementsAndFuLinesAreWrittenWhole) {
  ScoreResult r;
  r.preset = "tenhou";
  std::string want_elements, want_lines;
  // Six amounts of the five integer units: 30 elements of the 32 a result holds.
  for (int amount :
       {0, 99, 128, -129, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()}) {
    for (int u = 0; u < static_cast<int>(ElementUnit::limit); ++u) {
      const Element e{
          {static_cast<uint16_t>(riichi::kDoraIds)}, {static_cast<ElementUnit::Id>(u)}, amount};
      r.elements.push_back(e);
      want_elements +=
          ",{\"id\":\"dora\"," + quoted(ElementUnit::kText[u]) + ":" + std::to_string(amount) + "}";
    }
  }
  for (int fu = -128; fu < 128; fu += 17) {
    r.riichi.fu_details.push_back({{FuReason::closed_kan}, static_cast<int8_t>(fu)});
    want_lines += ",{\"reason\":\"closed_kan\",\"fu\":" + std::to_string(fu) + "}";
  }
  want_elements[0] = '[';
  want_lines[0] = '[';
  const std::string o = score_text("1", r, Hand{});
  EXPECT_NE(o.find("\"elements\":" + want_elements + "],\"reading\""), std::string::npos) << o;
  EXPECT_NE(o.find("\"fu_details\":" + want_lines + "]}"), std::string::npos) << o;
}

// A limit element (classical) holds its fraction in thousandths and is written as the fraction.
TEST(ResponseFragments, LimitElementsAreWrittenAsFractions) {
  ScoreResult r;
  r.family = Family::Classical;
  r.preset = "classical";
  for (int amount : {1000, 500, 400, 200})
    r.elements.push_back({{static_cast<uint16_t>(riichi::kDoraIds)}, {ElementUnit::limit}, amount});
  const std::string o = score_text("1", r, Hand{});
  EXPECT_NE(o.find(R"("elements":[{"id":"dora","limit":1},{"id":"dora","limit":0.5},)"
                   R"({"id":"dora","limit":0.4},{"id":"dora","limit":0.2}])"),
            std::string::npos)
      << o;
}

// The no_yaku message written as one fragment equals the escaping writer's text, and the test
// that picks it fails for the same text changed at any one byte, or one byte longer or shorter
// (those take the escaping path).
TEST(ResponseFragments, NoYakuMessageEqualsTheGenericText) {
  EXPECT_EQ(frag::kNoYakuQuoted.view(0), quoted(frag::kNoYakuMessage));
  EXPECT_TRUE(frag::is_no_yaku_message(std::string(frag::kNoYakuMessage)));
  for (std::size_t k = 0; k < frag::kNoYakuMessage.size(); ++k) {
    std::string changed(frag::kNoYakuMessage);
    changed[k] ^= 0x20;
    EXPECT_FALSE(frag::is_no_yaku_message(changed)) << k;
  }
  const std::string text(frag::kNoYakuMessage);
  EXPECT_FALSE(frag::is_no_yaku_message(text + "!"));
  EXPECT_FALSE(frag::is_no_yaku_message(text.substr(1)));
  // The engine's own text (recognised by its address) and a part of it.
  EXPECT_TRUE(frag::is_no_yaku_message(texts::kNoYaku));
  EXPECT_FALSE(frag::is_no_yaku_message(std::string_view(texts::kNoYaku, 20)));
  const Error fixed = fail(ErrorCode::no_yaku, texts::kNoYaku).value();
  EXPECT_EQ(fixed.message.view().data(), texts::kNoYaku);
  Error e{ErrorCode::no_yaku, text};
  EXPECT_EQ(error_text("3", Family::Riichi, "", e),
            std::string(R"({"id":3,"ok":false,"rules":"riichi","preset":"tenhou",)") +
                R"("error":{"code":"no_yaku","message":")" + text + "\"}}");
}

// A thirteen-orphans reading's one set is the whole hand, as reading_sets gives it; a hand of
// every tile four times (more than any reading holds) still fits the bound.
TEST(ResponseFragments, AThirteenOrphansReadingIsTheWholeHand) {
  for (int copies : {1, 4}) {
    Hand hand;
    for (int i = 0; i < kTileKinds; ++i)
      if (copies == 4 || is_terminal_or_honor(static_cast<Tile>(i))) hand.concealed[i] = copies;
    hand.concealed[index(Tile::East)] += copies == 1;
    ScoreResult r;
    r.preset = "tenhou";
    r.reading.shape = Shape::ThirteenOrphans;
    r.reading.wait = Wait::Kokushi;
    const auto sets = reading_sets(r.reading, hand);
    ASSERT_EQ(sets.size(), 1u);
    const std::string o = score_text("1", r, hand);
    EXPECT_NE(o.find("\"sets\":[\"" + sets[0] + "\"],\"wait\":\"kokushi\""), std::string::npos)
        << o;
  }
}

TEST(ResponseFragments, EmptyListsAreWritten) {
  ScoreResult r;
  r.preset = "tenhou";
  EXPECT_EQ(score_text("7", r, Hand{}),
            R"({"id":7,"ok":true,"rules":"riichi","preset":"tenhou","value":0,"elements":[],)"
            R"("reading":{"sets":[],"wait":"tanki"},"han":0,"fu":0,"yakuman":0,"limit":null,)"
            R"("fu_details":[]})");
}

// The longest score responses of every family, with a preset of their own or the default,
// fit frag::kScoreFixed, and every element and fu line frag::kScoreItem beyond its
// identifiers: the write happens in a buffer of that size.
TEST(ResponseFragments, TheLongestScoreResponsesFitTheBound) {
  constexpr int kMin = std::numeric_limits<int>::min();  // the longest integer text
  for (int f = 0; f < frag::kFamilies; ++f) {
    for (std::string_view preset : {"p", ""}) {
      std::size_t sizes[2] = {};
      std::size_t identifiers = 0, items = 0;
      for (int with_items = 0; with_items < 2; ++with_items) {
        ScoreResult r;
        r.family = static_cast<Family>(f);
        r.preset = preset;
        r.value = r.riichi.han = r.riichi.fu = r.riichi.yakuman = r.hk.faan = r.hk.base =
            r.classical.points = r.classical.doubles = r.classical.score = kMin;
        r.deltas = Deltas{kMin, kMin, kMin, kMin};
        r.riichi.limit = Limit::KazoeYakuman;
        r.classical.limit_fraction = -1.2345678901234567e-300;
        for (int k = 0; k < 7; ++k) r.reading.blocks.push_back({BlockKind::Kan, Tile::M1, -1});
        r.reading.wait = Wait::Kokushi13;
        while (with_items && r.elements.size() < 32) {
          // Elements name one of the fixed ids: the longest, with the longest unit.
          Element e{{0}, {ElementUnit::yakuman}, kMin};
          for (int k = 0; k < kMaxElementIds; ++k)
            if (kElementIds[k].size() > e.id.size()) e.id.index = static_cast<uint16_t>(k);
          r.elements.push_back(e);
          identifiers += e.id.size() + e.unit.size();
        }
        while (with_items && r.riichi.fu_details.size() < 16) {
          // A fu line's amount is a small integer (int8_t); its reason one of the fixed ids.
          const FuLine line{{FuReason::closed_triplet}, std::numeric_limits<int8_t>::min()};
          r.riichi.fu_details.push_back(line);
          identifiers += line.reason.size();
        }
        items = r.elements.size() + r.riichi.fu_details.size();
        sizes[with_items] = score_text("", r, Hand{}).size();
      }
      // 6: the preset "p", escaped; the default is within kScoreFixed.
      EXPECT_LE(sizes[0], frag::kScoreFixed + 6 * preset.size()) << "family " << f;
      EXPECT_LE(sizes[1] - sizes[0] - identifiers, frag::kScoreItem * items) << "family " << f;
    }
  }
}

}  // namespace
}  // namespace mjscore::json
