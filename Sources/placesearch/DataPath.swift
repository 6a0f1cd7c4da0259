/// Reads a `--data` value: an empty path would name the current directory (and fail as
/// "a directory"), so it is refused as what it is.
enum DataPath {
  /// Why a `--data` value was refused; ArgumentParser puts it after the value.
  struct Empty: Error, CustomStringConvertible {
    var description: String { "an empty path names no file; give a GeoNames dump such as cities500.txt" }
  }

  /// `text`, if it is a path at all.
  static func parse(_ text: String) throws(Empty) -> String {
    guard !text.isEmpty else { throw Empty() }
    return text
  }
}
