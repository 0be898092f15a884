import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The root of an app's typed folder tree: `Documents`, `Library`,
/// `Library/Caches`, `Library/Application Support` and `tmp`, plus the
/// folders you add.
///
/// The static members describe the running app, with AppFolder's syntax:
///
/// ```swift
/// let caches = AppFolder.Library.Caches
/// caches.url        // <home>/Library/Caches/ on iOS, ~/.cache/<app>/ on Linux
/// caches.subpath    // "Library/Caches" on iOS, "" on Linux
/// ```
///
/// They use ``StandardLocations/current``: the live environment and
/// ``AppIdentity/current`` (the process name unless set at start-up), read
/// afresh on each access of ``root``, ``Documents``, ``Library`` or ``tmp``.
///
/// To describe another app, environment or platform, make a value:
///
/// ```swift
/// let iPhone = SystemEnvironment(
///   platform: .iOS, variables: ["HOME": "/var/mobile/Containers/Data/Application/1234"])
/// let app = AppFolder(locations: StandardLocations(app: myApp, environment: iPhone))
/// app.Library.Caches.url   // …/Application/1234/Library/Caches/
/// ```
///
/// ## Layouts
///
/// | Folder | iOS, tvOS, watchOS, macOS | Linux, Windows (a ``Location``) |
/// |---|---|---|
/// | `Documents` | `~/Documents` | `documents` |
/// | `Library` | `~/Library` | `applicationSupport` |
/// | `Library.Caches` | `~/Library/Caches` | `caches` |
/// | `Library.Application_Support` | `~/Library/Application Support` | `applicationSupport` |
/// | `tmp` | `~/tmp` (macOS: `$TMPDIR`) | `temporary` |
///
/// On Apple platforms this is AppFolder's layout: `~` is the app's
/// container, or the user's home directory for an app outside the macOS
/// sandbox (where folders under `Library` are then shared with other apps,
/// as in AppFolder). On Linux the folders are the app's own locations, so
/// `Library` and everything added to it stay inside the app's data folder.
/// See ``DynamicDirectory`` for what ``DynamicDirectory/subpath`` and
/// ``DynamicDirectory/baseURL`` mean in each layout.
///
/// `AppFolder` is `Sendable`, and so are the standard folders it returns.
public struct AppFolder: Sendable {
  /// Where the tree is rooted.
  let folderRoot: FolderRoot

  internal init(folderRoot: FolderRoot) {
    self.folderRoot = folderRoot
  }

  /// The tree of `locations.app` in the layout of `locations.platform`
  /// (see "Layouts" above).
  ///
  /// - Parameter locations: The app, environment and platform to describe.
  public init(locations: StandardLocations) {
    self.init(folderRoot: .platform(locations))
  }

  /// AppFolder's container layout below `baseURL`, on any platform:
  /// `<baseURL>/Documents`, `<baseURL>/Library/Caches`, `<baseURL>/tmp`, …
  ///
  /// - Parameter baseURL: The container, such as an app's home directory.
  public init(baseURL: URL) {
    self.init(folderRoot: .container(baseURL))
  }

  /// The tree's root directory: the app's home directory (its container on
  /// iOS), the container given to ``init(baseURL:)``, or an app group's
  /// folder.
  ///
  /// When it cannot be computed (for example, there is no usable home
  /// directory), a URL below `/dev/null/unavailable/`, where nothing can be
  /// created; ``resolvedBaseURL()`` says why.
  public var baseURL: URL {
    (try? folderRoot.baseURL()) ?? FolderRoot.unavailableBase
  }

  /// The tree's root directory, or the reason there is none.
  ///
  /// - Throws: ``AppFolderError/unresolved(_:)`` when the home directory
  ///   cannot be computed, or the error that made an app group's container
  ///   unavailable.
  public func resolvedBaseURL() throws(AppFolderError) -> URL {
    try folderRoot.baseURL()
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The `Documents` folder.
  public var Documents: Documents {
    DocumentsFolder(root: folderRoot)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The `Library` folder.
  public var Library: Library {
    LibraryFolder(root: folderRoot)
  }

  /// The `tmp` folder.
  public var tmp: Temporary {
    Temporary(root: folderRoot)
  }
}

extension AppFolder: BaseFolder {
  /// The running app's tree: ``StandardLocations/current`` (the live
  /// environment and ``AppIdentity/current``), captured on each access.
  public static var root: AppFolder {
    AppFolder(locations: .current)
  }

  /// The running app's home directory (its container on iOS): the
  /// ``baseURL`` of ``root``.
  public static var baseURL: URL {
    root.baseURL
  }
}

/// The library's `Documents` type, named where `AppFolder`'s own members of
/// the same name would hide it.
private typealias DocumentsFolder = Documents
/// The library's `Library` type, named where `AppFolder`'s own members of
/// the same name would hide it.
private typealias LibraryFolder = Library
