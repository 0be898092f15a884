import SystemPackage

/// What ``LegacyMigration/run()`` did.
public struct MigrationOutcome: Sendable, Hashable {
  /// The legacy folder.
  public let legacy: FilePath
  /// The destination folder.
  public let destination: FilePath
  /// ``MigrationStatus/migrated``, ``MigrationStatus/alreadyMigrated`` or
  /// ``MigrationStatus/nothingToMigrate``.
  public let status: MigrationStatus
  /// How the folder was moved (for a run that moved nothing, how it would
  /// have been moved).
  public let method: MigrationMethod
  /// The number of regular files moved (folders and symbolic links are not
  /// counted); 0 when nothing was moved. A run that finished an interrupted
  /// migration counts the destination's files.
  public let files: Int
  /// The total size in bytes of those regular files.
  public let bytes: Int
}
