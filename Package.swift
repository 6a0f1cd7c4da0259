// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "PlaceSearch",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "placesearch", targets: ["placesearch"]),
    .library(name: "PlaceKit", targets: ["PlaceKit"]),
    .library(name: "PlaceSearchUI", targets: ["PlaceSearchUI"]),
    .library(name: "PlaceClient", targets: ["PlaceClient"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The HTTP server of `placesearch serve` (issue 14); swift-log comes with it.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    // The access log of `placesearch serve` (Hummingbird logs through it too).
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Comes with Hummingbird; named for the server tests' in-process channel.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // Comes with Hummingbird; named because the server imports its HTTP types.
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
  ],
  targets: [
    // zlib, to read the gzip-compressed embedded dataset and gzipped GeoNames dumps.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // ncursesw for the interactive UI; only the executable's terminal adapter imports it.
    // (No pkgConfig: SwiftPM would only drop its -D flags with a warning; the shim
    // header defines what they would.)
    .systemLibrary(
      name: "CNCursesW",
      providers: [.apt(["libncurses-dev"])]
    ),
    // Restores the tty when the interactive UI crashes (async-signal-safe C).
    .target(name: "CTTYRestore"),
    // Tells ThreadSanitizer about Box's lock (a no-op without it).
    .target(name: "CTSanHooks"),
    // Hands glibc's free pages back between the phases of an index build.
    .target(name: "CAllocator"),
    // The embedded dataset (Resources/Data), linked into the executable with `.incbin`:
    // no resource bundle, so the binary can be copied anywhere.
    .target(
      name: "CPlaceData",
      cSettings: [.define("PLACEDATA_DIR", to: "\"\(Context.packageDirectory)/Resources/Data\"")]
    ),
    // Models, protocols, wire types, text, storage: what the UI, the client, the server
    // and the engine share.
    .target(
      name: "PlaceKit",
      dependencies: ["CTSanHooks"],
      // The engine calls PlaceKit's small types (places, kinds, features, Hangul, the
      // normalizer) in its inner loops: full cross-module optimization lets the release
      // build inline them across the module boundary, as when they were one module
      // (without it, keystrokes cost 7% more at p50 and 15% at p99: docs/performance.md).
      swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
    ),
    // The embedded engine: loading, conflation, normalization, index, query, ranking,
    // the service over it, and the dataset. Only the executable, the bench, the fuzzer
    // and the tests that need it link it; the UI and the client cannot import it.
    .target(
      name: "PlaceSearchEngine",
      dependencies: ["PlaceKit", "CZlib", "CPlaceData", "CAllocator"]
    ),
    // The interactive UI: coordinator, list controllers, rendering into a screen buffer.
    // It never imports curses; the executable's adapter draws the buffer.
    .target(
      name: "PlaceSearchUI",
      dependencies: ["PlaceKit"]
    ),
    // The user's settings (`placesearch config`): every preference, its type and default,
    // and the file they are kept in. Read by the executable only; it names UI values
    // (the key bindings), so it sits above PlaceSearchUI.
    .target(
      name: "PlaceSettings",
      dependencies: ["PlaceKit", "PlaceSearchUI"]
    ),
    // HTTP GETs through the system's libcurl, loaded with dlopen on first use: Foundation's
    // URLSession would link libcurl and two dozen libraries into every start (13 ms).
    .target(name: "CCurl"),
    // Server sources: a client of our native API or Photon's, and the fallback to the
    // embedded data.
    .target(
      name: "PlaceClient",
      dependencies: ["PlaceKit", "CCurl"]
    ),
    // Test doubles of PlaceKit's protocols, shared by every test target.
    .target(
      name: "PlaceKitFakes",
      dependencies: ["PlaceKit"]
    ),
    // The embedded dataset's index, built once per test process for the tests that need
    // it (in process or through the binary); it depends on the engine.
    .target(
      name: "EngineTestSupport",
      dependencies: ["PlaceKit", "PlaceSearchEngine", "PlaceKitFakes"]
    ),
    // `placesearch serve`: any PlaceSource over HTTP, Photon's API and the native API.
    .target(
      name: "PlaceServer",
      dependencies: [
        "PlaceKit",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "placesearch",
      dependencies: [
        "PlaceKit",
        "PlaceSearchEngine",
        "PlaceSearchUI",
        "PlaceSettings",
        "PlaceServer",
        "PlaceClient",
        "CNCursesW",
        "CTTYRestore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "placesearch-bench",
      dependencies: [
        "PlaceKit", "PlaceSearchEngine", "PlaceKitFakes", "PlaceSearchUI", "PlaceClient", "PlaceServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Fuzz targets (parser, query normalization) shared by the fuzzer and the tests.
    .target(
      name: "PlaceFuzzing",
      dependencies: ["PlaceKit", "PlaceSearchEngine", "PlaceSearchUI"]
    ),
    // libFuzzer driver (Scripts/fuzz.sh builds it with -sanitize=fuzzer -DFUZZING);
    // a plain build replays corpus files.
    .executableTarget(
      name: "placesearch-fuzz",
      dependencies: ["PlaceFuzzing"]
    ),
    .testTarget(
      name: "PlaceKitTests",
      dependencies: ["PlaceKit", "PlaceSearchEngine", "PlaceKitFakes", "EngineTestSupport", "PlaceFuzzing", "CZlib"],
      resources: [.copy("FuzzCorpus"), .copy("Fixtures")]
    ),
    .testTarget(
      name: "PlaceSettingsTests",
      dependencies: ["PlaceSettings", "PlaceKit", "PlaceKitFakes"]
    ),
    .testTarget(
      name: "PlaceSearchUITests",
      dependencies: ["PlaceSearchUI", "PlaceKit", "PlaceKitFakes"]
    ),
    .testTarget(
      name: "PlaceServerTests",
      dependencies: [
        "PlaceServer", "PlaceKit", "PlaceSearchEngine", "PlaceKitFakes", "PlaceClient",
        // Routes are asked in process, a few tests use a live server on loopback (no
        // HummingbirdTesting: it would build AsyncHTTPClient and BoringSSL into every test run).
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "PlaceClientTests",
      dependencies: ["PlaceClient", "PlaceKit", "PlaceKitFakes", "PlaceSearchUI"]
    ),
    // End-to-end tests of the executable: they run the built binary.
    .testTarget(
      name: "placesearchTests",
      dependencies: [
        "PlaceKit", "PlaceSearchEngine", "PlaceSearchUI", "PlaceKitFakes", "EngineTestSupport",
        "placesearch", "CTTYRestore",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
