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

  /// The name on disk (in the bundle, when the tree is flattened).
  let name: String
  /// The path relative to the audited folder: the source file's.
  let path: String
  /// The name as the tree's loader reads it: the resolver's reading, or,
  /// for a cocos2d name, what cocos2d's loader means by it in the
  /// grammar's terms (`foo-ipadhd.png` is `foo@2x~ipad.png`).
  let parsed: FileName
  /// The name the resolver is given for this file: ``name``, or the
  /// grammar's spelling of a cocos2d name.
  let resolvedName: String
  /// Whether the name is a cocos2d name read by cocos2d's loader.
  let isCocos2dName: Bool
  /// The lenient reading, when the base holds look-alike suffixes.
  let lookalikes: LenientFileName?
  /// How the file is treated.
  let role: Role
  /// Whether the file is an image by its extension (``imageExtensions``).
  let isImage: Bool

  /// Reads `name` in `directory` by `convention`; `uikitStems` are the
  /// folder's stems that take UIKit suffixes (`gradient-ipad` of
  /// `gradient-ipad@2x.png`): a cocos2d-looking name with such a stem is a
  /// base name. `plainBases` are the bases of the folder's names without
  /// `-hd`: in a UIKit tree an `-hd` name whose base is not among them
  /// (`icon_video-hd.png` without `icon_video*`) is a base name.
  /// `strayEndedBases` are the bases of its unsuffixed names that end
  /// in a separator or their extension: beside `foo_.png`, `foo_@2x.png`
  /// is its variant, and beside `foo.png.png`, `foo.png@2x.png`.
  /// `sourcePath` is the file's path when it differs from
  /// `directory/name` (a flattened tree); `declared` are the launch image
  /// and icon names of the app's `Info.plist`. `cocos2dVersion` is that
  /// of the cocos2d a project holds: the combined grammar then reads the
  /// names its loader reads and the grammar does not, `-ipad` and
  /// `-ipadhd` (1.1 and later) and `foo-hd.pvr.ccz`, as cocos2d does (a
  /// cocos2d game that also ships UIKit's `@2x`). `cocos2dHDSuffix` is
  /// the Retina suffix that cocos2d reads, when not `-hd`
  /// (``withStandardHD(_:for:)``).
  /// `name` with the Retina suffix a project's cocos2d reads (`-HD`,
  /// ``ImageReferences/cocos2dHDSuffix``) spelt `-hd`, as the grammar
  /// reads it: `bubble-HD.png`, `level10_1-HD.pvr.ccz`.
  static func withStandardHD(_ name: String, for suffix: String?) -> String {
    guard let suffix, let dot = name.firstIndex(of: "."), name[..<dot].hasSuffix(suffix) else {
      return name
    }
    return String(name[..<dot].dropLast(suffix.count)) + "-hd" + name[dot...]
  }

  init(
    name: String, directory: String, convention: AuditConvention = .standardpaths,
    uikitStems: Set<String> = [], plainBases: Set<String> = [],
    strayEndedBases: Set<String> = [], sourcePath: String? = nil,
    declared: DeclaredSystemImages = .none, cocos2dVersion: Int? = nil,
    cocos2dHDSuffix: String? = nil
  ) {
    self.name = name
    path = sourcePath ?? (directory.isEmpty ? name : directory + "/" + name)
    let grammarReading = FileName(AuditEntry.withStandardHD(name, for: cocos2dHDSuffix))
    let heightOfNoScreen = AuditEntry.baseWithHeightOfNoScreen(of: grammarReading, name: name)
    let strict = heightOfNoScreen?.parsed ?? grammarReading
    let stem = strict.base + (strict.isHD ? "-hd" : "")
    let isUIKitStem = uikitStems.contains(stem)
    var isHDBase = false
    let cocos2dReading =
      switch convention {
      case .cocos2d: ConventionChoice.cocos2dMeaning(of: strict)
      case .standardpaths:
        cocos2dVersion.flatMap({ AuditEntry.cocos2dReading(of: strict, version: $0) })
      case .uikit: FileName?.none
      }
    if !isUIKitStem, let meaning = cocos2dReading {
      parsed = meaning
      resolvedName = meaning.string
      isCocos2dName = true
    } else if convention == .uikit, !plainBases.contains(strict.base),
      let hdBase = AuditEntry.uikitHDBase(of: strict, name: name)
    {
      // UIKit has no `-hd`: `icon_video-hd@2x.png` is the 2x of `icon_video-hd`.
      parsed = hdBase.parsed
      resolvedName = hdBase.resolvedName
      isCocos2dName = false
      isHDBase = true
    } else {
      parsed = strict
      resolvedName = heightOfNoScreen?.resolvedName ?? name
      isCocos2dName = false
    }
    isImage = parsed.pathExtension.map { AuditEntry.isImageExtension($0) } ?? false
    if let restored = AuditEntry.placeholderTarget(of: name) {
      role = .placeholder(restored)
      lookalikes = nil
      return
    }
    // A name the `Info.plist` gives an icon or a launch image
    // (`Icon-iPad.png` in `CFBundleIconFiles`) is loaded by that name: it
    // is no look-alike of a variant.
    if declared.names(strict), let image = SystemImage(strict, declared: declared) {
      role = .system(image)
      lookalikes = nil
      return
    }
    // cocos2d's suffixes are foreign only in the combined grammar, and
    // never on a stem that takes UIKit's suffixes. The `-hd` a UIKit base
    // ends with is not read again as a misplaced suffix.
    // Nor is a height kept in the base.
    let reading = LenientFileName(
      isHDBase || heightOfNoScreen != nil ? grammarReading : parsed,
      readsForeign: convention == .standardpaths && !isUIKitStem && !isCocos2dName)
    // A name that only resembles a variant (`foo_2x.png`) is one only
    // beside the plain file (`foo.png`); alone it is a name like any other.
    let resemblesOnly = reading.lookalikes.allSatisfy { $0.flaw == .resembles }
    lookalikes =
      reading.isExact || (resemblesOnly && !plainBases.contains(reading.intended.base))
        || (parsed.scale != nil || parsed.idiom != nil || parsed.height != nil)
          && strayEndedBases.contains(parsed.base)
      ? nil : reading
    // A dropped resemblance (`Default_2x.png` alone) does not make the
    // file the system image it resembles.
    let meant = lookalikes?.intended ?? (reading.isExact ? reading.intended : parsed)
    role = SystemImage(meant, declared: declared).map(Role.system) ?? .resource
  }

  /// How the combined grammar reads a name the loader of a project's
  /// cocos2d (version `version`) reads and the grammar would not: `-ipad`
  /// and `-ipadhd` (1.1 and later) as the iPad's variants, and
  /// `foo-hd.pvr.ccz` as the `-hd` of `foo.pvr.ccz`. `nil` for other names.
  static func cocos2dReading(of strict: FileName, version: Int) -> FileName? {
    guard let meaning = ConventionChoice.cocos2dMeaning(of: strict) else { return nil }
    if meaning.idiom == .pad { return version >= 0x0001_0100 ? meaning : nil }
    guard meaning.base != strict.base, meaning.pathExtension?.lowercased() == "ccz",
      meaning.scale == 2, meaning.height == nil
    else { return nil }
    var hd = meaning
    hd.scale = nil
    hd.idiom = nil
    hd.isHD = true
    return hd
  }

  /// The name as it was meant (look-alikes read as suffixes).
  var intended: FileName { lookalikes?.intended ?? parsed }

  /// cocos2d's `-hd`, which UIKit does not read.
  static let hd = "-hd"

  /// How UIKit reads `strict` (the grammar's reading of `name`) when it
  /// ends its base in `-hd` (no height around it): the `-hd` is part of
  /// the base (`icon_video-hd` of `icon_video-hd@2x.png`); and the name
  /// the resolver is given for it, the same with `-hd` spelt `_hd`, so
  /// that the grammar does not read it either (see
  /// ``resolverRequest(for:convention:)``). `nil` for other names.
  static func uikitHDBase(of strict: FileName, name: String)
    -> (parsed: FileName, resolvedName: String)?
  {
    guard strict.isHD, strict.height == nil else { return nil }
    let start = strict.directory.utf8.count + strict.base.utf8.count
    let utf8 = name.utf8
    guard utf8.count >= start + hd.utf8.count,
      utf8.dropFirst(start).prefix(hd.utf8.count).elementsEqual(hd.utf8)
    else { return nil }
    var parsed = strict
    parsed.isHD = false
    parsed.base += hd
    let resolved =
      String(decoding: utf8.prefix(start), as: UTF8.self) + "_hd"
      + String(decoding: utf8.dropFirst(start + hd.utf8.count), as: UTF8.self)
    return (parsed, resolved)
  }

  /// How `strict` (the grammar's reading of `name`) reads when its height
  /// is no screen's, under 320 points (BaseballWithSwift's tab icon
  /// `pitcher4-32h.png`, 32 pixels high, which its storyboard names): the
  /// height is part of the base, and the name the resolver is given spells
  /// it with `_`, so that the grammar does not read it either. `nil` for
  /// other names.
  static func baseWithHeightOfNoScreen(of strict: FileName, name: String)
    -> (parsed: FileName, resolvedName: String)?
  {
    guard let height = strict.height, height < 320 else { return nil }
    let suffix = strict.heightSuffix
    let start = strict.directory.utf8.count + strict.base.utf8.count
    let utf8 = name.utf8
    guard utf8.dropFirst(start).starts(with: suffix.utf8) else { return nil }
    var parsed = strict
    parsed.height = nil
    parsed.base += suffix
    let resolved =
      String(decoding: utf8.prefix(start), as: UTF8.self) + "_" + suffix.dropFirst()
      + String(decoding: utf8.dropFirst(start + suffix.utf8.count), as: UTF8.self)
    return (parsed, resolved)
  }

  /// The request the resolver is asked for `request` (a plain name of the
  /// folder read by `convention`): a base ending in a height of no screen
  /// spelt with `_` (``baseWithHeightOfNoScreen(of:name:)``), and in a
  /// UIKit tree one ending in `-hd` spelt `_hd`, as its files'
  /// ``resolvedName``s are; else `request`.
  /// Only the candidates of one asset are ever compared, so the spelling
  /// cannot meet another file's name.
  static func resolverRequest(for request: FileName, convention: AuditConvention) -> FileName {
    var resolved = request
    if let dash = request.base.lastIndex(of: "-"), request.base.last == "h",
      request.base[request.base.index(after: dash)...].dropLast().allSatisfy({
        ("0"..."9").contains($0)
      }),
      request.base.index(after: dash) < request.base.index(before: request.base.endIndex)
    {
      resolved.base.replaceSubrange(dash...dash, with: "_")
    }
    guard convention == .uikit, resolved.base.hasSuffix(hd) else { return resolved }
    resolved.base = String(resolved.base.dropLast(hd.count)) + "_hd"
    return resolved
  }

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
