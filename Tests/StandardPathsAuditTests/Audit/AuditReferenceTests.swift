import Foundation
import StandardPathsTesting
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsAudit

/// Images nothing names: the words a project's files spell, read from the
/// ways real projects load images (iosfrotz's commented-out load, Awful's
/// `Vote\(rating)`, cocos2d games' `%d` frames, storyboards, CSS), and the
/// findings they set apart.
@Suite struct AuditReferenceTests {
  private static func references(_ text: String, isCode: Bool = true) -> ImageReferences {
    var references = ImageReferences()
    references.add(Array(text.utf8), isCode: isCode, isData: false)
    references.nameWordsOfConstants(used: references.identifiers)
    return references
  }

  private static let spellings: [(String, String, Bool)] = [
    // Names spelt out, in code, interface files, style sheets and plists.
    (#"[UIImage imageNamed:@"Vote0"]"#, "Vote0", true),
    (#"[UIImage imageNamed:@"Vote0"]"#, "Vote1", false),
    (#"[CCSprite spriteWithFile:@"title-hd.png"]"#, "title-hd", true),
    (#"[UIImage imageNamed:@"Stop-Button"]"#, "stop-button", true),
    // R.swift's symbols name loose images too (others: catalog sets only).
    ("R.image.iconSettings()", "icon_settings", true),
    // Any other identifier is no name (UltimateIPhone's `tweetButton`),
    // nor is a directive (`#import`, `#pragma mark`).
    (
      "-(IBAction)tweetButtonClicked:(id)sender { self.tweetButton.hidden = YES; }", "tweet-button",
      false
    ),
    (#"#import "PlayerView.h""#, "player-view", false),
    ("#pragma mark - ActionView (who/what for event)", "what", false),
    (#"#define kPlayer @"player""#, "player", false),
    ("#define kPlayer @\"player\"\nsprite = [CCSprite spriteWithFile:kPlayer];", "player", true),
    // A constant nothing reads names nothing (Stepik's `Images.swift`); a
    // computed property is no constant.
    (#"static let visibleImage = UIImage(named: "visible")!"#, "visible", false),
    (
      "static let visibleImage = UIImage(named: \"visible\")!\nbutton.image = Images.visibleImage",
      "visible", true
    ),
    (#"static NSString *const kGTalk = @"gtalk";"#, "gtalk", false),
    (#"public let art = ["hero", "map"].map { UIImage(named: $0) }"#, "hero", true),
    (#"var body: some View { Image("logo") }"#, "logo", true),
    // A `String` enum's cases are its raw values: `UIImage(named: icon.rawValue)`.
    ("enum Icon: String {\n  case back, forward\n  case share = \"share-box\"\n}", "forward", true),
    // One in capitals names only an image in capitals: Alamofire's HTTP
    // methods are no `delete.png` (xPallet).
    ("enum Method: String {\n  case GET, DELETE\n}", "delete", false),
    ("enum Method: String {\n  case GET, DELETE\n}", "DELETE", true),
    // Not the cases of another enum, nor a pattern (edX's `.downloading`).
    ("enum BulkDownloadState {\n  case new\n  case downloading\n}", "downloading", false),
    ("switch state {\n  case .downloading: break\n}", "downloading", false),
    (
      "enum Icon: String {\n  case back, forward\n}\nlet forwardButton = 1", "forward-button", false
    ),
    // In a string with spaces only its first word, a phrase it starts
    // with and file names are names (Neon Tower's ad placement).
    (#"#define kCBGameOver @"Gameover Banner (Spooky)""#, "banner", false),
    // A log message names nothing (Fat Guy Fred's "reset button pressed").
    (#"NSLog(@"reset button pressed"); x = @"play";"#, "reset", false),
    (#"NSLog(@"reset button pressed"); x = @"play";"#, "play", true),
    (#"print("reset"); CCLOG(@"green")"#, "green", false),
    (#"x = @"Gameover Banner (Spooky)""#, "Gameover Banner", true),
    (#"x = @"Gameover Banner (Spooky)""#, "gameover-banner", false),
    (#"html = @"<p><img src='arrow.png'> next</p>";"#, "arrow", true),
    // A number format names numbered images where it loads one
    // (MiniKeePass), not where it makes a request's length (1000 Italy);
    // nor does a version or a decimal.
    (#"image = [UIImage imageNamed:[NSString stringWithFormat:@"%ld", (long)index]];"#, "12", true),
    (#"length = [NSString stringWithFormat:@"%d", [postData length]];"#, "12", false),
    // A number names an image only as a whole value (New Internationalist's
    // old `100.png` and `120.png` icons).
    (#"url = [NSString stringWithFormat:@"search.json?query=%@&per_page=100", q];"#, "100", false),
    (#"fontSize = @"120%";"#, "120", false),
    (#"icon = [UIImage imageNamed:@"100.png"];"#, "100", true),
    (#"size = @"120";"#, "120", true),
    // Nor where a label shows it (mmm's rank, beside its unused cards).
    (
      #"rank = [CCLabelTTF labelWithString:[NSString stringWithFormat:@"%d", p.rank] fontName:f fontSize:12];"#,
      "101", false
    ),
    (#"version = @"6.0"; x = @"9.1833";"#, "6", false),
    (#"name = @"6.png";"#, "6", true),
    // A localization's key is a text's, unless its value is an image's
    // name (Bilibili's `bangumi_finished`).
    (
      #"l.text = done ? NSLocalizedString(@"bangumi_finished", @"Done") : @"";"#,
      "bangumi_finished", false
    ),
    (#"icon = [UIImage imageNamed:NSLocalizedString(@"flag", nil)];"#, "flag", true),
    // A request's parameter named after its variable, and an attributed
    // string's text, name nothing (LuzoTV's unused `gender` set).
    (#"request(["uid": userID, "gender": gender])"#, "gender", false),
    (#"show(["tab": "gender"])"#, "gender", true),
    // DSCVR's analytics event: a key whose variable starts with its name.
    (#"track(["cardboard": cardboardDescription, "id": id])"#, "cardboard", false),
    (#"track(["cardboard": descriptionOfCardboard])"#, "cardboard", true),
    (
      #"field.attributedPlaceholder = NSAttributedString(string: "Gender", attributes: a)"#,
      "gender", false
    ),
    // A web path with a query names the server's resources (1000 Italy).
    (
      #"url = [NSString stringWithFormat:@"%@%@/comment/%@?token=%@", a, b, c, t];"#, "comment",
      false
    ),
    (#"icon = [NSString stringWithFormat:@"icons/%@.png", name];"#, "icons", true),
    ("img.src = 'btn-play.png';", "btn-play", true),
    // Names built at run time count by their fixed part.
    (#"UIImage(named: "Vote\(rating)")"#, "Vote3", true),
    // A name given to code that appends a number names its frames
    // (learn-cocos2d's animation helper), not without it.
    (
      #"s = [NSString stringWithFormat:@"%@%i.png", name, i]; a = @"ship-anim";"#, "ship-anim3",
      true
    ),
    (#"a = @"ship-anim";"#, "ship-anim3", false),
    // A space may part the fixed part from it (Jack The Gaint's frames).
    (#"let name = "Player \(i)"; textures.append(SKTexture(imageNamed: name))"#, "Player 2", true),
    (#"UIImage(named: "Vote\(rating)")"#, "rating1", false),
    (#"[NSString stringWithFormat:@"enemy%d.png", i]"#, "enemy12", true),
    // A number built in names only names that go on with a digit
    // (CCWeibo's `"new_feature_\(index + 1)"` named `new_feature_share_true`).
    (#"[NSString stringWithFormat:@"enemy%d.png", i]"#, "enemy_boss", false),
    (#"UIImage(named: "new_feature_\(index + 1)")"#, "new_feature_4", true),
    (#"UIImage(named: "new_feature_\(index + 1)")"#, "new_feature_share_true", false),
    (#"UIImage(named: "cell_\(indexPath.row)")"#, "cell_background", false),
    // A fixed end after the number is part of the name (TimeMovie's
    // `String(format: "wizard%d_568@2x.jpg")` names no `wizard1_480`).
    (#"String(format: "wizard%d_568@2x.jpg", i + 1)"#, "wizard1_568", true),
    (#"String(format: "wizard%d_568@2x.jpg", i + 1)"#, "wizard12_568", true),
    (#"String(format: "wizard%d_568@2x.jpg", i + 1)"#, "wizard1_480", false),
    (#"String(format: "wizard%d_568@2x.jpg", i + 1)"#, "wizard1", false),
    (#"UIImage(named: "level\(i + 1)_bg")"#, "level3_bg", true),
    (#"UIImage(named: "level\(i + 1)_bg")"#, "level3_title", false),
    // Not a suffix the loader reads apart (`-hd`, `~ipad`).
    (#"[CCSprite spriteWithFile:[NSString stringWithFormat:@"coin%d-hd.png", i]]"#, "coin2", true),
    (#"[UIImage imageNamed:[NSString stringWithFormat:@"tip%d~ipad", i]]"#, "tip2", true),
    // A base that keeps an image's extension is a copy exported twice
    // (shenbian's `icon_channel_20001.png.png`): a built name loads the
    // file without it; only the doubled name spelt whole loads it.
    (#"[NSString stringWithFormat:@"icon_channel_%d", tag]"#, "icon_channel_20001", true),
    (#"[NSString stringWithFormat:@"icon_channel_%d", tag]"#, "icon_channel_20001.png", false),
    (#"[NSString stringWithFormat:@"icon_%@", name]"#, "icon_channel.png", false),
    (#"[UIImage imageNamed:@"select_friends_btn.png.png"]"#, "select_friends_btn.png", true),
    // Not a literal an image loader takes as it is (DOMOPHONE's, no format
    // around it), unlike a constant kept for a format (NewBook's).
    (#"[UIImage imageNamed:@"gate%@512x512_w.png"]"#, "gate512x512_w", false),
    (
      #"NSString *imagePattern = @"Shadow_portret_%ld"; [UIImage imageNamed:[NSString stringWithFormat:imagePattern, n]];"#,
      "Shadow_portret_1", true
    ),
    // Not one whose extension is a database's or a sound's (Zulip's store).
    (#"[NSString stringWithFormat:@"Zulip-%@.sqlite", user]"#, "zulip-120", false),
    (#"let sound = "hit-\(n).caf"; play(sound)"#, "hit-icon", false),
    (#"let icon = "hit-\(n).png"; view.image = UIImage(named: icon)"#, "hit-icon", true),
    // An end appended to a name counts where the code names the rest
    // (CCWeibo's `name + "_highlighted"` named nine images of stems no
    // code spells).
    (#"n = @"tab_home"; [NSString stringWithFormat:@"%@_selected", n]"#, "tab_home_selected", true),
    (#"[NSString stringWithFormat:@"%@_selected", name]"#, "tab_home_selected", false),
    (#"base = "play"; let name = base + "-pressed"; show(name)"#, "play-pressed", true),
    (#"b = @"sky"; [b stringByAppendingString:@"_night"]"#, "sky_night", true),
    // A one- or two-letter name only as a whole value (PWC's flags).
    (#"formatter.dateFormat = @"dd/MM/yyyy";"#, "MM", false),
    (#"NSString *ampm = @"AM";"#, "AM", true),
    (#"#define kFlag @"AM""#, "AM", false),
    ("#define kFlag @\"AM\"\nflag = [UIImage imageNamed:kFlag];", "AM", true),
    (#"flag = [UIImage imageNamed:@"US.png"];"#, "US", true),
    // With its letter case: Taka's profile answer `@"No"` is not its
    // `no.png`, which a device's file system tells apart.
    (#"smoking = @"No"; return NO;"#, "no", false),
    (#"[button setImage:[UIImage imageNamed:@"no.png"] forState:0];"#, "no", true),
    // A word in capitals names only a name in capitals (Scribbeo's
    // `@"FCPXML"` key and `fcpXML.png`; `YES`).
    (#"key = @"FCPXML";"#, "fcpXML", false),
    (#"x = @"YES";"#, "yes", false),
    (#"i = [UIImage imageNamed:@"FCPXML"];"#, "FCPXML", true),
    (#"i = [UIImage imageNamed:@"fcpXML"];"#, "fcpXML", true),
    // A cocos2d suffix the code configures builds no name (AlienFrontiers).
    (#"[fileUtils setiPadRetinaDisplaySuffix:@"-ipadhd"];"#, "menu_on-ipadhd", false),
    // newsyc appends `@"7"` on iOS 7: a short end counts after a whole
    // name, and only when appended by a call (minified scripts add "1").
    (#"n = @"reply"; n = [n stringByAppendingString:@"7"];"#, "reply7", true),
    (#"n = @"reply"; n = [n stringByAppendingString:@"7"];"#, "replay7", false),
    (#"n = "reply"; m = n + "7";"#, "reply7", false),
    // So does one after a format that ends its string (Kodi's toolbar:
    // `@"st_album"` and `@"%@_on.png"`), but not after code (`indexOf(x)-1`).
    (#"b = @"st_album"; on = [NSString stringWithFormat:@"%@_on.png", b];"#, "st_album_on", true),
    (#"b = "st_album"; on = "\(b)_on""#, "st_album_on", true),
    (#"b = @"st_album"; on = [NSString stringWithFormat:@"%@_on.png", b];"#, "st_song_on", false),
    (#"p = "logo"; i = s.indexOf(p)-1;"#, "logo1", false),
    // MiniKeePass loads its 69 icon sets by number.
    (#"[UIImage imageNamed:[NSString stringWithFormat:@"%ld", (long)index]]"#, "58", true),
    (#"[UIImage imageNamed:[NSString stringWithFormat:@"%ld", (long)index]]"#, "icon58", false),
    (#"label.text = [NSString stringWithFormat:@"%@", name];"#, "58", false),
    (#"n = @"home"; [n stringByAppendingString:@"7-selected.png"]"#, "home7-selected", true),
    // A sentence is no name; `\n` is no interpolation; a word ending in
    // `-` outside a name is prose (UltimateIPhone's log messages).
    (#"[alert show:@"Unable to complete your purchase"];"#, "complete", false),
    (#"[CCSprite spriteWithFile:@"Layer 1 Outside.png"];"#, "Layer 1 Outside", true),
    // Or after the literal's folder (iWVU's calendar tiles), up to five words.
    (
      #"t = [UIImage imageFromPath:TKBUNDLE(@"Tapku.bundle/Images/Month Calendar Date Tile.png")];"#,
      "Month Calendar Date Tile", true
    ),
    (
      #"t = @"Images/calendar/Month Calendar Today Selected Tile.png";"#,
      "Month Calendar Today Selected Tile", true
    ),
    (#"t = @"Images/calendar/Month Calendar Today Selected Tile.png";"#, "Calendar Today", false),
    // Nor is its last word alone (iWVU's unused `shadow.png`).
    (#"t = @"Images/calendar/Month Calendar Shadow.png";"#, "Month Calendar Shadow", true),
    (#"t = @"Images/calendar/Month Calendar Shadow.png";"#, "shadow", false),
    // TanChess' chessman, an apostrophe in its quoted name.
    (#"[self createChessmanwithFilename:@"David's Deer-ipad.png"];"#, "David's Deer-ipad", true),
    ("<string>don't tap</string>", "don't", false),
    // A key path names no file (WoowTag's unused `tags.png`).
    (#"NSArray *t = [self valueForKeyPath:@"tags"];"#, "tags", false),
    // ` & ` within a quoted name (Dealers' category sets, UCDavis' icons).
    (#"return @[@"Art", @"Sports & Outdoor"];"#, "Sports & Outdoor", true),
    (
      "#define kSwimming @\"Swimming & Diving\"\nrows = @[kSwimming];\n"
        + #"i = [UIImage imageNamed:[NSString stringWithFormat:@"%@_icon.png", t]];"#,
      "Swimming & Diving_icon", true
    ),
    ("cats & dogs", "cats & dogs", false),
    // An assertion's message names nothing (Pandalgebra's cocos2d images).
    (#"NSAssert(bg != nil, @"background.png not found. Failed");"#, "background", false),
    (
      #"NSAssert(ok, @"background.png"); [CCSprite spriteWithFile:@"bg.png"];"#, "background", false
    ),
    // TanChess plays `fire.wav`: a sound's name is no image's.
    (#"[[SimpleAudioEngine sharedEngine] playEffect:@"fire.wav"];"#, "fire", false),
    (#"[[CCTextureCache sharedTextureCache] addImage:@"fire.png"];"#, "fire", true),
    (#"SHSLog(@"Posting score to leaguevine\nURL: %@%@", url, json);"#, "leaguevine_logo", false),
    ("// see leaguevine- and pre- settings\nx = 1;", "leaguevine_logo", false),
    ("<string>the leaguevine- site</string>", "leaguevine_logo", false),
    (#"img.src = "btn-" + name + ".png";"#, "btn-play", true),
    // youtube-iOS's selected tab icons.
    (
      #"tabBarImages = ["home"]; var imageName = tabBarImages[row]; imageName += "Selected""#,
      "homeSelected", true
    ),
    (
      #"tabBarImages = ["home"]; var imageName = tabBarImages[row]; imageName = "Selected""#,
      "homeSelected", false
    ),
    // Blurv's profile icons: an end appended to a name names the names it
    // ends, not the one its letters spell without the `_`.
    (#"var name = "language"; name += "_icon"; UIImage(named: name)"#, "language_icon", true),
    (#"var name = "language"; name += "_icon"; UIImage(named: name)"#, "icon", false),
    (#"local tile = "tile" .. n .. ".png""#, "tile12", true),
    (#"icon = $"badge{level}";"#, "badge3", true),
    // A load that is commented out loads nothing; `//` in a string is text.
    (#"// self.image = [UIImage imageNamed:@"glyph-enter"];"#, "glyph-enter", false),
    (#"/* [UIImage imageNamed:@"refresh"]; */ x = 1;"#, "refresh", false),
    (#"url = @"awful-resource://refresh.png";"#, "refresh", true),
    // A web address loads from the network (CERN's `live.png`).
    (#"url = @"http://atlas-live.cern.ch/live.png";"#, "live", false),
    (#"s = "a \"quoted\" word"; // [UIImage imageNamed:@"flip"]"#, "flip", false),
    (#"if (c == '"') { n++; } // [UIImage imageNamed:@"flip"]"#, "flip", false),
    ("s = \"unterminated;\n// [UIImage imageNamed:@\"flip\"]", "flip", false),
    // mcgi: the tab bar item's only load is in a block comment.
    (
      #"/*\n devotionalTBI = [[UITabBarItem alloc] initWithTitle:t image:[UIImage imageNamed:@"Daily-Devotional.png"] tag:0];\n */"#,
      "Daily-Devotional", false
    ),
  ]
  @Test(arguments: spellings)
  func aNameIsNamedWhenAFileSpellsIt(text: String, name: String, isNamed: Bool) {
    #expect(AuditReferenceTests.references(text).names(name) == isNamed)
  }

  /// Xcode's generated asset symbols drop `-` and `_` and change case;
  /// SwiftGen's and Objective-C's are read too. They exist only for the
  /// sets of asset catalogs: they name no loose file.
  @Test(arguments: [
    "UIImage(resource: .iconSettings)", "Image(.iconSettings)", "let image = UIImage.iconSettings",
    "Asset.Icons.iconSettings.image", "[UIImage imageNamed:ACImageNameIconSettings]",
  ])
  func generatedSymbolsNameCatalogSets(text: String) {
    #expect(AuditReferenceTests.references(text).names("icon_settings", isCatalogSet: true))
    #expect(!AuditReferenceTests.references(text).names("icon_settings"))
  }

  /// Any other member or case is no image (MiniKeePass's `.checkmark`).
  @Test func aMemberIsNoSymbol() {
    let references = AuditReferenceTests.references(
      "cell.accessoryType = .checkmark; switch tab { case .search: show(.info) }")
    for member in ["checkmark", "search", "info"] {
      #expect(!references.names(member, isCatalogSet: true), "\(member)")
    }
  }

  /// Prose and web addresses in a property list or a page name nothing:
  /// CERN's `StaticInformation.plist` says "about 100m underground" and
  /// `CERNLive.plist` links `http://www.atlas.ch/news/news.rss`.
  @Test(arguments: [
    ("<string>The LHC is placed around the ring, about 100m underground.</string>", "about"),
    ("<string>http://www.atlas.ch/news/news.rss</string>", "news"),
    (#"<label text="Tap here to go back" id="x"/>"#, "back"),
  ])
  func proseAndWebAddressesNameNothing(text: String, name: String) {
    #expect(!AuditReferenceTests.references(text, isCode: false).names(name))
    #expect(
      AuditReferenceTests.references("<string>\(name).png</string>", isCode: false).names(name))
  }

  /// A nib names images only by its image attributes: owncloud's default
  /// button title "Button" named its unused `Button@2x.png`. Its other
  /// values still name the types the app creates (`customClass`), and
  /// the old archive format, which spells resources as text, is read whole.
  @Test func aNibNamesImagesByItsImageAttributes() throws {
    let files = [
      "App/main.m": #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, nil); }"#,
      "App/Menu.m":
        #"@implementation MenuCell\n- (void)x { [UIImage imageNamed:@"menu"]; [NSBundle.mainBundle loadNibNamed:@"Old" owner:self options:nil]; }\n@end"#,
      "App/Main.storyboard": """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <tableViewCell customClass="MenuCell"><button title="Button" image="play">
      <state key="normal" backgroundImage="frame"/></button>
      <textField background="field" placeholder="search"/>
      <userDefinedRuntimeAttribute type="string" keyPath="iconName" value="gear"/>
      </tableViewCell><resources><image name="star" width="8" height="8"/></resources></document>
      """,
      "App/Old.xib": """
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <string key="NSResourceName">legacy.png</string></archive>
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    for name in ["play", "frame", "field", "gear", "star", "menu", "legacy"] {
      #expect(references.names(name), "\(name)")
    }
    // Interface Builder's note of an image's size is kept.
    #expect(references.recordedSize(of: "star")?.width == 8)
    #expect(references.recordedSize(of: "play") == nil)
    for text in ["Button", "search"] {
      #expect(!references.names(text), "\(text)")
    }
  }

  /// A particle's texture is drawn at the size its emitter gives each
  /// particle: Angry-Syrians' `CCParticleSun` (cocos2d's ready-made
  /// systems load `fire.png`; their header declares the particle system)
  /// and Hemispheres' `explosion.plist` (`textureFileName`). Upscaling it
  /// is moot; its other findings stay.
  @Test func aParticlesTextureIsNotUpscaled() throws {
    let files = [
      "Classes/main.m":
        #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, @"Bomb"); }"#,
      "Classes/Bomb.m":
        #"@implementation Bomb\n- (void)x { [CCParticleSun node]; [CCParticleSystemQuad particleWithFile:@"explosion.plist"]; }\n@end"#,
      "libs/cocos2d/CCParticleExamples.h":
        "@interface CCParticleSun : ARCH_OPTIMAL_PARTICLE_SYSTEM\n@end",
      "libs/cocos2d/CCParticleExamples.m":
        #"#import "CCParticleExamples.h"\#n@implementation CCParticleSun\n- (id)init { t = [[CCTextureCache sharedTextureCache] addImage:@"fire.png"]; }\n@end"#,
      "Resources/explosion.plist": "<key>textureFileName</key><string>spark.png</string>",
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    var report = AuditReport(
      devices: [], assets: [],
      findings: ["fire", "spark"].flatMap { name in
        [
          AuditFinding(
            kind: .upscaledFallback, file: "\(name).png", asset: "\(name).png", message: ""),
          AuditFinding(
            kind: .wrongPixelSize, file: "\(name)-hd.png", asset: "\(name).png", message: ""),
        ]
      }, fileCount: 4)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.findings.map(\.file) == ["fire-hd.png", "spark-hd.png"])
    #expect(report.setApartFindings.map(\.file) == ["fire.png", "spark.png"])
  }

  /// A report of upscaled findings on `paths`, set aside by what the
  /// code `files` name.
  private static func upscaled(_ paths: [String], setAsideBy files: [String: String]) throws
    -> AuditReport
  {
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    var report = AuditReport(
      devices: [], assets: [],
      findings: paths.map { path in
        AuditFinding(kind: .upscaledFallback, file: path, asset: path, message: "")
      }, fileCount: paths.count)
    report.setAside(unnamedIn: references, root: "/src")
    return report
  }

  /// Disney's offline park map: `tiles/17/116467/51636.png`, which its
  /// tile overlay reads by zoom, column and row (`url(forResource:
  /// "\(path.y)", withExtension: "png", subdirectory: "tiles/\(path.z)/\(path.x)")`)
  /// and draws at its tile size: no upscaled finding. A game's numbered
  /// levels are no tiles, nor is the overlay's own `parchment.png`.
  @Test func aMapTileIsNoUpscaledImage() throws {
    let code = #"""
      func draw() {
          tile.image = UIImage(named: "\(path.y)")
          paper.image = UIImage(named: "parchment")
          level.image = UIImage(named: "3")
      }
      """#
    let report = try Self.upscaled(
      ["tiles/17/116467/51636.png", "tiles/parchment.png", "levels/1/2/3.png"],
      setAsideBy: ["DisneyOverlay.swift": code, "main.swift": "UIApplicationMain(a, b, nil, nil)"])
    #expect(report.setApartFindings.map(\.file) == ["tiles/17/116467/51636.png"])
    #expect(AuditReport.isMapTile("tiles/0/0/0.png"))
    #expect(!AuditReport.isMapTile("tiles/2/4/1.png"))
  }

  /// Sharengo's tutorial: `tutorial_640x960_01.jpg`, 640 × 960, beside
  /// `tutorial_01.jpg`, is the page its code picks for the 3.5-inch
  /// screen, which it fills: no other screen draws it. A name whose size
  /// is not its own, or no screen's, or with nothing beside it, keeps its
  /// finding.
  @Test func aPictureNamedForItsScreenIsNoOtherScreensUpscaledImage() throws {
    let code = #"""
      func page(_ i: Int) -> UIImage? {
          let name = "tutorial_" + (isSmall ? "640x960_" : "") + "0\(i)"
          _ = UIImage(named: "banner_640x960"); _ = UIImage(named: "card_320x200")
          _ = UIImage(named: "header_640x960"); _ = UIImage(named: "header")
          return UIImage(named: name)
      }
      """#
    let references = try #require(
      AssetAudit.references(files: ["Tutorial.swift", "main.swift"]) {
        ["Tutorial.swift": code, "main.swift": "UIApplicationMain(a, b, nil, nil)"][$0].map {
          Array($0.utf8)
        }
      })
    let sizes: [String: AuditPixelSize] = [
      "Tutorial/tutorial_640x960_01.jpg": AuditPixelSize(width: 640, height: 960),
      "Tutorial/tutorial_01.jpg": AuditPixelSize(width: 640, height: 1136),
      "Art/banner_640x960.png": AuditPixelSize(width: 640, height: 960),
      "Art/header_640x960.png": AuditPixelSize(width: 320, height: 480),
      "Art/header.png": AuditPixelSize(width: 750, height: 1334),
      "Art/card_320x200.png": AuditPixelSize(width: 320, height: 200),
      "Art/card.png": AuditPixelSize(width: 640, height: 400),
    ]
    let upscaled = sizes.keys.filter { $0.contains("_") && $0.contains("x") }.sorted()
    var report = AuditReport(
      devices: [], assets: [],
      findings: upscaled.map { path in
        AuditFinding(kind: .upscaledFallback, file: path, asset: path, message: "")
      }, fileCount: sizes.count)
    for (path, size) in sizes { report.images[path] = AuditedImage(format: "png", pages: [size]) }
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.setApartFindings.map(\.file) == ["Tutorial/tutorial_640x960_01.jpg"])
    #expect(
      report.findings.map(\.file).sorted()
        == ["Art/banner_640x960.png", "Art/card_320x200.png", "Art/header_640x960.png"])
  }

  /// Social Media Survivor's SpriteBuilder art: after `[CCBReader
  /// configureCCFileUtils]`, cocos2d 3 loads `resources-phonehd/button.png`
  /// on a Retina phone at 2x; the same name outside those folders, or
  /// without the call, keeps its finding.
  @Test func spriteBuilderResolutionFoldersAreNoUpscaledImages() throws {
    func report(configures: Bool) throws -> AuditReport {
      let code =
        "void start(void) {\n"
        + (configures ? "[CCBReader configureCCFileUtils];\n" : "")
        + #"b.image = [UIImage imageNamed:@"button.png"]; l.image = [UIImage imageNamed:@"logo.png"];"#
        + "\n}\n"
      return try Self.upscaled(
        ["Published-iOS/resources-phonehd/button.png", "Art/logo.png"],
        setAsideBy: ["AppDelegate.m": code, "main.m": "int main() { UIApplicationMain(); }"])
    }
    let configured = try report(configures: true)
    #expect(
      configured.setApartFindings.map(\.file) == ["Published-iOS/resources-phonehd/button.png"])
    #expect(configured.findings.map(\.file) == ["Art/logo.png"])
    #expect(try report(configures: false).setApartFindings.isEmpty)
  }

  /// PacMan (cocos2d 2.1) copies CocosBuilder's published
  /// `resources-ipad/clickme.png` and never leaves cocos2d's suffix mode,
  /// which looks in no such folder: nothing loads those files by
  /// `clickme.png`, so their findings are set apart; a plain file's stays.
  @Test func aCocos2dGameThatSearchesNoFoldersLoadsNoResolutionFolder() throws {
    let code =
      #"void start(void) { [CCSprite spriteWithFile:@"clickme.png"]; [CCSprite spriteWithFile:@"hero.png"]; }"#
    let files = ["AppDelegate.m": code, "main.m": "int main() { UIApplicationMain(); }"]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let paths = ["Published-iOS/resources-ipad/clickme.png", "Resources/hero.png"]
    var report = AuditReport(
      devices: [], assets: [],
      findings: paths.map {
        AuditFinding(kind: .upscaledFallback, file: $0, asset: $0, message: "")
      },
      fileCount: paths.count, convention: .cocos2d)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.setApartFindings.map(\.file) == ["Published-iOS/resources-ipad/clickme.png"])
    #expect(report.findings.map(\.file) == ["Resources/hero.png"])
  }

  /// Twyst picks its pictures by screen with its own code
  /// (`imageNamedForDevice:` appends `-4.7inch` or `-5.5inch`, then `@2x`
  /// or `@3x`): `btn-camera@2x.png` and `btn-camera-4.7inch@2x.png` beside
  /// `btn-camera-5.5inch@3x.png` ask for no `@3x`; a family without a 3x
  /// picture keeps its finding. PIRATEN's loose `forum.png` is hidden by its
  /// catalog's `forum` set, which `Image("forum")` loads first; ForensiDoc's
  /// `N-LARYNX.jpg`, spelt with its extension for a path, is not.
  @Test func picturesTheAppPicksByScreenOrACatalogHidesAreSetApart() throws {
    let code = #"""
      func show() {
          camera.image = UIImage.imageNamedForDevice("btn-camera")
          tab.image = UIImage.imageNamedForDevice("btn-tab")
          icon = Image("forum")
          let url = Bundle.main.url(forResource: "N-LARYNX.jpg", withExtension: nil)
      }
      """#
    let files = ["App/Views.swift": code, "main.swift": "UIApplicationMain()"]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let upscaled = [
      "Images/btn-camera@2x.png", "Images/btn-camera-4.7inch@2x.png", "Images/btn-tab@2x.png",
      "Resources/Icons/forum.png", "Resources/N-LARYNX.jpg",
    ]
    let others = [
      "Images/btn-camera-5.5inch@3x.png", "Images/btn-tab-4.7inch@2x.png",
      "App/Assets.xcassets/TabIcons/forum.imageset/forum@2x.png",
      "App/Assets.xcassets/N-LARYNX.imageset/N-LARYNX.jpg",
    ]
    var images: [String: AuditedImage] = [:]
    for path in upscaled + others {
      images[path] = AuditedImage(format: "png", pages: [AuditPixelSize(width: 60, height: 60)])
    }
    var report = AuditReport(
      devices: AuditFixtures.devices("iphone6plus"), assets: [],
      findings: upscaled.map {
        AuditFinding(
          kind: .upscaledFallback, file: $0, asset: $0, devices: ["iphone6plus"], message: "")
      },
      fileCount: images.count, images: images, convention: .uikit)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(
      report.setApartFindings.map(\.file).sorted() == [
        "Images/btn-camera-4.7inch@2x.png", "Images/btn-camera@2x.png", "Resources/Icons/forum.png",
      ])
    #expect(
      report.findings.map(\.file).sorted() == ["Images/btn-tab@2x.png", "Resources/N-LARYNX.jpg"])
  }

  /// Jack The Gaint's menus are SpriteKit scenes, binary archives that
  /// name their sprites' textures (`Menu BG`) among their objects; code
  /// loads a scene by its name. Space Debris Phantom's emitter names the
  /// texture its particles draw at the emitter's size.
  @Test func aSpriteKitSceneNamesItsTextures() throws {
    func archive(_ objects: [Any]) throws -> [UInt8] {
      let list: [String: Any] = ["$archiver": "NSKeyedArchiver", "$objects": objects]
      return Array(
        try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0))
    }
    let files: [String: [UInt8]] = [
      "Game/GameViewController.swift": Array(
        #"func start() { view.presentScene(MainMenu(fileNamed: "MainMenu")); add(SKEmitterNode(fileNamed: "Dust")) }"#
          .utf8),
      "Scenes/MainMenu.sks": try archive(
        ["$null", "Menu BG", "{480, 800}", ["$classname": "SKSpriteNode"]]),
      "Scenes/Unused.sks": try archive(["$null", "Old BG", ["$classname": "SKSpriteNode"]]),
      "Dust.sks": try archive(["$null", "spark.png", ["$classname": "SKEmitterNode"]]),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(references.names("Menu BG"))
    #expect(!references.names("Old BG"))
    #expect(references.namesParticleTexture("spark"))
    #expect(!references.names("spark"))
  }

  /// A web page loads files by path: Colloquy's `bubbles.css` names
  /// `bubbleLeft.png`, which only its asset catalog holds.
  @Test func webPagesNameLooseFilesOnly() throws {
    let files = ["Resources/bubbles.css": ".left { background: url(bubbleLeft.png); }"]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys) + ["main.m"]) { path in
        files[path].map { Array($0.utf8) }
          ?? Array(#"int main(void) { load(@"bubbles.css"); return 0; }"#.utf8)
      })
    #expect(references.names("bubbleLeft"))
    #expect(!references.names("bubbleLeft", isCatalogSet: true))
  }

  /// Prey's tour: a page names the files it links by their names, not by
  /// a selector's or an element's words (`#pri.m-active`, `id="pri"`), and
  /// the folder code loads a page from (`ofType: "html", inDirectory:`)
  /// does not name every image in it; a folder of listed images does.
  @Test func aPageNamesFilesByTheirNames() throws {
    let files = [
      "Prey/HomeVC.swift": #"""
      import UIKit
      @main class App: UIResponder, UIApplicationDelegate { let home = HomeVC() }
      class HomeVC: UIViewController {
        func tour() {
          let path = Bundle.main.path(forResource: "index", ofType: "html", inDirectory: "PreyTourWeb")
          let flags = Bundle.main.paths(forResourcesOfType: "png", inDirectory: "Flags")
        }
      }
      """#,
      "PreyTourWeb/index.html": #"""
      <link rel="stylesheet" href="stylesheets/style.css"><div id="pri" class="m-item"></div>
      """#,
      "PreyTourWeb/stylesheets/style.css": """
      #pri.m-active { color: red; }
      .onb-01 { background: url(../images/onb-01.jpg); }
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.names("onb-01"))
    #expect(!references.names("pri"))
    #expect(!references.listsFolder(of: "PreyTourWeb/vendor/images/tcloth.png"))
    #expect(references.listsFolder(of: "Flags/fr.png"))
  }

  /// Tournament Scheduler's `Info.plist` calls the app `MASC 2011`: the
  /// name the home screen shows names no `MASC.png`; NZSL's
  /// `CFBundleIconName`, an app icon set's name, names no `app-icon.png`;
  /// its other values still name images.
  @Test func theAppsNameNamesNoImage() throws {
    let files = [
      "TournamentScheduler-Info.plist": """
      <plist version="1.0"><dict>
      <key>CFBundleDisplayName</key>
      <string>MASC 2011</string>
      <key>CFBundleName</key><string>Scheduler</string>
      <key>CFBundleIconName</key><string>AppIcon</string>
      <key>Tab</key><string>MASC2</string>
      </dict></plist>
      """,
      "main.m": #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, nil); }"#,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(!references.names("MASC"))
    #expect(!references.names("Scheduler"))
    #expect(!references.names("app-icon"))
    #expect(references.names("MASC2"))
  }

  /// Interface files, style sheets and plists name images by every word.
  @Test(arguments: [
    (#"<imageView image="glyph-enter" id="x"/>"#, "glyph-enter"),
    ("background: url(images/stop-button.png) no-repeat;", "stop-button"),
    ("<key>CFBundleIconFile</key><string>zcode.png</string>", "zcode"),
  ])
  func everyWordOfOtherFilesIsAName(text: String, name: String) {
    #expect(AuditReferenceTests.references(text, isCode: false).names(name))
    #expect(!AuditReferenceTests.references(text, isCode: true).names(name) || text.contains("\""))
  }

  /// TechTatva's `SocialView.xib` shows the set `G+`: a nib's image value
  /// is a name whole, whatever characters it holds, and only whole
  /// (Stundenplan's `Button Background Selected` is no `Button Background`).
  @Test func aNibsImageValueIsANameWhole() throws {
    let nib =
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
      + #"<button id="b"><state key="normal" image="G+"/>"#
      + #"<state key="highlighted" backgroundImage="Button Background Selected"/></button></document>"#
    let files: [String: [UInt8]] = [
      "SocialView.xib": Array(nib.utf8),
      "About.m": Array(
        #"[[NSBundle mainBundle] loadNibNamed:@"SocialView" owner:self options:nil];"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(references.names("G+"))
    #expect(!references.names("G-"))
    #expect(references.names("Button Background Selected"))
    #expect(!references.names("Button Background"))
  }

  /// A README's prose, a sprite-sheet tool's project, an Instruments
  /// trace's script and a framework's executable name images they do not
  /// load; a compiled CocosBuilder file is data that does.
  @Test func onlyFilesThatLoadImagesAreRead() throws {
    let files: [String: [UInt8]] = [
      "Classes/Game.m": Array(#"[CCBReader nodeGraphFromFile:@"Menu.ccbi"];"#.utf8),
      "Classes/Title.m": Array(#"title.image = [UIImage imageNamed:@"Title@2x"];"#.utf8),
      "README.md": Array("The `background.png` is the sky.".utf8),
      "Art/Sprites.zwtproj": Array("<string>cloud.png</string>".utf8),
      "tweet.trace/form.template": Array(#"cells()["tweet button"].tap()"#.utf8),
      // Malaria's settings bundle: titles the Settings app shows.
      "App/Settings.bundle/Contact.plist": Array("<key>Title</key><string>Email</string>".utf8),
      "Ads.framework/Ads": [0xCF, 0xFA, 0xED, 0xFE, 0] + Array("banner.png".utf8),
      "Menu.ccbi": [0x69, 0x62, 0x63, 0x63, 0] + Array("play-button.png".utf8),
      // UI text, not names (edX's "Downloading").
      "en.lproj/Localizable.strings": Array(#""DOWNLOADING" = "Downloading";"#.utf8),
      // Code and pages the app does not run: cocos2d's own tests, a test
      // target's fixtures, documentation.
      "cocos2d/tests/games/Settings.js": Array(#"item = level + "Easy";"#.utf8),
      "AppTests/WhatsNewTests.swift": Array(#"UIImage(named: "test_screen")"#.utf8),
      "Documentation/index.html": Array("<img src='defaultUserImage.png'>".utf8),
      "Flurry API Documentation/tabs.css": Array(".tabs { background: url('tab_a.png'); }".utf8),
      // Antidote's test double, made only for the App Store's screenshots.
      "Antidote/OCTManagerMock.swift": Array(#"UIImage(named: "male-1")"#.utf8),
      "Mocks/Friends.swift": Array(#"UIImage(named: "female-1")"#.utf8),
      // Tests beside the code they test (BolBox's pods: leveldb's
      // `table_test.cc`, printing `"Next\n"`).
      "Pods/leveldb-library/table/table_test.cc": Array(#"fprintf(stderr, "Next\n");"#.utf8),
      "Sources/LoginTests.m": Array(#"[UIImage imageNamed:@"login_test"];"#.utf8),
      // An app's own screen whose name ends in `Test` runs.
      "Sources/HearingTest.m": Array(#"[UIImage imageNamed:@"hearing_ear"];"#.utf8),
      // Yasound's old screens, which no target compiles.
      "working_resources/deprecated v2/deprecated/RadioViewController.m": Array(
        #"[UIImage imageNamed:@"ListenerSelectedBackground.png"];"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    for unloaded in [
      "background", "cloud", "tweet-button", "banner", "downloading", "ai_lvl_easy", "test_screen",
      "defaultUserImage", "male-1", "female-1", "tab_a", "ListenerSelectedBackground", "email",
      "next", "login_test",
    ] {
      #expect(!references.names(unloaded), "\(unloaded)")
    }
    #expect(references.names("play-button") && references.names("hearing_ear"))
    // What code spells without a scale survives the union of its files.
    #expect(references.namesWithoutScale("Menu"))
    #expect(!references.namesWithoutScale("Title"))
  }

  /// Encore reads a list of artists for its search field
  /// (`ArtistAutocomplete.plist`): `The Black Keys` names no `Black.png`.
  /// A text of words in data still names an image whole (a SpriteKit
  /// scene's `Menu BG`), and so do its names with an extension.
  @Test func aDataFilesTextOfWordsNamesNoImageByEachWord() throws {
    let files: [String: [UInt8]] = [
      "Encore/ECAppDelegate.m": Array(
        #"list = [[NSBundle mainBundle] pathForResource:@"ArtistAutocomplete" ofType:@"plist"];"#
          .utf8),
      "Encore/ArtistAutocomplete.plist": Array(
        """
        <array>
        <string>The Black Keys</string>
        <string>Menu BG</string>
        <string>Cover art.png</string>
        <string>tick</string>
        </array>
        """.utf8),
      "Encore/Artists.json": Array(#"{"band": "Black Sabbath", "logo": "sabbath_logo"}"#.utf8),
      "Encore/Bands.m": Array(#"bands = [self load:@"Artists.json"];"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(!references.names("Black"))
    #expect(!references.names("keys"))
    #expect(!references.names("Sabbath"))
    #expect(references.names("Menu BG"))
    #expect(references.names("Cover art"))
    #expect(references.names("tick"))
    #expect(references.names("sabbath_logo"))
  }

  /// xoxo shows its terms of use from `OrrzsTermofUse.txt` (`pathForResource:
  /// @"OrrzsTermofUse" ofType:@"txt"`): "at any time" names no `time.png`.
  /// A text file's lines of names, and a line of prose that spells a file
  /// name, still name images.
  @Test func aTextFilesProseNamesNoImageByItsWords() throws {
    let files: [String: [UInt8]] = [
      "Cells/viewTermOfUseViewController.m": Array(
        #"path = [[NSBundle mainBundle] pathForResource:@"OrrzsTermofUse" ofType:@"txt"];"#.utf8),
      "TextFiles/OrrzsTermofUse.txt": Array(
        """
        Orrzs may modify these terms at any time, and your use of the service
        after that time means you accept them.
        level_bg
        The cover shows banner.png at the top of the page
        """.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(!references.names("time"))
    #expect(!references.names("service"))
    #expect(references.names("level_bg"))
    #expect(references.names("banner"))
  }

  /// Sharengo shows each language its own tutorial pictures, naming them
  /// in its strings files (`"img_tutorial01" = "tutorial_01-ENG";`, read by
  /// `"img_tutorial01".localized()`); Xcode's template writes such files in
  /// UTF-16. A value spelt as UI text names nothing.
  @Test func aStringsFileNamesTheImagesItsValuesSpellAsFileNames() throws {
    let english = #"""
      /* Tutorial */
      "img_tutorial01" = "tutorial_01-ENG";
      "title" = "Go to the map";
      "DOWNLOADING" = "Downloading";
      """#
    let files: [String: [UInt8]] = [
      "App/TutorialViewModel.swift": Array(#"let name = "img_tutorial01".localized()"#.utf8),
      "App/en.lproj/Localizable.strings": Array(english.utf8),
      "App/it.lproj/Localizable.strings": [0xFF, 0xFE]
        + #""img_tutorial01" = "tutorial_01";"#.utf16.flatMap {
          [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        },
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(references.names("tutorial_01-ENG"))
    #expect(references.names("tutorial_01"))
    #expect(!references.names("downloading"))
    #expect(!references.names("map"))
  }

  /// A Swift app delegate whose window shows the view controller `root`.
  private static func appDelegate(showing root: String) -> String {
    """
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application() { window.rootViewController = \(root)() }
    }
    """
  }

  /// Entellus opens its onboarding pages through constants:
  /// `let page = EAIntroPage.init(customViewFromNibNamed: "CftLoc1")`,
  /// read on the next line. The nib the constant names is loaded and
  /// draws `CFT_1`; a constant nothing reads loads nothing.
  @Test(arguments: [("[page!]", true), ("[]", false)])
  func aNibAConstantOfRunningCodeNamesIsLoaded(pages: String, isLoaded: Bool) throws {
    let files = [
      "AppDelegate.swift": Self.appDelegate(showing: "CFTCommunityVC"),
      "CFTCommunityVC.swift": """
      class CFTCommunityVC: UIViewController {
          func createIntroductionView() {
              let page = EAIntroPage.init(customViewFromNibNamed: "CftLoc1")
              let introView = EAIntroView.init(frame: self.view.bounds, andPages: \(pages))
          }
      }
      """,
      "CftLoc1.xib": """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="CFT_1" id="Its-tN-EMP"/>
      </document>
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.names("CFT_1") == isLoaded)
  }

  /// Simplenote imports `SPAcitivitySafari` but never creates one, and
  /// cracker carries Facebook's `FBLoginButton`, which nothing creates:
  /// their images are loaded by no running code. A superclass named only
  /// in a subclass's header, a category and a class a storyboard names run.
  @Test func codeNothingRunningUsesNamesNothing() throws {
    let files = [
      "main.m": """
      int main(int argc, char *argv[]) {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
      }
      """,
      "AppDelegate.m": """
      @implementation AppDelegate
      - (void)go { [[Editor alloc] init]; Class transion = NSClassFromString(r); [transion new]; }
      @end
      """,
      // chameleon's unused scene spells `Class transion` too: Objective-C's
      // type `Class` defines nothing, so the scene does not run with it.
      "Selection.m": """
      @implementation Selection
      - (id)init { [CCSprite spriteWithFile:@"bg1.png"]; Class transion = NSClassFromString(r); }
      @end
      """,
      "Editor.h": "@interface Editor : Screen\n@end",
      "Editor.m": """
      #import "Editor.h"
      #import "SafariActivity.h"
      @interface Editor ()
      @end
      @implementation Editor
      - (UIImage *)icon { return [UIImage imageNamed:@"editor"]; }
      @end
      """,
      "Screen.m":
        #"@implementation Screen - (id)b { return [UIImage imageNamed:@"backdrop"]; } @end"#,
      "SafariActivity.h": "@interface SafariActivity : UIActivity\n@end",
      "SafariActivity.m": """
      @implementation SafariActivity
      - (UIImage *)activityImage { return [UIImage imageNamed:@"button_safari"]; }
      @end
      """,
      "NSString+Links.m": #"@implementation NSString (Links) - (id)l { return @"link"; } @end"#,
      "Cell.swift":
        #"final class Cell: UITableViewCell { let icon = UIImage(named: "cell-icon") }"#,
      "Main.storyboard": #"<tableViewCell customClass="Cell"/>"#,
      // WePeiYang extends its own screen, which only commented-out lines
      // open; an extension of UIKit's type runs.
      "LostFound.swift": """
      class LostFoundPage: UIViewController {}
      extension LostFoundPage { var fly: UIImage? { UIImage(named: "LFFly") } }
      """,
      "Modules.swift": #"// (title: "Lost", class: LostFoundPage.self)"#,
      // Scribbeo's `SavedCode.h` keeps old code no file imports.
      "SavedCode.h": #"- (void)old { [UIImage imageNamed:@"dvd-icon"]; }"#,
      "UIImage+Tint.swift":
        #"extension UIImage { func tinted() -> UIImage? { UIImage(named: "tint") } }"#,
      // PhishOD's icons are class methods of a `UIImage` category, which
      // its header declares: only those code calls load their images.
      "UIImage+Icons.h": """
      @interface UIImage (Icons)
      + (instancetype)playIcon;
      + (instancetype)rewindIcon;
      @end
      @protocol IconSource
      - (UIImage *)iconFor:(Editor *)editor;
      @end
      """,
      "UIImage+Icons.m": """
      #import "UIImage+Icons.h"
      @implementation UIImage (Icons)
      + (void)load { [UIImage imageNamed:@"splash-mark"]; }
      + (instancetype)playIcon { return [UIImage imageNamed:@"play-icon"]; }
      + (instancetype)rewindIcon {
          return [UIImage imageNamed:@"rewind-icon"];
      }
      @end
      """,
      "Player.m": "@implementation Editor (Player)\n- (void)p { [UIImage playIcon]; }\n@end",
      // Its party screen, which nothing opens, extends UIKit's types in
      // its own file: each declaration runs on its own.
      "Party.swift": """
      class PartyMain: UIViewController { let button = UIImage(named: "partyBtn") }
      extension UIColor { static func party() -> UIImage? { UIImage(named: "partyRed") } }
      """,
      "Shop.m": """
      @interface Shop ()
      @end
      @implementation Shop
      - (UIImage *)coin { return [UIImage imageNamed:@"VAGRound48"]; }
      @end
      @implementation UIColor (Swatch)
      - (UIImage *)swatch { return [UIImage imageNamed:@"swatch"]; }
      @end
      """,
    ]
    let read: (String) -> [UInt8]? = { files[$0].map { Array($0.utf8) } }
    let references = try #require(AssetAudit.references(files: Array(files.keys), read: read))
    for name in [
      "editor", "backdrop", "link", "cell-icon", "tint", "partyRed", "swatch", "play-icon",
      "splash-mark",
    ] {
      #expect(references.names(name), "\(name)")
    }
    for name in [
      "button_safari", "LFFly", "partyBtn", "VAGRound48", "rewind-icon", "dvd-icon", "bg1",
    ] {
      #expect(!references.names(name), "\(name)")
    }
    // Without code that starts the program (a library's folder), all of it may run.
    let library = try #require(
      AssetAudit.references(files: files.keys.filter { $0 != "main.m" }, read: read))
    #expect(library.names("button_safari"))
  }

  /// Legacy keeps `WebViewControls.xib` beside the `UIView` of that name,
  /// which builds itself in `initWithFrame:`: the nib is never loaded. A
  /// view that loads its own nib by its class's name, and a view
  /// controller's nib, are, and so is one of a class whose superclass is
  /// the project's own (`BaseVC` may be a view controller).
  @Test func aViewsNibIsLoadedOnlyByCodeThatLoadsNibs() throws {
    let files = [
      "main.m":
        #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, @"AppDelegate"); }"#,
      "AppDelegate.m": """
      @implementation AppDelegate
      - (void)go {
        [[WebViewControls alloc] initWithFrame:CGRectZero];
        [FigureCell cell];
        [[HomeViewController alloc] init];
        [[SettingsVC alloc] init];
      }
      @end
      """,
      "WebViewControls.h": "@interface WebViewControls : UIView\n@end",
      "WebViewControls.m": "#import \"WebViewControls.h\"\n@implementation WebViewControls\n@end",
      "WebViewControls.xib": #"<document><state key="normal" image="button-back.png"/></document>"#,
      "FigureCell.h": "@interface FigureCell : UITableViewCell\n@end",
      "FigureCell.m": """
      #import "FigureCell.h"
      @implementation FigureCell
      + (id)cell {
        return [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([self class]) owner:nil options:nil][0];
      }
      @end
      """,
      "FigureCell.xib": #"<document><imageView image="figure.png" id="a"/></document>"#,
      "HomeViewController.h": "@interface HomeViewController : UIViewController\n@end",
      "HomeViewController.m":
        "#import \"HomeViewController.h\"\n@implementation HomeViewController\n@end",
      "HomeViewController.xib": #"<document><imageView image="home.png" id="a"/></document>"#,
      "SettingsVC.h": "@interface SettingsVC : BaseVC\n@end",
      "SettingsVC.m": "#import \"SettingsVC.h\"\n@implementation SettingsVC\n@end",
      "SettingsVC.xib": #"<document><imageView image="gear.png" id="a"/></document>"#,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(!references.names("button-back"))
    #expect(references.names("figure"))
    #expect(references.names("home"))
    #expect(references.names("gear"))
  }

  /// RxXMLY loads its views' nibs through one protocol extension,
  /// `static func loadFromNib() -> Self`, which names the nib after the
  /// type it is called on (`"\(self)"`): `HCMineHeaderView.loadFromNib()`
  /// loads `HCMineHeaderView.xib`. A view code makes with a frame loads
  /// no nib of its name.
  @Test func aTypeMethodThatLoadsItsTypesNibLoadsTheNibOfTheTypeItIsCalledOn() throws {
    let files = [
      "AppDelegate.swift": Self.appDelegate(showing: "MineViewController"),
      "MineViewController.swift": """
      class MineViewController: UIViewController {
          lazy var header = HCMineHeaderView.loadFromNib()
          lazy var banner = BannerView(frame: .zero)
      }
      """,
      "NibLoadable.swift": #"""
      protocol NibLoadable { }
      extension NibLoadable where Self: UIView {
          static func loadFromNib(_ name: String? = nil) -> Self {
              return Bundle.main.loadNibNamed(name ?? "\(self)", owner: nil, options: nil)?.first as! Self
          }
      }
      """#,
      "HCMineHeaderView.swift": "class HCMineHeaderView: UIView, NibLoadable { }",
      "HCMineHeaderView.xib":
        #"<document><imageView image="me_setting_account" id="a"/></document>"#,
      "BannerView.swift": "class BannerView: UIView { }",
      "BannerView.xib": #"<document><imageView image="banner" id="a"/></document>"#,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.names("me_setting_account"))
    #expect(!references.names("banner"))
  }

  /// oschina shows `answerunit3.png` (76 × 84 pixels, no `@2x`) only in a
  /// 38 × 42-point image view of an archived nib (SBBS's `navBar.png` in
  /// one as wide as its superview), and `faceIcon.png`
  /// (92 × 92) only as the image of a 46 × 46-point button: sharp at 2x,
  /// upscaled at 3x. A centred image, a view Auto Layout sizes without
  /// constraints of its own, and an image the code names too keep the
  /// finding.
  @Test func anImageANibDrawsIntoAFrameItFixesIsNotUpscaled() throws {
    let archive = """
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
      <object class="IBUIImageView" id="446196035">
        <int key="NSvFlags">292</int>
        <string key="NSFrame">{{275.5, 11}, {38, 42}}</string>
        <object class="NSCustomResource" key="IBUIImage">
          <string key="NSClassName">NSImage</string>
          <string key="NSResourceName">answerunit3.png</string>
        </object>
      </object>
      <object class="IBUIImageView" id="756126007">
        <int key="NSvFlags">258</int>
        <string key="NSFrameSize">{320, 44}</string>
        <object class="NSCustomResource" key="IBUIImage">
          <string key="NSResourceName">navBar.png</string>
        </object>
      </object>
      <object class="IBUIButton" id="908075960">
        <string key="NSFrame">{{268.5, 40}, {46, 46}}</string>
        <object class="NSCustomResource" key="IBUINormalImage">
          <string key="NSResourceName">faceIcon.png</string>
        </object>
      </object>
      </data></archive>
      """
    let xml = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <imageView contentMode="scaleToFill" image="ign_footer.jpg" id="a">
        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </imageView>
      <imageView contentMode="center" image="star.png" id="b">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      </imageView>
      <imageView contentMode="scaleAspectFit" image="logo.png" translatesAutoresizingMaskIntoConstraints="NO" id="c">
        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
      </imageView>
      <imageView contentMode="scaleAspectFit" image="badge.png" translatesAutoresizingMaskIntoConstraints="NO" id="d">
        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
        <constraints>
          <constraint firstAttribute="width" constant="20" id="e"/>
          <constraint firstAttribute="height" constant="20" id="f"/>
        </constraints>
      </imageView>
      <imageView contentMode="scaleToFill" image="shared.png" id="g">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      </imageView>
      <imageView contentMode="scaleToFill" image="briefcase.png" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="h">
        <rect key="frame" x="20" y="17" width="32" height="32"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      </imageView>
      </document>
      """
    let files: [String: [UInt8]] = [
      "PostCell.xib": Array(archive.utf8), "Footer.xib": Array(xml.utf8),
      "Cell.m": Array(#"cell.imageView.image = [UIImage imageNamed:@"shared.png"];"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let cases: [(String, (Int, Int), [Double], Bool)] = [
      ("answerunit3", (76, 84), [2], true), ("answerunit3", (76, 84), [2, 3], false),
      ("faceIcon", (92, 92), [2], true), ("ign_footer", (640, 100), [2], true),
      ("star", (40, 40), [2], false), ("logo", (400, 160), [2], false),
      ("badge", (64, 64), [2, 3], true), ("shared", (40, 40), [2], false),
      // Gitos: no constraints, a fixed frame; the mask is ignored.
      ("briefcase", (64, 64), [2], true), ("briefcase", (64, 64), [3], false),
      // SBBS's bar, as wide as its superview (`NSvFlags` 258): about its
      // frame, on a screen up to a fifth wider.
      ("navBar", (800, 110), [2], true), ("navBar", (640, 88), [3], false),
    ]
    AuditFixtures.expectSharpness(references, cases)
  }

  /// JustHoldOn exports its art at 2x under plain names: every plain image
  /// a nib draws into a fixed frame has twice the frame's pixels
  /// (`habittype0.png`, 100 × 100, in a 50 × 50-point view), so the
  /// 640-pixel-wide `timelineCategory.png` that code lays out from macros
  /// is 2x art too, sharp on a 2x screen. A 3x screen still upscales it;
  /// and a tree whose names are mostly `@2x` infers nothing from a few
  /// plain strays (MeiTuan). A tab bar item's image is drawn at its own
  /// size, 1x art whatever the rest (Wine in the Woods' 30-pixel
  /// `Food.png`): it stays.
  @Test(arguments: [
    (["iphone4"], 0, false), (["iphone4", "iphone6plus"], 0, true), (["iphone4"], 8, true),
  ])
  func plainArtMostlyDrawnAtTwiceItsFramesIsMadeAt2x(
    devices: [String], scaledNames: Int, isKept: Bool
  ) throws {
    var nib = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
    var sizes: [String: (Int, Int)] = ["Resources/timelineCategory.png": (640, 74)]
    for index in 0..<6 {
      nib += """
        <imageView contentMode="scaleToFill" image="habittype\(index).png" id="v\(index)">
          <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </imageView>
        """
      sizes["Resources/habittype\(index).png"] = (100, 100)
    }
    nib += #"<tabBarItem title="Food" image="Food.png" id="t"/></document>"#
    sizes["Resources/Food.png"] = (30, 30)
    for index in 0..<scaledNames { sizes["Resources/other\(index)@2x.png"] = (40, 40) }
    let files: [String: [UInt8]] = [
      "Habits.xib": Array(nib.utf8),
      "Timeline.m": Array(#"bar.image = [UIImage imageNamed:@"timelineCategory"];"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    var report = AssetAudit(devices: AuditFixtures.devices(devices)).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), references: references)
    let bar = "Resources/timelineCategory.png"
    #expect(report.findings.contains { $0.file == bar })
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.findings.contains { $0.file == bar } == isKept, "\(report.conventionReason)")
    #expect(report.findings.contains { $0.file == "Resources/Food.png" })
    #expect(report.conventionReason.contains("made at 2x") == (scaledNames == 0))
  }

  /// LiveGather's `settings_button_homescreen@2x.png` (165 × 203; its 1x
  /// 50 × 62) is only the background of a 50 × 62-point button: stretched
  /// to the frame, it looks as a 100 × 124 one would, and so it does fitted
  /// with the same shape. Drawn at its own size, or fitted with another
  /// shape, it shows the difference.
  @Test(arguments: [
    (
      Self.frameOf(
        #"<button id="b">"#, #"<state key="normal" backgroundImage="settings.png"/></button>"#),
      203, false
    ),
    (
      Self.frameOf(
        #"<imageView contentMode="center" image="settings.png" id="v">"#, "</imageView>"), 203,
      true
    ),
    (
      Self.frameOf(
        #"<imageView contentMode="scaleAspectFit" image="settings.png" id="v">"#, "</imageView>"),
      203,
      false
    ),
    (
      Self.frameOf(
        #"<imageView contentMode="scaleAspectFit" image="settings.png" id="v">"#, "</imageView>"),
      150,
      true
    ),
  ])
  func aVariantOfTheWrongSizeAFixedFrameStretchesLooksRight(
    view: String, height: Int, isKept: Bool
  ) throws {
    let nib =
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
      + view + "</document>"
    let files: [String: [UInt8]] = [
      "Main.xib": Array(nib.utf8),
      "App.m": Array(#"[[NSBundle mainBundle] loadNibNamed:@"Main" owner:self options:nil];"#.utf8),
    ]
    let sizes: [String: (Int, Int)] = ["settings.png": (50, 62), "settings@2x.png": (165, height)]
    let wrong = try Self.wrongSize(
      of: "settings@2x.png", sizes: sizes, devices: ["iphone3gs", "iphone4"], files: files)
    #expect(wrong.before)
    #expect(wrong.after == isKept)
  }

  /// MedRep's `time-icon@3x.png` (77 × 77 pixels beside a 40 × 40 `@2x`)
  /// is fitted into 20 × 20-point image views by its nibs, and its code
  /// names it only in a table of names it sets on cells' image views:
  /// whatever views those are, the wrong size looks right where the nibs
  /// draw it, and a table cell's icon is fitted too. A sprite the code draws at its own size shows it.
  @Test(arguments: [
    (
      #"#define kDataSourceImgsArray @[@"time-icon.png", @"drug-icon.png"]"# + "\n"
        + #"cell.cellImgView.image = [UIImage imageNamed:[kDataSourceImgsArray objectAtIndex:row]];"#,
      false
    ),
    (#"CCSprite *icon = [CCSprite spriteWithFile:@"time-icon.png"];"#, true),
  ])
  func aWrongSizeTheNibsFitIsMootWhateverTheCodeNames(code: String, isKept: Bool) throws {
    let nib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleAspectFit" image="time-icon.png" translatesAutoresizingMaskIntoConstraints="NO" id="GWE-6Y-XJ6">
        <rect key="frame" x="90" y="5" width="20" height="20"/>
        <constraints>
          <constraint firstAttribute="height" constant="20" id="cqc-M3-9LW"/>
          <constraint firstAttribute="width" constant="20" id="lHy-l5-5UZ"/>
        </constraints>
      </imageView>
      </document>
      """
    let files: [String: [UInt8]] = [
      "MRNotificationInsiderViewController.xib": Array(nib.utf8),
      "MRViewAppointmnetViewController.m": Array(
        (code + "\n"
          + #"[[NSBundle mainBundle] loadNibNamed:@"MRNotificationInsiderViewController" owner:self options:nil];"#)
          .utf8),
    ]
    let sizes: [String: (Int, Int)] = ["time-icon@2x.png": (40, 40), "time-icon@3x.png": (77, 77)]
    let wrong = try Self.wrongSize(
      of: "time-icon@3x.png", sizes: sizes, devices: ["iphone6", "iphone6plus"], files: files)
    #expect(wrong.before)
    #expect(wrong.after == isKept)
  }

  /// MedRep sets its doctor screen's icons on cells' image views from a
  /// table of names (`dataSourceImgsArray = @[@"PHdoctor.png", …]`), views
  /// its nibs fix at 25 points: `PHthera@3x.png`, 77 pixels beside a
  /// 40-pixel `@2x`, is scaled down into them, and its size shows nowhere.
  /// Drawn at its own size (a button's image, a tab bar's item), with
  /// fewer pixels than its slot's, or with another shape, it shows.
  @Test(arguments: [
    (#"dataSourceImgsArray = @[@"PHdoctor.png", @"PHthera.png"];"#, (77, 77), false),
    (
      #"[button setImage:[UIImage imageNamed:@"PHthera.png"] forState:UIControlStateNormal];"#,
      (77, 77), true
    ),
    (
      #"UIImage *tab = [UIImage imageNamed:@"PHthera.png"];"# + "\n"
        + #"item = [[UITabBarItem alloc] initWithTitle:@"Doctors" image:tab tag:2];"#,
      (77, 77), true
    ),
    (#"dataSourceImgsArray = @[@"PHdoctor.png", @"PHthera.png"];"#, (50, 50), true),
    (#"dataSourceImgsArray = @[@"PHdoctor.png", @"PHthera.png"];"#, (77, 93), true),
  ])
  func aWrongSizeNoViewDrawsAtItsOwnSizeIsMoot(
    code: String, pixels: (Int, Int), isKept: Bool
  ) throws {
    let nib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <imageView contentMode="scaleAspectFit" image="ndchecked.png" id="v">
        <rect key="frame" x="0" y="0" width="17" height="17"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
      </imageView>
      </document>
      """
    let files: [String: [UInt8]] = [
      "MRDoctorDetailsTableViewCell.xib": Array(nib.utf8),
      "MRDoctorDetailsViewController.m": Array(
        (code + "\n"
          + #"[tableView registerNib:[UINib nibWithNibName:@"MRDoctorDetailsTableViewCell" bundle:nil] forCellReuseIdentifier:@"cell"];"#)
          .utf8),
    ]
    let sizes: [String: (Int, Int)] = [
      "PHthera@2x.png": (40, 40), "PHthera@3x.png": pixels, "ndchecked@2x.png": (34, 34),
    ]
    let wrong = try Self.wrongSize(
      of: "PHthera@3x.png", sizes: sizes, devices: ["iphone6", "iphone6plus"], files: files)
    #expect(wrong.before)
    #expect(wrong.after == isKept)
  }

  /// Whether `file` has a `wrongPixelSize` finding in the report on
  /// `sizes` for `devices`, before and after the findings on images
  /// `files` do not draw that way are set apart.
  static func wrongSize(
    of file: String, sizes: [String: (Int, Int)], devices: [String], files: [String: [UInt8]]
  ) throws -> (before: Bool, after: Bool) {
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    var report = AssetAudit(devices: AuditFixtures.devices(devices)).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), references: references)
    let isWrong = { (report: AuditReport) in
      report.findings.contains { $0.kind == .wrongPixelSize && $0.file == file }
    }
    let before = isWrong(report)
    report.setAside(unnamedIn: references, root: "/src")
    return (before, isWrong(report))
  }

  /// A view of a nib whose 50 × 62-point frame nothing resizes.
  static func frameOf(_ start: String, _ end: String) -> String {
    start + #"<rect key="frame" x="0" y="0" width="50" height="62"/>"#
      + #"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"# + end
  }

  /// ZhiHuDaily-Swift's `Main.storyboard` draws `avator` (200 × 200 pixels
  /// in the set's 2x slot) in a 46 × 46-point image view; like every
  /// storyboard since Xcode 7 it also lists the image in `<resources>` with
  /// its size in points, which is no view and draws nothing.
  @Test func aNibsResourceListDrawsNothing() throws {
    let storyboard = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="avator" translatesAutoresizingMaskIntoConstraints="NO" id="cD3-6g-vS9" customClass="FilletImageView">
        <rect key="frame" x="16" y="28" width="46" height="46"/>
        <constraints>
          <constraint firstAttribute="height" constant="46" id="OqY-I2-wTB"/>
          <constraint firstAttribute="width" constant="46" id="Ukp-Sf-cVe"/>
        </constraints>
      </imageView>
      <resources>
        <image name="avator" width="100" height="100"/>
        <image name="Menu_Dark" width="22" height="22"/>
      </resources>
      </document>
      """
    let files: [String: [UInt8]] = [
      "Main.storyboard": Array(storyboard.utf8),
      "LeftViewController.swift": Array("class LeftViewController: UIViewController {}".utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let pixels = AuditPixelSize(width: 200, height: 200)
    #expect(references.drawnSharpOnlyByNibs("avator", pixels: pixels, imageScale: 2, on: [2, 3]))
    #expect(references.names("Menu_Dark"))
    #expect(
      !references.drawnSharpOnlyByNibs(
        "Menu_Dark", pixels: AuditPixelSize(width: 22, height: 22), imageScale: 1, on: [2]))
  }

  /// WWDCScholars' `TeamViewController` sets `moritzImageView?.image =
  /// UIImage(named: "moritzProfile")` (400 × 400 pixels, one slot), and
  /// `Team.storyboard` connects that outlet to an aspect-fill image view
  /// whose edges sit 3 points inside a 50 × 50-point box. SmileABC builds
  /// a name in a variable first and sets it on an outlet's 81 × 76-point
  /// image view of an archived nib (`letter_a.png`, 160 × 150). A name a
  /// statement without an outlet loads too (`profile`, also a button's
  /// background), an outlet of a view that sizes itself, and a table
  /// cell's own `imageView` keep their findings.
  @Test func anImageCodeSetsOnAnOutletIsDrawnIntoItsFrame() throws {
    let storyboard = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lNU-E4-D2e">
        <rect key="frame" x="14" y="8" width="50" height="50"/>
        <subviews>
          <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="rCf-3f-PNn">
            <rect key="frame" x="3" y="3" width="44" height="44"/>
          </imageView>
        </subviews>
        <constraints>
          <constraint firstAttribute="bottom" secondItem="rCf-3f-PNn" secondAttribute="bottom" constant="3" id="6xR-mq-qQu"/>
          <constraint firstAttribute="width" constant="50" id="AGi-WE-jYo"/>
          <constraint firstAttribute="height" constant="50" id="F8x-jR-t7R"/>
          <constraint firstItem="rCf-3f-PNn" firstAttribute="top" secondItem="lNU-E4-D2e" secondAttribute="top" constant="3" id="GT2-dA-tCz"/>
          <constraint firstItem="rCf-3f-PNn" firstAttribute="leading" secondItem="lNU-E4-D2e" secondAttribute="leading" constant="3" id="QCj-wE-qeq"/>
          <constraint firstAttribute="trailing" secondItem="rCf-3f-PNn" secondAttribute="trailing" constant="3" id="ttP-Oz-JvM"/>
        </constraints>
      </view>
      <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Xy1-ab-cde">
        <rect key="frame" x="0.0" y="0.0" width="345" height="300"/>
      </imageView>
      <connections>
        <outlet property="moritzImageView" destination="rCf-3f-PNn" id="b1G-uK-M1w"/>
        <outlet property="andrewImageView" destination="rCf-3f-PNn" id="Gnu-Pk-RoW"/>
        <outlet property="mapKeyImageView" destination="Xy1-ab-cde" id="c2H-vL-N2x"/>
      </connections>
      </document>
      """
    let archive = """
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
      <object class="IBUIImageView" id="459318993">
        <int key="NSvFlags">292</int>
        <string key="NSFrame">{{149, 146}, {81, 76}}</string>
      </object>
      <object class="IBConnectionRecord">
        <object class="IBCocoaTouchOutletConnection" key="connection">
          <string key="label">lowercaseLetterImageView</string>
          <reference key="source" ref="372490531"/>
          <reference key="destination" ref="459318993"/>
        </object>
      </object>
      </data></archive>
      """
    let team = """
      class TeamViewController: UIViewController {
          func populateContent() {
              andrewImageView?.image = UIImage(named: "profile")
              moritzImageView?.image = UIImage(named: "moritzProfile")
              mapKeyImageView.image = UIImage(named: "trafficMapKey")
              authorButton.setBackgroundImage(UIImage(named: "profile"), for: .normal)
          }
      }
      """
    let flashCard = """
      -(void) add_character
      {
          NSString *lowercaseLetterImageName = [NSString stringWithFormat:@"letter_%@.png", cur_Letter];
          self.lowercaseLetterImageView.image = [UIImage imageNamed:lowercaseLetterImageName];
          cell.imageView.image = [UIImage imageNamed:@"home.png"];
      }
      """
    let files: [String: [UInt8]] = [
      "Team.storyboard": Array(storyboard.utf8), "FlashCard.xib": Array(archive.utf8),
      "TeamViewController.swift": Array(team.utf8), "FlashCard.m": Array(flashCard.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let cases: [(String, (Int, Int), [Double], Bool)] = [
      ("moritzProfile", (400, 400), [2, 3], true), ("moritzProfile", (100, 100), [2], true),
      ("moritzProfile", (100, 100), [3], false), ("profile", (400, 400), [2, 3], false),
      ("letter_a", (160, 150), [2], true), ("letter_a", (160, 150), [3], false),
      ("trafficMapKey", (350, 300), [2], false), ("home", (128, 128), [2], false),
    ]
    AuditFixtures.expectSharpness(references, cases)
    for (name, _, _, _) in cases { #expect(references.names(name), "\(name)") }
  }

  /// PaidThx sets a 150-pixel avatar as the background of `contactImage`,
  /// a 50-point button of an archived cell nib; berkeley-mobile its
  /// 126-pixel `collapse` on a 30 × 27-point storyboard button. A button
  /// an outlet connects draws what code sets on it into its frame.
  @Test func anImageCodeSetsOnAButtonOutletIsDrawnIntoItsFrame() throws {
    let archive = """
      <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
      <object class="IBUIButton" id="771">
        <int key="NSvFlags">292</int>
        <string key="NSFrame">{{5, 5}, {50, 50}}</string>
      </object>
      <object class="IBCocoaTouchOutletConnection" key="connection">
        <string key="label">contactImage</string>
        <reference key="destination" ref="771"/>
      </object>
      </data></archive>
      """
    let storyboard = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hfx-50-hZC">
        <rect key="frame" x="8" y="8" width="30" height="27"/>
        <constraints>
          <constraint firstAttribute="width" constant="30" id="a1"/>
          <constraint firstAttribute="height" constant="27" id="a2"/>
        </constraints>
      </button>
      <connections><outlet property="expandButton" destination="hfx-50-hZC" id="c1"/></connections>
      </document>
      """
    let files: [String: [UInt8]] = [
      "ContactTableViewCell.xib": Array(archive.utf8), "Library.storyboard": Array(storyboard.utf8),
      "ContactSelectViewController.m": Array(
        """
        @implementation ContactSelectViewController
        - (void)x { [[NSBundle mainBundle] loadNibNamed:@"ContactTableViewCell" owner:self options:nil];
            [myCell.contactImage setBackgroundImage:[UIImage imageNamed:@"avatar_unknown.jpg"] forState:UIControlStateNormal];
            [myCell.contactImage setImageWithURL:url placeholderImage:[UIImage imageNamed:@"briefcase.png"]]; }
        @end
        """.utf8),
      "LibraryViewController.swift": Array(
        "class LibraryViewController { func x() { cell.expandButton.setBackgroundImage(UIImage(named: \"collapse\"), for: .normal) } }"
          .utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    AuditFixtures.expectSharpness(
      references,
      [
        ("avatar_unknown", (150, 150), [2, 3], true), ("avatar_unknown", (80, 80), [2], false),
        ("collapse", (126, 126), [2, 3], true), ("collapse", (60, 60), [3], false),
        // Gitos: a placeholder shows in the frame until the network's image.
        ("briefcase", (100, 100), [2], true), ("briefcase", (64, 64), [2], false),
      ])
  }

  /// berkeley-mobile's dining cells set diet icons (60 × 60 pixels, one
  /// slot) through a variable that stands for an array of outlets, whose
  /// image views `Dining.storyboard` sizes by a 17-point width and a 17:20
  /// aspect ratio: sharp on every screen.
  @Test func anImageSetThroughAnArrayOfOutletsIsDrawnIntoTheirFrames() throws {
    let storyboard = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="4AZ-hM-pWn" userLabel="Diet Image 1">
        <rect key="frame" x="343" y="17.5" width="17" height="20"/>
        <constraints>
          <constraint firstAttribute="width" constant="17" id="ZIY-P9-IUf"/>
          <constraint firstAttribute="width" secondItem="4AZ-hM-pWn" secondAttribute="height" multiplier="17:20" id="xC4-k3-Raz"/>
        </constraints>
      </imageView>
      <connections>
        <outlet property="dietImageView1" destination="4AZ-hM-pWn" id="gcI-4P-y1P"/>
      </connections>
      </document>
      """
    let cell = """
      class DiningItemCell: UITableViewCell {
          func setData(restrictions: [String]) {
              let dietImages: [UIImageView] = [dietImageView1, dietImageView2]
              for index in 0...1 {
                  let dietImageView = dietImages[index]
                  dietImageView.image = UIImage(named: "ALCOHOL")
              }
          }
      }
      """
    let files: [String: [UInt8]] = [
      "Dining.storyboard": Array(storyboard.utf8), "DiningItemCell.swift": Array(cell.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let pixels = AuditPixelSize(width: 60, height: 60)
    #expect(references.drawnSharpOnlyByNibs("ALCOHOL", pixels: pixels, imageScale: 1, on: [2, 3]))
    #expect(
      !references.drawnSharpOnlyByNibs(
        "ALCOHOL", pixels: AuditPixelSize(width: 40, height: 40), imageScale: 1, on: [3]))
  }

  /// kass keeps its code, `Info.plist` and storyboard in `Demo`, and its
  /// image names in constants between `@implementation Constants` and
  /// `@end`, a class nothing creates: a folder that holds the app's own
  /// files runs whatever its name, and a constant runs with the code that
  /// reads it (`UI_IMAGE_ACTIVITY_TITLE` is read by nothing).
  @Test func theAppsOwnDemoFolderAndItsConstantsRun() throws {
    let files = [
      "Demo/main.m":
        #"int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, NSStringFromClass([AppDelegate class])); }"#,
      "Demo/AppDelegate.m":
        "@implementation AppDelegate\n- (void)x { [ViewHelper buildLogoutButton:b]; }\n@end",
      "Demo/ViewHelper.m":
        #"@implementation ViewHelper\n+ (void)buildLogoutButton:(UIButton *)button\n{\n    UIImage *img = [UIImage imageNamed:UI_IMAGE_SETTING_LOGOUT];\n}\n@end"#,
      "Demo/Constants.m": """
      #import "Constants.h"

      @implementation Constants

      NSString * const UI_IMAGE_ACTIVITY_TITLE = @"wodehuodong_shadow.png";
      NSString * const UI_IMAGE_SETTING_LOGOUT = @"btn_05.png";

      @end
      """,
      "Demo/Constants.h": """
      extern NSString * const UI_IMAGE_ACTIVITY_TITLE;
      extern NSString * const UI_IMAGE_SETTING_LOGOUT;
      """,
      "Samples/Other.m":
        #"@implementation Other\n- (void)y { [UIImage imageNamed:@"sample_only"]; }\n@end"#,
    ]
    let read: (String) -> [UInt8]? = { files[$0].map { Array($0.utf8) } }
    let references = try #require(
      AssetAudit.references(files: Array(files.keys), appFolders: ["Demo"], read: read))
    #expect(references.names("btn_05"))
    #expect(!references.names("wodehuodong_shadow"))
    #expect(!references.names("sample_only"))
    let asDemo = try #require(AssetAudit.references(files: Array(files.keys), read: read))
    #expect(!asDemo.names("btn_05"))
  }

  /// A nib draws its images when something loads it: by name
  /// (`loadNibNamed:@"Toolbar"`), by the `Info.plist` (`MainWindow`), or
  /// as the default nib of a view controller that runs (`HomeView.xib` of
  /// `HomeViewController`). Cashbury's `ButtonView.xib`, which nothing
  /// names, and etao's `MainWindow.xib` without an `NSMainNibFile` draw
  /// nothing; the class only an unloaded nib names does not run. A launch
  /// screen's nib, which a build setting may name, always counts.
  @Test func aNibNothingLoadsDrawsNothing() throws {
    func nib(_ image: String, owner: String = "NSObject") -> String {
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)"/>
      <imageView image="\(image)" id="a1"/></objects></document>
      """
    }
    func files(plist: String) -> [String: String] {
      [
        "main.m":
          #"int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @"AppDelegate"); }"#,
        "AppDelegate.m": """
        @implementation AppDelegate
        - (void)x { [[HomeViewController alloc] init]; [[NSBundle mainBundle] loadNibNamed:@"Toolbar" owner:self options:nil]; }
        @end
        """,
        "HomeViewController.m": "@implementation HomeViewController\n@end",
        "StarController.m":
          #"@implementation StarController\n- (void)y { [UIImage imageNamed:@"star_code"]; }\n@end"#,
        "HomeView.xib": nib("home_bg.png"), "Toolbar~ipad.xib": nib("tool.png"),
        "ButtonView.xib": nib("image-star.png", owner: "StarController"),
        "MainWindow.xib": nib("tabbar_home.png"), "Info.plist": plist,
        "Launch Screen.xib": nib("splash.png"),
      ]
    }
    let without = files(
      plist: "<plist><dict><key>CFBundleName</key><string>x</string></dict></plist>")
    let references = try #require(
      AssetAudit.references(files: Array(without.keys)) { without[$0].map { Array($0.utf8) } })
    for (name, isNamed) in [
      ("home_bg", true), ("tool", true), ("image-star", false), ("star_code", false),
      ("tabbar_home", false), ("splash", true),
    ] {
      #expect(references.names(name) == isNamed, "\(name)")
    }
    let with = files(
      plist: "<plist><dict><key>NSMainNibFile</key><string>MainWindow</string></dict></plist>")
    let loaded = try #require(
      AssetAudit.references(files: Array(with.keys)) { with[$0].map { Array($0.utf8) } })
    #expect(loaded.names("tabbar_home"))
  }

  /// OpenStack Summit's macOS target has a storyboard whose tab names
  /// `SidebarCalendar`: a Mac's interface (`InterfaceBuilder3.Cocoa`), which
  /// an iPhone or iPad app never loads; audited for a Mac, it names it.
  @Test(arguments: [false, true])
  func aMacsStoryboardNamesImagesOnlyForAMac(readsMacInterfaces: Bool) throws {
    let files = [
      "main.swift": "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)",
      "macOS/Main.storyboard": """
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
      <tabViewItem label="Calendar" image="SidebarCalendar" id="t1"/></document>
      """,
      "iOS/Main.storyboard": """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <imageView image="logo" id="i1"/></document>
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys), readsMacInterfaces: readsMacInterfaces) {
        files[$0].map { Array($0.utf8) }
      })
    #expect(references.names("SidebarCalendar") == readsMacInterfaces)
    #expect(references.names("logo"))
  }

  /// Nimbler's `ToFromViewController.xib` shows `img_bikeMode.png` (86 ×
  /// 76 pixels, no `@2x`) in a 43 × 38-point button with width and height
  /// constraints of its own: sharp on a 2x screen, upscaled on a 3x one,
  /// so the finding names the 3x phones alone and asks for `@3x`.
  @Test func anImageANibDrawsIntoAFixedFrameIsUpscaledOnlyWhereItLacksPixels() throws {
    let xib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <button opaque="NO" tag="101" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="139" userLabel="Button - bike mode">
        <rect key="frame" x="74" y="9" width="43" height="38"/>
        <constraints>
          <constraint firstAttribute="height" constant="38" id="FPM-js-mtD"/>
          <constraint firstAttribute="width" constant="43" id="H7J-Pl-sZl"/>
        </constraints>
        <state key="normal" image="img_bikeMode.png"/>
      </button>
      <resources><image name="img_bikeMode.png" width="86" height="76"/></resources>
      </document>
      """
    let files: [String: [UInt8]] = [
      "ViewController/ToFromViewController.xib": Array(xib.utf8),
      "ViewController/ToFromViewController.m": Array(
        "@implementation ToFromViewController\n@end".utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let sizes: [String: (Int, Int)] = ["img_bikeMode.png": (86, 76)]
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6", "iphone6plus"))
      .report(
        forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), references: references)
    let finding = try #require(report.findings.first { $0.kind == .upscaledFallback })
    #expect(finding.devices == ["iphone6plus"])
    #expect(finding.suggestions == ["img_bikeMode@3x.png"])
  }

  /// A title, text, placeholder or message the app shows names no image:
  /// Pipture's unused `done.png` was named only by its Done buttons'
  /// titles. A comparison is no title, and an image beside a title is
  /// still named; so is a localized name an image is loaded by.
  @Test(arguments: [
    (
      #"UIBarButtonItem* doneButton = [[UIBarButtonItem alloc] initWithTitle:@"Done" style:UIBarButtonItemStyleDone target:self action:@selector(onDone)];"#,
      "done", false
    ),
    (#"[scheduleButton setTitle:@"Done" forState:UIControlStateNormal];"#, "done", false),
    (#"searchField.placeholder = @"Search";"#, "search", false),
    (#"label.text = "Search""#, "search", false),
    (
      #"tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "tab_home"), tag: 0)"#,
      "home", false
    ),
    (
      #"tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "tab_home"), tag: 0)"#,
      "tab_home", true
    ),
    // Through a format or a localization (Cashbury's `readytoenjoy.png`).
    (
      #"self.lbl_progress_text.text = [NSString stringWithFormat:@"Ready to enjoy"];"#,
      "readytoenjoy", false
    ),
    (#"label.text = String(format: "Search %d", count)"#, "search", false),
    (#"button.setTitle(NSLocalizedString("Done", comment: ""), for: .normal)"#, "done", false),
    (#"icon.image = [UIImage imageNamed:NSLocalizedString(@"flag", nil)];"#, "flag", true),
    (#"NSString *path = [NSString stringWithFormat:@"%@.png", @"hero"];"#, "hero", true),
    (
      #"NSString *frameName = [NSString stringWithFormat:@"Exploding_Coconut_%d.png", i];"#,
      "exploding_coconut_0", true
    ),
    // A text of several words that is an image's whole name names it
    // (youtube-iOS loads its thumbnails by the videos' titles).
    (#"Video(title: "Big Buck Bunny", channelName: "Blender")"#, "Big Buck Bunny", true),
    (#"let items = ["Settings", "Terms & privacy policy"]"#, "Terms & privacy policy", true),
    (#"Video(title: "Big Buck Bunny", channelName: "Blender")"#, "Bunny", false),
    // A key (TasteBuddy's `login.png`), a socket library's log message.
    (#"[params setObject:username forKey:@"login"];"#, "login", false),
    // A comparison's operand (UPregnancyTime's HTTP `Connection` header).
    (#"if ([connectionHeader isEqualToString:@"close"]) { keepAlive = NO; }"#, "close", false),
    (#"if url.hasPrefix("https") { open(url) }"#, "https", false),
    (#"LogVerbose(@"close(socketFD)");"#, "close", false),
    // A subscript's key (berkeley-mobile's unused `email` and `hours` sets);
    // an array's one element is a name.
    (#"let email = json["Email"].string"#, "email", false),
    (#"NSString *icon = info[@"hours"];"#, "hours", false),
    (#"button.images = ["back"]"#, "back", true),
    (#"NSArray *names = @[@"back"];"#, "back", true),
    (#"if state.title == "done" { finish() }"#, "done", true),
    (
      #"[button setImage:[UIImage imageNamed:@"done"] forState:UIControlStateNormal];"#, "done",
      true
    ),
  ])
  func aShownTextNamesNoImage(code: String, name: String, isNamed: Bool) {
    #expect(AuditReferenceTests.references(code).names(name) == isNamed)
  }

  /// PUMPL's filters load 256 × 256 colour maps into OpenGL textures
  /// (`[[GLTexture alloc] initWithImage:[UIImage imageNamed:@"lomo_colormap.png"]]`):
  /// lookup tables no screen shows at their point size, so upscaling them
  /// is moot. An image UIKit also shows keeps its finding.
  @Test func anOpenGLTextureIsNotUpscaled() throws {
    let files = [
      "Classes/main.m":
        #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, @"Lomo"); }"#,
      "Classes/RenderTexture+Lomo.m": """
      @implementation Lomo
      - (void)load {
          texColorMap = [[GLTexture alloc] initWithImage:[UIImage imageNamed:@"lomo_colormap.png"]];
          texFrame = [[GLTexture alloc] initWithImage:[UIImage imageNamed:@"frame.png"]];
          preview.image = [UIImage imageNamed:@"frame.png"];
      }
      @end
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let sizes: [String: (Int, Int)] = ["lomo_colormap.png": (256, 256), "frame.png": (100, 100)]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone4"))
      .report(forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes))
    #expect(report.findings.filter { $0.kind == .upscaledFallback }.count == 2)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.findings.map(\.file) == ["frame.png"])
    #expect(report.setApartFindings.map(\.file) == ["lomo_colormap.png"])
  }

  /// DouYuLive's pull-to-refresh animation, `img_mj_stateRefreshing_000`
  /// to `_019` (catalog sets): each @3x is 280 × 135 pixels beside a 190 ×
  /// 92 @2x (285 × 138 expected, 2 % off), drawn into the frame the code
  /// gives the image view. A frame of an animation a little off is moot;
  /// a lone image, or a frame far off, is not.
  @Test func aFrameOfAnAnimationALittleOffIsMoot() throws {
    let files = [
      "DouYuLive/ZJRefreshView.swift": """
      import UIKit
      @main class App: UIResponder, UIApplicationDelegate { let refresh = ZJRefreshView() }
      class ZJRefreshView: UIView {
        func load() {
          for i in 0..<20 { images.append(UIImage(named: String(format: "img_mj_stateRefreshing_%03d", i))!) }
          pulling.image = UIImage(named: "img_mj_statePulling")
          buttons = [UIImage(named: "btn_03"), UIImage(named: "btn_05"), UIImage(named: "btn_07")]
        }
      }
      """
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    var sizes: [String: (Int, Int)] = [:]
    var texts: [String: String] = [:]
    let names = (0..<4).map { "img_mj_stateRefreshing_00\($0)" } + ["img_mj_statePulling"]
    for name in names {
      let set = "Assets.xcassets/Refresh/\(name).imageset/\(name)"
      let far = name.hasSuffix("3")
      sizes["\(set)@2x.png"] = (190, 92)
      sizes["\(set)@3x.png"] = far ? (240, 120) : (280, 135)
      let entries = ["2x", "3x"].map {
        #"{"idiom":"universal","scale":"\#($0)","filename":"\#(name)@\#($0).png"}"#
      }
      texts["Assets.xcassets/Refresh/\(name).imageset/Contents.json"] =
        #"{"images":["# + entries.joined(separator: ",") + "]}"
    }
    // kass's buttons, spelt whole, are no frames; at 112 × 53 pixels for
    // 114 × 54 they are within a point of their 1x, which is no finding.
    for button in ["btn_03", "btn_05", "btn_07"] {
      sizes[button + ".png"] = (57, 27)
      sizes[button + "@2x.png"] = (112, 53)
    }
    var report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone6", "iphone6plus"))
      .report(
        forFiles: Array(sizes.keys) + Array(texts.keys),
        reader: StubAuditFiles(sizes: sizes, texts: texts))
    #expect(report.findings.filter { $0.kind == .wrongPixelSize }.count == 5)
    report.setAside(unnamedIn: references, root: "/src")
    let wrong: [String] = report.findings.filter { $0.kind == .wrongPixelSize }
      .map { FilePath($0.file).lastComponent?.string ?? "" }
    #expect(wrong.sorted() == ["img_mj_statePulling@3x.png", "img_mj_stateRefreshing_003@3x.png"])
  }

  /// Literals that name no file, from round 26's projects: a frame of a
  /// sprite sheet (SpaceViking's leftover `sv_anim_1.png` beside its
  /// atlas), an HTTP method (TangoTab's unused `post.png`), a bundle
  /// identifier (`com.facebook.sdk` in a framework's `Info.plist` named
  /// `facebook.png`). A sprite loaded from the file still names it.
  @Test(arguments: [
    (#"vikingSprite = [CCSprite spriteWithSpriteFrameName:@"sv_anim_1.png"];"#, "sv_anim_1", false),
    (
      #"CCSpriteFrame *f = [[CCSpriteFrameCache sharedSpriteFrameCache] spriteFrameByName:@"an1_anim1.png"];"#,
      "an1_anim1", false
    ),
    (#"vikingSprite = [CCSprite spriteWithFile:@"sv_anim_1.png"];"#, "sv_anim_1", true),
    (#"[request setRequestMethod:@"POST"];"#, "post", false),
    (#"NSString* const kPost = @"POST"; use(kPost);"#, "post", false),
    (#"[UIImage imageNamed:@"post"];"#, "post", true),
    (#"Image(systemName: "arrow.clockwise")"#, "arrow", false),
    (#"Image("arrow")"#, "arrow", true),
    (#"[UIImage imageNamed:@"facebook.png"];"#, "facebook", true),
  ])
  func literalsThatNameNoFile(code: String, name: String, isNamed: Bool) {
    #expect(AuditReferenceTests.references(code).names(name) == isNamed)
  }

  @Test(arguments: [("com.facebook.sdk", false), ("facebook.png", true)])
  func aBundleIdentifierNamesNoImage(value: String, isNamed: Bool) throws {
    let files = [
      "App/main.m": #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, @"A"); }"#,
      "FacebookSDK.framework/Resources/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
        <dict>
          <key>CFBundleIdentifier</key>
          <string>\(value)</string>
        </dict>
      </plist>
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.names("facebook") == isNamed)
  }

  /// TSWeChat's SwiftGen enum lists every image of its catalog
  /// (`case Contacts_add_audiocall = "contacts_add_audiocall"`): a raw
  /// value names its image when code uses the case, or iterates the enum.
  @Test func anEnumsRawValueNamesItsImageWhenTheCaseIsUsed() {
    let enumeration = """
      typealias TSAsset = UIImage.Asset
      extension UIImage {
        enum Asset : String {
          case Chat_background = "chat_background"
          case Contacts_add_audiocall = "contacts_add_audiocall"
        }
      }
      """
    let used = AuditReferenceTests.references(
      enumeration + "\nview.image = TSAsset.Chat_background.image")
    #expect(used.names("chat_background"))
    #expect(!used.names("contacts_add_audiocall"))
    let iterated = AuditReferenceTests.references(
      enumeration + "\nfor asset in UIImage.Asset.allCases { load(asset) }")
    #expect(iterated.names("contacts_add_audiocall"))
    // Another enum's cases (its Pods' `XCGLogger.Level.allCases`) use none.
    let other = AuditReferenceTests.references(
      enumeration + "\nfor level in XCGLogger.Level.allCases { print(level) }")
    #expect(!other.names("contacts_add_audiocall"))
  }

  /// TangoTab keeps older copies of itself, each with its own Xcode
  /// project, beside the audited one: their code and nibs are not read. A
  /// project the audited one lists (a library's) and a project in a folder
  /// above it are read.
  @Test func anotherProjectsFolderIsNotRead() {
    let files = [
      "TangoTab.xcodeproj/project.pbxproj", "TangoTab/ViewController.m",
      "TangoTab-iPhone1.3 2/TangoTab.xcodeproj/project.pbxproj",
      "TangoTab-iPhone1.3 2/ShareItViewController.xib", "Libs/Lib.xcodeproj/project.pbxproj",
      "Libs/Lib.m",
    ]
    let others = AssetAudit.foldersOfOtherProjects(
      in: files, own: "TangoTab.xcodeproj",
      listed: ["TangoTab/ViewController.m", "Libs/Lib.xcodeproj"])
    #expect(others == ["TangoTab-iPhone1.3 2"])
    let nested = AssetAudit.foldersOfOtherProjects(
      in: ["App/App.xcodeproj/project.pbxproj", "App/Game/Game.xcodeproj/project.pbxproj"],
      own: "App/Game/Game.xcodeproj", listed: [])
    #expect(nested.isEmpty)
  }

  /// FatWatch copies the folder `FlagIcons` and lists its images
  /// (`pathsForResourcesOfType:@"png" inDirectory:@"FlagIcons"`), showing
  /// each in a button: `FlagIcons/220-coffee.png` is named though no code
  /// spells it; an image outside that folder is not.
  @Test func aFolderTheCodeListsNamesItsImages() throws {
    let files = [
      "Classes/main.m":
        #"int main(int c, char **v) { return UIApplicationMain(c, v, nil, @"EWFlagButton"); }"#,
      "Classes/EWFlagButton.m": """
      @implementation EWFlagButton
      + (NSArray *)allIconNames {
          NSArray *paths = [[NSBundle mainBundle] pathsForResourcesOfType:@"png" inDirectory:@"FlagIcons"];
          return paths;
      }
      @end
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.listsFolder(of: "FlagIcons/220-coffee.png"))
    #expect(!references.listsFolder(of: "Images/220-coffee.png"))
    #expect(!references.listsFolder(of: "FlagIcons"))
  }

  /// HappyDifference loads each level's photo as `a.jpg`; its `a.png`
  /// files are loaded by nothing, since UIKit and cocos2d look for the
  /// extension they are given. A name spelt with the file's own
  /// extension, or without one, names it.
  @Test(arguments: [
    (#"[UIImage imageWithContentsOfFile:@"a.jpg"];"#, "a.png", true),
    (#"[UIImage imageWithContentsOfFile:@"a.jpg"];"#, "a.jpg", false),
    (#"[YLGIFImage imageNamed:@"loading_monkey@2x.gif"];"#, "loading_monkey.png", true),
    (#"[UIImage imageNamed:@"a.jpg"]; [UIImage imageNamed:@"a"];"#, "a.png", false),
    (#"[UIImage imageNamed:@"composeBg.png"];"#, "composeBg@2X.png", false),
  ])
  func aNameWithAnotherImagesExtensionNamesNoFileOfThisOne(
    text: String, file: String, isOther: Bool
  ) {
    #expect(AuditReferenceTests.references(text).namesOnlyWithOtherExtensions(file) == isOther)
  }

  /// MangoReader's nibs draw `brownBar.png` (812 × 61) and its code loads
  /// `signup_btn.png`; its `brown_bar.png` (42 × 61) and `SignUpBtn.png`
  /// are loaded by nothing, since a device finds a file by its exact
  /// name. A spelling without an extension still names any look-alike
  /// (generated asset symbols drop separators), and so does a phrase's.
  @Test(arguments: [
    (#"<imageView image="brownBar.png" id="932-o7-c17"/>"#, "brown_bar.png", true),
    (#"[UIImage imageNamed:@"signup_btn.png"];"#, "SignUpBtn.png", true),
    (#"[UIImage imageNamed:@"SIGNUP_BTN.png"];"#, "signup_btn.png", false),
    (
      #"[UIImage imageNamed:@"brownBar.png"]; [UIImage imageNamed:@"brown_bar"];"#, "brown_bar.png",
      false
    ),
    (#"[UIImage imageNamed:@"button_my stories.png"];"#, "button_my stories.png", false),
    (#"[UIImage imageNamed:@"button_my-stories.png"];"#, "button_my stories.png", true),
  ])
  func aFileNameWithOtherSeparatorsNamesNoFile(text: String, file: String, isOther: Bool) {
    #expect(AuditReferenceTests.references(text).namesOnlyLookAlikes(file) == isOther)
  }

  /// CRMOne's `GraphicName.h` defines the starts of its buttons' names
  /// (`#define BTN_UPDATE_TASK @"btn-refresh-1-"`), which no code uses:
  /// they name no `btn-refresh-1-1.png`, as a constant's whole name would
  /// not. Used, they do.
  @Test(arguments: [("", false), ("[self image:BTN_UPDATE_TASK index:1];", true)])
  func aBuiltNamesStartInAnUnusedConstantNamesNothing(use: String, isNamed: Bool) {
    let references = AuditReferenceTests.references(
      "#define BTN_UPDATE_TASK @\"btn-refresh-1-\"\n#define kTail @\"_pressed.png\"\n" + use)
    #expect(references.names("btn-refresh-1-1") == isNamed)
    #expect(!references.names("save_pressed"))
  }

  /// CRMOne carries Highcharts, whose script builds class names
  /// (`PREFIX + 'menu-' + chart.btnCount++`): a page's or script's built
  /// name names images only on a line that spells an image's extension,
  /// so its `menu_dashboard.png` is named by nothing.
  @Test(arguments: [
    ("button.menuClassName = PREFIX + 'menu-' + chart.btnCount++;", false),
    ("img.src = 'icons/menu-' + n + '.png';", true),
  ])
  func aScriptsBuiltNameNamesAnImageOnlyWithAnExtension(script: String, isNamed: Bool) {
    var references = ImageReferences()
    references.add(Array(script.utf8), isCode: true, isData: false, isWeb: true)
    #expect(references.names("menu-dashboard") == isNamed)
  }

  /// Braces in comments and literals, Swift's multi-line strings and C's
  /// character literals close no declaration.
  @Test(arguments: [
    ("class A { let s = \"}\" // }\n}\nextension B { /* { */ }", true, ["class A", "extension B"]),
    ("class A { let s = \"\"\"\n}\n\"\"\" }\nstruct C {}", true, ["class A", "struct C"]),
    (
      "@implementation A\n- (char)c { return '}'; }\n@end\n@implementation B\n@end", false,
      ["@implementation A", "@implementation B"]
    ),
    ("class A { func f() {", true, ["class A"]),
  ])
  func codeIsReadDeclarationByDeclaration(text: String, isSwift: Bool, starts: [String]) {
    let heads = ImageReferences.declarations(in: Array(text.utf8), isSwift: isSwift).map {
      String(
        decoding: $0.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }, as: UTF8.self)
    }
    #expect(heads.count == starts.count)
    for (head, start) in zip(heads, starts) {
      #expect(head.hasPrefix(start), "\(head)")
    }
  }

  @Test func wordsOneSpaceApartAreAlsoOneName() {
    let references = AuditReferenceTests.references(
      #"[CCSprite spriteWithFile:@"Layer 1 Outside.png"];"#)
    #expect(references.names("Layer 1 Outside"))
    #expect(!references.names("Layer Outside"))
    // Prose is no name: Awful's unused `rating1` sets.
    #expect(!AuditReferenceTests.references("<p>rating 1 of 5</p>", isCode: false).names("rating1"))
    #expect(
      AuditReferenceTests.references(#"<image name="rating 1"/>"#, isCode: false).names("rating 1"))
    // A phrase names only a name with spaces: Entellus links the text
    // "privacy policy"; its `privacyPolicy` set is another name.
    #expect(
      !AuditReferenceTests.references(#"<image name="rating 1"/>"#, isCode: false).names("rating1"))
    #expect(
      !AuditReferenceTests.references(#"s.range(of: "privacy policy")"#).names("privacyPolicy"))
    // Data's titles are turned into names by code: Unwrap's chapter
    // "Strings and integers" shows `strings-and-integers.png`.
    var chapters = ImageReferences()
    chapters.add(
      Array(#"{"sections": ["Variables", "Strings and integers"]}"#.utf8), isCode: false,
      isData: true)
    #expect(chapters.names("strings-and-integers"))
  }

  /// slingmath carries cocos2d's test fonts: `arial16.fnt` names its page
  /// `arial16.png`, but nothing loads the font.
  @Test func aDataFileNamesImagesOnlyWhenSomethingNamesIt() throws {
    let files = [
      "Classes/Game.m":
        #"#import "Constants.h"\#n[CCLabelBMFont labelWithString:@"0" fntFile:FONT_NAME];"#,
      "Classes/Constants.h": #"#define FONT_NAME @"futura-48.fnt""#,
      "Resources/futura-48.fnt": #"page id=0 file="futura-48.png""#,
      "Resources/arial16.fnt": #"page id=0 file="arial16.png""#,
      "Resources/level.plist": "<string>cloud.png</string>",
      // SpaceInvaders copies a sprite pack's atlas description, which
      // names all 287 of its images; nothing reads it.
      "SpaceShooterRedux/Spritesheet/sheet.xml": #"<SubTexture name="beam0.png" x="0"/>"#,
    ]
    let read: (String) -> [UInt8]? = { files[$0].map { Array($0.utf8) } }
    let references = try #require(AssetAudit.references(files: Array(files.keys), read: read))
    #expect(references.names("futura-48"))
    #expect(!references.names("arial16"))
    #expect(!references.names("cloud"))
    #expect(!references.names("beam0"))
  }

  /// wikiHow keeps its 88 guides' names in `preloaded.db`, a SQLite file
  /// the code opens (`pathForResource:@"preloaded" ofType:@"db"`), and
  /// loads each icon by a name built from a row: the database names them.
  /// One nothing opens names nothing.
  @Test func aDatabaseTheCodeOpensNamesImages() throws {
    var database = Array("SQLite format 3\u{0}".utf8) + [0x10, 0x00, 0x01, 0x01]
    database += Array("\u{0}\u{3}\u{17}Stop-Bleeding\u{0}\u{1}Treat-a-Burn".utf8)
    let code = """
      @implementation Guides
      - (void)x {
          NSString *path = [[NSBundle mainBundle] pathForResource:@"preloaded" ofType:@"db"];
          UIImage *icon = [UIImage imageNamed:[NSString stringWithFormat:@"%@.jpg", title]];
      }
      @end
      """
    let files: [String: [UInt8]] = [
      "Classes/Guides.m": Array(code.utf8), "preloaded.db": database, "cache.sqlite": database,
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(references.names("Stop-Bleeding") && references.names("Treat-a-Burn"))
    let unopened = files.filter { $0.key != "preloaded.db" }
    let without = try #require(AssetAudit.references(files: Array(unopened.keys)) { unopened[$0] })
    #expect(!without.names("Stop-Bleeding"))
  }

  /// stayHealthy's `data.sqlite` keeps a row's text values one after
  /// another: the id `10` and `creatinine_level.jpg`, then the Hebrew
  /// title, read `10creatinine_level.jpg…` as one word. The name before
  /// an image's extension is found wherever it starts; a word that only
  /// ends like a name in a text file still names nothing.
  @Test func aDatabaseRowsGluedValuesNameImages() throws {
    let title = "\u{5D1}\u{5D3}\u{5D9}\u{5E7}\u{5D4}"
    var database = Array("SQLite format 3\u{0}".utf8) + [0x10, 0x00, 0x01, 0x01]
    database += Array("\r\r10creatinine_level.jpg\(title)\r14eye@2x.jpg\u{0}".utf8)
    let code = """
      @implementation Menu
      - (void)x {
          [db open:[[NSBundle mainBundle] pathForResource:@"data" ofType:@"sqlite"]];
          [notes open:[[NSBundle mainBundle] pathForResource:@"notes" ofType:@"json"]];
          cell.titleImage.image = [UIImage imageNamed:row.image];
      }
      @end
      """
    let files: [String: [UInt8]] = [
      "Classes/Menu.m": Array(code.utf8), "sql db/data.sqlite": database,
      "notes.json": Array(#"{"file": "10pap.jpg"}"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(references.names("creatinine_level") && references.names("eye"))
    #expect(!references.names("pap"))
  }

  /// CCWeibo's tab bar makes its screens from the classes
  /// `MainViewControllerSettings.json` names (`NSClassFromString`): the
  /// class a data file the running code opens names runs, and its images
  /// count. A data file nothing opens makes nothing run.
  @Test func aClassADataFileNamesRuns() throws {
    var files: [String: String] = [
      "App/AppDelegate.swift": """
      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func go() { window.rootViewController = MainViewController() }
      }
      """,
      "App/Main/MainViewController.swift": """
      class MainViewController: UITabBarController {
        func load() {
          guard let path = Bundle.main.path(forResource: "MainViewControllerSettings", ofType: "json")
          else { return }
          let data = NSData(contentsOfFile: path)
        }
      }
      """,
      "App/Main/Resource/MainViewControllerSettings.json": #"[{ "vcName": "HomeViewController" }]"#,
      "App/Home/HomeViewController.swift": """
      class HomeViewController: BaseViewController {
        func title() { button.setImage(UIImage(named: "navigationbar_arrow_down"), for: .normal) }
      }
      """,
    ]
    let read = { (files: [String: String]) in
      try #require(
        AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    }
    #expect(try read(files).names("navigationbar_arrow_down"))
    files["App/Main/MainViewController.swift"]?.replace("MainViewControllerSettings", with: "Other")
    #expect(try !read(files).names("navigationbar_arrow_down"))
  }

  /// Lacuna carries `test.html`, a preview of its web client's star map
  /// that nothing opens, and CycleStreets a `donate.html` nothing links:
  /// their images are loaded by no page the app shows. A page the code
  /// opens names images, and so does a page it links.
  @Test func aPageNamesImagesOnlyWhenSomethingOpensIt() throws {
    let files = [
      "Classes/Credits.m":
        #"[NSBundle.mainBundle URLForResource:@"credits" withExtension:@"html"];"#,
      "html/credits.html": #"<p>Thanks! <a href="thanks.html">more</a></p>"#,
      "html/thanks.html": #"<link rel="stylesheet" href="thanks.css"><img src="heart.png">"#,
      "html/thanks.css": "body { background: url(paper.png); }",
      "html/donate.html": #"<img src="donate.png">"#,
      "assets/star_map/test.html": #"<img src="magenta.png">"#,
    ]
    let read: (String) -> [UInt8]? = { files[$0].map { Array($0.utf8) } }
    let references = try #require(AssetAudit.references(files: Array(files.keys), read: read))
    #expect(references.names("heart") && references.names("paper"))
    #expect(!references.names("donate") && !references.names("magenta"))
  }

  /// shikaku loads `insolent-24.fnt`; its misspelt iPad variant
  /// `insolent-24-hd-ipad.fnt` names its page by that misspelt name, which
  /// is no load of the page by name: the finding on it stays.
  @Test func aFontNamingItsPageIsNoLoadByName() throws {
    let files = [
      "TitleScene.m": #"[CCLabelBMFont labelWithString:@"(c)2012" fntFile:@"insolent-24.fnt"];"#,
      "fonts/insolent-24-hd-ipad.fnt": #"page id=0 file="insolent-24-hd-ipad.png""#,
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(!references.namesExactlyInCode("insolent-24-hd-ipad"))
    #expect(references.namesExactlyInCode("insolent-24.fnt"))
  }

  @Test func theCocos2dVersionIsReadFromItsHeader() throws {
    let header = "#define COCOS2D_VERSION 0x00009905\n"
    #expect(AssetAudit.cocos2dVersion(in: Array(header.utf8)) == 0x0000_9905)
    let files = ["libs/cocos2d/cocos2d.h": header, "Classes/Game.m": ""]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.cocos2dVersion == 0x0000_9905)
  }

  /// Ushahidi's app project reaches `../SDK/Classes`.
  @Test func aProjectIsSearchedAsFarUpAsItsFilesReach() {
    #expect(AssetAudit.folder(FilePath("/src/ushahidi/App"), up: 1) == "/src/ushahidi")
    // Never a folder directly below `/`.
    #expect(AssetAudit.folder(FilePath("/src/ushahidi/App"), up: 2) == "/src/ushahidi")
  }

  /// wheelmap loads `WMToolbar-iPad.xib` by that name, and Neon Tower its
  /// iPad art `slider_red_bar@3x.png`: no loader reads those suffixes.
  /// Kodi loads `remote quick help_ipad.png`, and UIKit its `@2x`; its
  /// iPad code asks for `coverbox_back@2x.png`, but its iPhone code for
  /// `coverbox_back.png`, which gets the same `@2x`: its size still counts.
  /// nowbox's nib names `airplay-tv-indicator`, which names without their
  /// separators cannot tell from the `airplay-tv-indicator_` of its stray
  /// `airplay-tv-indicator_@2x.png`, and Taka Dating's code
  /// `message_icon_active.png`, the stray base of its
  /// `message_icon_active.png@2x.png`: those findings stay. MedRep loads
  /// `activity-score@2x.png` by that name: its `@3x`, measured against it,
  /// is never read, nor `logout@3x.png` beside the `logout@2x.png` it
  /// loads so: its menu's title `@"Logout"` loads no `logout.png` on a
  /// device. PopTheBalloons loads `balloonGameBackground-568h@2x.png`
  /// by that name on a 4-inch phone, and its base on others: the file
  /// cocos2d would not reach by the base is reached.
  @Test func aFileTheCodeLoadsByItsOwnNameIsSetApart() {
    var report = AuditReport(
      devices: [], assets: [],
      findings: [
        AuditFinding(
          kind: .malformedSuffix, file: "WMToolbar-iPad.xib", asset: "WMToolbar-iPad.xib",
          suggestions: ["WMToolbar~ipad.xib"], message: ""),
        AuditFinding(
          kind: .malformedSuffix, file: "en.lproj/remote quick help_ipad@2x.png",
          asset: "remote quick help_ipad.png",
          suggestions: ["en.lproj/remote quick help@2x~ipad.png"], message: ""),
        AuditFinding(
          kind: .malformedSuffix, file: "en.lproj/tour_ipad@2x.png", asset: "tour_ipad.png",
          suggestions: ["en.lproj/tour@2x~ipad.png"], message: ""),
        AuditFinding(
          kind: .wrongPixelSize, file: "tex/slider_red_bar@3x.png", asset: "tex/slider_red_bar.png",
          message: ""),
        AuditFinding(
          kind: .wrongPixelSize, file: "tex/banner@3x.png", asset: "tex/banner.png", message: ""),
        AuditFinding(
          kind: .wrongPixelSize, file: "menu/activity-score@3x.png",
          asset: "menu/activity-score.png",
          relatedFiles: ["menu/activity-score@2x.png"], message: ""),
        AuditFinding(
          kind: .wrongPixelSize, file: "HighRes/coverbox_back@2x.png",
          asset: "HighRes/coverbox_back.png", message: ""),
        AuditFinding(
          kind: .malformedSuffix, file: "Images/airplay-tv-indicator_@2x.png",
          asset: "Images/airplay-tv-indicator_.png",
          suggestions: ["Images/airplay-tv-indicator@2x.png"], message: ""),
        AuditFinding(
          kind: .malformedSuffix, file: "Resources/message_icon_active.png@2x.png",
          asset: "Resources/message_icon_active.png.png",
          suggestions: ["Resources/message_icon_active@2x.png"], message: ""),
        AuditFinding(
          kind: .wrongPixelSize, file: "menu/logout@3x.png", asset: "menu/logout.png",
          relatedFiles: ["menu/logout@2x.png"], message: ""),
        AuditFinding(
          kind: .unreachableVariant, file: "images/balloonGameBackground-568h@2x.png",
          asset: "images/balloonGameBackground.png",
          suggestions: ["images/balloonGameBackground-hd.png"], message: ""),
      ], fileCount: 9)
    report.setAside(
      unnamedIn: AuditReferenceTests.references(
        #"[[NSBundle mainBundle] loadNibNamed:@"WMToolbar-iPad" owner:self options:nil];"#
          + #"[CCSprite spriteWithFile:@"slider_red_bar@3x.png"]; [CCSprite spriteWithFile:@"banner.png"];"#
          + #"[UIImage imageNamed:@"remote quick help_ipad.png"]; [UIImage imageNamed:@"tour"];"#
          + #"[UIImage imageNamed:@"coverbox_back@2x.png"]; [UIImage imageNamed:@"coverbox_back.png"];"#
          + #"<image name="airplay-tv-indicator.png" width="260" height="192"/>"#
          + #"[UIImage imageNamed:@"message_icon_active.png"];"#
          + #"kMenuListImages = @[@"activity-score@2x.png", @"logout@2x.png"];"#
          + #"kMenuListNames = @[@"Activity Score", @"Logout"];"#
          + #"[CCSprite spriteWithFile:@"balloonGameBackground-568h@2x.png"];"#
          + #"[CCSprite spriteWithFile:@"balloonGameBackground.png"];"#
      ),
      root: "/src")
    #expect(
      report.findings.map(\.file) == [
        "en.lproj/tour_ipad@2x.png", "tex/banner@3x.png", "HighRes/coverbox_back@2x.png",
        "Images/airplay-tv-indicator_@2x.png", "Resources/message_icon_active.png@2x.png",
      ])
    #expect(report.setApartFindings.count == 6)
  }

  /// iHubSC's `Lupe.PNG` and `Lupe@2x.png`, one image's scales spelt in
  /// other letter case, are loaded by nothing: their collision is set
  /// apart with the rest. Two files one name on a Mac's disk break the
  /// copy, named or not.
  @Test func aCaseCollisionOfScalesNothingLoadsIsSetApart() {
    var report = AuditReport(
      devices: [], assets: [],
      findings: [
        AuditFinding(
          kind: .caseCollision, file: "Resources/Lupe.PNG", asset: "Resources/Lupe.PNG",
          relatedFiles: ["Resources/Lupe@2x.png"], suggestions: ["Resources/Lupe.png"],
          message: ""),
        AuditFinding(
          kind: .caseCollision, file: "Resources/Tab.png", asset: "Resources/Tab.png",
          relatedFiles: ["Resources/tab.png"], message: ""),
      ], fileCount: 4)
    report.setAside(
      unnamedIn: AuditReferenceTests.references(#"[UIImage imageNamed:@"search"];"#),
      root: "/src")
    #expect(report.findings.map(\.file) == ["Resources/Tab.png"])
    #expect(report.setApartFindings.map(\.file) == ["Resources/Lupe.PNG"])
  }

  /// Awful's posts show `award.png` from a page's style sheet, bridges its
  /// `tictactoe.png` from `about.html`: a web view loads the file the page
  /// names, so adding `@2x` alone changes nothing. An image code loads too
  /// keeps the usual fix.
  @Test func anImageOnlyAPageNamesIsFixedInThePage() throws {
    let files: [String: [UInt8]] = [
      "Theming/posts.css": Array(".award { background: url(award.png); }".utf8),
      "about.html": Array("<img src='tictactoe.png'><img src='logo.png'>".utf8),
      "Menu.m": Array(
        #"[UIImage imageNamed:@"logo"]; [self show:@"about.html" style:@"posts.css"];"#.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    var report = AuditReport(
      devices: [], assets: [],
      findings: ["Theming/award.png", "tictactoe.png", "logo.png"].map {
        AuditFinding(
          kind: .upscaledFallback, file: $0, asset: $0, devices: ["iphone6"],
          message: "iphone6 (@2x) loads it, a @1x image, and upscales it (blurry); add its @2x")
      }, fileCount: 3)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(
      report.findings.map { $0.message.contains("a web view loads the file a page names") } == [
        true, true, false,
      ])
  }

  /// Wrecking Ball (cocos2d 0.99, Retina never on) shows its level
  /// screenshots in a UIKit table: `[[UIImage alloc] initWithContentsOfFile:
  /// [[NSBundle mainBundle] pathForResource:[NSString
  /// stringWithFormat:@"WSimg%i", indexPath.row + 1] ofType:@"PNG"]]`. A
  /// numbered name only such a built name gives is UIKit's, as one spelt
  /// whole is; a number a sprite's built name gives is not.
  @Test func aNumberedNameUIKitBuildsIsUIKits() throws {
    let references = AuditReferenceTests.references(
      """
      UIImage *screenshot = [[UIImage alloc]initWithContentsOfFile:[[NSBundle mainBundle] pathForResource:[NSString stringWithFormat:@"WSimg%i",indexPath.row+1] ofType:@"PNG"]];
      CCSprite *tile = [CCSprite spriteWithFile:[NSString stringWithFormat:@"tile%i.png", n]];
      """)
    #expect(references.loadsOnlyWithUIKit("WSimg1"))
    #expect(references.loadsOnlyWithUIKit("WSimg30"))
    #expect(!references.loadsOnlyWithUIKit("tile2"))
  }

  /// Misty Island Rescue (UIKit, universal) shows each idiom its own
  /// screens: `matchcard~iphone.png` and its `@2x` have no base, and the
  /// iPad, which never opens the phone's match game, is not known to ask
  /// for it. The finding is set apart.
  @Test func aMissingBaseOfOneIdiomsFilesIsSetApart() throws {
    let references = AuditReferenceTests.references(
      #"card = [UIImage imageNamed:@"matchcard"];"#)
    let sizes: [String: (Int, Int)] = [
      "Resources/matchcard~iphone.png": (60, 60), "Resources/matchcard@2x~iphone.png": (120, 120),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad-retina"))
      .report(forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes))
    let missing = { (findings: [AuditFinding]) in
      findings.filter { $0.kind == .missingBase }.map(\.file)
    }
    #expect(missing(report.findings) == ["Resources/matchcard.png"])
    report.setAside(unnamedIn: references, root: "/src")
    #expect(missing(report.findings).isEmpty)
    #expect(missing(report.setApartFindings) == ["Resources/matchcard.png"])
  }

  /// NyPad's tutorials size their pictures in the page: `<img
  /// src="BST_p.png" width="39px" />` draws 78 pixels in 39 points, sharp
  /// at 2x, as is `BDT.png` (633 pixels) at `width="317px"`. One drawn at a
  /// width of its own pixels (`tree.png`, 120 at `width="120"`) is upscaled,
  /// and one a page also shows without a size (`logo.png`) or a style
  /// sheet names (`stripes.png`) keeps its finding.
  @Test func aPageThatSizesAnImageDrawsItAtThatSize() throws {
    let files: [String: [UInt8]] = [
      "Nyaya/html/tutorial24.html": Array(
        """
        <link rel="stylesheet" type="text/css" href="format.css" />
        <td><img src="BST_p.png" width="39px" /></td>
        <p><IMG SRC="images/BDT.png" style="width: 317px"></p>
        <img src="tree.png" width="120">
        <img src="logo.png" width="40px"><img src="logo.png">
        <img src="stripes.png" height="10">
        """.utf8),
      "Nyaya/html/format.css": Array("body { background: url(stripes.png); }".utf8),
      "Nyaya/TutorialViewController.m": Array(
        #"[web loadRequest:[NSURLRequest requestWithURL:[[NSBundle mainBundle] URLForResource:@"tutorial24" withExtension:@"html"]]];"#
          .utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let sizes: [String: (Int, Int)] = [
      "html/BST_p.png": (78, 40), "html/BDT.png": (633, 300), "html/tree.png": (120, 80),
      "html/logo.png": (80, 80), "html/stripes.png": (4, 20),
    ]
    func upscaled(on device: String) -> [String] {
      var report = AssetAudit(devices: AuditFixtures.devices(device)).report(
        forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), references: references)
      report.setAside(unnamedIn: references, root: "/src")
      return report.findings.filter { $0.kind == .upscaledFallback }.map(\.file).sorted()
    }
    #expect(
      upscaled(on: "iphone6") == ["html/logo.png", "html/stripes.png", "html/tree.png"])
    // At 3x, 78 pixels for 39 points are too few; 633 for 317 too.
    #expect(upscaled(on: "iphone6plus").contains("html/BST_p.png"))
  }

  /// exfe stretches `textfield.png` into frames its code sets: a @2x two
  /// pixels off (38 × 62 for 40 × 62) never shows. tipbox's stretchable
  /// button is a third too large, and its caps with it: that stays, and so
  /// does a size off on an image no code stretches. A button's background
  /// fills the button: Taka Dating's `lets_go_btn@2x.png` (334 × 62 for
  /// 334 × 64) never shows either, nor NoteIt's `toolbar-btn-dark@2x.png`,
  /// whose call to make it resizable is on the line after its name.
  @Test func aSlightlyOffImageTheCodeStretchesIsSetApart() {
    let code = """
      field.background = [[UIImage imageNamed:@"textfield"] stretchableImageWithLeftCapWidth:10 topCapHeight:0];
      button.image = UIImage(named: "signup")?.resizableImage(withCapInsets: insets)
      bar.image = UIImage(named: "seal")?.resizableImage(withCapInsets: insets)
      icon.image = [UIImage imageNamed:@"badge"];
      [ self.letsGo setBackgroundImage:[UIImage imageNamed:@"lets_go_btn.png"] forState:UIControlStateNormal];
      UIImage *background = [[UIImage imageNamed:@"toolbar-btn-dark.png"]
                             resizableImageWithCapInsets:UIEdgeInsetsMake(7, 13, 7, 13)];
      """
    let finding = AuditReferenceTests.retinaSizeFinding
    var report = AuditReport(
      devices: [], assets: [],
      findings: [
        finding("textfield", (38, 62), (40, 62)), finding("signup", (104, 82), (78, 62)),
        finding("seal", (38, 62), (40, 62)), finding("badge", (38, 62), (40, 62)),
        finding("lets_go_btn", (334, 62), (334, 64)),
        finding("toolbar-btn-dark", (35, 58), (36, 60)),
      ], fileCount: 10)
    report.setAside(unnamedIn: AuditReferenceTests.references(code), root: "/src")
    #expect(report.findings.map(\.file) == ["signup@2x.png", "badge@2x.png"])
    #expect(
      report.setApartFindings.map(\.file) == [
        "textfield@2x.png", "seal@2x.png", "lets_go_btn@2x.png", "toolbar-btn-dark@2x.png",
      ])
  }

  /// A `wrongPixelSize` finding on `name@2x.png`, `actual` pixels where
  /// `expected` were.
  static func retinaSizeFinding(
    _ name: String, _ actual: (Int, Int), _ expected: (Int, Int)
  ) -> AuditFinding {
    AuditFinding(
      kind: .wrongPixelSize, file: name + "@2x.png", asset: name + ".png",
      expectedPixelSize: AuditPixelSize(width: expected.0, height: expected.1),
      actualPixelSize: AuditPixelSize(width: actual.0, height: actual.1), message: "")
  }

  /// NoteIt tiles a 3 × 5-pixel paper grain (5 × 8 at @2x) as a text
  /// view's colour; a leather texture (PsyTrack's sizes, 600 × 349 and a
  /// different crop of 532 × 467 at @2x) is tiled through a variable the
  /// same block sets: a tile has no size to keep, so its scales may
  /// differ. A 1x tile upscaled on a Retina screen still shows, and stays.
  @Test func anImageTheCodeTilesHasNoSizeToKeep() {
    let code = """
      self.textView.backgroundColor = [UIColor colorWithPatternImage:[UIImage imageNamed:@"bg-textview.png"]];
      UIImage *backgroundPattern = [UIImage imageNamed:@"ipad-background-blue-plain-small.png"];
      [self.window setBackgroundColor:[UIColor colorWithPatternImage:backgroundPattern]];
      view.backgroundColor = UIColor(patternImage: UIImage(named: "linen")!)
      icon.image = [UIImage imageNamed:@"badge"];
      """
    let finding = AuditReferenceTests.retinaSizeFinding
    var report = AuditReport(
      devices: [], assets: [],
      findings: [
        finding("bg-textview", (5, 8), (6, 10)),
        finding("ipad-background-blue-plain-small", (532, 467), (1200, 698)),
        finding("linen", (100, 100), (200, 200)), finding("badge", (38, 62), (40, 62)),
        AuditFinding(
          kind: .upscaledFallback, file: "linen.png", asset: "linen.png", message: ""),
      ], fileCount: 10)
    report.setAside(unnamedIn: AuditReferenceTests.references(code), root: "/src")
    #expect(report.findings.map(\.file) == ["badge@2x.png", "linen.png"])
  }

  /// A suggested file is not there yet: AlienFrontiers' "add
  /// `AI_lvl_Easy-ipadhd.png`" is loaded as `AI_lvl_Easy`, its suffix aside.
  @Test func aSuggestionIsLoadedByItsBaseAlone() {
    let finding = AuditFinding(
      kind: .upscaledFallback, file: "Resources/AI_lvl_Easy.png",
      asset: "Resources/AI_lvl_Easy.png",
      suggestions: ["Resources/AI_lvl_Easy-ipadhd.png", "Resources/AI_lvl_Easy@2x~ipad.png"],
      message: "")
    #expect(Set(AuditReport.loadableNames(of: finding)) == ["AI_lvl_Easy"])
  }

  /// Artsy Folio loads `@"PhoneAddArtworksButton@2x"` by that name: the
  /// iPhone 6 Plus upscales it, and an added `@3x` alone would never be
  /// picked. An image also named by its base name (`ArtsyMobileIcon.png` in
  /// a nib) keeps the usual fix.
  @Test func anUpscaledImageTheCodeNamesWithItsScaleIsToldToBeLoadedByItsBaseName() {
    let upscaled = { (name: String) in
      AuditFinding(
        kind: .upscaledFallback, file: "Buttons/\(name)@2x.png", asset: "Buttons/\(name).png",
        devices: ["iphone6plus"], suggestions: ["\(name)@3x.png"],
        message: "iphone6plus (@3x) loads \(name)@2x.png, a @2x image, and upscales it "
          + "(blurry); add \(name)@3x.png")
    }
    var report = AuditReport(
      devices: [], assets: [],
      findings: [upscaled("PhoneAddArtworksButton"), upscaled("ArtsyMobileIcon")], fileCount: 2)
    report.setAside(
      unnamedIn: AuditReferenceTests.references(
        #"NSString *name = isPad ? @"PadAddArtworksButton@2x" : @"PhoneAddArtworksButton@2x";"#
          + #"path = [bundle pathForResource:@"ArtsyMobileIcon@2x" ofType:@"png"];"#
          + #"<imageView image="ArtsyMobileIcon.png"/>"#),
      root: "/src")
    #expect(report.findings.count == 2)
    #expect(
      report.findings[0].message.hasSuffix(
        "add PhoneAddArtworksButton@3x.png, and load it by its base name: the code names "
          + "PhoneAddArtworksButton@2x, and no loader looks for other scales of that"))
    #expect(report.findings[1].message.hasSuffix("add ArtsyMobileIcon@3x.png"))
    // TanChess's cocos2d 0.99.5 looks for `Cookie Man-ipad-hd.png` when
    // the code names `Cookie Man-ipad.png`: the fix asked for is that.
    let cookie = AuditFinding(
      kind: .upscaledFallback, file: "Resources/Cookie Man-ipad.png", asset: "Cookie Man.png",
      devices: ["ipad-retina"], suggestions: ["Resources/Cookie Man-ipad-hd.png"],
      message: "add Cookie Man-ipad-hd.png")
    var tanChess = AuditReport(devices: [], assets: [], findings: [cookie], fileCount: 1)
    tanChess.setAside(
      unnamedIn: AuditReferenceTests.references(
        #"[self createChessmanwithFilename:@"Cookie Man-ipad.png" withScale:LARGE_SIZE];"#),
      root: "/src")
    #expect(tanChess.findings.map(\.message) == ["add Cookie Man-ipad-hd.png"])
  }

  /// SpeedyPups (cocos2d 1.1, plain names only) never turns Retina on:
  /// its images are drawn at 1x on every device, and "add -hd" helps
  /// nothing until it does.
  /// Space7 (cocos2d 2.1, Retina on) draws `bg-cloudy.png`, 1136 × 640, a
  /// plain name, as its backdrop: its art is made for Retina, and cocos2d
  /// draws its plain images at half their size there, as meant. A screen's
  /// own image (`launch_iphone-568.png`) says nothing of the rest.
  @Test(arguments: [("bg-cloudy.png", true), ("launch_iphone-568.png", false)])
  func aCocos2dGameWhosePlainArtFillsARetinaScreenIsMadeForRetina(
    backdrop: String, isMoot: Bool
  ) throws {
    let files = AuditReferenceTests.cocos2dGame(
      version: "00020100",
      start: """
        [director enableRetinaDisplay:YES];
        [self addChild:[CCSprite spriteWithFile:@"\(backdrop)"]];
        [self addChild:[CCSprite spriteWithFile:@"selectionBackButtonNormal.png"]];
        """)
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let sizes: [String: (Int, Int)] = [
      backdrop: (1136, 640), "selectionBackButtonNormal.png": (180, 465),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4", "iphone5"))
      .report(
        forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
        cocos2dVersion: references.cocos2dVersion, references: references)
    let button = "selectionBackButtonNormal.png"
    #expect(report.findings.contains { $0.file == button && $0.kind == .upscaledFallback })
    report.setAside(unnamedIn: references, root: "/src")
    #expect(
      report.findings.contains { $0.file == button && $0.kind == .upscaledFallback } == !isMoot)
    #expect(report.conventionReason.contains("made for Retina") == isMoot)
    // The 3GS draws that art at twice the size meant.
    let doubled = report.findings.first { $0.file == button && $0.kind == .wrongPixelSize }
    #expect((doubled?.devices == ["iphone3gs"]) == isMoot)
    #expect((doubled?.suggestions == ["selectionBackButtonNormal-hd.png"]) == isMoot)
    #expect((doubled?.expectedPixelSize == AuditPixelSize(width: 90, height: 232)) == isMoot)
  }

  /// runner (cocos2d 2.1) makes its art for Retina under plain names and
  /// scales its layers by `min(width / 960, height / 640) * [[UIScreen
  /// mainScreen] scale]`: the 3GS draws its 960 × 640 backdrop at 480 ×
  /// 320 points, as meant, not at twice the size. So do Fun, which sets a
  /// scale of 0.5 unless the screen is Retina, HelloStaticline, which tests
  /// the screen's scale, and Zombie Joe, with a macro.
  @Test(arguments: [
    "+ (float)getScale {\n    float scale = [PointUtil getScaleWithoutRetina];\n    return scale * [[UIScreen mainScreen] scale];\n}",
    "if (isRetina) {\n    state.m_scale = 1;\n} else {\n    state.m_scale = 0.5;\n}",
    "if ([UIScreen mainScreen].scale == 2.0) {\n    [_sprite setScale:1.0f];\n} else {\n    [_sprite setScale:0.5f];\n}",
    "#define kSCALE_FACTOR_FIX ([Combinations isRetina]) ? 1.f : 0.5f",
  ])
  func aGameThatScalesByTheScreenDrawsRetinaArtRightOnA1xScreen(scaling: String) throws {
    var files = AuditReferenceTests.cocos2dGame(
      version: "00020100",
      start: """
        [director enableRetinaDisplay:YES];
        [self addChild:[CCSprite spriteWithFile:@"game_bg.png"]];
        [self addChild:[CCSprite spriteWithFile:@"hud.png"]];
        """)
    files["Classes/Utils/PointUtil.m"] = scaling
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.scalesByTheScreen)
    let sizes: [String: (Int, Int)] = ["game_bg.png": (960, 640), "hud.png": (480, 120)]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: references.cocos2dVersion, references: references)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.conventionReason.contains("made for Retina"))
    #expect(report.findings.isEmpty, "\(report.findings)")
  }

  /// A half scale with no Retina test before it (cocos2d's own
  /// `[inScene_ setScale:0.5f]`), or a half that is no scale, says nothing.
  @Test(arguments: [
    "[inScene_ setScale:0.5f];", "if (isRetina) { label.alpha = 1; } else { label.alpha = 0.5; }",
  ])
  func aHalfThatIsNoRetinaScaleSaysNothing(code: String) {
    #expect(!ImageReferences.halvesScaleOnOneXScreens(in: Array(code.utf8)))
  }

  /// hashtag-warrior (cocos2d 2.1) keeps `Background.png` and its `-hd`,
  /// `-ipad` and `-ipadhd` files in the set `Background.imageset` and
  /// loads it with `spriteWithFile:`; Xcode compiles the set under its own
  /// name, so cocos2d opens none of the suffixed files. `Gameover.imageset`,
  /// which no sprite code loads, and a set UIKit loads are no finding.
  @Test func cocos2dFilesInAnAssetCatalogAreFoundByNoLoader() throws {
    let files = AuditReferenceTests.cocos2dGame(
      version: "00020100",
      start: """
        [self addChild:[CCSprite spriteWithFile:@"Background.png"]];
        button.image = [UIImage imageNamed:@"Menu"];
        """)
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    var sizes: [String: (Int, Int)] = ["hero-hd.png": (64, 64), "hero.png": (32, 32)]
    var texts: [String: String] = [:]
    for set in ["Background", "Gameover", "Menu"] {
      let folder = "Resources/Images.xcassets/\(set).imageset/"
      // Background.png is 480 × 360, its -hd 960 × 720, -ipad 1024 × 768.
      let slots = [
        ("", "iphone", "1x", 480), ("-hd", "iphone", "2x", 960), ("-ipad", "ipad", "1x", 1024),
        ("-ipadhd", "ipad", "2x", 2048),
      ]
      for (suffix, _, _, width) in slots {
        sizes[folder + set + suffix + ".png"] = (width, width * 3 / 4)
      }
      texts[folder + "Contents.json"] =
        #"{"images":["#
        + slots.map { suffix, idiom, scale, _ in
          #"{"idiom":"\#(idiom)","scale":"\#(scale)","filename":"\#(set + suffix).png"}"#
        }.joined(separator: ",") + "]}"
    }
    var report = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad-retina"))
      .report(
        forFiles: Array(sizes.keys) + Array(texts.keys),
        reader: StubAuditFiles(sizes: sizes, texts: texts),
        cocos2dVersion: references.cocos2dVersion, references: references)
    report.setAside(unnamedIn: references, root: "/src")
    let found = report.findings.filter { $0.kind == .foreignSuffix }
    let folder = "Resources/Images.xcassets/Background.imageset/"
    #expect(found.map(\.file) == [folder + "Background-hd.png"])
    #expect(
      found.first?.relatedFiles == [
        folder + "Background-ipad.png", folder + "Background-ipadhd.png",
      ])
    #expect(found.first?.message.contains("keep them as loose files") == true)
  }

  /// SmileABC (cocos2d 2.0 and UIKit screens) shows its 960 × 640
  /// `SmileABC_game_introduce1.png` in a UIKit image view: a screen-sized
  /// image UIKit loads says nothing of how cocos2d's art is made, so its
  /// plain images keep their findings.
  @Test func aScreenSizedImageUIKitLoadsMakesNoArtRetinaArt() throws {
    let files = AuditReferenceTests.cocos2dGame(
      version: "00020000",
      start: """
        [director enableRetinaDisplay:YES];
        introView.image = [UIImage imageNamed:@"SmileABC_game_introduce1.png"];
        [self addChild:[CCSprite spriteWithFile:@"blocks.png"]];
        """)
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    let sizes: [String: (Int, Int)] = [
      "SmileABC_game_introduce1.png": (960, 640), "blocks.png": (64, 64),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4"))
      .report(
        forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
        cocos2dVersion: references.cocos2dVersion, references: references)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(!report.conventionReason.contains("made for Retina"))
    #expect(report.findings.contains { $0.file == "blocks.png" && $0.kind == .upscaledFallback })
  }

  /// A cocos2d game of `version` (hex digits of `COCOS2D_VERSION`) whose
  /// app delegate's `start` runs `start`.
  static func cocos2dGame(version: String, start: String) -> [String: String] {
    [
      "libs/cocos2d/cocos2d.h": "#define COCOS2D_VERSION 0x\(version)\n",
      "Classes/AppDelegate.m": """
      int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @"AppDelegate"); }
      @implementation AppDelegate
      - (void)start {
      \(start)
      }
      @end
      """,
    ]
  }

  @Test func withoutRetinaACocos2dGamesUpscaledImagesAreMoot() throws {
    let files = AuditReferenceTests.cocos2dGame(
      version: "00010100",
      start: """
        //  if (![director enableRetinaDisplay:YES]) CCLOG(@"Retina Display Not supported");
          [self addChild:[CCSprite spriteWithFile:@"BG1_sky.png"]];
          [UIImage imageNamed:@"Login"]; [UIImage imageNamed:@"Share"];
        """)
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(!references.enablesRetinaDisplay)
    let sizes: [String: (Int, Int)] = [
      "bg/BG1_sky.png": (480, 320), "bg/BG1_hill.png": (480, 120), "Login.png": (100, 30),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: references.cocos2dVersion, references: references)
    #expect(report.convention == .cocos2d, "\(report.conventionReason)")
    #expect(report.findings.contains { $0.file == "bg/BG1_sky.png" })
    report.setAside(unnamedIn: references, root: "/src")
    // UIKit draws its own images at their scale, Retina display or not.
    #expect(report.findings.map(\.file) == ["Login.png"], "\(report.findings)")
    #expect(report.conventionReason.contains("never turns cocos2d's Retina display on"))
    // ProjectOllie mixes cocos2d's names with a Facebook button's UIKit
    // ones and turns Retina off: the UIKit image's finding stays.
    let mixed: [String: (Int, Int)] = [
      "bg/BG1_sky.png": (480, 320), "back.png": (40, 40), "back-hd.png": (80, 80),
      "next.png": (40, 40), "next-hd.png": (80, 80), "Login@2x.png": (200, 60),
      "Share@2x.png": (100, 60),
    ]
    var game = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6plus")).report(
      forFiles: Array(mixed.keys), reader: StubAuditFiles(sizes: mixed),
      cocos2dVersion: 0x0002_0000)
    #expect(game.convention == .standardpaths)
    #expect(game.findings.contains { $0.file == "Login@2x.png" })
    game.setAside(unnamedIn: references, root: "/src")
    #expect(!game.findings.contains { $0.file == "bg/BG1_sky.png" })
    #expect(game.findings.contains { $0.file == "Login@2x.png" }, "\(game.findings)")
    // cocos2d 2.0's `ccMacros.h` spells the call in a macro: no call.
    var macro = files
    macro["libs/cocos2d/ccMacros.h"] =
      "#define CC_DIRECTOR_INIT() \\\n if( ! [director_ enableRetinaDisplay:YES] ) \\\n"
    let macroOnly = try #require(
      AssetAudit.references(files: Array(macro.keys)) { macro[$0].map { Array($0.utf8) } })
    #expect(!macroOnly.enablesRetinaDisplay)
    // Turned on, the finding stays: add BG1_sky-hd.png.
    var on = files
    on["Classes/AppDelegate.m"]?.replace("//  if", with: "  if")
    let retina = try #require(
      AssetAudit.references(files: Array(on.keys)) { on[$0].map { Array($0.utf8) } })
    #expect(retina.enablesRetinaDisplay)
  }

  /// keigeki (cocos2d 2, whose sources its `.gitignore` keeps out: no
  /// `cocos2d.h`) comments its `enableRetinaDisplay:YES` out and uses
  /// `CCLayer`, which 3.0 removed: Retina is off, and its upscaled images
  /// are moot. `BackButton.png`, held in a constant whose name says
  /// "Image" and loaded by a `CCSprite`, is cocos2d's, not UIKit's.
  @Test func aCocos2dGameWithoutItsSourcesIsDatedByItsAPI() throws {
    let files = [
      "keigeki/AppDelegate.m": """
      int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @"AppDelegate"); }
      @implementation AppDelegate
      - (void)start {
      //	if( ! [director_ enableRetinaDisplay:YES] )
          [director_ pushScene:[AKOptionScene node]];
      }
      @end
      """,
      "keigeki/AKOptionScene.m": """
      #import "AKOptionScene.h"
      static NSString *kAKBackImage = @"BackButton.png";
      @implementation AKOptionScene
      - (id)init {
          [self addChild:[CCSprite spriteWithFile:kAKBackImage]];
          [self addChild:[CCSprite spriteWithFile:@"Pause.png"]];
      }
      @end
      """,
      "keigeki/AKOptionScene.h": "@interface AKOptionScene : CCLayer\n@end\n",
    ]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.cocos2dVersion == nil)
    #expect(references.usesCocos2dBefore3)
    #expect(!references.loadsOnlyWithUIKit("BackButton"))
    let sizes: [String: (Int, Int)] = [
      "Resources/BackButton.png": (64, 64), "Resources/BackButton-ipad.png": (128, 128),
      // Rocketman's `Pause Icon-hd.png`: the wrong size of a file no device loads.
      "Resources/Pause.png": (30, 38), "Resources/Pause-hd.png": (43, 55),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad-retina")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), references: references)
    #expect(report.findings.contains { $0.file == "Resources/BackButton.png" })
    #expect(report.findings.contains { $0.file == "Resources/Pause-hd.png" })
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    #expect(report.conventionReason.contains("never turns cocos2d's Retina display on"))
  }

  /// little-ninja-rush (cocos2d-x 3, C++, no `cocos2d.h` checked out) sets
  /// `setContentScaleFactor(2)` on a 320-point-high design: its plain art
  /// (`door.png`, 568 × 640) is 2x, and cocos2d-x's loader reads no `@2x`
  /// or `-hd`, so "add door@2x.png" would load nothing. Upscaled plain
  /// images are set apart; an icon's finding stays. cocos2d-x 1.x, which
  /// read `-hd` once `enableRetinaDisplay(true)` ran, keeps the findings.
  @Test(arguments: [
    "USING_NS_CC;", "using namespace cocos2d;", "auto d = cocos2d::Director::getInstance();",
  ])
  func aCocos2dXGameDrawsPlainArtAtTheCodesScale(marker: String) throws {
    let code = """
      #include "AppDelegate.h"
      \(marker)
      bool AppDelegate::applicationDidFinishLaunching() {
          director->setContentScaleFactor(2);
          auto door = Sprite::create("door.png");
          auto close = MenuItemImage::create("CloseNormal.png", "CloseNormal.png");
          return true;
      }
      """
    let files = ["Classes/AppDelegate.cpp": code]
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.usesCocos2dX)
    // Fish2's close button: cocos2d-x's menu item, no UIKit image.
    #expect(!references.loadsOnlyWithUIKit("CloseNormal"))
    let sizes: [String: (Int, Int)] = [
      "Resources/door.png": (568, 640), "ios/Icon-60@2x.png": (114, 114),
      "Resources/CloseNormal.png": (40, 40),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6plus")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes), references: references)
    #expect(report.findings.contains { $0.file == "Resources/door.png" })
    report.setAside(unnamedIn: references, root: "/src")
    #expect(!report.findings.contains { $0.file.hasPrefix("Resources/") })
    #expect(report.findings.contains { $0.file == "ios/Icon-60@2x.png" }, "\(report.findings)")
    #expect(report.conventionReason.contains("cocos2d-x's"))
    var retina = files
    retina["Classes/AppDelegate.cpp"]?.replace(
      "setContentScaleFactor(2)", with: "enableRetinaDisplay(true)")
    let old = try #require(
      AssetAudit.references(files: Array(retina.keys)) { retina[$0].map { Array($0.utf8) } })
    #expect(old.enablesRetinaDisplay)
  }

  /// Heredox turns Retina on only off an iPad
  /// (`enableRetinaDisplay:!isDeviceIPad()`), DeepSeaHunt only in the
  /// block of an `if` that negates its iPad test (`if (!isPad) { … }`),
  /// or of an `else` after one: their iPad art (Heredox's `~ipad`
  /// backgrounds, which cocos2d loads by their full names) is drawn at 1x
  /// on a Retina iPad; a phone's image upscaled on Retina phones stays.
  @Test(arguments: [
    "if( ![_director enableRetinaDisplay:!isDeviceIPad()] )",
    """
    if (!isPad) {
        if( ! [director_ enableRetinaDisplay:YES] )
            CCLOG(@"Retina Display Not supported");
    }
    """,
    """
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
        g_isIpad = YES;
    } else {
        [director_ enableRetinaDisplay:YES];
    }
    """,
  ])
  func aCocos2dGameWithRetinaOffOnTheIPadDrawsItsIPadArtAt1x(switch: String) throws {
    let files = AuditReferenceTests.cocos2dGame(
      version: "00010001",
      start: """
        \(`switch`)
          [self addChild:[CCSprite spriteWithFile:@"RRBackgroundMenu~ipad.png"]];
          [self addChild:[CCSprite spriteWithFile:@"RRTile.png"]];
        """)
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.disablesRetinaDisplayOnIPad)
    let sizes: [String: (Int, Int)] = [
      "Images/iOS/iPad/RRBackgroundMenu~ipad.png": (1024, 768),
      "Images/RRBackgroundMenu.png": (480, 320), "Images/RRBackgroundMenu-hd.png": (960, 640),
      "Images/RRTile.png": (60, 60),
    ]
    var report = AssetAudit(devices: AuditFixtures.devices("iphone4", "ipad-retina")).report(
      forFiles: Array(sizes.keys), reader: StubAuditFiles(sizes: sizes),
      cocos2dVersion: references.cocos2dVersion, references: references)
    let pad = "Images/iOS/iPad/RRBackgroundMenu~ipad.png"
    #expect(report.findings.contains { $0.file == pad && $0.kind == .upscaledFallback })
    report.setAside(unnamedIn: references, root: "/src")
    #expect(!report.findings.contains { $0.file == pad })
    #expect(
      report.findings.contains { $0.file == "Images/RRTile.png" && $0.devices.contains("iphone4") })
    #expect(report.conventionReason.contains("only off an iPad"))
  }

  /// Retina turned on everywhere, or on the iPad alone, is not "only off
  /// an iPad".
  @Test(arguments: [
    "if( ! [director_ enableRetinaDisplay:YES] ) CCLOG(@\"Retina Display Not supported\");",
    "if (isPad) {\n    [director_ enableRetinaDisplay:YES];\n}",
    "if (!ready) {\n    [director_ enableRetinaDisplay:YES];\n}",
  ])
  func retinaTurnedOnElsewhereIsNotOffTheIPad(switch: String) throws {
    let files = AuditReferenceTests.cocos2dGame(version: "00010001", start: `switch`)
    let references = try #require(
      AssetAudit.references(files: Array(files.keys)) { files[$0].map { Array($0.utf8) } })
    #expect(references.enablesRetinaDisplay)
    #expect(!references.disablesRetinaDisplayOnIPad)
  }

  /// newsyc shows `reply7@2x.png` on iOS 7 and later (`@"reply"` +
  /// `@"7"`); `reply@2x.png` is the iOS 6 look, which no phone of iOS 8
  /// loads, so "the iPhone 6 Plus upscales it" is moot. On an iPhone 4
  /// (iOS 6) it stays.
  @Test func anImageWhoseIOS7LookTheCodeBuildsIsMootOnNewerPhones() {
    func finding(_ file: String, _ devices: [String]) -> AuditFinding {
      AuditFinding(
        kind: .upscaledFallback, file: file, asset: file.replacing("@2x", with: ""),
        devices: devices, message: "")
    }
    let assets = ["reply.png", "reply7.png", "share.png"].map {
      AuditedAsset(path: $0, directory: "", files: [], choices: [], isImage: true)
    }
    var report = AuditReport(
      devices: [], assets: assets,
      findings: [
        finding("reply@2x.png", ["iphone6plus", "iphonex"]),
        finding("reply@2x.png", ["iphone4"]),
        finding("share@2x.png", ["iphone6plus"]),
      ], fileCount: 3)
    report.setAside(
      unnamedIn: AuditReferenceTests.references(
        #"n = @"reply"; m = @"share"; if (modern) { n = [n stringByAppendingString:@"7"]; }"#),
      root: "/src")
    #expect(
      report.findings.map { $0.file + " " + $0.devices.joined() } == [
        "reply@2x.png iphone4", "share@2x.png iphone6plus",
      ])
  }

  /// Kodi's animation frames `monkeys_1` to `monkeys_38`, each spelt in
  /// the code: `monkeys_17` is the frame after `monkeys_16`, not the iOS 7
  /// look of `monkeys_1`.
  @Test func aNumberedFrameIsNoIOS7Look() {
    let names = (1...38).map { "monkeys_\($0)" }
    let assets = names.map {
      AuditedAsset(path: $0 + ".png", directory: "", files: [], choices: [], isImage: true)
    }
    var report = AuditReport(
      devices: [], assets: assets,
      findings: [
        AuditFinding(
          kind: .upscaledFallback, file: "monkeys_1@2x.png", asset: "monkeys_1.png",
          devices: ["iphone6plus", "iphonex"], message: "")
      ], fileCount: names.count)
    let code = names.map { #"[UIImage imageNamed:@""# + $0 + #".png"],"# }.joined(separator: "\n")
    report.setAside(unnamedIn: AuditReferenceTests.references(code), root: "/src")
    #expect(report.findings.map(\.file) == ["monkeys_1@2x.png"])
  }

  /// SpookyTower and revolveball2 turn cocos2d's frame-rate display off:
  /// `fps_images.png` is never loaded.
  @Test(arguments: [
    ("[director setDisplayFPS:YES];", true), ("[director_ setDisplayStats: YES];", true),
    ("director.displayStats = true", true), ("[director setDisplayFPS:NO];", false),
    ("// [director setDisplayFPS:YES];", false), (#"NSLog(@"setDisplayFPS:YES");"#, false),
    // Only a debug build shows it (Pizarro), unless the release branch does.
    ("#if COCOS2D_DEBUG == TRUE\n\t[director setDisplayFPS:YES];\n#endif", false),
    ("#ifdef DEBUG\n#if A\n#endif\n[director setDisplayFPS:YES];\n#endif", false),
    ("#ifdef DEBUG\nx = 1;\n#else\n[director setDisplayFPS:YES];\n#endif", true),
    ("#if TARGET_IPHONE_SIMULATOR\n#endif\n[director setDisplayFPS:YES];", true),
  ])
  func theFrameRateDisplayIsOnOnlyWhenTheCodeSaysSo(code: String, isOn: Bool) {
    #expect(AuditReferenceTests.references(code).showsFrameRate == isOn)
  }

  /// cocos2d's own `CCDirector.m` spells `fps_images.png`; whether the game
  /// shows the frame rate decides.
  @Test(arguments: [("NO", false), ("YES", true)])
  func theFrameRateDigitsAreLoadedOnlyWhenShown(setting: String, isKept: Bool) {
    var report = AuditReport(
      devices: [], assets: [],
      findings: [
        AuditFinding(
          kind: .upscaledFallback, file: "Resources/fps_images.png",
          asset: "Resources/fps_images.png", message: "")
      ], fileCount: 1)
    let code =
      #"texture = [[CCTextureCache sharedTextureCache] addImage:@"fps_images.png"];"#
      + "\n[director setDisplayFPS:\(setting)];"
    report.setAside(unnamedIn: AuditReferenceTests.references(code), root: "/src")
    #expect(report.findings.isEmpty != isKept)
  }

  @Test func commentsAreTextOutsideCode() {
    let plist = AuditReferenceTests.references("<!-- // flip -->", isCode: false)
    #expect(plist.names("flip"))
    // Outside a string literal, `{` and `)` are code, not interpolation.
    let code = AuditReferenceTests.references("if (ready) {on = x}button;")
    #expect(!code.names("stop-button"))
    #expect(!code.names("readyset"))
  }

  /// iosfrotz's `resources` folder (real names and pixel sizes): three
  /// 1x-only toolbar images, of which the code loads `url.png` alone, and
  /// its 60-pixel icon of the wrong size.
  @Test func findingsOnImagesNothingNamesAreSetApart() throws {
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6"))
    let sizes = [
      "flip.png": (26, 24), "url.png": (47, 29), "zcode.png": (128, 128),
      "Icon.png": (60, 60),
    ]
    var report = audit.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    let upscaled = report.findings.filter { $0.kind == .upscaledFallback }.map(\.file).sorted()
    // The 60-pixel icon with no Retina one is upscaled on the home screen.
    #expect(upscaled == ["Icon.png", "flip.png", "url.png", "zcode.png"])
    let icon = report.findings.filter { $0.file == "Icon.png" }
    #expect(!icon.isEmpty)
    report.setAside(
      unnamedIn: AuditReferenceTests.references(#"[UIImage imageNamed:@"url.png"]"#),
      root: "/src/iosfrotz")
    #expect(report.referenceRoot == "/src/iosfrotz")
    #expect(
      report.findings.filter { $0.kind == .upscaledFallback }.map(\.file).sorted() == [
        "Icon.png", "url.png",
      ])
    // The system loads the icon itself: it stays, named or not.
    #expect(report.findings.filter { $0.file == "Icon.png" } == icon)
    #expect(report.setApartFindings.map(\.file).sorted() == ["flip.png", "zcode.png"])
  }

  /// Awful's catalog: sets are loaded by their name, whatever their files
  /// are called.
  @Test func aCatalogImageIsNamedByItsSet() {
    let finding = AuditFinding(
      kind: .wrongPixelSize,
      file: "Assets.xcassets/Icon Action Items/copy.imageset/copy-iphone@3x.png",
      asset: "Assets.xcassets/Icon Action Items/copy.imageset", message: "")
    #expect(AuditReport.loadableNames(of: finding) == ["copy"])
  }

  /// shikaku's bitmap font, its suffixes in cocos2d's wrong order: the
  /// game loads `insolent-24.fnt`.
  @Test func aMisspeltNameIsNamedByTheNameItWasMeantToHave() {
    let finding = AuditFinding(
      kind: .malformedSuffix, file: "fonts/insolent-24-hd-ipad.fnt",
      asset: "fonts/insolent-24-hd-ipad.fnt", suggestions: ["fonts/insolent-24-ipadhd.fnt"],
      message: "")
    #expect(AuditReport.loadableNames(of: finding).contains("insolent-24"))
  }

  /// A compound extension is cut at the first dot (`foo.pvr.ccz` is
  /// loaded as `foo`); a name with a dot inside is not (Taka Dating's
  /// `2.Screen-2.jpg` is not loaded as `2`), nor is an image's extension
  /// doubled (shenbian's `icon_channel_20001.png.png`, which
  /// `icon_channel_%d` with `ofType:@"png"` never finds).
  @Test func onlyAnExtensionIsCutAtTheFirstDot() {
    #expect(AuditReport.loadableNames(ofFile: "sheet-hd.pvr.ccz").contains("sheet-hd"))
    #expect(
      !AuditReport.loadableNames(ofFile: "icon_channel_20001.png.png").contains(
        "icon_channel_20001"))
    #expect(
      AuditReport.loadableNames(ofFile: "icon_channel_20001.png.png").contains(
        "icon_channel_20001.png"))
    #expect(!AuditReport.loadableNames(ofFile: "2.Screen-2.jpg").contains("2"))
    #expect(AuditReport.loadableNames(ofFile: "2.Screen-2.jpg").contains("2.Screen-2"))
  }

  /// Only a scale is cut at its `@`: 1000 Italy's hand-named
  /// `Icon@120.png` is not loaded as `Icon`, its `Icon@2x.png` is.
  @Test func onlyAScaleIsCutAtItsAt() {
    #expect(!AuditReport.loadableNames(ofFile: "Icon@120.png").contains("Icon"))
    #expect(AuditReport.loadableNames(ofFile: "Icon@120.png").contains("Icon@120"))
    #expect(AuditReport.loadableNames(ofFile: "Icon@2x~ipad.png").contains("Icon"))
  }

  @Test func onlyAProjectWithCodeSaysWhatIsLoaded() throws {
    let files = [
      "Resources/flip.png": "", "Resources/sheet.plist": "<string>url.png</string>",
      // Nibs and a web view's script name images, but say nothing of the app.
      "Resources/View.xib": #"<image name="zcode"/>"#, "Resources/RenderView.js": "",
      "Game.xcodeproj/project.pbxproj": "flip.png",
      "Images.xcassets/a.imageset/Contents.json": "flip",
      "Classes/Toolbar.m": #"[UIImage imageNamed:@"url"];"#,
    ]
    let read: (String) -> [UInt8]? = { files[$0].map { Array($0.utf8) } }
    #expect(
      AssetAudit.references(files: files.keys.filter { !$0.hasPrefix("Classes") }, read: read)
        == nil)
    let references = try #require(AssetAudit.references(files: Array(files.keys), read: read))
    #expect(references.names("url"))
    #expect(references.names("zcode"))
    // Xcode's project and a catalog's Contents.json list every file.
    #expect(!references.names("flip"))
    // Code iCloud has not downloaded (smash-fort): what it loads is unknown.
    let placeholder = Array(files.keys) + ["Classes/.GameScene.m.icloud"]
    #expect(AssetAudit.references(files: placeholder, read: read) == nil)
  }

  @Test func theProjectOfAResourceFolderIsSearched() {
    var fileSystem = VirtualFileSystem()
    for folder in ["/src", "/src/Game", "/src/Game/Resources", "/src/Game/Resources/Images"] {
      fileSystem.addDirectory(folder)
    }
    fileSystem.addDirectory("/src/Game/Game.xcodeproj")
    fileSystem.addFile("/src/Game/Resources/Images/flip.png", contents: "")
    // Awful's resource folder holds its web view's scripts: not a project.
    fileSystem.addFile("/src/Game/Resources/RenderView.js", contents: "")
    #expect(
      AssetAudit.referenceRoot(forFolder: "/src/Game/Resources/Images", fileSystem: fileSystem)
        == "/src/Game")
    #expect(
      AssetAudit.referenceRoot(forFolder: "/src/Game/Resources/Images/", fileSystem: fileSystem)
        == "/src/Game")
    // `/src` is directly below `/`: searched as it is.
    #expect(AssetAudit.referenceRoot(forFolder: "/src", fileSystem: fileSystem) == "/src")
    #expect(AssetAudit.referenceRoot(forFolder: "Resources", fileSystem: fileSystem) == "Resources")
    // Without a project, the farthest folder holding code (smash-fort's
    // `main.m` beside its `Resources`, its Xcode project in iCloud).
    var game = VirtualFileSystem()
    for folder in ["/src", "/src/fort", "/src/fort/Resources"] { game.addDirectory(folder) }
    game.addFile("/src/fort/main.m", contents: "")
    game.addFile("/src/fort/Resources/menu.js", contents: "")
    #expect(
      AssetAudit.referenceRoot(forFolder: "/src/fort/Resources", fileSystem: game) == "/src/fort")
    var placeholder = VirtualFileSystem()
    for folder in ["/src", "/src/fort", "/src/fort/Resources"] { placeholder.addDirectory(folder) }
    placeholder.addFile("/src/fort/.Fort.xcodeproj.icloud", contents: "")
    #expect(
      AssetAudit.referenceRoot(forFolder: "/src/fort/Resources", fileSystem: placeholder)
        == "/src/fort")
    // The nearest project wins.
    game.addFile("/src/fort/Resources/Package.swift", contents: "")
    #expect(
      AssetAudit.referenceRoot(forFolder: "/src/fort/Resources", fileSystem: game)
        == "/src/fort/Resources")
  }
}
