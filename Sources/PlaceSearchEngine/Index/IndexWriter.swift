import Foundation
import PlaceKit

/// Serializes index sections as they are put: a header, a table of (offset, count,
/// element size) per section, then the arrays, each 8-byte aligned, little-endian.
///
/// Each array goes to the writer's `IndexSink` as it is put, so a build can let it go
/// at once; the header and table, which depend on all of them, are written last.
struct IndexWriter<Sink: IndexSink> {
  private var sink: Sink
  /// Bytes written so far, header and table included.
  private var position: Int
  private var table: [IndexHeader.TableEntry?] = Array(
    repeating: nil, count: IndexSection.allCases.count)
  /// Of every byte after the table, as written (see `PlaceIndex.checksum`).
  private var checksum = FastHash()
  /// The bytes of the section being written after its last whole `FastHash` block: a
  /// section written in pieces (read back from a spill file, or made as it is written)
  /// is hashed as one run of bytes, as `PlaceIndex.checksum` hashes it, whatever the
  /// pieces' sizes.
  private var unhashed: [UInt8] = []

  /// A writer into `sink`, which is given the space of the header and table first.
  init(into sink: Sink) throws(StorageError) {
    self.sink = sink
    position = IndexFormat.headerSize + IndexFormat.tableSize
    try [UInt8](repeating: 0, count: position).withBytes { (zeros) throws(StorageError) in try self.sink.append(zeros) }
  }

  /// Writes `values` as `column`'s section; every section is put exactly once.
  mutating func put<Element>(_ column: IndexColumn<Element>, _ values: [Element]) throws(StorageError) {
    try start(column, count: values.count)
    try values.withBytes { (bytes) throws(StorageError) in try write(bytes) }
  }

  /// Writes `column`'s section of `count` elements, which `body` makes a piece at a time
  /// and hands to the function it is given, in order: a section computed as it is
  /// written, never held whole.
  mutating func put<Element>(
    _ column: IndexColumn<Element>, count: Int,
    making body: (_ write: ([Element]) throws(StorageError) -> Void) throws(StorageError) -> Void
  ) throws(StorageError) {
    try start(column, count: count)
    var written = 0
    try body { (piece) throws(StorageError) in
      try piece.withBytes { (bytes) throws(StorageError) in try write(bytes) }
      written += piece.count
    }
    precondition(written == count, "\(column.section) has the count it was started with")
  }

  /// Writes `values` as `column`'s section: its spilled pieces read back from `spill`,
  /// then the elements in memory.
  mutating func put<Element>(_ column: IndexColumn<Element>, _ values: SpillableColumn<Element>, from spill: SpillFile)
    throws(StorageError)
  {
    try start(column, count: values.count)
    try values.forEachRun(from: spill) { (run) throws(StorageError) in try write(UnsafeRawBufferPointer(run)) }
  }

  /// Starts `column`'s section of `count` elements: aligned, and entered in the table.
  /// The section before it and the padding are each hashed as a whole (`unhashed`).
  private mutating func start<Element>(_ column: IndexColumn<Element>, count: Int) throws(StorageError) {
    precondition(table[column.section.rawValue] == nil, "\(column.section) is written once")
    hashUnhashed()
    let padding = (8 - position % 8) % 8
    if padding > 0 { try [UInt8](repeating: 0, count: padding).withBytes { (zeros) throws(StorageError) in try write(zeros) } }
    hashUnhashed()
    table[column.section.rawValue] = IndexHeader.TableEntry(
      offset: UInt64(position), count: UInt64(count), elementSize: UInt64(MemoryLayout<Element>.stride))
  }

  /// Writes bytes of the body, counted in the checksum: the whole blocks at once, the
  /// rest once the section's next bytes complete a block or the section ends.
  private mutating func write(_ bytes: UnsafeRawBufferPointer) throws(StorageError) {
    var rest = bytes[...]
    if !unhashed.isEmpty {
      let taken = min(FastHash.blockSize - unhashed.count, rest.count)
      unhashed += rest.prefix(taken)
      rest = rest.dropFirst(taken)
      if unhashed.count == FastHash.blockSize { hashUnhashed() }
    }
    let whole = rest.count - rest.count % FastHash.blockSize
    checksum.combine(UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
    unhashed += rest.dropFirst(whole)
    try sink.append(bytes)
    position += bytes.count
  }

  /// Mixes the bytes waiting in `unhashed` into the checksum.
  private mutating func hashUnhashed() {
    unhashed.withUnsafeBytes { checksum.combine($0) }
    unhashed.removeAll(keepingCapacity: true)
  }

  /// Fills in the header (`IndexHeader`: magic, version, source hash, checksum, length)
  /// and the table.
  consuming func finish(sourceHash: UInt64) throws(StorageError) -> Sink {
    let entries = table.enumerated().map { number, entry in
      guard let entry else { preconditionFailure("\(IndexSection(rawValue: number)!) is written") }
      return entry
    }
    hashUnhashed()
    let header = IndexHeader(sourceHash: sourceHash, checksum: checksum.finalize(), length: UInt64(position))
    try header.encoded(table: entries).withBytes { (bytes) throws(StorageError) in try sink.write(bytes, at: 0) }
    return sink
  }
}

/// Where an `IndexWriter` puts its bytes: appended in order, then the beginning
/// rewritten once.
protocol IndexSink {
  /// Appends `bytes` at the end.
  mutating func append(_ bytes: UnsafeRawBufferPointer) throws(StorageError)
  /// Overwrites bytes already appended, from `offset`.
  mutating func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(StorageError)
}

/// An index file written in the cache (`IndexCache.draft`).
extension AtomicFile.Draft: IndexSink {}

/// An index kept in memory (when it cannot be cached).
struct MemoryIndexSink: IndexSink {
  private(set) var bytes: [UInt8] = []

  mutating func append(_ bytes: UnsafeRawBufferPointer) throws(StorageError) {
    self.bytes.append(contentsOf: bytes)
  }

  mutating func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(StorageError) {
    self.bytes.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: offset).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
  }
}

/// Collects strings into the index's string blob (UInt16 length, then UTF-8 bytes).
struct StringTableWriter {
  /// The table; references are offsets into it, spilled bytes included.
  private(set) var bytes = SpillableColumn<UInt8>()
  private var interned: [String: UInt32] = [:]

  /// Appends `text` (cut to 65,535 bytes at a character boundary) and returns its
  /// reference.
  mutating func append(_ text: String) -> UInt32 {
    let reference = UInt32(bytes.count)
    let utf8 = text.utf8
    var length = min(utf8.count, Int(UInt16.max))
    if length < utf8.count {
      let all = Array(utf8)
      while length > 0 && (all[length] & 0xC0) == 0x80 { length -= 1 }
    }
    bytes.append(UInt8(length & 0xFF))
    bytes.append(UInt8(length >> 8))
    if length == utf8.count {
      bytes.append(contentsOf: utf8)
    } else {
      bytes.append(contentsOf: Array(utf8)[..<length])
    }
    return reference
  }

  /// Appends another table's bytes (one never spilled); its references shift by this
  /// table's old size.
  mutating func append(contentsOf other: StringTableWriter) {
    precondition(other.bytes.pieces.isEmpty, "a table is appended from memory")
    bytes.append(contentsOf: other.bytes.elements)
  }

  /// Moves the bytes in memory to the end of `file`; references stay as they were.
  mutating func spill(into file: SpillFile) { bytes.spill(into: file) }

  /// Appends `text` once; repeated calls return the same reference.
  mutating func intern(_ text: String) -> UInt32 {
    if let reference = interned[text] { return reference }
    let reference = append(text)
    interned[text] = reference
    return reference
  }
}
