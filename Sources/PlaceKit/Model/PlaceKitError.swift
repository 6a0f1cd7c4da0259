/// Everything PlaceKit reports to a user: one clear sentence plus a hint.
public enum PlaceKitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A location (`--near`, `config set home`) that is neither coordinates nor the name
  /// of a place; `closest` are names of places that match it in part (best first).
  case unknownLocation(String, closest: [String])
  /// An environment variable (`PLACESEARCH_NEAR`) whose value is neither coordinates nor
  /// the name of a place: the user may not remember setting it, so the message names it.
  case unknownLocationInEnvironment(variable: String, value: String, closest: [String])
  /// Coordinates outside -90...90 / -180...180, or not finite.
  case invalidCoordinates(String)
  /// A data file that cannot be opened or read.
  case unreadableData(path: String, reason: String)
  /// A data line that does not have the expected shape; `format` is the file's.
  case malformedData(path: String, line: Int, reason: String, format: DataFileFormat)
  /// A file of names beside the `--data` file (`countryInfo.txt`) that holds no record:
  /// used, every subtitle would show bare codes ("…, KR").
  case emptyData(path: String, format: DataFileFormat)
  /// The embedded dataset is missing from the build.
  case missingEmbeddedData
  /// The request was cancelled before its answer (`PlaceRequest.cancel()`): no one is
  /// waiting for it, so it is never shown.
  case cancelled
  /// The request was not answered before its task's deadline (`RequestDeadline`), and
  /// was cancelled.
  case deadlinePassed
  /// A place server (`--server`) that could not be reached: refused, unknown host, TLS.
  case serverUnreachable(url: String, reason: String)
  /// A place server that answered with an HTTP error status.
  case serverFailed(url: String, status: Int)
  /// A place server that did not answer within the deadline (`--server-timeout`).
  case serverTimeout(url: String, ms: Int)
  /// A place server whose answer is not what its API returns (invalid JSON, cut, too large).
  case unreadableServerAnswer(url: String, reason: String)

  /// The sentence and hint, ready to print.
  public var description: String {
    switch self {
    case .unknownLocation(let text, let closest):
      return "No place is named \"\(text)\"\(PlaceKitError.closest(closest)). "
        + "Hint: give a place's whole name (e.g. Seoul; any case or language) or coordinates as LAT,LON (e.g. 37.57,126.98)."
    case .unknownLocationInEnvironment(let variable, let value, let closest):
      return "No place is named \"\(value)\", the value of \(variable)\(PlaceKitError.closest(closest)). "
        + "Hint: set \(variable) to a place's whole name (e.g. Seoul) or LAT,LON (e.g. 37.57,126.98), or unset it."
    case .invalidCoordinates(let text):
      return "The coordinates \"\(text)\" are out of range. "
        + "Hint: latitude is -90...90 and longitude -180...180, e.g. 37.57,126.98."
    case .unreadableData(let path, let reason):
      return "Cannot read the data file \(path): \(reason). "
        + "Hint: --data takes a GeoNames dump such as cities500.txt (plain or .gz)."
    case .malformedData(let path, let line, let reason, let format):
      return "\(path), line \(line): \(reason). Hint: \(format.hint)"
    case .emptyData(let path, let format):
      return "\(path) holds no records (is it an incomplete download?). Hint: \(format.hint)"
    case .missingEmbeddedData:
      return "The embedded dataset is missing from this build of placesearch. "
        + "Hint: rebuild it (Scripts/install.sh) or pass --data PATH."
    case .cancelled:
      return "The request was cancelled."
    case .deadlinePassed:
      return "The request was not answered before its deadline."
    case .serverUnreachable(let url, let reason):
      return "Cannot reach the place server \(url): \(reason). "
        + "Hint: check the URL given by --server, PLACESEARCH_SERVER or the server setting, or drop --no-fallback."
    case .serverFailed(let url, let status):
      return "The place server \(url) answered with HTTP status \(status). "
        + "Hint: check that it is a Photon or placesearch server, or drop --no-fallback."
    case .serverTimeout(let url, let ms):
      return "The place server \(url) did not answer within \(ms) ms. "
        + "Hint: raise --server-timeout MS, or drop --no-fallback."
    case .unreadableServerAnswer(let url, let reason):
      return "The place server \(url) gave an answer that cannot be read: \(reason). "
        + "Hint: check that it is a Photon or placesearch server, or drop --no-fallback."
    }
  }

  /// "; closest: A, B, C", or nothing when no name comes close.
  private static func closest(_ names: [String]) -> String {
    names.isEmpty ? "" : "; closest: " + names.joined(separator: ", ")
  }
}
