import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The audit of one folder: its files grouped into assets, each asset
/// resolved for each device with the resolver's own index and ranking.
internal struct DirectoryAudit {
  /// An asset: the files with one base name and extension, plus the
  /// desktop `tiff` siblings of a PNG or JPEG asset.
  struct Asset {
    /// The plain name relative to the audited folder.
    var path: String
    /// The index key of the asset's own files.
    var key: DirectoryIndex.Key
    /// The extension of the asset's own files.
    var pathExtension: String?
    /// The asset's own files (entry numbers).
    var own: [Int] = []
    /// Its `tiff` siblings (entry numbers).
    var siblings: [Int] = []
    /// Per device, the chosen entry.
    var choices: [Int?] = []
    /// Per device, whether the chosen entry is upscaled.
    var upscaled: [Bool] = []

    /// Every file of the asset.
    var files: [Int] { own + siblings }
  }

  /// The folder, relative to the audited one (`""` for itself).
  let directory: String
  /// The folder's files.
  let entries: [AuditEntry]
  /// Its assets.
  private(set) var assets: [Asset] = []
  /// The resolver's index of the folder.
  let index: DirectoryIndex
  /// The number of the asset each entry belongs to (for a `tiff` sibling,
  /// its first PNG or JPEG asset).
  private(set) var assetOfEntry: [Int] = []
  /// The assets each `tiff` sibling belongs to.
  private var assetsOfSibling: [Int: [Int]] = [:]
  /// The audited devices and their rankings.
  let rankings: AuditRankings

  /// Groups and resolves the files `names` of `directory`.
  init(directory: String, names: [String], rankings: AuditRankings) {
    self.directory = directory
    self.rankings = rankings
    entries = names.map { AuditEntry(name: $0, directory: directory) }
    index = DirectoryIndex(
      DirectoryListing(names: names, stamp: DirectoryStamp(modificationNanoseconds: 0)))
    assets = groupIntoAssets()
    assetOfEntry = [Int](repeating: 0, count: entries.count)
    for (number, asset) in assets.enumerated().reversed() {
      for entry in asset.files { assetOfEntry[entry] = number }
    }
    for (number, asset) in assets.enumerated() {
      for entry in asset.siblings { assetsOfSibling[entry, default: []].append(number) }
    }
    resolveChoices()
  }

  /// The entries grouped by key; `tiff` groups whose base has a PNG or
  /// JPEG asset become that asset's siblings.
  private func groupIntoAssets() -> [Asset] {
    var groupOfKey: [DirectoryIndex.Key: Int] = [:]
    var groups: [Asset] = []
    for (number, entry) in entries.enumerated() {
      let key = DirectoryIndex.Key(entry.parsed)
      if let group = groupOfKey[key] {
        groups[group].own.append(number)
      } else {
        groupOfKey[key] = groups.count
        var request = entry.parsed.canonicalized
        request.height = nil
        request.isHD = false
        request.scale = nil
        request.idiom = nil
        let path = directory.isEmpty ? request.string : directory + "/" + request.string
        groups.append(
          Asset(path: path, key: key, pathExtension: entry.parsed.pathExtension, own: [number]))
      }
    }
    // The PNG and JPEG assets by base name and query, for their siblings.
    var ownersOfStem: [DirectoryIndex.Key: [Int]] = [:]
    for (number, group) in groups.enumerated()
    where ResourceRanking.hasTIFFSibling(pathExtension: group.pathExtension) {
      var stem = group.key
      stem.pathExtension = nil
      ownersOfStem[stem, default: []].append(number)
    }
    var isSibling = [Bool](repeating: false, count: groups.count)
    for (number, group) in groups.enumerated()
    where group.key.pathExtension?.string == ResourceVariant.tiffExtension {
      var stem = group.key
      stem.pathExtension = nil
      guard let owners = ownersOfStem[stem] else { continue }
      for owner in owners { groups[owner].siblings += group.own }
      isSibling[number] = true
    }
    return zip(groups, isSibling).filter { !$1 }.map(\.0)
  }

  /// Fills every asset's choices from one index of the folder, as the
  /// resolver builds it.
  private mutating func resolveChoices() {
    var entryOfName: [ByteString: Int] = [:]
    entryOfName.reserveCapacity(entries.count)
    for (number, entry) in entries.enumerated() { entryOfName[ByteString(entry.name)] = number }
    for number in assets.indices {
      let asset = assets[number]
      var tiffKey = asset.key
      tiffKey.pathExtension = ByteString(ResourceVariant.tiffExtension)
      var choices: [Int?] = []
      var upscaled: [Bool] = []
      // Scale matters for bitmaps, and for assets that come in scales.
      let hasScales = asset.files.contains {
        entries[$0].parsed.scale != nil || entries[$0].parsed.isHD
      }
      for (deviceNumber, auditDevice) in rankings.devices.enumerated() {
        let ranking = rankings.ranking(forDevice: deviceNumber, pathExtension: asset.pathExtension)
        let looksForTIFF = rankings.looksForTIFFSibling(
          device: deviceNumber, pathExtension: asset.pathExtension)
        let match = index.bestMatch(
          for: asset.key, tiffKey: looksForTIFF ? tiffKey : nil, ranking: ranking)
        let chosen = match.flatMap { entryOfName[ByteString($0.name)] }
        choices.append(chosen)
        upscaled.append(
          chosen.map {
            (hasScales || entries[$0].isBitmapImage)
              && isUpscaled(entries[$0], on: auditDevice.device)
          } ?? false)
      }
      assets[number].choices = choices
      assets[number].upscaled = upscaled
    }
  }

  /// Whether `device` has to upscale `entry`: its screen is Retina and the
  /// file's scale (`@<S>x`; `-hd` is 2 on a phone) is lower. Only asked for
  /// bitmap images and for assets with scaled variants.
  private func isUpscaled(_ entry: AuditEntry, on device: Device) -> Bool {
    guard device.isRetina, !entry.isMultiResolutionTIFF else { return false }
    return entry.parsed.scaleFromSuffix(for: device) < device.scale
  }

  /// The assets entry number `entry` belongs to, and whether it is one of
  /// the asset's own files (rather than a `tiff` sibling).
  func owners(ofEntry entry: Int) -> [(asset: Int, isOwn: Bool)] {
    if let owners = assetsOfSibling[entry] { return owners.map { ($0, false) } }
    return [(assetOfEntry[entry], true)]
  }

  /// The public form of the assets.
  var auditedAssets: [AuditedAsset] {
    assets.map { asset in
      AuditedAsset(
        path: asset.path, directory: directory,
        files: asset.files.map { entries[$0].path }.sorted {
          $0.utf8.lexicographicallyPrecedes($1.utf8)
        },
        choices: zip(asset.choices, asset.upscaled).map { chosen, isUpscaled in
          AssetChoice(file: chosen.map { entries[$0].path }, isUpscaled: isUpscaled)
        })
    }
  }
}
