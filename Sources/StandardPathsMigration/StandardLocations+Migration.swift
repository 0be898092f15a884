import StandardPathsLocations
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StandardLocations {
  /// Describes moving the app's legacy folder (such as `~/.myapp`) into
  /// the folder `location` gives the app, usually an app-scoped one such as
  /// ``Location/applicationSupport``.
  ///
  /// ```swift
  /// let locations = StandardLocations(app: try AppIdentity(name: "myapp"))
  /// let migration = try locations.migration(
  ///   from: "/home/me/.myapp", to: .applicationSupport, keepsLink: true)
  /// let plan = try migration.plan()    // a dry run
  /// let outcome = try migration.run()  // ~/.local/share/myapp
  /// ```
  ///
  /// Nothing is read or written until ``LegacyMigration/plan()`` or
  /// ``LegacyMigration/run()``; see ``LegacyMigration`` for the rules.
  ///
  /// - Parameters:
  ///   - legacy: The absolute path of the legacy folder.
  ///   - location: The location whose path is the destination.
  ///   - keepsLink: Whether to leave a symbolic link at `legacy` pointing at
  ///     the destination, so old code and scripts still work.
  ///   - lossyMetadata: Whether a copy may drop the extended attributes and
  ///     owners it cannot keep, instead of refusing.
  /// - Throws: ``LocationError`` when the destination cannot be computed.
  public func migration(
    from legacy: FilePath, to location: Location, keepsLink: Bool = false,
    lossyMetadata: Bool = false
  ) throws(LocationError) -> LegacyMigration {
    // The exact bytes: a data home that is not UTF-8 is migrated to as it is.
    LegacyMigration(
      from: legacy, to: try resolve(location).filePath, keepsLink: keepsLink,
      lossyMetadata: lossyMetadata)
  }
}

extension StandardLocations {
  /// ``migration(from:to:keepsLink:)`` for a legacy folder given as text,
  /// such as `"\(home)/.myapp"`, so callers need not import SystemPackage.
  /// A path whose bytes are not UTF-8 needs the `FilePath` form.
  public func migration(
    from legacy: String, to location: Location, keepsLink: Bool = false
  ) throws(LocationError) -> LegacyMigration {
    try migration(from: FilePath(legacy), to: location, keepsLink: keepsLink)
  }

  /// ``migration(from:to:keepsLink:)`` for a legacy folder given as a file
  /// URL, such as one built from `FileManager`'s home directory; its path
  /// keeps the URL's file-system bytes. A URL that is not a file URL names
  /// no folder: the migration refuses it as not absolute.
  public func migration(
    from legacy: URL, to location: Location, keepsLink: Bool = false
  ) throws(LocationError) -> LegacyMigration {
    // Only a file URL names a folder (`https://host/notes` is not `/notes`).
    let path =
      legacy.isFileURL
      ? legacy.withUnsafeFileSystemRepresentation { representation in
        representation.map { FilePath(platformString: $0) } ?? FilePath()
      } : FilePath()
    return try migration(from: path, to: location, keepsLink: keepsLink)
  }
}
