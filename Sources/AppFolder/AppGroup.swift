import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An app group: apps and extensions that share a container.
///
/// ```swift
/// enum MyAppGroup: AppGroup {
///   static var groupIdentifier: String { "group.com.my-app.my-app-group" }
/// }
/// let sharedCaches = AppGroupContainer<MyAppGroup>.Library.Caches
/// ```
public protocol AppGroup {
  /// The group's identifier, as listed in the app's
  /// `com.apple.security.application-groups` entitlement. It must be a
  /// single safe path component (it names a folder on Linux).
  static var groupIdentifier: String { get }
}

/// The folder tree of an app group's shared container.
///
/// - On Apple platforms, AppFolder's container layout inside the container
///   the system gives the app
///   (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`).
/// - On Linux, where there are no group containers, the group is rooted at
///   `<XDG data home>/<groupIdentifier>` (`~/.local/share/<group>`):
///   `Library` and `Library.Application_Support` are that folder,
///   `Documents` is `Documents` inside it, `Library.Caches` is
///   `<XDG cache home>/<groupIdentifier>` and `tmp` is the private
///   `$TMPDIR‖/tmp` `/<groupIdentifier>-<euid>`. Every app of the user that
///   uses the group identifier shares them.
///
/// A missing container never crashes: the folders' URLs then point below
/// `/dev/null/unavailable/`, where nothing can be created, and
/// ``DynamicDirectory/resolvedURL()`` and ``DynamicDirectory/create()``
/// throw ``AppFolderError/appGroupContainerUnavailable(_:)``. To find out
/// up front, make the tree with ``AppFolder/init(appGroup:environment:)``,
/// which throws.
///
/// The live environment is read on each access, as for ``AppFolder``.
public enum AppGroupContainer<Group: AppGroup>: BaseFolder {
  /// The group's tree, or an unavailable one whose folders report why.
  public static var root: AppFolder {
    let environment = StandardLocations.current.environment
    do {
      return try AppFolder(appGroup: Group.groupIdentifier, environment: environment)
    } catch {
      return AppFolder(folderRoot: .unavailable(error))
    }
  }

  /// The group's container (its data folder on Linux), or a URL below
  /// `/dev/null/unavailable/` if there is none.
  public static var baseURL: URL {
    root.baseURL
  }
}
