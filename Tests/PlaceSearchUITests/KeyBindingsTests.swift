import PlaceKit
import PlaceKitFakes
import Testing
@testable import PlaceSearchUI

/// `--bind` and the `bind` setting: fzf's `KEY:ACTION` pairs read into `KeyBindings`,
/// applied to the key table, and followed by the coordinator and the status line.
@MainActor
struct KeyBindingsTests {
  let events = EventQueue()

  @Test func pairsAreReadWithFzfsNames() throws {
    let bindings = try KeyBindings(parsing: "ctrl-y:accept,ALT-j:down,q:Abort,ctrl-c:ignore")
    #expect(
      bindings.pairs == [
        .init(key: .control("y"), action: .accept), .init(key: .meta("j"), action: .down),
        .init(key: .text("q"), action: .abort), .init(key: .control("c"), action: nil),
      ])
    #expect(bindings.text == "ctrl-y:accept,ALT-j:down,q:Abort,ctrl-c:ignore")
    // The comma and the colon are keys too, as in fzf.
    #expect(try KeyBindings(parsing: ",:abort,::up").pairs == [.init(key: .text(","), action: .abort), .init(key: .text(":"), action: .up)])
    #expect(try KeyBindings(parsing: "alt-,:page-down").pairs == [.init(key: .meta(","), action: .pageDown)])
    #expect(try KeyBindings(parsing: "ctrl-y:accept,").pairs.count == 1)
    #expect(try KeyBindings(parsing: "alt-::up").pairs == [.init(key: .meta(":"), action: .up)])
    // Spaces around a pair are dropped.
    #expect(try KeyBindings(parsing: " ctrl-y:accept, ctrl-o:up ").pairs.map(\.key) == [.control("y"), .control("o")])
  }

  @Test(
    arguments: [
      ("", KeyBindingError.empty),
      ("ctrl-y", .noAction("ctrl-y")),
      ("ctrl-y:accept,alt-j", .noAction("alt-j")),
      ("ctrl-y,ctrl-o:up", .noAction("ctrl-y")),
      ("ctrl-q:accept,hyper-x:up", .unknownKey("hyper-x", in: "hyper-x:up")),
      ("ctrl-h:up", .unknownKey("ctrl-h", in: "ctrl-h:up")),
      ("ctrl-y:execute(echo)", .unknownAction("execute(echo)", in: "ctrl-y:execute(echo)")),
      ("ctrl-y:up+accept", .unknownAction("up+accept", in: "ctrl-y:up+accept")),
      ("ctrl-y:", .unknownAction("", in: "ctrl-y:")),
    ])
  func anUnknownKeyOrActionIsNamed(text: String, error: KeyBindingError) {
    #expect(throws: error) { try KeyBindings(parsing: text) }
  }

  @Test func errorsAreOneSentenceNamingWhatIsWrong() {
    let action = KeyBindingError.unknownAction("jump", in: "ctrl-y:jump").description
    #expect(action.hasPrefix(#""jump" in "ctrl-y:jump" is no action placesearch has; actions: up, down, "#))
    #expect(action.hasSuffix("end-of-line, ignore") && !action.contains("\n"))
    let key = KeyBindingError.unknownKey("hyper-x", in: "hyper-x:up").description
    #expect(key.hasPrefix(#""hyper-x" in "hyper-x:up" is no key placesearch tells apart; keys: ctrl-a"#))
  }

  @Test func bindingsChangeTheTableInOrder() throws {
    let keys = KeyMap.standard.applying(try KeyBindings(parsing: "ctrl-y:accept,ctrl-c:ignore,ctrl-y:open"))
    #expect(keys.action(for: .control("y")) == .open)
    #expect(keys.action(for: .control("c")) == nil)
    #expect(keys.keys(for: .open) == [.control("o"), .control("y")])
    #expect(keys.keys(for: .copy).isEmpty)
    #expect(keys.keys(for: .abort) == [.control("g")])
    // Everything else as it was.
    #expect(keys.keys(for: .accept) == [.enter, .metaEnter] && keys.action(for: .up) == .up)
  }

  @Test func hintsNameTheKeysBound() throws {
    let strings = UIStrings(.english)
    let keys = KeyMap.standard.applying(try KeyBindings(parsing: "ctrl-c:ignore,up:ignore,ctrl-x:copy,ctrl-y:ignore"))
    #expect(strings.hint(.interrupt, keys: keys) == "^G quit")
    #expect(strings.hint(.move, keys: keys) == "^P/↓ move")
    #expect(strings.hint(.copy, keys: keys) == "^X copy")
    #expect(strings.hint(.move, keys: .standard) == "↑↓ move")
    #expect(strings.hint(.choose, keys: .standard) == "⏎ choose")
    let unbound = KeyMap.standard.applying(try KeyBindings(parsing: "ctrl-o:ignore"))
    #expect(strings.hint(.open, keys: unbound) == nil)
    #expect(UIStrings(.korean).hint(.interrupt, keys: keys) == "^G 종료")
  }

  /// A coordinator over `keys` and `expected`, whose rows offer copy and open, started
  /// and settled on the recommendations (Seoul, Incheon: places of their own).
  private func coordinator(keys: KeyMap, expected: ExpectedKeys = ExpectedKeys()) async -> SearchCoordinator {
    let lookUp = FakePlaceLookUp([
      PlaceDetails(place: Sample.seoul, otherNames: [], hierarchy: []),
      PlaceDetails(place: Sample.incheon, otherNames: [], hierarchy: []),
    ])
    let search = SearchCoordinator.sample(
      events: events, completer: FakeCompleter(answers: [:]), searcher: FakePlaceSearcher(places: []),
      actions: ActionController(
        lookup: lookUp, performer: PlaceActionTests.RecordingActions(), location: nil, events: events),
      expected: expected, keys: keys)
    search.start()
    _ = search.render(rows: 20, columns: 100)
    await settle(search)
    return search
  }

  /// A rebound Ctrl-Y chooses as Enter does; the status line no longer offers to copy,
  /// as it does with the standard keys on the same row.
  @Test func aReboundKeyDoesItsNewAction() async throws {
    #expect(await coordinator(keys: .standard).screenState.hints.contains(.copy))
    let search = await coordinator(keys: KeyMap.standard.applying(try KeyBindings(parsing: "ctrl-y:accept")))
    #expect(!search.screenState.hints.contains(.copy) && search.screenState.hints.contains(.open))
    search.update(.key(.down))
    search.update(.key(.control("y")))
    #expect(search.outcome == .chosen(Sample.incheon, key: nil))
  }

  /// A key a script expects chooses, whatever a binding gives it.
  @Test func anExpectedKeyWinsOverABinding() async throws {
    let search = await coordinator(
      keys: KeyMap.standard.applying(try KeyBindings(parsing: "ctrl-o:abort")),
      expected: try ExpectedKeys(parsing: "ctrl-o"))
    search.update(.key(.down))
    search.update(.key(.control("o")))
    #expect(search.outcome == .chosen(Sample.incheon, key: "ctrl-o"))
  }

  /// Expecting Enter keeps Enter's place in the table: the hint still reads ⏎.
  @Test func expectingEnterKeepsItsHint() {
    let keys = KeyMap.standard.choosing(try! ExpectedKeys(parsing: "enter,alt-enter"))
    #expect(keys.keys(for: .accept) == [.enter, .metaEnter])
    #expect(UIStrings(.english).hint(.choose, keys: keys) == "⏎ choose")
    #expect(KeyMap.standard.applying(try! KeyBindings(parsing: "up:up")) == .standard)
  }

  /// A bound character acts also inside a burst of typing (`q:abort`), and an ignored
  /// key does nothing.
  @Test func aBoundCharacterActsInsideABurst() async throws {
    let keys = KeyMap.standard.applying(try KeyBindings(parsing: "q:abort,ctrl-c:ignore"))
    let search = SearchCoordinator.sample(
      events: events, completer: FakeCompleter(answers: [:]), searcher: FakePlaceSearcher(places: []), keys: keys)
    search.start()
    _ = search.render(rows: 20, columns: 100)
    await settle(search)
    search.update(.key(.control("c")))
    #expect(search.outcome == nil)
    search.update(.key(.text("se")))
    #expect(search.editor.text == "se" && search.outcome == nil)
    search.update(.key(.text("oqx")))
    #expect(search.editor.text == "seo" && search.outcome == .cancelled)
  }

  @Test func completionOffersKeysThenActions() {
    #expect(KeyBindings.completions([], 0, "ctrl-y:ac") == ["ctrl-y:accept"])
    #expect(KeyBindings.completions([], 0, "alt-en") == ["alt-enter:"])
    let next = KeyBindings.completions([], 0, "ctrl-y:accept,ctrl-")
    #expect(next.contains("ctrl-y:accept,ctrl-o:") && next.allSatisfy { $0.hasPrefix("ctrl-y:accept,ctrl-") })
    #expect(KeyBindings.completions([], 0, "ctrl-y:i") == ["ctrl-y:ignore"])
  }
}
