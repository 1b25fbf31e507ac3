// libFuzzer target: any bytes given to the Tenhou importer must give a record or an error,
// never a crash, a hang or undefined behaviour. Seed it with the real logs:
//   ./build-fuzz/fuzz_tenhou -max_total_time=60 corpus/ ../shared/data/tenhou/logs/*/
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "mjscore/tenhou.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto result = mjscore::import_tenhou(std::string_view(reinterpret_cast<const char*>(data), size));
  if (result) {
    volatile size_t n = result->record_json.size();
    (void)n;
  }
  return 0;
}
