// The repository stands on its own (issue 31, item 10). No file a user reads names a path outside
// the repository: the specs, rule texts and conformance data kept beside it are read by
// development and CI only, and docs/sources.md names them. The docs cover the whole contract:
// every request type, family and error code in docs/json-api.md, every HTTP error code in
// docs/http.md, and the JSON Schemas agree with the docs' examples and the engine's answers
// (tests/contract/docs_examples_check.py).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "run_cli.hpp"

namespace mjscore {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = fs::path(MJSCORE_SOURCE_DIR).lexically_normal();

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The string literals of C++ source: the help texts and docstrings a user sees. Comments, which
// only developers read, are left out.
std::string string_literals(const std::string& src) {
  std::string out;
  for (std::size_t i = 0; i < src.size(); ++i) {
    if (src.compare(i, 2, "//") == 0) {
      i = src.find('\n', i);
      if (i == std::string::npos) break;
    } else if (src.compare(i, 2, "/*") == 0) {
      i = src.find("*/", i + 2);
      if (i == std::string::npos) break;
      ++i;
    } else if (src[i] == '\'') {
      for (++i; i < src.size() && src[i] != '\''; ++i)
        if (src[i] == '\\') ++i;
    } else if (src.compare(i, 2, "R\"") == 0) {
      const std::size_t open = src.find('(', i);
      const std::string close = ")" + src.substr(i + 2, open - i - 2) + "\"";
      const std::size_t end = src.find(close, open);
      out += src.substr(open + 1, end - open - 1) + "\n";
      i = end == std::string::npos ? src.size() : end + close.size() - 1;
    } else if (src[i] == '"') {
      for (++i; i < src.size() && src[i] != '"'; ++i) {
        if (src[i] == '\\') ++i;
        out += src[i];
      }
      out += '\n';
    }
  }
  return out;
}

bool has_extension(const fs::path& p, std::initializer_list<const char*> extensions) {
  for (const char* e : extensions)
    if (p.extension() == e) return true;
  return false;
}

struct UserText {
  fs::path path;
  std::string text;
};

// What a user of the repository reads: the README, docs/, examples/, the preset files, the web
// page, the Python module (not its test suite), and the texts of the command line and of the
// Python bindings (their string literals).
std::vector<UserText> user_facing_texts() {
  std::vector<UserText> out;
  out.push_back({kRoot / "README.md", read_text(kRoot / "README.md")});
  for (const char* dir : {"docs", "examples", "rules", "web", "python", "app"}) {
    for (const auto& e : fs::recursive_directory_iterator(kRoot / dir)) {
      if (!e.is_regular_file()) continue;
      const fs::path& p = e.path();
      const std::string rel = p.lexically_relative(kRoot).generic_string();
      if (rel.rfind("python/tests/", 0) == 0 || p.filename() == "CMakeLists.txt") continue;
      if (has_extension(p, {".cpp", ".hpp"})) {
        out.push_back({p, string_literals(read_text(p))});
      } else if (rel.rfind("python/", 0) != 0 || has_extension(p, {".py", ".pyi"})) {
        out.push_back({p, read_text(p)});
      }
    }
  }
  return out;
}

// The development data's names: the folder beside the repository, its specs, rule texts (their
// file names) and conformance files.
const char* const kOutsideNames[] = {
    "../shared",        "/work/",           "shared/spec/",       "shared/data/",
    "shared/seeds/",    "spec/json-api.md", "http-api.md",        "classical-rulesets.md",
    "design/layout.md", "wins.jsonl",       "majiang-hule.jsonl", "kajongg.jsonl",
    "tenhou/logs"};
const std::regex kSeedFile(R"(\b[0-9]{3}_[0-9a-f]{16}\.txt\b)");

// The `../` paths of `text` that, read from `dir`, lead out of the repository (an ellipsis such
// as `.../hands` is no path).
std::vector<std::string> paths_leaving(const std::string& text, const fs::path& dir) {
  std::vector<std::string> out;
  for (std::size_t at = text.find("../"); at != std::string::npos; at = text.find("../", at + 1)) {
    if (at > 0 && text[at - 1] == '.') continue;
    std::size_t end = at;
    while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) ||
                                 std::string_view("._/-").find(text[end]) != std::string::npos))
      ++end;
    const std::string path = text.substr(at, end - at);
    const fs::path rel = (dir / path).lexically_normal().lexically_relative(kRoot);
    if (rel.empty() || *rel.begin() == "..") out.push_back(path);
  }
  return out;
}

TEST(DocsStandalone, NoUserFacingFileNamesAPathOutsideTheRepository) {
  const auto texts = user_facing_texts();
  ASSERT_GT(texts.size(), 40u);
  int readme_and_docs = 0;
  for (const auto& [path, text] : texts) {
    const std::string rel = path.lexically_relative(kRoot).generic_string();
    readme_and_docs += rel == "README.md" || rel.rfind("docs/", 0) == 0;
    for (const char* name : kOutsideNames)
      EXPECT_EQ(text.find(name), std::string::npos) << rel << " names " << name;
    std::smatch m;
    EXPECT_FALSE(std::regex_search(text, m, kSeedFile)) << rel << " names the file " << m.str();
    for (const auto& p : paths_leaving(text, path.parent_path()))
      ADD_FAILURE() << rel << " names " << p << ", outside the repository";
  }
  EXPECT_GT(readme_and_docs, 15);
}

// The check itself: it finds what it is for, and lets pass what it must.
TEST(DocsStandalone, OutsidePathsAreFoundInTextsAndLiterals) {
  EXPECT_EQ(paths_leaving("see ../../x.md", kRoot / "docs"),
            std::vector<std::string>{"../../x.md"});
  EXPECT_TRUE(paths_leaving("see ../README.md", kRoot / "docs").empty());
  EXPECT_TRUE(paths_leaving("`DELETE .../hands/last`", kRoot).empty());
  EXPECT_EQ(paths_leaving("(../spec.md)", kRoot), std::vector<std::string>{"../spec.md"});
  EXPECT_EQ(string_literals("// ../shared\nf(\"a ../b\"); /* \"c\" */ g('\"', R\"x(d)x\");"),
            "a ../b\nd\n");
}

std::string json_api() { return read_text(kRoot / "docs" / "json-api.md"); }

// The error codes as include/mjscore/error.hpp lists them in `enum class ErrorCode`.
std::vector<std::string> error_codes() {
  const std::string h = read_text(kRoot / "include" / "mjscore" / "error.hpp");
  const std::size_t begin = h.find("enum class ErrorCode");
  const std::string body = h.substr(begin, h.find("};", begin) - begin);
  std::vector<std::string> codes;
  const std::regex line(R"(\n\s*([a-z_]+),)");
  for (std::sregex_iterator it(body.begin(), body.end(), line), end; it != end; ++it)
    codes.push_back((*it)[1]);
  return codes;
}

TEST(DocsStandalone, JsonApiDocumentsEveryErrorCode) {
  const auto codes = error_codes();
  ASSERT_GE(codes.size(), 11u);
  const std::string doc = json_api();
  const std::string response = read_text(kRoot / "docs" / "schema" / "response.schema.json");
  const std::string http = read_text(kRoot / "docs" / "schema" / "http.schema.json");
  for (const auto& c : codes) {
    EXPECT_NE(doc.find("| `" + c + "` |"), std::string::npos)
        << "docs/json-api.md \"Errors\" has no row for " << c;
    EXPECT_NE(response.find('"' + c + '"'), std::string::npos) << "response.schema.json: " << c;
    EXPECT_NE(http.find('"' + c + '"'), std::string::npos) << "http.schema.json: " << c;
  }
}

// The names in an engine message "... (expected a, b, c or d)".
std::vector<std::string> expected_list(const std::string& request) {
  const auto run =
      test::run_command("echo '" + request + "' | '" + std::string(MJSCORE_CLI) + "' batch");
  const std::size_t open = run.out.find("(expected ");
  const std::size_t close = run.out.find(')', open);
  if (open == std::string::npos || close == std::string::npos) return {};
  std::string list = run.out.substr(open + 10, close - open - 10);
  list = std::regex_replace(list, std::regex(" or "), ", ");
  std::vector<std::string> names;
  std::stringstream s(list);
  for (std::string n; std::getline(s, n, ',');) names.push_back(n.substr(n.find_first_not_of(' ')));
  return names;
}

TEST(DocsStandalone, JsonApiDocumentsEveryRequestTypeAndFamilyTheEngineKnows) {
  const auto types = expected_list(R"({"type":"no such type","hand":"1m"})");
  ASSERT_GE(types.size(), 6u) << "the engine's message for an unknown type changed";
  const std::string doc = json_api();
  const std::string schema = read_text(kRoot / "docs" / "schema" / "request.schema.json");
  const std::size_t enum_at = schema.find(R"("type": {"enum": [)");
  const std::string schema_types = schema.substr(enum_at, schema.find(']', enum_at) - enum_at);
  for (const auto& t : types) {
    EXPECT_NE(doc.find("## `" + t + "`"), std::string::npos) << "no section for type " << t;
    EXPECT_NE(schema_types.find('"' + t + '"'), std::string::npos)
        << "request.schema.json does not list type " << t;
  }
  const auto families = expected_list(R"({"rules":"no such family","hand":"1m"})");
  ASSERT_GE(families.size(), 3u) << "the engine's message for an unknown family changed";
  for (const auto& f : families) {
    EXPECT_NE(doc.find("| `\"" + f + "\"`"), std::string::npos) << "no row for family " << f;
    EXPECT_NE(doc.find("## `game` (" + f + ")"), std::string::npos) << "no game section: " << f;
  }
}

// The HTTP API's own codes and statuses, as app/serve makes them (`ApiError{404, "not_found",
// ..}`, `api_fail(409, "conflict", ..)`).
TEST(DocsStandalone, HttpDocumentsEveryErrorCodeAndStatus) {
  std::set<std::pair<std::string, std::string>> made;  // (status, code)
  const std::regex error(R"re(\b([1-5][0-9]{2}),\s*"([a-z_]+)")re");
  for (const auto& e : fs::directory_iterator(kRoot / "app" / "serve")) {
    const std::string src = read_text(e.path());
    for (std::sregex_iterator it(src.begin(), src.end(), error), end; it != end; ++it)
      made.insert({(*it)[1], (*it)[2]});
  }
  ASSERT_GE(made.size(), 8u) << "the errors of app/serve are no longer made as this test reads";
  const std::string doc = read_text(kRoot / "docs" / "http.md");
  const std::string schema = read_text(kRoot / "docs" / "schema" / "http.schema.json");
  for (const auto& [status, code] : made) {
    EXPECT_NE(doc.find("`" + code + "`"), std::string::npos) << "docs/http.md: " << code;
    EXPECT_NE(doc.find("| " + status + " |"), std::string::npos) << "docs/http.md: " << status;
    EXPECT_NE(schema.find('"' + code + '"'), std::string::npos) << "http.schema.json: " << code;
  }
}

// tests/contract/docs_examples_check.py with Debian's Python and python3-jsonschema: the schemas
// are valid, every json block of docs/ validates, every documented answer is the CLI's, and the
// answers to the examples and to generated requests of every shape validate.
TEST(DocsStandalone, SchemasMatchTheExamplesAndTheAnswers) {
  const std::string python = fs::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
  const auto run = test::run_command(
      python + " '" + (kRoot / "tests" / "contract" / "docs_examples_check.py").string() + "' '" +
      kRoot.string() + "' '" + MJSCORE_CLI + "' 2>&1");
  const char* ci = std::getenv("CI");
  if (run.code == 77 && !(ci && std::string(ci) == "true")) GTEST_SKIP() << run.out;
  EXPECT_EQ(run.code, 0) << run.out;
}

}  // namespace
}  // namespace mjscore
