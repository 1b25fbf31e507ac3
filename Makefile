# mjscore: `make run` and `make test` work on a fresh Debian bookworm machine.
# Both install the missing Debian packages (as root), configure and build in release mode.

# nlohmann-json3-dev: the tests and fuzz targets only (the library and the CLI do not use it).
# libboost-dev: Boost.Beast and Asio (header-only), the server's HTTP layer. libcpp-httplib-dev:
# the HTTP client of the server's tests only (the server does not use it).
PACKAGES := g++ cmake ninja-build pkg-config git python3 \
            libgtest-dev libgmock-dev libbenchmark-dev \
            libsimdjson-dev nlohmann-json3-dev libcli11-dev libfmt-dev libexpected-dev \
            libtomlplusplus-dev zlib1g-dev clang libclang-rt-14-dev clang-format valgrind \
            libboost-dev libcpp-httplib-dev libsqlite3-dev curl \
            pybind11-dev python3-dev python3-numpy python3-pytest python3-jsonschema \
            chromium chromium-driver python3-selenium fonts-wqy-microhei
BUILD     ?= build
ASAN      ?= build-asan
# Profile-guided release build (docs/performance.md "Profile-guided build"): off by default, as
# it measures slower than the plain build on this code; PGO=on builds it.
PGO       ?= off
PGO_BUILD ?= build-pgo
JOBS      ?= $(shell nproc)
CMAKE_GEN := -G Ninja

.PHONY: all deps profile configure build build-cli build-asan run test test-unit test-asan bench fuzz format clean

all: build

deps:
	@missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing missing Debian packages:" $$missing; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null || exit 1; \
	  else \
	    echo "Missing Debian packages. Run as root:"; \
	    echo "  apt-get update && apt-get install -y $$missing"; exit 1; \
	  fi; \
	fi

PGO_PROFILE := $(abspath $(PGO_BUILD))/profile
ifeq ($(PGO),on)
RELEASE_PGO := -DMJSCORE_PGO=use -DMJSCORE_PGO_DIR=$(PGO_PROFILE)
PROFILE     := profile
else
RELEASE_PGO := -DMJSCORE_PGO=off
PROFILE     :=
endif

# The profile the release build is compiled with: an instrumented mjscore answers requests made
# by examples/gen_requests.py (another seed than the benchmark file's) and the examples. The
# profile only steers the compiler's choices (code layout, inlining, unrolling): the answers are
# the same, and code it never saw (other families, errors) is optimised as without it.
profile: deps
	cmake -S . -B $(PGO_BUILD) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=Release -DMJSCORE_TESTS=OFF -DMJSCORE_BENCH=OFF -DMJSCORE_PGO=generate -DMJSCORE_PGO_DIR=$(PGO_PROFILE)
	cmake --build $(PGO_BUILD) -j $(JOBS) --target mjscore
	rm -rf $(PGO_PROFILE)
	python3 examples/gen_requests.py 200000 2 > $(PGO_BUILD)/train.jsonl
	./$(PGO_BUILD)/mjscore batch $(PGO_BUILD)/train.jsonl > /dev/null
	for f in examples/*.jsonl; do ./$(PGO_BUILD)/mjscore batch "$$f" > /dev/null || exit 1; done

# MJSCORE_UNITY: the CLI's and the tests' files compile in batches (CMakeLists.txt), which
# keeps `make test` within CI's time on two cores.
configure: deps $(PROFILE)
	cmake -S . -B $(BUILD) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=Release -DMJSCORE_UNITY=ON $(RELEASE_PGO)

# Everything: the CLI, the tests, the Python module, the benchmarks.
build: configure
	cmake --build $(BUILD) -j $(JOBS)

# The CLI alone: what `make run` runs.
build-cli: configure
	cmake --build $(BUILD) -j $(JOBS) --target mjscore

# The sanitizer build also targets the baseline instruction set (MJSCORE_ARCH=none), so the unit
# tests run on both code paths: the release build's x86-64-v3 and the portable one. -O1 with
# line tables (-g1) is what the sanitizers need for their reports, and compiles in half the time
# of -O2 -g.
build-asan: deps
	cmake -S . -B $(ASAN) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" -DMJSCORE_SANITIZE=ON -DMJSCORE_UNITY=ON -DMJSCORE_BENCH=OFF -DMJSCORE_ARCH=none
	cmake --build $(ASAN) -j $(JOBS) --target mjscore_tests mjscore

# The main job: score the sample requests in examples/ and print the breakdown a player reads.
run: build-cli
	@for f in examples/*.jsonl; do echo "== $$f"; ./$(BUILD)/mjscore batch --text "$$f"; done

test-unit: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

test-asan: build-asan
	cd $(ASAN) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j $(JOBS)

test: test-unit test-asan
	@bash tools/check-format.sh

bench: build
	./$(BUILD)/mjscore_bench

fuzz: deps
	CXX=clang++ cmake -S . -B build-fuzz $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMJSCORE_FUZZ=ON -DMJSCORE_TESTS=OFF -DMJSCORE_BENCH=OFF
	cmake --build build-fuzz -j $(JOBS)

format:
	clang-format -i $$(git ls-files '*.cpp' '*.hpp')

clean:
	rm -rf $(BUILD) $(ASAN) $(PGO_BUILD) build-fuzz
