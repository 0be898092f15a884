import ArgumentParser
import StandardPathsMigration

extension Failure {
  /// Prints a refused or failed migration as one line (the error quotes and
  /// escapes every path) and returns exit code 2 (Design/migration.md#exit-codes).
  static func report(_ error: MigrationError) -> ExitCode {
    writeToStandardError("standard-paths: error: \(error)")
    return otherFailure
  }
}
