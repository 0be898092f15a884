import AppFolder
import Foundation
import StandardPaths
import StandardPathsTesting
import TestSupport
import Testing

/// The seed's `FileManager` members and AppFolder's static trees follow the
/// isolation, creating their folders inside the root.
@Suite(.isolatedLocations) struct DefaultsUnderIsolationTests {
  private func root() throws -> String {
    try #require(IsolatedLocations.current).root.path(percentEncoded: false)
  }

  @Test func seedMembersCreateTheirFoldersUnderTheRoot() throws {
    let root = try root()
    let manager = FileManager.default
    let created = [
      manager.privateDataPath, manager.cacheDataPath, manager.offlineDataPath,
      manager.temporaryDataPath,
    ]
    for path in created {
      #expect(path.hasPrefix(root), "\(path)")
      #expect(manager.fileExists(atPath: path), "\(path)")
    }
    #expect(manager.publicDataPath == root + "home/Documents")
    #expect(manager.pathForCacheFile("a.db").hasPrefix(root))
  }

  @Test func appFolderTreesResolveAndCreateUnderTheRoot() throws {
    let root = try root()
    let caches = AppFolder.Library.Caches
    #expect(caches.url.path(percentEncoded: false).hasPrefix(root))
    let created = try AppFolder.Library.Application_Support.create()
    #expect(created.path(percentEncoded: false).hasPrefix(root))
    #expect(AppFolder.Library.Application_Support.exists)
    #expect(AppFolder.baseURL.path(percentEncoded: false) == root + "home/")
  }

  @Test func everyAppScopedLocationIsCreatedUnderTheRoot() throws {
    let root = try root()
    for location in Location.appScoped {
      let url = try StandardLocations.current.createDirectory(for: location)
      #expect(url.path(percentEncoded: false).hasPrefix(root), "\(location)")
    }
  }
}
