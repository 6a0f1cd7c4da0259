import ArgumentParser
import Foundation

/// Turns a command-line parsing error into the one sentence and hint every error gets.
///
/// ArgumentParser's own messages run to two sentences and a usage block ("The value 'xml'
/// is invalid for '--format <format>'. Please provide one of 'text', …"); here they read
/// like the tool's other errors (`invalid value "xml" for --format; accepted values: text,
/// json, geojson, latlon.`), and the hint names the help of the subcommand at fault.
enum UsageMessage {
  /// The line to print (without the "placesearch: " prefix) for ArgumentParser's
  /// `message`, given the command line's `arguments` (without the program name).
  static func line(for message: String, arguments: [String]) -> String {
    var sentence = message.trimmingCharacters(in: .whitespacesAndNewlines)
    if sentence.hasPrefix("Error: ") { sentence.removeFirst("Error: ".count) }
    sentence = invalidValueSentence(sentence) ?? sentence
    if let last = sentence.last, !".!?".contains(last) { sentence += "." }
    let command = (["placesearch"] + subcommandPath(arguments)).joined(separator: " ")
    return "\(sentence) Hint: see '\(command) --help'."
  }

  /// `invalid value "X" for --option[; REASON]` for ArgumentParser's "The value 'X' is
  /// invalid for '--option <name>'" with its list of values or its reason; nil otherwise.
  private static func invalidValueSentence(_ message: String) -> String? {
    let pattern = /^The value '(?<value>.*)' is invalid for '(?<option>[^ ']+)(?: <[^>]*>)?'(?<rest>.*)$/
    guard let match = message.firstMatch(of: pattern.dotMatchesNewlines()) else { return nil }
    var sentence = "invalid value \"\(match.value)\" for \(match.option)"
    let rest = String(match.rest)
    if let list = rest.firstMatch(of: /^\. Please provide one of (.*)\.$/)?.1 {
      let values = list.split(separator: #/, | or | and /#).map { $0.trimmingCharacters(in: ["'"]) }
      sentence += "; accepted values: " + values.joined(separator: ", ")
    } else if rest.hasPrefix(". Please provide one of the following:\n") {
      // Six values or more come as a bulleted list ("  - en" per line): one line here too.
      let values = rest.split(separator: "\n").dropFirst().compactMap { $0.firstMatch(of: /^ *- (.*)$/)?.1 }
      sentence += "; accepted values: " + values.joined(separator: ", ")
    } else if rest.hasPrefix(": ") {
      sentence += "; " + rest.dropFirst(2)
    }
    return sentence
  }

  /// The subcommand names at the start of `arguments`, following the command tree
  /// (`config set home x` → `config set`); with none named, the default subcommand
  /// (`pick`), which is what parsed them.
  private static func subcommandPath(_ arguments: [String]) -> [String] {
    var command: ParsableCommand.Type = PlaceSearchCommand.self
    var path: [String] = []
    for argument in arguments {
      guard let next = command.configuration.subcommands.first(where: { $0._commandName == argument }) else {
        break
      }
      path.append(argument)
      command = next
    }
    if path.isEmpty, let pick = PlaceSearchCommand.configuration.defaultSubcommand {
      path = [pick._commandName]
    }
    return path
  }
}
