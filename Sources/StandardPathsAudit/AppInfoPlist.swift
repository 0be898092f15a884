import StandardPathsSuffixes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The names an app's `Info.plist` gives its launch images and icons (the
/// app's and its document types'), which
/// iOS loads by those names rather than by `Default` and `Icon`: newsyc's
/// `UILaunchImageFile = Legacy-Default` and `CFBundleIconFiles =
/// (Modern-Icon, …)`. The audit checks such files as system images, never
/// as resources (Design/asset-audit.md#info-plist-names).
struct DeclaredSystemImages: Sendable, Hashable {
  /// Launch image base names without orientation (`Legacy-Default`),
  /// longest first, so that the longest declared prefix wins.
  var launchBases: [String] = []
  /// Those only the iPad's keys declare (`UILaunchImageFile~ipad =
  /// Default-ipad.png`, Pizarro's): an iPad's launch images.
  var padLaunchBases: Set<String> = []
  /// Icon base names (`Modern-Icon-Pad`), and those of the app's own
  /// icons among them: the others are the icons of documents, URLs and
  /// types, which iOS draws elsewhere, not on the home screen
  /// (CloudQRScan's `320x320.png`).
  var iconBases: Set<String> = []
  var appIconBases: Set<String> = []
  /// The image extensions icons are named with, by base (`""` for a name
  /// without one, which any format matches): RecycleRush names
  /// `Slide1.png`, and its `Slide1.JPG` is a button's background.
  private var iconExtensions: [String: Set<String>] = [:]
  /// Whether a launch screen file is named (`UILaunchStoryboardName`, or
  /// iOS 14's `UILaunchScreen`), or the bundle is an app extension's
  /// (`NSExtension`), which shows none: then it runs full screen on every
  /// phone (``AppDisplayMode``).
  var hasLaunchScreen = false
  /// Whether an app's `Info.plist` was read: then its keys say whether it
  /// has a launch screen, and nothing else need be guessed.
  var hasInfoPlist = false
  /// Whether the `Info.plist` is an app's (`CFBundlePackageType` `APPL`
  /// or `LSRequiresIPhoneOS`, and no `NSExtension`): an app without any
  /// icon shows a blank one.
  var isApp = false
  /// Whether `UILaunchImages` has an image for a phone taller than 568
  /// points (`UILaunchImageSize` `{375, 667}`).
  var hasTallPhoneLaunchImage = false
  /// The screen sizes in points `UILaunchImages` gives each of its names
  /// (``launchKey(_:)``): Buildbox's `Default-568h-ios8` is `{320, 568}`.
  var launchPoints: [String: Set<Points>] = [:]

  /// A width and a height in points.
  struct Points: Sendable, Hashable {
    var width: Double
    var height: Double
  }

  /// The name a launch image is declared by: its base and its height
  /// suffix (`Default-568h` for `Default-568h@2x.png`), without scale,
  /// idiom or extension.
  static func launchKey(_ name: FileName) -> String {
    // Any number a name spells (`-1e300h`) makes a key; only whole ones
    // small enough to be screens are written as integers.
    name.base
      + (name.height.map { height in
        "-" + (height == height.rounded() && abs(height) < 1e9 ? "\(Int(height))" : "\(height)")
          + "h"
      } ?? "")
  }
  /// The orientations an iPad shows the app in
  /// (`UISupportedInterfaceOrientations~ipad`, else
  /// `UISupportedInterfaceOrientations`): `Portrait`, `LandscapeLeft`, …;
  /// empty when not declared.
  var padOrientations: Set<String> = []
  /// The orientations the `Info.plist` lets a phone show the app in
  /// (`UISupportedInterfaceOrientations`), the same way; empty when not
  /// declared.
  var phoneOrientations: Set<String> = []

  /// The launch image slots of a catalog (`iphone landscape`, `ipad
  /// portrait`) for an orientation the app never shows on that device:
  /// Weight-A-Minute, portrait-only, fills its iPad landscape slots with
  /// phone pictures no iPad shows.
  var unshownLaunchSlots: Set<String> {
    var slots: Set<String> = []
    for (idiom, orientations) in [("iphone", phoneOrientations), ("ipad", padOrientations)]
    where !orientations.isEmpty {
      for orientation in ["Portrait", "Landscape"]
      where !orientations.contains(where: { $0.hasPrefix(orientation) }) {
        slots.insert("\(idiom) \(orientation.lowercased())")
      }
    }
    return slots
  }

  /// The orientation an iPad starts the app in, and so wants a launch
  /// image for: `Portrait` when the app allows it or says nothing, else
  /// `Landscape`.
  var padLaunchOrientation: String {
    padOrientations.isEmpty || padOrientations.contains { $0.hasPrefix("Portrait") }
      ? "Portrait" : "Landscape"
  }

  /// Whether an iPad can show the launch image `launchImageBase` (its
  /// base, `Default-Landscape~ipad` read as `Default-Landscape`): one named
  /// for an orientation the app does not support on the iPad is never
  /// shown (supervoltage is portrait-only on the iPad).
  func showsOnPad(launchImageBase base: String) -> Bool {
    guard !padOrientations.isEmpty else { return true }
    if base.contains("-Landscape") {
      return padOrientations.contains { $0.hasPrefix("Landscape") }
    }
    if base.contains("-Portrait") {
      return padOrientations.contains { $0.hasPrefix("Portrait") }
    }
    return true
  }

  /// `bytes` without the lines the C preprocessor reads (`#ifdef`,
  /// `#endif`: a `#` first on the line, after blanks).
  static func withoutDirectiveLines(_ bytes: [UInt8]) -> [UInt8] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .filter { line in
        line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } != UInt8(ascii: "#")
      }
      .joined(separator: [UInt8(ascii: "\n")]).map { $0 }
  }

  /// No declared names: only Apple's defaults are system images.
  static let none = DeclaredSystemImages()

  /// Adds the names of the `Info.plist` in `bytes` (XML or binary); a file
  /// that is not a property list adds nothing. One Xcode preprocesses
  /// (`INFOPLIST_PREPROCESS`: KeePassium's `#ifdef INTUNE` … `#endif`) is
  /// read without its directive lines, every branch kept.
  mutating func add(infoPlist bytes: [UInt8]) {
    let decoder = PropertyListDecoder()
    guard
      let info = (try? decoder.decode(InfoKeys.self, from: Data(bytes)))
        ?? (try? decoder.decode(
          InfoKeys.self, from: Data(DeclaredSystemImages.withoutDirectiveLines(bytes))))
    else { return }
    hasInfoPlist = true
    func bases(_ names: [String]) -> Set<String> {
      Set(
        names.map { name in
          var base = FileName(name).base
          for orientation in DeclaredSystemImages.orientations
          where base.hasSuffix("-" + orientation) {
            base = String(base.dropLast(orientation.count + 1))
            break
          }
          return base
        }.filter { !$0.isEmpty })
    }
    let padBases = bases(
      [info.launchFilePad].compactMap { $0 } + (info.launchImagesPad ?? []).compactMap(\.name))
    let sharedBases = bases(
      [info.launchFile, info.launchFilePhone].compactMap { $0 }
        + (info.launchImages ?? []).compactMap(\.name))
    let all = Set(launchBases).union(padBases).union(sharedBases)
    // `Default` is every device's base whatever the keys say (PsyTrack
    // lists `Default-Landscape` under `UILaunchImages~ipad` alone).
    padLaunchBases = padLaunchBases.union(padBases).subtracting(sharedBases.union(["Default"]))
    launchBases = all.sorted { ($0.count, $0) > ($1.count, $1) }
    let appIcons =
      [info.iconFile].compactMap { $0 } + (info.iconFiles ?? []) + (info.iconFilesOfIdioms ?? [])
      + (info.icons?.files ?? []) + (info.iconsPad?.files ?? [])
    let otherIcons =
      (info.documentTypes ?? []).flatMap { $0.iconFiles ?? [] }
      + (info.urlTypes ?? []).compactMap(\.iconFile)
      + (info.declaredTypes ?? []).flatMap { [$0.small, $0.large].compactMap { $0 } }
    let appBases = appIcons.map(DeclaredSystemImages.base(ofIcon:)).filter { !$0.isEmpty }
    let otherBases = otherIcons.map(DeclaredSystemImages.base(ofIcon:)).filter { !$0.isEmpty }
    iconBases.formUnion(appBases + otherBases)
    for name in appIcons + otherIcons {
      let pathExtension = FileName(name).pathExtension?.lowercased() ?? ""
      iconExtensions[DeclaredSystemImages.base(ofIcon: name), default: []].insert(
        AuditEntry.isImageExtension(pathExtension) ? pathExtension : "")
    }
    appIconBases.formUnion(appBases)
    // An app extension (`NSExtension`: Lockwise's credential provider)
    // shows no launch image and never runs letterboxed.
    if info.launchStoryboard != nil || info.launchStoryboardPhone != nil || info.launchScreen
      || info.isExtension
    {
      hasLaunchScreen = true
    }
    if !info.isExtension, info.packageType == "APPL" || info.requiresIPhoneOS { isApp = true }
    // `UIInterfaceOrientationPortrait` as `Portrait`.
    let prefix = "UIInterfaceOrientation"
    func names(_ orientations: [String]?) -> [String] {
      (orientations ?? []).map { String($0.dropFirst($0.hasPrefix(prefix) ? prefix.count : 0)) }
    }
    padOrientations.formUnion(names(info.padOrientations ?? info.orientations))
    phoneOrientations.formUnion(names(info.orientations))
    for launch in (info.launchImages ?? []) + (info.launchImagesPad ?? []) {
      // `{375, 667}`: points, portrait or landscape; iPad sizes are wider.
      let numbers = (launch.size ?? "").split { !"0123456789.".contains($0) }.compactMap {
        Double($0)
      }
      guard numbers.count == 2, let short = numbers.min(), let long = numbers.max() else {
        continue
      }
      if short <= 414, long > 568 { hasTallPhoneLaunchImage = true }
      if let name = launch.name {
        let key = DeclaredSystemImages.launchKey(FileName(name))
        launchPoints[key, default: []].insert(Points(width: short, height: long))
      }
    }
  }

  /// Whether the `Info.plist` names `file` as an icon or a launch image
  /// (its base, or a launch base followed by `-` and an orientation or
  /// height).
  func names(_ file: FileName) -> Bool {
    namesIcon(file)
      || launchBases.contains { file.base == $0 || file.base.hasPrefix($0 + "-") }
  }

  /// Whether the `Info.plist` names `file` as an icon: its base, with its
  /// extension when the name gives one.
  func namesIcon(_ file: FileName) -> Bool {
    iconBases.contains(file.base)
      && (iconExtensions[file.base].map { extensions in
        extensions.contains("") || extensions.contains(file.pathExtension?.lowercased() ?? "")
      } ?? true)
  }

  /// The base of an icon's name, with or without its extension:
  /// `Black-83.5` is the base of `Black-83.5@2x.png`, not `Black-83`.
  private static func base(ofIcon name: String) -> String {
    let file = FileName(name)
    guard let pathExtension = file.pathExtension, !AuditEntry.isImageExtension(pathExtension)
    else { return file.base }
    return FileName(name + ".png").base
  }

  /// Longest first, so `-PortraitUpsideDown` is stripped whole.
  private static let orientations = [
    "PortraitUpsideDown", "LandscapeRight", "LandscapeLeft", "Landscape", "Portrait",
  ]

  /// The keys read; every other key of the file is ignored.
  private struct InfoKeys: Decodable {
    var iconFile: String?
    var iconFiles: [String]?
    /// `CFBundleIconFiles~ipad` and `~iphone` (CocoHunt's `iPad`, `iPad-old`).
    var iconFilesOfIdioms: [String]?
    var icons: Icons?
    var iconsPad: Icons?
    var launchFile: String?
    var launchFilePad: String?
    var launchFilePhone: String?
    var launchImages: [Launch]?
    var launchImagesPad: [Launch]?
    var launchStoryboard: String?
    var launchStoryboardPhone: String?
    /// Whether `UILaunchScreen` is present (its value is a dictionary).
    var launchScreen = false
    /// Whether `NSExtension` is present: an app extension's.
    var isExtension = false
    var packageType: String?
    /// Whether `LSRequiresIPhoneOS` is present: an iOS app's.
    var requiresIPhoneOS = false
    /// Document types: their icons are the system's to draw, at any size.
    var documentTypes: [DocumentType]?
    /// URL types and the types the app declares: their icons are the
    /// system's too (rTracker's `icon120.png`, its `CFBundleURLIconFile`
    /// and `UTTypeSize64IconFile`).
    var urlTypes: [URLType]?
    var declaredTypes: [DeclaredType]?
    var orientations: [String]?
    var padOrientations: [String]?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      iconFile = try? container.decodeIfPresent(String.self, forKey: .iconFile)
      // Xcode 3's editor showed the key as `Icon files`, and some plists
      // were written so (Pizarro's, which lists `Icon-48px.png`).
      iconFiles =
        (try? container.decodeIfPresent([String].self, forKey: .iconFiles))
        ?? (try? container.decodeIfPresent([String].self, forKey: .iconFilesShown))
      iconFilesOfIdioms =
        ((try? container.decodeIfPresent([String].self, forKey: .iconFilesPad)) ?? [])
        + ((try? container.decodeIfPresent([String].self, forKey: .iconFilesPhone)) ?? [])
      icons = try? container.decodeIfPresent(Icons.self, forKey: .icons)
      iconsPad = try? container.decodeIfPresent(Icons.self, forKey: .iconsPad)
      launchFile = try? container.decodeIfPresent(String.self, forKey: .launchFile)
      launchFilePad = try? container.decodeIfPresent(String.self, forKey: .launchFilePad)
      launchFilePhone = try? container.decodeIfPresent(String.self, forKey: .launchFilePhone)
      launchImages = try? container.decodeIfPresent([Launch].self, forKey: .launchImages)
      launchImagesPad = try? container.decodeIfPresent([Launch].self, forKey: .launchImagesPad)
      launchStoryboard = try? container.decodeIfPresent(String.self, forKey: .launchStoryboard)
      launchStoryboardPhone = try? container.decodeIfPresent(
        String.self, forKey: .launchStoryboardPhone)
      launchScreen = container.contains(.launchScreen)
      isExtension = container.contains(.extensionInfo)
      packageType = try? container.decodeIfPresent(String.self, forKey: .packageType)
      requiresIPhoneOS = container.contains(.requiresIPhoneOS)
      documentTypes = try? container.decodeIfPresent([DocumentType].self, forKey: .documentTypes)
      urlTypes = try? container.decodeIfPresent([URLType].self, forKey: .urlTypes)
      declaredTypes =
        ((try? container.decodeIfPresent([DeclaredType].self, forKey: .exportedTypes)) ?? [])
        + ((try? container.decodeIfPresent([DeclaredType].self, forKey: .importedTypes)) ?? [])
      orientations = try? container.decodeIfPresent([String].self, forKey: .orientations)
      padOrientations = try? container.decodeIfPresent([String].self, forKey: .padOrientations)
    }

    enum CodingKeys: String, CodingKey {
      case iconFile = "CFBundleIconFile"
      case iconFiles = "CFBundleIconFiles"
      case iconFilesShown = "Icon files"
      case iconFilesPad = "CFBundleIconFiles~ipad"
      case iconFilesPhone = "CFBundleIconFiles~iphone"
      case icons = "CFBundleIcons"
      case iconsPad = "CFBundleIcons~ipad"
      case launchFile = "UILaunchImageFile"
      case launchFilePad = "UILaunchImageFile~ipad"
      case launchFilePhone = "UILaunchImageFile~iphone"
      case launchImages = "UILaunchImages"
      case launchImagesPad = "UILaunchImages~ipad"
      case launchStoryboard = "UILaunchStoryboardName"
      case launchStoryboardPhone = "UILaunchStoryboardName~iphone"
      case launchScreen = "UILaunchScreen"
      case extensionInfo = "NSExtension"
      case packageType = "CFBundlePackageType"
      case requiresIPhoneOS = "LSRequiresIPhoneOS"
      case documentTypes = "CFBundleDocumentTypes"
      case urlTypes = "CFBundleURLTypes"
      case exportedTypes = "UTExportedTypeDeclarations"
      case importedTypes = "UTImportedTypeDeclarations"
      case orientations = "UISupportedInterfaceOrientations"
      case padOrientations = "UISupportedInterfaceOrientations~ipad"
    }

    struct DocumentType: Decodable {
      var iconFiles: [String]?
      enum CodingKeys: String, CodingKey { case iconFiles = "CFBundleTypeIconFiles" }
    }

    struct URLType: Decodable {
      var iconFile: String?
      enum CodingKeys: String, CodingKey { case iconFile = "CFBundleURLIconFile" }
    }

    struct DeclaredType: Decodable {
      var small: String?
      var large: String?
      enum CodingKeys: String, CodingKey {
        case small = "UTTypeSize64IconFile"
        case large = "UTTypeSize320IconFile"
      }
    }

    struct Icons: Decodable {
      var primary: Primary?
      /// iOS 10.3's alternate icons (Rocket.Chat's `Black-60`, …), by name.
      var alternates: [String: Primary]?
      enum CodingKeys: String, CodingKey {
        case primary = "CFBundlePrimaryIcon"
        case alternates = "CFBundleAlternateIcons"
      }

      /// The files of the primary and the alternate icons.
      var files: [String] {
        (primary?.files ?? []) + (alternates ?? [:]).values.flatMap { $0.files ?? [] }
      }
    }

    struct Primary: Decodable {
      var files: [String]?
      enum CodingKeys: String, CodingKey { case files = "CFBundleIconFiles" }
    }

    struct Launch: Decodable {
      var name: String?
      var size: String?
      enum CodingKeys: String, CodingKey {
        case name = "UILaunchImageName"
        case size = "UILaunchImageSize"
      }
    }
  }
}
