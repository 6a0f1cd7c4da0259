import Foundation
import PlaceKit

/// Prints index-build progress on stderr, but only once a build has taken half a
/// second: a cached start stays silent.
final class BuildProgressReporter: Sendable {
  private let start = Date()
  private let printed = Box(false)
  private let isTerminal = isatty(STDERR_FILENO) == 1

  /// Reports a build phase; silent during the first half second.
  func report(_ phase: String, _ fraction: Double) {
    guard Date().timeIntervalSince(start) >= 0.5 else { return }
    printed.value = true
    let line = "placesearch: building the place index (once per dataset)… \(Int(fraction * 100))% \(phase)"
    StandardStream.error(isTerminal ? "\r\u{1B}[K" + line : line + "\n")
  }

  /// Ends the progress, if any was printed, with what the build made of the data:
  /// how many places, and how many records were merged into a place they are the same
  /// as (`PlaceConflator`).
  func finish(places: Int, merged: Int) {
    guard printed.value else { return }
    let line = "placesearch: indexed \(places.formatted()) places; \(merged.formatted()) records were merged into the place they are"
    StandardStream.error((isTerminal ? "\r\u{1B}[K" : "") + line + "\n")
  }
}
