#include "io/tenhou_yaku.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace mjscore::tenhou {
namespace {

// mjlog yaku ids in Tenhou's order.
constexpr std::array<std::string_view, 55> kYakuIds = {
    "menzen_tsumo", "riichi",          "ippatsu",    "chankan",      "rinshan",
    "haitei",       "houtei",          "pinfu",      "tanyao",       "iipeikou",
    "seat_wind",    "seat_wind",       "seat_wind",  "seat_wind",    "round_wind",
    "round_wind",   "round_wind",      "round_wind", "yakuhai_haku", "yakuhai_hatsu",
    "yakuhai_chun", "double_riichi",   "chiitoitsu", "chanta",       "ittsu",
    "sanshoku",     "sanshoku_doukou", "sankantsu",  "toitoi",       "sanankou",
    "shousangen",   "honroutou",       "ryanpeikou", "junchan",      "honitsu",
    "chinitsu",     "renhou",          "tenhou",     "chiihou",      "daisangen",
    "suuankou",     "suuankou_tanki",  "tsuuiisou",  "ryuuiisou",    "chinroutou",
    "chuuren",      "chuuren_9",       "kokushi",    "kokushi_13",   "daisuushii",
    "shousuushii",  "suukantsu",       "dora",       "ura_dora",     "aka_dora"};

constexpr std::array<std::pair<std::string_view, std::string_view>, 69> kYakuNames = {{
    {"門前清自摸和", "menzen_tsumo"},
    {"立直", "riichi"},
    {"一発", "ippatsu"},
    {"槍槓", "chankan"},
    {"嶺上開花", "rinshan"},
    {"海底摸月", "haitei"},
    {"河底撈魚", "houtei"},
    {"平和", "pinfu"},
    {"断幺九", "tanyao"},
    {"一盃口", "iipeikou"},
    {"自風 東", "seat_wind"},
    {"自風 南", "seat_wind"},
    {"自風 西", "seat_wind"},
    {"自風 北", "seat_wind"},
    {"場風 東", "round_wind"},
    {"場風 南", "round_wind"},
    {"場風 西", "round_wind"},
    {"場風 北", "round_wind"},
    {"役牌 白", "yakuhai_haku"},
    {"役牌 發", "yakuhai_hatsu"},
    {"役牌 中", "yakuhai_chun"},
    {"両立直", "double_riichi"},
    {"七対子", "chiitoitsu"},
    {"混全帯幺九", "chanta"},
    {"一気通貫", "ittsu"},
    {"三色同順", "sanshoku"},
    {"三色同刻", "sanshoku_doukou"},
    {"三槓子", "sankantsu"},
    {"対々和", "toitoi"},
    {"三暗刻", "sanankou"},
    {"小三元", "shousangen"},
    {"混老頭", "honroutou"},
    {"二盃口", "ryanpeikou"},
    {"純全帯幺九", "junchan"},
    {"混一色", "honitsu"},
    {"清一色", "chinitsu"},
    {"人和", "renhou"},
    {"天和", "tenhou"},
    {"地和", "chiihou"},
    {"大三元", "daisangen"},
    {"四暗刻", "suuankou"},
    {"四暗刻単騎", "suuankou_tanki"},
    {"字一色", "tsuuiisou"},
    {"緑一色", "ryuuiisou"},
    {"清老頭", "chinroutou"},
    {"九蓮宝燈", "chuuren"},
    {"純正九蓮宝燈", "chuuren_9"},
    {"国士無双", "kokushi"},
    {"国士無双１３面", "kokushi_13"},
    {"国士無双13面", "kokushi_13"},
    {"大四喜", "daisuushii"},
    {"小四喜", "shousuushii"},
    {"四槓子", "suukantsu"},
    {"ドラ", "dora"},
    {"裏ドラ", "ura_dora"},
    {"赤ドラ", "aka_dora"},
    // English names used by some tenhou.net/6 exporters.
    {"Riichi", "riichi"},
    {"Ippatsu", "ippatsu"},
    {"Double Riichi", "double_riichi"},
    {"Dora", "dora"},
    {"Ura Dora", "ura_dora"},
    {"Red Five", "aka_dora"},
    {"Fully Concealed Hand", "menzen_tsumo"},
    {"Robbing a Kan", "chankan"},
    {"After a Kan", "rinshan"},
    {"Under the Sea", "haitei"},
    {"Under the River", "houtei"},
    {"Blessing of Heaven", "tenhou"},
    {"Blessing of Earth", "chiihou"},
}};

bool listed(const std::vector<std::string>& ids, std::string_view id) {
  return std::any_of(ids.begin(), ids.end(), [&](const std::string& s) {
    return s == id ||
           (s.size() > id.size() && s.compare(0, id.size(), id) == 0 && s[id.size()] == ':');
  });
}

}  // namespace

std::optional<std::string_view> yaku_from_id(int id) {
  if (id < 0 || id >= static_cast<int>(kYakuIds.size())) return std::nullopt;
  return kYakuIds[id];
}

std::optional<std::string_view> yaku_from_name(std::string_view name) {
  for (auto [text, id] : kYakuNames)
    if (text == name) return id;
  return std::nullopt;
}

std::vector<std::string> cross_check(const ScoreOut& s, bool closed,
                                     const std::vector<std::string>& ids, bool yakuman) {
  std::vector<std::string> out;
  auto expect = [&](std::string_view id, bool derived) {
    if (derived != listed(ids, id))
      out.push_back(std::string(id) + (derived
                                           ? " derived from the play but not in Tenhou's yaku"
                                           : " in Tenhou's yaku but not derived from the play"));
  };
  // Yakuman hands list only yakuman; of the situational flags only tenhou/chiihou are yakuman.
  expect("tenhou", s.first_turn && s.tsumo && s.seat == Wind::East);
  expect("chiihou", s.first_turn && s.tsumo && s.seat != Wind::East);
  if (yakuman) return out;
  expect("menzen_tsumo", s.tsumo && closed);
  expect("riichi", s.riichi);
  expect("double_riichi", s.double_riichi);
  expect("ippatsu", s.ippatsu);
  expect("chankan", s.robbing_kan);
  expect("rinshan", s.after_kan);
  expect("haitei", s.last_tile && s.tsumo);
  expect("houtei", s.last_tile && !s.tsumo);
  return out;
}

}  // namespace mjscore::tenhou
