import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The indexed lookup agrees with the definition: the first candidate of
/// `resourceCandidates(for:)` that exists, on random trees.
@Suite("Resolver: agrees with the candidate list")
struct ResolverPropertyTests {
  typealias SplitMix = TestSupport.SplitMix
  static let pool = ResourceNamePool.names

  /// 0 for a canonically spelt name, 1 otherwise.
  static func rank(_ name: String) -> Int {
    FileName(name).canonicalized.string == name ? 0 : 1
  }

  @Test(arguments: 0..<8)
  func indexedLookupIsTheFirstExistingCandidate(seed: UInt64) throws {
    var random = SplitMix(state: seed)
    for _ in 0..<60 {
      var fileSystem = VirtualFileSystem()
      let files = Self.pool.filter { _ in random.next() % 6 == 0 }
      for file in files { fileSystem.addFile("/r/" + file, contents: "") }
      fileSystem.addDirectory("/r")
      let device = Device.presets[Int(random.next() % UInt64(Device.presets.count))]
      let (request, type) = [("foo", "png"), ("foo.jpg", "png"), ("foo", nil), ("foo", "nib")][
        Int(random.next() % 4)]
      let resolver = ResourceResolver(
        root: "/r", device: device, fileSystem: fileSystem, cachePolicy: .neverRevalidate)

      let existing = Set(files.map(FileName.init))
      let candidates = FileName(request).appendingPathExtension(ifAbsent: type)
        .resourceCandidates(for: device)
      let first = candidates.first(where: existing.contains)
      // Among equal spellings on disk, the canonical one, else the smallest.
      let onDisk = first.flatMap { match in
        files.filter { FileName($0) == match }
          .min { (Self.rank($0), $0) < (Self.rank($1), $1) }
      }
      let answer = try resolver.path(forResource: request, ofType: type)
      #expect(answer == onDisk.map { "/r/" + $0 }, "\(device) \(request) \(files)")
      #expect(try resolver.explanation(forResource: request, ofType: type).chosen?.path == answer)
    }
  }
}
