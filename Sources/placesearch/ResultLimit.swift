/// Reads a `--limit` value, so that a negative number, a word or a number out of range
/// all get the same sentence naming the accepted range.
enum ResultLimit {
  /// Why a `--limit` value was refused; ArgumentParser puts it after the value.
  struct Invalid: Error, CustomStringConvertible {
    /// The accepted range.
    let range: ClosedRange<Int>

    var description: String {
      range.upperBound == Int.max
        ? "accepted values: a whole number from \(range.lowerBound) up"
        : "accepted values: a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
  }

  /// The whole number `text` stands for, if it lies in `range`.
  static func parse(_ text: String, in range: ClosedRange<Int>) throws(Invalid) -> Int {
    guard let value = Int(text), range.contains(value) else { throw Invalid(range: range) }
    return value
  }
}
