import Foundation
import Testing

#if os(Linux)
  /// `standard-paths backup exclude|include|status PATH`.
  @Suite struct BackupEndToEndTests {
    let scratch: ScratchDirectory

    init() throws {
      scratch = try ScratchDirectory()
      try FileManager.default.createDirectory(
        atPath: scratch.path("cache"), withIntermediateDirectories: true)
    }

    private func backup(_ arguments: String...) throws -> CLI.Result {
      try CLI.run(
        ["backup"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
    }

    @Test func excludeStatusAndIncludePrintOneLinePerMechanism() throws {
      let before = try backup("status", "cache")
      #expect(before.status == 0, "\(before)")
      #expect(
        before.lines == ["CACHEDIR.TAG: not excluded", "user.xdg.robots.backup: not excluded"])

      let excluded = try backup("exclude", "cache", "--app", "Tool")
      #expect(excluded.status == 0, "\(excluded)")
      #expect(excluded.lines == ["CACHEDIR.TAG: excluded", "user.xdg.robots.backup: excluded"])
      let tag = try String(contentsOfFile: scratch.path("cache/CACHEDIR.TAG"), encoding: .utf8)
      #expect(tag.contains("created by Tool."))
      #expect(tag.contains("https://bford.info/cachedir/"))

      #expect(try backup("status", scratch.path("cache")).lines == excluded.lines)

      let included = try backup("include", "cache")
      #expect(included.status == 0, "\(included)")
      #expect(included.lines == before.lines)
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("cache")) == [])
    }

    @Test func jsonIsOneObjectKeyedByMechanism() throws {
      _ = try backup("exclude", "cache")
      let result = try backup("status", "cache", "--json")
      #expect(result.status == 0, "\(result)")
      #expect(
        result.standardOutput == """
          {
            "CACHEDIR.TAG": "excluded",
            "user.xdg.robots.backup": "excluded"
          }

          """)
    }

    /// Design/command-line.md#exit-codes: an input path that does not exist is a failure (2),
    /// not a lookup that found nothing (1).
    @Test(arguments: ["status", "exclude", "include"])
    func aMissingDirectoryExitsWith2(action: String) throws {
      let result = try backup(action, "missing")
      #expect(result.status == 2, "\(result)")
      #expect(
        result.standardError
          == "standard-paths: error: no directory at \(scratch.path("missing"))\n")
      #expect(result.standardOutput == "")
    }

    @Test func aForeignTagExitsWith2AndIsKept() throws {
      try Data("my notes".utf8).write(to: URL(filePath: scratch.path("cache/CACHEDIR.TAG")))

      let result = try backup("exclude", "cache")

      #expect(result.status == 2, "\(result)")
      #expect(result.standardError.contains(scratch.path("cache/CACHEDIR.TAG")))
      #expect(result.standardError.split(separator: "\n").count == 1)
      #expect(
        FileManager.default.contents(atPath: scratch.path("cache/CACHEDIR.TAG"))
          == Data("my notes".utf8))
    }

    @Test func aFileIsNotADirectory() throws {
      try Data().write(to: URL(filePath: scratch.path("file")))
      let result = try backup("exclude", "file")
      #expect(result.status == 2, "\(result)")
      #expect(
        result.standardError
          == "standard-paths: error: \(scratch.path("file")) is not a directory\n")
    }

    @Test(arguments: [["frobnicate", "cache"], ["status"], ["exclude", "cache", "--app", "../x"]])
    func usageErrorsExitWith64(arguments: [String]) throws {
      let result = try CLI.run(
        ["backup"] + arguments, environment: scratch.environment, currentDirectory: scratch.root)
      #expect(result.status == 64, "\(result)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("cache")) == [])
    }
  }
#endif
