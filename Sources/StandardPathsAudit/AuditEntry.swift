import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// One file of an audited folder, parsed once.
internal struct AuditEntry: Sendable {
  /// The name on disk.
  let name: String
  /// The path relative to the audited folder.
  let path: String
  /// The parsed name.
  let parsed: FileName
  /// Its suffixes, as the resolver's index sees them.
  let variant: ResourceVariant
  /// Look-alike suffixes hidden in its base, if any.
  let lookalikes: SuffixLookalikes?

  init(name: String, directory: String) {
    self.name = name
    path = directory.isEmpty ? name : directory + "/" + name
    parsed = FileName(parsing: name)
    variant = ResourceVariant(of: parsed)
    lookalikes = SuffixLookalikes(parsed)
  }

  /// Whether the file has no suffixes: the asset's base file.
  var isBase: Bool { variant == ResourceVariant() }

  /// The suffixes as written (`-hd@2x~ipad`), or `""`.
  var suffixText: String {
    String(decoding: parsed.stem.utf8.dropFirst(parsed.base.utf8.count), as: UTF8.self)
  }

  /// Whether the file is a bitmap image by its extension (`png`, `jpg`,
  /// `gif`, `webp`, `heic`, …, in any case): one that looks blurry when
  /// upscaled.
  var isBitmapImage: Bool {
    guard let pathExtension = parsed.pathExtension?.lowercased() else { return false }
    return AuditEntry.bitmapExtensions.contains(pathExtension)
  }

  private static let bitmapExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "heic", "heif", "avif", "ico",
  ]

  /// Whether the file is a `tiff` image whose name gives no scale: such a
  /// file may hold several resolutions, so it is never said to be
  /// upscaled.
  var isMultiResolutionTIFF: Bool {
    parsed.scale == nil
      && parsed.pathExtension.map { ["tif", "tiff"].contains($0.lowercased()) } == true
  }
}
