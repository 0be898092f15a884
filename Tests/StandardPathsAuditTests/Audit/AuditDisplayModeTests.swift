import TestSupport
import Testing

@testable import StandardPathsAudit

/// Apps iOS runs zoomed on tall phones, and the other names an app's
/// `Info.plist` and bundle make the system's, as real trees lay them out:
/// ioctocat (iOS 6: `Default-568h@2x.png`, loose `@2x` toolbar icons, no
/// launch storyboard), iosfrotz (document-type icons, 2048-pixel launch
/// art), smash-fort (a cocos2d sheet iCloud has not downloaded).
@Suite struct AuditDisplayModeTests {
  private let phones = AssetAudit(
    devices: AuditFixtures.devices("iphone4", "iphone5", "iphone6", "iphone6plus", "iphonex"))

  /// ioctocat's launch images and one of its toolbar icons.
  private let ioctocat: [String: (Int, Int)] = [
    "Default.png": (320, 480), "Default@2x.png": (640, 960), "Default-568h@2x.png": (640, 1136),
    "Toolbar/ToolbarStar.png": (17, 17), "Toolbar/ToolbarStar@2x.png": (34, 34),
  ]

  private func report(
    _ sizes: [String: (Int, Int)], others: [String] = [], texts: [String: String] = [:]
  ) -> AuditReport {
    phones.report(
      forFiles: Array(sizes.keys) + others, stub: StubAuditFiles(sizes: sizes, texts: texts))
  }

  private func star(_ report: AuditReport) throws -> [String?] {
    try #require(report.assets.first { $0.path == "Toolbar/ToolbarStar.png" }).choices.map(\.file)
  }

  @Test func withoutALaunchImageForTallPhonesTheyRunTheAppZoomed() throws {
    let report = report(ioctocat)
    #expect(report.conventionReason.contains("run the app zoomed, as a 320×568-point phone"))
    // Every phone loads the @2x; no @3x is wanted.
    #expect(try star(report).allSatisfy { $0 == "Toolbar/ToolbarStar@2x.png" })
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
  }

  /// Taka Dating ships no launch image, so its @3x phones run it at @2x:
  /// `send_social@3x.png` (120 px beside an 80-pixel @2x) waits for the
  /// launch screen the `missingLaunchImage` finding asks for, and "remove
  /// it" would be the wrong fix, as for `select_active@3x.png` (43 px
  /// beside a 15-pixel 1x and a wrong 20-pixel @2x). `chat_blue_bg@3x.png`
  /// (100 px beside 30 and 60, a copy of iPad art) is the wrong size for
  /// the phones that will load it: resize it, not remove it.
  @Test func aZoomedAppsRightAt3xWaitsForItsLaunchScreen() throws {
    let sizes = [
      "send_social@2x.png": (80, 80), "send_social@3x.png": (120, 120),
      "chat_blue_bg.png": (30, 30), "chat_blue_bg@2x.png": (60, 60),
      "chat_blue_bg@3x.png": (100, 100), "select_active.png": (15, 15),
      "select_active@2x.png": (20, 20), "select_active@3x.png": (43, 43),
    ]
    let files = Array(sizes.keys) + ["Info.plist"]
    let stub = StubAuditFiles(
      sizes: sizes, texts: ["Info.plist": plist("<key>CFBundleName</key><string>Taka</string>")])
    let bundle = phones.report(forFiles: files, reader: stub, bundlePaths: files)
    #expect(bundle.findings.contains { $0.kind == .missingLaunchImage })
    #expect(bundle.conventionReason.contains("no phone launch image and no launch screen file"))
    #expect(!bundle.findings.contains { $0.kind == .unreachableVariant })
    let wrong = bundle.findings.filter { $0.kind == .wrongPixelSize }
    #expect(wrong.map(\.file) == ["chat_blue_bg@3x.png"])
    let chat = try #require(wrong.first { $0.file == "chat_blue_bg@3x.png" })
    #expect(chat.expectedPixelSize == AuditPixelSize(width: 90, height: 90))
    #expect(chat.message.hasSuffix("resize it to 90×90 px"))
    #expect(chat.message.contains("while the app runs zoomed"))
  }

  /// nowbox, an iPad-only app, copies phone launch images no iPad loads:
  /// the report says nothing of phones it does not audit.
  @Test func anIPadOnlyAuditSaysNothingOfZoomedPhones() {
    let pads = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina"))
    var sizes = ioctocat
    sizes["Default-568h@2x.png"] = nil
    let report = pads.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    #expect(!report.conventionReason.contains("phone"), "\(report.conventionReason)")
    #expect(self.report(sizes).conventionReason.contains("as a 320×480-point phone"))
  }

  @Test func withoutA568hLaunchImageTheyRunItLetterboxed() throws {
    var sizes = ioctocat
    sizes["Default-568h@2x.png"] = nil
    let report = report(sizes)
    #expect(report.conventionReason.contains("as a 320×480-point phone"))
    #expect(report.conventionReason.contains("phone launch images only for screens up to 480"))
    #expect(report.findings.map(\.kind) == [.missingLaunchImage])
  }

  /// Mapplas and iShare (iOS 5) copy `Default-568h@2x.png` alone: the
  /// 3.5-inch phones find no launch image and show a black screen at
  /// launch. With `Default.png` the iPhone 4 shows that one upscaled.
  @Test func onlyATallPhonesLaunchImageLeavesShortPhonesBlack() throws {
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4", "iphone5"))
    let sizes = ["Default-568h@2x.png": (640, 1136), "ic_arrow.png": (20, 20)]
    let report = audit.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    let finding = try #require(
      report.findings.first { $0.message.hasPrefix("no launch image for a 320×480-point phone") })
    #expect(finding.devices == ["iphone3gs", "iphone4"])
    #expect(finding.suggestions == ["Default.png", "Default@2x.png"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 640, height: 960))
    var withShort = sizes
    withShort["Default.png"] = (320, 480)
    let short = audit.report(
      forFiles: Array(withShort.keys), stub: StubAuditFiles(sizes: withShort))
    #expect(!short.findings.contains { $0.message.hasPrefix("no launch image for a 320×480") })
    #expect(short.findings.contains { $0.suggestions == ["Default@2x.png"] })
  }

  /// Sound Out Phonics (iPad only) ships a 1024 × 768 `Default.png`: an
  /// iPad without a launch image of its own shows it, so it is no phone's
  /// launch image of the wrong size there. Audited on a phone, it is.
  @Test(arguments: [false, true])
  func aPlainLaunchImageOfAnIPadsSizeFitsAnIPadApp(withPhone: Bool) {
    let sizes = ["IntroSprites/Default.png": (1024, 768)]
    let devices =
      withPhone
      ? AuditFixtures.devices("iphone4", "ipad") : AuditFixtures.devices("ipad", "ipad-retina")
    let report = AssetAudit(devices: devices).report(
      forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    #expect(report.findings.contains { $0.kind == .wrongPixelSize } == withPhone)
  }

  /// Sparrow-vs.-Cocos: its target ships no launch image and no launch
  /// screen at all, so every taller phone runs it letterboxed at @2x (no
  /// @3x is loaded). A folder says nothing of what else the app ships.
  @Test func aTargetThatShipsNoLaunchImageRunsLetterboxed() throws {
    let sizes = ["dirt@2x.png": (64, 64)]
    let files = Array(sizes.keys) + ["Info.plist"]
    let stub = StubAuditFiles(
      sizes: sizes, texts: ["Info.plist": plist("<key>CFBundleName</key><string>Game</string>")])
    let bundle = phones.report(forFiles: files, reader: stub, bundlePaths: files)
    #expect(bundle.conventionReason.contains("as a 320×480-point phone"))
    let finding = try #require(bundle.findings.first { $0.kind == .missingLaunchImage })
    #expect(finding.devices == ["iphone5", "iphone6", "iphone6plus", "iphonex"])
    #expect(finding.message.hasPrefix("no launch image and no launch screen"))
    #expect(!bundle.findings.contains { $0.kind == .upscaledFallback })
    // marbles' image set named `Default` is no launch image.
    let imageSet = "Images.xcassets/Default.imageset/"
    let withSet = files + [imageSet + "Default@2x.png", imageSet + "Contents.json"]
    let marbles = StubAuditFiles(
      sizes: ["dirt@2x.png": (64, 64), imageSet + "Default@2x.png": (64, 64)],
      texts: [
        "Info.plist": plist("<key>CFBundleName</key><string>Game</string>"),
        imageSet + "Contents.json":
          #"{"images": [{"idiom": "universal", "scale": "2x", "filename": "Default@2x.png"}]}"#,
      ])
    #expect(
      phones.report(forFiles: withSet, reader: marbles, bundlePaths: withSet).findings.contains {
        $0.message.hasPrefix("no launch image and no launch screen")
      })
    let folder = phones.report(forFiles: files, stub: stub)
    #expect(!folder.conventionReason.contains("zoomed"))
    #expect(!folder.findings.contains { $0.kind == .missingLaunchImage })
    // SpaceDomination's launch image set is empty: none either.
    let set = "Images.xcassets/LaunchImage.launchimage/Contents.json"
    let empty = StubAuditFiles(
      sizes: sizes,
      texts: [
        "Info.plist": plist("<key>CFBundleName</key><string>Game</string>"),
        set: #"{"images": [{"idiom": "iphone", "subtype": "retina4", "scale": "2x"}]}"#,
      ])
    let spaceDomination = phones.report(
      forFiles: files + [set], reader: empty, bundlePaths: files + [set])
    #expect(spaceDomination.conventionReason.contains("as a 320×480-point phone"))
    #expect(spaceDomination.findings.contains { $0.message.hasPrefix("no launch image and no") })
    // Taka Dating, universal, compiles an empty set too: its iPads show a
    // black screen at launch. Plouf's `Default-Landscape~ipad.png` is an
    // iPad's launch image, so only its phones are named.
    let universal = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad-retina"))
    let taka = universal.report(
      forFiles: files + [set], reader: empty, bundlePaths: files + [set])
    let black = try #require(taka.findings.first { $0.kind == .missingLaunchImage })
    #expect(black.devices == ["iphone6", "ipad-retina"])
    #expect(black.message.contains("and ipad-retina shows a black screen at launch"))
    // ProtectHome, an iPad game allowed only landscape, compiles an empty
    // set: its iPads show a black screen at launch, and the images asked
    // for are landscape ones.
    let landscape = StubAuditFiles(
      sizes: sizes,
      texts: [
        "Info.plist": plist(
          "<key>UISupportedInterfaceOrientations~ipad</key><array>"
            + "<string>UIInterfaceOrientationLandscapeLeft</string></array>"),
        set: #"{"images": [{"idiom": "ipad", "orientation": "landscape", "scale": "2x"}]}"#,
      ])
    let protectHome = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: files + [set], reader: landscape, bundlePaths: files + [set])
    let padBlack = try #require(protectHome.findings.first { $0.kind == .missingLaunchImage })
    #expect(padBlack.devices == ["ipad", "ipad-retina"])
    #expect(padBlack.file == "Default-Landscape~ipad.png")
    #expect(padBlack.expectedPixelSize == AuditPixelSize(width: 2048, height: 1536))
    #expect(padBlack.message.contains("ipad, ipad-retina show a black screen at launch"))
    let padImage = files + ["Default-Landscape~ipad.png"]
    var padSizes = sizes
    padSizes["Default-Landscape~ipad.png"] = (1024, 768)
    let plouf = universal.report(
      forFiles: padImage,
      reader: StubAuditFiles(
        sizes: padSizes,
        texts: ["Info.plist": plist("<key>CFBundleName</key><string>Game</string>")]),
      bundlePaths: padImage)
    let phonesOnly = try #require(
      plouf.findings.first { $0.message.hasPrefix("no launch image and no") })
    #expect(phonesOnly.devices == ["iphone6"])
    // An app extension (Lockwise's credential provider) shows no launch
    // screen and runs full screen in its host: the @3x phones upscale.
    let extensionStub = StubAuditFiles(
      sizes: sizes,
      texts: ["Info.plist": plist("<key>NSExtension</key><dict></dict>")])
    let provider = phones.report(forFiles: files, reader: extensionStub, bundlePaths: files)
    #expect(provider.findings.map(\.kind) == [.upscaledFallback])
    // slingmath's Info.plist lists its `Default.png` as an icon too: it is
    // still its launch image.
    let listed = StubAuditFiles(
      sizes: ["Default.png": (320, 480)],
      texts: [
        "Info.plist": plist(
          "<key>CFBundleIconFiles</key><array><string>Default.png</string></array>")
      ])
    let slingmath = phones.report(
      forFiles: ["Default.png", "Info.plist"], reader: listed,
      bundlePaths: ["Default.png", "Info.plist"])
    #expect(!slingmath.findings.contains { $0.message.hasPrefix("no launch image and no") })
  }

  /// A launch image for a taller phone, a launch storyboard, or the
  /// `Info.plist` keys for either: the app runs full screen, and the @3x
  /// phones upscale the @2x.
  @Test(arguments: [
    (["Default-667h@2x.png": (750, 1334)], [String](), [String: String]()),
    ([:], ["Base.lproj/LaunchScreen.storyboard"], [:]),
    (
      [:], ["Info.plist"],
      ["Info.plist": plist("<key>UILaunchStoryboardName</key><string>Launch</string>")]
    ),
    (
      [:], ["Info.plist"],
      [
        "Info.plist": plist(
          "<key>UILaunchImages</key><array><dict><key>UILaunchImageName</key>"
            + "<string>Default-736h</string><key>UILaunchImageSize</key>"
            + "<string>{414, 736}</string></dict></array>")
      ]
    ),
  ])
  func aLaunchScreenForTallPhonesRunsItFullScreen(
    sizes: [String: (Int, Int)], others: [String], texts: [String: String]
  ) throws {
    let report = report(ioctocat.merging(sizes) { $1 }, others: others, texts: texts)
    #expect(!report.conventionReason.contains("zoomed"))
    let upscaled = try #require(report.findings.first { $0.kind == .upscaledFallback })
    #expect(upscaled.file == "Toolbar/ToolbarStar@2x.png")
    #expect(upscaled.devices == ["iphone6plus", "iphonex"])
  }

  @Test func aLaunchStoryboardNeedsNo568hLaunchImage() {
    var sizes = ioctocat
    sizes["Default-568h@2x.png"] = nil
    let report = report(sizes, others: ["LaunchScreen.xib"])
    #expect(!report.findings.contains { $0.kind == .missingLaunchImage })
  }

  /// PUMPL (iOS 4) copies `LaunchViewController.xib`, the nib of its first
  /// screen, and its `Info.plist` names no launch storyboard: taller phones
  /// letterbox it. A nib is a launch screen when the `Info.plist` names it,
  /// or, beside one that does not, by Xcode's template name (a build
  /// setting may name it); without an `Info.plist`, by a name that says
  /// launch and is no view controller's.
  @Test(arguments: [
    ("LaunchViewController.xib", true, false), ("LaunchScreen.storyboard", true, true),
    ("Launch Screen.xib", true, true), ("Launch.xib", true, false),
    ("Launch.xib", false, true), ("LaunchViewController.xib", false, false),
  ])
  func aLaunchScreenIsTheNibTheInfoPlistNames(
    nib: String, hasInfoPlist: Bool, isLaunchScreen: Bool
  ) {
    var sizes = ioctocat
    sizes["Default-568h@2x.png"] = nil
    let info = plist("<key>CFBundleName</key><string>PUMPL</string>")
    let report = report(
      sizes, others: [nib] + (hasInfoPlist ? ["Info.plist"] : []),
      texts: hasInfoPlist ? ["Info.plist": info] : [:])
    #expect(report.findings.contains { $0.kind == .missingLaunchImage } == !isLaunchScreen)
  }

  /// FilBalad's target copies a template-named `LaunchScreen.storyboard`
  /// that its `Info.plist` does not name, and no build setting does: iOS
  /// ignores it. A target's `INFOPLIST_KEY_UILaunchStoryboardName` names
  /// one; a folder audited without a target keeps the template name, as
  /// does a target whose `Info.plist` was not read.
  @Test(arguments: [
    (true, [String]?.some([]), false), (true, ["LaunchScreen"], true), (true, nil, true),
    (false, [], true),
  ])
  func aTargetsLaunchScreenIsOneItsInfoPlistOrSettingsName(
    readsInfoPlist: Bool, setting: [String]?, hasLaunchScreen: Bool
  ) {
    var declared = DeclaredSystemImages.none
    if readsInfoPlist { declared.add(infoPlist: Array(plist("").utf8)) }
    #expect(
      AppDisplayMode.hasLaunchScreen(
        among: ["App/Base.lproj/LaunchScreen.storyboard", "App/Main.storyboard"],
        declared: declared, launchScreenSetting: setting) == hasLaunchScreen)
  }

  @Test func iconsTheInfoPlistNamesAreNoLookAlikes() {
    // ioctocat's `CFBundleIconFiles`: Icon-iPad.png and Icon-iPad@2x.png.
    let icons = plist(
      "<key>CFBundleIconFiles</key><array><string>Icon.png</string><string>Icon@2x.png</string>"
        + "<string>Icon-iPad.png</string><string>Icon-iPad@2x.png</string></array>")
    let sizes = [
      "Icon/Icon.png": (57, 57), "Icon/Icon@2x.png": (114, 114), "Icon/Icon-iPad.png": (72, 72),
      "Icon/Icon-iPad@2x.png": (144, 144),
    ]
    let declared = AssetAudit().report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": icons]))
    // Only iOS 7's larger home-screen icons are missing (120, 180, 76, 152 px).
    #expect(
      declared.findings.map(\.file) == [
        "Icon/Icon@2x.png", "Icon/Icon-iPad.png", "Icon/Icon-iPad@2x.png",
      ],
      "\(declared.findings.map(\.message))")
    #expect(declared.systemImages.count == 4)
    let undeclared = AssetAudit().report(
      forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    #expect(undeclared.findings.contains { $0.kind == .malformedSuffix })
  }

  @Test func documentTypeIconsAreTheSystems() {
    // iosfrotz's `CFBundleDocumentTypes`: zcode-64.png … zcode-640.png.
    let types = plist(
      "<key>CFBundleDocumentTypes</key><array><dict><key>CFBundleTypeIconFiles</key>"
        + "<array><string>zcode-64.png</string><string>zcode-640.png</string></array>"
        + "</dict></array>")
    let sizes = ["resources/zcode-64.png": (64, 64), "resources/zcode-640.png": (640, 640)]
    let report = AssetAudit().report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": types]))
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
  }

  @Test func anImageAsLargeAsTheScreenIsNeverUpscaled() throws {
    // iosfrotz's launch artwork, 2048 × 2048 at 1x; its 60 × 60 icon art is.
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6plus", "ipad-retina"))
      .report(
        forFiles: ["Frotz-2048x2048.png", "Frotz-60x60.png"],
        stub: StubAuditFiles(sizes: [
          "Frotz-2048x2048.png": (2048, 2048), "Frotz-60x60.png": (60, 60),
        ]))
    #expect(report.findings.map(\.file) == ["Frotz-60x60.png"])
  }

  @Test func aVariantICloudHasNotDownloadedIsNoUpscaleFinding() {
    // smash-fort: GameSpriteSheet-hd.png is an iCloud placeholder.
    let report = AssetAudit().report(
      forFiles: [
        "GameSpriteSheet.png", ".GameSpriteSheet-hd.png.icloud", "Battery.png", "Battery-hd.png",
      ],
      stub: StubAuditFiles(sizes: [
        "GameSpriteSheet.png": (1024, 1024), "Battery.png": (40, 40), "Battery-hd.png": (80, 80),
      ]))
    #expect(report.convention == .cocos2d)
    #expect(report.findings.map(\.kind) == [.notDownloaded], "\(report.findings.map(\.message))")
  }

  /// wheelmap's launch image set (real slots): Xcode lists the 667h and
  /// 736h slots, but only the iPhone 4 and 5 ones hold a file, and the app
  /// has no launch storyboard: the taller phones run it zoomed, and its
  /// `start_logo@2x.png` (360 × 90) is what they load.
  @Test func aLaunchImageSetCountsByTheSlotsThatHoldAFile() throws {
    let set = "Images.xcassets/LaunchImage.launchimage/"
    func contents(filling tall: Bool) -> String {
      let file = tall ? #""filename": "Default-667h@2x.png", "# : ""
      return """
        {"images": [
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen",
           "minimum-system-version": "8.0", "subtype": "736h", "scale": "3x"},
          {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", \(file)
           "minimum-system-version": "8.0", "subtype": "667h", "scale": "2x"},
          {"orientation": "portrait", "idiom": "iphone", "filename": "Default@2x.png",
           "extent": "full-screen", "minimum-system-version": "7.0", "scale": "2x"},
          {"extent": "full-screen", "idiom": "iphone", "subtype": "retina4",
           "filename": "Default-568h@2x.png", "minimum-system-version": "7.0",
           "orientation": "portrait", "scale": "2x"}
        ]}
        """
    }
    var sizes: [String: (Int, Int)] = [
      set + "Default@2x.png": (640, 960), set + "Default-568h@2x.png": (640, 1136),
      "start_logo.png": (180, 45), "start_logo@2x.png": (360, 90),
    ]
    let zoomed = phones.report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents(filling: false)]))
    #expect(zoomed.conventionReason.contains("as a 320×568-point phone"))
    // The set's empty 667h and 736h slots are why: one finding each.
    #expect(
      zoomed.findings.map {
        "\($0.kind) \($0.devices) \($0.expectedPixelSize.map(\.description) ?? "")"
      }
      .sorted() == [
        #"missingLaunchImage ["iphone6"] 750×1334"#,
        #"missingLaunchImage ["iphone6plus"] 1242×2208"#,
      ], "\(zoomed.findings.map(\.message))")
    // Its one @3x image: with the `Info.plist` read, iOS still decides by
    // the launch screen alone; without it, the @3x is a sign of one.
    var withArt = sizes
    withArt["start_icon-grid-category@3x.png"] = (93, 93)
    let texts = [set + "Contents.json": contents(filling: false), "Info.plist": plist("")]
    let art = phones.report(
      forFiles: Array(withArt.keys) + [set + "Contents.json", "Info.plist"],
      stub: StubAuditFiles(sizes: withArt, texts: texts))
    #expect(art.conventionReason.contains("as a 320×568-point phone"))
    let guessed = phones.report(
      forFiles: Array(withArt.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: withArt, texts: texts))
    #expect(!guessed.conventionReason.contains("zoomed"))
    sizes[set + "Default-667h@2x.png"] = (750, 1334)
    let full = phones.report(
      forFiles: Array(sizes.keys) + [set + "Contents.json"],
      stub: StubAuditFiles(sizes: sizes, texts: [set + "Contents.json": contents(filling: true)]))
    #expect(!full.conventionReason.contains("zoomed"))
    #expect(full.findings.map(\.file) == ["start_logo@2x.png"])
  }

  /// G-licious (universal, iOS 8, no launch storyboard) compiles a launch
  /// image set whose phone slots hold files and whose iPad slots (portrait
  /// only in its `Info.plist`) are all empty: the iPads show a phone's
  /// image stretched. A launch storyboard, a set with an iPad image, or
  /// devices not chosen (a folder audited on every device) say nothing.
  /// Bilibili's set has iPad images in landscape only, for an app that
  /// may start in portrait: an iPad started so finds none.
  @Test func aLaunchImageSetWithoutAnIPadImage() throws {
    let set = "G-licious/Images.xcassets/LaunchImage.launchimage/"
    func contents(padFile: Bool, padOrientation: String = "portrait") -> String {
      """
      {"images": [
        {"extent": "full-screen", "idiom": "iphone", "subtype": "667h",
         "filename": "ls-iphone6.png", "minimum-system-version": "8.0",
         "orientation": "portrait", "scale": "2x"},
        {"orientation": "portrait", "idiom": "ipad", "extent": "full-screen",
         "minimum-system-version": "7.0", "scale": "1x"},
        {"orientation": "\(padOrientation)", "idiom": "ipad", "extent": "full-screen",
         \(padFile ? #""filename": "ls-ipad@2x.png", "# : "")
         "minimum-system-version": "7.0", "scale": "2x"}
      ]}
      """
    }
    let sizes: [String: (Int, Int)] = [
      set + "ls-iphone6.png": (750, 1334), set + "ls-ipad@2x.png": (1536, 2048),
    ]
    let orientations =
      "<key>UISupportedInterfaceOrientations~ipad</key><array>"
      + "<string>UIInterfaceOrientationPortrait</string></array>"
    let universal = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad", "ipad-retina"))
    func findings(
      _ audit: AssetAudit, padFile: Bool, keys: String, padOrientation: String = "portrait"
    ) -> [String] {
      audit.report(
        forFiles: Array(sizes.keys) + [set + "Contents.json", "G-licious/Info.plist"],
        stub: StubAuditFiles(
          sizes: sizes,
          texts: [
            set + "Contents.json": contents(padFile: padFile, padOrientation: padOrientation),
            "G-licious/Info.plist": plist(keys),
          ])
      ).findings.filter {
        $0.kind == .missingLaunchImage && $0.devices.contains { $0.hasPrefix("ipad") }
      }.map {
        "\($0.devices) \($0.expectedPixelSize.map(\.description) ?? "")"
      }
    }
    #expect(
      findings(universal, padFile: false, keys: orientations) == [
        #"["ipad", "ipad-retina"] 1536×2048"#
      ])
    #expect(findings(universal, padFile: true, keys: orientations).isEmpty)
    #expect(
      findings(universal, padFile: true, keys: orientations, padOrientation: "landscape") == [
        #"["ipad", "ipad-retina"] 1536×2048"#
      ])
    let storyboard = "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"
    #expect(findings(universal, padFile: false, keys: orientations + storyboard).isEmpty)
    let everyDevice = AssetAudit(devices: AuditDevice.presets)
    #expect(findings(everyDevice, padFile: false, keys: orientations).isEmpty)
  }

  /// DanTang (2017) fills its set's slots up to the 6 Plus's 736h and has
  /// no launch storyboard: the iPhone X shows it letterboxed. AudioKit
  /// Synth One, a landscape app, fills the landscape 2436h slot.
  @Test(arguments: [(nil, true), ("portrait", false), ("landscape", false)])
  func anAppBuiltBeforeTheIPhoneXIsLetterboxedThere(tallSlot: String?, letterboxed: Bool) {
    let set = "Images.xcassets/LaunchImage.launchimage/"
    var slots = [
      ("736h", "3x", "portrait"), ("667h", "2x", "portrait"), ("retina4", "2x", "portrait"),
    ]
    if let tallSlot { slots.append(("2436h", "3x", tallSlot)) }
    let images = slots.map { subtype, scale, orientation in
      #"{"idiom": "iphone", "extent": "full-screen", "subtype": "\#(subtype)", "scale": "\#(scale)", "#
        + #""orientation": "\#(orientation)", "filename": "\#(subtype).png"}"#
    }
    let sizes: [String: (Int, Int)] = [
      set + "736h.png": (1242, 2208), set + "667h.png": (750, 1334),
      set + "retina4.png": (640, 1136),
      set + "2436h.png": (1125, 2436),
    ].filter { tallSlot != nil || !$0.key.hasSuffix("2436h.png") }
    let texts = [
      set + "Contents.json": #"{"images": ["# + images.joined(separator: ",") + "]}",
      "Info.plist": plist("<key>CFBundleName</key><string>DanTang</string>"),
    ]
    let report = phones.report(
      forFiles: Array(sizes.keys) + Array(texts.keys),
      stub: StubAuditFiles(sizes: sizes, texts: texts))
    #expect(
      Self.launchFindings(report) == (letterboxed ? [#"Default-812h@3x.png ["iphonex"]"#] : []),
      "\(report.findings.map(\.message))")
  }

  /// The `missingLaunchImage` findings of `report`, as file and devices.
  private static func launchFindings(_ report: AuditReport) -> [String] {
    report.findings.filter { $0.kind == .missingLaunchImage }.map { "\($0.file) \($0.devices)" }
  }

  /// TowerDefense copies `Default-667h@2x.png` and `Default-736h@3x.png`,
  /// which its `Info.plist` does not list in `UILaunchImages`, and has no
  /// launch screen: iOS shows neither, and the taller phones run the app
  /// zoomed. Listed, they are shown, and the app runs full screen.
  @Test(arguments: [false, true])
  func aTallPhonesLooseLaunchImageIsShownOnlyWhenTheInfoPlistListsIt(isListed: Bool) {
    let sizes: [String: (Int, Int)] = [
      "ios/Default.png": (320, 480), "ios/Default@2x.png": (640, 960),
      "ios/Default-568h@2x.png": (640, 1136), "ios/Default-667h@2x.png": (750, 1334),
      "ios/Default-736h@3x.png": (1242, 2208),
    ]
    let listed = [("667", "375"), ("736", "414")].map { height, width in
      "<dict><key>UILaunchImageName</key><string>Default-\(height)h</string>"
        + "<key>UILaunchImageSize</key><string>{\(width), \(height)}</string></dict>"
    }
    let keys =
      "<key>CFBundleName</key><string>TowerDefense</string>"
      + (isListed ? "<key>UILaunchImages</key><array>\(listed.joined())</array>" : "")
    let texts = ["ios/Info.plist": plist(keys)]
    let report = phones.report(
      forFiles: Array(sizes.keys) + Array(texts.keys),
      stub: StubAuditFiles(sizes: sizes, texts: texts))
    #expect(
      Self.launchFindings(report)
        == (isListed ? [] : [#"ios/Default-667h@2x.png ["iphone6", "iphone6plus", "iphonex"]"#]),
      "\(report.findings.map(\.message))")
    #expect(report.conventionReason.contains("run the app zoomed") == !isListed)
  }
}

/// An `Info.plist` holding `keys`.
private func plist(_ keys: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0"><dict>\(keys)</dict></plist>
  """
}

/// Launch images without their @2x, as shikaku and nonogramiphone ship
/// them: the Retina devices that show them see them upscaled.
@Suite struct AuditRetinaLaunchImageTests {
  private let devices = AssetAudit(
    devices: AuditFixtures.devices("iphone3gs", "iphone4", "iphone6", "ipad", "ipad-retina"))

  private func missing(_ sizes: [String: (Int, Int)], others: [String] = []) -> [String] {
    devices.report(forFiles: Array(sizes.keys) + others, stub: StubAuditFiles(sizes: sizes))
      .findings.filter { $0.kind == .missingLaunchImage }.map { "\($0.file) \($0.devices)" }
      .sorted()
  }

  @Test func aOneXLaunchImageWithoutItsRetinaOneIsReportedForTheDevicesThatShowIt() {
    // shikaku: Default-Portrait~ipad.png (768 × 1024) and no @2x of it.
    let shikaku = [
      "Default.png": (320, 480), "Default@2x.png": (640, 960),
      "Default-568h@2x.png": (640, 1136), "Default-Portrait~ipad.png": (768, 1024),
    ]
    #expect(missing(shikaku) == [#"Default-Portrait@2x~ipad.png ["ipad-retina"]"#])
    // nonogramiphone names it without `~ipad`: an orientation is the iPad's.
    let nonogram = [
      "Default.png": (320, 480), "Default@2x.png": (640, 960),
      "Default-568h@2x.png": (640, 1136), "Default-Portrait.png": (768, 1024),
    ]
    #expect(missing(nonogram) == [#"Default-Portrait@2x.png ["ipad-retina"]"#])
    // A phone's 1x alone: the 3.5-inch Retina phone shows it upscaled,
    // and the iPads the phone's image.
    #expect(
      missing(["Default.png": (320, 480), "Default-568h@2x.png": (640, 1136)]) == [
        #"Default-Portrait~ipad.png ["ipad", "ipad-retina"]"#, #"Default@2x.png ["iphone4"]"#,
      ])
    // oschina's only launch image, `Default.png`, is 640 × 960: iOS fits
    // it to the iPhone 4's screen, which it fills pixel for pixel.
    #expect(
      missing(["Default.png": (640, 960), "Default-568h@2x.png": (640, 1136)]) == [
        #"Default-Portrait~ipad.png ["ipad", "ipad-retina"]"#
      ])
    var complete = shikaku
    complete["Default-Portrait@2x~ipad.png"] = (1536, 2048)
    #expect(missing(complete).isEmpty)
    #expect(missing(shikaku, others: ["LaunchScreen.storyboard"]).isEmpty)
  }

  /// Pizarro, an iPhone game, names `Default-ipad.png` only under
  /// `UILaunchImageFile~ipad`: an iPad's launch image, moot on its phones
  /// (it was judged a phone's, 768 × 1024 for 320 × 480, and missing its
  /// @2x on the iPhone 4). PsyTrack lists `Default-Landscape` only under
  /// `UILaunchImages~ipad`: `Default` stays every device's base.
  @Test func aLaunchImageOnlyTheIPadsKeysNameIsTheIPads() {
    let sizes = [
      "Default.png": (320, 480), "Default@2x.png": (640, 960),
      "Default-568h@2x.png": (640, 1136), "Default-ipad.png": (768, 1024),
    ]
    let phones = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4", "iphone5"))
    let pizarro = plist(
      "<key>UILaunchImageFile</key><string>Default.png</string>"
        + "<key>UILaunchImageFile~ipad</key><string>Default-ipad.png</string>")
    let files = Array(sizes.keys) + ["Info.plist"]
    let report = phones.report(
      forFiles: files, reader: StubAuditFiles(sizes: sizes, texts: ["Info.plist": pizarro]),
      bundlePaths: files)
    #expect(report.isClean, "\(report.findings.map(\.message))")
    let psyTrack = plist(
      "<key>UILaunchImages~ipad</key><array><dict><key>UILaunchImageName</key>"
        + "<string>Default-Landscape</string></dict></array>")
    let phoneImages = sizes.filter { $0.key != "Default-ipad.png" }
    let phoneFiles = Array(phoneImages.keys) + ["Info.plist"]
    let launch = phones.report(
      forFiles: phoneFiles,
      reader: StubAuditFiles(sizes: phoneImages, texts: ["Info.plist": psyTrack]),
      bundlePaths: phoneFiles)
    #expect(launch.isClean, "\(launch.findings.map(\.message))")
  }

  /// TimesTableFun lists four iPad launch images of its own names under
  /// `UILaunchImages~ipad`, all for a 768 × 1024-point screen:
  /// `Default768x1024.png` (768 × 1024) misses its @2x on the Retina iPad,
  /// but `Default1536x2048.png` already has that screen's pixels.
  @Test func aLaunchImageOfTheAppsOwnNameWithTheScreensPixelsMissesNothing() {
    let sizes = [
      "Default.png": (320, 480), "Default@2x.png": (640, 960),
      "Default-568h@2x.png": (640, 1136), "Default768x1024.png": (768, 1024),
      "Default1536x2048.png": (1536, 2048),
    ]
    let entries = ["Default768x1024", "Default1536x2048"].map { name in
      "<dict><key>UILaunchImageName</key><string>\(name)</string>"
        + "<key>UILaunchImageSize</key><string>{768, 1024}</string>"
        + "<key>UILaunchImageMinimumOSVersion</key><string>7.0</string></dict>"
    }
    let info = plist("<key>UILaunchImages~ipad</key><array>\(entries.joined())</array>")
    let files = Array(sizes.keys) + ["Info.plist"]
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: files, reader: StubAuditFiles(sizes: sizes, texts: ["Info.plist": info]),
      bundlePaths: files)
    #expect(
      report.findings.filter { $0.kind == .missingLaunchImage }.map(\.file) == [
        "Default768x1024@2x.png"
      ], "\(report.findings.map(\.message))")
  }

  /// Rocketman copies `Default.png` from two folders to one name in the
  /// app bundle: one launch image is missing its @2x, once.
  @Test func aLaunchImageCopiedTwiceIsMissingItsRetinaOneOnce() {
    let paths = [
      "Resources/Default.png", "Resources/Game Art/Default.png", "Resources/Default-568h@2x.png",
    ]
    var sizes = Dictionary(uniqueKeysWithValues: paths.map { ($0, (320, 480)) })
    sizes["Resources/Default-568h@2x.png"] = (640, 1136)
    let report = devices.report(
      forFiles: paths, reader: StubAuditFiles(sizes: sizes),
      bundlePaths: paths.map { String($0.split(separator: "/").last ?? "") })
    let found = report.findings.filter { $0.file == "Default@2x.png" }
    #expect(found.count == 1)
    #expect(
      found.first?.relatedFiles == ["Resources/Default.png", "Resources/Game Art/Default.png"])
  }

  /// supervoltage ships only `Default-Landscape~ipad.png` but runs in
  /// portrait on the iPad: no iPad shows that image, at any scale, and the
  /// portrait one it needs is missing.
  @Test(arguments: [
    ("UIInterfaceOrientationPortrait", [#"Default-Portrait~ipad.png ["ipad", "ipad-retina"]"#]),
    ("UIInterfaceOrientationLandscapeLeft", [#"Default-Landscape@2x~ipad.png ["ipad-retina"]"#]),
  ])
  func aLaunchImageForAnOrientationTheIPadDoesNotShowIsNotWanted(
    orientation: String, expected: [String]
  ) {
    let info = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UISupportedInterfaceOrientations~ipad</key>
      <array><string>\(orientation)</string></array></dict></plist>
      """
    let sizes = [
      "Default.png": (320, 480), "Default@2x.png": (640, 960), "Default-568h@2x.png": (640, 1136),
      "Default-Landscape~ipad.png": (1024, 768),
    ]
    let report = devices.report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": info]))
    #expect(
      report.findings.filter { $0.kind == .missingLaunchImage }.map { "\($0.file) \($0.devices)" }
        == expected)
  }

  /// Ushahidi lets the iPad turn but ships only portrait iPad launch images
  /// (without the status bar: 768 × 1004 and 1536 × 2008).
  @Test func anOrientationTheIPadShowsWithoutALaunchImageIsReported() throws {
    let info = plist(
      "<key>UISupportedInterfaceOrientations~ipad</key><array>"
        + "<string>UIInterfaceOrientationPortrait</string>"
        + "<string>UIInterfaceOrientationLandscapeLeft</string></array>")
    let sizes = [
      "Default.png": (320, 480), "Default@2x.png": (640, 960), "Default-568h@2x.png": (640, 1136),
      "Default-Portrait.png": (768, 1004), "Default-Portrait@2x.png": (1536, 2008),
    ]
    let report = devices.report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": info]))
    let finding = try #require(report.findings.first { $0.kind == .missingLaunchImage })
    #expect(finding.file == "Default-Landscape.png")
    #expect(finding.suggestions == ["Default-Landscape.png", "Default-Landscape@2x.png"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 1004, height: 768))
    #expect(finding.devices == ["ipad", "ipad-retina"])
    // Without the Info.plist, or with a launch storyboard, nothing is said.
    #expect(
      !devices.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
        .findings.contains { $0.kind == .missingLaunchImage })
  }

  /// novelreader gives its phones `Default~iphone.png` (320 × 460) and
  /// `Default@2x~iphone.png`, so its plain `Default.png` (768 × 1004) and
  /// `Default@2x.png` (1536 × 2008) are the iPad's portrait launch images,
  /// beside `Default-Landscape.png`: the right sizes, and no orientation
  /// lacks one.
  @Test func aPlainLaunchImageBesideThePhonesOwnIsTheIPads() {
    let info = plist(
      "<key>UIStatusBarHidden</key><true/><key>UISupportedInterfaceOrientations~ipad</key><array>"
        + "<string>UIInterfaceOrientationPortrait</string>"
        + "<string>UIInterfaceOrientationLandscapeLeft</string></array>")
    let sizes = [
      "Images/Default.png": (768, 1004), "Images/Default@2x.png": (1536, 2008),
      "Images/Default~iphone.png": (320, 460), "Images/Default@2x~iphone.png": (640, 920),
      "Images/Default-568h@2x~iphone.png": (640, 1136),
      "Images/Default-Landscape.png": (1024, 748), "Images/Default-Landscape@2x.png": (2048, 1496),
    ]
    let report = devices.report(
      forFiles: Array(sizes.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: sizes, texts: ["Info.plist": info]))
    #expect(
      !report.findings.contains {
        $0.kind == .missingLaunchImage || $0.file.hasPrefix("Images/Default.png")
          || $0.file.hasPrefix("Images/Default@2x.png")
      }, "\(report.findings.map(\.message))")
    // Without the phone's own files, `Default.png` is the phone's.
    let phones = sizes.filter { !$0.key.contains("~iphone") }
    let plain = devices.report(
      forFiles: Array(phones.keys) + ["Info.plist"],
      stub: StubAuditFiles(sizes: phones, texts: ["Info.plist": info]))
    #expect(
      plain.findings.contains { $0.file == "Images/Default.png" && $0.kind == .wrongPixelSize })
  }

  /// Sun-Smash, a universal game, ships `Default.png` and
  /// `Default-568h@2x.png` alone (Balloon-Runner's iPad image only another
  /// target copies): an iPad shows the phone's image at launch. A folder
  /// audited on every device (the app's are unknown) says nothing of it.
  @Test func aUniversalAppWithoutAnIPadLaunchImageIsReported() throws {
    let info = plist(
      "<key>UISupportedInterfaceOrientations~ipad</key><array>"
        + "<string>UIInterfaceOrientationLandscapeRight</string></array>")
    let sizes = ["Default.png": (320, 480), "Default-568h@2x.png": (640, 1136)]
    let files = Array(sizes.keys) + ["Info.plist"]
    let stub = StubAuditFiles(sizes: sizes, texts: ["Info.plist": info])
    let report = devices.report(forFiles: files, stub: stub)
    let finding = try #require(
      report.findings.first { $0.kind == .missingLaunchImage && $0.file.hasSuffix("~ipad.png") })
    #expect(finding.suggestions == ["Default-Landscape~ipad.png", "Default-Landscape@2x~ipad.png"])
    #expect(finding.devices == ["ipad", "ipad-retina"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 2048, height: 1536))
    #expect(
      finding.message.hasPrefix(
        "no iPad launch image: ipad, ipad-retina show the phone's Default.png"))
    #expect(
      !AssetAudit().report(forFiles: files, stub: stub).findings.contains {
        $0.file.hasSuffix("~ipad.png")
      })
    // Hoccer ships its iPad launch images at @2x only (its Info.plist also
    // lists them as icons): the 1x iPad still shows the phone's.
    let hoccer = plist(
      "<key>CFBundleIconFiles</key><array><string>Default-Landscape@2x~ipad.png</string>"
        + "<string>Default-Portrait@2x~ipad.png</string></array>")
    let retinaOnly = [
      "Default.png": (320, 480), "Default-Portrait@2x~ipad.png": (1536, 2008),
      "Default-Landscape@2x~ipad.png": (2048, 1496),
    ]
    let onlyOneX = try #require(
      devices.report(
        forFiles: Array(retinaOnly.keys) + ["Info.plist"],
        stub: StubAuditFiles(sizes: retinaOnly, texts: ["Info.plist": hoccer])
      ).findings.first { $0.kind == .missingLaunchImage && $0.file.hasSuffix("~ipad.png") })
    #expect(onlyOneX.devices == ["ipad"])
    #expect(onlyOneX.suggestions == ["Default-Portrait~ipad.png"])
    #expect(
      onlyOneX.message.hasPrefix("no 1x iPad launch image: ipad shows the phone's Default.png"))
  }
}
