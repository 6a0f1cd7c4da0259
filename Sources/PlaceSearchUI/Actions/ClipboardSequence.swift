import Foundation

/// The terminal's clipboard escape (OSC 52, from xterm): a program writes it to its tty
/// and the terminal puts the text on the system clipboard. It reaches the clipboard over
/// ssh, and through tmux with `set-clipboard on`.
public enum ClipboardSequence {
  /// `ESC ] 52 ; c ; BASE64(text) BEL`: sets the clipboard ("c") to `text`.
  public static func copying(_ text: String) -> String {
    "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
  }
}
