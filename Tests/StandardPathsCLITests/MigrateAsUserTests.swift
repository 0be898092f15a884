import Foundation
import TestSupport
import Testing

/// `standard-paths migrate` across file systems run by an unprivileged user
/// (through `setpriv`, from the root the tests run as): what that user
/// cannot keep or finish is refused before anything is written, and the
/// tool's own folders get the modes it means whatever the umask.
@Suite(
  .enabled(if: SmallFileSystem.isAvailable && getuid() == 0, "needs root, to mount and to setpriv"))
struct MigrateAsUserTests {
  static let user: UInt32 = 4321

  /// A scratch home owned by ``user`` holding `~/.myapp` (two files), and a
  /// tmpfs at `data` owned by ``user`` too.
  private func withTree(_ body: (ScratchDirectory, String, String) throws -> Void) throws {
    let scratch = try ScratchDirectory()
    let legacy = scratch.path("home/.myapp")
    try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: true)
    try Data("settings".utf8).write(to: URL(filePath: legacy + "/settings.json"))
    try Data(repeating: 3, count: 5000).write(to: URL(filePath: legacy + "/cache.bin"))
    for path in [scratch.path("home"), legacy, legacy + "/settings.json", legacy + "/cache.bin"] {
      #expect(chown(path, Self.user, Self.user) == 0)
    }
    try SmallFileSystem.with(at: scratch.path("data"), kilobytes: 1024, mode: "0700") { data in
      #expect(chown(data, Self.user, Self.user) == 0)
      try body(scratch, legacy, data)
    }
  }

  private func migrate(
    _ legacy: String, into data: String, _ options: [String] = [], umask: String? = nil,
    in scratch: ScratchDirectory
  ) throws -> CLI.Result {
    var environment = scratch.environment
    environment["XDG_DATA_HOME"] = data + "/share"
    return try CLI.run(
      ["migrate", legacy, "--to", "applicationSupport", "--app", "myapp"] + options,
      environment: environment, umask: umask, user: Self.user)
  }

  @Test func aFileOfAnotherOwnerIsRefusedUnlessTheUserAcceptsTheLoss() throws {
    try withTree { scratch, legacy, data in
      try Data("root's".utf8).write(to: URL(filePath: legacy + "/root-owned"))
      let before = TreeListing(legacy)

      let refused = try migrate(legacy, into: data, in: scratch)

      #expect(refused.status == 2, "\(refused)")
      #expect(refused.standardError.split(separator: "\n").count == 1, "\(refused)")
      #expect(
        refused.standardError.contains(
          "cannot keep the owner and group of \"\(legacy)/root-owned\""), "\(refused)")
      #expect(TreeListing(legacy) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: data) == [])

      let lossy = try migrate(legacy, into: data, ["--lossy-metadata", "--json"], in: scratch)

      #expect(lossy.status == 0, "\(lossy)")
      #expect(lossy.standardOutput.contains("\"owner and group of 1 items\""), "\(lossy)")
      let copied = try FileManager.default.attributesOfItem(
        atPath: data + "/share/myapp/root-owned")
      #expect((copied[.ownerAccountID] as? NSNumber)?.uint32Value == Self.user)
    }
  }

  @Test func aSubfolderTheUserCannotEmptyIsRefusedBeforeTheCopy() throws {
    try withTree { scratch, legacy, data in
      try FileManager.default.createDirectory(
        atPath: legacy + "/system", withIntermediateDirectories: false)
      try Data("x".utf8).write(to: URL(filePath: legacy + "/system/file"))
      #expect(chown(legacy + "/system/file", Self.user, Self.user) == 0)
      let before = TreeListing(legacy)

      let refused = try migrate(legacy, into: data, ["--lossy-metadata"], in: scratch)

      #expect(refused.status == 2, "\(refused)")
      #expect(
        refused.standardError
          == "standard-paths: error: cannot remove the entries of \"\(legacy)/system\": "
          + "Permission denied (errno 13)\n")
      #expect(TreeListing(legacy) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: data) == [])
    }
  }

  @Test func aDestinationWhereTheJournalCannotBeWrittenIsRefusedInTheDryRunToo() throws {
    try withTree { scratch, legacy, data in
      #expect(chown(data, 0, 0) == 0 && chmod(data, 0o755) == 0)
      let before = TreeListing(legacy)

      let planned = try migrate(legacy, into: data, ["--dry-run"], in: scratch)
      let refused = try migrate(legacy, into: data, in: scratch)

      for result in [planned, refused] {
        #expect(result.status == 2, "\(result)")
        #expect(
          result.standardError
            == "standard-paths: error: cannot write the journal in \"\(data)\": "
            + "Permission denied (errno 13)\n")
      }
      #expect(TreeListing(legacy) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: data) == [])
    }
  }

  @Test(arguments: ["277", "777"])
  func anyUmaskStillMigratesAcrossFileSystems(umask: String) throws {
    try withTree { scratch, legacy, data in
      let before = TreeListing(legacy)

      let result = try migrate(legacy, into: data, umask: umask, in: scratch)

      #expect(result.status == 0, "\(result)")
      #expect(TreeListing(data + "/share/myapp").items == before.items)
      #expect(!FileManager.default.fileExists(atPath: legacy))
      #expect(try FileManager.default.contentsOfDirectory(atPath: data + "/share") == ["myapp"])
    }
  }
}
