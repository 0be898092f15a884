import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension DirectoryAudit {
  /// The images of `asset` whose pixel size is out of proportion with
  /// their siblings' (see ``PixelSizeCheck``), and HiDPI TIFFs whose pages
  /// are not a 1x and a 2x. Siblings are compared within one idiom and
  /// height (an iPad or 4-inch variant may show a different picture); the
  /// scale of a file is its `@<S>x`, times 2 for `-hd` when phones are
  /// audited (`-hd` is @2x there). Only files an audited device loads are
  /// reported, and compared among themselves while they agree: a 1x file no
  /// Retina-only target loads is no measure of its @2x (ShadowRunner's
  /// 25-pixel 1x beside a full-screen @2x, iOS 10)
  /// (``PixelSizeCheck/mismatches(in:)``).
  func pixelSizeFindings(_ asset: Asset, explained: [Bool]) -> [AuditFinding] {
    struct Family: Hashable {
      var idiom: InterfaceIdiom?
      var height: Double?
      var isHDApart: Bool
    }
    let phones = rankings.auditsPhones
    // A sprite sheet or bitmap font's texture is packed anew at each scale.
    guard !isTextureAtlas(asset) else { return [] }
    var families: [Family: [(entry: Int, member: PixelSizeCheck.Member)]] = [:]
    var padMembers: [(Family, Int, PixelSizeCheck.Member)] = []
    var findings: [AuditFinding] = []
    for number in asset.files where !explained[number] && entries[number].isImage {
      let loaders = auditedDevices(loading: number)
      guard let pages = images[number]?.pages, var size = pages.first else { continue }
      let parsed = entries[number].parsed
      if entries[number].isUnscaledTIFF, pages.count > 1 {
        let sorted = pages.sorted { $0.width * $0.height < $1.width * $1.height }
        size = sorted[0]
        if let finding = tiffPagesFinding(
          number, smallest: sorted[0], largest: sorted[sorted.count - 1])
        {
          findings.append(finding)
        }
      }
      let factor = (parsed.scale ?? 1) * (parsed.isHD && phones ? 2 : 1)
      // cocos2d's plain file is the phone's 1x, its `-hd` the phone's 2x.
      let idiom = convention == .cocos2d && parsed.idiom == .phone ? nil : parsed.idiom
      let family = Family(
        idiom: idiom, height: parsed.height, isHDApart: parsed.isHD && !phones)
      let member = PixelSizeCheck.Member(size: size, factor: factor, isLoaded: !loaders.isEmpty)
      families[family, default: []].append((number, member))
      // A file without an idiom that only iPads load is the iPad's 1x:
      // AlienFrontiers (iPad only) pairs `icons_lm.png` with
      // `icons_lm-ipadhd.png`.
      if idiom == nil, factor == 1, !loaders.isEmpty,
        loaders.allSatisfy({ rankings.devices[$0].device.idiom == .pad })
      {
        padMembers.append((family, number, member))
      }
    }
    for (family, number, member) in padMembers {
      var pad = family
      pad.idiom = .pad
      if let own = families[pad], !own.contains(where: { $0.member.factor == 1 }) {
        families[pad]?.append((number, member))
      }
    }
    for members in families.values {
      for mismatch in PixelSizeCheck.mismatches(
        in: members.map(\.member), scalesArtwork: convention != .cocos2d,
        copiesScaleDown: convention == .uikit,
        recorded: rankings.references?.recordedSize(of: entries[members[0].entry].parsed.base))
      {
        let number = members[mismatch.member].entry
        let reference = members[mismatch.reference]
        let devices = auditedDevices(loading: number)
        let actual = members[mismatch.member].member.size
        guard !devices.isEmpty,
          !AuditPixelSize.areBackdropsOfDifferentScreens(actual, reference.member.size)
        else { continue }
        let names = devices.map(rankings.name)
        findings.append(
          AuditFinding(
            kind: .wrongPixelSize, file: entries[number].path, asset: asset.path,
            relatedFiles: [entries[reference.entry].path], devices: names,
            expectedPixelSize: mismatch.expected, actualPixelSize: actual,
            message: "\(entries[number].name) is \(actual) px, but as the "
              + "\(scaleLabel(number)) of \(entries[reference.entry].name) "
              + "(\(scaleLabel(reference.entry)), \(reference.member.size) px) it should be "
              + "\(mismatch.expected) px: \(list(names)) show\(names.count == 1 ? "s" : "") it at "
              + "the wrong size; resize it to \(mismatch.expected) px"))
      }
    }
    return findings
  }

  /// Whether `asset` is the texture of a sprite sheet or bitmap font.
  private func isTextureAtlas(_ asset: Asset) -> Bool { isTextureAtlas(base: asset.request.base) }

  /// Whether images of base name `base` are the texture of a sprite sheet
  /// or bitmap font: a `.plist` or `.fnt` of that base name is in the
  /// folder.
  func isTextureAtlas(base: String) -> Bool {
    entries.contains { entry in
      guard let pathExtension = entry.parsed.pathExtension?.lowercased(),
        pathExtension == "plist" || pathExtension == "fnt"
      else { return false }
      return entry.parsed.base == base
    }
  }

  /// `@2x`, `@1x`, or `-hd (@2x on phones)`.
  private func scaleLabel(_ number: Int) -> String {
    let parsed = entries[number].parsed
    let scale = "@\(self.number(parsed.scale ?? 1))x"
    if entries[number].isCocos2dName {
      return ConventionChoice.cocos2dSpelling(of: parsed).suffix + " (\(scale))"
    }
    guard parsed.isHD, rankings.auditsPhones else { return scale }
    let onPhones = "@\(self.number((parsed.scale ?? 1) * 2))x on phones"
    return (parsed.scale == nil ? "-hd" : "-hd\(scale)") + " (\(onPhones))"
  }

  /// The finding for a HiDPI TIFF whose largest page is not twice its
  /// smallest, if an audited device loads it.
  private func tiffPagesFinding(
    _ number: Int, smallest: AuditPixelSize, largest: AuditPixelSize
  ) -> AuditFinding? {
    let oneX = PixelSizeCheck.Member(size: smallest, factor: 1)
    guard !PixelSizeCheck.agrees(PixelSizeCheck.Member(size: largest, factor: 2), with: oneX)
    else { return nil }
    let devices = auditedDevices(loading: number)
    guard !devices.isEmpty else { return nil }
    let expected = PixelSizeCheck.expectedSize(
      of: PixelSizeCheck.Member(size: largest, factor: 2), from: oneX)
    let entry = entries[number]
    return AuditFinding(
      kind: .wrongPixelSize, file: entry.path, asset: assets[assetOfEntry[number]].path,
      devices: devices.map(rankings.name), expectedPixelSize: expected, actualPixelSize: largest,
      message: "\(entry.name) has pages of \(smallest) and \(largest) px, but a HiDPI TIFF "
        + "holds a 1x page and a 2x page twice its size (\(expected) px); rebuild it with "
        + "tiffutil -cathidpicheck from a 1x and a 2x image")
  }

  /// The finding for an image whose header cannot be read.
  func unreadableImage(_ number: Int, problem: String) -> AuditFinding {
    let entry = entries[number]
    let devices = entry.isResource ? auditedDevices(loading: number).map(rankings.name) : []
    let loaders =
      devices.isEmpty
      ? "a device cannot load it"
      : "\(list(devices)) load\(devices.count == 1 ? "s" : "") it and fail\(devices.count == 1 ? "s" : "")"
    return AuditFinding(
      kind: .unreadableImage, file: entry.path,
      asset: entry.isResource && assetOfEntry[number] >= 0
        ? assets[assetOfEntry[number]].path : entry.path,
      devices: devices,
      message: "not a readable image (\(problem)): \(loaders); export it again")
  }
}
