import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Hand-made TIFF directory chains: both byte orders and field types, and
/// the chains a hostile file can make (cycles, dangling offsets, huge
/// counts, too many pages).
struct HostileTIFFTests {
  typealias Entry = TIFFBuilder.Entry
  static let le = TIFFBuilder()
  static let be = TIFFBuilder(bigEndian: true)
  static let page = TIFFBuilder.dimensions(40, 30)

  static let cases: [HeaderCase] = [
    .size("II SHORT", le.file([page]), .tiff, (40, 30)),
    .size("MM SHORT", be.file([page]), .tiff, (40, 30)),
    .size("II LONG", le.file([TIFFBuilder.dimensions(70_000, 3, type: 4)]), .tiff, (70_000, 3)),
    .size("MM LONG", be.file([TIFFBuilder.dimensions(70_000, 3, type: 4)]), .tiff, (70_000, 3)),
    .size(
      "largest LONG", le.file([TIFFBuilder.dimensions(.max, .max, type: 4)]), .tiff,
      (Int(UInt32.max), Int(UInt32.max))),
    .size(
      "1x and 2x pages", be.file([page, TIFFBuilder.dimensions(80, 60)]), .tiff, (40, 30),
      (80, 60)),
    .size(
      "other tags first, height before width",
      le.file([
        [Entry(tag: 254, type: 4, value: 0)] + TIFFBuilder.dimensions(40, 30).reversed()
          + [Entry(tag: 259, type: 3, value: 1)]
      ]), .tiff, (40, 30)),
    .size(
      "count above 1 uses the first value",
      le.file([
        [Entry(tag: 256, type: 3, count: 2, value: 40), Entry(tag: 257, type: 3, value: 30)]
      ]),
      .tiff, (40, 30)),
    .malformed("directory points to itself", le.file([page], lastNext: 8), "loops back"),
    .malformed(
      "two directories point to each other", be.file([page, page], lastNext: 8), "loops back"),
    .malformed("first directory beyond the file", le.header(first: 0xFFFF_FFF0), "cut short"),
    .malformed(
      "next directory beyond the file", le.file([page], lastNext: 0x7FFF_0000), "cut short"),
    .malformed("first directory offset 0", le.header(first: 0), "no image file directory"),
    .malformed("directory inside the header", le.header(first: 4) + [0, 0, 0, 0], "header"),
    .malformed(
      "huge entry count, few bytes", le.header(first: 8) + le.u16(65_535) + [1, 2, 3], "cut short"),
    .malformed("empty directory", le.header(first: 8) + le.u16(0) + le.u32(0), "empty"),
    .malformed("no height", le.file([[Entry(tag: 256, type: 3, value: 40)]]), "no ImageLength"),
    .malformed("zero width", le.file([TIFFBuilder.dimensions(0, 30)]), "ImageWidth is 0"),
    .malformed(
      "ASCII width", le.file([[Entry(tag: 256, type: 2, value: 40)] + [page[1]]]), "field type 2"),
    .malformed(
      "width with no value", le.file([[Entry(tag: 256, type: 3, count: 0, value: 40), page[1]]]),
      "no value"),
    .malformed("cut inside an entry", Array(le.file([page]).prefix(20)), "cut short"),
    .malformed("cut before the next offset", Array(le.file([page]).dropLast(2)), "cut short"),
    HeaderCase(
      name: "1024 pages", bytes: le.file(Array(repeating: page, count: 1_024)),
      expected: .result(
        .size(
          ImageHeader(
            format: .tiff,
            pages: Array(repeating: PixelSize(width: 40, height: 30), count: 1_024))))),
    .malformed("1025 pages", le.file(Array(repeating: page, count: 1_025)), "more than 1024 pages"),
    .malformed(
      "65535 entries without dimensions",
      le.file([Array(repeating: Entry(tag: 300, type: 3, value: 1), count: 65_535)]),
      "no ImageWidth"),
    .malformed(
      "entry budget spent across directories",
      le.file(
        Array(
          repeating: Array(repeating: Entry(tag: 300, type: 3, value: 1), count: 65_000)
            + TIFFBuilder.dimensions(4, 4), count: 2)),
      "directory entries"),
    .unsupported("BigTIFF II", [0x49, 0x49, 0x2B, 0x00, 8, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0]),
    .unsupported("BigTIFF MM", [0x4D, 0x4D, 0x00, 0x2B, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16]),
  ]

  @Test(arguments: cases)
  func directoryChain(_ header: HeaderCase) {
    header.verify()
  }
}
