/// Lets a value that starts like a negative number be written as it is on the command
/// line: `--near -33.87,151.21`, `config set home -34.6,-58.4`.
///
/// ArgumentParser reads every argument that starts with "-" as an option
/// (apple/swift-argument-parser#31), so coordinates south of the equator or west of
/// Greenwich would otherwise have to be written `--near=-33.87,151.21` or
/// `-- -34.6,-58.4`. No placesearch option is named like a number, so such an argument
/// is always a value; `rewritten(_:)` puts it in the form ArgumentParser reads as one,
/// before parsing:
/// - after an option whose value may be coordinates, it becomes that option's value
///   (`--near -33.87,151.21` → `--near=-33.87,151.21`);
/// - where it does not follow an option, it is a positional argument: `--` goes before
///   it (`config set home -- -34.6,-58.4`), and options after it move before the `--`
///   (`config set home -34.6,-58.4 --lang en` → `config set home --lang en --
///   -34.6,-58.4`), since such a value is the last positional of its command.
///
/// Everything else is left as it is: `--near --json` still lacks a value, an option
/// parsed `.unconditional` (`--limit -3`) reads its value itself, and an argument after
/// an existing `--` is already a value.
enum NegativeNumberArguments {
  /// The options whose value may be coordinates (LAT,LON). An array: a `Set` costs a
  /// start-up a conformance look-up for nothing at this size.
  static let coordinateOptions = ["--near"]

  /// `arguments` (without the program name) with each negative-number value made
  /// unambiguous for ArgumentParser.
  static func rewritten(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        return result + arguments[index...]
      }
      if coordinateOptions.contains(argument), index + 1 < arguments.count,
        startsLikeNegativeNumber(arguments[index + 1])
      {
        result.append("\(argument)=\(arguments[index + 1])")
        index += 2
        continue
      }
      let followsOption = index > 0 && isOption(arguments[index - 1])
      if startsLikeNegativeNumber(argument), !followsOption {
        let rest = arguments[(index + 1)...]
        guard rest.contains(where: isOption) else { return result + ["--"] + arguments[index...] }
        // Options after it (`config set home -34.6,-58.4 --lang en`): it is the last
        // positional of every command that takes one, so it moves behind them.
        return rewritten(result + rest) + (rest.contains("--") ? [argument] : ["--", argument])
      }
      result.append(argument)
      index += 1
    }
    return result
  }

  /// Whether `argument` starts like a negative number: "-" then a digit, or "-." then a
  /// digit ("-33.87,151.21", "-5", "-.5").
  private static func startsLikeNegativeNumber(_ argument: String) -> Bool {
    guard argument.hasPrefix("-") else { return false }
    var rest = argument.unicodeScalars.dropFirst()
    if rest.first == "." { rest = rest.dropFirst() }
    return rest.first.map { ("0"..."9").contains($0) } ?? false
  }

  /// Whether ArgumentParser reads `argument` as an option (or as `--`): it starts with
  /// "-" and is neither "-" alone nor a negative number.
  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-" && !startsLikeNegativeNumber(argument)
  }
}
