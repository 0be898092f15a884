import StandardPathsSuffixes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How iOS shows an app on phones taller than the iPhone 5's 568 points.
///
/// An app that gives iOS no launch image for such a phone (`Default-667h@2x`,
/// `Default-736h@3x`, …) and no launch screen file (`UILaunchStoryboardName`,
/// a `LaunchScreen` storyboard or nib, a launch image set) is not built for
/// them: iOS runs it zoomed, as a 320 × 568-point phone at @2x (320 × 480,
/// letterboxed, without a `-568h` launch image either), scaled up to the
/// screen. Such a phone then loads what an iPhone 5 (or 4) loads; an `@3x`
/// file is never loaded, so telling the developer to add one is noise
/// (Design/asset-audit.md#zoomed-phones).
enum AppDisplayMode {
  /// `device` as an app that runs in a `height`-point window sees it: a
  /// phone taller than that is a 320 × `height`-point phone at @2x, under
  /// its own name; other devices are unchanged.
  static func zoomed(_ device: AuditDevice, height: Double) -> AuditDevice {
    guard device.device.idiom == .phone, device.device.screenHeight > height else { return device }
    return AuditDevice(
      name: device.name, device: Device(idiom: .phone, scale: 2, width: 320, height: height))
  }

  /// What a bundle's paths say of its launch images, read in one pass
  /// (a tree may hold 100,000 names).
  struct LaunchNames {
    /// Whether a path is in a launch image set (`*.launchimage/`).
    var hasLaunchImageSet = false
    /// Whether a file's name holds `@3x`.
    var hasArtAt3x = false
    /// The screen heights in points of the loose phone launch images, by
    /// name (`Default-667h@2x.png`: 667; `Default.png`: 480).
    var looseHeights: [Double] = []
    /// The names of the loose phone launch images taller than 568 points.
    var tallNames: [String] = []
    /// Whether an iPad may have a launch image: a loose one for the iPad
    /// (`Default-Landscape~ipad.png`), or any image in a launch image set.
    var mayHavePadLaunchImage = false

    /// The heights of ``looseHeights`` iOS shows: a loose launch image
    /// for a phone taller than 568 points (`Default-667h@2x.png`) only
    /// when `UILaunchImages` lists it (then `declared` has
    /// ``DeclaredSystemImages/hasTallPhoneLaunchImage``); iOS 8 looks up
    /// no such name by itself. Without the `Info.plist`, all of them.
    func shownHeights(_ declared: DeclaredSystemImages) -> [Double] {
      declared.hasInfoPlist ? looseHeights.filter { $0 <= 568 } : looseHeights
    }

    /// Reads `paths`, knowing the launch image names `declared` adds.
    init(paths: [String], declared: DeclaredSystemImages) {
      // Launch image names start so; others are not parsed.
      let launchPrefixes = ["Default", "LaunchImage"] + declared.launchBases
      for path in paths {
        let name =
          path.utf8.lastIndex(of: UInt8(ascii: "/")).map {
            path[path.utf8.index(after: $0)...]
          } ?? path[...]
        if name.utf8.firstIndex(ofBytes: "@3x") != nil { hasArtAt3x = true }
        if path.utf8.firstIndex(ofBytes: ".launchimage/") != nil {
          hasLaunchImageSet = true
          if !name.hasSuffix(".json") { mayHavePadLaunchImage = true }
        }
        // An asset catalog's image set named `Default` (marbles') is no
        // launch image: only its launch image sets are.
        guard launchPrefixes.contains(where: name.hasPrefix),
          path.utf8.firstIndex(ofBytes: ".xcassets/") == nil
        else { continue }
        let file = FileName(String(name))
        // A `Default.png` an `Info.plist` also lists as an icon (slingmath)
        // is still what iOS shows at launch.
        let images = [SystemImage(file, declared: declared), SystemImage(file)]
        guard images.contains(where: { $0?.phoneLaunchBase != nil }) else {
          if images.contains(where: { $0?.role == .launchImage }) { mayHavePadLaunchImage = true }
          continue
        }
        looseHeights.append(file.height ?? 480)
        if (file.height ?? 480) > 568 { tallNames.append(String(name)) }
      }
    }
  }

  /// The height of the window in points the app whose bundle holds the
  /// launch images `launch` runs in on taller phones, or `nil` when it runs
  /// full screen: it has a launch image for a phone of at most 568 points
  /// (568 with a `-568h` one, else 480: letterboxed), none for a taller
  /// one, and no launch screen file, by its names and the `Info.plist` keys
  /// in `declared`. A tree without phone launch images tells nothing, and
  /// one with `@3x` art and no `Info.plist` read was made for the phones
  /// that load it: both run full screen.
  ///
  /// A launch image set counts by the phone slots that hold a file
  /// (`catalogHeights`, from ``catalogLaunchHeights(paths:reader:)``):
  /// Xcode lists slots for every phone, and wheelmap's set fills only the
  /// 480- and 568-point ones. A set whose slots are unknown (not read)
  /// makes the app full screen.
  ///
  /// `isWholeBundle` says that the paths are all an app ships (an Xcode
  /// target's): then, with its `Info.plist` read, no launch image at all
  /// runs the app letterboxed at 320 × 480 points (Sparrow-vs.-Cocos).
  static func zoomedHeight(
    _ launch: LaunchNames, declared: DeclaredSystemImages, catalogHeights: [Double]? = nil,
    isWholeBundle: Bool = false
  ) -> Double? {
    guard !declared.hasLaunchScreen, !declared.hasTallPhoneLaunchImage else { return nil }
    if catalogHeights == nil, launch.hasLaunchImageSet { return nil }
    // Art at @3x is made for the phones that load it: without the
    // `Info.plist`, a sign of a launch screen the audit does not see.
    // With it, iOS decides by the launch screen alone (wheelmap ships one
    // @3x image and runs zoomed).
    if !declared.hasInfoPlist, launch.hasArtAt3x { return nil }
    if let tallest = ((catalogHeights ?? []) + launch.shownHeights(declared)).max() {
      return tallest > 568 ? nil : tallest
    }
    // A launch image set without phone images (SpaceDomination's) is none.
    if isWholeBundle, declared.hasInfoPlist, catalogHeights?.isEmpty ?? true { return 480 }
    return nil
  }

  /// The finding for an app built before the iPhone X: launch images for
  /// phones taller than 568 points but none for 812 (a set's `667h` and
  /// `736h` slots, `Default-736h@3x.png`), no launch screen, and its
  /// `Info.plist` read. iOS shows it letterboxed, with black bars, on the
  /// audited phones of the iPhone X's shape (DanTang, LoveFreshBeen). (A
  /// 6 Plus without its `736h` image runs such an app zoomed instead,
  /// which this finding does not describe.)
  static func letterboxedOnTallerPhones(
    _ launch: LaunchNames, declared: DeclaredSystemImages, catalogHeights: [Double]?,
    rankings: AuditRankings
  ) -> AuditFinding? {
    guard !declared.hasLaunchScreen, !declared.hasTallPhoneLaunchImage, declared.hasInfoPlist,
      let tallest = ((catalogHeights ?? []) + launch.shownHeights(declared)).max(), tallest > 568
    else { return nil }
    return letterboxed(
      rankings: rankings, tallerThan: max(tallest, 736), file: "Default-812h@3x.png",
      size: AuditPixelSize(width: 1125, height: 2436)
    ) { phones in
      "launch images for phones up to \(Int(tallest)) points and no launch screen: iOS shows the "
        + "app letterboxed, with black bars, on \(phones); add a launch screen "
        + "(UILaunchStoryboardName) or a 1125×2436 px launch image (a launch image set's 2436h "
        + "slot)"
    }
  }

  /// The finding for loose launch images of phones taller than 568 points
  /// (TowerDefense's `Default-667h@2x.png`, `Default-736h@3x.png`) that
  /// the `Info.plist`'s `UILaunchImages` does not list, in an app without
  /// a launch screen: iOS 8 and later show such a file only when that key
  /// lists it, and run the app zoomed on those phones. Its file is the
  /// first of them among `paths`.
  static func unlistedTallLaunchImages(
    _ launch: LaunchNames, declared: DeclaredSystemImages, catalogHeights: [Double]?,
    rankings: AuditRankings, paths: [String]
  ) -> AuditFinding? {
    guard declared.hasInfoPlist, !declared.hasLaunchScreen, !declared.hasTallPhoneLaunchImage,
      let first = launch.tallNames.min(), (catalogHeights ?? []).allSatisfy({ $0 <= 568 })
    else { return nil }
    let phones = rankings.audited.filter {
      rankings.devices[$0].device.idiom == .phone && rankings.screenHeights[$0] > 568
    }.map(rankings.name)
    guard !phones.isEmpty else { return nil }
    let file = paths.first { $0 == first || $0.hasSuffix("/" + first) } ?? first
    let names = launch.tallNames.sorted()
    let sizes = Set(names.compactMap { FileName($0).height }).sorted().compactMap { height in
      SystemImage.screenWidths[height].map { "{\(Int($0)), \(Int(height))}" }
    }
    let them = names.count == 1 ? "it" : "them"
    return AuditFinding(
      kind: .missingLaunchImage, file: file, asset: file,
      relatedFiles: paths.filter { path in
        path != file && names.contains { path == $0 || path.hasSuffix("/" + $0) }
      }, devices: phones,
      message: "iOS shows \(names.joined(separator: " and ")) only when the Info.plist's "
        + "UILaunchImages lists \(them), and it lists none: \(phones.joined(separator: ", ")) "
        + "run the app zoomed, as a 320×568-point phone; list \(them) in UILaunchImages "
        + "(UILaunchImageSize \(sizes.joined(separator: ", "))) or add a launch screen "
        + "(UILaunchStoryboardName)")
  }

  /// The finding for an app that ships no launch image and no launch
  /// screen, when phones taller than 480 points are audited: iOS runs it
  /// letterboxed on them, and, when `launch` has none for them either,
  /// the audited iPads of a universal app show a black screen at launch
  /// (Taka Dating's compiled launch image set has no image in any slot),
  /// as do those of an iPad app (ProtectHome's set, all four slots empty).
  /// `padOrientation` is the one an iPad starts in (`Portrait`,
  /// `Landscape`).
  static func noLaunchImage(
    rankings: AuditRankings, launch: LaunchNames, padOrientation: String = "Portrait"
  ) -> AuditFinding? {
    let pads =
      launch.mayHavePadLaunchImage
      ? []
      : rankings.audited.filter { rankings.devices[$0].device.idiom == .pad }
        .map(rankings.name)
    if !pads.isEmpty,
      !rankings.audited.contains(where: { rankings.devices[$0].device.idiom == .phone })
    {
      let (file, retinaFile) = (
        "Default-\(padOrientation)~ipad.png", "Default-\(padOrientation)@2x~ipad.png"
      )
      let (width, height) = padOrientation == "Portrait" ? (768, 1024) : (1024, 768)
      return AuditFinding(
        kind: .missingLaunchImage, file: file, asset: file, devices: pads,
        suggestions: [file, retinaFile],
        expectedPixelSize: AuditPixelSize(width: width * 2, height: height * 2),
        message: "no launch image and no launch screen: \(pads.joined(separator: ", ")) "
          + "show\(pads.count == 1 ? "s" : "") a black screen at launch; add a launch screen "
          + "(UILaunchStoryboardName) or iPad launch images (\(file), \(width)×\(height) px, "
          + "and \(retinaFile), \(width * 2)×\(height * 2) px)")
    }
    guard
      var finding = letterboxed(
        rankings: rankings, tallerThan: 480, file: "Default-568h@2x.png",
        size: AuditPixelSize(width: 640, height: 1136),
        message: { phones in
          "no launch image and no launch screen: iOS runs the app letterboxed at 320×480 points "
            + "on \(phones)"
            + (pads.isEmpty
              ? ""
              : ", and \(pads.joined(separator: ", ")) show\(pads.count == 1 ? "s" : "") a "
                + "black screen at launch")
            + "; add a launch screen (UILaunchStoryboardName) or Default-568h@2x.png (640×1136 px)"
            + (pads.isEmpty ? "" : " and iPad launch images")
        })
    else { return nil }
    finding.devices += pads
    return finding
  }

  /// A `missingLaunchImage` for the launch image `file` (`size` pixels)
  /// that the audited phones taller than `height` points lack, with the
  /// message `message` gives for their names; `nil` without such phones.
  private static func letterboxed(
    rankings: AuditRankings, tallerThan height: Double, file: String, size: AuditPixelSize,
    message: (String) -> String
  ) -> AuditFinding? {
    let phones = rankings.audited.filter {
      rankings.devices[$0].device.idiom == .phone && rankings.screenHeights[$0] > height
    }.map(rankings.name)
    guard !phones.isEmpty else { return nil }
    return AuditFinding(
      kind: .missingLaunchImage, file: file, asset: file, devices: phones, suggestions: [file],
      expectedPixelSize: size, message: message(phones.joined(separator: ", ")))
  }

  /// The screen heights in points of the phone slots that hold a file in
  /// the launch image sets among `paths` (read with `reader`), or `nil`
  /// when there is no set or one cannot be read.
  static func catalogLaunchHeights(paths: [String], reader: (any AuditFileReader)?) -> [Double]? {
    // Either way up: a landscape game fills only the landscape slots
    // (AudioKit Synth One's `2436h`).
    filledLaunchSlots(paths: paths, reader: reader)?.filter { $0.idiom == "iphone" }.map {
      launchHeight(subtype: $0.subtype)
    }
  }

  /// The slots that hold a file in the launch image sets among `paths`
  /// (read with `reader`), or `nil` when there is no set or one cannot be
  /// read.
  static func filledLaunchSlots(paths: [String], reader: (any AuditFileReader)?)
    -> [CatalogSetContents.Image]?
  {
    let files = Set(paths.filter { $0.utf8.firstIndex(ofBytes: ".launchimage/") != nil })
    let sets = Set(files.map { AssetCatalogAudit.split($0).folder })
    guard !sets.isEmpty, let reader else { return nil }
    var slots: [CatalogSetContents.Image] = []
    for set in sets {
      guard let bytes = reader.contents(ofFileAtPath: set + "/Contents.json", limit: 1 << 20),
        let contents = try? JSONDecoder().decode(CatalogSetContents.self, from: Data(bytes))
      else { return nil }
      slots += (contents.images ?? []).filter { image in
        image.filename.map { files.contains(set + "/" + $0) } ?? false
      }
    }
    return slots
  }

  /// Whether a filled slot of a launch image set shows what the loose
  /// launch image `name` would (`Default-568h@2x.png`: a phone's `retina4`
  /// slot at 2x; `Default-Landscape@2x~ipad.png`: an iPad's landscape slot
  /// at 2x).
  static func launchSlot(_ slot: CatalogSetContents.Image, shows name: FileName) -> Bool {
    guard slot.scaleFactor == (name.scale ?? 1) else { return false }
    if name.idiom == .pad {
      let orientation =
        name.base.contains("-Landscape")
        ? "landscape" : name.base.contains("-Portrait") ? "portrait" : nil
      return slot.idiom == "ipad" && (orientation == nil || slot.orientation == orientation)
    }
    return slot.idiom == "iphone" && launchHeight(subtype: slot.subtype) == (name.height ?? 480)
  }

  /// The screen height of a phone launch image slot by its `subtype`
  /// (`retina4` for 568 points, `667h`, `736h`, `2436h` for 812, …); the
  /// iPhone 4's slot has none.
  static func launchHeight(subtype: String?) -> Double {
    if subtype == "retina4" { return 568 }
    guard let subtype, subtype.hasSuffix("h"), let number = Double(subtype.dropLast()) else {
      return 480
    }
    let pixelHeights: [Double: Double] = [2436: 812, 2688: 896, 1792: 896]
    return pixelHeights[number] ?? number
  }

  /// Whether the app has a launch screen: its `Info.plist` names one
  /// (``DeclaredSystemImages/hasLaunchScreen``, not asked here), a
  /// target's build setting does (`launchScreenSetting`), or one of
  /// `paths` is a launch screen file. A target's template-named
  /// `LaunchScreen.storyboard` that neither its read `Info.plist` nor a
  /// build setting names is none: iOS ignores it (FilBalad, letterboxed
  /// on an iPhone X).
  static func hasLaunchScreen(
    among paths: [String], declared: DeclaredSystemImages, launchScreenSetting: [String]?
  ) -> Bool {
    if let launchScreenSetting {
      if !launchScreenSetting.isEmpty { return true }
      if declared.hasInfoPlist { return false }
    }
    return paths.contains { isLaunchScreenFile($0, besideInfoPlist: declared.hasInfoPlist) }
  }

  /// Whether `path` is a launch screen file. An `Info.plist` names its
  /// launch screen (`UILaunchStoryboardName`), so beside one that does not,
  /// only Xcode's template name is (`LaunchScreen.storyboard`,
  /// `Launch Screen.xib`), which a build setting may name
  /// (`INFOPLIST_KEY_UILaunchStoryboardName`); without an `Info.plist`, a
  /// nib whose name says launch and is no view controller's (PUMPL's
  /// `LaunchViewController.xib` is the nib of its first screen).
  static func isLaunchScreenFile(_ path: String, besideInfoPlist: Bool) -> Bool {
    guard [".storyboard", ".storyboardc", ".xib", ".nib"].contains(where: path.hasSuffix) else {
      return false
    }
    let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
    let stem = name.prefix { $0 != "." && $0 != "~" }.filter { !" _-".contains($0) }
    return besideInfoPlist
      ? stem == "launchscreen" : stem.contains("launch") && !stem.contains("controller")
  }

}
