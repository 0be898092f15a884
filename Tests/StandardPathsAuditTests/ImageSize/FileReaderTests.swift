import Foundation
import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX file reader: files that cannot be read throw, with the call
/// that failed; nothing blocks.
struct FileReaderTests {
  @Test func readsAFile() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(HeaderBytes.gif(width: 24, height: 18), to: "a.gif")
    let header = ImageHeader(format: .gif, pages: [PixelSize(width: 24, height: 18)])
    #expect(try ImageHeaderReader.read(fileAtPath: path) == .size(header))
  }

  @Test func emptyFileIsMalformed() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write([], to: "empty.png")
    guard case .malformed = try ImageHeaderReader.read(fileAtPath: path) else {
      Issue.record("an empty file is not an image")
      return
    }
  }

  @Test func missingFileThrowsOpenError() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("missing.png").path
    let error = #expect(throws: ImageFileError.self) {
      try ImageHeaderReader.read(fileAtPath: path)
    }
    #expect(error == ImageFileError(operation: .open, path: path, code: ENOENT))
  }

  @Test func directoryThrowsReadError() throws {
    let directory = try TemporaryDirectory()
    let error = #expect(throws: ImageFileError.self) {
      try ImageHeaderReader.read(fileAtPath: directory.url.path)
    }
    #expect(error?.operation == .read)
    #expect(error?.code == EISDIR)
  }

  @Test func pathWithNULIsRefused() {
    let error = #expect(throws: ImageFileError.self) {
      try ImageHeaderReader.read(fileAtPath: "/tmp\0/x.png")
    }
    #expect(error?.code == EINVAL)
  }

  /// A FIFO named like an image (with no writer) must not hang the audit.
  @Test func fifoDoesNotBlock() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("pipe.png").path
    try #require(mkfifo(path, 0o600) == 0)
    #expect(throws: ImageFileError.self) { try ImageHeaderReader.read(fileAtPath: path) }
  }

  /// A device that never ends is read only as far as the header.
  @Test func endlessDeviceStopsAtTheHeader() throws {
    #expect(try ImageHeaderReader.read(fileAtPath: "/dev/zero") == .unsupported)
  }
}
