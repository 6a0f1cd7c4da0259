import Foundation

/// The random number generator of every randomized test (SplitMix64): a test draws from
/// one with a fixed seed, so it draws the same inputs every run; it names the seed in its
/// failure messages (`description`); and `PLACESEARCH_TEST_SEED` (decimal, or hex with
/// `0x`) replaces every test's seed, to replay a failure's inputs or to try others.
public struct SeededRandom: RandomNumberGenerator, CustomStringConvertible, Sendable {
  /// The environment variable that replaces the seed.
  public static let environmentKey = "PLACESEARCH_TEST_SEED"

  /// The seed in use: `PLACESEARCH_TEST_SEED` when set, else the test's own.
  public let seed: UInt64
  private var state: UInt64

  /// A generator seeded with `seed`, or with `PLACESEARCH_TEST_SEED` from `environment`
  /// when that is set.
  public init(seed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.seed = environment[SeededRandom.environmentKey].flatMap(SeededRandom.parse) ?? seed
    state = self.seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// "seed 7 (PLACESEARCH_TEST_SEED=7 draws the same numbers)", for failure messages: the
  /// same inputs, though not the same interleaving of threads a test also depends on.
  public var description: String {
    "seed \(seed) (\(SeededRandom.environmentKey)=\(seed) draws the same numbers)"
  }

  private static func parse(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }
}
