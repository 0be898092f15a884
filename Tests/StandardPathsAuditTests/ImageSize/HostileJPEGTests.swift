import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Hand-made JPEG marker streams: the walk skips what it should, stops on
/// lengths that cannot be, and gives up after its caps.
struct HostileJPEGTests {
  typealias B = HeaderBytes

  /// A segment of `marker` with `payload` and a correct length.
  static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker] + B.be16(UInt16(payload.count + 2)) + payload
  }

  /// Bytes that would read as 999x999 if taken for a frame header.
  static let decoy: [UInt8] = [8, 0x03, 0xE7, 0x03, 0xE7, 1, 1, 0x11, 0]

  static let cases: [HeaderCase] = [
    .size("baseline SOF0", B.jpeg(), .jpeg, (40, 30)),
    .size("progressive SOF2", B.jpeg(sof: 0xC2), .jpeg, (40, 30)),
    .size("lossless SOF3", B.jpeg(sof: 0xC3), .jpeg, (40, 30)),
    .size("arithmetic SOF9", B.jpeg(sof: 0xC9), .jpeg, (40, 30)),
    .size("SOF15", B.jpeg(sof: 0xCF), .jpeg, (40, 30)),
    .size("max dimensions", B.jpeg(width: 65_535, height: 65_535), .jpeg, (65_535, 65_535)),
    .size(
      "DHT, JPG and DAC are not frame headers",
      B.jpeg(segment(0xC4, decoy) + segment(0xC8, decoy) + segment(0xCC, decoy)), .jpeg, (40, 30)),
    .size(
      "APP0, APP1 EXIF, COM, DQT skipped",
      B.jpeg(
        segment(0xE0, B.ascii("JFIF\0") + [1, 2, 0, 0, 1, 0, 1, 0, 0])
          + segment(0xE1, B.ascii("Exif\0\0") + [UInt8](repeating: 0xFF, count: 3_000))
          + segment(0xFE, decoy) + segment(0xDB, [UInt8](repeating: 1, count: 65))),
      .jpeg, (40, 30)),
    .size(
      "fill bytes, RST, TEM and a second SOI stand alone",
      [0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0xD0, 0xFF, 0x01, 0xFF, 0xD8, 0xFF, 0xD7]
        + Array(B.jpeg().dropFirst(2)), .jpeg, (40, 30)),
    .malformed("segment length 0", B.jpeg([0xFF, 0xE0, 0, 0]), "length 0"),
    .malformed("segment length 1", B.jpeg([0xFF, 0xE0, 0, 1]), "length 1"),
    .malformed(
      "frame header length 7", [0xFF, 0xD8, 0xFF, 0xC0, 0, 7, 8, 0, 30, 0, 40], "length 7"),
    .malformed("height left to DNL", B.jpeg(height: 0), "DNL"),
    .malformed("width 0", B.jpeg(width: 0), "width of 0"),
    .malformed("scan before frame", B.jpeg(segment(0xDA, [1, 1, 0, 0, 0x3F, 0])), "SOS"),
    .malformed("EOI before frame", B.jpeg([0xFF, 0xD9]), "EOI"),
    .malformed("stuffed zero outside scan", B.jpeg([0xFF, 0x00]), "stuffed"),
    .malformed(
      "garbage between segments", B.jpeg(segment(0xE0, [1, 2]) + [0x12, 0x34]),
      "no marker at offset 8"),
    .malformed("segment runs past the end", [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0], "cut short"),
    .malformed(
      "too many segments",
      B.jpeg(Array([[UInt8]](repeating: [0xFF, 0xFE, 0, 2], count: 5_000).joined())),
      "segments"),
    .malformed(
      "too many fill bytes",
      [0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 70_000) + [0xC0], "fill bytes"),
    .malformed("only SOI", [0xFF, 0xD8, 0xFF], "cut short"),
    .unsupported("JPEG-LS", B.jpeg(sof: 0xF7)),
  ]

  @Test(arguments: cases)
  func markerWalk(_ header: HeaderCase) {
    header.verify()
  }
}
