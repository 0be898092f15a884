import Foundation
import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The live and in-memory directory readers.
@Suite("Resolver: directory readers")
struct DirectoryReaderTests {
  @Test func liveListingHasEveryEntryButDotAndDotDot() throws {
    let tree = try ResourceTree(["a.png", "b@2x.png", "sub/", ".hidden", "sub/inner.png"])
    let listing = try #require(LiveFileSystem().listing(ofDirectoryAtPath: tree.root))
    #expect(listing.names.sorted() == [".hidden", "a.png", "b@2x.png", "sub"])
    #expect(listing.stamp == LiveFileSystem().stamp(ofDirectoryAtPath: tree.root))
  }

  @Test func liveReaderHasNothingForFilesAndMissingPaths() throws {
    let tree = try ResourceTree(["file.png"])
    let reader = LiveFileSystem()
    #expect(reader.listing(ofDirectoryAtPath: tree.path("file.png")) == nil)
    #expect(reader.listing(ofDirectoryAtPath: tree.path("missing")) == nil)
    #expect(reader.stamp(ofDirectoryAtPath: tree.path("file.png")) == nil)
    #expect(reader.stamp(ofDirectoryAtPath: tree.path("missing")) == nil)
  }

  @Test func liveStampChangesWhenAnEntryIsAdded() async throws {
    let tree = try ResourceTree(["a.png"])
    let reader = LiveFileSystem()
    let before = try #require(reader.stamp(ofDirectoryAtPath: tree.root))
    try await Task.sleep(for: .milliseconds(20))
    try tree.add("b.png")
    let after = try #require(reader.stamp(ofDirectoryAtPath: tree.root))
    #expect(before != after)
    #expect(before.inode == after.inode)
  }

  @Test func liveStampChangesWhenTheDirectoryIsReplaced() throws {
    let tree = try ResourceTree(["dir/a.png"])
    let reader = LiveFileSystem()
    let before = reader.stamp(ofDirectoryAtPath: tree.path("dir"))
    try tree.remove("dir")
    try tree.add("dir/a.png")
    #expect(reader.stamp(ofDirectoryAtPath: tree.path("dir")) != before)
  }

  @Test func liveListingIsSettledOnlyWhenItsLastChangeIsOld() throws {
    let tree = try ResourceTree(["old/a.png", "new/a.png"])
    let reader = LiveFileSystem()
    #expect(reader.listing(ofDirectoryAtPath: tree.path("new"))?.isSettled == false)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: tree.path("old"))
    #expect(reader.listing(ofDirectoryAtPath: tree.path("old"))?.isSettled == true)
  }

  @Test func liveListingSkipsNamesThatAreNotUTF8() throws {
    let tree = try ResourceTree(["good.png"])
    let bad = tree.root + "/bad\u{FFFD}"
    var bytes = Array(tree.root.utf8) + Array("/bad".utf8) + [0xFF, 0]
    let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          open($0, O_CREAT | O_WRONLY, 0o644)
        }
      } ?? -1
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let names = LiveFileSystem().listing(ofDirectoryAtPath: tree.root)?.names
    #expect(names == ["good.png"])
    #expect(!FileManager.default.fileExists(atPath: bad))
  }

  @Test func virtualListingIncludesImpliedFolders() throws {
    var disk = VirtualFileSystem()
    disk.addFile("/r/a.png", contents: "")
    disk.addFile("/r/sub/deep/b.png", contents: "")
    disk.addDirectory("/r/empty")
    #expect(disk.listing(ofDirectoryAtPath: "/r")?.names == ["a.png", "empty", "sub"])
    #expect(disk.listing(ofDirectoryAtPath: "/r/sub")?.names == ["deep"])
    #expect(disk.listing(ofDirectoryAtPath: "/r/empty")?.names == [])
    #expect(disk.listing(ofDirectoryAtPath: "/r/a.png") == nil)
    #expect(disk.listing(ofDirectoryAtPath: "/nowhere") == nil)
    #expect(disk.listing(ofDirectoryAtPath: "/")?.names == ["r"])
  }

  @Test func virtualStampCountsChanges() throws {
    var disk = VirtualFileSystem()
    disk.addFile("/r/a.png", contents: "")
    let first = disk.stamp(ofDirectoryAtPath: "/r")
    disk.addFile("/r/b.png", contents: "")
    let second = disk.stamp(ofDirectoryAtPath: "/r")
    disk.removeItem("/r/b.png")
    let third = disk.stamp(ofDirectoryAtPath: "/r")
    #expect(Set([first, second, third]).count == 3)
    disk.removeItem("/r/a.png")
    #expect(disk.stamp(ofDirectoryAtPath: "/r") == nil)
  }

  @Test func virtualFileSystemResolvesLikeTheDisk() throws {
    var disk = VirtualFileSystem()
    for file in ResourceTree.demoBundle { disk.addFile("/app/" + file, contents: "") }
    for row in DemoBundleTests.table {
      let device = try #require(Device(presetName: row.preset))
      let resolver = ResourceResolver(root: "/app", device: device, fileSystem: disk)
      #expect(try resolver.path(forResource: row.request) == "/app/" + row.expected)
    }
  }
}
