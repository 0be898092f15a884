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

  @Argument(
    help: ArgumentHelp(
      "The location.", valueName: "location"),
    completion: .list(Location.allCases.map(\.identifier)))
  var location: String

  @OptionGroup var identity: IdentityOptions

  mutating func validate() throws {
    guard Location(identifier: location) != nil else {
      let known = Location.allCases.map(\.identifier).joined(separator: ", ")
      throw ValidationError("unknown location \"\(location)\" (expected one of \(known))")
    }
  }

  func run() throws {
    guard let location = Location(identifier: location) else { throw ExitCode.validationFailure }
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
