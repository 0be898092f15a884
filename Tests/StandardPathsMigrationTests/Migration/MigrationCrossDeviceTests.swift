import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// Migrations onto another file system (a tmpfs the test mounts): copy,
/// verify, rename into place, remove the legacy folder.
@Suite(.enabled(if: MigrationSandbox.canMountTmpfs, MigrationSandbox.tmpfsSkipReason))
struct MigrationCrossDeviceTests {
  let scratch: MigrationSandbox
  let legacy: String
  let mountPoint: String
  let destination: String

  init() throws {
    scratch = try MigrationSandbox()
    Posix.makeDirectory(Posix.bytes(scratch.path("home")))
    legacy = scratch.path("home/.myapp")
    mountPoint = try scratch.mountTmpfs(at: "data", size: "16m")
    destination = scratch.path("data/share/myapp")
    TreeFixtures.buildRich(at: legacy)
  }

  @Test func copiesEverythingVerifiesAndRemovesTheLegacyFolder() throws {
    let before = try #require(TreeSnapshot(legacy))

    let outcome = try MigrationCheck.migration(legacy, destination).run()

    let totals = MigrationCheck.totals(before)
    #expect(outcome.status == .migrated)
    #expect(outcome.method == .copy)
    #expect(outcome.files == totals.files && outcome.bytes == totals.bytes)
    let after = try #require(TreeSnapshot(destination))
    #expect(after == before, "\(after.differences(from: before))")
    #expect(after.items[TreeFixtures.latin1Name] != nil, "a name that is not UTF-8 survives")
    #expect(!Posix.exists(legacy))
    #expect(Posix.names(scratch.path("data/share")) == ["myapp"], "no staging copy, no journal")
    #expect(MigrationCheck.mode(scratch.path("data/share")) == 0o700)
  }

  @Test func keepLinkAndIdempotence() throws {
    let before = try #require(TreeSnapshot(legacy))

    let first = try MigrationCheck.migration(legacy, destination, keepsLink: true).run()
    let second = try MigrationCheck.migration(legacy, destination, keepsLink: true).run()

    #expect(first.status == .migrated && first.method == .copy)
    #expect(second.status == .alreadyMigrated && second.files == 0)
    #expect(MigrationCheck.isLink(legacy, to: destination))
    #expect(TreeSnapshot(destination) == before)
    #expect(MigrationCheck.leftovers(in: scratch.path("data/share")).isEmpty)
  }

  @Test func runningTwiceWithoutLinkSaysNothingToMigrate() throws {
    _ = try MigrationCheck.migration(legacy, destination).run()
    let second = try MigrationCheck.migration(legacy, destination).run()
    #expect(second.status == .nothingToMigrate)
  }

  @Test func aNonEmptyDestinationIsRefusedAndNothingChanges() throws {
    try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
    Posix.writeFile(Posix.bytes(destination + "/mine.txt"), Array("keep me".utf8), mode: 0o600)
    let legacyBefore = TreeSnapshot(legacy)
    let destinationBefore = TreeSnapshot(destination)

    #expect(
      throws: MigrationError.destinationNotEmpty(
        legacy: FilePath(legacy), destination: FilePath(destination))
    ) {
      try MigrationCheck.migration(legacy, destination).run()
    }
    #expect(TreeSnapshot(legacy) == legacyBefore)
    #expect(TreeSnapshot(destination) == destinationBefore)
    #expect(Posix.names(scratch.path("data/share")) == ["myapp"])
  }

  @Test func aFullDestinationFailsCleanlyAndKeepsTheLegacyFolder() throws {
    let small = try scratch.mountTmpfs(at: "small", size: "1m")
    let big = scratch.path("home/.big")
    Posix.makeDirectory(Posix.bytes(big))
    for index in 0..<3 {
      Posix.writeFile(
        Posix.bytes(big + "/chunk-\(index)"), TreeFixtures.pattern(count: 1 << 20, seed: index))
    }
    let before = TreeSnapshot(big)
    let target = small + "/big"

    var caught: MigrationError?
    do {
      _ = try MigrationCheck.migration(big, target).run()
    } catch {
      caught = error
    }

    guard case .fileSystem(let failure) = caught else {
      Issue.record("expected a file-system error, got \(String(describing: caught))")
      return
    }
    #expect(failure.errno == .noSpace)
    #expect(caught?.description.contains("No space left on device") == true)
    #expect(TreeSnapshot(big) == before)
    #expect(Posix.names(small) == [], "the partial copy is removed")
    // `MigrateEndToEndTests` checks the same through the command: exit 2, one line.
  }
}
