import ArgumentParser

/// The check every subcommand that takes a query on the command line makes: a query of
/// nothing but spaces names no place, so it is a usage error (exit status 2), not a search
/// that found nothing (exit status 1). `complete --stdin` answers an empty line as any.
enum QueryArgument {
  /// Throws when `query` is given and empty.
  static func validate(_ query: String?) throws {
    if let query, query.allSatisfy(\.isWhitespace) { throw ValidationError("The query is empty; give a place name.") }
  }
}
