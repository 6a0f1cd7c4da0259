/// The longest query kept, declared once: the interactive query line stops there and the
/// server cuts longer `q` parameters there, instead of slowing every look-up.
public enum QueryLength {
  /// Characters kept of a query.
  public static let maximum = 200

  /// `query` cut to `maximum` characters.
  public static func cut(_ query: String) -> String {
    query.count > maximum ? String(query.prefix(maximum)) : query
  }
}
