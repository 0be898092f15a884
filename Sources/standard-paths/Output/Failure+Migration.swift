import ArgumentParser
import StandardPathsMigration

extension Failure {
  /// Prints a refused or failed migration as one line (the error quotes and
  /// escapes every path) and returns exit code 2 (DECISIONS §14 rule 7).
  static func report(_ error: MigrationError) -> ExitCode {
    writeToStandardError("standard-paths: error: \(error)")
    return otherFailure
  }
}
