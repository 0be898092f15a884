import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsMigration
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `standard-paths migrate LEGACY --to LOCATION`: moves an app's legacy
/// folder into the location it belongs in (Design/migration.md).
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Move an app's legacy folder (such as ~/.myapp) to the location it belongs in.",
    discussion: """
      On one file system the folder is renamed in one step; across file systems it is copied \
      into a hidden sibling of the destination, verified, renamed into place, and only then \
      removed. A non-empty destination is refused and nothing is changed. If the command is \
      interrupted, running it again finishes the job. A copy keeps what `cp -a` keeps \
      (modes, times, links, hard links, holes, extended attributes and ACLs, owners where \
      permitted); what could not finish or keep that metadata is refused before anything is \
      written, unless --lossy-metadata accepts dropping the metadata. Exits with 0 when the \
      folder was migrated, was already migrated or does not exist, 2 when the migration is \
      refused or fails, 75 when another migration of the same folder (or into the same \
      parent) is running (try again later), 64 for usage errors.
      """
  ).standardPathsSubcommand

  @Argument(help: ArgumentHelp("The legacy folder.", valueName: "legacy"), completion: .directory)
  var legacy: String

  @Option(
    name: .customLong("to"),
    help: ArgumentHelp("The app-scoped location to move it to.", valueName: "location"))
  var destination: AppScopedLocation

  @OptionGroup var identity: IdentityOptions

  @Flag(help: "Print what would be done, changing nothing.")
  var dryRun = false

  @Flag(help: "Leave the legacy path as a symbolic link to the new folder.")
  var keepLink = false

  @Flag(
    help: ArgumentHelp(
      "Across file systems, drop the extended attributes and owners the destination "
        + "cannot keep (listed in the summary) instead of refusing."))
  var lossyMetadata = false

  @Flag(help: "Print one JSON object: status, from, to, method, files, bytes, dropped-metadata.")
  var json = false

  mutating func validate() throws {
    guard identity.platform == .current else {
      throw ValidationError(
        "--platform: migrate moves folders on this machine (\(Platform.current.identifier))")
    }
    guard !legacy.isEmpty else { throw ValidationError("the legacy path is empty") }
  }

  func run() throws {
    let location = destination.location
    let locations = try identity.makeLocations()
    let legacyPath = try PathArgument.absolute(legacy)
    let migration: LegacyMigration
    do {
      Diagnostics.print(try locations.resolve(location).diagnostics)
      migration = MigrationPauseHook.applied(
        to: try locations.migration(
          from: legacyPath, to: location, keepsLink: keepLink, lossyMetadata: lossyMetadata))
    } catch {
      throw Failure.report(error)
    }
    let report: MigrationReport
    do {
      report = dryRun ? MigrationReport(try migration.plan()) : MigrationReport(try migration.run())
    } catch {
      throw Failure.report(error)
    }
    print(json ? report.json : report.text)
  }
}
