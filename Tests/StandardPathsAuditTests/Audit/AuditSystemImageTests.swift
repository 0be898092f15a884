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

  /// Scribbeo copies `Default-Landscape.png` and `Default-Landscape~ipad.png`
  /// (the same 1024 × 768 picture): a Retina iPad shows the `~ipad` one,
  /// so one @2x is missing, not two.
  @Test func aRetinaIPadMissesTheLaunchImageOfItsOwnIdiomOnly() throws {
    let report = report(
      ["Default-Landscape.png": (1024, 768), "Default-Landscape~ipad.png": (1024, 768)],
      devices: AuditFixtures.devices("ipad", "ipad-retina"))
    let missing = report.findings.filter { $0.kind == .missingLaunchImage }
    #expect(missing.map(\.file) == ["Default-Landscape@2x~ipad.png"])
    #expect(try #require(missing.first).message.contains("shows Default-Landscape~ipad.png"))
  }

  @Test func systemImagesAreNotResources() {
    let report = report(
      [
        "Default.png": (320, 480), "Default@2x.png": (640, 960), "Default-568h@2x.png": (640, 1136),
        "Icon.png": (57, 57), "Icon@2x.png": (114, 114), "Icon-72.png": (72, 72),
        "Icon-72@2x.png": (144, 144), "Icon-60@2x.png": (120, 120), "Icon-60@3x.png": (180, 180),
        "Icon-76.png": (76, 76), "Icon-76@2x.png": (152, 152), "iTunesArtwork": (512, 512),
        "iTunesArtwork@2x": (1024, 1024),
      ],
      devices: AuditDevice.presets)
    #expect(report.isClean, "\(report.findings)")
    #expect(report.assets.isEmpty)
    #expect(
      report.systemImages.map(\.role) == [
        "launchImage", "launchImage", "launchImage", "appIcon", "appIcon", "appIcon", "appIcon",
        "appIcon", "appIcon", "appIcon", "appIcon", "iTunesArtwork", "iTunesArtwork",
      ])
  }

  /// Eatery copies its alternate icon as an icon generator names it
  /// (`AppIconWinter/Icon-App-57x57@2x.png`, `Icon-Small-50x50@2x.png`,
  /// `Icon-App-83.5x83.5@2x.png`): app icons of their size, no resources
  /// asked for `@3x`. A wrong size is still found.
  @Test func iconGeneratorsNamesAreAppIcons() throws {
    let sizes: [String: (Int, Int)] = [
      "AppIconWinter/Icon-App-57x57@2x.png": (114, 114),
      "AppIconWinter/Icon-Small-50x50@2x.png": (100, 100),
      "AppIconWinter/Icon-App-83.5x83.5@2x.png": (167, 167),
      "AppIconWinter/Icon-App-76x76@2x.png": (150, 150),
    ]
    let report = report(sizes, devices: AuditFixtures.devices("iphone6plus", "ipad-retina"))
    #expect(report.systemImages.map(\.role) == Array(repeating: "appIcon", count: 4))
    #expect(report.assets.isEmpty)
    let wrong = try #require(report.findings.first { $0.kind == .wrongPixelSize })
    #expect(wrong.file == "AppIconWinter/Icon-App-76x76@2x.png")
    #expect(wrong.expectedPixelSize == AuditPixelSize(width: 152, height: 152))
  }

  /// A scale no screen has (`Icon@66666666662x.png`, found by fuzzing)
  /// makes no system image, and no expected size overflows.
  @Test func anAbsurdScaleIsNoIcon() {
    let report = report(
      ["Icon@66666666666666666666666662x.png": (57, 57), "Icon.png": (57, 57)],
      devices: AuditFixtures.devices("iphone6"))
    #expect(report.systemImages.map(\.path) == ["Icon.png"])
  }

  /// No icon is 120 or 80 points: Woda's `Icon-120.png` (60 × 60, beside a
  /// 120-pixel `Icon-120@2x.png`) and Nimbler's `Icon-80@2x.png` (80 × 80,
  /// Spotlight's 40 points) are named by their pixels at some scale, so
  /// their names ask for no size; `Icon-76@2x.png` still does.
  @Test func anIconNamedByItsPixelsAsksForNoSize() {
    let report = report(
      [
        "Icon-120.png": (60, 60), "Icon-120@2x.png": (120, 120), "Icon-80@2x.png": (80, 80),
        "Icon-76@2x.png": (150, 150),
      ], devices: AuditFixtures.devices("iphone6", "ipad-retina"))
    #expect(report.systemImages.map(\.role) == Array(repeating: "appIcon", count: 4))
    #expect(
      report.findings.filter { $0.kind == .wrongPixelSize }.map(\.file) == ["Icon-76@2x.png"])
  }

  /// The icons of the cocos2d 1.x template that supervoltage, smash-fort and
  /// nonogramiphone ship: no Retina iPad icon, so the Retina iPad shows the
  /// 72-pixel one upscaled, and so does the iPad 2 on iOS 7 (76 px,
  /// brightball); iOS 6's 114-pixel phone icon is upscaled to 120 on @2x
  /// phones and 180 on @3x ones.
  private let templateIcons: [String: (Int, Int)] = [
    "Icon.png": (57, 57), "Icon@2x.png": (114, 114), "Icon-72.png": (72, 72),
    "Icon-Small.png": (29, 29), "Icon-Small@2x.png": (58, 58), "Icon-Small-50.png": (50, 50),
  ]

  @Test func aDeviceShowsTheLargestHomeScreenIconUpscaled() throws {
    let template = report(templateIcons, devices: AuditDevice.presets)
    let pad = try #require(template.findings.first { $0.file == "Icon-72.png" })
    #expect(pad.kind == .upscaledFallback)
    #expect(pad.devices == ["ipad", "ipad-retina"])
    #expect(pad.suggestions == ["Icon-76.png", "Icon-76@2x.png"])
    #expect(pad.expectedPixelSize == AuditPixelSize(width: 152, height: 152))
    let phone = try #require(template.findings.first { $0.file == "Icon@2x.png" })
    #expect(phone.devices == ["iphone4", "iphone5", "iphone6", "iphone6plus", "iphonex"])
    #expect(phone.suggestions == ["Icon-60@2x.png", "Icon-60@3x.png"])
    #expect(
      phone.message.hasPrefix(
        "iphone4, iphone5, iphone6 (120 px); iphone6plus, iphonex (180 px) show the app icon "
          + "Icon@2x.png (114×114 px, the largest for the iPhone) upscaled"))
    #expect(template.findings.count == 2)
    // Only a 1x phone audited: nothing is upscaled.
    #expect(report(templateIcons, devices: AuditFixtures.devices("iphone3gs")).isClean)
  }

  /// UPregnancy's only icon is `app-icon-57.png`, which its `Info.plist`
  /// names, in a universal target: with no iPad icon, the iPads show the
  /// phone's 57 pixels at 76 and 152. On every preset (a folder), nothing
  /// says the app runs on an iPad.
  @Test func anIPadWithoutAnIconOfItsOwnShowsThePhones() throws {
    let plist = """
      <plist version="1.0"><dict><key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key>
      <dict><key>CFBundleIconFiles</key><array><string>app-icon-57</string></array></dict>
      </dict></dict></plist>
      """
    let files = ["app-icon-57.png", "Info.plist"]
    let reader = StubAuditFiles(sizes: ["app-icon-57.png": (57, 57)], texts: ["Info.plist": plist])
    let universal = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad", "ipad-retina"))
      .report(forFiles: files, reader: reader)
    let pad = try #require(universal.findings.first { $0.devices.contains("ipad") })
    #expect(pad.kind == .upscaledFallback && pad.file == "app-icon-57.png")
    #expect(pad.devices == ["ipad", "ipad-retina"])
    #expect(pad.suggestions == ["Icon-76.png", "Icon-76@2x.png"])
    #expect(pad.message.contains("the largest for the iPhone: the app has no iPad icon"))
    let everyDevice = AssetAudit().report(forFiles: files, reader: reader)
    #expect(everyDevice.findings.contains { $0.file == "app-icon-57.png" })
    #expect(!everyDevice.findings.contains { $0.devices.contains("ipad") })
    // A phone icon named for 3x serves no iPad: none is 3x.
    let withThreeX = StubAuditFiles(
      sizes: ["app-icon-57.png": (57, 57), "Icon-60@3x.png": (180, 180)],
      texts: ["Info.plist": plist])
    let threeX = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad", "ipad-retina"))
      .report(forFiles: files + ["Icon-60@3x.png"], reader: withThreeX)
    #expect(threeX.findings.contains { $0.devices.contains("ipad-retina") })
  }

  /// cracker names its icons by pixel size (`icon-180.png` would do); an
  /// iOS 7 icon set serves every Retina device; an app icon set makes the
  /// loose icons moot (mcgi-bible-ios); spacedebris' 240-pixel icon is
  /// shrunk for every home screen.
  @Test(arguments: [
    ["icon-57.png": (57, 57), "icon-120.png": (120, 120), "icon-180.png": (180, 180)],
    ["icon-120.png": (120, 120), "icon-120@2x.png": (240, 240), "icon-58.png": (58, 58)],
    ["Icon-72.png": (72, 72), "Icon-76@2x.png": (152, 152)],
    [
      "Icon-72.png": (72, 72), "Images.xcassets/AppIcon.appiconset/Contents.json": (0, 0),
    ],
  ])
  func aLargeEnoughHomeScreenIconByAnyNameIsEnough(sizes: [String: (Int, Int)]) {
    let icons = report(sizes, devices: AuditFixtures.devices("iphone6", "iphonex", "ipad-retina"))
    #expect(!icons.findings.contains { $0.message.contains("home screen") }, "\(icons.findings)")
  }

  /// Trovebox and SwiftLanguageWeather compile an `AppIcon` set with no
  /// image; KoreanEnglishCard's `Info.plist` names `Icon.png`, but its
  /// target copies only Spotlight's and Settings' icons: iOS shows a blank
  /// icon. An icon in the set, a loose home-screen icon, or a set name
  /// built from a variable (Firefox Focus) says nothing is missing.
  @Test func anAppWithoutAHomeScreenIconIsReported() throws {
    let set = "Images.xcassets/AppIcon.appiconset/Contents.json"
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad-retina"))
    let empty = StubAuditFiles(sizes: [:], texts: [set: #"{"images":[]}"#])
    let trovebox = audit.report(forFiles: [set], reader: empty, appIconSets: ["AppIcon"])
    let finding = try #require(trovebox.findings.first { $0.kind == .missingAppIcon })
    #expect(finding.file == set && finding.devices == ["iphone6", "ipad-retina"])
    #expect(finding.message.contains("the app icon set AppIcon.appiconset has no image"))
    #expect(
      audit.report(forFiles: [set], reader: empty, appIconSets: ["AppIcon${SUFFIX}"])
        .findings.isEmpty)
    let plist = """
      <plist version="1.0"><dict><key>CFBundleIconFiles</key>
      <array><string>Icon.png</string><string>Icon-Small.png</string></array></dict></plist>
      """
    let small: [String: (Int, Int)] = ["Icon-Small.png": (29, 29), "Icon-Small@2x.png": (58, 58)]
    let kec = StubAuditFiles(sizes: small, texts: ["Info.plist": plist])
    let names = Array(small.keys) + ["Info.plist"]
    #expect(
      audit.report(forFiles: names, reader: kec, infoPlists: ["Info.plist"], appIconSets: [])
        .findings.contains { $0.kind == .missingAppIcon })
    var withIcon = small
    withIcon["Icon-60@2x.png"] = (120, 120)
    #expect(
      !audit.report(
        forFiles: Array(withIcon.keys) + ["Info.plist"],
        reader: StubAuditFiles(sizes: withIcon, texts: ["Info.plist": plist]),
        infoPlists: ["Info.plist"], appIconSets: []
      ).findings.contains { $0.kind == .missingAppIcon })
  }

  /// iShare's and Cashbury's `Info.plist` name no icon (Cashbury's
  /// `CFBundleIconFile` is empty), they compile no icon set, and copy no
  /// icon by a name iOS looks for (iShare's PDF reader's
  /// `AppIcon-057.png`, Cashbury's lowercase `icon.png`): iOS shows a blank
  /// icon. A framework's or an app extension's `Info.plist` wants none.
  @Test(arguments: [
    ("<key>CFBundlePackageType</key><string>APPL</string>", true),
    ("<key>LSRequiresIPhoneOS</key><true/><key>CFBundleIconFile</key><string></string>", true),
    ("<key>CFBundlePackageType</key><string>FMWK</string>", false),
    (
      "<key>CFBundlePackageType</key><string>APPL</string><key>NSExtension</key><dict></dict>",
      false
    ),
  ])
  func anAppThatNamesNoIconHasNone(keys: String, isReported: Bool) {
    let plist = "<plist version=\"1.0\"><dict>\(keys)</dict></plist>"
    let sizes: [String: (Int, Int)] = ["ThirdParty/PDFReader/Graphics/AppIcon-057.png": (57, 57)]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6")).report(
      forFiles: Array(sizes.keys) + ["iShare-Info.plist"],
      reader: StubAuditFiles(sizes: sizes, texts: ["iShare-Info.plist": plist]),
      infoPlists: ["iShare-Info.plist"], appIconSets: [])
    #expect(report.findings.contains { $0.kind == .missingAppIcon } == isReported)
  }

  /// DIYComic names no icon in its `Info.plist` and copies its only one
  /// as `icon.png` (57 × 57 px): iOS looks for `Icon.png`. The finding is
  /// on that file, with the rename.
  @Test func anIconSpeltInLowercaseIsToldToBeRenamed() throws {
    let plist =
      "<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string></dict></plist>"
    let sizes: [String: (Int, Int)] = [
      "Resources/icon.png": (57, 57), "Resources/logo.png": (57, 57),
    ]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs")).report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      reader: StubAuditFiles(sizes: sizes, texts: ["Info.plist": plist]),
      infoPlists: ["Info.plist"], appIconSets: [])
    let finding = try #require(report.findings.first { $0.kind == .missingAppIcon })
    #expect(finding.file == "Resources/icon.png")
    #expect(finding.suggestions == ["Resources/Icon.png"])
    #expect(finding.message.hasSuffix("so iOS shows a blank icon; rename it Icon.png"))
  }

  /// bowhunting's catalog has an `AppIcon` set, but no build setting of
  /// its target compiles it (`ASSETCATALOG_COMPILER_APPICON_NAME`): its
  /// loose icons are the app's, and none is as large as a Retina home
  /// screen shows it.
  @Test func anIconSetTheTargetDoesNotCompileLeavesTheLooseIcons() {
    let set = "Images.xcassets/AppIcon.appiconset/Contents.json"
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphonex", "ipad-retina"))
    let files = StubAuditFiles(sizes: templateIcons, texts: [set: #"{"images":[]}"#])
    let compiled = audit.report(forFiles: Array(templateIcons.keys) + [set], reader: files)
    #expect(!compiled.findings.contains { $0.message.contains("home screen") })
    let unused = audit.report(
      forFiles: Array(templateIcons.keys) + [set], reader: files, appIconSets: [])
    #expect(
      unused.findings.filter { $0.message.contains("home screen") }.map(\.file).sorted() == [
        "Icon-72.png", "Icon@2x.png",
      ])
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
