import Foundation
import PlaceKitFakes
import Testing
@testable import PlaceKit
@testable import PlaceSearchEngine

/// Files that are not (or stop being) data: each a clear sentence naming the file.
final class DataFileReaderTests {
  /// A folder of this test's own, removed when it ends.
  private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("placekit-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()
  private let line = Array("1\tA\t\t\t1.0\t2.0\tP\tPPL\tUS\t\t\t\t\t\t500\t\t\tUTC\t\n".utf8)

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func write(_ bytes: [UInt8], _ name: String = "places.txt") -> URL {
    let url = folder.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    return url
  }

  /// Loads on a thread of its own: a load builds an index (the world's area names
  /// included), too long to hold one of the executor's threads.
  private func loadError(_ url: URL) async -> PlaceKitError? {
    let cache = folder.appendingPathComponent("cache")
    return await OwnThread.compute { () -> PlaceKitError? in
      do throws(PlaceKitError) {
        _ = try PlaceEngine.load(.geoNamesFile(url), cacheDirectory: cache)
        return nil
      } catch {
        return error
      }
    }
  }

  @Test func missingFileDirectoryAndEmptyFile() async {
    #expect(await loadError(URL(fileURLWithPath: "/no/such/cities.txt"))
      == .unreadableData(path: "/no/such/cities.txt", reason: "no such file"))
    #expect(await loadError(folder) == .unreadableData(path: folder.path, reason: "it is a directory"))
    let empty = write([])
    #expect(await loadError(empty) == .unreadableData(path: empty.path, reason: "it holds no places"))
    let comments = write(Array("# only a comment\n\n".utf8), "comments.txt")
    #expect(await loadError(comments) == .unreadableData(path: comments.path, reason: "it holds no places"))
  }

  @Test func devicesAreRefusedNotReadForever() async {
    #expect(await loadError(URL(fileURLWithPath: "/dev/zero"))
      == .unreadableData(path: "/dev/zero", reason: "it is not a regular file or a pipe"))
  }

  @Test func aFileTruncatedWhileReadIsAnError() {
    let url = write(Array(repeating: line, count: 2000).flatMap { $0 })
    var reader = DataFileReader()
    reader.chunkSize = 4096
    reader.afterFirstChunk = { url in _ = truncate(url.path, 10_000) }
    #expect(throws: PlaceKitError.unreadableData(
      path: url.path, reason: "it changed while it was being read (is it still being written?)"))
    { _ = try reader.read(.disk(url)) }
  }

  @Test func aFileGrowingWhileReadIsAnError() {
    let url = write(Array(repeating: line, count: 100).flatMap { $0 })
    var reader = DataFileReader()
    reader.chunkSize = 1024
    reader.afterFirstChunk = { url in
      let handle = try? FileHandle(forWritingTo: url)
      _ = try? handle?.seekToEnd()
      try? handle?.write(contentsOf: Data([0x0A]))
      try? handle?.close()
    }
    #expect(throws: PlaceKitError.self) { _ = try reader.read(.disk(url)) }
  }

  @Test func aFileDeletedWhileReadIsReadWhole() throws {
    let bytes = Array(repeating: line, count: 2000).flatMap { $0 }
    let url = write(bytes)
    var reader = DataFileReader()
    reader.chunkSize = 4096
    reader.afterFirstChunk = { url in try? FileManager.default.removeItem(at: url) }
    #expect(try reader.read(.disk(url)) == bytes)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aPipeIsRead() throws {
    let fifo = folder.appendingPathComponent("places.fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let bytes = Array(repeating: line, count: 3000).flatMap { $0 }
    let writer = Thread {
      let descriptor = open(fifo.path, O_WRONLY)
      bytes.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
          let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
          if count <= 0 { break }
          written += count
        }
      }
      close(descriptor)
    }
    writer.start()
    #expect(try DataFileReader().read(.disk(fifo)) == bytes)
  }

  @Test func corruptAndTruncatedGzipAreErrors() async {
    let gzip = write([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xFF, 0xFF, 0xFF], "places.txt.gz")
    let error = await loadError(gzip)
    #expect(error?.description.contains("gzip data is") == true)
    #expect(error?.description.contains(gzip.path) == true)
  }
}
