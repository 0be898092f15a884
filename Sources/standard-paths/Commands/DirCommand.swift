import ArgumentParser
import StandardPathsAudit
import StandardPathsDisk
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// `standard-paths dir LOCATION`: one location's path.
struct DirCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dir",
    abstract: "Print one location's path.",
    discussion: "Exits with 1 when the platform has no such location."
  )

  @Argument(help: "The location.")
  var location: Location

  @OptionGroup var identity: IdentityOptions

  func run() throws {
    let locations = try identity.makeLocations()
    let resolved: ResolvedLocation
    do {
      resolved = try locations.resolve(location)
    } catch {
      throw Failure.report(error)
    }
    Diagnostics.print(resolved.diagnostics)
    print(resolved.path)
  }
}
