/// Decodes the bytes a terminal sends, one at a time, into Unicode scalars.
///
/// Keys are read as bytes, not through the C library's multibyte decoder, because that
/// one loses the keys after a byte that is not UTF-8 (line noise, a Latin-1 terminal's é):
/// ncurses' `wget_wch` swallowed up to 16 of them. Here a bad byte costs only itself: a
/// sequence cut short by a byte that cannot continue it is dropped, and that byte starts
/// afresh. Overlong forms, surrogates and scalars above U+10FFFF are refused, as the
/// Unicode standard's table of well-formed sequences asks.
public struct UTF8InputDecoder: Sendable {
  private var scalar: UInt32 = 0
  private var remaining = 0
  /// The range the next continuation byte must fall in (narrower after E0, ED, F0, F4).
  private var nextRange: ClosedRange<UInt8> = 0x80...0xBF

  /// A decoder with nothing pending.
  public init() {}

  /// Whether a sequence has started and waits for more bytes.
  public var isPending: Bool { remaining > 0 }

  /// Takes the next byte; returns the scalar it completes, or nil (a sequence goes on, or
  /// the byte was not valid here and is dropped).
  public mutating func decode(_ byte: UInt8) -> Unicode.Scalar? {
    if remaining > 0 {
      if nextRange.contains(byte) {
        scalar = scalar << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        nextRange = 0x80...0xBF
        return remaining == 0 ? Unicode.Scalar(scalar) : nil
      }
      // Cut short: what came so far is lost, this byte is read as a new start.
      remaining = 0
    }
    switch byte {
    case 0x00...0x7F:
      return Unicode.Scalar(byte)
    case 0xC2...0xDF:
      start(UInt32(byte & 0x1F), remaining: 1, nextRange: 0x80...0xBF)
    case 0xE0:
      start(0, remaining: 2, nextRange: 0xA0...0xBF)
    case 0xED:
      start(0x0D, remaining: 2, nextRange: 0x80...0x9F)
    case 0xE1...0xEF:
      start(UInt32(byte & 0x0F), remaining: 2, nextRange: 0x80...0xBF)
    case 0xF0:
      start(0, remaining: 3, nextRange: 0x90...0xBF)
    case 0xF1...0xF3:
      start(UInt32(byte & 0x07), remaining: 3, nextRange: 0x80...0xBF)
    case 0xF4:
      start(4, remaining: 3, nextRange: 0x80...0x8F)
    default:
      break  // a stray continuation byte, C0, C1 or F5...FF: never valid
    }
    return nil
  }

  private mutating func start(_ bits: UInt32, remaining: Int, nextRange: ClosedRange<UInt8>) {
    scalar = bits
    self.remaining = remaining
    self.nextRange = nextRange
  }
}
