import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// `plan()` and `--dry-run`: the plan, and nothing changed.
@Suite struct MigrationDryRunTests {
  let scratch: MigrationSandbox
  let legacy: String
  let destination: String

  init() throws {
    scratch = try MigrationSandbox()
    legacy = scratch.path(".myapp")
    destination = scratch.path("share/myapp")
    TreeFixtures.buildRich(at: legacy)
  }

  @Test func planReportsAndChangesNothing() throws {
    let before = try #require(TreeSnapshot(legacy))
    let scratchBefore = TreeSnapshot(scratch.root)

    let plan = try MigrationCheck.migration(legacy, destination, keepsLink: true).plan()

    let totals = MigrationCheck.totals(before)
    #expect(plan.status == .planned && plan.method == .rename)
    #expect(plan.files == totals.files && plan.bytes == totals.bytes)
    #expect(!plan.resumesInterruptedMigration)
    #expect(plan.legacy == FilePath(legacy) && plan.destination == FilePath(destination))
    #expect(TreeSnapshot(scratch.root) == scratchBefore)
  }

  @Test(.enabled(if: MigrationSandbox.canMountTmpfs, MigrationSandbox.tmpfsSkipReason))
  func acrossFileSystemsThePlanIsACopy() throws {
    let mount = try scratch.mountTmpfs(at: "data", size: "4m")
    let plan = try MigrationCheck.migration(legacy, mount + "/new/parents/myapp").plan()
    #expect(plan.status == .planned && plan.method == .copy)
    #expect(Posix.names(mount) == [])
  }
}
