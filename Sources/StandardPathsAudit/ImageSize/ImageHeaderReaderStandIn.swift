// STAND-IN, TO BE REPLACED: the real header reader (PNG, JPEG, GIF, TIFF
// with every page, BMP; fuzzed, tested on ImageMagick and Pillow files) is
// written separately and replaces this whole file. This one reads only a
// PNG's IHDR chunk, so that the audit and its PNG-based tests work until it
// lands. The audit uses it in one place: AuditFileReader.swift.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width and height of an image in pixels (stand-in).
package struct PixelSize: Hashable, Sendable {
  package var width: Int
  package var height: Int

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// The formats the real reader sizes (stand-in).
package enum ImageFormat: String, Sendable {
  case png, jpeg, gif, tiff, bmp
}

/// An image's format and page sizes (stand-in).
package struct ImageHeader: Sendable, Hashable {
  package var format: ImageFormat
  package var pages: [PixelSize]

  package init(format: ImageFormat, pages: [PixelSize]) {
    self.format = format
    self.pages = pages
  }
}

/// The outcome of reading a header (stand-in).
package enum ImageHeaderResult: Sendable, Hashable {
  case size(ImageHeader)
  case unsupported
  case malformed(reason: String)
}

/// Reads a PNG's IHDR only (stand-in).
package enum ImageHeaderReader {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  package static func read(_ bytes: some Collection<UInt8>) -> ImageHeaderResult {
    let bytes = Array(bytes.prefix(24))
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      if bytes.count < 8, signature.starts(with: bytes), !bytes.isEmpty {
        return .malformed(reason: "PNG: file ends before its signature does")
      }
      return bytes.isEmpty ? .malformed(reason: "empty file") : .unsupported
    }
    guard bytes.count >= 24 else { return .malformed(reason: "PNG: no IHDR chunk") }
    guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return .malformed(reason: "PNG: the first chunk is not IHDR")
    }
    func word(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = word(16)
    let height = word(20)
    guard width > 0, height > 0 else { return .malformed(reason: "PNG: zero width or height") }
    return .size(ImageHeader(format: .png, pages: [PixelSize(width: width, height: height)]))
  }

  package static func read(fileAtPath path: String) -> ImageHeaderResult {
    #if os(Windows)
      return .unsupported
    #else
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return .malformed(reason: "cannot open the file") }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 24)
      var count = 0
      while count < buffer.count {
        let got = buffer.withUnsafeMutableBytes { raw -> Int in
          guard let base = raw.baseAddress else { return 0 }
          return pread(descriptor, base + count, raw.count - count, off_t(count))
        }
        guard got > 0 else { break }
        count += got
      }
      return read(buffer.prefix(count))
    #endif
  }
}
