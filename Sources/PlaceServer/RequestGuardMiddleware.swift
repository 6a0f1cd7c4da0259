import Hummingbird
import PlaceKit

/// Turns away what no route should see: a method other than GET or HEAD (405), a
/// request line longer than `maximumURILength` bytes (414); and answers every error a
/// route or the router throws (404 for an unknown path) as `{"message": …}`.
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Longest path and query accepted, in bytes.
  let maximumURILength: Int

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    guard request.method == .get || request.method == .head else {
      var response = JSONResponse.error(APIError(status: .methodNotAllowed, "Only GET and HEAD are served."))
      response.headers[.allow] = "GET, HEAD"
      return response
    }
    guard request.uri.string.utf8.count <= maximumURILength else {
      return JSONResponse.error(
        APIError(status: .uriTooLong, "The request line is longer than \(maximumURILength) bytes."))
    }
    do {
      return try await next(request, context)
    } catch let error as HTTPResponseError {
      let message = error.status == .notFound ? "No such endpoint: \(request.uri.path)." : "\(error.status)"
      return JSONResponse.error(APIError(status: error.status, message))
    }
  }
}
