import Foundation
import PlaceKit

/// Runs one test of the test binary in a process of its own, for work that must not
/// share the test process: a global it sets, a timer it measures.
///
/// The parent test starts the binary again with only the child test selected and
/// `variable` naming it, and awaits its end through a termination handler: no thread of
/// Swift's task executor waits for the child. (Swift Testing's exit tests read their
/// child's output with blocking reads on the executor's threads, as many as cores, so
/// every other test of the process stood still until the child ended.) The child test
/// is enabled only in that process (`isRunning`) and says what it measured with
/// `report(_:)`; the parent asserts on the report, so a child that never ran fails.
public enum ChildTestProcess {
  /// The environment variable that names the child test a process was started for.
  public static let variable = "PLACESEARCH_CHILD_TEST"
  /// The environment variable that names the file a child test reports to.
  public static let reportVariable = "PLACESEARCH_CHILD_TEST_REPORT"

  /// How a child process ended.
  public struct Ending: Sendable {
    /// Its exit status (a signal's number plus 128 when a signal ended it).
    public var status: Int32
    /// What the child test reported; nil if it never did.
    public var report: String?
    /// Its standard output and error, to show when it failed.
    public var output: String
  }

  /// Whether this process was started to run the child test `test` ("Suite/function",
  /// as `run` was given it): the child test's `.enabled(if:)` condition.
  public static func isRunning(_ test: String) -> Bool {
    ProcessInfo.processInfo.environment[variable] == test
  }

  /// Writes `text` as the child test's report, for the parent to read.
  public static func report(_ text: String) {
    guard let path = ProcessInfo.processInfo.environment[reportVariable] else { return }
    try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Runs the child test `test` ("Suite/function") in a new process of this binary and
  /// awaits its end; a child still running after `timeout` seconds is killed.
  public static func run(_ test: String, timeout: Double = TestBudget.scaled) async throws -> Ending {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placesearch-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("output")
    let reportFile = folder.appendingPathComponent("report")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    var environment = ProcessInfo.processInfo.environment
    environment[variable] = test
    environment[reportVariable] = reportFile.path
    let ending = try await ChildProcess.run(
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
      arguments: ["--testing-library", "swift-testing", "--filter", test], environment: environment,
      output: outputFile, errors: outputFile, timeout: timeout)
    let status = ending.signalled ? 128 + ending.status : ending.status
    let report = try? String(contentsOf: reportFile, encoding: .utf8)
    let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    return Ending(status: status, report: report, output: text)
  }
}
