import StandardPathsAudit
import StandardPathsLocations

/// The `lint --format compiler` report: one line per finding in the form
/// editors and CI systems annotate, `PATH: warning: MESSAGE [kind]` (or
/// `error:`), with the absolute path of the file (for a missing file, the
/// path it should have). Control characters in paths and messages are
/// written as `\u{…}` escapes, so a hostile name cannot start a line.
enum LintCompilerOutput {
  static func render(_ report: AuditReport, root: String) -> String {
    let base = root.utf8.last == UInt8(ascii: "/") ? root : root + "/"
    var output = escapingControlCharacters(root) + ": note: "
    output += escapingControlCharacters(LintTableOutput.conventionLine(report)) + "\n"
    if let line = LintTableOutput.referenceLine(report) {
      output +=
        escapingControlCharacters(root) + ": note: " + escapingControlCharacters(line) + "\n"
    }
    // One line per group of findings with one rule and cause.
    for group in report.findingGroups {
      let finding = group.findings[0]
      output += escapingControlCharacters(base + finding.file)
      output += ": \(finding.severity.identifier): "
      if group.findings.count == 1 {
        output += escapingControlCharacters(finding.message)
      } else {
        let files = group.findings.map(\.file)
        output += escapingControlCharacters(
          "\(group.cause) (\(files.count) files alike: "
            + files.prefix(10).joined(separator: ", ") + (files.count > 10 ? ", …" : "") + ")")
      }
      output += " [\(finding.kind.identifier)]\n"
    }
    return output
  }
}
