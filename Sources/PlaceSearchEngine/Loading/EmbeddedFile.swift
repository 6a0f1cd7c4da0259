import PlaceKit
import CPlaceData

/// A file of the embedded dataset, linked into the executable (the `CPlaceData` target
/// assembles `Resources/Data` in with `.incbin`): present wherever the binary is.
public enum EmbeddedFile: String, CaseIterable, Sendable {
  /// GeoNames' populated places of 500 people or more.
  case places = "cities500.txt.gz"
  /// South Korea's administrative areas (sido, sigungu, eup/myeon/dong).
  case koreanAreas = "kr-admin.tsv.gz"
  /// Countries, first-level areas, US counties and airports as places.
  case worldAreas = "world-areas.tsv.gz"
  /// Country names and codes.
  case countries = "countryInfo.txt"
  /// First-level area names by GeoNames admin1 code.
  case admin1 = "admin1CodesASCII.txt"
  /// Country and first-level area names in the display languages.
  case areaNames = "area-names.tsv"
  /// Places' names in the display languages, by geonameid, in GeoNames' alternate-names
  /// format.
  case placeNames = "place-names.tsv.gz"
  /// How many of the most populous places have a name in each display language.
  case nameShares = "name-shares.tsv"
  /// The outlines the preview pane's map draws.
  case worldOutlines = "countries-110m.bin"
  /// One line: where the dataset comes from, and of when (`placesearch --version`).
  case dataset = "dataset.txt"

  /// The file's bytes, read-only for the life of the process; empty if it is not linked
  /// in or was linked in empty.
  public var bytes: UnsafeRawBufferPointer {
    var count = 0
    guard let start = ps_embedded_file(rawValue, &count) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: start, count: count)
  }

  /// Its bytes, or `missingEmbeddedData` when it was linked in empty.
  func linkedBytes() throws(PlaceKitError) -> UnsafeRawBufferPointer {
    let bytes = self.bytes
    guard !bytes.isEmpty else { throw .missingEmbeddedData }
    return bytes
  }

  /// The parts of `bytes`, an embedded file, that key the index cache (`IndexLoader.key`,
  /// which also mixes in the byte count), so that a warm start reads kilobytes of the
  /// binary instead of hashing 12 MB of it (2 ms, a sixth of `complete seoul`): of a gzip
  /// file, its first and last 64 KiB, whose last 8 bytes are gzip's own fingerprint of
  /// the content (the CRC-32 and length of what it inflates to: of all of it, as
  /// `Scripts/build-dataset.py` writes one gzip member per file); any other file whole.
  static func identifyingParts(of bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
    let span = 64 * 1024
    guard bytes.starts(with: ByteDecoder.gzipMagic), bytes.count > 2 * span else { return [bytes] }
    return [UnsafeRawBufferPointer(rebasing: bytes.prefix(span)), UnsafeRawBufferPointer(rebasing: bytes.suffix(span))]
  }

  /// How messages name it.
  public var path: String { "<embedded>/\(rawValue)" }

  /// Its text, inflated when it is gzip: for the benchmarks' evaluations, which read the
  /// tables the index is built from.
  public func text() throws(PlaceKitError) -> String {
    String(decoding: try DataFileReader().read(.embedded(self)), as: UTF8.self)
  }
}
