import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Asset catalogs: sets checked against their `Contents.json`, never
/// audited as loose files.
@Suite struct AuditCatalogTests {
  static let imageSet = """
    {"images": [
      {"idiom": "universal", "filename": "star.png", "scale": "1x"},
      {"idiom": "universal", "filename": "star@2x.png", "scale": "2x"},
      {"idiom": "universal", "filename": "star@3x.png", "scale": "3x"},
      {"idiom": "watch", "filename": "star-watch.png", "scale": "2x"}
    ], "info": {"version": 1, "author": "xcode"}}
    """
  static let iconSet = """
    {"images": [
      {"idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "icon-120.png"},
      {"idiom": "ipad", "size": "83.5x83.5", "scale": "2x", "filename": "icon-167.png"},
      {"idiom": "iphone", "size": "60x60", "scale": "3x"}
    ]}
    """

  private let files = [
    "Assets.xcassets/Contents.json",
    "Assets.xcassets/Star.imageset/Contents.json",
    "Assets.xcassets/Star.imageset/star.png",
    "Assets.xcassets/Star.imageset/star@2x.png",
    "Assets.xcassets/Star.imageset/extra.png",
    "Assets.xcassets/AppIcon.appiconset/Contents.json",
    "Assets.xcassets/AppIcon.appiconset/icon-120.png",
    "Assets.xcassets/AppIcon.appiconset/icon-167.png",
    "Assets.xcassets/Group/Broken.imageset/Contents.json",
    "Assets.xcassets/Group/Broken.imageset/b.png",
    "Assets.xcassets/Bare.imageset/b.png",
    "loose.plist",
  ]

  private var stub: StubAuditFiles {
    StubAuditFiles(
      sizes: [
        "Assets.xcassets/Star.imageset/star.png": (10, 10),
        "Assets.xcassets/Star.imageset/star@2x.png": (24, 24),
        "Assets.xcassets/Star.imageset/extra.png": (10, 10),
        "Assets.xcassets/AppIcon.appiconset/icon-120.png": (120, 120),
        "Assets.xcassets/AppIcon.appiconset/icon-167.png": (166, 166),
      ],
      texts: [
        "Assets.xcassets/Star.imageset/Contents.json": Self.imageSet,
        "Assets.xcassets/AppIcon.appiconset/Contents.json": Self.iconSet,
        "Assets.xcassets/Group/Broken.imageset/Contents.json": "{\"images\": 3",
      ])
  }

  @Test func setsAreCheckedAgainstContentsJSON() {
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "ipad-retina"))
      .report(forFiles: files, stub: stub)
    #expect(report.assets.map(\.path) == ["loose.plist"])
    #expect(
      report.findings.map { "\($0.kind) \($0.file)" } == [
        "catalogUnreadable Assets.xcassets/Bare.imageset/Contents.json",
        "catalogUnreadable Assets.xcassets/Group/Broken.imageset/Contents.json",
        "wrongPixelSize Assets.xcassets/Star.imageset/star@2x.png",
        "wrongPixelSize Assets.xcassets/AppIcon.appiconset/icon-167.png",
        "catalogUnlistedFile Assets.xcassets/Star.imageset/extra.png",
        "catalogMissingFile Assets.xcassets/Star.imageset/star@3x.png",
      ])
    let icon = report.findings[3]
    #expect(icon.expectedPixelSize == AuditPixelSize(width: 167, height: 167))
    #expect(icon.devices == ["ipad-retina"])
    #expect(icon.message.contains("ipad 83.5x83.5 @2x slot takes 167×167 px"))
    let star = report.findings[2]
    #expect(star.expectedPixelSize == AuditPixelSize(width: 20, height: 20))
    #expect(star.relatedFiles == ["Assets.xcassets/Star.imageset/star.png"])
    #expect(
      report.catalogs == [AuditedCatalog(path: "Assets.xcassets", setCount: 4, checkedSetCount: 2)])
  }

  @Test func phonesOnlySkipTheIPadSlots() {
    let report = AssetAudit(devices: AuditFixtures.devices("iphone6"))
      .report(forFiles: files, stub: stub)
    #expect(!report.findings.contains { $0.file.hasSuffix("icon-167.png") })
  }

  @Test func namesOnlyCountTheCatalog() {
    let report = AssetAudit().report(forFiles: files)
    #expect(report.findings.allSatisfy { !$0.file.contains(".xcassets") })
    #expect(
      report.catalogs == [AuditedCatalog(path: "Assets.xcassets", setCount: 4, checkedSetCount: 0)])
  }
}
