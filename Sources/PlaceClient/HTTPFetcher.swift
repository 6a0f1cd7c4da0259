import Dispatch
import Foundation
import PlaceKit

#if canImport(FoundationNetworking)
  // Linux: URLSession over the system's libcurl (its CA certificates, https_proxy/no_proxy).
  import FoundationNetworking
#endif

/// GETs through one URLSession, each with a deadline and a cap on the body size.
///
/// Every transfer ends in exactly one call of its completion: the body of a 2xx answer,
/// or a `PlaceKitError` (unreachable, HTTP status, timeout, too large, cancelled).
final class HTTPFetcher: Sendable {
  private let session: URLSession
  private let transfers: Transfers
  /// How long a request may take, start to end of body, in milliseconds.
  let timeoutMs: Int
  /// The largest body read; a longer one is an unreadable answer, not a memory blow-up.
  let maxBodyBytes: Int

  /// A fetcher sending `userAgent`, giving up after `timeoutMs`, reading at most
  /// `maxBodyBytes`.
  init(userAgent: String, timeoutMs: Int, maxBodyBytes: Int) {
    self.timeoutMs = timeoutMs
    self.maxBodyBytes = maxBodyBytes
    let configuration = URLSessionConfiguration.ephemeral
    // No connectionProxyDictionary: libcurl then reads https_proxy/no_proxy itself.
    configuration.httpAdditionalHeaders = ["User-Agent": userAgent, "Accept": "application/json"]
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    // A backstop only: the deadline below is the real one.
    configuration.timeoutIntervalForRequest = Double(timeoutMs) / 1000 + 1
    transfers = Transfers()
    session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Starts a GET of `url`; the closure returned aborts it (completion: `.cancelled`).
  ///
  /// A connection that turns out dead before any answer (the server closed a kept-alive
  /// connection as the request went out: libcurl reports "connection lost" or "empty
  /// reply") is tried once more on a new one, within the same deadline: a GET may be
  /// repeated, and the server never saw this one.
  func get(_ url: URL, completion: @escaping @Sendable (Result<Data, PlaceKitError>) -> Void)
    -> @Sendable () -> Void
  {
    let deadline = DispatchTime.now() + .milliseconds(timeoutMs)
    let attempt = Box<(abort: @Sendable () -> Void, aborted: Bool)>(({}, false))
    start(url, deadline: deadline, retries: 1, attempt: attempt, completion: completion)
    return {
      let abort = attempt.update { state in
        state.aborted = true
        return state.abort
      }
      abort()
    }
  }

  /// One attempt of `get`; `attempt` holds how to abort the one under way.
  private func start(
    _ url: URL, deadline: DispatchTime, retries: Int,
    attempt: Box<(abort: @Sendable () -> Void, aborted: Bool)>,
    completion: @escaping @Sendable (Result<Data, PlaceKitError>) -> Void
  ) {
    let task = session.dataTask(with: URLRequest(url: url))
    let id = task.taskIdentifier
    let display = url.absoluteString
    let transfer = Transfer(url: display, maxBodyBytes: maxBodyBytes) { [weak self] result, deadConnection in
      let again = retries > 0 && deadConnection && DispatchTime.now() < deadline && !attempt.value.aborted
      if again, let self {
        self.start(url, deadline: deadline, retries: retries - 1, attempt: attempt, completion: completion)
      } else {
        completion(result)
      }
    }
    transfers.start(id, transfer)
    let transfers = transfers
    let ms = timeoutMs
    // The task is held until its deadline and by the abort closure: cancelling must
    // reach it even if the session has let go of it.
    DispatchQueue.global().asyncAfter(deadline: deadline) {
      if transfers.fail(id, .serverTimeout(url: display, ms: ms)) { task.cancel() }
    }
    let abort: @Sendable () -> Void = {
      if transfers.fail(id, .cancelled) { task.cancel() }
    }
    let abortedAlready = attempt.update { state in
      state.abort = abort
      return state.aborted
    }
    if abortedAlready { abort() }
    task.resume()
  }
}

/// One transfer under way.
private struct Transfer: Sendable {
  var url: String
  var maxBodyBytes: Int
  /// The answer, and whether the connection was dead before any answer came (worth
  /// one more try).
  var completion: @Sendable (Result<Data, PlaceKitError>, _ deadConnection: Bool) -> Void
  var body = Data()
  var status = 0
  /// Why it was stopped early (deadline, cancel, too large): what it answers.
  var failure: PlaceKitError?
}

/// The session's delegate: the transfers under way by task id, in a lock-guarded box.
private final class Transfers: NSObject, URLSessionDataDelegate, Sendable {
  private let running = Box<[Int: Transfer]>([:])

  func start(_ id: Int, _ transfer: Transfer) {
    running.update { $0[id] = transfer }
  }

  /// Marks the transfer failed with `error` unless it already ended or failed; true
  /// when the caller should cancel its task.
  func fail(_ id: Int, _ error: PlaceKitError) -> Bool {
    running.update { running in
      guard running[id] != nil, running[id]?.failure == nil else { return false }
      running[id]?.failure = error
      return true
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    running.update { $0[dataTask.taskIdentifier]?.status = status }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge: Bool = running.update { running in
      guard var transfer = running[dataTask.taskIdentifier], transfer.failure == nil else { return false }
      if transfer.body.count + data.count > transfer.maxBodyBytes {
        transfer.failure = .unreadableServerAnswer(
          url: transfer.url, reason: "the answer is larger than \(transfer.maxBodyBytes / 1_000_000) MB")
        transfer.body = Data()
        running[dataTask.taskIdentifier] = transfer
        return true
      }
      transfer.body.append(data)
      running[dataTask.taskIdentifier] = transfer
      return false
    }
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = running.update({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
    let code = (error as? URLError)?.code
    let dead = transfer.failure == nil && transfer.status == 0 && (code == .networkConnectionLost || code == .badServerResponse)
    transfer.completion(Transfers.result(of: transfer, error: error), dead)
  }

  private static func result(of transfer: Transfer, error: (any Error)?) -> Result<Data, PlaceKitError> {
    if let failure = transfer.failure { return .failure(failure) }
    if let error {
      let reason = (error as? URLError).map(Transfers.reason) ?? "\(error.localizedDescription)"
      // A body cut midway ends in a network error after the status arrived.
      if transfer.status != 0 {
        return .failure(.unreadableServerAnswer(url: transfer.url, reason: "the answer was cut off (\(reason))"))
      }
      return .failure(.serverUnreachable(url: transfer.url, reason: reason))
    }
    guard (200..<300).contains(transfer.status) else {
      return .failure(.serverFailed(url: transfer.url, status: transfer.status))
    }
    return .success(transfer.body)
  }

  /// A URLError in a few words.
  private static func reason(_ error: URLError) -> String {
    switch error.code {
    case .cannotConnectToHost: return "the connection was refused"
    case .cannotFindHost, .dnsLookupFailed: return "the host name is unknown"
    case .timedOut: return "the connection timed out"
    case .networkConnectionLost: return "the connection was lost"
    case .badServerResponse: return "the server closed the connection without answering"
    case .notConnectedToInternet: return "there is no network"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return "the TLS connection failed (certificate?)"
    default: return "network error \(error.code.rawValue)"
    }
  }
}
