/// Keys a script expects (fzf's `--expect`): each chooses as Enter does, and the search
/// reports its name as given, so that the script knows which key chose the place. An
/// expected key overrides what it does otherwise (Ctrl-O opens no browser then).
public struct ExpectedKeys: Sendable, Equatable {
  /// The name given for each key.
  private var names: [KeyEvent: String] = [:]

  /// No key expected.
  public init() {}

  /// The keys of `list`: names separated by commas (`ctrl-o,alt-enter`), in any case (see
  /// `KeyName`). A comma itself is written as fzf writes it: `,` alone, `alt-,`, or at
  /// either end after another comma (`ctrl-o,,`). A key named twice keeps its last name.
  public init(parsing list: String) throws(KeyNameError) {
    for name in Self.split(list) {
      guard let key = KeyName.key(named: name) else { throw .unknown(name) }
      names[key] = name
    }
    if names.isEmpty { throw .empty }
  }

  /// Whether no key is expected.
  public var isEmpty: Bool { names.isEmpty }

  /// The key that suspends the search (Ctrl-Z): a script may expect it only where it
  /// does not suspend (`--no-suspend`).
  public static let suspendKey = KeyEvent.control("z")

  /// The name given for `key`; nil when it is not expected.
  public func name(of key: KeyEvent) -> String? {
    names[key]
  }

  /// The keys expected, in no order.
  public var keys: [KeyEvent] { Array(names.keys) }

  /// These keys and those of `other`, whose names win where both name a key (as a later
  /// `--expect` adds to an earlier one).
  public func merging(_ other: ExpectedKeys) -> ExpectedKeys {
    var merged = self
    merged.names.merge(other.names) { $1 }
    return merged
  }

  /// The names of `list`, split at commas, with fzf's ways of naming the comma key.
  private static func split(_ list: String) -> [String] {
    var names: [String] = []
    var current = ""
    // The list with the commas that are names (`alt-,`) left out: its other commas
    // separate, and say where a comma itself is named.
    var separators = ""
    for character in list {
      if character == ",", current.lowercased() != "alt-" {
        names.append(current)
        current = ""
        separators.append(",")
      } else {
        current.append(character)
        if character != "," { separators.append(character) }
      }
    }
    names.append(current)
    let namesComma =
      separators == "," || separators.hasPrefix(",,") || separators.hasSuffix(",,") || separators.contains(",,,")
    return names.filter { !$0.isEmpty } + (namesComma ? [","] : [])
  }
}
