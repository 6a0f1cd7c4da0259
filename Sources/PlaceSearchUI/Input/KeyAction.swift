/// What a key does in the search, named as fzf names its actions where fzf has the
/// action (`accept`, `abort`, `backward-kill-word`, …) and in its manner where it has
/// none (`back`, `fill`, `copy`, `open`). Which key does which is `KeyMap`.
public enum KeyAction: String, Sendable, Hashable, CaseIterable {
  case up, down
  case pageUp = "page-up"
  case pageDown = "page-down"
  /// Choose the selected row (Enter).
  case accept
  /// Back from a group's places, else quit (Esc).
  case back
  /// Quit (Ctrl-C, Ctrl-G).
  case abort
  /// Put the name the selected completion matched into the query (Tab).
  case fill
  /// Copy the highlighted place; open it on a map.
  case copy, open
  case togglePreview = "toggle-preview"
  case backwardDeleteChar = "backward-delete-char"
  case deleteChar = "delete-char"
  case clearQuery = "clear-query"
  /// Remove the word before the cursor and the spaces after it (readline's Ctrl-W).
  case unixWordRubout = "unix-word-rubout"
  case backwardKillWord = "backward-kill-word"
  case killWord = "kill-word"
  case backwardWord = "backward-word"
  case forwardWord = "forward-word"
  case backwardChar = "backward-char"
  case forwardChar = "forward-char"
  case beginningOfLine = "beginning-of-line"
  case endOfLine = "end-of-line"

  /// Whether it acts on the rows of the list, so that, typed while the list loads, it
  /// waits for the list (`ListTypeahead`).
  public var actsOnList: Bool {
    switch self {
    case .up, .down, .pageUp, .pageDown, .accept, .fill, .copy, .open: true
    default: false
    }
  }

  /// Whether it ends the search (or goes back) and drops whatever keys are held.
  public var cancels: Bool { self == .back || self == .abort }
}

/// Which key does which `KeyAction`: one table, read by the coordinator (what a key
/// does), the typeahead (which keys wait for the list, which cancel) and the docs' key
/// tables (checked against it by a test).
public struct KeyMap: Sendable, Equatable {
  /// The action of each key.
  public private(set) var actions: [KeyEvent: KeyAction]

  /// The keys as the README's table lists them (fzf's and readline's).
  public static let standard = KeyMap(actions: [
    .up: .up, .control("p"): .up, .control("k"): .up,
    .down: .down, .control("n"): .down, .control("j"): .down,
    .pageUp: .pageUp, .pageDown: .pageDown,
    .enter: .accept, .metaEnter: .accept,
    .escape: .back,
    .control("c"): .abort, .control("g"): .abort,
    .tab: .fill,
    .control("y"): .copy, .control("o"): .open, .control("/"): .togglePreview,
    .backspace: .backwardDeleteChar, .control("h"): .backwardDeleteChar,
    .delete: .deleteChar, .control("d"): .deleteChar,
    .control("u"): .clearQuery,
    .control("w"): .unixWordRubout,
    .metaBackspace: .backwardKillWord,
    .meta("d"): .killWord,
    .meta("b"): .backwardWord, .controlLeft: .backwardWord,
    .meta("f"): .forwardWord, .controlRight: .forwardWord,
    .left: .backwardChar, .control("b"): .backwardChar,
    .right: .forwardChar, .control("f"): .forwardChar,
    .home: .beginningOfLine, .control("a"): .beginningOfLine,
    .end: .endOfLine, .control("e"): .endOfLine,
  ])

  /// What `key` does; nil for typed text, the mouse and keys that do nothing.
  public func action(for key: KeyEvent) -> KeyAction? { actions[key] }
}
