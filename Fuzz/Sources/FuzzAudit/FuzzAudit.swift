import StandardPathsAudit

/// Audits arbitrary file names (one per line, at most 16) for three
/// devices, exercising the suffix parser's lenient mode and every finding
/// rule, and checks: the report does not depend on the order of the names,
/// and every rename the audit suggests for a misspelt or foreign suffix is
/// itself a clean name (audited alone, it gets no such finding).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let names = text.split(separator: "\n").prefix(16).map(String.init)
  let audit = AssetAudit(devices: [
    AuditDevice(.iPhone6Plus), AuditDevice(.iPadRetina), AuditDevice(.mac),
  ])
  let report = audit.report(forFiles: names)
  precondition(report == audit.report(forFiles: names.reversed()), "order changed the report")
  for finding in report.findings
  where finding.kind == .malformedSuffix || finding.kind == .foreignSuffix {
    guard let rename = finding.suggestion else { preconditionFailure("no rename suggested") }
    let again = audit.report(forFiles: [rename])
    precondition(
      !again.findings.contains {
        ($0.kind == .malformedSuffix || $0.kind == .foreignSuffix) && $0.file == rename
      }, "the suggested name \(rename.debugDescription) is misspelt too")
  }
  return 0
}
