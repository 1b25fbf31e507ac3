// Response lines of the JSON contract ("Response"; extensions in docs/json-api.md), written by
// hand into the caller's buffer.
#include <algorithm>

#include "json/json_out.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

void header(std::string& o, std::string_view id, bool ok, std::optional<Family> family,
            std::string_view preset) {
  o.append("{\"id\":");
  o.append(id.empty() ? std::string_view("null") : id);
  o.append(ok ? ",\"ok\":true,\"rules\":" : ",\"ok\":false,\"rules\":");
  if (family) {
    o.push_back('"');
    o.append(family_name(*family));
    o.push_back('"');
  } else {
    o.append("null");
  }
  out::key(o, "preset");
  if (!preset.empty()) {
    out::string(o, preset);
  } else if (family) {
    out::string(o, default_preset(*family));
  } else {
    o.append("null");
  }
}

// The tiles of one block, red fives included.
void block_counts(const Block& b, TileCounts& counts) {
  const int i = index(b.first);
  switch (b.kind) {
    case BlockKind::Run:
      for (int k = 0; k < 3 && i + k < kTileKinds; ++k) counts[i + k] = 1;
      break;
    case BlockKind::Triplet:
      counts[i] = 3;
      break;
    case BlockKind::Kan:
      counts[i] = 4;
      break;
    case BlockKind::Pair:
      counts[i] = 2;
      break;
  }
}

// Calls f(text) for each set of the reading, canonical, red fives placed on the sets holding
// them (called melds keep their own; concealed red fives go to the first concealed sets with
// a five of that suit).
template <class F>
void for_each_set(const Arrangement& reading, const Hand& hand, F&& f) {
  if (reading.shape == Shape::ThirteenOrphans) {
    f(format_tiles(hand.concealed, hand.concealed_red));
    return;
  }
  RedCounts left = hand.concealed_red;
  for (const auto& b : reading.blocks) {
    TileCounts counts{};
    block_counts(b, counts);
    RedCounts red{};
    if (is_suited(b.first)) {
      const int s = static_cast<int>(suit_of(b.first));
      const int five = s * 9 + 4;
      if (b.from_meld() && b.meld < hand.melds.size()) {
        red[s] = hand.melds[b.meld].red;
      } else if (counts[five] > 0) {
        red[s] = std::min<uint8_t>(left[s], counts[five]);
        left[s] -= red[s];
      }
    }
    f(format_tiles(counts, red));
  }
}

void tile_mask_text(std::string& o, TileMask mask) {
  TileCounts counts{};
  for (int k = 0; k < kTileKinds; ++k) counts[k] = (mask >> k) & 1u;
  out::string(o, format_tiles(counts));
}

}  // namespace

std::string_view wait_name(Wait w) {
  switch (w) {
    case Wait::Ryanmen:
      return "ryanmen";
    case Wait::Kanchan:
      return "kanchan";
    case Wait::Penchan:
      return "penchan";
    case Wait::Tanki:
      return "tanki";
    case Wait::Shanpon:
      return "shanpon";
    case Wait::Kokushi:
      return "kokushi";
    case Wait::Kokushi13:
      return "kokushi_13";
  }
  return "unknown";
}

std::string_view shape_name(Shape s) {
  switch (s) {
    case Shape::Regular:
      return "regular";
    case Shape::SevenPairs:
      return "seven_pairs";
    case Shape::ThirteenOrphans:
      return "thirteen_orphans";
  }
  return "unknown";
}

std::vector<std::string> reading_sets(const Arrangement& reading, const Hand& hand) {
  std::vector<std::string> sets;
  for_each_set(reading, hand, [&](std::string s) { sets.push_back(std::move(s)); });
  return sets;
}

void write_score_response(std::string& o, std::string_view id, const ScoreResult& r,
                          const Hand& hand) {
  header(o, id, true, r.family, r.preset);
  out::key(o, "value");
  out::integer(o, r.value);
  if (r.deltas) {
    o.append(",\"deltas\":{");
    for (int s = 0; s < kSeats; ++s) {
      if (s) o.push_back(',');
      o.push_back('"');
      o.push_back(kWindLetters[s]);
      o.append("\":");
      out::integer(o, (*r.deltas)[s]);
    }
    o.push_back('}');
  }
  o.append(",\"elements\":[");
  for (int k = 0; k < r.elements.size(); ++k) {
    const Element& e = r.elements[k];
    o.append(k ? ",{\"id\":" : "{\"id\":");
    out::string(o, e.id);
    out::key(o, e.unit.empty() ? std::string_view("han") : e.unit);
    out::integer(o, e.amount);
    o.push_back('}');
  }
  o.append("],\"reading\":{\"sets\":[");
  bool first = true;
  for_each_set(r.reading, hand, [&](const std::string& s) {
    if (!first) o.push_back(',');
    first = false;
    out::string(o, s);
  });
  o.append("],\"wait\":\"");
  o.append(wait_name(r.reading.wait));
  o.append("\"}");
  switch (r.family) {
    case Family::Riichi:
      out::key(o, "han");
      out::integer(o, r.han);
      out::key(o, "fu");
      out::integer(o, r.fu);
      out::key(o, "yakuman");
      out::integer(o, r.yakuman);
      out::key(o, "limit");
      if (r.limit == Limit::None) {
        o.append("null");
      } else {
        o.push_back('"');
        o.append(limit_name(r.limit));
        o.push_back('"');
      }
      o.append(",\"fu_details\":[");
      for (int k = 0; k < r.fu_details.size(); ++k) {
        o.append(k ? ",{\"reason\":" : "{\"reason\":");
        out::string(o, r.fu_details[k].reason);
        out::key(o, "fu");
        out::integer(o, r.fu_details[k].fu);
        o.push_back('}');
      }
      o.push_back(']');
      break;
    case Family::HK:
      out::key(o, "faan");
      out::integer(o, r.faan);
      out::key(o, "base");
      out::integer(o, r.base);
      break;
    case Family::Classical:
      out::key(o, "points");
      out::integer(o, r.points);
      out::key(o, "doubles");
      out::integer(o, r.doubles);
      out::key(o, "limit");
      if (r.limit_fraction) {
        out::number(o, *r.limit_fraction);
      } else {
        o.append("null");
      }
      out::key(o, "score");
      out::integer(o, r.score);
      break;
  }
  o.push_back('}');
}

void write_waits_response(std::string& o, std::string_view id, Family family,
                          std::string_view preset, const WaitsAnswer& w) {
  header(o, id, true, family, preset);
  out::key(o, "tenpai");
  out::boolean(o, w.waits.tenpai());
  out::key(o, "waits");
  tile_mask_text(o, w.waits.waits);
  out::key(o, "shanten");
  out::integer(o, w.shanten.best());
  out::key(o, "exhausted");
  tile_mask_text(o, w.waits.exhausted);
  o.append(",\"shanten_by_shape\":{\"regular\":");
  out::integer(o, w.shanten.regular);
  out::key(o, "seven_pairs");
  out::integer(o, w.shanten.seven_pairs);
  out::key(o, "thirteen_orphans");
  out::integer(o, w.shanten.thirteen_orphans);
  o.append("}}");
}

void write_error_response(std::string& o, std::string_view id, std::optional<Family> family,
                          std::string_view preset, const Error& e) {
  header(o, id, false, family, preset);
  o.append(",\"error\":{\"code\":\"");
  o.append(to_string(e.code));
  o.append("\",\"message\":");
  out::string(o, e.message);
  if (e.position >= 0) {
    out::key(o, "position");
    out::integer(o, e.position);
  }
  o.append("}}");
}

void write_response(const Answer& a, std::string& o) {
  if (a.error) {
    write_error_response(o, a.id, a.family, a.preset, *a.error);
    return;
  }
  switch (a.type) {
    case RequestType::Score:
      write_score_response(o, a.id, a.score, std::get<ScoreRequest>(a.request).hand);
      return;
    case RequestType::Waits:
      write_waits_response(o, a.id, a.family.value_or(Family::Riichi), a.preset, a.waits);
      return;
    case RequestType::Game:
    case RequestType::Final:
    case RequestType::Settle:
    case RequestType::Round:
      header(o, a.id, true, a.family, a.preset);
      if (!a.body_json.empty()) {
        o.push_back(',');
        o.append(a.body_json);
      }
      o.push_back('}');
      return;
  }
}

}  // namespace mjscore::json
