import Foundation

/// The command that opens a URL in a browser from a terminal program: `xdg-open` when
/// it is on the `PATH`, else the first entry of `BROWSER` that is found and is not a
/// text browser (which would take over this terminal).
///
/// `BROWSER` is read as `sensible-browser` and Python's `webbrowser` read it: commands
/// separated by colons, each with `%s` where the URL goes (appended when there is none).
public struct BrowserCommand: Sendable, Equatable {
  /// The executable's path, then its arguments, the URL among them.
  public let arguments: [String]

  /// The program's name, for the status line ("xdg-open", "firefox").
  public var program: String { URL(fileURLWithPath: arguments[0]).lastPathComponent }

  /// Browsers that draw in the terminal they are started from.
  static let textBrowsers: Set<String> = [
    "lynx", "links", "links2", "elinks", "w3m", "www-browser", "browsh", "carbonyl", "cha", "edbrowse", "netrik",
  ]

  /// The command opening `url` under `environment` (`PATH`, `BROWSER`); nil when
  /// nothing here can. `isExecutable` tells whether a path is a runnable file.
  public static func find(
    opening url: String, environment: [String: String],
    isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }
  ) -> BrowserCommand? {
    let path = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
    func locate(_ program: String) -> String? {
      guard !program.contains("/") else { return isExecutable(program) ? program : nil }
      return path.lazy.map { "\($0)/\(program)" }.first(where: isExecutable)
    }
    if let xdgOpen = locate("xdg-open") { return BrowserCommand(arguments: [xdgOpen, url]) }
    for entry in (environment["BROWSER"] ?? "").split(separator: ":") {
      let words = entry.split(separator: " ").map(String.init)
      guard let program = words.first, !textBrowsers.contains(URL(fileURLWithPath: program).lastPathComponent),
        let executable = locate(program)
      else { continue }
      var arguments = words.dropFirst().map { $0.replacingOccurrences(of: "%s", with: url) }
      if !words.contains(where: { $0.contains("%s") }) { arguments.append(url) }
      return BrowserCommand(arguments: [executable] + arguments)
    }
    return nil
  }
}
