import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The audit of one folder: its files grouped into assets, each asset
/// resolved for each device with the resolver's own index and ranking
/// (``ResourceChooser``).
internal struct DirectoryAudit {
  /// An asset: the resource files with one base name and extension, plus
  /// the desktop `tiff` siblings of a PNG or JPEG asset.
  struct Asset {
    /// The plain name relative to the audited folder.
    var path: String
    /// The plain name of the asset's own files (``FileName/plainRequest``):
    /// the request the resolver answers.
    var request: FileName
    /// The asset's own files (entry numbers).
    var own: [Int] = []
    /// Its `tiff` siblings (entry numbers).
    var siblings: [Int] = []
    /// Per device of ``AuditRankings/allDevices``, the chosen entry.
    var choices: [Int?] = []
    /// Per audited device, whether the chosen entry is upscaled.
    var upscaled: [Bool] = []

    /// Every file of the asset.
    var files: [Int] { own + siblings }
  }

  /// The folder, relative to the audited one (`""` for itself).
  let directory: String
  /// The folder's files.
  let entries: [AuditEntry]
  /// Per entry, its image header, when the audit read it.
  let images: [AuditedImage?]
  /// Its assets.
  private(set) var assets: [Asset] = []
  /// The group number of each plain name (``FileName/plainRequest``): the
  /// folder's entries, all roles alike, grouped as the resolver's index
  /// groups them.
  private var groupOfRequest: [FileName: Int] = [:]
  /// The entries of each group.
  private(set) var entriesOfGroup: [[Int]] = []
  /// The group of each entry.
  private var groupOfEntry: [Int] = []
  /// The number of the asset each resource entry belongs to (for a `tiff`
  /// sibling, its first PNG or JPEG asset); `-1` for other entries.
  private(set) var assetOfEntry: [Int] = []
  /// The assets each `tiff` sibling belongs to.
  private var assetsOfSibling: [Int: [Int]] = [:]
  /// The devices and their rankings.
  let rankings: AuditRankings
  /// The convention the names are read by.
  let convention: AuditConvention
  /// What the app's `Info.plist` (and its launch screen file) declare:
  /// whether iOS needs launch images at all, and in which orientations.
  let declared: DeclaredSystemImages

  /// Groups and resolves the files `names` of `directory`, read by
  /// `convention`, reading image headers with `reader` when there is one.
  /// `sourcePaths`, parallel to `names`, are the files' paths when the
  /// folder is the flattened bundle.
  init(
    directory: String, names: [String], rankings: AuditRankings,
    reader: (any AuditFileReader)?, convention: AuditConvention = .standardpaths,
    sourcePaths: [String]? = nil, declared: DeclaredSystemImages = .none
  ) {
    self.directory = directory
    self.rankings = rankings
    self.convention = convention
    self.declared = declared
    var uikitStems = Set<String>()
    var plainBases = Set<String>()
    var strayEndedBases = Set<String>()
    for name in names {
      let file = FileName(name)
      if file.scale != nil || file.idiom != nil || file.height != nil {
        uikitStems.insert(file.base + (file.isHD ? "-hd" : ""))
      }
      if !file.isHD { plainBases.insert(file.base) }
      if file.scale == nil, file.idiom == nil, file.height == nil, !file.isHD,
        let last = file.base.utf8.last,
        LenientSuffixReader.straySeparators.contains(last)
          || file.base.utf8.contains(UInt8(ascii: "."))
            && file.pathExtension.map({ file.base.hasSuffix("." + $0) }) ?? false
      {
        strayEndedBases.insert(file.base)
      }
    }
    let entries = names.indices.map { number in
      AuditEntry(
        name: names[number], directory: directory, convention: convention,
        uikitStems: uikitStems, plainBases: plainBases,
        strayEndedBases: strayEndedBases, sourcePath: sourcePaths?[number],
        declared: declared, cocos2dVersion: rankings.cocos2dVersionOfMixedTree,
        cocos2dHDSuffix: convention == .cocos2d ? rankings.references?.cocos2dHDSuffix : nil)
    }
    self.entries = entries
    images = entries.map { entry in
      guard let reader, entry.readsHeader else { return nil }
      return reader.image(atPath: entry.path)
    }
    for (number, entry) in entries.enumerated() {
      let request = entry.parsed.plainRequest
      let group = groupOfRequest[request] ?? entriesOfGroup.count
      if group == entriesOfGroup.count {
        groupOfRequest[request] = group
        entriesOfGroup.append([])
      }
      entriesOfGroup[group].append(number)
      groupOfEntry.append(group)
    }
    assets = groupIntoAssets()
    assetOfEntry = [Int](repeating: -1, count: entries.count)
    for (number, asset) in assets.enumerated().reversed() {
      for entry in asset.files { assetOfEntry[entry] = number }
    }
    for (number, asset) in assets.enumerated() {
      for entry in asset.siblings { assetsOfSibling[entry, default: []].append(number) }
    }
    resolveChoices()
  }

  /// The resource entries grouped by plain name; `tiff` groups whose base
  /// has a PNG or JPEG asset become that asset's siblings.
  private func groupIntoAssets() -> [Asset] {
    var assetOfGroup = [Int](repeating: -1, count: entriesOfGroup.count)
    var groups: [Asset] = []
    for (number, entry) in entries.enumerated() where entry.isResource {
      if assetOfGroup[groupOfEntry[number]] >= 0 {
        groups[assetOfGroup[groupOfEntry[number]]].own.append(number)
      } else {
        assetOfGroup[groupOfEntry[number]] = groups.count
        let request = entry.parsed.plainRequest
        let path = directory.isEmpty ? request.string : directory + "/" + request.string
        groups.append(Asset(path: path, request: request, own: [number]))
      }
    }
    // The PNG and JPEG assets by base name and query, for their siblings.
    var ownersOfStem: [FileName: [Int]] = [:]
    for (number, group) in groups.enumerated()
    where ResourceChooser.hasTIFFSibling(pathExtension: group.request.pathExtension) {
      var stem = group.request
      stem.pathExtension = nil
      ownersOfStem[stem, default: []].append(number)
    }
    var isSibling = [Bool](repeating: false, count: groups.count)
    for (number, group) in groups.enumerated()
    where group.request.pathExtension?.utf8.elementsEqual(DirectoryAudit.tiff.utf8) == true {
      var stem = group.request
      stem.pathExtension = nil
      guard let owners = ownersOfStem[stem] else { continue }
      for owner in owners { groups[owner].siblings += group.own }
      isSibling[number] = true
    }
    return zip(groups, isSibling).filter { !$1 }.map(\.0)
  }

  /// The extension the resolver looks up a `tiff` sibling under.
  private static let tiff = "tiff"

  /// Fills every asset's choices, as the resolver chooses in the folder.
  private mutating func resolveChoices() {
    // Per audited device, the same for every asset of the folder: whether
    // it can load anything sharper at all. An icon set becomes a Mac's
    // `.icns`, which no other device loads; cocos2d's loader tries the
    // plain name alone on a Mac or a TV, so there is nothing to add there
    // (searching folders, it can load a sharper file from one).
    let isIconSet = AssetAudit.isIconSet(directory.utf8)
    let canLoadSharper = rankings.audited.map { device in
      let target = rankings.devices[device].device
      return (!isIconSet || target.idiom == .desktop)
        && (convention != .cocos2d || rankings.cocos2dSearchesFolders
          || ConventionChoice.cocos2dOrder(
            on: target, padLoadsHD: rankings.cocos2dPadLoadsHD,
            padFallsBackToHD: rankings.cocos2dPadFallsBackToHD
          ).count > 1)
    }
    for number in assets.indices {
      let asset = assets[number]
      let choices = choices(for: asset.request)
      assets[number].choices = choices
      // An asset made only of misspelt names is no real request: nothing
      // is upscaled for it (the names' findings say what is wrong).
      let isPhantom = asset.own.allSatisfy { entries[$0].lookalikes != nil }
      assets[number].upscaled = rankings.audited.map { device in
        guard !isPhantom, canLoadSharper[device], let chosen = choices[device] else { return false }
        return isUpscaled(chosen, on: rankings.devices[device].device)
      }
    }
  }

  /// Per device of ``AuditRankings/allDevices``, the entry the resolver
  /// loads for the plain name `request`: among the entries it and its
  /// `tiff` sibling group, the only ones the resolver compares.
  func choices(for request: FileName) -> [Int?] {
    var candidates = groupOfRequest[request].map { entriesOfGroup[$0] } ?? []
    if ResourceChooser.hasTIFFSibling(pathExtension: request.pathExtension) {
      var sibling = request
      sibling.pathExtension = DirectoryAudit.tiff
      candidates += groupOfRequest[sibling].map { entriesOfGroup[$0] } ?? []
    }
    if convention == .cocos2d { return cocos2dChoices(among: candidates) }
    // In a tree that mixes both grammars, UIKit reads no `-hd` (Cave Run's
    // `play-hd.png` beside the `play.png` only `imageNamed:` loads), and
    // cocos2d no `@2x` (its `textnew@2x.png`), unless UIImage reads it for
    // cocos2d (``AuditRankings/cocos2dReadsRetinaThroughUIImage``) and
    // there is no `-hd` to read first.
    if convention == .standardpaths, rankings.loadsOnlyWithUIKit(request.base) {
      candidates.removeAll { entries[$0].parsed.isHD }
    } else if convention == .standardpaths, rankings.loadsOnlyWithCocos2d(request.base),
      !rankings.cocos2dReadsRetinaThroughUIImage
        || !["png", "jpg", "jpeg"].contains(request.pathExtension?.lowercased() ?? "")
        || candidates.contains(where: { entries[$0].parsed.isHD })
    {
      candidates.removeAll { entries[$0].parsed.scale != nil }
    }
    return rankings.chooser.choices(
      for: AuditEntry.resolverRequest(for: request, convention: convention),
      among: candidates.map { entries[$0].resolvedName }
    )
    .map { $0.map { candidates[$0] } }
  }

  /// Per device, the entry among `candidates` that cocos2d's loader loads
  /// (``ConventionChoice/cocos2dOrder(on:padLoadsHD:padFallsBackToHD:)``;
  /// searching folders, the plain file).
  private func cocos2dChoices(among candidates: [Int]) -> [Int?] {
    rankings.allDevices.map { device in
      let order =
        rankings.cocos2dSearchesFolders
        ? [(scale: nil, idiom: nil, height: nil)]
        : ConventionChoice.cocos2dOrder(
          on: device.device, padLoadsHD: rankings.cocos2dPadLoadsHD,
          padFallsBackToHD: rankings.cocos2dPadFallsBackToHD)
      for slot in order {
        if let found = candidates.first(where: { number in
          let parsed = entries[number].parsed
          return entries[number].isResource && parsed.scale == slot.scale
            && parsed.idiom == slot.idiom && parsed.height == slot.height && !parsed.isHD
        }) {
          return found
        }
      }
      return nil
    }
  }

  /// Whether `device` has to upscale entry number `number`: an image, on a
  /// Retina screen, whose scale (`@<S>x`; `-hd` is 2 on a phone) is lower.
  /// A `tiff` without a scale suffix is as sharp as its pages allow: a
  /// HiDPI TIFF with a 1x and a 2x page is not upscaled at 2x; one whose
  /// pages are unknown is given the benefit of the doubt.
  private func isUpscaled(_ number: Int, on device: Device) -> Bool {
    let entry = entries[number]
    guard device.isRetina, entry.isImage else { return false }
    if entry.isUnscaledTIFF {
      guard let pages = images[number]?.pages, let smallest = pages.map(\.width).min(),
        let largest = pages.map(\.width).max(), smallest > 0
      else { return false }
      return Double(largest) / Double(smallest) + 0.01 < device.scale
    }
    // cocos2d has no @3x: its 2x is what a @3x phone gets.
    let wanted = convention == .cocos2d ? min(device.scale, 2) : device.scale
    // An image as large as the screen is drawn across it, not enlarged;
    // a sprite sheet's texture (SpaceViking's 2048-pixel `scene1atlas.png`)
    // holds small frames.
    return entry.parsed.scaleFromSuffix(for: device) < wanted
      && (images[number]?.pixelSize?.spansScreen(of: device) != true
        || isTextureAtlas(base: entry.parsed.base))
  }

  /// The assets entry number `entry` belongs to, and whether it is one of
  /// the asset's own files (rather than a `tiff` sibling).
  func owners(ofEntry entry: Int) -> [(asset: Int, isOwn: Bool)] {
    if let owners = assetsOfSibling[entry] { return owners.map { ($0, false) } }
    guard assetOfEntry[entry] >= 0 else { return [] }
    return [(assetOfEntry[entry], true)]
  }

  /// The audited devices (numbers) that load entry number `entry` for some
  /// asset.
  func auditedDevices(loading entry: Int) -> [Int] {
    var devices: Set<Int> = []
    for (asset, _) in owners(ofEntry: entry) {
      for device in rankings.audited where assets[asset].choices[device] == entry {
        devices.insert(device)
      }
    }
    return devices.sorted()
  }

  /// The public form of the assets.
  var auditedAssets: [AuditedAsset] {
    assets.map { asset in
      AuditedAsset(
        path: asset.path, directory: directory,
        files: asset.files.map { entries[$0].path }.sorted {
          $0.utf8.lexicographicallyPrecedes($1.utf8)
        },
        choices: zip(asset.choices.prefix(rankings.devices.count), asset.upscaled).map {
          chosen, isUpscaled in
          AssetChoice(file: chosen.map { entries[$0].path }, isUpscaled: isUpscaled)
        },
        isImage: asset.own.contains { entries[$0].isImage })
    }
  }

  /// The public form of the images whose header was read.
  var auditedImages: [(String, AuditedImage)] {
    zip(entries, images).compactMap { entry, image in image.map { (entry.path, $0) } }
  }

  /// The public form of the system images.
  var auditedSystemImages: [AuditedSystemImage] {
    entries.indices.compactMap { number in
      entries[number].systemImage.map {
        AuditedSystemImage(path: entries[number].path, role: $0.role.rawValue)
      }
    }
  }
}

extension FileName {
  /// The name without its suffixes (`foo.png` for `foo-568h@2x~iphone.png`):
  /// the request a file is a variant of. Names compare byte for byte, so as
  /// a key it groups files as the resolver's index does.
  var plainRequest: FileName {
    FileName(directory: directory, base: base, pathExtension: pathExtension, query: query)
  }
}
