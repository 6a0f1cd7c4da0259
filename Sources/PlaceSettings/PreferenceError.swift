import PlaceKit

/// A preference the user asked for that cannot be: one sentence, naming the key or file.
public enum PreferenceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `config get colour`: no such key.
  case unknownKey(String, known: [String])
  /// `config set units miles`: not a value the key accepts.
  case invalidValue(key: String, value: String, accepted: String)
  /// `config set bind ctrl-y:jump`: not a value, for the reason given (its wrong part).
  case refusedValue(key: String, value: String, reason: String)
  /// A settings file that is not a JSON object, or holds a value its key does not accept.
  case invalidFile(path: String, reason: String)
  /// The settings file cannot be read or written.
  case storage(StorageError)

  /// The sentence, ready to print after "placesearch: ".
  public var description: String {
    switch self {
    case .unknownKey(let key, let known):
      return "unknown setting \"\(key)\"; the settings are \(known.joined(separator: ", "))."
    case .invalidValue(let key, let value, let accepted):
      return "invalid value \"\(value)\" for \(key); accepted values: \(accepted)."
    case .refusedValue(let key, let value, let reason):
      return "invalid value \"\(value)\" for \(key): \(reason)."
    case .invalidFile(let path, let reason):
      return "the settings file \(path) cannot be used: \(reason). "
        + "Hint: fix or remove it (removing it restores the defaults)."
    case .storage(let error):
      return error.description
    }
  }
}
