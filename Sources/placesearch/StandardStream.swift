import Foundation

/// Stdout, stderr and stdin through write(2) and read(2), with the rule for a failed
/// transfer declared here once. FileHandle's `write(_:)` stops the process with a fatal
/// error on Linux, and `print` loses a failed write silently: neither will do for a tool
/// used in pipelines; a failed read must not look like the end of the input.
///
/// - A broken pipe on stdout ends the run silently with status 141, as SIGPIPE would
///   have if the caller had not ignored it (systemd does).
/// - Any other failure to write stdout, or to read stdin, is one sentence on stderr and
///   exit status 2 (`StandardStreamError`, thrown up to the command's `main`).
/// - A failed write to stderr is dropped: there is nowhere left to say it, and the exit
///   status still tells.
enum StandardStream {
  /// Writes all of `text` to stdout.
  static func output(_ text: String) throws(StandardStreamError) {
    if let failure = write(text, to: STDOUT_FILENO) {
      throw StandardStreamError(operation: .writeOutput, code: failure)
    }
  }

  /// Writes all of `text` to stderr; see the type's rule for a failure.
  static func error(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes one message line to stderr, "placesearch: " and `message`, its control
  /// characters escaped (`String.escapingControlCharacters`): a message may echo input
  /// or data.
  static func message(_ message: String) {
    error("placesearch: \(message.escapingControlCharacters)\n")
  }

  /// Reads stdin into the start of `buffer`: the number of bytes read, 0 at the end.
  static func input(into buffer: inout [UInt8]) throws(StandardStreamError) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno != EINTR { throw StandardStreamError(operation: .readInput, code: errno) }
    }
  }

  /// Puts a placeholder on each standard descriptor the caller closed (`>&-`). Left
  /// free, the descriptor would go to the next file opened (the history, the index
  /// cache) and the output into that file; the placeholder is opened the wrong way round
  /// for its use, so each write or read to it fails with EBADF and is reported.
  static func reserveClosedDescriptors() {
    for (descriptor, mode) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)] {
      guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
      let placeholder = open("/dev/null", mode)
      if placeholder >= 0 && placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
  }

  /// Writes every byte, resuming after a signal or a partial write; the errno of a
  /// failure, nil on success.
  private static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EAGAIN {
          // A descriptor someone else made non-blocking (a shared terminal or pipe).
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
  }
}

/// A failed read of stdin or write to stdout. `main` ends a broken pipe silently with
/// status 141 and reports anything else as one sentence, exit status 2.
struct StandardStreamError: Error, CustomStringConvertible {
  /// What failed.
  enum Operation {
    case writeOutput, readInput
  }

  var operation: Operation
  /// The errno of the failure.
  var code: Int32

  /// Whether the reader of stdout has gone (`| head -1`): not an error to report.
  var isBrokenPipe: Bool { operation == .writeOutput && code == EPIPE }

  var description: String {
    let reason = String(cString: strerror(code))
    switch operation {
    case .writeOutput:
      return "Could not write the output: \(reason). Hint: check where standard output goes (a full disk, a closed descriptor)."
    case .readInput:
      return "Could not read standard input: \(reason). Hint: give --stdin a file or a pipe of text lines."
    }
  }
}
