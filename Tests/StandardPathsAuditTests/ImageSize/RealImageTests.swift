import Foundation
import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Headers of real files written at test time by ImageMagick and Pillow
/// (see ``ImageFixture``): every format's common variants read as the size
/// the tool was asked for.
@Suite(.enabled(if: FixtureTool.anyAvailable, "neither ImageMagick nor Pillow is installed"))
struct RealImageTests {
  @Test(arguments: ImageFixture.available)
  func headerReadsAsTheToolWasAsked(_ fixture: ImageFixture) throws {
    let bytes = try GeneratedFixtures.shared.bytes(of: fixture)
    #expect(ImageHeaderReader.read(bytes) == fixture.expected)
  }

  @Test(arguments: ImageFixture.available)
  func formatComesFromTheSignature(_ fixture: ImageFixture) throws {
    let bytes = try GeneratedFixtures.shared.bytes(of: fixture)
    var expectedFormat: ImageFormat?
    if case .size(let header) = fixture.expected { expectedFormat = header.format }
    #expect(ImageFormat(magicBytes: bytes) == expectedFormat)
  }

  @Test(arguments: ImageFixture.available)
  func readAheadDoesNotChangeTheResult(_ fixture: ImageFixture) throws {
    let bytes = try GeneratedFixtures.shared.bytes(of: fixture)
    for readAhead in [0, 1, 3, 13, 64, 4_096, 1 << 20] {
      let result = ImageHeaderReader.read(from: CountingSource(bytes, readAhead: readAhead))
      #expect(result == fixture.expected, "read-ahead \(readAhead)")
    }
  }

  /// The file reader gives the same answer, whatever the file is called.
  @Test(arguments: ImageFixture.available)
  func fileReaderAgreesWithMemory(_ fixture: ImageFixture) throws {
    let bytes = try GeneratedFixtures.shared.bytes(of: fixture)
    let directory = try TemporaryDirectory()
    for name in [fixture.name, "misnamed.png", "no-extension"] {
      let path = try directory.write(bytes, to: name)
      #expect(try ImageHeaderReader.read(fileAtPath: path) == fixture.expected, "\(name)")
    }
  }

  /// A frame header after 150 kB of ICC profile costs a few block reads.
  @Test func jpegReadSkipsSegmentsUnread() throws {
    try expectFewReads(of: "pil-icc-large.jpg", atMost: 6)
  }

  /// TIFF directories after the pixels cost the header block and theirs.
  @Test func tiffReadTouchesOnlyDirectories() throws {
    try expectFewReads(of: "im-3page-lzw.tiff", atMost: 5)
    try expectFewReads(of: "pil-3page-lzw.tiff", atMost: 5)
  }

  /// Reads `name` (when its tool is here) in 4 KiB blocks and checks that
  /// at most `limit` blocks were fetched.
  private func expectFewReads(
    of name: String, atMost limit: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard let fixture = ImageFixture.available.first(where: { $0.name == name }) else { return }
    let bytes = try GeneratedFixtures.shared.bytes(of: fixture)
    let source = CountingSource(bytes, readAhead: 4_096)
    #expect(
      ImageHeaderReader.read(from: source) == fixture.expected, sourceLocation: sourceLocation)
    #expect(source.requests <= limit, "\(source.requests) reads", sourceLocation: sourceLocation)
    #expect(
      source.bytesReturned <= limit * 4_096, "\(source.bytesReturned) of \(bytes.count) bytes",
      sourceLocation: sourceLocation)
  }
}
