import Testing

@testable import StandardPathsAudit
@testable import StandardPathsSuffixes

/// Regressions found by the FuzzAudit target: a report never depends on the
/// order in which the files are given, and a rename it suggests for a
/// misspelt or foreign suffix is itself clean.
@Suite struct AuditOrderFuzzRegressionTests {
  static let audit = AssetAudit(devices: [
    AuditDevice(.iPhone6Plus), AuditDevice(.iPadRetina), AuditDevice(.mac),
  ])

  @Test(arguments: [
    ["hero,png", "hero-ipadhd.png", "hero-iphonehd.png", "hero-iphone5hd.png"],
    ["hero.pNg", "hero-ipadhd.png", "hero-iphonehd.png", "hero-iphone5hd.png"],
    ["A.t'-hd", "A.t'"],
    ["@2x.g", ".g"],
    // Two spellings of one variant: the smaller in byte order is kept.
    ["hero.png", "hero-hd.png", "hero-iphonehd.png"],
    // A stray `.` before `-hd`, after a misspelt `@3`: no stray rename.
    ["name@3.png", "name@3.-hd"],
    // `.0x` is no inner extension: moved before it, `@6.0x` would be a scale.
    ["Nc@6@60x.0x.png"],
  ])
  func reportsTheSameInAnyOrder(_ names: [String]) {
    let forward = Self.audit.report(forFiles: names)
    let backward = Self.audit.report(forFiles: names.reversed())
    #expect(forward == backward)
    for finding in forward.findings
    where finding.kind == .malformedSuffix || finding.kind == .foreignSuffix {
      guard let rename = finding.suggestion else {
        Issue.record("no rename suggested for \(finding.file)")
        continue
      }
      let again = Self.audit.report(forFiles: [rename])
      #expect(
        !again.findings.contains {
          ($0.kind == .malformedSuffix || $0.kind == .foreignSuffix) && $0.file == rename
        }, "\(finding)")
    }
  }
}
