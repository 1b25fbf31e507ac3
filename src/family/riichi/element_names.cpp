// The English and Japanese names of the riichi element ids (include/mjscore/element_names.hpp),
// in the order of kElementIds (src/family/riichi/element_ids.hpp), which a static_assert checks.
// The Japanese names are the usual written forms (as Tenhou's yaku list, src/io/tenhou_yaku.cpp).
#include "mjscore/element_names.hpp"

#include <array>

#include "family/riichi/element_ids.hpp"

namespace mjscore {
namespace {

using riichi::kElementIdCount;
using riichi::kElementIds;

constexpr std::array<ElementName, kElementIdCount> kNames = {{
    {"riichi", "Riichi", "立直"},
    {"double_riichi", "Double riichi", "両立直"},
    {"ippatsu", "Ippatsu", "一発"},
    {"menzen_tsumo", "Fully concealed hand", "門前清自摸和"},
    {"pinfu", "Pinfu", "平和"},
    {"tanyao", "All simples", "断幺九"},
    {"iipeikou", "Pure double sequence", "一盃口"},
    {"yakuhai_haku", "White dragon", "役牌 白"},
    {"yakuhai_hatsu", "Green dragon", "役牌 發"},
    {"yakuhai_chun", "Red dragon", "役牌 中"},
    {"seat_wind", "Seat wind", "自風"},
    {"round_wind", "Round wind", "場風"},
    {"haitei", "Under the sea", "海底摸月"},
    {"houtei", "Under the river", "河底撈魚"},
    {"rinshan", "After a kan", "嶺上開花"},
    {"chankan", "Robbing a kan", "槍槓"},
    {"chiitoitsu", "Seven pairs", "七対子"},
    {"chanta", "Half outside hand", "混全帯幺九"},
    {"ittsu", "Pure straight", "一気通貫"},
    {"sanshoku", "Mixed triple sequence", "三色同順"},
    {"sanshoku_doukou", "Triple triplets", "三色同刻"},
    {"sankantsu", "Three kans", "三槓子"},
    {"toitoi", "All triplets", "対々和"},
    {"sanankou", "Three concealed triplets", "三暗刻"},
    {"shousangen", "Little three dragons", "小三元"},
    {"honroutou", "All terminals and honours", "混老頭"},
    {"ryanpeikou", "Twice pure double sequence", "二盃口"},
    {"junchan", "Fully outside hand", "純全帯幺九"},
    {"honitsu", "Half flush", "混一色"},
    {"chinitsu", "Full flush", "清一色"},
    {"renhou", "Blessing of man", "人和"},
    {"nagashi_mangan", "Mangan at draw", "流し満貫"},
    {"kokushi", "Thirteen orphans", "国士無双"},
    {"kokushi_13", "Thirteen orphans, 13-sided wait", "国士無双十三面"},
    {"suuankou", "Four concealed triplets", "四暗刻"},
    {"suuankou_tanki", "Four concealed triplets, single wait", "四暗刻単騎"},
    {"daisangen", "Big three dragons", "大三元"},
    {"shousuushii", "Little four winds", "小四喜"},
    {"daisuushii", "Big four winds", "大四喜"},
    {"tsuuiisou", "All honours", "字一色"},
    {"chinroutou", "All terminals", "清老頭"},
    {"ryuuiisou", "All green", "緑一色"},
    {"chuuren", "Nine gates", "九蓮宝燈"},
    {"chuuren_9", "True nine gates", "純正九蓮宝燈"},
    {"suukantsu", "Four kans", "四槓子"},
    {"tenhou", "Blessing of heaven", "天和"},
    {"chiihou", "Blessing of earth", "地和"},
    {"renhou", "Blessing of man", "人和"},
    {"dora", "Dora", "ドラ"},
    {"aka_dora", "Red five", "赤ドラ"},
    {"ura_dora", "Ura dora", "裏ドラ"},
    {"kita", "North set aside", "抜きドラ"},
}};

// The table holds every element id, in the engine's order.
static_assert([] {
  for (int i = 0; i < kElementIdCount; ++i)
    if (kNames[i].id != kElementIds[i]) return false;
  return true;
}());

}  // namespace

std::span<const ElementName> riichi_element_names() { return kNames; }

const ElementName* riichi_element_name(std::string_view id) {
  for (const ElementName& n : kNames)
    if (n.id == id) return &n;
  return nullptr;
}

}  // namespace mjscore
