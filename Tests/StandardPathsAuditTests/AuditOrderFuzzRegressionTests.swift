import Testing

@testable import StandardPathsAudit
@testable import StandardPathsSuffixes

/// Regressions found by the FuzzAudit target: a report never depends on the
/// order in which the files are given.
@Suite struct AuditOrderFuzzRegressionTests {
  @Test func cocos2dNamesWithAStrayCommaReportTheSameInAnyOrder() {
    let names = ["hero,png", "hero-ipadhd.png", "hero-iphonehd.png", "hero-iphone5hd.png"]
    let audit = AssetAudit(devices: [
      AuditDevice(.iPhone6Plus), AuditDevice(.iPadRetina), AuditDevice(.mac),
    ])
    let forward = audit.report(forFiles: names)
    let backward = audit.report(forFiles: names.reversed())
    #expect(forward == backward)
  }
}
