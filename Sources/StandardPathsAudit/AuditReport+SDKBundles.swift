import StandardPathsSuffixes

extension AuditReport {
  /// The fewest images a resource bundle without one Retina variant must
  /// hold to be taken for an SDK's user interface from before Retina
  /// (OpenFeint's `OFResources_Universal.bundle`: 281), not a folder of the
  /// app's own art that lacks its `@2x` files.
  static let fewestImagesOfAnOldSDKBundle = 20

  /// Sets apart the findings on upscaled images of an SDK's resource
  /// bundle that ships no Retina art at all, and on loose copies of its
  /// images. TanChess copies OpenFeint twice, loose and as
  /// `OFResources_Universal.bundle`, which the SDK reads first: 276 of its
  /// 331 findings were "add a `@2x`" on art only a newer SDK replaces, and
  /// half of them on copies nothing loads.
  mutating func setApartArtOfOldSDKBundles() {
    var imagesOfBundle: [String: Int] = [:]
    var retinaBundles: Set<String> = []
    for asset in assets where asset.isImage {
      guard let bundle = AuditReport.outermostBundle(of: asset.path) else { continue }
      imagesOfBundle[bundle, default: 0] += 1
      let hasRetina = asset.files.contains { path in
        let file = FileName(String(path.split(separator: "/").last ?? ""))
        return (file.scale ?? 1) >= 2 || file.isHD
      }
      if hasRetina { retinaBundles.insert(bundle) }
    }
    let oldBundles = Set(
      imagesOfBundle.filter { bundle, count in
        count >= AuditReport.fewestImagesOfAnOldSDKBundle && !retinaBundles.contains(bundle)
      }.keys)
    guard !oldBundles.isEmpty else { return }
    let isInOldBundle = { (path: String) -> Bool in
      AuditReport.outermostBundle(of: path).map(oldBundles.contains) ?? false
    }
    // A copy elsewhere keeps the end of its path: `close.png` or
    // `FBConnect.bundle/images/close.png` for
    // `OFResources_Universal.bundle/FBConnect.bundle/images/close.png`.
    var pathsOfCopies: Set<Substring> = []
    for asset in assets where isInOldBundle(asset.path) {
      let components = asset.path.split(separator: "/")
      for start in components.indices.dropFirst() {
        pathsOfCopies.insert(asset.path[components[start].startIndex...])
      }
    }
    let isMoot = { (finding: AuditFinding) -> Bool in
      finding.kind == .upscaledFallback
        && (isInOldBundle(finding.asset) || pathsOfCopies.contains(Substring(finding.asset)))
    }
    let moot = findings.filter(isMoot)
    let looseCopies = moot.count { !isInOldBundle($0.asset) }
    let inBundles = moot.count - looseCopies
    setApart(where: isMoot)
    guard inBundles + looseCopies > 0 else { return }
    let names = oldBundles.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let counts = names.map { "\(imagesOfBundle[$0] ?? 0)" }.joined(separator: ", ")
    conventionReason +=
      "; \(names.joined(separator: ", ")) (\(counts) images) ship\(names.count == 1 ? "s" : "") "
      + "no Retina variant at all: an SDK's art from before Retina, which only a newer SDK "
      + "replaces, so findings on its upscaled images are set apart"
      + " (\(inBundles)\(looseCopies > 0 ? ", and \(looseCopies) on loose copies of its files" : ""))"
  }

  /// The outermost `*.bundle` folder of a path in the app bundle
  /// (`OFResources_Universal.bundle` of
  /// `OFResources_Universal.bundle/FBConnect.bundle/images/close.png`), if any.
  private static func outermostBundle(of path: String) -> String? {
    var prefix = ""
    for component in path.split(separator: "/").dropLast() {
      prefix += prefix.isEmpty ? component : "/" + component
      if component.hasSuffix(".bundle") { return prefix }
    }
    return nil
  }
}
