import PlaceKit
import PlaceSearchUI

/// Every preference, declared once with its type and default. Read them through
/// `Settings`: `settings[Preferences.Location.home]`.
public enum Preferences {
  /// Where the user is.
  public enum Location {
    /// The default "current location" (after `--near` and `PLACESEARCH_NEAR`, before the
    /// time-zone guess).
    public static let home = PreferenceKey<HomeLocation?>(
      section: "location", name: "home",
      summary: "the current location when neither --near nor PLACESEARCH_NEAR gives one", defaultValue: nil)
  }

  /// What is printed.
  public enum Output {
    /// How the interactive search prints the chosen place (`--format` overrides).
    public static let format = PreferenceKey<OutputFormat>(
      section: "output", name: "format",
      summary: "how the search prints the chosen place (--format overrides it)", defaultValue: .text)
  }

  /// How things are shown.
  public enum Display {
    /// The unit of distances in the UI and text output.
    public static let units = PreferenceKey<DistanceUnit>(
      section: "display", name: "units",
      summary: "the unit of distances in the UI and text output", defaultValue: .kilometres)

    /// The language names are shown in (`--lang` overrides it); unset, the language of the
    /// locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), English for `C`, `POSIX` or a language
    /// not supported.
    public static let lang = PreferenceKey<DisplayLanguage>(
      section: "display", name: "lang",
      summary: "the language names are shown in (--lang overrides it)", defaultFromEnvironment: { DisplayLanguage.fromEnvironment($0) })

    /// Whether the interactive search shows the preview pane where the terminal is wide
    /// enough (`--preview`, `--no-preview` override it).
    public static let preview = PreferenceKey<PreviewSetting>(
      section: "display", name: "preview",
      summary: "whether the preview pane shows (--preview, --no-preview override it)", defaultValue: .on)

    /// How tall the shell binding's search is (`PLACESEARCH_HEIGHT` overrides it): rows
    /// below the prompt, as fzf's bindings take 40%, or `full` for the whole screen.
    public static let height = PreferenceKey<SearchHeight>(
      section: "display", name: "height",
      summary: "the shell binding's search height (PLACESEARCH_HEIGHT overrides it)", defaultValue: .percent(40))
  }

  /// What keys do in the interactive search.
  public enum Keys {
    /// Keys bound to actions before `--bind`'s (`ctrl-y:accept,ctrl-c:ignore`); unset,
    /// the standard keys.
    public static let bind = PreferenceKey<KeyBindings?>(
      section: "keys", name: "bind",
      summary: "the interactive search's keys, before --bind's", defaultValue: nil)
  }

  /// Where places come from.
  public enum Source {
    /// A place server (our `placesearch serve` or any Photon server) asked before the
    /// embedded data; `--server` and `PLACESEARCH_SERVER` override it.
    public static let server = PreferenceKey<ServerURL?>(
      section: "source", name: "server",
      summary: "the server asked first (--server, PLACESEARCH_SERVER override it)", defaultValue: nil)
  }

  /// Every key, in the order `config list` shows them.
  public static let all: [AnyPreferenceKey] = [
    AnyPreferenceKey(Location.home), AnyPreferenceKey(Output.format), AnyPreferenceKey(Display.units),
    AnyPreferenceKey(Display.lang), AnyPreferenceKey(Display.preview), AnyPreferenceKey(Display.height),
    AnyPreferenceKey(Keys.bind), AnyPreferenceKey(Source.server),
  ]

  /// The key the user typed ("units" or "display.units").
  public static func key(named text: String) throws(PreferenceError) -> AnyPreferenceKey {
    guard let key = all.first(where: { $0.matches(text) }) else {
      throw .unknownKey(text, known: all.map(\.name))
    }
    return key
  }
}
