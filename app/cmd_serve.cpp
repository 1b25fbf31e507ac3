// `mjscore serve`: the JSON contract on HTTP and game records in SQLite
// (../shared/spec/http-api.md; docs/http.md).
#include <CLI/CLI.hpp>

#include <cstdio>

#include "cli.hpp"
#include "serve/api.hpp"
#include "serve/game_store.hpp"
#include "serve/http_server.hpp"

#ifndef MJSCORE_VERSION
#define MJSCORE_VERSION "dev"
#endif

namespace mjscore::cli {
namespace {

struct ServeFlags {
  serve::ServerOptions server;
  std::string db = "mjscore.db";
  std::string token;
};

int run_serve(const Context& ctx, const ServeFlags& f) {
  serve::hold_stop_signals();
  auto engine = ctx.make_engine();
  if (!engine) return report(engine.error());
  auto store = serve::GameStore::open(f.db, MJSCORE_VERSION);
  if (!store) {
    std::fprintf(stderr, "error: %s: %s\n", f.db.c_str(), store.error().message.c_str());
    return kExitBadInput;
  }
  const serve::Api api(*engine, **store, serve::ApiOptions{f.token, MJSCORE_VERSION});
  // Summaries cached by another version of the engine are derived again before serving.
  if (auto refreshed = api.refresh_stale(); !refreshed) {
    std::fprintf(stderr, "error: %s: %s\n", f.db.c_str(), refreshed.error().message.c_str());
    return kExitBadInput;
  }
  return serve::run_server(api, f.server);
}

}  // namespace

void add_serve_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<ServeFlags>();
  CLI::App* sub = app.add_subcommand(
      "serve", "HTTP API: scoring as `batch` answers it, and game records kept in SQLite");
  sub->add_option("--host", f->server.host, "Address to listen on (default 127.0.0.1: loopback)");
  sub->add_option("--port", f->server.port,
                  "Port (default 8080); 0 picks a free one, printed in the first line "
                  "\"listening on http://HOST:PORT\"")
      ->check(CLI::Range(0, 65535));
  sub->add_option("--db", f->db,
                  "SQLite file of the game records, created when missing (default mjscore.db); "
                  ":memory: keeps nothing");
  sub->add_option("--threads", f->server.threads,
                  "Event loops, one thread each (default 16), and as many threads for the games "
                  "endpoints; a waiting connection holds none")
      ->check(CLI::Range(1, 1024));
  sub->add_option("--max-connections", f->server.max_connections,
                  "Connections open at once (default 4096); more are closed as they come")
      ->check(CLI::Range(1, 1'000'000));
  sub->add_option("--max-connections-per-client", f->server.max_connections_per_client,
                  "Connections open at once from one client address (default 128)")
      ->check(CLI::Range(1, 1'000'000));
  sub->add_option("--keep-alive-timeout", f->server.keep_alive_seconds,
                  "Seconds a connection may wait idle for its next request (default 5)")
      ->check(CLI::Range(1, 3600));
  sub->add_option("--head-timeout", f->server.head_timeout_seconds,
                  "Seconds for a request's whole head, from its first byte (default 10)")
      ->check(CLI::Range(1, 3600));
  sub->add_option("--body-timeout", f->server.body_timeout_seconds,
                  "Seconds for a request's whole body, after its head (default 30)")
      ->check(CLI::Range(1, 3600));
  sub->add_option("--token", f->token,
                  "Secret that requests changing data must give as Authorization: Bearer SECRET");
  sub->callback([&ctx, f] { ctx.exit_code = run_serve(ctx, *f); });
}

}  // namespace mjscore::cli
