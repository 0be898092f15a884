import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AssetAudit {
  /// The findings for home-screen icons smaller than an audited device
  /// shows them: since iOS 7 a phone's icon is 60 points (120 px at @2x,
  /// 180 at @3x) and an iPad's 76 (76 px on the iPad 2 and mini, 152 px on
  /// a Retina iPad), and iOS upscales the largest icon an app has; a 1x
  /// iPad takes only the icons not named for a higher scale (`Icon-72.png`,
  /// not its `Icon-72@2x.png`). A 1x phone never runs iOS 7 (the iPhone
  /// 3GS stops at 6), so it shows 57. The cocos2d templates of 2010–12 ship
  /// `Icon-72.png` (72 px) alone for the iPad; apps of iOS 6 stop at a
  /// 114-pixel `Icon@2x.png`. Icons are known by their pixel size, whatever
  /// their name (`icon-114.png`): 57, 60, 114, 120 or 180 px are a phone's,
  /// 72, 76, 144, 152 or 167 px an iPad's. An iPad without any shows the
  /// phone's largest, when the devices are chosen (`devicesAreChosen`: a
  /// universal target's); in a folder it says nothing, as its app may not
  /// run on one. An icon of another size (spacedebris' 240-pixel
  /// `icon-120@2x.png`) serves both, and iOS shrinks it sharply. One
  /// finding per idiom and icon shown upscaled. An app with an
  /// app icon set (`*.appiconset`) takes its icons from there: its loose
  /// ones say nothing. The icons of documents, URLs and types alone
  /// (`otherIconBases`) are no home screen's.
  static func missingHomeScreenIcons(
    systemImages: [AuditedSystemImage], images: [String: AuditedImage],
    devices: [AuditDevice], devicesAreChosen: Bool = false, otherIconBases: Set<String> = []
  ) -> [AuditFinding] {
    let icons = systemImages.filter { $0.role == SystemImage.Role.appIcon.rawValue }
      .filter { icon in
        otherIconBases.isEmpty
          || !otherIconBases.contains(
            FileName(String(icon.path.split(separator: "/").last ?? "")).base)
      }
      .compactMap { icon in images[icon.path]?.pixelSize.map { (path: icon.path, size: $0) } }
      .filter { $0.size.width == $0.size.height }
    let unscaled = icons.filter { icon in
      (FileName(String(icon.path.split(separator: "/").last ?? "")).scale ?? 1) <= 1
    }
    let phoneSizes: Set<Int> = [57, 60, 114, 120, 180]
    let padSizes = homeScreenSizes.subtracting(phoneSizes)
    let hasPadIcon = icons.contains { padSizes.contains($0.size.width) }
    return [InterfaceIdiom.phone, .pad].flatMap { idiom -> [AuditFinding] in
      let borrows = idiom == .pad && !hasPadIcon && devicesAreChosen
      let (sizes, others, points) =
        idiom == .phone || borrows
        ? (phoneSizes, padSizes, idiom == .phone ? 60.0 : 76.0) : (padSizes, phoneSizes, 76.0)
      // Per device of the idiom that runs iOS 7: the size its home screen
      // shows, and the largest icon it has, when that is smaller.
      var shownOfIcon: [(icon: String, size: AuditPixelSize, shown: [(AuditDevice, Int)])] = []
      for device in devices
      where device.device.idiom == idiom && (device.device.isRetina || idiom == .pad) {
        // Borrowing, an iPad takes no phone icon named for 3x: none is 3x.
        let visible = (device.device.isRetina ? icons : unscaled).filter { icon in
          !borrows || (FileName(String(icon.path.split(separator: "/").last ?? "")).scale ?? 1) <= 2
        }
        guard
          let largest = visible.filter({ sizes.contains($0.size.width) })
            .max(by: { $0.size.width < $1.size.width })
        else { continue }
        let sharpest = visible.filter { !others.contains($0.size.width) }.map(\.size.width).max()
        let pixels = Int(points * device.device.scale)
        guard pixels > max(largest.size.width, sharpest ?? 0) else { continue }
        if let index = shownOfIcon.firstIndex(where: { $0.icon == largest.path }) {
          shownOfIcon[index].shown.append((device, pixels))
        } else {
          shownOfIcon.append((largest.path, largest.size, [(device, pixels)]))
        }
      }
      return shownOfIcon.map { icon, size, wanted in
        let (folder, name) = split(icon)
        var scales: [Int] = []
        for (_, pixels) in wanted where !scales.contains(pixels) { scales.append(pixels) }
        scales.sort()
        // `Icon-76.png`, `Icon-76@2x.png`, `Icon-60@3x.png`.
        let files = scales.map { pixels in
          "Icon-\(Int(points))" + (pixels > Int(points) ? "@\(pixels / Int(points))x" : "") + ".png"
        }
        let names = zip(files, scales).map { file, pixels in "\(file) (\(pixels)×\(pixels) px)" }
        let shown = scales.map { pixels in
          wanted.filter { $0.1 == pixels }.map(\.0.name).joined(separator: ", ") + " (\(pixels) px)"
        }
        return AuditFinding(
          kind: .upscaledFallback, file: icon, asset: icon, devices: wanted.map(\.0.name),
          suggestions: files.map { (folder.isEmpty ? "" : folder + "/") + $0 },
          expectedPixelSize: AuditPixelSize(width: scales.last ?? 0, height: scales.last ?? 0),
          actualPixelSize: size,
          message: "\(shown.joined(separator: "; ")) show\(wanted.count == 1 ? "s" : "") the app "
            + "icon \(name) (\(size) px, the largest for the "
            + (borrows ? "iPhone: the app has no iPad icon" : idiom == .phone ? "iPhone" : "iPad")
            + ") upscaled on the home screen (blurry); add "
            + names.joined(separator: " and "))
      }
    }
  }

  /// The finding for an app target without a home-screen icon, when it
  /// means to have one (its build settings name an app icon set, its
  /// `Info.plist` names icons, or it is an app's: iShare names no icon
  /// and copies none by a name iOS looks for): the app icon sets it compiles
  /// (`appIconSets`) hold no image, and no loose icon of 57 pixels or more
  /// is copied. Trovebox's `AppIcon` set is empty and its `Info.plist`
  /// names image sets, which are compiled into `Assets.car`, where iOS
  /// does not look for icons by name; SwiftLanguageWeather's set has 18
  /// empty slots; KoreanEnglishCard names `Icon.png`, which its target
  /// does not copy. iOS shows a blank icon.
  /// The pixel sizes of phones' and iPads' home-screen icons.
  private static let homeScreenSizes: Set<Int> = [57, 60, 72, 76, 114, 120, 144, 152, 167, 180]

  static func missingAppIcon(
    appIconSets: Set<String>, catalogFiles: [String], systemImages: [AuditedSystemImage],
    images: [String: AuditedImage], declaresIcons: Bool, isApp: Bool = false,
    devices: [AuditDevice]
  ) -> AuditFinding? {
    let homeScreens = devices.filter { [.phone, .pad].contains($0.device.idiom) }
    // A name built from a build variable (`AppIcon${BUNDLE_ID_SUFFIX}`,
    // Firefox Focus) is not known here.
    guard !homeScreens.isEmpty, declaresIcons || !appIconSets.isEmpty || isApp,
      !appIconSets.contains(where: { $0.contains("$") })
    else { return nil }
    let setFolders = catalogFiles.compactMap { path -> String? in
      let (folder, _) = split(path)
      let set = split(folder).name
      guard set.hasSuffix(".appiconset"),
        appIconSets.contains(String(set.dropLast(".appiconset".count)))
      else { return nil }
      return folder
    }
    // A set the settings name that the audited files do not hold (another
    // catalog's) is not known here.
    guard appIconSets.isEmpty || !setFolders.isEmpty else { return nil }
    let hasSetImage = catalogFiles.contains { path in
      setFolders.contains(split(path).directory) && !path.hasSuffix("/Contents.json")
    }
    // Spotlight's and Settings' icons (29, 40, 50, 58 px) are not the
    // home screen's: KoreanEnglishCard copies only those.
    let hasLooseIcon = systemImages.contains { icon in
      icon.role == SystemImage.Role.appIcon.rawValue
        && (images[icon.path]?.pixelSize.map { size in
          homeScreenSizes.contains(size.width) || size.width > 180
        } ?? true)
    }
    guard !hasSetImage, !hasLooseIcon else { return nil }
    let set = setFolders.min()
    let file = set.map { $0 + "/Contents.json" } ?? "Info.plist"
    let why =
      set.map { "the app icon set \(split($0).name) has no image" }
      ?? "no app icon set is compiled"
    let sizes = [
      homeScreens.contains { $0.device.idiom == .phone } ? "120×120 and 180×180 px (iPhone)" : nil,
      homeScreens.contains { $0.device.idiom == .pad } ? "152×152 and 167×167 px (iPad)" : nil,
    ].compactMap { $0 }
    // DIYComic's only icon is `icon.png`: iOS looks for `Icon.png`, and
    // an iPhone's file system tells the two apart.
    let misspelt = images.keys.sorted().first { path in
      let name = split(path).name
      guard name.hasPrefix("icon"), let size = images[path]?.pixelSize,
        size.width == size.height, homeScreenSizes.contains(size.width)
      else { return false }
      return SystemImage(FileName("I" + name.dropFirst()))?.role == .appIcon
    }
    if let misspelt {
      let (folder, name) = split(misspelt)
      let renamed = (folder.isEmpty ? "" : folder + "/") + "I" + name.dropFirst()
      return AuditFinding(
        kind: .missingAppIcon, file: misspelt, asset: misspelt, relatedFiles: [file],
        devices: homeScreens.map(\.name), suggestions: [renamed],
        message: "no home-screen icon: \(why), and the target copies \(name), which iOS does "
          + "not find by that spelling (it looks for I\(name.dropFirst()), and an iPhone's file "
          + "system tells the two apart), so iOS shows a blank icon; rename it "
          + "I\(name.dropFirst())")
    }
    return AuditFinding(
      kind: .missingAppIcon, file: file, asset: file, devices: homeScreens.map(\.name),
      message: "no home-screen icon: \(why), and the target copies no loose icon of a "
        + "home-screen size (iOS finds none in an image set by name), so iOS shows a blank icon; "
        + "add the icons, \(sizes.joined(separator: " and ")), to \(set.map { split($0).name } ?? "an app icon set")"
    )
  }
}
