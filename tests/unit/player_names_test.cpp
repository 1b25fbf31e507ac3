// The name rule and the printable form of user text (mjscore/names.hpp, docs/names.md).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mjscore/names.hpp"

namespace mjscore {
namespace {

std::string fault_of_name(std::string_view name) { return name_fault(name).value_or("ok"); }

TEST(PlayerNames, AcceptsNamesOfAnyScript) {
  for (std::string_view name : {"A", "José", "山田", "陳大文", "Zoë Ann", "O'Brien", "a\u200db",
                                "<img src=x onerror=alert(1)>", "עברית", "😀"})
    EXPECT_EQ(fault_of_name(name), "ok") << name;
}

TEST(PlayerNames, RefusesControlCharactersWithTheirPlace) {
  EXPECT_EQ(fault_of_name(std::string("a\0b", 3)),
            "contains a control character (U+0000) at byte 1");
  EXPECT_EQ(fault_of_name("ab\x1b[2J"), "contains a control character (U+001B) at byte 2");
  EXPECT_EQ(fault_of_name("\tA"), "contains a control character (U+0009) at byte 0");
  EXPECT_EQ(fault_of_name("A\n"), "contains a control character (U+000A) at byte 1");
  EXPECT_EQ(fault_of_name("A\x7f"), "contains a control character (U+007F) at byte 1");
  EXPECT_EQ(fault_of_name("山\u009b"), "contains a control character (U+009B) at byte 3");
  EXPECT_EQ(fault_of_name("A\u0085"), "contains a control character (U+0085) at byte 1");
}

TEST(PlayerNames, RefusesBidiOverridesAndIsolates) {
  EXPECT_EQ(fault_of_name("A\u202eB"), "contains a bidirectional control (U+202E) at byte 1");
  EXPECT_EQ(fault_of_name("\u2066A"), "contains a bidirectional control (U+2066) at byte 0");
  EXPECT_EQ(fault_of_name("A\u200fB"), "ok");  // a mark only
}

TEST(PlayerNames, RefusesEmptyBlankAndInvisibleNames) {
  EXPECT_EQ(fault_of_name(""), "is empty");
  EXPECT_EQ(fault_of_name(" "), "is blank");
  EXPECT_EQ(fault_of_name("\u3000\u00a0 \u2003"), "is blank");
  for (std::string_view name : {"\u200b", "\u200c\u200d", "\u2060", "\ufeff", "\u00ad", " \u200b ",
                                "\u200e\u200f", "\u3164", "\ufe0f", "\U000E0041"})
    EXPECT_EQ(fault_of_name(name), "has only invisible characters") << name;
}

TEST(PlayerNames, RefusesTextThatIsNotUtf8) {
  EXPECT_EQ(fault_of_name("A\xff"), "is not valid UTF-8 at byte 1");
  EXPECT_EQ(fault_of_name("\xc0\x80"), "is not valid UTF-8 at byte 0");          // overlong NUL
  EXPECT_EQ(fault_of_name("A\xed\xa0\x80"), "is not valid UTF-8 at byte 1");     // a surrogate
  EXPECT_EQ(fault_of_name("\xe5\xb1"), "is not valid UTF-8 at byte 0");          // cut short
  EXPECT_EQ(fault_of_name("\xf4\x90\x80\x80"), "is not valid UTF-8 at byte 0");  // > U+10FFFF
}

TEST(PlayerNames, AGameRefusesNamesThatReadTheSame) {
  using Names = std::vector<std::string>;
  EXPECT_FALSE(names_fault(Names{"A", "B", "C", "D"}));
  EXPECT_FALSE(names_fault(Names{"Ann", "Anne", "An n", "山田"}));
  auto same = [](Names names) {
    const auto f = names_fault(names);
    return f ? std::to_string(f->index) + " " + f->what : "none";
  };
  EXPECT_EQ(same({"A", "A", "A", "A"}), "1 is the same name as players[0]");
  EXPECT_EQ(same({"Bob", "ann", "BOB ", "x"}), "2 is the same name as players[0]");
  EXPECT_EQ(same({"Ann  Lee", "x", "y", "ann lee"}), "3 is the same name as players[0]");
  EXPECT_EQ(same({"x", "B\u200bo", "bo", "y"}), "2 is the same name as players[1]");
  EXPECT_EQ(same({"José", "JOSÉ", "x", "y"}), "1 is the same name as players[0]");
  EXPECT_EQ(same({"山田", "x", "山田", "y"}), "2 is the same name as players[0]");
  // The first name with a fault of its own comes first.
  EXPECT_EQ(same({"A", "A", "", "B"}), "1 is the same name as players[0]");
  EXPECT_EQ(same({"A", " ", "A", "B"}), "1 is blank");
}

TEST(PlayerNames, PrintableEscapesWhatATerminalWouldObey) {
  EXPECT_EQ(printable("plain 山田 José"), "plain 山田 José");
  EXPECT_EQ(printable("\x1b[2J\x1b]0;t\x07"), "\\x1b[2J\\x1b]0;t\\x07");
  EXPECT_EQ(printable(std::string("a\0b\tc\nd\re\x7f", 10)), "a\\x00b\\x09c\\x0ad\\x0de\\x7f");
  EXPECT_EQ(printable("\u009b31m\u0085"), "\\u009b31m\\u0085");
  EXPECT_EQ(printable("A\u202eB\u2067"), "A\\u202eB\\u2067");
  EXPECT_EQ(printable("A\xff\xc3"), "A\\xff\\xc3");
}

}  // namespace
}  // namespace mjscore
