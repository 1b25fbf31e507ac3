// The web scorekeeper's files (web/, docs/web.md): embedded byte for byte, served at GET / and
// /web/<file> with their content types, ETags and 304s, over real sockets too; nothing in web/
// names another host; the yaku name table is whole and reaches the CLI and GET /v1/yaku.
// (The page itself is driven in headless Chromium by tests/web/web_test.py.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

#include "family/riichi/element_ids.hpp"
#include "mjscore/element_names.hpp"
#include "run_cli.hpp"
#include "serve/web_assets.hpp"
#include "serve_process.hpp"

namespace mjscore {
namespace {

namespace fs = std::filesystem;
using serve::find_web_asset;
using serve::kWebAssetCount;
using serve::kWebAssets;
using serve::web_response;

const fs::path kWebDir = fs::path(MJSCORE_SOURCE_DIR) / "web";

std::string file_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string header(const serve::HttpResponse& r, std::string_view name) {
  for (const auto& [k, v] : r.headers)
    if (k == name) return v;
  return "";
}

TEST(ServeWeb, EveryFileOfWebIsEmbeddedByteForByte) {
  int files = 0;
  for (const auto& e : fs::recursive_directory_iterator(kWebDir)) {
    if (!e.is_regular_file()) continue;
    ++files;
    const std::string path = "/web/" + fs::relative(e.path(), kWebDir).generic_string();
    const serve::WebAsset* a = find_web_asset(path);
    ASSERT_NE(a, nullptr) << path;
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(a->data), a->size), file_text(e.path()))
        << path;
  }
  EXPECT_EQ(files, kWebAssetCount);
  EXPECT_GE(files, 5);  // index.html, style.css and the scripts
}

TEST(ServeWeb, RootIsThePageWithItsTypeAndCaching) {
  const auto r = web_response("GET", "/", "");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  EXPECT_EQ(r->content_type, "text/html; charset=utf-8");
  EXPECT_EQ(r->body.rfind("<!doctype html>", 0), 0u);
  EXPECT_EQ(header(*r, "Cache-Control"), "no-cache");
  const std::string etag = header(*r, "ETag");
  ASSERT_EQ(etag.size(), 18u);  // 16 hex digits, quoted
  EXPECT_NE(header(*r, "Content-Security-Policy").find("default-src 'self'"), std::string::npos);

  const auto again = web_response("GET", "/", etag);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 304);
  EXPECT_TRUE(again->body.empty());
  EXPECT_EQ(web_response("HEAD", "/web/style.css", "")->content_type, "text/css; charset=utf-8");
  EXPECT_EQ(web_response("GET", "/web/app.js", "")->content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(web_response("GET", "/web/icon.svg", "")->content_type, "image/svg+xml");
}

TEST(ServeWeb, OtherRequestsAreLeftToTheApi) {
  EXPECT_FALSE(web_response("POST", "/", ""));
  EXPECT_FALSE(web_response("DELETE", "/web/app.js", ""));
  EXPECT_FALSE(web_response("GET", "/web/", ""));
  EXPECT_FALSE(web_response("GET", "/web/nothing.js", ""));
  EXPECT_FALSE(web_response("GET", "/web/../CMakeLists.txt", ""));
  EXPECT_FALSE(web_response("GET", "/v1/health", ""));
  EXPECT_FALSE(web_response("GET", "/index.html", ""));
}

// Every script and style sheet the page loads is one of the embedded files.
TEST(ServeWeb, ThePageLoadsOnlyEmbeddedFiles) {
  const std::string page = file_text(kWebDir / "index.html");
  const std::regex ref(R"re((?:src|href)="([^"#]+)")re");
  int refs = 0;
  for (auto it = std::sregex_iterator(page.begin(), page.end(), ref); it != std::sregex_iterator();
       ++it) {
    const std::string target = (*it)[1];
    if (target.rfind("/v1/", 0) == 0) continue;  // the API (none in the page itself)
    EXPECT_NE(find_web_asset(target), nullptr) << target;
    ++refs;
  }
  EXPECT_GE(refs, 5);
}

// No file of web/ makes the browser ask another host: no absolute or protocol-relative URL.
// The SVG namespace name is an identifier, never fetched.
TEST(ServeWeb, NothingInWebNamesAnotherHost) {
  const std::regex url(R"re((https?:)?//[A-Za-z0-9.-]+\.[A-Za-z]{2,})re");
  for (const auto& e : fs::recursive_directory_iterator(kWebDir)) {
    if (!e.is_regular_file()) continue;
    std::string text = file_text(e.path());
    for (const std::string ns : {"http://www.w3.org/2000/svg"})
      for (std::size_t at; (at = text.find(ns)) != std::string::npos;) text.erase(at, ns.size());
    std::smatch m;
    EXPECT_FALSE(std::regex_search(text, m, url)) << e.path() << ": " << m.str();
    EXPECT_EQ(text.find("@import"), std::string::npos) << e.path();
  }
}

TEST(ServeWeb, ServedOverSockets) {
  test::TempDir dir;
  test::ServeProcess server({"--db", dir.path() + "/g.db"});
  ASSERT_GT(server.port(), 0);
  httplib::Client c = server.client();
  const auto page = c.Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_EQ(page->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_NE(page->body.find("mjscore"), std::string::npos);
  const std::string etag = page->get_header_value("ETag");
  const auto cached = c.Get("/", {{"If-None-Match", etag}});
  ASSERT_TRUE(cached);
  EXPECT_EQ(cached->status, 304);
  const auto js = c.Get("/web/calculator.js");
  ASSERT_TRUE(js);
  EXPECT_EQ(js->status, 200);
  EXPECT_EQ(js->body, file_text(kWebDir / "calculator.js"));
  const auto missing = c.Get("/web/missing.css");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);  // the API's not_found
  const auto names = c.Get("/v1/yaku");
  ASSERT_TRUE(names);
  EXPECT_EQ(names->status, 200);
  const auto doc = nlohmann::json::parse(names->body);
  EXPECT_TRUE(doc["ok"].get<bool>());
  ASSERT_EQ(doc["elements"].size(), riichi_element_names().size());
  EXPECT_EQ(doc["elements"][0]["id"], "riichi");
  EXPECT_EQ(doc["elements"][0]["english"], "Riichi");
  EXPECT_EQ(doc["elements"][0]["japanese"], "立直");
}

TEST(ElementNames, EveryRiichiElementIdHasBothNames) {
  std::set<std::string_view> ids;
  for (const ElementName& n : riichi_element_names()) {
    EXPECT_FALSE(n.english.empty()) << n.id;
    EXPECT_FALSE(n.japanese.empty()) << n.id;
    ids.insert(n.id);
  }
  for (std::string_view id : riichi::kElementIds) EXPECT_TRUE(ids.count(id)) << id;
  ASSERT_NE(riichi_element_name("chiitoitsu"), nullptr);
  EXPECT_EQ(riichi_element_name("chiitoitsu")->english, "Seven pairs");
  EXPECT_EQ(riichi_element_name("chiitoitsu")->japanese, "七対子");
  EXPECT_EQ(riichi_element_name("flower"), nullptr);
}

TEST(ElementNames, TheCliTextShowsThem) {
  const auto r = test::run_cli("score 123m456p789s11222z --tsumo --riichi --dora 1m");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("riichi                   1 han  Riichi 立直\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("menzen_tsumo             1 han  Fully concealed hand 門前清自摸和\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("dora                     1 han  Dora ドラ\n"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace mjscore
