// Work split over threads for the module's batch functions: `tasks` units claimed one at a time
// by up to `threads` workers (0: one per core), the calling thread one of them. The caller has
// released the GIL; the first exception a worker throws is rethrown after all have stopped.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace mjscore::python {

inline std::size_t worker_count(int threads, std::size_t tasks) {
  const std::size_t wanted = threads > 0 ? static_cast<std::size_t>(threads)
                                         : std::max(1u, std::thread::hardware_concurrency());
  return std::max<std::size_t>(1, std::min(wanted, tasks));
}

// `make_worker()` is called once per worker thread, in that thread; it returns a callable run
// for each task index the worker claims.
template <class MakeWorker>
void run_parallel(std::size_t tasks, int threads, MakeWorker make_worker) {
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto work = [&] {
    try {
      auto task = make_worker();
      for (std::size_t t = next++; t < tasks; t = next++) task(t);
    } catch (...) {
      const std::lock_guard lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      next = tasks;
    }
  };
  const std::size_t workers = worker_count(threads, tasks);
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

// Threads given to a Python function: 0 (one per core) to 1024.
void check_threads(int threads);

}  // namespace mjscore::python
