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

  /// Runs the command line. argument-parser parses every argument list.
  /// When the first argument names a subcommand (or it is an option: the
  /// default subcommand, `dirs`), it parses them with that subcommand as the
  /// root (`standardPathsSubcommand`): parsing from the tool's root reflects
  /// the default subcommand and the completion-script request types on every
  /// run (Design/command-line.md#start-up). Whatever that parse refuses is
  /// parsed again from the tool's root, which reports it as before; help,
  /// `--version`, completion scripts, `help` and unknown subcommands go to
  /// the tool's root directly.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let (command, rest) = directInvocation(arguments),
      let parsed = try? command.parseAsRoot(rest)
    {
      return run(parsed, quoting: arguments)
    }
    if let word = unknownSubcommand(in: arguments) {
      writeToStandardErrorKeepingLines(
        """
        Error: Unknown subcommand '\(escapingControlCharacters(word))'
        Usage: standard-paths [<subcommand>] [<options>]
          See 'standard-paths --help' for the subcommands.
        """)
      exit(withError: ExitCode(64))
    }
    parseAndRun(arguments)
  }

  /// Parses `arguments` with argument-parser from the root and runs the
  /// result.
  private static func parseAndRun(_ arguments: [String]) {
    let parsed: any ParsableCommand
    do {
      parsed = try parseAsRoot(arguments)
    } catch {
      exitReporting(error, quoting: arguments)
    }
    run(parsed, quoting: arguments)
  }

  /// Runs a parsed command; an error it throws is reported as argument-parser
  /// reports it.
  private static func run(_ command: any ParsableCommand, quoting arguments: [String]) {
    var command = command
    do {
      try command.run()
    } catch {
      exitReporting(error, quoting: arguments)
    }
  }

  /// Reports `error` as argument-parser does and exits with its code. Its
  /// usage messages quote what the user typed, so an argument holding a
  /// newline would split the error line: such arguments are shown escaped.
  private static func exitReporting(_ error: any Error, quoting arguments: [String]) -> Never {
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

extension StandardPathsCommand {
  /// The subcommand to parse `arguments` with, and the arguments left for
  /// it, when the root would only pass them on: the first argument names a
  /// subcommand, or there is none or it is an option (for the default
  /// subcommand, `dirs`). `nil` when the root must answer: `help`, an
  /// unknown word, `--`, or a request the root handles for the whole tree
  /// (help, version, completion scripts and completions, the help dump).
  static func directInvocation(
    _ arguments: [String]
  ) -> (command: any ParsableCommand.Type, arguments: [String])? {
    guard !arguments.contains(where: isRootRequest) else { return nil }
    guard let first = arguments.first else { return (DirsCommand.self, []) }
    if first.hasPrefix("-") {
      return first == "--" ? nil : (DirsCommand.self, arguments)
    }
    guard let subcommand = configuration.subcommands.first(where: { $0.invokedName == first })
    else {
      return nil
    }
    return (subcommand, Array(arguments.dropFirst()))
  }

  /// Whether `argument` asks for something the root answers for the whole
  /// command tree: help (`-h`, `--help`, `-help`, `--help-hidden`), the
  /// version, a completion script, a completion (`---completion`) or the
  /// help dump.
  private static func isRootRequest(_ argument: String) -> Bool {
    argument == "-h" || argument == "-help" || argument.hasPrefix("--help")
      || argument == "--version" || argument.hasPrefix("--generate-completion-script")
      || argument.hasPrefix("---") || argument == "--experimental-dump-help"
  }

  /// The first argument when it is a word that names no subcommand. The
  /// default subcommand, `dirs`, takes no positional argument, so such a word
  /// can only be a mistyped subcommand; without this check argument-parser
  /// would report it against `dirs` and print `dirs`'s usage.
  fileprivate static func unknownSubcommand(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
    return configuration.subcommands.contains { $0.invokedName == first } ? nil : first
  }
}

extension ParsableCommand {
  /// The command's name on the command line.
  fileprivate static var invokedName: String? { configuration.commandName }
}

extension CommandConfiguration {
  /// This configuration for a subcommand of `standard-paths` that
  /// argument-parser may also parse as the root (``StandardPathsCommand/main()``):
  /// the tool's name as its super-command name, so that its usage lines and
  /// help read `standard-paths dir <location> ...` and argument-parser skips
  /// the completion-script check (a root's job), and the tool's version. Under
  /// the root both change nothing: argument-parser reads the super-command
  /// name of the root only, and the version is the root's.
  var standardPathsSubcommand: CommandConfiguration {
    var configuration = self
    configuration._superCommandName = StandardPathsCommand.configuration.commandName
    configuration.version = ToolVersion.string
    return configuration
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
