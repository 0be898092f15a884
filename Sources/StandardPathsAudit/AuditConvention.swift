import StandardPathsSuffixes

/// The naming convention a resource tree is judged by: the loader its names
/// are written for. Judged by the wrong one, a correct tree gets findings
/// for names that are right.
///
/// | convention | loader | `-hd` | `-ipad`, `-ipadhd` | `@3x` |
/// |---|---|---|---|---|
/// | ``uikit`` | UIKit (`@Nx`, `~idiom`, `-<H>h`) | part of the base name, unless the plain base is beside it | part of the base name | expected on @3x phones |
/// | ``cocos2d`` | cocos2d's file utilities | a phone's 2x | the iPad at 1x, at 2x | not expected |
/// | ``standardpaths`` | this package's combined grammar | 2x on phones, 1x elsewhere | another convention's suffix | expected |
public enum AuditConvention: String, Sendable, Hashable, CaseIterable {
  /// UIKit's names: `@Nx`, `~idiom`, `-<H>h`.
  case uikit
  /// cocos2d's names: `-hd`, `-ipad`, `-ipadhd`, `-iphonehd`, never `@Nx`.
  case cocos2d
  /// The package's own grammar, which reads UIKit's and cocos2d's `-hd`
  /// together: for trees that mix both.
  case standardpaths
}

/// How an audit chose its convention: asked for, or inferred from names.
struct ConventionChoice: Sendable {
  /// The convention.
  var convention: AuditConvention
  /// One line saying why.
  var reason: String

  /// The cocos2d suffixes at the end of a strict base, with what they mean
  /// in the grammar (scale, idiom, height); `-hd` is read by the parser.
  static let cocos2dSuffixes:
    [(text: String, scale: Double, idiom: InterfaceIdiom, height: Double?)] = [
      ("-iphone5hd", 2, .phone, 568), ("-iphonehd", 2, .phone, nil), ("-ipadhd", 2, .pad, nil),
      ("-ipad", 1, .pad, nil),
    ]

  /// The convention of a tree whose file names (last components) are
  /// `names`: cocos2d when at least nine in ten suffixed names use
  /// cocos2d's suffixes, UIKit when nine in ten use UIKit's (`@Nx`,
  /// `~idiom`), the combined grammar otherwise; the few others are named
  /// in the reason. A cocos2d-looking stem that also takes UIKit suffixes
  /// (`gradient-ipad@2x.png`) is a base name, so it counts for neither, and
  /// a bare `-568h` is no evidence (UIKit reads it only on launch images),
  /// nor are launch images and icons, Apple's names or those `declared`
  /// by the `Info.plist`. Without any suffixed name, a project that holds
  /// cocos2d's sources (`cocos2dVersion`), or whose code uses cocos2d's API
  /// before 3.0 (`usesCocos2dAPI`: `CCLayer`, `enableRetinaDisplay:`), is
  /// cocos2d's.
  static func infer(
    names allNames: [String], declared: DeclaredSystemImages = .none, cocos2dVersion: Int? = nil,
    usesCocos2dAPI: Bool = false
  ) -> ConventionChoice {
    // Launch images and icons follow UIKit in every tree (`Default@2x.png`
    // in a cocos2d game), so they tell nothing, nor do those the
    // `Info.plist` names (Buildbox's `Default-568h-ios8@2x.png`); nor does
    // any `Icon…` name, since a second target's icons are named freely
    // (`Icon-lite@2x.png`).
    let names = allNames.filter { name in
      let file = FileName(name)
      guard file.scale != nil || file.idiom != nil || file.height != nil else { return true }
      return SystemImage(LenientFileName(file).intended, declared: declared) == nil
        && !file.base.hasPrefix("Icon")
    }
    let parsed = names.map { FileName($0) }
    var uikitStems = Set<String>()
    var uikit = 0
    var uikitExample: String?
    // A well-spelt example, when there is one (not `airplay-tv-indicator_@2x.png`).
    var isWellSpelt = false
    for (name, file) in zip(names, parsed)
    where file.scale != nil || file.idiom != nil || file.height != nil {
      uikitStems.insert(file.base + (file.isHD ? "-hd" : ""))
      guard file.scale != nil || file.idiom != nil else { continue }
      uikit += 1
      let precedes = uikitExample.map { name.utf8.lexicographicallyPrecedes($0.utf8) } ?? true
      guard precedes || !isWellSpelt else { continue }
      let wellSpelt = LenientFileName(file).isExact
      if precedes ? wellSpelt || !isWellSpelt : wellSpelt {
        uikitExample = name
        isWellSpelt = wellSpelt
      }
    }
    var cocos = 0
    var cocosExample: String?
    // A file without an extension is no resource cocos2d loads
    // (DOMOPHONE's linphone settings, `lprc-factory-ipad`).
    for (name, file) in zip(names, parsed)
    where file.scale == nil && file.idiom == nil && file.height == nil
      && file.pathExtension != nil && cocos2dSuffix(of: file) != nil
      && !uikitStems.contains(file.base + (file.isHD ? "-hd" : ""))
    {
      cocos += 1
      if cocosExample.map({ name.utf8.lexicographicallyPrecedes($0.utf8) }) ?? true {
        cocosExample = name
      }
    }
    // One or two stray names (a second target's icon, a splash image named
    // like a launch image) do not turn a game of fifty names around.
    let outliers = { (count: Int, example: String?, kind: String) in
      "; \(count) name\(count == 1 ? "" : "s") with \(kind) suffixes (\(example ?? "")) "
        + "taken for base names"
    }
    if cocos > 0, uikit > 0, cocos >= 9 * uikit {
      return ConventionChoice(
        convention: .cocos2d,
        reason: "inferred: \(cocos) names with cocos2d's suffixes (\(cocosExample ?? ""))"
          + outliers(uikit, uikitExample, "UIKit's"))
    }
    if cocos > 0, uikit > 0, uikit >= 9 * cocos {
      return ConventionChoice(
        convention: .uikit,
        reason: "inferred: \(uikit) names with UIKit's suffixes (\(uikitExample ?? ""))"
          + outliers(cocos, cocosExample, "cocos2d's"))
    }
    switch (cocos, uikit) {
    case (0, 0) where cocos2dVersion != nil:
      // A game of plain names that carries cocos2d's sources is loaded by
      // cocos2d (SpeedyPups: cocos2d 1.1, no suffix at all).
      return ConventionChoice(
        convention: .cocos2d,
        reason: "inferred: no suffixed name, and the project holds cocos2d "
          + "\(AssetAudit.versionText(cocos2dVersion ?? 0))'s sources (its cocos2d.h)")
    case (0, 0) where usesCocos2dAPI:
      // Nor without its sources, when the code uses cocos2d's API
      // (SpinArt keeps cocos2d 0.99 zipped; its scenes are `CCLayer`s).
      return ConventionChoice(
        convention: .cocos2d,
        reason: "inferred: no suffixed name, and the code uses cocos2d's API (CCLayer, "
          + "enableRetinaDisplay:)")
    case (0, 0):
      return ConventionChoice(
        convention: .uikit, reason: "inferred: no suffixed name, so UIKit's rules")
    case (_, 0):
      return ConventionChoice(
        convention: .cocos2d,
        reason: "inferred: \(cocos) name\(cocos == 1 ? "" : "s") with cocos2d's suffixes "
          + "(\(cocosExample ?? "")) and none with @Nx or ~idiom")
    case (0, _) where cocos2dVersion != nil || usesCocos2dAPI:
      // TigerCoin (cocos2d 1.0.1) draws some 270 plain names with
      // cocos2d; its 13 `@2x` names are two SDKs' (AdsMoGo, Sina Weibo).
      let plain = parsed.filter {
        $0.scale == nil && $0.idiom == nil && $0.height == nil && cocos2dSuffix(of: $0) == nil
      }.count
      guard plain > 4 * uikit else { fallthrough }
      return ConventionChoice(
        convention: .standardpaths,
        reason: "inferred: \(uikit) name\(uikit == 1 ? "" : "s") with UIKit's suffixes "
          + "(\(uikitExample ?? "")) beside \(plain) plain names, and "
          + (cocos2dVersion.map {
            "the project holds cocos2d \(AssetAudit.versionText($0))'s sources"
          }
            ?? "the code uses cocos2d's API")
          + ": plain names are cocos2d's, so the combined grammar")
    case (0, _):
      return ConventionChoice(
        convention: .uikit,
        reason: "inferred: \(uikit) name\(uikit == 1 ? "" : "s") with UIKit's suffixes "
          + "(\(uikitExample ?? "")) and none with cocos2d's")
    default:
      return ConventionChoice(
        convention: .standardpaths,
        reason:
          "inferred: the tree mixes cocos2d's suffixes (\(cocos), e.g. \(cocosExample ?? "")) "
          + "and UIKit's (\(uikit), e.g. \(uikitExample ?? "")), so the combined grammar")
    }
  }

  /// What cocos2d's loader reads `file` as, in the grammar's terms
  /// (`foo-hd.png` → `foo@2x~iphone.png`, `foo-ipadhd.png` →
  /// `foo@2x~ipad.png`, `foo-hd.pvr.ccz` → `foo.pvr@2x~iphone.ccz`), or
  /// `nil` when it has no cocos2d suffix or has UIKit's.
  static func cocos2dMeaning(of file: FileName) -> FileName? {
    guard file.scale == nil, file.idiom == nil, file.height == nil else { return nil }
    var core = file
    var inner = ""
    // cocos2d puts the suffix before `.pvr` in `foo-hd.pvr.ccz`.
    if file.pathExtension?.lowercased() == "ccz", let dot = file.base.lastIndex(of: "."),
      dot > file.base.startIndex
    {
      inner = String(file.base[dot...])
      core = FileName(String(file.base[..<dot]) + "." + (file.pathExtension ?? ""))
      guard core.scale == nil, core.idiom == nil, core.height == nil else { return nil }
    }
    guard let suffix = cocos2dSuffix(of: core) else { return nil }
    return FileName(
      directory: file.directory, base: suffix.base + inner, height: suffix.height,
      scale: suffix.scale == 1 ? nil : suffix.scale, idiom: suffix.idiom,
      pathExtension: file.pathExtension, query: file.query)
  }

  /// The variants cocos2d's loader tries on `device`, best first, in the
  /// grammar's terms (scale, idiom, height): `-ipadhd`, `-ipad`, plain on
  /// a Retina iPad; `-iphone5hd`, `-hd`, plain on a 4-inch or taller
  /// Retina phone; only the plain file elsewhere. With `padLoadsHD` (a
  /// tree with no iPad name at all), a Retina iPad loads `-hd` and an iPad
  /// the plain file: cocos2d 1.x knows no iPad suffix and loads `-hd` at
  /// content scale 2, 2.x with fallback suffixes falls back to `-hd`, and
  /// an iPhone-only game runs on an iPad as a phone
  /// (Design/asset-audit.md#cocos2d-trees-without-ipad-names). With
  /// `padFallsBackToHD` (cocos2d before 1.1, which reads no iPad suffix: the
  /// game loads its `-ipad` files by name, and cocos2d appends `-hd` on a
  /// Retina screen), a Retina iPad loads `-ipad-hd`, `-ipad`, then `-hd`.
  static func cocos2dOrder(
    on device: Device, padLoadsHD: Bool = false, padFallsBackToHD: Bool = false
  ) -> [(scale: Double?, idiom: InterfaceIdiom?, height: Double?)] {
    switch device.idiom {
    case .pad where device.isRetina && padFallsBackToHD:
      return [(2, .pad, nil), (nil, .pad, nil), (2, .phone, nil), (nil, nil, nil)]
    case .pad where device.isRetina && padLoadsHD: return [(2, .phone, nil), (nil, nil, nil)]
    case .pad where padLoadsHD: return [(nil, nil, nil)]
    case .pad where device.isRetina: return [(2, .pad, nil), (nil, .pad, nil), (nil, nil, nil)]
    case .pad: return [(nil, .pad, nil), (nil, nil, nil)]
    case .phone where device.isRetina && device.screenSize.height >= 568:
      return [(2, .phone, 568), (2, .phone, nil), (nil, nil, nil)]
    case .phone where device.isRetina: return [(2, .phone, nil), (nil, nil, nil)]
    default: return [(nil, nil, nil)]
    }
  }

  /// How cocos2d spells the variant `file` (in the grammar's terms): its
  /// suffix (`-hd`, `-ipad`, `-ipadhd`, `-iphone5hd`, or `""`) and the
  /// whole name (`foo-hd.png`; `foo-hd.pvr.ccz`).
  static func cocos2dSpelling(of file: FileName) -> (suffix: String, name: String) {
    let scale = file.scale ?? 1
    let suffix: String
    switch (file.idiom, scale) {
    case (.pad?, 2): suffix = "-ipadhd"
    case (.pad?, _): suffix = "-ipad"
    case (_, 2) where file.height == 568: suffix = "-iphone5hd"
    case (_, 2): suffix = "-hd"
    default: suffix = ""
    }
    var base = file.base
    var inner = ""
    if file.pathExtension?.lowercased() == "ccz", let dot = base.lastIndex(of: "."),
      dot > base.startIndex
    {
      inner = String(base[dot...])
      base = String(base[..<dot])
    }
    let name =
      file.directory + base + suffix + inner
      + (file.pathExtension.map { "." + $0 } ?? "") + (file.query.map { "?" + $0 } ?? "")
    return (suffix, name)
  }

  /// Whether any of `names` carries one of cocos2d's iPad suffixes
  /// (`-ipad`, `-ipadhd`, 1.0's `-ipad-hd`).
  static func hasCocos2dPadName(_ names: some Sequence<String>) -> Bool {
    names.contains { $0.contains("-ipad") && cocos2dSuffix(of: FileName($0))?.idiom == .pad }
  }

  /// The cocos2d suffix `file` ends with (its `-hd`, or one left in its
  /// base, written exactly), with the base without it; `nil` if none.
  static func cocos2dSuffix(of file: FileName)
    -> (base: String, scale: Double, idiom: InterfaceIdiom?, height: Double?)?
  {
    if file.isHD {
      let base = file.base
      if let ipad = cocos2dSuffixes.first(where: { $0.idiom == .pad && $0.scale == 1 }),
        base.hasSuffix(ipad.text), base.utf8.count > ipad.text.utf8.count
      {
        // cocos2d 1.0's `-ipad-hd`: the iPad at 2x.
        return (String(base.dropLast(ipad.text.count)), 2, .pad, nil)
      }
      return (base, 2, .phone, nil)
    }
    for suffix in cocos2dSuffixes
    where file.base.hasSuffix(suffix.text) && file.base.utf8.count > suffix.text.utf8.count {
      return (
        String(file.base.dropLast(suffix.text.count)), suffix.scale, suffix.idiom, suffix.height
      )
    }
    return nil
  }
}
