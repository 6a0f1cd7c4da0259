/// The executable carries what it needs: copied away from its build folder it still
/// finds its dataset and its map, and says where the data comes from.
import EngineTestSupport
import Foundation
import PlaceKitFakes
import Testing

struct SelfContainedTests {
  @Test func aCopyOfTheBinaryAnswersFromAnywhere() async throws {
    await TestIndex.ready()
    let binary = try #require(CLI.binary)
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let copy = folder.url.appendingPathComponent("placesearch")
    // Tens of megabytes: copied on a thread of its own, not one of the executor's.
    try await OwnThread.run { () throws in try SelfContainedTests.copyExecutable(binary, to: copy) }

    func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
      let output = folder.url.appendingPathComponent("out-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      let handle = try FileHandle(forWritingTo: output)
      defer { try? handle.close() }
      let status = try await startRetryingWhileBusy {
        let process = Process()
        process.executableURL = copy
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.environment = [
          "PATH": "/nonexistent", "HOME": folder.url.path, "PLACESEARCH_CACHE_DIR": CLI.sharedCache.path,
          "LANG": "C.UTF-8",
        ]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        return process
      }
      return (status, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }
    let complete = try await run(["complete", "seoul", "--limit", "1"])
    #expect(complete.status == 0)
    #expect(complete.output.hasPrefix("Seoul "), "\(complete.output)")
    let map = try await run(["show", "seoul", "--map"])
    #expect(map.status == 0)
    #expect(map.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no map:\n\(map.output)")
    let version = try await run(["--version"])
    #expect(version.status == 0)
    let lines = version.output.components(separatedBy: "\n")
    #expect(lines.first?.wholeMatch(of: /placesearch \d+\.\d+\.\d+/) != nil, "\(version.output)")
    #expect(lines.dropFirst().first?.hasPrefix("dataset: GeoNames cities500") == true, "\(version.output)")
  }

  /// Copies the executable through a descriptor opened close-on-exec: a process another
  /// test starts meanwhile must not inherit it, or the copy stays open for writing as long
  /// as that process lives (a tmux server lives for its whole test) and cannot be run
  /// (ETXTBSY). `FileManager.copyItem` leaves its descriptor inheritable.
  private static func copyExecutable(_ source: URL, to destination: URL) throws {
    let bytes = try Data(contentsOf: source)
    let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw POSIXError(count < 0 ? POSIXErrorCode(rawValue: errno) ?? .EIO : .EIO) }
      written += count
    }
  }

  /// Runs the process `make` sets up and waits for its exit status without holding a
  /// thread; a new one is tried while the kernel says the copied binary is busy (a child
  /// another test forks holds the copy's descriptor for the moment until it execs).
  private func startRetryingWhileBusy(_ make: () throws -> Process) async throws -> Int32 {
    let deadline = ContinuousClock.now + .seconds(20 * TestBudget.slowdown)
    while true {
      let process = try make()
      do {
        return try await withCheckedThrowingContinuation { continuation in
          process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
          do {
            try process.run()
          } catch {
            continuation.resume(throwing: error)
          }
        }
      } catch let error as NSError {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY), ContinuousClock.now < deadline
        else { throw error }
        try await Task.sleep(for: .milliseconds(50))
      }
    }
  }
}
