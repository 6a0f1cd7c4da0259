/// One section's array as the writer takes it: its length, the size of its elements
/// and a way to append its bytes.
struct SectionArray {
  let count: Int
  let elementSize: Int
  let appendBytes: (inout [UInt8]) -> Void

  /// The array `values`.
  init<Element: BitwiseCopyable>(_ values: [Element]) {
    count = values.count
    elementSize = MemoryLayout<Element>.stride
    appendBytes = { body in values.withUnsafeBytes { body.append(contentsOf: $0) } }
  }
}

/// Serializes index sections: a header, a table of (offset, count) per section, then the
/// arrays, each 8-byte aligned, little-endian, into a buffer of exactly the file's size
/// (no growth by doubling: at full scale the index is gigabytes).
struct IndexWriter {
  /// The whole file; the header and table are filled in by `finish`.
  private var body: [UInt8] = []
  private var table = [(offset: UInt64, count: UInt64)](
    repeating: (0, 0), count: IndexSection.allCases.count)

  /// A writer for `sections`, every section exactly once, each array of its section's
  /// element size (`IndexSection.elementSize`).
  init(_ sections: [(IndexSection, SectionArray)]) {
    precondition(
      Set(sections.map(\.0)).count == IndexSection.allCases.count && sections.count == IndexSection.allCases.count,
      "every index section is written once")
    let size = sections.reduce(IndexFormat.headerSize + IndexFormat.tableSize) { size, section in
      (size + 7) / 8 * 8 + section.1.count * section.1.elementSize
    }
    body.reserveCapacity(size)
    body.append(contentsOf: repeatElement(0, count: IndexFormat.headerSize + IndexFormat.tableSize))
    for (section, values) in sections {
      precondition(values.elementSize == section.elementSize, "\(section) holds \(section.elementSize)-byte elements")
      while body.count % 8 != 0 { body.append(0) }
      table[section.rawValue] = (UInt64(body.count), UInt64(values.count))
      values.appendBytes(&body)
    }
  }

  /// The complete file: header with magic, version, source hash, body checksum, length.
  consuming func finish(sourceHash: UInt64) -> [UInt8] {
    var tableBytes: [UInt8] = []
    for entry in table {
      append(entry.offset, to: &tableBytes)
      append(entry.count, to: &tableBytes)
    }
    body.replaceSubrange(
      IndexFormat.headerSize..<IndexFormat.headerSize + tableBytes.count, with: tableBytes)
    var checksum = FastHash()
    body.withUnsafeBytes { checksum.combine(UnsafeRawBufferPointer(rebasing: $0[IndexFormat.headerSize...])) }
    var header = IndexFormat.magic
    append(IndexFormat.version, to: &header)
    append(UInt32(IndexSection.allCases.count), to: &header)
    append(sourceHash, to: &header)
    append(checksum.finalize(), to: &header)
    append(UInt64(body.count), to: &header)
    body.replaceSubrange(0..<IndexFormat.headerSize, with: header)
    return body
  }

  private func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }
}

/// Collects strings into the index's string blob (UInt16 length, then UTF-8 bytes).
struct StringTableWriter {
  private(set) var bytes: [UInt8] = []
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

  /// Appends another table's bytes; its references shift by this table's old size.
  mutating func append(contentsOf other: StringTableWriter) {
    bytes += other.bytes
  }

  /// Appends `text` once; repeated calls return the same reference.
  mutating func intern(_ text: String) -> UInt32 {
    if let reference = interned[text] { return reference }
    let reference = append(text)
    interned[text] = reference
    return reference
  }

  /// Orders two stored strings by their bytes.
  static func compare(_ blob: UnsafeBufferPointer<UInt8>, _ a: UInt32, _ b: UInt32) -> Int {
    let aLength = Int(blob[Int(a)]) | Int(blob[Int(a) + 1]) << 8
    let bLength = Int(blob[Int(b)]) | Int(blob[Int(b) + 1]) << 8
    return IndexBuilder.compare(blob, Int(a) + 2, aLength, Int(b) + 2, bLength)
  }
}
