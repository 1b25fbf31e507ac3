// mjlog XML reader. Tags (docs/tenhou.md): GO (rules), UN (names), INIT (hand start),
// T/U/V/W<id> draws and D/E/F/G<id> discards of seats 0-3, N (call), REACH (step 1 declared,
// step 2 stick paid), DORA (kan dora), AGARI (win), RYUUKYOKU (draw), owari on the last result.
#include <optional>

#include "io/tenhou_build.hpp"
#include "io/tenhou_readers.hpp"
#include "io/tenhou_yaku.hpp"
#include "io/text_numbers.hpp"
#include "io/xml_tags.hpp"

namespace mjscore::tenhou {
namespace {

tl::unexpected<Error> bad_at(const XmlTag& tag, const std::string& why) {
  return fail(
      ErrorCode::parse_error,
      "mjlog <" + std::string(tag.name) + "> at byte " + std::to_string(tag.position) + ": " + why,
      tag.position);
}

std::string url_decode(std::string_view s) {
  std::string out;
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() + 0 && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// Tenhou's abortive draw types -> contract reasons.
std::optional<std::string> abort_reason(std::string_view type) {
  if (type == "yao9") return "nine_terminals";
  if (type == "kaze4") return "four_winds";
  if (type == "reach4") return "four_riichi";
  if (type == "ron3") return "triple_ron";
  if (type == "kan4") return "four_kans";
  return std::nullopt;
}

class MjlogReader {
 public:
  Result<GameOut> run(std::string_view xml);

 private:
  Status on_tag(const XmlTag& tag);
  Status on_go(const XmlTag& tag);
  Status on_init(const XmlTag& tag);
  Status on_agari(const XmlTag& tag);
  Status on_ryuukyoku(const XmlTag& tag);
  Status on_owari(const XmlTag& tag, std::string_view owari);
  Result<std::vector<long>> ints(const XmlTag& tag, std::string_view key, size_t min = 0,
                                 bool required = true);
  Result<TileRef> tile(const XmlTag& tag, long id);
  Result<std::string> tiles_text(const XmlTag& tag, std::string_view key);
  Result<Seats> deltas(const XmlTag& tag);
  void close_hand();

  GameOut game_;
  bool names_set_ = false;
  std::optional<HandOut> hand_;  // the hand in play
  bool hand_done_ = false;       // its result has been read
  std::optional<Table> table_;
  int hand_index_ = 0;
  std::array<bool, 4> riichi_pending_{};
};

Result<std::vector<long>> MjlogReader::ints(const XmlTag& tag, std::string_view key, size_t min,
                                            bool required) {
  auto raw = tag.get(key);
  if (!raw) {
    if (required) return bad_at(tag, "missing attribute " + std::string(key));
    return std::vector<long>{};
  }
  auto v = parse_int_list(*raw);
  if (!v) return bad_at(tag, "attribute " + std::string(key) + " is not a number list");
  if (v->size() < min) return bad_at(tag, "attribute " + std::string(key) + " too short");
  return *v;
}

Result<TileRef> MjlogReader::tile(const XmlTag& tag, long id) {
  auto t = tile_from_id(static_cast<int>(id), game_.aka);
  if (!t) return bad_at(tag, "tile id " + std::to_string(id) + " outside 0-135");
  return *t;
}

Result<std::string> MjlogReader::tiles_text(const XmlTag& tag, std::string_view key) {
  auto ids = ints(tag, key, 0, false);
  if (!ids) return tl::unexpected(ids.error());
  TileBag bag;
  for (long id : *ids) {
    auto t = tile(tag, id);
    if (!t) return tl::unexpected(t.error());
    bag.add(*t);
  }
  return format_bag(bag);
}

Result<Seats> MjlogReader::deltas(const XmlTag& tag) {
  auto sc = ints(tag, "sc", 8);
  if (!sc) return tl::unexpected(sc.error());
  auto d = Seats::sized(game_.player_count);
  for (int p = 0; p < game_.player_count; ++p) d[p] = static_cast<int>((*sc)[2 * p + 1] * 100);
  return d;
}

Status MjlogReader::on_go(const XmlTag& tag) {
  auto type = ints(tag, "type", 1);
  if (!type) return tl::unexpected(type.error());
  const long t = (*type)[0];
  // GO type bits: 0x02 no red fives, 0x04 no open tanyao (kuitan), 0x08 east-south (hanchan),
  // 0x10 three players (seats 0-2; the fourth slot of every list stays empty or 0).
  game_.player_count = (t & 0x10) ? 3 : 4;
  game_.go_type = static_cast<int>(t);
  if (auto lobby = tag.get("lobby")) {
    auto l = parse_int(*lobby);
    if (!l) return bad_at(tag, "lobby is not a number");
    game_.lobby = static_cast<int>(*l);
  }
  game_.aka = !(t & 0x02);
  game_.kuitan = !(t & 0x04);
  game_.game_length = (t & 0x08) ? "south" : "east";
  return {};
}

void MjlogReader::close_hand() {
  if (hand_ && hand_done_) game_.hands.push_back(std::move(*hand_));
  // A hand without a result (a truncated log) is dropped.
  hand_.reset();
  hand_done_ = false;
  table_.reset();
}

Status MjlogReader::on_init(const XmlTag& tag) {
  close_hand();
  auto seed = ints(tag, "seed", 6);
  if (!seed) return tl::unexpected(seed.error());
  auto ten = ints(tag, "ten", 4);
  if (!ten) return tl::unexpected(ten.error());
  auto oya = ints(tag, "oya", 1);
  if (!oya) return tl::unexpected(oya.error());
  const long index = (*seed)[0], dealer = (*oya)[0];
  if (index < 0 || index >= 16) return bad_at(tag, "hand number outside 0-15");
  // The hand number is four-based also with three players (E3 = 2, S1 = 4).
  if (dealer < 0 || dealer >= game_.player_count || dealer != index % 4)
    return bad_at(tag, "dealer does not match the hand number");
  if ((*seed)[1] < 0 || (*seed)[2] < 0 || (*seed)[1] > 1000 || (*seed)[2] > 1000)
    return bad_at(tag, "honba or riichi sticks out of range");
  if (auto d = tile(tag, (*seed)[5]); !d) return tl::unexpected(d.error());
  HandOut h;
  h.start_scores = Seats::sized(game_.player_count);
  h.round_label = round_label(static_cast<int>(index));
  h.dealer = static_cast<int>(dealer);
  h.honba = static_cast<int>((*seed)[1]);
  h.sticks = static_cast<int>((*seed)[2]);
  for (int p = 0; p < game_.player_count; ++p)
    h.start_scores[p] = static_cast<int>((*ten)[p] * 100);
  hand_index_ = static_cast<int>(index);
  table_.emplace(h.dealer, game_.player_count);
  riichi_pending_ = {};
  if (game_.player_count == 3 && !tag.get("hai3").value_or("").empty())
    return bad_at(tag, "hai3 deals a fourth hand in a three-player game (GO type bit 0x10)");
  for (int p = 0; p < game_.player_count; ++p) {
    auto hai = ints(tag, "hai" + std::to_string(p), 13);
    if (!hai) return tl::unexpected(hai.error());
    if (hai->size() != 13) return bad_at(tag, "a dealt hand is not 13 tiles");
    for (long id : *hai) {
      auto t = tile(tag, id);
      if (!t) return tl::unexpected(t.error());
      if (auto s = table_->deal(p, *t); !s) return bad_at(tag, s.error().message);
    }
  }
  hand_ = std::move(h);
  return {};
}

Status MjlogReader::on_agari(const XmlTag& tag) {
  if (!hand_) return bad_at(tag, "win outside a hand");
  auto who = ints(tag, "who", 1);
  if (!who) return tl::unexpected(who.error());
  auto from = ints(tag, "fromWho", 1);
  if (!from) return tl::unexpected(from.error());
  auto ba = ints(tag, "ba", 2);
  if (!ba) return tl::unexpected(ba.error());
  auto ten = ints(tag, "ten", 3);
  if (!ten) return tl::unexpected(ten.error());
  const int w = static_cast<int>((*who)[0]), f = static_cast<int>((*from)[0]);
  if (w < 0 || w >= game_.player_count || f < 0 || f >= game_.player_count)
    return bad_at(tag, "who/fromWho outside 0-" + std::to_string(game_.player_count - 1));
  const bool tsumo = w == f;
  HandOut& h = *hand_;
  if (hand_done_ && (h.result != HandResult::Win || tsumo || !h.from || *h.from != f))
    return bad_at(tag, "a second result for one hand that is not a multiple ron");
  for (const auto& other : h.wins)
    if (other.winner == w) return bad_at(tag, "the same player wins twice in one hand");

  auto facts = tsumo ? table_->tsumo(w) : table_->ron(w, f);
  if (!facts) return bad_at(tag, facts.error().message);

  WinOut win;
  win.winner = w;
  ScoreOut& s = win.score;
  apply_facts(s, *facts, h.dealer, game_.player_count);
  // The AGARI tag states the hand, the winning tile and the melds itself: it is authoritative,
  // and the tracked play must agree with it.
  auto hand_text = tiles_text(tag, "hai");
  if (!hand_text) return tl::unexpected(hand_text.error());
  auto machi = ints(tag, "machi", 1);
  if (!machi) return tl::unexpected(machi.error());
  auto win_tile = tile(tag, (*machi)[0]);
  if (!win_tile) return tl::unexpected(win_tile.error());
  std::vector<MeldOut> melds;
  auto codes = ints(tag, "m", 0, false);
  if (!codes) return tl::unexpected(codes.error());
  int kita = 0;  // three players: the AGARI lists the winner's set-aside Norths among its melds
  for (long code : *codes) {
    auto call = decode_meld_code(code, game_.aka);
    if (!call) return bad_at(tag, call.error().message);
    if (call->nuki) {
      ++kita;
      continue;
    }
    melds.push_back(meld_out(*call, w, h.dealer, game_.player_count));
  }
  if (kita != s.kita)
    h.warnings.push_back("player " + std::to_string(w) + ": AGARI kita differ from the play");
  if (*hand_text != s.hand)
    h.warnings.push_back("player " + std::to_string(w) + ": AGARI hand " + *hand_text +
                         " differs from the tracked hand " + s.hand);
  if (format_one(*win_tile) != s.win)
    h.warnings.push_back("player " + std::to_string(w) + ": AGARI winning tile differs");
  if (melds_key(melds) != melds_key(s.melds)) {
    h.warnings.push_back("player " + std::to_string(w) + ": AGARI melds differ from the calls");
    s.melds = melds;  // else keep the tracked melds, in the order they were called
  }
  s.hand = *hand_text;
  s.win = format_one(*win_tile);
  s.tsumo = tsumo;
  s.seat = seat_wind(w, h.dealer, game_.player_count);
  s.round = round_wind(hand_index_);
  if (!tsumo) s.from = seat_wind(f, h.dealer, game_.player_count);
  // Tenhou pays honba and sticks to the first winner only (ba keeps the honba on the others).
  const bool first = h.wins.empty();
  s.honba = first ? static_cast<int>((*ba)[0]) : 0;
  s.riichi_sticks = first ? static_cast<int>((*ba)[1]) : 0;
  auto dora = tiles_text(tag, "doraHai");
  if (!dora) return tl::unexpected(dora.error());
  s.dora = *dora;
  auto ura = tiles_text(tag, "doraHaiUra");
  if (!ura) return tl::unexpected(ura.error());
  s.ura = *ura;
  if (auto pao = tag.get("paoWho")) {
    auto p = parse_int(*pao);
    if (!p || *p < 0 || *p >= game_.player_count) return bad_at(tag, "paoWho outside the seats");
    s.liable = seat_wind(static_cast<int>(*p), h.dealer, game_.player_count);
  }
  auto d = deltas(tag);
  if (!d) return tl::unexpected(d.error());
  win.deltas = *d;
  if (auto line = check_win_deltas(*d, w, tsumo ? std::nullopt : std::optional<int>(f)))
    h.warnings.push_back(*line);
  win.fu = static_cast<int>((*ten)[0]);
  win.value = static_cast<int>((*ten)[1]);
  auto yaku = ints(tag, "yaku", 0, false);
  if (!yaku) return tl::unexpected(yaku.error());
  auto yakuman = ints(tag, "yakuman", 0, false);
  if (!yakuman) return tl::unexpected(yakuman.error());
  for (size_t i = 0; i + 1 < yaku->size(); i += 2) {
    auto id = yaku_from_id(static_cast<int>((*yaku)[i]));
    if (!id) return bad_at(tag, "unknown yaku id " + std::to_string((*yaku)[i]));
    const long han = (*yaku)[i + 1];
    if (han > 0) win.yaku.push_back(std::string(*id) + ":" + std::to_string(han));
  }
  for (long y : *yakuman) {
    auto id = yaku_from_id(static_cast<int>(y));
    if (!id) return bad_at(tag, "unknown yakuman id " + std::to_string(y));
    win.yaku.emplace_back(*id);
  }
  bool closed = true;
  for (const auto& m : s.melds) closed = closed && m.kind == "ankan";
  for (const auto& line : cross_check(s, closed, win.yaku, !yakuman->empty()))
    h.warnings.push_back("player " + std::to_string(w) + ": " + line);
  if (!s.ura.empty() != (s.riichi || s.double_riichi))
    h.warnings.push_back("player " + std::to_string(w) + ": ura indicators without riichi");

  h.result = HandResult::Win;
  if (!tsumo) h.from = f;
  if (!h.deltas) h.deltas = Seats::sized(game_.player_count);
  for (int p = 0; p < game_.player_count; ++p) (*h.deltas)[p] += (*win.deltas)[p];
  h.wins.push_back(std::move(win));
  hand_done_ = true;
  if (auto owari = tag.get("owari")) return on_owari(tag, *owari);
  return {};
}

Status MjlogReader::on_ryuukyoku(const XmlTag& tag) {
  if (!hand_ || hand_done_) return bad_at(tag, "draw outside a hand");
  HandOut& h = *hand_;
  const auto type = tag.get("type");
  if (type && *type != "nm") {
    auto reason = abort_reason(*type);
    if (!reason) return bad_at(tag, "unknown draw type " + std::string(*type));
    h.result = HandResult::Abortive;
    h.reason = *reason;
  } else {
    h.result = HandResult::Draw;
    // A player whose hand is shown (hai0-3) was tenpai.
    for (int p = 0; p < game_.player_count; ++p)
      if (tag.get("hai" + std::to_string(p))) h.tenpai.push_back(p);
    if (type) h.nagashi = table_->nagashi_candidates();
    if (type && h.nagashi.empty())
      h.warnings.push_back("nagashi mangan stated but no player's discards qualify");
    if (!type && !table_->nagashi_candidates().empty())
      h.warnings.push_back("a player's discards qualify for nagashi mangan but none stated");
  }
  if (tag.get("sc")) {
    auto d = deltas(tag);
    if (!d) return tl::unexpected(d.error());
    h.deltas = *d;
  }
  hand_done_ = true;
  if (auto owari = tag.get("owari")) return on_owari(tag, *owari);
  return {};
}

Status MjlogReader::on_owari(const XmlTag& tag, std::string_view owari) {
  auto parts = split_commas(owari);
  if (parts.size() < 8) return bad_at(tag, "owari needs 8 values");
  FinalOut f{Seats::sized(game_.player_count), PerPlayer<double>::sized(game_.player_count)};
  for (int p = 0; p < game_.player_count; ++p) {
    auto score = parse_int(parts[2 * p]);
    auto points = parse_double(parts[2 * p + 1]);
    if (!score || !points) return bad_at(tag, "owari is not a number list");
    f.scores[p] = static_cast<int>(*score * 100);
    f.points[p] = *points;
  }
  game_.final = f;
  return {};
}

Status MjlogReader::on_tag(const XmlTag& tag) {
  const std::string_view name = tag.name;
  if (name == "GO") return on_go(tag);
  if (name == "UN") {
    if (!names_set_ && tag.get("n0")) {
      for (int p = 0; p < 4; ++p)
        if (auto n = tag.get("n" + std::to_string(p))) game_.players[p] = url_decode(*n);
      names_set_ = true;
    }
    return {};
  }
  if (name == "SHUFFLE") {
    // "mt19937ar-sha512-n288-base64,<seed>": 16 characters of the seed identify the deal; renamed
    // copies of one game share it.
    const std::string_view seed = tag.get("seed").value_or("");
    const size_t comma = seed.find(',');
    if (comma != std::string_view::npos) game_.wall = std::string(seed.substr(comma + 1, 16));
    return {};
  }
  if (name == "INIT") return on_init(tag);
  if (name == "AGARI") return on_agari(tag);
  if (name == "RYUUKYOKU") return on_ryuukyoku(tag);
  const char c = name.empty() ? ' ' : name[0];
  const bool is_draw = c >= 'T' && c <= 'W';
  const bool is_discard = c >= 'D' && c <= 'G';
  if ((is_draw || is_discard) && name.size() > 1) {
    auto id = parse_int(name.substr(1));
    if (!id) return {};  // another tag that starts with one of these letters
    if (!table_ || hand_done_) return bad_at(tag, "a move outside a hand");
    auto t = tile(tag, *id);
    if (!t) return tl::unexpected(t.error());
    const int seat = is_draw ? c - 'T' : c - 'D';
    Status s = is_draw ? table_->draw(seat, *t) : table_->discard(seat, *t, riichi_pending_[seat]);
    if (!s) return bad_at(tag, s.error().message);
    if (is_discard) riichi_pending_[seat] = false;
    return {};
  }
  if (name == "N") {
    if (!table_ || hand_done_) return bad_at(tag, "a call outside a hand");
    auto who = ints(tag, "who", 1);
    if (!who) return tl::unexpected(who.error());
    auto m = ints(tag, "m", 1);
    if (!m) return tl::unexpected(m.error());
    if ((*who)[0] < 0 || (*who)[0] >= game_.player_count)
      return bad_at(tag, "who outside 0-" + std::to_string(game_.player_count - 1));
    auto call = decode_meld_code((*m)[0], game_.aka);
    if (!call) return bad_at(tag, call.error().message);
    const int who_seat = static_cast<int>((*who)[0]);
    if (call->nuki) {
      if (auto s = table_->kita(who_seat, call->called); !s) return bad_at(tag, s.error().message);
      return {};
    }
    if (auto s = table_->call(who_seat, *call); !s) return bad_at(tag, s.error().message);
    return {};
  }
  if (name == "REACH") {
    if (!table_ || hand_done_) return bad_at(tag, "riichi outside a hand");
    auto who = ints(tag, "who", 1);
    if (!who) return tl::unexpected(who.error());
    auto step = ints(tag, "step", 1);
    if (!step) return tl::unexpected(step.error());
    const long p = (*who)[0];
    if (p < 0 || p >= game_.player_count)
      return bad_at(tag, "who outside 0-" + std::to_string(game_.player_count - 1));
    if ((*step)[0] == 1) {
      riichi_pending_[p] = true;
    } else if ((*step)[0] == 2) {
      table_->accept_riichi(static_cast<int>(p));
      hand_->riichi.push_back(static_cast<int>(p));
    } else {
      return bad_at(tag, "riichi step is not 1 or 2");
    }
    return {};
  }
  return {};  // SHUFFLE, TAIKYOKU, DORA (AGARI restates the indicators), BYE, ...
}

Result<GameOut> MjlogReader::run(std::string_view xml) {
  auto tags = scan_xml_tags(xml);
  if (!tags) return tl::unexpected(tags.error());
  if (tags->empty() || (*tags)[0].name != "mjloggm")
    return fail(ErrorCode::parse_error, "not an mjlog: the first tag is not <mjloggm>", 0);
  game_.format = "mjlog";
  for (const auto& tag : *tags)
    if (auto s = on_tag(tag); !s) return tl::unexpected(s.error());
  close_hand();
  return std::move(game_);
}

}  // namespace

Result<GameOut> read_mjlog(std::string_view xml) { return MjlogReader{}.run(xml); }

}  // namespace mjscore::tenhou
