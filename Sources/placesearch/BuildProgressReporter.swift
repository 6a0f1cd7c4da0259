import Foundation
import PlaceKit

/// Prints index-build progress on stderr, but only once a build has taken half a
/// second: a cached start stays silent. On a terminal it is one line redrawn in place,
/// with a bar, the percentage, the phase and the time left (from the pace so far, once
/// there is a pace to go by), shortened to fit the terminal's width (a line the terminal
/// wraps could not be redrawn in place); otherwise a line per phase.
final class BuildProgressReporter: Sendable {
  /// When the build reported first: its half second counts from there, not from the
  /// process's start (a slow start of a build that fails at once prints no progress).
  private let start = Box<Date?>(nil)
  private let printed = Box(false)
  /// The phase last printed, so that a log gets a line per phase, not per chunk.
  private let lastPhase = Box("")
  private let isTerminal = isatty(STDERR_FILENO) == 1

  /// Reports a build phase; silent during the first half second.
  func report(_ phase: String, _ fraction: Double) {
    let now = Date()
    let began = start.update { first in
      if first == nil { first = now }
      return first ?? now
    }
    let elapsed = now.timeIntervalSince(began)
    guard elapsed >= 0.5 else { return }
    printed.value = true
    let percent = Int((fraction * 100).rounded(.down))
    guard isTerminal else {
      guard lastPhase.value != phase else { return }
      lastPhase.value = phase
      StandardStream.error("placesearch: building the place index (once per dataset)… \(percent)% \(phase)\n")
      return
    }
    let left = fraction >= 0.05 && fraction < 1 ? BuildProgressReporter.duration(elapsed * (1 - fraction) / fraction) : nil
    let line = BuildProgressReporter.line(
      fraction: fraction, phase: phase, left: left, columns: BuildProgressReporter.terminalColumns())
    StandardStream.error("\r\u{1B}[K" + line)
  }

  private static let barWidth = 20

  /// The progress line for a terminal `columns` wide: the longest of its forms that
  /// leaves the last column free (so the cursor never wraps), the least useful parts
  /// (why it happens, the phase, the bar) left out first.
  static func line(fraction: Double, phase: String, left: String?, columns: Int) -> String {
    let percent = "\(Int((fraction * 100).rounded(.down)))%"
    let filled = max(0, min(barWidth, Int((fraction * Double(barWidth)).rounded(.down))))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    let time = left.map { " · \($0) left" } ?? ""
    let forms = [
      "placesearch: building the place index (once per dataset) \(bar) \(percent) \(phase)\(time)",
      "placesearch: building the place index \(bar) \(percent) \(phase)\(time)",
      "placesearch: building the place index \(bar) \(percent)\(time)",
      "placesearch: building the index \(percent)\(time)",
      "building the index \(percent)\(time)",
      "indexing \(percent)",
    ]
    let room = max(1, columns - 1)
    return forms.first { DisplayWidth.of($0) <= room } ?? String(percent.prefix(room))
  }

  /// The width of the terminal on stderr (80 when it does not say).
  private static func terminalColumns() -> Int {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// "45 s", "2 min 10 s".
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
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
