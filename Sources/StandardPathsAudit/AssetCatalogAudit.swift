import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The audit of asset catalogs (`*.xcassets`): their files are not loose
/// resources (the catalog compiler packs them, and the resolver never sees
/// them), so each image set, app-icon set and launch-image set is checked
/// against its `Contents.json` instead: files it lists that are missing,
/// images in the set it does not list, and pixel sizes against the scale
/// slot (an app icon exactly its size × scale; an image set's `2x` twice
/// its `1x`, as ``PixelSizeCheck`` says). Entries for idioms outside the
/// audit are skipped.
internal struct AssetCatalogAudit {
  /// The devices and their idioms.
  let rankings: AuditRankings
  /// Where `Contents.json` and image headers are read; without one, sets
  /// are only counted.
  let reader: (any AuditFileReader)?

  /// Whether the audited folder is itself a catalog (`lint
  /// Images.xcassets`): then every path is in the catalog `.`.
  var rootIsCatalog = false
  /// The app icon sets the target compiles (`ASSETCATALOG_COMPILER_APPICON_NAME`),
  /// when known: only they are checked for home-screen sizes (wheelmap's
  /// `AppIcon Beta` is another target's).
  var appIconSets: Set<String>?
  /// Whether the app runs zoomed on taller phones (``AppDisplayMode``):
  /// then a launch image set's empty slots for them are findings.
  var runsZoomed = false
  /// The orientation an iPad launch image is wanted for (`Portrait` or
  /// `Landscape`), when the app has no launch screen file and the audit's
  /// devices are chosen (a target's, or `--devices`): then a launch image
  /// set whose iPad slots are all empty is a finding.
  var padLaunchOrientation: String?
  /// The target's lowest iOS version (a major version), when its project
  /// says: app-icon slots only older systems show are then no finding.
  var deploymentTarget: Double?
  /// The launch image slots for an orientation the app never shows
  /// (``DeclaredSystemImages/unshownLaunchSlots``): no size finding.
  var unshownLaunchSlots: Set<String> = []

  /// The catalog folder of `path` (the components up to the first one
  /// ending in `.xcassets`; `.` for every path when `rootIsCatalog`), or
  /// `nil` if it is in none.
  static func catalog(of path: String, rootIsCatalog: Bool = false) -> String? {
    if rootIsCatalog { return "." }
    var prefix = ""
    for component in path.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
      prefix += prefix.isEmpty ? String(component) : "/" + component
      if component.hasSuffix(".xcassets") { return prefix }
    }
    return nil
  }

  /// The set extensions whose `Contents.json` lists images.
  static let setExtensions = [".imageset", ".appiconset", ".launchimage"]

  /// Audits the files of the catalogs among `paths` (all in catalogs).
  func audit(_ paths: [String]) -> (
    findings: [AuditFinding], catalogs: [AuditedCatalog], images: [String: AuditedImage]
  ) {
    var filesOfSet: [String: [String]] = [:]
    var setsOfCatalog: [String: Set<String>] = [:]
    for path in paths {
      guard let catalog = AssetCatalogAudit.catalog(of: path, rootIsCatalog: rootIsCatalog)
      else { continue }
      if setsOfCatalog[catalog] == nil { setsOfCatalog[catalog] = [] }
      let (folder, name) = AssetCatalogAudit.split(path)
      guard AssetCatalogAudit.setExtensions.contains(where: { folder.hasSuffix($0) }) else {
        continue
      }
      setsOfCatalog[catalog, default: []].insert(folder)
      filesOfSet[folder, default: []].append(name)
    }
    var findings: [AuditFinding] = []
    var images: [String: AuditedImage] = [:]
    var checked: [String: Int] = [:]
    for (set, names) in filesOfSet {
      guard let reader else { continue }
      let name = AssetCatalogAudit.split(set).name
      let isCompiledIcon =
        appIconSets.map { $0.contains(String(name.dropLast(".appiconset".count))) } ?? true
      let result = SetAudit(
        folder: set, names: Set(names), rankings: rankings, reader: reader,
        checksHomeScreen: isCompiledIcon, runsZoomed: runsZoomed,
        padLaunchOrientation: padLaunchOrientation, deploymentTarget: deploymentTarget,
        unshownLaunchSlots: unshownLaunchSlots
      )
      .audit()
      findings += result.findings
      images.merge(result.images) { first, _ in first }
      if result.isChecked,
        let catalog = AssetCatalogAudit.catalog(of: set + "/x", rootIsCatalog: rootIsCatalog)
      {
        checked[catalog, default: 0] += 1
      }
    }
    let catalogs = setsOfCatalog.map { path, sets in
      AuditedCatalog(path: path, setCount: sets.count, checkedSetCount: checked[path] ?? 0)
    }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    return (findings, catalogs, images)
  }

  /// The folder and the name of a relative path.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    return (String(path[..<slash]), String(path[path.utf8.index(after: slash)...]))
  }
}

/// The `Contents.json` of a set: its `images` array, with the keys the
/// checks use (others are ignored).
struct CatalogSetContents: Decodable {
  struct Image: Decodable {
    var filename: String?
    var idiom: String?
    var scale: String?
    var size: String?
    var subtype: String?
    var orientation: String?
    var appearances: [[String: String]]?
    /// A launch image's `full-screen` or `to-status-bar` (20 points less).
    var extent: String?
    /// A launch image's first iOS version (`7.0`): slots for iOS 6 and iOS
    /// 7 show different pictures.
    var minimumSystemVersion: String?
    /// Xcode's mark of a file in the set that fills no slot.
    var unassigned: Bool?

    enum CodingKeys: String, CodingKey {
      case filename, idiom, scale, size, subtype, orientation, appearances, extent, unassigned
      case minimumSystemVersion = "minimum-system-version"
    }

    /// `2` for `"2x"`.
    var scaleFactor: Double? { SetAudit.scale(scale) }
  }

  var images: [Image]?
}

/// The audit of one set of a catalog.
private struct SetAudit {
  let folder: String
  let names: Set<String>
  let rankings: AuditRankings
  let reader: any AuditFileReader
  /// Whether an app icon set is checked for home-screen sizes.
  var checksHomeScreen = true
  /// Whether the app runs zoomed on taller phones.
  var runsZoomed = false
  /// The orientation an iPad launch image is wanted for, if one is.
  var padLaunchOrientation: String?
  /// The target's lowest iOS version, when known.
  var deploymentTarget: Double?
  /// The launch image slots for an orientation the app never shows.
  var unshownLaunchSlots: Set<String> = []

  struct Result {
    var findings: [AuditFinding] = []
    var images: [String: AuditedImage] = [:]
    var isChecked = false
  }

  func audit() -> Result {
    var result = Result()
    let contentsPath = folder + "/Contents.json"
    guard names.contains("Contents.json") else {
      result.findings.append(
        finding(
          .catalogUnreadable, file: contentsPath,
          "no Contents.json: the catalog compiler skips the set \(lastComponent(folder)); add one "
            + "(Xcode writes it)"))
      return result
    }
    let contents: CatalogSetContents
    do {
      guard let bytes = reader.contents(ofFileAtPath: contentsPath, limit: 4 * 1024 * 1024)
      else {
        result.findings.append(
          finding(.catalogUnreadable, file: contentsPath, "cannot read Contents.json"))
        return result
      }
      contents = try JSONDecoder().decode(CatalogSetContents.self, from: Data(bytes))
    } catch {
      result.findings.append(
        finding(
          .catalogUnreadable, file: contentsPath,
          "Contents.json is not a valid set description (not JSON, or `images` is not a list "
            + "of objects): the catalog compiler fails; fix it or let Xcode rewrite it"))
      return result
    }
    result.isChecked = true
    // A file Contents.json spells with other letter case (ozAtlas'
    // `icon-Small.png` for `Icon-Small.png`) is the one the catalog
    // compiler finds on a Mac's case-insensitive disk, when only one fits.
    var byFoldedName: [String: [String]] = [:]
    for name in names { byFoldedName[name.lowercased(), default: []].append(name) }
    // Xcode lists a file it puts in no slot as `"unassigned": true`
    // (ShortList's `Icon-60.png`): the catalog compiler ignores it.
    let unassigned = Set(
      (contents.images ?? []).filter { $0.unassigned == true }.compactMap(\.filename))
    let entries = (contents.images ?? []).filter { $0.unassigned != true }.map { entry in
      var entry = entry
      if let filename = entry.filename, let index = names.firstIndex(of: filename) {
        // Swift compares names by their characters: Sandvik's Contents.json
        // spells `lägg till equipment@1x.png` decomposed (`a` and U+0308),
        // the disk precomposed (U+00E4), which a Mac's disk takes as one.
        // The file is opened by the disk's spelling.
        entry.filename = names[index]
      } else if let filename = entry.filename,
        let matches = byFoldedName[filename.lowercased()], matches.count == 1
      {
        entry.filename = matches[0]
      }
      return entry
    }
    let listed = Set(entries.compactMap(\.filename))
    // Listed but missing.
    for entry in entries {
      guard let filename = entry.filename, !names.contains(filename),
        isAudited(entry.idiom)
      else { continue }
      result.findings.append(
        finding(
          .catalogMissingFile, file: folder + "/" + filename,
          "Contents.json lists \(filename) (\(slot(entry))) but the set has no such file: the "
            + "slot stays empty; add the file or remove the entry"))
    }
    // Present but unlisted.
    for name in names.sorted() where name != "Contents.json" && !listed.contains(name) {
      let pathExtension = AssetCatalogAudit.extensionOf(name)
      guard AuditEntry.isImageExtension(pathExtension) || ["pdf", "svg"].contains(pathExtension)
      else { continue }
      let state =
        unassigned.contains(name)
        ? "marked unassigned in Contents.json" : "not listed in Contents.json"
      result.findings.append(
        finding(
          .catalogUnlistedFile, file: folder + "/" + name,
          "\(state): the catalog compiler ignores it; assign it to a slot in Xcode or remove it"))
    }
    // Pixel sizes.
    var sized: [(entry: CatalogSetContents.Image, path: String, size: AuditPixelSize)] = []
    for entry in entries {
      guard let filename = entry.filename, names.contains(filename), isAudited(entry.idiom),
        AuditEntry.isImageExtension(AssetCatalogAudit.extensionOf(filename))
      else { continue }
      let path = folder + "/" + filename
      let image = reader.image(atPath: path)
      result.images[path] = image
      if let problem = image.problem {
        result.findings.append(
          finding(
            .unreadableImage, file: path,
            "not a readable image (\(problem)): the catalog compiler fails on it; export it again"))
      } else if let size = image.pixelSize {
        sized.append((entry, path, size))
      }
    }
    let present = entries.filter { $0.filename.map(names.contains) ?? false }
    if folder.hasSuffix(".appiconset") {
      result.findings +=
        iconSizes(sized, present: present) + homeScreenSizes(sized, entries: entries)
    } else if folder.hasSuffix(".launchimage") {
      result.findings += launchSizes(sized)
    } else {
      result.findings += slotSizes(sized, present: present)
    }
    if folder.hasSuffix(".imageset") { result.findings += upscaledSlots(sized, entries: entries) }
    if folder.hasSuffix(".launchimage"), runsZoomed {
      result.findings += emptyTallPhoneSlots(entries)
    }
    if folder.hasSuffix(".launchimage"), let finding = emptyPadSlots(entries) {
      result.findings.append(finding)
    }
    return result
  }

  /// A launch image set with phone images and no iPad image, in an app
  /// without a launch screen file whose audited devices include iPads
  /// (G-licious, universal, iOS 8: its `LaunchImage` set lists 12 empty
  /// iPad slots): the iPads show the phone's image stretched at launch.
  /// One with iPad images for the other orientation only (Bilibili's
  /// landscape ones, in an app whose `Info.plist` lets the iPad start in
  /// portrait) has none for an iPad that starts in that orientation.
  private func emptyPadSlots(_ entries: [CatalogSetContents.Image]) -> AuditFinding? {
    let padImages = entries.filter { $0.idiom == "ipad" && $0.filename != nil }
    guard let orientation = padLaunchOrientation,
      entries.contains(where: { $0.idiom == "iphone" && $0.filename != nil }),
      !padImages.contains(where: { ($0.orientation ?? "portrait") == orientation.lowercased() })
    else { return nil }
    let pads = rankings.audited.map { rankings.devices[$0] }.filter { $0.device.idiom == .pad }
    guard !pads.isEmpty else { return nil }
    let scales = Set(pads.map { $0.device.isRetina ? 2 : 1 }).sorted()
    let slots = scales.map { scale in
      let size =
        orientation == "Portrait"
        ? AuditPixelSize(width: 768 * scale, height: 1024 * scale)
        : AuditPixelSize(width: 1024 * scale, height: 768 * scale)
      return (slot: "ipad \(orientation.lowercased()) \(scale)x", size: size)
    }
    let devices = pads.map(\.name)
    let verb = devices.count == 1 ? "s" : ""
    let effect =
      padImages.isEmpty
      ? "no iPad launch image in the set, and the app has no launch screen file: "
        + "\(devices.joined(separator: ", ")) show\(verb) a phone's launch image stretched to "
        + "the iPad's screen at launch"
      : "no iPad \(orientation.lowercased()) launch image in the set, and the app has no launch "
        + "screen file: \(devices.joined(separator: ", ")) started in "
        + "\(orientation.lowercased()) find\(verb) no launch image for it"
    return finding(
      .missingLaunchImage, file: folder + "/Contents.json",
      effect + "; add "
        + slots.map { "a \($0.size) px image to the slot \($0.slot)" }.joined(separator: " and "),
      expected: slots.last?.size, devices: devices)
  }

  /// Launch image sets of an app that runs zoomed: a slot for phones
  /// taller than 568 points listed without its image (wheelmap's `667h`
  /// and `736h`, which Xcode adds when a set is made for iOS 8) is why the
  /// audited phones of that height run it zoomed.
  private func emptyTallPhoneSlots(_ entries: [CatalogSetContents.Image]) -> [AuditFinding] {
    let filled = Set(
      entries.filter { $0.filename != nil && $0.idiom == "iphone" }.map {
        AppDisplayMode.launchHeight(subtype: $0.subtype)
      })
    var findings: [AuditFinding] = []
    var reported = Set<Double>()
    for entry in entries
    where entry.filename == nil && entry.idiom == "iphone" && entry.orientation != "landscape" {
      let height = AppDisplayMode.launchHeight(subtype: entry.subtype)
      guard height > 568, !filled.contains(height), reported.insert(height).inserted,
        let scale = SetAudit.scale(entry.scale),
        let width = SystemImage.screenWidths[height]
      else { continue }
      let devices = rankings.nativeDevices.filter {
        $0.device.idiom == .phone && $0.device.screenHeight == height
      }.map(\.name)
      guard !devices.isEmpty else { continue }
      let size = AuditPixelSize(width: Int(width * scale), height: Int(height * scale))
      let slot = "\(entry.subtype ?? "") @\(Int(scale))x"
      findings.append(
        finding(
          .missingLaunchImage, file: folder + "/Contents.json",
          "the slot \(slot) has no image, and the app has no launch screen file: "
            + "\(devices.joined(separator: ", ")) run\(devices.count == 1 ? "s" : "") it zoomed, "
            + "as a smaller phone; add a \(size) px image to the slot",
          expected: size, devices: devices))
    }
    return findings
  }

  /// App icon sets: the audited Retina devices whose home-screen icon (60
  /// points on a phone, 76 on an iPad, times their scale) is larger than
  /// the set's largest icon for their idiom, because its slot is empty
  /// (wheelmap's `60x60` `3x`): iOS upscales that icon. A single-size set
  /// (one `universal` 1024-pixel image) makes every size. A set without
  /// iPad icons in an app the target runs on iPads (Movyt's, universal,
  /// with only `iphone` slots) gives the iPad the phone's largest icon of
  /// at most 2x, 120 pixels where a Retina iPad shows 152; only when the devices are
  /// chosen, since a folder says nothing of whether its app runs on one.
  private func homeScreenSizes(
    _ sized: [(entry: CatalogSetContents.Image, path: String, size: AuditPixelSize)],
    entries: [CatalogSetContents.Image]
  ) -> [AuditFinding] {
    guard checksHomeScreen, !sized.contains(where: { $0.entry.idiom == "universal" }) else {
      return []
    }
    let hasPadIcon = sized.contains { $0.entry.idiom == "ipad" }
    return [(InterfaceIdiom.phone, "iphone", 60.0), (.pad, "ipad", 76.0)].compactMap {
      idiom, name, points in
      let borrows = idiom == .pad && !hasPadIcon && rankings.devicesAreChosen
      // Of equal sizes, the home screen's own slot (Movyt's `40@3x.png`
      // and `icon-120.png` are both 120 pixels).
      let homeSlot = borrows ? "60x60" : "\(number(points))x\(number(points))"
      // An iPad at 2x takes a phone's icon of at most its scale: NDYingKe's
      // 180-pixel `60x60` `3x` does not serve it, its 120-pixel `2x` does.
      let candidates = sized.filter { item in
        borrows
          ? item.entry.idiom == "iphone" && (SetAudit.scale(item.entry.scale) ?? 1) <= 2
          : item.entry.idiom == name
      }
      guard
        let largest = candidates.max(by: {
          ($0.size.width, $0.entry.size == homeSlot ? 1 : 0)
            < ($1.size.width, $1.entry.size == homeSlot ? 1 : 0)
        })
      else { return nil }
      // The home screen is not zoomed: each device's own scale.
      let wanted = rankings.nativeDevices.compactMap { audited -> (name: String, pixels: Int)? in
        let device = audited.device
        let pixels = Int(points * device.scale)
        // The iPad 2 shows 76 pixels from iOS 7 on; no 1x iPhone runs iOS 7.
        guard device.idiom == idiom, device.isRetina || idiom == .pad, pixels > largest.size.width
        else {
          return nil
        }
        return (audited.name, pixels)
      }
      guard let most = wanted.map(\.pixels).max() else { return nil }
      let slots = Set(wanted.map(\.pixels)).sorted().map { pixels in
        "\(Int(points))x\(Int(points)) @\(pixels / Int(points))x (\(pixels)×\(pixels) px)"
      }
      let names = wanted.map(\.name)
      return finding(
        .upscaledFallback, file: largest.path,
        "\(names.joined(separator: ", ")) show\(names.count == 1 ? "s" : "") the app icon "
          + "\(AssetCatalogAudit.split(largest.path).name) (\(largest.size) px, the set's largest "
          + (borrows
            ? "for the iPhone: it has no iPad icon"
            : "for the \(idiom == .phone ? "iPhone" : "iPad")")
          + ") upscaled on the home screen (blurry); "
          + "fill the slot\(slots.count == 1 ? "" : "s") \(slots.joined(separator: " and "))",
        expected: AuditPixelSize(width: most, height: most), actual: largest.size, devices: names)
    }
  }

  /// Image sets: the audited devices that load a slot of a lower scale than
  /// their own, because the set has none of theirs (a set with only a 2x
  /// image on a @3x phone), as with loose files. Sets with a PDF or SVG
  /// are drawn from the vector and skipped; so are the slots of an
  /// appearance (dark) or a device subtype, which fall back to the plain
  /// ones.
  private func upscaledSlots(
    _ sized: [(entry: CatalogSetContents.Image, path: String, size: AuditPixelSize)],
    entries: [CatalogSetContents.Image]
  ) -> [AuditFinding] {
    let isVector = entries.contains { entry in
      entry.filename.map { ["pdf", "svg"].contains(AssetCatalogAudit.extensionOf($0)) } ?? false
    }
    // A single-scale set (no entry gives a scale: Spawn's
    // `instagram_logo`) draws its bitmap at 1x on every screen: an icon's
    // (96 pixels a side at most) at its own size. A larger picture there
    // is drawn at a size the code gives it (ithaca-transit's 407-pixel
    // `pattern.png` in a 137-point cell, Aidoku's 128-pixel `mal.png` in 42
    // points, Home Assistant's 480-pixel `casita`), as is one whose file's
    // name says another scale (`HAOnboarding_3Light@2x.png`).
    let isSingleScale =
      !entries.contains { $0.scale != nil }
      && !entries.contains { entry in
        entry.filename.map { FileName(String($0.split(separator: "/").last ?? "")).scale != nil }
          ?? false
      }
      && sized.allSatisfy { max($0.size.width, $0.size.height) <= 96 }
    func scale(of entry: CatalogSetContents.Image) -> Double? {
      SetAudit.scale(entry.scale) ?? (isSingleScale ? 1 : nil)
    }
    let plain = sized.filter { item in
      item.entry.subtype == nil && item.entry.orientation == nil
        && (item.entry.appearances ?? []).isEmpty && scale(of: item.entry) != nil
    }
    guard !isVector, !plain.isEmpty else { return [] }
    // A slot listed without its file is `catalogMissingFile` already.
    let listedScales = entries.filter {
      $0.filename != nil && $0.subtype == nil && $0.orientation == nil
        && ($0.appearances ?? []).isEmpty && scale(of: $0) != nil
    }
    // A bitmap larger than the screen at its own size is drawn into a
    // frame code chooses: upscaled if that frame takes more pixels than
    // it has, which is known only of the frames nibs and outlets draw it
    // in and of code that draws it at its own size (iBBS's 1115-pixel
    // `bg_image_blue`, a pattern colour), and likely of a picture shaped
    // like a screen, a backdrop.
    let name = String(AssetCatalogAudit.split(folder).name.prefix { $0 != "." })
    lazy var isDrawnAtKnownSizes =
      rankings.references.map { references in
        !references.draws(of: name).isEmpty || references.namesTiledImage(name)
          || references.drawsAtOwnSizeInCode(name)
      } ?? false
    var devicesOfSlot: [Int: [Int]] = [:]
    for number in rankings.audited {
      let device = rankings.devices[number].device
      guard device.isRetina else { continue }
      let own = plain.indices.filter { index in
        plain[index].entry.idiom.flatMap(SetAudit.idioms)?.contains(device.idiom) ?? false
      }
      let candidates =
        own.isEmpty ? plain.indices.filter { plain[$0].entry.idiom == "universal" } : own
      let scales = candidates.map { scale(of: plain[$0].entry) ?? 1 }
      let ownScaleListed = listedScales.contains { entry in
        scale(of: entry) == device.scale
          && (entry.idiom.flatMap(SetAudit.idioms)?.contains(device.idiom)
            ?? (entry.idiom == "universal" && own.isEmpty))
      }
      guard !ownScaleListed,
        let chosenScale = scales.filter({ $0 >= device.scale }).min() ?? scales.max(),
        chosenScale < device.scale,
        let chosen = candidates.first(where: { scale(of: plain[$0].entry) == chosenScale }),
        !plain[chosen].size.isFiller, !plain[chosen].size.spansScreen(of: device),
        chosenScale > 1 || plain[chosen].size.fitsScreenAt1x(of: device)
          || plain[chosen].size.isShapedLikeAScreen || isDrawnAtKnownSizes,
        !plain[chosen].size.isLine(atScale: chosenScale)
      else { continue }
      devicesOfSlot[chosen, default: []].append(number)
    }
    return devicesOfSlot.sorted { $0.key < $1.key }.map { chosen, devices in
      let item = plain[chosen]
      let names = devices.map {
        "\(rankings.name($0)) (@\(number(rankings.devices[$0].device.scale))x)"
      }
      let scales = Set(devices.map { rankings.devices[$0].device.scale }).sorted()
      let verbs = devices.count == 1 ? ("loads", "upscales") : ("load", "upscale")
      let added = scales.map { "a @\(number($0))x image" }.joined(separator: " and ")
      return finding(
        .upscaledFallback, file: item.path,
        "\(names.joined(separator: ", ")) \(verbs.0) \(lastComponent(item.path)) (\(slot(item.entry))), "
          + (isSingleScale
            ? "a bitmap of a single-scale set, drawn at 1x, and \(verbs.1) it (blurry): give "
              + "\(lastComponent(folder)) individual scales and add \(added), or a vector PDF"
            : "and \(verbs.1) it (blurry): the set has no image at their scale; add \(added) to "
              + lastComponent(folder)),
        devices: devices.map(rankings.name))
    }
  }

  /// `2`, `1.5`: a scale as names write it.
  private func number(_ value: Double) -> String { FileName.numberText(value) }

  /// App icons: exactly their `size` (points) times their `scale`.
  /// `present` are the set's entries whose file exists.
  private func iconSizes(
    _ sized: [(entry: CatalogSetContents.Image, path: String, size: AuditPixelSize)],
    present: [CatalogSetContents.Image]
  ) -> [AuditFinding] {
    sized.compactMap { entry, path, size in
      guard let points = entry.size.flatMap(SetAudit.points),
        let scale = SetAudit.scale(entry.scale), !isOnlyForOlderSystems(entry)
      else { return nil }
      let expected = AuditPixelSize(
        width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded())
      )
      guard expected != size else { return nil }
      return finding(
        .wrongPixelSize, file: path,
        "\(lastComponent(path)) is \(size) px, but the \(slot(entry)) slot takes \(expected) px: "
          + "the catalog compiler warns and the icon is rescaled; export it at \(expected) px",
        expected: expected, actual: size,
        devices: devices(loading: entry, among: present.filter { $0.size == entry.size }))
    }
  }

  /// Launch images: exactly the screen their slot is for (its idiom,
  /// `subtype`, orientation and `extent`) at its scale, on the audited
  /// devices with that screen and scale. Legacy's `Default.png`, 640 ×
  /// 1136 in the 3.5-inch iPhone's iOS 7 slot, is stretched on an iPhone
  /// 4. The slots without a `minimum-system-version` are iOS 6's: none
  /// for a target that needs iOS 7.
  private func launchSizes(
    _ sized: [(entry: CatalogSetContents.Image, path: String, size: AuditPixelSize)]
  ) -> [AuditFinding] {
    sized.compactMap { entry, path, size in
      guard let scale = SetAudit.scale(entry.scale),
        entry.minimumSystemVersion != nil || (deploymentTarget ?? 0) < 7,
        entry.idiom == "iphone" || entry.idiom == "ipad",
        !unshownLaunchSlots.contains("\(entry.idiom ?? "") \(entry.orientation ?? "portrait")")
      else { return nil }
      // An iPad's slot is 1024 points tall unless its subtype says more
      // (the 12.9-inch iPad Pro's `1366h`).
      let isPad = entry.idiom == "ipad"
      let height =
        isPad && entry.subtype == nil ? 1024 : AppDisplayMode.launchHeight(subtype: entry.subtype)
      guard let width = SystemImage.screenWidths[height] else { return nil }
      var points = (width: width, height: height)
      if entry.orientation == "landscape" { points = (height, width) }
      if entry.extent == "to-status-bar" { points.height -= 20 }
      let expected = AuditPixelSize(
        width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded())
      )
      let devices = rankings.audited.map { rankings.devices[$0] }.filter { audited in
        let device = audited.device
        return device.scale == scale && device.idiom == (isPad ? .pad : .phone)
          && device.screenHeight == height
      }.map(\.name)
      guard size != expected, !devices.isEmpty else { return nil }
      let slot = [
        entry.idiom, entry.orientation, entry.subtype,
        entry.extent == "to-status-bar" ? "to status bar" : nil, entry.scale.map { "@" + $0 },
        entry.minimumSystemVersion.map { "iOS \($0)+" },
      ].compactMap { $0 }.joined(separator: " ")
      return finding(
        .wrongPixelSize, file: path,
        "\(lastComponent(path)) is \(size) px, but the launch image slot \(slot) takes "
          + "\(expected) px: \(devices.joined(separator: ", ")) show\(devices.count == 1 ? "s" : "") "
          + "it stretched at launch; export it at \(expected) px",
        expected: expected, actual: size, devices: devices)
    }
  }

  /// Whether an app icon's slot is one only iOS 6 and before show (a
  /// phone's 57 points, an iPad's 72 and 50) and the target needs iOS 7 or
  /// later: Legacy's 120-pixel icon in its `57x57` slot shows nowhere.
  private func isOnlyForOlderSystems(_ entry: CatalogSetContents.Image) -> Bool {
    guard let deploymentTarget, deploymentTarget >= 7 else { return false }
    switch (entry.idiom, entry.size) {
    case ("iphone", "57x57"), ("ipad", "72x72"), ("ipad", "50x50"): return true
    default: return false
    }
  }

  /// Image sets: within each group of slots that differ only by scale, the
  /// sizes in proportion, among the slots an audited device loads (as for
  /// loose files: Science Journal's iOS 12 sets keep a 1x slot no device
  /// loads, a pixel off its @2x), the others voting only when those
  /// disagree (``PixelSizeCheck/mismatches(in:)``). `present` are the set's
  /// entries whose file exists.
  private func slotSizes(
    _ sized: [(entry: CatalogSetContents.Image, path: String, size: AuditPixelSize)],
    present: [CatalogSetContents.Image]
  ) -> [AuditFinding] {
    var groups: [String: [Int]] = [:]
    for (number, item) in sized.enumerated() where SetAudit.scale(item.entry.scale) != nil {
      groups[SetAudit.variantKey(item.entry), default: []].append(number)
    }
    var findings: [AuditFinding] = []
    for members in groups.values {
      let checked = members.map {
        PixelSizeCheck.Member(
          size: sized[$0].size, factor: SetAudit.scale(sized[$0].entry.scale) ?? 1,
          isLoaded: !devices(loading: sized[$0].entry, among: present).isEmpty)
      }
      let name = String(AssetCatalogAudit.split(folder).name.prefix { $0 != "." })
      for mismatch in PixelSizeCheck.mismatches(
        in: checked, recorded: rankings.references?.recordedSize(of: name))
      {
        let item = sized[members[mismatch.member]]
        let reference = sized[members[mismatch.reference]]
        let loading = devices(loading: item.entry, among: present)
        let shown =
          "\(loading.joined(separator: ", ")) show\(loading.count == 1 ? "s" : "") it at the "
          + "wrong size"
        findings.append(
          finding(
            .wrongPixelSize, file: item.path,
            "\(lastComponent(item.path)) is \(item.size) px, but in the \(slot(item.entry)) slot "
              + "beside \(lastComponent(reference.path)) (\(slot(reference.entry)), "
              + "\(reference.size) px) it should be \(mismatch.expected) px: \(shown); resize it "
              + "to \(mismatch.expected) px",
            expected: mismatch.expected, actual: item.size, related: [reference.path],
            devices: loading))
      }
    }
    return findings
  }

  // MARK: Helpers

  private func finding(
    _ kind: AuditFinding.Kind, file: String, _ message: String, expected: AuditPixelSize? = nil,
    actual: AuditPixelSize? = nil, related: [String] = [], devices: [String] = []
  ) -> AuditFinding {
    AuditFinding(
      kind: kind, file: file, asset: folder, relatedFiles: related,
      devices: devices, expectedPixelSize: expected, actualPixelSize: actual,
      message: message)
  }

  /// The slot of `entry` apart from its scale (idiom, subtype,
  /// orientation, a launch image's extent and first iOS version,
  /// appearances): slots with one key show one picture.
  static func variantKey(_ entry: CatalogSetContents.Image) -> String {
    [
      entry.idiom ?? "", entry.subtype ?? "", entry.orientation ?? "", entry.extent ?? "",
      entry.minimumSystemVersion ?? "",
      (entry.appearances ?? []).map { $0.sorted { $0.key < $1.key }.description }.joined(),
    ].joined(separator: "|")
  }

  /// The audited devices that load `entry`'s slot, among the slots
  /// `present` (those with a file): a device of the slot's idiom (for
  /// `universal`, one with no slot of its own idiom present) whose scale
  /// picks it, the slot of its own scale, else the nearest scale above,
  /// else the nearest below, among the slots of the same variant. Marketing
  /// icons (`ios-marketing`) are the App Store's: no device loads them.
  private func devices(
    loading entry: CatalogSetContents.Image, among present: [CatalogSetContents.Image]
  ) -> [String] {
    guard let idiom = entry.idiom, !idiom.hasSuffix("-marketing"),
      let scale = SetAudit.scale(entry.scale)
    else { return [] }
    let idioms = SetAudit.idioms(of: idiom)
    let key = SetAudit.variantKey(entry)
    return rankings.audited.filter { number in
      let device = rankings.devices[number].device
      if let idioms {
        guard idioms.contains(device.idiom) else { return false }
      } else if present.contains(where: {
        $0.idiom.flatMap(SetAudit.idioms).map { $0.contains(device.idiom) } ?? false
      }) {
        return false
      }
      let scales = present.filter { SetAudit.variantKey($0) == key }.compactMap {
        SetAudit.scale($0.scale)
      }
      let chosen = scales.filter { $0 >= device.scale }.min() ?? scales.max()
      return chosen == scale
    }.map(rankings.name)
  }

  /// Whether an entry for `idiom` concerns an audited device.
  private func isAudited(_ idiom: String?) -> Bool {
    guard let idioms = SetAudit.idioms(of: idiom ?? "universal") else { return true }
    return idioms.contains { rankings.isAudited(idiom: $0) }
  }

  /// The idioms a catalog idiom is for; `nil` for `universal`.
  static func idioms(of idiom: String) -> Set<InterfaceIdiom>? {
    switch idiom {
    case "universal": return nil
    case "iphone": return [.phone]
    case "ipad": return [.pad]
    case "ios-marketing": return [.phone, .pad]
    case "mac": return [.desktop]
    case "tv", "tv-marketing": return [.tv]
    case "car": return [.carPlay]
    default: return []  // watch, vision, …: no audited idiom
    }
  }

  /// `iphone 60x60 @2x`, `universal @1x`.
  private func slot(_ entry: CatalogSetContents.Image) -> String {
    [entry.idiom, entry.size, entry.scale.map { "@" + $0 }, entry.subtype].compactMap { $0 }
      .joined(separator: " ")
  }

  /// `2` for `"2x"`.
  static func scale(_ text: String?) -> Double? {
    guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
      return nil
    }
    return value
  }

  /// `(83.5, 83.5)` for `"83.5x83.5"`.
  static func points(_ text: String) -> (width: Double, height: Double)? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0
    else { return nil }
    return (width, height)
  }

  private func lastComponent(_ path: String) -> String {
    AssetCatalogAudit.split(path).name
  }
}

extension AssetCatalogAudit {
  /// The extension of a file name, lower-cased (`png`).
  static func extensionOf(_ name: String) -> String {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
    return String(name[name.utf8.index(after: dot)...]).lowercased()
  }
}
