import PlaceKit
/// Where a section's array starts in the file, how many elements it has and their size,
/// as the file's table says.
struct SectionSpan: Sendable {
  var offset: Int
  var count: Int
  var elementSize: Int
}
