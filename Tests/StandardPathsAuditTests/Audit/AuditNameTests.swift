import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Misspelt and foreign suffixes, and iCloud placeholders, as audit
/// findings with a fix.
@Suite struct AuditNameTests {
  @Test(arguments: [
    ("name@3.png", "name@3x.png", "`@3` is not a scale suffix"),
    ("name@2X.png", "name@2x.png", "`@2X` is not a suffix"),
    ("name~iPad.png", "name~ipad.png", "`~iPad` is not a suffix"),
    ("name-568H@2x.png", "name-568h@2x.png", "`-568H` is not a suffix"),
    ("name@2x@2x.png", "name@2x.png", "`@2x` repeats a suffix"),
    ("name~ipad@2x.png", "name@2x~ipad.png", "`~ipad` out of order"),
    ("name-hd.pvr.ccz", "name.pvr-hd.ccz", "`-hd` stands before `.pvr`"),
    ("name@2x .png", "name@2x.png", "` ` left after the suffix, before the extension"),
  ])
  func malformed(file: String, rename: String, problem: String) throws {
    let report = AssetAudit().report(forFiles: ["name.png", "name@2x.png", "name@3x.png", file])
    let finding = try #require(report.findings.first { $0.file == file })
    #expect(finding.kind == .malformedSuffix)
    #expect(finding.suggestions == [rename])
    #expect(finding.message.contains(problem), "\(finding.message)")
    #expect(finding.message.hasSuffix("; rename it to \(rename)"))
    #expect(!finding.message.contains("` ` repeats"))
    // The misspelt name is explained once: no unreachable or upscaled
    // finding, and no suggestion such as `name@3@2x.png`.
    #expect(report.findings.filter { $0.file == file && $0.kind != .caseCollision }.count == 1)
    #expect(!report.findings.contains { $0.suggestions.contains { $0.contains("@3@") } })
  }

  @Test(arguments: [
    ("hero-ipad.png", "hero~ipad.png"), ("hero-ipadhd.png", "hero@2x~ipad.png"),
    ("hero-iphonehd.png", "hero-hd.png"), ("hero-iphone5hd.png", "hero-568h-hd.png"),
    ("hero-machd.png", "hero@2x~mac.png"),
  ])
  func cocos2dSuffixes(file: String, rename: String) throws {
    let report = AssetAudit(convention: .standardpaths).report(forFiles: ["hero.png", file])
    let finding = try #require(report.findings.first { $0.file == file })
    #expect(finding.kind == .foreignSuffix)
    #expect(finding.severity == .warning)
    #expect(finding.suggestions == [rename])
    #expect(finding.message.contains("cocos2d's suffix for"))
  }

  @Test func cocos2dSpellingsResolveAsCocos2dMeantThem() {
    // The suggested names load where cocos2d loads its files.
    let files = ["hero.png", "hero-hd.png", "hero~ipad.png", "hero@2x~ipad.png"]
    let report = AssetAudit(
      devices: AuditFixtures.devices("iphone3gs", "iphone4", "ipad", "ipad-retina")
    )
    .report(forFiles: files)
    #expect(
      report.assets[0].choices.map(\.file) == [
        "hero.png", "hero-hd.png", "hero~ipad.png", "hero@2x~ipad.png",
      ])
    #expect(report.isClean, "\(report.findings)")
  }

  @Test func iCloudPlaceholdersAreNotDownloaded() throws {
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone6"))
      .report(forFiles: ["Art/hero.png", "Art/.hero-hd.png.icloud"])
    let finding = try #require(report.findings.first { $0.kind == .notDownloaded })
    #expect(finding.file == "Art/hero-hd.png")
    #expect(finding.relatedFiles == ["Art/.hero-hd.png.icloud"])
    #expect(finding.devices == ["iphone6"])
    #expect(finding.message.hasPrefix("not downloaded: iCloud Drive holds only the placeholder"))
    #expect(report.assets.map(\.path) == ["Art/hero.png"])
    // Downloaded (the file is there too): no finding.
    let both = AssetAudit().report(forFiles: ["hero.png", "hero@2x.png", ".hero@2x.png.icloud"])
    #expect(!both.findings.contains { $0.kind == .notDownloaded })
  }
}
