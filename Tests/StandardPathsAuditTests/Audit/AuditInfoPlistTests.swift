import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsSuffixes

/// Launch images and icons named by the app's `Info.plist`, as newsyc
/// (grp/newsyc) names them: `UILaunchImageFile = Legacy-Default`,
/// `UILaunchImages` with `Modern-Default-736h`, `CFBundleIcons` with
/// `Modern-Icon-Pad` (Design/asset-audit.md#info-plist-names).
@Suite struct AuditInfoPlistTests {
  /// The keys of newsyc's `Info.plist`, as Xcode writes them.
  static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIcons</key>
    \t<dict>
    \t\t<key>CFBundlePrimaryIcon</key>
    \t\t<dict>
    \t\t\t<key>CFBundleIconFiles</key>
    \t\t\t<array>
    \t\t\t\t<string>Modern-Icon</string>
    \t\t\t\t<string>Modern-Icon-Pad</string>
    \t\t\t\t<string>Legacy-Icon-Settings</string>
    \t\t\t</array>
    \t\t\t<key>UIPrerenderedIcon</key>
    \t\t\t<true/>
    \t\t</dict>
    \t</dict>
    \t<key>UILaunchImageFile</key>
    \t<string>Legacy-Default</string>
    \t<key>UILaunchImages</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UILaunchImageMinimumOSVersion</key>
    \t\t\t<string>7.0</string>
    \t\t\t<key>UILaunchImageName</key>
    \t\t\t<string>Modern-Default-736h</string>
    \t\t\t<key>UILaunchImageSize</key>
    \t\t\t<string>{414, 736}</string>
    \t\t</dict>
    \t</array>
    \t<key>UILaunchImages~ipad</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UILaunchImageName</key>
    \t\t\t<string>Modern-Default-Landscape</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>
    """

  static let sizes: [String: (Int, Int)] = [
    "Icons/Modern-Icon@2x.png": (120, 120), "Icons/Modern-Icon-Pad@2x.png": (152, 152),
    "Icons/Legacy-Icon-Settings@2x.png": (58, 58),
    "Icons/Legacy-iTunesArtwork@2x.png": (1024, 1024),
    "Launch Images/Legacy-Default@2x.png": (640, 920),
    "Launch Images/Legacy-Default-568h@2x.png": (640, 1096),
    "Launch Images/Modern-Default-Landscape@2x.png": (2048, 1536),
    "Launch Images/Modern-Default-736h@2x.png": (1242, 2208),
  ]

  func report(withPlist: Bool) -> AuditReport {
    let files = Array(Self.sizes.keys) + (withPlist ? ["newsyc-Info.plist"] : [])
    return AssetAudit().report(
      forFiles: files,
      stub: StubAuditFiles(sizes: Self.sizes, texts: ["newsyc-Info.plist": Self.infoPlist]))
  }

  @Test func declaredNamesAreCheckedAsLaunchImagesAndIcons() {
    let report = report(withPlist: true)
    #expect(Set(report.systemImages.map(\.path)) == Set(Self.sizes.keys))
    // Only the real defects: a 4-inch launch image that is not whole (the
    // app runs letterboxed), @3x artwork named @2x, and no 180-pixel icon
    // for the @3x phones it launches on.
    #expect(
      report.findings.map { "\($0.kind) \($0.file)" }.sorted() == [
        "upscaledFallback Icons/Modern-Icon@2x.png",
        "wrongPixelSize Launch Images/Legacy-Default-568h@2x.png",
        "wrongPixelSize Launch Images/Modern-Default-736h@2x.png",
      ])
    // The @3x artwork's fix is its name, not its pixels.
    let misnamed = report.findings.first { $0.file.hasSuffix("736h@2x.png") }
    #expect(misnamed?.suggestions == ["Launch Images/Modern-Default-736h@3x.png"])
    #expect(misnamed?.message.hasSuffix("rename it Modern-Default-736h@3x.png") == true)
  }

  /// Buildbox's exports (GateBreak, Super-Bee, Shade) list each launch
  /// image with the screen it is for: `Default-568h-ios8` is `{320, 568}`
  /// (portrait pixels for iOS 8), `Default-736h` is `{414, 736}` in
  /// landscape (2208 × 1242), `Default-iPad` is the iPad's. A listed
  /// image of another size is still wrong.
  @Test func listedLaunchImagesAreForTheScreenTheirEntryGives() {
    func entry(_ name: String, _ size: String) -> String {
      "<dict><key>UILaunchImageName</key><string>\(name)</string>"
        + "<key>UILaunchImageOrientation</key><string>Landscape</string>"
        + "<key>UILaunchImageSize</key><string>\(size)</string></dict>"
    }
    let plist =
      "<plist version=\"1.0\"><dict><key>UILaunchImages</key><array>"
      + entry("Default-568h-ios8", "{320, 568}") + entry("Default-736h", "{414, 736}")
      + entry("Default-iPad", "{768, 1024}") + entry("Default-667h", "{375, 667}")
      + "</array></dict></plist>"
    let sizes: [String: (Int, Int)] = [
      "Resources/Default-568h-ios8@2x.png": (640, 1136),
      "Resources/Default-736h@3x.png": (2208, 1242), "Resources/Default-iPad@2x.png": (2048, 1536),
      "Resources/Default-667h@2x.png": (640, 1136),
    ]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphone6plus")).report(
      forFiles: Array(sizes.keys) + ["PTPlayer-Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["PTPlayer-Info.plist": plist]))
    #expect(
      report.findings.filter { $0.kind == .wrongPixelSize }.map(\.file) == [
        "Resources/Default-667h@2x.png"
      ])
  }

  /// rTracker's `Info.plist` names `icon120.png` (120 × 120, no `@2x`) as
  /// its URL type's icon and its exported type's 64-point icon: an icon
  /// iOS draws, no resource to be given `@2x` and `@3x` files. So is
  /// Meme Maker's `ExportIcon.jpg`, which its plist names without an
  /// extension.
  @Test(arguments: ["png", "jpg"]) func urlAndTypeIconsAreSystemImages(pathExtension: String) {
    let plist = """
      <plist version="1.0"><dict>
      <key>CFBundleURLTypes</key><array><dict>
      <key>CFBundleURLIconFile</key><string>icon120</string>
      <key>CFBundleURLSchemes</key><array><string>rTracker</string></array>
      </dict></array>
      <key>UTExportedTypeDeclarations</key><array><dict>
      <key>UTTypeSize64IconFile</key><string>icon120</string>
      </dict></array>
      </dict></plist>
      """
    let sizes = ["Resources/png/icon120.\(pathExtension)": (120, 120)]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphone6plus"))
    let declared = audit.report(
      forFiles: Array(sizes.keys) + ["rTracker-Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["rTracker-Info.plist": plist]))
    #expect(declared.systemImages.map(\.path) == ["Resources/png/icon120.\(pathExtension)"])
    let variants = ["@2x", "@3x"].map { "Resources/png/icon120\($0).\(pathExtension)" }
    #expect(!declared.findings.contains { $0.suggestions.contains(where: variants.contains) })
    let loose = audit.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    #expect(loose.findings.contains { $0.suggestions.contains(where: variants.contains) })
  }

  /// CloudQRScan's `Info.plist` names `120x120` as its largest iPhone
  /// icon and `320x320.png` as its documents' icon: the @3x phones show the
  /// 120-pixel icon upscaled on the home screen, whatever the document
  /// icon's size.
  @Test func aDocumentsIconIsNoHomeScreenIcon() {
    let plist = """
      <plist version="1.0"><dict>
      <key>CFBundleDocumentTypes</key><array><dict>
      <key>CFBundleTypeIconFiles</key><array><string>320x320.png</string><string>64x64.png</string></array>
      </dict></array>
      <key>CFBundleIcons</key><dict><key>CFBundlePrimaryIcon</key><dict>
      <key>CFBundleIconFiles</key><array><string>80x80</string><string>120x120</string></array>
      </dict></dict>
      </dict></plist>
      """
    let sizes = [
      "AppIcon/120x120.png": (120, 120), "AppIcon/80x80.png": (80, 80),
      "AppIcon/320x320.png": (320, 320), "AppIcon/64x64.png": (64, 64),
    ]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphone6plus"))
    let report = audit.report(
      forFiles: Array(sizes.keys) + ["CloudQRScan-Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["CloudQRScan-Info.plist": plist]))
    let upscaled = report.findings.filter { $0.kind == .upscaledFallback }
    #expect(upscaled.map(\.file) == ["AppIcon/120x120.png"], "\(report.findings.map(\.message))")
    #expect(upscaled.first?.devices == ["iphone6plus"])
  }

  /// CocoHunt lists its iPad icons under `CFBundleIconFiles~ipad`
  /// (`iPad`, `iPad-old`): icons iOS loads, never unreachable variants.
  @Test func iconFilesOfAnIdiomAreIcons() {
    let plist = """
      <plist version="1.0"><dict>
      <key>CFBundleIconFiles~ipad</key><array><string>iPad</string><string>iPad-old</string></array>
      </dict></plist>
      """
    let sizes = [
      "Icons/iPad.png": (76, 76), "Icons/iPad@2x.png": (152, 152), "Icons/iPad-old.png": (72, 72),
      "Icons/iPad-old@2x.png": (144, 144),
    ]
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": plist]))
    #expect(Set(report.systemImages.map(\.path)) == Set(sizes.keys))
    #expect(!report.findings.contains { $0.kind == .unreachableVariant })
  }

  /// Pizarro's `Info.plist` lists its icons under `Icon files`, the name
  /// Xcode 3's editor showed for `CFBundleIconFiles`: its 48-pixel
  /// `Icon-48px.png` is an icon, not an image drawn upscaled.
  @Test func iconFilesUnderTheKeysShownNameAreIcons() {
    let plist = """
      <plist version="1.0"><dict>
      <key>Icon files</key><array><string>Icon.png</string><string>Icon-48px.png</string></array>
      </dict></plist>
      """
    let sizes = ["ios/Icon.png": (57, 57), "ios/Icon-48px.png": (48, 48)]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4")).report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": plist]))
    #expect(Set(report.systemImages.map(\.path)) == Set(sizes.keys))
    #expect(!report.findings.contains { $0.file == "ios/Icon-48px.png" })
  }

  /// RecycleRush names its icon `Slide1.png` with its extension: its
  /// `NumberPad/Slide1.JPG`, a 468 × 407 button background, is no icon
  /// (iOS reads the name as given). Without an extension any format is.
  @Test(arguments: [("Slide1.png", false), ("Slide1", true)])
  func anIconNamedWithItsExtensionIsThatFileOnly(declared: String, isIcon: Bool) {
    let plist = """
      <plist version="1.0"><dict>
      <key>CFBundleIconFiles</key><array><string>\(declared)</string></array>
      </dict></plist>
      """
    let sizes = ["Slide1.png": (57, 57), "NumberPad/Slide1.JPG": (468, 407)]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs")).report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": plist]))
    #expect(report.systemImages.contains { $0.path == "Slide1.png" })
    #expect(report.systemImages.contains { $0.path == "NumberPad/Slide1.JPG" } == isIcon)
  }

  @Test func aOneXTallLaunchImageIsNoSizeFinding() {
    // newsyc's `Legacy-Default-568h.png` is 320 × 548: no 1x device has a
    // 568-point screen, so iOS never loads it; its @2x (640 × 1096) is the
    // real defect.
    let report = AssetAudit().report(
      forFiles: [
        "Launch Images/Legacy-Default-568h.png", "Launch Images/Legacy-Default-568h@2x.png",
        "newsyc-Info.plist",
      ],
      stub: StubAuditFiles(
        sizes: [
          "Launch Images/Legacy-Default-568h.png": (320, 548),
          "Launch Images/Legacy-Default-568h@2x.png": (640, 1096),
        ], texts: ["newsyc-Info.plist": Self.infoPlist]))
    #expect(
      report.findings.map { "\($0.kind) \($0.file)" } == [
        "wrongPixelSize Launch Images/Legacy-Default-568h@2x.png"
      ])
  }

  @Test func withoutThePlistTheyAreResources() {
    let report = report(withPlist: false)
    #expect(report.systemImages.map(\.path) == ["Icons/Legacy-iTunesArtwork@2x.png"])
    #expect(report.findings.contains { $0.kind == .upscaledFallback })
  }

  /// Rocket.Chat's alternate icons (iOS 10.3) are icons too, `Black-83.5`
  /// (the iPad Pro's 83.5 points) by its whole name.
  @Test func alternateIconsAreIcons() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIcons</key><dict>
      <key>CFBundleAlternateIcons</key><dict><key>Black</key><dict>
      <key>CFBundleIconFiles</key><array><string>Black-60</string><string>Black-83.5</string></array>
      </dict></dict></dict></dict></plist>
      """
    var declared = DeclaredSystemImages()
    declared.add(infoPlist: Array(plist.utf8))
    #expect(declared.iconBases == ["Black-60", "Black-83.5"])
    #expect(declared.names(FileName("Black-83.5@2x.png")))
    let sizes = ["AlternateIcons/Black-83.5@2x.png": (167, 167)]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone6plus")).report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": plist]))
    #expect(report.systemImages.map(\.path) == ["AlternateIcons/Black-83.5@2x.png"])
    #expect(report.findings.isEmpty, "\(report.findings)")
  }

  /// Tournament Scheduler declares its only icon `masc-iphone.png` (no
  /// size in the name), 180 × 167 px: an app icon is square, so iOS
  /// stretches it. A square declared icon of any size is no finding, nor
  /// is a URL type's icon (iCheaper's 10 × 35 `big-btn-green.png`).
  @Test(arguments: [((180, 167), true), ((57, 57), false), ((180, 180), false)])
  func aDeclaredIconOfNoNamedSizeIsSquare(size: (Int, Int), isFinding: Bool) {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIconFile</key><string>masc-iphone.png</string>
      </dict></plist>
      """
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs")).report(
      forFiles: ["masc-iphone.png", "Info.plist"],
      stub: StubAuditFiles(sizes: ["masc-iphone.png": size], texts: ["Info.plist": plist]))
    #expect(report.systemImages.map(\.path) == ["masc-iphone.png"])
    let squares = report.findings.filter { $0.kind == .wrongPixelSize }
    let urlIcon = plist.replacing(
      "<key>CFBundleIconFile</key><string>masc-iphone.png</string>",
      with: "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLIconFile</key>"
        + "<string>masc-iphone</string></dict></array>")
    let url = AssetAudit(devices: AuditFixtures.devices("iphone3gs")).report(
      forFiles: ["masc-iphone.png", "Info.plist"],
      stub: StubAuditFiles(sizes: ["masc-iphone.png": size], texts: ["Info.plist": urlIcon]))
    #expect(url.systemImages.map(\.path) == ["masc-iphone.png"])
    #expect(!url.findings.contains { $0.kind == .wrongPixelSize })
    #expect(squares.count == (isFinding ? 1 : 0), "\(report.findings)")
    if isFinding {
      #expect(
        squares.first?.message
          == "masc-iphone.png is 180×167 px, but an app icon, square, is 180×180 px: iOS ignores "
          + "or rescales it; export it at 180×180 px")
    }
  }

  /// stickyet, an iPhone game, ships the iPad's 50-point Spotlight icon
  /// at 72 px: no audited device shows it. An iPad would, and as its
  /// largest home-screen icon too (icons are known by their pixel size).
  @Test func anIconOnlyTheIPadShowsIsMootOnAnIPhone() {
    let sizes = ["Icon-Small-50.png": (72, 72)]
    let phones = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6plus"))
    #expect(phones.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes)).isClean)
    let pads = AssetAudit(devices: AuditFixtures.devices("ipad"))
    #expect(
      Set(
        pads.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes)).findings.map(
          \.kind)) == [.wrongPixelSize, .upscaledFallback])
  }

  @Test(arguments: ["Info.plist", "newsyc-Info.plist", "Game/Info-lite.plist"])
  func infoPlistNames(path: String) {
    #expect(AssetAudit.isInfoPlist(path))
  }

  @Test(arguments: ["Settings.plist", "sheet-hd.plist", "Information.txt"])
  func otherFilesAreNotInfoPlists(path: String) {
    #expect(!AssetAudit.isInfoPlist(path))
  }
}
