// A `mjscore serve` process of this build for the HTTP tests: started on --port 0 with the
// given flags, its port read from its first line, stopped with SIGTERM (its exit code) or killed
// with SIGKILL. Loopback only.
#pragma once

#include <httplib.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

extern char** environ;

namespace mjscore::test {

class ServeProcess {
 public:
  // Starts `mjscore serve --port 0 <args>`; port() is 0 when it did not print its address
  // within 20 seconds.
  explicit ServeProcess(const std::vector<std::string>& args) {
    std::vector<std::string> argv_s = {MJSCORE_CLI, "serve", "--port", "0"};
    argv_s.insert(argv_s.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_s) argv.push_back(a.data());
    argv.push_back(nullptr);
    int fds[2];
    if (pipe(fds) != 0) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    if (posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ) != 0) pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    out_ = fds[0];
    const std::string line = read_first_line();
    const std::string prefix = "listening on http://127.0.0.1:";
    if (line.rfind(prefix, 0) == 0) port_ = std::atoi(line.c_str() + prefix.size());
    first_line_ = line;
  }
  ServeProcess(const ServeProcess&) = delete;
  ServeProcess& operator=(const ServeProcess&) = delete;
  ~ServeProcess() {
    if (pid_ > 0) kill_hard();
    if (out_ >= 0) close(out_);
  }

  int port() const { return port_; }
  const std::string& first_line() const { return first_line_; }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_keep_alive(true);
    c.set_read_timeout(30, 0);
    return c;
  }

  // SIGTERM (or `sig`), then the exit code (-1 when it did not exit normally).
  int stop(int sig = SIGTERM) {
    if (pid_ <= 0) return -1;
    ::kill(pid_, sig);
    return reap();
  }
  // Sends `sig` and waits at most `limit_seconds` for the exit: its exit code, or -2 when it
  // was still running then (it is killed). `took` is the time it took, in seconds.
  int stop_within(double limit_seconds, double& took, int sig = SIGTERM) {
    if (pid_ <= 0) return -1;
    const auto t0 = std::chrono::steady_clock::now();
    ::kill(pid_, sig);
    for (;;) {
      int status = 0;
      took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
      if (took > limit_seconds) {
        kill_hard();
        return -2;
      }
      usleep(10'000);
    }
  }
  pid_t pid() const { return pid_; }
  void kill_hard() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    reap();
  }

 private:
  int reap() {
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  std::string read_first_line() {
    std::string line;
    pollfd p{out_, POLLIN, 0};
    while (poll(&p, 1, 20000) > 0) {
      char c;
      if (read(out_, &c, 1) != 1 || c == '\n') break;
      line += c;
    }
    return line;
  }

  pid_t pid_ = -1;
  int out_ = -1;
  int port_ = 0;
  std::string first_line_;
};

// A fresh directory under /tmp, removed with what it holds.
class TempDir {
 public:
  TempDir() {
    char name[] = "/tmp/mjscore-serve-XXXXXX";
    if (mkdtemp(name)) path_ = name;
  }
  ~TempDir() {
    if (!path_.empty()) std::system(("rm -rf '" + path_ + "'").c_str());
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace mjscore::test
