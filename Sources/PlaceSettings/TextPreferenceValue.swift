import Foundation
import PlaceKit

/// A preference value that is its text: read from the command line and the settings
/// file by `init?(_:)`, shown and stored (as a JSON string) as `displayText`.
public protocol TextPreferenceValue: PreferenceValue {
  /// The value `text` stands for, or nil when it is not one.
  init?(_ text: String)
}

extension TextPreferenceValue {
  /// The value `text` stands for, or nil.
  public static func parse(
    _ text: String, locate: (String) throws(PlaceKitError) -> LocationResolver.Resolved?
  ) -> Self? {
    Self(text)
  }

  /// Stored as a JSON string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "accepted values: \(Self.acceptedValues)"))
    }
    self = value
  }

  /// Stored as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(displayText)
  }
}
