// libFuzzer target for HK scoring (issue 19). The first byte picks the mode:
// * even: the rest is the tail of an HK JSON line (`{"rules":"hk",` + bytes), answered by the
//   JSON handler: one response, `"ok":` in it, never a crash;
// * odd: the bytes build a request of real tiles (concealed tiles, melds, bonus tiles, flags,
//   seats, a preset and options from fixed lists), scored through the library. Every success
//   must keep the invariants: faan within [0, max_faan], the limit flag at the cap, deltas that
//   sum to zero with the winner's equal to the value.
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_engine.hpp"
#include "mjscore/json.hpp"
#include "mjscore/score_text.hpp"

using namespace mjscore;

namespace {

struct Bytes {
  const uint8_t* p;
  size_t n;
  uint8_t next() {
    if (n == 0) return 0;
    --n;
    return *p++;
  }
};

std::string tile_text(int kind) {
  const char suit = "mpsz"[kind / 9];
  return std::string(1, static_cast<char>('1' + kind % 9)) + suit;
}

void structured(Bytes b) {
  ScoreRequest q;
  q.family = Family::HK;
  static const char* kPresets[] = {"", "hk", "hk-flowers", "mahjong-nu", "nope"};
  q.preset = kPresets[b.next() % 5];
  const uint8_t flags = b.next();
  q.win_by = flags & 1 ? WinBy::Tsumo : WinBy::Ron;
  q.last_tile = flags & 2;
  q.after_kan = flags & 4;
  q.after_double_kan = flags & 8;
  q.robbing_kan = flags & 16;
  q.first_turn = flags & 32;
  q.fifth_tile = flags & 64;
  const uint8_t seats = b.next();
  q.seat = wind_at(seats);
  q.round = wind_at(seats >> 2);
  if (seats & 16) q.from = wind_at(seats >> 5);
  if (seats & 128) q.liable = wind_at(b.next());
  static const OptionOverride kOptions[] = {{"min_faan", {0LL}},
                                            {"curve", {std::string("unlimited")}},
                                            {"curve", {std::string("custom")}},
                                            {"custom_curve", {std::vector<double>{1, 2, 3}}},
                                            {"discarder_pays", {std::string("all")}},
                                            {"seven_pairs", {true}},
                                            {"max_faan", {5LL}},
                                            {"east_doubling", {false}},
                                            {"replaces.orphans", {std::vector<std::string>{}}},
                                            {"faan.nope", {1LL}},
                                            {"bonus_counts_to_minimum", {true}},
                                            {"zero_value_up_to", {13LL}}};
  const uint8_t options = b.next();
  for (int i = 0; i < 8; ++i)
    if (options >> i & 1) q.options.push_back(kOptions[(b.next()) % std::size(kOptions)]);

  // Melds, then concealed tiles of kinds biased towards few suits.
  const int melds = b.next() % 5;
  std::vector<std::string> meld_texts;
  static const char* kKinds[] = {"chi", "pon", "kan", "ankan", "kakan"};
  for (int i = 0; i < melds; ++i) {
    const int kind = b.next() % 5;
    int t = b.next() % 34;
    std::string tiles;
    if (kind == 0) {
      t = t % 27;
      if (t % 9 > 6) t -= 2;
      tiles = std::to_string(t % 9 + 1) + std::to_string(t % 9 + 2) + std::to_string(t % 9 + 3) +
              "mpsz"[t / 9];
    } else {
      tiles = std::string(kind == 1 ? 3 : 4, static_cast<char>('1' + t % 9)) + "mpsz"[t / 9];
    }
    std::string text = std::string(kKinds[kind]) + " " + tiles;
    const uint8_t from = b.next();
    if (from & 4) text += std::string(" from ") + "ESWN"[from & 3];
    meld_texts.push_back(text);
  }
  std::string hand;
  const int count = 14 - 3 * melds;
  const uint8_t suits = b.next();
  for (int i = 0; i < count; ++i) {
    const uint8_t x = b.next();
    const int kind = (suits & 1) ? (x % 9) + 9 * (suits >> 1 & 1) : x % 34;
    hand += tile_text(kind);
  }
  std::string bonus;
  const uint8_t bonus_mask = b.next();
  for (int i = 0; i < 8; ++i)
    if (bonus_mask >> i & 1) bonus += std::to_string(i + 1) + "f";
  std::vector<std::string_view> meld_views(meld_texts.begin(), meld_texts.end());
  HandText text;
  text.hand = hand;
  text.melds = meld_views;
  text.bonus = bonus;
  auto r = score_text(fuzz_engine(), text, q);
  if (!r) return;
  if (r->hk.faan < 0 || r->hk.faan > 13) std::abort();
  if (r->hk.faan == 13 && !r->hk.faan_limit) std::abort();
  if (r->deltas) {
    int sum = 0;
    for (int d : *r->deltas) sum += d;
    if (sum != 0 || (*r->deltas)[index(q.seat)] != r->value) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  Bytes b{data + 1, size - 1};
  if (data[0] & 1) {
    structured(b);
    return 0;
  }
  const std::string line =
      std::string(R"({"rules":"hk",)") + std::string(reinterpret_cast<const char*>(b.p), b.n);
  const std::string out = json::handle_line(fuzz_engine(), line);
  if (out.find("\"ok\":") == std::string::npos) std::abort();
  return 0;
}
