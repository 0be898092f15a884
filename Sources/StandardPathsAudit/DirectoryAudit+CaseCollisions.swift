import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension DirectoryAudit {
  /// Names of the folder that differ only by letter case: assets whose
  /// plain names do (`Foo.png`, `foo.png`), and files whose names do
  /// (`foo@2X.png`, `foo@2x.png`) when their assets are not already such a
  /// pair.
  /// `name` with its leading letters spelt as `spelling` spells them
  /// (`mgwulogo.png` as `mgwuLogo.png` spells its name: `mgwuLogo.png`).
  private func respelled(_ name: String, as spelling: String) -> String {
    let stem = spelling.split(separator: ".").first.map(String.init) ?? spelling
    guard name.lowercased().hasPrefix(stem.lowercased()) else { return name }
    return stem + name.dropFirst(stem.count)
  }

  func caseCollisions() -> [AuditFinding] {
    var findings: [AuditFinding] = []
    // Assets whose plain names are equal ignoring case (those made only of
    // malformed names are explained by their own findings).
    var assetsOfFoldedPath: [String: [Int]] = [:]
    for (number, asset) in assets.enumerated()
    where !asset.own.allSatisfy({ entries[$0].lookalikes != nil }) {
      assetsOfFoldedPath[asset.path.lowercased(), default: []].append(number)
    }
    var clusterOfAsset = Array(assets.indices)
    // Two parses can spell one path (`A.t'` and `A.t'-hd`'s stem): that is
    // no difference of case. Ties are broken by file, so the report does
    // not depend on the order the files came in.
    func firstFile(_ asset: Int) -> String { entries[assets[asset].own[0]].path }
    for cluster in assetsOfFoldedPath.values
    where Set(cluster.map { assets[$0].path }).count > 1 {
      let members = cluster.sorted {
        assets[$0].path == assets[$1].path
          ? isBefore(firstFile($0), firstFile($1)) : isBefore(assets[$0].path, assets[$1].path)
      }
      for member in members { clusterOfAsset[member] = members[0] }
      let files = sortedPaths(members.flatMap { assets[$0].files.map { entries[$0].path } })
      let names = members.map { lastComponent(assets[$0].path) }
      // `mgwuLogo@2x.png` beside `mgwulogo.png`: the scales of one image,
      // which one spelling must name.
      let scales = members.map { Set(assets[$0].own.map { entries[$0].parsed.scale ?? 1 }) }
      let isOneImage = scales.indices.allSatisfy { left in
        scales.indices.allSatisfy { right in
          left == right || scales[left].isDisjoint(with: scales[right])
        }
      }
      if isOneImage {
        let spelling = names[0]
        // In path order, whatever the order the files came in.
        let renamed = members.dropFirst().flatMap { member in
          assets[member].own.sorted { isBefore(entries[$0].path, entries[$1].path) }.map { entry in
            (entries[entry].path, relative(respelled(entries[entry].name, as: spelling)))
          }
        }
        findings.append(
          AuditFinding(
            kind: .caseCollision, file: renamed.first?.0 ?? files[0],
            asset: assets[members[0]].path,
            relatedFiles: files.filter { $0 != renamed.first?.0 },
            suggestions: renamed.map(\.1),
            message: "\(list(files.map(lastComponent))) are the scales of one image spelt with "
              + "different letter case: a case-sensitive file system (iOS, Linux) loads only the "
              + "files of the spelling asked for; spell them alike (\(list(renamed.map(\.1))))"))
        continue
      }
      findings.append(
        AuditFinding(
          kind: .caseCollision, file: files[0], asset: assets[members[0]].path,
          relatedFiles: Array(files.dropFirst()),
          message: "assets \(list(names)) differ only by letter case: a case-insensitive file "
            + "system (macOS, Windows) holds one name, a case-sensitive one (Linux) two, so "
            + "lookups resolve differently; rename them to differ by more than case"))
    }
    // Files whose names are equal ignoring case, in different clusters.
    // (System images are clusters of their own; placeholders are no files.)
    var entriesOfFoldedName: [String: [Int]] = [:]
    for (number, entry) in entries.enumerated() {
      if case .placeholder = entry.role { continue }
      entriesOfFoldedName[entry.name.lowercased(), default: []].append(number)
    }
    func clusterOfEntry(_ entry: Int) -> Int {
      assetOfEntry[entry] >= 0 ? clusterOfAsset[assetOfEntry[entry]] : assets.count + entry
    }
    for cluster in entriesOfFoldedName.values where cluster.count > 1 {
      let clusters = Set(cluster.map(clusterOfEntry))
      guard clusters.count > 1 else { continue }
      let files = sortedPaths(cluster.map { entries[$0].path })
      let first = cluster.min { isBefore(entries[$0].path, entries[$1].path) } ?? cluster[0]
      // A flattened bundle: an icon copied from two folders (Sun-Smash's
      // `Icon.png` and `Resources/Icon.png`) lands twice on one name.
      if cluster.allSatisfy({ entries[$0].name == entries[first].name }) {
        findings.append(
          AuditFinding(
            kind: .duplicateVariant, file: files[0],
            asset: assetOfEntry[first] >= 0 ? assets[assetOfEntry[first]].path : files[0],
            relatedFiles: Array(files.dropFirst()),
            message: "\(list(files)) are \(files.count == 2 ? "both" : "all") copied to "
              + "\(entries[first].name) in the app bundle, so one replaces the other (Xcode: "
              + "\"Multiple commands produce\"); rename or remove one"))
        continue
      }
      findings.append(
        AuditFinding(
          kind: .caseCollision, file: files[0],
          asset: assetOfEntry[first] >= 0 ? assets[assetOfEntry[first]].path : files[0],
          relatedFiles: Array(files.dropFirst()),
          message: "\(list(files.map(lastComponent))) are one name on a case-insensitive file "
            + "system (macOS, Windows): only one of them can exist there; rename or remove one"))
    }
    return findings
  }

  /// Whether `lhs` comes before `rhs` in byte order.
  func isBefore(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
