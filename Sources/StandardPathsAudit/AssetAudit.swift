import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// Checks a resource folder's file names against the suffix grammar: which
/// file each device loads for every asset, and the mistakes that only show
/// on some devices.
///
/// An audit is pure: it works on a list of file paths, resolving them with
/// the same index and ranking as ``ResourceResolver``, so its choices are
/// the resolver's answers. Read a real folder with
/// ``report(forDirectoryAtPath:fileSystem:progress:)``.
///
/// ```swift
/// let audit = AssetAudit(devices: [AuditDevice(.iPhone6), AuditDevice(.iPad)])
/// let report = audit.report(forFiles: ["foo.png", "foo@2x.png", "foo~IPAD.png"])
/// report.assets[0].choices.map(\.file)   // ["foo@2x.png", "foo.png"]
/// report.findings.map(\.kind)            // [.malformedSuffix]
/// report.findings[0].suggestion          // "foo~ipad.png"
/// ```
///
/// Files are grouped into assets by folder, base name and extension once
/// their suffixes are removed (`foo.png`, `foo@2x.png` and `foo~ipad.png`
/// are the asset `foo.png`); each asset is resolved as a program would ask
/// for it, by its plain name. The findings are described in
/// ``AuditFinding/Kind``. Names are compared byte for byte, as on Linux.
public struct AssetAudit: Sendable {
  /// The devices every asset is resolved for.
  public var devices: [AuditDevice]
  /// Whether an audit of a folder reads file contents: image headers (for
  /// pixel sizes) and asset catalogs' `Contents.json`. On by default; off,
  /// only names are audited.
  public var readsFiles: Bool
  /// The convention names are judged by; `nil` (the default) infers it
  /// from the names, because a tree judged by another loader's rules gets
  /// findings for names that are right.
  public var convention: AuditConvention?
  /// Whether files are audited by the name the app bundle gives them:
  /// Xcode copies the files of group folders into one flat bundle, so a
  /// variant in another folder than its base still resolves. Folders the
  /// bundle keeps (`*.lproj`, `*.bundle`, `*.iconset`) stay folders.
  /// `nil` (the default) decides from the names: flat when a variant's
  /// base is only in another folder (`hd/play-hd.png` beside
  /// `play.png` one level up) and no two files would share a name in the
  /// bundle, which Xcode refuses to build.
  public var flattensFolders: Bool?
  /// Whether an audit of a folder or an Xcode project first searches the
  /// project's files for the names they spell, and sets apart the findings
  /// the project makes moot (``AuditReport/setApartFindings``): on images
  /// nothing that runs names, about the suffixes of files the code loads by
  /// their own name, on files git ignores or that lie outside the
  /// repository, on the iOS 6 look of an image
  /// whose iOS 7 look the code builds, on upscaled images of a cocos2d game
  /// that never turns Retina on. The search also finds the project's
  /// cocos2d version. On by default; it needs ``readsFiles``.
  public var searchesProject = true
  /// Whether the audited folder is an asset catalog (`Images.xcassets`).
  var rootIsCatalog = false

  /// Creates an audit for the given devices; by default the 11 presets.
  ///
  /// Findings are made for these devices only: a file meant only for other
  /// devices (an `~mac` variant in an iOS audit) is no finding.
  public init(
    devices: [AuditDevice] = AuditDevice.presets, readsFiles: Bool = true,
    convention: AuditConvention? = nil, flattensFolders: Bool? = nil
  ) {
    self.devices = devices
    self.readsFiles = readsFiles
    self.convention = convention
    self.flattensFolders = flattensFolders
  }

  /// Audits the files at `paths` by their names only: no pixel size is
  /// read and asset catalogs are only counted (see
  /// ``report(forDirectoryAtPath:fileSystem:progress:)`` for a full audit).
  ///
  /// - Parameter paths: The files' paths relative to the audited folder,
  ///   with `/` between components (`Images/foo@2x.png`); a path's folder
  ///   is the text before its last `/`. Repeated paths count once.
  /// - Returns: every asset with each device's choice, and the findings,
  ///   in byte order of their paths.
  public func report(forFiles paths: [String]) -> AuditReport {
    report(forFiles: paths, reader: nil)
  }

  /// Audits the files at `paths`, reading image headers and asset
  /// catalogs' `Contents.json` with `reader` (none: names only).
  /// `bundlePaths`, parallel to `paths`, are the files' paths in the app
  /// bundle when a build phase says where they go (the audit is then of the
  /// bundle, as with ``flattensFolders``); `findings` are added to the
  /// report's own. The launch image and icon names of the `Info.plist`
  /// files among `paths` and in `infoPlists` (read with `reader`) count
  /// as system images. `cocos2dVersion` is the version of the cocos2d the
  /// project holds, when a search found it, and `cocos2dFallbackSuffixes`
  /// whether its code turns cocos2d 2's fallback suffixes on;
  /// `appIconSets` the app icon sets an Xcode target compiles, when it says;
  /// `references` what the project's files name, when it was searched;
  /// `launchScreenSetting` a target's `INFOPLIST_KEY_UILaunchStoryboardName`
  /// values (empty: none), when a target is audited; `deploymentTarget` its
  /// lowest `IPHONEOS_DEPLOYMENT_TARGET` (a major version), when it says.
  func report(
    forFiles paths: [String], reader: (any AuditFileReader)?, unreadableDirectories: [String] = [],
    bundlePaths: [String]? = nil, findings extraFindings: [AuditFinding] = [],
    infoPlists: [String] = [], cocos2dVersion: Int? = nil, cocos2dFallbackSuffixes: Bool = false,
    appIconSets: Set<String>? = nil, references: ImageReferences? = nil,
    launchScreenSetting: [String]? = nil, deploymentTarget: Double? = nil
  ) -> AuditReport {
    // Paths compare byte for byte, like file names on Linux.
    var namesOfDirectory: [[UInt8]: [String]] = [:]
    var sourcesOfDirectory: [[UInt8]: [String]] = [:]
    var catalogFiles: [String] = []
    var seen = Set<[UInt8]>()
    var conventionNames: [String] = []
    var resourceNames: [String] = []
    seen.reserveCapacity(paths.count)
    let flattens =
      bundlePaths == nil && !rootIsCatalog
      && (flattensFolders ?? AssetAudit.variantsLiveApart(in: paths))
    let inBundle = flattens || bundlePaths != nil
    // A file copied twice (alone and inside a folder the phase copies
    // whole: spacedebris' `backgrounds.atlas/ready.png`) is in the bundle
    // twice, beside other files each time.
    for (number, path) in paths.enumerated() {
      var key = Array(path.utf8)
      if let bundlePath = bundlePaths?[number] {
        key.append(0)
        key.append(contentsOf: bundlePath.utf8)
      }
      guard seen.insert(key).inserted else { continue }
      if AssetCatalogAudit.catalog(of: path, rootIsCatalog: rootIsCatalog) != nil {
        catalogFiles.append(path)
        continue
      }
      let (directory, name) = AssetAudit.split(
        bundlePaths?[number] ?? (flattens ? AssetAudit.bundlePath(of: path) : path))
      namesOfDirectory[Array(directory.utf8), default: []].append(name)
      if inBundle { sourcesOfDirectory[Array(directory.utf8), default: []].append(path) }
      resourceNames.append(name)
      // A resource bundle is a library's (`FBConnect.bundle`): its names
      // say nothing of how the app names its own.
      if convention == nil, !AssetAudit.isIconSet(directory.utf8),
        !directory.split(separator: "/").contains(where: { $0.hasSuffix(".bundle") })
      {
        conventionNames.append(name)
      }
    }
    var declared = DeclaredSystemImages.none
    if let reader {
      for path in infoPlists + paths.filter(AssetAudit.isInfoPlist) {
        // Real ones are a few kilobytes.
        if let bytes = reader.contents(ofFileAtPath: path, limit: 1 << 20) {
          declared.add(infoPlist: bytes)
        }
      }
    }
    var choice =
      convention.map { ConventionChoice(convention: $0, reason: "given") }
      ?? ConventionChoice.infer(
        names: conventionNames, declared: declared, cocos2dVersion: cocos2dVersion,
        usesCocos2dAPI: references?.usesCocos2dBefore3 ?? false)
    if flattens, flattensFolders == nil {
      choice.reason +=
        "; files audited by their name in the app bundle (variants live in other folders than "
        + "their bases, and Xcode copies group folders flat; --no-flatten audits folder by folder)"
    }
    if AppDisplayMode.hasLaunchScreen(
      among: paths, declared: declared, launchScreenSetting: launchScreenSetting)
    {
      declared.hasLaunchScreen = true
    }
    // SpriteBuilder's set-up makes cocos2d 3 look files up in its
    // `resources-phonehd`-style folders: a tree without them gets only
    // the plain files, on every device (CocoHunt's loose `-hd` art).
    let searchesFolders =
      choice.convention == .cocos2d && references?.searchesCocos2dFolders == true
      && (cocos2dVersion ?? 0x0003_0000) >= 0x0003_0000
      && !paths.contains { path in
        path.split(separator: "/").contains { $0.lowercased().hasPrefix("resources-") }
      }
    if choice.convention == .cocos2d, let suffix = references?.cocos2dHDSuffix {
      choice.reason +=
        "; the project's cocos2d reads Retina files by the suffix \(suffix) "
        + "(CC_RETINA_DISPLAY_FILENAME_SUFFIX in its ccConfig.h), read here as -hd"
    }
    if let suffix = references?.cocos2dPadSuffix {
      choice.reason +=
        "; the project's cocos2d reads a 1x iPad's files by the suffix \(suffix) "
        + "(CC_PAD_DISPLAY_FILENAME_SUFFIX in its ccConfig.h): names with it are the engine's"
    }
    if searchesFolders {
      choice.reason +=
        "; the code calls [CCBReader configureCCFileUtils], so cocos2d looks files up in "
        + "resources-phonehd, resources-tablethd (and 1x) folders, which the tree lacks, and "
        + "reads no -hd or -ipad suffix: every device loads the plain file, at 1x"
    }
    // cocos2d 2 reads `-hd` on a Retina iPad only with its fallback
    // suffixes on (off by default): else `-ipadhd`, then the plain file.
    // cocos2d 3 gives an iPad the iPhone's files by default
    // (`enableiPhoneResourcesOniPad`: CocoHunt's 3.4.3).
    let padLoadsHD =
      choice.convention == .cocos2d && !searchesFolders
      && (!ConventionChoice.hasCocos2dPadName(resourceNames)
        && (cocos2dFallbackSuffixes
          || (cocos2dVersion.map { $0 < 0x0002_0000 || $0 >= 0x0003_0000 } ?? true))
        || references?.readsHDOnRetinaPad == true)
    // cocos2d has read `-ipad` and `-ipadhd` since 1.1.
    let padFallsBackToHD =
      choice.convention == .cocos2d && !padLoadsHD
      && (cocos2dVersion.map { $0 < 0x0001_0100 } ?? false)
    if padLoadsHD {
      choice.reason +=
        "; no -ipad or -ipadhd name, so an iPad loads the plain file and a Retina iPad -hd "
        + "(cocos2d 1.x or 3, fallback suffixes, or an iPhone game on an iPad)"
    } else if padFallsBackToHD, let cocos2dVersion {
      choice.reason +=
        "; the project's cocos2d \(AssetAudit.versionText(cocos2dVersion)) (its cocos2d.h) reads no iPad "
        + "suffix: the game loads its -ipad files by name, cocos2d adds -hd on a Retina screen, "
        + "and a Retina iPad without an iPad file loads -hd"
    }
    let catalogHeights = AppDisplayMode.catalogLaunchHeights(paths: paths, reader: reader)
    let launchNames = AppDisplayMode.LaunchNames(paths: bundlePaths ?? paths, declared: declared)
    let zoomedHeight = AppDisplayMode.zoomedHeight(
      launchNames, declared: declared, catalogHeights: catalogHeights,
      isWholeBundle: bundlePaths != nil)
    // An iPad-only target's phone launch images say nothing of its screens.
    if let zoomedHeight, devices.contains(where: { $0.device.idiom == .phone }) {
      // Taka Dating ships none at all.
      let hasPhoneLaunchImage = !((catalogHeights ?? []) + launchNames.looseHeights).isEmpty
      choice.reason +=
        (hasPhoneLaunchImage
          ? "; phone launch images only for screens up to \(Int(zoomedHeight)) points and no "
          : "; no phone launch image and no ")
        + "launch screen file, so taller phones run the app zoomed, as a "
        + "320×\(Int(zoomedHeight))-point phone at @2x"
    }
    let rankings = AuditRankings(
      devices: devices, zoomedHeight: zoomedHeight, cocos2dPadLoadsHD: padLoadsHD,
      cocos2dPadFallsBackToHD: padFallsBackToHD, cocos2dSearchesFolders: searchesFolders,
      cocos2dVersionOfMixedTree: choice.convention == .standardpaths ? cocos2dVersion : nil,
      references: references)
    var assets: [AuditedAsset] = []
    var findings = extraFindings
    // An app that ships no launch image and no launch screen at all.
    if zoomedHeight != nil,
      AppDisplayMode.zoomedHeight(launchNames, declared: declared, catalogHeights: catalogHeights)
        == nil,
      let finding = AppDisplayMode.noLaunchImage(
        rankings: rankings, launch: launchNames, padOrientation: declared.padLaunchOrientation)
    {
      findings.append(finding)
    }
    if zoomedHeight != nil,
      let finding = AppDisplayMode.unlistedTallLaunchImages(
        launchNames, declared: declared, catalogHeights: catalogHeights, rankings: rankings,
        paths: paths)
    {
      findings.append(finding)
    }
    if zoomedHeight == nil,
      let finding = AppDisplayMode.letterboxedOnTallerPhones(
        launchNames, declared: declared, catalogHeights: catalogHeights, rankings: rankings)
    {
      findings.append(finding)
    }
    var images: [String: AuditedImage] = [:]
    var systemImages: [AuditedSystemImage] = []
    // Folders in byte order too: the first of two equal system images
    // (chaoswar's two `Icon@2x.png`) must not depend on hashing.
    for (directory, listed) in namesOfDirectory.sorted(by: {
      $0.key.lexicographicallyPrecedes($1.key)
    }) {
      let folder = String(decoding: directory, as: UTF8.self)
      // In byte order (then by source), so that which of two names for one
      // variant the audit keeps never depends on the listing's order.
      let sources = sourcesOfDirectory[directory]
      let order = listed.indices.sorted { left, right in
        listed[left].utf8.elementsEqual(listed[right].utf8)
          ? sources.map { $0[left].utf8.lexicographicallyPrecedes($0[right].utf8) } ?? false
          : listed[left].utf8.lexicographicallyPrecedes(listed[right].utf8)
      }
      let names = order.map { listed[$0] }
      // A game's SDKs (Facebook's `FacebookSDKResources.bundle`) load
      // their images with UIKit.
      let convention =
        choice.convention == .cocos2d
          && folder.split(separator: "/").contains(where: { $0.hasSuffix(".bundle") })
        ? AuditConvention.uikit : choice.convention
      let audit = DirectoryAudit(
        directory: folder, names: names, rankings: rankings,
        reader: reader, convention: convention,
        sourcePaths: sources.map { sources in order.map { sources[$0] } },
        declared: declared)
      assets += audit.auditedAssets
      findings += audit.findings()
      for (path, image) in audit.auditedImages { images[path] = image }
      systemImages += audit.auditedSystemImages
    }
    // As for loose launch images (`DirectoryAudit.missingPadLaunchImage`):
    // only when the devices are chosen, which says the app runs on an iPad.
    let padLaunchOrientation =
      declared.hasLaunchScreen || !rankings.devicesAreChosen ? nil : declared.padLaunchOrientation
    let catalogs = AssetCatalogAudit(
      rankings: rankings, reader: reader, rootIsCatalog: rootIsCatalog, appIconSets: appIconSets,
      runsZoomed: zoomedHeight != nil, padLaunchOrientation: padLaunchOrientation,
      deploymentTarget: deploymentTarget, unshownLaunchSlots: declared.unshownLaunchSlots
    ).audit(catalogFiles)
    findings += catalogs.findings
    images.merge(catalogs.images) { first, _ in first }
    // The loose icons count unless an app icon set the target compiles
    // replaces them (bowhunting's `AppIcon` set, which no build setting
    // names, does not).
    let compilesIconSet = catalogFiles.contains { path in
      path.split(separator: "/").contains { component in
        component.hasSuffix(".appiconset")
          && appIconSets.map { $0.contains(String(component.dropLast(".appiconset".count))) }
            ?? true
      }
    }
    if !compilesIconSet {
      findings += AssetAudit.missingHomeScreenIcons(
        systemImages: systemImages, images: images, devices: devices,
        devicesAreChosen: rankings.devicesAreChosen,
        otherIconBases: declared.iconBases.subtracting(declared.appIconBases))
    }
    if let appIconSets,
      let finding = AssetAudit.missingAppIcon(
        appIconSets: appIconSets, catalogFiles: catalogFiles, systemImages: systemImages,
        images: images, declaresIcons: !declared.iconBases.isEmpty, isApp: declared.isApp,
        devices: devices)
    {
      findings.append(finding)
    }
    for folder in unreadableDirectories {
      findings.append(
        AuditFinding(
          kind: .unreadableFolder, file: folder, asset: folder,
          message: "cannot read this folder (permissions?): its files are not audited; make it "
            + "readable and run the audit again"))
    }
    // One file copied to two places in the bundle (Space Debris Phantom's
    // sprites, in their `sprites.atlas` folder and listed alone) that says
    // the same in both is one finding.
    var said: Set<String> = []
    findings.removeAll { !said.insert("\($0.kind) \($0.file) \($0.message)").inserted }
    var report = AuditReport(
      devices: devices, assets: AssetAudit.sortedByPath(assets),
      findings: AssetAudit.sortedForReport(findings), fileCount: seen.count,
      unreadableDirectories: unreadableDirectories, images: images,
      systemImages: systemImages.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) },
      catalogs: catalogs.catalogs, convention: choice.convention, conventionReason: choice.reason)
    report.drawingScales = Dictionary(
      rankings.devices.map { ($0.name, $0.device.scale) }, uniquingKeysWith: { first, _ in first })
    report.drawingWidths = Dictionary(
      rankings.devices.map {
        ($0.name, min($0.device.screenSize.width, $0.device.screenSize.height))
      },
      uniquingKeysWith: { first, _ in first })
    return report
  }

  /// The path `path` has in a flat app bundle: its name, below the
  /// innermost folder the bundle keeps as a folder (`*.lproj`,
  /// `*.bundle`, `*.iconset`), if any.
  static func bundlePath(of path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count > 1 else { return path }
    let kept = components.dropLast().firstIndex { component in
      [".lproj", ".bundle", ".iconset"].contains { component.hasSuffix($0) }
    }
    guard let kept else { return String(components[components.count - 1]) }
    return components[kept...].joined(separator: "/")
  }

  /// Whether the tree of `paths` reads as Xcode group folders copied into
  /// one flat bundle: some variant's plain name is only in another folder
  /// (`Buttons/hd/back-hd.png`, `Buttons/back.png`), and no two files
  /// outside catalogs would land on the same bundle name.
  static func variantsLiveApart(in paths: [String]) -> Bool {
    var bundleNames = Set<String>()
    var foldersOfPlain: [String: Set<String>] = [:]
    var variants: [(folder: String, plain: String)] = []
    for path in paths where AssetCatalogAudit.catalog(of: path) == nil {
      guard bundleNames.insert(bundlePath(of: path)).inserted else { return false }
      let (folder, name) = split(path)
      // Every suffix starts with `@`, `~` or `-`: a name without them is
      // plain, and is not parsed (a tree may hold 100,000 names).
      let hasSuffix = name.utf8.contains {
        $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "-")
      }
      let file = hasSuffix ? FileName(name) : nil
      let plain =
        file.map { (ConventionChoice.cocos2dMeaning(of: $0) ?? $0).plainRequest.string } ?? name
      if plain == name {
        foldersOfPlain[plain, default: []].insert(folder)
      } else {
        variants.append((folder, plain))
      }
    }
    return variants.contains { variant in
      guard let folders = foldersOfPlain[variant.plain] else { return false }
      return !folders.contains(variant.folder)
    }
  }

  /// Whether `path` names an app's information property list:
  /// `Info.plist`, `newsyc-Info.plist`, `Info-lite.plist`.
  static func isInfoPlist(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return name.hasSuffix(".plist") && (name.hasPrefix("Info") || name.contains("-Info"))
  }

  /// Whether `directory` is a macOS icon set (`*.iconset`): `iconutil`
  /// input, whose `@2x` is the largest scale.
  static func isIconSet(_ directory: some Collection<UInt8>) -> Bool {
    directory.count > 8 && directory.suffix(8).elementsEqual(".iconset".utf8)
  }

  /// `assets` by path in byte order, then by first file for two parses of
  /// one path (sorting positions, not the values, which are large).
  private static func sortedByPath(_ assets: [AuditedAsset]) -> [AuditedAsset] {
    let keys = assets.map { Array($0.path.utf8) }
    let firstFiles = assets.map { Array(($0.files.first ?? "").utf8) }
    return assets.indices.sorted {
      keys[$0] == keys[$1]
        ? firstFiles[$0].lexicographicallyPrecedes(firstFiles[$1])
        : keys[$0].lexicographicallyPrecedes(keys[$1])
    }
    .map { assets[$0] }
  }

  /// `findings` in the report's order: errors first, then by how many
  /// audited devices they affect (most first), then by file in byte order,
  /// kind, message and asset (a file copied to two bundle paths, alone and
  /// in a copied folder, has a finding at each), so the report leads with
  /// what matters and does not depend on the order the files came in.
  static func sortedForReport(_ findings: [AuditFinding]) -> [AuditFinding] {
    let kinds = AuditFinding.Kind.allCases
    let files = findings.map { Array($0.file.utf8) }
    let kindRanks = findings.map { kinds.firstIndex(of: $0.kind) ?? kinds.count }
    let messages = findings.map { Array($0.message.utf8) }
    return findings.indices.sorted { left, right in
      let (one, other) = (findings[left], findings[right])
      if one.severity != other.severity { return one.severity > other.severity }
      if one.devices.count != other.devices.count {
        return one.devices.count > other.devices.count
      }
      if files[left] != files[right] { return files[left].lexicographicallyPrecedes(files[right]) }
      if kindRanks[left] != kindRanks[right] { return kindRanks[left] < kindRanks[right] }
      if messages[left] != messages[right] {
        return messages[left].lexicographicallyPrecedes(messages[right])
      }
      return one.asset.utf8.lexicographicallyPrecedes(other.asset.utf8)
    }.map { findings[$0] }
  }

  /// The folder (without its final `/`) and the name of a relative path.
  /// cocos2d's version as it writes it (`0x00010100`: `1.1.0`).
  static func versionText(_ version: Int) -> String {
    [16, 8, 0].map { String(version >> $0 & 0xFF, radix: 16) }.joined(separator: ".")
  }

  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    return (String(path[..<slash]), String(path[path.utf8.index(after: slash)...]))
  }
}
