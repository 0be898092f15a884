import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension DirectoryAudit {
  /// Every finding about the folder's files and assets, within the audit's
  /// scope: a finding for files meant only for devices outside the audit
  /// (`~mac` files when only iOS devices are audited) is not made.
  func findings() -> [AuditFinding] {
    var findings: [AuditFinding] = []
    var explained = [Bool](repeating: false, count: entries.count)
    let hasPlaceholders = entries.contains {
      if case .placeholder = $0.role { return true }
      return false
    }
    let restored = hasPlaceholders ? restoredNames : []
    for (number, entry) in entries.enumerated() {
      if let reading = entry.lookalikes {
        explained[number] = true
        if isInScope(entry) { findings.append(nameFinding(number, reading)) }
      }
      if case .placeholder(let restoredName) = entry.role {
        explained[number] = true
        if let finding = notDownloaded(number, restored: restoredName, restoredNames: restored) {
          findings.append(finding)
        }
      }
      if let problem = images[number]?.problem, !explained[number] {
        explained[number] = true
        if isInScope(entry) { findings.append(unreadableImage(number, problem: problem)) }
      }
    }
    for (loser, winner) in duplicateLosers() where !explained[loser] {
      explained[loser] = true
      if isInScope(entries[loser]) { findings.append(duplicateVariant(loser, winner: winner)) }
    }
    // The plain names of the variants iCloud has not downloaded: what a
    // device would load may be one of them, which `notDownloaded` says.
    var undownloaded = Set<FileName>()
    for entry in entries {
      if case .placeholder(let restored) = entry.role {
        let file = FileName(restored)
        undownloaded.insert(
          (convention == .cocos2d ? ConventionChoice.cocos2dMeaning(of: file) ?? file : file)
            .plainRequest)
      }
    }
    var isChosen = [Bool](repeating: false, count: entries.count)
    for asset in assets {
      for case let chosen? in asset.choices { isChosen[chosen] = true }
      // An asset made only of misspelt names is explained by them.
      guard !asset.own.allSatisfy({ entries[$0].lookalikes != nil }) else { continue }
      if !asset.own.contains(where: { entries[$0].isBase }), let finding = missingBase(asset) {
        findings.append(finding)
      }
      guard asset.own.contains(where: { entries[$0].isImage }) else { continue }
      if !undownloaded.contains(asset.request) { findings += upscaledFallbacks(asset) }
      findings += pixelSizeFindings(asset, explained: explained)
    }
    for number in entries.indices
    where entries[number].isResource && !isChosen[number] && !explained[number]
      && rankings.isAudited(idiom: entries[number].parsed.idiom)
      && !waitsForALaunchScreen(number)
    {
      findings.append(zoomedPhoneSize(number) ?? unreachableVariant(number))
    }
    findings += systemImageFindings(explained: explained)
    findings += caseCollisions()
    return findings
  }

  /// Whether findings about `entry` concern an audited device: its
  /// (intended) idiom suffix names an audited idiom, or it has none; for a
  /// system image, an audited idiom it is for.
  func isInScope(_ entry: AuditEntry) -> Bool {
    if let system = entry.systemImage {
      return system.idioms.contains { rankings.isAudited(idiom: $0) }
    }
    return rankings.isAudited(idiom: entry.intended.idiom)
  }

  // MARK: Misspelt and foreign suffixes

  private func nameFinding(_ number: Int, _ reading: LenientFileName) -> AuditFinding {
    let entry = entries[number]
    if reading.lookalikes.allSatisfy({ $0.flaw == .resembles }) {
      return resemblanceFinding(number, reading)
    }
    var problems: [String] = []
    var isForeignOnly = true
    for (index, token) in reading.lookalikes.enumerated() {
      switch token.flaw {
      case .letterCase:
        problems.append(
          "\(code(token.written)) is not a suffix (suffixes are lower-case: "
            + "\(code(token.canonical)))")
      case .missingUnit:
        problems.append(
          "\(code(token.written)) is not a scale suffix (a scale is `@<S>x`: "
            + "\(code(token.canonical)))")
      case .foreign(let meaning):
        problems.append(
          "\(code(token.written)) is \(meaning); this grammar spells it \(code(token.canonical))")
      case .resembles where token.isStray:
        problems.append(
          "\(strayText(token, at: index)), before the extension")
      case .resembles:
        problems.append(
          "\(code(token.written)) only resembles a suffix (it is spelt \(code(token.canonical)))")
      case .misplaced:
        break
      }
      if case .foreign = token.flaw {} else { isForeignOnly = false }
      if token.isRepeated, token.flaw != .missingUnit, !token.isStray {
        problems.append("\(code(token.written)) repeats a suffix the name already has")
      }
    }
    if reading.isOutOfOrder {
      let written = reading.lookalikes.filter { !$0.precedesInnerExtension }
        .map { code($0.written) }.joined(separator: ", ")
      problems.append("\(written) out of order (the order is -<H>h, -hd, @<S>x, ~idiom)")
    }
    if let inner = reading.innerExtension {
      let written = reading.lookalikes.filter(\.precedesInnerExtension).map { code($0.written) }
      problems.append(
        "\(written.joined(separator: ", ")) stand\(written.count == 1 ? "s" : "") before "
          + "`.\(inner)`, but the extension is only `.\(entry.parsed.pathExtension ?? "")` "
          + "(only `.gz` takes the extension before it along), so suffixes go after `.\(inner)`")
    }
    let intended = reading.intended.string
    let assetPath = entry.isResource ? assets[assetOfEntry[number]].path : entry.path
    let what =
      entry.isResource
      ? "so no device loads it as a variant of \(lastComponent(relative(plainName(of: reading.intended))))"
      : "so the system does not find it under that name"
    return AuditFinding(
      kind: isForeignOnly ? .foreignSuffix : .malformedSuffix, file: entry.path, asset: assetPath,
      suggestions: [relative(intended)],
      message: problems.joined(separator: "; ")
        + "; the resolver reads the base name \(code(entry.parsed.base)), \(what); rename it to "
        + intended)
  }

  /// The finding for a name whose look-alikes only resemble suffixes
  /// (`foo_2x.png`, `foo_ipad.png`, `foo-IPAD.png` beside `foo.png`): what
  /// it looks like, and the name the tree's loader would need.
  private func resemblanceFinding(_ number: Int, _ reading: LenientFileName) -> AuditFinding {
    let entry = entries[number]
    let intended =
      convention == .cocos2d
      ? ConventionChoice.cocos2dSpelling(of: reading.intended).name : reading.intended.string
    let loader =
      switch convention {
      case .uikit: "UIKit"
      case .cocos2d: "cocos2d"
      case .standardpaths: "the resolver"
      }
    // A stray separator or extension means nothing: it is only left
    // before the suffix.
    let written = reading.lookalikes.enumerated().map { index, token in
      token.isStray ? strayText(token, at: index) : code(token.written)
    }.joined(separator: ", ")
    let exact = reading.lookalikes.compactMap { token in
      LenientSuffixReader.foreignSuffixes.first {
        token.written.lowercased().utf8.elementsEqual($0.bytes)
      }
    }
    let why =
      exact.isEmpty || convention == .uikit
      ? ""
      : " (cocos2d appends \(code(String(decoding: exact[0].bytes, as: UTF8.self))) exactly, "
        + "and a device's file system is case-sensitive)"
    let assetPath = entry.isResource ? assets[assetOfEntry[number]].path : entry.path
    let plain = lastComponent(relative(plainName(of: reading.intended)))
    // `msg.png@2x.png` is loaded by its own name only as `msg.png.png`.
    let askedName =
      reading.lookalikes.contains { $0.isStray && $0.written.hasPrefix(".") }
      ? entry.parsed.base + "." + (entry.parsed.pathExtension ?? "") : entry.parsed.base
    return AuditFinding(
      kind: .malformedSuffix, file: entry.path, asset: assetPath,
      suggestions: [relative(intended)],
      message: "\(entry.name) looks like a variant of \(plain) (\(written)), but \(loader) "
        + "loads only \(lastComponent(intended)) for it\(why), so no device loads this file as "
        + "one; rename it to \(lastComponent(intended)), unless the code asks for "
        + "\(askedName) by name")
  }

  /// A stray look-alike as findings tell it: left before the suffix (the
  /// `_` of `foo_@2x`) or, after another look-alike, after it (the space
  /// of `foo@2x .png`).
  private func strayText(_ token: SuffixLookalike, at index: Int) -> String {
    "\(code(token.written)) left \(index == 0 ? "before" : "after") the suffix"
  }

  /// `name` without its suffixes: the name a program asks for.
  func plainName(of name: FileName) -> String {
    name.plainRequest.string
  }

  // MARK: Duplicate variants

  /// Each resource file that is the same variant as another file of its
  /// asset and that the resolver's index does not keep, with the one it
  /// keeps: the one it loads when asked for that very variant among them.
  private func duplicateLosers() -> [(loser: Int, winner: Int)] {
    var losers: [(Int, Int)] = []
    for candidates in entriesOfGroup where candidates.count > 1 {
      // Names are equal when they are the same variant (``FileName/==(_:_:)``).
      var variants: [[Int]] = []
      for number in candidates where entries[number].isResource {
        let parsed = entries[number].parsed
        if let same = variants.firstIndex(where: { entries[$0[0]].parsed == parsed }) {
          variants[same].append(number)
        } else {
          variants.append([number])
        }
      }
      for group in variants where group.count > 1 {
        let kept = rankings.chooser.choices(
          for: AuditEntry.resolverRequest(for: entries[group[0]].parsed, convention: convention),
          among: group.map { entries[$0].resolvedName })
        guard let winner = kept.first.flatMap({ $0 }).map({ group[$0] }) else { continue }
        for loser in group where loser != winner { losers.append((loser, winner)) }
      }
    }
    return losers
  }

  private func duplicateVariant(_ loser: Int, winner: Int) -> AuditFinding {
    let loserEntry = entries[loser]
    let winnerEntry = entries[winner]
    if loserEntry.name == winnerEntry.name {
      // A flattened bundle: two source files copied to one name.
      return AuditFinding(
        kind: .duplicateVariant, file: loserEntry.path, asset: assets[assetOfEntry[loser]].path,
        relatedFiles: [winnerEntry.path],
        message: "\(loserEntry.path) and \(winnerEntry.path) are both copied to "
          + "\(loserEntry.name) in the app bundle, so one replaces the other (Xcode: "
          + "\"Multiple commands produce\"); rename or remove one")
    }
    return AuditFinding(
      kind: .duplicateVariant, file: loserEntry.path, asset: assets[assetOfEntry[loser]].path,
      relatedFiles: [winnerEntry.path],
      message: "the same variant as \(winnerEntry.name), spelt differently; the resolver "
        + "always loads \(winnerEntry.name), so remove \(loserEntry.name)")
  }

  // MARK: Missing base files

  /// The finding for an asset without a base file, if an audited device
  /// finds no file for it.
  private func missingBase(_ asset: Asset) -> AuditFinding? {
    let missing = rankings.audited.filter { asset.choices[$0] == nil }
    guard !missing.isEmpty else { return nil }
    let variants = asset.own.map { entries[$0] }
    let names = missing.map(rankings.name)
    let base = lastComponent(asset.path)
    // Beside its first variant's file: in the bundle's view the asset's
    // path is the bundle's (the top of the tree), not a source folder.
    let firstVariant = sortedPaths(variants.map(\.path)).first ?? asset.path
    let file = String(firstVariant.dropLast(lastComponent(firstVariant).count)) + base
    return AuditFinding(
      kind: .missingBase, file: file, asset: asset.path,
      relatedFiles: sortedPaths(variants.map(\.path)), devices: names,
      suggestions: [file],
      message: "no base file \(base), only variants (\(list(sortedPaths(variants.map(\.name))))): "
        + "\(list(names)) find\(names.count == 1 ? "s" : "") no file; add \(base), or a "
        + "variant for \(names.count == 1 ? "it" : "them")")
  }

  // MARK: Unreachable variants

  /// Whether entry `number` is a phone's @3x in proportion with its
  /// siblings in an app that runs zoomed on the @3x phones it audits: the
  /// launch screen the `missingLaunchImage` finding asks for makes them
  /// load it, so "remove it" would be the wrong fix (Taka Dating's
  /// `send_social@3x.png`, 120 px beside an 80-pixel @2x). One out of
  /// proportion gets ``zoomedPhoneSize(_:)`` instead.
  private func waitsForALaunchScreen(_ number: Int) -> Bool {
    guard let check = nativeSizeCheck(of: number) else { return false }
    return check.mismatch == nil
  }

  /// For a phone's @3x in an app that runs zoomed on the @3x phones it
  /// audits, the pixel-size check of it and its siblings of the same
  /// idiom and height as if the app ran natively: its mismatch, if any,
  /// with the sibling it was compared with. `nil` for any other file, or
  /// one without a sibling.
  private func nativeSizeCheck(of number: Int) -> (
    mismatch: PixelSizeCheck.Mismatch?, group: [Int]
  )? {
    let parsed = entries[number].parsed
    guard parsed.scale == 3, parsed.idiom == nil || parsed.idiom == .phone,
      zip(rankings.devices, rankings.nativeDevices).contains(where: { zoomed, native in
        native.device.scale == 3 && zoomed.device.scale != 3
      }),
      images[number]?.pages.first != nil
    else { return nil }
    // Loops over copied fields rather than nested closures: Swift 6.3's
    // optimizer fails on those under `--sanitize=fuzzer,address`.
    let idiom = parsed.idiom
    let height = parsed.height
    let isHD = parsed.isHD
    var group: [Int] = []
    var members: [PixelSizeCheck.Member] = []
    for (asset, _) in owners(ofEntry: number) {
      for other in assets[asset].own {
        if group.contains(other) { continue }
        let sibling = entries[other].parsed
        guard sibling.idiom == idiom, sibling.height == height, sibling.isHD == isHD,
          (sibling.scale ?? 1) <= 3,
          let size = images[other]?.pages.first
        else { continue }
        group.append(other)
        members.append(PixelSizeCheck.Member(size: size, factor: sibling.scale ?? 1))
      }
    }
    guard group.count > 1, let position = group.firstIndex(of: number) else { return nil }
    var mismatch: PixelSizeCheck.Mismatch?
    for found in PixelSizeCheck.mismatches(in: members) where found.member == position {
      mismatch = found
    }
    return (mismatch, group)
  }

  /// The finding on a phone's @3x out of proportion with its siblings in
  /// an app that runs zoomed (Taka Dating's 100-pixel
  /// `chat_blue_bg@3x.png` beside a 30-pixel 1x): no device loads it yet,
  /// but the fix is its size, not removing it, since a launch screen
  /// makes the @3x phones load it.
  private func zoomedPhoneSize(_ number: Int) -> AuditFinding? {
    guard let check = nativeSizeCheck(of: number), let mismatch = check.mismatch,
      let size = images[number]?.pages.first
    else { return nil }
    let reference = check.group[mismatch.reference]
    let referenceScale = FileName.numberText(entries[reference].parsed.scale ?? 1)
    let phones = rankings.audited.filter { rankings.nativeDevices[$0].device.scale == 3 }
    let entry = entries[number]
    return AuditFinding(
      kind: .wrongPixelSize, file: entry.path, asset: assets[assetOfEntry[number]].path,
      devices: phones.map(rankings.name), expectedPixelSize: mismatch.expected,
      actualPixelSize: size,
      message: "\(entry.name) is \(size) px, but as the @3x of \(entries[reference].name) "
        + "(@\(referenceScale)x, \(images[reference]?.pages.first ?? size) px) it should be "
        + "\(mismatch.expected) px: no device loads it while the app runs zoomed on "
        + "\(list(phones.map(rankings.name))) (no launch screen for them), and once it has one "
        + "they show it at the wrong size; resize it to \(mismatch.expected) px")
  }

  private func unreachableVariant(_ number: Int) -> AuditFinding {
    let entry = entries[number]
    var lookers: [Int] = []
    var winners: [Int: [Int]] = [:]
    for (assetNumber, _) in owners(ofEntry: number) {
      let asset = assets[assetNumber]
      for device in rankings.allDevices.indices
      where !lookers.contains(device)
        && rankings.chooser.rank(of: entry.parsed, for: asset.request, device: device) != nil
      {
        lookers.append(device)
        if let chosen = asset.choices[device] { winners[chosen, default: []].append(device) }
      }
    }
    let message: String
    if rankings.cocos2dSearchesFolders, entry.parsed.scale != nil || entry.parsed.idiom != nil {
      let plain = ConventionChoice.cocos2dSpelling(
        of: FileName(base: entry.parsed.base, pathExtension: entry.parsed.pathExtension)
      ).name
      let folder = entry.parsed.idiom == .pad ? "resources-tablet" : "resources-phone"
      message =
        "never loaded: cocos2d searches folders here ([CCBReader configureCCFileUtils]) and "
        + "reads no \(code(ConventionChoice.cocos2dSpelling(of: entry.parsed).suffix)) suffix; "
        + "move it to \(folder)\(entry.parsed.scale == 2 ? "hd" : "")/\(plain)"
    } else if convention == .standardpaths, entry.parsed.isHD,
      rankings.loadsOnlyWithUIKit(entry.parsed.base)
    {
      var retina = entry.parsed
      retina.isHD = false
      retina.scale = 2
      message =
        "never loaded: only UIKit loads \(entry.parsed.base), and UIKit reads no `-hd`; rename "
        + "it \(retina.canonicalized.string)"
    } else if convention == .standardpaths, entry.parsed.scale != nil,
      rankings.loadsOnlyWithCocos2d(entry.parsed.base)
    {
      // cocos2d's Retina file: `-hd`, or on an iPad-only target whose
      // cocos2d reads the iPad's own (1.1 to 2.x: Pandalgebra), `-ipadhd`.
      let padReadsItsOwn =
        !rankings.auditsPhones
        && (rankings.cocos2dVersionOfMixedTree.map { (0x0001_0100..<0x0003_0000).contains($0) }
          ?? false)
      var retina = FileName(base: entry.parsed.base, pathExtension: entry.parsed.pathExtension)
      retina.scale = 2
      retina.idiom = entry.parsed.idiom ?? (padReadsItsOwn ? .pad : nil)
      message =
        "never loaded: only cocos2d loads \(entry.parsed.base), and cocos2d reads no "
        + "`@\(FileName.numberText(entry.parsed.scale ?? 2))x`; rename it "
        + ConventionChoice.cocos2dSpelling(of: retina).name
    } else if lookers.isEmpty {
      let suffixes = entry.suffixText.isEmpty ? entry.name : entry.suffixText
      message =
        "never loaded: no device looks for a \(code(suffixes)) variant; rename it or remove it"
    } else {
      let better = winners.sorted { $0.key < $1.key }.map { chosen, devices in
        "\(entries[chosen].name) on \(list(devices.map(rankings.name)))"
      }
      message =
        "never loaded: every device that looks for it loads a better variant ("
        + better.joined(separator: "; ") + "); remove it"
    }
    return AuditFinding(
      kind: .unreachableVariant, file: entry.path, asset: assets[assetOfEntry[number]].path,
      devices: lookers.filter { rankings.audited.contains($0) }.map(rankings.name),
      message: message)
  }

  // MARK: Text

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
  func number(_ value: Double) -> String { FileName.numberText(value) }

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
