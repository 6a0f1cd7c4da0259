/// Text on the command line or standard input that is not valid UTF-8 (a file in another
/// encoding, a terminal in a Latin-1 locale): refused with one sentence, exit status 2.
struct InvalidTextError: Error, CustomStringConvertible {
  /// Where the text came from: "argument 2", "standard input, line 3".
  var source: String

  var description: String {
    "The text of \(source) is not valid UTF-8. "
      + "Hint: convert it with `iconv -t UTF-8`, or use a UTF-8 locale in the terminal."
  }

  /// Throws for the first command-line argument that is not valid UTF-8 (Swift would
  /// otherwise repair it silently into U+FFFD and search for that).
  static func checkArguments() throws(InvalidTextError) {
    for position in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[position] else { continue }
      if String(validatingCString: argument) == nil {
        throw InvalidTextError(source: "argument \(position)")
      }
    }
  }
}
