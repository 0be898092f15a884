/// Reads a GIF's logical screen size, which covers every frame of an
/// animation (a frame may be smaller, never larger, than the screen).
enum GIFHeaderParser {
  /// Returns the logical screen as the GIF's one page.
  static func pages<Source>(
    in window: inout ImageByteWindow<Source>
  ) throws(ImageHeaderProblem) -> [PixelSize] {
    let width = try window.uint16(at: 6, bigEndian: false, reading: "GIF logical screen")
    let height = try window.uint16(at: 8, bigEndian: false, reading: "GIF logical screen")
    guard width > 0, height > 0 else {
      throw .malformed("GIF logical screen is \(width)x\(height) pixels")
    }
    return [PixelSize(width: Int(width), height: Int(height))]
  }
}
