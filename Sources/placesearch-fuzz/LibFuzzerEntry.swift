#if FUZZING
import Foundation
import PlaceFuzzing

/// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links in.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The entry point of the fuzz build (SwiftPM links an executable's `main` to this
/// symbol): hands the command line to libFuzzer with the target that
/// `PLACESEARCH_FUZZ_TARGET` names (data or query).
@_cdecl("placesearch_fuzz_main")
func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  let name = ProcessInfo.processInfo.environment["PLACESEARCH_FUZZ_TARGET"] ?? ""
  guard FuzzTarget(rawValue: name) != nil else {
    FileHandle.standardError.write(Data(
      "placesearch-fuzz: set PLACESEARCH_FUZZ_TARGET to \(FuzzTarget.allCases.map(\.rawValue).joined(separator: " or "))\n".utf8))
    return 2
  }
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
    // Read per call: the C callback cannot capture; the environment lookup is cheap
    // next to a run of the target.
    let target = FuzzTarget(rawValue: ProcessInfo.processInfo.environment["PLACESEARCH_FUZZ_TARGET"] ?? "")!
    target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
}
#endif
