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
      DirsCommand.self, DirCommand.self, LocateCommand.self, SuffixCommand.self, BackupCommand.self,
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
      return parseAndRun(arguments)
    }
    do {
      try DirsCommand.printLocations(
        IdentityOptions.defaultLocations(), json: json, create: false)
    } catch {
      exit(withError: error)
    }
  }

  /// Parses `arguments` with argument-parser and runs the command. Its
  /// usage messages quote what the user typed, so an argument holding a
  /// newline would split the error line: such arguments are shown escaped.
  private static func parseAndRun(_ arguments: [String]) {
    if let word = unknownSubcommand(in: arguments) {
      writeToStandardErrorKeepingLines(
        """
        Error: Unknown subcommand '\(escapingControlCharacters(word))'
        Usage: standard-paths [<subcommand>] [<options>]
          See 'standard-paths --help' for the subcommands.
        """)
      exit(withError: ExitCode(64))
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      let code = exitCode(for: error)
      var message = fullMessage(for: error)
      for argument in arguments where escapingControlCharacters(argument) != argument {
        message = message.replacingEvery(argument, with: escapingControlCharacters(argument))
      }
      if code == .success {
        if !message.isEmpty { print(message) }
      } else if !message.isEmpty {
        writeToStandardErrorKeepingLines(message)
      }
      exit(withError: ExitCode(code.rawValue))
    }
  }
}

extension StandardPathsCommand {
  /// The first argument when it is a word that names no subcommand. The
  /// default subcommand, `dirs`, takes no positional argument, so such a word
  /// can only be a mistyped subcommand; without this check argument-parser
  /// would report it against `dirs` and print `dirs`'s usage.
  fileprivate static func unknownSubcommand(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    return names.contains(first) ? nil : first
  }
}

extension String {
  /// The string with every occurrence of `target` replaced, scanning left to
  /// right (no Foundation: the tool links only FoundationEssentials).
  fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty else { return self }
    let bytes = Array(utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: pattern) {
        result += replacement.utf8
        index += pattern.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
