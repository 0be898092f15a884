import ArgumentParser
import StandardPathsLocations

/// `standard-paths`: where an app's files belong, and which variant of a
/// resource a device loads.
@main
struct StandardPathsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "standard-paths",
    abstract: "Show where an app's files belong on Linux, macOS, iOS and Windows.",
    discussion: """
      Exit codes: 0 success, 1 not found, 2 other failures, 64 usage errors.
      """,
    version: ToolVersion.string,
    subcommands: [
      DirsCommand.self, DirCommand.self, SuffixCommand.self, BackupCommand.self,
      ResolveCommand.self, LintCommand.self, MigrateCommand.self,
    ],
    defaultSubcommand: DirsCommand.self
  )

  /// Runs the command line. The plain `dirs` invocations, the most common
  /// ones (`standard-paths`, `dirs`, `dirs --json`), skip argument-parser,
  /// whose reflection over the command tree costs more than computing
  /// every location (BENCHMARKS.md); any other arguments go through it.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let json = DirsCommand.plainInvocation(arguments) else {
      return main(nil)
    }
    do {
      try DirsCommand.printLocations(
        IdentityOptions.defaultLocations(), json: json, create: false)
    } catch {
      exit(withError: error)
    }
  }
}
