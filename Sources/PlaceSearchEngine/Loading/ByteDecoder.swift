import PlaceKit
/// Turns the raw bytes of a data file into its text as they arrive, chunk by chunk:
/// plain text as it is, gzip inflated (`.gz`), a zip file's one `.txt` member inflated
/// (`allCountries.zip`, `cities500.zip`, as GeoNames ships them). The format is told by
/// the first bytes, not by the name.
struct ByteDecoder {
  private enum State {
    /// Too few bytes seen to tell the format.
    case detecting
    case plain
    /// Reading a zip member's local header.
    case zipHeader
    /// A stored (uncompressed) zip member with this many bytes left.
    case zipStored(remaining: Int)
    case inflating(Inflater)
    /// The zip member ended; what follows (the central directory) is not text.
    case done
  }

  private var state = State.detecting
  /// Bytes held back until the format (or the zip header) can be told.
  private var pending: [UInt8] = []
  private let path: String

  /// A decoder for the file `path` names (in errors).
  init(path: String) { self.path = path }

  /// The first two bytes of every gzip member.
  static let gzipMagic: [UInt8] = [0x1F, 0x8B]
  private static let zipMagic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
  /// A zip local file header's fixed part.
  private static let zipHeaderSize = 30

  /// Decodes `chunk`, handing text to `body` in pieces.
  mutating func feed(
    _ chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void
  ) throws(PlaceKitError) {
    switch state {
    case .plain:
      try body(chunk)
    case .inflating(let inflater):
      let used = try inflater.feed(chunk, body)
      // A zip member ends with its deflate data; what follows is the zip's directory.
      if inflater.wrapping == .raw && (used < chunk.count || inflater.ended) { state = .done }
    case .zipStored(let remaining):
      let taken = min(remaining, chunk.count)
      try body(UnsafeRawBufferPointer(rebasing: chunk[0..<taken]))
      state = remaining == taken ? .done : .zipStored(remaining: remaining - taken)
    case .done:
      break
    case .detecting, .zipHeader:
      pending.append(contentsOf: chunk)
      try advance(body)
    }
  }

  /// Tells the format (or reads the zip header) from the bytes gathered so far, then
  /// decodes what follows them.
  private mutating func advance(_ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void) throws(PlaceKitError) {
    if case .detecting = state {
      if pending.starts(with: ByteDecoder.gzipMagic) {
        state = .inflating(try Inflater(.gzip, path: path))
      } else if pending.starts(with: ByteDecoder.zipMagic) {
        state = .zipHeader
      } else if pending.count >= ByteDecoder.zipMagic.count
        || !ByteDecoder.zipMagic.starts(with: pending) && !ByteDecoder.gzipMagic.starts(with: pending)
      {
        state = .plain
      } else {
        return
      }
    }
    if case .zipHeader = state {
      guard pending.count >= ByteDecoder.zipHeaderSize else { return }
      func field(_ offset: Int, _ size: Int) -> Int {
        (0..<size).reduce(0) { $0 | Int(pending[offset + $1]) << (8 * $1) }
      }
      let flags = field(6, 2), method = field(8, 2), compressedSize = field(18, 4)
      let nameLength = field(26, 2), extraLength = field(28, 2)
      let dataStart = ByteDecoder.zipHeaderSize + nameLength + extraLength
      guard pending.count >= dataStart else { return }
      let name = String(decoding: pending[ByteDecoder.zipHeaderSize..<ByteDecoder.zipHeaderSize + nameLength], as: UTF8.self)
      guard name.lowercased().hasSuffix(".txt") else {
        throw .unreadableData(path: path, reason: "its first zip member, \(name), is not a .txt file")
      }
      if flags & 1 != 0 { throw .unreadableData(path: path, reason: "the zip is encrypted") }
      switch method {
      case 8:
        state = .inflating(try Inflater(.raw, path: path))
      case 0 where flags & 8 == 0:
        state = .zipStored(remaining: compressedSize)
      default:
        throw .unreadableData(path: path, reason: "the zip member is compressed in a way this app cannot read (method \(method))")
      }
      pending.removeFirst(dataStart)
    }
    let rest = pending
    pending = []
    try rest.withBytes { (rest) throws(PlaceKitError) in try feed(rest, body) }
  }

  /// Ends the input: anything held back is text after all (a file shorter than a zip
  /// header), and compressed data must have ended.
  mutating func finish(_ body: (UnsafeRawBufferPointer) throws(PlaceKitError) -> Void) throws(PlaceKitError) {
    switch state {
    case .detecting:
      let rest = pending
      pending = []
      state = .plain
      try rest.withBytes { (rest) throws(PlaceKitError) in try body(rest) }
    case .zipHeader:
      throw .unreadableData(path: path, reason: "the zip data is truncated")
    case .inflating(let inflater):
      try inflater.finish()
    case .zipStored(let remaining) where remaining > 0:
      throw .unreadableData(path: path, reason: "the zip data is truncated")
    case .plain, .zipStored, .done:
      break
    }
  }
}
