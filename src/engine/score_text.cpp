// request_from_text and score_text (include/mjscore/score_text.hpp): the notation functions of
// each field, then make_hand, the same steps and messages as the JSON contract's exact path.
#include "mjscore/score_text.hpp"

#include <fmt/format.h>

#include "json/request_fields.hpp"
#include "mjscore/notation.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore {
namespace {

using json::detail::about_field;

// Dora or ura indicators of `field`: into the request and into the hand's list of indicators
// (the fifth-copy check counts them).
Result<void> read_indicators(std::string_view field, std::string_view text, Indicators& out,
                             TileList& all) {
  if (text.empty()) return {};
  const int before = all.size();
  if (auto r = text::parse_tiles_append(text, 0, all); !r)
    return tl::unexpected(about_field(field, std::move(r.error())));
  if (all.size() - before > Indicators::capacity())
    return fail(ErrorCode::invalid_hand,
                fmt::format("{}: at most {} indicators", field, Indicators::capacity()));
  for (int i = before; i < all.size(); ++i) out.push_back(all[i]);
  return {};
}

}  // namespace

Result<ScoreRequest> request_from_text(const HandText& text, ScoreRequest context) {
  ScoreRequest& r = context;
  HandInput in;
  auto tiles = parse_tiles(text.hand);
  if (!tiles) return tl::unexpected(about_field("hand", std::move(tiles.error())));
  in.concealed = *tiles;
  if (!text.win.empty()) {
    auto win = parse_tiles(text.win);
    if (!win) return tl::unexpected(about_field("win", std::move(win.error())));
    if (win->size() != 1)
      return fail(ErrorCode::invalid_request,
                  fmt::format("field 'win' must be one tile, got {}", win->size()));
    in.win = (*win)[0];
  }
  for (std::size_t i = 0; i < text.melds.size(); ++i) {
    auto meld = parse_meld(text.melds[i]);
    if (!meld) return tl::unexpected(about_field(fmt::format("melds[{}]", i), meld.error()));
    if (in.melds.full())
      return fail(ErrorCode::invalid_hand, fmt::format("more than {} melds", kMaxMelds));
    in.melds.push_back(*meld);
  }
  if (!text.bonus.empty()) {
    auto bonus = parse_bonus(text.bonus);
    if (!bonus) return tl::unexpected(about_field("bonus", std::move(bonus.error())));
    in.bonus_mask = *bonus;
  }
  r.dora.clear();
  r.ura.clear();
  if (auto d = read_indicators("dora", text.dora, r.dora, in.indicators); !d)
    return tl::unexpected(std::move(d.error()));
  if (auto u = read_indicators("ura", text.ura, r.ura, in.indicators); !u)
    return tl::unexpected(std::move(u.error()));
  const HandShape shape = r.won ? HandShape::Complete : HandShape::Waiting;
  // Classical: a wrong tile count is a dead hand, answered by the scorer (seed 003 section 8).
  auto hand = r.family == Family::Classical ? make_hand_any_count(in, shape) : make_hand(in, shape);
  if (!hand) return tl::unexpected(about_field("hand", std::move(hand.error())));
  r.hand = *hand;
  return context;
}

Result<ScoreResult> score_text(const Engine& engine, const HandText& text, ScoreRequest context) {
  auto request = request_from_text(text, std::move(context));
  if (!request) return tl::unexpected(std::move(request.error()));
  return engine.score(*request);
}

}  // namespace mjscore
