import Foundation
import PlaceSearchUI
import Testing

/// `placesearch pick --help` lists the keys of the table (`KeyMap.standard`) by action,
/// in the names `--bind` takes; the completions offer `--bind`'s keys, then its actions.
struct PickHelpTests {
  @Test func theHelpListsEveryActionWithItsStandardKeys() async throws {
    let help = try await CLI.run(["pick", "--help"])
    #expect(help.status == 0)
    let lines = help.lines.drop { !$0.hasPrefix("Keys, by action") }.dropFirst().prefix { $0.hasPrefix("  ") }
    let listed = lines.compactMap { line -> (String, [String])? in
      guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
      let action = line[..<open].trimmingCharacters(in: .whitespaces)
      return (action, line[line.index(after: open)..<close].components(separatedBy: ", "))
    }
    let table = KeyAction.allCases.map { ($0.rawValue, KeyMap.standard.keys(for: $0).compactMap(KeyName.name(of:))) }
    #expect(listed.map(\.0) == table.map(\.0))
    #expect(listed.map(\.1) == table.map(\.1))
  }

  @Test func completionOffersBindsKeysThenActions() async throws {
    // The arguments the shells' completion scripts pass: the option, the word's index,
    // the cursor's offset in it, then the words.
    let keys = try await CLI.run(["---completion", "pick", "--", "--bind", "2", "5", "placesearch", "--bind", "ctrl-"])
    #expect(keys.lines.contains("ctrl-y:") && keys.lines.allSatisfy { $0.hasPrefix("ctrl-") }, "\(keys.stdout)")
    let actions = try await CLI.run(["---completion", "pick", "--", "--bind", "2", "9", "placesearch", "--bind", "ctrl-y:ac"])
    #expect(actions.lines == ["ctrl-y:accept"], "\(actions.stdout)")
    for shell in ["bash", "zsh", "fish"] {
      let script = try await CLI.run(["--generate-completion-script", shell])
      #expect(script.stdout.contains("--bind") || script.stdout.contains("-l 'bind'"), "\(shell)")
    }
  }
}
