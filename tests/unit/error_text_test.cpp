// Error::message (ErrorText) reads the same whether the text is a fixed literal (fail() with a
// string literal: pointed at, not copied) or composed at run time (owned), and code written for
// the std::string it replaced keeps working (include/mjscore/error.hpp).
#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "mjscore/error.hpp"

namespace mjscore {
namespace {

Result<int> fixed_failure() { return fail(ErrorCode::no_yaku, "a fixed text"); }
Result<int> composed_failure(int n) {
  return fail(ErrorCode::invalid_hand, "composed " + std::to_string(n), 4);
}

TEST(ErrorText, FixedAndComposedMessagesReadTheSame) {
  const Error fixed = fixed_failure().error();
  const Error composed = composed_failure(7).error();
  EXPECT_EQ(fixed.code, ErrorCode::no_yaku);
  EXPECT_EQ(fixed.message, "a fixed text");
  EXPECT_EQ(fixed.message.view().data(), fixed_failure().error().message.view().data())
      << "a literal's message points at the literal";
  EXPECT_EQ(composed.message, "composed 7");
  EXPECT_EQ(composed.position, 4);
  EXPECT_EQ(fixed.message.size(), 12u);
  EXPECT_FALSE(fixed.message.empty());
  EXPECT_TRUE(Error{}.message.empty());
  EXPECT_EQ(fixed.message.find("fixed"), 2u);
  EXPECT_EQ(composed.message.find("nothing"), std::string::npos);
}

TEST(ErrorText, CopiesAndMovesKeepTheText) {
  Error fixed = fixed_failure().error();
  Error composed = composed_failure(12345).error();
  const Error fixed_copy = fixed;
  const Error composed_copy = composed;
  const Error fixed_moved = std::move(fixed);
  const Error composed_moved = std::move(composed);
  EXPECT_EQ(fixed_copy.message, "a fixed text");
  EXPECT_EQ(fixed_moved.message, "a fixed text");
  EXPECT_EQ(composed_copy.message, "composed 12345");
  EXPECT_EQ(composed_moved.message, "composed 12345");
  // Assigning a composed text over a fixed one replaces it (and the reverse).
  Error e = fixed_copy;
  e.message = std::string("now owned");
  EXPECT_EQ(e.message, "now owned");
  e.message = ErrorText::fixed("fixed again");
  EXPECT_EQ(e.message, "fixed again");
}

// A fixed text's move skips the owned string (ErrorText's move constructor and assignment):
// every combination of moved-from and moved-onto still reads the source's text, and the
// moved-onto object then copies and moves as that text.
TEST(ErrorText, MovesBetweenFixedAndOwnedTexts) {
  const std::string long_text(40, 'x');  // past the short-string buffer: on the heap
  const ErrorText sources[] = {ErrorText::fixed("fixed one"), ErrorText(std::string("owned")),
                               ErrorText(long_text), ErrorText()};
  for (const ErrorText& source : sources)
    for (const ErrorText& target : sources) {
      ErrorText from = source, onto = target;
      onto = std::move(from);
      EXPECT_EQ(onto, source.view());
      ErrorText constructed(std::move(onto));
      EXPECT_EQ(constructed, source.view());
      const ErrorText copy = constructed;
      EXPECT_EQ(copy, source.view());
      EXPECT_EQ(copy.str(), std::string(source.view()));
    }
  // As the Answer holds its error: an optional assigned a fixed error over an owned one.
  std::optional<Error> held = composed_failure(3).error();
  held = fixed_failure().error();
  EXPECT_EQ(held->message, "a fixed text");
  held = composed_failure(4).error();
  EXPECT_EQ(held->message, "composed 4");
}

TEST(ErrorText, UsesAsAStdStringStillCompile) {
  const Error e = fixed_failure().error();
  const std::string s = e.message;
  EXPECT_EQ(s, "a fixed text");
  EXPECT_EQ(std::string(e.message), "a fixed text");
  EXPECT_EQ("where: " + e.message, "where: a fixed text");
  EXPECT_EQ(std::string("where: ") + e.message + "!", "where: a fixed text!");
  EXPECT_STREQ(std::runtime_error(e.message).what(), "a fixed text");
  std::ostringstream os;
  os << e.message;
  EXPECT_EQ(os.str(), "a fixed text");
  const std::string_view v = e.message;
  EXPECT_EQ(v, "a fixed text");
}

}  // namespace
}  // namespace mjscore
