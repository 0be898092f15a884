// For the kill tests only, and only in debug builds: in a release build of
// `standard-paths` the hook below returns the migration unchanged and reads
// no environment variable (see SECURITY.md, "Migrating a legacy folder").

@_spi(Testing) import StandardPathsMigration

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// In a debug build, with `STANDARD_PATHS_TEST_MIGRATE_PAUSE_AT=<checkpoint>`
/// (such as `renamed` or `copying:500`, see `MigrationCheckpoint`) and
/// `STANDARD_PATHS_TEST_MIGRATE_PAUSE_FILE=<path>`, `migrate` creates that
/// file when it reaches the checkpoint and then sleeps until it is killed,
/// so a test can `SIGKILL` the real command at that exact moment.
enum MigrationPauseHook {
  /// `migration`, made to pause as the environment asks (debug builds only).
  static func applied(to migration: LegacyMigration) -> LegacyMigration {
    #if DEBUG
      let environment = ProcessInfo.processInfo.environment
      guard let name = environment["STANDARD_PATHS_TEST_MIGRATE_PAUSE_AT"],
        let target = MigrationCheckpoint(name: name),
        let marker = environment["STANDARD_PATHS_TEST_MIGRATE_PAUSE_FILE"]
      else { return migration }
      var paused = migration
      paused.checkpoint = { checkpoint in
        guard checkpoint == target else { return }
        let descriptor = open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        while true { pause() }
      }
      return paused
    #else
      return migration
    #endif
  }
}
