import CXattr
import Foundation
import StandardPathsLocations
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// A copy across file systems keeps what `cp -a` keeps (Design/migration.md#what-a-copy-keeps):
/// extended attributes of every namespace (ACLs among them), owners, hard
/// links and holes; what the destination cannot hold is refused before the
/// first byte, or dropped on request without widening anyone's access.
/// Run as root (CI): the legacy folder is on the sandbox's disk, the
/// destination a tmpfs (or a ramfs, which holds no extended attributes).
@Suite(.enabled(if: MigrationSandbox.canMountTmpfs, MigrationSandbox.tmpfsSkipReason))
struct MigrationMetadataTests {
  let scratch: MigrationSandbox
  var legacy: String { scratch.path("home/.myapp") }

  init() throws {
    scratch = try MigrationSandbox()
    _ = scratch.makeHomeFolder(".myapp", mode: 0o750)
  }

  /// `chmod 640 f; setfacl -m u:1234:rw f`: the mode's group bits hold the
  /// mask (rw), the owning group itself has r.
  static let namedUserACL: [UInt8] = aclEntries([
    (0x01, 6, UInt32.max), (0x02, 6, 1234), (0x04, 4, UInt32.max), (0x10, 6, UInt32.max),
    (0x20, 0, UInt32.max),
  ])

  /// A default ACL for a directory: new files give user 1234 read access.
  static let defaultACL: [UInt8] = aclEntries([
    (0x01, 7, UInt32.max), (0x02, 4, 1234), (0x04, 5, UInt32.max), (0x10, 5, UInt32.max),
    (0x20, 0, UInt32.max),
  ])

  static func aclEntries(_ entries: [(UInt16, UInt16, UInt32)]) -> [UInt8] {
    var bytes: [UInt8] = [2, 0, 0, 0]
    for (tag, permissions, id) in entries {
      bytes += withUnsafeBytes(of: tag.littleEndian, Array.init)
      bytes += withUnsafeBytes(of: permissions.littleEndian, Array.init)
      bytes += withUnsafeBytes(of: id.littleEndian, Array.init)
    }
    return bytes
  }

  static func setAttribute(_ path: String, _ name: String, _ value: [UInt8]) {
    let result = value.withUnsafeBytes { lsetxattr(path, name, $0.baseAddress, $0.count, 0) }
    precondition(result == 0, "setxattr \(name) on \(path): \(String(cString: strerror(errno)))")
  }

  /// Every attribute of `path` (not following a link), by name.
  static func attributes(_ path: String) -> [String: [UInt8]] {
    var names = [CChar](repeating: 0, count: 4096)
    let size = llistxattr(path, &names, names.count)
    guard size > 0 else { return [:] }
    var found: [String: [UInt8]] = [:]
    for raw in names.prefix(size).split(separator: 0) {
      let name = String(decoding: raw.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      var value = [UInt8](repeating: 0, count: 4096)
      let length = lgetxattr(path, name, &value, value.count)
      found[name] = length >= 0 ? Array(value.prefix(length)) : nil
    }
    return found
  }

  /// The tree of the issue: attributes of every namespace, an ACL, foreign
  /// owners, three names of one inode, a 64 MB file with 8 KB of data.
  private func buildTree() {
    Posix.writeFile(Posix.bytes(legacy + "/excluded.db"), Array("data".utf8), mode: 0o600)
    Self.setAttribute(legacy + "/excluded.db", "user.xdg.robots.backup", Array("true".utf8))
    Self.setAttribute(legacy + "/excluded.db", "trusted.origin", Array("tool".utf8))
    Self.setAttribute(legacy + "/excluded.db", "user.big", [UInt8](repeating: 9, count: 3000))
    Posix.writeFile(Posix.bytes(legacy + "/shared.txt"), Array("shared".utf8), mode: 0o640)
    Self.setAttribute(legacy + "/shared.txt", "system.posix_acl_access", Self.namedUserACL)
    Posix.makeDirectory(Posix.bytes(legacy + "/inherit"), mode: 0o750)
    Self.setAttribute(legacy + "/inherit", "system.posix_acl_default", Self.defaultACL)
    Self.setAttribute(legacy, "user.xdg.robots.backup", Array("true".utf8))
    Posix.writeFile(Posix.bytes(legacy + "/inherit/owned"), Array("owned".utf8), mode: 0o2640)
    _ = lchown(legacy + "/inherit/owned", 1234, 5678)
    _ = lchown(legacy + "/inherit", 1234, 5678)
    Posix.makeLink(Posix.bytes(legacy + "/inherit/link"), to: Posix.bytes("owned"))
    _ = lchown(legacy + "/inherit/link", 1234, 5678)
    Self.setAttribute(legacy + "/inherit/link", "trusted.link", Array("on the link".utf8))
    Posix.writeFile(Posix.bytes(legacy + "/linked-1"), TreeFixtures.pattern(count: 70_000, seed: 3))
    _ = link(legacy + "/linked-1", legacy + "/linked-2")
    _ = link(legacy + "/linked-1", legacy + "/inherit/linked-3")
    let sparse = open(legacy + "/sparse.img", O_WRONLY | O_CREAT, 0o644)
    _ = pwrite(sparse, [UInt8](repeating: 1, count: 4096), 4096, 1 << 20)
    _ = pwrite(sparse, [UInt8](repeating: 2, count: 4096), 4096, 40 << 20)
    _ = ftruncate(sparse, 64 << 20)
    close(sparse)
  }

  @Test func everyKindOfMetadataIsKeptAcrossFileSystems() throws {
    buildTree()
    let before = try #require(TreeSnapshot(legacy))
    let paths = [
      "", "/excluded.db", "/shared.txt", "/inherit", "/inherit/owned", "/inherit/link", "/linked-1",
    ]
    let attributesBefore = paths.map { Self.attributes(legacy + $0) }
    let sourceBlocks = try #require(Posix.status(Posix.bytes(legacy + "/sparse.img"))).st_blocks
    _ = try scratch.mountTmpfs(at: "data", size: "8m")
    let destination = scratch.path("data/share/myapp")

    let outcome = try MigrationCheck.migration(legacy, destination).run()

    #expect(outcome.status == .migrated && outcome.method == .copy)
    #expect(outcome.droppedMetadata.isEmpty)
    #expect(try #require(TreeSnapshot(destination)) == before)
    #expect(paths.map { Self.attributes(destination + $0) } == attributesBefore)
    let owned = try #require(Posix.status(Posix.bytes(destination + "/inherit/owned")))
    #expect(owned.st_uid == 1234 && owned.st_gid == 5678 && owned.st_mode & 0o7777 == 0o2640)
    let link = try #require(Posix.status(Posix.bytes(destination + "/inherit/link")))
    #expect(link.st_uid == 1234 && link.st_gid == 5678)
    let shared = try #require(Posix.status(Posix.bytes(destination + "/shared.txt")))
    #expect(shared.st_mode & 0o777 == 0o660, "the group bits still hold the ACL's mask")
    let linked = ["/linked-1", "/linked-2", "/inherit/linked-3"].compactMap {
      Posix.status(Posix.bytes(destination + $0))
    }
    #expect(Set(linked.map(\.st_ino)).count == 1 && linked.first?.st_nlink == 3)
    let sparse = try #require(Posix.status(Posix.bytes(destination + "/sparse.img")))
    #expect(sparse.st_size == 64 << 20)
    #expect(sparse.st_blocks <= max(sourceBlocks, 16) * 2, "holes stay holes: \(sparse.st_blocks)")
    #expect(!Posix.exists(legacy))
  }

  /// The verification reads a symbolic link's own attributes too: a copy
  /// whose link lost its `trusted.*` attribute is not the legacy folder.
  @Test func theVerificationComparesALinksOwnAttributes() throws {
    let copy = scratch.path("copy")
    Posix.makeDirectory(Posix.bytes(copy), mode: 0o750)
    for root in [legacy, copy] {
      Posix.makeLink(Posix.bytes(root + "/link"), to: Posix.bytes("target"))
    }
    Self.setAttribute(legacy + "/link", "trusted.link", Array("kept".utf8))
    let policy = MetadataPolicy(
      credentials: .current(), keptKinds: ["trusted"], dropsWhatItCannotKeep: false)
    let parent = try Descriptor(openingDirectoryAt: FilePath(scratch.path("home")))
    let root = try Descriptor(openingDirectoryAt: FilePath(scratch.root))
    let legacyName = try #require(EntryName(FilePath.Component(".myapp")))
    let copyName = try #require(EntryName(FilePath.Component("copy")))
    func verify() throws {
      var verifier = TreeVerifier(exact: true, policy: policy)
      try verifier.verify(
        legacyName, of: parent, at: FilePath(legacy), against: copyName, of: root,
        at: FilePath(copy))
    }

    #expect(
      throws: MigrationError.verificationFailed(
        legacy: FilePath(legacy + "/link"), destination: FilePath(copy + "/link"))
    ) { try verify() }
    Self.setAttribute(copy + "/link", "trusted.link", Array("kept".utf8))
    try verify()
  }

  @Test func twoHundredLinksOfOneFileFitWhereTheirSumWouldNot() throws {
    Posix.writeFile(Posix.bytes(legacy + "/one"), TreeFixtures.pattern(count: 1 << 20, seed: 1))
    for index in 0..<200 { _ = link(legacy + "/one", legacy + "/name-\(index)") }
    _ = try scratch.mountTmpfs(at: "small", size: "4m")

    let outcome = try MigrationCheck.migration(legacy, scratch.path("small/myapp")).run()

    #expect(outcome.status == .migrated && outcome.files == 201)
    let copied = try #require(Posix.status(Posix.bytes(scratch.path("small/myapp/name-7"))))
    #expect(copied.st_nlink == 201)
  }

  @Test func aDestinationWithoutAttributesIsRefusedBeforeAnythingIsCopied() throws {
    buildTree()
    let point = scratch.path("ramfs")
    Posix.makeDirectory(Posix.bytes(point))
    try #require(mount("ramfs", point, "ramfs", 0, "") == 0)
    defer { umount2(point, Int32(MNT_DETACH)) }
    let before = TreeSnapshot(legacy)

    let failure = MigrationCheck.fileSystemFailure(
      of: MigrationCheck.migration(legacy, point + "/share/myapp"))

    #expect(failure?.errno == .notSupported)
    #expect(failure?.path == FilePath(legacy + "/shared.txt") || failure?.path == FilePath(legacy))
    #expect(failure?.description.contains("keep the extended attributes") == true)
    #expect(TreeSnapshot(legacy) == before)
    #expect(Posix.names(point) == [], "not even the parent is created")
  }

  @Test func droppingAnACLOnRequestNeverWidensAccess() throws {
    Posix.writeFile(Posix.bytes(legacy + "/shared.txt"), Array("shared".utf8), mode: 0o640)
    Self.setAttribute(legacy + "/shared.txt", "system.posix_acl_access", Self.namedUserACL)
    Self.setAttribute(legacy, "user.xdg.robots.backup", Array("true".utf8))
    let point = scratch.path("ramfs")
    Posix.makeDirectory(Posix.bytes(point))
    try #require(mount("ramfs", point, "ramfs", 0, "") == 0)
    defer { umount2(point, Int32(MNT_DETACH)) }
    let migration = LegacyMigration(
      from: FilePath(legacy), to: FilePath(point + "/myapp"), lossyMetadata: true)

    let plan = try migration.plan()
    let outcome = try migration.run()

    #expect(plan.droppedMetadata == outcome.droppedMetadata)
    #expect(
      outcome.droppedMetadata == [
        "extended attributes system.posix_acl_access of 1 items",
        "extended attributes user.* of 1 items",
      ])
    let copied = try #require(Posix.status(Posix.bytes(point + "/myapp/shared.txt")))
    #expect(copied.st_mode & 0o777 == 0o640, "the owning group keeps r--, not the mask's rw-")
  }

  @Test func aMountPointInsideTheLegacyFolderIsRefusedBeforeAnythingIsWritten() throws {
    Posix.writeFile(Posix.bytes(legacy + "/a"), Array("a".utf8))
    let inner = try scratch.mountTmpfs(at: "home/.myapp/mounted", size: "1m")
    _ = try scratch.mountTmpfs(at: "data", size: "4m")
    let before = TreeSnapshot(legacy)

    let refusal = MigrationError.fileSystem(
      FileSystemError("move the mount point", FilePath(inner), .resourceBusy))
    #expect(throws: refusal, "the dry run shows the verdict") {
      try MigrationCheck.migration(legacy, scratch.path("data/share/myapp")).plan()
    }
    #expect(throws: refusal) {
      try MigrationCheck.migration(legacy, scratch.path("data/share/myapp")).run()
    }
    #expect(TreeSnapshot(legacy) == before)
    #expect(Posix.names(scratch.path("data")) == [])
  }

  @Test func tooFewInodesOrAReadOnlyDestinationAreRefusedBeforeAnythingIsWritten() throws {
    for index in 0..<40 { Posix.writeFile(Posix.bytes(legacy + "/f\(index)"), [1]) }
    let before = TreeSnapshot(legacy)
    let few = scratch.path("few")
    Posix.makeDirectory(Posix.bytes(few))
    try #require(mount("tmpfs", few, "tmpfs", 0, "size=1m,nr_inodes=20") == 0)
    defer { umount2(few, Int32(MNT_DETACH)) }
    let readOnly = try scratch.mountTmpfs(at: "readonly", size: "1m")
    try #require(mount("tmpfs", readOnly, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), "") == 0)

    let errors = [few + "/myapp", readOnly + "/share/myapp"].map {
      MigrationCheck.fileSystemFailure(of: MigrationCheck.migration(legacy, $0))?.errno
    }

    #expect(errors == [.noSpace, .readOnlyFileSystem])
    #expect(TreeSnapshot(legacy) == before)
    #expect(Posix.names(few) == [] && Posix.names(readOnly) == [])
  }

  @Test func aFIFOAcrossFileSystemsIsRefusedSayingWhatToDo() throws {
    Posix.writeFile(Posix.bytes(legacy + "/a"), Array("a".utf8))
    #expect(mkfifo(legacy + "/pipe", 0o600) == 0)
    _ = try scratch.mountTmpfs(at: "data", size: "1m")

    let error = #expect(throws: MigrationError.unsupportedItem(FilePath(legacy + "/pipe"))) {
      try MigrationCheck.migration(legacy, scratch.path("data/myapp")).run()
    }

    #expect(error?.description.contains("remove it") == true)
    #expect(Posix.names(scratch.path("data")) == [])
  }
}
