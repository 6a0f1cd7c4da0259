import Foundation
import PlaceKit

/// One file a data source reads: on disk (`--data` and the tables beside it), or linked
/// into the executable.
enum DataFile: Hashable, Sendable {
  case disk(URL)
  case embedded(EmbeddedFile)

  /// How messages name it: its path, or `<embedded>/NAME`.
  var path: String {
    switch self {
    case .disk(let url): url.path
    case .embedded(let file): file.path
    }
  }
}
