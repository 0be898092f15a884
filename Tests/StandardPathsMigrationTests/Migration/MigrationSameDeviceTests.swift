import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// Migrations within one file system: one atomic rename.
@Suite struct MigrationSameDeviceTests {
  let scratch: MigrationSandbox
  let legacy: String
  let destination: String

  init() throws {
    scratch = try MigrationSandbox()
    Posix.makeDirectory(Posix.bytes(scratch.path("home")))
    legacy = scratch.path("home/.myapp")
    destination = scratch.path("home/.local/share/myapp")
    TreeFixtures.buildRich(at: legacy)
  }

  @Test func renamesTheFolderKeepingEverythingAndCreatesParents0700() throws {
    let before = try #require(TreeSnapshot(legacy))
    let inode = Posix.status(Posix.bytes(legacy))?.st_ino

    let outcome = try MigrationCheck.migration(legacy, destination).run()

    let totals = MigrationCheck.totals(before)
    #expect(outcome.status == .migrated)
    #expect(outcome.method == .rename)
    #expect(outcome.files == totals.files && outcome.bytes == totals.bytes)
    #expect(totals.files == 9)
    #expect(!Posix.exists(legacy))
    let after = try #require(TreeSnapshot(destination))
    #expect(after == before, "\(after.differences(from: before))")
    #expect(Posix.status(Posix.bytes(destination))?.st_ino == inode, "moved, not copied")
    #expect(MigrationCheck.mode(scratch.path("home/.local")) == 0o700)
    #expect(MigrationCheck.mode(scratch.path("home/.local/share")) == 0o700)
    #expect(Posix.names(scratch.path("home/.local/share")) == ["myapp"])
  }

  @Test func replacesAnEmptyDestinationAndLeavesExistingParentsAlone() throws {
    let parent = scratch.path("home/.local/share")
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    _ = chmod(scratch.path("home/.local"), 0o751)
    Posix.makeDirectory(Posix.bytes(destination), mode: 0o700)
    let before = try #require(TreeSnapshot(legacy))

    let outcome = try MigrationCheck.migration(legacy, destination).run()

    #expect(outcome.status == .migrated && outcome.method == .rename)
    #expect(TreeSnapshot(destination) == before)
    #expect(MigrationCheck.mode(scratch.path("home/.local")) == 0o751)
    #expect(MigrationCheck.leftovers(in: parent).isEmpty)
  }

  @Test func runningTwiceMigratesOnce() throws {
    let first = try MigrationCheck.migration(legacy, destination).run()
    let snapshot = TreeSnapshot(destination)
    let second = try MigrationCheck.migration(legacy, destination).run()

    #expect(first.status == .migrated)
    #expect(second.status == .nothingToMigrate && second.files == 0 && second.bytes == 0)
    #expect(TreeSnapshot(destination) == snapshot)
  }

  @Test func keepLinkLeavesALinkThatLaterRunsRecognize() throws {
    let before = try #require(TreeSnapshot(legacy))

    let outcome = try MigrationCheck.migration(legacy, destination, keepsLink: true).run()
    let again = try MigrationCheck.migration(legacy, destination, keepsLink: true).run()
    let withoutOption = try MigrationCheck.migration(legacy, destination).run()

    #expect(outcome.status == .migrated)
    #expect(MigrationCheck.isLink(legacy, to: destination))
    #expect(TreeSnapshot(destination) == before)
    #expect(again.status == .alreadyMigrated && again.files == 0)
    #expect(withoutOption.status == .alreadyMigrated)
    #expect(MigrationCheck.isLink(legacy, to: destination))
  }

  @Test func aLinkThatReachesTheDestinationAnotherWayCountsAsMigrated() throws {
    _ = try MigrationCheck.migration(legacy, destination).run()
    try FileManager.default.createSymbolicLink(
      atPath: legacy, withDestinationPath: ".local/share/myapp")

    #expect(try MigrationCheck.migration(legacy, destination).plan().status == .alreadyMigrated)
    #expect(try MigrationCheck.migration(legacy, destination).run().status == .alreadyMigrated)
  }

  @Test func parentsThatAreNotUTF8AreCreatedByteForByteWithMode0700() throws {
    let names = Posix.names(Posix.bytes(legacy))
    let parent = Posix.join(Posix.bytes(scratch.path("home")), TreeFixtures.latin1Name)
    let destination = Posix.join(Posix.join(parent, Posix.bytes("share")), Posix.bytes("myapp"))
    let target = FilePath(platformString: destination.map { CChar(bitPattern: $0) } + [0])

    let outcome = try LegacyMigration(from: FilePath(legacy), to: target).run()

    #expect(outcome.status == .migrated && outcome.method == .rename)
    #expect(Posix.names(Posix.bytes(scratch.path("home"))) == [TreeFixtures.latin1Name])
    #expect(Posix.status(parent).map { $0.st_mode & 0o7777 } == 0o700)
    #expect(Posix.status(destination).map { $0.st_mode & S_IFMT } == S_IFDIR)
    #expect(Posix.names(destination) == names)
  }

  @Test func aFileWhereAParentBelongsFailsNamingItAndChangesNothing() throws {
    Posix.writeFile(Posix.bytes(scratch.path("home/.local")), Array("in the way".utf8))
    let before = TreeSnapshot(scratch.root)

    #expect(
      throws: MigrationError.fileSystem(
        FileSystemError(
          "create directory", FilePath(scratch.path("home/.local")), .notDirectory))
    ) {
      try MigrationCheck.migration(legacy, destination).run()
    }
    #expect(TreeSnapshot(scratch.root) == before)
  }

  @Test func aDataHomeThatIsNotUTF8IsMigratedToByteForByte() throws {
    let home = scratch.path("home")
    let dataHome = Posix.join(Posix.bytes(home), TreeFixtures.latin1Name)
    let environment = SystemEnvironment(
      platform: .linux, variables: ["HOME": home], variableBytes: ["XDG_DATA_HOME": dataHome],
      effectiveUserID: 0, fileSystem: LiveFileSystem())
    let locations = StandardLocations(app: try AppIdentity(name: "myapp"), environment: environment)

    let outcome = try locations.migration(from: FilePath(legacy), to: .applicationSupport).run()

    #expect(outcome.status == .migrated)
    let destination = Posix.join(dataHome, Posix.bytes("myapp"))
    #expect(Posix.status(destination).map { $0.st_mode & S_IFMT } == S_IFDIR)
    #expect(Posix.names(Posix.bytes(home)) == [TreeFixtures.latin1Name])
  }
}
