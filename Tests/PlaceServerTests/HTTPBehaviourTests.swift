import Foundation
import Hummingbird
import PlaceKit
import PlaceServer
import Testing

/// What the server does whatever the route: methods, lengths, unknown paths, CORS, and
/// a live socket.
@Suite struct HTTPBehaviourTests {
  @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch])
  func onlyGetAndHeadAreServed(method: HTTPRequest.Method) async throws {
    let answer = try await ServerFixture.get("/api?q=seoul", method: method)
    #expect(answer.status == .methodNotAllowed)
    #expect(answer.headers[.allow] == "GET, HEAD")
    #expect(answer.json["message"] != nil)
  }

  @Test func headAnswersWithoutABody() async throws {
    let answer = try await ServerFixture.get("/status", method: .head)
    #expect(answer.status == .ok)
    #expect(answer.body.isEmpty)
  }

  @Test func aLongRequestLineIs414() async throws {
    let answer = try await ServerFixture.get("/api?q=" + String(repeating: "a", count: 5000))
    #expect(answer.status == .uriTooLong)
  }

  @Test func aLongQueryIsCutNotRefused() async throws {
    let answer = try await ServerFixture.get("/v1/complete?q=" + String(repeating: "b", count: 300))
    #expect(answer.status == .ok)
    #expect((answer.json["query"] as? String)?.count == QueryLength.maximum)
  }

  @Test func unknownPathsAre404WithAMessage() async throws {
    for path in ["/nope", "/Resources/Data", "/../etc/passwd", "/api/extra"] {
      let answer = try await ServerFixture.get(path)
      #expect(answer.status == .notFound, "\(path)")
      #expect(answer.json["message"] != nil)
    }
  }

  @Test func corsHeadersOnlyWhenAsked() async throws {
    let plain = try await ServerFixture.get("/status", headers: [.origin: "https://example.org"])
    #expect(plain.headers[.accessControlAllowOrigin] == nil)
    let allowed = try await ServerFixture.get(
      "/status", headers: [.origin: "https://example.org"], cors: "https://example.org")
    #expect(allowed.headers[.accessControlAllowOrigin] == "https://example.org")
  }
}
