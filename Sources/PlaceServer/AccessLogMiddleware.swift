import Foundation
import Hummingbird
import Logging

/// One line per request on the access log: method, path and query, status, duration.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
  let logger: Logger

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let start = ContinuousClock.now
    let response: Response
    do {
      response = try await next(request, context)
    } catch {
      log(request, status: "error", since: start)
      throw error
    }
    log(request, status: "\(response.status.code)", since: start)
    return response
  }

  private func log(_ request: Request, status: String, since start: ContinuousClock.Instant) {
    let elapsed = ContinuousClock.now - start
    let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
    logger.info("\(request.method) \(request.uri.string) \(status) \(AccessLogMiddleware.tenths(milliseconds))ms")
  }

  /// `milliseconds` with one decimal ("12.0", "0.4"), the shape `%.1f` writes, without
  /// Foundation's formatter on every request (a half rounds up, where printf rounds the
  /// binary value: a log's durations may differ from it in their last digit).
  static func tenths(_ milliseconds: Double) -> String {
    let tenths = (milliseconds * 10).rounded()
    guard tenths >= 0 && tenths < 1e15 else { return String(format: "%.1f", milliseconds) }
    let units = Int64(tenths)
    return "\(units / 10).\(units % 10)"
  }
}
