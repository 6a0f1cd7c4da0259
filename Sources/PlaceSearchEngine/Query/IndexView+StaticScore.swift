extension IndexView {
  /// What entry `entry` scores before any bonus: its place's importance and its kind's
  /// penalty, the order of equal keys in the index.
  func staticScore(of entry: Int) -> Float {
    MatchKind.staticScore(importance: placeImportance[Int(entryPlace[entry])], kindCode: entryKind[entry])
  }
}
