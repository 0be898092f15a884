import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Pixel sizes against the scale each name claims, and header problems.
@Suite struct AuditPixelSizeTests {
  private let phones = AssetAudit(
    devices: AuditFixtures.devices("iphone3gs", "iphone6", "iphone6plus"))

  private func sized(_ sizes: [String: (Int, Int)], audit: AssetAudit? = nil) -> AuditReport {
    (audit ?? phones).report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
  }

  @Test func proportionalVariantsPass() {
    #expect(sized(["a.png": (10, 20), "a@2x.png": (20, 40), "a@3x.png": (30, 60)]).isClean)
    // Exported from 25.33 points: 25, 51, 76 px.
    #expect(sized(["b.png": (25, 25), "b@2x.png": (51, 51), "b@3x.png": (76, 76)]).isClean)
    // Idioms and heights may hold other pictures.
    #expect(
      sized([
        "c.png": (10, 10), "c@2x.png": (20, 20), "c@3x.png": (30, 30), "c~ipad.png": (100, 100),
      ]).isClean)
  }

  @Test func threeXThatIsFourTimesTheOneX() throws {
    let report = sized(["a.png": (10, 10), "a@2x.png": (20, 20), "a@3x.png": (40, 40)])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.kind == .wrongPixelSize)
    #expect(finding.file == "a@3x.png")
    #expect(finding.relatedFiles == ["a.png"])
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 30, height: 30))
    #expect(finding.actualPixelSize == AuditPixelSize(width: 40, height: 40))
    #expect(finding.devices == ["iphone6plus"])
    #expect(
      finding.message
        == "a@3x.png is 40×40 px, but as the @3x of a.png (@1x, 10×10 px) it should be "
        + "30×30 px: iphone6plus shows it at the wrong size; resize it to 30×30 px")
  }

  /// baisibudejie's separators: `cell-button-line@2x.png` (2 × 58 pixels)
  /// and `cell-content-line@2x.png` (598 × 2), one point thick, which views
  /// stretch along their length: a 3x phone upscaling a point across
  /// blurs nothing. A two-point bar is upscaled.
  @Test(arguments: [
    ("cell-button-line@2x.png", 2, 58, false), ("cell-content-line@2x.png", 598, 2, false),
    ("comment-bar@2x.png", 640, 4, true), ("line.png", 320, 1, false),
  ])
  func aLineOnePointThickIsNotUpscaled(file: String, width: Int, height: Int, isUpscaled: Bool) {
    let report = sized([file: (width, height)])
    #expect(report.findings.contains { $0.kind == .upscaledFallback } == isUpscaled)
    let set = "Assets.xcassets/line.imageset/"
    let contents = #"{"images":[{"idiom":"universal","scale":"2x","filename":"line@2x.png"}]}"#
    let catalog = phones.report(
      forFiles: [set + "Contents.json", set + "line@2x.png"],
      stub: StubAuditFiles(
        sizes: [set + "line@2x.png": (width, height)], texts: [set + "Contents.json": contents]))
    #expect(
      catalog.findings.contains { $0.kind == .upscaledFallback } == isUpscaled)
  }

  /// SpaceViking's `scene1atlas.png` (2048 × 2048, beside its
  /// `scene1atlas.plist`, no `-hd` sheet): a texture as large as the
  /// Retina iPad's screen holds small frames, which the iPad enlarges; a
  /// picture that large is drawn across the screen.
  @Test(arguments: [(true, true), (false, false)])
  func aSpriteSheetsTextureDoesNotSpanTheScreen(hasPlist: Bool, isUpscaled: Bool) {
    let pad = AssetAudit(devices: AuditFixtures.devices("ipad-retina"))
    let report = pad.report(
      forFiles: ["scene1atlas.png"] + (hasPlist ? ["scene1atlas.plist"] : []),
      stub: StubAuditFiles(sizes: ["scene1atlas.png": (2048, 2048)]))
    #expect(report.findings.contains { $0.kind == .upscaledFallback } == isUpscaled)
  }

  /// TangoTab's 292 × 101-pixel logo fitted into a 155 × 51-point view
  /// takes 295 × 102 pixels at 2x: a 1 % enlargement nobody sees. A
  /// tenth short is upscaled.
  @Test func aNibFrameAFewPercentShortIsSharp() {
    let fit = NibDraw(fit: .aspectFit, width: 155, height: 51)
    #expect(!fit.upscales(AuditPixelSize(width: 292, height: 101), imageScale: 1, on: 2))
    #expect(fit.upscales(AuditPixelSize(width: 265, height: 92), imageScale: 1, on: 2))
    // SuccessEntellus's `EmojiSPECT`: 225 pixels for 240 at 3x.
    let emoji = NibDraw(fit: .aspectFit, width: 80, height: 80)
    #expect(!emoji.upscales(AuditPixelSize(width: 225, height: 225), imageScale: 2, on: 3))
  }

  /// IACAD's `green_text_field.png` (555 × 204, a plain name for 2x art)
  /// fills a 278 × 102-point view whose width follows its superview. On a
  /// 320-point-wide screen (an iPhone 5, or a taller phone running the app
  /// zoomed) the view keeps its nib's size and 2x is sharp; on a 414-point
  /// one it may be a fifth wider, and the image stretched.
  @Test func aFrameThatResizesGrowsOnlyOnAScreenWiderThan320Points() {
    let view = NibDraw(fit: .stretch, width: 278, height: 102, grows: true)
    let pixels = AuditPixelSize(width: 555, height: 204)
    #expect(!view.upscales(pixels, imageScale: 1, on: 2, screenWidth: 320))
    #expect(view.upscales(pixels, imageScale: 1, on: 2, screenWidth: 414))
    #expect(view.upscales(pixels, imageScale: 1, on: 2))
    #expect(
      view.upscales(AuditPixelSize(width: 400, height: 150), imageScale: 1, on: 2, screenWidth: 320)
    )
  }

  /// My-Mo's `LogIn_bg_Username.png` (52 × 52, no `@2x`) fills a 16 ×
  /// 16-point image view that resizes with its superview: a little larger
  /// on a larger phone, never three times, and sharp at 3x. In a frame
  /// half its size it would be upscaled.
  @Test func aFrameThatResizesWithItsSuperviewIsAboutItsNibsSize() {
    let view = NibDraw(fit: .stretch, width: 16, height: 16, grows: true)
    #expect(!view.upscales(AuditPixelSize(width: 52, height: 52), imageScale: 1, on: 3))
    #expect(view.upscales(AuditPixelSize(width: 26, height: 26), imageScale: 1, on: 3))
    #expect(view.density(of: AuditPixelSize(width: 52, height: 52)) == nil)
    let storyboard = Array(
      """
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" misplaced="YES" image="LogIn_bg_Username.png" id="lba-Am-KF2">
        <rect key="frame" x="23" y="21" width="16" height="16"/>
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
      </imageView>
      """.utf8)
    #expect(NibDraw.xml(attribute: "image", tagStart: 0, in: storyboard) == view)
  }

  @Test func theOddOneOutIsReported() throws {
    // A wrong 1x beside a right @2x and @3x.
    let report = sized(["a.png": (12, 12), "a@2x.png": (20, 20), "a@3x.png": (30, 30)])
    #expect(report.findings.map(\.file) == ["a.png"])
    #expect(report.findings.first?.expectedPixelSize == AuditPixelSize(width: 10, height: 10))
  }

  /// ShadowRunner (iOS 10: no 1x device) keeps a 25-pixel 1x beside its
  /// full-screen 1136 × 640 @2x: no device loads the 1x, so it measures
  /// nothing; with a 1x phone audited the mismatch is reported.
  @Test func aFileNoAuditedDeviceLoadsIsNoMeasure() {
    let sizes = ["game-over.png": (25, 25), "game-over@2x.png": (1136, 640)]
    let retina = AssetAudit(devices: AuditFixtures.devices("iphone6"))
    #expect(sized(sizes, audit: retina).isClean)
    #expect(sized(sizes).findings.map(\.kind) == [.wrongPixelSize, .upscaledFallback])
  }

  /// AlienFrontiers, an iPad-only cocos2d 2 game: its plain file is the
  /// iPad's 1x and its `-ipadhd` the Retina iPad's, so they are compared.
  /// With phones audited the plain file is theirs, and stays apart.
  @Test func aPlainFileOnlyIPadsLoadIsTheIPadsOneX() throws {
    let sizes = ["icons_lm.png": (40, 18), "icons_lm-ipadhd.png": (318, 40)]
    var pads = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina"))
    pads.convention = .cocos2d
    let finding = try #require(sized(sizes, audit: pads).findings.first)
    #expect(finding.kind == .wrongPixelSize)
    #expect(finding.file == "icons_lm-ipadhd.png")
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 80, height: 36))
    var universal = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad", "ipad-retina"))
    universal.convention = .cocos2d
    #expect(!sized(sizes, audit: universal).findings.contains { $0.kind == .wrongPixelSize })
  }

  @Test func hdIsTwiceThePlainImageWhenPhonesAreAudited() throws {
    let same = ["h.png": (32, 32), "h-hd.png": (32, 32)]
    var combined = phones
    combined.convention = .standardpaths
    let report = sized(same, audit: combined)
    let finding = try #require(report.findings.first { $0.kind == .wrongPixelSize })
    #expect(finding.file == "h-hd.png")
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 64, height: 64))
    #expect(finding.message.contains("as the -hd (@2x on phones) of h.png"))
    #expect(
      sized(["h.png": (32, 32), "h-hd.png": (64, 64)]).findings.allSatisfy {
        $0.kind != .wrongPixelSize
      })
    // Without phones -hd is 1x: nothing to compare.
    let pads = AssetAudit(devices: AuditFixtures.devices("ipad"))
    #expect(sized(same, audit: pads).isClean)
  }

  @Test func onlyFilesAnAuditedDeviceLoadsAreReported() {
    let oneX = AssetAudit(devices: AuditFixtures.devices("iphone3gs"))
    // a@3x.png is wrong, but the 1x phone never loads it.
    let report = sized(
      ["a.png": (10, 10), "a@2x.png": (20, 20), "a@3x.png": (40, 40)], audit: oneX)
    #expect(report.isClean, "\(report.findings)")
  }

  @Test func hiDPITIFFPages() throws {
    let mac = AssetAudit(devices: AuditFixtures.devices("mac", "mac-retina"))
    var stub = StubAuditFiles(sizes: ["t.png": (16, 16)])
    stub.images["t.tiff"] = AuditedImage(
      format: "tiff",
      pages: [AuditPixelSize(width: 16, height: 16), AuditPixelSize(width: 32, height: 32)])
    let good = mac.report(forFiles: ["t.png", "t.tiff"], stub: stub)
    #expect(good.assets[0].choices.map(\.file) == ["t.tiff", "t.tiff"])
    #expect(good.assets[0].choices.map(\.isUpscaled) == [false, false])
    #expect(good.isClean, "\(good.findings)")
    stub.images["t.tiff"]?.pages[1] = AuditPixelSize(width: 24, height: 24)
    let bad = mac.report(forFiles: ["t.png", "t.tiff"], stub: stub)
    let pages = try #require(bad.findings.first { $0.kind == .wrongPixelSize })
    #expect(pages.file == "t.tiff")
    #expect(pages.expectedPixelSize == AuditPixelSize(width: 32, height: 32))
    #expect(pages.message.contains("a HiDPI TIFF holds a 1x page and a 2x page"))
    stub.images["t.tiff"]?.pages = [AuditPixelSize(width: 16, height: 16)]
    let single = mac.report(forFiles: ["t.png", "t.tiff"], stub: stub)
    let upscaled = try #require(single.findings.first { $0.kind == .upscaledFallback })
    #expect(upscaled.devices == ["mac-retina"])
    #expect(upscaled.message.contains("a single-page @1x TIFF"))
    #expect(upscaled.message.contains("tiffutil -cathidpicheck t.png t@2x.png -out t.tiff"))
  }

  @Test func unreadableAndUnknownHeaders() throws {
    var stub = StubAuditFiles(sizes: ["a.png": (10, 10)])
    stub.images["a@2x.png"] = AuditedImage(format: nil, pages: [], problem: "PNG: no IHDR chunk")
    stub.images["p.webp"] = .unknownSize
    let report = phones.report(forFiles: ["a.png", "a@2x.png", "a@3x.png", "p.webp"], stub: stub)
    let broken = try #require(report.findings.first { $0.kind == .unreadableImage })
    #expect(broken.file == "a@2x.png")
    #expect(broken.devices == ["iphone6"])
    #expect(broken.message.hasPrefix("not a readable image (PNG: no IHDR chunk): iphone6 loads it"))
    #expect(report.images["p.webp"] == .unknownSize)
    #expect(report.images["a.png"]?.pixelSize == AuditPixelSize(width: 10, height: 10))
  }

  /// SixCorners' `level5_2-hd.png` holds bytes of no image format: a
  /// device cannot load it. A WebP, HEIC or Photoshop file under a `.png`
  /// name is read by its bytes on a device: its size is only unknown, as
  /// is a file whose extension names no format with a signature.
  @Test(
    arguments: [
      ("level5_2-hd.png", [0xD2, 0xAF, 0x6D, 0xF2, 0xEA, 0xB7, 0x48, 0xBD, 0, 0, 0, 0], true),
      ("photo.JPG", Array("not an image".utf8), true),
      ("p.png", Array("RIFF\0\0\0\0WEBPVP8 ".utf8), false),
      ("h.png", [0, 0, 0, 0x18] + Array("ftypheic".utf8), false),
      ("d.png", Array("8BPS".utf8) + [0, 1, 0, 0, 0, 0, 0, 0], false),
      ("t.pvr", [0xD2, 0xAF, 0x6D, 0xF2, 0xEA, 0xB7, 0x48, 0xBD, 0, 0, 0, 0], false),
    ] as [(String, [UInt8], Bool)])
  func aFileOfNoImageFormatIsUnreadable(name: String, bytes: [UInt8], isUnreadable: Bool) {
    let image = InMemoryAuditFiles([name: bytes]).image(atPath: name)
    #expect((image.problem != nil) == isUnreadable, "\(image)")
    if !isUnreadable { #expect(image == .unknownSize) }
  }

  /// Sizes, factors and the members out of proportion.
  private static let toleranceCases: [([(Int, Int)], [Double], [Int])] = [
    ([(10, 10), (20, 20)], [1, 2], []),
    ([(10, 10), (21, 21)], [1, 2], []),
    ([(10, 10), (22, 22)], [1, 2], [1]),
    ([(10, 10), (32, 32)], [1, 3], []),
    ([(10, 10), (33, 33)], [1, 3], [1]),
    // A point off on a side over ten points is no finding (iWVU's 8 × 13
    // chevron at 15 × 24, its 180 × 14 logo at 360 × 26, Taka Dating's
    // 71-point frame at 140); two points are.
    ([(8, 13), (15, 24)], [1, 2], []), ([(180, 14), (360, 26)], [1, 2], []),
    ([(71, 71), (140, 140)], [1, 2], []), ([(71, 71), (138, 138)], [1, 2], [1]),
    ([(11, 11), (30, 30)], [1, 3], []),
    // On a long side, 1.5 % of it, when more: Neoniks Bubba Cat's 96 × 209
    // `character.png` beside a 194 × 422 `-hd` (4 pixels, 1 %), OmnieCommerce's
    // 124 × 228 `@2x` beside a 184 × 338 `@3x`; not its 110 × 21 propeller
    // beside 213 × 40 (7 pixels, 3 %).
    ([(96, 209), (194, 422)], [1, 2], []), ([(124, 228), (184, 338)], [2, 3], []),
    ([(110, 21), (213, 40)], [1, 2], [1]),
    // So against a @2x (Bilibili's 80 × 71-point pause button at 242 × 213
    // beside 160 × 142); a side of ten points or less keeps a pixel and a
    // half (its 9-point `live_info_ico`, 18 × 27 beside 25 × 41).
    ([(160, 142), (242, 213)], [2, 3], []), ([(160, 142), (244, 213)], [2, 3], [1]),
    ([(18, 27), (25, 41)], [2, 3], [1]),
    ([(10, 10), (20, 20), (40, 40)], [1, 2, 3], [2]),
    ([(40, 40), (20, 20), (30, 30)], [1, 2, 3], [0]),
    // Awful's app-icon previews: 512 px @2x is 256-point artwork, drawn
    // scaled; a 1024 px @3x is only sharper. Smaller is still blurry.
    ([(512, 512), (1024, 1024)], [2, 3], []),
    ([(512, 512), (600, 600)], [2, 3], [1]),
    // Less than a tenth smaller, artwork is no finding: WWDCScholars'
    // 1080 × 1920 @3x intro pictures beside 750 × 1334 @2x ones.
    ([(750, 1334), (1080, 1920)], [2, 3], []), ([(750, 1334), (1000, 1780)], [2, 3], [1]),
    // Below 160 points, an icon drawn at its size: larger is a finding.
    ([(100, 100), (300, 300)], [2, 3], [1]),
    // PowerUp's avatar layer, one 1489 × 2880 picture in all three slots:
    // artwork even at @3x, drawn scaled, every copy alike. Its 186 × 360
    // dress layers, 62 points wide at @3x, are no artwork: a finding.
    ([(1489, 2880), (1489, 2880), (1489, 2880)], [1, 2, 3], []),
    ([(186, 360), (186, 360), (186, 360)], [1, 2, 3], [1, 2]),
    // A copy in some slots only is still compared.
    ([(745, 1440), (1489, 2880), (1489, 2880)], [1, 2, 3], [2]),
  ]

  /// Sizes, factors, whether an audited device loads each, and the members
  /// out of proportion. A file no audited device loads votes only when the
  /// loaded ones disagree: WSDOT's 32, 48 and 64-pixel icons (iOS 12, no 1x
  /// device) have a @2x and a @3x too small; Swift Radio's 180 × 71 logo,
  /// copied into all three slots, a @3x too small; a stale 1x beside a
  /// right @2x and @3x is no measure, nor a 1x beside variants less than a
  /// point apart (Penn Mobile's logotype: a @3x two pixels short, within
  /// a point of its @2x on a side over ten points, so no finding), nor a 1x
  /// of artwork (FoodScan's 640 × 1136 backdrop beside screen-sized ones).
  private static let unloadedCases: [([(Int, Int)], [Double], [Bool], [Int])] = [
    ([(32, 32), (48, 48), (64, 64)], [1, 2, 3], [false, true, true], [1, 2]),
    ([(180, 71), (180, 71), (180, 71)], [1, 2, 3], [false, true, true], [2]),
    ([(230, 91), (460, 180), (688, 270)], [1, 2, 3], [false, true, true], []),
    ([(640, 1136), (750, 1334), (1242, 2209)], [1, 2, 3], [false, true, true], []),
    ([(25, 25), (100, 100), (150, 150)], [1, 2, 3], [false, true, true], []),
    ([(25, 25), (100, 100)], [1, 2], [false, true], []),
    // GoKid's onboarding pages: an iPhone 6 screen at 2x copied into all
    // three slots, the 1x loaded by no audited device: the @3x is short.
    // Loaded on a 1x phone, or not a screen's size, the copy is artwork.
    ([(750, 1334), (750, 1334), (750, 1334)], [1, 2, 3], [false, true, true], [2]),
    ([(750, 1334), (750, 1334), (750, 1334)], [1, 2, 3], [true, true, true], []),
    ([(800, 1200), (800, 1200), (800, 1200)], [1, 2, 3], [false, true, true], []),
  ]
  @Test(arguments: unloadedCases)
  func anUnloadedFileVotesOnlyWhenTheLoadedDisagree(
    sizes: [(Int, Int)], factors: [Double], loaded: [Bool], mismatched: [Int]
  ) {
    let members = sizes.indices.map {
      PixelSizeCheck.Member(
        size: AuditPixelSize(width: sizes[$0].0, height: sizes[$0].1), factor: factors[$0],
        isLoaded: loaded[$0])
    }
    #expect(PixelSizeCheck.mismatches(in: members).map(\.member) == mismatched)
  }

  /// iBBS-Swift's tab icons: a 50-pixel 1x, a 64-pixel @2x and a
  /// 100-pixel @3x (50, 32 and 33.3 points). No two are in proportion, but
  /// the @2x and @3x are 4 % apart and the 1x far from both: the 1x is
  /// wrong, whether a device loads it or not, and the @3x is no finding.
  /// Three sizes each far apart keep the lowest scale as the reference.
  @Test(arguments: [
    ([(50, 50), (64, 64), (100, 100)], [true, true, true], [0]),
    ([(50, 50), (64, 64), (100, 100)], [false, true, true], []),
    ([(32, 32), (48, 48), (80, 80)], [true, true, true], [1, 2]),
  ])
  func twoScalesNearlyInProportionOutvoteAnOddOne(
    sizes: [(Int, Int)], loaded: [Bool], mismatched: [Int]
  ) {
    let members = sizes.indices.map {
      PixelSizeCheck.Member(
        size: AuditPixelSize(width: sizes[$0].0, height: sizes[$0].1), factor: Double($0 + 1),
        isLoaded: loaded[$0])
    }
    #expect(PixelSizeCheck.mismatches(in: members).map(\.member) == mismatched)
  }

  /// FoodScan's `flash` set: a 43-pixel 1x no iPhone of its iOS 11 target
  /// loads, a 50-pixel @2x and an 83-pixel @3x (25 and 27.67 points), each
  /// far from the others. Its storyboard notes the image at 27.67 points:
  /// the @3x is the reference, and the @2x alone is off. Without the note,
  /// the lowest scale stays the reference.
  @Test(
    arguments: [
      (ImageReferences.RecordedSize(width: 27.666666030883789, height: 27.666666030883789), [1]),
      (nil, [1, 2]),
    ] as [(ImageReferences.RecordedSize?, [Int])])
  func theSizeInterfaceBuilderNotedSettlesATie(
    recorded: ImageReferences.RecordedSize?, mismatched: [Int]
  ) {
    let members = [(43, false), (50, true), (83, true)].enumerated().map { index, member in
      PixelSizeCheck.Member(
        size: AuditPixelSize(width: member.0, height: member.0), factor: Double(index + 1),
        isLoaded: member.1)
    }
    let found = PixelSizeCheck.mismatches(in: members, recorded: recorded)
    #expect(found.map(\.member) == mismatched)
    if recorded != nil { #expect(found.first?.expected == AuditPixelSize(width: 55, height: 55)) }
  }

  /// chameleon's loading screens: a 1333 × 2000 `loading1.jpg` beside a
  /// 640 × 960 `loading1-hd.jpg`, each its own vote. The -hd fills a
  /// Retina phone's screen: it is the reference, not the one to resize
  /// (to 2666 × 4000), and the 1x, artwork larger than the reference
  /// claims, is no finding either; a pair that fills no screen keeps the
  /// 1x as the reference. Garagesale's `navBarBackground` is 640 × 88 at
  /// both scales: the @2x is a 320 × 44-point navigation bar, and the 1x
  /// is the stale file. So is 1DLovesMe's 108 × 304 `a10small.png` beside
  /// its `a10small@2x.png` of the very same pixels: the 1x is the copy.
  @Test(arguments: [
    ([(1333, 2000), (640, 960)], []),
    ([(640, 88), (640, 88)], [0]),
    ([(108, 304), (108, 304)], [0]),
    ([(1333, 2000), (600, 900)], [1]),
  ])
  func theSizeThatFillsAScreenOrABarSettlesATie(sizes: [(Int, Int)], mismatched: [Int]) {
    let members = sizes.indices.map {
      PixelSizeCheck.Member(
        size: AuditPixelSize(width: sizes[$0].0, height: sizes[$0].1), factor: Double($0 + 1))
    }
    #expect(
      PixelSizeCheck.mismatches(in: members, scalesArtwork: false, copiesScaleDown: true).map(
        \.member) == mismatched)
  }

  @Test(arguments: toleranceCases)
  func tolerance(sizes: [(Int, Int)], factors: [Double], mismatched: [Int]) {
    let members = zip(sizes, factors).map {
      PixelSizeCheck.Member(size: AuditPixelSize(width: $0.0, height: $0.1), factor: $1)
    }
    #expect(PixelSizeCheck.mismatches(in: members).map(\.member) == mismatched)
  }
}
