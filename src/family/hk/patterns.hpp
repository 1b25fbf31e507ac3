// HK pattern detection (seed 001 "Tabela de Pontuação"): pure functions over the hand and
// reading views. Each answers whether its element's condition holds; the values, what
// subsumes what and the restrictions are the preset's (score.cpp applies them).
#pragma once

#include <cstdint>

#include "family/hk/hand_view.hpp"
#include "mjscore/hk_rules.hpp"

namespace mjscore::hk {

// Hand type
bool common_hand(const HandView&, const ReadingView&);       // every set a chow
bool all_triplets(const HandView&, const ReadingView&);      // every set a pung or kong
bool mixed_one_suit(const HandView&, const ReadingView&);    // honours and one suit
bool all_one_suit(const HandView&, const ReadingView&);      // one suit, no honours
bool all_honors(const HandView&, const ReadingView&);        // honours only
bool small_dragons(const HandView&, const ReadingView&);     // two dragon sets, dragon pair
bool great_dragons(const HandView&, const ReadingView&);     // three dragon sets
bool small_winds(const HandView&, const ReadingView&);       // three wind sets, wind pair
bool great_winds(const HandView&, const ReadingView&);       // four wind sets
bool thirteen_orphans(const HandView&, const ReadingView&);  // the special hand
bool all_kongs(const HandView&, const ReadingView&);         // four kongs
bool self_triplets(const HandView&, const ReadingView&);     // four concealed triplets
bool orphans(const HandView&, const ReadingView&);           // ones and nines only
bool nine_gates(const HandView&, const ReadingView&);        // 1112345678999 + one, concealed
// Melds
bool seat_wind(const HandView&, const ReadingView&);
bool prevailing_wind(const HandView&, const ReadingView&);
bool red_dragon(const HandView&, const ReadingView&);
bool green_dragon(const HandView&, const ReadingView&);
bool white_dragon(const HandView&, const ReadingView&);
bool mixed_orphans(const HandView&, const ReadingView&);  // honours, ones and nines only
// Winning condition
bool self_draw(const HandView&, const ReadingView&);
bool concealed_hand(const HandView&, const ReadingView&);
bool robbing_kong(const HandView&, const ReadingView&);
bool last_catch(const HandView&, const ReadingView&);
bool win_by_kong(const HandView&, const ReadingView&);
bool win_by_double_kong(const HandView&, const ReadingView&);
bool heavenly_hand(const HandView&, const ReadingView&);  // East wins with the dealt hand
bool earthly_hand(const HandView&, const ReadingView&);   // another seat on East's first discard
// Additions
bool seven_pairs(const HandView&, const ReadingView&);
bool no_flowers(const HandView&, const ReadingView&);
bool own_flower(const HandView&, const ReadingView&);
bool own_season(const HandView&, const ReadingView&);
bool all_flowers(const HandView&, const ReadingView&);
bool all_seasons(const HandView&, const ReadingView&);

// Every element whose condition holds, as bits of Element (before values and subsumption).
uint64_t detect(const HandView& hand, const ReadingView& reading);

}  // namespace mjscore::hk
