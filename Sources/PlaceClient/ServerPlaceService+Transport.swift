import Foundation
import PlaceKit

/// The transport of `ServerPlaceService`: GETs with a deadline, and the dialect asked
/// once per server (`/status`).
extension ServerPlaceService {
  /// GETs `path` with `query` (nil values left out), unless `request` was cancelled;
  /// cancelling it aborts the transfer.
  func fetch<Value: Sendable>(
    _ path: String, _ query: [String: String?], request: PlaceRequest,
    completion: @escaping @Sendable (Result<Value, PlaceKitError>) -> Void,
    decode: @escaping @Sendable (Data, String) throws(PlaceKitError) -> Value
  ) {
    guard !request.isCancelled else { return completion(.failure(.cancelled)) }
    let target = endpoint(path, query)
    let abort = fetcher.get(target) { result in
      completion(
        result.flatMap { data in
          Result { () throws(PlaceKitError) -> Value in try decode(data, target.absoluteString) }
        })
    }
    request.onCancel(abort)
  }

  /// Calls `body` with the server's dialect, asking `/status` first when unknown; a
  /// failure to ask answers `completion` with the error (and is asked again next time).
  func withDialect<Value: Sendable>(
    _ request: PlaceRequest, _ completion: @escaping @Sendable (Result<Value, PlaceKitError>) -> Void,
    _ body: @escaping @Sendable (Dialect) -> Void
  ) {
    let waiter: OnceLoader<Dialect>.Waiter = { result in
      guard !request.isCancelled else { return completion(.failure(.cancelled)) }
      switch result {
      case .success(let dialect): body(dialect)
      case .failure(let error): completion(.failure(error))
      }
    }
    if let known = dialects.result(orWait: waiter) { waiter(known) }
  }

  /// The dialect of the server at `url`, asked of its `/status` on first use (ours names
  /// `PlaceSearchVersion.engineName`), asked again after a failure to ask.
  static func askingDialect(of url: URL, through fetcher: HTTPFetcher) -> OnceLoader<Dialect> {
    let target = endpoint(url, "/status", [:])
    return OnceLoader(retriesFailure: true) { finish in
      _ = fetcher.get(target) { result in
        finish(
          result.flatMap { data in
            Result { () throws(PlaceKitError) -> Dialect in
              let status = try JSONReading.object(data, url: target.absoluteString)
              return status["engine"] as? String == PlaceSearchVersion.engineName ? .native : .photon
            }
          })
      }
    }
  }

  /// The URL of `path` under the base URL, with `query`.
  func endpoint(_ path: String, _ query: [String: String?]) -> URL {
    Self.endpoint(url, path, query)
  }

  /// The URL of `path` under `url`, with `query`.
  static func endpoint(_ url: URL, _ path: String, _ query: [String: String?]) -> URL {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
    let base = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = base + path
    let items = query.compactMap { key, value in value.map { URLQueryItem(name: key, value: $0) } }
    components.queryItems = items.isEmpty ? nil : items.sorted { $0.name < $1.name }
    // URLComponents leaves "+" alone, which servers read as a space.
    components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
    return components.url ?? url
  }
}
