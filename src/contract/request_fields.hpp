// Internal: the fields of a request line as read from JSON, before they are interpreted
// (request_read.cpp reads them with simdjson On-Demand; request_build.cpp turns them into a
// ScoreRequest / WaitsRequest).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

#include "contract/fast/batch.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json::detail {

enum class KeyKind : uint8_t { Raw, Text, Flag, Integer, MeldList, OptionMap };

// The one list of request keys: every top-level key of the contract's score request (plus
// "type" and the additive "wareme"), its name and the kind of its value. The Key enum, the
// names and the perfect hash that both readers look keys up with are made from it. The eight
// flags riichi..first_turn stay consecutive (set_riichi_flags reads them as one word).
// clang-format off
#define MJSCORE_REQUEST_KEYS(X) \
  X(Id, "id", Raw) \
  X(Type, "type", Text) \
  X(Rules, "rules", Text) \
  X(Preset, "preset", Text) \
  X(Options, "options", OptionMap) \
  X(Hand, "hand", Text) \
  X(Win, "win", Text) \
  X(Melds, "melds", MeldList) \
  X(Bonus, "bonus", Text) \
  X(WinBy, "win_by", Text) \
  X(Seat, "seat", Text) \
  X(Round, "round", Text) \
  X(From, "from", Text) \
  X(Liable, "liable", Text) \
  X(Wareme, "wareme", Text) \
  X(Dora, "dora", Text) \
  X(Ura, "ura", Text) \
  X(Riichi, "riichi", Flag) \
  X(DoubleRiichi, "double_riichi", Flag) \
  X(Ippatsu, "ippatsu", Flag) \
  X(LastTile, "last_tile", Flag) \
  X(AfterKan, "after_kan", Flag) \
  X(AfterDoubleKan, "after_double_kan", Flag) \
  X(RobbingKan, "robbing_kan", Flag) \
  X(FirstTurn, "first_turn", Flag) \
  X(Won, "won", Flag) \
  X(OriginalCall, "original_call", Flag) \
  X(FifthTile, "fifth_tile", Flag) \
  X(Honba, "honba", Integer) \
  X(RiichiSticks, "riichi_sticks", Integer) \
  X(Kita, "kita", Integer) \
  X(RobbedKita, "robbed_kita", Flag)
// clang-format on

#define MJSCORE_KEY_ENUM(key, name, kind) key,
enum class Key : uint8_t { MJSCORE_REQUEST_KEYS(MJSCORE_KEY_ENUM) Count };
#undef MJSCORE_KEY_ENUM
inline constexpr int kKeyCount = static_cast<int>(Key::Count);

#define MJSCORE_KEY_NAME(key, name, kind) name,
inline constexpr std::array<std::string_view, kKeyCount> kKeyNames = {
    MJSCORE_REQUEST_KEYS(MJSCORE_KEY_NAME)};
#undef MJSCORE_KEY_NAME
#define MJSCORE_KEY_KIND(key, name, kind) KeyKind::kind,
inline constexpr std::array<KeyKind, kKeyCount> kKeyKinds = {
    MJSCORE_REQUEST_KEYS(MJSCORE_KEY_KIND)};
#undef MJSCORE_KEY_KIND

constexpr KeyKind key_kind(Key k) { return kKeyKinds[static_cast<int>(k)]; }
constexpr uint64_t bit(Key k) { return uint64_t{1} << static_cast<int>(k); }

// Two bytes, the first one in the low bits; kCommaQuote is `,"` read so, kColonQuote `:"`.
inline uint16_t load2(const char* p) {
  uint16_t x;
  std::memcpy(&x, p, 2);
  if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap16(x);
  return x;
}
inline constexpr uint16_t kCommaQuote = ',' | '"' << 8, kColonQuote = ':' | '"' << 8;

// The key hash: the first eight bytes of a name (zero-filled), times a constant found at compile
// time, give a slot of a 128-slot table that no two keys share; the slot holds the key's name
// as two words (every key has 2..16 bytes) and its length, so one slot is all a lookup reads.
struct KeyWords {
  uint64_t lo = 0, hi = 0;
};
constexpr KeyWords words_of(std::string_view name) {
  KeyWords w;
  for (std::size_t i = 0; i < name.size() && i < 16; ++i) {
    const auto byte = static_cast<uint64_t>(static_cast<unsigned char>(name[i]));
    (i < 8 ? w.lo : w.hi) |= byte << (8 * (i % 8));
  }
  return w;
}
constexpr unsigned key_hash(uint64_t lo, uint64_t magic) {
  return static_cast<unsigned>((lo * magic) >> 57);
}

// 32 bytes, so a slot's address is one shift, with the key's bit ready.
struct KeySlot {
  KeyWords name;
  uint64_t bit = 0;
  uint8_t size = 0xFF;  // no name read has this length: an empty slot never matches
  int8_t key = -1;
  KeyKind kind = KeyKind::Raw;  // key_kind(key), read with the slot
  // The usual start of the value, `:"` as load2 reads it, for a Text key; for any other
  // 0x10000, which no two bytes are. One comparison instead of the kind's and the bytes'.
  uint32_t text_start = 0x10000;
};
static_assert(sizeof(KeySlot) == 32);

struct KeyHash {
  uint64_t magic = 0;
  std::array<KeySlot, 128> slot{};
  constexpr KeyHash() {
    for (uint64_t m = 0x9E3779B97F4A7C15ull;; m += 0x1000000000000002ull) {
      slot = {};
      bool ok = true;
      for (int k = 0; k < kKeyCount && ok; ++k) {
        const KeyWords w = words_of(kKeyNames[k]);
        KeySlot& s = slot[key_hash(w.lo, m)];
        ok = s.key < 0 && kKeyNames[k].size() >= 2 && kKeyNames[k].size() <= 16;
        const KeyKind kind = kKeyKinds[k];
        s = {w,
             uint64_t{1} << k,
             static_cast<uint8_t>(kKeyNames[k].size()),
             static_cast<int8_t>(k),
             kind,
             kind == KeyKind::Text ? kColonQuote : 0x10000u};
      }
      if (ok) {
        magic = m;
        return;
      }
    }
  }
};
inline constexpr KeyHash kKeyHash;

// The key named `name` (the simdjson reader's lookup; the common-shape reader reads the words
// from the line itself).
inline std::optional<Key> find_key(std::string_view name) {
  if (name.size() < 2 || name.size() > 16) return std::nullopt;
  const KeyWords w = words_of(name);
  const KeySlot& s = kKeyHash.slot[key_hash(w.lo, kKeyHash.magic)];
  if (s.name.lo != w.lo || s.name.hi != w.hi || s.size != name.size()) return std::nullopt;
  return static_cast<Key>(s.key);
}

// Keys a waits request defines (contract "Other request types": hand and melds).
inline constexpr uint64_t kWaitsKeys = bit(Key::Id) | bit(Key::Type) | bit(Key::Rules) |
                                       bit(Key::Preset) | bit(Key::Options) | bit(Key::Hand) |
                                       bit(Key::Melds);

// A batch's lines repeat a handful of configurations, written the same way right after the id:
// `{"id":7,"rules":"riichi","preset":"wrc","options":{"aka_dora":false},"hand":...`. A ConfigRun
// is such a line's configuration members ("rules", "preset", "options", each not null, one after
// another without whitespace) as bytes, from the first one's name to the next key's opening
// quote: `rules":"riichi","preset":"wrc","options":{"aka_dora":false},"`. A line whose bytes
// after the id start with a run holds those members with those values (a JSON value ends where
// its text ends), so the common-shape reader takes them from the run instead of reading them.
// A run is compared with a line a block at a time (request_fast.cpp): 32 bytes with AVX2, 8
// otherwise. run_head_mask(n) selects the bytes of a run of n bytes in its first block, as the
// comparison marks them: a bit per byte with AVX2, the byte's eight bits otherwise.
#ifdef __AVX2__
inline constexpr std::size_t kRunBlock = 32;
constexpr uint64_t run_head_mask(std::size_t n) {
  return n >= kRunBlock ? 0xFFFF'FFFFu : (uint64_t{1} << n) - 1;
}
#else
inline constexpr std::size_t kRunBlock = 8;
constexpr uint64_t run_head_mask(std::size_t n) {
  return n >= kRunBlock ? ~uint64_t{0} : (uint64_t{1} << (8 * n)) - 1;
}
#endif
struct ConfigRun {
  static constexpr std::size_t kRoom = 160;  // the longest run, and the bytes `text` holds
  static_assert(kRoom >= kRunBlock);
  static constexpr std::array<Key, 3> kKeys = {Key::Rules, Key::Preset, Key::Options};
  static constexpr uint64_t kKeyBits = bit(Key::Rules) | bit(Key::Preset) | bit(Key::Options);
  std::array<char, kRoom> text{};
  uint64_t head_mask = run_head_mask(kRunBlock);  // run_head_mask(size)
  uint32_t size = 0;                              // 0: no run
  uint64_t seen = 0;                              // the keys of its members
  std::array<uint8_t, 3> begin{}, length{};       // the value of each of kKeys in `text`
  int last = 0;                                   // its last member's key
  const RuleSet* rules = nullptr;                 // of its cache entry
};
// The runs of the rule sets a RequestParser cached (contract/fast/request_parser.hpp RuleCache: run
// i is that of entry i).
struct ConfigRuns {
  static constexpr std::size_t kSize = 8;
  std::array<ConfigRun, kSize> run;
  std::size_t used = 0;  // runs [0, used) were set at least once
};

struct Fields {
  uint64_t seen = 0;                               // keys present (null values count as absent)
  std::array<std::string_view, kKeyCount> text{};  // Raw and Text keys (unescaped)
  std::array<bool, kKeyCount> flag{};
  std::array<long long, kKeyCount> integer{};
  Melds melds;
  OptionOverrides options;
  std::string_view unknown_key;  // the first key no request type defines
  // ParseOptions::ignored_keys when the line holds one of them (null: none): the record readers
  // (game, settle, round) are given the line without them.
  const std::vector<std::string>* ignored = nullptr;
  HandInput input;  // reused between requests (its lists are cleared, not rebuilt)
  // The runs read_common tries after a leading id (null until the reader's owner has one), and
  // the one whose members it took for this line (null: none).
  const ConfigRuns* runs = nullptr;
  const ConfigRun* run = nullptr;

  bool has(Key k) const { return seen & bit(k); }
};

// Collects errors while reading: the first request-level error wins, but malformed JSON
// (parse_error) replaces it and stops the reading.
struct Problems {
  std::optional<Error> error;
  bool malformed = false;
  void request(ErrorCode code, std::string message, int position = -1) {
    if (!error) error = Error{code, std::move(message), position};
  }
  void add(Error e) {
    if (!error) error = std::move(e);
  }
};

// Error from a notation function about the text of `field`: the message names the field.
Error about_field(std::string_view field, Error e);

// One element of "melds" (contract "Melds"): appended to fields.melds, or its error recorded as
// "melds[n]: ..." (both readers use these, so their messages are the same).
void add_meld(Fields& fields, Problems& problems, int n, Result<Meld> meld);
// The object form once its members are read; a missing kind or tiles is an invalid_request.
void add_meld_object(Fields& fields, Problems& problems, int n,
                     std::optional<std::string_view> kind, std::optional<std::string_view> tiles,
                     std::optional<std::string_view> from);

// The reader for the common shape of a request line (request_fast.cpp): a flat object of known
// keys with plain values, read without simdjson. False when the line is anything else (the
// caller then clears `fields` and `problems` and reads the line with simdjson, which produces
// every error); true only for valid JSON, with the fields and problems that reader would give.
// `line` must be followed by kCommonPadding readable bytes, the first of them '\0' or '\n'.
inline constexpr std::size_t kCommonPadding = kLinePadding;
// The key order read_common has seen, so that it can check the keys it expects next directly
// (request_fast.cpp): for every key, and for the line's start, two guesses at the key that
// follows it, the last two keys that did. It only saves work: when both guesses are wrong the
// key is read the usual way. Kept by the reader's owner between lines (one per RequestParser,
// so per thread), as a client usually writes its keys in one order, some of them optional.
struct KeyGuess;
struct KeyOrder {
  // Indexed by the key before (the line's start last); two arrays, not pairs, so that both
  // are found from the key's index without a multiplication.
  std::array<const KeyGuess*, kKeyCount + 1> latest, earlier;
  KeyOrder();
};
bool read_common(std::string_view line, Fields& fields, Problems& problems, KeyOrder& order);
// read_common of the line from `text` up to its first '\0' or '\n', which the reading finds (a
// file read in place needs no search for the line's end first): that byte, or null when the
// line is not of the common shape. It must be followed by kCommonPadding - 1 readable bytes.
const char* read_common_line(const char* text, Fields& fields, Problems& problems, KeyOrder& order);

// The tiles of a score request (hand, win, bonus, dora, ura and the melds read) into `r`'s hand,
// dora and ura, the hand validated for r.won, as the exact path reads a JSON request's: the
// first error in `problems`. score_text.cpp reads its text fields through it.
void build_tiles(Fields& f, Problems& problems, ScoreRequest& r);

// Turns the fields into the request of `answer.type` (sets request, family, preset, parsed).
// `shortcuts` (ParseOptions::fast_path) lets a common score request skip the exact notation
// and make_hand path; the answer is the same either way (tests compare them).
void build_request(Fields& fields, Problems& problems, Answer& answer, bool shortcuts = true);

}  // namespace mjscore::json::detail
