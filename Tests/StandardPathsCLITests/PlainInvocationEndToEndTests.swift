import Testing

/// The plain `dirs` invocations skip argument-parser (a start-up
/// optimization); they must print exactly what the parsed path prints.
@Suite struct PlainInvocationEndToEndTests {
  /// Each plain invocation and an equivalent one that argument-parser
  /// handles (an option set to its default value forces that path).
  @Test(arguments: [
    ([], ["dirs", "--app", "standard-paths"]),
    (["dirs"], ["dirs", "--app", "standard-paths"]),
    (["--json"], ["dirs", "--json", "--app", "standard-paths"]),
    (["dirs", "--json"], ["dirs", "--app", "standard-paths", "--json"]),
  ])
  func samePrintoutAsTheParsedCommand(plain: [String], parsed: [String]) throws {
    // HOME unset: the user-database fallback and a runtime warning are
    // exercised too.
    for environment in [["HOME": "/h", "XDG_RUNTIME_DIR": "relative"], [:]] {
      let fast = try CLI.run(plain, environment: environment)
      let slow = try CLI.run(parsed, environment: environment)
      #expect(fast.status == slow.status, "\(fast)")
      #expect(fast.standardOutput == slow.standardOutput)
      #expect(fast.standardError == slow.standardError)
      #expect(!fast.standardOutput.isEmpty)
    }
  }

  /// Anything else still goes through argument-parser: its usage error.
  @Test func otherArgumentsAreParsed() throws {
    let result = try CLI.run(["dirs", "--json", "--bogus"], environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.contains("--bogus"))
  }
}
