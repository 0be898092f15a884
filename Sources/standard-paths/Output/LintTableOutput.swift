import StandardPathsAudit
import StandardPathsDisk
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The `lint` report for people: one line per finding (severity, kind,
/// file, message), then a summary line.
enum LintTableOutput {
  static func render(_ report: AuditReport) -> String {
    let kindWidth = report.findings.map(\.kind.identifier.count).max() ?? 0
    let fileWidth = min(report.findings.map(\.file.count).max() ?? 0, 48)
    var lines = report.findings.map { finding in
      padded(finding.severity.identifier, 7) + "  " + padded(finding.kind.identifier, kindWidth)
        + "  " + padded(finding.file, fileWidth) + "  " + finding.message
    }
    if !lines.isEmpty { lines.append("") }
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

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
