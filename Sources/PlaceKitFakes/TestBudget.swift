import Foundation

/// How long a test waits for something to happen before it fails. A passing test never
/// waits this long (each wait ends as soon as its condition holds), and a regression
/// fails in well under a minute instead of using up CI's time limit without a report.
public enum TestBudget {
  /// How much slower everything runs: five times under ThreadSanitizer, whose runtime
  /// (in this process and in the binaries the tests run) slows code down four times or
  /// more.
  public static let slowdown: Double = dlsym(nil, "__tsan_init") == nil ? 1 : 5

  /// The longest a wait lasts in an uninstrumented build, in seconds: enough for a CI
  /// machine that leaves a test process without CPU for a while.
  public static let seconds: Double = 30

  /// The longest a wait lasts in this build: `seconds`, stretched by `slowdown`.
  public static var scaled: Double { seconds * slowdown }

  /// The one longer wait: a run that builds the embedded dataset's index (about 15 s in
  /// a debug build, several times that under ThreadSanitizer), stretched by `slowdown`.
  public static var indexBuild: Double { 120 * slowdown }

  /// A client deadline, in milliseconds, for tests where the test itself ends each
  /// request (by cancelling it or letting the server answer): past any wait's budget, so
  /// the test's own expectation is what fails.
  public static var unhurriedMs: Int { Int(2 * scaled * 1000) }
}
