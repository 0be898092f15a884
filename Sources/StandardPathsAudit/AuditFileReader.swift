#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an audit reads the files it looks into: image headers (for pixel
/// sizes) and asset catalogs' `Contents.json`. Paths are relative to the
/// audited folder. The audit itself stays pure; this is its only read of
/// file contents.
protocol AuditFileReader: Sendable {
  /// The header of the image at `path`.
  func image(atPath path: String) -> AuditedImage
  /// The first `limit` bytes of the file at `path`, or `nil` if it cannot
  /// be read or is not a regular file.
  func contents(ofFileAtPath path: String, limit: Int) -> [UInt8]?
}

extension AuditedImage {
  /// The audit's view of the header reader's `result` for the file at
  /// `path`, whose first bytes `head` gives when asked. A `.png`, `.jpg`,
  /// `.gif` or `.bmp` file that starts with no image format's signature
  /// is no image a device can load (SixCorners' `level5_2-hd.png`, bytes
  /// of nothing); a WebP, HEIC or Photoshop file under such a name still
  /// has its size unknown, since iOS reads a file by its bytes.
  init(_ result: ImageHeaderResult, path: String, head: () -> [UInt8]?) {
    self.init(result)
    guard self == .unknownSize,
      let dot = path.lastIndex(of: "."),
      ["png", "jpg", "jpeg", "gif", "bmp"].contains(path[path.index(after: dot)...].lowercased()),
      let head = head(), !AuditedImage.startsAnotherImageFormat(head)
    else { return }
    self.init(
      format: nil, pages: [],
      problem:
        "its first bytes are no image format's: it is not a \(path[path.index(after: dot)...].uppercased()) file"
    )
  }

  /// Whether `head` starts a WebP, HEIF or AVIF, Photoshop, JPEG 2000 or
  /// PVR file.
  private static func startsAnotherImageFormat(_ head: [UInt8]) -> Bool {
    func has(_ text: String, at offset: Int) -> Bool {
      head.count >= offset + text.utf8.count
        && head[offset..<(offset + text.utf8.count)].elementsEqual(text.utf8)
    }
    return has("RIFF", at: 0) && has("WEBP", at: 8) || has("ftyp", at: 4) || has("8BPS", at: 0)
      || has("jP", at: 4) || has("PVR", at: 0)
  }

  /// The audit's view of a header reader result: the one place the audit
  /// uses `ImageHeaderReader`'s types.
  init(_ result: ImageHeaderResult) {
    switch result {
    case .size(let header):
      self.init(
        format: header.format.rawValue,
        pages: header.pages.map { AuditPixelSize(width: $0.width, height: $0.height) })
    case .unsupported:
      self = .unknownSize
    case .malformed(let reason):
      self.init(format: nil, pages: [], problem: reason)
    }
  }
}

/// Reads files below a folder on the real file system; an absolute path
/// (an Xcode project's `<absolute>` reference) is read as is.
struct LiveAuditFileReader: AuditFileReader {
  /// The audited folder.
  let root: String

  init(root: String) {
    self.root = root.utf8.last == UInt8(ascii: "/") ? root : root + "/"
  }

  /// The image's header; a file that cannot be opened or read has a
  /// problem rather than a size (a finding, never a failure of the audit).
  func image(atPath path: String) -> AuditedImage {
    do {
      return AuditedImage(try ImageHeaderReader.read(fileAtPath: location(of: path)), path: path) {
        contents(ofFileAtPath: path, limit: 12)
      }
    } catch {
      return AuditedImage(format: nil, pages: [], problem: error.description)
    }
  }

  private func location(of path: String) -> String {
    path.utf8.first == UInt8(ascii: "/") ? path : root + path
  }

  func contents(ofFileAtPath path: String, limit: Int) -> [UInt8]? {
    #if os(Windows)
      return nil
    #else
      // Without blocking on a FIFO a project may hold; only regular files
      // are read.
      let descriptor = open(location(of: path), O_RDONLY | O_NONBLOCK)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      while bytes.count < limit {
        let wanted = min(chunk.count, limit - bytes.count)
        let got = chunk.withUnsafeMutableBytes { raw -> Int in
          guard let base = raw.baseAddress else { return -1 }
          return read(descriptor, base, wanted)
        }
        if got < 0 { return nil }
        if got == 0 { break }
        bytes += chunk[0..<got]
      }
      return bytes
    #endif
  }
}

/// Files held in memory, for tests and tools that audit a listing.
struct InMemoryAuditFiles: AuditFileReader {
  /// The files' bytes by relative path.
  var files: [String: [UInt8]]

  init(_ files: [String: [UInt8]]) {
    self.files = files
  }

  func image(atPath path: String) -> AuditedImage {
    guard let bytes = files[path] else {
      return AuditedImage(format: nil, pages: [], problem: "cannot open the file")
    }
    return AuditedImage(ImageHeaderReader.read(bytes), path: path) { Array(bytes.prefix(12)) }
  }

  func contents(ofFileAtPath path: String, limit: Int) -> [UInt8]? {
    files[path].map { Array($0.prefix(limit)) }
  }
}
