import CTTYRestore
import Foundation
import PlaceKit

/// Keeps the keys typed before the interactive UI is up as they were typed: from the
/// command's start (before the index loads or builds) until curses takes the terminal,
/// the tty neither echoes them over the progress line nor turns Enter into Ctrl-J
/// (`ps_hold_typeahead`). `CursesTerminal` ends the hold once curses has the terminal
/// (the gap before raw mode is a few system calls) and reads them as keys; `release()`
/// ends it on every other way out.
final class TypeaheadHold: Sendable {
  /// The tty held, until released (-1 after).
  private let descriptor: Box<Int32>

  /// Holds typeahead on /dev/tty; nil when there is no terminal (the UI then reports
  /// that itself).
  init?() {
    guard let tty = TTYDevice() else { return nil }
    guard ps_hold_typeahead(tty.descriptor) == 0 else {
      tty.close()
      return nil
    }
    descriptor = Box(tty.descriptor)
  }

  /// Puts the terminal's mode back, keeping what was typed; safe to call more than once.
  func release() {
    let tty = descriptor.update { tty in
      defer { tty = -1 }
      return tty
    }
    guard tty >= 0 else { return }
    ps_release_typeahead()
    close(tty)
  }

  deinit { release() }
}
