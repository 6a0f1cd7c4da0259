import ArgumentParser
import PlaceKit
import PlaceSettings

/// `placesearch recommend`: places near the current location.
struct RecommendCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recommend",
    abstract: "Recommend places near you, by importance and distance.",
    discussion: """
      The location is --near, else $PLACESEARCH_NEAR, else the home setting (`placesearch config set home NAME`), else the main city of the system time zone ($TZ, else /etc/localtime), else Seoul.
      """
  )

  @OptionGroup var options: CommonOptions
  @OptionGroup var listing: LimitOption

  func run() async throws {
    let root = try CompositionRoot(options: options)
    let here = try await root.currentLocation(options)
    let places = try await root.source.recommendations(near: here.location, limit: listing.limit)
    try PlaceListing.print(
      places, json: options.json, language: root.language, units: { () throws(PreferenceError) in try root.units })
    // Said once the places are out: never before an error that ends the run.
    if here.origin == .fallback { DefaultLocationNotice().sayOnce(to: root.diagnostics) }
    if places.isEmpty { throw ExitCode(1) }
  }
}
