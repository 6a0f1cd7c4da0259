import PlaceKit
/// The start of an index file: the magic, the format version, the section count, the
/// hash of the data the index was built from, the checksum of its body and the file's
/// length, little-endian in that order (`IndexFormat.headerSize` bytes); then the
/// section table, a `TableEntry` per section in section order.
///
/// `IndexWriter` encodes it; `PlaceIndex` decodes it and checks every field before it
/// trusts one. Decoding reads the fields as they stand, unchecked.
struct IndexHeader {
  /// One section's entry in the table: where its array starts in the file, how many
  /// elements it has, and their size in bytes.
  struct TableEntry {
    var offset: UInt64
    var count: UInt64
    var elementSize: UInt64
  }

  /// The bytes every index file starts with.
  static let magic: [UInt8] = Array("PLSIDX\0\0".utf8)

  /// Whether the file starts with `magic`.
  var hasMagic = true
  var version = IndexFormat.version
  var sectionCount = UInt32(IndexSection.allCases.count)
  var sourceHash: UInt64
  var checksum: UInt64
  var length: UInt64

  /// The header of an index this build writes: this format version, every section.
  init(sourceHash: UInt64, checksum: UInt64, length: UInt64) {
    self.sourceHash = sourceHash
    self.checksum = checksum
    self.length = length
  }

  /// The header at the start of `raw`; nil when `raw` is shorter than a header.
  init?(decoding raw: UnsafeRawBufferPointer) {
    guard raw.count >= IndexFormat.headerSize else { return nil }
    var reader = Reader(raw: raw, position: 0)
    hasMagic = reader.bytes(IndexHeader.magic.count) == IndexHeader.magic
    version = reader.read()
    sectionCount = reader.read()
    sourceHash = reader.read()
    checksum = reader.read()
    length = reader.read()
  }

  /// The entry of `section` in the table of `raw`, which must hold the whole table
  /// (`IndexFormat.headerSize + IndexFormat.tableSize` bytes).
  static func entry(of section: IndexSection, in raw: UnsafeRawBufferPointer) -> TableEntry {
    var reader = Reader(raw: raw, position: IndexFormat.headerSize + section.rawValue * IndexFormat.tableEntrySize)
    return TableEntry(offset: reader.read(), count: reader.read(), elementSize: reader.read())
  }

  /// `magic`, the fields, then `table`: the file's first bytes.
  func encoded(table: [TableEntry]) -> [UInt8] {
    var bytes = IndexHeader.magic
    append(version, to: &bytes)
    append(sectionCount, to: &bytes)
    append(sourceHash, to: &bytes)
    append(checksum, to: &bytes)
    append(length, to: &bytes)
    for entry in table {
      append(entry.offset, to: &bytes)
      append(entry.count, to: &bytes)
      append(entry.elementSize, to: &bytes)
    }
    return bytes
  }

  private func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Reads little-endian fields one after another; the caller keeps within `raw`.
  private struct Reader {
    let raw: UnsafeRawBufferPointer
    var position: Int

    mutating func bytes(_ count: Int) -> [UInt8] {
      defer { position += count }
      return Array(raw[position..<position + count])
    }

    mutating func read<T: FixedWidthInteger>() -> T {
      defer { position += MemoryLayout<T>.size }
      return T(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: T.self))
    }
  }
}
