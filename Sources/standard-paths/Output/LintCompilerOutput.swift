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
    var output = ""
    for finding in report.findings {
      output += escapingControlCharacters(base + finding.file)
      output += ": \(finding.severity.identifier): "
      output += escapingControlCharacters(finding.message)
      output += " [\(finding.kind.identifier)]\n"
    }
    return output
  }
}
