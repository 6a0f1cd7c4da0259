import PlaceSearchUI

/// The event loop: keys in, frames out, answers from the engine in between.
///
/// Runs on the main actor. Engine answers arrive as main-actor tasks (the controllers
/// hop there); the loop yields after each key so they run, and polls for keys briefly
/// while an answer is on its way, so typing never waits for the engine and results are
/// drawn as soon as they come.
@MainActor
struct InteractiveSession {
  let terminal: CursesTerminal
  let coordinator: SearchCoordinator
  let signals: SignalWatcher

  /// Runs until the search ends, or until a termination signal arrives (nil then).
  func run() async -> SearchCoordinator.Outcome? {
    var dirty = true
    coordinator.onChange = { dirty = true }
    coordinator.start()
    while coordinator.outcome == nil && signals.received == nil {
      if dirty {
        dirty = false
        let size = terminal.size
        terminal.present(coordinator.render(rows: size.rows, columns: size.columns))
      }
      let waiting = coordinator.active.isLoading
      if let key = terminal.readKey(milliseconds: waiting ? 2 : 50) {
        if key == .control("z") {
          terminal.suspend()
          dirty = true
        } else {
          coordinator.handle(key)
        }
      }
      await Task.yield()
    }
    return coordinator.outcome
  }
}
