import Foundation
import StandardPathsTesting
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

extension Library {
  final class Preferences: Directory {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var Preferences: Preferences { subdirectory() }
}

/// Where the standard folders and the folders below them go, platform by
/// platform, and what `baseURL` and `subpath` mean there.
@Suite struct AppFolderLayoutTests {
  /// Every folder kind, in every layout: `url` is `baseURL` + `subpath`.
  static let layouts: [(String, AppFolder)] = [
    ("iOS", Layout.iOS.folder),
    ("Linux", Layout.linux.folder),
    ("macOS", mac(["HOME": "/Users/me", "TMPDIR": "/var/folders/xy/T/"]).folder),
    ("container", AppFolder(baseURL: URL(filePath: "/box", directoryHint: .isDirectory))),
    ("app group", appGroup()),
  ]

  static func mac(_ variables: [String: String]) -> Layout {
    Layout(
      name: "macOS",
      locations: StandardLocations(
        app: myApp, environment: SystemEnvironment(platform: .macOS, variables: variables)),
      tokens: [])
  }

  static func appGroup() -> AppFolder {
    (try? AppFolder(appGroup: "group.acme", environment: linux())) ?? Layout.linux.folder
  }

  static func folders(of root: AppFolder) -> [DynamicDirectory] {
    [
      root.Documents, root.Library, root.Library.Caches, root.Library.Application_Support,
      root.tmp, root.Library.Preferences, root.Library.Caches.Images_Cache,
      root.Library.Application_Support.User(id: 5), root.Documents.appending("A").appending("B"),
      ProfileFolder(id: 7, in: root.tmp),
    ]
  }

  @Test(arguments: layouts)
  func urlIsBaseURLFollowedBySubpath(_ name: String, _ root: AppFolder) {
    for folder in Self.folders(of: root) {
      let rebuilt = folder.subpath.split(separator: "/").reduce(folder.baseURL) {
        $0.appending(path: String($1), directoryHint: .isDirectory)
      }
      #expect(rebuilt == folder.url, "\(name): \(folder.subpath)")
      #expect(URL(of: folder) == folder.url)
    }
  }

  // MARK: - Linux

  @Test func onLinuxFoldersUnderLibraryStayTheApps() {
    Layout.linux.run {
      #expect(AppFolder.Library.Preferences.url.path == "/h/.local/share/MyApp/Preferences")
      #expect(AppFolder.Library.Preferences.subpath == "Preferences")
      #expect(
        AppFolder.Library.appending("Runtime Name").url.path == "/h/.local/share/MyApp/Runtime Name"
      )
      #expect(AppFolder.Library.url == AppFolder.Library.Application_Support.url)
    }
  }

  @Test func onLinuxTheBaseURLIsTheLocation() {
    Layout.linux.run {
      let images = AppFolder.Library.Caches.Images_Cache
      #expect(images.baseURL.path == "/h/.cache/MyApp")
      #expect(images.subpath == "Images Cache")
      #expect(AppFolder.tmp.appending("x").baseURL.path == "/tmp/MyApp-1000")
      #expect(AppFolder.Documents.appending("x").baseURL.path == "/h/Documents")
      #expect(AppFolder.baseURL.path == "/h")
    }
  }

  @Test func onLinuxXDGVariablesMoveTheFolders() {
    let variables = [
      "XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache",
      "XDG_DOCUMENTS_DIR": "/srv/docs", "TMPDIR": "/scratch",
    ]
    let root = AppFolder(locations: StandardLocations(app: bareApp, environment: linux(variables)))
    #expect(root.Library.Caches.Images_Cache.url.path == "/xdg/cache/MyApp/Images Cache")
    #expect(root.Library.Application_Support.CoreData.url.path == "/xdg/data/MyApp/CoreData")
    #expect(root.Documents.appending("Letters").url.path == "/srv/docs/Letters")
    #expect(root.tmp.url.path == "/scratch/MyApp-1000")
  }

  @Test func onLinuxDocumentsFollowsUserDirs() {
    var disk = VirtualFileSystem()
    disk.addFile("/h/.config/user-dirs.dirs", contents: "XDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n")
    let root = AppFolder(
      locations: StandardLocations(app: bareApp, environment: linux(fileSystem: disk)))
    #expect(root.Documents.url.path == "/h/Dokumente")
  }

  /// Only the standard folders at their own place are mapped: `Caches`
  /// below `Documents` is a plain folder named `Caches`.
  @Test func onlyStandardFoldersAtTheirPlaceAreMapped() {
    let root = Layout.linux.folder
    #expect(root.Documents.appending(Library.Caches.self).url.path == "/h/Documents/Caches")
    #expect(root.Library.Caches.appending(Library.self).url.path == "/h/.cache/MyApp/Library")
    #expect(
      root.Library.appending(Library.Caches.self).url == root.Library.Caches.url)
    let base = URL(filePath: "/base/", directoryHint: .isDirectory)
    #expect(Library.Caches(baseURL: base).url.path == "/base/Caches")
  }

  @Test func withoutAHomeFoldersFallBackBelowDevNull() {
    let root = AppFolder(
      locations: StandardLocations(
        app: bareApp, environment: linux(home: nil, userDatabaseHome: nil)))
    let caches = root.Library.Caches.Images_Cache
    #expect(caches.url.path == "/dev/null/unavailable/Library/Caches/Images Cache")
    #expect(throws: AppFolderError.unresolved(.homeDirectoryNotFound(.linux))) {
      try caches.resolvedURL()
    }
    #expect(throws: AppFolderError.unresolved(.homeDirectoryNotFound(.linux))) {
      try root.resolvedBaseURL()
    }
    #expect(root.baseURL.path == "/dev/null/unavailable")
    #expect(caches.baseURL.path == "/dev/null/unavailable")
    #expect(!caches.exists)
    // The temporary folder needs no home directory.
    #expect(root.tmp.url.path == "/tmp/MyApp-1000")
  }

  @Test func aWindowsLayoutHasNoURLOnThisHost() {
    let windows = SystemEnvironment(
      platform: .windows, variables: ["USERPROFILE": #"C:\Users\me"#])
    let root = AppFolder(locations: StandardLocations(app: myApp, environment: windows))
    #expect(throws: AppFolderError.self) { try root.Library.Caches.resolvedURL() }
    #expect(root.Library.Caches.url.path == "/dev/null/unavailable/Library/Caches")
  }

  // MARK: - Apple platforms

  @Test(arguments: [Platform.iOS, .tvOS, .watchOS])
  func containerPlatformsUseAppFoldersLayout(_ platform: Platform) {
    let environment = SystemEnvironment(platform: platform, variables: ["HOME": "/c"])
    let root = AppFolder(locations: StandardLocations(app: myApp, environment: environment))
    #expect(root.Library.Caches.Images_Cache.url.path == "/c/Library/Caches/Images Cache")
    #expect(root.Library.Caches.Images_Cache.subpath == "Library/Caches/Images Cache")
    #expect(root.tmp.url.path == "/c/tmp")
    #expect(root.Library.Caches.baseURL.path == "/c")
  }

  /// macOS: AppFolder's layout in the home directory (the container of a
  /// sandboxed app), except `tmp`, which is `$TMPDIR`.
  @Test func macOSUsesAppFoldersLayoutAndTheTemporaryDirectory() {
    let root = Self.mac(["HOME": "/Users/me", "TMPDIR": "/var/folders/xy/T/"]).folder
    #expect(root.Library.Caches.url.path == "/Users/me/Library/Caches")
    #expect(
      root.Library.Application_Support.CoreData.url.path
        == "/Users/me/Library/Application Support/CoreData")
    #expect(
      root.Library.Application_Support.CoreData.subpath == "Library/Application Support/CoreData")
    #expect(root.Documents.url.path == "/Users/me/Documents")
    #expect(root.tmp.url.path == "/var/folders/xy/T")
    #expect(root.tmp.subpath == "")
    #expect(root.tmp.appending("x").subpath == "x")
  }

  // MARK: - Making folders

  /// Both ways of making a parameterised folder give the same place; the
  /// `baseURL` given with ancestors is not used.
  @Test func parameterisedFoldersAreMadeEitherWay() {
    Layout.linux.run {
      let support = AppFolder.Library.Application_Support
      let seedStyle = UserIDDirectory(
        userID: 7, baseURL: URL(filePath: "/elsewhere"), previous: support.previous + [support])
      let modern = ProfileFolder(id: 7, in: support)
      #expect(seedStyle.url.path == "/h/.local/share/MyApp/User-7")
      #expect(modern.url.path == "/h/.local/share/MyApp/Profile-7")
      #expect(seedStyle.previous.count == modern.previous.count)
      #expect(modern.previous.last === support)
    }
  }

  /// `AppFolder.Library…` reads ``StandardLocations/current``: the live
  /// environment and ``AppIdentity/current``. (Other suites change the
  /// identity for a moment, so the identity is compared loosely.)
  @Test func theSeedSyntaxUsesTheLiveEnvironmentAndTheCurrentIdentity() throws {
    guard case .platform(let locations) = AppFolder.root.folderRoot else {
      Issue.record("AppFolder.root is not the platform's layout")
      return
    }
    #expect(locations.platform == .current)
    #expect(locations.environment.variables == ProcessInfo.processInfo.environment)
    #expect(locations.options == StandardLocations.Options())
    let root = AppFolder(locations: locations)
    #expect(root.Library.Caches.url == (try locations.url(for: .caches)))
    #expect(root.baseURL == (try locations.url(for: .home)))
    #expect(try locations.path(for: .caches).hasSuffix("/" + locations.app.name))
  }

  @Test func theSeedSyntaxReadsTheOverrideWhenOneIsSet() {
    let override = Layout.linux.run { AppFolder.Library.Caches.url.path }
    #expect(override == "/h/.cache/MyApp")
  }
}
