import Foundation
import Testing

/// A set value that is refused is one `warning:` line per variable on stderr
/// (Design/locations.md#refused-values); stdout and the exit code are those of the
/// variable unset, and an unset or empty variable prints nothing.
@Suite struct RefusedValueEndToEndTests {
  /// Each variable, and a location whose path it decides.
  static let variables: [(String, String)] = [
    ("XDG_DATA_HOME", "offlineData"), ("XDG_CONFIG_HOME", "config"),
    ("XDG_CACHE_HOME", "caches"), ("XDG_STATE_HOME", "logs"),
    ("XDG_DOCUMENTS_DIR", "documents"), ("XDG_MUSIC_DIR", "music"), ("HOME", "home"),
  ]

  /// A scratch environment with every XDG base directory inside it, and
  /// `variable` set to `value` (or removed for `nil`).
  private func environment(
    _ scratch: ScratchDirectory, _ variable: String, _ value: String?
  ) -> [String: String] {
    var environment = scratch.environment.merging(
      [
        "XDG_DATA_HOME": scratch.path("home/.local/share"),
        "XDG_CONFIG_HOME": scratch.path("home/.config"),
        "XDG_CACHE_HOME": scratch.path("home/.cache"),
        "XDG_STATE_HOME": scratch.path("home/.local/state"),
      ], uniquingKeysWith: { $1 })
    environment[variable] = value
    return environment
  }

  @Test(arguments: variables)
  func relativeValueWarnsOnce(_ variable: String, _ location: String) throws {
    let scratch = try ScratchDirectory()
    for arguments in [
      ["dirs", "--app", "Notes"], ["dirs", "--json", "--app", "Notes"],
      ["dirs", "--explain", "--app", "Notes"], ["dir", location, "--app", "Notes"],
    ] {
      let refused = try CLI.run(
        arguments, environment: environment(scratch, variable, "rel/dir"),
        currentDirectory: scratch.root)
      let unset = try CLI.run(
        arguments, environment: environment(scratch, variable, nil),
        currentDirectory: scratch.root)
      #expect(refused.status == unset.status, "\(arguments) \(refused)")
      let lines = refused.standardError.split(separator: "\n")
      #expect(lines.count == 1, "\(arguments) \(refused)")
      #expect(lines.first?.hasPrefix("standard-paths: warning: ") == true)
      #expect(
        lines.first?.contains(": \(variable) \"rel/dir\" is not an absolute path; using ") == true,
        "\(refused)")
      #expect(unset.standardError.isEmpty, "\(unset)")
      if !arguments.contains("--explain") {
        #expect(refused.standardOutput == unset.standardOutput, "\(arguments)")
      }
    }
  }

  @Test(arguments: variables.map(\.0))
  func emptyValueIsSilent(_ variable: String) throws {
    let scratch = try ScratchDirectory()
    let result = try CLI.run(
      ["dirs", "--app", "Notes"], environment: environment(scratch, variable, ""),
      currentDirectory: scratch.root)
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
  }

  @Test func migrateWarnsAboutItsDestination() throws {
    let scratch = try ScratchDirectory()
    let result = try CLI.run(
      ["migrate", scratch.path("home/.notes"), "--to", "caches", "--app", "Notes"],
      environment: environment(scratch, "XDG_CACHE_HOME", "rel/dir"),
      currentDirectory: scratch.root)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardError
        == "standard-paths: warning: caches: XDG_CACHE_HOME \"rel/dir\" is not an absolute "
        + "path; using \(scratch.path("home/.cache/Notes"))\n")
  }
}
