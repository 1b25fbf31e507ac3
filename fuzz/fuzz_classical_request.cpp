// libFuzzer target for classical hand scoring (issue 20): the input's bytes make a classical
// request (preset, roof_off, won, flags, winds, bonus tiles, up to four melds, any number of
// concealed tiles), scored through the library and through the JSON handler. Never a crash;
// both paths give the same answer; a score keeps the invariants of docs/classical.md (a dead
// hand scores 0; a limit hand answers 0 points and doubles and its fraction of the limit; an
// ordinary hand is points x 2^doubles, capped unless roof_off).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "fuzz_engine.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

using namespace mjscore;

namespace {

// A broken invariant names its line before the abort, so a finding says which one it is.
void check(bool ok, int line = __builtin_LINE()) {
  if (ok) return;
  std::fprintf(stderr, "fuzz_classical_request: invariant at line %d broken\n", line);
  std::abort();
}

constexpr const char* kPresets[] = {"classical", "dmjl", "bmja"};
constexpr const char* kWinds[] = {"E", "S", "W", "N"};

struct Bytes {
  const uint8_t* p;
  size_t n;
  uint8_t next() {
    if (n == 0) return 0;
    --n;
    return *p++;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Bytes in{data, size};
  const uint8_t head = in.next(), flags = in.next(), winds = in.next(), bonus = in.next();
  const char* preset = kPresets[(head & 3) % 3];
  const bool roof_off = head & 4;
  const bool won = !(flags & 1);

  HandInput hand;
  hand.bonus_mask = bonus;
  const int melds = in.next() % 5;
  for (int m = 0; m < melds; ++m) {
    const uint8_t kind = in.next() % 5, tile = in.next() % kTileKinds;
    Meld meld{static_cast<MeldKind>(kind), tile_at(tile)};
    if (meld.kind == MeldKind::Chi && (is_honor(meld.first) || rank_of(meld.first) > 7)) continue;
    hand.melds.push_back(meld);
  }
  const int tiles = in.next() % 19;
  for (int t = 0; t < tiles; ++t) hand.concealed.push_back({tile_at(in.next() % kTileKinds)});
  const auto built = make_hand_any_count(hand, won ? HandShape::Complete : HandShape::Waiting);
  if (!built) return 0;

  ScoreRequest q;
  q.family = Family::Classical;
  q.preset = preset;
  if (roof_off) q.options.push_back({"roof_off", {true}});
  q.hand = *built;
  q.won = won;
  // A losing hand has no way of winning: its JSON line below has no win_by either.
  if (won) q.win_by = flags & 2 ? WinBy::Tsumo : WinBy::Ron;
  q.last_tile = flags & 4;
  q.after_kan = flags & 8;
  q.after_double_kan = flags & 16;
  q.robbing_kan = flags & 32;
  q.first_turn = flags & 64;
  q.original_call = flags & 128;
  q.seat = wind_at(winds);
  q.round = wind_at(winds >> 2);
  const auto r = fuzz_engine().score(q);

  // The same request as a JSON line.
  nlohmann::json line = {{"id", 1},
                         {"rules", "classical"},
                         {"preset", preset},
                         {"hand", format_tiles(q.hand.concealed)},
                         {"won", won},
                         {"seat", kWinds[index(q.seat)]},
                         {"round", kWinds[index(q.round)]},
                         {"last_tile", q.last_tile},
                         {"after_kan", q.after_kan},
                         {"after_double_kan", q.after_double_kan},
                         {"robbing_kan", q.robbing_kan},
                         {"first_turn", q.first_turn},
                         {"original_call", q.original_call}};
  if (roof_off) line["options"] = {{"roof_off", true}};
  if (won) {
    line["win"] = format_tile(q.hand.win);
    line["win_by"] = q.win_by == WinBy::Tsumo ? "tsumo" : "ron";
  }
  nlohmann::json meld_list = nlohmann::json::array();
  for (const Meld& m : q.hand.melds) meld_list.push_back(format_meld(m));
  line["melds"] = meld_list;
  if (bonus) {
    std::string b;
    for (int i = 0; i < kBonusKinds; ++i)
      if (bonus >> i & 1) b += std::to_string(i + 1) + "f";
    line["bonus"] = b;
  }
  const auto answer = nlohmann::json::parse(json::handle_line(fuzz_engine(), line.dump()));

  if (!r) {
    // invalid_context: flags that cannot hold together (docs/classical.md "Refused requests").
    check(r.error().code == ErrorCode::not_winning || r.error().code == ErrorCode::invalid_hand ||
          r.error().code == ErrorCode::invalid_context);
    check(!answer.at("ok").get<bool>());
    check(answer.at("error").at("code") == to_string(r.error().code));
    return 0;
  }
  check(answer.at("ok").get<bool>());
  check(answer.at("score") == r->classical.score && answer.at("points") == r->classical.points &&
        answer.at("doubles") == r->classical.doubles &&
        answer.at("dead_hand") == r->classical.dead_hand);
  check(r->classical.score >= 0 && r->classical.points >= 0 && r->classical.doubles >= 0);
  const int limit = std::string(preset) == "dmjl" ? 500 : 1000;
  if (r->classical.dead_hand) {
    check(r->classical.score == 0 && r->elements.empty());
  } else if (r->classical.limit_fraction) {
    check(r->classical.points == 0 && r->classical.doubles == 0 && r->elements.size() == 1);
    check(r->classical.score == static_cast<int>(limit * *r->classical.limit_fraction + 0.5));
  } else {
    long long ordinary = static_cast<long long>(r->classical.points)
                         << std::min(r->classical.doubles, 40);
    if (!roof_off && ordinary > limit) ordinary = limit;
    if (ordinary < (1LL << 31)) check(r->classical.score == ordinary);
  }
  return 0;
}
