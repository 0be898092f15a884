import Foundation
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
        "wrongPixelSize Assets.xcassets/AppIcon.appiconset/icon-167.png",
        "wrongPixelSize Assets.xcassets/Star.imageset/star@2x.png",
        "catalogUnlistedFile Assets.xcassets/Star.imageset/extra.png",
        "catalogMissingFile Assets.xcassets/Star.imageset/star@3x.png",
      ])
    // One device each (the iPhone 3GS loads star.png): in path order.
    let icon = report.findings[2]
    #expect(icon.expectedPixelSize == AuditPixelSize(width: 167, height: 167))
    #expect(icon.devices == ["ipad-retina"])
    #expect(icon.message.contains("ipad 83.5x83.5 @2x slot takes 167×167 px"))
    let star = report.findings[3]
    #expect(star.devices == ["ipad-retina"])
    #expect(star.expectedPixelSize == AuditPixelSize(width: 20, height: 20))
    #expect(star.relatedFiles == ["Assets.xcassets/Star.imageset/star.png"])
    #expect(
      report.catalogs == [AuditedCatalog(path: "Assets.xcassets", setCount: 4, checkedSetCount: 2)])
  }

  /// ShortList's app icon set lists `Icon-60.png` as `"unassigned": true`,
  /// Xcode's mark of a file in no slot: the catalog compiler ignores it,
  /// as it does a file the set does not list.
  @Test func aFileMarkedUnassignedFillsNoSlot() {
    let set = "Assets.xcassets/AppIcon.appiconset/"
    let stub = StubAuditFiles(
      sizes: [set + "Icon-60.png": (60, 60), set + "Icon-60@2x.png": (120, 120)],
      texts: [
        set + "Contents.json": """
        {"images": [
          {"size": "60x60", "idiom": "iphone", "filename": "Icon-60@2x.png", "scale": "2x"},
          {"filename": "Icon-60.png", "unassigned": true}
        ]}
        """
      ])
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4")).report(
      forFiles: [set + "Contents.json", set + "Icon-60.png", set + "Icon-60@2x.png"], stub: stub)
    let unlisted = report.findings.filter { $0.kind == .catalogUnlistedFile }
    #expect(unlisted.map(\.file) == [set + "Icon-60.png"])
    #expect(unlisted.first?.message.hasPrefix("marked unassigned in Contents.json") == true)
  }

  /// Legacy's icon set puts its 60-point icons in the `57x57` slots only
  /// iOS 6 and before show; its target needs iOS 7, so no device shows
  /// them there. A target that runs on iOS 6 (or one whose project does not
  /// say) still gets the finding.
  @Test(arguments: [(nil, true), (6.0, true), (7.0, false)] as [(Double?, Bool)])
  func slotsOnlyOlderSystemsShowCountForTargetsThatRunThere(
    deploymentTarget: Double?, isReported: Bool
  ) {
    let set = "LegacyApp/Images.xcassets/AppIcon.appiconset/"
    let stub = StubAuditFiles(
      sizes: [
        set + "AppIcon60x60.png": (60, 60), set + "AppIcon60x60@2x.png": (120, 120),
        set + "icon_120@2x.png": (120, 120),
      ],
      texts: [
        set + "Contents.json": """
        {"images": [
          {"size": "57x57", "idiom": "iphone", "filename": "AppIcon60x60.png", "scale": "1x"},
          {"size": "57x57", "idiom": "iphone", "filename": "AppIcon60x60@2x.png", "scale": "2x"},
          {"size": "60x60", "idiom": "iphone", "filename": "icon_120@2x.png", "scale": "2x"}
        ]}
        """
      ])
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6")).report(
      forFiles: [
        set + "Contents.json", set + "AppIcon60x60.png", set + "AppIcon60x60@2x.png",
        set + "icon_120@2x.png",
      ], reader: stub, deploymentTarget: deploymentTarget)
    let sizes = report.findings.filter { $0.kind == .wrongPixelSize }.map(\.file).sorted()
    #expect(
      sizes == (isReported ? [set + "AppIcon60x60.png", set + "AppIcon60x60@2x.png"] : []))
  }

  /// Legacy's launch image set puts a 640 × 1136 `Default.png` in the
  /// 3.5-inch iPhone's iOS 7 slot (640 × 960): the iPhone 4 shows it
  /// stretched. The same image in the 4-inch slot is right; in iOS 6's
  /// slots it is a finding only for a target that runs on iOS 6. The
  /// 12.9-inch iPad Pro's slot (`1366h`) is for its own screen.
  @Test(arguments: [
    (7.0, ["Default.png"]), (6.0, ["Default-3.png", "Default-4.png", "Default.png"]),
  ])
  func launchImagesAreTheSizeOfTheirSlotsScreen(deploymentTarget: Double, files: [String]) {
    let set = "LegacyApp/Images.xcassets/LaunchImage.launchimage/"
    let names = ["Default.png", "Default-1.png", "Default-2.png", "Default-3.png", "Default-4.png"]
    var sizes = Dictionary(uniqueKeysWithValues: names.map { (set + $0, (640, 1136)) })
    sizes[set + "Pro.png"] = (2048, 2732)
    let stub = StubAuditFiles(
      sizes: sizes,
      texts: [
        set + "Contents.json": """
        {"images": [
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen",
           "minimum-system-version": "7.0", "filename": "Default.png", "scale": "2x"},
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "subtype": "retina4",
           "minimum-system-version": "7.0", "filename": "Default-1.png", "scale": "2x"},
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen",
           "filename": "Default-4.png", "scale": "1x"},
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen",
           "filename": "Default-3.png", "scale": "2x"},
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "subtype": "retina4",
           "filename": "Default-2.png", "scale": "2x"},
          {"orientation": "portrait", "idiom": "ipad", "extent": "full-screen", "subtype": "1366h",
           "minimum-system-version": "9.0", "filename": "Pro.png", "scale": "2x"}
        ]}
        """
      ])
    let report = AssetAudit(
      devices: AuditFixtures.devices("iphone3gs", "iphone4", "iphone5", "ipad-retina")
    )
    .report(
      forFiles: [set + "Contents.json", set + "Pro.png"] + names.map { set + $0 }, reader: stub,
      deploymentTarget: deploymentTarget)
    let wrong = report.findings.filter { $0.kind == .wrongPixelSize }
    #expect(wrong.map(\.file).sorted() == files.map { set + $0 })
    let stretched = wrong.first { $0.file == set + "Default.png" }
    #expect(stretched?.expectedPixelSize == AuditPixelSize(width: 640, height: 960))
    #expect(stretched?.devices == ["iphone4"])
  }

  /// Weight-A-Minute is portrait-only (`UISupportedInterfaceOrientations`:
  /// portrait and upside down, on every device) and fills its launch set's
  /// iPad landscape slots with phone pictures: no iPad shows them, so their
  /// sizes say nothing. Allowed to turn, the same set is reported.
  @Test(arguments: [(false, 0), (true, 2)])
  func launchImagesOfAnOrientationTheAppNeverShowsAreNotSized(turns: Bool, expected: Int) {
    let set = "Super Health/Images.xcassets/MainLaunchImage.launchimage/"
    let landscape = turns ? "<string>UIInterfaceOrientationLandscapeLeft</string>" : ""
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array>
      <string>UIInterfaceOrientationPortrait</string>
      <string>UIInterfaceOrientationPortraitUpsideDown</string>\(landscape)</array></dict></plist>
      """
    let stub = StubAuditFiles(
      sizes: [
        set + "iphone6pluslandscape-1.png": (2208, 1242), set + "iphone5screen-13.png": (640, 1136),
      ],
      texts: [
        "Health Beat-Info.plist": info,
        set + "Contents.json": """
        {"images": [
          {"orientation": "landscape", "idiom": "ipad", "extent": "full-screen",
           "minimum-system-version": "7.0", "filename": "iphone6pluslandscape-1.png", "scale": "1x"},
          {"orientation": "landscape", "idiom": "ipad", "extent": "full-screen",
           "minimum-system-version": "7.0", "filename": "iphone5screen-13.png", "scale": "2x"}
        ]}
        """,
      ])
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: [
        set + "Contents.json", set + "iphone6pluslandscape-1.png", set + "iphone5screen-13.png",
        "Health Beat-Info.plist",
      ], reader: stub, infoPlists: ["Health Beat-Info.plist"], deploymentTarget: 8)
    #expect(
      report.findings.filter { $0.kind == .wrongPixelSize }.count == expected,
      "\(report.findings.map(\.message))")
  }

  /// ozAtlas' icon set lists `icon-Small.png` for its `Icon-Small.png`:
  /// the catalog compiler finds it on a Mac's case-insensitive disk, so the
  /// slot is filled, and its size is checked.
  @Test func aFileListedWithOtherLetterCaseIsFound() {
    let set = "Assets.xcassets/AppIcon.appiconset/"
    let stub = StubAuditFiles(
      sizes: [set + "Icon-Small.png": (30, 30)],
      texts: [
        set + "Contents.json":
          #"{"images": [{"idiom": "ipad", "size": "29x29", "scale": "1x", "filename": "icon-Small.png"}]}"#
      ])
    let report = AssetAudit(devices: AuditFixtures.devices("ipad")).report(
      forFiles: [set + "Contents.json", set + "Icon-Small.png"], stub: stub)
    // Its largest iPad icon is also the one the home screen shows, upscaled.
    #expect(
      report.findings.map { "\($0.kind) \($0.file)" } == [
        "wrongPixelSize \(set)Icon-Small.png", "upscaledFallback \(set)Icon-Small.png",
      ])
  }

  /// Sandvik 365's Contents.json spells `lägg till equipment@1x.png`
  /// decomposed (`a` and U+0308) and its disk precomposed (U+00E4), as a
  /// Mac's disk takes either: the file is opened and checked, not called
  /// unreadable.
  @Test func aFileListedInAnotherUnicodeNormalizationIsOpened() throws {
    try withTemporaryDirectory { root in
      let set = "Images.xcassets/equipment.imageset/"
      let precomposed = "l\u{E4}gg till equipment@1x.png"
      let decomposed = "la\u{308}gg till equipment@1x.png"
      #expect(Array(precomposed.utf8) != Array(decomposed.utf8))
      let folder = URL(filePath: root + "/" + set)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(PNGHeader.bytes(width: 43, height: 43)).write(
        to: folder.appending(path: precomposed))
      try Data(
        (#"{"images": [{"idiom": "universal", "scale": "1x", "filename": ""#
          + decomposed + #""}, {"idiom": "universal", "scale": "2x"}]}"#).utf8
      ).write(to: folder.appending(path: "Contents.json"))
      let report = try AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina"))
        .report(forDirectoryAtPath: root)
      #expect(!report.findings.contains { $0.kind == .unreadableImage }, "\(report.findings)")
      #expect(report.findings.contains { $0.kind == .upscaledFallback })
    }
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

  @Test func sizeFindingsNameOnlyTheDevicesThatLoadTheSlot() throws {
    // vlc-ios (12cd503e), Resources/iOS/Images.xcassets/CloudController/
    // folder.imageset, its real Contents.json and pixel sizes: both @3x
    // are 128 px where 96 px is expected. Phones load the iphone slots and
    // iPads the ipad ones, so the universal @3x reaches no audited device,
    // and only the @3x phone loads the iphone @3x.
    let set = "Images.xcassets/CloudController/folder.imageset/"
    let contents = """
      {"images": [
        {"filename": "folder.png", "idiom": "universal", "scale": "1x"},
        {"filename": "folder@2x.png", "idiom": "universal", "scale": "2x"},
        {"filename": "folder@3x.png", "idiom": "universal", "scale": "3x"},
        {"filename": "folder-1.png", "idiom": "iphone", "scale": "1x"},
        {"filename": "folder@2x-1.png", "idiom": "iphone", "scale": "2x"},
        {"filename": "folder@3x-1.png", "idiom": "iphone", "scale": "3x"},
        {"filename": "folder@2x-2.png", "idiom": "ipad", "scale": "1x"},
        {"filename": "folder@2x~ipad.png", "idiom": "ipad", "scale": "2x"}
      ], "info": {"author": "xcode", "version": 1}}
      """
    let sizes: [String: (Int, Int)] = [
      "folder-1.png": (32, 32), "folder.png": (32, 32), "folder@2x-1.png": (64, 64),
      "folder@2x-2.png": (64, 64), "folder@2x.png": (64, 64), "folder@2x~ipad.png": (128, 128),
      "folder@3x-1.png": (128, 128), "folder@3x.png": (128, 128),
    ]
    let stub = StubAuditFiles(
      sizes: Dictionary(uniqueKeysWithValues: sizes.map { (set + $0.key, $0.value) }),
      texts: [set + "Contents.json": contents])
    let files =
      ["Images.xcassets/Contents.json", set + "Contents.json"] + sizes.keys.map { set + $0 }
    let report = AssetAudit(
      devices: AuditFixtures.devices(
        "iphone3gs", "iphone4", "iphone6", "iphone6plus", "ipad", "ipad-retina")
    ).report(forFiles: files, stub: stub)
    #expect(report.findings.count == 1, "\(report.findings.map(\.message))")
    let phone = try #require(report.findings.first { $0.file == set + "folder@3x-1.png" })
    #expect(phone.kind == .wrongPixelSize)
    #expect(phone.expectedPixelSize == AuditPixelSize(width: 96, height: 96))
    #expect(phone.devices == ["iphone6plus"])
    #expect(phone.message.contains("it should be 96×96 px: iphone6plus shows it at the wrong size"))
    // The universal @3x is out of proportion too, but every audited device
    // loads another slot: no finding (as for a loose file no device loads).
    #expect(!report.findings.contains { $0.file == set + "folder@3x.png" })
    // A Mac has no slot of its own here: the universal ones are its, and
    // no Mac loads the @3x.
    let mac = AssetAudit(devices: AuditFixtures.devices("mac", "mac-retina"))
      .report(forFiles: files, stub: stub)
    #expect(mac.findings.isEmpty, "\(mac.findings.map(\.message))")
  }

  /// iosfrotz's sets, as its catalog lays them out: `NavBack` with 1x and
  /// 2x (16 × 20, 32 × 40), `hsv-crosshair` with a 1x alone (32 × 32),
  /// a dark-appearance slot, a PDF set and an iPad-only set.
  @Test func devicesWithoutASlotOfTheirScaleUpscaleTheNearestOne() throws {
    func set(_ slots: [(String, String, String?)]) -> String {
      let images = slots.map { file, scale, appearance in
        "{\"idiom\": \"universal\", \"filename\": \"\(file)\", \"scale\": \"\(scale)\""
          + (appearance.map {
            ", \"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"\($0)\"}]"
          } ?? "") + "}"
      }
      return "{\"images\": [" + images.joined(separator: ", ") + "]}"
    }
    let c = "Images.xcassets/"
    let texts = [
      c + "NavBack.imageset/Contents.json": set([
        ("NavBack.png", "1x", nil), ("NavBack@2x.png", "2x", nil),
        ("NavBack-dark@3x.png", "3x", "dark"),
      ]),
      c + "hsv-crosshair.imageset/Contents.json": set([("hsv-crosshair.png", "1x", nil)]),
      c + "logo.imageset/Contents.json": set([("logo.pdf", "1x", nil)]),
      c + "pad.imageset/Contents.json":
        "{\"images\": [{\"idiom\": \"ipad\", \"filename\": \"pad.png\", \"scale\": \"1x\"}]}",
    ]
    let sizes: [String: (Int, Int)] = [
      c + "NavBack.imageset/NavBack.png": (16, 20), c + "NavBack.imageset/NavBack@2x.png": (32, 40),
      c + "NavBack.imageset/NavBack-dark@3x.png": (48, 60),
      c + "hsv-crosshair.imageset/hsv-crosshair.png": (32, 32),
      c + "pad.imageset/pad.png": (40, 40),
    ]
    let files = Array(texts.keys) + Array(sizes.keys) + [c + "logo.imageset/logo.pdf"]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6plus", "ipad"))
      .report(forFiles: files, stub: StubAuditFiles(sizes: sizes, texts: texts))
    #expect(
      report.findings.map { "\($0.kind) \($0.file) \($0.devices)" }.sorted() == [
        "upscaledFallback \(c)NavBack.imageset/NavBack@2x.png [\"iphone6plus\"]",
        "upscaledFallback \(c)hsv-crosshair.imageset/hsv-crosshair.png [\"iphone4\", \"iphone6plus\"]",
      ])
    let crosshair = try #require(report.findings.first { $0.file.contains("hsv") })
    #expect(
      crosshair.message.hasSuffix("add a @2x image and a @3x image to hsv-crosshair.imageset"))
  }

  /// Spawn's `instagram_logo.imageset` is a single-scale set (Xcode's
  /// "Single Scale": an entry without `scale`) holding a 40 × 40 PNG: a
  /// bitmap there is drawn at 1x, so every Retina device upscales it. A
  /// single-scale PDF is a vector, drawn at any scale; a picture larger
  /// than an icon (ithaca-transit's 407-pixel `pattern.png`) or whose name
  /// says another scale (Home Assistant's `HAOnboarding_3Light@2x.png`) is
  /// drawn at a size the code gives it, which is not known.
  @Test func aSingleScaleSetsBitmapIsUpscaledOnRetinaScreens() throws {
    let c = "Spawn/Assets.xcassets/"
    let texts = [
      c + "instagram_logo.imageset/Contents.json": """
      {"images": [{"filename": "instagram_logo.png", "idiom": "universal"}],
       "info": {"author": "xcode", "version": 1}}
      """,
      c + "pattern.imageset/Contents.json": """
      {"images": [{"filename": "pattern.png", "idiom": "universal"}]}
      """,
      c + "onboarding.imageset/Contents.json": """
      {"images": [{"filename": "HAOnboarding_3Light@2x.png", "idiom": "universal"}]}
      """,
      c + "spawn_logo.imageset/Contents.json": """
      {"images": [{"filename": "spawn_logo.pdf", "idiom": "universal"}],
       "properties": {"preserves-vector-representation": true}}
      """,
    ]
    let sizes: [String: (Int, Int)] = [
      c + "instagram_logo.imageset/instagram_logo.png": (40, 40),
      c + "onboarding.imageset/HAOnboarding_3Light@2x.png": (320, 320),
      c + "pattern.imageset/pattern.png": (407, 407),
    ]
    let files = Array(texts.keys) + Array(sizes.keys) + [c + "spawn_logo.imageset/spawn_logo.pdf"]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphone6plus"))
      .report(forFiles: files, stub: StubAuditFiles(sizes: sizes, texts: texts))
    #expect(
      report.findings.map { "\($0.kind) \($0.file) \($0.devices)" } == [
        "upscaledFallback \(c)instagram_logo.imageset/instagram_logo.png [\"iphone6\", \"iphone6plus\"]"
      ])
    let logo = try #require(report.findings.first)
    #expect(logo.message.contains("single-scale"), "\(logo.message)")
  }

  /// wise-eating's pictures, each in a single 1x slot, are larger than an
  /// iPhone 6's screen at their own size (`Dairy.png`, 998 × 813;
  /// `Foods 25.png`, 436 × 555, wider than 375 points): code draws them
  /// into frames it chooses (120 × 120 points), which are not known, so
  /// no device is said to upscale them, but the iPad, whose screen takes
  /// them whole. Sharengo's 640 × 1056-pixel loader is shaped like a
  /// screen, a backdrop drawn across it, and a picture the size of the
  /// screen in points (`badge.png`, 300 × 300) may be drawn at its own
  /// size: both upscaled as before.
  @Test func aOneXPictureLargerThanTheScreenIsDrawnAtASizeCodeChooses() throws {
    let c = "WiseEating/Assets.xcassets/"
    let sets: [(name: String, file: String, size: (Int, Int))] = [
      ("Dairy", "Dairy.png", (998, 813)), ("Foods 25", "Foods 25.png", (436, 555)),
      ("LOADER_001", "LOADER_001.png", (640, 1056)), ("badge", "badge.png", (300, 300)),
    ]
    var texts: [String: String] = [:]
    var sizes: [String: (Int, Int)] = [:]
    for set in sets {
      texts[c + set.name + ".imageset/Contents.json"] = """
        {"images": [{"filename": "\(set.file)", "idiom": "universal", "scale": "1x"},
                    {"idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}]}
        """
      sizes[c + set.name + ".imageset/" + set.file] = set.size
    }
    let report = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad-retina"))
      .report(
        forFiles: Array(texts.keys) + Array(sizes.keys),
        stub: StubAuditFiles(sizes: sizes, texts: texts))
    #expect(
      Set(report.findings.map { "\($0.kind) \($0.file) \($0.devices)" }) == [
        "upscaledFallback \(c)Foods 25.imageset/Foods 25.png [\"ipad-retina\"]",
        "upscaledFallback \(c)LOADER_001.imageset/LOADER_001.png [\"iphone6\", \"ipad-retina\"]",
        "upscaledFallback \(c)badge.imageset/badge.png [\"iphone6\", \"ipad-retina\"]",
      ])
  }

  /// `lint Images.xcassets`: the audited folder is the catalog itself.
  @Test func theAuditedFolderMayBeTheCatalog() {
    var audit = AssetAudit(devices: AuditFixtures.devices("iphone4"))
    audit.rootIsCatalog = true
    let report = audit.report(
      forFiles: ["Contents.json", "Star.imageset/Contents.json", "Star.imageset/star.png"],
      stub: StubAuditFiles(
        sizes: ["Star.imageset/star.png": (10, 10)],
        texts: [
          "Star.imageset/Contents.json":
            "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"star.png\", \"scale\": \"1x\"}]}"
        ]))
    #expect(report.assets.isEmpty)
    #expect(report.catalogs.map(\.path) == ["."])
    #expect(report.catalogs.first?.checkedSetCount == 1)
    #expect(report.findings.map(\.kind) == [.upscaledFallback])
  }

  /// mcgi-bible-ios's launch image set: iOS 6's iPad images without the
  /// status bar (`to-status-bar`, 768 × 1004) beside iOS 7's full-screen
  /// ones (768 × 1024) are different pictures, not wrong sizes.
  @Test func launchImagesOfAnotherExtentOrIOSVersionAreNotCompared() {
    let set = "Images.xcassets/LaunchImage.launchimage/"
    let contents = """
      {"images": [
        {"orientation": "portrait", "idiom": "ipad", "extent": "full-screen",
         "minimum-system-version": "7.0", "filename": "Default-Portrait~ipad-1.png", "scale": "1x"},
        {"orientation": "portrait", "idiom": "ipad", "extent": "to-status-bar",
         "filename": "Default-Portrait~ipad.png", "scale": "1x"},
        {"orientation": "portrait", "idiom": "ipad", "extent": "to-status-bar",
         "filename": "Default-Portrait@2x~ipad.png", "scale": "2x"}
      ]}
      """
    let sizes: [String: (Int, Int)] = [
      set + "Default-Portrait~ipad-1.png": (768, 1024),
      set + "Default-Portrait~ipad.png": (768, 1004),
      set + "Default-Portrait@2x~ipad.png": (1536, 2008),
    ]
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents]))
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
  }

  /// hashtag-warrior's app icon set (iOS 5, universal) has `Icon-72.png`
  /// (72 × 72) as its largest iPad icon: from iOS 7 on, the iPad 2 shows
  /// 76 pixels and the Retina iPad 152, both upscaled from 72.
  @Test func aSeventyTwoPixelIPadIconIsUpscaledOnEveryIPad() throws {
    let set = "hashtag-warrior/Resources/Images.xcassets/AppIcon.appiconset/"
    let contents = """
      {"images": [
        {"idiom": "iphone", "size": "57x57", "scale": "1x", "filename": "Icon.png"},
        {"idiom": "iphone", "size": "57x57", "scale": "2x", "filename": "Icon@2x.png"},
        {"idiom": "ipad", "size": "72x72", "scale": "1x", "filename": "Icon-72.png"},
        {"idiom": "ipad", "size": "72x72", "scale": "2x"},
        {"idiom": "ipad", "size": "76x76", "scale": "1x"},
        {"idiom": "ipad", "size": "76x76", "scale": "2x"}
      ]}
      """
    let sizes: [String: (Int, Int)] = [
      set + "Icon.png": (57, 57), set + "Icon@2x.png": (114, 114), set + "Icon-72.png": (72, 72),
    ]
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents]))
    let icon = try #require(report.findings.first { $0.file == set + "Icon-72.png" })
    #expect(icon.kind == .upscaledFallback)
    #expect(icon.devices == ["ipad", "ipad-retina"])
    #expect(
      icon.message.hasSuffix("fill the slots 76x76 @1x (76×76 px) and 76x76 @2x (152×152 px)"))
  }

  /// wheelmap's app icon set (real slots and names): the 60-point @3x slot
  /// is empty, so the @3x phones show the 120-pixel icon upscaled; the
  /// iPad's 76-point @2x is there.
  @Test func anAppIconSetWithoutTheDevicesHomeScreenSizeIsUpscaled() throws {
    let set = "Images.xcassets/AppIcon.appiconset/"
    func contents(filling threeX: Bool) -> String {
      let file = threeX ? #""filename": "iPhone_App_60pt@3x.png", "# : ""
      return """
        {"images": [
          {"size": "60x60", "idiom": "iphone", "filename": "iPhone_App_iOS_7_60pt@2x.png", "scale": "2x"},
          {"idiom": "iphone", "size": "60x60", \(file)"scale": "3x"},
          {"size": "76x76", "idiom": "ipad", "filename": "iPad_App_iOS_7_76pt.png", "scale": "1x"},
          {"size": "76x76", "idiom": "ipad", "filename": "iPad_App_iOS_7_76pt@2x.png", "scale": "2x"},
          {"idiom": "ipad", "size": "83.5x83.5", "scale": "2x"}
        ]}
        """
    }
    // Its launch images stop at 568 points: the app runs zoomed, but the
    // home screen shows icons at the phone's own scale.
    var sizes: [String: (Int, Int)] = [
      set + "iPhone_App_iOS_7_60pt@2x.png": (120, 120), set + "iPad_App_iOS_7_76pt.png": (76, 76),
      set + "iPad_App_iOS_7_76pt@2x.png": (152, 152), "Default@2x.png": (640, 960),
      "Default-568h@2x.png": (640, 1136), "Default-Portrait@2x~ipad.png": (1536, 2048),
    ]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphonex", "ipad-retina"))
    let empty = audit.report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents(filling: false)]))
    #expect(empty.conventionReason.contains("zoomed"))
    let finding = try #require(empty.findings.first)
    #expect(empty.findings.count == 1)
    #expect(finding.kind == .upscaledFallback)
    #expect(finding.file == set + "iPhone_App_iOS_7_60pt@2x.png")
    #expect(finding.devices == ["iphonex"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 180, height: 180))
    // A target that compiles another set (wheelmap's `AppIcon Beta`) does
    // not show this one.
    let beta = audit.report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      reader: StubAuditFiles(
        sizes: sizes, texts: [set + "Contents.json": contents(filling: false)]),
      appIconSets: ["AppIcon Beta"])
    #expect(beta.findings.isEmpty)
    sizes[set + "iPhone_App_60pt@3x.png"] = (180, 180)
    let full = audit.report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents(filling: true)]))
    #expect(full.findings.isEmpty, "\(full.findings.map(\.message))")
  }

  /// Movyt's app icon set (real slots, names and sizes) in a universal
  /// target: only `iphone` slots, so a Retina iPad shows the phone's
  /// 120-pixel home-screen icon at 152; the 1x iPad shrinks it. With
  /// NDYingKe's 180-pixel `60x60` `3x` too, the iPad still takes the 2x:
  /// no iPad is 3x. On every device of a folder (not chosen), nothing says
  /// the app runs on an iPad.
  @Test func anAppIconSetWithoutIPadIconsUpscalesThePhonesOnAnIPad() throws {
    let set = "Video Stream/Images.xcassets/AppIcon.appiconset/"
    let slots: [(size: String, scale: Int, file: String, pixels: Int)] = [
      ("29x29", 1, "29.png", 29), ("29x29", 2, "29@2x.png", 58), ("29x29", 3, "29@3x.png", 87),
      ("40x40", 2, "40@2x.png", 80), ("40x40", 3, "40@3x.png", 120), ("57x57", 1, "57.png", 57),
      ("57x57", 2, "57@2x.png", 114), ("60x60", 2, "icon-120.png", 120),
      ("60x60", 3, "icon-180.png", 180),
    ]
    let images = slots.map { slot in
      #"{"size": "\#(slot.size)", "idiom": "iphone", "filename": "\#(slot.file)", "scale": "\#(slot.scale)x"}"#
    }
    let contents = #"{"images": ["# + images.joined(separator: ", ") + "]}"
    var sizes: [String: (Int, Int)] = [:]
    for slot in slots { sizes[set + slot.file] = (slot.pixels, slot.pixels) }
    let files = Array(sizes.keys) + [set + "Contents.json"]
    let reader = StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents])
    let universal = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad", "ipad-retina"))
      .report(forFiles: files, stub: reader)
    let finding = try #require(universal.findings.first)
    #expect(universal.findings.count == 1, "\(universal.findings.map(\.message))")
    #expect(finding.kind == .upscaledFallback)
    #expect(finding.file == set + "icon-120.png")
    #expect(finding.devices == ["ipad-retina"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 152, height: 152))
    #expect(finding.message.contains("it has no iPad icon"))
    let everyDevice = AssetAudit().report(forFiles: files, stub: reader)
    #expect(!everyDevice.findings.contains { $0.devices.contains("ipad-retina") })
  }
}
