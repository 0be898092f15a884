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
        "Icon-72@2x.png": (144, 144), "iTunesArtwork": (512, 512), "iTunesArtwork@2x": (1024, 1024),
      ],
      devices: AuditDevice.presets)
    #expect(report.isClean, "\(report.findings)")
    #expect(report.assets.isEmpty)
    #expect(
      report.systemImages.map(\.role) == [
        "launchImage", "launchImage", "launchImage", "appIcon", "appIcon", "appIcon", "appIcon",
        "iTunesArtwork", "iTunesArtwork",
      ])
  }

  /// The icons of the cocos2d 1.x template that supervoltage, smash-fort and
  /// nonogramiphone ship: no Retina iPad icon, so the Retina iPad shows the
  /// 72-pixel one upscaled.
  private let templateIcons: [String: (Int, Int)] = [
    "Icon.png": (57, 57), "Icon@2x.png": (114, 114), "Icon-72.png": (72, 72),
    "Icon-Small.png": (29, 29), "Icon-Small@2x.png": (58, 58), "Icon-Small-50.png": (50, 50),
  ]

  @Test func aRetinaDeviceWithoutARetinaHomeScreenIconShowsTheOneXIconUpscaled() throws {
    let template = report(templateIcons, devices: AuditDevice.presets)
    let finding = try #require(template.findings.first)
    #expect(template.findings.count == 1)
    #expect(finding.kind == .upscaledFallback)
    #expect(finding.file == "Icon-72.png")
    #expect(finding.devices == ["ipad-retina"])
    #expect(finding.suggestions == ["Icon-72@2x.png"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 144, height: 144))
    // Only the phones audited: nothing to say about the iPad.
    #expect(report(templateIcons, devices: AuditFixtures.devices("iphone6")).isClean)
  }

  /// cracker names its icons by pixel size (`icon-114.png`); an iOS 7 icon
  /// (`Icon-76@2x.png`, 152 px) serves the Retina iPad too; an app icon set
  /// makes the loose icons moot (mcgi-bible-ios).
  @Test(arguments: [
    ["icon-57.png": (57, 57), "icon-114.png": (114, 114)],
    ["Icon-72.png": (72, 72), "Icon-76@2x.png": (152, 152)],
    [
      "Icon-72.png": (72, 72), "Images.xcassets/AppIcon.appiconset/Contents.json": (0, 0),
    ],
  ])
  func aRetinaHomeScreenIconByAnyNameIsEnough(sizes: [String: (Int, Int)]) {
    let icons = report(sizes, devices: AuditFixtures.devices("iphone6", "ipad-retina"))
    #expect(!icons.findings.contains { $0.message.contains("home screen") }, "\(icons.findings)")
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
    // Neither 512 nor the App Store's 1024 pixels.
    ("iTunesArtwork.png", (600, 600), (512, 512)),
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

  @Test func theAppStoreArtworkMayBe1024Pixels() {
    let report = report(
      ["iTunesArtwork": (512, 512), "iTunesArtwork.png": (1024, 1024)],
      devices: AuditFixtures.devices("iphone6"))
    #expect(report.isClean, "\(report.findings)")
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
