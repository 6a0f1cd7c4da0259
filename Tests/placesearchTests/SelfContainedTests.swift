/// The executable carries what it needs: copied away from its build folder it still
/// finds its dataset and its map, and says where the data comes from.
import Foundation
import Testing

struct SelfContainedTests {
  @Test func aCopyOfTheBinaryAnswersFromAnywhere() async throws {
    await CLI.embeddedIndexReady.value
    let binary = try #require(CLI.binary)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copied-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("placesearch")
    try FileManager.default.copyItem(at: binary, to: copy)

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let (process, output) = try startRetryingWhileBusy {
        let process = Process()
        process.executableURL = copy
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.environment = [
          "PATH": "/nonexistent", "HOME": folder.path, "PLACESEARCH_CACHE_DIR": CLI.sharedCache.path, "LANG": "C.UTF-8",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        return (process, output)
      }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    let complete = try run(["complete", "seoul", "--limit", "1"])
    #expect(complete.status == 0)
    #expect(complete.output.hasPrefix("Seoul "), "\(complete.output)")
    let map = try run(["show", "seoul", "--map"])
    #expect(map.status == 0)
    #expect(map.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no map:\n\(map.output)")
    let version = try run(["--version"])
    #expect(version.status == 0)
    let lines = version.output.components(separatedBy: "\n")
    #expect(lines.first?.wholeMatch(of: /placesearch \d+\.\d+\.\d+/) != nil, "\(version.output)")
    #expect(lines.dropFirst().first?.hasPrefix("dataset: GeoNames cities500") == true, "\(version.output)")
  }

  /// Starts the process `make` sets up, with a new one on each try while the kernel says
  /// the copied binary is busy: a child that another test forked while the copy was being
  /// written holds its descriptor open until that child execs (ETXTBSY), for a moment.
  private func startRetryingWhileBusy(_ make: () -> (Process, Pipe)) throws -> (Process, Pipe) {
    let deadline = Date().addingTimeInterval(60)
    while true {
      let (process, output) = make()
      do {
        try process.run()
        return (process, output)
      } catch let error as NSError {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY), Date() < deadline else {
          throw error
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }
}
