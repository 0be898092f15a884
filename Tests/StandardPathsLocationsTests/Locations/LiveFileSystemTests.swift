import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// `LiveFileSystem`'s file reading (plain `open`/`read`) and the live
/// snapshot's lazy user-database lookup.
@Suite struct LiveFileSystemTests {
  @Test func readsARegularFileWhole() throws {
    try withTemporaryDirectory { root in
      let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
      let path = root + "/user-dirs.dirs"
      try Data(bytes).write(to: URL(filePath: path))
      #expect(LiveFileSystem().contentsOfFile(atPath: path) == bytes)
      try Data().write(to: URL(filePath: path))
      #expect(LiveFileSystem().contentsOfFile(atPath: path) == [])
    }
  }

  /// A directory, a FIFO (opened without blocking) and a missing path all
  /// read as "no file".
  @Test func readsNothingButRegularFiles() throws {
    try withTemporaryDirectory { root in
      let fifo = root + "/fifo"
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(LiveFileSystem().contentsOfFile(atPath: fifo) == nil)
      #expect(LiveFileSystem().contentsOfFile(atPath: root) == nil)
      #expect(LiveFileSystem().contentsOfFile(atPath: root + "/missing") == nil)
    }
  }

  @Test func followsASymbolicLinkToAFile() throws {
    try withTemporaryDirectory { root in
      try Data("X=1\n".utf8).write(to: URL(filePath: root + "/target"))
      try FileManager.default.createSymbolicLink(
        atPath: root + "/link", withDestinationPath: root + "/target")
      #expect(LiveFileSystem().contentsOfFile(atPath: root + "/link") == Array("X=1\n".utf8))
    }
  }

  /// With an absolute `HOME` the rules never use the user database, so
  /// the live snapshot does not look it up.
  @Test func liveSnapshotReadsTheUserDatabaseOnlyWithoutAUsableHome() {
    let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    let snapshot = SystemEnvironment.live()
    if home.hasPrefix("/") {
      #expect(snapshot.userDatabaseHome == nil)
    } else {
      #expect(snapshot.userDatabaseHome != nil)
    }
  }
}
