// request_from_text and score_text (include/mjscore/score_text.hpp): the text fields read as the
// JSON contract's exact path reads a score request's (json::detail::build_tiles), so the steps
// and messages are the same.
#include "mjscore/score_text.hpp"

#include "contract/request_fields.hpp"
#include "mjscore/notation.hpp"

namespace mjscore {

Result<ScoreRequest> request_from_text(const HandText& text, ScoreRequest context) {
  using json::detail::Key;
  json::detail::Fields f;
  json::detail::Problems problems;
  const auto field = [&f](Key k, std::string_view t) {
    f.text[static_cast<int>(k)] = t;
    f.seen |= json::detail::bit(k);
  };
  field(Key::Hand, text.hand);  // an empty hand is make_hand's error, not a missing field
  for (const auto& [k, t] : {std::pair{Key::Win, text.win}, std::pair{Key::Bonus, text.bonus},
                             std::pair{Key::Dora, text.dora}, std::pair{Key::Ura, text.ura}})
    if (!t.empty()) field(k, t);
  for (std::size_t i = 0; i < text.melds.size(); ++i)
    json::detail::add_meld(f, problems, static_cast<int>(i), parse_meld(text.melds[i]));
  if (!problems.error) json::detail::build_tiles(f, problems, context);
  if (problems.error) return tl::unexpected(std::move(*problems.error));
  return context;
}

Result<ScoreResult> score_text(const Engine& engine, const HandText& text, ScoreRequest context) {
  auto request = request_from_text(text, std::move(context));
  if (!request) return tl::unexpected(std::move(request.error()));
  return engine.score(*request);
}

}  // namespace mjscore
