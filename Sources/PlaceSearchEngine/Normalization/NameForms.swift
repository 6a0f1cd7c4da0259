import PlaceKit
/// Words that read the same in names and queries: `st`, `st.`, `saint` and `sankt`;
/// `ste` and `sainte`; `ft` and `fort`; `mt` and `mount`; `pt` and `port`; and a
/// leading "the", which may be left out (`the hague` = `hague`, `netherlands` = `the
/// netherlands`).
///
/// The index keeps, beside a name's key, its short reading (`shortened`: every such word
/// in its short form, a leading "the" left out: "saint louis" → "st louis", "the hague"
/// → "hague"), and a query is read the same way (`query`), so that `mt vernon ny`,
/// `mount vernon ny` and `st louis mo` find the place whichever form its name has.
enum NameForms {
  /// Each long form (and `st`'s other abbreviation) and the short form it reads as.
  static let shortForms: [[UInt8]: [UInt8]] = Dictionary(
    uniqueKeysWithValues: [
      ("saint", "st"), ("sankt", "st"), ("sainte", "ste"), ("fort", "ft"), ("mount", "mt"), ("port", "pt"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) })

  /// The word a name may start with or not.
  static let article = Array("the".utf8)

  /// The short reading of the name key `key`: every long form in its short form, a
  /// leading "the" before another word left out; nil when it reads so already.
  static func shortened(_ key: ArraySlice<UInt8>) -> [UInt8]? {
    // Most names have no such word: told by a scan that allocates nothing.
    guard hasLongFormOrArticle(key) else { return nil }
    var sources: [Int32] = []
    return read(Array(key), sources: &sources, tracking: false, lastWordWhole: true, dropArticle: true)
  }

  /// Whether a word of `key` is a long form (`shortForms`), or it starts with "the" and
  /// another word. Called for every name the index keeps, so it compares bytes in place.
  private static func hasLongFormOrArticle(_ key: ArraySlice<UInt8>) -> Bool {
    var start = key.startIndex
    while start < key.endIndex {
      var end = start
      while end < key.endIndex && key[end] != 0x20 { end += 1 }
      let b = start
      switch end - start {
      case 3:
        if start == key.startIndex && end < key.endIndex && key[b] == 0x74 && key[b + 1] == 0x68 && key[b + 2] == 0x65 {
          return true  // the
        }
      case 4:
        // fort, port
        if (key[b] == 0x66 || key[b] == 0x70) && key[b + 1] == 0x6F && key[b + 2] == 0x72 && key[b + 3] == 0x74 {
          return true
        }
      case 5, 6:
        // saint, sankt, sainte, mount
        if key[b] == 0x73 && key[b + 1] == 0x61 || key[b] == 0x6D && key[b + 1] == 0x6F {
          if shortForms[Array(key[start..<end])] != nil { return true }
        }
      default: break
      }
      start = end + 1
    }
    return false
  }

  /// `shortened` with the source of each byte kept (`TextNormalizer.keyWithSources`): a
  /// short form's bytes come from its long form's first and last characters, so a
  /// highlight of `st` covers "Saint".
  static func shortened(_ key: [UInt8], sources: [Int32]) -> (key: [UInt8], sources: [Int32])? {
    guard hasLongFormOrArticle(key[...]) else { return nil }
    var sources = sources
    guard let key = read(key, sources: &sources, tracking: true, lastWordWhole: true, dropArticle: true) else {
      return nil
    }
    return (key, sources)
  }

  /// How a query's key `key` is read: each whole word (one a space follows; the last word
  /// may be typed halfway, "mou" of "mount") in its short form, and a leading "the" left
  /// out when a whole word follows it ("the united states" is read as "united states",
  /// "the hague netherlands" as "hague netherlands") or no key of `view` starts with the
  /// query as typed; "the netherlands" and "the dall" (The Dalles) are read as typed.
  static func query(_ key: [UInt8], in view: IndexView) -> [UInt8] {
    var sources: [Int32] = []
    var read = read(key, sources: &sources, tracking: false, lastWordWhole: false, dropArticle: false) ?? key
    let start = article.count + 1
    if read.count > start, read.starts(with: article + [0x20]),
      read[start...].contains(0x20) || view.range(of: read).isEmpty
    {
      read.removeFirst(start)
    }
    return read
  }

  /// `key` with its whole words in their short forms (the last one too when
  /// `lastWordWhole`, or when a space ends the key) and, with `dropArticle`, without a
  /// leading "the" before another word; nil when nothing changes.
  private static func read(
    _ key: [UInt8], sources: inout [Int32], tracking: Bool, lastWordWhole: Bool, dropArticle: Bool
  ) -> [UInt8]? {
    var out: [UInt8] = []
    var outSources: [Int32] = []
    var changed = false
    var start = 0
    while start < key.count {
      var end = start
      while end < key.count && key[end] != 0x20 { end += 1 }
      let word = key[start..<end]
      let whole = end < key.count || lastWordWhole
      if dropArticle && start == 0 && end < key.count && word.elementsEqual(article) {
        changed = true
      } else if whole, let short = shortForms[Array(word)] {
        out += short
        if tracking { outSources += [sources[start]] + repeatElement(sources[end - 1], count: short.count - 1) }
        changed = true
      } else {
        out += word
        if tracking { outSources += sources[start..<end] }
      }
      // The space after the word, if any (a query may end in one).
      if end < key.count && !out.isEmpty {
        out.append(0x20)
        if tracking { outSources.append(sources[end]) }
      }
      start = end + 1
    }
    guard changed else { return nil }
    if tracking { sources = outSources }
    return out
  }
}
