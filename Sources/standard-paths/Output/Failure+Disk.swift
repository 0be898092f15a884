import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension Failure {
  /// Prints a creation error as one line and returns the exit code: that of
  /// the location error when the path could not be computed, else 2.
  static func report(_ error: DirectoryCreationError) -> ExitCode {
    if case .unresolved(let locationError) = error { return report(locationError) }
    writeToStandardError("standard-paths: error: \(error)")
    return otherFailure
  }

  /// Prints a backup error as one line and returns the exit code 2: a
  /// missing directory is an input that does not exist (Design/command-line.md#exit-codes),
  /// not a lookup that found nothing.
  static func report(_ error: BackupExclusionError) -> ExitCode {
    writeToStandardError("standard-paths: error: \(error)")
    return otherFailure
  }
}
