/// A state or settings file that cannot be read or written (permissions, a full disk).
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Reading `path` failed.
  case unreadable(path: String, reason: String)
  /// Creating or replacing `path` failed.
  case unwritable(path: String, reason: String)
  /// `path`, where a file is kept, is a folder.
  case notAFile(path: String)

  /// The sentence and hint, ready to print.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "Cannot read \(path): \(reason). Hint: check the file's permissions."
    case .unwritable(let path, let reason):
      return "Cannot write \(path): \(reason). "
        + "Hint: check that its folder is writable, or point XDG_STATE_HOME / XDG_CONFIG_HOME elsewhere."
    case .notAFile(let path):
      return "\(path) is a folder, where placesearch keeps a file. "
        + "Hint: move the folder away (placesearch then starts a new file there)."
    }
  }
}
