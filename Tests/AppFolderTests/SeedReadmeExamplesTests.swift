import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

#if canImport(CoreData)
  import CoreData
#endif

// The usage examples of AppFolder's README (shared/seeds/appfolder-readme.txt),
// copied as written: declarations at file scope, statements wrapped in
// functions that return what they compute. Two changes: the bare expressions
// followed by a `// result` comment are collected in a tuple that is
// returned (a bare expression is an "unused" warning, an error here), and
// the Core Data lines are compiled only where Core Data exists (not Linux).

// MARK: - Usage

extension Library.Caches {

  class Images: Directory {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var Images: Images {
    return subdirectory()
  }

}

private func usage() -> (cachesURL: URL, imageCacheURL: URL, documents: Documents) {
  let documents = AppFolder.Documents
  let caches = AppFolder.Library.Caches
  let cachesURL = caches.url

  let imageCache = AppFolder.Library.Caches.Images
  let imageCacheURL = imageCache.url
  return (cachesURL, imageCacheURL, documents)
}

// MARK: - Your app's folder

private func yourAppsFolder() -> (
  fileURL: URL, folders: [DynamicDirectory], caches: (URL, String, String, URL, URL)
) {
  let documents = AppFolder.Documents
  let tmp = AppFolder.tmp
  let applicationSupport = AppFolder.Library.Application_Support
  let caches = AppFolder.Library.Caches

  let results = (
    caches.url,  // full URL
    caches.folderName,  // "Caches"
    caches.subpath,  // "Library/Caches"

    caches.baseURL,
    // the same as
    AppFolder.baseURL
  )

  let fileURL = caches.url.appendingPathComponent("cached-file.json")
  return (fileURL, [documents, tmp, applicationSupport, caches], results)
}

// MARK: - Adding your own folders

final class Files: Directory {}

private func appendingFiles() -> Files {
  let filesFolder = AppFolder.Library.Application_Support.appending(Files.self)
  return filesFolder
}

extension Library.Application_Support {

  final class Files: Directory {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var Files: Files {
    return subdirectory()
  }

}

/// "Naming your classes with `_` (for example, `class User_Files : Directory`)
/// will automatically generate folder name with a space".
class User_Files: Directory {}

private func usingFiles() -> (files: Library.Application_Support.Files, filesURL: URL) {
  let files = AppFolder.Library.Application_Support.Files
  let filesURL = files.url
  return (files, filesURL)
}

// MARK: - Using AppFolder with app groups

enum MyAppGroup: AppGroup {
  static var groupIdentifier: String {
    return "group.com.my-app.my-app-group"
  }
}

private func appGroups() -> (sharedCaches: Library.Caches, sqliteFileURL: URL) {
  let sharedCaches = AppGroupContainer<MyAppGroup>.Library.Caches

  let applicationSupportURL = AppGroupContainer<MyAppGroup>.Library.Application_Support.url
  let sqliteFileURL = applicationSupportURL.appendingPathComponent("db.sql")
  #if canImport(CoreData)
    let model = NSManagedObjectModel(contentsOf: sqliteFileURL)
    // swift-format-ignore: NeverForceUnwrap
    let container = NSPersistentContainer(name: "my-app-db", managedObjectModel: model!)
    _ = container
  #endif
  return (sharedCaches, sqliteFileURL)
}

// MARK: - Customizing folder name

final class CustomNamedFolder: Directory {
  override var folderName: String {
    return "Custom"
  }
}

// MARK: - Assertions

/// Runs the README's examples in an iOS app's container (AppFolder's
/// strings) and on Linux (the app's locations).
@Suite struct SeedReadmeExamplesTests {
  @Test func usageOnIOS() {
    let result = Layout.iOS.run(usage)
    #expect(result.cachesURL.path == Layout.iOS.expand("<home>/Library/Caches"))
    #expect(result.imageCacheURL.path == Layout.iOS.expand("<home>/Library/Caches/Images"))
    #expect(result.documents.subpath == "Documents")
  }

  @Test func usageOnLinux() {
    let result = Layout.linux.run(usage)
    #expect(result.cachesURL.path == "/h/.cache/MyApp")
    #expect(result.imageCacheURL.path == "/h/.cache/MyApp/Images")
    #expect(result.documents.url.path == "/h/Documents")
  }

  @Test(arguments: [Layout.iOS, Layout.linux])
  func yourAppsFolderExample(_ layout: Layout) {
    let result = layout.run(yourAppsFolder)
    let isIOS = layout.name == "iOS"
    let caches = isIOS ? "<home>/Library/Caches" : "<caches>"
    #expect(result.fileURL.path == layout.expand(caches + "/cached-file.json"))
    let paths = result.folders.map(\.url.path)
    let expected =
      isIOS
      ? ["<home>/Documents", "<home>/tmp", "<home>/Library/Application Support", caches]
      : ["<documents>", "<tmp>", "<data>", caches]
    #expect(paths == expected.map(layout.expand))

    let (url, folderName, subpath, baseURL, appFolderBaseURL) = result.caches
    #expect(url.path == layout.expand(caches))
    #expect(folderName == "Caches")
    #expect(subpath == (isIOS ? "Library/Caches" : ""))
    // The same in AppFolder's layout; on Linux the caches location.
    #expect((baseURL == appFolderBaseURL) == isIOS)
    #expect(baseURL.appending(path: subpath, directoryHint: .isDirectory).path == url.path)
  }

  @Test func cachesBaseURLIsAppFolderBaseURLInAppFoldersLayout() {
    Layout.iOS.run {
      #expect(AppFolder.Library.Caches.baseURL == AppFolder.baseURL)
    }
  }

  @Test func addingYourOwnFolders() {
    Layout.iOS.run {
      #expect(appendingFiles().subpath == "Library/Application Support/Files")
      let (files, filesURL) = usingFiles()
      #expect(files.subpath == "Library/Application Support/Files")
      #expect(filesURL.path == Layout.iOS.expand("<home>/Library/Application Support/Files"))
    }
    Layout.linux.run {
      #expect(appendingFiles().url.path == "/h/.local/share/MyApp/Files")
      #expect(usingFiles().filesURL.path == "/h/.local/share/MyApp/Files")
    }
    #expect(User_Files(baseURL: AppFolder.baseURL).folderName == "User Files")
  }

  @Test func appGroupsOnLinux() throws {
    let (sharedCaches, sqliteFileURL) = Layout.linux.run(appGroups)
    #expect(sharedCaches.url.path == "/h/.cache/group.com.my-app.my-app-group")
    #expect(sqliteFileURL.path == "/h/.local/share/group.com.my-app.my-app-group/db.sql")
  }

  /// An iOS layout computed on Linux has no group container: no crash, a
  /// URL where nothing can be created, and an error on request.
  @Test func appGroupsWithoutAContainer() throws {
    let (sharedCaches, sqliteFileURL) = Layout.iOS.run(appGroups)
    #expect(sharedCaches.url.path == "/dev/null/unavailable/Library/Caches")
    #expect(sqliteFileURL.path.hasPrefix("/dev/null/unavailable/"))
    #expect(throws: AppFolderError.appGroupContainerUnavailable("group.com.my-app.my-app-group")) {
      try sharedCaches.resolvedURL()
    }
  }

  @Test func customizingFolderName() {
    #expect(CustomNamedFolder(baseURL: AppFolder.baseURL).folderName == "Custom")
    Layout.iOS.run {
      #expect(AppFolder.Documents.appending(CustomNamedFolder.self).subpath == "Documents/Custom")
    }
  }
}
