import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for the fallback figures (`--only server`):
/// `route` maps a request target to a JSON body, or nil to never answer (the hung
/// server a fallback must not wait for past its deadline).
final class LoopbackServer: Sendable {
  let port: UInt16
  private let listener: Int32
  private let route: @Sendable (String) -> String?

  init(route: @escaping @Sendable (String) -> String?) {
    self.route = route
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    listen(fd, 64)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
    Thread { [self] in
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        Thread { self.serve(connection) }.start()
      }
    }.start()
  }

  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      received += buffer[0..<count]
      if received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) { break }
    }
    let line = String(decoding: received.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
    guard line.count >= 2, let body = route(String(line[1])) else {
      // Never answers: holds the connection until the client gives up.
      while recv(connection, &buffer, buffer.count, 0) > 0 {}
      return
    }
    let bytes = Array(body.utf8)
    let reply = Array(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
        .utf8) + bytes
    _ = reply.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }
}
