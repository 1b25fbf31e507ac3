// The riichi members of a score response (score_members.hpp).
#include "family/riichi/score_members.hpp"

namespace mjscore::riichi {

json::out::Cursor write_score_members(json::out::Cursor c, const ScoreResult& result) {
  const RiichiScore& r = result.riichi;
  c.lit(",\"han\":");
  c.count(r.han);
  c.lit(",\"fu\":");
  c.count(r.fu);
  // `,"yakuman":0` is part of the limit's fragment.
  if (r.yakuman != 0) [[unlikely]] {
    c.lit(",\"yakuman\":");
    c.count(r.yakuman);
    c.frag(kLimitFu, limit_fu(r.limit, false));  // ... ,"fu_details":[{
  } else {
    c.frag(kLimitFu, limit_fu(r.limit, true));
  }
  for (const FuLine& f : r.fu_details) {
    c.frag(kFuLineHead, f.reason.id);
    c.close_item(f.fu);
  }
  c.close_items(r.fu_details.empty());
  return c;
}

}  // namespace mjscore::riichi
