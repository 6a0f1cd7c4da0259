import ArgumentParser

/// `--limit`, for the commands that print a list (the interactive search shows what
/// fits on the screen and scrolls instead).
struct LimitOption: ParsableArguments {
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("At most this many results (1 to 100000).", valueName: "N"),
    transform: { try ResultLimit.parse($0, in: 1...100_000) })
  var limit: Int = 10
}
