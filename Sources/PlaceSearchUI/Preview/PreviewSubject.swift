import PlaceKit

/// What the preview shows for the highlighted row.
public enum PreviewSubject: Sendable, Equatable {
  /// One place, by id: its details are asked for.
  case place(id: String)
  /// A row that stands for several places: how many, and where.
  case group(Completion)
}
