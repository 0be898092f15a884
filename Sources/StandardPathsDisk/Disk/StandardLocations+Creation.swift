import StandardPathsLocations
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StandardLocations {
  /// Creates the directory of an app-scoped location, with any missing
  /// parents, each new one with mode 0700 (see ``DirectoryCreator``).
  ///
  /// Resolving a location never creates it; this is the explicit call that
  /// does. On Linux, the private directories are checked as they are
  /// created: the temporary directory (`$TMPDIR‖/tmp` `/<name>-<euid>`) and
  /// the runtime directory's base (`$XDG_RUNTIME_DIR`, `/run/user/<euid>` or
  /// the `/tmp/runtime-<euid>` fallback) must be directories owned by the
  /// effective user with mode 0700, not symbolic links; an existing unsafe
  /// one is refused, never followed or re-permissioned.
  ///
  /// ```swift
  /// let caches = try locations.createDirectory(for: .caches)   // ~/.cache/MyApp, 0700
  /// ```
  ///
  /// A location inside the home directory is refused with
  /// ``DirectoryCreationError/missingHomeDirectory(_:)`` when the home
  /// directory itself does not exist: it is never created.
  ///
  /// Only ``Location/appScoped`` locations are created: the home directory,
  /// the user folders (Documents, Music, …) belong to the user and the
  /// desktop, and resources are read-only.
  ///
  /// - Returns: The directory's URL.
  /// - Throws: ``DirectoryCreationError``: ``DirectoryCreationError/notCreatable(_:)``
  ///   for a location that is not app-scoped,
  ///   ``DirectoryCreationError/unresolved(_:)`` when the path cannot be
  ///   computed, otherwise an error naming the path at fault.
  @discardableResult
  public func createDirectory(for location: Location) throws(DirectoryCreationError) -> URL {
    guard location.isAppScoped else { throw .notCreatable(location) }
    let path: String
    do throws(LocationError) {
      path = try self.path(for: location)
      guard platform.pathSyntax == Platform.current.pathSyntax else {
        throw LocationError.notRepresentableAsURL(path: path, platform: platform)
      }
    } catch {
      throw .unresolved(error)
    }
    if let home = try? self.path(for: .home), FilePath(path).starts(with: FilePath(home)),
      !DirectoryCreator.isExistingDirectory(home)
    {
      throw .missingHomeDirectory(home)
    }
    let creator = DirectoryCreator(environment: environment)
    if let privateDirectory = privateDirectory(for: location, at: path) {
      try creator.createPrivateDirectory(atPath: privateDirectory)
    }
    try creator.createDirectory(atPath: path)
    return URL(filePath: path, directoryHint: .isDirectory)
  }

  /// Creates the directory of every app-scoped location, in the order of
  /// ``Location/appScoped``, stopping at the first failure.
  ///
  /// This is what `standard-paths dirs --create` does before it excludes
  /// ``Location/offlineData`` from backup (a separate, explicit call: see
  /// ``BackupExclusion``).
  ///
  /// - Returns: The directories' URLs, in order.
  /// - Throws: ``DirectoryCreationError``, as ``createDirectory(for:)``.
  @discardableResult
  public func createAppDirectories() throws(DirectoryCreationError) -> [URL] {
    var urls: [URL] = []
    for location in Location.appScoped {
      urls.append(try createDirectory(for: location))
    }
    return urls
  }

  /// The directory that must be private to the user when `location` is
  /// created at `path`, or `nil`. Only Linux shares its temporary base
  /// (`/tmp`) between users; elsewhere the bases are per-user already.
  internal func privateDirectory(for location: Location, at path: String) -> String? {
    guard platform == .linux else { return nil }
    switch location.representation {
    case .temporary: return path
    case .runtime: return FilePath(path).removingLastComponent().string
    default: return nil
    }
  }
}
