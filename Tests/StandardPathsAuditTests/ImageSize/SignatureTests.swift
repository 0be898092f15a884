import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Formats are recognised by their first bytes alone.
struct SignatureTests {
  static let signatures: [([UInt8], ImageFormat?)] = [
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
    ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
    (Array("GIF87a".utf8), .gif),
    (Array("GIF89a".utf8), .gif),
    ([0x49, 0x49, 0x2A, 0x00], .tiff),
    ([0x4D, 0x4D, 0x00, 0x2A], .tiff),
    (Array("BM".utf8), .bmp),
    ([0x89, 0x50, 0x4E, 0x47], nil),
    ([0xFF, 0xD8], nil),
    (Array("GIF88a".utf8), nil),
    ([0x49, 0x49, 0x2B, 0x00], nil),
    (Array("RIFF\0\0\0\0WEBP".utf8), nil),
    ([], nil),
  ]

  @Test(arguments: signatures)
  func magicBytes(_ bytes: [UInt8], _ format: ImageFormat?) {
    #expect(ImageFormat(magicBytes: bytes) == format)
  }

  /// What follows the signature does not matter to recognition.
  @Test(arguments: ImageFormat.allCases)
  func longerInputKeepsTheFormat(_ format: ImageFormat) throws {
    let signature = try #require(Self.signatures.first { $0.1 == format }?.0)
    #expect(ImageFormat(magicBytes: signature + [UInt8](repeating: 7, count: 100)) == format)
  }
}
