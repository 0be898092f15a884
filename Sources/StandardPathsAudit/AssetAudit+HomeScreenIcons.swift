import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AssetAudit {
  /// The findings for home-screen icons smaller than an audited device
  /// shows them: since iOS 7 a phone's icon is 60 points (120 px at @2x,
  /// 180 at @3x) and an iPad's 76 (76 px on the iPad 2 and mini, 152 px on
  /// a Retina iPad), and iOS upscales the largest icon an app has. A 1x
  /// phone never runs iOS 7 (the iPhone 3GS stops at 6), so it shows 57. The cocos2d templates of 2010–12 ship
  /// `Icon-72.png` (72 px) alone for the iPad; apps of iOS 6 stop at a
  /// 114-pixel `Icon@2x.png`. Icons are known by their pixel size, whatever
  /// their name (`icon-114.png`): 57, 60, 114, 120 or 180 px are a phone's,
  /// 72, 76, 144, 152 or 167 px an iPad's; an idiom without any says
  /// nothing. An icon of another size (spacedebris' 240-pixel
  /// `icon-120@2x.png`) serves both, and iOS shrinks it sharply. One
  /// finding per idiom, on its largest icon. An app with an
  /// app icon set (`*.appiconset`) takes its icons from there: its loose
  /// ones say nothing.
  static func missingHomeScreenIcons(
    systemImages: [AuditedSystemImage], images: [String: AuditedImage],
    devices: [AuditDevice]
  ) -> [AuditFinding] {
    let icons = systemImages.filter { $0.role == SystemImage.Role.appIcon.rawValue }
      .compactMap { icon in images[icon.path]?.pixelSize.map { (path: icon.path, size: $0) } }
      .filter { $0.size.width == $0.size.height }
    let phoneSizes: Set<Int> = [57, 60, 114, 120, 180]
    let padSizes: Set<Int> = [72, 76, 144, 152, 167]
    return [InterfaceIdiom.phone, .pad].compactMap { idiom in
      let (sizes, others, points) =
        idiom == .phone ? (phoneSizes, padSizes, 60.0) : (padSizes, phoneSizes, 76.0)
      guard
        let largest = icons.filter({ sizes.contains($0.size.width) })
          .max(by: { $0.size.width < $1.size.width })
      else { return nil }
      let sharpest = icons.filter { !others.contains($0.size.width) }.map(\.size.width).max() ?? 0
      // Per device of the idiom that runs iOS 7, the size its home screen shows.
      let wanted = devices.filter {
        $0.device.idiom == idiom && ($0.device.isRetina || idiom == .pad)
      }
      .map { (device: $0, pixels: Int(points * $0.device.scale)) }
      .filter { $0.pixels > max(largest.size.width, sharpest) }
      guard !wanted.isEmpty else { return nil }
      let (folder, name) = split(largest.path)
      var scales: [Int] = []
      for pixels in wanted.map(\.pixels) where !scales.contains(pixels) { scales.append(pixels) }
      scales.sort()
      // `Icon-76.png`, `Icon-76@2x.png`, `Icon-60@3x.png`.
      let files = scales.map { pixels in
        "Icon-\(Int(points))" + (pixels > Int(points) ? "@\(pixels / Int(points))x" : "") + ".png"
      }
      let names = zip(files, scales).map { file, pixels in "\(file) (\(pixels)×\(pixels) px)" }
      let shown = scales.map { pixels in
        wanted.filter { $0.pixels == pixels }.map(\.device.name).joined(separator: ", ")
          + " (\(pixels) px)"
      }
      return AuditFinding(
        kind: .upscaledFallback, file: largest.path, asset: largest.path,
        devices: wanted.map(\.device.name),
        suggestions: files.map { (folder.isEmpty ? "" : folder + "/") + $0 },
        expectedPixelSize: AuditPixelSize(width: scales.last ?? 0, height: scales.last ?? 0),
        actualPixelSize: largest.size,
        message: "\(shown.joined(separator: "; ")) show\(wanted.count == 1 ? "s" : "") the app "
          + "icon \(name) (\(largest.size) px, the largest for the "
          + "\(idiom == .phone ? "iPhone" : "iPad")) upscaled on the home screen (blurry); add "
          + names.joined(separator: " and "))
    }
  }
}
