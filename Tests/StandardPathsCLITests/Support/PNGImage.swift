import Foundation

/// Writes small valid PNG files for tests: 8-bit RGB, the image data in
/// uncompressed ("stored") deflate blocks, so no compressor is needed.
///
/// ```swift
/// let red = PNGImage.solid(red: 230, green: 57, blue: 70)   // 8 × 8
/// ```
enum PNGImage {
  /// An image of one colour.
  static func solid(width: Int = 8, height: Int = 8, red: UInt8, green: UInt8, blue: UInt8)
    -> Data
  {
    let row = [0] + Array(repeating: [red, green, blue], count: width).joined()
    return encode(width: width, height: height, rows: Array(repeating: row, count: height).joined())
  }

  /// An image of pseudo-random pixels (a fixed sequence): `width × height ×
  /// 3` bytes and a little more, since nothing is compressed.
  static func noise(width: Int, height: Int) -> Data {
    var state: UInt32 = 0x1234_5678
    var rows: [UInt8] = []
    rows.reserveCapacity((width * 3 + 1) * height)
    for _ in 0..<height {
      rows.append(0)
      for _ in 0..<width * 3 {
        state = state &* 1_664_525 &+ 1_013_904_223
        rows.append(UInt8(truncatingIfNeeded: state >> 24))
      }
    }
    return encode(width: width, height: height, rows: rows)
  }

  /// A PNG that is only a header: the signature, IHDR for `width × height`
  /// and IEND, without pixels. Header readers size it; browsers do not
  /// draw it. For large images (launch images, icons) that only need a size.
  static func headerOnly(width: Int, height: Int) -> Data {
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", []))
  }

  /// The PNG file of `rows` (each a filter byte 0 and the RGB pixels).
  private static func encode(width: Int, height: Int, rows: some Collection<UInt8>) -> Data {
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]  // 8 bits per channel, RGB, deflate, no filter, no interlace
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", header)
    file += chunk("IDAT", zlibStored(Array(rows)))
    file += chunk("IEND", [])
    return Data(file)
  }

  private static func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(kind.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// A zlib stream holding `bytes` in stored deflate blocks.
  private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, bytes.count - offset)
      let isLast = offset + count == bytes.count
      stream.append(isLast ? 1 : 0)
      stream += [UInt8(count & 0xFF), UInt8(count >> 8)]
      stream += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      stream += bytes[offset..<offset + count]
      offset += count
    } while offset < bytes.count
    return stream + bigEndian(adler32(bytes))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
