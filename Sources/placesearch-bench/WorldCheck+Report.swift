import Foundation
import PlaceKit

extension WorldCheck {
  /// Runs every group and prints its rates against its target, with the first `worst`
  /// misses; then the share of titles in each display language; then the counts of the
  /// row checks, which Scripts/ keeps apart from the engine (airports by code, rows that
  /// read the same or repeat a place, junk titles, group titles), each from its script
  /// run on `binary` with the index in `cache`.
  func report(binary: URL, cache: URL) {
    rate("countries × 3 places × names, both orders, with and without a comma", countriesWithPlaces(), top1Target: 99)
    rate("first-level areas of the 40 most populous countries × 2 places × names", areasWithPlaces(), top1Target: 99)
    rate("first-level areas alone by each name", areasAlone(), top1Target: 97, inViewTarget: 97)
    rate("countries alone by GeoNames, official, short and Korean names", countriesAlone(), top1Target: 100, listShared: true)
    reportTitleLanguages()
    let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scripts")
    for script in ["airport_codes.py", "duplicate_rows.py", "junk_titles.py"] {
      runScript(scripts.appendingPathComponent(script), binary: binary, cache: cache)
    }
  }

  /// Prints the top-1 and in-view rates of `cases`: over all, and top-1 over the strict
  /// ones when some are not; the misses (of the strict cases) and, with `listShared`, what
  /// comes first for each case left out.
  private func rate(
    _ label: String, _ cases: [Case], top1Target: Double, inViewTarget: Double? = nil, listShared: Bool = false
  ) {
    var top1 = 0, strictTop1 = 0, inView = 0
    var misses: [String] = [], shared: [String] = [], missedForms: [String: Int] = [:], namesakesFirst = 0
    for item in cases {
      let rows = engine.complete(item.query, limit: 5).matchingEveryWord
      let first = rows.first?.placeIDs.contains(item.target) == true
      if first { top1 += 1 }
      if rows.contains(where: { $0.placeIDs.contains(item.target) }) { inView += 1 }
      guard !first || !item.strict else { strictTop1 += 1; continue }
      let shown = rows.first.map { "\($0.title), \($0.subtitle)" } ?? "nothing"
      let wanted = engine.places(ids: [item.target]).first.map { "\($0.name), \($0.subtitle)" } ?? item.target
      if item.strict { missedForms[item.form, default: 0] += 1 }
      // Another place of the very name came first (a town before the area named after it).
      if item.strict, let title = rows.first?.title.components(separatedBy: " (").first,
        WorldTables.fold(title) == WorldTables.fold(item.query)
      {
        namesakesFirst += 1
      }
      if item.strict { misses.append("    \"\(item.query)\" → \(shown)   (for \(wanted))") }
      if !item.strict && listShared { shared.append("    shared \"\(item.query)\" → \(shown)   (\(wanted) is \(first ? "first" : "not first"))") }
    }
    let strictCount = cases.filter(\.strict).count
    func share(_ count: Int, _ total: Int) -> String { fmt(100 * Double(count) / Double(max(total, 1)), 2) + "%" }
    var line = "world: \(label) (\(cases.count) queries): top-1 \(share(top1, cases.count)), in view \(share(inView, cases.count))"
    if strictCount < cases.count { line += "; top-1 of the \(strictCount) with a name no other shares \(share(strictTop1, strictCount))" }
    line += "   target top-1 ≥ \(fmt(top1Target, 0))%" + (inViewTarget.map { ", in view ≥ \(fmt($0, 0))%" } ?? "")
    print(line)
    if namesakesFirst > 0 { print("  misses where another place of the very name came first: \(namesakesFirst)") }
    if !missedForms.isEmpty {
      print("  misses by form: " + missedForms.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: "; "))
    }
    if let worst {
      misses.prefix(worst).forEach { print($0) }
      if misses.count > worst { print("    … \(misses.count - worst) more") }
    }
    shared.forEach { print($0) }
  }

  /// Runs a counting script of Scripts/ (of the checkout the bench was built from) and
  /// prints what it prints, indented under "world:".
  private func runScript(_ script: URL, binary: URL, cache: URL) {
    guard FileManager.default.fileExists(atPath: script.standardizedFileURL.path) else {
      print("world: \(script.lastPathComponent) not found at \(script.standardizedFileURL.path) (the checkout this bench was built from)")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.standardizedFileURL.path, binary.path, "--list", "\(worst ?? 0)"]
    process.environment = ProcessInfo.processInfo.environment.merging(["PLACESEARCH_CACHE_DIR": cache.path]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      print("world: \(script.lastPathComponent)\(process.terminationStatus == 0 ? "" : " (failed, status \(process.terminationStatus))")")
      text.split(separator: "\n").forEach { print("  \($0)") }
    } catch {
      print("world: \(script.lastPathComponent) did not run: \(error)")
    }
  }
}
