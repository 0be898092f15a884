import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The `lint` report for people: one line per finding (severity, kind,
/// file, message), then summary lines.
enum LintTableOutput {
  static func render(_ report: AuditReport) -> String {
    let kindWidth = report.findings.map(\.kind.identifier.count).max() ?? 0
    let fileWidth = min(report.findings.map(\.file.count).max() ?? 0, 48)
    var lines: [String] = []
    // One line per group of findings with one rule and cause, in its
    // first finding's own words (the cause puts `…` for every name), then
    // its other files (at most 10 listed; the JSON lists every one).
    for group in report.findingGroups {
      let finding = group.findings[0]
      let others = group.findings.dropFirst()
      lines.append(
        padded(finding.severity.identifier, 7) + "  " + padded(finding.kind.identifier, kindWidth)
          + "  " + padded(escapingControlCharacters(finding.file), fileWidth) + "  "
          + escapingControlCharacters(finding.message)
          + (others.isEmpty ? "" : " (\(group.findings.count) files alike)"))
      for other in others.prefix(10) {
        lines.append("         … " + escapingControlCharacters(other.file))
      }
      if others.count > 10 {
        lines.append("         … and \(others.count - 10) more (--format json lists every one)")
      }
    }
    if !lines.isEmpty { lines.append("") }
    lines.append(conventionLine(report))
    lines += notes(report)
    lines.append(summary(report))
    return lines.joined(separator: "\n")
  }

  /// `12 files, 5 assets, 11 devices: 3 findings (1 error, 2 warnings)`.
  static func summary(_ report: AuditReport) -> String {
    let counts =
      "\(plural(report.fileCount, "file")), \(plural(report.assets.count, "asset")), "
      + "\(plural(report.devices.count, "device"))"
    guard !report.isClean else { return counts + ": no findings" }
    return counts + ": \(plural(report.findings.count, "finding")) "
      + "(\(plural(report.count(of: .error), "error")), "
      + "\(plural(report.count(of: .warning), "warning")))"
  }

  /// `convention: cocos2d (inferred: …)`: which rules the names were
  /// judged by, and why.
  static func conventionLine(_ report: AuditReport) -> String {
    "convention: \(report.convention.rawValue) (\(report.conventionReason))"
  }

  /// `project searched for image names: ROOT …`: which folder's files
  /// said what is loaded, and how many findings the project makes moot;
  /// `nil` when nothing was searched or set apart.
  static func referenceLine(_ report: AuditReport) -> String? {
    let apart = report.setApartFindings
    guard report.referenceRoot != nil || !apart.isEmpty else { return nil }
    let searched =
      report.referenceRoot.map {
        "project searched for image names: \($0) (code, nibs, storyboards, plists, web pages)"
      } ?? "project not searched for image names (no app code)"
    guard !apart.isEmpty else { return searched + "; every image with a finding is named there" }
    return searched + "; \(plural(apart.count, "finding")) set apart as moot: images nothing "
      + "names or only particles draw, files the code loads by their own name or stretches, launch "
      + "images a launch screen replaces, files git ignores or another repository holds "
      + "(--format json lists them)"
  }

  /// Lines about what was checked besides names: asset catalogs, launch
  /// images and icons, images whose size is unknown, images nothing names.
  static func notes(_ report: AuditReport) -> [String] {
    var lines: [String] = []
    if let line = referenceLine(report) { lines.append(line) }
    for catalog in report.catalogs {
      lines.append(
        "\(catalog.path): asset catalog, \(plural(catalog.setCount, "set")) "
          + (catalog.checkedSetCount == catalog.setCount
            ? "checked against Contents.json"
            : "(\(catalog.checkedSetCount) checked against Contents.json)"))
    }
    if !report.systemImages.isEmpty {
      lines.append(
        "\(plural(report.systemImages.count, "launch image or app icon", "launch images and app icons")) "
          + "checked on their own (iOS loads them itself)")
    }
    let unknown = report.images.values.filter { $0.pages.isEmpty && $0.problem == nil }.count
    if unknown > 0 {
      lines.append(
        "\(plural(unknown, "image")) of a format whose size is not read (WebP, HEIC, PVR, …): "
          + "size unknown")
    }
    return lines
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  static func plural(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
  }
}
