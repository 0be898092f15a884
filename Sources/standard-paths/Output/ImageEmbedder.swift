import StandardPathsLocations
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

/// The HTML report's thumbnails, without an image decoder (the tool links
/// none): a small image is embedded once as a `data:` URI (each at most
/// ``maximumEmbeddedBytes``, all together at most ``maximumTotalBytes``,
/// so the page stays a few megabytes for thousands of assets); a larger
/// one is linked by its path relative to the page and loaded lazily, and
/// the browser scales it down to the thumbnail box. A linked thumbnail
/// shows only while the page stays where it was written, beside the
/// audited folder.
///
/// Only regular files whose first bytes are a PNG, JPEG, GIF, WebP, BMP or
/// ICO image (or whose extension is `svg`) are embedded; other images that
/// browsers show (by extension) are linked; the rest (TIFF, PVR, HEIC, …)
/// show a tile with their extension.
struct ImageEmbedder {
  /// What a cell shows for a file.
  enum Thumbnail: Equatable {
    /// The image at this position of ``dataURIs``.
    case embedded(Int)
    /// The image at this URL, relative to the page.
    case linked(String)
    /// A file the browser does not show (a plist, a TIFF).
    case notAnImage
    /// A file that cannot be read, or is not a regular file.
    case unreadable
  }

  /// The largest image embedded, in bytes.
  static let maximumEmbeddedBytes = 64 * 1024
  /// The most image bytes one page embeds.
  static let maximumTotalBytes = 1024 * 1024

  /// The audited folder.
  let root: String
  /// The audited folder's URL relative to the page, ending with `/`.
  let linkPrefix: String
  /// The embedded images, as `data:` URIs.
  private(set) var dataURIs: [String] = []
  private var thumbnails: [String: Thumbnail] = [:]
  private var totalBytes = 0

  init(root: String, linkPrefix: String) {
    self.root = root
    self.linkPrefix = linkPrefix
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
    let pathExtension = PathText.lastExtension(relative)?.lowercased() ?? ""
    guard ImageEmbedder.shownExtensions.contains(pathExtension) else { return .notAnImage }
    guard let size = ImageEmbedder.regularFileSize(atPath: path) else { return .unreadable }
    guard size <= ImageEmbedder.maximumEmbeddedBytes,
      totalBytes + size <= ImageEmbedder.maximumTotalBytes
    else { return .linked(linkPrefix + PathText.percentEncoded(relative.utf8)) }
    guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
    guard let mediaType = ImageEmbedder.mediaType(of: data, pathExtension: pathExtension) else {
      return .notAnImage
    }
    totalBytes += data.count
    dataURIs.append("data:\(mediaType);base64,\(data.base64EncodedString())")
    return .embedded(dataURIs.count - 1)
  }

  /// Extensions of images browsers show.
  private static let shownExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "svg", "avif",
  ]

  /// The size of the regular file at `path` (following links), or `nil`
  /// if it is missing or not a regular file (a FIFO would block a read).
  private static func regularFileSize(atPath path: String) -> Int? {
    #if os(Windows)
      return nil
    #else
      guard let status = try? FilePath(path).stat(), status.type == .regular else { return nil }
      return Int(status.size)
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
