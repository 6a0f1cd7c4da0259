import ArgumentParser
import Foundation
import PlaceKit
import PlaceSettings

/// `placesearch config`: show and change the preferences.
struct ConfigCommand: ParsableCommand {
  /// The keys, as `config list` shows them.
  static let keyNames = Preferences.all.map(\.name).joined(separator: ", ")

  /// Each key with what it sets, then what it takes, as the help lists them.
  static var keyLines: String {
    Preferences.all.map { "  \($0.name): \($0.summary)\n      \($0.acceptedValues)" }.joined(separator: "\n")
  }

  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Show or change your preferences (\(ConfigCommand.keyNames)).",
    discussion: """
      Settings live in $XDG_CONFIG_HOME/placesearch/config.json
      (default ~/.config/placesearch/config.json). Keys:
      \(ConfigCommand.keyLines)
      With no subcommand, lists them.
      """,
    subcommands: [List.self, Get.self, Set.self, Unset.self],
    defaultSubcommand: List.self
  )

  /// `config list`: every key, its value, and whether it is the default.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every setting and its value.")

    @Flag(name: .long, help: "Print one JSON object per setting.")
    var json = false

    func run() throws {
      let settings = try CompositionRoot.configStore().load()
      let output = OutputWriter()
      if json {
        for key in Preferences.all {
          output.line(
            "{\"key\":\(PlaceJSON.string(key.name)),\"value\":\(JSONOutput.preference(try key.value(in: settings))),"
              + "\"default\":\(!key.isSet(in: settings))}")
        }
      } else {
        output.table(
          try Preferences.all.map { key throws(PreferenceError) in
            [key.name, try key.text(in: settings), key.isSet(in: settings) ? "" : "(default)"]
          })
      }
      try output.flush()
    }
  }

  /// `config get KEY`.
  struct Get: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "get",
      abstract: "Print one setting's value.",
      discussion: "A key with no value (home before `config set home`) prints nothing and exits 1, as `git config` does.")

    @Argument(help: "\(ConfigCommand.keyNames).")
    var key: String

    func run() throws {
      let key = try Preferences.key(named: key)
      guard let value = try key.value(in: try CompositionRoot.configStore().load()) else { throw ExitCode(1) }
      try StandardStream.output(value.displayText.escapingControlCharacters + "\n")
    }
  }

  /// `config set KEY VALUE`.
  struct Set: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Change one setting.",
      discussion: """
        `config set home Busan` stores the place of that name (any case or language; of namesakes, the \
        best-ranked), labelled with its area in the display language; a name of no place is an error \
        naming the closest ones.
        """)

    @Argument(help: "\(ConfigCommand.keyNames).")
    var key: String

    @Argument(help: "The new value.")
    var value: String

    @Option(
      name: .long, help: ArgumentHelp("Look place names up in this GeoNames dump.", valueName: "PATH"),
      transform: { try DataPath.parse($0) })
    var data: String?

    // The language a home's label is stored in; the lookup does not depend on it (every
    // name matches).
    @OptionGroup var language: LanguageOption

    // A home given by name is looked up where every command asks: a server when one is set.
    @OptionGroup var serverOptions: ServerOptions

    func run() async throws {
      let key = try Preferences.key(named: key)
      // Only a home is labelled in a language: setting another key (lang itself, to repair
      // it) must not read the lang setting.
      // Resolved before taking the lock: a place name may load (or fail to load) a dataset.
      var located: LocationResolver.Resolved?
      if key.qualifiedName == Preferences.Location.home.qualifiedName, let wanted = HomeLocation.wantedLocation(value) {
        let root = try CompositionRoot(
          language: language, data: DataOption.source(path: data), serverOptions: serverOptions, loadsFirst: false)
        located = try await LocationResolver.locate(wanted, origin: .home) { root.source }
      }
      let parsed = try key.parse(value) { _ in located }
      try CompositionRoot.configStore().update { settings in parsed.apply(to: &settings) }
      try StandardStream.output("\(key.name) = \(parsed.text.escapingControlCharacters)\n")
    }
  }

  /// `config unset KEY`.
  struct Unset: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unset", abstract: "Go back to a setting's default.")

    @Argument(help: "\(ConfigCommand.keyNames).")
    var key: String

    func run() throws {
      let key = try Preferences.key(named: key)
      try CompositionRoot.configStore().update { settings in key.unset(in: &settings) }
    }
  }
}
