import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Launch images, app icons and App Store artwork: their own class, with
/// their own checks.
@Suite struct AuditSystemImageTests {
  private func report(_ sizes: [String: (Int, Int)], devices: [AuditDevice]) -> AuditReport {
    AssetAudit(devices: devices).report(
      forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
  }

  @Test func systemImagesAreNotResources() {
    let report = report(
      [
        "Default.png": (320, 480), "Default@2x.png": (640, 960), "Default-568h@2x.png": (640, 1136),
        "Icon.png": (57, 57), "Icon@2x.png": (114, 114), "Icon-72.png": (72, 72),
        "iTunesArtwork": (512, 512), "iTunesArtwork@2x": (1024, 1024),
      ],
      devices: AuditDevice.presets)
    #expect(report.isClean, "\(report.findings)")
    #expect(report.assets.isEmpty)
    #expect(
      report.systemImages.map(\.role) == [
        "launchImage", "launchImage", "launchImage", "appIcon", "appIcon", "appIcon",
        "iTunesArtwork", "iTunesArtwork",
      ])
  }

  @Test func the568hLaunchImageWhenTallPhonesAreAudited() throws {
    let sizes = ["Default.png": (320, 480), "Default@2x.png": (640, 960)]
    let tall = report(sizes, devices: AuditFixtures.devices("iphone4", "iphone5", "iphone6"))
    let finding = try #require(tall.findings.first)
    #expect(tall.findings.count == 1)
    #expect(finding.kind == .missingLaunchImage)
    #expect(finding.file == "Default-568h@2x.png")
    #expect(finding.devices == ["iphone5", "iphone6"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 640, height: 1136))
    #expect(finding.message.contains("letterboxed"))
    #expect(report(sizes, devices: AuditFixtures.devices("iphone4", "ipad")).isClean)
    // Present, even misspelt (then the name is the finding).
    var withTall = sizes
    withTall["Default-568H@2x.png"] = (640, 1136)
    let misspelt = report(withTall, devices: AuditFixtures.devices("iphone5"))
    #expect(misspelt.findings.map(\.kind) == [.malformedSuffix])
  }

  @Test(arguments: [
    ("Default@2x.png", (640, 1136), (640, 960)),
    ("Default-568h@2x.png", (640, 960), (640, 1136)),
    ("Default-Landscape~ipad.png", (768, 1024), (1024, 768)),
    ("Icon@2x.png", (120, 120), (114, 114)),
    ("Icon-Small-50.png", (29, 29), (50, 50)),
    ("AppIcon60x60@3x.png", (120, 120), (180, 180)),
    ("iTunesArtwork@2x", (512, 512), (1024, 1024)),
  ])
  func wrongSizes(file: String, actual: (Int, Int), expected: (Int, Int)) throws {
    let found = report([file: actual], devices: AuditDevice.presets).findings
      .filter { $0.kind == .wrongPixelSize }
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.file == file)
    #expect(finding.expectedPixelSize == AuditPixelSize(width: expected.0, height: expected.1))
    #expect(finding.actualPixelSize == AuditPixelSize(width: actual.0, height: actual.1))
  }

  @Test func outOfScopeWithoutIOSDevices() {
    let macs = report(
      ["Icon@2x.png": (100, 100), "Default.png": (320, 480)],
      devices: AuditFixtures.devices("mac-retina"))
    #expect(macs.isClean)
  }

  @Test(arguments: [
    "Icon-star.png", "icon_coin.png", "icon.png", "icon@2x.png", "default.png", "Defaults.png",
    "Default-button.png", "IconSet.png",
  ])
  func lookalikeNamesAreResources(name: String) {
    #expect(SystemImage(FileName(name)) == nil)
  }
}
