import ArgumentParser
import Foundation
import PlaceClient
import PlaceKit
import PlaceSettings

/// `placesearch`: find places from the terminal.
@main
struct PlaceSearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "placesearch",
    abstract: "Find places offline: completion, search and recommendations.",
    discussion: """
      With no subcommand, searches interactively (see `placesearch pick --help`).
      Scripts use complete, search and recommend: aligned text, or JSON with --json;
      show prints the details of one place.
      recent lists the places you chose; config shows and changes your preferences;
      serve answers over HTTP (Photon's API and a native one);
      shell-init prints the Alt-G key binding for bash, zsh or fish.
      Exit status: 0 success, 1 nothing found, 2 bad input or output that cannot be
      written (one sentence on stderr), 130 cancelled, 141 the reader of stdout left.
      """,
    version: Version.description,
    subcommands: [
      PickCommand.self, CompleteCommand.self, SearchCommand.self, RecommendCommand.self, ShowCommand.self,
      RecentCommand.self,
      ConfigCommand.self, ServeCommand.self, ShellInitCommand.self,
    ],
    defaultSubcommand: PickCommand.self
  )

  /// Runs the command line, mapping every usage or data error to one sentence on stderr
  /// and exit status 2 (ArgumentParser's own default would be 64).
  static func main() async {
    StandardStream.reserveClosedDescriptors()
    do {
      try InvalidTextError.checkArguments()
      var command = try parseAsRoot(NegativeNumberArguments.rewritten(Array(CommandLine.arguments.dropFirst())))
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      // Every way out waits for server requests still inside libcurl (a timeout gives up
      // on one, not its thread): exiting under them crashes in libcurl's exit handlers.
      ServerPlaceService.waitForRequestThreads()
    } catch let error as PlaceKitError {
      fail(error)
    } catch let error as InvalidTextError {
      fail(error)
    } catch let error as PreferenceError {
      fail(error)
    } catch let error as ServeError {
      fail(error)
    } catch let error as StorageError {
      fail(error)
    } catch let error as StandardStreamError {
      if error.isBrokenPipe { exit(141) }
      fail(error)
    } catch {
      let code = exitCode(for: error)
      if code == .success || [1, 2].contains(code.rawValue) || code.rawValue > 128 {
        ServerPlaceService.waitForRequestThreads()
        exit(withError: error)
      }
      // One sentence and a hint, not ArgumentParser's multi-line usage block.
      let line = UsageMessage.line(for: message(for: error), arguments: Array(CommandLine.arguments.dropFirst()))
      StandardStream.message(line)
      exit(2)
    }
  }

  /// One sentence on stderr and exit status 2.
  private static func fail(_ error: some Error & CustomStringConvertible) -> Never {
    StandardStream.message("\(error)")
    exit(2)
  }

  /// Exits with `status` once no server request is inside libcurl.
  private static func exit(_ status: Int32) -> Never {
    ServerPlaceService.waitForRequestThreads()
    Foundation.exit(status)
  }
}
