import CCurl
import Dispatch
import Foundation
import PlaceKit

/// GETs through the system's libcurl (https with its CA certificates; `https_proxy`,
/// `http_proxy` and `no_proxy` as libcurl reads them), each with a deadline and a cap
/// on the body size. libcurl is loaded on the first request, so commands that never
/// ask a server start without it.
///
/// Every transfer ends in exactly one call of its completion: the body of a 2xx answer,
/// or a `PlaceKitError` (unreachable, HTTP status, timeout, too large, cancelled).
final class HTTPFetcher: Sendable {
  /// How long a request may take, start to end of body, in milliseconds.
  let timeoutMs: Int
  /// The largest body read; a longer one is an unreadable answer, not a memory blow-up.
  let maxBodyBytes: Int
  private let userAgent: String

  /// A fetcher sending `userAgent`, giving up after `timeoutMs`, reading at most
  /// `maxBodyBytes`.
  init(userAgent: String, timeoutMs: Int, maxBodyBytes: Int) {
    self.userAgent = userAgent
    self.timeoutMs = timeoutMs
    self.maxBodyBytes = maxBodyBytes
  }

  /// Starts a GET of `url`; the closure returned aborts it (completion: `.cancelled`,
  /// at once; the transfer itself stops at libcurl's next progress check).
  ///
  /// A connection that turns out dead before any answer (the server closed a kept-alive
  /// connection as the request went out) is tried once more on a new one, within the
  /// same deadline: a GET may be repeated, and the server never saw this one.
  func get(_ url: URL, completion: @escaping @Sendable (Result<Data, PlaceKitError>) -> Void)
    -> @Sendable () -> Void
  {
    let ended = Box(false)
    let finish: @Sendable (Result<Data, PlaceKitError>) -> Void = { result in
      let first = ended.update { ended in
        defer { ended = true }
        return !ended
      }
      if first { completion(result) }
    }
    let deadline = DispatchTime.now() + .milliseconds(timeoutMs)
    // A thread of its own, not the dispatch pool's: the transfer blocks for as long as
    // the server takes, and on Linux that pool is where Swift's tasks run. Counted from
    // before it starts, so that the process waits for it before exiting
    // (`HTTPFetcher.waitForThreads`).
    ps_http_thread_started()
    Thread.detachNewThread { [self] in
      defer { ps_http_thread_ended() }
      // Each attempt has what is left of the deadline, which counts from this call.
      var result = Attempt.retry
      for _ in 1...2 {
        guard case .retry = result else { break }
        let left = (Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1_000_000
        guard left > 0 else {
          result = .failed(PS_HTTP_TIMED_OUT, "")
          break
        }
        result = fetch(url, timeoutMs: Int(left), stop: ended)
      }
      finish(result.answer(url: url.absoluteString, timeoutMs: timeoutMs, maxBodyBytes: maxBodyBytes))
    }
    // The deadline holds even before a worker thread has started the transfer.
    let display = url.absoluteString
    let ms = timeoutMs
    DispatchQueue.global().asyncAfter(deadline: deadline) { finish(.failure(.serverTimeout(url: display, ms: ms))) }
    return { finish(.failure(.cancelled)) }
  }

  /// How long an exiting process waits for transfer threads: a transfer stops at its
  /// deadline or at libcurl's next progress check after a cancel, well within this.
  static let exitWaitMs = 2_000

  /// Waits, at most `exitWaitMs`, until no transfer thread is inside libcurl: call it
  /// before the process exits, or libcurl's and OpenSSL's exit handlers may tear down
  /// what such a thread still uses (a crash at exit, ThreadSanitizer's exit status 66).
  static func waitForThreads() {
    _ = ps_http_wait_for_threads(exitWaitMs)
  }

  /// One transfer on this thread; `stop` turning true stops it.
  private func fetch(_ url: URL, timeoutMs: Int, stop: Box<Bool>) -> Attempt {
    var answer = ps_http_answer()
    let context = Unmanaged.passUnretained(stop).toOpaque()
    withExtendedLifetime(stop) {
      ps_http_get(
        url.absoluteString, userAgent, timeoutMs, maxBodyBytes,
        { context in Unmanaged<Box<Bool>>.fromOpaque(context!).takeUnretainedValue().value ? 1 : 0 },
        context, &answer)
    }
    defer { ps_http_answer_free(&answer) }
    let reason = withUnsafeBytes(of: answer.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    switch answer.outcome {
    case PS_HTTP_ANSWERED:
      let body = answer.body.map { Data(bytes: $0, count: answer.length) } ?? Data()
      return .answered(status: answer.status, body: body)
    case PS_HTTP_DEAD_CONNECTION: return .retry
    default: return .failed(answer.outcome, reason)
    }
  }
}

/// How one transfer ended.
private enum Attempt {
  case answered(status: Int, body: Data)
  /// The connection died before any answer.
  case retry
  case failed(ps_http_outcome, String)

  /// What the caller hears.
  func answer(url: String, timeoutMs: Int, maxBodyBytes: Int) -> Result<Data, PlaceKitError> {
    switch self {
    case .answered(let status, let body):
      guard (200..<300).contains(status) else { return .failure(.serverFailed(url: url, status: status)) }
      return .success(body)
    case .retry:
      return .failure(.serverUnreachable(url: url, reason: "the server closed the connection without answering"))
    case .failed(let outcome, let reason):
      switch outcome {
      case PS_HTTP_TIMED_OUT: return .failure(.serverTimeout(url: url, ms: timeoutMs))
      case PS_HTTP_STOPPED: return .failure(.cancelled)
      case PS_HTTP_TOO_LARGE:
        return .failure(.unreadableServerAnswer(url: url, reason: "the answer is larger than \(maxBodyBytes / 1_000_000) MB"))
      case PS_HTTP_CUT_OFF:
        return .failure(.unreadableServerAnswer(url: url, reason: "the answer was cut off (\(reason))"))
      case PS_HTTP_REFUSED: return .failure(.serverUnreachable(url: url, reason: "the connection was refused"))
      case PS_HTTP_UNKNOWN_HOST: return .failure(.serverUnreachable(url: url, reason: "the host name is unknown"))
      case PS_HTTP_TLS_FAILED:
        return .failure(.serverUnreachable(url: url, reason: "the TLS connection failed (\(reason))"))
      default: return .failure(.serverUnreachable(url: url, reason: reason))
      }
    }
  }
}
