import PlaceSearchUI

extension FuzzTarget {
  /// Terminal input, trusted in nothing: the replies inline mode awaits are cut out, what
  /// is left is decoded into keys, and each key is one a terminal can mean.
  static func runTerminal(_ bytes: [UInt8]) {
    var typed = bytes
    let replies = TerminalReply.take(from: &typed)
    // The shortest reply is `ESC [ 1 ; 1 R`: each took at least its six bytes.
    precondition(bytes.count - typed.count >= 6 * replies.count, "a reply took fewer bytes than it has")
    for case .cursor(let row, let column) in replies {
      precondition(row >= 0 && column >= 0, "a cursor reply out of the screen")
    }
    var decoder = TerminalInputDecoder()
    var keys = typed.compactMap { decoder.decode($0) }
    if decoder.isPending, let key = decoder.timeOut() { keys.append(key) }
    precondition(!decoder.isPending, "the decoder still waits after its time-out")
    for key in keys {
      switch key {
      case .click(let row, let column, _): precondition(row >= 0 && column >= 0, "a click out of the screen")
      case .scroll(let lines): precondition(lines == 3 || lines == -3, "a wheel notch of \(lines) lines")
      case .text(let text): precondition(!text.isEmpty && text.utf8.count <= 4 * 65_536, "a text key of \(text.utf8.count) bytes")
      default: break
      }
    }
  }
}
