import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Findings are made for the audited devices only, image findings for
/// images only, and device groups select presets.
@Suite struct AuditScopeTests {
  private func found(_ report: AuditReport) -> [String] {
    report.findings.map { "\($0.kind) \($0.file)" }
  }

  @Test func idiomPairsAreFineOnIOS() throws {
    let files = ["View~iphone.xib", "View~ipad.xib"]
    let ios = try #require(AuditDevice.devices(named: "ios"))
    #expect(AssetAudit(devices: ios).report(forFiles: files).isClean)
    let all = AssetAudit().report(forFiles: files)
    let finding = try #require(all.findings.first)
    #expect(found(all) == ["missingBase View.xib"])
    #expect(finding.devices == ["mac", "mac-retina", "appletv"])
    #expect(!finding.message.contains("every audited device"))
    #expect(finding.message.contains("mac, mac-retina, appletv find no file"))
  }

  @Test func variantsForDevicesOutsideTheAuditAreNoFindings() throws {
    let phone = AuditFixtures.devices("iphone6")
    // foo.png is for 1x devices, foo@3x.png for @3x phones, ~mac for Macs.
    let files = ["foo.png", "foo@2x.png", "foo@3x.png", "foo~mac.png", "foo@2x~mac.png"]
    #expect(AssetAudit(devices: phone).report(forFiles: files).isClean)
    // No device at all looks for -hd@2x on a phone: a finding when phones
    // are audited, none in a Mac-only audit.
    let dead = ["thing.png", "thing@2x.png", "thing-hd@2x~iphone.png"]
    #expect(
      found(AssetAudit(devices: phone).report(forFiles: dead)) == [
        "unreachableVariant thing-hd@2x~iphone.png"
      ])
    let macs = try #require(AuditDevice.devices(named: "mac"))
    #expect(AssetAudit(devices: macs).report(forFiles: dead).isClean)
    // Malformed names count only for the idioms audited.
    #expect(AssetAudit(devices: phone).report(forFiles: ["a.txt", "a~IPAD.txt"]).isClean)
    #expect(
      found(AssetAudit(devices: phone).report(forFiles: ["a.txt", "a~IPHONE.txt"])) == [
        "malformedSuffix a~IPHONE.txt"
      ])
  }

  @Test func onlyImagesGetImageFindings() {
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphone6plus", "ipad-retina"))
    let files = [
      "level.plist", "level-hd.plist", "font.fnt", "font-hd.fnt", "map.tmx", "readme.txt",
      "icon.svg", "doc.pdf", "sheet.pvr.ccz", "photo.JPG",
    ]
    let report = audit.report(forFiles: files)
    #expect(
      found(report) == [
        "upscaledFallback photo.JPG", "upscaledFallback sheet.pvr.ccz",
      ])
    #expect(report.assets.filter(\.isImage).map(\.path) == ["photo.JPG", "sheet.pvr.ccz"])
  }

  @Test func hdIsOneXOnPadsAndTheMessageSaysSo() throws {
    // The combined grammar, where `-hd` is 1x on an iPad.
    let audit = AssetAudit(
      devices: AuditFixtures.devices("iphone6plus", "ipad-retina"), convention: .standardpaths)
    let report = audit.report(forFiles: ["x.png", "x-hd.png"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.file == "x-hd.png")
    #expect(finding.devices == ["iphone6plus", "ipad-retina"])
    #expect(!finding.message.contains("ipad-retina (@2x) loads x-hd.png, a @2x image"))
    #expect(finding.message.contains("iphone6plus (@3x) as a @2x image"))
    #expect(finding.message.contains("ipad-retina (@2x) as a @1x image"))
    #expect(finding.suggestions == ["x@2x.png", "x@3x.png"])
    #expect(finding.message.hasSuffix("; add x@2x.png and x@3x.png"))
  }

  @Test func groupsSelectPresets() throws {
    #expect(AuditDevice.devices(named: "ipad")?.map(\.name) == ["ipad", "ipad-retina"])
    #expect(AuditDevice.devices(named: "ipad-1x")?.map(\.name) == ["ipad"])
    #expect(AuditDevice.devices(named: "mac-1x")?.map(\.name) == ["mac"])
    #expect(AuditDevice.devices(named: "iphone")?.count == 6)
    #expect(AuditDevice.devices(named: "ios")?.count == 8)
    #expect(AuditDevice.devices(named: "tv")?.map(\.name) == ["appletv"])
    #expect(AuditDevice.devices(named: "all") == AuditDevice.presets)
    #expect(AuditDevice.devices(named: "iphone6plus")?.map(\.name) == ["iphone6plus"])
    #expect(AuditDevice.devices(named: "iphone9") == nil)
    #expect(AuditDevice.selectionNames.prefix(6) == ["ios", "iphone", "ipad", "mac", "tv", "all"])
    #expect(AuditDevice.selectionNames.contains("ipad-1x"))
    #expect(!AuditDevice.selectionNames.dropFirst(6).contains("ipad"))
  }

  @Test func unreadableFoldersAreFindings() throws {
    let report = AssetAudit().report(
      forFiles: ["a.png"], reader: nil, unreadableDirectories: ["Locked"])
    #expect(found(report).contains("unreadableFolder Locked"))
    #expect(report.unreadableDirectories == ["Locked"])
  }
}
