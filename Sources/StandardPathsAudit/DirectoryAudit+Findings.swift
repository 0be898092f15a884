import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension DirectoryAudit {
  /// Every finding about the folder's files and assets.
  func findings() -> [AuditFinding] {
    var findings: [AuditFinding] = []
    var explained = [Bool](repeating: false, count: entries.count)
    for (number, entry) in entries.enumerated() {
      guard let lookalikes = entry.lookalikes else { continue }
      findings.append(malformedSuffix(number, lookalikes))
      explained[number] = true
    }
    for (loser, winner) in duplicateLosers() where !explained[loser] {
      findings.append(duplicateVariant(loser, winner: winner))
      explained[loser] = true
    }
    var isChosen = [Bool](repeating: false, count: entries.count)
    for asset in assets {
      for case let chosen? in asset.choices { isChosen[chosen] = true }
      // An asset made only of malformed names is explained by them.
      guard !asset.own.allSatisfy({ entries[$0].lookalikes != nil }) else { continue }
      if !asset.own.contains(where: { entries[$0].isBase }) {
        findings.append(missingBase(asset))
      }
      findings += upscaledFallbacks(asset)
    }
    for number in entries.indices where !isChosen[number] && !explained[number] {
      findings.append(unreachableVariant(number))
    }
    findings += caseCollisions()
    return findings
  }

  // MARK: Malformed suffixes

  private func malformedSuffix(_ number: Int, _ lookalikes: SuffixLookalikes) -> AuditFinding {
    let entry = entries[number]
    var problems: [String] = []
    for token in lookalikes.wronglyCased {
      problems.append(
        "\(code(token.written)) is not a suffix (suffixes are lower-case: "
          + "\(code(token.canonical)))")
    }
    if lookalikes.isOutOfOrder(parsed: entry.parsed) {
      let written = lookalikes.tokens.map { code($0.written) }.joined(separator: ", ")
      problems.append("\(written) out of order (the order is -<H>h, -hd, @<S>x, ~idiom)")
    }
    let suggestion = relative(lookalikes.intended.string)
    return AuditFinding(
      kind: .malformedSuffix, file: entry.path, asset: assets[assetOfEntry[number]].path,
      suggestion: suggestion,
      message: problems.joined(separator: "; ")
        + ", so the resolver reads the base name \(code(entry.parsed.base)); rename it to "
        + lookalikes.intended.string)
  }

  // MARK: Duplicate variants

  /// Each file that is the same variant as another file of its asset and
  /// that the resolver's index does not keep, with the one it keeps.
  private func duplicateLosers() -> [(loser: Int, winner: Int)] {
    struct Variant: Hashable {
      var key: DirectoryIndex.Key
      var variant: ResourceVariant
    }
    var entriesOfVariant: [Variant: [Int]] = [:]
    for (number, entry) in entries.enumerated() {
      entriesOfVariant[
        Variant(key: DirectoryIndex.Key(entry.parsed), variant: entry.variant), default: []
      ].append(number)
    }
    var losers: [(Int, Int)] = []
    for group in entriesOfVariant.values where group.count > 1 {
      let kept = index.nameOnDisk(of: entries[group[0]].parsed)
      guard let winner = group.first(where: { entries[$0].name == kept }) else { continue }
      for loser in group where loser != winner { losers.append((loser, winner)) }
    }
    return losers
  }

  private func duplicateVariant(_ loser: Int, winner: Int) -> AuditFinding {
    let loserEntry = entries[loser]
    let winnerEntry = entries[winner]
    return AuditFinding(
      kind: .duplicateVariant, file: loserEntry.path, asset: assets[assetOfEntry[loser]].path,
      relatedFiles: [winnerEntry.path],
      message: "the same variant as \(winnerEntry.name), spelt differently; the resolver "
        + "always loads \(winnerEntry.name), so remove one of them")
  }

  // MARK: Missing base files

  private func missingBase(_ asset: Asset) -> AuditFinding {
    let variants = asset.own.map { entries[$0] }
    let missing = deviceNames(where: { asset.choices[$0] == nil })
    let devicesText =
      missing.isEmpty
      ? "every audited device still finds a variant"
      : "\(list(missing)) find\(missing.count == 1 ? "s" : "") nothing"
    return AuditFinding(
      kind: .missingBase, file: asset.path, asset: asset.path,
      relatedFiles: sortedPaths(variants.map(\.path)), devices: missing,
      message: "no base file \(lastComponent(asset.path)), only variants "
        + "(\(list(variants.map(\.name)))); \(devicesText)")
  }

  // MARK: Upscaled fallbacks

  private func upscaledFallbacks(_ asset: Asset) -> [AuditFinding] {
    var devicesOfEntry: [Int: [Int]] = [:]
    for (device, chosen) in asset.choices.enumerated() {
      if let chosen, asset.upscaled[device] { devicesOfEntry[chosen, default: []].append(device) }
    }
    return devicesOfEntry.sorted { $0.key < $1.key }.map { chosen, devices in
      let entry = entries[chosen]
      let names = devices.map { device in
        let auditDevice = rankings.devices[device]
        return "\(auditDevice.name) (@\(number(auditDevice.device.scale))x)"
      }
      let scale = entry.parsed.scaleFromSuffix(for: rankings.devices[devices[0]].device)
      let suggestions = upscaleSuggestions(for: entry, asset: asset, devices: devices)
      let verbs = devices.count == 1 ? ("loads", "upscales") : ("load", "upscale")
      return AuditFinding(
        kind: .upscaledFallback, file: entry.path, asset: asset.path,
        devices: devices.map { rankings.devices[$0].name },
        suggestion: suggestions.last.map(relative),
        message: "\(list(names, limit: devices.count)) \(verbs.0) \(entry.name), a "
          + "@\(number(scale))x image, and \(verbs.1) it"
          + (suggestions.isEmpty ? "" : "; add " + suggestions.joined(separator: " and ")))
    }
  }

  /// The variants to add so that `devices` stop upscaling `entry`: its name
  /// at each of their scales, lowest first, without `-hd`; none unless each
  /// device would pick the variant for its scale over `entry`.
  private func upscaleSuggestions(for entry: AuditEntry, asset: Asset, devices: [Int]) -> [String] {
    var names: [Double: FileName] = [:]
    for device in devices {
      let scale = rankings.devices[device].device.scale
      var name = entry.parsed
      name.isHD = false
      name.scale = scale
      let ranking = rankings.ranking(forDevice: device, pathExtension: asset.pathExtension)
      guard let rank = ranking.rank(of: ResourceVariant(of: name)),
        rank < ranking.rank(of: entry.variant) ?? .max
      else { return [] }
      names[scale] = name.canonicalized
    }
    return names.sorted { $0.key < $1.key }.map(\.value.string)
  }

  // MARK: Unreachable variants

  private func unreachableVariant(_ number: Int) -> AuditFinding {
    let entry = entries[number]
    var lookers: [Int] = []
    var winners: [Int: [Int]] = [:]
    for (assetNumber, isOwn) in owners(ofEntry: number) {
      let asset = assets[assetNumber]
      var variant = entry.variant
      variant.isTIFF = !isOwn
      for device in rankings.devices.indices where !lookers.contains(device) {
        if !isOwn, !rankings.looksForTIFFSibling(device: device, pathExtension: asset.pathExtension)
        {
          continue
        }
        let ranking = rankings.ranking(forDevice: device, pathExtension: asset.pathExtension)
        guard ranking.rank(of: variant) != nil else { continue }
        lookers.append(device)
        if let chosen = asset.choices[device] { winners[chosen, default: []].append(device) }
      }
    }
    let message: String
    if lookers.isEmpty {
      let suffixes = entry.suffixText.isEmpty ? entry.name : entry.suffixText
      message = "never loaded: no audited device looks for a \(code(suffixes)) variant"
    } else {
      let better = winners.sorted { $0.key < $1.key }.map { chosen, devices in
        "\(entries[chosen].name) on \(list(devices.map { rankings.devices[$0].name }))"
      }
      message =
        "never loaded: every device that looks for it loads a better variant ("
        + better.joined(separator: "; ") + ")"
    }
    return AuditFinding(
      kind: .unreachableVariant, file: entry.path, asset: assets[assetOfEntry[number]].path,
      devices: lookers.sorted().map { rankings.devices[$0].name }, message: message)
  }

  // MARK: Text

  /// The names of the devices whose number satisfies `predicate`.
  func deviceNames(where predicate: (Int) -> Bool) -> [String] {
    rankings.devices.indices.filter(predicate).map { rankings.devices[$0].name }
  }

  /// `name` relative to the audited folder.
  func relative(_ name: String) -> String {
    directory.isEmpty ? name : directory + "/" + name
  }

  /// `items` joined with commas, the first `limit` of them, then `…`.
  func list(_ items: [String], limit: Int = 4) -> String {
    guard items.count > limit else { return items.joined(separator: ", ") }
    return items.prefix(limit).joined(separator: ", ") + ", … (\(items.count) in all)"
  }

  /// `text` in backquotes, as messages quote suffixes and bases.
  func code(_ text: String) -> String { "`" + text + "`" }

  /// The shortest plain spelling of a scale.
  func number(_ value: Double) -> String { SuffixNumber.text(value) }

  /// The last component of a relative path.
  func lastComponent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// `paths` in byte order.
  func sortedPaths(_ paths: [String]) -> [String] {
    paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
