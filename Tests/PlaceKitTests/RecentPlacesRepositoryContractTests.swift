import Foundation
import PlaceKit
import PlaceKitFakes
import Testing

/// The contract every `RecentPlacesRepository` keeps, run against the file repository
/// and the in-memory one: most recent first, de-duplicated, capped, cleared, shared.
final class RecentPlacesRepositoryContractTests {
  /// A store, and a way to open a second repository on the same store (another
  /// instance of the app, for the file; the same memory, for the fake).
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case file, inMemory

    var testDescription: String { rawValue }

    /// The file store keeps its file in `folder`.
    func makeStore(in folder: URL) -> () -> any RecentPlacesRepository {
      switch self {
      case .file:
        let file = folder.appendingPathComponent("placesearch/recent.json")
        return { FileRecentPlacesRepository(file: file, warn: { Issue.record("unexpected warning: \($0)") }) }
      case .inMemory:
        let shared = InMemoryRecentPlacesRepository()
        return { shared }
      }
    }
  }

  /// A folder of this test's own, for the file store, removed when it ends.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recent-contract-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  static func entry(_ number: Int, at seconds: Double = 1_800_000_000) -> RecentPlace {
    RecentPlace(
      Place.fixture("Place \(number)", id: "test:\(number)", latitude: Double(number) / 10, longitude: 1.5),
      chosenAt: Date(timeIntervalSince1970: seconds + Double(number)))
  }

  @Test(arguments: Kind.allCases) func startsEmpty(kind: Kind) throws {
    #expect(try kind.makeStore(in: folder)().load().isEmpty)
  }

  @Test(arguments: Kind.allCases) func savedPlacesComeBackMostRecentFirstWithEveryField(kind: Kind) throws {
    let repository = kind.makeStore(in: folder)()
    try repository.save(Self.entry(1))
    try repository.save(Self.entry(2))
    let loaded = try repository.load()
    #expect(loaded == [Self.entry(2), Self.entry(1)])
    #expect(loaded.first?.name == "Place 2")
    #expect(loaded.first?.subtitle == "Testland")
    #expect(loaded.first?.countryCode == "TL")
    #expect(loaded.first?.latitude == 0.2)
  }

  @Test(arguments: Kind.allCases) func choosingAPlaceAgainMovesItToTheFrontOnce(kind: Kind) throws {
    let repository = kind.makeStore(in: folder)()
    for number in [1, 2, 3] { try repository.save(Self.entry(number)) }
    let again = Self.entry(1, at: 1_900_000_000)
    try repository.save(again)
    let loaded = try repository.load()
    #expect(loaded.map(\.id) == ["test:1", "test:3", "test:2"])
    #expect(loaded.first?.chosenAt == again.chosenAt)
  }

  @Test(arguments: Kind.allCases) func keepsTheFiftyMostRecent(kind: Kind) throws {
    let repository = kind.makeStore(in: folder)()
    for number in 1...60 { try repository.save(Self.entry(number)) }
    let loaded = try repository.load()
    #expect(loaded.count == RecentPlaces.capacity)
    #expect(loaded.count == 50)
    #expect(loaded.first?.id == "test:60")
    #expect(loaded.last?.id == "test:11")
  }

  @Test(arguments: Kind.allCases) func clearForgetsEverything(kind: Kind) throws {
    let open = kind.makeStore(in: folder)
    let repository = open()
    try repository.save(Self.entry(1))
    try repository.clear()
    #expect(try repository.load().isEmpty)
    #expect(try open().load().isEmpty)
    try repository.save(Self.entry(2))
    #expect(try repository.load().map(\.id) == ["test:2"])
  }

  @Test(arguments: Kind.allCases) func anotherInstanceSeesAndKeepsWhatOneSaved(kind: Kind) throws {
    let open = kind.makeStore(in: folder)
    let first = open(), second = open()
    try first.save(Self.entry(1))
    #expect(try second.load().map(\.id) == ["test:1"])
    // The second instance loaded before the first saved again: its save still merges.
    try first.save(Self.entry(2))
    try second.save(Self.entry(3))
    #expect(try open().load().map(\.id) == ["test:3", "test:2", "test:1"])
  }
}
