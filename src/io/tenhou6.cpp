// tenhou.net/6 JSON reader. A game is {"name": [4], "rule": {"disp", "aka"...}, "log": [kyoku...],
// "sc": [score, points] x 4 (finished games)}; each kyoku is
// [[hand number, honba, sticks], [4 scores], [dora indicators], [ura indicators],
//  then per seat: [13 dealt tiles], [draws and calls], [discards], and finally [result]]
// (docs/tenhou.md). The order of play is reconstructed from the draw/discard lists.
#include <algorithm>

#include "io/tenhou6_play.hpp"
#include "io/tenhou_build.hpp"
#include "io/tenhou_readers.hpp"
#include "io/tenhou_yaku.hpp"
#include "io/tenpai_check.hpp"

namespace mjscore::tenhou {
namespace {

using json::Type;
using json::Value;
using t6::as_int;

tl::unexpected<Error> bad(int kyoku, const std::string& why) {
  return fail(ErrorCode::parse_error,
              "tenhou.net/6: " + (kyoku >= 0 ? "log[" + std::to_string(kyoku) + "]: " : "") + why);
}

std::optional<std::string> abort_reason(const std::string& name) {
  if (name == "九種九牌") return "nine_terminals";
  if (name == "四風連打") return "four_winds";
  if (name == "四家立直") return "four_riichi";
  if (name == "三家和了") return "triple_ron";
  if (name == "四槓散了") return "four_kans";
  return std::nullopt;
}

class Tenhou6Reader {
 public:
  Result<GameOut> run(std::string_view text);

 private:
  Status read_rules(Value root);
  Status read_kyoku(int n, Value k);
  Result<std::string> tile_list(int n, Value list);

  GameOut game_;
  long search_budget_ = 0;
};

Result<std::string> Tenhou6Reader::tile_list(int n, Value list) {
  if (!list.is(Type::Array)) return bad(n, "indicators are not a list");
  TileBag bag;
  for (std::size_t i = 0; i < list.size(); ++i) {
    auto code = as_int(list[i]);
    auto t = code ? tile_from_code(static_cast<int>(*code)) : std::nullopt;
    if (!t) return bad(n, "bad indicator tile");
    bag.add(*t);
  }
  return format_bag(bag);
}

Status Tenhou6Reader::read_rules(Value root) {
  const Value names = root["name"];
  for (std::size_t p = 0; p < 4 && p < names.size() && names.is(Type::Array); ++p)
    if (names[p].is(Type::String)) game_.players[p] = names[p].string();
  if (root["ref"].is(Type::String)) game_.ref = root["ref"].string();
  if (root["rule"].is(Type::Object)) {
    const Value rule = root["rule"];
    if (rule["disp"].is(Type::String)) {
      const std::string disp(rule["disp"].string());
      // 東 / "East": east only; 南 / "South": east-south; 三: 3 players; 喰: open tanyao.
      if (disp.find("三") != std::string::npos || disp.find("3-Player") != std::string::npos)
        game_.player_count = 3;
      if (disp.find("東") != std::string::npos || disp.find("East") != std::string::npos)
        game_.game_length = "east";
      if (disp.find("般") != std::string::npos || disp.find("上") != std::string::npos ||
          disp.find("特") != std::string::npos || disp.find("鳳") != std::string::npos)
        game_.kuitan = disp.find("喰") != std::string::npos;
    }
    bool aka = false;
    for (const char* key : {"aka", "aka51", "aka52", "aka53"})
      if (as_int(rule[key]).value_or(0) > 0) aka = true;
    game_.aka = aka;
  }
  // Without a rule text: three players when the first hand deals nothing to the fourth slot.
  const Value first = root["log"][0];
  if (first.is(Type::Array) && first.size() >= 17 && first[13].is(Type::Array) &&
      first[13].size() == 0)
    game_.player_count = 3;
  return {};
}

// The draw and discard lists do not say in which order the seats played: a pon may claim
// this discard or a later copy of the same tile. The play is a search: at each discard that a
// waiting call could claim, first try the call, then passing; a line of play is right when it
// uses every draw and discard of every seat exactly (docs/tenhou.md).
Status Tenhou6Reader::read_kyoku(int n, Value k) {
  if (!k.is(Type::Array) || k.size() < 17) return bad(n, "a kyoku needs 17 entries");
  const Value head = k[0];
  if (!head.is(Type::Array) || head.size() < 3) return bad(n, "bad [hand, honba, sticks]");
  auto index = as_int(head[0]), honba = as_int(head[1]), sticks = as_int(head[2]);
  if (!index || !honba || !sticks || *index < 0 || *index >= 16 || *honba < 0 || *sticks < 0 ||
      *honba > 1000 || *sticks > 1000)
    return bad(n, "bad [hand, honba, sticks]");
  const Value scores = k[1];
  if (!scores.is(Type::Array) || scores.size() != 4) return bad(n, "bad scores");
  const int players = game_.player_count;
  HandOut h;
  h.start_scores = Seats::sized(players);
  h.round_label = round_label(static_cast<int>(*index));
  h.dealer = static_cast<int>(*index % 4);  // four-based also with three players (S1 = 4)
  if (h.dealer >= players) return bad(n, "bad [hand, honba, sticks]: no such dealer");
  h.honba = static_cast<int>(*honba);
  h.sticks = static_cast<int>(*sticks);
  for (int p = 0; p < 4; ++p) {
    auto v = as_int(scores[p]);
    if (!v) return bad(n, "bad scores");
    if (p < players) h.start_scores[p] = static_cast<int>(*v);
  }
  auto dora = tile_list(n, k[2]);
  if (!dora) return tl::unexpected(dora.error());
  auto ura = tile_list(n, k[3]);
  if (!ura) return tl::unexpected(ura.error());

  auto played = t6::replay_hand(k, h.dealer, players, search_budget_);
  if (!played) return bad(n, played.error());
  Table& table = played->table;
  h.riichi = played->riichi;

  const Value r = k[16];
  if (!r.is(Type::Array) || r.size() == 0 || !r[0].is(Type::String)) return bad(n, "bad result");
  const std::string what(r[0].string());
  auto seats = [&](Value j) -> std::optional<Seats> {
    if (!j.is(Type::Array) || j.size() != 4) return std::nullopt;
    auto s = Seats::sized(players);
    for (int p = 0; p < 4; ++p) {
      auto v = as_int(j[p]);
      if (!v || (p >= players && *v != 0)) return std::nullopt;  // three: the fourth slot is 0
      if (p < players) s[p] = static_cast<int>(*v);
    }
    return s;
  };
  if (what == "和了") {
    h.result = HandResult::Win;
    if (r.size() < 3 || r.size() % 2 != 1) return bad(n, "a win needs deltas and details");
    // A riichi discard that is ronned is not accepted (no stick is paid).
    const int pending = table.riichi_on_last_discard();
    for (size_t i = 1; i + 1 < r.size(); i += 2) {
      auto d = seats(r[i]);
      const Value info = r[i + 1];
      if (!d || !info.is(Type::Array) || info.size() < 3) return bad(n, "bad win details");
      auto who = as_int(info[0]), from = as_int(info[1]), pao = as_int(info[2]);
      if (!who || !from || !pao || *who < 0 || *who >= players || *from < 0 || *from >= players ||
          *pao < 0 || *pao >= players)
        return bad(n, "bad winner / discarder");
      const int w = static_cast<int>(*who), f = static_cast<int>(*from);
      const bool tsumo = w == f;
      if (pending >= 0 && tsumo) return bad(n, "tsumo right after a discard");
      auto facts = tsumo ? table.tsumo(w) : table.ron(w, f);
      if (!facts) return bad(n, facts.error().message);
      if (!h.wins.empty() && (tsumo || !h.from || *h.from != f))
        return bad(n, "several wins that are not one multiple ron");
      WinOut win;
      win.winner = w;
      ScoreOut& s = win.score;
      apply_facts(s, *facts, h.dealer, players);
      s.tsumo = tsumo;
      s.seat = seat_wind(w, h.dealer, players);
      s.round = round_wind(static_cast<int>(*index));
      if (!tsumo) s.from = seat_wind(f, h.dealer, players);
      if (*pao != w) s.liable = seat_wind(static_cast<int>(*pao), h.dealer, players);
      const bool first = h.wins.empty();
      s.honba = first ? h.honba : 0;
      // The format does not state the sticks on the table: the deltas of a win add up to the
      // sticks collected (every other payment moves points between players). When that
      // disagrees with the sticks counted from the play, the deltas win and a warning is kept.
      const int counted = first ? h.sticks + static_cast<int>(h.riichi.size()) : 0;
      int sum = 0;
      for (int v : *d) sum += v;
      s.riichi_sticks = sum >= 0 && sum % 1000 == 0 ? sum / 1000 : counted;
      if (s.riichi_sticks != counted)
        h.warnings.push_back("player " + std::to_string(w) + ": " + std::to_string(counted) +
                             " riichi sticks on the table but the deltas collect " +
                             std::to_string(sum));
      s.dora = *dora;
      if (s.riichi || s.double_riichi) s.ura = *ura;
      win.deltas = *d;
      if (auto line = check_win_deltas(*d, w, tsumo ? std::nullopt : std::optional<int>(f)))
        h.warnings.push_back(*line);
      bool yakuman = false, known = info.size() > 4;
      for (size_t y = 4; y < info.size(); ++y) {
        if (!info[y].is(Type::String)) return bad(n, "bad yaku text");
        const std::string text(info[y].string());
        const size_t open = text.rfind('(');
        const std::string name = text.substr(0, open);
        auto id = yaku_from_name(name);
        if (!id) {
          known = false;
          h.warnings.push_back("unrecognised yaku \"" + name + "\": flags not cross-checked");
          continue;
        }
        if (text.find("役満") != std::string::npos) {
          yakuman = true;
          win.yaku.emplace_back(*id);
        } else {
          int han = 0;
          for (size_t c = open == std::string::npos ? text.size() : open + 1;
               c < text.size() && text[c] >= '0' && text[c] <= '9'; ++c)
            han = han * 10 + (text[c] - '0');
          if (han > 0) win.yaku.push_back(std::string(*id) + ":" + std::to_string(han));
        }
      }
      bool closed = true;
      for (const auto& m : s.melds) closed = closed && m.kind == "ankan";
      if (known)
        for (const auto& line : cross_check(s, closed, win.yaku, yakuman))
          h.warnings.push_back("player " + std::to_string(w) + ": " + line);
      if (!tsumo) h.from = f;
      if (!h.deltas) h.deltas = Seats::sized(players);
      for (int p = 0; p < players; ++p) (*h.deltas)[p] += (*d)[p];
      h.wins.push_back(std::move(win));
    }
  } else if (auto reason = abort_reason(what)) {
    h.result = HandResult::Abortive;
    h.reason = *reason;
    // The fourth riichi of four-riichi is paid; a riichi discard ronned three times is not.
    const int pending = table.riichi_on_last_discard();
    if (pending >= 0 && *reason == "four_riichi" && !table.riichi_accepted(pending)) {
      table.accept_riichi(pending);
      h.riichi.push_back(pending);
    }
    if (r.size() > 1) h.deltas = seats(r[1]);
  } else if (what == "流局" || what == "全員聴牌" || what == "全員不聴" || what == "流し満貫") {
    h.result = HandResult::Draw;
    for (int p = 0; p < players; ++p)
      if (is_tenpai(table.hand(p).counts())) h.tenpai.push_back(p);
    if (what == "流し満貫") h.nagashi = table.nagashi_candidates();
    if ((what == "全員聴牌" && static_cast<int>(h.tenpai.size()) != players) ||
        (what == "全員不聴" && !h.tenpai.empty()))
      h.warnings.push_back("tenpai check disagrees with \"" + what + "\"");
    if (what == "流し満貫" && h.nagashi.empty())
      h.warnings.push_back("nagashi mangan stated but no player's discards qualify");
    if (r.size() > 1) {
      h.deltas = seats(r[1]);
      if (!h.deltas) return bad(n, "bad draw deltas");
      if (what == "流局") {
        // Noten payments: tenpai players gain, the others pay (unless all or none are tenpai).
        for (int p = 0; p < players; ++p) {
          const bool tenpai = std::find(h.tenpai.begin(), h.tenpai.end(), p) != h.tenpai.end();
          const int size = static_cast<int>(h.tenpai.size());
          if (size > 0 && size < players && ((*h.deltas)[p] > 0) != tenpai)
            h.warnings.push_back("player " + std::to_string(p) +
                                 ": tenpai check disagrees with the noten payments");
        }
      }
    }
  } else {
    return bad(n, "unknown result \"" + what + "\"");
  }
  if (!h.deltas) h.deltas = Seats::sized(players);  // no score change stated: none happened
  game_.hands.push_back(std::move(h));
  return {};
}

Result<GameOut> Tenhou6Reader::run(std::string_view text) {
  const json::Document doc(text);
  if (doc.failure()) return fail(ErrorCode::parse_error, "tenhou.net/6: not valid JSON");
  const Value root = doc.root();
  if (!root["log"].is(Type::Array))
    return fail(ErrorCode::parse_error, "tenhou.net/6: no \"log\" list");
  game_.format = "tenhou6";
  if (auto s = read_rules(root); !s) return tl::unexpected(s.error());
  const Value log = root["log"];
  for (std::size_t n = 0; n < log.size(); ++n)
    if (auto s = read_kyoku(static_cast<int>(n), log[n]); !s) return tl::unexpected(s.error());
  const Value sc = root["sc"];
  if (sc.is(Type::Array) && sc.size() == 8) {
    FinalOut f{Seats::sized(game_.player_count), PerPlayer<double>::sized(game_.player_count)};
    bool ok = true;
    for (int p = 0; p < game_.player_count; ++p) {
      auto score = as_int(sc[2 * p]);
      ok = ok && score && sc[2 * p + 1].is(Type::Number);
      if (!ok) break;
      f.scores[p] = static_cast<int>(*score);
      f.points[p] = sc[2 * p + 1].number();
      ok = f.points[p] >= -1e9 && f.points[p] <= 1e9;
    }
    if (ok) game_.final = f;
  }
  return std::move(game_);
}

}  // namespace

Result<GameOut> read_tenhou6(std::string_view text) { return Tenhou6Reader{}.run(text); }

}  // namespace mjscore::tenhou
