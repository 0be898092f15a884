/// Reads a PNG's size from its IHDR chunk, which the format requires to come
/// first. Apple's `CgBI` PNGs (Xcode's "compressed" iOS resources) put a
/// `CgBI` chunk before it, which is skipped. APNG needs nothing special: its
/// IHDR gives the canvas size.
enum PNGHeaderParser {
  /// The offset of the first chunk, just after the 8-byte signature.
  private static let firstChunk = 8
  /// `CgBI`, Apple's chunk that may precede IHDR.
  private static let appleChunk = Array("CgBI".utf8)
  /// `IHDR`, the image header chunk.
  private static let headerChunk = Array("IHDR".utf8)

  /// Returns the one page a PNG has, or throws what is wrong with its header.
  static func pages<Source>(
    in window: inout ImageByteWindow<Source>
  ) throws(ImageHeaderProblem) -> [PixelSize] {
    var chunk = firstChunk
    var length = try window.uint32(at: chunk, bigEndian: true, reading: "PNG chunk length")
    var type = try window.bytes(at: chunk &+ 4, count: 4, reading: "PNG chunk type")
    if type == appleChunk {
      guard length <= 0x7FFF_FFFF else { throw .malformed("PNG CgBI chunk length \(length)") }
      let dataLength = try ImageOffset.from(length, for: "PNG CgBI chunk")
      chunk = try ImageOffset.sum(chunk + 12, dataLength, for: "PNG chunk after CgBI")
      length = try window.uint32(at: chunk, bigEndian: true, reading: "PNG chunk length")
      type = try window.bytes(at: chunk &+ 4, count: 4, reading: "PNG chunk type")
    }
    guard type == headerChunk else { throw .malformed("PNG does not start with an IHDR chunk") }
    guard length == 13 else { throw .malformed("PNG IHDR chunk has length \(length), not 13") }
    let width = try window.uint32(at: chunk &+ 8, bigEndian: true, reading: "PNG IHDR")
    let height = try window.uint32(at: chunk &+ 12, bigEndian: true, reading: "PNG IHDR")
    return [try size(width: width, height: height)]
  }

  /// Checks the limits PNG sets: each dimension from 1 to 2^31 - 1.
  private static func size(width: UInt32, height: UInt32) throws(ImageHeaderProblem) -> PixelSize {
    let limit: ClosedRange<UInt32> = 1...0x7FFF_FFFF
    guard limit.contains(width), limit.contains(height) else {
      throw .malformed("PNG IHDR states \(width)x\(height) pixels")
    }
    return PixelSize(width: Int(width), height: Int(height))
  }
}
