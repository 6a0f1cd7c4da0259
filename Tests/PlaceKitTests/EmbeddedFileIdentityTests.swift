import CZlib
import Foundation
import Testing
@testable import PlaceSearchEngine

/// The index cache's key reads a gzip file's ends, not all of it: the last 8 bytes are
/// the CRC-32 and length of what it inflates to, so a change of content changes the key.
struct EmbeddedFileIdentityTests {
  @Test func aLargeGzipFileIsKeyedByItsEndsWithGzipsOwnFingerprint() throws {
    let bytes = EmbeddedFile.places.bytes
    let parts = EmbeddedFile.identifyingParts(of: bytes)
    #expect(parts.count == 2)
    #expect(parts.map(\.count) == [64 * 1024, 64 * 1024])
    #expect(parts[0].baseAddress == bytes.baseAddress)
    #expect(parts[1].baseAddress.map { $0 + 64 * 1024 } == bytes.baseAddress.map { $0 + bytes.count })

    // The trailer it ends with is the CRC-32 and length of the inflated text.
    let text = try EmbeddedFile.places.text()
    let crc = Array(text.utf8).withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    let trailer = UnsafeRawBufferPointer(rebasing: bytes.suffix(8))
    #expect(UInt(trailer.loadUnaligned(as: UInt32.self).littleEndian) == UInt(crc))
    #expect(trailer.loadUnaligned(fromByteOffset: 4, as: UInt32.self).littleEndian == UInt32(truncatingIfNeeded: text.utf8.count))
  }

  @Test(arguments: EmbeddedFile.allCases)
  func otherFilesAreKeyedWhole(file: EmbeddedFile) {
    let bytes = file.bytes
    guard !bytes.starts(with: ByteDecoder.gzipMagic) || EmbeddedFile.identifyingParts(of: bytes).count == 1 else { return }
    let parts = EmbeddedFile.identifyingParts(of: bytes)
    #expect(parts.count == 1)
    #expect(parts.first?.baseAddress == bytes.baseAddress && parts.first?.count == bytes.count)
  }
}
