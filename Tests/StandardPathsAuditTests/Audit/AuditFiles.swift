import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// File contents for audit tests: image headers given by size (no header
/// reader involved, so every format and page count can be described) and
/// text files such as an asset catalog's `Contents.json`.
struct StubAuditFiles: AuditFileReader {
  var images: [String: AuditedImage] = [:]
  var texts: [String: String] = [:]

  /// Images of one page, by path: `["a.png": (8, 8)]`.
  init(sizes: [String: (Int, Int)] = [:], texts: [String: String] = [:]) {
    for (path, size) in sizes {
      images[path] = AuditedImage(
        format: "png", pages: [AuditPixelSize(width: size.0, height: size.1)])
    }
    self.texts = texts
  }

  func image(atPath path: String) -> AuditedImage {
    images[path] ?? AuditedImage(format: nil, pages: [], problem: "no such file in the test")
  }

  func contents(ofFileAtPath path: String, limit: Int) -> [UInt8]? {
    texts[path].map { Array($0.utf8.prefix(limit)) }
  }
}

extension AssetAudit {
  /// The report of `files` with the sized images and texts of `stub`
  /// (every image in `files` needs a size).
  func report(forFiles files: [String], stub: StubAuditFiles) -> AuditReport {
    report(forFiles: files, reader: stub)
  }
}

/// Valid PNG headers of a given size: the signature, an IHDR chunk with its
/// CRC, and IEND (no pixels: only headers are read).
enum PNGHeader {
  static func bytes(width: Int, height: Int) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] {
      [
        UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(kind.utf8) + data
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
      }
      return word(data.count) + body + word(Int(~crc))
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", word(width) + word(height) + [8, 6, 0, 0, 0]) + chunk("IEND", [])
  }
}
