import Foundation
import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The in-memory entry point takes any random-access bytes, reading from
/// their own start whatever their indices.
struct ByteSourceTests {
  static let gif = HeaderBytes.gif(width: 24, height: 18)
  static let expected = ImageHeaderResult.size(
    ImageHeader(format: .gif, pages: [PixelSize(width: 24, height: 18)]))

  @Test func sliceReadsFromItsOwnStart() {
    let padded = [UInt8](repeating: 0xAA, count: 5) + Self.gif
    #expect(ImageHeaderReader.read(padded[5...]) == Self.expected)
  }

  @Test func dataSliceReadsFromItsOwnStart() {
    let data = Data([1, 2, 3] + Self.gif)
    #expect(ImageHeaderReader.read(data.dropFirst(3)) == Self.expected)
  }

  @Test func bufferPointerReads() {
    let result = Self.gif.withUnsafeBufferPointer { ImageHeaderReader.read($0) }
    #expect(result == Self.expected)
  }

  @Test func sourceIsAskedOnlyForSmallRanges() {
    let source = CountingSource(HostileTIFFTests.le.file([HostileTIFFTests.page]), readAhead: 0)
    _ = ImageHeaderReader.read(from: source)
    #expect(source.bytesReturned <= 64)
  }

  /// A failing source's error is thrown, not mistaken for a cut file.
  @Test func sourceFailureIsThrown() throws {
    #expect(throws: SourceFailure.self) {
      try ImageHeaderReader.read(from: FailingSource(bytes: Self.gif, failAt: 6))
    }
    #expect(
      try ImageHeaderReader.read(from: FailingSource(bytes: Self.gif, failAt: 99)) == Self.expected)
  }

  /// The error ``FailingSource`` throws.
  struct SourceFailure: Error {}

  /// A source that fails when asked for bytes at or past `failAt`.
  struct FailingSource: ImageByteSource {
    /// The image.
    var bytes: [UInt8]
    /// The first offset whose read fails.
    var failAt: Int
    /// No read-ahead: each request is what the parser asked for.
    var readAhead: Int { 0 }

    /// Returns the range or throws past `failAt`.
    func bytes(at offset: Int, count: Int) throws(SourceFailure) -> [UInt8] {
      guard offset + count <= failAt else { throw SourceFailure() }
      return ImageBytes(bytes).bytes(at: offset, count: count)
    }
  }
}
