import ArgumentParser
import PlaceKit
import PlaceSettings

/// `placesearch search QUERY`: every place matching a query, ranked.
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "List the places matching a query, best first."
  )

  @OptionGroup var options: CommonOptions
  @OptionGroup var listing: LimitOption

  @Argument(help: "The place name, in any script.")
  var query: String

  func validate() throws {
    try QueryArgument.validate(query)
  }

  func run() async throws {
    let root = try CompositionRoot(options: options)
    let location = try await root.explicitLocation(options)
    let places = try await root.source.search(.text(query), near: location, limit: listing.limit)
    try PlaceListing.print(
      places, json: options.json, language: root.language, units: { () throws(PreferenceError) in try root.units })
    if places.isEmpty {
      await root.sayNothingMatches(searching: query, near: location)
      throw ExitCode(1)
    }
  }
}
