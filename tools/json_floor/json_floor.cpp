// The floor of the JSON layer (docs/json-api.md "Performance"): what simdjson On-Demand alone
// costs per request line, with every field visited and no mahjong work, read two ways:
//   lines  one document per line (what `mjscore batch` does: each line is its own padded copy)
//   many   the whole file as one stream (parser.iterate_many), stage 1 run over big blocks
// Run under callgrind and divide by the number of lines:
//   valgrind --tool=callgrind ./build/mjscore_json_floor lines requests.jsonl
#include <simdjson.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace {

namespace od = simdjson::ondemand;

// Visits every field the way the request reader does: the key, the type, the value.
std::size_t visit(od::document_reference doc) {
  std::size_t n = 0;
  od::object object;
  if (doc.get_object().get(object)) return 0;
  for (auto field : object) {
    std::string_view key;
    if (field.unescaped_key().get(key)) return n;
    od::value v = field.value();
    od::json_type t;
    if (v.type().get(t)) return n;
    if (t == od::json_type::string) {
      std::string_view s;
      if (!v.get_string().get(s)) n += s.size();
    } else if (t == od::json_type::boolean) {
      bool b = false;
      if (!v.get_bool().get(b)) n += b;
    } else if (t == od::json_type::number) {
      int64_t i = 0;
      if (!v.get_int64().get(i)) n += static_cast<std::size_t>(i & 1);
    } else if (t == od::json_type::array) {
      od::array array;
      if (v.get_array().get(array)) return n;
      for (auto element : array) {
        std::string_view s;
        if (!element.get_string().get(s)) n += s.size();
      }
    }
  }
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s lines|many FILE\n", argv[0]);
    return 2;
  }
  std::ifstream in(argv[2], std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  const std::string data = text.str();
  od::parser parser;
  std::size_t total = 0;
  if (std::string_view(argv[1]) == "lines") {
    std::string line;
    for (std::size_t begin = 0; begin < data.size();) {
      std::size_t end = data.find('\n', begin);
      if (end == std::string::npos) end = data.size();
      line.assign(data, begin, end - begin);
      const std::size_t length = line.size();
      line.resize(length + simdjson::SIMDJSON_PADDING, ' ');
      od::document doc;
      if (!parser.iterate(line.data(), length, line.size()).get(doc)) total += visit(doc);
      begin = end + 1;
    }
  } else {
    const simdjson::padded_string padded(data);
    od::document_stream stream;
    if (parser.iterate_many(padded, std::size_t{1} << 20).get(stream)) return 1;
    for (auto doc : stream) {
      od::document_reference d;
      if (!std::move(doc).get(d)) total += visit(d);
    }
  }
  std::printf("%zu\n", total);
  return 0;
}
