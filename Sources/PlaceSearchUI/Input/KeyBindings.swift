import Foundation

/// Keys bound to actions as fzf's `--bind` gives them: `KEY:ACTION[,KEY:ACTION…]`, with
/// fzf's key names (`KeyName`) and action names (`KeyAction`'s, and `ignore` for a key
/// that then does nothing). `KeyMap.applying(_:)` puts them in the table.
public struct KeyBindings: Sendable, Equatable {
  /// One key and the action it is given (nil: `ignore`).
  public struct Pair: Sendable, Equatable {
    /// The key.
    public let key: KeyEvent
    /// Its action; nil for `ignore`, a key that then does nothing.
    public let action: KeyAction?
  }

  /// The keys and their actions, in the order given (a later pair for a key wins).
  public let pairs: [Pair]
  /// The bindings as given: what the `bind` setting stores and `config get` prints.
  public let text: String

  /// fzf's action for a key that does nothing.
  public static let ignore = "ignore"

  /// Every action name a binding may give, in the order the docs list them.
  public static let actionNames = KeyAction.allCases.map(\.rawValue) + [ignore]

  /// The bindings `text` gives: pairs separated by commas (spaces around a pair are
  /// dropped), each a key name, a colon and an action name. A key may be `,` or `:`
  /// itself (`,:abort`, `::abort`, `alt-::up`), as in fzf.
  public init(parsing text: String) throws(KeyBindingError) {
    var pairs: [Pair] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0 == " " }
      guard !rest.isEmpty else { break }
      // The key runs to the first colon after its first character (so `:` is a key), or
      // after `alt-:`.
      let keyStart =
        rest.lowercased().hasPrefix("alt-:") ? rest.index(rest.startIndex, offsetBy: 5) : rest.index(after: rest.startIndex)
      guard let colon = rest[keyStart...].firstIndex(of: ":") else {
        throw .noAction(String(rest.prefix { $0 != "," }))
      }
      let keyName = String(rest[..<colon])
      // A comma before the colon ends a pair with no action (`ctrl-y,ctrl-o:up`), unless
      // the comma is the key (`,` or `alt-,`).
      if let comma = keyName.firstIndex(of: ","), keyName != ",", keyName.lowercased() != "alt-," {
        throw .noAction(String(keyName[..<comma]))
      }
      let afterColon = rest[rest.index(after: colon)...]
      let end = afterColon.firstIndex(of: ",") ?? afterColon.endIndex
      let actionName = String(afterColon[..<end]).trimmingCharacters(in: .whitespaces)
      rest = end == afterColon.endIndex ? "" : afterColon[afterColon.index(after: end)...]
      let pair = "\(keyName):\(actionName)"
      guard let key = KeyName.key(named: keyName) else { throw .unknownKey(keyName, in: pair) }
      let lowered = actionName.lowercased()
      if lowered == Self.ignore {
        pairs.append(Pair(key: key, action: nil))
      } else if let action = KeyAction(rawValue: lowered) {
        pairs.append(Pair(key: key, action: action))
      } else {
        throw .unknownAction(actionName, in: pair)
      }
    }
    if pairs.isEmpty { throw .empty }
    self.pairs = pairs
    self.text = text
  }

  /// Whether these bindings give `key` an action (or `ignore`).
  public func binds(_ key: KeyEvent) -> Bool {
    pairs.contains { $0.key == key }
  }

  /// What shell completion offers for `prefix`, the word typed so far: after a colon,
  /// the action names; else the key names, each with its colon.
  @Sendable public static func completions(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
    let head = prefix.lastIndex(of: ",").map { String(prefix[...$0]) } ?? ""
    let last = String(prefix.dropFirst(head.count))
    if let colon = last.dropFirst().firstIndex(of: ":") {
      let pair = head + last[...colon]
      return actionNames.map { pair + $0 }.filter { $0.hasPrefix(prefix) }
    }
    return KeyName.completions.map { head + $0 + ":" }.filter { $0.hasPrefix(prefix) }
  }
}

/// `--bind` bindings (or the `bind` setting) that name no key or no action placesearch
/// has.
public enum KeyBindingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing is bound.
  case empty
  /// A pair without its colon and action (`ctrl-y`).
  case noAction(String)
  /// `name`, the key of the pair `pair`, is no key told apart here.
  case unknownKey(String, in: String)
  /// `name`, the action of the pair `pair`, is no action placesearch has.
  case unknownAction(String, in: String)

  /// One sentence: what is wrong and what is accepted.
  public var description: String {
    switch self {
    case .empty:
      "give at least one KEY:ACTION (such as ctrl-y:accept; several separated by commas)"
    case .noAction(let pair):
      "\"\(pair)\" gives its key no action: write KEY:ACTION, such as ctrl-y:accept"
    case .unknownKey(let name, let pair):
      "\"\(name)\" in \"\(pair)\" is no key placesearch tells apart; keys: \(KeyName.acceptedForms)"
    case .unknownAction(let name, let pair):
      "\"\(name)\" in \"\(pair)\" is no action placesearch has; actions: "
        + KeyBindings.actionNames.joined(separator: ", ")
    }
  }
}
