// Raw TCP clients of a server on this machine, shared by the load generator (tools/http_load/)
// and the socket tests of the server's limits (tests/contract/serve_limits_test.cpp): a
// connection to 127.0.0.1 from a chosen loopback source address, and a send of all its bytes.
// Header only, POSIX sockets only: no part of the library.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace loopback {

// A connection to PORT on 127.0.0.1 from `source` (any 127.x.y.z is this machine, so one
// process can be many client addresses), with Nagle off; -1 when it cannot be made.
inline int dial(int port, const std::string& source = "127.0.0.1") {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  sockaddr_in from{};
  from.sin_family = AF_INET;
  ::inet_pton(AF_INET, source.c_str(), &from.sin_addr);
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(static_cast<std::uint16_t>(port));
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0 ||
      ::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
    ::close(fd);
    return -1;
  }
  const int one = 1;
  ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return fd;
}

// Whether all of `bytes` went out in one send (no SIGPIPE when the server has closed).
inline bool send_all(int fd, std::string_view bytes) {
  return ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(bytes.size());
}

}  // namespace loopback
