import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension DirectoryAudit {
  /// One finding per image that audited devices upscale, naming each
  /// device with the scale the file has on it (`-hd` is @2x on a phone and
  /// @1x elsewhere, so the same file can be both).
  func upscaledFallbacks(_ asset: Asset) -> [AuditFinding] {
    var devicesOfEntry: [Int: [Int]] = [:]
    for device in rankings.audited {
      if let chosen = asset.choices[device], asset.upscaled[device], !isFiller(chosen),
        !isLine(chosen, on: device)
      {
        devicesOfEntry[chosen, default: []].append(device)
      }
    }
    return devicesOfEntry.sorted { $0.key < $1.key }.map { chosen, allDevices in
      let entry = entries[chosen]
      // An image nibs alone draw into frames they fix is upscaled only on
      // the screens whose scale takes more pixels than it has (Nimbler's
      // 86 × 76-pixel mode icons in 43 × 38-point buttons: sharp at 2x, not
      // at 3x). Sharp on all of them, the finding stays whole, to be set
      // apart with its reason (``AuditReport/setAside(unnamedIn:root:)``).
      let blurred = allDevices.filter { !isDrawnSharpByNibs(chosen, on: $0) }
      let devices = blurred.isEmpty ? allDevices : blurred
      var groups: [(scale: Double, devices: [Int])] = []
      for device in devices {
        let scale = fileScale(chosen, on: rankings.devices[device].device)
        if let group = groups.firstIndex(where: { $0.scale == scale }) {
          groups[group].devices.append(device)
        } else {
          groups.append((scale, [device]))
        }
      }
      // cocos2d takes every texture to be at the screen's scale (its
      // `CCTexture2D.contentSize` divides by it): a 1x image on a Retina
      // screen is drawn at half its size, sharp, not upscaled. An image
      // only UIKit loads is UIKit's (Word Dash's OpenFeint screens).
      // Searching folders, cocos2d takes a file outside them to be 1x.
      let byUIKit = convention == .cocos2d && rankings.loadsOnlyWithUIKit(entry.parsed.base)
      // In a tree that mixes both grammars, an image only cocos2d loads is
      // cocos2d's (Cave Run's `GameOver.png`).
      let byCocos2d =
        convention == .cocos2d && !byUIKit
        || convention == .standardpaths && rankings.loadsOnlyWithCocos2d(entry.parsed.base)
      let shrinks = byCocos2d && !rankings.cocos2dSearchesFolders
      let suggestions = upscaleSuggestions(
        for: chosen, asset: asset, devices: devices, isCocos2d: byCocos2d, byUIKit: byUIKit)
      let message: String
      if groups.count == 1 {
        let names = devices.map(deviceWithScale)
        let verbs = devices.count == 1 ? ("loads", "upscales") : ("load", "upscale")
        let effect =
          shrinks
          ? "\(devices.count == 1 ? "draws" : "draw") it at half its size (cocos2d takes "
            + "every texture to be at the screen's scale)"
          : "\(verbs.1) it (blurry\(byUIKit ? ": UIKit loads it, not cocos2d" : ""))"
        message =
          "\(list(names, limit: devices.count)) \(verbs.0) \(entry.name), a "
          + "\(describeScale(of: chosen, groups[0].scale)), and \(effect)"
      } else if shrinks {
        let parts = groups.map { group in
          "\(list(group.devices.map(deviceWithScale), limit: group.devices.count)) as a "
            + "@\(number(group.scale))x image"
        }
        message =
          "\(entry.name) is drawn smaller than meant (cocos2d takes every texture to be at the "
          + "screen's scale): \(parts.joined(separator: "; "))"
      } else {
        let parts = groups.map { group in
          "\(list(group.devices.map(deviceWithScale), limit: group.devices.count)) as a "
            + "@\(number(group.scale))x image"
        }
        message =
          "\(entry.name) is upscaled (blurry): \(parts.joined(separator: "; ")) "
          + (entry.parsed.isHD ? "(`-hd` is @2x on phones and @1x elsewhere)" : "")
      }
      var advice = suggestions.isEmpty ? "" : "; add " + suggestions.joined(separator: " and ")
      // The variant is there, misspelt (Clientelle's `dark_matter@2X.png`):
      // renaming it is the fix its own finding gives.
      let misspelt = suggestions.compactMap { suggestion in
        entries.first { $0.lookalikes != nil && $0.intended.string == suggestion }.map {
          "rename \($0.name) to \(suggestion)"
        }
      }
      if misspelt.count == suggestions.count, !misspelt.isEmpty {
        advice = "; " + misspelt.joined(separator: " and ")
      }
      if entry.isUnscaledTIFF, images[chosen]?.pages.count == 1 {
        var page = FileName(
          base: entry.parsed.base, idiom: entry.parsed.idiom, pathExtension: "png")
        let oneX = page.string
        page.scale = 2
        advice =
          "; make it a HiDPI TIFF with a 2x page (tiffutil -cathidpicheck "
          + "\(oneX) \(page.string) -out \(entry.name))"
      }
      return AuditFinding(
        kind: .upscaledFallback, file: entry.path, asset: asset.path,
        devices: devices.map(rankings.name), suggestions: suggestions.map(relative),
        message: message.trimmingSuffixSpace() + advice)
    }
  }

  /// Whether nibs alone draw entry `number` into frames they fix with at
  /// least the pixels device `device` takes
  /// (``ImageReferences/drawnSharpOnlyByNibs(_:pixels:imageScale:on:)``).
  private func isDrawnSharpByNibs(_ number: Int, on device: Int) -> Bool {
    guard let references = rankings.references, let pixels = images[number]?.pixelSize else {
      return false
    }
    let entry = entries[number]
    return references.drawnSharpOnlyByNibs(
      entry.parsed.base, pixels: pixels,
      imageScale: fileScale(number, on: rankings.devices[device].device),
      on: [rankings.devices[device].device.scale],
      screenWidths: [rankings.devices[device].device.screenSize].map { min($0.width, $0.height) })
  }

  /// Whether entry `number` is a line one point thick at the scale device
  /// `device` gives it (``AuditPixelSize/isLine(atScale:)``).
  private func isLine(_ number: Int, on device: Int) -> Bool {
    images[number]?.pixelSize?.isLine(
      atScale: fileScale(number, on: rankings.devices[device].device)) ?? false
  }

  /// Whether entry `number` is a filler (``AuditPixelSize/isFiller``) on
  /// every page.
  private func isFiller(_ number: Int) -> Bool {
    guard let pages = images[number]?.pages, !pages.isEmpty else { return false }
    return pages.allSatisfy(\.isFiller)
  }

  /// `iphone6 (@2x)`.
  private func deviceWithScale(_ device: Int) -> String {
    "\(rankings.name(device)) (@\(number(rankings.devices[device].device.scale))x)"
  }

  /// The scale device `device` draws entry number `number` at: its suffix's
  /// (`-hd` is 2 on a phone), or a TIFF's largest page over its smallest.
  private func fileScale(_ number: Int, on device: Device) -> Double {
    let entry = entries[number]
    if entry.isUnscaledTIFF, let pages = images[number]?.pages,
      let smallest = pages.map(\.width).min(), let largest = pages.map(\.width).max(),
      smallest > 0
    {
      return (Double(largest) / Double(smallest) * 100).rounded() / 100
    }
    return entry.parsed.scaleFromSuffix(for: device)
  }

  /// `a @1x image`, or `a single-page TIFF (@1x)`.
  private func describeScale(of number: Int, _ scale: Double) -> String {
    if entries[number].isUnscaledTIFF, images[number]?.pages.count == 1 {
      return "single-page @\(self.number(scale))x TIFF"
    }
    return "@\(self.number(scale))x image"
  }

  /// The variants to add so that `devices` stop upscaling `entry`: its name
  /// at each of their scales, lowest first, without `-hd`; only those each
  /// device would pick over `entry`. `isCocos2d`: cocos2d loads it, so
  /// cocos2d's names; `byUIKit`: UIKit loads it in a cocos2d tree, so
  /// UIKit's names, which cocos2d's chooser does not rank.
  private func upscaleSuggestions(
    for number: Int, asset: Asset, devices: [Int], isCocos2d: Bool, byUIKit: Bool
  ) -> [String] {
    let entry = entries[number]
    var names: [Double: FileName] = [:]
    var cocos2dNames: [String] = []
    for device in devices {
      let target = rankings.devices[device].device
      var scale = target.scale
      var name = entry.parsed
      name.isHD = false
      if isCocos2d {
        // cocos2d's names carry the idiom and stop at 2x.
        scale = min(scale, 2)
        if target.idiom == .phone || target.idiom == .pad { name.idiom = target.idiom }
        if target.idiom == .pad, rankings.cocos2dPadLoadsHD || rankings.cocos2dPadFallsBackToHD {
          name.idiom = .phone
        }
      }
      name.scale = scale
      let chooser = rankings.chooser
      if isCocos2d, rankings.cocos2dSearchesFolders {
        // cocos2d 3's folders hold the plain name.
        let folder = target.idiom == .pad ? "resources-tablethd/" : "resources-phonehd/"
        if !cocos2dNames.contains(folder + entry.name) { cocos2dNames.append(folder + entry.name) }
        continue
      }
      if isCocos2d {
        var spelt = ConventionChoice.cocos2dSpelling(of: name).name
        // Before 1.1 cocos2d reads no `-ipad`: the game loads its `-ipad`
        // file by name, and a Retina iPad looks for that name's `-hd`
        // (TanChess's `Bell-ipad.png`: `Bell-ipad-hd.png`, not `Bell-hd.png`).
        if target.idiom == .pad, rankings.cocos2dPadFallsBackToHD, entry.parsed.idiom == .pad,
          let dot = entry.name.lastIndex(of: ".")
        {
          spelt = entry.name[..<dot] + "-hd" + entry.name[dot...]
        }
        if !cocos2dNames.contains(spelt) { cocos2dNames.append(spelt) }
        continue
      }
      // cocos2d's chooser ranks no UIKit name.
      guard
        byUIKit
          || chooser.rank(of: name, for: asset.request, device: device).map({ rank in
            rank < chooser.rank(of: entry.parsed, for: asset.request, device: device) ?? .max
          }) ?? false
      else { continue }
      names[scale] = name.canonicalized
    }
    if isCocos2d { return cocos2dNames }
    return names.sorted { $0.key < $1.key }.map(\.value.string)
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingSuffixSpace() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
