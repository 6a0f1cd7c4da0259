import PlaceSearchUI
import Testing

/// Decoding the terminal's bytes: well-formed UTF-8 in every length, and a bad byte that
/// costs only itself.
struct UTF8InputDecoderTests {
  /// Feeds `bytes` to one decoder and returns the scalars it completed.
  private func decode(_ bytes: [UInt8]) -> String {
    var decoder = UTF8InputDecoder()
    var text = String.UnicodeScalarView()
    for byte in bytes {
      if let scalar = decoder.decode(byte) { text.append(scalar) }
    }
    return String(text)
  }

  @Test(arguments: ["seoul", "São Paulo", "서울", "ㅅㅇ", "東京", "🇰🇷 𝄞", "\u{7F}\u{1B}\u{10FFFF}\u{FFFD}"])
  func wellFormedTextComesThrough(_ text: String) {
    #expect(decode(Array(text.utf8)) == text)
  }

  @Test func aPendingSequenceIsReported() {
    var decoder = UTF8InputDecoder()
    #expect(decoder.decode(0xEC) == nil)
    #expect(decoder.isPending)
    #expect(decoder.decode(0x84) == nil)
    #expect(decoder.decode(0x9C) == "서")
    #expect(!decoder.isPending)
  }

  @Test func aLatin1ByteCostsOnlyItself() {
    // "é" from a Latin-1 terminal, then "seoul": every key after it survives.
    #expect(decode([0xE9] + Array("seoul".utf8)) == "seoul")
    #expect(decode(Array("caf".utf8) + [0xE9, 0xE9] + Array("x서".utf8)) == "cafx서")
  }

  @Test func aSequenceCutShortIsDroppedAndTheNextByteStartsAfresh() {
    // 서 is EC 84 9C: its first two bytes, then a new 서.
    #expect(decode([0xEC, 0x84, 0xEC, 0x84, 0x9C]) == "서")
    #expect(decode([0xF0, 0x9F, 0x41]) == "A")
  }

  @Test func illFormedSequencesAreRefused() {
    #expect(decode([0xC0, 0xAF, 0xC1, 0xBF]) == "")  // overlong "/" and DEL
    #expect(decode([0xE0, 0x80, 0xAF]) == "")  // overlong 3-byte
    #expect(decode([0xED, 0xA0, 0x80]) == "")  // a surrogate
    #expect(decode([0xF0, 0x80, 0x80, 0xAF]) == "")  // overlong 4-byte
    #expect(decode([0xF4, 0x90, 0x80, 0x80]) == "")  // above U+10FFFF
    #expect(decode([0xF5, 0xFF, 0x80, 0xBF]) == "")  // never valid
  }
}
