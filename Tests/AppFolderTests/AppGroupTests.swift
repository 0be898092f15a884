import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

enum SharedGroup: AppGroup {
  static var groupIdentifier: String { "group.com.acme.shared" }
}

enum BrokenGroup: AppGroup {
  static var groupIdentifier: String { "../group" }
}

/// App groups: `<XDG data home>/<group>` on Linux (caches under
/// `<XDG cache home>/<group>`), the system's container on Apple platforms,
/// and never a crash when there is none.
@Suite struct AppGroupTests {
  let group = "group.com.acme.shared"

  @Test func onLinuxTheGroupIsRootedInTheDataHome() throws {
    let root = try AppFolder(appGroup: group, environment: linux())
    #expect(root.baseURL.path == "/h/.local/share/\(group)")
    #expect(root.Library.url.path == "/h/.local/share/\(group)")
    #expect(root.Library.Application_Support.url.path == "/h/.local/share/\(group)")
    #expect(
      root.Library.Application_Support.CoreData.url.path == "/h/.local/share/\(group)/CoreData")
    #expect(root.Library.Caches.url.path == "/h/.cache/\(group)")
    #expect(root.Library.Caches.Images_Cache.url.path == "/h/.cache/\(group)/Images Cache")
    #expect(root.Documents.url.path == "/h/.local/share/\(group)/Documents")
    #expect(root.Documents.subpath == "Documents")
    #expect(root.tmp.url.path == "/tmp/\(group)-1000")
  }

  @Test func onLinuxTheXDGVariablesMoveTheGroup() throws {
    let environment = linux(["XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache"])
    let root = try AppFolder(appGroup: group, environment: environment)
    #expect(root.Library.url.path == "/xdg/data/\(group)")
    #expect(root.Library.Caches.url.path == "/xdg/cache/\(group)")
  }

  @Test func theSeedSyntaxUsesTheCurrentEnvironment() {
    Layout.linux.run {
      #expect(AppGroupContainer<SharedGroup>.baseURL.path == "/h/.local/share/\(group)")
      #expect(
        AppGroupContainer<SharedGroup>.Library.Caches.Images_Cache.url.path
          == "/h/.cache/\(group)/Images Cache")
      #expect(
        AppGroupContainer<SharedGroup>.Library.Application_Support.User(id: 5).subpath == "User-5")
    }
  }

  @Test(arguments: [
    ("", PathComponentProblem.empty), ("..", .dotOrDotDot), ("a/b", .containsSeparator("/")),
  ])
  func anUnsafeIdentifierIsRefused(_ identifier: String, _ problem: PathComponentProblem) {
    #expect(throws: AppFolderError.invalidAppGroupIdentifier(identifier, problem)) {
      try AppFolder(appGroup: identifier, environment: linux())
    }
  }

  @Test func anUnsafeIdentifierInTheSeedSyntaxNeverEscapes() {
    Layout.linux.run {
      let caches = AppGroupContainer<BrokenGroup>.Library.Caches
      #expect(caches.url.path == "/dev/null/unavailable/Library/Caches")
      #expect(throws: AppFolderError.invalidAppGroupIdentifier("../group", .containsSeparator("/")))
      {
        try caches.create()
      }
      #expect(AppGroupContainer<BrokenGroup>.baseURL.path == "/dev/null/unavailable")
    }
  }

  /// An Apple platform's group container comes from the running app only;
  /// computed elsewhere, there is none: an error, or the fallback URL.
  @Test(arguments: [Platform.iOS, .macOS, .tvOS, .watchOS])
  func anApplePlatformsContainerIsUnavailableHere(_ platform: Platform) {
    let environment = SystemEnvironment(platform: platform, variables: ["HOME": "/c"])
    #expect(throws: AppFolderError.appGroupContainerUnavailable(group)) {
      try AppFolder(appGroup: group, environment: environment)
    }
    let locations = StandardLocations(app: myApp, environment: environment)
    StandardLocations.$currentOverride.withValue(locations) {
      let caches = AppGroupContainer<SharedGroup>.Library.Caches
      #expect(caches.url.path == "/dev/null/unavailable/Library/Caches")
      #expect(caches.subpath == "Library/Caches")
      #expect(!caches.exists)
      #expect(throws: AppFolderError.appGroupContainerUnavailable(group)) {
        try caches.resolvedURL()
      }
      #expect(throws: AppFolderError.appGroupContainerUnavailable(group)) {
        try AppGroupContainer<SharedGroup>.root.resolvedBaseURL()
      }
    }
  }

  /// What the tree looks like inside a container the system gave.
  @Test func insideAnAppleContainerItIsAppFoldersLayout() {
    let container = URL(
      filePath: "/private/var/mobile/Containers/Shared/AppGroup/0F2E", directoryHint: .isDirectory)
    let root = AppFolder(baseURL: container)
    #expect(root.Library.Caches.subpath == "Library/Caches")
    #expect(
      root.Library.Application_Support.url.path
        == "/private/var/mobile/Containers/Shared/AppGroup/0F2E/Library/Application Support")
    #expect(root.Library.Caches.baseURL == container)
  }
}
