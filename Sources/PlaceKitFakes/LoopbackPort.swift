#if canImport(Glibc)
  import Glibc
#endif

/// A port on 127.0.0.1 that refuses connections, for tests and benchmarks of a server
/// that is down. The port stays bound (not listening) while the value lives, so no other
/// test or process can take it meanwhile and turn the refusal into an answer.
public final class RefusingPort: Sendable {
  /// The port: connecting to it is refused at once.
  public let port: UInt16
  private let descriptor: Int32

  /// Binds a socket to an ephemeral port of 127.0.0.1 without listening on it.
  public init() {
    (descriptor, port) = LoopbackSocket.bound(listening: false)
  }

  /// `http://127.0.0.1:PORT`.
  public var url: String { "http://127.0.0.1:\(port)" }

  deinit { close(descriptor) }
}

/// A loopback port that listens and never accepts: connecting succeeds (the kernel
/// queues the connection), and whatever is sent (a TLS hello, a request) gets no answer,
/// ever. Closed when released.
public final class SilentPort: Sendable {
  /// The port.
  public let port: UInt16
  private let descriptor: Int32

  /// Listens on an ephemeral port of 127.0.0.1.
  public init() {
    (descriptor, port) = LoopbackSocket.bound(listening: true)
  }

  deinit { close(descriptor) }
}

/// The socket both ports hold.
private enum LoopbackSocket {
  /// A TCP socket bound to an ephemeral port of 127.0.0.1, listening when `listening`,
  /// and its port.
  static func bound(listening: Bool) -> (descriptor: Int32, port: UInt16) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
    if listening { _ = listen(fd, 16) }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }
}
