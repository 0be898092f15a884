import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

#if os(Linux)
  /// `create()` and `exists`, in a sandbox whose `HOME`, `TMPDIR` and
  /// `XDG_RUNTIME_DIR` are inside a temporary directory.
  @Suite struct AppFolderCreationTests {
    let sandbox: DiskSandbox
    let locations: StandardLocations
    let root: AppFolder
    let euid = DiskSandbox.effectiveUserID

    init() throws {
      sandbox = try DiskSandbox()
      try sandbox.makeDirectory("home", permissions: 0o755)
      locations = StandardLocations(
        app: try AppIdentity(name: "FolderApp"), environment: sandbox.environment())
      root = AppFolder(locations: locations)
    }

    private func path(_ relative: String) -> String { sandbox.path(relative) }

    @Test func describingCreatesNothing() {
      let folders: [DynamicDirectory] = [
        root.Documents, root.Library, root.Library.Caches.Images_Cache,
        root.Library.Application_Support.CoreData, root.tmp.appending("x"),
        root.Documents.appending(".."),
      ]
      for folder in folders {
        _ = (folder.url, folder.subpath, folder.baseURL, folder.folderName, folder.exists)
        _ = try? folder.resolvedURL()
      }
      #expect(sandbox.contents(atPath: sandbox.root) == ["home"])
      #expect(sandbox.contents(atPath: path("home")) == [])
    }

    @Test func createMakesEachMissingDirectoryWithMode0700() throws {
      let images = root.Library.Caches.Images_Cache
      #expect(!images.exists)
      let url = try images.create()
      #expect(url == images.url)
      #expect(url.path == path("home/.cache/FolderApp/Images Cache"))
      #expect(images.exists)
      for relative in [
        "home/.cache", "home/.cache/FolderApp", "home/.cache/FolderApp/Images Cache",
      ] {
        #expect(sandbox.status(atPath: path(relative))?.kind == .directory, "\(relative)")
        #expect(sandbox.permissions(atPath: path(relative)) == 0o700, "\(relative)")
      }
      #expect(sandbox.permissions(atPath: path("home")) == 0o755)
    }

    @Test func whatExistsIsLeftUntouched() throws {
      try sandbox.makeDirectory("home/.local/share/FolderApp/CoreData", permissions: 0o750)
      try sandbox.makeFile("home/.local/share/FolderApp/CoreData/db.sqlite", contents: "data")
      try sandbox.makeDirectory("home/.local/share", permissions: 0o755)

      let store = root.Library.Application_Support.CoreData
      #expect(store.exists)
      try store.create()
      let child = try store.appending("Backups").create()

      #expect(sandbox.permissions(atPath: path("home/.local/share")) == 0o755)
      #expect(sandbox.permissions(atPath: path("home/.local/share/FolderApp/CoreData")) == 0o750)
      #expect(
        sandbox.text(atPath: path("home/.local/share/FolderApp/CoreData/db.sqlite")) == "data")
      #expect(sandbox.permissions(atPath: child.path) == 0o700)
      #expect(
        sandbox.contents(atPath: path("home/.local/share/FolderApp/CoreData"))
          == ["Backups", "db.sqlite"])
    }

    @Test func aFileInTheWayIsAnErrorAndStays() throws {
      try sandbox.makeDirectory("home/Documents")
      try sandbox.makeFile("home/Documents/Inbox", contents: "not a folder")
      let inbox = root.Documents.appending("Inbox")
      #expect(!inbox.exists)
      #expect(throws: AppFolderError.creationFailed(.notADirectory(path("home/Documents/Inbox")))) {
        try inbox.create()
      }
      #expect(sandbox.text(atPath: path("home/Documents/Inbox")) == "not a folder")
    }

    @Test func theTemporaryFolderIsPrivate() throws {
      let scratch = try root.tmp.appending("Scratch").create()
      #expect(scratch.path == path("tmp/FolderApp-\(euid)/Scratch"))
      #expect(sandbox.permissions(atPath: path("tmp/FolderApp-\(euid)")) == 0o700)
      #expect(sandbox.permissions(atPath: path("tmp/FolderApp-\(euid)/Scratch")) == 0o700)
    }

    @Test func anUnsafeTemporaryFolderIsRefusedUntouched() throws {
      try sandbox.makeDirectory("tmp/FolderApp-\(euid)", permissions: 0o777)
      #expect {
        try root.tmp.appending("Scratch").create()
      } throws: { error in
        guard case .creationFailed(.unsafePrivateDirectory(let path, _))? = error as? AppFolderError
        else { return false }
        return path == self.path("tmp/FolderApp-\(euid)")
      }
      #expect(sandbox.permissions(atPath: path("tmp/FolderApp-\(euid)")) == 0o777)
      #expect(sandbox.contents(atPath: path("tmp/FolderApp-\(euid)")) == [])
    }

    @Test func anUnsafeNameCreatesNothing() {
      #expect(throws: AppFolderError.invalidFolderName("..", .dotOrDotDot)) {
        try root.Library.Caches.appending("..").create()
      }
      #expect(sandbox.contents(atPath: path("home")) == [])
    }

    @Test func existsReflectsTheDisk() throws {
      let folder = root.Library.Caches.appending("Thumbnails")
      #expect(!folder.exists)
      try sandbox.makeDirectory("home/.cache/FolderApp/Thumbnails")
      #expect(folder.exists)
      try FileManager.default.removeItem(atPath: path("home/.cache/FolderApp/Thumbnails"))
      #expect(!folder.exists)
      try sandbox.makeDirectory("elsewhere")
      try sandbox.makeSymbolicLink("home/.cache/FolderApp/Thumbnails", to: path("elsewhere"))
      #expect(folder.exists)
    }

    @Test func theSeedSyntaxCreatesInTheCurrentLocations() throws {
      let url = try StandardLocations.$currentOverride.withValue(locations) {
        try AppFolder.Library.Caches.Images_Cache.create()
      }
      #expect(url.path == path("home/.cache/FolderApp/Images Cache"))
    }

    @Test func anAppGroupIsCreatedInTheDataAndCacheHomes() throws {
      let group = try AppFolder(appGroup: "group.acme", environment: sandbox.environment())
      try group.Library.Application_Support.create()
      try group.Library.Caches.Images_Cache.create()
      try group.Documents.create()
      #expect(sandbox.permissions(atPath: path("home/.local/share/group.acme")) == 0o700)
      #expect(sandbox.permissions(atPath: path("home/.local/share/group.acme/Documents")) == 0o700)
      #expect(sandbox.permissions(atPath: path("home/.cache/group.acme/Images Cache")) == 0o700)
    }

    @Test func aContainerIsCreatedBelowItsBase() throws {
      let container = AppFolder(baseURL: URL(filePath: path("home"), directoryHint: .isDirectory))
      try container.Library.Caches.create()
      #expect(sandbox.contents(atPath: path("home")) == ["Library"])
      #expect(sandbox.permissions(atPath: path("home/Library/Caches")) == 0o700)
      #expect(container.Library.exists)
    }
  }
#endif
