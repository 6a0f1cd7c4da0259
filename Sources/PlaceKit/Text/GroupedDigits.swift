/// Whole numbers as people read them in a list or on a card: "9,776,000".
extension BinaryInteger {
  /// The number with a comma between each group of three digits ("1,204", "-12,000").
  public var groupedDigits: String {
    var digits = String(self.magnitude)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return (self < 0 ? "-" : "") + digits + grouped
  }
}
