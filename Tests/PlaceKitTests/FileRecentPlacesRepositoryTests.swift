import Foundation
import PlaceKit
import Testing

/// What only the file repository must do: atomic replacement, corrupt files moved aside
/// with a warning, concurrent writers all kept, clear errors for unwritable places.
final class FileRecentPlacesRepositoryTests {
  /// A folder of this test's own, removed when it ends.
  let folder: URL
  let file: URL
  let warnings = Box<[String]>([])

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("recent-file-\(UUID().uuidString)")
    file = folder.appendingPathComponent("placesearch/recent.json")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var repository: FileRecentPlacesRepository {
    let warnings = warnings
    return FileRecentPlacesRepository(file: file, warn: { message in warnings.update { $0.append(message) } })
  }

  private func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  @Test func loadingWithoutAFileCreatesNothing() throws {
    #expect(try repository.load().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func writesAVersionedJSONFileAndLeavesNoTemporaryFiles() throws {
    try repository.save(RecentPlacesRepositoryContractTests.entry(1))
    try repository.save(RecentPlacesRepositoryContractTests.entry(2))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let places = try #require(object["places"] as? [[String: Any]])
    #expect(places.map { $0["id"] as? String } == ["test:2", "test:1"])
    #expect(places.first?["chosenAt"] as? String == "2027-01-15T08:00:02Z")
    #expect(names(in: file.deletingLastPathComponent()) == ["recent.json", "recent.json.lock"])
  }

  @Test func aCorruptFileIsMovedAsideWithOneWarningAndNothingIsLost() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data("{\"version\": 1, \"places\": [{\"id\": tru".utf8)
    try garbage.write(to: file)
    #expect(try repository.load().isEmpty)
    let aside = names(in: file.deletingLastPathComponent()).filter { $0.hasPrefix("recent.json.corrupt-") }
    try #require(aside.count == 1)
    #expect(aside[0].range(of: #"^recent\.json\.corrupt-\d{8}T\d{6}Z$"#, options: .regularExpression) != nil, "\(aside)")
    #expect(try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(aside[0])) == garbage)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(warnings.value.count == 1)
    #expect(warnings.value.first?.contains(file.path) == true)
    #expect(warnings.value.first?.contains("moved aside to \(file.path).corrupt-") == true)
    // The list carries on from empty.
    try repository.save(RecentPlacesRepositoryContractTests.entry(1))
    #expect(try repository.load().map(\.id) == ["test:1"])
    #expect(warnings.value.count == 1)
  }

  @Test func savingOverACorruptFileMovesItAsideFirst() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[1, 2, 3]".utf8).write(to: file)
    try repository.save(RecentPlacesRepositoryContractTests.entry(7))
    #expect(try repository.load().map(\.id) == ["test:7"])
    #expect(names(in: file.deletingLastPathComponent()).contains { $0.hasPrefix("recent.json.corrupt-") })
    #expect(warnings.value.count == 1)
  }

  @Test func aFileFromANewerFormatIsMovedAsideNotOverwritten() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"version": 2, "places": []}"#.utf8).write(to: file)
    #expect(try repository.load().isEmpty)
    #expect(warnings.value.first?.contains("format version 2") == true)
    #expect(names(in: file.deletingLastPathComponent()).contains { $0.hasPrefix("recent.json.corrupt-") })
  }

  @Test func anEmptyFileIsAnEmptyListWithoutWarning() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: file)
    #expect(try repository.load().isEmpty)
    #expect(warnings.value.isEmpty)
  }

  @Test func concurrentWritersInOneProcessAllKeepTheirEntry() async throws {
    let file = file
    await withTaskGroup(of: Void.self) { group in
      for number in 1...16 {
        group.addTask {
          let repository = FileRecentPlacesRepository(file: file, warn: { _ in })
          try? repository.save(RecentPlacesRepositoryContractTests.entry(number))
        }
      }
    }
    #expect(Set(try repository.load().map(\.id)) == Set((1...16).map { "test:\($0)" }))
  }

  private func permissions(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  @Test func theFileAndTheFoldersItCreatesAreTheUsersAlone() throws {
    try repository.save(RecentPlacesRepositoryContractTests.entry(1))
    #expect(try permissions(file) == 0o600)
    #expect(try permissions(file.deletingLastPathComponent().appendingPathComponent("recent.json.lock")) == 0o600)
    #expect(try permissions(file.deletingLastPathComponent()) == 0o700)
    #expect(try permissions(folder) == 0o700)
  }

  @Test func readingTakesNoLock() throws {
    try repository.save(RecentPlacesRepositoryContractTests.entry(1))
    // A folder at the lock's path: opening it for writing fails, even for root.
    let lock = file.deletingLastPathComponent().appendingPathComponent("recent.json.lock")
    try FileManager.default.removeItem(at: lock)
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
    #expect(try repository.load().map(\.id) == ["test:1"])
    #expect(throws: StorageError.self) { try repository.save(RecentPlacesRepositoryContractTests.entry(2)) }
  }

  @Test func clearingACorruptFileMovesItAsideFirst() throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data("not json".utf8)
    try garbage.write(to: file)
    try repository.clear()
    let aside = names(in: file.deletingLastPathComponent()).filter { $0.hasPrefix("recent.json.corrupt-") }
    try #require(aside.count == 1)
    #expect(try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(aside[0])) == garbage)
    #expect(try repository.load().isEmpty)
    #expect(warnings.value.count == 1)
  }

  @Test func anUnwritableFolderIsAClearError() throws {
    // A regular file where the folder should be: not even root can create it.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("placesearch"))
    #expect(throws: StorageError.self) { try repository.save(RecentPlacesRepositoryContractTests.entry(1)) }
    do {
      try repository.save(RecentPlacesRepositoryContractTests.entry(1))
    } catch {
      #expect(error.description.hasPrefix("Cannot write \(folder.path)/placesearch"), "\(error)")
    }
  }
}
