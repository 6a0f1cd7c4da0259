#if !FUZZING
import Foundation
import PlaceFuzzing

/// Without libFuzzer: `placesearch-fuzz TARGET FILE...` runs files through a target, to
/// replay a finding under a debugger.
@main
struct CorpusReplay {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
      FileHandle.standardError.write(Data(
        "usage: placesearch-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...\n".utf8))
      exit(2)
    }
    for path in arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("placesearch-fuzz: cannot read \(path)\n".utf8))
        exit(2)
      }
      target.run([UInt8](data))
      print("ok \(path)")
    }
  }
}
#endif
