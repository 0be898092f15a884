import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// The journal of Design/migration.md#crash-safety, exercised with states a crash
/// leaves, built by hand (the kill tests make them for real).
@Suite struct MigrationResumeTests {
  let scratch: MigrationSandbox
  let legacy: String
  let parent: String
  let destination: String
  let journal: String

  init() throws {
    scratch = try MigrationSandbox()
    legacy = scratch.path(".myapp")
    parent = scratch.path("share")
    destination = scratch.path("share/myapp")
    journal = scratch.path("share/.myapp.migration-journal")
    TreeFixtures.buildRich(at: legacy)
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
  }

  /// Writes a journal in the documented format.
  private func writeJournal(legacy: String, destination: String) {
    let bytes =
      Array("StandardPaths migration journal 1\n".utf8) + Array("legacy".utf8) + [0]
      + Array(legacy.utf8) + [0] + Array("destination".utf8) + [0] + Array(destination.utf8) + [0]
    Posix.writeFile(Posix.bytes(journal), bytes, mode: 0o600)
  }

  /// The state after the copy was renamed into place: both trees, journal.
  private func makeFinishedCopy() {
    TreeFixtures.buildRich(at: destination)
    writeJournal(legacy: legacy, destination: destination)
  }

  @Test func theJournalLetsANonEmptyDestinationBeFinished() throws {
    makeFinishedCopy()
    let expected = try #require(TreeSnapshot(destination))

    let plan = try MigrationCheck.migration(legacy, destination).plan()
    let outcome = try MigrationCheck.migration(legacy, destination).run()

    #expect(plan.status == .planned && plan.resumesInterruptedMigration)
    #expect(outcome.status == .migrated)
    #expect(outcome.files == MigrationCheck.totals(expected).files)
    #expect(!Posix.exists(legacy))
    #expect(TreeSnapshot(destination) == expected)
    #expect(Posix.names(parent) == ["myapp"])
  }

  @Test func aPartlyRemovedLegacyFolderIsFinished() throws {
    makeFinishedCopy()
    try FileManager.default.removeItem(atPath: legacy + "/nested")
    try FileManager.default.removeItem(atPath: legacy + "/big.bin")

    let outcome = try MigrationCheck.migration(legacy, destination, keepsLink: true).run()

    #expect(outcome.status == .migrated)
    #expect(MigrationCheck.isLink(legacy, to: destination))
    #expect(Posix.names(parent) == ["myapp"])
  }

  @Test func aLegacyFolderAlreadyGoneOnlyNeedsItsLinkAndTheJournalRemoved() throws {
    makeFinishedCopy()
    try FileManager.default.removeItem(atPath: legacy)

    let outcome = try MigrationCheck.migration(legacy, destination, keepsLink: true).run()

    #expect(outcome.status == .migrated)
    #expect(MigrationCheck.isLink(legacy, to: destination))
    #expect(Posix.names(parent) == ["myapp"])
  }

  @Test func aDestinationThatDiffersFromTheLegacyFolderIsNotTrusted() throws {
    makeFinishedCopy()
    Posix.writeFile(Posix.bytes(destination + "/private.txt"), Array("tampered".utf8), mode: 0o600)
    let legacyBefore = TreeSnapshot(legacy)
    let parentBefore = TreeSnapshot(parent)

    #expect(
      throws: MigrationError.verificationFailed(
        legacy: FilePath(legacy + "/private.txt"),
        destination: FilePath(destination + "/private.txt"))
    ) {
      try MigrationCheck.migration(legacy, destination).run()
    }
    #expect(TreeSnapshot(legacy) == legacyBefore)
    #expect(TreeSnapshot(parent) == parentBefore, "journal and destination kept")
  }

  @Test func aJournalOfAnotherMigrationOrADamagedOneIsRefused() throws {
    makeFinishedCopy()
    writeJournal(legacy: scratch.path(".other"), destination: destination)
    let foreign = TreeSnapshot(scratch.root)
    #expect(throws: MigrationError.foreignJournal(FilePath(journal))) {
      try MigrationCheck.migration(legacy, destination).run()
    }
    #expect(TreeSnapshot(scratch.root) == foreign)

    Posix.writeFile(Posix.bytes(journal), Array("garbage".utf8), mode: 0o600)
    let damaged = TreeSnapshot(scratch.root)
    #expect(throws: MigrationError.foreignJournal(FilePath(journal))) {
      try MigrationCheck.migration(legacy, destination).run()
    }
    #expect(TreeSnapshot(scratch.root) == damaged)
  }

  @Test func staleCopiesAndAStaleJournalAreRemovedAndTheMigrationStartsOver() throws {
    // A crash before the rename: a partial copy, a half-written journal
    // and a journal, but no destination.
    TreeFixtures.buildMany(
      at: scratch.path("share/.myapp.migrating-0123456789abcdef"), folders: 2, filesPerFolder: 2,
      bigFiles: 0)
    Posix.writeFile(Posix.bytes(scratch.path("share/.myapp.migrating-feed")), Array("jour".utf8))
    writeJournal(legacy: legacy, destination: destination)
    let before = try #require(TreeSnapshot(legacy))

    let outcome = try MigrationCheck.migration(legacy, destination).run()

    #expect(outcome.status == .migrated)
    #expect(TreeSnapshot(destination) == before)
    #expect(Posix.names(parent) == ["myapp"])
  }

  @Test func staleCopiesOfOtherFoldersAreNotTouched() throws {
    Posix.makeDirectory(Posix.bytes(scratch.path("share/.other.migrating-1")))
    Posix.makeDirectory(Posix.bytes(scratch.path("share/.myapp.migrating")))
    _ = try MigrationCheck.migration(legacy, destination).run()
    #expect(Posix.names(parent) == [".myapp.migrating", ".other.migrating-1", "myapp"])
  }
}
