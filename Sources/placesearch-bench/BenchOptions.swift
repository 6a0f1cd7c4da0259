import ArgumentParser

/// The bench's command line, read by ArgumentParser as the app's is: `--help`, and one
/// sentence for an unknown part or a value that is not a number.
struct BenchOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "placesearch-bench", abstract: "The figures in docs/performance.md, on the embedded data or a dump.")

  /// A part of the bench; `soak` and `server` run only when named.
  enum Part: String, ExpressibleByArgument, CaseIterable {
    case build, start, latency, frame, relevance, qualified, edge, world, soak, server
  }

  @Option(help: ArgumentHelp("The folder the query stream and latencies are written to.", valueName: "folder"))
  var out = "bench-out"

  @Option(help: ArgumentHelp("Run only this part (soak and server run only when named).", valueName: "part"))
  var only: Part?

  @Option(
    help: ArgumentHelp("List the N slowest keystrokes, hardest targets and missed queries of each part.", valueName: "N"))
  var worst: Int?

  @Option(help: ArgumentHelp("How many queries the soak completes.", valueName: "N"))
  var soak = 1_000_000

  @Option(help: ArgumentHelp("A GeoNames dump to measure instead of the embedded data.", valueName: "file"))
  var data: String?

  @Option(help: ArgumentHelp("The index cache folder for --data.", valueName: "folder"))
  var cache: String?

  /// Whether `part` runs: the one named, else every part but the soak and the server.
  func runs(_ part: Part) -> Bool { only == part || (only == nil && part != .soak && part != .server) }
}
