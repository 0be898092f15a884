import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Trees judged by the convention their names follow, the rules of icon
/// sets, app icons and launch images, the flattened bundle, and the
/// report's order and groups. Layouts and pixel sizes are those of real
/// projects (issue 22).
@Suite struct AuditConventionTests {
  /// slingmath (cocos2d 0.99.5, real names and sizes): cocos2d before 1.1
  /// reads no iPad suffix, so the game loads `menustart-ipad.png` by name
  /// on an iPad and cocos2d adds `-hd` on a Retina one; `buy.png`, without
  /// an iPad file, is loaded as `buy-hd.png` there, not upscaled.
  @Test func cocos2dBefore1Point1FallsBackToHDOnTheRetinaIPad() throws {
    let sizes: [String: (Int, Int)] = [
      "buy.png": (100, 38), "buy-hd.png": (200, 76),
      "menustart.png": (480, 320), "menustart-hd.png": (1136, 640),
      "menustart-ipad.png": (1024, 768), "menustart-ipad-hd.png": (2048, 1536),
    ]
    let audit = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina"))
    let names = Array(sizes.keys)
    let new = audit.report(forFiles: names, reader: StubAuditFiles(sizes: sizes))
    #expect(new.findings.contains { $0.suggestions.contains("buy-ipadhd.png") })
    let old = audit.report(
      forFiles: names, reader: StubAuditFiles(sizes: sizes), cocos2dVersion: 0x0000_9905)
    #expect(old.conventionReason.contains("cocos2d 0.99.5 (its cocos2d.h) reads no iPad suffix"))
    #expect(old.findings.isEmpty, "\(old.findings.map(\.message))")
    let menu = try #require(old.assets.first { $0.path == "menustart.png" })
    #expect(menu.choices.map(\.file) == ["menustart-ipad.png", "menustart-ipad-hd.png"])
    // TanChess (0.99.5) has `Bell-ipad.png` without its `-hd`: the Retina
    // iPad looks for `Bell-ipad-hd.png`, the name to add.
    var bell = sizes
    bell["Bell.png"] = (40, 40)
    bell["Bell-hd.png"] = (80, 80)
    bell["Bell-ipad.png"] = (80, 80)
    let tanChess = audit.report(
      forFiles: Array(bell.keys), reader: StubAuditFiles(sizes: bell),
      cocos2dVersion: 0x0000_9905)
    let finding = try #require(tanChess.findings.first { $0.file == "Bell-ipad.png" })
    #expect(finding.suggestions == ["Bell-ipad-hd.png"])
  }

  /// CocoHunt (cocos2d 3.4.3) keeps `Cocohunt.png` and `Cocohunt-hd.png`
  /// and no iPad file: cocos2d 3 gives an iPad the iPhone's files
  /// (`enableiPhoneResourcesOniPad` on by default), so the Retina iPad
  /// loads the `-hd` file, sharp; cocos2d 2.1 wants `-ipadhd` there.
  @Test(arguments: [(0x0003_0403, false), (0x0002_0100, true)])
  func cocos2d3GivesTheRetinaIPadTheHDFile(version: Int, isUpscaled: Bool) {
    let sizes: [String: (Int, Int)] = ["Cocohunt.png": (200, 100), "Cocohunt-hd.png": (400, 200)]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad-retina")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), cocos2dVersion: version)
    #expect(report.findings.contains { $0.kind == .upscaledFallback } == isUpscaled)
  }

  /// CocoHunt's `AppDelegate.m` calls `[CCBReader configureCCFileUtils]`
  /// (SpriteBuilder's set-up): cocos2d 3 then looks files up in
  /// `resources-phonehd`-style folders, which the tree lacks, and reads no
  /// suffix. Its loose `-hd` art is never loaded, and every Retina device
  /// draws the plain files upscaled. The method's definition calls
  /// nothing.
  @Test func cocos2d3SearchingFoldersReadsNoSuffix() throws {
    let sizes: [String: (Int, Int)] = [
      "Source/Resources/Cocohunt.png": (898, 111), "Source/Resources/Cocohunt-hd.png": (1766, 216),
      "Source/Resources/game_scene_bg.png": (480, 320),
      "Source/Resources/game_scene_bg-iphone5hd.png": (1136, 640),
    ]
    let code = [
      "Source/Platforms/iOS/AppDelegate.m": """
      int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }
      // Configure CCFileUtils to work with SpriteBuilder
      [CCBReader configureCCFileUtils];
      """,
      "Source/libs/CCBReader/CCBReader.m": """
      @implementation CCBReader
      + (void) configureCCFileUtils
      {
          sharedFileUtils.searchMode = CCFileUtilsSearchModeDirectory;
      }
      @end
      """,
    ]
    let read = { (path: String) in code[path].map { Array($0.utf8) } }
    let declared = try #require(
      AssetAudit.references(files: ["Source/libs/CCBReader/CCBReader.m"], read: read))
    #expect(!declared.searchesCocos2dFolders)
    let references = try #require(AssetAudit.references(files: Array(code.keys), read: read))
    #expect(references.searchesCocos2dFolders)
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone5", "ipad-retina"))
    let report = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: 0x0003_0403, references: references)
    #expect(report.conventionReason.contains("[CCBReader configureCCFileUtils]"))
    let upscaled = try #require(
      report.findings.first { $0.file == "Source/Resources/Cocohunt.png" })
    #expect(upscaled.kind == .upscaledFallback)
    #expect(upscaled.devices == ["iphone4", "iphone5", "ipad-retina"])
    #expect(
      upscaled.suggestions == [
        "Source/Resources/resources-phonehd/Cocohunt.png",
        "Source/Resources/resources-tablethd/Cocohunt.png",
      ])
    let unreachable = report.findings.filter { $0.kind == .unreachableVariant }.map(\.file)
    #expect(
      Set(unreachable) == [
        "Source/Resources/Cocohunt-hd.png", "Source/Resources/game_scene_bg-iphone5hd.png",
      ])
    #expect(
      report.findings.contains {
        $0.message.hasSuffix(
          "reads no `-iphone5hd` suffix; move it to resources-phonehd/game_scene_bg.png")
      })
    // Without the call, cocos2d 3 reads its suffixes.
    let suffixes = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: 0x0003_0403, references: declared)
    #expect(!suffixes.findings.contains { $0.file == "Source/Resources/Cocohunt.png" })
  }

  /// AnimalForce's cocos2d 0.99.5 reads Retina files by the suffix its
  /// `ccConfig.h` sets, `-HD` (`bubble-HD.png`, `level10_1-HD.pvr.ccz`):
  /// they are its `-hd` files, not misspelt ones, and their plain files
  /// are not upscaled.
  @Test func aCocos2dRetinaSuffixTheProjectSetsIsRead() throws {
    let files = [
      "libs/cocos2d/ccConfig.h": #"#define CC_RETINA_DISPLAY_FILENAME_SUFFIX @"-HD""#,
      "libs/cocos2d/cocos2d.h": "#define COCOS2D_VERSION 0x00009905\n",
      "Classes/main.m":
        #"int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }"#,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.cocos2dHDSuffix == "-HD")
    let sizes: [String: (Int, Int)] = [
      "fonts/bubble.png": (256, 128), "fonts/bubble-HD.png": (512, 256),
      "levels/level10_1.png": (320, 480), "levels/level10_1-HD.png": (640, 960),
    ]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4"))
    let report = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: references.cocos2dVersion, references: references)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    #expect(report.conventionReason.contains("by the suffix -HD"))
    // Without it, `-HD` is a misspelt `-hd`.
    let plain = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: references.cocos2dVersion)
    #expect(plain.findings.contains { $0.kind == .malformedSuffix })
    #expect(AuditEntry.withStandardHD("level10_1-HD.pvr.ccz", for: "-HD") == "level10_1-hd.pvr.ccz")
  }

  /// FootBallGame's edited cocos2d 0.99.5 reads Retina files by `@2x` and
  /// a 1x iPad's by `-iPad` (`CC_PAD_DISPLAY_FILENAME_SUFFIX`, a tab
  /// before its value): `gameclear-iPad.png` is the engine's name, no
  /// misspelt `~ipad`, and its finding is set apart with that reason.
  @Test func aCocos2dPadSuffixTheProjectSetsIsTheEngines() throws {
    let files = [
      "libs/cocos2d/ccConfig.h": #"#define CC_RETINA_DISPLAY_FILENAME_SUFFIX @"@2x""#
        + "\n#define CC_PAD_DISPLAY_FILENAME_SUFFIX\t  @\"-iPad\"\n",
      "libs/cocos2d/cocos2d.h": "#define COCOS2D_VERSION 0x00009905\n",
      "Classes/main.m":
        #"int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }"#,
      "Classes/GameOverSence.m": #"[CCSprite spriteWithFile:@"gameclear.png"];"#,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.cocos2dPadSuffix == "-iPad")
    #expect(references.cocos2dHDSuffix == nil)
    let sizes: [String: (Int, Int)] = [
      "Resources/gameclear.png": (480, 320), "Resources/gameclear@2x.png": (960, 640),
      "Resources/gameclear-iPad.png": (1024, 768),
    ]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad"))
    var report = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: references.cocos2dVersion, references: references)
    #expect(report.findings.contains { $0.file == "Resources/gameclear-iPad.png" })
    report.setAside(unnamedIn: references, root: "/src")
    #expect(!report.findings.contains { $0.file == "Resources/gameclear-iPad.png" })
    #expect(report.setApartFindings.contains { $0.file == "Resources/gameclear-iPad.png" })
    #expect(report.conventionReason.contains("by the suffix -iPad"))
  }

  /// Sound Out Phonics (cocos2d 2.1, iPad only, plain names) leaves
  /// cocos2d's fallback suffixes off: a Retina iPad loads `-ipadhd`, else
  /// the plain file, which cocos2d draws at half its size.
  @Test func cocos2d2WithoutFallbackSuffixesWantsIpadhdOnTheRetinaIPad() throws {
    let sizes: [String: (Int, Int)] = ["Border-Play.png": (300, 100), "menu.png": (400, 300)]
    let audit = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina"))
    let off = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), cocos2dVersion: 0x0002_0100
    )
    let finding = try #require(off.findings.first { $0.file == "Border-Play.png" })
    #expect(finding.suggestions == ["Border-Play-ipadhd.png"])
    #expect(finding.message.contains("draws it at half its size"))
    // With them on (HexaFlip), a Retina iPad without an iPad file loads -hd.
    let on = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: 0x0002_0100,
      cocos2dFallbackSuffixes: true)
    #expect(
      on.findings.first { $0.file == "Border-Play.png" }?.suggestions == ["Border-Play-hd.png"])
    // So does WizardWar's `setEnableiPhoneResourcesOniPad:YES` (cocos2d
    // 2.1's CCFileUtils then tries `-hd` after the iPad's suffixes).
    for call in ["setEnableFallbackSuffixes:YES", "setEnableiPhoneResourcesOniPad:YES"] {
      let files = ["Classes/AppDelegate.m": "[sharedFileUtils \(call)];"]
      let references = try #require(
        AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
      #expect(references.enablesFallbackSuffixes, "\(call)")
    }
  }

  /// SpinArt (cocos2d 0.99, its sources zipped) has plain names but for
  /// the Facebook SDK's `FBConnect.bundle/images/LoginNormal@2x.png`: a
  /// library's bundle says nothing of the app's names, and code that uses
  /// cocos2d's API (`CCLayer`) makes plain names cocos2d's.
  @Test func aBundlesNamesAndCocos2dsAPIDecideTheConvention() {
    let names = [
      "FBConnect.bundle/images/LoginNormal@2x.png", "FBConnect.bundle/x@2x.png", "hero-hd.png",
    ]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone4"))
    #expect(audit.report(forFiles: names, reader: nil).convention == .cocos2d)
    #expect(
      ConventionChoice.infer(names: ["drawBG.png"], usesCocos2dAPI: true).convention == .cocos2d)
    #expect(ConventionChoice.infer(names: ["drawBG.png"]).convention == .uikit)
    // DOMOPHONE's linphone settings, a file without an extension, are no
    // texture of cocos2d's.
    #expect(
      ConventionChoice.infer(names: ["lprc-factory-ipad", "bg1.png"]).convention == .uikit)
    #expect(ConventionChoice.infer(names: ["menu-ipad.png", "bg1.png"]).convention == .cocos2d)
    // Super-Bee: a launch image its `Info.plist` lists is no UIKit name.
    var declared = DeclaredSystemImages.none
    declared.add(
      infoPlist: Array(
        #"<plist version="1.0"><dict><key>UILaunchImages</key><array><dict><key>UILaunchImageName</key><string>Default-568h-ios8</string></dict></array></dict></plist>"#
          .utf8))
    let launchNames = ["Default-568h-ios8@2x.png", "drawBG.png"]
    #expect(
      ConventionChoice.infer(names: launchNames, cocos2dVersion: 0x0002_0100).convention
        != .cocos2d
    )
    #expect(
      ConventionChoice.infer(names: launchNames, declared: declared, cocos2dVersion: 0x0002_0100)
        .convention == .cocos2d)
  }

  /// TigerCoin (cocos2d 1.0.1) draws its 267 plain names with cocos2d; its
  /// only suffixed names are two SDKs' 13 `@2x` files (AdsMoGo's
  /// `adsmogo_adclose@2x.png`). A game whose names are cocos2d's and
  /// UIKit's both is the combined grammar's; an app whose suffixed names
  /// are many, or that holds no cocos2d, stays UIKit's.
  @Test(arguments: [
    (13, 60, 0x0001_0001 as Int?, false, AuditConvention.standardpaths),
    (13, 60, nil, true, .standardpaths), (13, 40, 0x0001_0001, false, .uikit),
    (13, 60, nil, false, .uikit),
  ])
  func aFewSDKsSuffixedNamesDoNotMakeACocos2dGameUIKits(
    suffixed: Int, plain: Int, cocos2dVersion: Int?, usesAPI: Bool, convention: AuditConvention
  ) {
    let names =
      (0..<suffixed).map { "AdsMoGoRes/High/adsmogo_\($0)@2x.png" }
      + (0..<plain).map { "tc_\($0).png" }
    let choice = ConventionChoice.infer(
      names: names, cocos2dVersion: cocos2dVersion, usesCocos2dAPI: usesAPI)
    #expect(choice.convention == convention, "\(choice.reason)")
  }

  /// Word Dash (cocos2d 0.99.5, Retina on, real names and sizes) bundles
  /// OpenFeint, whose screens UIKit draws: `OFButtonGreen.png` (35 × 36),
  /// named by a nib and by an `OFImageLoader` call, is upscaled on a
  /// Retina phone and wants `@2x`. The game's own sprites, named in
  /// statements of cocos2d (a `CCMenuItemImage` across lines), stay
  /// cocos2d's, drawn at half their size.
  @Test func anImageOnlyUIKitLoadsIsUIKitsInACocos2dGame() throws {
    let sizes: [String: (Int, Int)] = [
      "OpenFeint/OFButtonGreen.png": (35, 36), "tile.png": (46, 46), "tile-hd.png": (92, 92),
      "play.png": (120, 40), "OFBadge.png": (14, 29),
    ]
    let files = [
      "main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }",
      "Game.m": """
      CCSprite *tile = [CCSprite spriteWithFile:@"tile.png"];
      CCMenuItem *play = [CCMenuItemImage itemFromNormalImage:@"play.png"
                                                selectedImage:@"play.png"];
      [[CCDirector sharedDirector] enableRetinaDisplay:YES];
      """,
      "OpenFeint/OFButton.mm": """
      UIImage *image = [OFImageLoader loadImage:@"OFButtonGreen.png"];
      button.badge = [UIImage imageNamed:@"OFBadge.png"];
      OFKnownCredential(@"fbconnect", @"OFConnect.png", nil);
      NSString *next = @"tile2.png";
      [NSBundle.mainBundle loadNibNamed:@"OFButton" owner:self options:nil];
      """,
      "OpenFeint/OFButton.xib": """
      <button><state key="normal" image="OFButtonGreen.png"/></button>
      <button><state key="normal" image="OFConnect.png"/></button>
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(
      references.loadsOnlyWithUIKit("OFButtonGreen") && references.loadsOnlyWithUIKit("OFBadge"))
    #expect(!references.loadsOnlyWithUIKit("play") && !references.loadsOnlyWithUIKit("tile"))
    // A statement that uses neither: UIKit's only when a nib shows it.
    #expect(references.loadsOnlyWithUIKit("OFConnect") && !references.loadsOnlyWithUIKit("tile2"))
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4"))
    let report = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: 0x0000_9905, references: references)
    #expect(report.convention == .cocos2d)
    let button = try #require(report.findings.first { $0.file == "OpenFeint/OFButtonGreen.png" })
    #expect(button.suggestions == ["OpenFeint/OFButtonGreen@2x.png"])
    #expect(button.message.contains("upscales it (blurry: UIKit loads it, not cocos2d)"))
    let play = try #require(report.findings.first { $0.file == "play.png" })
    #expect(play.suggestions == ["play-hd.png"] && play.message.contains("half its size"))
  }

  /// Cave Run (cocos2d 1.0.1, real names and sizes) mixes cocos2d's `-hd`
  /// with UIKit's `@2x`; its level screen's `play.png` (80 × 37) is a
  /// `UIButton`'s image, which UIKit loads and no `play-hd.png` (160 × 74)
  /// helps: UIKit reads no `-hd`. Its `menu1.png` (193 × 59) is a sprite
  /// beside `menu1@2x.png` (386 × 117), which cocos2d 1 reads through
  /// `UIImage(contentsOfFile:)` on a Retina phone and draws at 193 × 59
  /// points (Bow Hunting's connect button, 2.1, the same); cocos2d 0.99
  /// is not known to, and draws the 1x at half its size. A sprite with its
  /// `-hd` is right.
  @Test(arguments: [0x0001_0001, 0x0000_9905])
  func aMixedTreeGivesEachLoaderItsOwnSuffix(version: Int) throws {
    let sizes: [String: (Int, Int)] = [
      "play.png": (80, 37), "play-hd.png": (160, 74), "menu1.png": (193, 59),
      "menu1@2x.png": (386, 117), "tile.png": (46, 46), "tile-hd.png": (92, 92),
    ]
    let files = [
      "main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }",
      "LevelSelectionScene.m": """
      UIImage *btnImage = [UIImage imageNamed:@"play.png"];
      CCSprite *tile = [CCSprite spriteWithFile:@"tile.png"];
      CCSprite *menu = [CCSprite spriteWithFile:@"menu1.png"];
      [[CCDirector sharedDirector] enableRetinaDisplay:YES];
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone4"))
    let report = audit.report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: version, references: references)
    #expect(report.convention == .standardpaths)
    let play = try #require(
      report.findings.first { $0.file == "play.png" && $0.kind == .upscaledFallback })
    #expect(play.suggestions == ["play@2x.png"])
    let hd = try #require(report.findings.first { $0.file == "play-hd.png" })
    #expect(hd.kind == .unreachableVariant && hd.message.hasSuffix("rename it play@2x.png"))
    #expect(!report.findings.contains { $0.file.hasPrefix("tile") })
    guard version < 0x0001_0000 else {
      #expect(!report.findings.contains { $0.file.hasPrefix("menu1") }, "\(report.findings)")
      return
    }
    let menu = try #require(
      report.findings.first { $0.file == "menu1.png" && $0.kind == .upscaledFallback })
    #expect(menu.suggestions == ["menu1-hd.png"] && menu.message.contains("half its size"))
    let retina = try #require(report.findings.first { $0.file == "menu1@2x.png" })
    #expect(
      retina.kind == .unreachableVariant && retina.message.hasSuffix("rename it menu1-hd.png"))
  }

  /// Toddler Taxonomist (cocos2d 2.1, an iPad app) gives the Retina iPad
  /// the iPhone's Retina suffix (`setiPadRetinaDisplaySuffix:@"-hd"`): its
  /// `start-hd.png` is the Retina iPad's, though its icons are named
  /// `Icon-ipad.png`. Left at its default (`-ipadhd`), the plain file is
  /// upscaled there.
  @Test(arguments: [("", false), ("// ", true)])
  func aRetinaIPadGivenTheHDSuffixReadsHDFiles(comment: String, isUpscaled: Bool) throws {
    let sizes: [String: (Int, Int)] = [
      "start.png": (280, 128), "start-hd.png": (560, 256), "Icon-ipad.png": (72, 72),
    ]
    let files = [
      "main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }",
      "AppDelegate.m": """
      [director_ enableRetinaDisplay:YES];
      \(comment)[sharedFileUtils setiPadRetinaDisplaySuffix:@"-hd"];
      CCSprite *start = [CCSprite spriteWithFile:@"start.png"];
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: 0x0002_0100, references: references)
    #expect(report.convention == .cocos2d)
    #expect(
      report.findings.contains { $0.kind == .upscaledFallback && $0.file == "start.png" }
        == isUpscaled, "\(report.findings.map(\.message))")
  }

  /// PopTheBalloons (cocos2d 2.0, Retina on) has no `-hd` of its bitmap
  /// fonts: cocos2d places their glyphs by the `.fnt`'s pixels, so a
  /// Retina phone draws `PopTheBalloons_Pusab.png` (1024 × 512, a 66-pixel
  /// font) at half its size, sharp, as its 320-point layout expects. A
  /// sprite without its `-hd` is upscaled.
  @Test func aBitmapFontWithoutItsRetinaFileIsDrawnAtHalfSizeNotUpscaled() throws {
    let sizes: [String: (Int, Int)] = [
      "PopTheBalloons_Pusab.png": (1024, 512), "balloon.png": (60, 80),
    ]
    let files = [
      "main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }",
      "MainMenuLayer.m": """
      [[CCDirector sharedDirector] enableRetinaDisplay:YES];
      CCLabelBMFont *title = [CCLabelBMFont labelWithString:@"Pop The Balloons" fntFile:@"PopTheBalloons_Pusab.fnt"];
      CCSprite *balloon = [CCSprite spriteWithFile:@"balloon.png"];
      """,
      "PopTheBalloons_Pusab.fnt": """
      info face="Pusab" size=66 bold=0 italic=0
      page id=0 file="PopTheBalloons_Pusab.png"
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    var report = AssetAudit(devices: AuditFixtures.devices("iphone4")).report(
      forFiles: Array(sizes.keys) + ["PopTheBalloons_Pusab.fnt"],
      reader: StubAuditFiles(sizes: sizes), cocos2dVersion: 0x0002_0000, references: references)
    let upscaled = { (report: AuditReport, file: String) in
      report.findings.contains { $0.kind == .upscaledFallback && $0.file == file }
    }
    #expect(upscaled(report, "PopTheBalloons_Pusab.png"))
    report.setAside(unnamedIn: references, root: "/src")
    #expect(!upscaled(report, "PopTheBalloons_Pusab.png"), "\(report.findings)")
    #expect(upscaled(report, "balloon.png"))
  }

  /// Pandalgebra (cocos2d 2.0, fallback suffixes off, an iPad-only
  /// target): its Retina iPad reads `-ipadhd`, not `-hd` (cocos2d 1.0.1
  /// reads `-hd` there), before the `@2x` UIImage would read: beside a
  /// `-hd`, the `@2x` is never loaded.
  @Test(arguments: [(0x0002_0000, "character-ipadhd.png"), (0x0001_0001, "character-hd.png")])
  func anIPadOnlyTargetsCocos2dRetinaFileIsItsIPadOne(version: Int, rename: String) throws {
    let sizes: [String: (Int, Int)] = [
      "character.png": (64, 64), "character@2x.png": (128, 128), "character-hd.png": (128, 128),
      "background.png": (1024, 768), "background@2x.png": (2048, 1536),
      "background-hd.png": (2048, 1536), "fps_images-hd.png": (64, 64),
    ]
    let files = [
      "main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, nil); }",
      "MainMenu.m": """
      CCSprite *c = [CCSprite spriteWithFile:@"character.png"];
      CCSprite *b = [CCSprite spriteWithFile:@"background.png"];
      NSAssert(b != nil, @"background.png not found. Failed to initialize MainMenu");
      [director enableRetinaDisplay:YES];
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let report = AssetAudit(devices: AuditFixtures.devices("ipad", "ipad-retina")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), cocos2dVersion: version,
      references: references)
    #expect(report.convention == .standardpaths)
    let retina = try #require(report.findings.first { $0.file == "character@2x.png" })
    #expect(retina.kind == .unreachableVariant && retina.message.hasSuffix("rename it \(rename)"))
    // The assertion's message names no UIKit image: only cocos2d loads it.
    #expect(report.findings.contains { $0.file == "background@2x.png" })
  }

  /// bridges (cocos2d 2.0, real names and sizes) ships UIKit's `@2x`
  /// beside cocos2d's `-hd` and `-ipadhd` atlases, so it is read by the
  /// combined grammar; its cocos2d loads `-ipadhd` on a Retina iPad, which
  /// is then no foreign suffix.
  @Test func aMixedTreeOfACocos2dProjectReadsIpadhd() throws {
    let sizes: [String: (Int, Int)] = ["bridge2.png": (200, 180), "bridge2@2x.png": (400, 360)]
    let atlases = ["bridgesprites", "bridgesprites-hd", "bridgesprites-ipadhd"].flatMap {
      [$0 + ".plist", $0 + ".pvr.gz"]
    }
    // Compressed PVR textures: their size is not read.
    var files = StubAuditFiles(sizes: sizes)
    for atlas in atlases where atlas.hasSuffix(".gz") {
      files.images[atlas] = AuditedImage(format: nil, pages: [])
    }
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad-retina"))
    let names = Array(sizes.keys) + atlases
    let unknown = audit.report(forFiles: names, reader: files)
    #expect(unknown.convention == .standardpaths)
    #expect(unknown.findings.contains { $0.kind == .foreignSuffix })
    let known = audit.report(forFiles: names, reader: files, cocos2dVersion: 0x0002_0000)
    #expect(known.findings.isEmpty, "\(known.findings.map(\.message))")
    let atlas = try #require(known.assets.first { $0.path == "bridgesprites.pvr.gz" })
    #expect(
      atlas.choices.map(\.file) == ["bridgesprites-hd.pvr.gz", "bridgesprites-ipadhd.pvr.gz"])
  }

  /// bowhunting (cocos2d 2.1) and dartwheel (cocos2d 1.0.1) mix UIKit's
  /// `@2x` with cocos2d's atlases, whose loader puts `-hd` before `.pvr`:
  /// `sprites-hd.pvr.ccz` is the Retina phone's atlas, not a misspelling.
  @Test(arguments: [0x0002_0100, 0x0001_0001])
  func aMixedTreeOfACocos2dProjectReadsHDBeforePVR(version: Int) throws {
    let sizes: [String: (Int, Int)] = ["menu.png": (113, 37), "menu@2x.png": (226, 74)]
    var files = StubAuditFiles(sizes: sizes)
    for atlas in ["sprites.pvr.ccz", "sprites-hd.pvr.ccz"] {
      files.images[atlas] = AuditedImage(format: nil, pages: [])
    }
    let names =
      Array(sizes.keys) + Array(files.images.keys.filter { $0.hasSuffix(".ccz") }) + [
        "sprites.plist", "sprites-hd.plist",
      ]
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4"))
    let unknown = audit.report(forFiles: names, reader: files)
    #expect(unknown.findings.contains { $0.kind == .malformedSuffix })
    let known = audit.report(forFiles: names, reader: files, cocos2dVersion: version)
    #expect(known.convention == .standardpaths)
    #expect(known.findings.isEmpty, "\(known.findings.map(\.message))")
    let atlas = try #require(known.assets.first { $0.path == "sprites.pvr.ccz" })
    #expect(atlas.choices.map(\.file) == ["sprites.pvr.ccz", "sprites-hd.pvr.ccz"])
  }

  /// spacedebris copies `backgrounds.atlas` whole and also its files one by
  /// one: each copy is in the bundle beside its own `@2x`.
  @Test func aFileCopiedTwiceIsAuditedAtBothPlaces() {
    let sources = ["Art/backgrounds.atlas/ready.png", "Art/backgrounds.atlas/ready@2x.png"]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4")).report(
      forFiles: sources + sources,
      reader: StubAuditFiles(sizes: [sources[0]: (246, 124), sources[1]: (492, 247)]),
      bundlePaths: [
        "ready.png", "ready@2x.png", "backgrounds.atlas/ready.png",
        "backgrounds.atlas/ready@2x.png",
      ])
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    #expect(report.assets.map(\.path) == ["backgrounds.atlas/ready.png", "ready.png"])
    #expect(report.assets.allSatisfy { $0.files.count == 2 })
  }

  private let ios = AssetAudit(
    devices: AuditFixtures.devices(
      "iphone3gs", "iphone4", "iphone6", "iphone6plus", "ipad", "ipad-retina"))

  private func audit(
    _ sizes: [String: (Int, Int)], others: [String] = [], with audit: AssetAudit? = nil
  ) -> AuditReport {
    (audit ?? ios).report(
      forFiles: Array(sizes.keys) + others, stub: StubAuditFiles(sizes: sizes))
  }

  /// OSL, a cocos2d 0.99.5 game, carries Facebook's
  /// `FacebookSDKResources.bundle`, whose images the SDK loads with UIKit
  /// (real names and sizes).
  @Test func aBundleInACocos2dGameIsJudgedByUIKit() {
    let bundle = "AddThis/FacebookSDKResources.bundle/FBDialog/images/"
    var sizes: [String: (Int, Int)] = [
      bundle + "close.png": (29, 29), bundle + "close@2x.png": (58, 58),
    ]
    for number in 1...9 {
      sizes["chopper\(number).png"] = (226, 122)
      sizes["chopper\(number)-hd.png"] = (452, 244)
    }
    // OSL's devices: no @3x phone.
    let report = audit(
      sizes, with: AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4", "iphone5")))
    #expect(report.convention == .cocos2d)
    #expect(!report.findings.contains { $0.file.contains(".bundle/") }, "\(report.findings)")
  }

  @Test func vlcGradientIpadIsAUIKitBaseNameAndGetsThePixelSizeCheck() throws {
    // vlc-ios loads gradient-cell-ios7-ipad by name; its @3x is 3×567 px.
    let report = audit([
      "gradient-cell-ios7-ipad.png": (2, 190), "gradient-cell-ios7-ipad@2x.png": (4, 380),
      "gradient-cell-ios7-ipad@3x.png": (3, 567), "gradient-cell-ios7.png": (2, 190),
      "gradient-cell-ios7@2x.png": (4, 380), "gradient-cell-ios7@3x.png": (6, 570),
    ])
    #expect(report.convention == .uikit)
    #expect(!report.findings.contains { $0.kind == .foreignSuffix })
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.kind == .wrongPixelSize)
    #expect(finding.file == "gradient-cell-ios7-ipad@3x.png")
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 6, height: 570))
  }

  /// BounceCat (ivpusic/BounceCat, cocos2d 2.0): sixteen cocos2d names and
  /// one `SplashScreenImg-568h.png`, a plain image the game never loads
  /// and UIKit reads only on launch images. The game is judged as cocos2d.
  static let bounceCat: [String: (Int, Int)] = [
    "Default-568h@2x.png": (640, 1136), "Default-Landscape@2x~ipad.png": (2048, 1496),
    "Default@2x.png": (640, 960), "Icon-72.png": (72, 72), "Icon.png": (57, 57),
    "Icon@2x.png": (114, 114), "SplashScreenImg-568h.png": (640, 1136),
    "SplashScreenImg-Landscape-ipad.png": (1024, 768),
    "SplashScreenImg-Landscape-ipadhd.png": (2048, 1536), "SplashScreenImg-hd.png": (640, 960),
    "SplashScreenImg.png": (320, 480), "block_H-hd.png": (160, 100), "block_H.png": (80, 50),
    "board-hd.png": (600, 32), "board.png": (300, 16), "fps_images-hd.png": (512, 64),
    "fps_images-ipadhd.png": (512, 64), "fps_images.png": (256, 32), "level1-hd.png": (960, 640),
    "level1.png": (480, 320), "paddle-hd.png": (100, 88), "paddle.png": (50, 44),
    "player-hd.png": (59, 59), "player.png": (30, 30), "star-hd.png": (29, 29),
    "star.png": (15, 15), "stone-hd.png": (45, 40), "stone.png": (23, 20),
    "teeter-hd.png": (174, 19), "teeter.png": (87, 10),
  ]

  @Test func aStrayHeightNameDoesNotTurnACocos2dGameAround() {
    let report = audit(Self.bounceCat, with: AssetAudit())
    #expect(report.convention == .cocos2d, "\(report.conventionReason)")
    #expect(!report.findings.contains { $0.kind == .foreignSuffix })
    // The iPad launch image without the status bar, landscape: 2048 × 1496.
    #expect(!report.findings.contains { $0.file == "Default-Landscape@2x~ipad.png" })
  }

  /// Sapus Tongue (sapusmedia/Sapus-Tongue, cocos2d 2.1): the Lite target's
  /// icons `Icon-lite@2x.png` and `Icon-lite-Small@2x.png` beside the
  /// game's cocos2d names; icons tell nothing about the convention, and two
  /// stray names would not outvote the rest.
  @Test(arguments: [
    ["Icon-lite@2x.png", "Icon-lite-Small@2x.png"], ["menu@2x.png"],
  ])
  func aFewUIKitNamesInACocos2dGameAreOutliers(strays: [String]) {
    var names = [
      "SapusMenu.png", "SapusMenu-hd.png", "SapusMenu-ipad.png", "SapusBuy.png",
      "SapusBuy-hd.png", "SapusBuy-ipad.png", "mountains1.png", "mountains1-hd.png",
      "mountains2.png", "mountains2-hd.png", "SapusScores.png", "SapusScores-hd.png",
      "SapusScores-ipad.png", "fps_images.png", "fps_images-hd.png", "fps_images-ipadhd.png",
      "SapusCredits.png", "SapusCredits-hd.png", "SapusCredits-ipad.png", "floor.png",
      "floor-hd.png",
    ]
    names += strays
    let choice = ConventionChoice.infer(names: names)
    #expect(choice.convention == .cocos2d, "\(choice.reason)")
    if strays == ["menu@2x.png"] {
      #expect(
        choice.reason.hasSuffix("; 1 name with UIKit's suffixes (menu@2x.png) taken for base names")
      )
    }
    // Half and half stays the combined grammar.
    let mixed = ConventionChoice.infer(names: ["a-hd.png", "b-hd.png", "c@2x.png"])
    #expect(mixed.convention == .standardpaths)
  }

  @Test func foreignSuffixesOfOneKindAreOneGroup() throws {
    // Sapus Tongue judged by the combined grammar: its `-ipad` screens.
    let report = AssetAudit(devices: AuditFixtures.devices("ipad"), convention: .standardpaths)
      .report(
        forFiles: [
          "SapusBuy.png", "SapusBuy-ipad.png", "SapusMenu.png", "SapusMenu-ipad.png",
          "SapusScores.png", "SapusScores-ipad.png",
        ], stub: StubAuditFiles(sizes: [:]))
    let foreign = report.findingGroups.filter { $0.findings.first?.kind == .foreignSuffix }
    #expect(foreign.map(\.findings.count) == [3], "\(foreign.map(\.cause))")
  }

  @Test func aFlattenedMissingBaseIsNamedBesideItsVariant() throws {
    let report = AssetAudit(flattensFolders: true).report(
      forFiles: [
        "BounceCat/Resources/SplashScreenImg-Landscape-ipad.png",
        "BounceCat/Resources/SplashScreenImg-Landscape-ipadhd.png",
      ],
      stub: StubAuditFiles(sizes: [
        "BounceCat/Resources/SplashScreenImg-Landscape-ipad.png": (1024, 768),
        "BounceCat/Resources/SplashScreenImg-Landscape-ipadhd.png": (2048, 1536),
      ]))
    let finding = try #require(report.findings.first { $0.kind == .missingBase })
    #expect(finding.file == "BounceCat/Resources/SplashScreenImg-Landscape.png")
    #expect(finding.asset == "SplashScreenImg-Landscape.png")
  }

  @Test func uikitHDStemIsABaseName() throws {
    // "video HD" in an old UIKit app (the name of issue 22's tree; its
    // pixel sizes were not recorded, these are a 22 pt toolbar icon's):
    // UIKit has no `-hd` and no icon_video* file is beside it, so
    // icon_video-hd is its own asset (not the `-hd` variant of a missing
    // icon_video.png), checked like any other; its @3x copies its @2x.
    let report = audit([
      "icon_audio.png": (22, 22), "icon_audio@2x.png": (44, 44), "icon_audio@3x.png": (66, 66),
      "icon_video-hd.png": (30, 22), "icon_video-hd@2x.png": (60, 44),
      "icon_video-hd@3x.png": (60, 44),
    ])
    #expect(report.convention == .uikit)
    #expect(
      report.assets.map(\.path).sorted() == ["icon_audio.png", "icon_video-hd.png"])
    let hd = try #require(report.assets.first { $0.path == "icon_video-hd.png" })
    #expect(
      hd.choices.map(\.file) == [
        "icon_video-hd.png", "icon_video-hd@2x.png", "icon_video-hd@2x.png",
        "icon_video-hd@3x.png", "icon_video-hd.png", "icon_video-hd@2x.png",
      ])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1, "\(report.findings.map(\.message))")
    #expect(finding.kind == .wrongPixelSize)
    #expect(finding.file == "icon_video-hd@3x.png")
    #expect(finding.expectedPixelSize == AuditPixelSize(width: 90, height: 66))
  }

  @Test func aHeightOfNoScreenIsPartOfTheBaseName() throws {
    // BaseballWithSwift's tab icons (real names and sizes): `pitcher4-32h`
    // is 32 pixels high, a height no screen has, beside its 48-pixel
    // `pitcher4.png`; its storyboard names `pitcher4-32h.png`. It is its
    // own asset, a 1x the Retina screens upscale, not a `-32h` variant
    // no device looks for.
    let report = audit(["pitcher4.png": (36, 48), "pitcher4-32h.png": (24, 32)])
    #expect(report.assets.map(\.path).sorted() == ["pitcher4-32h.png", "pitcher4.png"])
    let finding = try #require(report.findings.first { $0.file == "pitcher4-32h.png" })
    #expect(finding.kind == .upscaledFallback)
    #expect(finding.suggestions.first == "pitcher4-32h@2x.png")
    #expect(!report.findings.contains { $0.kind == .unreachableVariant })
    // A screen's height stays a variant.
    let tall = audit(["bg.png": (320, 480), "bg-568h@2x.png": (640, 1136)])
    #expect(tall.assets.map(\.path) == ["bg.png"])
  }

  @Test func hdBesideItsBaseStaysTheGrammarsOrCocos2ds() {
    // A cocos2d tree, the combined grammar, and a UIKit tree whose `-hd`
    // name has its plain base beside it (the seed's Image2, Image2-hd).
    let sizes = ["icon_video.png": (22, 22), "icon_video-hd.png": (44, 44)]
    #expect(audit(sizes).convention == .cocos2d)
    #expect(audit(sizes).assets.map(\.path) == ["icon_video.png"])
    var mixed = ios
    mixed.convention = .standardpaths
    #expect(audit(sizes, with: mixed).assets.map(\.path) == ["icon_video.png"])
    var uikit = ios
    uikit.convention = .uikit
    #expect(audit(sizes, with: uikit).assets.map(\.path) == ["icon_video.png"])
  }

  /// Names that only resemble a variant, from real projects: Leaflet's
  /// `images/` (`layers-2x.png`, `marker-icon-2x.png`), Google's Material
  /// icons exported for iOS (`ic_search_white_2x.png`), a UIKit app's
  /// `background_ipad.png` (its `bg_topbar_ipad.png` has no plain file, so
  /// it is a name like any other), a cocos2d 1.0 game's
  /// `universal_background-iphone5.png` and another's `Arrow-Normal-iPad.png`
  /// (cocos2d appends `-ipad` exactly), nowbox's
  /// `airplay-tv-indicator_@2x.png` (a `_` left before the suffix), Taka
  /// Dating's `message_icon_active.png@2x.png` (its extension), and a
  /// space left before the extension (Space Debris's
  /// `ask_extra_lives@2x .png`, below with `_2x`).
  @Test(arguments: [
    (
      [
        "images/layers.png", "images/layers-2x.png", "images/marker-icon.png",
        "images/marker-icon-2x.png", "images/marker-shadow.png",
      ],
      AuditConvention?.none, "images/layers-2x.png", "images/layers@2x.png", "UIKit"
    ),
    (
      ["ic_search_white.png", "ic_search_white_2x.png", "ic_search_white_3x.png"], nil,
      "ic_search_white_2x.png", "ic_search_white@2x.png", "UIKit"
    ),
    (
      [
        "background.png", "background_ipad.png", "background_landscape_ipad.png",
        "bg_topbar_ipad.png",
      ], nil, "background_ipad.png", "background~ipad.png", "UIKit"
    ),
    (
      ["universal_background.png", "universal_background-iphone5.png"], .cocos2d,
      "universal_background-iphone5.png", "universal_background-iphone5hd.png", "cocos2d"
    ),
    (
      [
        "Arrow-Normal.png", "Arrow-Normal-iPad.png", "Arrow-Selected.png",
        "Arrow-Selected-iPad.png",
      ], .cocos2d, "Arrow-Normal-iPad.png",
      "Arrow-Normal-ipad.png", "cocos2d appends `-ipad` exactly"
    ),
    (
      ["Images/airplay-tv-indicator.png", "Images/airplay-tv-indicator_@2x.png"], .uikit,
      "Images/airplay-tv-indicator_@2x.png", "Images/airplay-tv-indicator@2x.png",
      "(`_` left before the suffix)"
    ),
    (
      ["Resources/message_icon_active.png", "Resources/message_icon_active.png@2x.png"], .uikit,
      "Resources/message_icon_active.png@2x.png", "Resources/message_icon_active@2x.png",
      "(`.png` left before the suffix)"
    ),
    (
      ["AskFriend/ask_extra_lives.png", "AskFriend/ask_extra_lives_2x .png"], .uikit,
      "AskFriend/ask_extra_lives_2x .png", "AskFriend/ask_extra_lives@2x.png",
      "(`_2x`, ` ` left after the suffix)"
    ),
  ])
  func lookAlikeNamesSayWhatTheLoaderNeeds(
    files: [String], convention: AuditConvention?, file: String, suggestion: String,
    says: String
  ) throws {
    var audit = ios
    if let convention { audit.convention = convention }
    let report = audit.report(forFiles: files)
    let finding = try #require(report.findings.first { $0.file == file })
    #expect(finding.kind == .malformedSuffix)
    #expect(finding.suggestions == [suggestion])
    let name = file.split(separator: "/").last.map(String.init) ?? file
    #expect(finding.message.hasPrefix("\(name) looks like a variant of "))
    #expect(finding.message.contains(says))
    #expect(finding.message.contains("unless the code asks for"))
    // The look-alike is no asset of its own to upscale.
    #expect(!report.findings.contains { $0.kind == .upscaledFallback && $0.file == file })
    #expect(
      report.findings.filter { $0.kind == .malformedSuffix }.allSatisfy {
        !$0.file.hasPrefix("bg_topbar") && !$0.file.hasSuffix("landscape_ipad.png")
      })
  }

  /// A separator or extension before the suffixes is stray only beside
  /// the plain file and without a file of its own base (`foo_.png`,
  /// `msg.png.png`).
  @Test func aSeparatorBeforeTheSuffixIsStrayOnlyBesideThePlainFile() {
    var uikit = ios
    uikit.convention = .uikit
    for files in [
      ["airplay-tv-indicator_@2x.png"],
      ["airplay-tv-indicator.png", "airplay-tv-indicator_.png", "airplay-tv-indicator_@2x.png"],
      ["msg.png", "msg.png.png", "msg.png@2x.png"],
    ] {
      #expect(
        !uikit.report(forFiles: files).findings.contains { $0.kind == .malformedSuffix },
        "\(files)")
    }
  }

  @Test func aResemblanceWithoutItsPlainFileIsAPlainName() {
    // The cocos2d game above loads its 4-inch background by hand; without a
    // Default.png beside it, Default-iphone5.png is no launch image either.
    let report = audit(["Default-iphone5.png": (640, 1136), "menu.png": (10, 10)])
    #expect(report.systemImages.isEmpty)
    #expect(!report.findings.contains { $0.kind == .malformedSuffix })
  }

  @Test func aCompleteCocos2dSetHasNoFindingOnAnyPreset() {
    // A cocos2d game's title art, each size right; cocos2d's loader tries
    // only the plain name on a Mac or a TV, so the Retina Mac upscaling it
    // has no name to add (it was told to add the `-hd` file it had).
    let report = audit(
      [
        "Menu/title.png": (120, 40), "Menu/title-hd.png": (240, 80),
        "Menu/title-ipad.png": (240, 80), "Menu/title-ipadhd.png": (480, 160),
      ], with: AssetAudit())
    #expect(report.convention == .cocos2d)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
  }

  @Test func cocos2dTreeIsJudgedByCocos2dsLoader() throws {
    let report = audit(
      [
        "hero.png": (32, 32), "hero-hd.png": (64, 64), "hero-ipad.png": (64, 64),
        "hero-ipadhd.png": (128, 128), "sheet.png": (256, 256), "sheet-hd.png": (500, 480),
        "font.png": (64, 64), "font-hd.png": (120, 128),
      ], others: ["sheet.plist", "sheet-hd.plist", "font.fnt", "font-hd.fnt"])
    #expect(report.convention == .cocos2d)
    #expect(report.conventionReason.hasPrefix("inferred"))
    // No foreign suffix, no @3x wanted, sprite sheets not compared; the
    // Retina iPad upscales the phone's sheets (cocos2d loads sheet.png there).
    #expect(
      report.findings.map { "\($0.kind) \($0.file) \($0.devices)" } == [
        "upscaledFallback font.png [\"ipad-retina\"]",
        "upscaledFallback sheet.png [\"ipad-retina\"]",
      ])
    let hero = try #require(report.assets.first { $0.path == "hero.png" })
    #expect(
      hero.choices.map(\.file) == [
        "hero.png", "hero-hd.png", "hero-hd.png", "hero-hd.png", "hero-ipad.png",
        "hero-ipadhd.png",
      ])
  }

  @Test func cocos2dSizesAndMissingHDAreCocos2dsFindings() throws {
    let report = audit([
      "title.png": (100, 40), "title-hd.png": (190, 80), "menu.png": (10, 10),
    ])
    #expect(report.convention == .cocos2d)
    let size = try #require(report.findings.first { $0.kind == .wrongPixelSize })
    #expect(size.file == "title-hd.png")
    #expect(size.expectedPixelSize == AuditPixelSize(width: 200, height: 80))
    let upscaled = try #require(
      report.findings.first { $0.kind == .upscaledFallback && $0.file == "menu.png" })
    // No iPad name in the tree: a Retina iPad loads `-hd` too.
    #expect(upscaled.suggestions == ["menu-hd.png"])
    #expect(!upscaled.suggestions.contains { $0.contains("@") })
    let withPadArt = audit([
      "title.png": (100, 40), "title-hd.png": (200, 80), "title-ipad.png": (200, 80),
      "menu.png": (10, 10),
    ])
    let padUpscaled = try #require(
      withPadArt.findings.first { $0.kind == .upscaledFallback && $0.file == "menu.png" })
    #expect(padUpscaled.suggestions == ["menu-hd.png", "menu-ipadhd.png"])
  }

  /// shikaku (cocos2d 1.1) draws a 320 × 480 backdrop on phones and its
  /// 768 × 1024 `-hd` on the iPad: two screens' backdrops, not a wrong
  /// @2x. A `-hd` of the phone's own shape is still held to twice its base.
  @Test func backdropsOfDifferentScreensNeedNotBeInProportion() {
    let report = audit([
      "background.png": (320, 480), "background-hd.png": (768, 1024),
      "background-ipadhd.png": (1536, 2048), "menu.png": (320, 480), "menu-hd.png": (600, 900),
      "title-ipad.png": (10, 10),
    ])
    #expect(report.convention == .cocos2d)
    #expect(
      report.findings.filter { $0.kind == .wrongPixelSize }.map(\.file) == ["menu-hd.png"],
      "\(report.findings.map(\.message))")
  }

  /// smash-fort (cocos2d 1.0.1) names only `-hd`: its Retina iPad loads
  /// `Battery-hd.png` (80 × 80), as a Retina phone does; nothing is
  /// upscaled, and the report says why.
  @Test func aCocos2dTreeWithoutIPadNamesGivesTheRetinaIPadTheHDFile() throws {
    let report = audit([
      "Battery.png": (40, 40), "Battery-hd.png": (80, 80), "Bomb.png": (32, 32),
      "Bomb-hd.png": (64, 64),
    ])
    #expect(report.convention == .cocos2d)
    #expect(report.conventionReason.contains("a Retina iPad -hd"))
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    let battery = try #require(report.assets.first { $0.path == "Battery.png" })
    #expect(
      battery.choices.map(\.file) == [
        "Battery.png", "Battery-hd.png", "Battery-hd.png", "Battery-hd.png", "Battery.png",
        "Battery-hd.png",
      ])
  }

  @Test func aMixedTreeUsesTheCombinedGrammarAndAGivenOneIsSaid() {
    let mixed = audit([
      "a.png": (8, 8), "a@2x.png": (16, 16), "b.png": (8, 8), "b-ipad.png": (8, 8),
    ])
    #expect(mixed.convention == .standardpaths)
    #expect(mixed.findings.contains { $0.kind == .foreignSuffix && $0.file == "b-ipad.png" })
    var given = ios
    given.convention = .uikit
    let report = audit(["b.png": (8, 8), "b-ipad.png": (8, 8)], with: given)
    #expect(report.conventionReason == "given")
    #expect(!report.findings.contains { $0.kind == .foreignSuffix })
  }

  @Test func iconSetIsNotToldToAddThreeX() {
    let report = audit([
      "App.iconset/icon_16x16.png": (16, 16), "App.iconset/icon_16x16@2x.png": (32, 32),
      "App.iconset/icon_32x32.png": (32, 32), "App.iconset/icon_32x32@2x.png": (64, 64),
    ])
    #expect(!report.findings.contains { $0.kind == .upscaledFallback }, "\(report.findings)")
  }

  @Test func iPadProIconAt83Point5AndLaunchImagesBySize() {
    let report = audit([
      "Icon-83@2x.png": (167, 167), "Icon-83.5@2x.png": (167, 167),
      "Default-375w-667h@2x.png": (750, 1334), "Default-414w-736h@3x.png": (1242, 2208),
      "Default-568h@2x.png": (640, 1136), "Default.png": (320, 480), "Default@2x.png": (640, 960),
      "Default-Portrait~ipad.png": (768, 1024), "Default-Portrait@2x~ipad.png": (1536, 2048),
    ])
    #expect(report.isClean, "\(report.findings.map(\.message))")
  }

  @Test func twoXAndThreeXWithinOnePixelAtTwoX() {
    // 53 px @2x and 78 px @3x (79.5 by the @2x): inside the tolerance.
    #expect(
      audit(["chevron@2x.png": (53, 53), "chevron@3x.png": (78, 78)]).findings.allSatisfy {
        $0.kind != .wrongPixelSize
      })
  }

  @Test func flattenedBundleJoinsGroupFolders() throws {
    // A game keeps Menu HD/*-hd.png apart from Menu/*.png; Xcode copies both flat.
    let sizes = ["Menu/play.png": (60, 20), "Menu HD/play-hd.png": (100, 40)]
    var folders = ios
    folders.flattensFolders = false
    let byFolder = audit(sizes, with: folders)
    #expect(byFolder.findings.contains { $0.kind == .missingBase })
    // By default the audit sees the same: the variant's base is only in
    // another folder, and no two files share a bundle name.
    #expect(audit(sizes).conventionReason.contains("app bundle"))
    #expect(!audit(sizes).findings.contains { $0.kind == .missingBase })
    var flat = ios
    flat.flattensFolders = true
    let report = audit(sizes, with: flat)
    #expect(!report.findings.contains { $0.kind == .missingBase })
    let size = try #require(report.findings.first { $0.kind == .wrongPixelSize })
    #expect(size.file == "Menu HD/play-hd.png")
    #expect(size.expectedPixelSize == AuditPixelSize(width: 120, height: 40))
    let twice = audit(["A/logo.png": (8, 8), "B/logo.png": (8, 8)], with: flat)
    #expect(
      twice.findings.contains {
        $0.kind == .duplicateVariant && $0.message.contains("copied to logo.png")
      })
    // Sun-Smash copies its icon from two folders: no case differs.
    let icons = audit(["Icon.png": (57, 57), "Resources/Icon.png": (57, 57)], with: flat)
    #expect(!icons.findings.contains { $0.kind == .caseCollision }, "\(icons.findings)")
    #expect(
      icons.findings.contains {
        $0.kind == .duplicateVariant
          && $0.message.hasPrefix("Icon.png, Resources/Icon.png are both copied to Icon.png")
      }, "\(icons.findings)")
  }

  @Test func reportLeadsWithErrorsThenDevicesAndGroupsOneCause() throws {
    let report = audit(
      [
        "arrow.png": (8, 8), "back.png": (8, 8), "close.png": (8, 8), "dial@2x.png": (16, 16),
        "dial~ipad.png": (8, 8),
      ],
      others: ["e@2X.png"])
    #expect(report.findings.first?.severity == .error)
    let counts = report.findings.filter { $0.severity == .warning }.map(\.devices.count)
    #expect(counts == counts.sorted(by: >))
    let groups = report.findingGroups
    let upscaled = try #require(
      groups.first { $0.findings.count == 3 },
      "\(groups.map { ($0.cause, $0.findings.map(\.devices)) })")
    #expect(Set(upscaled.findings.map(\.file)) == ["arrow.png", "back.png", "close.png"])
    #expect(upscaled.cause.contains("…"))
    #expect(groups.map(\.findings.count).reduce(0, +) == report.findings.count)
  }
}
