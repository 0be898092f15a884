import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Prefixes of every real file, from empty to whole: a cut file reads
/// as the whole file does (its header was complete) or as `.malformed`,
/// never as another size, and once a prefix gives the size every longer
/// one does.
@Suite(.enabled(if: FixtureTool.anyAvailable, "neither ImageMagick nor Pillow is installed"))
struct TruncationTests {
  @Test(arguments: ImageFixture.available)
  func everyPrefixReadsAsTheWholeOrMalformed(_ fixture: ImageFixture) throws {
    let bytes = try GeneratedFixtures.shared.bytes(of: fixture)
    var firstComplete: Int?
    var wrong: [(Int, ImageHeaderResult)] = []
    for length in Self.prefixLengths(of: bytes) {
      let result = ImageHeaderReader.read(bytes[..<length])
      switch result {
      case fixture.expected:
        if firstComplete == nil { firstComplete = length }
      case .malformed where firstComplete == nil:
        break
      default:
        wrong.append((length, result))
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) bad prefixes, first: \(wrong.prefix(3))")
    #expect(firstComplete != nil)
    if case .size = fixture.expected {
      // The signature alone is never enough.
      #expect((firstComplete ?? 0) > 8)
    }
  }

  /// Every length up to 8 KiB; past that, every length within two bytes of
  /// a range the reader asks for when reading the whole file (a prefix can
  /// only change the result where it cuts such a range), a sample between
  /// them, and the whole.
  static func prefixLengths(of bytes: [UInt8]) -> [Int] {
    let source = CountingSource(bytes, readAhead: 0)
    _ = ImageHeaderReader.read(from: source)
    var lengths = Set(0...min(bytes.count, 8_192))
    for range in source.requested {
      let lower = max(0, range.lowerBound - 2)
      let upper = min(bytes.count, range.upperBound + 2)
      if lower <= upper { lengths.formUnion(lower...upper) }
    }
    lengths.formUnion(stride(from: 0, through: bytes.count, by: 97))
    lengths.insert(bytes.count)
    return lengths.sorted()
  }
}
