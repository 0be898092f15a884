import Foundation
import Testing

#if os(Linux)
  /// `standard-paths dirs --create`, run as a separate process with `HOME`,
  /// `TMPDIR` and `XDG_RUNTIME_DIR` in a scratch directory.
  @Suite struct DirsCreateEndToEndTests {
    let scratch: ScratchDirectory

    init() throws {
      scratch = try ScratchDirectory()
    }

    /// The locations the tool reports, parsed from `dirs --json`.
    private func locations(_ result: CLI.Result) throws -> [String: String] {
      let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      return try #require(object as? [String: Any]).compactMapValues { $0 as? String }
    }

    private static let appScoped = [
      "applicationSupport", "caches", "config", "state", "logs", "offlineData", "temporary",
      "runtime",
    ]

    @Test(arguments: ["022", "277", "000"])
    func createsEveryAppScopedDirectoryWithMode0700(umask: String) throws {
      let result = try CLI.run(
        ["dirs", "--create", "--app", "CLIApp", "--json"], environment: scratch.environment,
        umask: umask)
      try #require(result.status == 0, "\(result)")
      #expect(result.standardError == "")

      let paths = try locations(result)
      for key in Self.appScoped {
        let path = try #require(paths[key], "\(key) missing from \(paths)")
        let relative = String(path.dropFirst(scratch.root.count + 1))
        #expect(scratch.isDirectory(relative), "\(key)")
        #expect(scratch.permissions(relative) == 0o700, "\(key) under umask \(umask)")
      }
      #expect(scratch.permissions("home/.local") == 0o700)
      // The home directory is untouched and no user folder is created.
      #expect(scratch.permissions("home") == 0o755)
      let home = try FileManager.default.contentsOfDirectory(atPath: scratch.path("home")).sorted()
      #expect(home == [".cache", ".config", ".local"])
      // offlineData is excluded from backup.
      let offline = try #require(paths["offlineData"])
      let tag = try String(contentsOfFile: offline + "/CACHEDIR.TAG", encoding: .utf8)
      #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"))
      #expect(tag.contains("created by CLIApp."))
    }

    @Test func manyProcessesCreatingAtOnceAllSucceed() throws {
      let running = try (0..<8).map { _ in
        try CLI.start(["dirs", "--create", "--app", "CLIApp"], environment: scratch.environment)
      }
      let results = try running.map { try $0.wait() }
      for result in results {
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError == "")
      }
      #expect(scratch.permissions("home/.cache/CLIApp") == 0o700)
    }

    @Test func anUnsafeTemporaryDirectoryIsAnErrorWithExitCode2() throws {
      let temporary = try #require(
        try CLI.run(["dir", "temporary", "--app", "CLIApp"], environment: scratch.environment)
          .lines.first)
      try FileManager.default.createDirectory(
        atPath: scratch.path("tmp"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        atPath: scratch.path("elsewhere"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: temporary, withDestinationPath: scratch.path("elsewhere"))

      let result = try CLI.run(
        ["dirs", "--create", "--app", "CLIApp"], environment: scratch.environment)

      #expect(result.status == 2, "\(result)")
      #expect(
        result.standardError
          == "standard-paths: error: refusing unsafe private directory: \(temporary) "
          + "is a symbolic link\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("elsewhere")) == [])
    }

    @Test func aFileInTheWayIsAnErrorWithExitCode2() throws {
      try Data("mine".utf8).write(to: URL(filePath: scratch.path("home/.cache")))

      let result = try CLI.run(
        ["dirs", "--create", "--app", "CLIApp"], environment: scratch.environment)

      #expect(result.status == 2, "\(result)")
      #expect(result.standardError.contains(scratch.path("home/.cache")))
      #expect(result.standardError.split(separator: "\n").count == 1)
      #expect(
        FileManager.default.contents(atPath: scratch.path("home/.cache")) == Data("mine".utf8))
    }

    @Test(arguments: [
      ["dirs", "--create", "--platform", "windows"],
      ["dirs", "--create", "--platform", "macos"],
      ["dirs", "--create", "--app", "../evil"],
    ])
    func usageErrorsExitWith64AndCreateNothing(arguments: [String]) throws {
      let result = try CLI.run(arguments, environment: scratch.environment)
      #expect(result.status == 64, "\(result)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("home")) == [])
    }

    @Test func withoutCreateNothingIsCreated() throws {
      let result = try CLI.run(["dirs", "--app", "CLIApp"], environment: scratch.environment)
      #expect(result.status == 0, "\(result)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.root).sorted() == ["home"])
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("home")) == [])
    }
  }
#endif
