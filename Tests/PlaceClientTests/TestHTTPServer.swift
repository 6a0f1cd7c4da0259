import Foundation
import PlaceKitFakes
import PlaceKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for the client's tests:
/// each request's path goes to `route`, which says how to answer (JSON, a status, never,
/// slowly, a huge or a cut body). One thread per connection; `stop()` ends them all.
final class TestHTTPServer: Sendable {
  /// How to answer a request.
  enum Reply: Sendable {
    /// 200 with this JSON body.
    case json(String)
    /// This status with this body.
    case status(Int, String)
    /// 200 with this body after `ms` milliseconds.
    case slow(ms: Int, String)
    /// Accept and never answer (until the server stops, at most 10 minutes).
    case hang
    /// 200 with this body once `release` holds true (a test decides when, not a clock;
    /// at most 10 minutes, so that a forgotten release still ends).
    case held(release: Box<Bool>, String)
    /// Close the connection without a byte of answer, as a server does with a
    /// kept-alive connection it has just dropped.
    case closeWithoutAnswer
    /// 200 announcing and sending `bytes` bytes of a JSON-looking body.
    case huge(bytes: Int)
    /// 200 announcing this body's length twice over, sending half of it, then closing.
    case cut(String)
  }

  /// The port it listens on.
  let port: UInt16
  /// The base URL, `http://127.0.0.1:PORT`.
  var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
  /// Every request's target (path and query), in arrival order.
  let requests = Box<[String]>([])
  /// Every request's User-Agent header, in arrival order.
  let userAgents = Box<[String]>([])
  /// Requests being answered now (until their answer starts to go out: a client may
  /// read it and ask again before this thread goes on), and the most at once (for the
  /// no-storm tests).
  let concurrency = Box((now: 0, most: 0))
  private let listener: Int32
  private let stopped = Box(false)
  private let route: @Sendable (String) -> Reply

  /// Starts listening; `route` maps a request target to its reply.
  init(route: @escaping @Sendable (String) -> Reply) throws {
    self.route = route
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit { stop() }

  /// Stops listening and ends every connection (hanging ones included).
  func stop() {
    let first = stopped.update { stopped in
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while !stopped.value {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if stopped.value { return }
        continue
      }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let target = readTarget(connection) else { return }
    requests.update { $0.append(target) }
    concurrency.update { $0 = (now: $0.now + 1, most: max($0.most, $0.now + 1)) }
    var answering = true
    func answered() {
      if answering { concurrency.update { $0.now -= 1 } }
      answering = false
    }
    defer { answered() }
    switch route(target) {
    case .json(let body):
      answered()
      respond(connection, status: 200, body: body)
    case .status(let status, let body):
      answered()
      respond(connection, status: status, body: body)
    case .slow(let ms, let body):
      sleepUnlessStopped(ms: ms)
      answered()
      respond(connection, status: 200, body: body)
    case .hang:
      sleepUnlessStopped(ms: TestBudget.unhurriedMs)
    case .held(let release, let body):
      for _ in 0..<(TestBudget.unhurriedMs / 10) where !release.value && !stopped.value { usleep(10_000) }
      answered()
      respond(connection, status: 200, body: body)
    case .huge(let bytes):
      var chunk = "[" + String(repeating: "0,", count: 32_767)
      chunk.removeLast()
      _ = send(connection, header(status: 200, length: bytes))
      var sent = 0
      let data = Array(chunk.utf8)
      while sent < bytes, !stopped.value {
        guard send(connection, data) else { return }
        sent += data.count
      }
    case .closeWithoutAnswer:
      return
    case .cut(let body):
      let bytes = Array(body.utf8)
      _ = send(connection, header(status: 200, length: bytes.count * 2))
      _ = send(connection, Array(bytes.prefix(bytes.count / 2)))
    }
  }

  /// Sleeps in short steps, so that `stop()` ends a hanging connection soon.
  private func sleepUnlessStopped(ms: Int) {
    var left = ms
    while left > 0, !stopped.value {
      usleep(10_000)
      left -= 10
    }
  }

  private func respond(_ connection: Int32, status: Int, body: String) {
    let bytes = Array(body.utf8)
    _ = send(connection, header(status: status, length: bytes.count) + bytes)
  }

  private func header(status: Int, length: Int) -> [UInt8] {
    Array(
      ("HTTP/1.1 \(status) Test\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n"
        + "Connection: close\r\n\r\n").utf8)
  }

  /// Sends all of `bytes`; false when the peer went away (no SIGPIPE).
  private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// The request line's target, read up to the end of the headers (bounded).
  private func readTarget(_ connection: Int32) -> String? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      received += buffer[0..<count]
      if received.count >= 4, received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) { break }
    }
    let head = String(decoding: received, as: UTF8.self)
    let lines = head.components(separatedBy: "\r\n")
    if let agent = lines.first(where: { $0.lowercased().hasPrefix("user-agent:") }) {
      userAgents.update { $0.append(agent.dropFirst("user-agent:".count).trimmingCharacters(in: .whitespaces)) }
    }
    let parts = (lines.first ?? "").split(separator: " ")
    return parts.count >= 2 ? String(parts[1]) : nil
  }
}
