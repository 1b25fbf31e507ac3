#include <cctype>
#include <exception>

#include "io/gzip.hpp"
#include "io/tenhou_readers.hpp"
#include "mjscore/names.hpp"
#include "mjscore/tenhou.hpp"

namespace mjscore {
namespace {

// Tenhou's log id inside a name: 10 digits (date and hour), "gm-", 4 hex digits (rules),
// "-", 4 or more digits (lobby), "-", 8 hex digits.
std::string log_id_in(std::string_view name) {
  auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
  auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  for (size_t at = name.find("gm-"); at != std::string_view::npos; at = name.find("gm-", at + 1)) {
    if (at < 10) continue;
    const size_t start = at - 10;
    size_t i = start;
    bool ok = true;
    for (; i < at; ++i) ok = ok && digit(name[i]);
    i = at + 3;
    for (int k = 0; k < 4; ++k, ++i) ok = ok && i < name.size() && hex(name[i]);
    ok = ok && i < name.size() && name[i++] == '-';
    const size_t lobby = i;
    while (i < name.size() && digit(name[i])) ++i;
    ok = ok && i - lobby >= 4 && i < name.size() && name[i++] == '-';
    for (int k = 0; k < 8; ++k, ++i) ok = ok && i < name.size() && hex(name[i]);
    if (ok) return std::string(name.substr(start, i - start));
  }
  return {};
}

Result<TenhouImport> import_text(std::string_view text, std::string_view source_name) {
  size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' ||
                             text[i] == '\t' || static_cast<unsigned char>(text[i]) == 0xEF ||
                             static_cast<unsigned char>(text[i]) == 0xBB ||
                             static_cast<unsigned char>(text[i]) == 0xBF))
    ++i;  // whitespace and a UTF-8 byte order mark
  if (i == text.size()) return fail(ErrorCode::parse_error, "empty Tenhou log", 0);
  Result<tenhou::GameOut> game = text[i] == '<'   ? tenhou::read_mjlog(text)
                                 : text[i] == '{' ? tenhou::read_tenhou6(text)
                                                  : fail(ErrorCode::parse_error,
                                                         "not a Tenhou log: expected mjlog XML "
                                                         "('<') or tenhou.net/6 JSON ('{')",
                                                         static_cast<int>(i));
  if (!game) return tl::unexpected(game.error());
  if (game->ref.empty()) game->ref = log_id_in(source_name);
  // Names a record may not hold (docs/names.md: an anonymised log's empty names, Tenhou's guests
  // all "NoName") are left out, so that the record plays; the import says so.
  std::optional<std::string> names_left_out;
  // Three players: the fourth slot (empty) is not a player.
  if (auto bad = names_fault({game->players.begin(), game->players.begin() + game->player_count})) {
    names_left_out = "player names left out of the record: players[" + std::to_string(bad->index) +
                     "] " + bad->what;
    game->players = {};
  }
  TenhouImport out;
  out.record_json = tenhou::write_record_json(*game);
  out.hands = static_cast<int>(game->hands.size());
  out.complete = game->final.has_value();
  for (const auto& h : game->hands) {
    out.wins += static_cast<int>(h.wins.size());
    for (const auto& w : h.warnings)
      out.warnings.push_back(h.round_label + "-" + std::to_string(h.honba) + ": " + w);
  }
  if (names_left_out) out.warnings.push_back(*names_left_out);
  return out;
}

}  // namespace

Result<TenhouImport> import_tenhou(std::string_view bytes, std::string_view source_name) {
  try {
    if (tenhou::is_gzip(bytes)) {
      auto text = tenhou::gunzip(bytes);
      if (!text) return tl::unexpected(text.error());
      return import_text(*text, source_name);
    }
    return import_text(bytes, source_name);
  } catch (const std::exception& e) {  // e.g. allocation failure: never escape the library
    return fail(ErrorCode::parse_error, std::string("Tenhou log: ") + e.what());
  }
}

}  // namespace mjscore
