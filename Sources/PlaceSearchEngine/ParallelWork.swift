import Foundation
import PlaceKit

/// Runs the parts of an index build's stage at once, on threads of the build's own.
///
/// It does what `DispatchQueue.concurrentPerform` does (the caller and at most one
/// thread a core take the iterations in turn, and the call returns when all are done),
/// but never on libdispatch's global pool: on Linux Swift's task executor runs on that
/// pool, whose threads number the cores, so a build whose iterations held them stopped
/// every task of the process (a server's requests, the timers of a test process) until
/// the stage ended.
enum ParallelWork {
  /// Calls `body` once for each of `0..<iterations`, at most one call a core at a time,
  /// and returns when every call has.
  static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 1 else {
      if iterations == 1 { body(0) }
      return
    }
    let workers = min(iterations, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let next = Box(0)
    withoutActuallyEscaping(body) { body in
      let work: @Sendable () -> Void = {
        while true {
          let iteration = next.update { next in
            defer { next += 1 }
            return next
          }
          guard iteration < iterations else { return }
          body(iteration)
        }
      }
      var threads: [pthread_t] = []
      for _ in 1..<workers {
        // The thread owns one retain of the closure and drops it before it ends, so
        // nothing holds `body` once every thread has been joined.
        let context = Unmanaged.passRetained(Work(run: work)).toOpaque()
        var thread = pthread_t()
        if pthread_create(&thread, nil, { context in
          Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
          return nil
        }, context) == 0 {
          threads.append(thread)
        } else {
          // No thread to be had: the caller takes that worker's iterations too.
          Unmanaged<Work>.fromOpaque(context).release()
        }
      }
      work()
      for thread in threads { pthread_join(thread, nil) }
    }
  }

  /// `transform` of `items` cut into `parts` consecutive slices (at most one per item),
  /// worked out at once and joined in order.
  static func map<Item: Sendable, Element: Sendable>(
    _ items: [Item], parts: Int, _ transform: @Sendable (ArraySlice<Item>) -> [Element]
  ) -> [Element] {
    let parts = max(1, min(parts, items.count))
    let results = Box<[[Element]]>(Array(repeating: [], count: parts))
    perform(iterations: parts) { part in
      let result = transform(items[(items.count * part / parts)..<(items.count * (part + 1) / parts)])
      results.update { $0[part] = result }
    }
    return results.update { results in results.count == 1 ? results[0] : Array(results.joined()) }
  }

  /// A worker's loop, handed to a thread as its one argument.
  private final class Work: Sendable {
    let run: @Sendable () -> Void
    init(run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
