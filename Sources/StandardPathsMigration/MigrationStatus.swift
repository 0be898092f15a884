/// What a migration did, or would do.
public enum MigrationStatus: Sendable, Hashable, CaseIterable {
  /// The legacy folder was moved to the destination (or an interrupted
  /// migration was finished).
  case migrated
  /// The legacy path is the symbolic link a previous migration with
  /// ``LegacyMigration/keepsLink`` left, pointing at the destination.
  case alreadyMigrated
  /// Nothing exists at the legacy path.
  case nothingToMigrate
  /// A dry run (``LegacyMigration/plan()``) found a folder to migrate.
  case planned
}
