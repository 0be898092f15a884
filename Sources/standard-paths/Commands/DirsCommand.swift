import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `standard-paths dirs`: every location, as a table or JSON, optionally
/// with the source of each.
struct DirsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dirs",
    abstract: "Print every location of the app (the default command).",
    discussion: """
      Paths that are not valid UTF-8 are shown with U+FFFD and a warning on stderr; \
      `dir LOCATION` prints their exact bytes.
      """
  ).standardPathsSubcommand

  @OptionGroup var identity: IdentityOptions

  @Flag(help: "Print one JSON object keyed by location identifier.")
  var json = false

  @Flag(
    help: """
      Also print why each location is where it is (variable, user-dirs.dirs line, systemd, \
      sandbox rule, default or fallback) and the detected sandbox.
      """)
  var explain = false

  @Flag(
    help: """
      Create every app-scoped directory (mode 0700 for each new one), then exclude offlineData \
      from backup. Never creates the home directory, user folders or resources.
      """)
  var create = false

  mutating func validate() throws {
    if create, identity.platform != .current {
      throw ValidationError("--create: only the current platform's directories can be created")
    }
  }

  func run() throws {
    try Self.printLocations(
      try identity.makeLocations(), json: json, explain: explain, create: create)
  }

  /// Prints every location (after creating the app-scoped ones if asked).
  static func printLocations(
    _ locations: StandardLocations, json: Bool, explain: Bool = false, create: Bool
  ) throws {
    let report = locations.report()
    try Failure.exitOnHardErrors(in: report)
    Diagnostics.print(report.diagnostics)
    Diagnostics.printLossyPaths(in: report)
    if create { try createAppDirectories(locations) }
    switch (json, explain) {
    case (false, false):
      print(TableOutput.render(report.entries.map { ($0.location.identifier, $0.path) }))
    case (true, false):
      print(JSONOutput.object(report.entries.map { ($0.location.identifier, $0.path) }))
    case (false, true):
      print(SourcesOutput.table(report))
    case (true, true):
      print(SourcesOutput.json(report).rendered)
    }
  }

  /// Creates the app-scoped directories and excludes offline data from
  /// backup; a failure is one line on stderr and exit code 2.
  private static func createAppDirectories(_ locations: StandardLocations) throws {
    let offlineData: URL
    do {
      try locations.createAppDirectories()
      offlineData = try locations.createDirectory(for: .offlineData)
    } catch {
      throw Failure.report(error)
    }
    do {
      try BackupExclusion(app: locations.app).exclude(offlineData)
    } catch {
      throw Failure.report(error)
    }
  }
}
