/// End to end: a cached index damaged inside (its header and table whole) costs one
/// warning and a rebuild, and the command answers as with a whole index.
import Foundation
import Testing

@testable import PlaceKit
@testable import PlaceSearchEngine

@Suite("a damaged index")
struct DamagedIndexTests {
  @Test("one warning, the answer of a whole index, and the cache mended for the next run")
  func aDamagedIndexIsRebuiltWithOneWarning() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = try folder.write("places.txt", CustomDataTests.places(missouriPopulation: 120_000))
    func search() async throws -> CLIResult {
      try await CLI.launch(["search", "springfield, mo", "--data", file.path, "--json"], cache: folder.cache)
    }
    /// Its warnings: a build slower than half a second (a busy machine) also shows progress.
    func warnings(_ result: CLIResult) -> [String] {
      result.errorLines.filter { $0.hasPrefix("placesearch: warning: ") }
    }
    let whole = try await search()
    #expect(whole.status == 0 && warnings(whole).isEmpty, "\(whole.stderr)")
    let index = try folder.cachedIndex()
    let good = try Data(contentsOf: index)
    // Every byte after the section table set: every number in the file out of range.
    var damaged = good
    let body = IndexFormat.headerSize + IndexFormat.tableSize
    damaged.replaceSubrange(body..<damaged.count, with: repeatElement(0xFF, count: damaged.count - body))
    try damaged.write(to: index)

    let mended = try await search()
    #expect(mended.status == 0)
    #expect(mended.stdout == whole.stdout)
    #expect(warnings(mended).count == 1, "\(mended.stderr)")
    #expect(warnings(mended).first?.hasPrefix("placesearch: warning: the place index \(index.path) is damaged") == true, "\(mended.stderr)")
    #expect(try Data(contentsOf: index) == good)

    let after = try await search()
    #expect(after.stdout == whole.stdout && warnings(after).isEmpty, "\(after.stderr)")
  }
}

extension TerminalTests {
  @Suite("a damaged index under the interactive UI")
  struct DamagedIndexInteractiveTests {
    @Test("the warning waits until the screen closes, then is said once")
    func theWarningWaitsForTheScreenToClose() async throws {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let file = try folder.write("places.txt", CustomDataTests.places(missouriPopulation: 120_000))
      let built = try await CLI.launch(["complete", "spr", "--data", file.path], cache: folder.cache)
      #expect(built.status == 0, "\(built.stderr)")
      // The entries' place numbers damaged: the start reads none, the first completion does.
      let index = try folder.cachedIndex()
      var bytes = try [UInt8](Data(contentsOf: index))
      let range = try PlaceIndex(data: Data(bytes), sourceHash: IndexFormat.sourceHash(of: bytes) ?? 0, verifyingChecksum: false)
        .sectionRanges[IndexSection.entryPlace.rawValue]
      bytes.replaceSubrange(range, with: repeatElement(0xFF, count: range.count))
      try Data(bytes).write(to: index)

      let tmux = try TmuxSession()
      try tmux.launch(
        ["--data", file.path, "--near", "39.8,-89.6"], environment: ["PLACESEARCH_CACHE_DIR": folder.cache.path])
      await tmux.waitForScreen { $0.contains(TmuxSession.prompt) && $0.contains("Shelbyville") }
      tmux.type("spr")
      let typed = await tmux.waitForScreen { $0.contains("· completions ·") && $0.contains("Springfield") }
      #expect(typed.contains("Springfield") && !typed.contains("warning"), "\(typed)")
      tmux.press("Escape")
      let exit = await tmux.waitForExit()
      #expect(exit.status == 130)
      // Joined: the warning is wider than the pane.
      await tmux.waitForScreen { _ in tmux.screen(joined: true).contains("it is built again") }
      let after = tmux.screen(joined: true)
      let warnings = after.components(separatedBy: "\n").filter { $0.contains("placesearch: warning:") }
      #expect(warnings.count == 1, "\(after)")
      #expect(warnings.first?.contains("the place index") == true && after.contains("it is built again"), "\(after)")
    }
  }
}
