import Testing

/// The typed arguments (`--platform`, `LOCATION`, `--device`, `--idiom`,
/// `--scale`, `--screen`, `migrate --to`): argument-parser checks them,
/// lists their values in the help and completes them; and `--version`.
@Suite struct ArgumentsEndToEndTests {
  @Test(arguments: [
    (["dirs", "--platform", "beos"], "--platform"),
    (["dir", "nowhere"], "<location>"),
    (["resolve", "a", "--root", "/", "--device", "iphone7"], "--device"),
    (["resolve", "a", "--root", "/", "--idiom", "unspecified"], "--idiom"),
    (["resolve", "a", "--root", "/", "--scale", "nan"], "--scale"),
    (["resolve", "a", "--root", "/", "--scale=-2"], "--scale"),
    (["resolve", "a", "--root", "/", "--scale", "0"], "--scale"),
    (["resolve", "a", "--root", "/", "--screen", "375x"], "--screen"),
    (["migrate", "legacy", "--to", "documents"], "--to"),
  ])
  func invalidValueIsAUsageErrorNamingTheArgument(arguments: [String], name: String) throws {
    let result = try CLI.run(arguments, environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
    let firstLine = result.standardError.split(separator: "\n").first ?? ""
    #expect(firstLine.hasPrefix("Error: The value"), "\(result)")
    #expect(firstLine.contains(name), "\(result)")
  }

  @Test(arguments: [
    (["dir", "--help"], ["applicationSupport", "publicShare", "windows"]),
    (["resolve", "--help"], ["ipad-retina", "appletv", "car", "desktop"]),
    (["migrate", "--help"], ["offlineData", "runtime"]),
  ])
  func helpListsTheValues(arguments: [String], values: [String]) throws {
    let result = try CLI.run(arguments, environment: ["HOME": "/h"])
    #expect(result.status == 0)
    for value in values { #expect(result.standardOutput.contains(value), "\(value)") }
  }

  @Test func anUnknownSubcommandIsNamedAsSuch() throws {
    let result = try CLI.run(["frobnicate"], environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.first == "Error: Unknown subcommand 'frobnicate'", "\(result)")
    #expect(!result.standardError.contains("dirs"), "not the default subcommand's usage")
    #expect(result.standardOutput.isEmpty)
  }

  @Test(arguments: ["macOS", "MACOS", "MacOs"])
  func platformNamesAreReadInAnyCase(spelling: String) throws {
    let arguments = ["dir", "caches", "--app", "MyApp", "--platform"]
    let canonical = try CLI.run(arguments + ["macos"], environment: ["HOME": "/Users/me"])
    let result = try CLI.run(arguments + [spelling], environment: ["HOME": "/Users/me"])
    #expect(canonical.status == 0, "\(canonical)")
    #expect(result.status == 0, "\(result)")
    #expect(result.standardOutput == canonical.standardOutput)
    #expect(result.standardOutput == "/Users/me/Library/Caches/MyApp\n")
  }

  @Test func migrateListsOnlyAppScopedLocations() throws {
    let result = try CLI.run(["migrate", "--help"], environment: ["HOME": "/h"])
    #expect(!result.standardOutput.contains("documents"))
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsCompleteTheValues(shell: String) throws {
    let result = try CLI.run(
      ["--generate-completion-script", shell], environment: ["HOME": "/h"])
    #expect(result.status == 0, "\(result)")
    for value in ["applicationSupport", "watchos", "iphone6plus", "desktop"] {
      #expect(result.standardOutput.contains(value), "\(shell): \(value)")
    }
  }

  @Test func versionIsOneLine() throws {
    for arguments in [["--version"], ["dirs", "--version"]] {
      let result = try CLI.run(arguments, environment: ["HOME": "/h"])
      #expect(result.status == 0)
      #expect(
        result.standardOutput.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?\n/) != nil,
        "\(result)")
    }
  }
}
