import Foundation
import Testing

#if os(Linux)
  /// `dirs --explain`, services, sandboxes, warnings and exact bytes
  /// (Design/locations.md), run as a separate process with a
  /// fully controlled environment.
  @Suite struct DirsExplainEndToEndTests {
    let scratch: ScratchDirectory

    init() throws {
      scratch = try ScratchDirectory()
    }

    private func object(_ result: CLI.Result) throws -> [String: Any] {
      let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      return try #require(json as? [String: Any], "\(result)")
    }

    /// The `key  path  (source)` line of `key` in an explain table.
    private func line(_ key: String, in result: CLI.Result) -> String? {
      result.lines.first { $0.hasPrefix(key + " ") }
    }

    private func writeUserDirs(_ text: String, in relative: String = "home/.config") throws {
      try FileManager.default.createDirectory(
        atPath: scratch.path(relative), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(filePath: scratch.path(relative + "/user-dirs.dirs")))
    }

    private var home: String { scratch.path("home") }

    @Test func explainPrintsEachLocationWithItsSource() throws {
      try writeUserDirs("# one\n# two\n\n\n\n\n\nXDG_DOCUMENTS_DIR=\"$HOME/Docs\"\n")
      var environment = scratch.environment
      environment["CACHE_DIRECTORY"] = "/var/cache/myapp"
      let result = try CLI.run(["dirs", "--explain", "--app", "MyApp"], environment: environment)
      try #require(result.status == 0, "\(result)")
      #expect(
        line("caches", in: result)
          == "caches              /var/cache/myapp  (systemd CACHE_DIRECTORY)")
      #expect(
        line("documents", in: result)
          == "documents           \(home)/Docs  (user-dirs.dirs line 8)")
      #expect(
        line("config", in: result)
          == "config              \(home)/.config/MyApp  (default: XDG_CONFIG_HOME unset)")
      #expect(line("home", in: result) == "home                \(home)  (HOME)")
      #expect(result.lines.last == "sandbox: none")
      #expect(result.lines.count == 23)
    }

    /// A line outside the user-dirs.dirs grammar is skipped, and the
    /// folder whose key it mentions names it.
    @Test func explainNamesSkippedLines() throws {
      try writeUserDirs(
        "XDG_DOCUMENTS_DIR=\"$HOME/Docs\"\nXDG_MUSIC_DIR=\"$(whoami)\"\nXDG_VIDEOS_DIR=/v ; true\n")
      let result = try CLI.run(
        ["dirs", "--explain", "--app", "MyApp"], environment: scratch.environment)
      try #require(result.status == 0, "\(result)")
      #expect(
        line("documents", in: result)
          == "documents           \(home)/Docs  (user-dirs.dirs line 1)")
      #expect(
        line("music", in: result)
          == "music               \(home)/Music  (default: XDG_MUSIC_DIR unset and not in "
          + "user-dirs.dirs; user-dirs.dirs line 2 skipped: command substitution is never run)")
      #expect(
        line("videos", in: result)
          == "videos              \(home)/Videos  (default: XDG_VIDEOS_DIR unset and not in "
          + "user-dirs.dirs; user-dirs.dirs line 3 skipped: not a plain assignment)")
    }

    @Test func explainAsJSON() throws {
      var environment = scratch.environment
      environment["FLATPAK_ID"] = "org.example.App"
      let result = try CLI.run(
        ["dirs", "--json", "--explain", "--app", "MyApp"], environment: environment)
      try #require(result.status == 0, "\(result)")
      let root = try object(result)
      #expect(Set(root.keys) == ["locations", "sources", "sandbox"])
      let locations = try #require(root["locations"] as? [String: Any])
      let sources = try #require(root["sources"] as? [String: Any])
      #expect(locations.count == 22)
      #expect(Set(sources.keys) == Set(locations.keys))
      #expect(
        locations["state"] as? String == "\(home)/.var/app/org.example.App/.local/state/MyApp")
      #expect(sources["state"] as? String == "flatpak: XDG_STATE_HOME unset")
      #expect(sources["home"] as? String == "HOME")
      let sandbox = try #require(root["sandbox"] as? [String: Any])
      #expect(sandbox["kind"] as? String == "flatpak")
      #expect(sandbox["id"] as? String == "org.example.App")
    }

    @Test func explainAsJSONForAForeignPlatformHasNullSources() throws {
      let result = try CLI.run(
        ["dirs", "--json", "--explain", "--platform", "ios"], environment: ["HOME": "/c"])
      try #require(result.status == 0, "\(result)")
      let root = try object(result)
      let sources = try #require(root["sources"] as? [String: Any])
      #expect(sources["desktop"] is NSNull)
      #expect(sources["caches"] as? String == "default")
      #expect(root["sandbox"] is NSNull)
    }

    @Test func snapSandboxInJSON() throws {
      let environment = [
        "HOME": home + "/snap/hello/12", "SNAP_NAME": "hello", "SNAP_REVISION": "12",
        "SNAP_REAL_HOME": home,
      ]
      try writeUserDirs("XDG_MUSIC_DIR=\"$HOME/Tunes\"\n")
      let result = try CLI.run(
        ["dirs", "--json", "--explain", "--app", "MyApp"], environment: environment)
      try #require(result.status == 0, "\(result)")
      let root = try object(result)
      let sandbox = try #require(root["sandbox"] as? [String: Any])
      #expect(sandbox["kind"] as? String == "snap")
      #expect(sandbox["name"] as? String == "hello")
      #expect(sandbox["revision"] as? String == "12")
      let locations = try #require(root["locations"] as? [String: Any])
      #expect(locations["music"] as? String == "\(home)/Tunes")
      #expect(locations["documents"] as? String == "\(home)/Documents")
      #expect(locations["caches"] as? String == "\(home)/snap/hello/12/.cache/MyApp")
    }

    @Test func jsonAloneIsUnchanged() throws {
      var environment = scratch.environment
      environment["STATE_DIRECTORY"] = "/var/lib/myapp"
      let result = try CLI.run(["dirs", "--json", "--app", "MyApp"], environment: environment)
      try #require(result.status == 0, "\(result)")
      let paths = try object(result)
      #expect(paths.count == 22)
      #expect(paths["state"] as? String == "/var/lib/myapp")
      #expect(paths["logs"] as? String == "/var/lib/myapp/log")
      #expect(paths["sources"] == nil)
    }

    @Test func serviceDirectoriesAndTheirOptOut() throws {
      var environment = scratch.environment
      environment["STATE_DIRECTORY"] = "/var/lib/myapp:/var/lib/other"
      environment["LOGS_DIRECTORY"] = "relative/log"
      let with = try CLI.run(["dir", "state", "--app", "MyApp"], environment: environment)
      #expect(with.standardOutput == "/var/lib/myapp\n")
      let logs = try CLI.run(["dir", "logs", "--app", "MyApp"], environment: environment)
      #expect(logs.standardOutput == "/var/lib/myapp/log\n")
      let without = try CLI.run(
        ["dir", "state", "--app", "MyApp", "--no-service-dirs"], environment: environment)
      #expect(without.standardOutput == "\(home)/.local/state/MyApp\n")
    }

    // MARK: - Warnings (Design/locations.md#refused-values)

    @Test func anUnsetRuntimeVariablePrintsNoWarning() throws {
      let result = try CLI.run(
        ["dirs", "--app", "MyApp"], environment: ["HOME": home, "TMPDIR": scratch.path("tmp")])
      #expect(result.status == 0)
      #expect(result.standardError == "", "\(result)")
      let explained = try CLI.run(
        ["dirs", "--explain", "--app", "MyApp"],
        environment: ["HOME": home, "TMPDIR": scratch.path("tmp")])
      #expect(
        line("runtime", in: explained)?.contains("(fallback: XDG_RUNTIME_DIR is not set") == true)
    }

    @Test func aRejectedXDGRuntimeDirIsOneWarning() throws {
      try FileManager.default.createDirectory(
        atPath: scratch.path("open"), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o755])
      let result = try CLI.run(
        ["dirs", "--app", "MyApp"],
        environment: ["HOME": home, "XDG_RUNTIME_DIR": scratch.path("open")])
      #expect(result.status == 0)
      let warnings = result.standardError.split(separator: "\n")
      #expect(warnings.count == 1, "\(result)")
      #expect(
        warnings.first?.hasPrefix(
          "standard-paths: warning: runtime: XDG_RUNTIME_DIR \(scratch.path("open")) has mode 0755")
          == true)
    }

    @Test func aRejectedRuntimeDirectoryIsOneWarningAndFallsBack() throws {
      try FileManager.default.createDirectory(
        atPath: scratch.path("service"), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o755])
      var environment = scratch.environment
      environment["RUNTIME_DIRECTORY"] = scratch.path("service")
      let result = try CLI.run(["dir", "runtime", "--app", "MyApp"], environment: environment)
      #expect(result.status == 0)
      #expect(result.standardOutput == scratch.path("run") + "/MyApp\n")
      let expected =
        "standard-paths: warning: runtime: RUNTIME_DIRECTORY \(scratch.path("service")) has "
        + "mode 0755, not 0700; using \(scratch.path("run"))/MyApp\n"
      #expect(result.standardError == expected)
    }

    // MARK: - Bytes (Design/locations.md#paths-are-bytes)

    @Test func dirPrintsTheExactBytesAndJSONWarnsOnce() throws {
      let documents = Array("/srv/caf".utf8) + [0xE9]
      let raw = ["XDG_DOCUMENTS_DIR": documents]
      let dir = try CLI.run(
        ["dir", "documents"], environment: scratch.environment, rawVariables: raw)
      #expect(dir.status == 0, "\(dir)")
      #expect(dir.standardOutputBytes == documents + [0x0A])
      #expect(dir.standardError == "")

      let json = try CLI.run(
        ["dirs", "--json"], environment: scratch.environment, rawVariables: raw)
      #expect(json.status == 0)
      #expect(try object(json)["documents"] as? String == "/srv/caf\u{FFFD}")
      let warnings = json.standardError.split(separator: "\n")
      #expect(warnings.count == 1)
      #expect(
        warnings.first?.hasPrefix(
          "standard-paths: warning: documents: the path is not valid UTF-8") == true)
    }

    // MARK: - Windows names (Design/locations.md#names-windows-cannot-hold)

    @Test(arguments: [
      (["--app", "CON"], #"--app: invalid app name "CON": not valid on Windows"#),
      (["--app", "a:b"], #"--app: invalid app name "a:b": not valid on Windows"#),
      (["--org", "Acme."], #"--org: invalid organization "Acme.": not valid on Windows"#),
    ])
    func windowsNamesAreUsageErrors(_ arguments: [String], _ message: String) throws {
      let result = try CLI.run(
        ["dirs", "--platform", "windows"] + arguments,
        environment: ["USERPROFILE": #"C:\Users\me"#])
      #expect(result.status == 64, "\(result)")
      #expect(result.standardError.hasPrefix("Error: \(message)"), "\(result)")
      let linux = try CLI.run(["dir", "caches"] + arguments, environment: ["HOME": "/h"])
      #expect(linux.status == 0, "\(linux)")
    }

    // MARK: - One line, always

    @Test func errorsAboutPathsWithNewlinesAreOneLine() throws {
      let result = try CLI.run(
        ["backup", "status", scratch.path("no\nsuch\rdir")], environment: scratch.environment)
      #expect(result.status != 0, "\(result)")
      #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
      #expect(result.standardError.contains("no\\u{a}such\\u{d}dir"))
    }

    @Test(arguments: [
      ["dir", "no\nwhere"], ["dirs", "--platform", "no\nwhere"], ["dirs", "--app", "no\nwhere"],
    ])
    func usageErrorsAboutNamesWithNewlinesKeepTheErrorOnTheFirstLine(_ arguments: [String]) throws {
      let result = try CLI.run(arguments, environment: ["HOME": home])
      #expect(result.status == 64, "\(result)")
      let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first?.contains(#"no\u{a}where"#) == true, "\(result)")
      #expect(!result.standardError.contains("\nwhere"), "\(result)")
    }

    @Test func warningsAboutPathsWithNewlinesAreOneLine() throws {
      let open = scratch.path("open\nrun")
      try FileManager.default.createDirectory(
        atPath: open, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
      let result = try CLI.run(
        ["dir", "runtime"], environment: ["HOME": home, "XDG_RUNTIME_DIR": open])
      #expect(result.status == 0)
      #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
      #expect(result.standardError.contains("open\\u{a}run has mode 0755"), "\(result)")
    }
  }
#endif
