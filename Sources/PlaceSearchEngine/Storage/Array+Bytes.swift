import PlaceKit
extension Array {
  /// `withUnsafeBytes` for a body with a typed error (the standard library's rethrows
  /// as `any Error`).
  func withBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outcome: Swift.Result<Result, Failure> = withUnsafeBytes { bytes in
      Swift.Result { () throws(Failure) in try body(bytes) }
    }
    return try outcome.get()
  }
}
