import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

#if os(Linux)
  /// The creation rules every path shares (Design/creation-backup-and-seed-filemanager.md): no home
  /// directory is ever created, and the user's folders get the umask.
  @Suite struct UserFolderCreationTests {
    let sandbox: DiskSandbox

    init() throws {
      sandbox = try DiskSandbox()
    }

    private func root(_ variables: [String: String] = [:]) throws -> AppFolder {
      AppFolder(
        locations: StandardLocations(
          app: try AppIdentity(name: "App"), environment: sandbox.environment(variables: variables)
        ))
    }

    @Test func documentsInboxDoesNotCreateAMissingHome() throws {
      let inbox = try root().Documents.appending("Inbox")
      #expect(throws: AppFolderError.creationFailed(.missingHomeDirectory(sandbox.path("home")))) {
        try inbox.create()
      }
      #expect(sandbox.contents(atPath: sandbox.root) == [])
    }

    @Test func appFoldersDoNotCreateAMissingHomeEither() throws {
      let images = try root().Library.Caches.appending("Images")
      #expect(throws: AppFolderError.creationFailed(.missingHomeDirectory(sandbox.path("home")))) {
        try images.create()
      }
      #expect(sandbox.contents(atPath: sandbox.root) == [])
    }

    @Test func documentsOutsideAMissingHomeAreCreated() throws {
      let inbox = try root(["XDG_DOCUMENTS_DIR": sandbox.path("docs")]).Documents
        .appending("Inbox")
      #expect(try inbox.create().path(percentEncoded: false) == sandbox.path("docs/Inbox") + "/")
      #expect(sandbox.contents(atPath: sandbox.root) == ["docs"])
    }

    /// Creates `Documents/Inbox/2026` under `umask` in a child process (the
    /// umask is per process) and reports whether every new directory has
    /// `0777 & ~umask` while an app folder created next to it has 0700.
    static func userFoldersFollow(umask mask: mode_t) -> Bool {
      guard let sandbox = try? DiskSandbox() else { return false }
      try? sandbox.makeDirectory("home", permissions: 0o755)
      umask(mask)
      let locations = StandardLocations(
        app: (try? AppIdentity(name: "App")) ?? bareApp, environment: sandbox.environment())
      let root = AppFolder(locations: locations)
      guard (try? root.Documents.appending("Inbox").appending("2026").create()) != nil,
        (try? root.Library.Caches.appending("Thumbs").create()) != nil
      else { return false }
      let expected = UInt16(0o777 & ~mask)
      let userFolders = ["home/Documents", "home/Documents/Inbox", "home/Documents/Inbox/2026"]
      let appFolders = ["home/.cache", "home/.cache/App", "home/.cache/App/Thumbs"]
      return userFolders.allSatisfy { sandbox.permissions(atPath: sandbox.path($0)) == expected }
        && appFolders.allSatisfy { sandbox.permissions(atPath: sandbox.path($0)) == 0o700 }
    }

    @Test func userFoldersGetTheUmask022() async {
      await #expect(processExitsWith: .success) {
        exit(UserFolderCreationTests.userFoldersFollow(umask: 0o022) ? 0 : 1)
      }
    }

    @Test func userFoldersGetTheUmask077() async {
      await #expect(processExitsWith: .success) {
        exit(UserFolderCreationTests.userFoldersFollow(umask: 0o077) ? 0 : 1)
      }
    }

    @Test func anExistingUserFolderKeepsItsMode() throws {
      try sandbox.makeDirectory("home/Documents", permissions: 0o751)
      try root().Documents.appending("Inbox").create()
      #expect(sandbox.permissions(atPath: sandbox.path("home/Documents")) == 0o751)
    }
  }
#endif

/// The rule for a library folder made below a folder of yours
/// (`mine.appending(Library.Caches.self)`): it is `Sendable` and lists your
/// folder in `previous` (documented there), but reading its URL, subpath
/// or base URL never calls into your folder.
@Suite struct LibraryFolderBelowAUserFolderTests {
  /// A folder with mutable state (not `Sendable`) that counts how often
  /// its name is read.
  final class Counting: Directory {
    let reads = Mutex(0)
    override var folderName: String {
      reads.withLock { $0 += 1 }
      return "Mine"
    }
  }

  static func describe(_ folder: Library.Caches) -> String {
    [folder.url.path(percentEncoded: false), folder.subpath, folder.baseURL.path()]
      .joined(separator: " ")
  }

  @Test func previousListsYourFolder() {
    let mine = AppFolder(baseURL: URL(filePath: "/c")).Documents.appending(Counting.self)
    let caches = mine.appending(Library.Caches.self)
    #expect(caches.previous.last === mine)
    #expect(caches.subpath == "Documents/Mine/Caches")
  }

  @Test func readingItNeverCallsYourFolder() async {
    let mine = AppFolder(baseURL: URL(filePath: "/c")).Documents.appending(Counting.self)
    let caches = mine.appending(Library.Caches.self)
    let expected = Self.describe(caches)
    let readsWhenMade = mine.reads.withLock { $0 }
    let sendable: any Sendable = caches
    let paths = await withTaskGroup(of: String.self) { group in
      for _ in 0..<50 {
        group.addTask {
          guard let folder = sendable as? Library.Caches else { return "" }
          return Self.describe(folder)
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(paths == [expected])
    #expect(expected.hasPrefix("/c/Documents/Mine/Caches"))
    #expect(mine.reads.withLock { $0 } == readsWhenMade)
  }
}
