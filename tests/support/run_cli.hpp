// Running a shell command from a test: its exit code and its standard output.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace mjscore::test {

struct CommandRun {
  int code = -1;  // the exit code; -1 when it could not run or did not exit
  std::string out;
};

inline CommandRun run_command(const std::string& cmd) {
  CommandRun r;
  std::FILE* p = popen(cmd.c_str(), "r");
  if (p == nullptr) return r;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) r.out.append(buf, n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// `mjscore <args>` (the CLI of this build); stderr dropped unless `with_stderr`.
inline CommandRun run_cli(const std::string& args, bool with_stderr = false) {
  return run_command(std::string("'") + MJSCORE_CLI + "' " + args +
                     (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

}  // namespace mjscore::test
