#include <exception>

#include "io/gzip.hpp"
#include "io/tenhou_readers.hpp"
#include "mjscore/tenhou.hpp"

namespace mjscore {
namespace {

Result<TenhouImport> import_text(std::string_view text) {
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
  TenhouImport out;
  out.record_json = tenhou::write_record_json(*game);
  out.hands = static_cast<int>(game->hands.size());
  out.complete = game->final.has_value();
  for (const auto& h : game->hands) {
    out.wins += static_cast<int>(h.wins.size());
    for (const auto& w : h.warnings)
      out.warnings.push_back(h.round_label + "-" + std::to_string(h.honba) + ": " + w);
  }
  return out;
}

}  // namespace

Result<TenhouImport> import_tenhou(std::string_view bytes) {
  try {
    if (tenhou::is_gzip(bytes)) {
      auto text = tenhou::gunzip(bytes);
      if (!text) return tl::unexpected(text.error());
      return import_text(*text);
    }
    return import_text(bytes);
  } catch (const std::exception& e) {  // e.g. allocation failure: never escape the library
    return fail(ErrorCode::parse_error, std::string("Tenhou log: ") + e.what());
  }
}

}  // namespace mjscore
