// NumPy analysis over many hands at once (docs/python.md "NumPy"): shanten, waits and
// is_complete of an (N, 34) uint8 array of concealed tile counts (tile kinds in the order
// 1m..9m 1p..9p 1s..9s 1z..7z) with the number of open sets beside each hand, answered by the
// engine's analysis (include/mjscore/analysis.hpp) with the GIL released and no Python per hand.
// Tenhou's 136-tile ids (kind = id / 4) are accepted as lists and by counts_from_136.
#include <pybind11/numpy.h>

#include <algorithm>
#include <cstring>

#include "bindings.hpp"
#include "mjscore/analysis.hpp"
#include "parallel.hpp"

namespace mjscore::python {
namespace {

using Counts = py::array_t<uint8_t, py::array::c_style>;

// Which concealed tile counts a function takes: 13 - 3 * melds, plus `extra` of {0, 1}.
enum class Takes : uint8_t { WaitingOrComplete, Waiting, Complete };

struct Hands {
  Counts counts;               // (N, 34) C-contiguous
  std::vector<uint8_t> melds;  // N
  bool single = false;         // given as one hand: the answer is a scalar / one row
  std::size_t n() const { return melds.size(); }
};

// Tenhou 136-tile ids (0-135; kind = id / 4) of one hand or of many: a list of ints, or a list
// of lists of ints, or an integer array (N, K) / (K,) padded with -1.
constexpr std::size_t kMaxHandTiles = 18;

Counts counts_from_136(py::handle ids, bool& single) {
  py::array a = py::array::ensure(ids);
  if (!a) throw py::value_error("mjscore: 136-tile ids must be a list of ints or lists of ints");
  if (a.dtype().kind() != 'i' && a.dtype().kind() != 'u')
    throw py::value_error("mjscore: 136-tile ids must be integers (0-135), got dtype " +
                          py::str(a.dtype()).cast<std::string>() +
                          " (hands of unequal length: pad with -1)");
  if (a.ndim() != 1 && a.ndim() != 2)
    throw py::value_error("mjscore: 136-tile ids: expected shape (K,) or (N, K), got " +
                          std::to_string(a.ndim()) + " dimensions");
  single = a.ndim() == 1;
  auto ints = py::array_t<int64_t, py::array::c_style | py::array::forcecast>::ensure(a);
  const std::size_t n = single ? 1 : static_cast<std::size_t>(ints.shape(0));
  const std::size_t k = static_cast<std::size_t>(ints.shape(ints.ndim() - 1));
  Counts out({n, std::size_t{kTileKinds}});
  uint8_t* c = out.mutable_data();
  std::memset(c, 0, n * kTileKinds);
  const int64_t* id = ints.data();
  for (std::size_t h = 0; h < n; ++h) {
    // A hand holds at most 18 tiles (four kans and a pair); a longer list is most likely 34
    // tile counts given as a list, which must not be read as ids.
    if (std::count_if(id + h * k, id + (h + 1) * k, [](int64_t v) { return v != -1; }) >
        static_cast<std::ptrdiff_t>(kMaxHandTiles))
      throw py::value_error("mjscore: hand " + std::to_string(h) + " has more than " +
                            std::to_string(kMaxHandTiles) +
                            " 136-tile ids (tile counts go in a NumPy uint8 array of shape "
                            "(N, 34) or (34,))");
    for (std::size_t j = 0; j < k; ++j) {
      const int64_t v = id[h * k + j];
      if (v == -1) continue;
      if (v < 0 || v > 135)
        throw py::value_error("mjscore: 136-tile id " + std::to_string(v) + " of hand " +
                              std::to_string(h) + " is outside 0-135 (-1 pads)");
      uint8_t& count = c[h * kTileKinds + static_cast<std::size_t>(v / 4)];
      if (++count > 4)
        throw py::value_error("mjscore: hand " + std::to_string(h) + " holds id " +
                              std::to_string(v) + "'s kind five times");
    }
  }
  return out;
}

Counts read_counts(py::handle counts, bool& single) {
  if (PyList_Check(counts.ptr()) || PyTuple_Check(counts.ptr()))
    return counts_from_136(counts, single);
  if (!py::isinstance<py::array>(counts))
    throw py::value_error(
        "mjscore: counts must be a NumPy uint8 array of shape (N, 34) or (34,), or a list of "
        "136-tile ids; got " +
        py::str(py::type::of(counts)).cast<std::string>());
  auto a = py::reinterpret_borrow<py::array>(counts);
  if (!a.dtype().is(py::dtype::of<uint8_t>()))
    throw py::value_error("mjscore: counts must have dtype uint8, got " +
                          py::str(a.dtype()).cast<std::string>() +
                          " (np.asarray(counts, dtype=np.uint8) converts tile counts; "
                          "counts_from_136 converts 136-tile ids)");
  if ((a.ndim() != 1 && a.ndim() != 2) || a.shape(a.ndim() - 1) != kTileKinds)
    throw py::value_error("mjscore: counts must have shape (N, 34) or (34,), got " +
                          py::str(a.attr("shape")).cast<std::string>());
  single = a.ndim() == 1;
  return Counts::ensure(a);  // a C-contiguous view, copied only when strided
}

std::vector<uint8_t> read_melds(py::handle melds, std::size_t n) {
  std::vector<uint8_t> out(n, 0);
  if (melds.is_none()) return out;
  auto check = [](int64_t m) {
    if (m < 0 || m > 4)
      throw py::value_error("mjscore: melds (open sets per hand) must be 0 to 4, got " +
                            std::to_string(m));
    return static_cast<uint8_t>(m);
  };
  if (PyLong_Check(melds.ptr())) {
    std::fill(out.begin(), out.end(), check(melds.cast<int64_t>()));
    return out;
  }
  py::array a = py::array::ensure(melds);
  if (!a || (a.dtype().kind() != 'i' && a.dtype().kind() != 'u'))
    throw py::value_error("mjscore: melds must be an int or an integer array of shape (N,)");
  if (a.ndim() != 1 || static_cast<std::size_t>(a.shape(0)) != n)
    throw py::value_error("mjscore: melds must have shape (" + std::to_string(n) +
                          ",), one count of open sets per hand");
  auto ints = py::array_t<int64_t, py::array::c_style | py::array::forcecast>::ensure(a);
  for (std::size_t i = 0; i < n; ++i) out[i] = check(ints.data()[i]);
  return out;
}

Hands read_hands(py::handle counts, py::handle melds, Takes takes, const char* what) {
  Hands h;
  h.counts = read_counts(counts, h.single);
  const std::size_t n = h.single ? 1 : static_cast<std::size_t>(h.counts.shape(0));
  if (h.single)
    h.counts = Counts::ensure(h.counts.reshape({std::size_t{1}, std::size_t{kTileKinds}}));
  h.melds = read_melds(melds, n);
  // Validation: each count at most 4 and a tile total the function takes (GIL held: it raises).
  // The sum and the largest count of a row first, branch-free; the message only for a bad row.
  const uint8_t* c = h.counts.data();
  for (std::size_t i = 0; i < n; ++i, c += kTileKinds) {
    int total = 0;
    uint8_t most = 0;
    for (int t = 0; t < kTileKinds; ++t) {
      total += c[t];
      most = std::max(most, c[t]);
    }
    if (most > 4) {
      const int t = static_cast<int>(std::max_element(c, c + kTileKinds) - c);
      throw py::value_error("mjscore." + std::string(what) + ": hand " + std::to_string(i) +
                            " holds " + std::to_string(c[t]) + " of tile kind " +
                            std::to_string(t) + " (at most 4)");
    }
    const int waiting = 13 - 3 * h.melds[i];
    const bool ok = takes == Takes::Waiting    ? total == waiting
                    : takes == Takes::Complete ? total == waiting + 1
                                               : total == waiting || total == waiting + 1;
    if (!ok) {
      const std::string expected = takes == Takes::Waiting    ? std::to_string(waiting)
                                   : takes == Takes::Complete ? std::to_string(waiting + 1)
                                                              : std::to_string(waiting) + " or " +
                                                                    std::to_string(waiting + 1);
      throw py::value_error("mjscore." + std::string(what) + ": hand " + std::to_string(i) +
                            " has " + std::to_string(total) + " concealed tiles with " +
                            std::to_string(h.melds[i]) + " melds; expected " + expected +
                            " (13 - 3 * melds" + (takes == Takes::Waiting ? ")" : ", + 1)"));
    }
  }
  return h;
}

// Hands per task a worker claims: big enough that a thread's start is paid back.
constexpr std::size_t kRowsPerTask = 1 << 14;

// fn(i) for every hand, on `threads` workers, the GIL released.
template <class Fn>
void for_each_hand(const Hands& h, int threads, Fn fn) {
  check_threads(threads);
  py::gil_scoped_release unlocked;
  const std::size_t tasks = (h.n() + kRowsPerTask - 1) / kRowsPerTask;
  run_parallel(tasks, threads, [&] {
    return [&](std::size_t t) {
      const std::size_t end = std::min(h.n(), (t + 1) * kRowsPerTask);
      for (std::size_t i = t * kRowsPerTask; i < end; ++i) fn(i);
    };
  });
}

const TileCounts& row(const Hands& h, std::size_t i) {
  static_assert(sizeof(TileCounts) == kTileKinds);
  return *reinterpret_cast<const TileCounts*>(h.counts.data() + i * kTileKinds);
}

enum class ShantenShape : uint8_t { Best, Regular, SevenPairs, ThirteenOrphans };

ShantenShape shape_named(const std::string& s) {
  if (s == "best") return ShantenShape::Best;
  if (s == "regular") return ShantenShape::Regular;
  if (s == "seven_pairs") return ShantenShape::SevenPairs;
  if (s == "thirteen_orphans") return ShantenShape::ThirteenOrphans;
  throw py::value_error(
      "mjscore.shanten: shape must be best, regular, seven_pairs or "
      "thirteen_orphans, not '" +
      s + "'");
}

py::object shanten_np(py::handle counts, py::handle melds, const std::string& shape_name,
                      int threads) {
  const ShantenShape shape = shape_named(shape_name);
  const Hands h = read_hands(counts, melds, Takes::WaitingOrComplete, "shanten");
  py::array_t<int8_t> out(static_cast<py::ssize_t>(h.n()));
  int8_t* o = out.mutable_data();
  for_each_hand(h, threads, [&](std::size_t i) {
    if (shape == ShantenShape::Regular) {
      o[i] = static_cast<int8_t>(shanten_regular(row(h, i), h.melds[i]));
      return;
    }
    const Shanten s = shanten(row(h, i), h.melds[i]);
    o[i] = static_cast<int8_t>(shape == ShantenShape::Best         ? s.best()
                               : shape == ShantenShape::SevenPairs ? s.seven_pairs
                                                                   : s.thirteen_orphans);
  });
  if (h.single) return py::int_(o[0]);
  return out;
}

py::object waits_np(py::handle counts, py::handle melds, int threads) {
  const Hands h = read_hands(counts, melds, Takes::Waiting, "waits");
  py::array_t<bool> out({h.n(), std::size_t{kTileKinds}});
  bool* o = out.mutable_data();
  for_each_hand(h, threads, [&](std::size_t i) {
    const WaitResult w = waits(row(h, i), h.melds[i], row(h, i));
    for (int t = 0; t < kTileKinds; ++t) o[i * kTileKinds + t] = (w.waits >> t) & 1u;
  });
  if (h.single) return out[py::int_(0)];
  return out;
}

py::object is_complete_np(py::handle counts, py::handle melds, int threads) {
  const Hands h = read_hands(counts, melds, Takes::Complete, "is_complete");
  py::array_t<bool> out(static_cast<py::ssize_t>(h.n()));
  bool* o = out.mutable_data();
  for_each_hand(h, threads, [&](std::size_t i) { o[i] = is_complete(row(h, i), h.melds[i]); });
  if (h.single) return py::bool_(o[0]);
  return out;
}

}  // namespace

void bind_analysis(py::module_& m) {
  m.def("shanten", &shanten_np, py::arg("counts"), py::arg("melds") = py::none(),
        py::arg("shape") = "best", py::arg("threads") = 0,
        R"(shanten(counts, melds=None, shape="best", threads=0) -> numpy.ndarray[int8] | int

Shanten (riichi definition: -1 complete, 0 tenpai, ...) of each hand. ``counts``: a uint8 array
(N, 34) of concealed tile counts (kinds 1m..9m, 1p..9p, 1s..9s, 1z..7z), or (34,) for one hand;
or 136-tile ids (Tenhou; kind = id // 4) as a list of ints (one hand) or a list of lists (pad
with -1). ``melds``: open sets per hand (an int for all, or an int array (N,)); each hand holds
13 - 3 * melds or one more concealed tiles. ``shape``: "best" (the least of the shapes),
"regular", "seven_pairs" or "thirteen_orphans" (the special shapes need melds == 0; otherwise
their value is 6 / 13). Returns int8 (N,), or an int for one hand. Wrong shape, dtype or tile
count: ValueError. The GIL is released while hands are analysed, on ``threads`` workers (0: one
per core; blocks of 16384 hands, so a small array uses one).)");
  m.def("waits", &waits_np, py::arg("counts"), py::arg("melds") = py::none(),
        py::arg("threads") = 0,
        R"(waits(counts, melds=None, threads=0) -> numpy.ndarray[bool]

The winning tiles of each hand lacking one tile (13 - 3 * melds concealed tiles): a bool array
(N, 34), True where that tile kind completes the hand (any shape) and a copy remains, i.e. the
hand does not hold all four itself (the open sets' tiles are not known here). Inputs as for
shanten; one hand in, one row (34,) out. The GIL is released, threads as for shanten.)");
  m.def("is_complete", &is_complete_np, py::arg("counts"), py::arg("melds") = py::none(),
        py::arg("threads") = 0,
        R"(is_complete(counts, melds=None, threads=0) -> numpy.ndarray[bool] | bool

Whether each hand of 14 - 3 * melds concealed tiles is complete in any shape (four sets and a
pair, seven pairs, thirteen orphans). Inputs and threads as for shanten.)");
  m.def(
      "counts_from_136",
      [](py::handle ids) {
        bool single = false;
        Counts c = counts_from_136(ids, single);
        if (single) return py::array(c[py::int_(0)]);
        return py::array(c);
      },
      py::arg("ids"),
      R"(counts_from_136(ids) -> numpy.ndarray[uint8]

Tenhou 136-tile ids (0-135, kind = id // 4) to tile counts: a list (or 1-D array) of ids gives
(34,), a list of lists or a 2-D integer array (N, K) padded with -1 gives (N, 34).)");
}

}  // namespace mjscore::python
