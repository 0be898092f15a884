import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

/// `standard-paths dir LOCATION`: one location's path.
struct DirCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dir",
    abstract: "Print one location's path.",
    discussion: """
      Prints the path's exact bytes (on Linux a path need not be valid UTF-8). Exits with 1 \
      when the platform has no such location.
      """
  ).standardPathsSubcommand

  @Argument(help: "The location.")
  var location: Location

  @Flag(
    name: .customLong("search-paths"),
    help: """
      Print the directories searched for the location's files, one per line: the user's, then \
      the system-wide ones (XDG_DATA_DIRS, /var/cache, /Library, %ProgramData%, ...).
      """)
  var searchPaths = false

  @OptionGroup var identity: IdentityOptions

  func run() throws {
    let locations = try identity.makeLocations()
    if searchPaths {
      do {
        for path in try locations.searchPaths(for: location) { print(path) }
      } catch {
        throw Failure.report(error)
      }
      return
    }
    let resolved: ResolvedLocation
    do {
      resolved = try locations.resolve(location)
    } catch {
      throw Failure.report(error)
    }
    Diagnostics.print(resolved.diagnostics)
    // The exact bytes: on Linux a path need not be valid UTF-8.
    #if os(Windows)
      let line = Array(resolved.path.utf8) + [UInt8(ascii: "\n")]
    #else
      let line = PathArgument.bytes(of: resolved.filePath) + [UInt8(ascii: "\n")]
    #endif
    do {
      _ = try FileDescriptor.standardOutput.writeAll(line)
    } catch {
      writeToStandardError("standard-paths: error: cannot write the path: \(error)")
      throw Failure.otherFailure
    }
  }
}
