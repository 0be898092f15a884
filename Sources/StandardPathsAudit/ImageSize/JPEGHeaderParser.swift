/// Reads a JPEG's size from its frame header (SOF0 to SOF15), walking the
/// marker segments that precede it without reading their contents.
///
/// EXIF orientation is deliberately ignored: the size is the stored one, as
/// for every other format (see ``PixelSize``).
enum JPEGHeaderParser {
  /// Most marker segments followed before giving up: real files have a few
  /// dozen before the frame header (up to 255 ICC profile chunks).
  static let maximumSegments = 4_096
  /// Most 0xFF fill bytes tolerated in the whole walk.
  static let maximumFillBytes = 65_536

  /// Returns the JPEG's one page, from the first frame header.
  static func pages<Source>(
    in window: inout ImageByteWindow<Source>
  ) throws(ImageHeaderProblem) -> [PixelSize] {
    var position = 2  // after SOI
    var fillBytes = 0
    for _ in 0..<maximumSegments {
      guard try window.uint8(at: position, reading: "JPEG marker") == 0xFF else {
        throw .malformed("JPEG has no marker at offset \(position)")
      }
      position &+= 1
      var marker = try window.uint8(at: position, reading: "JPEG marker")
      while marker == 0xFF {
        fillBytes += 1
        guard fillBytes <= maximumFillBytes else {
          throw .malformed("JPEG has more than \(maximumFillBytes) fill bytes")
        }
        position &+= 1
        marker = try window.uint8(at: position, reading: "JPEG marker")
      }
      position &+= 1
      switch marker {
      case 0x01, 0xD0...0xD8:
        continue  // TEM, RSTn and SOI stand alone: no length follows
      case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
        return [try frameSize(at: position, in: &window)]
      case 0x00:
        throw .malformed("JPEG has a stuffed 0xFF00 outside entropy-coded data")
      case 0xD9:
        throw .malformed("JPEG ends (EOI) before a frame header")
      case 0xDA:
        throw .malformed("JPEG starts a scan (SOS) before a frame header")
      case 0xF7:
        throw .unsupported  // SOF55: JPEG-LS, a different codec
      default:
        let length = try window.uint16(at: position, bigEndian: true, reading: "JPEG segment")
        guard length >= 2 else {
          throw .malformed("JPEG segment 0x\(hex(marker)) has length \(length)")
        }
        position = try ImageOffset.sum(position, Int(length), for: "JPEG segment")
      }
    }
    throw .malformed("JPEG has more than \(maximumSegments) segments before a frame header")
  }

  /// Reads the frame header whose length field is at `position`: length,
  /// sample precision, number of lines, samples per line.
  private static func frameSize<Source>(
    at position: Int, in window: inout ImageByteWindow<Source>
  ) throws(ImageHeaderProblem) -> PixelSize {
    let length = try window.uint16(at: position, bigEndian: true, reading: "JPEG frame header")
    guard length >= 8 else { throw .malformed("JPEG frame header has length \(length)") }
    let height = try window.uint16(
      at: position &+ 3, bigEndian: true, reading: "JPEG frame header")
    let width = try window.uint16(
      at: position &+ 5, bigEndian: true, reading: "JPEG frame header")
    guard height > 0 else {
      // Allowed by the standard (a DNL marker after the first scan sets it),
      // but finding it would mean decoding the scan.
      throw .malformed("JPEG frame header leaves the height to a DNL marker")
    }
    guard width > 0 else { throw .malformed("JPEG frame header states a width of 0") }
    return PixelSize(width: Int(width), height: Int(height))
  }

  /// Two hexadecimal digits for a marker in messages.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
  }
}
