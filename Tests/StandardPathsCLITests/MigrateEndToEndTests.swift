import Foundation
import TestSupport
import Testing

/// `standard-paths migrate` (Design/migration.md), run as a separate process in a
/// scratch home directory.
@Suite struct MigrateEndToEndTests {
  /// A scratch home with a legacy folder `~/.myapp`: a nested tree with
  /// modes 0600 and 0755 and a relative symbolic link.
  private func makeLegacyTree(in scratch: ScratchDirectory) throws -> String {
    let legacy = scratch.path("home/.myapp")
    let manager = FileManager.default
    try manager.createDirectory(atPath: legacy + "/db/old", withIntermediateDirectories: true)
    try Data("settings".utf8).write(to: URL(filePath: legacy + "/settings.json"))
    try Data(repeating: 7, count: 1000).write(to: URL(filePath: legacy + "/db/old/data.bin"))
    try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: legacy + "/settings.json")
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: legacy + "/db")
    try manager.createSymbolicLink(atPath: legacy + "/current", withDestinationPath: "db/old")
    return legacy
  }

  private func migrate(
    _ legacy: String, _ options: [String] = [], in scratch: ScratchDirectory
  ) throws -> CLI.Result {
    try CLI.run(
      ["migrate", legacy, "--to", "applicationSupport", "--app", "myapp"] + options,
      environment: scratch.environment)
  }

  private func object(_ result: CLI.Result) throws -> [String: Any] {
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(json as? [String: Any], "\(result)")
  }

  @Test func nothingToMigrateExitsZero() throws {
    let scratch = try ScratchDirectory()
    let result = try migrate(scratch.path("home/.myapp"), in: scratch)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.standardOutput == "nothing to migrate: \(scratch.path("home/.myapp")) "
        + "does not exist\n")
    let json = try object(try migrate(scratch.path("home/.myapp"), ["--json"], in: scratch))
    #expect(json["status"] as? String == "nothing-to-migrate")
    #expect(!scratch.isDirectory("home/.local/share/myapp"))
  }

  @Test func sameFileSystemRenamesTheTree() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let before = TreeListing(legacy)
    let result = try migrate(legacy, in: scratch)
    #expect(result.status == 0, "\(result)")
    let destination = scratch.path("home/.local/share/myapp")
    #expect(
      result.standardOutput
        == "migrated \(legacy) to \(destination) by rename: 2 files, 1008 bytes\n")
    #expect(TreeListing(destination).items == before.items)
    #expect(!FileManager.default.fileExists(atPath: legacy))
    #expect(scratch.permissions("home/.local/share") == 0o700)
  }

  @Test func nonEmptyDestinationIsRefusedAndNothingChanges() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let destination = scratch.path("home/.local/share/myapp")
    try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
    try Data("newer".utf8).write(to: URL(filePath: destination + "/settings.json"))
    let home = TreeListing(scratch.path("home"))
    let result = try migrate(legacy, ["--json"], in: scratch)
    #expect(result.status == 2, "\(result)")
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result)")
    #expect(lines.first?.contains("\"\(legacy)\"") == true)
    #expect(lines.first?.contains("\"\(destination)\"") == true)
    #expect(lines.first?.contains("not empty") == true)
    #expect(TreeListing(scratch.path("home")) == home)
  }

  @Test func dryRunPrintsThePlanAndChangesNothing() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let home = TreeListing(scratch.path("home"))
    let text = try migrate(legacy, ["--dry-run"], in: scratch)
    #expect(text.status == 0, "\(text)")
    let destination = scratch.path("home/.local/share/myapp")
    #expect(
      text.standardOutput
        == "would migrate \(legacy) to \(destination) by rename: 2 files, 1008 bytes\n")
    let json = try object(try migrate(legacy, ["--dry-run", "--json"], in: scratch))
    #expect(json["status"] as? String == "planned")
    #expect(TreeListing(scratch.path("home")) == home)
    #expect(!scratch.isDirectory("home/.local"))
  }

  @Test func jsonHasTheContractsKeysInOrder() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let result = try migrate(legacy, ["--json"], in: scratch)
    #expect(result.status == 0, "\(result)")
    let keys = result.lines.dropFirst().dropLast().map {
      String($0.drop { $0 == " " }.dropFirst().prefix { $0 != "\"" })
    }
    #expect(keys == ["status", "from", "to", "method", "files", "bytes", "dropped-metadata"])
    let json = try object(result)
    #expect(json["status"] as? String == "migrated")
    #expect(json["from"] as? String == legacy)
    #expect(json["to"] as? String == scratch.path("home/.local/share/myapp"))
    #expect(json["method"] as? String == "rename")
    #expect(json["files"] as? Int == 2)
    #expect(json["bytes"] as? Int == 1008)
  }

  @Test func keepLinkLeavesALinkAndARerunSaysAlreadyMigrated() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let destination = scratch.path("home/.local/share/myapp")
    let first = try migrate(legacy, ["--keep-link"], in: scratch)
    #expect(first.status == 0, "\(first)")
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: legacy)
    #expect(target == destination)
    #expect(FileManager.default.fileExists(atPath: legacy + "/settings.json"))
    let again = try migrate(legacy, ["--keep-link", "--json"], in: scratch)
    #expect(again.status == 0, "\(again)")
    let json = try object(again)
    #expect(json["status"] as? String == "already-migrated")
    #expect(json["files"] as? Int == 0)
    let text = try migrate(legacy, in: scratch)
    #expect(text.standardOutput == "already migrated: \(legacy) links to \(destination)\n")
  }

  @Test func aLegacySymbolicLinkOfAnotherKindIsRefused() throws {
    let scratch = try ScratchDirectory()
    let elsewhere = scratch.path("elsewhere")
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("home/.myapp"), withDestinationPath: elsewhere)
    let result = try migrate(scratch.path("home/.myapp"), in: scratch)
    #expect(result.status == 2, "\(result)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.contains("symbolic link"))
  }

  /// A relative LEGACY is taken from the working directory, a `..` in it
  /// normalized before the check.
  @Test(arguments: [("home", ".myapp"), ("home/work", "../.myapp")])
  func aRelativeLegacyPathIsTakenFromTheWorkingDirectory(directory: String, legacy: String)
    throws
  {
    let scratch = try ScratchDirectory()
    _ = try makeLegacyTree(in: scratch)
    try FileManager.default.createDirectory(
      atPath: scratch.path(directory), withIntermediateDirectories: true)
    let result = try CLI.run(
      ["migrate", legacy, "--to", "config", "--app", "myapp", "--json"],
      environment: scratch.environment, currentDirectory: scratch.path(directory))
    #expect(result.status == 0, "\(result)")
    #expect(try object(result)["from"] as? String == scratch.path("home/.myapp"))
    #expect(scratch.isDirectory("home/.config/myapp/db"))
  }

  @Test(.enabled(if: MigrateKillTests.hasPauseHook, "needs the debug build's checkpoint hook"))
  func aSecondRunOfTheSameFolderExits75WhateverItsDestination() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let marker = scratch.path("paused")
    var environment = scratch.environment
    environment["STANDARD_PATHS_TEST_MIGRATE_PAUSE_AT"] = "journal-written"
    environment["STANDARD_PATHS_TEST_MIGRATE_PAUSE_FILE"] = marker
    let first = try CLI.start(
      ["migrate", legacy, "--to", "applicationSupport", "--app", "myapp"],
      environment: environment)
    let deadline = ContinuousClock.now + .seconds(30)
    while !FileManager.default.fileExists(atPath: marker) && ContinuousClock.now < deadline {
      usleep(1_000)
    }

    let second = try CLI.run(
      ["migrate", legacy, "--to", "config", "--app", "myapp"], environment: scratch.environment)

    #expect(first.kill(), "the first run paused and was still running")
    #expect(second.status == 75, "\(second)")
    #expect(
      second.standardError
        == "standard-paths: error: cannot migrate: another migration holds the lock on "
        + "\"\(scratch.path("home"))\"; try again when it has finished\n")
    #expect(!scratch.isDirectory("home/.config/myapp"), "no second copy")
    let rerun = try migrate(legacy, in: scratch)
    #expect(rerun.status == 0, "\(rerun)")
    #expect(scratch.isDirectory("home/.local/share/myapp/db"))
  }

  @Test(arguments: [
    ["--to", "documents"], ["--to", "nowhere"], ["--to", "caches", "--platform", "windows"],
    ["--to", "caches", "--app", "../evil"],
  ])
  func usageErrorsExit64(options: [String]) throws {
    let scratch = try ScratchDirectory()
    let result = try CLI.run(
      ["migrate", scratch.path("home/.myapp")] + options, environment: scratch.environment)
    #expect(result.status == 64, "\(result)")
  }

  @Test(.enabled(if: SmallFileSystem.isAvailable, "needs the right to mount a tmpfs (root)"))
  func acrossFileSystemsTheTreeIsCopiedWithModesTimesAndLinks() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let before = TreeListing(legacy)
    try SmallFileSystem.with(at: scratch.path("data"), kilobytes: 1024, mode: "0700") { data in
      var environment = scratch.environment
      environment["XDG_DATA_HOME"] = data
      let result = try CLI.run(
        ["migrate", legacy, "--to", "applicationSupport", "--app", "myapp", "--json"],
        environment: environment)
      #expect(result.status == 0, "\(result)")
      let json = try object(result)
      #expect(json["method"] as? String == "copy")
      #expect(json["files"] as? Int == 2)
      #expect(TreeListing(data + "/myapp").items == before.items)
      #expect(!FileManager.default.fileExists(atPath: legacy))
      let hidden = try FileManager.default.contentsOfDirectory(atPath: data)
      #expect(hidden == ["myapp"])
    }
  }

  @Test func aRefusalIsOneLineNamingBothPaths() throws {
    let scratch = try ScratchDirectory()
    let legacy = try makeLegacyTree(in: scratch)
    let destination = scratch.path("home/.local/share/myapp")
    try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
    try Data().write(to: URL(filePath: destination + "/x"))

    let result = try migrate(legacy, ["--json"], in: scratch)

    #expect(result.status == 2, "\(result)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "standard-paths: error: refusing to migrate \"\(legacy)\" to \"\(destination)\": "
        + "the destination is not empty\n")
  }

  @Test func pathsWithANewlineStayOnOneLine() throws {
    let scratch = try ScratchDirectory()
    let odd = scratch.path("home/odd\nname")
    try Data().write(to: URL(filePath: odd))
    let refused = try migrate(odd, in: scratch)
    #expect(refused.status == 2, "\(refused)")
    #expect(refused.standardError.split(separator: "\n").count == 1, "\(refused)")
    #expect(refused.standardError.contains("odd\\u{a}name"))

    try FileManager.default.removeItem(atPath: odd)
    try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: true)
    let migrated = try migrate(odd, in: scratch)
    #expect(migrated.status == 0, "\(migrated)")
    #expect(migrated.lines.count == 1, "\(migrated)")
    #expect(migrated.standardOutput.hasPrefix("migrated \(scratch.path("home/odd\\u{a}name")) to "))
  }

  @Test(.enabled(if: SmallFileSystem.isAvailable, "needs the right to mount a tmpfs (root)"))
  func aFullDestinationFileSystemFailsCleanlyAndKeepsTheLegacyFolder() throws {
    let scratch = try ScratchDirectory()
    let legacy = scratch.path("home/.myapp")
    try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: true)
    for index in 0..<3 {
      try Data(repeating: UInt8(index), count: 1 << 20)
        .write(to: URL(filePath: legacy + "/chunk-\(index)"))
    }
    let before = TreeListing(legacy)
    try SmallFileSystem.with(at: scratch.path("small"), kilobytes: 1024, mode: "0700") { small in
      var environment = scratch.environment
      environment["XDG_DATA_HOME"] = small
      let result = try CLI.run(
        ["migrate", legacy, "--to", "applicationSupport", "--app", "myapp", "--json"],
        environment: environment)

      #expect(result.status == 2, "\(result)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.split(separator: "\n").count == 1, "\(result)")
      #expect(result.standardError.contains("No space left on device"), "\(result)")
      #expect(TreeListing(legacy) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: small) == [])
    }
  }
}
