import Foundation
import PlaceKit
import PlaceSearchUI

/// Ctrl-Y and Ctrl-O where the UI runs: the clipboard through the terminal (OSC 52,
/// written to the tty between two frames), and the map in a browser started apart from
/// the terminal, so that it can neither block nor draw on the UI.
@MainActor
final class TerminalPlaceActions: PlaceActing {
  /// The terminal the UI draws on, once it is open: the clipboard sequence goes there.
  weak var terminal: (any TTYWriting)?
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
    guard let terminal else { return report(.copyFailed(reason: "the terminal is not open")) }
    guard terminal.writeToTTY(ClipboardSequence.copying(format.line(for: place))) else {
      return report(.copyFailed(reason: String(cString: strerror(errno))))
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
