import Foundation
import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// `ResourceTreeWalker` and `AssetAudit.report(forDirectoryAtPath:)` on
/// real and in-memory trees.
@Suite struct ResourceTreeWalkerTests {
  @Test func listsFilesRecursivelySkippingHiddenEntries() throws {
    let tree = try ResourceTree([
      "a.png", "a@2x.png", "Images/b.png", "Images/Deep/c~ipad.png", ".DS_Store", ".git/config",
      "Images/.hidden.png", "Empty/",
    ])
    var progress: [ResourceTreeProgress] = []
    let listing = try ResourceTreeWalker().listing(ofTreeAtPath: tree.root) { progress.append($0) }
    #expect(
      listing.files.sorted() == ["Images/Deep/c~ipad.png", "Images/b.png", "a.png", "a@2x.png"])
    #expect(listing.unreadableDirectories.isEmpty)
    #expect(progress.count == 4)
    #expect(progress.last == ResourceTreeProgress(directoriesRead: 4, filesFound: 4))
    let hidden = try ResourceTreeWalker(includesHiddenEntries: true).listing(
      ofTreeAtPath: tree.root)
    #expect(hidden.files.count == 7)
  }

  @Test func followsLinksToFoldersOnce() throws {
    let tree = try ResourceTree(["Images/a.png"])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("Images/loop"), withDestinationPath: tree.root)
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("b.png"), withDestinationPath: tree.path("Images/a.png"))
    let listing = try ResourceTreeWalker().listing(ofTreeAtPath: tree.root + "/")
    #expect(listing.files.sorted() == ["Images/a.png", "b.png"])
  }

  @Test func danglingLinksAreNoFilesAndICloudPlaceholdersAre() throws {
    let tree = try ResourceTree(["a.png", ".a@2x.png.icloud", ".DS_Store"])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("a@3x.png"), withDestinationPath: "missing@3x.png")
    let listing = try ResourceTreeWalker().listing(ofTreeAtPath: tree.root)
    #expect(listing.files.sorted() == [".a@2x.png.icloud", "a.png"])
    #expect(
      LiveFileSystem().listing(ofDirectoryAtPath: tree.root)?.names.sorted() == [
        ".DS_Store", ".a@2x.png.icloud", "a.png",
      ])
  }

  @Test func rootMustBeAReadableDirectory() throws {
    let tree = try ResourceTree(["file.png"])
    #expect(throws: AssetAuditError.notADirectory(tree.path("missing"))) {
      try ResourceTreeWalker().listing(ofTreeAtPath: tree.path("missing"))
    }
    #expect(throws: AssetAuditError.notADirectory(tree.path("file.png"))) {
      try AssetAudit().report(forDirectoryAtPath: tree.path("file.png"))
    }
    #expect(AssetAuditError.notADirectory("/x").description == "no directory at /x")
    #expect(AssetAuditError.unreadable("/x").description == "cannot read the directory /x")
  }

  @Test func unreadableFoldersAreReported() throws {
    var fileSystem = VirtualFileSystem()
    fileSystem.addFile("/r/a.png", contents: "")
    fileSystem.addFile("/r/Locked/b.png", contents: "")
    let reader = LockedReader(base: fileSystem, locked: ["/r/Locked"])
    let report = try AssetAudit().report(forDirectoryAtPath: "/r", fileSystem: reader)
    #expect(report.assets.map(\.path) == ["a.png"])
    #expect(report.unreadableDirectories == ["Locked"])
    #expect(throws: AssetAuditError.unreadable("/r/Locked")) {
      try ResourceTreeWalker(fileSystem: reader).listing(ofTreeAtPath: "/r/Locked")
    }
  }

  @Test func depthIsLimited() throws {
    var fileSystem = VirtualFileSystem()
    fileSystem.addFile("/r/1/2/3/deep.png", contents: "")
    fileSystem.addFile("/r/1/shallow.png", contents: "")
    let listing = try ResourceTreeWalker(fileSystem: fileSystem, maximumDepth: 2)
      .listing(ofTreeAtPath: "/r")
    #expect(listing.files == ["1/shallow.png"])
  }

  /// A reader that cannot list some folders, though they exist.
  private struct LockedReader: DirectoryReader {
    let base: VirtualFileSystem
    let locked: Set<String>

    func listing(ofDirectoryAtPath path: String) -> DirectoryListing? {
      locked.contains(path) ? nil : base.listing(ofDirectoryAtPath: path)
    }

    func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? {
      base.stamp(ofDirectoryAtPath: path)
    }
  }
}
