import ArgumentParser
import Foundation
import PlaceKit
import PlaceSearchUI

/// `placesearch complete QUERY`: the completions a user would see while typing.
struct CompleteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "complete",
    abstract: "Complete a partial place name.",
    discussion: """
      With --stdin, reads one query per line and prints one answer line per query,
      flushed at once, so a script can use it as a coprocess.
      """
  )

  @OptionGroup var options: CommonOptions
  @OptionGroup var listing: LimitOption

  @Flag(name: .long, help: "Read queries from standard input, one per line.")
  var stdin = false

  @Argument(help: "The partial name, in any script (Seoul, São Paulo, 서울, ㅅㅇ).")
  var query: String?

  func validate() throws {
    if stdin && query != nil { throw ValidationError("Give either a QUERY or --stdin, not both.") }
    if !stdin && query == nil { throw ValidationError("Missing expected argument '<query>' (or use --stdin).") }
    try QueryArgument.validate(query)
  }

  func run() async throws {
    let root = try CompositionRoot(options: options)
    let location = try await root.explicitLocation(options)
    let output = OutputWriter()
    // JSON carries the rows that leave words out, each saying which (`leftOutWords`);
    // text shows matches of every word alone.
    if let query {
      let completions = try await root.source.complete(query, near: location, limit: listing.limit)
      if options.json {
        output.line(PlaceJSON.completions(query: query, completions))
      } else {
        let table = TextOutput.completionRows(
          completions.matchingEveryWord, units: try root.units, strings: UIStrings(root.language))
        output.table(table.rows, rightAligned: table.rightAligned)
      }
      try output.flush()
      if completions.matchingEveryWord.isEmpty { throw ExitCode(1) }
      return
    }
    var lines = StandardInputLines()
    while let line = try lines.next() {
      // Through the protocol like one query: a server source then answers here too.
      let completions = try await root.source.complete(line, near: location, limit: listing.limit)
      if options.json {
        output.line(PlaceJSON.completions(query: line, completions))
      } else {
        output.textLine(completions.matchingEveryWord.map(\.title))
      }
      try output.flush()
    }
  }
}
