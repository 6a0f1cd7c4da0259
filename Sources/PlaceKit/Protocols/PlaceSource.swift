/// Everything a data source answers: completions, searches, recommendations and
/// look-ups. The embedded engine, a server client and the fallback between them are
/// each one; the composition root picks one and every command uses it through this.
public typealias PlaceSource = Completing & PlaceSearching & PlaceRecommending & PlaceLookingUp
