import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

/// The tool's error contract: one line on stderr, then an exit code
/// (1 not found, 2 other failures; argument-parser uses 64 for usage).
enum Failure {
  static let notFound = ExitCode(1)
  static let otherFailure = ExitCode(2)

  /// Prints `error` as one line and returns the exit code to throw.
  static func report(_ error: LocationError) -> ExitCode {
    writeToStandardError("standard-paths: error: \(error)")
    if case .unavailable = error { return notFound }
    return otherFailure
  }

  /// Stops with exit code 2 if any location failed for a reason other than
  /// "this platform has none".
  static func exitOnHardErrors(in report: LocationReport) throws {
    for entry in report.entries {
      if case .failure(let error) = entry.result, !isUnavailable(error) {
        throw Failure.report(error)
      }
    }
  }

  /// Prints a resource name error (already excluded by validation, so
  /// unexpected) and returns exit code 64.
  static func report(_ error: ResourceNameError) -> ExitCode {
    writeToStandardError("standard-paths: error: \(error)")
    return ExitCode.validationFailure
  }

  private static func isUnavailable(_ error: LocationError) -> Bool {
    if case .unavailable = error { return true }
    return false
  }
}

/// Warnings about fallbacks and lossy paths, one line each on stderr.
enum Diagnostics {
  /// Prints the diagnostics that reject a variable someone set
  /// (Design/locations.md#refused-values), one line per variable: a relative
  /// `XDG_DATA_HOME` concerns several locations but warns once. A fallback
  /// because a variable is simply unset (containers, SSH, cron) is no
  /// warning; `dirs --explain` shows it as the source.
  static func print(_ diagnostics: [LocationDiagnostic]) {
    var warned = Set<String>()
    for diagnostic in diagnostics where diagnostic.rejectsSetVariable {
      let variables = diagnostic.rejections.filter(\.rejectsSetVariable).compactMap(\.variable)
      guard !warned.isSuperset(of: variables) else { continue }
      warned.formUnion(variables)
      writeToStandardError("standard-paths: warning: \(diagnostic)")
    }
  }

  /// Warns once per location whose path is not valid UTF-8, which text
  /// output shows with U+FFFD.
  static func printLossyPaths(in report: LocationReport) {
    for entry in report.entries {
      guard let resolved = try? entry.result.get(), !resolved.pathIsExact else { continue }
      writeToStandardError(
        "standard-paths: warning: \(entry.location): the path is not valid UTF-8; "
          + "invalid bytes are shown as U+FFFD (`standard-paths dir \(entry.location)` "
          + "prints the exact bytes)")
    }
  }
}

/// Writes argument-parser's multi-line usage message as it is: its first
/// line carries the error, the usage lines follow (Design/command-line.md#errors-and-warnings).
func writeToStandardErrorKeepingLines(_ text: String) {
  _ = try? FileDescriptor.standardError.writeAll((text + "\n").utf8)
}

/// Writes one line to stderr, unbuffered, ignoring failures (there is
/// nowhere left to report them). Control characters in `line` (a newline
/// in a path) are escaped, so it stays one line.
func writeToStandardError(_ line: String) {
  _ = try? FileDescriptor.standardError.writeAll(
    (escapingControlCharacters(line) + "\n").utf8)
}
