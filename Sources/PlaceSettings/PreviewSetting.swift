import PlaceKit

/// Whether the interactive search shows the preview pane beside the list (where the
/// terminal is wide enough): `placesearch config set preview off`; `--preview` and
/// `--no-preview` override it, Ctrl-/ toggles it while searching.
public enum PreviewSetting: String, Sendable, CaseIterable, PreferenceValue {
  /// Shown from 120 columns on.
  case on
  /// Hidden until Ctrl-/.
  case off
}
