import ArgumentParser
import StandardPathsMigration

extension Failure {
  /// Exit code 75 (`EX_TEMPFAIL`): another migration of the same folder
  /// holds the lock; a script retries later (Design/migration.md#exit-codes).
  static let migrationBusy = ExitCode(75)

  /// Prints a refused or failed migration as one line (the error quotes and
  /// escapes every path) and returns exit code 2, or 75 when another
  /// migration holds the lock (Design/migration.md#exit-codes).
  static func report(_ error: MigrationError) -> ExitCode {
    writeToStandardError("standard-paths: error: \(error)")
    if case .busy = error { return migrationBusy }
    return otherFailure
  }
}
