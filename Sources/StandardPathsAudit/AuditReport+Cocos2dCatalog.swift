extension AuditReport {
  /// hashtag-warrior (cocos2d 2.1) moved `Background.png` with its
  /// `-hd`, `-ipad` and `-ipadhd` files into the asset catalog set
  /// `Background.imageset`, and loads it with `spriteWithFile:`. Xcode
  /// compiles a set under the set's name, not its files' names, and
  /// cocos2d opens files by name: it finds none of the suffixed files, so
  /// Retina screens and iPads draw the phone's 1x art or nothing. One
  /// `foreignSuffix` per such set that sprite code or a data file names
  /// (``ImageReferences/loadsAsSprite(_:)``; UIKit loads a set by its
  /// name, whatever its files are called).
  func cocos2dFilesInCatalogs(references: ImageReferences) -> [AuditFinding] {
    var suffixed: [String: [String]] = [:]
    for path in images.keys {
      let parts = path.split(separator: "/")
      guard parts.count > 1, parts[parts.count - 2].hasSuffix(".imageset") else { continue }
      let stem = parts[parts.count - 1].prefix { $0 != "." }
      guard ["-hd", "-ipad", "-ipadhd"].contains(where: stem.hasSuffix) else { continue }
      suffixed[String(path.dropLast(parts[parts.count - 1].count + 1)), default: []].append(path)
    }
    return suffixed.sorted { $0.key < $1.key }.compactMap { set, files in
      let setName = String(set.split(separator: "/").last?.dropLast(".imageset".count) ?? "")
      guard references.loadsAsSprite(setName) else { return nil }
      let files = files.sorted()
      let names = files.map { String($0.split(separator: "/").last ?? "") }
      return AuditFinding(
        kind: .foreignSuffix, file: files[0], asset: set, relatedFiles: Array(files.dropFirst()),
        message: "cocos2d opens \(names.joined(separator: ", ")) by file name, but the asset "
          + "catalog compiles \(setName).imageset under the set's name: cocos2d finds none of "
          + "them; keep them as loose files in the Copy Bundle Resources phase")
    }
  }
}
