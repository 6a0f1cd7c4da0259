import Hummingbird
import PlaceKit

/// JSON bodies, the only kind of body the server answers with.
enum JSONResponse {
  /// `body` with `status`, as `application/json; charset=utf-8`.
  static func make(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }

  /// `{"message": …}` with the error's status.
  static func error(_ error: APIError) -> Response {
    make("{\"message\":\(PlaceJSON.string(error.message))}", status: error.status)
  }
}
