/// Support for the end-to-end tests of the `placesearch` executable: finds the built
/// binary, runs it with Foundation `Process` in a controlled environment (TZ=Asia/Seoul,
/// no PLACESEARCH_NEAR, a chosen PLACESEARCH_CACHE_DIR, XDG state and config folders of
/// its own so no test touches the user's, stdin from /dev/null unless given), captures stdout, stderr and the exit status, and writes small GeoNames files
/// for the `--data` tests.
import EngineTestSupport
import Foundation
import PlaceKitFakes
import PlaceKit
import Testing

/// What one run of the binary printed and returned.
struct CLIResult: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Stdout split into lines (an empty line counts; the final newline does not).
  var lines: [String] { Self.split(stdout) }
  /// Stderr split into lines.
  var errorLines: [String] { Self.split(stderr) }

  /// Each stdout line parsed as a JSON object (nil for a line that is not one).
  var jsonLines: [[String: Any]?] { lines.map(CLI.object) }

  /// The "completions" array of the single JSON line `complete --json` prints.
  var completions: [[String: Any]] {
    guard lines.count == 1, let object = CLI.object(lines[0]) else { return [] }
    return object["completions"] as? [[String: Any]] ?? []
  }

  /// The "places" ids of the first completion.
  var firstPlaces: [String] { completions.first?["places"] as? [String] ?? [] }

  private static func split(_ text: String) -> [String] {
    var parts = text.components(separatedBy: "\n")
    if parts.last == "" { parts.removeLast() }
    return parts
  }
}

enum CLI {
  /// The package root: the directory above `Tests/placesearchTests/`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The index cache shared by every test on the embedded dataset.
  static let sharedCache = TestIndex.cacheDirectory

  /// The built executable: beside the test bundle (`.build/<config>/`), else the first
  /// `.build/debug/placesearch` or `.build/release/placesearch` found upwards.
  static let binary: URL? = {
    let fileManager = FileManager.default
    var folders = [
      Bundle.main.bundleURL,
      URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
    ]
    for start in [Bundle.main.bundleURL, URL(fileURLWithPath: #filePath).deletingLastPathComponent()] {
      var folder = start.standardizedFileURL
      while folder.path != "/" {
        folders += ["debug", "release"].map { folder.appendingPathComponent(".build/\($0)") }
        folder = folder.deletingLastPathComponent()
      }
    }
    return folders.map { $0.appendingPathComponent("placesearch") }
      .first { fileManager.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs the binary on the embedded dataset, with the shared index cache.
  /// `wrapper` runs the binary through another command (e.g. `setsid -w`); `started`
  /// counts the run once it has its process slot and starts.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String?] = [:],
    wrapper: [String] = [], started: Box<Int>? = nil
  ) async throws -> CLIResult {
    await TestIndex.ready()
    return try await launch(
      arguments, cache: sharedCache, stdin: stdin, environment: environment, wrapper: wrapper, started: started)
  }

  /// At most this many runs of the binary at once (`TaskSlots`): when the test index is
  /// ready, some sixty tests start theirs at once, and a run of 0.2 s of work then took
  /// more than its 30 s budget on this 2-core machine, even with nothing else running.
  /// Four a core: two tests hold two processes each blocked on a lock at a time.
  private static let processSlots = TaskSlots(count: 4 * ProcessInfo.processInfo.activeProcessorCount)

  /// Runs the binary with `cache` as PLACESEARCH_CACHE_DIR once fewer than
  /// `processSlots` runs are under way; `environment` overrides the defaults (a nil value
  /// unsets the variable). A run over `timeout` seconds (stretched under
  /// ThreadSanitizer: `TestBudget`) is killed. `started`, when given, is counted up once
  /// the run has its slot.
  static func launch(
    _ arguments: [String], cache: URL, stdin: String? = nil,
    environment: [String: String?] = [:], wrapper: [String] = [], timeout: Double = TestBudget.seconds,
    started: Box<Int>? = nil
  ) async throws -> CLIResult {
    try await processSlots.run {
      started?.update { $0 += 1 }
      return try await launchNow(
        arguments, cache: cache, stdin: stdin, environment: environment, wrapper: wrapper, timeout: timeout)
    }
  }

  private static func launchNow(
    _ arguments: [String], cache: URL, stdin: String?, environment: [String: String?], wrapper: [String],
    timeout: Double
  ) async throws -> CLIResult {
    let binary = try #require(binary, "build placesearch first (swift build)")
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let outURL = try scratch.write("stdout", Data())
    let errURL = try scratch.write("stderr", Data())
    let inURL = try scratch.write("stdin", Data((stdin ?? "").utf8))

    var env = ProcessInfo.processInfo.environment
    env["PLACESEARCH_NEAR"] = nil
    env["TZ"] = "Asia/Seoul"
    env["PLACESEARCH_CACHE_DIR"] = cache.path
    // History and settings in this run's scratch folder unless the test shares its own.
    env["XDG_STATE_HOME"] = scratch.url.appendingPathComponent("state").path
    env["XDG_CONFIG_HOME"] = scratch.url.appendingPathComponent("config").path
    env["PLACESEARCH_NO_HISTORY"] = nil
    for (key, value) in environment { env[key] = value }

    let (executable, commandLine) = wrapper.isEmpty
      ? (binary, arguments) : (URL(fileURLWithPath: "/usr/bin/env"), wrapper + [binary.path] + arguments)
    let status = try await ChildProcess.run(
      executable, arguments: commandLine, environment: env, input: stdin == nil ? nil : inURL, output: outURL,
      errors: errURL, timeout: timeout * TestBudget.slowdown
    ).status
    return CLIResult(
      status: status,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// `line` parsed with JSONSerialization, if it is a JSON object.
  static func object(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  }

  /// A JSON number as a Double (JSONSerialization may give Int, Double or NSNumber).
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Int: Double(value)
    case let value as Double: value
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  /// Great-circle distance in km.
  static func distanceKm(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let rad = Double.pi / 180
    let a = pow(sin((lat2 - lat1) * rad / 2), 2)
      + cos(lat1 * rad) * cos(lat2 * rad) * pow(sin((lon2 - lon1) * rad / 2), 2)
    return 2 * 6371 * asin(min(1, sqrt(a)))
  }

  /// The display column where the second column of an aligned text row starts: the
  /// first cell ends at the first double space (names hold at most single spaces).
  static func secondColumnStart(_ row: String) -> Int? {
    guard let gap = row.range(of: "  ") else { return nil }
    let rest = row[gap.lowerBound...]
    guard let start = rest.firstIndex(where: { $0 != " " }) else { return nil }
    return DisplayWidth.of(String(row[..<start]))
  }
}

/// A fresh directory under the system temporary directory.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("placesearch-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A cache directory inside this one (created by the tool on demand).
  var cache: URL { url.appendingPathComponent("cache") }

  /// The index file the tool stored in `cache`.
  func cachedIndex() throws -> URL {
    try #require(
      try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
        .first { $0.lastPathComponent.hasPrefix("index-") })
  }

  /// XDG_STATE_HOME and XDG_CONFIG_HOME inside this folder, for runs that share history
  /// and settings.
  var xdgEnvironment: [String: String?] {
    ["XDG_STATE_HOME": url.appendingPathComponent("state").path, "XDG_CONFIG_HOME": url.appendingPathComponent("config").path]
  }

  /// The recent places file under `xdgEnvironment`.
  var recentFile: URL { url.appendingPathComponent("state/placesearch/recent.json") }

  /// The settings file under `xdgEnvironment`.
  var configFile: URL { url.appendingPathComponent("config/placesearch/config.json") }

  /// Writes `contents` to `name` and returns its URL.
  @discardableResult
  func write(_ name: String, _ contents: Data) throws -> URL {
    let file = url.appendingPathComponent(name)
    try contents.write(to: file)
    return file
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// One line of the 19-column GeoNames places format (a populated place, class P).
func geoNamesRow(
  _ id: Int, _ name: String, admin1: String, population: Int, latitude: Double, longitude: Double,
  alternateNames: [String] = [], country: String = "US", timezone: String = "America/Chicago"
) -> String {
  let columns = [
    "\(id)", name, name, alternateNames.joined(separator: ","), "\(latitude)", "\(longitude)",
    "P", "PPL", country, "", admin1, "", "", "", "\(population)", "", "150", timezone, "2024-01-01",
  ]
  return columns.joined(separator: "\t") + "\n"
}

/// A lock file held by the test, to prove that other processes wait for it: they show up
/// in /proc/locks as blocked ("->") on its inode.
struct HeldLock {
  private let descriptor: Int32
  private let inode: UInt

  /// Creates `file` (and its folder) and takes the exclusive lock on it.
  init(_ file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    descriptor = open(file.path, O_RDWR | O_CREAT, 0o600)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    var info = stat()
    try #require(fstat(descriptor, &info) == 0)
    inode = UInt(info.st_ino)
  }

  /// Waits until `count` processes are blocked on the lock, or `TestBudget.indexBuild`
  /// after `count` runs have started (`started`, counted by `CLI.run`: a run waits for the
  /// shared index and for a process slot, which other tests' runs may hold, bounded by
  /// their own budgets); the number seen. A started process still has to load the debug
  /// binary and reach the lock: on a machine with two CPU hogs and a release build beside
  /// the suite that once took more than `TestBudget.scaled`. Both waits poll on their
  /// `PollingDeadline`'s minimum: a test process left without CPU once slept past the
  /// whole budget and never read /proc/locks.
  func waitForWaiters(_ count: Int, started: Box<Int>) async throws -> Int {
    var slotDeadline = PollingDeadline(seconds: TestBudget.indexBuild)
    while started.value < count && slotDeadline.allowsAnotherPoll() { try await Task.sleep(for: .milliseconds(10)) }
    var deadline = PollingDeadline(seconds: TestBudget.indexBuild)
    var waiting = 0
    repeat {
      let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
      waiting = locks.split(separator: "\n").filter { $0.contains("->") && $0.contains(":\(inode) ") }.count
      if waiting >= count { break }
      try await Task.sleep(for: .milliseconds(10))
    } while deadline.allowsAnotherPoll()
    return waiting
  }

  /// Releases the lock.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
