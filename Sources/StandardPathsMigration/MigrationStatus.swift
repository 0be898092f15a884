/// What a migration did, or would do.
///
/// The raw values are the `status` strings of the command-line tool's
/// `--json` output (Design/migration.md#plan-and-outcome).
public enum MigrationStatus: String, Sendable, Hashable, CaseIterable {
  /// The legacy folder was moved to the destination (or an interrupted
  /// migration was finished).
  case migrated
  /// The legacy path is the symbolic link a previous migration with
  /// ``LegacyMigration/keepsLink`` left, pointing at the destination.
  case alreadyMigrated = "already-migrated"
  /// Nothing exists at the legacy path.
  case nothingToMigrate = "nothing-to-migrate"
  /// A dry run (``LegacyMigration/plan()``) found a folder to migrate.
  case planned
}
