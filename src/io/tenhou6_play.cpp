#include "io/tenhou6_play.hpp"

#include <algorithm>
#include <array>

namespace mjscore::tenhou::t6 {

std::optional<long> as_int(Value v) {
  constexpr double kLimit = 1e9;
  const double d = v.number();
  if (!v.is(Type::Number) || !(d >= -kLimit && d <= kLimit)) return std::nullopt;  // NaN too
  if (v.is_integer()) return static_cast<long>(v.integer());
  const long i = static_cast<long>(d);
  if (static_cast<double>(i) != d) return std::nullopt;
  return i;
}

std::optional<CallText> parse_call_text(std::string_view s) {
  CallText out;
  int marked = -1;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == 'c' || c == 'p' || c == 'm' || c == 'k' || c == 'a') {
      if (out.letter) return std::nullopt;
      out.letter = c;
      out.place = out.call.tiles.size();
      marked = out.place;
      ++i;
      continue;
    }
    if (i + 1 >= s.size() || c < '0' || c > '9' || s[i + 1] < '0' || s[i + 1] > '9')
      return std::nullopt;
    auto t = tile_from_code((c - '0') * 10 + (s[i + 1] - '0'));
    if (!t || out.call.tiles.full()) return std::nullopt;
    out.call.tiles.push_back(*t);
    i += 2;
  }
  if (!out.letter || marked >= out.call.tiles.size()) return std::nullopt;
  out.call.called = out.call.tiles[marked];
  const int n = out.call.tiles.size();
  switch (out.letter) {
    case 'c': {
      if (n != 3 || out.place != 0) return std::nullopt;
      // Three consecutive tiles of one suit, in any order.
      std::array<int, 3> idx{};
      for (int t = 0; t < 3; ++t) idx[t] = index(out.call.tiles[t].tile);
      std::sort(idx.begin(), idx.end());
      if (!is_suited(tile_at(idx[0])) || idx[1] != idx[0] + 1 || idx[2] != idx[0] + 2 ||
          idx[0] / 9 != idx[2] / 9)
        return std::nullopt;
      out.call.kind = MeldKind::Chi;
      out.call.from_rel = 3;
      break;
    }
    case 'p':
    case 'k':
      if ((out.letter == 'p' ? n != 3 : n != 4) || out.place > 2) return std::nullopt;
      out.call.kind = out.letter == 'p' ? MeldKind::Pon : MeldKind::Kakan;
      out.call.from_rel = 3 - out.place;
      break;
    case 'm':
      if (n != 4 || out.place == 2) return std::nullopt;
      out.call.kind = MeldKind::Kan;
      out.call.from_rel = out.place == 0 ? 3 : out.place == 1 ? 2 : 1;
      break;
    default:  // 'a'
      if (n != 4) return std::nullopt;
      out.call.kind = MeldKind::Ankan;
      out.call.from_rel = 0;
  }
  for (auto t : out.call.tiles)
    if (t.tile != out.call.tiles[0].tile && out.call.kind != MeldKind::Chi) return std::nullopt;
  return out;
}

namespace {

struct Play {
  Table table;
  std::array<size_t, 4> ti{}, di{};
  std::array<std::optional<TileRef>, 4> drawn{};
  int cur = 0;
  std::vector<int> riichi;
  int moves = 0;
};

struct Search {
  Value k;
  long& budget;
  int best_moves = -1;
  std::string best_error = "no consistent order of play";
  std::optional<Play> run(Play p);
  std::optional<Play> fail_with(const Play& p, std::string why);
};

std::optional<Play> Search::fail_with(const Play& p, std::string why) {
  if (p.moves >= best_moves) {
    best_moves = p.moves;
    best_error = std::move(why);
  }
  return std::nullopt;
}

std::optional<Play> Search::run(Play p) {
  const int players = p.table.players();
  Value takes[4], discards[4];
  for (int s = 0; s < players; ++s) {
    takes[s] = k[5 + 3 * s];
    discards[s] = k[6 + 3 * s];
  }
  auto finished = [&]() {
    for (int s = 0; s < players; ++s)
      if (p.ti[s] != takes[s].size() || p.di[s] != discards[s].size()) return false;
    return true;
  };
  auto accept_pending = [&] {
    const int r = p.table.riichi_on_last_discard();
    if (r >= 0 && !p.table.riichi_accepted(r)) {
      p.table.accept_riichi(r);
      p.riichi.push_back(r);
    }
  };
  // Each pass: `cur` draws (or claims), then discards (or declares a kan and draws again).
  while (true) {
    if (++budget > kSearchBudget) return fail_with(p, "the order of play is too ambiguous");
    ++p.moves;
    const int cur = p.cur;
    if (p.ti[cur] >= takes[cur].size()) {
      if (finished()) return p;
      return fail_with(p,
                       "seat " + std::to_string(cur) + " has no draw left but others have moves");
    }
    const Value take = takes[cur][p.ti[cur]++];
    accept_pending();
    p.drawn[cur].reset();
    if (take.is(Type::String)) {
      auto c = parse_call_text(take.string());
      if (!c || c->letter == 'k' || c->letter == 'a')
        return fail_with(p, "bad call \"" + std::string(take.string()) + "\"");
      if (auto s = p.table.call(cur, c->call); !s) return fail_with(p, s.error().message);
      if (c->letter == 'm') {  // daiminkan: a 0 stands in the discards; the replacement follows
        if (p.di[cur] >= discards[cur].size() || as_int(discards[cur][p.di[cur]]) != 0)
          return fail_with(p, "daiminkan without its 0 discard placeholder");
        ++p.di[cur];
        continue;
      }
    } else {
      auto code = as_int(take);
      auto t = code ? tile_from_code(static_cast<int>(*code)) : std::nullopt;
      if (!t) return fail_with(p, "bad drawn tile");
      if (auto s = p.table.draw(cur, *t); !s) return fail_with(p, s.error().message);
      p.drawn[cur] = *t;
    }
    if (p.di[cur] >= discards[cur].size()) {  // the hand ends on this draw or claim
      if (finished()) return p;
      return fail_with(p, "seat " + std::to_string(cur) + " stops while others have moves");
    }
    const Value d = discards[cur][p.di[cur]++];
    bool riichi = false;
    std::optional<long> code;
    if (d.is(Type::String)) {
      const std::string text(d.string());
      if (text.size() == 3 && text[0] == 'f') {  // kita: "f44", a North set aside
        auto north = tile_from_code((text[1] - '0') * 10 + (text[2] - '0'));
        if (!north) return fail_with(p, "bad kita entry \"" + text + "\"");
        if (auto s = p.table.kita(cur, *north); !s) return fail_with(p, s.error().message);
        continue;  // the replacement draw comes next (unless the North is robbed)
      }
      if (!text.empty() && text[0] == 'r') {
        riichi = true;
        if (text.size() == 3 && text[1] >= '0' && text[1] <= '9' && text[2] >= '0' &&
            text[2] <= '9')
          code = (text[1] - '0') * 10 + (text[2] - '0');
      } else {
        auto c = parse_call_text(text);
        if (!c || (c->letter != 'k' && c->letter != 'a'))
          return fail_with(p, "bad discard entry \"" + text + "\"");
        if (auto s = p.table.call(cur, c->call); !s) return fail_with(p, s.error().message);
        continue;  // the replacement draw comes next (unless the kan is robbed)
      }
    } else {
      code = as_int(d);
    }
    if (!code) return fail_with(p, "bad discard entry");
    std::optional<TileRef> tile =
        *code == 60 ? p.drawn[cur] : tile_from_code(static_cast<int>(*code));
    if (!tile) return fail_with(p, "bad discarded tile");
    if (auto s = p.table.discard(cur, *tile, riichi); !s) return fail_with(p, s.error().message);
    // Who may claim this discard: a waiting pon or kan of it (any seat), a chi (next seat).
    std::vector<int> claimers;
    // Turn order over the seats at the table; a call's supplier is counted on Tenhou's four-slot
    // table also with three players (from_rel 3: the previous seat).
    for (int step = 1; step < players; ++step) {
      const int q = (cur + step) % players;
      if (p.ti[q] >= takes[q].size() || !takes[q][p.ti[q]].is(Type::String)) continue;
      auto c = parse_call_text(takes[q][p.ti[q]].string());
      if (!c || c->call.called.tile != tile->tile || (q + c->call.from_rel) % 4 != cur) continue;
      if (c->letter == 'p' || c->letter == 'm' || (c->letter == 'c' && step == 1))
        claimers.push_back(q);
    }
    for (int q : claimers) {
      Play claimed = p;
      claimed.cur = q;
      if (auto result = run(std::move(claimed))) return result;
    }
    p.cur = (cur + 1) % players;
  }
}

}  // namespace

tl::expected<Played, std::string> replay_hand(Value k, int dealer, int players, long& budget) {
  Table table(dealer, players);
  for (int p = players; p < 4; ++p)  // three players: the fourth slot is empty
    if (k[4 + 3 * p].size() != 0 || k[5 + 3 * p].size() != 0 || k[6 + 3 * p].size() != 0)
      return tl::unexpected("seat " + std::to_string(p) + " plays at a table of three");
  for (int p = 0; p < players; ++p) {
    const Value dealt = k[4 + 3 * p];
    if (!dealt.is(Type::Array) || dealt.size() != 13 || !k[5 + 3 * p].is(Type::Array) ||
        !k[6 + 3 * p].is(Type::Array))
      return tl::unexpected("seat " + std::to_string(p) + ": hand, draws or discards missing");
    for (std::size_t i = 0; i < dealt.size(); ++i) {
      auto code = as_int(dealt[i]);
      auto t = code ? tile_from_code(static_cast<int>(*code)) : std::nullopt;
      if (!t) return tl::unexpected(std::string("bad dealt tile"));
      if (auto s = table.deal(p, *t); !s) return tl::unexpected(s.error().message);
    }
  }
  Play start{table, {}, {}, {}, dealer, {}, 0};
  Search search{k, budget};
  auto done = search.run(std::move(start));
  if (!done) return tl::unexpected(search.best_error);
  return Played{std::move(done->table), std::move(done->riichi)};
}

}  // namespace mjscore::tenhou::t6
