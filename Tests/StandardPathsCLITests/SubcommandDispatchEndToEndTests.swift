import Testing

/// argument-parser parses a subcommand's arguments with that subcommand as
/// the root, not from the tool's root (a start-up saving,
/// Design/command-line.md#start-up);
/// what it refuses is parsed again from the root, and help, the version and
/// completion scripts are the root's. These cases are the ones where the
/// two parses could read differently.
@Suite struct SubcommandDispatchEndToEndTests {
  /// A usage error names the whole command, in its usage line and in the
  /// line that points to the help.
  @Test(arguments: [
    (["dir", "config", "extra"], "dir"),
    (["dirs", "--app"], "dirs"),
    (["--bogus"], "dirs"),
    (["suffix", "a", "b"], "suffix"),
    (["resolve", "x", "--root"], "resolve"),
  ])
  func aUsageErrorNamesTheWholeCommand(arguments: [String], subcommand: String) throws {
    let result = try CLI.run(arguments, environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Error: ") == true, "\(result)")
    #expect(lines.contains { $0.hasPrefix("Usage: standard-paths \(subcommand) ") }, "\(result)")
    #expect(
      lines.last == "  See 'standard-paths \(subcommand) --help' for more information.",
      "\(result)")
  }

  /// A subcommand given no arguments at all is still an error against that
  /// subcommand, not the root's help.
  @Test(arguments: ["backup", "resolve", "suffix", "dir"])
  func aBareSubcommandIsItsOwnUsageError(subcommand: String) throws {
    let result = try CLI.run([subcommand], environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.hasPrefix("Error: "), "\(result)")
    #expect(!result.standardError.contains("SUBCOMMANDS:"), "\(result)")
  }

  /// A subcommand's help is the one it has under the root: the whole
  /// command in its usage line, and the tool's `--version`.
  @Test(arguments: [["dir", "--help"], ["dir", "config", "-h"], ["help", "dir"]])
  func subcommandHelp(arguments: [String]) throws {
    let result = try CLI.run(arguments, environment: ["HOME": "/h"])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput.contains("USAGE: standard-paths dir <location>"), "\(result)")
    #expect(result.standardOutput.contains("--version"), "\(result)")
  }

  /// The completion script is the whole tool's wherever the option stands.
  @Test func completionScriptAfterASubcommand() throws {
    let root = try CLI.run(["--generate-completion-script", "bash"], environment: ["HOME": "/h"])
    let after = try CLI.run(
      ["dir", "--generate-completion-script", "bash"], environment: ["HOME": "/h"])
    #expect(root.status == 0, "\(root)")
    #expect(after.status == root.status)
    #expect(after.standardOutput == root.standardOutput)
  }
}
