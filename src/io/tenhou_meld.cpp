#include "io/tenhou_meld.hpp"

#include <string>

#include "io/tenhou_tiles.hpp"

namespace mjscore::tenhou {
namespace {

tl::unexpected<Error> bad(long code, const char* why) {
  return fail(ErrorCode::parse_error, "meld code " + std::to_string(code) + ": " + why);
}

TileRef tile(int id, bool aka) { return *tile_from_id(id, aka); }

}  // namespace

Result<Call> decode_meld_code(long code, bool aka) {
  if (code < 0 || code > 0xFFFF) return bad(code, "not a 16-bit value");
  Call call;
  call.from_rel = static_cast<int>(code & 3);
  if (code & 0x4) {  // chi
    int pattern = static_cast<int>(code >> 10);
    const int called_index = pattern % 3;
    pattern /= 3;
    if (pattern >= 21) return bad(code, "chi run out of range");
    const int first_kind = pattern / 7 * 9 + pattern % 7;
    for (int k = 0; k < 3; ++k) {
      const int copy = static_cast<int>((code >> (3 + 2 * k)) & 3);
      call.tiles.push_back(tile((first_kind + k) * 4 + copy, aka));
    }
    call.kind = MeldKind::Chi;
    call.called = call.tiles[called_index];
    if (call.from_rel != 3) return bad(code, "chi not from the previous player");
    return call;
  }
  if (code & 0x18) {  // pon or kakan
    int pattern = static_cast<int>(code >> 9);
    const int called_index = pattern % 3;
    const int kind = pattern / 3;
    if (kind >= kTileKinds) return bad(code, "pon tile out of range");
    const int left_out = static_cast<int>((code >> 5) & 3);
    SmallVector<TileRef, 4> three;
    for (int copy = 0; copy < 4; ++copy)
      if (copy != left_out) three.push_back(tile(kind * 4 + copy, aka));
    if (call.from_rel == 0) return bad(code, "pon from oneself");
    if (code & 0x8) {
      call.kind = MeldKind::Pon;
      call.tiles = three;
      call.called = three[called_index];
    } else {
      call.kind = MeldKind::Kakan;
      call.tiles = three;
      call.called = tile(kind * 4 + left_out, aka);
      call.tiles.push_back(call.called);
    }
    return call;
  }
  if (code & 0x20) {  // nuki: a North set aside (three-player kita)
    const int id = static_cast<int>(code >> 8);
    if (id >= kPhysicalTiles || id / 4 != index(Tile::North))
      return bad(code, "nuki of a tile that is not North");
    call.nuki = true;
    call.from_rel = 0;
    call.called = tile(id, aka);
    call.tiles.push_back(call.called);
    return call;
  }
  const int called_id = static_cast<int>(code >> 8);
  if (called_id >= kPhysicalTiles) return bad(code, "kan tile out of range");
  const int kind = called_id / 4;
  for (int copy = 0; copy < 4; ++copy) call.tiles.push_back(tile(kind * 4 + copy, aka));
  call.kind = call.from_rel == 0 ? MeldKind::Ankan : MeldKind::Kan;
  call.called = tile(called_id, aka);
  return call;
}

}  // namespace mjscore::tenhou
