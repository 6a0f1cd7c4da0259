import PlaceKit

/// Carries out an action on a place where the terminal is: the terminal adapter copies
/// through the terminal (OSC 52) and starts a browser. Injected into `ActionController`.
@MainActor
public protocol PlaceActing: AnyObject {
  /// Does `action` for `place` without blocking, and tells how it went through `report`
  /// (at once, or later from another thread for what ends later, such as a browser
  /// launcher that fails).
  func perform(_ action: PlaceAction, on place: Place, report: @escaping @Sendable (ActionOutcome) -> Void)
}
