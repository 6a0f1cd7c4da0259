import Hummingbird
import PlaceKit

/// What every route shares: the sources by language, the default language, what
/// `/status` says, and how a handler's answer or error becomes a response.
struct ServerContext: Sendable {
  /// The source speaking each display language.
  let sources: @Sendable (DisplayLanguage) -> any PlaceSource
  /// The language when a request names none.
  let defaultLanguage: DisplayLanguage
  /// This program's version, for `/status`.
  let version: String
  /// The dataset answered from, for `/status`.
  let dataset: String
  /// Longest a source may take to answer one request.
  let requestTimeout: Duration
  /// The last answers given, by request (`AnswerCache`).
  let cache: AnswerCache
  /// Looks at every request's deadline (`requestTimeout`), with one timer.
  let deadlines: DeadlineWatch

  /// One request as a handler sees it.
  struct Call: Sendable {
    /// The query string's parameters.
    let parameters: QueryParameters
    /// The `Accept-Language` header, if any.
    let acceptLanguage: String?
    let context: ServerContext

    /// The source for the language the request asks for (`lang`, `Accept-Language`).
    func source() throws(APIError) -> any PlaceSource {
      let language = try LanguageNegotiation.language(
        lang: parameters["lang"], acceptLanguage: acceptLanguage, fallback: context.defaultLanguage)
      return context.sources(language)
    }
  }

  /// Runs `handler` for `request`: its JSON with 200, an `APIError` as `{"message"}`
  /// with its status, 503 when the source takes longer than `requestTimeout` (the
  /// source's request is then cancelled; `RequestDeadline`). A request answered before
  /// is answered from `cache` unless `cached` is off; errors are never kept.
  func answer(
    _ request: Request, cached: Bool = true, _ handler: @escaping @Sendable (Call) async throws(APIError) -> String
  ) async -> Response {
    // Everything an answer depends on: the path, the query and the language asked for.
    let key = request.uri.description + "\n" + (request.headers[.acceptLanguage] ?? "")
    if cached, let body = cache.answer(for: key) { return JSONResponse.make(body) }
    do throws(APIError) {
      let call = Call(
        parameters: try QueryParameters(request.uri.query), acceptLanguage: request.headers[.acceptLanguage],
        context: self)
      let deadline = RequestDeadline(after: requestTimeout, watch: deadlines)
      let answer = await RequestDeadline.$current.withValue(deadline) { () async -> Result<String, APIError> in
        do throws(APIError) { return .success(try await handler(call)) } catch { return .failure(error) }
      }
      let body = try answer.get()
      if cached { cache.store(body, for: key) }
      return JSONResponse.make(body)
    } catch {
      return JSONResponse.error(error)
    }
  }

  /// Waits for a source's answer, its errors as `APIError`s (none is the client's fault).
  /// (`body` throws only `PlaceKitError`s; untyped because closures infer no typed throws.)
  static func ask<Value: Sendable>(_ body: () async throws -> Value) async throws(APIError) -> Value {
    do {
      return try await body()
    } catch PlaceKitError.cancelled {
      throw APIError(status: .serviceUnavailable, "The request was cancelled.")
    } catch PlaceKitError.deadlinePassed {
      throw APIError(status: .serviceUnavailable, "The request timed out.")
    } catch {
      throw APIError(status: .internalServerError, "The place data could not be read: \(error)")
    }
  }
}
