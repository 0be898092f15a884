import StandardPathsLocations
import StandardPathsSuffixes

/// One file of an audited folder, parsed once (strictly, as the resolver
/// reads it, and leniently, for look-alike suffixes).
internal struct AuditEntry: Sendable {
  /// How the audit treats a file.
  enum Role: Sendable {
    /// An app resource: resolved per device.
    case resource
    /// An image the system loads itself.
    case system(SystemImage)
    /// An iCloud Drive placeholder (`.foo.png.icloud`) standing for the
    /// file named here (`foo.png`).
    case placeholder(String)
  }

  /// The name on disk.
  let name: String
  /// The path relative to the audited folder.
  let path: String
  /// The name as the resolver reads it.
  let parsed: FileName
  /// The lenient reading, when the base holds look-alike suffixes.
  let lookalikes: LenientFileName?
  /// How the file is treated.
  let role: Role
  /// Whether the file is an image by its extension (``imageExtensions``).
  let isImage: Bool

  init(name: String, directory: String) {
    self.name = name
    path = directory.isEmpty ? name : directory + "/" + name
    parsed = FileName(name)
    isImage = parsed.pathExtension.map { AuditEntry.isImageExtension($0) } ?? false
    if let restored = AuditEntry.placeholderTarget(of: name) {
      role = .placeholder(restored)
      lookalikes = nil
      return
    }
    let reading = LenientFileName(parsed)
    lookalikes = reading.isExact ? nil : reading
    role = SystemImage(reading.intended).map(Role.system) ?? .resource
  }

  /// The name as it was meant (look-alikes read as suffixes).
  var intended: FileName { lookalikes?.intended ?? parsed }

  /// Whether the file has no suffixes: the asset's base file.
  var isBase: Bool { parsed == parsed.plainRequest }

  /// Whether the file is an app resource (resolved per device).
  var isResource: Bool {
    if case .resource = role { return true }
    return false
  }

  /// The system image the file is, if it is one.
  var systemImage: SystemImage? {
    if case .system(let image) = role { return image }
    return nil
  }

  /// Whether the audit reads the file's header: images and system images.
  var readsHeader: Bool {
    switch role {
    case .resource: return isImage
    case .system: return true
    case .placeholder: return false
    }
  }

  /// The suffixes as written (`-hd@2x~ipad`), or `""`.
  var suffixText: String {
    String(decoding: parsed.stem.utf8.dropFirst(parsed.base.utf8.count), as: UTF8.self)
  }

  /// Whether the file is a `tiff` image whose name gives no scale: it may
  /// hold a 1x and a 2x page (a HiDPI TIFF).
  var isUnscaledTIFF: Bool {
    parsed.scale == nil && AuditEntry.isTIFF(parsed.pathExtension)
  }

  /// The extensions of images: bitmaps a device draws at a scale, so that
  /// a lower-scale fallback looks blurry and pixel sizes matter. Vector
  /// formats (`svg`, `pdf`) and icon containers (`ico`, `icns`) are not:
  /// they do not blur, or hold every size. Texture formats of games
  /// (`pvr`, `pvr.gz`, cocos2d's `ccz`, `pkm`, `ktx`, `astc`, `dds`, `tga`)
  /// are. Letter case is ignored.
  static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "heic", "heif", "webp", "avif", "pvr",
    "pvr.gz", "ccz", "pkm", "ktx", "astc", "dds", "tga",
  ]

  /// Whether `pathExtension` is in ``imageExtensions``, in any case.
  static func isImageExtension(_ pathExtension: String) -> Bool {
    imageExtensions.contains(pathExtension) || imageExtensions.contains(pathExtension.lowercased())
  }

  /// Whether `pathExtension` is `tif` or `tiff`, in any case.
  static func isTIFF(_ pathExtension: String?) -> Bool {
    guard let pathExtension else { return false }
    return ["tif", "tiff"].contains(pathExtension.lowercased())
  }

  /// `foo-hd.png` for the iCloud placeholder `.foo-hd.png.icloud`, or `nil`.
  static func placeholderTarget(of name: String) -> String? {
    let utf8 = name.utf8
    guard utf8.count > ".x.icloud".utf8.count, utf8.first == UInt8(ascii: "."),
      name.hasSuffix(".icloud")
    else { return nil }
    return String(name.dropFirst().dropLast(".icloud".count))
  }
}
