import StandardPathsSuffixes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The names an app's `Info.plist` gives its launch images and icons, which
/// iOS loads by those names rather than by `Default` and `Icon`: newsyc's
/// `UILaunchImageFile = Legacy-Default` and `CFBundleIconFiles =
/// (Modern-Icon, …)`. The audit checks such files as system images, never
/// as resources (Design/asset-audit.md#info-plist-names).
struct DeclaredSystemImages: Sendable, Hashable {
  /// Launch image base names without orientation (`Legacy-Default`),
  /// longest first, so that the longest declared prefix wins.
  var launchBases: [String] = []
  /// Icon base names (`Modern-Icon-Pad`).
  var iconBases: Set<String> = []

  /// No declared names: only Apple's defaults are system images.
  static let none = DeclaredSystemImages()

  /// Adds the names of the `Info.plist` in `bytes` (XML or binary); a file
  /// that is not a property list adds nothing.
  mutating func add(infoPlist bytes: [UInt8]) {
    guard let info = try? PropertyListDecoder().decode(InfoKeys.self, from: Data(bytes)) else {
      return
    }
    let launches =
      [info.launchFile, info.launchFilePad, info.launchFilePhone].compactMap { $0 }
      + (info.launchImages ?? []).compactMap(\.name)
      + (info.launchImagesPad ?? []).compactMap(\.name)
    var bases = Set(launchBases)
    for name in launches {
      var base = FileName(name).base
      for orientation in DeclaredSystemImages.orientations where base.hasSuffix("-" + orientation) {
        base = String(base.dropLast(orientation.count + 1))
        break
      }
      if !base.isEmpty { bases.insert(base) }
    }
    launchBases = bases.sorted { ($0.count, $0) > ($1.count, $1) }
    let icons =
      [info.iconFile].compactMap { $0 } + (info.iconFiles ?? [])
      + (info.icons?.primary?.files ?? []) + (info.iconsPad?.primary?.files ?? [])
    iconBases.formUnion(icons.map { FileName($0).base }.filter { !$0.isEmpty })
  }

  /// Longest first, so `-PortraitUpsideDown` is stripped whole.
  private static let orientations = [
    "PortraitUpsideDown", "LandscapeRight", "LandscapeLeft", "Landscape", "Portrait",
  ]

  /// The keys read; every other key of the file is ignored.
  private struct InfoKeys: Decodable {
    var iconFile: String?
    var iconFiles: [String]?
    var icons: Icons?
    var iconsPad: Icons?
    var launchFile: String?
    var launchFilePad: String?
    var launchFilePhone: String?
    var launchImages: [Launch]?
    var launchImagesPad: [Launch]?

    enum CodingKeys: String, CodingKey {
      case iconFile = "CFBundleIconFile"
      case iconFiles = "CFBundleIconFiles"
      case icons = "CFBundleIcons"
      case iconsPad = "CFBundleIcons~ipad"
      case launchFile = "UILaunchImageFile"
      case launchFilePad = "UILaunchImageFile~ipad"
      case launchFilePhone = "UILaunchImageFile~iphone"
      case launchImages = "UILaunchImages"
      case launchImagesPad = "UILaunchImages~ipad"
    }

    struct Icons: Decodable {
      var primary: Primary?
      enum CodingKeys: String, CodingKey { case primary = "CFBundlePrimaryIcon" }
    }

    struct Primary: Decodable {
      var files: [String]?
      enum CodingKeys: String, CodingKey { case files = "CFBundleIconFiles" }
    }

    struct Launch: Decodable {
      var name: String?
      enum CodingKeys: String, CodingKey { case name = "UILaunchImageName" }
    }
  }
}
