import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// A hand-made header and what it must read as: an exact result, or
/// `.malformed` with a reason mentioning a phrase.
struct HeaderCase: Sendable, CustomTestStringConvertible {
  /// What the reader must return.
  enum Expected: Sendable {
    /// Exactly this result.
    case result(ImageHeaderResult)
    /// `.malformed` with a reason containing this phrase.
    case malformed(containing: String)
  }

  /// A short description, shown per argument.
  var name: String
  /// The whole input.
  var bytes: [UInt8]
  /// What it must read as.
  var expected: Expected

  /// The name, shown for each argument of a parameterised test.
  var testDescription: String { name }

  /// A case expecting one page of `format`.
  static func size(
    _ name: String, _ bytes: [UInt8], _ format: ImageFormat, _ pages: (Int, Int)...
  ) -> HeaderCase {
    let header = ImageHeader(
      format: format, pages: pages.map { PixelSize(width: $0.0, height: $0.1) })
    return HeaderCase(name: name, bytes: bytes, expected: .result(.size(header)))
  }

  /// A case expecting `.malformed` mentioning `phrase`.
  static func malformed(_ name: String, _ bytes: [UInt8], _ phrase: String) -> HeaderCase {
    HeaderCase(name: name, bytes: bytes, expected: .malformed(containing: phrase))
  }

  /// A case expecting `.unsupported`.
  static func unsupported(_ name: String, _ bytes: [UInt8]) -> HeaderCase {
    HeaderCase(name: name, bytes: bytes, expected: .result(.unsupported))
  }

  /// Reads the bytes and checks the result, also through a block-reading
  /// source (as a file would be read) which must agree.
  func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    let result = ImageHeaderReader.read(bytes)
    switch expected {
    case .result(let expected):
      #expect(result == expected, sourceLocation: sourceLocation)
    case .malformed(let phrase):
      guard case .malformed(let reason) = result, reason.contains(phrase) else {
        Issue.record(
          "expected malformed(…\(phrase)…), got \(result)", sourceLocation: sourceLocation)
        return
      }
    }
    let blocks = ImageHeaderReader.read(from: CountingSource(bytes, readAhead: 4_096))
    #expect(blocks == result, "block reads disagree", sourceLocation: sourceLocation)
  }
}
