import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Hand-made PNG, GIF and BMP headers at and past their limits, and inputs
/// that are no image the reader sizes.
struct HostileHeaderTests {
  typealias B = HeaderBytes

  static let png: [HeaderCase] = [
    .size("minimal", B.png(width: 40, height: 30), .png, (40, 30)),
    .size("largest", B.png(width: 0x7FFF_FFFF, height: 1), .png, (0x7FFF_FFFF, 1)),
    .size(
      "Apple CgBI chunk first",
      B.pngSignature + B.be32(4) + B.ascii("CgBI") + [0x50, 0, 0x20, 2] + [0, 0, 0, 0]
        + Array(B.png(width: 57, height: 57).dropFirst(8)), .png, (57, 57)),
    .malformed("zero width", B.png(width: 0, height: 30), "0x30"),
    .malformed("width 2^31", B.png(width: 0x8000_0000, height: 30), "2147483648x30"),
    .malformed("IHDR length 12", B.png(width: 40, height: 30, length: 12), "length 12"),
    .malformed(
      "IDAT first",
      B.pngSignature + B.be32(13) + B.ascii("IDAT") + [UInt8](repeating: 1, count: 17),
      "IHDR"),
    .malformed(
      "CgBI with a huge length", B.pngSignature + B.be32(0xFFFF_FFFF) + B.ascii("CgBI"), "CgBI"),
    .malformed(
      "CgBI pointing past the end", B.pngSignature + B.be32(0x7FFF_FFFF) + B.ascii("CgBI"),
      "cut short"),
    .malformed("cut inside IHDR", Array(B.png(width: 40, height: 30).prefix(22)), "cut short"),
    .unsupported("corrupt signature", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00, 0, 0]),
  ]

  static let gif: [HeaderCase] = [
    .size("87a", B.gif("87a", width: 24, height: 18), .gif, (24, 18)),
    .size("89a largest", B.gif(width: 65_535, height: 65_535), .gif, (65_535, 65_535)),
    .malformed("zero width", B.gif(width: 0, height: 18), "0x18"),
    .malformed("zero height", B.gif(width: 24, height: 0), "24x0"),
    .malformed("cut in the screen", Array(B.gif(width: 24, height: 18).prefix(9)), "cut short"),
    .unsupported("unknown version", B.gif("90a", width: 24, height: 18)),
  ]

  static let bmp: [HeaderCase] = [
    .size(
      "core header", B.bmp(headerSize: 12, dimensions: B.le16(40) + B.le16(30)), .bmp, (40, 30)),
    .size(
      "info header", B.bmp(headerSize: 40, dimensions: B.le32(40) + B.le32(30)), .bmp, (40, 30)),
    .size(
      "top-down", B.bmp(headerSize: 40, dimensions: B.le32(40) + B.le32(signed: -30)), .bmp,
      (40, 30)),
    .size(
      "V5 largest top-down",
      B.bmp(headerSize: 124, dimensions: B.le32(signed: .max) + B.le32(signed: -.max)), .bmp,
      (Int(Int32.max), Int(Int32.max))),
    .size("OS/2 2.x short", B.bmp(headerSize: 16, dimensions: B.le32(5) + B.le32(6)), .bmp, (5, 6)),
    .malformed(
      "height Int32.min",
      B.bmp(headerSize: 40, dimensions: B.le32(40) + B.le32(signed: .min)), "-2147483648"),
    .malformed(
      "negative width", B.bmp(headerSize: 40, dimensions: B.le32(signed: -40) + B.le32(30)),
      "-40x30"
    ),
    .malformed("zero height", B.bmp(headerSize: 40, dimensions: B.le32(40) + B.le32(0)), "40x0"),
    .malformed("core zero", B.bmp(headerSize: 12, dimensions: B.le16(0) + B.le16(30)), "0x30"),
    .malformed(
      "unknown header size", B.bmp(headerSize: 99, dimensions: B.le32(1) + B.le32(1)), "99"),
    .malformed("huge header size", B.bmp(headerSize: 0xFFFF_FFF0, dimensions: []), "4294967280"),
    .malformed(
      "cut in the dimensions", B.ascii("BM") + [UInt8](repeating: 0, count: 12) + B.le32(40) + [1],
      "cut short"),
  ]

  static let other: [HeaderCase] = [
    .malformed("empty", [], "signature"),
    .malformed("half a PNG signature", [0x89, 0x50, 0x4E], "signature"),
    .malformed("B alone", B.ascii("B"), "signature"),
    .unsupported("text", B.ascii("hello, world")),
    .unsupported("zeros", [UInt8](repeating: 0, count: 64)),
    .unsupported("WebP", B.ascii("RIFF") + B.le32(30) + B.ascii("WEBPVP8 ") + [0, 0, 0, 0]),
    .unsupported("HEIC", B.be32(24) + B.ascii("ftypheic") + B.be32(0) + B.ascii("mif1heic")),
    .unsupported("OS/2 bitmap array", B.ascii("BA") + [UInt8](repeating: 0, count: 30)),
  ]

  @Test(arguments: png)
  func pngHeader(_ header: HeaderCase) { header.verify() }

  @Test(arguments: gif)
  func gifHeader(_ header: HeaderCase) { header.verify() }

  @Test(arguments: bmp)
  func bmpHeader(_ header: HeaderCase) { header.verify() }

  @Test(arguments: other)
  func otherInput(_ header: HeaderCase) { header.verify() }
}
