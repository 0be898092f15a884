import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AssetAudit {
  /// The findings for home-screen icons a Retina device has only at 1x:
  /// the cocos2d templates of 2010–12 ship `Icon-72.png` (72 px) for the
  /// iPad without `Icon-72@2x.png` (144 px), so a Retina iPad shows the
  /// app's icon upscaled. Icons are known by their pixel size, whatever
  /// their name (`icon-114.png`): 57 or 60 px at 1x and 114, 120 or 180
  /// px at Retina on phones; 72 or 76 px and 144, 152 or 167 px on iPads.
  /// An app with an app icon set (`*.appiconset`) takes its icons from
  /// there: its loose ones say nothing.
  static func missingRetinaIcons(
    systemImages: [AuditedSystemImage], images: [String: AuditedImage],
    devices: [AuditDevice]
  ) -> [AuditFinding] {
    let icons = systemImages.filter { $0.role == SystemImage.Role.appIcon.rawValue }
      .compactMap { icon in images[icon.path]?.pixelSize.map { (icon.path, $0) } }
    return [InterfaceIdiom.phone, .pad].compactMap { idiom in
      let (oneX, retina): (Set<Int>, Set<Int>) =
        idiom == .phone ? ([57, 60], [114, 120, 180]) : ([72, 76], [144, 152, 167])
      let square = icons.filter { $0.1.width == $0.1.height }
      guard !square.contains(where: { retina.contains($0.1.width) }),
        let (path, size) = square.filter({ oneX.contains($0.1.width) })
          .max(by: { $0.1.width < $1.1.width })
      else { return nil }
      let retinaDevices = devices.filter { $0.device.idiom == idiom && $0.device.isRetina }
      guard !retinaDevices.isEmpty else { return nil }
      let (folder, name) = split(path)
      var wanted = LenientFileName(FileName(name)).intended
      wanted.scale = 2
      let suggestion = (folder.isEmpty ? "" : folder + "/") + wanted.canonicalized.string
      let expected = AuditPixelSize(width: size.width * 2, height: size.height * 2)
      let names = retinaDevices.map(\.name)
      return AuditFinding(
        kind: .upscaledFallback, file: path, asset: path, devices: names,
        suggestions: [suggestion], expectedPixelSize: expected, actualPixelSize: size,
        message: "\(names.joined(separator: ", ")) show\(names.count == 1 ? "s" : "") the app "
          + "icon \(name) (\(size) px, a 1x icon) upscaled on the home screen (blurry): no "
          + "Retina icon for the \(idiom == .phone ? "iPhone" : "iPad") is in the bundle; add "
          + "\(wanted.canonicalized.string) (\(expected) px)")
    }
  }
}
