import Testing

/// `dirs` is the default command and `--app standard-paths` its default:
/// the short forms print exactly what the spelled-out ones print.
@Suite struct DefaultCommandEndToEndTests {
  /// Each short form and the same command with the subcommand and the
  /// default app spelled out.
  @Test(arguments: [
    ([], ["dirs", "--app", "standard-paths"]),
    (["dirs"], ["dirs", "--app", "standard-paths"]),
    (["--json"], ["dirs", "--json", "--app", "standard-paths"]),
    (["dirs", "--json"], ["dirs", "--app", "standard-paths", "--json"]),
  ])
  func samePrintoutAsTheSpelledOutCommand(plain: [String], parsed: [String]) throws {
    // HOME unset: the user-database fallback and a runtime warning are
    // exercised too.
    for environment in [["HOME": "/h", "XDG_RUNTIME_DIR": "relative"], [:]] {
      let short = try CLI.run(plain, environment: environment)
      let spelledOut = try CLI.run(parsed, environment: environment)
      #expect(short.status == spelledOut.status, "\(short)")
      #expect(short.standardOutput == spelledOut.standardOutput)
      #expect(short.standardError == spelledOut.standardError)
      #expect(!short.standardOutput.isEmpty)
    }
  }

  /// An unknown option after the short form is argument-parser's usage
  /// error.
  @Test func otherArgumentsAreParsed() throws {
    let result = try CLI.run(["dirs", "--json", "--bogus"], environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.contains("--bogus"))
  }
}
