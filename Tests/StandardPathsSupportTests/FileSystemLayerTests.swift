import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsSupport

/// The one file-system layer: names as bytes, calls relative to an open
/// directory, `Errno` on failure.
@Suite struct FileSystemLayerTests {
  @Test(arguments: [".", "..", "", "a/b", "a\0b"])
  func entryNamesRejectWhatIsNotOneComponent(_ text: String) {
    #expect(EntryName(bytes: text.utf8.map { CChar(bitPattern: $0) }) == nil)
  }

  @Test func entryNamesKeepBytesThatAreNotUTF8() throws {
    let latin1: [CChar] = [0x63, 0x61, 0x66, CChar(bitPattern: 0xE9)]
    let name = try #require(EntryName(bytes: latin1))
    #expect(Array(name.bytes) == latin1)
  }

  @Test func createsListsAndRemovesRelativeToAnOpenDirectory() throws {
    _ = try withTemporaryDirectory { root in
      let directory = try Descriptor(openingDirectoryAt: FilePath(root))
      let name = try #require(EntryName(bytes: Array("sub".utf8).map { CChar(bitPattern: $0) }))
      #expect(try directory.makeDirectory(name, permissions: 0o700))
      #expect(try directory.makeDirectory(name, permissions: 0o700) == false)
      let status = try #require(try directory.statusOfItem(name))
      #expect(status.type == .directory)
      #expect(status.permissions == [.ownerReadWriteExecute])
      #expect(try directory.entryNames() == [name])
      try directory.removeItem(name, isDirectory: true)
      #expect(try directory.statusOfItem(name) == nil)
    }
  }

  @Test func failuresAreTheErrnoOfTheCall() throws {
    _ = try withTemporaryDirectory { root in
      #expect(throws: Errno.noSuchFileOrDirectory) {
        _ = try Descriptor(openingDirectoryAt: FilePath(root).appending("missing"))
      }
    }
  }

  @Test func theLockSerializesUpdates() async {
    let counter = SynchronizedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { counter.withLock { $0 += 1 } } }
    }
    #expect(counter.withLock { $0 } == 100)
  }
}
