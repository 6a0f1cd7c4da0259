import Foundation
import PlaceKit
import PlaceSearchUI

/// Ctrl-Y and Ctrl-O where the UI runs: the clipboard through the terminal (OSC 52,
/// written to /dev/tty between two frames), and the map in a browser started apart from
/// the terminal, so that it can neither block nor draw on the UI.
@MainActor
final class TerminalPlaceActions: PlaceActing {
  /// How a copied place is written: the `--format` chosen, but `latlon` for `text`
  /// (a name and a tab are rarely what a clipboard is for).
  private let format: OutputFormat
  private let environment: [String: String]

  /// Copies in `format` and finds a browser under `environment`.
  init(format: OutputFormat, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.format = format == .text ? .latlon : format
    self.environment = environment
  }

  func perform(_ action: PlaceAction, on place: Place, report: @escaping @Sendable (ActionOutcome) -> Void) {
    switch action {
    case .copy:
      copy(place, report: report)
    case .open:
      open(place, report: report)
    }
  }

  private func copy(_ place: Place, report: @Sendable (ActionOutcome) -> Void) {
    let tty = Foundation.open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard tty >= 0 else { return report(.copyFailed(reason: String(cString: strerror(errno)))) }
    defer { close(tty) }
    let bytes = Array(ClipboardSequence.copying(format.line(for: place)).utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(tty, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return report(.copyFailed(reason: String(cString: strerror(errno)))) }
      written += count
    }
    report(.copied(place, format))
  }

  private func open(_ place: Place, report: @escaping @Sendable (ActionOutcome) -> Void) {
    guard let command = BrowserCommand.find(opening: place.openStreetMapURL, environment: environment) else {
      return report(.noBrowser)
    }
    guard let process = DetachedProcess(command.arguments, environment: environment) else {
      return report(.openFailed(program: command.program, status: 127))
    }
    report(.opened(place, program: command.program))
    // Reaped on a thread of its own; only a failure is worth saying afterwards.
    let program = command.program
    Thread.detachNewThread {
      let status = process.waitForExit()
      if status != 0 { report(.openFailed(program: program, status: status)) }
    }
  }
}
