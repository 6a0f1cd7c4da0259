/// A stdout that cannot take the output (a full disk, a closed descriptor, a reader that
/// left while SIGPIPE is ignored): one sentence and exit status 2, or for a broken pipe
/// a silent 141, never a crash.
import Foundation
import Testing

@Suite struct OutputFailureTests {
  /// Runs the binary through `sh -c`, with `redirection` applied to it (`"$0"` is the
  /// binary, `"$@"` its arguments).
  private func run(_ arguments: [String], redirection: String) async throws -> CLIResult {
    try await CLI.run(arguments, wrapper: ["sh", "-c", "exec \"$0\" \"$@\" \(redirection)"])
  }

  @Test(arguments: [["complete", "seoul"], ["search", "seoul"], ["recommend", "--near", "Seoul"], ["config", "get", "units"]])
  func fullDiskIsOneSentence(arguments: [String]) async throws {
    let result = try await run(arguments, redirection: "> /dev/full")
    #expect(result.status == 2)
    #expect(result.errorLines == [
      "placesearch: Could not write the output: No space left on device. "
        + "Hint: check where standard output goes (a full disk, a closed descriptor).",
    ])
  }

  @Test func closedStdoutIsOneSentence() async throws {
    let result = try await run(["search", "seoul"], redirection: ">&-")
    #expect(result.status == 2)
    #expect(result.errorLines.count == 1)
    #expect(result.stderr.contains("Could not write the output: Bad file descriptor."))
  }

  @Test func interactivePickOutputToFullDisk() async throws {
    let result = try await CLI.run(
      ["--query", "역삼동", "--select-1"], wrapper: ["setsid", "-w", "sh", "-c", "exec \"$0\" \"$@\" > /dev/full"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Could not write the output: No space left on device."))
  }

  @Test func brokenPipeWithSIGPIPEIgnoredIsSilent141() async throws {
    // About 280 KB, four times what a pipe holds, so the writer meets the closed pipe; no
    // more, for a run that must end within its budget on a busy machine (100,000 rows
    // took four times the work, and once more than 30 s there).
    let script = "trap '' PIPE; \"$0\" \"$@\" | head -c 1 > /dev/null; exit \"${PIPESTATUS[0]}\""
    let result = try await CLI.run(["search", "a", "--limit", "2000"], wrapper: ["bash", "-c", script])
    #expect(result.status == 141)
    #expect(result.stderr == "")
  }

  @Test func unwritableStderrStillGivesTheStatus() async throws {
    let result = try await run(["search", "seoul", "--limit", "x"], redirection: "2> /dev/full")
    #expect(result.status == 2)
  }
}
