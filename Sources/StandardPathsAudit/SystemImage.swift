import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// An image iOS loads itself, by its own rules rather than through the
/// resolver: a launch image (`Default*.png`, Xcode's `LaunchImage*.png`),
/// an app icon (`Icon*.png`, Xcode's `AppIcon*.png`) or the App Store
/// artwork (`iTunesArtwork`, `iTunesArtwork@2x`). Such files get their own
/// checks (pixel size, the `-568h@2x` launch image), never the resource
/// findings (unreachable, upscaled, missing base).
///
/// Recognised in any folder, by the name read leniently (so
/// `Default-568H@2x.png` is a launch image with a misspelt suffix), with a
/// `png` extension (`iTunesArtwork` has none). Names are Apple's, with
/// their capitals: a game's own `icon.png` or `default.png` is a resource;
/// and those an `Info.plist` declares (``DeclaredSystemImages``).
struct SystemImage: Sendable, Hashable {
  /// Which kind of system image.
  enum Role: String, Sendable {
    case launchImage, appIcon, iTunesArtwork
  }

  let role: Role
  /// The idioms it is for: its idiom suffix's, the iPad's for a launch
  /// image named for an orientation, or phones and pads.
  private(set) var idioms: Set<InterfaceIdiom>
  /// The pixel sizes that fit it, the usual one first; empty when the name
  /// does not tell.
  let expectedSizes: [AuditPixelSize]
  /// The launch image's base name (`Default`, `LaunchImage`) when it is a
  /// plain phone launch image (no orientation): the ones the `-568h@2x`
  /// check is about.
  let phoneLaunchBase: String?

  /// The system image `name` is, or `nil` for an app resource; `declared`
  /// adds the names an `Info.plist` gives launch images and icons.
  init?(_ name: FileName, declared: DeclaredSystemImages = .none) {
    let scale = name.scale ?? 1
    // No screen is denser than @3x: `Icon@66666666662x.png` (found by
    // fuzzing) is no icon, and its sizes would overflow.
    guard scale <= 4 else { return nil }
    let pathExtension = name.pathExtension?.lowercased()
    // `Legacy-iTunesArtwork@2x.png`: an app's copies named per target.
    if name.base == "iTunesArtwork" || name.base.hasSuffix("-iTunesArtwork"),
      pathExtension == nil || pathExtension == "png"
    {
      // Since 2014 the App Store's artwork is 1024 pixels whatever its name
      // (wheelmap's `iTunesArtwork.png` beside a 512-pixel `iTunesArtwork`).
      let sizes = [(512 * scale, 512 * scale)] + (scale == 2 ? [] : [(1024, 1024)])
      self.init(.iTunesArtwork, name, sizes: sizes, phoneLaunchBase: nil)
      return
    }
    // An icon the `Info.plist` names is one whatever its format (Meme
    // Maker's `ExportIcon.jpg`).
    guard
      pathExtension == "png"
        || declared.namesIcon(name) && AuditEntry.isImageExtension(pathExtension ?? "")
    else { return nil }
    // A launch image's name is one even when the `Info.plist` also lists it
    // as an icon (Hoccer's `Default-Portrait@2x~ipad.png`).
    let declaredIcon: (width: Double, height: Double)?? =
      declared.namesIcon(name)
        && SystemImage.launchParts(base: name.base, declared: []) == nil ? .some(nil) : nil
    if let points = SystemImage.iconPoints(base: name.base, idiom: name.idiom) ?? declaredIcon {
      var sizes = points.map { [($0.width * scale, $0.height * scale)] } ?? []
      // The iPad Pro's icon is 83.5 points, often named `Icon-83@2x.png`.
      if let points, points.width == 83, points.height == 83 {
        sizes.append((83.5 * scale, 83.5 * scale))
      }
      self.init(.appIcon, name, sizes: sizes, phoneLaunchBase: nil)
      // A size only one idiom's home screen or Spotlight shows is that
      // idiom's icon: `Icon-Small-50.png` is the iPad's, moot in an iPhone
      // app (stickyet).
      if name.idiom == nil, let side = points?.width {
        if SystemImage.padIconPoints.contains(side) { idioms = [.pad] }
        if SystemImage.phoneIconPoints.contains(side) { idioms = [.phone] }
      }
      return
    }
    guard let launch = SystemImage.launchParts(base: name.base, declared: declared.launchBases)
    else { return nil }
    let isPad =
      name.idiom == .pad || launch.orientation != nil
      || declared.padLaunchBases.contains(launch.prefix)
    var portrait: [(Double, Double)] = []
    if let height = name.height {
      // 1x screens are 480 (iPhone 3GS) and 1024 points tall (iPad 2) only:
      // a 1x `Default-568h.png` is never loaded, so its size is no finding.
      if let width = SystemImage.screenWidths[height], scale > 1 || [480, 1024].contains(height) {
        portrait = [(width, height)]
      }
    } else if isPad {
      portrait = [(768, 1024)]
    } else {
      portrait = [(320, 480)]
    }
    var landscape = portrait.map { ($1, $0) }
    if name.height == nil {
      // iOS 6 and earlier: launch images without the 20-point status bar,
      // which takes height in either orientation (newsyc's
      // `Legacy-Default@2x.png` is 640 × 920). A `-568h` image had to be
      // whole, or the app ran letterboxed.
      if isPad {
        portrait.append((768, 1004))
        landscape.append((1024, 748))
      } else {
        portrait.append((320, 460))
      }
    }
    var sizes: [(Double, Double)]
    switch launch.orientation {
    case "Landscape"?, "LandscapeLeft"?, "LandscapeRight"?: sizes = landscape
    case nil where isPad: sizes = portrait + landscape
    default: sizes = portrait
    }
    // A name `UILaunchImages` lists is for the screen it gives, either way
    // up (Buildbox's `Default-568h-ios8@2x.png`, 640 × 1136, listed as
    // `{320, 568}` in landscape; its `Default-736h@3x.png`, 2208 × 1242).
    let points =
      declared.launchPoints.isEmpty
      ? [] : declared.launchPoints[DeclaredSystemImages.launchKey(name)] ?? []
    sizes =
      points.sorted { ($0.width, $0.height) < ($1.width, $1.height) }.flatMap {
        [($0.width, $0.height), ($0.height, $0.width)]
      } + sizes
    self.init(
      .launchImage, name, sizes: sizes.map { ($0 * scale, $1 * scale) },
      phoneLaunchBase: isPad || name.idiom != nil && name.idiom != .phone ? nil : launch.prefix)
    // Only an iPad shows a launch image named for an orientation, or by
    // a base only the iPad's keys declare.
    if isPad, name.idiom == nil { idioms = [.pad] }
  }

  private init(
    _ role: Role, _ name: FileName, sizes: [(Double, Double)], phoneLaunchBase: String?
  ) {
    self.role = role
    idioms = name.idiom.map { [$0] } ?? [.phone, .pad]
    expectedSizes = sizes.map {
      AuditPixelSize(width: Int($0.0.rounded()), height: Int($0.1.rounded()))
    }
    self.phoneLaunchBase = phoneLaunchBase
  }

  /// Whether `size` fits: one of the expected sizes exactly (the system
  /// rejects or stretches any other).
  func fits(_ size: AuditPixelSize) -> Bool {
    expectedSizes.isEmpty || expectedSizes.contains(size)
  }

  /// Icon sizes in points only an iPad shows (Spotlight 50, home screen
  /// 72, 76, 83.5), and only an iPhone (home screen 57, 60).
  private static let padIconPoints: Set<Double> = [50, 72, 76, 83, 83.5]
  private static let phoneIconPoints: Set<Double> = [57, 60]

  /// Portrait screen widths in points by screen height, for launch images
  /// with a height suffix.
  static let screenWidths: [Double: Double] = [
    480: 320, 568: 320, 667: 375, 736: 414, 812: 375, 896: 414, 1024: 768, 1112: 834,
    1194: 834, 1366: 1024,
  ]

  /// An icon's size in points by its base name (`Icon` 57 or 72 on iPad,
  /// `Icon-Small` 29, `Icon-Small-50`, `Icon-72`, `AppIcon60x60`); `.some(nil)`
  /// for an icon whose name gives no size (`AppIcon`); `nil` if `base` is
  /// no icon name.
  private static func iconPoints(base: String, idiom: InterfaceIdiom?)
    -> (width: Double, height: Double)??
  {
    if base == "Icon" {
      let side: Double = idiom == .pad ? 72 : 57
      return (side, side)
    }
    for prefix in ["Icon-Small"] where base.hasPrefix(prefix) {
      let rest = base.dropFirst(prefix.count)
      if rest.isEmpty { return (29, 29) }
      guard rest.first == "-", let side = side(rest.dropFirst()) else { return nil }
      return (side, side)
    }
    for prefix in ["Icon-App-", "Icon-"] where base.hasPrefix(prefix) {
      guard let side = side(base.dropFirst(prefix.count)) else { return nil }
      // No icon is 120 points: Woda's `Icon-120.png` (60 × 60, beside a
      // 120-pixel `Icon-120@2x.png`) is named by its pixels at some scale.
      return iconSides.contains(side) ? (side, side) : .some(nil)
    }
    if base.hasPrefix("AppIcon") {
      let rest = base.dropFirst("AppIcon".count)
      if rest.isEmpty { return .some(nil) }
      let parts = rest.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = number(parts[0]), let height = number(parts[1]) else {
        return nil
      }
      return (width, height)
    }
    return nil
  }

  /// The sides, in points, of the icons Apple's platforms show (home
  /// screens, Spotlight, settings, notifications, the Mac's Finder and
  /// Dock, the App Store): any other number in an icon's name is pixels.
  private static let iconSides: Set<Double> = [
    16, 20, 29, 32, 40, 50, 57, 60, 64, 72, 76, 83, 83.5, 128, 256, 512, 1024,
  ]

  /// An icon's side in a name: `50`, or `50x50` (the icon generators'
  /// `Icon-App-60x60@2x.png`, `Icon-Small-50x50@2x.png`, which Eatery
  /// copies for its alternate icon).
  private static func side(_ text: Substring) -> Double? {
    if let value = number(text) { return value }
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = number(parts[0]), width == number(parts[1]) else {
      return nil
    }
    return width
  }

  /// A `declared` base, `Default` or `LaunchImage`, then optional `-<digits>` parts (Xcode's
  /// iOS-version markers, `-700`) and an orientation (`-Portrait`,
  /// `-Landscape`, `-PortraitUpsideDown`, `-LandscapeLeft`,
  /// `-LandscapeRight`); `nil` for any other base.
  private static func launchParts(base: String, declared: [String])
    -> (prefix: String, orientation: String?)?
  {
    guard
      let prefix = (declared + ["Default", "LaunchImage"]).first(where: { base.hasPrefix($0) })
    else { return nil }
    var orientation: String?
    for part in base.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
      .dropFirst()
    {
      if orientation == nil, orientations.contains(String(part)) {
        orientation = String(part)
      } else if part.isEmpty || orientation != nil
        || !(part.allSatisfy(\.isASCIIDigit)
          || part.count > 1 && part.last == "w" && part.dropLast().allSatisfy(\.isASCIIDigit))
      {
        // Digits are Xcode's iOS-version markers (`-700`); `-375w` is a
        // screen width (`Default-375w-667h@2x.png`).
        return nil
      }
    }
    guard base.count == prefix.count || base.dropFirst(prefix.count).first == "-" else {
      return nil
    }
    return (prefix, orientation)
  }

  private static let orientations: Set<String> = [
    "Portrait", "Landscape", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight",
  ]

  /// A positive decimal such as `72` or `83.5`.
  private static func number(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
      let value = Double(text), value > 0
    else { return nil }
    return value
  }
}

extension Character {
  /// Whether the character is `0` to `9`.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
