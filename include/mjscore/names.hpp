// The rule for the human text a game carries (players' names, a game's title) and the form in
// which the text front ends print user text (docs/names.md). One place: every family's record
// reader, the server and, through them, the CLI, the batch and Python call these.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mjscore {

// Why `text` is not a usable name or title, nullopt when it is: "is not valid UTF-8 at byte 3",
// "contains a control character (U+001B) at byte 4", "contains a bidirectional control
// (U+202E) at byte 0", "is empty", "is blank", "has only invisible characters". Byte positions
// count from 0 in the UTF-8 text of the name.
std::optional<std::string> name_fault(std::string_view text);

// A game's names, checked together: the first name with a fault (its index and the fault), or
// two names that read the same ("is the same name as players[0]"): equal once whitespace at
// either end and invisible characters are dropped, inner whitespace runs count as one space
// and letters of ASCII and Latin-1 are compared without case.
struct NamesFault {
  std::size_t index = 0;
  std::string what;
};
std::optional<NamesFault> names_fault(const std::vector<std::string>& names);

// `text` as a terminal shows it harmlessly: each control character (C0 including tab and
// newline, DEL, C1) and bidirectional control as a visible escape (`\x1b`, `\u009b`,
// `\u202e`), each byte that is not UTF-8 as `\xff`; everything else as it is.
std::string printable(std::string_view text);

}  // namespace mjscore
