import ArgumentParser
import Foundation
import PlaceKit

/// Options of the commands that search: pick, complete, search and recommend.
struct CommonOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Rank near this place: LAT,LON or a place's whole name (any case or language).", valueName: "LAT,LON|NAME"))
  var near: String?

  @Flag(name: .long, help: "Print JSON Lines instead of aligned text.")
  var json = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Read places from a GeoNames dump (cities500.txt, KR.txt, allCountries.txt; plain or .gz).",
      valueName: "PATH"),
    transform: { try DataPath.parse($0) })
  var data: String?

  @OptionGroup var language: LanguageOption
}
