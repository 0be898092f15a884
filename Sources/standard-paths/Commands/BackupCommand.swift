import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `standard-paths backup exclude|include|status PATH`: a directory's
/// backup marks, one line per mechanism.
struct BackupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup",
    abstract: "Exclude a directory from backups, include it again, or show its status.",
    discussion: """
      On Linux, 'exclude' writes CACHEDIR.TAG and sets user.xdg.robots.backup=false where the \
      file system supports it; on Apple platforms it sets isExcludedFromBackup. 'include' \
      removes only those marks. Every action prints one line per mechanism, such as \
      'CACHEDIR.TAG: excluded'. Exits with 2 when PATH does not exist or is not a directory.
      """
  ).standardPathsSubcommand

  /// What to do with the directory.
  enum Action: String, KeywordArgument {
    case exclude, include, status
  }

  @Argument(help: ArgumentHelp("exclude, include or status.", valueName: "action"))
  var action: Action

  @Argument(help: ArgumentHelp("The directory.", valueName: "path"), completion: .directory)
  var path: String

  @Option(name: .customLong("app"), help: "The app named in the CACHEDIR.TAG comment.")
  var name = "standard-paths"

  @Flag(help: "Print one JSON object keyed by mechanism.")
  var json = false

  mutating func validate() throws {
    _ = try makeBackup()
  }

  func run() throws {
    let backup = try makeBackup()
    let url = try Self.fileURL(PathArgument.absolute(path))
    let status: BackupStatus
    do {
      switch action {
      case .exclude: status = try backup.exclude(url)
      case .include: status = try backup.include(url)
      case .status: status = try backup.status(of: url)
      }
    } catch {
      throw Failure.report(error)
    }
    if json {
      print(JSONOutput.object(status.entries.map { ($0.mechanism.name, $0.state.description) }))
    } else {
      print(status.entries.map(\.description).joined(separator: "\n"))
    }
  }

  /// The file URL of `path` with its exact bytes, percent-encoded, so a
  /// name that is not UTF-8 (`caf%E9`) reaches ``BackupExclusion`` intact.
  private static func fileURL(_ path: FilePath) throws -> URL {
    guard let url = URL(string: "file://" + PathText.percentEncoded(PathArgument.bytes(of: path)))
    else {
      writeToStandardError("standard-paths: error: cannot represent the path \(path.string)")
      throw Failure.otherFailure
    }
    return url
  }

  private func makeBackup() throws -> BackupExclusion {
    do {
      return BackupExclusion(app: try AppIdentity(name: name))
    } catch {
      throw ValidationError("--app: \(error)")
    }
  }
}
