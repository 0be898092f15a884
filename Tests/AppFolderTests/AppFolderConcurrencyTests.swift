import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

// Swift 6 uses of AppFolder folders across tasks and actors. The package
// treats warnings as errors, so this file compiling is half of each test:
// no `nonisolated(unsafe)`, no `@unchecked` at the call sites. (Region-based
// isolation is checked in a full build, not with `-typecheck`.)

/// A folder of the app's, declared with AppFolder's syntax: not `Sendable`.
final class Reports: Directory {}

/// A folder of the app's that opts in to `Sendable` (it has no state).
final class SharedReports: Directory, @unchecked Sendable {}

extension Library.Application_Support {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var Reports: Reports { subdirectory() }
}

/// The library's folders, stored in a `Sendable` value.
struct AppFolders: Sendable {
  let library: Library
  let caches: Library.Caches
  let support: Library.Application_Support
  let documents: Documents
  let tmp: Temporary
  let shared: SharedReports

  init(_ root: AppFolder) {
    library = root.Library
    caches = root.Library.Caches
    support = root.Library.Application_Support
    documents = root.Documents
    tmp = root.tmp
    shared = root.Library.Caches.appending(SharedReports.self)
  }

  var paths: [String] {
    [library, caches, support, documents, tmp, shared].map(\.url.path)
  }
}

/// An actor that keeps folders it was given.
actor FolderKeeper {
  private var folders: [DynamicDirectory] = []
  private let standard: AppFolders

  init(standard: AppFolders) {
    self.standard = standard
  }

  /// Takes a folder that is not `Sendable` (it must be sent, not shared).
  @discardableResult
  func keep(_ folder: DynamicDirectory) -> String {
    folders.append(folder)
    return folder.url.path
  }

  /// The subpaths of the kept folders.
  func keptSubpaths() -> [String] {
    folders.map(\.subpath)
  }

  /// The caches folder, returned across the actor boundary (it is `Sendable`).
  func caches() -> Library.Caches {
    standard.caches
  }
}

@Suite struct AppFolderConcurrencyTests {
  let layout = Layout.linux

  @Test func libraryFoldersTravelInASendableStruct() async {
    let folders = AppFolders(layout.folder)
    let fromTask = await Task.detached { folders.paths }.value
    #expect(fromTask == folders.paths)
    #expect(
      fromTask == [
        "/h/.local/share/MyApp", "/h/.cache/MyApp", "/h/.local/share/MyApp", "/h/Documents",
        "/tmp/MyApp-1000", "/h/.cache/MyApp/SharedReports",
      ])
  }

  @Test func libraryFoldersAreSharedByATaskGroup() async {
    let caches = layout.folder.Library.Caches
    let tmp = layout.folder.tmp
    let paths = await withTaskGroup(of: String.self, returning: Set<String>.self) { group in
      for index in 0..<64 {
        group.addTask {
          let folder = index.isMultiple(of: 2) ? caches.appending("\(index)") : tmp.appending("x")
          return folder.url.deletingLastPathComponent().path
        }
      }
      var paths = Set<String>()
      for await path in group { paths.insert(path) }
      return paths
    }
    #expect(paths == ["/h/.cache/MyApp", "/tmp/MyApp-1000"])
  }

  @Test func libraryFoldersCrossActorBoundaries() async {
    let keeper = FolderKeeper(standard: AppFolders(layout.folder))
    let caches = await keeper.caches()
    #expect(caches.url.path == "/h/.cache/MyApp")
  }

  @Test func aFreshUserFolderCanBeSentIntoATask() async {
    let reports = layout.folder.Library.Application_Support.Reports
    let path = await Task { reports.url.path }.value
    #expect(path == "/h/.local/share/MyApp/Reports")
  }

  @Test func aFreshUserFolderCanBeSentToAnActor() async {
    let keeper = FolderKeeper(standard: AppFolders(layout.folder))
    let reports = layout.folder.Library.Application_Support.appending(Reports.self)
    #expect(await keeper.keep(reports) == "/h/.local/share/MyApp/Reports")
    let custom = layout.folder.Documents.appending("Inbox")
    #expect(await keeper.keep(custom) == "/h/Documents/Inbox")
    #expect(await keeper.keptSubpaths() == ["Reports", "Inbox"])
  }

  /// A folder described in the group's body can be sent to one child task.
  /// (One captured from outside the body cannot: the body's caller could
  /// still use it.)
  @Test func aFreshUserFolderCanBeSentIntoAChildTask() async {
    let root = layout.folder
    let paths = await withTaskGroup(of: String.self, returning: [String].self) { group in
      let reports = root.Library.Caches.appending(Reports.self)
      group.addTask { reports.subpath }
      let inbox = root.Documents.appending("Inbox")
      group.addTask { inbox.url.path }
      var paths: [String] = []
      for await path in group { paths.append(path) }
      return paths
    }
    #expect(paths.sorted() == ["/h/Documents/Inbox", "Reports"])
  }

  @Test func theSeedSyntaxWorksInsideTasks() async {
    let path = await layout.run {
      // Child tasks inherit the task-local layout.
      Task { AppFolder.Library.Caches.Images_Cache.url.path }
    }.value
    #expect(path == "/h/.cache/MyApp/Images Cache")
  }
}

extension AppFolderConcurrencyTests {
  /// The example of "Concurrency" in `DynamicDirectory`'s documentation,
  /// with `exists` for `create()` (nothing is written here).
  @Test func theDocumentedExampleCompiles() async {
    let store = FolderKeeper(standard: AppFolders(layout.folder))
    await layout.runAsync {
      let files = AppFolder.Library.Application_Support.Files
      let task = Task { files.exists }

      let inbox = AppFolder.Documents.appending("Inbox")
      await store.keep(inbox)

      let urls = await withTaskGroup(of: URL.self, returning: [URL].self) { group in
        let images = AppFolder.Library.Caches.appending("Images")
        group.addTask { images.url }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(urls.map(\.path) == ["/h/.cache/MyApp/Images"])
      #expect(await task.value == false)
    }
    #expect(await store.keptSubpaths() == ["Inbox"])
  }
}
