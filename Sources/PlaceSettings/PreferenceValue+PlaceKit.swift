import PlaceKit

// PlaceKit's enumerations that preferences hold: each case is its raw value
// (`PreferenceValue`'s rule for an enumerated value).

/// `units`: km or mi.
extension DistanceUnit: PreferenceValue {}

/// `format`: text, json, geojson or latlon.
extension OutputFormat: PreferenceValue {}

/// `lang`: en, ko, ja, zh, de, fr, es or ru.
extension DisplayLanguage: PreferenceValue {}
