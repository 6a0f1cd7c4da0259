import Foundation
import PlaceKit
import PlaceSearchEngine

/// Resident memory of this process, in MB.
func residentMB() -> Double {
  let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
  return Double(fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// The soak: `total` completions (the typed prefixes of `queries` and their typos, every
/// other one near `location`) must leave resident memory where it started. Prints the time
/// and resident memory at every tenth.
func soak(_ engine: PlaceEngine, queries: [String], total: Int, near location: Location) {
  var stream = queries
  for query in queries where query.count >= 4 {
    var typo = Array(query)
    typo.swapAt(1, 2)
    stream.append(String(typo))
  }
  for query in stream.prefix(2000) { _ = engine.complete(query, near: location, limit: 10) }  // warm-up
  let startMB = residentMB()
  var samples: [Double] = []
  let began = DispatchTime.now().uptimeNanoseconds
  for index in 0..<total {
    let query = stream[index % stream.count]
    _ = engine.complete(query, near: index % 2 == 0 ? location : nil, limit: 10)
    if (index + 1) % max(1, total / 10) == 0 { samples.append(residentMB()) }
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
  print("soak: \(total) completions in \(fmt(seconds, 1)) s; resident memory \(fmt(startMB, 1)) MB at start, "
    + "\(fmt(samples.last ?? 0, 1)) MB at end, max \(fmt(samples.max() ?? 0, 1)) MB "
    + "(every 10%: \(samples.map { fmt($0, 1) }.joined(separator: " ")))")
}
