/// This program's version, declared once: `--version` prints it, the server reports it in
/// `/status` and the client sends it in its User-Agent.
public enum PlaceSearchVersion {
  /// The version, semantic (`major.minor.patch`).
  public static let current = "0.16.0"

  /// The engine a server names in its `/status` (`"engine":"placesearch"`): how a client
  /// tells this program's native API from Photon's.
  public static let engineName = "placesearch"
}
