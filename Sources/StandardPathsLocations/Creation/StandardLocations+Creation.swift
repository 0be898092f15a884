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
  /// the runtime directory's base (systemd's `RUNTIME_DIRECTORY`,
  /// `$XDG_RUNTIME_DIR`, `/run/user/<euid>` or the `/tmp/runtime-<euid>`
  /// fallback) must be directories owned by the effective user with mode
  /// 0700, not symbolic links, under no directory another user could change
  /// (Design/locations.md#private-directories); an existing unsafe one is refused, never followed
  /// or re-permissioned, and nothing is created under an unsafe parent.
  ///
  /// A path that is not valid UTF-8 is refused with
  /// ``DirectoryCreationError/notValidUTF8(_:)``.
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
    let resolved: ResolvedLocation
    do throws(LocationError) {
      resolved = try resolve(location)
      guard platform.pathSyntax == Platform.current.pathSyntax else {
        throw LocationError.notRepresentableAsURL(path: resolved.path, platform: platform)
      }
    } catch {
      throw .unresolved(error)
    }
    let path = resolved.path
    guard resolved.pathIsExact else { throw .notValidUTF8(path) }
    try refuseMissingHomeDirectory(above: path)
    let creator = DirectoryCreator(environment: environment)
    if platform.followsXDG, let privateDirectory = resolved.privateDirectory {
      try creator.createPrivateDirectory(atPath: privateDirectory)
    }
    try creator.createDirectory(atPath: path)
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// Throws ``DirectoryCreationError/missingHomeDirectory(_:)`` when `path`
  /// lies inside the home directory and the home directory does not exist:
  /// StandardPaths never creates a home directory, whichever call creates
  /// below it (``createDirectory(for:)``, AppFolder's `create()`).
  package func refuseMissingHomeDirectory(above path: String) throws(DirectoryCreationError) {
    if let home = try? self.path(for: .home), FilePath(path).starts(with: FilePath(home)),
      !DirectoryCreator.isExistingDirectory(home)
    {
      throw .missingHomeDirectory(home)
    }
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
}
