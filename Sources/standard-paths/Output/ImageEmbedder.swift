import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the audited files for the HTML report's thumbnails: each image
/// once, as a `data:` URI, so the page works wherever it is moved.
///
/// Only regular files whose first bytes are a PNG, JPEG, GIF, WebP, BMP or
/// ICO image (or whose extension is `svg`) are embedded, each up to
/// ``maximumImageBytes``, all together up to ``maximumTotalBytes``; the
/// page shows a placeholder saying why for the others.
struct ImageEmbedder {
  /// What a cell shows for a file.
  enum Thumbnail: Equatable {
    /// The image at this position of ``dataURIs``.
    case image(Int)
    /// An image of this many bytes, above ``maximumImageBytes``.
    case tooLarge(Int)
    /// An image left out because the page already holds
    /// ``maximumTotalBytes`` of images.
    case overBudget
    /// A file that is not an image the browser shows (a plist, a TIFF).
    case notAnImage
    /// A file that cannot be read, or is not a regular file.
    case unreadable
  }

  /// The largest image embedded, in bytes.
  static let maximumImageBytes = 256 * 1024
  /// The most image bytes one page embeds.
  static let maximumTotalBytes = 32 * 1024 * 1024

  /// The audited folder.
  let root: String
  /// The embedded images, as `data:` URIs.
  private(set) var dataURIs: [String] = []
  private var thumbnails: [String: Thumbnail] = [:]
  private var totalBytes = 0

  init(root: String) {
    self.root = root
  }

  /// The thumbnail of the file at `relative` (relative to ``root``), read
  /// once.
  mutating func thumbnail(forFile relative: String) -> Thumbnail {
    if let known = thumbnails[relative] { return known }
    let thumbnail = read(relative)
    thumbnails[relative] = thumbnail
    return thumbnail
  }

  private mutating func read(_ relative: String) -> Thumbnail {
    let path = FilePath(root).appending(relative).string
    let pathExtension = PathText.lastExtension(relative)?.lowercased()
    guard ImageEmbedder.imageExtensions.contains(pathExtension ?? "") else { return .notAnImage }
    guard let size = ImageEmbedder.regularFileSize(atPath: path) else { return .unreadable }
    guard size <= ImageEmbedder.maximumImageBytes else { return .tooLarge(size) }
    guard totalBytes + size <= ImageEmbedder.maximumTotalBytes else { return .overBudget }
    guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
    guard let mediaType = ImageEmbedder.mediaType(of: data, pathExtension: pathExtension) else {
      return .notAnImage
    }
    totalBytes += data.count
    dataURIs.append("data:\(mediaType);base64,\(data.base64EncodedString())")
    return .image(dataURIs.count - 1)
  }

  /// Extensions worth reading: the browser may show such a file.
  private static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "svg",
  ]

  /// The size of the regular file at `path` (following links), or `nil`
  /// if it is missing or not a regular file (a FIFO would block a read).
  private static func regularFileSize(atPath path: String) -> Int? {
    #if os(Windows)
      return nil
    #else
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
      return Int(info.st_size)
    #endif
  }

  /// The media type of an image, from its first bytes (its extension only
  /// for SVG, which has no signature); `nil` if it is none the page shows.
  static func mediaType(of data: Data, pathExtension: String?) -> String? {
    let bytes = [UInt8](data.prefix(12))
    func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + signature.count
        && Array(bytes[offset..<offset + signature.count]) == signature
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
    if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if starts(Array("GIF8".utf8)) { return "image/gif" }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
    if starts(Array("BM".utf8)) { return "image/bmp" }
    if starts([0, 0, 1, 0]) { return "image/x-icon" }
    if pathExtension == "svg" { return "image/svg+xml" }
    return nil
  }
}
