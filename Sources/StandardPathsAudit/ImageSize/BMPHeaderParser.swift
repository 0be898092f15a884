/// Reads a bitmap's size from the DIB header after the 14-byte file header.
///
/// OS/2's 12-byte `BITMAPCOREHEADER` stores unsigned 16-bit dimensions; every
/// later header (`BITMAPINFOHEADER`, OS/2 2.x, V2 to V5) signed 32-bit ones,
/// where a negative height marks rows stored top-down.
enum BMPHeaderParser {
  /// Where the DIB header starts.
  private static let dibHeader = 14
  /// The sizes of the DIB headers with 32-bit dimensions (OS/2 2.x may be
  /// cut to 16 bytes, hence the variety).
  private static let longHeaderSizes: Set<UInt32> = [16, 40, 52, 56, 64, 108, 124]

  /// Returns the bitmap's one page.
  static func pages<Source>(
    in window: inout ImageByteWindow<Source>
  ) throws(ImageHeaderProblem) -> [PixelSize] {
    let headerSize = try window.uint32(at: dibHeader, bigEndian: false, reading: "BMP DIB header")
    if headerSize == 12 {
      let width = try window.uint16(at: 18, bigEndian: false, reading: "BMP core header")
      let height = try window.uint16(at: 20, bigEndian: false, reading: "BMP core header")
      guard width > 0, height > 0 else {
        throw .malformed("BMP core header states \(width)x\(height) pixels")
      }
      return [PixelSize(width: Int(width), height: Int(height))]
    }
    guard longHeaderSizes.contains(headerSize) else {
      throw .malformed("BMP DIB header has unknown size \(headerSize)")
    }
    let width = Int32(
      bitPattern: try window.uint32(at: 18, bigEndian: false, reading: "BMP info header"))
    let height = Int32(
      bitPattern: try window.uint32(at: 22, bigEndian: false, reading: "BMP info header"))
    // Int32.min has no positive counterpart; a negative width means nothing.
    guard width > 0, height != 0, height != .min else {
      throw .malformed("BMP info header states \(width)x\(height) pixels")
    }
    return [PixelSize(width: Int(width), height: Int(height.magnitude))]
  }
}
