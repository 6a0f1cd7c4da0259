/// A terminal's answer to a query, cut out of the bytes read from it so that keys typed
/// meanwhile stay as typed (fzf reads the cursor position the same way).
public enum TerminalReply: Sendable, Equatable {
  /// `ESC [ row ; column R`, the answer to `ESC [ 6n`: where the cursor is (0-based).
  case cursor(row: Int, column: Int)
  /// `ESC [ ? mode ; state $ y`, the answer to `ESC [ ? mode $ p` (DECRQM): 1 or 3 set,
  /// 2 or 4 reset, 0 unknown.
  case mode(Int, state: Int)

  /// The question `.cursor` answers (DSR 6).
  public static let cursorQuestion = TerminalModes.csi + "6n"
  /// The question `.mode(2004, …)` answers: whether bracketed paste is on (DECRQM).
  public static let bracketedPasteQuestion = TerminalModes.csi + "?2004$p"

  /// Takes every complete reply out of `bytes`, in order, and leaves the rest (keys, and
  /// a reply not yet complete) as it was.
  public static func take(from bytes: inout [UInt8]) -> [TerminalReply] {
    var replies: [TerminalReply] = []
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["),
        let (reply, end) = reply(in: bytes, from: index + 2)
      {
        replies.append(reply)
        bytes.removeSubrange(index..<end)
      } else {
        index += 1
      }
    }
    return replies
  }

  /// The reply whose parameters start at `start` (after `ESC [`) and the index after it.
  private static func reply(in bytes: [UInt8], from start: Int) -> (TerminalReply, Int)? {
    var index = start
    let isPrivate = index < bytes.count && bytes[index] == UInt8(ascii: "?")
    if isPrivate { index += 1 }
    var numbers = [0]
    var digits = 0
    while index < bytes.count, digits <= 12 {
      let byte = bytes[index]
      if (0x30...0x39).contains(byte) {
        numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
        digits += 1
      } else if byte == UInt8(ascii: ";") {
        numbers.append(0)
      } else {
        break
      }
      index += 1
    }
    guard index < bytes.count, numbers.count == 2, digits > 0 else { return nil }
    if !isPrivate, bytes[index] == UInt8(ascii: "R"), numbers[0] >= 1, numbers[1] >= 1 {
      return (.cursor(row: numbers[0] - 1, column: numbers[1] - 1), index + 1)
    }
    if isPrivate, bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "y") {
      return (.mode(numbers[0], state: numbers[1]), index + 2)
    }
    return nil
  }
}
