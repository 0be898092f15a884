import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// What a migration refuses, and that a refusal changes nothing.
@Suite struct MigrationRefusalTests {
  let scratch: MigrationSandbox
  let legacy: String
  let destination: String

  init() throws {
    scratch = try MigrationSandbox()
    legacy = scratch.path(".myapp")
    destination = scratch.path("share/myapp")
    TreeFixtures.buildRich(at: legacy)
  }

  @Test func aNonEmptyDestinationIsRefusedWithBothTreesUnchanged() throws {
    TreeFixtures.buildMany(at: destination, folders: 2, filesPerFolder: 3, bigFiles: 0)
    let legacyBefore = TreeSnapshot(legacy)
    let destinationBefore = TreeSnapshot(destination)
    let expected = MigrationError.destinationNotEmpty(
      legacy: FilePath(legacy), destination: FilePath(destination))

    #expect(throws: expected) { try MigrationCheck.migration(legacy, destination).plan() }
    #expect(throws: expected) { try MigrationCheck.migration(legacy, destination).run() }

    #expect(TreeSnapshot(legacy) == legacyBefore)
    #expect(TreeSnapshot(destination) == destinationBefore)
    #expect(Posix.names(scratch.path("share")) == ["myapp"])
    #expect(expected.description.contains(legacy) && expected.description.contains(destination))
  }

  @Test func aFileAtTheDestinationIsRefused() throws {
    try FileManager.default.createDirectory(
      atPath: scratch.path("share"), withIntermediateDirectories: true)
    Posix.writeFile(Posix.bytes(destination), Array("file".utf8))
    #expect(
      throws: MigrationError.destinationNotADirectory(
        legacy: FilePath(legacy), destination: FilePath(destination))
    ) {
      try MigrationCheck.migration(legacy, destination).run()
    }
  }

  @Test func aLegacySymbolicLinkIsNeverFollowed() throws {
    let link = scratch.path(".linked")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: legacy)
    let before = TreeSnapshot(legacy)

    #expect(
      throws: MigrationError.legacyIsSymbolicLink(
        legacy: FilePath(link), destination: FilePath(destination))
    ) {
      try MigrationCheck.migration(link, destination).run()
    }
    #expect(TreeSnapshot(legacy) == before)
    #expect(MigrationCheck.isLink(link, to: legacy))
    #expect(!Posix.exists(scratch.path("share")))
  }

  @Test func aLegacyFileIsRefusedAndAMissingLegacyIsNothingToMigrate() throws {
    let file = scratch.path(".rc")
    Posix.writeFile(Posix.bytes(file), [])
    #expect(throws: MigrationError.legacyNotADirectory(FilePath(file))) {
      try MigrationCheck.migration(file, destination).run()
    }
    let missing = try MigrationCheck.migration(scratch.path(".none"), destination).run()
    #expect(missing.status == .nothingToMigrate && missing.files == 0)
    #expect(!Posix.exists(scratch.path("share")), "nothing is created")
  }

  @Test func aFIFOOnOneFileSystemMovesWithTheRename() throws {
    let fifo = legacy + "/nested/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)

    let outcome = try MigrationCheck.migration(legacy, destination).run()

    #expect(outcome.status == .migrated && outcome.method == .rename)
    let moved = try #require(Posix.status(Posix.bytes(destination + "/nested/pipe")))
    #expect(moved.st_mode & S_IFMT == S_IFIFO, "one rename moves it safely")
  }

  @Test func overlappingPathsAreRefused() throws {
    #expect(
      throws: MigrationError.overlappingPaths(
        legacy: FilePath(legacy), destination: FilePath(legacy + "/inner"))
    ) {
      try MigrationCheck.migration(legacy, legacy + "/inner").run()
    }
    // The same folder by another name: a link to the legacy folder.
    let alias = scratch.path("alias")
    try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: legacy)
    #expect(
      throws: MigrationError.overlappingPaths(
        legacy: FilePath(legacy), destination: FilePath(alias + "/inner/app"))
    ) {
      try MigrationCheck.migration(legacy, alias + "/inner/app").run()
    }
    #expect(!Posix.exists(legacy + "/inner"))
  }

  @Test func relativePathsAndDotDotAreRefused() {
    #expect(throws: MigrationError.invalidPath("relative/app")) {
      try MigrationCheck.migration("relative/app", destination).run()
    }
    #expect(throws: MigrationError.invalidPath(FilePath(scratch.path("a/../b")))) {
      try MigrationCheck.migration(legacy, scratch.path("a/../b")).run()
    }
    #expect(throws: MigrationError.invalidPath("/")) {
      try MigrationCheck.migration("/", destination).run()
    }
  }

  @Test func aDotDotIsAcceptedOnlyWhereItLeadsWhereItSays() throws {
    Posix.makeDirectory(Posix.bytes(scratch.path("work")))
    Posix.makeDirectory(Posix.bytes(scratch.path("elsewhere/inner")))
    Posix.makeLink(
      Posix.bytes(scratch.path("jump")), to: Posix.bytes(scratch.path("elsewhere/inner")))
    let throughLink = FilePath(scratch.path("jump/../.myapp"))  // the kernel: elsewhere/.myapp

    #expect(throws: MigrationError.invalidPath(throughLink)) {
      try LegacyMigration(from: throughLink, to: FilePath(destination)).plan()
    }
    let plain = try LegacyMigration(
      from: FilePath(scratch.path("work/../.myapp")), to: FilePath(destination)
    ).plan()
    #expect(plain.legacy == FilePath(legacy) && plain.status == .planned)
  }

  @Test func aMigrationIntoALockedParentIsBusy() throws {
    let parent = scratch.path("share")
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    let descriptor = open(parent, O_RDONLY | O_DIRECTORY)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX) == 0)

    #expect(throws: MigrationError.busy(FilePath(parent))) {
      try MigrationCheck.migration(legacy, destination).run()
    }
    #expect(Posix.exists(legacy) && !Posix.exists(destination))
  }

  @Test func everyMessageIsOneLineShowingEveryByte() {
    let tricky = FilePath(platformString: Array("/tmp/a\nb\u{1B}\"c\\".utf8CString))
    let latin1 = FilePath(
      platformString: Array("/tmp/caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0])
    let messages = [
      MigrationError.destinationNotEmpty(legacy: tricky, destination: latin1).description,
      MigrationError.fileSystem(FileSystemError("copy", tricky, .noSpace)).description,
      MigrationError.renameFailed(tricky, to: latin1, .improperLink).description,
    ]
    for message in messages {
      #expect(!message.contains("\n") && !message.contains("\u{1B}"), "\(message)")
    }
    #expect(messages[0].contains(#""/tmp/a\u{a}b\u{1b}\"c\\""#), "\(messages[0])")
    #expect(messages[0].contains(#""/tmp/caf\x{e9}""#), "\(messages[0])")
  }
}
