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
  /// 72, 76, 144, 152 or 167 px an iPad's; an idiom without any says
  /// nothing. An icon of another size (spacedebris' 240-pixel
  /// `icon-120@2x.png`) serves both, and iOS shrinks it sharply. One
  /// finding per idiom and icon shown upscaled. An app with an
  /// app icon set (`*.appiconset`) takes its icons from there: its loose
  /// ones say nothing.
  static func missingHomeScreenIcons(
    systemImages: [AuditedSystemImage], images: [String: AuditedImage],
    devices: [AuditDevice]
  ) -> [AuditFinding] {
    let icons = systemImages.filter { $0.role == SystemImage.Role.appIcon.rawValue }
      .compactMap { icon in images[icon.path]?.pixelSize.map { (path: icon.path, size: $0) } }
      .filter { $0.size.width == $0.size.height }
    let unscaled = icons.filter { icon in
      (FileName(String(icon.path.split(separator: "/").last ?? "")).scale ?? 1) <= 1
    }
    let phoneSizes: Set<Int> = [57, 60, 114, 120, 180]
    let padSizes: Set<Int> = [72, 76, 144, 152, 167]
    return [InterfaceIdiom.phone, .pad].flatMap { idiom -> [AuditFinding] in
      let (sizes, others, points) =
        idiom == .phone ? (phoneSizes, padSizes, 60.0) : (padSizes, phoneSizes, 76.0)
      // Per device of the idiom that runs iOS 7: the size its home screen
      // shows, and the largest icon it has, when that is smaller.
      var shownOfIcon: [(icon: String, size: AuditPixelSize, shown: [(AuditDevice, Int)])] = []
      for device in devices
      where device.device.idiom == idiom && (device.device.isRetina || idiom == .pad) {
        let visible = device.device.isRetina ? icons : unscaled
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
            + "\(idiom == .phone ? "iPhone" : "iPad")) upscaled on the home screen (blurry); add "
            + names.joined(separator: " and "))
      }
    }
  }
}
