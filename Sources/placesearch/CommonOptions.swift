import ArgumentParser
import Foundation
import PlaceKit

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Rank near this place: LAT,LON or a place name.", valueName: "LAT,LON|NAME"))
  var near: String?

  @Option(
    name: .long, parsing: .unconditional, help: "At most this many results (1 to 100000).",
    transform: { try ResultLimit.parse($0, in: 1...100_000) })
  var limit: Int = 10

  @Flag(name: .long, help: "Print JSON Lines instead of aligned text.")
  var json = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Read places from a GeoNames dump (cities500.txt, KR.txt, allCountries.txt; plain or .gz).",
      valueName: "PATH"))
  var data: String?

}
