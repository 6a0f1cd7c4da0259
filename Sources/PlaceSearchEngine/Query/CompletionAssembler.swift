import PlaceKit
/// Turns ranked candidates into completion rows: titles, highlights, and one grouped
/// row for places sharing a title that no single one dominates.
struct CompletionAssembler {
  let view: IndexView
  let origin: QueryOrigin?
  /// The language titles and subtitles are shown in.
  let language: DisplayLanguage
  /// Places that get `RankingModel.recentBonus` (each on its own, not its whole group).
  var favored: FavoredPlaces = .none
  /// The qualified readings of the query (`Candidate.reading` counts from 1 into them):
  /// a title group found through one holds only the places in its areas.
  var readings: [QualifiedReading] = []
  var normalizer = TextNormalizer()

  /// Largest group listed in a grouped completion.
  static let maxGroupSize = 1000

  private struct Row {
    var score: Float
    var title: String
    var representative: Candidate
    var kind: MatchKind
    var members: [(place: Int, score: Float)]
  }

  /// Up to `limit` completions for `candidates` (best first).
  mutating func assemble(_ candidates: [Candidate], limit: Int) -> [Completion] {
    let kinds = candidates.map { MatchKind(rawValue: view.entryKind[$0.entry]) ?? .alternateWord }
    let titles = candidates.indices.map { title(candidates[$0], kind: kinds[$0]) }
    // Each title's candidates in rank order, gathered once: a row then reads only its
    // own title's candidates, which keeps a long list linear, not quadratic.
    var positionsByTitle: [String: [Int]] = [:]
    for (position, title) in titles.enumerated() { positionsByTitle[title, default: []].append(position) }
    var rows: [Row] = []
    var seenTitles = Set<String>()
    var usedPlaces = Set<Int>()
    // Whether each candidate matched through another place's name, asked once each.
    var borrowed: [Int: Bool] = [:]
    func borrows(_ position: Int) -> Bool {
      if let known = borrowed[position] { return known }
      let answer = borrowsName(candidates[position], kind: kinds[position])
      borrowed[position] = answer
      return answer
    }
    for (position, candidate) in candidates.enumerated() {
      if rows.count >= limit * 2 { break }
      guard !usedPlaces.contains(candidate.place), !borrows(position) else { continue }
      let kind = kinds[position], title = titles[position]
      if !seenTitles.insert(title).inserted {
        // An area titled as a row above is a row of its own (Beijing, the municipality,
        // beside Beijing, the city): groups hold places of one primary name.
        guard view.isCountryOrFirstLevelArea(candidate.place) else { continue }
        usedPlaces.insert(candidate.place)
        let member = (place: candidate.place, score: candidate.score.total)
        rows.append(Row(score: member.score, title: title, representative: candidate, kind: kind, members: [member]))
        continue
      }
      // Every place with this title, ranked: the whole title group for primary names,
      // the matching candidates for other names.
      var members: [(place: Int, score: Float)] = []
      let group = view.placeGroup[candidate.place]
      // Initials of another name (ㄱㅈ of 가자, Gaza's Korean name) stand for that name's
      // places, not for every place titled as the primary name.
      let ofPrimaryName =
        kind.isPrimaryName || (kind == .initials && view.entryName[candidate.entry] == view.placeName[candidate.place])
      if ofPrimaryName, group != IndexFormat.noGroup {
        members = groupMembers(Int(group), like: candidate)
      } else {
        for other in positionsByTitle[title, default: []] where !usedPlaces.contains(candidates[other].place) && !borrows(other) {
          members.append((candidates[other].place, candidates[other].score.total))
        }
      }
      // A place shown in a row before (found by a code or another name) is not shown again.
      members.removeAll { $0.place != candidate.place && usedPlaces.contains($0.place) }
      if members.isEmpty { members = [(candidate.place, candidate.score.total)] }
      for member in members { usedPlaces.insert(member.place) }
      // A row of one place of a primary name's group is titled by its own spelling of it
      // (Bogota, New Jersey, not Bogotá as Colombia's capital is; San Jose, California,
      // not the San José of Costa Rica's province that matched first).
      let ofGroup = ofPrimaryName && group != IndexFormat.noGroup
      func ownTitle(_ place: Int) -> String { ofGroup && place != candidate.place ? primaryTitle(of: place) : title }
      // An area and a place in it of the same name are two rows, never one group.
      for area in members
      where view.isCountryOrFirstLevelArea(area.place) && members.contains(where: { view.lies($0.place, in: area.place) }) {
        rows.append(Row(score: area.score, title: ownTitle(area.place), representative: candidate, kind: kind, members: [area]))
        members.removeAll { $0.place == area.place }
      }
      var restTitle = title
      if members.count >= 2 && members[0].score - members[1].score >= RankingModel.dominanceMargin {
        rows.append(
          Row(score: members[0].score, title: ownTitle(members[0].place), representative: candidate, kind: kind, members: [members[0]]))
        members.removeFirst()
        if ofGroup { restTitle = primaryTitle(of: members[0].place) }
      }
      if ofGroup && members.count >= 2 {
        restTitle = groupTitle(of: members, title: restTitle)
      } else if members.count == 1 {
        restTitle = ownTitle(members[0].place)
      }
      rows.append(Row(score: members[0].score, title: restTitle, representative: candidate, kind: kind, members: members))
    }
    rows.sort { $0.score > $1.score }
    let namesakes = rows.map {
      let reading = $0.representative.reading
      return NamesakeOrder.Row(
        title: $0.title, places: $0.members.map(\.place), qualified: reading > 0 && readings[reading - 1].namesAreas)
    }
    rows = NamesakeOrder.permutation(of: namesakes, in: view).map { rows[$0] }
    let shown = rows.prefix(limit)
    var completions = shown.map { completion(for: $0) }
    tellApartEqualRows(&completions, rows: shown)
    return completions
  }

  /// Rows that read the same as a row above them, title and subtitle (Hanoi, Hà Nội,
  /// Vietnam: the city and a village 80 km away), told apart: such a row of one populated
  /// place says its size before its subtitle ("village · Hà Nội, Vietnam"), as a
  /// feature's or an area's row says what it is; such a row of a country or first-level
  /// area is titled by a longer name of its own (Bulgaria's two areas called Sofia:
  /// `Sofia Province`).
  private func tellApartEqualRows(_ completions: inout [Completion], rows: ArraySlice<Row>) {
    var seen = Set<[String]>()
    for (index, row) in zip(completions.indices, rows) {
      let reads = [completions[index].title, completions[index].subtitle]
      guard !seen.insert(reads).inserted, row.members.count == 1 else { continue }
      let place = row.members[0].place
      if view.placeKind[place] == PlaceKind.populated.code {
        let word = PlaceSizeVocabulary.word(population: Int(view.placePopulation[place]), in: language)
        let subtitle = completions[index].subtitle
        completions[index].subtitle = subtitle.isEmpty ? word : word + Place.kindSeparator + subtitle
      } else if view.isCountryOrFirstLevelArea(place), let name = longerName(of: place, than: completions[index].title) {
        completions[index].title = name
        completions[index].matchedName = name
      }
      seen.insert([completions[index].title, completions[index].subtitle])
    }
  }

  /// The shortest whole name of `place` that goes on from `title` after a space or a
  /// hyphen ("Sofia Province", "Sofia-Grad" of areas called Sofia); nil when none.
  private func longerName(of place: Int, than title: String) -> String? {
    var best: String?
    for slot in view.keySlots(of: place) {
      let entry = Int(view.placeKeys[slot])
      guard MatchKind(rawValue: view.entryKind[entry])?.isWholeName == true else { continue }
      let name = view.string(view.entryName[entry])
      guard name.hasPrefix(title), let next = name.dropFirst(title.count).first, next == " " || next == "-" else { continue }
      if best.map({ name.count < $0.count }) ?? true { best = name }
    }
    return best
  }

  private mutating func completion(for row: Row) -> Completion {
    let members = row.members
    let ids = members.map { view.string(view.placeID[$0.place]) }
    let subtitle: String
    var distanceKm: Double?, bearing: CompassPoint?
    if members.count == 1 {
      let place = members[0].place
      subtitle = view.describedSubtitle(of: place, in: language)
      if let origin {
        (distanceKm, bearing) = origin.location.distanceAndBearing(to: view.location(of: place))
      }
    } else {
      var areas: [String] = []
      for member in members {
        // The first level of the subtitle (district or area); for a place whose subtitle
        // is just its country (a city that is a province), its area's own name.
        let area: String
        if view.isCountryOrFirstLevelArea(member.place) {
          // A country says it is one; a first-level area names the country it is in.
          area = view.hierarchy(of: member.place, in: language).last ?? AreaTypeVocabulary.countryWord(in: language)
        } else {
          let levels = view.subtitle(of: member.place, in: language).split(separator: ", ")
          let admin1 = levels.count == 1 ? view.admin1(of: member.place, in: language) : ""
          area = !admin1.isEmpty ? admin1 : levels.first.map(String.init) ?? ""
        }
        if !area.isEmpty && !areas.contains(area) { areas.append(area) }
        if areas.count > 3 { break }
      }
      let shown = areas.prefix(3).joined(separator: ", ") + (areas.count > 3 ? ", …" : "")
      subtitle = shown
    }
    var matchedName = view.string(view.entryName[row.representative.entry])
    // A group's title may spell the matched name as another member does (San Jose for
    // San José): that spelling is the matched name shown.
    if members.count > 1, !row.title.hasPrefix(matchedName) {
      let spelled = CompletionAssembler.leadingName(of: row.title)
      if normalizer.key(spelled) == normalizer.key(matchedName) { matchedName = spelled }
    }
    var highlight = highlightRange(in: matchedName, candidate: row.representative, kind: row.kind)
    // A title without the matched name (one in brackets) is what Tab fills, unhighlighted
    // unless the query reads as it (Beijing of Beijing Shi).
    if row.title != matchedName && !row.title.hasPrefix(matchedName + " (") {
      let alike = readsAsShown(row.representative, kind: row.kind, matched: matchedName, shown: row.title)
      highlight = alike ? highlightRange(in: row.title, candidate: row.representative, kind: row.kind) : nil
      matchedName = row.title
    }
    return Completion(
      title: row.title, subtitle: subtitle, highlights: highlight.map { [$0] } ?? [], placeIDs: ids,
      matchedName: matchedName, distanceKm: distanceKm, bearing: bearing)
  }

  /// The name a title begins with: all of it, or the matched name before the shown one
  /// in brackets ("서울" of "서울 (Seoul)").
  static func leadingName(of title: String) -> String {
    title.range(of: " (").map { String(title[..<$0.lowerBound]) } ?? title
  }

  /// The members of a title group scored like `candidate` (same name, same match): each
  /// with its own importance, area adjustment, distance and recent bonus.
  private func groupMembers(_ group: Int, like candidate: Candidate) -> [(place: Int, score: Float)] {
    let slots = view.groupStart.span(group, within: view.groupMembers.count)
    let start = slots.lowerBound
    let end = min(slots.upperBound, start + CompletionAssembler.maxGroupSize)
    let reading = candidate.reading > 0 ? readings[candidate.reading - 1] : nil
    var members: [(place: Int, score: Float)] = []
    members.reserveCapacity(end - start)
    for slot in start..<end {
      let place = Int(view.groupMembers[slot])
      var area: Float = 0
      if let reading {
        let placeArea = Int(view.placeArea[place])
        guard reading.allows(place: place, area: placeArea, in: view) else { continue }
        area = reading.adjustment(area: placeArea)
      }
      let score = RankingModel.score(
        candidate.score, of: view.placeImportance[place], area: area,
        distanceKm: origin.map { $0.distanceKm(to: place, in: view) }, recent: favored.contains(place))
      members.append((place, score.total))
    }
    members.sort { $0.score != $1.score ? $0.score > $1.score : $0.place < $1.place }
    return members
  }

  /// Whether `candidate` matched through a name that belongs to another, more important
  /// place (`IndexView.borrows`): no row of its own for that name.
  private mutating func borrowsName(_ candidate: Candidate, kind: MatchKind) -> Bool {
    guard !kind.isPrimaryName, kind != .code else { return false }
    let matched = view.entryName[candidate.entry], own = view.placeName[candidate.place]
    let shown = view.displayNameReference(of: candidate.place, in: language)
    guard matched != own, matched != shown else { return false }
    // A whole name's entry key is its key; a word's is only the name's tail.
    let key = kind.isWholeName ? Array(view.key(of: candidate.entry)) : normalizer.key(view.string(matched))
    let typedWhole = kind.isWholeName && candidate.matchedBytes >= key.count
    var normalizer = normalizer
    return view.borrows(key, place: candidate.place, typedWhole: typedWhole) {
      [normalizer.key(view.string(shown)), normalizer.key(view.string(own))]
    }
  }

  /// The row title: the place's name in the display language, or "matched name
  /// (display name)" when the query matched another name ("서울 (Seoul)" in English,
  /// "Seoul (서울)" in Korean). Highlights fall on the matched name, which always comes
  /// first.
  private mutating func title(_ candidate: Candidate, kind: MatchKind) -> String {
    // Mostly the matched name is the shown one, stored once: one string to decode.
    let shownReference = view.displayNameReference(of: candidate.place, in: language)
    let matchedReference = view.entryName[candidate.entry]
    let shown = view.string(shownReference)
    if matchedReference == shownReference { return shown }
    let matchedName = view.string(matchedReference)
    // A name with a disambiguation in brackets ("Kalibo (poblacion)") is no title beside
    // another: the shown name is; so is a name the query reads as the shown name
    // (Mahārāshtra, Beijing Shi of Beijing: `readsAsShown`).
    if matchedName == shown || matchedName.utf8.contains(0x28) || readsAsShown(candidate, kind: kind, matched: matchedName, shown: shown) {
      return shown
    }
    return "\(matchedName) (\(shown))"
  }

  /// The title of `place` matched by its primary name: "primary (shown)", or the shown
  /// name alone when they are one name or spell one key (Ōta of Ota).
  private mutating func primaryTitle(of place: Int) -> String {
    let shown = view.string(view.displayNameReference(of: place, in: language))
    let primary = view.string(view.placeName[place])
    return primary.utf8.contains(0x28) ? shown : title(name: primary, shown: shown)
  }

  /// "name (shown)", or the shown name alone when they are one name or, both Latin, spell
  /// one key.
  private mutating func title(name: String, shown: String) -> String {
    if name == shown { return shown }
    if MatchKind.script(of: name) == 0, MatchKind.script(of: shown) == 0, normalizer.key(name) == normalizer.key(shown) {
      return shown
    }
    return "\(name) (\(shown))"
  }

  /// The title of a group row of one primary name's places (`members`, two or more;
  /// `title` the first one's): a name of each member. Of the members' spellings of the
  /// name, the one with the fewest marked letters (San Jose, not the San José of one
  /// member); beside it, their name in the display language where every member that has
  /// one has the same (산호세; in English every member has one), else none (Al Awsaţ:
  /// Maekel of Eritrea and Central District of Israel; Northern, of which one is Oro).
  /// When every spelling has a marked letter, that shared name alone.
  private mutating func groupTitle(of members: [(place: Int, score: Float)], title: String) -> String {
    // The distinct spellings and display-language names, compared as stored bytes: a
    // group may hold a thousand places, mostly of one spelling and one shown name.
    var spellings: [UInt32] = [], shownNames: [UInt32] = []
    for member in members {
      let primary = view.placeName[member.place]
      let shown = view.displayNameReference(of: member.place, in: language)
      if !spellings.contains(where: { view.sameString($0, primary) }) { spellings.append(primary) }
      // Outside English, a place shown by its primary name has no name in the language.
      if (language == .english || !view.sameString(shown, primary)) && !shownNames.contains(where: { view.sameString($0, shown) }) {
        shownNames.append(shown)
      }
    }
    if spellings.count == 1 && shownNames.count <= 1 { return title }
    var spelling: String?, fewest = Int.max, unbracketed = 0
    for name in spellings.map(view.string) where !name.utf8.contains(0x28) {
      unbracketed += 1
      let marks = name.unicodeScalars.filter { TitleSpelling.isMarkedLetter($0.value) }.count
      if marks < fewest { (spelling, fewest) = (name, marks) }
    }
    guard let spelling else { return title }
    guard shownNames.count == 1, let shown = shownNames.first.map(view.string) else { return spelling }
    // Spellings that differ in marked letters (Foça and Foča) are no name of each other's
    // place: the name they share in the display language titles the row alone (포차).
    if fewest > 0 && unbracketed > 1 { return shown }
    return self.title(name: spelling, shown: shown)
  }

  /// Whether the query matched a whole name `matched` the same as it matches `shown`,
  /// both Latin: the shown name's key begins with the matched part of the matched key
  /// ("beijing" of "Beijing Shi" and of "Beijing"; "maharashtra" of Mahārāshtra), so it
  /// titles the row alone and its highlight falls on it.
  private mutating func readsAsShown(_ candidate: Candidate, kind: MatchKind, matched: String, shown: String) -> Bool {
    guard kind.isWholeName, candidate.matchedBytes > 0, MatchKind.script(of: matched) == 0, MatchKind.script(of: shown) == 0
    else { return false }
    let key = view.key(of: candidate.entry)
    // Most other names differ from the shown one in their first letter: no key to compute.
    if let first = shown.utf8.first, first < 0x80, let keyFirst = key.first,
      ((0x41...0x5A).contains(first) ? first | 0x20 : first) != keyFirst
    {
      return false
    }
    return normalizer.key(shown).starts(with: key.prefix(candidate.matchedBytes))
  }

  /// The scalars of `name` that the query matched.
  private mutating func highlightRange(in name: String, candidate: Candidate, kind: MatchKind) -> HighlightRange? {
    let matched = candidate.matchedBytes
    // A code is not in the name shown ("icn" in Incheon International Airport).
    guard matched > 0, kind != .code else { return nil }
    if kind == .initials {
      // One query jamo per syllable: highlight that many Hangul syllables.
      let count = TextNormalizer.scalarCount(UnsafeBufferPointer(rebasing: view.key(of: candidate.entry).prefix(matched)))
      var seen = 0, end = 0
      for (offset, scalar) in name.unicodeScalars.enumerated() where Hangul.isSyllable(scalar.value) {
        seen += 1
        end = offset + 1
        if seen == count { break }
      }
      let start = name.unicodeScalars.firstIndex { Hangul.isSyllable($0.value) }.map {
        name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: $0)
      } ?? 0
      return end > start ? HighlightRange(start: start, length: end - start) : nil
    }
    var (fullKey, sources) = normalizer.keyWithSources(name)
    let keyLength = Int(view.entryKeyLength[candidate.entry])
    // A key of the name's short reading ("st louis" of "Saint Louis") is highlighted on
    // the name as written.
    let entryKey = view.key(of: candidate.entry)
    let written = kind.isWord ? fullKey.suffix(entryKey.count).elementsEqual(entryKey) : fullKey.elementsEqual(entryKey)
    if !written, let short = NameForms.shortened(fullKey, sources: sources) {
      (fullKey, sources) = short
    }
    // A word key is the tail of the full key.
    let startByte = kind.isWord ? max(0, fullKey.count - keyLength) : 0
    guard startByte < sources.count else { return nil }
    var endByte = min(sources.count, startByte + matched) - 1
    // A query ending in a space ("san ") matched the space between two words; a space
    // has no scalar of its own in the key (it is sourced from the next word's first), so
    // the highlight ends at the word before it.
    if endByte > startByte && fullKey[endByte] == 0x20 { endByte -= 1 }
    guard endByte >= startByte else { return nil }
    let first = Int(sources[startByte]), last = Int(sources[endByte])
    return HighlightRange(start: first, length: last - first + 1)
  }
}
