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

  /// What it does, for the help text and the docs' table of actions.
  public var summary: String {
    switch self {
    case .up: "move the selection up"
    case .down: "move the selection down"
    case .pageUp: "move a page up"
    case .pageDown: "move a page down"
    case .accept: "choose the selected row"
    case .back: "go back from a group's places, else quit"
    case .abort: "quit"
    case .fill: "put the name the selected completion matched into the query"
    case .copy: "copy the highlighted place"
    case .open: "open the highlighted place on OpenStreetMap"
    case .togglePreview: "hide or show the preview"
    case .backwardDeleteChar: "delete the character before the cursor"
    case .deleteChar: "delete the character under the cursor"
    case .clearQuery: "clear the query"
    case .unixWordRubout: "delete the word before the cursor, back to a space"
    case .backwardKillWord: "delete the word before the cursor"
    case .killWord: "delete the word after the cursor"
    case .backwardWord: "move the cursor a word left"
    case .forwardWord: "move the cursor a word right"
    case .backwardChar: "move the cursor left"
    case .forwardChar: "move the cursor right"
    case .beginningOfLine: "move the cursor to the start"
    case .endOfLine: "move the cursor to the end"
    }
  }

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
