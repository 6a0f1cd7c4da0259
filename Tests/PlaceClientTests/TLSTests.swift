import Foundation
import PlaceClient
import PlaceKit
import PlaceKitFakes
import Testing

/// https goes through TLS with the system's certificates: a server whose certificate
/// nobody vouches for is refused, in words. (The trusting case needs a real certificate
/// authority, out of a test's reach.)
@Suite struct TLSTests {
  @Test func aSelfSignedCertificateIsRefused() async throws {
    let server = try SelfSignedTLSServer()
    defer { server.stop() }
    let result = await outcome { () async throws(PlaceKitError) in
      try await client(URL(string: "https://127.0.0.1:\(server.port)")!, timeoutMs: TestBudget.unhurriedMs)
        .complete("ber", near: nil, limit: 5)
    }
    guard case .failure(.serverUnreachable(_, let reason)) = result else {
      Issue.record("expected a refused certificate, got \(result)")
      return
    }
    #expect(reason.hasPrefix("the TLS connection failed"), "\(reason)")
  }
}

/// `openssl s_server` on 127.0.0.1 with a certificate made for the test, stopped by `stop`.
private final class SelfSignedTLSServer: Sendable {
  let port: UInt16
  private let process: Process
  private let folder: URL

  init() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
    self.folder = folder
    let process = Process()
    self.process = process
    // A start that fails leaves nothing behind: no server, no folder.
    var started = false
    defer {
      if !started {
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
      }
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let key = folder.appendingPathComponent("key.pem").path
    let certificate = folder.appendingPathComponent("cert.pem").path
    try Self.run([
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
      "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate,
    ])
    process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
    // Port 0: the kernel picks a free port as it binds, so no other test can take it first.
    process.arguments = ["s_server", "-accept", "127.0.0.1:0", "-key", key, "-cert", certificate, "-www"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // It says "ACCEPT 127.0.0.1:PORT" once it listens.
    var said = ""
    func acceptLine() -> String? {
      let lines = said.components(separatedBy: "\n")
      return lines.dropLast().first { $0.hasPrefix("ACCEPT ") }
    }
    while acceptLine() == nil, case let more = output.fileHandleForReading.availableData, !more.isEmpty {
      said += String(decoding: more, as: UTF8.self)
    }
    let accept = acceptLine() ?? ""
    port = try #require(accept.split(separator: ":").last.flatMap { UInt16($0) }, "openssl s_server said \(said)")
    started = true
  }

  func stop() {
    // s_server outlives SIGTERM.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  private static func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "openssl \(arguments.first ?? "") failed")
  }
}
