import Foundation
import PlaceKit

/// Runs a process for a test and awaits its end without holding a thread of Swift's task
/// executor: it is started from a thread of its own (a spawn waits for the child's exec,
/// which a busy machine can make take a second) and its end arrives through a
/// termination handler; one still running after `timeout` seconds is killed.
public enum ChildProcess {
  /// How it ended: its exit status or the signal that ended it, and which of the two.
  public struct Ending: Sendable {
    public var status: Int32
    public var signalled: Bool
  }

  /// Runs `executable` with `arguments` and `environment`; stdin reads `input` (nil:
  /// /dev/null), stdout and stderr write `output` and `errors` (the same file may be both).
  public static func run(
    _ executable: URL, arguments: [String], environment: [String: String], input: URL? = nil,
    output: URL, errors: URL, timeout: Double
  ) async throws -> Ending {
    let ended = Box(false)
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.terminationHandler = { process in
          ended.value = true
          continuation.resume(
            returning: Ending(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal))
        }
        do {
          let out = try FileHandle(forWritingTo: output)
          let err = errors == output ? out : try FileHandle(forWritingTo: errors)
          defer { try? out.close(); if err !== out { try? err.close() } }
          process.standardOutput = out
          process.standardError = err
          process.standardInput = try input.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
          try process.run()
        } catch {
          continuation.resume(throwing: error)
          return
        }
        // Only the pid crosses threads; `ended` keeps a reused pid from being killed.
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
          if !ended.value { kill(pid, SIGKILL) }
        }
      }
    }
  }
}
