import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration

/// The `String` and `URL` forms of `migration(from:to:)` describe the same
/// migration as the byte-exact `FilePath` form.
@Suite struct MigrationTextAndURLTests {
  let locations: StandardLocations

  init() throws {
    let environment = SystemEnvironment(
      platform: .linux, variables: ["HOME": "/home/me"], effectiveUserID: 1000)
    locations = StandardLocations(app: try AppIdentity(name: "notes"), environment: environment)
  }

  @Test(arguments: ["/home/me/.notes", "/home/me/Old Notes/", "/home/me/caf\u{E9}"])
  func textNamesTheSameFolder(path: String) throws {
    let text = try locations.migration(from: path, to: .applicationSupport)
    let exact = try locations.migration(from: FilePath(path), to: .applicationSupport)
    #expect(text.legacy == exact.legacy)
    #expect(text.destination == FilePath("/home/me/.local/share/notes"))
  }

  @Test func aFileURLNamesTheSameFolder() throws {
    let url = URL(fileURLWithPath: "/home/me/.notes", isDirectory: true)
    let migration = try locations.migration(from: url, to: .config, keepsLink: true)
    #expect(migration.legacy == FilePath("/home/me/.notes"))
    #expect(migration.destination == FilePath("/home/me/.config/notes"))
    #expect(migration.keepsLink)
  }

  @Test func aURLThatIsNotAFileIsRefusedWhenPlanned() throws {
    let url = try #require(URL(string: "https://example.com/notes"))
    let migration = try locations.migration(from: url, to: .applicationSupport)
    #expect(migration.legacy.isEmpty)
    #expect(throws: MigrationError.self) { try migration.plan() }
  }
}
