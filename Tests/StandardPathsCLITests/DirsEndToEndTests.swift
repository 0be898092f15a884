import Foundation
import Testing

/// The `dirs` and `dir` contract of Design/command-line.md, run as a separate process
/// with a fully controlled environment.
@Suite struct DirsEndToEndTests {
  private func object(_ result: CLI.Result) throws -> [String: Any] {
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(json as? [String: Any], "\(result)")
  }

  @Test func jsonWithOnlyHome() throws {
    let result = try CLI.run(["dirs", "--json", "--app", "MyApp"], environment: ["HOME": "/h"])
    try #require(result.status == 0, "\(result)")
    let paths = try object(result)
    #expect(paths["applicationSupport"] as? String == "/h/.local/share/MyApp")
    #expect(paths["caches"] as? String == "/h/.cache/MyApp")
    #expect(paths["config"] as? String == "/h/.config/MyApp")
    #expect(paths["state"] as? String == "/h/.local/state/MyApp")
    #expect(paths["logs"] as? String == "/h/.local/state/MyApp/log")
  }

  /// A home holding every character JSON escapes (and U+2028, which it
  /// need not) reads back as the same path.
  @Test(arguments: [
    #"/h/"quoted""#, #"/h/back\slash"#, "/h/tab\there", "/h/line\u{2028}sep", "/h/ctl\u{1}x",
    "/h/caf\u{E9} \u{1F600}",
  ])
  func jsonStringsRoundTrip(home: String) throws {
    let result = try CLI.run(["dirs", "--json", "--app", "MyApp"], environment: ["HOME": home])
    try #require(result.status == 0, "\(result)")
    #expect(try object(result)["caches"] as? String == home + "/.cache/MyApp")
  }

  @Test func jsonKeysAreInTheContractOrder() throws {
    let result = try CLI.run(["dirs", "--json"], environment: ["HOME": "/h"])
    let keys = result.lines.dropFirst().dropLast().map {
      String($0.drop { $0 == " " }.dropFirst().prefix { $0 != "\"" })
    }
    #expect(
      keys == [
        "home", "documents", "applicationSupport", "caches", "offlineData", "temporary",
        "resources", "config", "state", "logs", "runtime", "desktop", "downloads", "music",
        "pictures", "videos", "templates", "publicShare", "executables", "fonts", "applications",
        "preferences",
      ])
  }

  @Test func defaultAppNameAndDefaultCommand() throws {
    let result = try CLI.run([], environment: ["HOME": "/h"])
    try #require(result.status == 0, "\(result)")
    #expect(result.lines.contains("caches              /h/.cache/standard-paths"))
  }

  @Test func foreignPlatformHasNullWhereItHasNoLocation() throws {
    let result = try CLI.run(
      ["dirs", "--json", "--platform", "ios", "--app", "MyApp"], environment: ["HOME": "/c"])
    try #require(result.status == 0, "\(result)")
    let paths = try object(result)
    #expect(paths["desktop"] is NSNull)
    #expect(paths["resources"] is NSNull)
    #expect(paths["caches"] as? String == "/c/Library/Caches")
  }

  @Test func windowsLayoutUsesBackslashes() throws {
    let result = try CLI.run(
      ["dir", "caches", "--platform", "windows", "--org", "Acme", "--app", "MyApp", "--roaming"],
      environment: ["USERPROFILE": #"C:\Users\me"#])
    #expect(result.status == 0)
    #expect(result.standardOutput == #"C:\Users\me\AppData\Local\Acme\MyApp\Cache"# + "\n")
    let config = try CLI.run(
      ["dir", "config", "--platform", "windows", "--app", "MyApp", "--roaming"],
      environment: ["USERPROFILE": #"C:\Users\me"#])
    #expect(config.standardOutput == #"C:\Users\me\AppData\Roaming\MyApp"# + "\n")
  }

  @Test func macOSCachesUseTheBundleIdentifier() throws {
    let result = try CLI.run(
      ["dir", "caches", "--platform", "macos", "--app", "MyApp", "--bundle-id", "com.acme.MyApp"],
      environment: ["HOME": "/Users/me"])
    #expect(result.standardOutput == "/Users/me/Library/Caches/com.acme.MyApp\n")
  }

  @Test(arguments: [
    (["--app", "../evil"], "--app: invalid app name \"../evil\""),
    (["--app", ""], "--app: invalid app name \"\""),
    (["--org", "a/b"], "--org: invalid organization \"a/b\""),
    (["--bundle-id", "."], "--bundle-id: invalid bundle identifier \".\""),
    (["--app", "a\\b"], "--app: invalid app name \"a\\\\b\""),
  ])
  func invalidIdentityIsAUsageErrorNamingTheField(_ arguments: [String], _ message: String) throws {
    let result = try CLI.run(["dirs"] + arguments, environment: ["HOME": "/h"])
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.hasPrefix("Error: \(message)"), "\(result)")
    #expect(!result.standardError.contains("Fatal error"))
  }

  @Test(arguments: [["dir", "nowhere"], ["dirs", "--platform", "beos"], ["dirs", "--bogus"]])
  func usageErrorsExit64(_ arguments: [String]) throws {
    let result = try CLI.run(arguments, environment: ["HOME": "/h"])
    #expect(result.status == 64, "\(result)")
  }

  @Test func missingLocationExits1WithOneLine() throws {
    let result = try CLI.run(["dir", "desktop", "--platform", "ios"], environment: ["HOME": "/h"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.standardError == "standard-paths: error: ios has no desktop location\n")
  }

  @Test func noUsableHomeExits2() throws {
    let result = try CLI.run(["dir", "caches"], environment: ["HOME": "relative"])
    // As root the passwd home is absolute, so only an unknown uid reaches the error;
    // a relative HOME must never produce a relative path either way.
    if result.status == 0 {
      #expect(result.standardOutput.hasPrefix("/"))
    } else {
      #expect(result.status == 2)
      #expect(result.standardError.hasPrefix("standard-paths: error: cannot determine the home"))
    }
    let windows = try CLI.run(["dir", "caches", "--platform", "windows"], environment: [:])
    #expect(windows.status == 2)
    #expect(windows.standardError.split(separator: "\n").count == 1)
  }

  @Test func runtimeFallbackIsOneWarningLine() throws {
    let result = try CLI.run(
      ["dir", "runtime", "--app", "MyApp"],
      environment: ["HOME": "/h", "XDG_RUNTIME_DIR": "relative", "TMPDIR": "/nonexistent-tmp"])
    #expect(result.status == 0)
    let warnings = result.standardError.split(separator: "\n")
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("standard-paths: warning: runtime: XDG_RUNTIME_DIR") == true)
    #expect(result.standardOutput.hasSuffix("/MyApp\n"))
  }
}
