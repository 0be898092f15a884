import TestSupport

/// Builders for hand-made headers: integers in either byte order.
@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

enum HeaderBytes {
  /// A 16-bit integer, least significant byte first.
  static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  /// A 16-bit integer, most significant byte first.
  static func be16(_ value: UInt16) -> [UInt8] { le16(value).reversed() }
  /// A 32-bit integer, least significant byte first.
  static func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
  /// A 32-bit integer, most significant byte first.
  static func be32(_ value: UInt32) -> [UInt8] { le32(value).reversed() }
  /// A signed 32-bit integer, least significant byte first.
  static func le32(signed value: Int32) -> [UInt8] { le32(UInt32(bitPattern: value)) }
  /// The bytes of an ASCII string.
  static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The PNG signature.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG signature and IHDR chunk stating `width` by `height`, with a
  /// dummy CRC.
  static func png(width: UInt32, height: UInt32, length: UInt32 = 13) -> [UInt8] {
    pngSignature + be32(length) + ascii("IHDR") + be32(width) + be32(height)
      + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
  }

  /// A JPEG start followed by `segments` and a baseline frame header.
  static func jpeg(
    _ segments: [UInt8] = [], sof: UInt8 = 0xC0, width: UInt16 = 40, height: UInt16 = 30
  ) -> [UInt8] {
    [0xFF, 0xD8] + segments + [0xFF, sof] + be16(17) + [8] + be16(height) + be16(width)
      + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  }

  /// A GIF header stating a logical screen of `width` by `height`.
  static func gif(_ version: String = "89a", width: UInt16, height: UInt16) -> [UInt8] {
    ascii("GIF" + version) + le16(width) + le16(height) + [0, 0, 0]
  }

  /// A bitmap file header and a DIB header of `headerSize` bytes (padded
  /// with zeros to at most 124) whose first fields are `dimensions`.
  static func bmp(headerSize: UInt32, dimensions: [UInt8]) -> [UInt8] {
    let dib = le32(headerSize) + dimensions
    let padding = [UInt8](repeating: 0, count: max(0, min(Int(headerSize), 124) - dib.count))
    return ascii("BM") + le32(0) + le32(0) + le32(14 &+ headerSize) + dib + padding
  }
}
