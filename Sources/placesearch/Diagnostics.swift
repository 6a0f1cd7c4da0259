import PlaceClient
import PlaceKit
import PlaceSearchUI
import PlaceSettings

/// What the command line says on stderr besides its results: warnings (held while the
/// interactive UI is on the screen and said after it), the server fallback's warning
/// (left to the UI's header once the UI shows which source answered), and the sentence
/// for a query that matched nothing. One per process (`shared`), injected into the
/// composition root.
final class Diagnostics: Sendable {
  /// The process's: warnings under the UI are held in one place.
  static let shared = Diagnostics()

  /// Warnings said while the interactive UI is on the screen: stderr would write over it.
  private let underTheUI = HeldWarnings()
  /// Whether the server fallback's warning is said (not once the UI's header shows the
  /// source).
  private let saysFallback = Box(true)

  /// What the embedded data leaves out, and where it comes from: said after "no place
  /// matches" when the source is the embedded data alone.
  static let missingKinds =
    "the embedded data holds cities, towns, countries, administrative areas and airports; landmarks, stations and "
    + "streets come with --data (GeoNames allCountries) or --server (Photon): see \"\(UIStrings.placesSection)\" in the README"

  /// One warning line on stderr: "placesearch: warning: …"; kept back while the
  /// interactive UI is on the screen (`holdingWarnings`).
  func warn(_ message: String) {
    if !underTheUI.keep(message) { StandardStream.message("warning: \(message)") }
  }

  /// Runs `body` (the interactive UI) with warnings kept back, then says them.
  func holdingWarnings<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    underTheUI.hold()
    defer {
      for message in underTheUI.release() { warn(message) }
    }
    return try await body()
  }

  /// From now on the fallback's warning is not said: the interactive UI's header shows
  /// which source answered.
  func leaveFallbackToTheHeader() {
    saysFallback.value = false
  }

  /// The warning for the first answer from the embedded data because `server` failed
  /// with `error`, unless the header says it.
  func fellBack(from server: ServerURL, because error: PlaceKitError) {
    guard saysFallback.value else { return }
    warn("the server \(server.text) did not answer (\(ServerPlaceService.reason(error))); answered from the embedded data")
  }

  /// One sentence on stderr saying `query` matched nothing: the best row that matches
  /// some of its words when `partial` is one ("Paris matches without “zzz”"), and
  /// `missingKinds` (what the data leaves out) when that may be why.
  func sayNothingMatches(_ query: String, partial: Completion?, missingKinds: String?) {
    var sentence = "No place matches \"\(query)\""
    if let partial, !partial.matchesEveryWord {
      let words = partial.leftOutWords.map { "“\($0)”" }.joined(separator: ", ")
      sentence = "No place matches every word of \"\(query)\"; \(partial.title) matches without \(words)"
    }
    StandardStream.message(sentence + (missingKinds.map { "; \($0)." } ?? "."))
  }
}
