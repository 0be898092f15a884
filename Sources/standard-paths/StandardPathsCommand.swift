import ArgumentParser

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
    subcommands: [
      DirsCommand.self, DirCommand.self, SuffixCommand.self, BackupCommand.self,
      ResolveCommand.self, LintCommand.self, MigrateCommand.self,
    ],
    defaultSubcommand: DirsCommand.self
  )
}
