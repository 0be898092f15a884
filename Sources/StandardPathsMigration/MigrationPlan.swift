import SystemPackage

/// What ``LegacyMigration/run()`` would do, found without changing
/// anything (a dry run).
///
/// ```swift
/// let plan = try LegacyMigration(from: "/home/me/.myapp",
///                                to: "/home/me/.local/share/myapp").plan()
/// print(plan.status, plan.method, plan.files, plan.bytes)
/// ```
public struct MigrationPlan: Sendable, Hashable {
  /// The legacy folder.
  public let legacy: FilePath
  /// The destination folder.
  public let destination: FilePath
  /// ``MigrationStatus/planned`` if there is something to migrate (or an
  /// interrupted migration to finish); otherwise
  /// ``MigrationStatus/alreadyMigrated`` or
  /// ``MigrationStatus/nothingToMigrate``.
  public let status: MigrationStatus
  /// How the folder would be moved: decided by comparing the device of the
  /// legacy folder with that of the destination's nearest existing
  /// ancestor.
  public let method: MigrationMethod
  /// The number of regular files that would be moved (folders and
  /// symbolic links are not counted); 0 when there is nothing to do.
  public let files: Int
  /// The total size in bytes of those regular files.
  public let bytes: Int
  /// Whether the run would finish a migration that was interrupted after
  /// its copy was renamed into place (its journal exists).
  public let resumesInterruptedMigration: Bool
}
