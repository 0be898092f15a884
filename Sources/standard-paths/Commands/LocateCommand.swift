import ArgumentParser
import StandardPathsLocations

/// `standard-paths locate LOCATION NAME`: the first existing file of that
/// name in the location's user then site directories (Qt's `locate`).
struct LocateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "locate",
    abstract: "Find a file in a location's user directory, then its system-wide ones.",
    discussion: """
      Searches the directories `searchPaths(for:)` lists (the user's first) for the relative \
      NAME and prints the first file found, or every one with --all. Exits with 1 when none \
      has it.
      """
  )

  @Argument(help: "The location.")
  var location: Location

  @Argument(help: "The file's path relative to the location, such as themes/dark.json.")
  var name: String

  @Flag(help: "Print every match, most important first, instead of the first.")
  var all = false

  @OptionGroup var identity: IdentityOptions

  func run() throws {
    let locations = try identity.makeLocations()
    let found: [String]
    do {
      found =
        all
        ? try locations.locateAll(name, in: location)
        : try locations.locate(name, in: location).map { [$0] } ?? []
    } catch {
      if case .unsafeSubpath = error { throw ValidationError("NAME: \(error)") }
      throw Failure.report(error)
    }
    guard !found.isEmpty else { throw Failure.notFound }
    for path in found { print(path) }
  }
}
