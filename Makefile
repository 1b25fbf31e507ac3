# mjscore: `make run` and `make test` work on a fresh Debian bookworm machine.
# Both install the missing Debian packages (as root), configure and build in release mode.

PACKAGES := g++ cmake ninja-build pkg-config git python3 \
            libgtest-dev libgmock-dev libbenchmark-dev \
            libsimdjson-dev nlohmann-json3-dev libcli11-dev libfmt-dev libexpected-dev \
            libtomlplusplus-dev zlib1g-dev clang libclang-rt-14-dev clang-format valgrind
BUILD     ?= build
ASAN      ?= build-asan
JOBS      ?= $(shell nproc)
CMAKE_GEN := -G Ninja

.PHONY: all deps build build-asan run test test-unit test-asan bench fuzz format clean

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

$(BUILD)/build.ninja: CMakeLists.txt | deps
	cmake -S . -B $(BUILD) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=Release

build: deps $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

# The sanitizer build also targets the baseline instruction set (MJSCORE_ARCH=none), so the unit
# tests run on both code paths: the release build's x86-64-v3 and the portable one.
build-asan: deps
	cmake -S . -B $(ASAN) $(CMAKE_GEN) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMJSCORE_SANITIZE=ON -DMJSCORE_BENCH=OFF -DMJSCORE_ARCH=none
	cmake --build $(ASAN) -j $(JOBS) --target mjscore_tests mjscore

# The main job: score the sample requests in examples/ and print the breakdown a player reads.
run: build
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
	rm -rf $(BUILD) $(ASAN) build-fuzz
