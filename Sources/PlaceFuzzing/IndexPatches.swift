/// Fuzz input read as damage to an index file: a list of patches, each aimed at one
/// section of the file so that the small sections are hit as often as the large ones.
///
/// A patch is a section byte (a section's number, or any larger value for the whole
/// file: header and table included), a position (UInt32, little-endian, taken modulo the
/// target's length), a length byte (1 to 16 bytes follow, `length % 16 + 1`), then those
/// bytes, written over the target at the position. An input that ends before a patch's
/// bytes writes those it has; one that ends inside the six bytes before them ends the
/// list; an empty one leaves the index whole.
struct IndexPatches {
  private struct Patch {
    var section: Int
    var position: Int
    var bytes: [UInt8]
  }

  private var patches: [Patch] = []

  /// The patches `input` lists.
  init(_ input: [UInt8]) {
    var at = 0
    while at + 6 <= input.count {
      let section = Int(input[at])
      let position = (0..<4).reduce(0) { $0 | Int(input[at + 1 + $1]) << (8 * $1) }
      let length = Int(input[at + 5]) % 16 + 1
      at += 6
      let bytes = Array(input[at..<min(input.count, at + length)])
      at += length
      patches.append(Patch(section: section, position: position, bytes: bytes))
    }
  }

  /// `file` with the patches written over it; `sections` are its sections' byte ranges,
  /// by number. A patch never grows the file: bytes past the end of its target are
  /// dropped.
  func applied(to file: [UInt8], sections: [Range<Int>]) -> [UInt8] {
    var file = file
    for patch in patches {
      let target = patch.section < sections.count ? sections[patch.section] : file.indices
      guard !target.isEmpty else { continue }
      let start = target.lowerBound + patch.position % target.count
      for (offset, byte) in patch.bytes.enumerated() where start + offset < target.upperBound {
        file[start + offset] = byte
      }
    }
    return file
  }
}
