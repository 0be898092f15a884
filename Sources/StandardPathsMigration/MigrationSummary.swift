import SystemPackage

/// What a migration would do (``LegacyMigration/plan()``, a dry run that
/// changes nothing) or did (``LegacyMigration/run()``): one value for both.
///
/// ```swift
/// let migration = LegacyMigration(from: "/home/me/.myapp",
///                                 to: "/home/me/.local/share/myapp")
/// let plan = try migration.plan()
/// print(plan.status, plan.method, plan.files, plan.bytes)   // planned rename 12 4096
/// let done = try migration.run()                             // status .migrated
/// ```
public struct MigrationSummary: Sendable, Hashable {
  /// The legacy folder.
  public let legacy: FilePath
  /// The destination folder.
  public let destination: FilePath
  /// A plan: ``MigrationStatus/planned`` if there is something to migrate
  /// (or an interrupted migration to finish). A run:
  /// ``MigrationStatus/migrated``. Either:
  /// ``MigrationStatus/alreadyMigrated`` or
  /// ``MigrationStatus/nothingToMigrate`` when there is nothing to do.
  public let status: MigrationStatus
  /// How the folder is moved: decided by comparing the device of the legacy
  /// folder with that of the destination's nearest existing ancestor (for a
  /// run that moved nothing, how it would have been moved).
  public let method: MigrationMethod
  /// The number of regular files moved, or that a plan would move (folders
  /// and symbolic links are not counted); 0 when there is nothing to do. A
  /// run that finished an interrupted migration counts the destination's
  /// files.
  public let files: Int
  /// The total size in bytes of those regular files.
  public let bytes: Int
  /// Whether it finishes (a plan) or finished (a run) a migration that was
  /// interrupted after its copy was renamed into place (its journal
  /// exists).
  public let resumesInterruptedMigration: Bool
  /// What a copy dropped (a plan: would drop) because the destination or
  /// the process cannot keep it, one line each, such as `extended
  /// attributes user.* of 3 items`; empty unless the migration was created
  /// with `lossyMetadata: true`, since otherwise such a copy is refused.
  public let droppedMetadata: [String]
}
