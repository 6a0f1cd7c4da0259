import PlaceKit

/// Names tagged with a language, by geonameid, and how far they are trusted. A dump's own
/// `alternateNamesV2.txt`, and the embedded data's `place-names.tsv.gz` for the embedded
/// places, name the places of their id. The embedded names read for a dump without one
/// name a place only with names it lists itself (GeoNames' places list them all): a
/// record whose id is a GeoNames place's by chance (a file of one's own places, numbered
/// from 1) keeps its own names.
struct TaggedNames: Sendable {
  /// The names, by geonameid.
  var byID: [Int: [DisplayLanguage: String]] = [:]
  /// Whether a name must be one of the record's own to be taken.
  var onlyOwnNames = false

  /// The tagged names of `record`, whose geonameid is `id`; nil when it has none.
  func names(of record: PlaceRecord, id: Int) -> [DisplayLanguage: String]? {
    guard let names = byID[id] else { return nil }
    guard onlyOwnNames else { return names }
    let own = names.filter { $0.value == record.name || record.alternateNames.contains($0.value) }
    return own.isEmpty ? nil : own
  }
}
