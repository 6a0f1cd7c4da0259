import ArgumentParser
import PlaceKit

/// `--lang CODE`, the language names are shown in; every command takes it (the search
/// commands through `CommonOptions`). Without it, the `lang` setting, else the locale's
/// language decides (`CompositionRoot.language(_:settings:environment:)`).
struct LanguageOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Show names in this language (default: the lang setting, else the locale's language).",
      valueName: "CODE"))
  var lang: DisplayLanguage?
}
