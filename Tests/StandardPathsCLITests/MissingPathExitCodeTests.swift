import Foundation
import Testing

/// Design/command-line.md#exit-codes: an input path that does not exist is a failure, exit 2,
/// with one line naming the path, for every command that takes one (not a
/// lookup that found nothing, which is 1). `migrate` keeps the rule of Design/migration.md: a
/// legacy folder that does not exist is "nothing to migrate", exit 0.
@Suite struct MissingPathExitCodeTests {
  let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
  }

  static let commands: [[String]] = [
    ["backup", "status", "missing"],
    ["backup", "exclude", "missing"],
    ["backup", "include", "missing"],
    ["lint", "missing"],
    ["resolve", "Image1", "--root", "missing"],
  ]

  @Test(arguments: commands)
  func aMissingInputPathExitsWith2OnOneLine(_ arguments: [String]) throws {
    let result = try CLI.run(
      arguments, environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == 2, "\(result)")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result)")
    #expect(result.standardError.contains(scratch.path("missing")), "\(result)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func migrateFromAMissingFolderHasNothingToDo() throws {
    let result = try CLI.run(
      ["migrate", "missing", "--to", "caches", "--app", "MyApp"],
      environment: scratch.environment, currentDirectory: scratch.root)
    #expect(result.status == 0, "\(result)")
  }
}
