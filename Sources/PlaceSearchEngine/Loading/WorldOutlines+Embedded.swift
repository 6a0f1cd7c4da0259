import PlaceKit

extension WorldOutlines {
  /// The outlines that ship with the app (`EmbeddedFile.worldOutlines`), read once; nil
  /// if the file is missing or damaged. The composition root hands them to the UI.
  public static let embedded: WorldOutlines? = {
    let bytes = EmbeddedFile.worldOutlines.bytes
    return bytes.isEmpty ? nil : WorldOutlines(data: [UInt8](bytes))
  }()
}
