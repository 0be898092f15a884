import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// The copy digests what it reads so the verification reads only the copy
/// (Design/migration.md#copy-verify-rename); a file changed since the copy
/// read it is read on both sides again.
@Suite struct ContentDigestTests {
  static func digest(_ bytes: [UInt8], chunks: [Int]) -> ContentDigest {
    var digest = ContentDigest()
    var start = 0
    var sizes = chunks.makeIterator()
    while start < bytes.count {
      let size = min(sizes.next() ?? bytes.count, bytes.count - start)
      bytes[start..<start + size].withUnsafeBytes { digest.add($0) }
      start += size
    }
    return digest
  }

  @Test func theDigestIsTheSameHoweverTheBytesArriveAndHolesAreZeros() {
    let bytes = TreeFixtures.pattern(count: 10_000, seed: 5)
    let whole = Self.digest(bytes, chunks: [])
    #expect(Self.digest(bytes, chunks: [1, 7, 31, 33, 64, 999, 5]) == whole)
    var withHole = ContentDigest()
    bytes.prefix(100).withUnsafeBytes { withHole.add($0) }
    withHole.addZeros(5_000)
    bytes.suffix(from: 5_100).withUnsafeBytes { withHole.add($0) }
    var zeroed = bytes
    for index in 100..<5_100 { zeroed[index] = 0 }
    #expect(withHole == Self.digest(zeroed, chunks: [4096]))
    #expect(Self.digest(bytes + [0], chunks: []) != whole, "the length counts")
  }

  @Test func everyFlippedBitChangesTheDigestEvenInTwoWords() {
    let bytes = TreeFixtures.pattern(count: 4096, seed: 9)
    let original = Self.digest(bytes, chunks: [])
    for bit in stride(from: 0, to: bytes.count * 8, by: 61) {
      var changed = bytes
      changed[bit / 8] ^= 1 << UInt8(bit % 8)
      #expect(Self.digest(changed, chunks: []) != original, "bit \(bit)")
    }
    var topBits = bytes  // the top bit of two words of one lane
    topBits[7] ^= 0x80
    topBits[39] ^= 0x80
    #expect(Self.digest(topBits, chunks: []) != original)
  }

  struct Setup: Error {}

  static let policy = MetadataPolicy(
    credentials: .current(), keptKinds: [], dropsWhatItCannotKeep: false)

  static func names() throws -> (legacy: EntryName, copy: EntryName) {
    guard let legacy = EntryName(FilePath.Component("legacy")),
      let copy = EntryName(FilePath.Component("copy"))
    else { throw Setup() }
    return (legacy, copy)
  }

  /// Copies `legacy` into `copy` (made empty here) with a copier.
  static func copy(in root: String) throws -> [UInt64: CopiedContent] {
    let names = try names()
    let parent = try Descriptor(openingDirectoryAt: FilePath(root))
    Posix.makeDirectory(Posix.bytes(root + "/copy"), mode: 0o700)
    let copyRoot = try parent.openDirectory(names.copy, followingSymbolicLink: false)
    var copier = TreeCopier(policy: policy, root: copyRoot, onFileCopied: { _ in })
    try walkTree(
      names.legacy, of: parent, at: FilePath(root + "/legacy"), with: names.copy,
      of: parent, at: FilePath(root + "/copy"), visitor: &copier)
    return copier.copiedContents
  }

  /// Whether the verification accepts `copy` as `legacy`.
  static func verifies(in root: String, copied: [UInt64: CopiedContent]) throws -> Bool {
    let names = try names()
    let parent = try Descriptor(openingDirectoryAt: FilePath(root))
    var verifier = TreeVerifier(exact: true, policy: policy, copiedContents: copied)
    do {
      try verifier.verify(
        names.legacy, of: parent, at: FilePath(root + "/legacy"), against: names.copy,
        of: parent, at: FilePath(root + "/copy"))
      return true
    } catch {
      if case .verificationFailed = error { return false }
      throw error
    }
  }

  @Test func aCopyAlteredAfterTheCopyOrASourceChangedSinceFailsTheVerification() throws {
    for change in ["nothing", "copy", "source"] {
      let scratch = try ScratchFolder()
      Posix.makeDirectory(Posix.bytes(scratch.root + "/legacy"), mode: 0o700)
      let file = scratch.root + "/legacy/data"
      Posix.writeFile(Posix.bytes(file), TreeFixtures.pattern(count: 300_000, seed: 2))
      usleep(50_000)  // older than the clock's current tick: digested

      let copied = try Self.copy(in: scratch.root)
      #expect(copied.count == 1, "a file last changed 50 ms ago is digested")
      if change != "nothing" {
        let path = change == "copy" ? scratch.root + "/copy/data" : file
        let handle = open(path, O_WRONLY)
        _ = pwrite(handle, [0x55], 1, 200_000)
        close(handle)
      }
      let verified = try Self.verifies(in: scratch.root, copied: copied)

      #expect(verified == (change == "nothing"), "changed: \(change)")
    }
  }
}

/// A temporary folder removed when the value goes away.
final class ScratchFolder {
  let root: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.path(percentEncoded: false)
    root = (base as NSString).appendingPathComponent("digest-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }
}
