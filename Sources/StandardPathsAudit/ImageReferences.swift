import StandardPathsSuffixes

/// The names a project's own files spell out (its code, nibs,
/// storyboards, plists, style sheets and web pages), so that findings on
/// images nothing can load are set apart from those on images an app shows
/// (Design/asset-audit.md, "Images nothing names" and "What the project
/// makes moot").
///
/// Names are compared as words: lowercased, without `-`, `_` and spaces
/// (`Vote-0`, `vote_0` and Xcode's generated `.vote0` are one word), and a
/// word is also read by its parts between `.`, `@` and `~` (`foo@2x.png`
/// names `foo`); up to four words one space apart at the start of a quoted
/// value are one name (`"Layer 1 Outside.png"`), which in code or a nib
/// names only an image whose name has those spaces. A name built at run time
/// counts by its fixed part, from three letters on: the text before a
/// format (`"enemy%d.png"`; in code's string literals Swift's
/// `"enemy\(n)"`, `{`, `$`), before a string that is concatenated
/// (`"enemy" + n`, Lua's `..`) or in a string that ends in `-` or `_`,
/// names every image it starts (`enemy3`); the text after a format or a
/// concatenation, or a string that starts with `-` or `_` (`@"_night"`),
/// names every image it ends. In C-family code only string literals name
/// images (and generated asset symbols, `.iconSettings`): identifiers,
/// directives (`#import`), comments (`//`, `/* */`) and sentences in string
/// literals are not names, a load that is commented out loads nothing, and
/// "Unable to complete your purchase" names no `complete.png`; a literal
/// with spaces names only by its first word, a phrase it starts with, or
/// a file name. Objective-C and Swift files are read one by one, so that
/// only code that runs counts (``running(_:others:)``). Words are kept as
/// 64-bit hashes; a collision can only keep a finding.
struct ImageReferences: Sendable {
  /// The version of cocos2d-iphone whose sources the project holds
  /// (`0x00009905` for 0.99.5), from its `cocos2d.h`.
  var cocos2dVersion: Int?
  /// The suffix of Retina files the project's cocos2d (0.99.5 to 1.x)
  /// reads, when its `ccConfig.h` sets another than `-hd`
  /// (`CC_RETINA_DISPLAY_FILENAME_SUFFIX @"-HD"`: AnimalForce).
  var cocos2dHDSuffix: String?
  /// The suffix of a 1x iPad's files a project's edited cocos2d reads,
  /// when its `ccConfig.h` defines one (FootBallGame's
  /// `CC_PAD_DISPLAY_FILENAME_SUFFIX @"-iPad"`): such names are the
  /// engine's, not misspelt ones.
  var cocos2dPadSuffix: String?
  /// Whether the code turns cocos2d's frame-rate display on
  /// (`[director setDisplayFPS:YES]`, 2.x's `setDisplayStats:YES`): only
  /// then does cocos2d load `fps_images.png`.
  private(set) var showsFrameRate = false
  /// Whether the code multiplies by the screen's scale (`* [[UIScreen
  /// mainScreen] scale]`): runner's `PointUtil` scales its layers by it,
  /// so art made for Retina is drawn at half its size on a 1x screen.
  var scalesByTheScreen = false
  /// Whether the code turns cocos2d's Retina display on
  /// (`[director enableRetinaDisplay:YES]`): before 3.0, without it a
  /// Retina device draws every image at 1x and loads no `-hd` file.
  private(set) var enablesRetinaDisplay = false
  /// Whether the code turns cocos2d 2's fallback suffixes on
  /// (`[fileUtils setEnableFallbackSuffixes:YES]`), or its iPhone files on
  /// an iPad (`setEnableiPhoneResourcesOniPad:YES`): only then does a
  /// Retina iPad without an iPad file load `-hd`.
  private(set) var enablesFallbackSuffixes = false
  /// Whether the code gives a Retina iPad cocos2d's `-hd` suffix
  /// (`setiPadRetinaDisplaySuffix:@"-hd"`): it reads the iPhone's Retina
  /// files whatever iPad names the tree holds.
  private(set) var readsHDOnRetinaPad = false
  /// Whether the code calls `[CCBReader configureCCFileUtils]`
  /// (SpriteBuilder's set-up): cocos2d 3 then looks files up in
  /// `resources-phone`, `resources-phonehd`, `resources-tablet` and
  /// `resources-tablethd` folders and reads no suffix (CocoHunt).
  private(set) var searchesCocos2dFolders = false
  /// Whether the code turns cocos2d's Retina display on only off an iPad
  /// (Heredox's `enableRetinaDisplay:!isDeviceIPad()`).
  private(set) var disablesRetinaDisplayOnIPad = false
  /// Whether the code uses cocos2d's API that 3.0 removed (`CCLayer`,
  /// `enableRetinaDisplay:`): the game's cocos2d is older than 3.0 when
  /// its sources are not in the project (keigeki's git-ignored `libs`).
  private(set) var usesCocos2dBefore3 = false
  /// Whether the code is cocos2d-x's (C++: `USING_NS_CC`, `NS_CC_BEGIN`,
  /// `cocos2d::`), whose loader (since 2.0) reads no scale suffix.
  private(set) var usesCocos2dX = false
  /// Whether code formats a bare number as a name (`@"%ld"`): it names
  /// every image whose name is a number (MiniKeePass's icons `0`…`68`).
  private var namesNumbers = false
  /// Whether code appends a number to a name it is given (`@"%@%i.png"`,
  /// learn-cocos2d's animation helper): a name the code spells, followed
  /// by a number, is named (`ship-anim` names `ship-anim0`).
  private var appendsNumbers = false
  private var words: Set<UInt64> = []
  /// The words of files read as more than data (``add(_:isCode:isData:)``).
  private var codeWords: Set<UInt64> = []
  private var isReadingData = false
  /// The words of web pages, style sheets and their scripts, which load
  /// files by path: they name no asset catalog set (Colloquy's
  /// `bubbles.css` names `bubbleLeft.png`, which only its catalog holds).
  private var webWords: Set<UInt64> = []
  /// The names spelt as a whole value (``names(_:isCatalogSet:)``).
  private var wholeValues: Set<UInt64> = []
  /// Texts of several words the app shows, or sentences, whole: they name
  /// no image, unless one has that very name (youtube-iOS's thumbnail set
  /// `Big Buck Bunny`, loaded by the video's title).
  private var spacedTexts: Set<UInt64> = []
  /// The names of particles' textures (``addParticleTextures(of:)``).
  private var particleWords: Set<UInt64> = []
  /// The names of images a line of code makes resizable
  /// (`[[UIImage imageNamed:@"btn_bg"] stretchableImageWithLeftCapWidth:…]`).
  private var stretchedWords: Set<UInt64> = []
  /// The names of images code tiles as a colour (``Statement/tiles``).
  var tiledWords: Set<UInt64> = []
  /// The names of images statements draw at their own size
  /// (``Statement/drawsAtOwnSize``): ``drawsAtOwnSizeInCode(_:)``.
  var ownSizeNames: Set<UInt64> = []
  private var isReadingWeb = false
  /// The line of a page or script last looked at, and whether it spells
  /// an image's extension.
  private var webLine: (lines: Range<Int>, spells: Bool)?
  /// The names nibs spell, and statements of code that load an image with
  /// UIKit (`UIImage`, an image view, an SDK's image loader) and use no
  /// sprite or texture: ``loadsOnlyWithUIKit(_:)``.
  private var uikitNames: Set<UInt64> = []
  /// The names statements of cocos2d (a sprite, a texture), data files
  /// and pages spell, and those the statements alone spell.
  private(set) var otherNames: Set<UInt64> = []
  private var spriteNames: Set<UInt64> = []
  /// The names statements that use neither spell (`@"x.png"` handed to
  /// a variable or a table of the SDK's).
  private var unclassifiedNames: Set<UInt64> = []
  /// The names statements that use OpenGL spell (PUMPL's
  /// `[[GLTexture alloc] initWithImage:[UIImage imageNamed:@"lomo_colormap.png"]]`).
  private var openGLNames: Set<UInt64> = []
  /// The folders whose images code lists (`inDirectory:@"FlagIcons"`).
  private var listedFolders: Set<UInt64> = []
  private var isReadingInterface = false
  /// The words nibs and storyboards spell as images, apart from ``words``,
  /// and how they draw each (``drawnSharpOnlyByNibs(_:pixels:imageScale:on:)``).
  private var nibWords: Set<UInt64> = []
  private var nibDraws: [UInt64: Set<NibDraw>] = [:]
  /// Outlets (``ImageReferences+Outlets``): how the image views and
  /// buttons nibs connect to each outlet draw, by the outlet's name, and
  /// the sizes code files fix for their own views, by an outlet of that
  /// file's (``ImageReferences+CodeFrames``); the words that
  /// statements setting an outlet's image spell, by the outlet, and as
  /// references of their own (all outlets' first); those only such
  /// statements spell
  /// (``settleOutlets()``); the words other statements of code spell;
  /// those of the statement being read;
  /// those of statements that set a variable, until a statement uses it
  /// or the block ends; and the words ``names(_:isCatalogSet:)`` passes
  /// over.
  var outletDraws: [UInt64: Set<NibDraw>] = [:]
  /// How the pages' `<img>` elements that size their pictures draw them,
  /// by name (``recordSizedImages(inPage:)``).
  var webDraws: [UInt64: Set<NibDraw>] = [:]
  /// The words pages spell outside the `<img>` elements that size their
  /// pictures (a style sheet's `url(…)`, an unsized `<img>`).
  var unsizedWebWords: Set<UInt64> = []
  /// The `<img>` elements of the page being read that size their
  /// pictures, and where the token being read starts.
  var sizedImageTags: [Range<Int>] = []
  private var webTokenStart = 0
  /// The scales code sets on sprites of named images
  /// (``spriteScales(in:)``), by ``spriteScaleKeys(of:)``.
  var spriteScales: [UInt64: Double] = [:]
  var outletWords: [UInt64: Set<UInt64>] = [:]
  /// How SwiftUI views draw the images a model's property names, by the
  /// property, then by the model's variable (0 when not spelt):
  /// ``addModelImages(ofData:fileNames:)``.
  var modelDraws: [UInt64: [UInt64: Set<NibDraw>]] = [:]
  /// The argument labels each name code spells is passed under
  /// (`imageName` and `id` of wise-eating's `.init(id: "Foods 25",
  /// imageName: "Foods 25", …)`; 0 for none), and the labels that load an
  /// image (`named`, `imageNamed`): ``modelDraws(ofLiteral:)``.
  var literalLabels: [UInt64: Set<UInt64>] = [:]
  var loaderLabels: Set<UInt64> = []
  /// The outlets a variable set on stands for, and the values of the
  /// variables of the file being read (``settle(_:)``).
  var outletAliases: [UInt64: Set<UInt64>] = [:]
  var variableValues: [UInt64: [UInt64]] = [:]
  var outletReferences: [(outlet: UInt64, references: ImageReferences)] = []
  var wordsOnlyOutletsSpell: Set<UInt64> = []
  var unlinkedWords: Set<UInt64> = []
  var statementWords: [UInt64] = []
  var pendingWords: [PendingWords] = []
  /// The method being read, the words of the images UIKit loads that each
  /// method of the file returns, and the outlets set to what a method
  /// returns (``linkReturnedImages()``).
  var currentMethod: UInt64?
  var returnedWords: [UInt64: [UInt64]] = [:]
  var outletsSetByMethods: [(outlet: UInt64, method: UInt64)] = []
  /// What methods return that no outlet of their file is set to, and the
  /// outlets set to what a method of another file returns, by method,
  /// until every running file is read (``settleOutlets()``).
  var unclaimedReturns: [UInt64: Set<UInt64>] = [:]
  var outletsOfForeignMethods: [UInt64: Set<UInt64>] = [:]
  /// The outlets, its file's own, that the views its file sizes stand
  /// for (``fileOutlets(sizedBy:)``), kept for the methods of a category
  /// read again one by one.
  var codeFrameOutlets: [UInt64: UInt64] = [:]
  var excludedWords: Set<UInt64> = []
  /// Idiom branches (``ImageReferences+Idioms``): the words code spells
  /// in branches that run on phones alone, on iPads alone, and all other
  /// words; whether the code being read is in such a branch, and which.
  var phoneWords: Set<UInt64> = []
  var padWords: Set<UInt64> = []
  var wordsOutsideIdiomBranches: Set<UInt64> = []
  private var isInPadBranch: Bool?
  private var isReadingCode = false
  private var prefixes: Set<UInt64> = []
  /// Fixed starts of names whose built part is a number (`@"star_%d"`,
  /// `"new_feature_\(index + 1)"`): they name only `star_1`, not
  /// `star_background`.
  private var numberPrefixes: Set<UInt64> = []
  /// Names whose built number has a fixed end after it
  /// (`"wizard%d_568@2x.jpg"`), as ``framedHash(_:_:)`` writes them: they
  /// name `wizard1_568`, not TimeMovie's unused `wizard1_480`.
  private var framedNumbers: Set<UInt64> = []
  private var suffixes: Set<UInt64> = []
  /// Appended ends of one or two letters (`@"7"`), which name an image
  /// only after a whole word (``names(_:)``).
  private var shortSuffixes: Set<UInt64> = []
  /// The identifiers code spells outside its strings, by parts
  /// (`self.safariActivity` is `self` and `safariActivity`): what it uses.
  private(set) var identifiers: Set<UInt64> = []
  /// The stems of names spelt without a scale (`icon` of `icon.png`, not
  /// of `icon@2x.png`): ``namesWithoutScale(_:)``.
  private var plainStems: Set<UInt64> = []
  /// The same, as spelt: case and separators kept.
  private var plainSpellings: Set<UInt64> = []
  /// The stems of names spelt with an image's extension (`a` of `a.jpg`),
  /// and of names spelt any other way: ``namesOnlyWithOtherExtensions(_:)``.
  private var stemsWithImageExtension: Set<UInt64> = []
  private var stemsOtherwise: Set<UInt64> = []
  /// The stems with their image extension (`a.jpg` of `a@2x.jpg`).
  private var stemsAndExtensions: Set<UInt64> = []
  /// The stems of names spelt with an image's extension, with their
  /// separators (`signup_btn` of `signup_btn.png`, a phrase's spaces too):
  /// ``namesOnlyLookAlikes(_:)``.
  private var spelledFileStems: Set<UInt64> = []
  /// The constant whose line is being read (`static let visible =
  /// UIImage(named: "visible")`, `#define kIcon @"icon"`): its words name
  /// images only if code uses the constant (``guardedWords``).
  private var declaredName: UInt64?
  /// The words of each constant's line, by the constant's name: Stepik's
  /// `Images.visibleImage`, which nothing reads, loads no `visible`.
  private var guardedWords: [UInt64: Set<UInt64>] = [:]
  /// The whole values of each constant's line (`#define kFlag @"AM"`).
  private var guardedWholeValues: [UInt64: Set<UInt64>] = [:]
  /// The fixed parts of built names such constants hold, and their sets.
  private var guardedParts: [UInt64: [(BuiltPart, UInt64)]] = [:]
  /// Xcode's generated symbols (`.iconSettings`): they exist only for the
  /// image sets of asset catalogs, so they name no loose file (edX's enum
  /// case `.downloading` named its unused `downloading.png`).
  private var catalogSymbols: Set<UInt64> = []
  /// The types code defines (`@implementation SPActivitySafari`, Swift's
  /// `class`, `struct`, `enum`, `actor`).
  private(set) var definitions: Set<UInt64> = []
  /// The point sizes Interface Builder noted of the images nibs and
  /// storyboards name (`<image name="flash" width="27.666666030883789"
  /// …/>`): the size the developer laid out with.
  private var recordedSizes: [UInt64: RecordedSize] = [:]

  /// A point size Interface Builder noted.
  struct RecordedSize: Sendable {
    var width: Double
    var height: Double
  }

  /// The point size Interface Builder noted of the image `name` (a base
  /// name), if a nib or storyboard read names it.
  func recordedSize(of name: String) -> RecordedSize? {
    recordedSizes[ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value]
  }

  /// The classes it defines as subclasses of UIKit's views and controls
  /// (`@interface WebViewControls : UIView`), no view controllers, and the
  /// one whose superclass comes next.
  private(set) var nonControllerClasses: Set<UInt64> = []
  private var definedClass: UInt64?
  /// Whether it loads nibs (`loadNibNamed:`, `UINib`, `initWithNibName:`).
  private(set) var loadsNibs = false
  /// The C constants and macros it defines (`NSString * const kLogout =`,
  /// `#define kIcon`): kass writes its image names between
  /// `@implementation Constants` and `@end`, and the constants run with the
  /// code that reads them, not with the class nothing creates.
  private(set) var constants: Set<UInt64> = []
  /// The cases with a raw value (`case back = "back"`) of each enum it
  /// declares, by the enum's name: code that iterates the enum
  /// (`Asset.allCases`, ``iteratedEnums``) uses them all.
  private var caseNamesOfEnum: [UInt64: Set<UInt64>] = [:]
  private var iteratedEnums: Set<UInt64> = []
  /// The enum whose cases are being read, and whether the next
  /// identifier names one.
  private var enumName: UInt64?
  private var namesEnum = false
  /// The types code extends (a category's `@implementation NSString
  /// (Links)`, Swift's `extension`): it runs when they are the system's
  /// or used (``running(_:others:)``).
  private(set) var extendedTypes: Set<UInt64> = []
  /// Whether code starts the program (`main(`, `UIApplicationMain`,
  /// `@main`): such code runs whether or not another file names it.
  private(set) var isAlwaysUsed = false
  /// Whether code starts the program.
  private var startsProgram = false
  private var previousIdentifier: (word: UInt64, end: Int, isCapitalized: Bool)?

  /// Whether some file read so far names the image whose loadable name is
  /// `name` (a base name, `enemy3`, or, with `isCatalogSet`, an asset
  /// catalog set's name, which Xcode's generated symbols name too).
  func names(_ name: String, isCatalogSet: Bool = false) -> Bool {
    names(name, isCatalogSet: isCatalogSet, isSpaced: name.utf8.contains(.space))
  }

  /// ``names(_:isCatalogSet:)``, `isSpaced` telling whether the name
  /// (of which `name` may be the start) has spaces.
  private func names(_ name: String, isCatalogSet: Bool, isSpaced: Bool) -> Bool {
    let word = ImageReferences.normalized(name.utf8)
    guard !word.isEmpty else { return true }
    let whole = ImageReferences.hash(word[...]).value
    let excluded = excludedWords
    let inCapitals = ImageReferences.isSpeltInCapitals(name.utf8)
    func has(_ set: Set<UInt64>, _ value: UInt64) -> Bool {
      func holds(_ spelling: UInt64) -> Bool {
        set.contains(spelling) && (excluded.isEmpty || !excluded.contains(spelling))
      }
      return holds(value) || inCapitals && holds(value ^ ImageReferences.capitalsMark)
    }
    // A phrase names only a name with spaces: Entellus's "privacy policy",
    // a range of text it links, is not its `privacyPolicy` set.
    if isSpaced,
      has(spacedTexts, whole) || has(words, whole ^ ImageReferences.phraseMark)
        || nibWords.contains(whole ^ ImageReferences.phraseMark)
    {
      return true
    }
    // A name of one or two letters (a country's flag, `AM.png`) is named
    // only by a whole value: PWC's date formats (`"dd/MM/yyyy"`) named
    // the flags of a country picker nothing shows. So is a number (New
    // Internationalist's old `100.png` icon and its `per_page=100`, `120.png`
    // and a font size of `"120%"`).
    if word.count <= 2 || word.allSatisfy(ImageReferences.isDigit) {
      if has(wholeValues, ImageReferences.wholeValueHash(name.utf8))
        || isCatalogSet && catalogSymbols.contains(whole)
      {
        return true
      }
    } else if has(words, whole) || nibWords.contains(whole)
      || isCatalogSet && catalogSymbols.contains(whole)
      || !isCatalogSet && webWords.contains(whole)
    {
      return true
    }
    // A base that keeps an image's extension (shenbian's
    // `icon_channel_20001.png.png`, a copy exported twice) is loaded only
    // by its whole spelling: a built name (`icon_channel_%d` with `ofType:
    // @"png"`) finds the file without it.
    if ImageReferences.endsWithImageExtension(name.utf8) { return false }
    for end in word.indices.dropFirst(2)
    where has(prefixes, ImageReferences.hash(word[..<end]).value)
      || ImageReferences.isDigit(word[end])
        && has(numberPrefixes, ImageReferences.hash(word[..<end]).value)
    {
      return true
    }
    if !framedNumbers.isEmpty {
      for end in word.indices.dropFirst(3) where ImageReferences.isDigit(word[end]) {
        var split = end
        while split < word.endIndex, ImageReferences.isDigit(word[split]) {
          split += 1
          if has(framedNumbers, ImageReferences.framedHash(word[..<end], word[split...])) {
            return true
          }
        }
      }
    }
    for start in word.indices.dropFirst() where word.count - start >= 2 {
      if has(suffixes, ImageReferences.hash(word[start...]).value),
        names(
          String(decoding: word[..<start], as: UTF8.self), isCatalogSet: false,
          isSpaced: isSpaced)
      {
        return true
      }
    }
    if namesNumbers, word.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      return true
    }
    if appendsNumbers, let last = word.lastIndex(where: { !ImageReferences.isDigit($0) }),
      last + 1 < word.endIndex, last >= 2, has(words, ImageReferences.hash(word[...last]).value)
    {
      return true
    }
    // newsyc appends `@"7"` to `@"reply"` on iOS 7: a short end counts
    // after a name the code spells whole.
    for length in 1...2 where word.count > length {
      let end = word.count - length
      if has(shortSuffixes, ImageReferences.hash(word[end...]).value),
        has(words, ImageReferences.hash(word[..<end]).value)
      {
        return true
      }
    }
    return false
  }

  /// Whether only web pages name the image `name`: pages, style sheets
  /// and scripts load files by path, so a web view picks no other scale.
  func namesOnlyOnWebPages(_ name: String) -> Bool {
    let word = ImageReferences.normalized(name.utf8)
    guard word.count > 2, webWords.contains(ImageReferences.hash(word[...]).value) else {
      return false
    }
    var others = self
    others.webWords = []
    return !others.names(name)
  }

  /// Whether only UIKit loads the image `name`: nibs and statements of
  /// code that load images with UIKit name it, and nothing else does,
  /// except statements that use neither when a nib names it too
  /// (OpenFeint's `OFKnownCredential(@"fbconnect", @"…Button.png", …)`,
  /// whose button its nibs show). In a
  /// cocos2d game, such an image (OpenFeint's screens in Word Dash, a
  /// `UIButton`'s image) is drawn at its own point size, upscaled on a
  /// Retina screen, and wants `@2x`, not `-hd`.
  func loadsOnlyWithUIKit(_ name: String) -> Bool {
    let normalized = ImageReferences.normalized(name.utf8)
    let word = ImageReferences.hash(normalized[...]).value
    if uikitNames.contains(word) || otherNames.contains(word) || openGLNames.contains(word)
      || unclassifiedNames.contains(word)
    {
      return uikitNames.contains(word) && !otherNames.contains(word)
        && !openGLNames.contains(word)
        && (!unclassifiedNames.contains(word) || nibWords.contains(word))
    }
    // A numbered name only a built name gives (Wrecking Ball's
    // `[NSString stringWithFormat:@"WSimg%i", row + 1]` for a `UIImage`):
    // its statement's, by the number's prefix.
    guard let last = normalized.lastIndex(where: { !ImageReferences.isDigit($0) }),
      last + 1 < normalized.endIndex
    else { return false }
    let prefix = ImageReferences.hash(normalized[...last]).value
    return numberPrefixes.contains(prefix) && uikitNames.contains(prefix)
      && !otherNames.contains(prefix) && !openGLNames.contains(prefix)
      && !unclassifiedNames.contains(prefix)
  }

  /// Whether only statements of cocos2d load the image `name` (Cave Run's
  /// `[CCMenuItemImage itemFromNormalImage:@"textnew.png" …]`): cocos2d
  /// reads no `@2x`, in every version.
  func loadsOnlyWithCocos2d(_ name: String) -> Bool {
    let word = ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value
    return spriteNames.contains(word) && !uikitNames.contains(word)
      && !unclassifiedNames.contains(word) && !nibWords.contains(word)
  }

  /// Whether only statements that use OpenGL load the image `name`: a
  /// texture, drawn at the size the code gives it (PUMPL's 256 × 256
  /// colour maps, lookup tables a filter never shows), and no image UIKit
  /// draws at its point size.
  func loadsOnlyAsOpenGLTexture(_ name: String) -> Bool {
    let word = ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value
    return openGLNames.contains(word) && !uikitNames.contains(word)
      && !otherNames.contains(word) && !unclassifiedNames.contains(word)
  }

  /// Whether code lists the images of a folder `path` lies in
  /// (`pathsForResourcesOfType:@"png" inDirectory:@"FlagIcons"` names
  /// `FlagIcons/220-coffee.png`).
  func listsFolder(of path: String) -> Bool {
    !listedFolders.isEmpty
      && path.split(separator: "/").dropLast().contains { folder in
        listedFolders.contains(
          ImageReferences.hash(ImageReferences.normalized(folder.utf8)[...]).value)
      }
  }

  /// Whether code builds names from `stem` at run time (`@"enemy%d.png"`,
  /// `"enemy\(n)"`, `"enemy" + n` for `enemy`): the frames of an animation.
  func buildsNames(from stem: String) -> Bool {
    let word = ImageReferences.normalized(stem.utf8)
    let prefix = ImageReferences.hash(word[...]).value
    return word.count >= 3 && (prefixes.contains(prefix) || numberPrefixes.contains(prefix))
  }

  /// The scale code sets on the sprite it makes of the image `name`, or
  /// of the animation whose frame it is; `nil` when it sets none.
  func spriteScale(of name: String) -> Double? {
    let keys = ImageReferences.spriteScaleKeys(of: Array(name.utf8))
    return keys.lazy.compactMap { spriteScales[$0] }.first
  }

  /// Whether a statement that loads sprites or textures
  /// (``Statement/usesSprites``), or a data file, names the image `name`:
  /// cocos2d opens it by its file name.
  func loadsAsSprite(_ name: String) -> Bool {
    ImageReferences.words(of: name).contains { otherNames.contains($0) || openGLNames.contains($0) }
  }

  /// The words a statement may hold for the image `name`: with spaces,
  /// its phrase's too (``phraseMark``).
  static func words(of name: String) -> [UInt64] {
    let word = hash(normalized(name.utf8)[...]).value
    return name.utf8.contains(.space) ? [word, word ^ phraseMark] : [word]
  }

  /// Whether some file spells the name `stem` without a scale
  /// (`ArtsyMobileIcon.png`, `ArtsyMobileIcon`): only then does a loader
  /// choose among its scales. Code that spells only `ArtsyMobileIcon@2x`
  /// loads that one file everywhere.
  /// `exactly`: as spelt, case and separators kept, which a device's file
  /// system tells apart for a loose file (MedRep's titles `@"Logout"` and
  /// `@"ActivityScore.png"` load no `logout.png` or `activity-score.png`).
  func namesWithoutScale(_ stem: String, exactly: Bool = false) -> Bool {
    exactly
      ? plainSpellings.contains(ImageReferences.exactHash(stem.utf8))
      : plainStems.contains(ImageReferences.hash(ImageReferences.normalized(stem.utf8)[...]).value)
  }

  /// Whether some file spells the stem `stem` with an image's extension
  /// (`N-LARYNX.jpg`), as a path that finds the loose file is spelt.
  func spellsWithImageExtension(_ stem: String) -> Bool {
    stemsWithImageExtension.contains(
      ImageReferences.hash(ImageReferences.normalized(stem.utf8)[...]).value)
      || spelledFileStems.contains(ImageReferences.separatedHash(Array(stem.utf8)[...]))
  }

  /// Whether the files that name the stem of the image file `name`
  /// (`a.png`) spell it only with other images' extensions: HappyDifference
  /// loads `a.jpg` for each level, and its 54 `a.png` are never loaded, by
  /// UIKit or cocos2d, which look for the extension they are given.
  func namesOnlyWithOtherExtensions(_ name: String) -> Bool {
    let stem = name.prefix { $0 != "." && $0 != "@" && $0 != "~" }
    let word = ImageReferences.hash(ImageReferences.normalized(stem.utf8)[...]).value
    let pathExtension = name.lastIndex(of: ".").map { name[$0...] } ?? ""
    let spelt = ImageReferences.hash(
      ImageReferences.normalized((stem + pathExtension).utf8)[...]
    ).value
    return stemsWithImageExtension.contains(word) && !stemsOtherwise.contains(word)
      && !stemsAndExtensions.contains(spelt)
  }

  /// Whether the files that name the stem of the loose image file `name`
  /// spell it only as other files' names, whose separators differ
  /// (`signup_btn.png` for `SignUpBtn.png`, `brownBar.png` for
  /// `brown_bar.png`, MangoReader): a device's loader finds the file by
  /// its exact name, and a word compared without separators is no such
  /// name. Letter case is not compared (round 44's choice).
  func namesOnlyLookAlikes(_ name: String) -> Bool {
    let stem = name.prefix { $0 != "." && $0 != "@" && $0 != "~" }
    let word = ImageReferences.hash(ImageReferences.normalized(stem.utf8)[...]).value
    return stemsWithImageExtension.contains(word) && !stemsOtherwise.contains(word)
      && !spelledFileStems.contains(ImageReferences.separatedHash(Array(stem.utf8)[...]))
  }

  /// Whether a file other than data spells `name` exactly, as one word
  /// (`slider_red_bar@3x.png`): a bitmap font that names its own page is no
  /// load of that page by name.
  func namesExactlyInCode(_ name: String) -> Bool {
    let word = ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value
    return codeWords.contains(word)
      || name.utf8.contains(.space) && codeWords.contains(word ^ ImageReferences.phraseMark)
  }

  /// Reads one file's bytes; `isCode` for C-family code, whose comments
  /// are skipped and whose string literals (`"…"`, `` `…` ``) are known;
  /// `isData` for a data file (a font, a plist), whose words name images
  /// but are not the code's (``namesExactlyInCode(_:)``).
  mutating func add(_ bytes: [UInt8], isCode: Bool, isData: Bool, isWeb: Bool = false) {
    isReadingData = isData
    isReadingWeb = isWeb
    if isWeb { recordSizedImages(inPage: bytes) }
    webLine = nil
    previousIdentifier = nil
    defer {
      isReadingData = false
      isReadingWeb = false
      sizedImageTags = []
    }
    add(bytes, isCode: isCode)
  }

  /// Reads a SQLite database (``add(_:isCode:isData:isWeb:)`` as data),
  /// and each name before an image's extension from every byte on: a row
  /// keeps its text values one after another with nothing between, so
  /// stayHealthy's id `10` and `creatinine_level.jpg` read
  /// `10creatinine_level.jpg` and where the name starts is not known.
  mutating func add(database bytes: [UInt8]) {
    add(bytes, isCode: false, isData: true)
    isReadingData = true
    defer { isReadingData = false }
    for dot in bytes.indices where bytes[dot] == .dot {
      guard
        ImageReferences.imageExtensions.contains(where: { bytes[dot...].starts(with: $0) })
      else { continue }
      var start = dot
      while start > max(0, dot - 64), ImageReferences.isNameByte(bytes[start - 1]) { start -= 1 }
      // `icon@2x.png` and `icon~ipad.png` name `icon`.
      let end = bytes[start..<dot].firstIndex { $0 == .at || $0 == .tilde } ?? dot
      for first in start..<end where end - first >= 3 { insertWord(bytes[first..<end]) }
    }
  }

  /// Reads a nib or storyboard of Xcode 5 or later: only the values of
  /// its image attributes (`image`, `backgroundImage`, `selectedImage`,
  /// a text field's `background`, …), a resource's `<image name="…">` and
  /// a runtime attribute's `value` name images. Every other value
  /// (`title="Button"`, owncloud's default button title; `text`,
  /// `customClass`) only names types, for ``running(_:others:)``. In the
  /// archive format of Xcode 4 and before, an image is a resource's text
  /// (`<string key="NSResourceName">back.png</string>`), and the rest
  /// (an outlet's label `textField`, Xblaze) only names types.
  mutating func add(interfaceFile bytes: [UInt8]) {
    previousIdentifier = nil
    isReadingInterface = true
    defer { isReadingInterface = false }
    addOutlets(ofInterfaceFile: bytes)
    let head = bytes.prefix(1024)
    if head.firstIndex(ofBytes: "<archive ") != nil {
      let marker = Array(#"key="NSResourceName">"#.utf8)
      var index = 0
      while index < bytes.count {
        guard bytes[index...].starts(with: marker) else {
          index += 1
          continue
        }
        // From the `>` to the `<`: the name is a whole value.
        let start = index + marker.count - 1
        let end = bytes[start...].firstIndex(of: .less) ?? bytes.count
        add(Array(bytes[start..<min(end + 1, bytes.count)]), isCode: false)
        if let resource = bytes[..<index].lastIndex(ofBytes: "<object ") {
          record(NibDraw.archived(resourceStart: resource, in: bytes), of: bytes[(start + 1)..<end])
        }
        index = end
      }
      for word in bytes.split(whereSeparator: { !ImageReferences.isWordByte($0) }) {
        identifiers.insert(ImageReferences.hash(word).value)
      }
      return
    }
    var index = 0
    while let opening = bytes[index...].firstIndex(of: .quote) {
      let close = bytes[(opening + 1)...].firstIndex(of: .quote) ?? bytes.count
      defer { index = min(close + 1, bytes.count) }
      guard opening > 0, bytes[opening - 1] == .equals else { continue }
      var start = opening - 1
      while start > 0, ImageReferences.isLetter(bytes[start - 1]) { start -= 1 }
      let attribute = bytes[start..<(opening - 1)]
      let less = bytes[0..<start].lastIndex(of: .less)
      let tag = less.map { less in bytes[(less + 1)...].prefix { ImageReferences.isLetter($0) } }
      let value = bytes[(opening + 1)..<close]
      if ImageReferences.isImageAttribute(attribute, of: tag ?? []) {
        // The whole value is the name, whatever it holds (TechTatva's `G+`);
        // of one with spaces, only the whole (Stundenplan's `Button Background
        // Selected` is no `Button Background`).
        let stemEnd = value.firstIndex(where: ImageReferences.isPartSeparator) ?? value.endIndex
        let whole = ImageReferences.hash(value[..<stemEnd]).value
        if value.contains(.space) {
          uikitNames.insert(whole)
          codeWords.insert(whole)
        } else {
          add(Array(bytes[opening..<min(close + 1, bytes.count)]), isCode: false)
        }
        nibWords.insert(whole)
        wholeValues.insert(ImageReferences.wholeValueHash(value[..<stemEnd]))
        // `<resources><image name="avator" width="100" height="100"/>`, written
        // since Xcode 7, is Interface Builder's note of the image's size, not
        // a view that draws it.
        guard let less else { continue }
        if tag?.elementsEqual("image".utf8) ?? false {
          let element = bytes[less..<(bytes[less...].firstIndex(of: .greater) ?? bytes.count)]
          if let width = NibDraw.attributeValue("width", in: element).flatMap(Double.init),
            let height = NibDraw.attributeValue("height", in: element).flatMap(Double.init)
          {
            recordedSizes[whole] = RecordedSize(width: width, height: height)
          }
          continue
        }
        let draw = NibDraw.xml(
          attribute: String(decoding: attribute, as: UTF8.self), tagStart: less, in: bytes)
        record(draw, of: value)
      } else {
        for word in value.split(whereSeparator: { !ImageReferences.isWordByte($0) }) {
          identifiers.insert(ImageReferences.hash(word).value)
        }
      }
    }
  }

  /// Records the image a data file's string (`"map-lion"`, quotes and
  /// all) names as one that views draw as `draws` say, as a nib's would
  /// be.
  mutating func addDrawn(string: ArraySlice<UInt8>, as draws: Set<NibDraw>) {
    isReadingInterface = true
    defer { isReadingInterface = false }
    add(Array(string), isCode: false)
    for draw in draws { record(draw, of: string.dropFirst().dropLast()) }
  }

  /// Records the argument label code passes the literal `literal` under
  /// (`spelt`, the label before it, if any): `imageName` of
  /// `imageName: "Foods 25"`.
  private mutating func recordLabel(
    _ spelt: ArraySlice<UInt8>?, of literal: ArraySlice<UInt8>, in bytes: [UInt8]
  ) {
    let stemEnd = literal.firstIndex(where: ImageReferences.isPartSeparator) ?? literal.endIndex
    var label: UInt64 = 0
    if let spelt, ImageReferences.next(after: spelt.endIndex, in: bytes) == .colon {
      label = ImageReferences.hash(spelt).value
      if ImageReferences.namesImage(spelt) { loaderLabels.insert(label) }
    }
    literalLabels[ImageReferences.hash(literal[..<stemEnd]).value, default: []].insert(label)
  }

  /// Records how a nib draws the image it names `value` (`back.png`).
  private mutating func record(_ draw: NibDraw, of value: ArraySlice<UInt8>) {
    let stemEnd = value.firstIndex(where: ImageReferences.isPartSeparator) ?? value.endIndex
    nibDraws[ImageReferences.hash(value[..<stemEnd]).value, default: []].insert(draw)
  }

  /// Whether nibs alone name the image `name` (a base name), or code that
  /// sets it on the image views they connect to outlets
  /// (``outlets(naming:)``), and draw it, `pixels` at `imageScale`, with
  /// no more pixels than it has on screens of each scale in `scales`: into
  /// frames they fix, by content modes that scale it (oschina's 76 × 84
  /// `answerunit3.png` in a 38 × 42-point image view). Code may draw a
  /// frame the nib leaves as it is, or an image no nib names at any size,
  /// and an outlet no nib connects to an image view draws it at its own
  /// size: then nothing is known. `whateverCodeNames` drops the "alone"
  /// but for sprites, which are drawn at their own size: a variant of the
  /// wrong size is then judged where the nibs draw it (MedRep's icons,
  /// which code also sets on image views whose nibs it reaches by a table
  /// of names).
  func drawnSharpOnlyByNibs(
    _ name: String, pixels: AuditPixelSize, imageScale: Double, on scales: [Double],
    screenWidths: [Double]? = nil, whateverCodeNames: Bool = false
  ) -> Bool {
    let word = ImageReferences.normalized(name.utf8)
    guard word.count > 2 else { return false }
    let whole = ImageReferences.hash(word[...]).value
    let modelled = modelDraws(ofLiteral: whole)
    var draws = (nibDraws[whole] ?? []).union(modelled ?? [])
    guard !draws.isEmpty || !outletReferences.isEmpty else { return false }
    for outlet in outlets(naming: name) { draws.formUnion(self.draws(ofOutlet: outlet)) }
    guard !draws.isEmpty else { return false }
    var others = self
    others.nibWords = []
    others.excludedWords = wordsOnlyOutletsSpell
    guard
      whateverCodeNames ? !loadsAsSprite(name) : modelled != nil || !others.names(name)
    else { return false }
    let widths = screenWidths ?? scales.map { _ in .infinity }
    return !draws.contains { draw in
      zip(scales, widths).contains {
        draw.upscales(pixels, imageScale: imageScale, on: $0, screenWidth: $1)
      }
    }
  }

  /// Whether nibs or code fix any frame an image is drawn into.
  var knowsFrames: Bool { !nibDraws.isEmpty || !outletDraws.isEmpty }

  /// How nibs, and code through outlets, draw the image `name` (a base
  /// name); empty when none is known.
  func draws(of name: String) -> Set<NibDraw> {
    let word = ImageReferences.normalized(name.utf8)
    guard word.count > 2 else { return [] }
    var draws = nibDraws[ImageReferences.hash(word[...]).value] ?? []
    for outlet in outlets(naming: name) { draws.formUnion(self.draws(ofOutlet: outlet)) }
    return draws
  }

  /// These references with only the words of `linked` that name images.
  func restricted(to linked: Set<UInt64>) -> ImageReferences {
    var only = ImageReferences()
    only.words = linked.filter(words.contains)
    only.wholeValues = linked.filter(wholeValues.contains)
    only.spacedTexts = linked.filter(spacedTexts.contains)
    only.prefixes = linked.filter(prefixes.contains)
    only.numberPrefixes = linked.filter(numberPrefixes.contains)
    only.framedNumbers = linked.filter(framedNumbers.contains)
    only.suffixes = linked.filter(suffixes.contains)
    only.shortSuffixes = linked.filter(shortSuffixes.contains)
    return only
  }

  /// Whether the attribute `name` of the element `tag` in a nib holds an
  /// image's name.
  private static func isImageAttribute(_ name: ArraySlice<UInt8>, of tag: ArraySlice<UInt8>)
    -> Bool
  {
    let text = String(decoding: name, as: UTF8.self)
    let element = String(decoding: tag, as: UTF8.self)
    return text.lowercased().hasSuffix("image") || text == "background"
      || text == "disabledBackground" || (text == "name" && element == "image")
      || (text == "value" && element == "userDefinedRuntimeAttribute")
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private mutating func add(_ bytes: [UInt8], isCode: Bool) {
    var index = 0
    var delimiter: UInt8?
    // Up to four words one space apart at the start of a quoted value are
    // also one name (`"Layer 1 Outside.png"`).
    var phraseStart = 0
    var phraseWords = 0
    var lastWordEnd = -2
    // Whether the string literal being read holds a space: then only its
    // first word, a phrase it starts with and a file name in it are names
    // (`@"Gameover Banner (Spooky)"` names no `banner.png`).
    var isSpaced = false
    // Whether the line being read starts with `case`.
    var isCaseLine = false
    // The depth of braces in code, and those of the bodies of `String`
    // enums (`enum Icon: String {`), whose cases are names.
    var depth = 0
    var stringEnumDepths: [Int] = []
    var opensStringEnum = false
    // The names the code's string literals spell on the line being read.
    var lineNames: [UInt64] = []
    // Whether the line sets a button's background, which fills the button.
    var lineSetsBackground = false
    // Those of the statement being read (to its `;`, a brace, or the end
    // of a line outside brackets), and whether it loads an image with
    // UIKit, or uses a sprite or a texture.
    var statement = Statement()
    let wasReadingCode = isReadingCode
    isReadingCode = isCode
    defer {
      classify(statement)
      settle(statement)
      flushPendingWords()
      linkReturnedImages()
      variableValues = [:]
      isReadingCode = wasReadingCode
      isInPadBranch = nil
    }
    let branches = isCode ? ImageReferences.idiomBranches(in: bytes) : []
    // The branch the next boundary ends or starts, and where that is.
    var branch = 0
    var boundary = branches.first?.range.lowerBound ?? Int.max
    while index < bytes.count {
      let byte = bytes[index]
      if index >= boundary {
        while branch < branches.count, branches[branch].range.upperBound <= index { branch += 1 }
        if branch < branches.count, branches[branch].range.contains(index) {
          isInPadBranch = branches[branch].isPad
          boundary = branches[branch].range.upperBound
        } else {
          isInPadBranch = nil
          boundary = branch < branches.count ? branches[branch].range.lowerBound : Int.max
        }
      }
      if byte == .newline {
        isCaseLine = false
        declaredName = nil
        lineNames.removeAll(keepingCapacity: true)
        lineSetsBackground = false
      }
      // A web address loads from the network: its words name nothing in
      // the bundle (CERN's `http://atlas-live.cern.ch/live.png`).
      if byte == UInt8(ascii: "h"), let end = ImageReferences.end(ofWebAddressAt: index, in: bytes)
      {
        index = end
        continue
      }
      // Nor a bundle identifier (`com.facebook.sdk` in a framework's
      // `Info.plist` named TangoTab's `facebook.png`).
      if [UInt8(ascii: "c"), UInt8(ascii: "o"), UInt8(ascii: "n"), UInt8(ascii: "i")].contains(
        byte),
        let end = ImageReferences.end(ofBundleIdentifierAt: index, in: bytes)
      {
        index = end
        continue
      }
      // Prose in a property list or a page ("…, about 100m underground.")
      // names nothing, as in code.
      if !isCode, byte == .quote || byte == .greater,
        let close = ImageReferences.end(
          ofProseFrom: index + 1, in: bytes, closedBy: byte == .quote ? .quote : .less)
      {
        index = close
        continue
      }
      if isCode {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if delimiter == nil, byte == .slash, next == .slash {
          index = bytes[index...].firstIndex(of: .newline) ?? bytes.count
          continue
        }
        if delimiter == nil, byte == .slash, next == .star {
          index = ImageReferences.end(ofBlockCommentFrom: index + 2, in: bytes)
          continue
        }
        // A C character literal (`'"'`, `'\\''`) opens no string.
        if delimiter == nil, byte == .apostrophe,
          let close = bytes[(index + 1)...].prefix(4).firstIndex(of: .apostrophe),
          close == index + 2 || (close == index + 3 && next == .backslash)
        {
          index = close + 1
          continue
        }
        // A sentence in a string literal ("Unable to complete your
        // purchase") names no image: its words are skipped.
        if delimiter == nil, byte == .quote,
          let close = ImageReferences.end(ofProseFrom: index + 1, in: bytes)
        {
          let text = ImageReferences.hash(bytes[(index + 1)..<close]).value
          spacedTexts.insert(text)
          note(text)
          index = close + 1
          continue
        }
        // A log message (`NSLog(@"reset button pressed")`) names nothing,
        // nor a text the app shows (`setTitle:@"Done"`) or a sprite sheet's
        // frame.
        if delimiter == nil, byte == .quote,
          ImageReferences.isLogged(literalAt: index, in: bytes)
            || ImageReferences.namesNoFile(literalAt: index, in: bytes)
        {
          let literal = ImageReferences.literal(from: index + 1, closedBy: byte, in: bytes)
          if literal.contains(.space), !ImageReferences.isLogged(literalAt: index, in: bytes) {
            let text = ImageReferences.hash(literal).value
            spacedTexts.insert(text)
            note(text)
          }
          index = literal.endIndex + 1
          continue
        }
        // `#import "Player.h"` names no `player.png`.
        if delimiter == nil, byte == .hash, ImageReferences.isDirective(at: index, in: bytes) {
          index = bytes[index...].firstIndex(of: .newline) ?? bytes.count
          continue
        }
        if byte == .quote || byte == .backtick || byte == .apostrophe {
          if delimiter == nil {
            delimiter = byte
            let literal = ImageReferences.literal(from: index + 1, closedBy: byte, in: bytes)
            isSpaced = literal.contains(.space)
            let label = ImageReferences.label(ofLiteralAt: index, in: bytes)
            if isCode { recordLabel(label, of: literal, in: bytes) }
            if ImageReferences.isNumberFormat(literal) { statement.formatsNumber = true }
            if ImageReferences.appendsNumber(literal) { appendsNumbers = true }
            // `pathsForResourcesOfType:@"png" inDirectory:@"FlagIcons"`:
            // FatWatch lists a folder's images and shows each.
            // Not for another type's files (Prey's `pathForResource(page,
            // ofType: "html", inDirectory: "PreyTourWeb")` loads a page).
            if let label, ImageReferences.ends(label, withAnyOf: ImageReferences.folderLabels),
              ImageReferences.typeOfCall(before: index, in: bytes).map({
                AuditEntry.isImageExtension(String(decoding: $0, as: UTF8.self))
              }) ?? true
            {
              listedFolders.insert(
                ImageReferences.hash(ImageReferences.normalized(literal)[...]).value)
            }
          } else if delimiter == byte {
            delimiter = nil
          }
        }
        // A `"…"` or `'…'` literal ends with its line: a stray quote
        // misleads one line.
        if byte == .newline, delimiter == .quote || delimiter == .apostrophe { delimiter = nil }
        if delimiter != nil, byte == .backslash, next != .parenthesis {
          index += 2
          continue
        }
      }
      // Outside comments and literals.
      if isCode, delimiter == nil {
        if Statement.isPunctuation(byte), statement.ends(at: byte) {
          classify(statement)
          settle(statement)
          statement = Statement()
          if byte == .closingBrace { flushPendingWords() }
        }
        if byte == .brace {
          depth += 1
          if opensStringEnum { stringEnumDepths.append(depth) }
          opensStringEnum = false
        } else if byte == .closingBrace {
          if stringEnumDepths.last == depth { stringEnumDepths.removeLast() }
          depth -= 1
        }
      }
      guard ImageReferences.isWordByte(byte) else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, ImageReferences.isWordByte(bytes[end]) { end += 1 }
      // Code names an image in a string; an identifier outside one
      // (`tweetButton`, `player`) names none, unless it is a generated
      // asset symbol.
      if isCode, delimiter == nil {
        let token = bytes[index..<end]
        if ImageReferences.declaresMethod(at: index, depth: depth, in: bytes) {
          currentMethod = ImageReferences.hash(token).value
        }
        add(identifier: token, in: bytes)
        let isAssigned = ImageReferences.isAssigned(after: end, in: bytes)
        note(
          identifier: token, isAssigned: isAssigned, after: end, in: bytes, statement: &statement)
        // `[image stretchableImage…:`, Swift's `image?.resizableImage(`.
        let method = token.lastIndex(of: .dot).map { token[($0 + 1)...] } ?? token
        if ImageReferences.resizers.contains(where: { method.elementsEqual($0.utf8) }) {
          // NoteIt's `[[UIImage imageNamed:@"toolbar-btn-dark.png"]` ends
          // its line; the call continues on the next.
          stretchedWords.formUnion(lineNames.isEmpty ? statement.names : lineNames)
        }
        if method.elementsEqual("colorWithPatternImage".utf8)
          || method.elementsEqual("patternImage".utf8)
            && ImageReferences.next(after: end, in: bytes) == UInt8(ascii: ":")
        {
          statement.tiles = true
        }
        // `[button setBackgroundImage:[UIImage imageNamed:@"lets_go_btn.png"] …]`:
        // drawn stretched to the button's size.
        if method.elementsEqual("setBackgroundImage".utf8),
          [UInt8(ascii: ":"), UInt8(ascii: "(")].contains(
            ImageReferences.next(after: end, in: bytes))
        {
          lineSetsBackground = true
        }
        // A variable being set (keigeki's `NSString *kAKBackImage =
        // @"BackButton.png"`, which a `CCSprite` loads) says nothing of
        // the API that loads what it holds.
        if ImageReferences.drawsAtOwnSize(token)
          || token.elementsEqual("UIImageView".utf8)
            && bytes[end...].starts(with: "(image:".utf8)
        {
          statement.drawsAtOwnSize = true
        }
        if method.elementsEqual("setImage".utf8) { statement.setsImage = true }
        if method.elementsEqual("forState".utf8)
          || method.elementsEqual("for".utf8)
            && ImageReferences.next(after: end, in: bytes) == .colon
        {
          statement.passesState = true
        }
        if !isAssigned {
          statement.usesUIKit = statement.usesUIKit || ImageReferences.isUIKitImageAPI(token)
          statement.usesSprites = statement.usesSprites || ImageReferences.isSpriteAPI(token)
          statement.usesOpenGL = statement.usesOpenGL || ImageReferences.isOpenGLAPI(token)
          statement.showsText = statement.showsText || ImageReferences.isLabelAPI(token)
        }
        // Swift's `case back, forward` of a `String` enum: its raw values
        // (not `case downloading` of any enum, nor a pattern `case .new:`,
        // nor a case whose raw value is spelt, `case Back_icon = "back_icon"`).
        // One in capitals names only an image in capitals: Alamofire's
        // `case GET, DELETE` is no `delete.png` (xPallet).
        if isCaseLine {
          if token.first != .dot, ImageReferences.next(after: end, in: bytes) != .equals {
            let word = ImageReferences.spelledHash(token)
            if word.count > 0 { insert(word: word.value) }
          }
        } else if stringEnumDepths.last == depth,
          ImageReferences.startsLine(at: index, in: bytes),
          ImageReferences.hash(token).value == ImageReferences.caseWord
        {
          isCaseLine = true
        } else if ImageReferences.hash(token).value == ImageReferences.enumWord {
          opensStringEnum = ImageReferences.declaresStringRawValues(after: end, in: bytes)
        }
        lastWordEnd = -2
        index = end
        continue
      }
      let token = bytes[index..<end]
      // A phrase's words are joined by a space, or within a quoted one by
      // an apostrophe (TanChess' `@"David's Deer-ipad.png"`) or ` & `
      // (Dealers' `@"Sports & Outdoor"` set, UCDavis' `Swimming &
      // Diving_icon.png`).
      let joinsPhrase =
        lastWordEnd == index - 1
        && (bytes[index - 1] == .space || bytes[index - 1] == .apostrophe && phraseWords > 0)
        || lastWordEnd == index - 3 && phraseWords > 0
          && bytes[(index - 3)..<index].elementsEqual([.space, .ampersand, .space])
      // The last word of a file name with spaces is no name of its own
      // (iWVU's `@"…/calendar/Month Calendar Shadow.png"` is no `shadow.png`).
      let endsFileName = joinsPhrase && (1..<5).contains(phraseWords)
      // A data file's text of words (Encore's autocomplete list, `<string>The
      // Black Keys</string>`) names an image whole, not by each word.
      let isWordOfDataText =
        !isCode && isReadingData
        && ImageReferences.isWordOfSpacedText(from: index, to: end, in: bytes)
      if !isWordOfDataText,
        !isCode || !isSpaced || bytes[index - 1] == delimiter
          || ImageReferences.hasImageExtension(token) && !endsFileName
      {
        add(token: token, in: bytes, interpolates: isCode)
        if isCode {
          let stemEnd = token.firstIndex(where: ImageReferences.isPartSeparator) ?? token.endIndex
          lineNames.append(ImageReferences.hash(token[..<stemEnd]).value)
          statement.names.append(ImageReferences.hash(token[..<stemEnd]).value)
          if lineSetsBackground { stretchedWords.insert(lineNames[lineNames.count - 1]) }
        }
      }
      if endsFileName {
        phraseWords += 1
        insertWord(bytes[phraseStart..<end], isPhrase: true)
        let dot = bytes[index..<end].firstIndex(of: .dot)
        if let dot {
          insertWord(bytes[phraseStart..<dot], isPhrase: true)
          spelledFileStems.insert(ImageReferences.separatedHash(bytes[phraseStart..<dot]))
          // What loads it: BowHunting's `[CCSprite spriteWithFile:@"multi arrow.png"]`.
          if isCode {
            statement.names.append(
              ImageReferences.hash(bytes[phraseStart..<dot]).value ^ ImageReferences.phraseMark)
          }
        }
      } else {
        // Only a quoted value starts one (`@"Layer 1 …`, `image="…`), or
        // a literal's path after its folder (iWVU's
        // `@"TapkuLibrary.bundle/Images/calendar/Month Calendar Date Tile.png"`):
        // prose elsewhere ("<p>rating 1 of 5") names nothing.
        // In data, an element's text starts one too (a SpriteKit scene's
        // `<string>Menu BG</string>`).
        let opens =
          index > 0
          && ([.quote, .apostrophe].contains(bytes[index - 1])
            || bytes[index - 1] == .slash && delimiter != nil
            || bytes[index - 1] == .greater && !isCode)
        phraseStart = index
        phraseWords = opens ? 1 : 0
      }
      lastWordEnd = end
      index = end
    }
  }

  /// Reads an identifier of code, outside its string literals: the
  /// frame-rate switch, and the names of generated asset symbols
  /// (Xcode's `.iconSettings`, `UIImage.iconSettings` and Objective-C's
  /// `ACImageNameIconSettings`, R.swift's `R.image.iconSettings`,
  /// SwiftGen's `Asset.iconSettings`).
  private mutating func add(identifier token: ArraySlice<UInt8>, in bytes: [UInt8]) {
    let whole = ImageReferences.hash(token).value
    // A UIKit view or control (`UIView`, `UIButton`, `UITableViewCell`):
    // a project's own base class (`BaseVC`) may be a view controller.
    if let defined = definedClass {
      definedClass = nil
      if token.starts(with: "UI".utf8), !token.reversed().starts(with: "Controller".utf8.reversed())
      {
        nonControllerClasses.insert(defined)
      }
    }
    // Only `class Name`, blanks between: `[self class]; name = …` defines
    // nothing, nor does Objective-C's `Class transion = …` (chameleon's
    // unused scene ran by it).
    let follows =
      previousIdentifier.map { previous in
        ImageReferences.definers.contains(previous.word) && !previous.isCapitalized
          && bytes[previous.end..<token.startIndex].allSatisfy { $0 == .space || $0 == .tab }
      } ?? false
    defer {
      previousIdentifier = (
        whole, token.endIndex,
        token.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
      )
    }
    if namesEnum {
      enumName = whole
      namesEnum = false
    }
    if whole == ImageReferences.enumWord { namesEnum = true }
    if ImageReferences.cocos2dXWords.contains(whole)
      || whole == ImageReferences.cocos2dWord
        && (bytes[token.endIndex...].starts(with: [.colon, .colon])
          || previousIdentifier?.word == ImageReferences.namespaceWord)
    {
      usesCocos2dX = true
    }
    // `UIImage.Asset.allCases`: the enum before `allCases` is iterated.
    if token.count > 9, token.suffix(9).elementsEqual(".allCases".utf8) {
      let type = token.dropLast(9).split(separator: .dot).last ?? []
      iteratedEnums.insert(ImageReferences.hash(type).value)
    }
    // `let visible =`, `#define kIcon`, `NSString *const kIcon =`, a
    // header's `extern NSString *const kIcon;`, an enum's `case back =
    // "back"` (SwiftGen's `enum Asset: String` lists every image of a
    // catalog, used or not): the constant's own declaration is no use of
    // it, and its value names an image when code uses it. A computed property
    // (`var body: some View { … }`) is no constant, and a `public` one is
    // read by code elsewhere.
    if let previous = previousIdentifier, ImageReferences.declarers.contains(previous.word),
      !ImageReferences.declarers.contains(whole),
      bytes[previous.end..<token.startIndex].allSatisfy({ $0 == .space || $0 == .tab }),
      ImageReferences.hash(token).count > 0, !token.contains(.dot),
      previous.word == ImageReferences.defineWord
        || bytes[token.endIndex..<min(token.endIndex + 200, bytes.count)]
          .prefix(while: { $0 != .newline && $0 != .brace && $0 != .semicolon })
          .contains(.equals)
        || ImageReferences.declaration(before: token.startIndex, in: bytes, contains: "extern"),
      !ImageReferences.isPublic(declarationBefore: token.startIndex, in: bytes),
      !ImageReferences.makesImageView(after: token.endIndex, in: bytes)
    {
      declaredName = whole
      if ImageReferences.cDeclarers.contains(previous.word) { constants.insert(whole) }
      if previous.word == ImageReferences.caseWord, let enumName {
        caseNamesOfEnum[enumName, default: []].insert(whole)
      }
      return
    }
    for part in token.split(separator: .dot) {
      identifiers.insert(ImageReferences.hash(part).value)
    }
    if ImageReferences.programStarts.contains(whole)
      || whole == ImageReferences.mainWord
        && ImageReferences.next(after: token.endIndex, in: bytes)
          == .parenthesis
    {
      startsProgram = true
      isAlwaysUsed = true
    }
    if let previous = previousIdentifier, previous.word == ImageReferences.extensionWord,
      bytes[previous.end..<token.startIndex].allSatisfy({ $0 == .space || $0 == .tab }),
      let type = token.split(separator: .dot).first
    {
      extendedTypes.insert(ImageReferences.hash(type).value)
    }
    if follows, !ImageReferences.declarationKeywords.contains(whole) {
      // `@implementation NSString (Links)` is a category, which extends
      // its class, and so does `@interface Game ()`.
      if ImageReferences.next(after: token.endIndex, in: bytes) != .parenthesis {
        definitions.insert(whole)
        if ImageReferences.next(after: token.endIndex, in: bytes) == .colon { definedClass = whole }
      } else if previousIdentifier?.word == ImageReferences.implementationWord
        || previousIdentifier?.word == ImageReferences.interfaceWord
      {
        extendedTypes.insert(whole)
      }
    }
    // `[director setDisplayFPS:YES]`, `director.displayStats = YES`.
    let member = token.lastIndex(of: .dot).map { token[($0 + 1)...] } ?? token
    let memberWord = ImageReferences.hash(member).value
    if ImageReferences.nibLoaders.contains(memberWord) { loadsNibs = true }
    // Not in a debug build's block (Pizarro's `#if COCOS2D_DEBUG == TRUE`):
    // the app users run shows no frame rate.
    if ImageReferences.frameRateSwitches.contains(memberWord),
      ImageReferences.isSetToYes(after: token.endIndex, in: bytes),
      !ImageReferences.isInDebugBlock(token.startIndex, in: bytes)
    {
      showsFrameRate = true
    }
    if memberWord == ImageReferences.retinaSwitch,
      ImageReferences.isSetToYes(after: token.endIndex, in: bytes)
    {
      enablesRetinaDisplay = true
      // DeepSeaHunt's `if (!isPad) { … enableRetinaDisplay:YES … }`.
      if ImageReferences.runsOnlyOffIPad(at: token.startIndex, in: bytes) {
        disablesRetinaDisplayOnIPad = true
      }
    } else if memberWord == ImageReferences.retinaSwitch,
      ImageReferences.isNotIPad(after: token.endIndex, in: bytes)
    {
      enablesRetinaDisplay = true
      disablesRetinaDisplayOnIPad = true
    }
    if memberWord == ImageReferences.retinaSwitch || ImageReferences.layerWords.contains(whole) {
      usesCocos2dBefore3 = true
    }
    // `[sharedFileUtils setiPadRetinaDisplaySuffix:@"-hd"]` (Toddler
    // Taxonomist): a Retina iPad reads the iPhone's Retina files.
    if memberWord == ImageReferences.padRetinaSuffixSetter,
      ImageReferences.isSet(after: token.endIndex, to: "\"-hd\"", in: bytes)
    {
      readsHDOnRetinaPad = true
    }
    if ImageReferences.fallbackSwitches.contains(memberWord),
      ImageReferences.isSetToYes(after: token.endIndex, in: bytes)
    {
      enablesFallbackSuffixes = true
    }
    // A call (`[CCBReader configureCCFileUtils]`, Swift's `()`), not its
    // declaration.
    if memberWord == ImageReferences.folderSearchSwitch,
      [.closingBracket, .parenthesis].contains(
        ImageReferences.next(after: token.endIndex, in: bytes))
    {
      searchesCocos2dFolders = true
    }
    if token.first == .dot {
      // Only as an image's argument (`UIImage(resource: .courses)`,
      // `Image(.courses)`): any other `.checkmark` is a member or a case
      // (MiniKeePass's `UITableViewCellAccessoryType.checkmark`).
      if ImageReferences.isImageArgument(before: token.startIndex, in: bytes) {
        catalogSymbols.insert(ImageReferences.hash(member).value)
      }
    } else if let end = ImageReferences.end(ofSymbolPrefixIn: token) {
      // SwiftGen's namespaces: `Asset.Icons.settings`. R.swift's
      // `R.image.` names loose images too; the others only catalog sets.
      let namesFiles = token[..<end].suffix(8).elementsEqual("R.image.".utf8)
      for part in token[end...].split(separator: .dot) {
        if namesFiles {
          insertWord(part)
        } else {
          catalogSymbols.insert(ImageReferences.hash(part).value)
        }
      }
    }
  }

  /// Records one word, its parts, and whether it is the fixed part of a
  /// name built at run time. `interpolates` is whether the word is in a
  /// string literal of code: only there are `\(`, `{`, `$` and a closing
  /// `)` or `}` taken for interpolation.
  private mutating func add(token: ArraySlice<UInt8>, in bytes: [UInt8], interpolates: Bool) {
    if isReadingWeb { webTokenStart = token.startIndex }
    let word = ImageReferences.spelledHash(token)
    // A version or a decimal (`<string>6.0</string>`, `@"9.1833"`) names no
    // file: 1000 Italy's `CFBundleVersion` named its unused `1.jpg`.
    guard word.count > 0, !ImageReferences.isDecimalNumber(token) else { return }
    // A page, style sheet or script loads an image, or another page, by
    // its file name; its other words (Prey's `<div id="pri">`, `#pri`)
    // name none.
    let namesByWords =
      !isReadingWeb
      || token.lastIndex(of: .dot).map { dot in
        dot > token.startIndex
          && ImageReferences.pageLinkExtensions.contains(
            String(decoding: token[(dot + 1)...], as: UTF8.self).lowercased())
      } ?? false
    // An end appended to a name (`name += "_icon"`, `@"_night"`) names the
    // names it ends, not itself: without its `_` it spelt Blurv's unused
    // `icon.png`.
    let isAppendedEnd =
      (token.first == .hyphen || token.first == .underscore)
      && fixedEnd(of: token, in: bytes, interpolates: interpolates) != nil
    if namesByWords, !isAppendedEnd { insert(word: word.value) }
    // `@"fire.wav"` names a sound, not the image `fire.png` (TanChess).
    if let dot = token.lastIndex(of: .dot),
      ImageReferences.soundExtensions.contains(where: { token[dot...].elementsEqual($0) })
    {
      return
    }
    let stemEnd = token.firstIndex(where: ImageReferences.isPartSeparator) ?? token.endIndex
    let stem = ImageReferences.hash(token[..<stemEnd]).value
    if stemEnd == token.endIndex || token[stemEnd] != .at {
      plainStems.insert(stem)
      plainSpellings.insert(ImageReferences.exactHash(token[..<stemEnd]))
    }
    if let dot = token.lastIndex(of: .dot),
      ImageReferences.imageExtensions.contains(where: { token[dot...].elementsEqual($0) })
    {
      stemsWithImageExtension.insert(stem)
      spelledFileStems.insert(ImageReferences.separatedHash(token[..<stemEnd]))
      stemsAndExtensions.insert(
        ImageReferences.hash((Array(token[..<stemEnd]) + Array(token[dot...]))[...]).value)
    } else {
      stemsOtherwise.insert(stem)
    }
    // A whole value (`@"AM"`, `<string>AM.png</string>`), not a part of
    // one (`"dd/MM/yyyy"`).
    if token.startIndex > 0, ImageReferences.opensValue(bytes[token.startIndex - 1]),
      token.endIndex < bytes.count, ImageReferences.closesValue(bytes[token.endIndex]),
      !isReadingWeb
    {
      let value = ImageReferences.wholeValueHash(token[..<stemEnd])
      if let declaredName {
        guardedWholeValues[declaredName, default: []].insert(value)
      } else {
        wholeValues.insert(value)
        note(value)
      }
    }
    // Its parts, and the word without its last extension (`foo.bar.png`).
    var start = token.startIndex
    for index in token.indices
    where namesByWords && !isAppendedEnd && ImageReferences.isPartSeparator(token[index]) {
      insertWord(token[start..<index])
      if token[index] == .dot { insertWord(token[token.startIndex..<index]) }
      start = index + 1
    }
    if start != token.startIndex { insertWord(token[start...]) }
    let closesString =
      token.endIndex < bytes.count
      && (bytes[token.endIndex] == .quote || bytes[token.endIndex] == .apostrophe)
    // A space may part the fixed part from what is built in (Jack The
    // Gaint's `"Player \(i)"` names `Player 2` to `Player 8`).
    let built =
      token.endIndex + 1 < bytes.count && bytes[token.endIndex] == .space
        && [.backslash, .percent].contains(bytes[token.endIndex + 1])
      ? token.endIndex + 1 : token.endIndex
    let buildsPrefix =
      token.last.map { last in
        (last == .hyphen || last == .underscore) && closesString
          || builds(after: built, in: bytes, interpolates: interpolates)
      } ?? false
    let fixedEnd = fixedEnd(of: token, in: bytes, interpolates: interpolates)
    // A page's or script's built name names an image only on a line that
    // spells an image's extension: Highcharts' `PREFIX + 'menu-' + n` is a
    // class name, not CRMOne's `menu_dashboard.png`.
    if isReadingWeb, buildsPrefix || fixedEnd != nil,
      !webLineSpellsImageExtension(around: token.startIndex, in: bytes)
    {
      return
    }
    if buildsPrefix {
      let prefix = ImageReferences.hash(token)
      if prefix.count >= 3, ImageReferences.buildsNumber(after: built, in: bytes) {
        if let end = ImageReferences.fixedEnd(ofNumberAt: built, in: bytes) {
          insert(part: ImageReferences.framedHash(token, end), as: .framedNumber)
        } else {
          insert(part: prefix.value, as: .numberPrefix)
        }
      } else if prefix.count >= 3 {
        insert(part: prefix.value, as: .prefix)
      }
    }
    if let fixed = fixedEnd {
      let suffix = ImageReferences.hash(fixed)
      if suffix.count >= 3 {
        insert(part: suffix.value, as: .suffix)
      } else if suffix.count > 0, token.startIndex >= 2,
        // A short end after a format that ends its string (Kodi's
        // `@"%@_on.png"`, `"\(name)_on"`; not `indexOf(x)-1`), or appended
        // as a literal of its own (newsyc's `@"7"`).
        closesString
          && (bytes[token.startIndex - 1] == .percent
            || interpolates && bytes[token.startIndex - 1] == .closingParenthesis)
          || ImageReferences.isAppended(
            literalEndingAt: token.startIndex - (bytes[token.startIndex - 2] == .at ? 3 : 2),
            in: bytes)
      {
        insert(part: suffix.value, as: .shortSuffix)
      }
    }
  }

  /// Records the fixed part of a name built at run time in `set`, or keeps
  /// it for the constant being declared: CRMOne's header of
  /// `#define BTN_UPDATE_TASK @"btn-refresh-1-"`, which no code uses,
  /// names no `btn-refresh-1-1.png`.
  private mutating func insert(part: UInt64, as kind: BuiltPart) {
    if let declaredName {
      guardedParts[declaredName, default: []].append((kind, part))
      return
    }
    insert(part, as: kind)
    note(part)
  }

  private mutating func insert(_ part: UInt64, as kind: BuiltPart) {
    switch kind {
    case .prefix: prefixes.insert(part)
    case .numberPrefix: numberPrefixes.insert(part)
    case .framedNumber: framedNumbers.insert(part)
    case .suffix: suffixes.insert(part)
    case .shortSuffix: shortSuffixes.insert(part)
    }
  }

  /// Which fixed part of a built name a word is.
  enum BuiltPart: Sendable { case prefix, numberPrefix, framedNumber, suffix, shortSuffix }

  /// Records the word `part`; a phrase with a space in code or a nib is
  /// told apart (``phraseMark``): it names only an image whose name has
  /// spaces too. Data's phrases are titles code may turn into names
  /// (Unwrap's chapter "Strings and integers", `strings-and-integers.png`).
  private mutating func insertWord(_ part: ArraySlice<UInt8>, isPhrase: Bool = false) {
    let word = ImageReferences.hash(part)
    guard word.count > 0 else { return }
    let isSpaced = isPhrase && !isReadingData && part.contains(.space)
    insert(word: isSpaced ? word.value ^ ImageReferences.phraseMark : word.value)
  }

  /// Records the names a statement of code spells as UIKit's or others'.
  /// A number it formats names numbered images when it loads one
  /// (MiniKeePass's `[UIImage imageNamed:[NSString stringWithFormat:@"%ld",
  /// (long)index]]`), not when it makes a length or a key (1000 Italy's
  /// `@"%d"` of a request's length named its unused `1.jpg`), nor when it
  /// shows it in a label (mmm's `[CCLabelTTF labelWithString:[NSString
  /// stringWithFormat:@"%d", player.rank] …]` named its unused cards
  /// `101.png` to `154.png`).
  private mutating func classify(_ statement: Statement) {
    if statement.formatsNumber, !statement.showsText,
      statement.usesUIKit || statement.usesSprites || statement.usesOpenGL
    {
      namesNumbers = true
    }
    guard !statement.names.isEmpty else { return }
    if statement.drawsAtOwnSize || statement.setsImage && statement.passesState {
      ownSizeNames.formUnion(statement.names)
    }
    if statement.usesOpenGL {
      openGLNames.formUnion(statement.names)
    } else if statement.usesSprites {
      otherNames.formUnion(statement.names)
      spriteNames.formUnion(statement.names)
    } else if statement.usesUIKit {
      uikitNames.formUnion(statement.names)
    } else {
      unclassifiedNames.formUnion(statement.names)
    }
  }

  /// Records a word that names an image, or keeps it for the constant
  /// being declared.
  private mutating func insert(word: UInt64) {
    switch isInPadBranch {
    case true?: padWords.insert(word)
    case false?: phoneWords.insert(word)
    case nil: wordsOutsideIdiomBranches.insert(word)
    }
    if isReadingInterface {
      uikitNames.insert(word)
      nibWords.insert(word)
      codeWords.insert(word)
      return
    } else if !isReadingCode {
      otherNames.insert(word)
    }
    if let declaredName {
      guardedWords[declaredName, default: []].insert(word)
      return
    }
    if isReadingWeb {
      webWords.insert(word)
      if !sizedImageTags.contains(where: { $0.contains(webTokenStart) }) {
        unsizedWebWords.insert(word)
      }
      return
    }
    words.insert(word)
    note(word)
    if !isReadingData { codeWords.insert(word) }
  }

  /// Notes a word code spells for ``names(_:isCatalogSet:)``: it joins
  /// its statement's (``settle(_:)``). Other files' words are
  /// ``otherNames``, which no outlet's statement spells.
  private mutating func note(_ word: UInt64) {
    if isReadingCode { statementWords.append(word) }
  }

  /// Records the words of `other` (a particle system's plist, cocos2d's
  /// ready-made particle systems) as particle textures' names.
  mutating func addParticleTextures(of other: ImageReferences) {
    particleWords.formUnion(other.words)
  }

  /// Whether code tiles the image `name` as a colour: its tile may be of
  /// any size at each scale (NoteIt's 3 × 5-pixel paper grain, 5 × 8 at
  /// @2x).
  func namesTiledImage(_ name: String) -> Bool {
    tiledWords.contains(ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value)
  }

  /// Whether a statement of code draws the image `name` at its own size:
  /// a button's image (`setImage:… forState:`), a tab bar's or toolbar's
  /// item, an image view made from it (`initWithImage:`), a map's pin.
  func drawsAtOwnSizeInCode(_ name: String) -> Bool {
    ImageReferences.words(of: name).contains(where: ownSizeNames.contains)
  }

  /// Whether the identifier `name` (`self.navigationItem.rightBarButtonItem`,
  /// `marker.icon`) uses an API that draws an image at its own size.
  static func drawsAtOwnSize(_ name: ArraySlice<UInt8>) -> Bool {
    // Letter case aside, without copying: read for every identifier.
    for start in name.indices {
      for marker in ownSizeMarkers where name.endIndex - start >= marker.count {
        var matches = true
        for (offset, byte) in marker.enumerated() where name[start + offset] | 0x20 != byte {
          matches = false
          break
        }
        if matches { return true }
      }
    }
    return false
  }

  /// What the names of APIs that draw an image at its own size hold.
  private static let ownSizeMarkers = [
    "tabbaritem", "barbuttonitem", "selectedimage", "initwithimage", "annotation", "marker",
  ].map { Array($0.utf8) }

  /// Whether a line of code makes the image `name` resizable: it is drawn
  /// stretched to the size the code sets, whatever its pixel size.
  func namesStretchedImage(_ name: String) -> Bool {
    stretchedWords.contains(
      ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value)
  }

  /// The methods that make an image resizable (UIKit's, in Objective-C
  /// and Swift; a word of code ends before `:` or `(`).
  private static let resizers = [
    "stretchableImageWithLeftCapWidth", "resizableImageWithCapInsets", "resizableImage",
  ]

  /// Whether `name` is the name of a particle texture.
  func namesParticleTexture(_ name: String) -> Bool {
    particleWords.contains(ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value)
  }

  /// Names the words of the constants that `used` holds (the identifiers
  /// of running code and the values of nibs): a constant nothing reads
  /// names nothing.
  mutating func nameWordsOfConstants(used: Set<UInt64>) {
    var used = used
    for name in iteratedEnums { used.formUnion(caseNamesOfEnum[name] ?? []) }
    for (name, guarded) in guardedWords where used.contains(name) {
      words.formUnion(guarded)
      codeWords.formUnion(guarded)
      unlinkedWords.formUnion(guarded)
    }
    for (name, guarded) in guardedWholeValues where used.contains(name) {
      wholeValues.formUnion(guarded)
      unlinkedWords.formUnion(guarded)
    }
    for (name, parts) in guardedParts where used.contains(name) {
      for (kind, part) in parts { insert(part, as: kind) }
    }
    guardedWords = [:]
    guardedWholeValues = [:]
    guardedParts = [:]
  }

  /// Whether the text at `index` continues a name at run time: a format
  /// (`%`; in a string literal, `\(`, `{`, `$`) or, after the closing
  /// quote, a concatenation. A format whose string ends in the extension
  /// of a file that is no image (a database, a sound, a video, a font,
  /// text) builds no image's name (Zulip's `@"Zulip-%@.sqlite"` named its
  /// `zulip-120.png`).
  private func builds(after index: Int, in bytes: [UInt8], interpolates: Bool) -> Bool {
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case .percent:
      return !ImageReferences.endsInOtherExtension(after: index, in: bytes)
        && !ImageReferences.isLoadedAsSpelt(literalAround: index, in: bytes)
    case .backslash:
      return interpolates && index + 1 < bytes.count && bytes[index + 1] == .parenthesis
        && !ImageReferences.endsInOtherExtension(after: index, in: bytes)
    case .brace, .dollar:
      return interpolates && !ImageReferences.endsInOtherExtension(after: index, in: bytes)
    case .quote, .apostrophe:
      var next = index + 1
      while next < bytes.count, bytes[next] == .space { next += 1 }
      return next < bytes.count && (bytes[next] == .plus || bytes[next] == .dot)
    default: return false
    }
  }

  /// Whether the string literal holding `index` is handed as it is to a
  /// call that loads an image (DOMOPHONE's `[UIImage
  /// imageNamed:@"gate%@512x512_g.png"]`, no format around it): its `%@`
  /// is two characters of a name no file has, not a conversion. A
  /// constant's value (`NSString *const NSPImagePatternPortrait =
  /// @"Shadow_portret_%ld"`) is a format for later.
  private static func isLoadedAsSpelt(literalAround index: Int, in bytes: [UInt8]) -> Bool {
    guard let open = bytes[..<index].lastIndex(where: { $0 == .quote || $0 == .newline }),
      bytes[open] == .quote, let label = label(ofLiteralAt: open, in: bytes),
      label.endIndex < bytes.count, bytes[label.endIndex] != .equals,
      next(after: label.endIndex, in: bytes) != .equals
    else { return false }
    return namesImage(label)
  }

  /// Whether the text at `index` builds a number into a name: a printf
  /// conversion of an integer (`%d`, `%02ld`), or a Swift interpolation of
  /// arithmetic with a literal (`\(index + 1)`) or of a table's row.
  private static func buildsNumber(after index: Int, in bytes: [UInt8]) -> Bool {
    guard index + 1 < bytes.count else { return false }
    if bytes[index] == .percent {
      let next = conversionIndex(afterPercentAt: index, in: bytes)
      return next < bytes.count && integerConversions.contains(bytes[next])
    }
    guard bytes[index] == .backslash, bytes[index + 1] == .parenthesis,
      let close = bytes[index..<min(bytes.count, index + 60)].firstIndex(of: .closingParenthesis)
    else { return false }
    let expression = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
    let parts = expression.split(separator: " ")
    if parts.count == 3, ["+", "-", "*"].contains(parts[1]), parts[2].allSatisfy(\.isNumber) {
      return true
    }
    return [".row", ".item"].contains { expression.hasSuffix($0) }
  }

  /// The index of the letter of the printf conversion whose `%` is at
  /// `index`, past its flags, width and length (`%02ld`).
  private static func conversionIndex(afterPercentAt index: Int, in bytes: [UInt8]) -> Int {
    var next = index + 1
    while next < bytes.count,
      formatFlags.contains(bytes[next]) || formatLengths.contains(bytes[next])
    {
      next += 1
    }
    return next
  }

  /// The fixed text after the number built at `index` (`_568` of
  /// `"wizard%d_568@2x.jpg"`), up to the string's end, another format, a
  /// blank or a scale, device or extension; `nil` when there is none or it
  /// is a suffix of the name grammar (`-hd`, `-568h`), which the loader
  /// reads apart from the name.
  private static func fixedEnd(ofNumberAt index: Int, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    var start = index + 1
    if bytes[index] == .percent {
      start = conversionIndex(afterPercentAt: index, in: bytes) + 1
    } else if let close = bytes[index..<min(bytes.count, index + 60)].firstIndex(
      of: .closingParenthesis)
    {
      start = close + 1
    }
    var end = start
    while end < bytes.count,
      ![.quote, .apostrophe, .newline, .space, .percent, .backslash].contains(bytes[end]),
      !isPartSeparator(bytes[end])
    {
      end += 1
    }
    guard start < end, hash(bytes[start..<end]).count > 0 else { return nil }
    let file = FileName("x" + String(decoding: bytes[start..<end], as: UTF8.self))
    guard file.base != "x", ConventionChoice.cocos2dMeaning(of: file)?.base != "x" else {
      return nil
    }
    return bytes[start..<end]
  }

  /// The hash of a name built as `prefix`, a number, then `end`, the
  /// number left out: what ``framedNumbers`` holds.
  static func framedHash(_ prefix: ArraySlice<UInt8>, _ end: ArraySlice<UInt8>) -> UInt64 {
    hash(Array(prefix) + [UInt8(ascii: "#")] + Array(end)).value
  }

  /// Whether the string going on at `index` (up to its closing quote, on
  /// its line, within 120 bytes) ends in the extension of a file that is
  /// no image and names none (`.sqlite`, `.mp3`, `.mov`).
  private static func endsInOtherExtension(after index: Int, in bytes: [UInt8]) -> Bool {
    let limit = min(bytes.count, index + 120)
    guard
      let close = bytes[index..<limit].firstIndex(where: {
        $0 == .quote || $0 == .apostrophe || $0 == .newline
      }), bytes[close] != .newline,
      let dot = bytes[index..<close].lastIndex(of: .dot)
    else { return false }
    let name = String(decoding: bytes[(dot + 1)..<close], as: UTF8.self).lowercased()
    return otherExtensions.contains(name)
  }

  /// Extensions of files that are no image and name none.
  private static let otherExtensions: Set<String> = [
    "sqlite", "sqlite3", "db", "realm", "txt", "log", "csv", "mp3", "wav", "caf", "aif", "aiff",
    "m4a", "aac", "ogg", "mp4", "mov", "m4v", "ttf", "otf",
  ]

  /// The fixed end of a name built at run time that `token` is: the text
  /// after a format (`%@_selected`, `\(name)_selected`) or after a
  /// concatenation (`name + "_selected"`), or a word starting with `-` or
  /// `_`, up to its extension.
  private func fixedEnd(
    of token: ArraySlice<UInt8>, in bytes: [UInt8], interpolates: Bool
  ) -> ArraySlice<UInt8>? {
    let start = token.startIndex
    var text: ArraySlice<UInt8>?
    switch start > 0 ? bytes[start - 1] : 0 {
    case .percent where !ImageReferences.isLoadedAsSpelt(literalAround: start - 1, in: bytes):
      // A printf conversion: flags and width, a length, then its letter.
      var index = start
      while index < token.endIndex, ImageReferences.formatFlags.contains(token[index]) {
        index += 1
      }
      while index < token.endIndex, ImageReferences.formatLengths.contains(token[index]) {
        index += 1
      }
      if index < token.endIndex, ImageReferences.formatConversions.contains(token[index]) {
        text = token[(index + 1)...]
      }
    case .closingParenthesis where interpolates, .closingBrace where interpolates:
      text = token
    case .quote, .apostrophe:
      var before = start - 2
      if before >= 0, bytes[before] == .at { before -= 1 }
      while before >= 0, bytes[before] == .space { before -= 1 }
      // `name + "Selected"`, and youtube-iOS's `imageName += "Selected"`.
      if before >= 0,
        bytes[before] == .plus || bytes[before] == .dot
          || bytes[before] == .equals && before > 0 && bytes[before - 1] == .plus
          || ImageReferences.isAppended(literalEndingAt: before, in: bytes)
      {
        text = token
      }
    default:
      break
    }
    // `@"_night"` appended to a name: a string that starts with `-` or `_`;
    // not `@"-ipadhd"`, which sets cocos2d's suffix (AlienFrontiers'
    // `setiPadRetinaDisplaySuffix:`) and named every `-ipadhd` file.
    if text == nil, start > 0, bytes[start - 1] == .quote || bytes[start - 1] == .apostrophe,
      token.first == .hyphen || token.first == .underscore,
      ConventionChoice.cocos2dMeaning(of: FileName("x" + String(decoding: token, as: UTF8.self)))?
        .base != "x"
    {
      text = token
    }
    guard var text else { return nil }
    if let dot = text.firstIndex(of: .dot) { text = text[..<dot] }
    return text
  }

  /// Whether the word from `start` to `end` is one of a text of words
  /// with no image file among them, an element's (`>…<`) or a quoted
  /// value's, on one line.
  private static func isWordOfSpacedText(from start: Int, to end: Int, in bytes: [UInt8]) -> Bool {
    let opener = bytes[max(0, start - 200)..<start].lastIndex {
      [.greater, .less, .quote, .newline].contains($0)
    }
    guard let opener, [.greater, .quote].contains(bytes[opener]) else { return false }
    let closer: UInt8 = bytes[opener] == .greater ? .less : .quote
    guard
      let close = bytes[end..<min(bytes.count, end + 200)].firstIndex(where: {
        $0 == closer || $0 == .newline
      }), bytes[close] == closer
    else { return false }
    let text = bytes[(opener + 1)..<close]
    return text.contains(.space) && !hasImageExtension(text)
  }

  /// `bytes` without their lines of prose: three blanks or more and no
  /// image file name (`"Level %d.png"` is no prose).
  static func withoutProseLines(_ bytes: [UInt8]) -> [UInt8] {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    for line in bytes.split(separator: .newline, omittingEmptySubsequences: false) {
      if line.count(where: { $0 == .space }) < 3 || hasImageExtension(line) {
        kept.append(contentsOf: line)
      }
      kept.append(.newline)
    }
    return kept
  }

  /// Whether a Swift declaration goes on with an image view made of its
  /// image (`let shopCarImageView = UIImageView(image: …)`): a view the
  /// code then frames, not a constant.
  private static func makesImageView(after index: Int, in bytes: [UInt8]) -> Bool {
    var start = index
    while start < bytes.count, bytes[start] == .space { start += 1 }
    guard start < bytes.count, bytes[start] == .equals else { return false }
    start += 1
    while start < bytes.count, bytes[start] == .space { start += 1 }
    return bytes[start...].starts(with: "UIImageView(image:".utf8)
  }

  /// The index of the quote that closes the `"…"` literal whose text
  /// starts at `start`, when that text is prose: three spaces or more and
  /// no image file name (`"Level %d.png"` is not prose). `nil` for any
  /// other literal, and for one that does not close on its line.
  private static func end(
    ofProseFrom start: Int, in bytes: [UInt8], closedBy delimiter: UInt8 = .quote
  ) -> Int? {
    var index = start
    var spaces = 0
    while index < bytes.count {
      switch bytes[index] {
      case delimiter:
        guard spaces >= 3 else { return nil }
        return hasImageExtension(bytes[start..<index]) ? nil : index
      case .newline: return nil
      case .backslash: index += 1
      case .space: spaces += 1
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The end of the `http://` or `https://` address at `index` (at the
  /// first blank, quote or bracket after it), if one starts there.
  /// The end of the reverse-DNS identifier (`com.facebook.sdk`,
  /// `org.cocos2d.demo`: two dots or more) that starts at `index`, if one
  /// does.
  private static func end(ofBundleIdentifierAt index: Int, in bytes: [UInt8]) -> Int? {
    guard index == 0 || !isWordByte(bytes[index - 1]) && bytes[index - 1] != .dot else {
      return nil
    }
    let rest = bytes[index...]
    guard ["com.", "org.", "net.", "io."].contains(where: { rest.starts(with: $0.utf8) }) else {
      return nil
    }
    let end =
      rest.firstIndex { !isWordByte($0) && $0 != .dot && $0 != .hyphen } ?? bytes.count
    return bytes[index..<end].count(where: { $0 == .dot }) >= 2 ? end : nil
  }

  private static func end(ofWebAddressAt index: Int, in bytes: [UInt8]) -> Int? {
    guard index == 0 || !isWordByte(bytes[index - 1]) else { return nil }
    let rest = bytes[index...]
    let scheme =
      rest.starts(with: "http://".utf8) ? 7 : rest.starts(with: "https://".utf8) ? 8 : 0
    guard scheme > 0 else { return nil }
    return bytes[(index + scheme)...].firstIndex { byte in
      byte <= .space
        || [.quote, .apostrophe, .backtick, .less, .greater, .closingParenthesis]
          .contains(byte)
    } ?? bytes.count
  }

  /// The text of the literal whose text starts at `start`, up to its
  /// closing `delimiter` or the end of its line.
  static func literal(from start: Int, closedBy delimiter: UInt8, in bytes: [UInt8])
    -> ArraySlice<UInt8>
  {
    var index = start
    while index < bytes.count, bytes[index] != delimiter, bytes[index] != .newline {
      index += bytes[index] == .backslash ? 2 : 1
    }
    return bytes[start..<min(index, bytes.count)]
  }

  /// Whether `token` is digits and dots, with a dot between digits.
  private static func isDecimalNumber(_ token: ArraySlice<UInt8>) -> Bool {
    guard let dot = token.firstIndex(of: .dot), dot > token.startIndex,
      token.last.map(isDigit) == true
    else { return false }
    return token.allSatisfy { isDigit($0) || $0 == .dot }
  }

  /// Whether a literal appends an integer to a name it is given: `%@`,
  /// then an integer conversion, then at most an extension (`@"%@%i.png"`,
  /// `@"%@%d"`).
  private static func appendsNumber(_ literal: ArraySlice<UInt8>) -> Bool {
    guard literal.starts(with: "%@%".utf8) else { return false }
    var rest = literal.dropFirst(3).drop { formatFlags.contains($0) || formatLengths.contains($0) }
    guard let conversion = rest.first, integerConversions.contains(conversion) else {
      return false
    }
    rest = rest.dropFirst()
    return rest.isEmpty || rest.first == .dot && rest.dropFirst().allSatisfy(isLetter)
  }

  /// Whether a literal is one integer conversion (`%d`, `%ld`, `%02lu`).
  private static func isNumberFormat(_ literal: ArraySlice<UInt8>) -> Bool {
    guard literal.first == .percent, let last = literal.last,
      "diu".utf8.contains(last)
    else { return false }
    return literal.dropFirst().dropLast().allSatisfy {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "lhqzjt".utf8.contains($0)
    }
  }

  private static func hasImageExtension(_ token: ArraySlice<UInt8>) -> Bool {
    imageExtensions.contains { pattern in
      token.indices.contains { token[$0...].starts(with: pattern) }
    }
  }

  /// Whether `name` ends with an image's extension.
  static func endsWithImageExtension(_ name: String.UTF8View) -> Bool {
    imageExtensions.contains {
      name.count > $0.count && name.reversed().starts(with: $0.reversed())
    }
  }

  /// Sounds' extensions: a name with one is no image's.
  private static let soundExtensions = [
    ".wav", ".mp3", ".caf", ".aif", ".aiff", ".m4a", ".ogg", ".WAV", ".MP3", ".CAF",
  ].map { Array($0.utf8) }

  /// Whether the line of the page or script being read around `index`
  /// spells an image's extension; each line is looked at once (a minified
  /// script is one long line).
  private mutating func webLineSpellsImageExtension(around index: Int, in bytes: [UInt8])
    -> Bool
  {
    if let webLine, webLine.lines.contains(index) { return webLine.spells }
    let start = (bytes[..<index].lastIndex(of: .newline) ?? -1) + 1
    let end = bytes[index...].firstIndex(of: .newline) ?? bytes.count
    let spells = bytes[start..<end].indices.contains { dot in
      bytes[dot] == .dot
        && ImageReferences.imageExtensions.contains { bytes[dot..<end].starts(with: $0) }
    }
    webLine = (start..<end, spells)
    return spells
  }

  private static let imageExtensions = [
    ".png", ".jpg", ".jpeg", ".gif", ".pvr", ".tga", ".PNG", ".JPG", ".JPEG",
  ].map { Array($0.utf8) }

  /// The extensions of the files a page links to by name: images, pages,
  /// style sheets, scripts and data (not a selector's `#pri.m-active`).
  private static let pageLinkExtensions = AuditEntry.imageExtensions.union(
    AssetAudit.webExtensions
  ).union(AssetAudit.dataExtensions)

  private static let retinaSwitch = hash(Array("enableRetinaDisplay".utf8)[...]).value
  private static let layerWords = words(["CCLayer", "CCLayerColor"])
  private static let cocos2dXWords = words(["USING_NS_CC", "NS_CC_BEGIN"])
  private static let cocos2dWord = hash(Array("cocos2d".utf8)[...]).value
  private static let namespaceWord = hash(Array("namespace".utf8)[...]).value
  private static let folderSearchSwitch = hash(Array("configureCCFileUtils".utf8)[...]).value
  /// cocos2d 2's switches that give a Retina iPad without an iPad file
  /// the `-hd` one: its fallback suffixes, and the iPhone's files on an
  /// iPad (WizardWar's `setEnableiPhoneResourcesOniPad:YES`).
  private static let padRetinaSuffixSetter = hash(Array("setiPadRetinaDisplaySuffix".utf8)[...])
    .value
  private static let fallbackSwitches = words([
    "setEnableFallbackSuffixes", "enableFallbackSuffixes", "setEnableiPhoneResourcesOniPad",
    "enableiPhoneResourcesOniPad",
  ])

  /// cocos2d's switches of its frame-rate display, as words.
  private static let frameRateSwitches: Set<UInt64> = Set(
    ["setDisplayFPS", "setDisplayStats", "displayFPS", "displayStats"].map {
      hash(Array($0.utf8)[...]).value
    })

  /// Whether `:` or `=`, then `YES` or `true`, follow `index` (blanks
  /// allowed).
  private static func isSetToYes(after index: Int, in bytes: [UInt8]) -> Bool {
    isSet(after: index, to: "YES", in: bytes) || isSet(after: index, to: "true", in: bytes)
  }

  /// Whether the member that ends at `index` is set to `value`: `[director
  /// enableRetinaDisplay:YES]`, `.displayStats = YES`, C++'s
  /// `director->enableRetinaDisplay(true)` (cocos2d-x), a string
  /// (`:@"-hd"`, `("-hd")`).
  private static func isSet(after index: Int, to value: String, in bytes: [UInt8]) -> Bool {
    var position = index
    func skipBlanks() { while position < bytes.count, bytes[position] == .space { position += 1 } }
    skipBlanks()
    guard position < bytes.count, [.colon, .equals, .parenthesis].contains(bytes[position]) else {
      return false
    }
    position += 1
    skipBlanks()
    if position < bytes.count, bytes[position] == .at { position += 1 }
    return bytes[position...].starts(with: value.utf8)
  }

  /// The calls that append a string literal to a name
  /// (`[name stringByAppendingString:@"7"]`, Swift's `name.appending("7")`).
  private static let appendingCalls = [
    "stringByAppendingString:", "stringByAppendingFormat:", "appending(",
  ].map { Array($0.utf8) }

  /// Whether the text up to `index` ends with a call that appends a string
  /// literal (``appendingCalls``); blanks before the literal allowed.
  private static func isAppended(literalEndingAt index: Int, in bytes: [UInt8]) -> Bool {
    var end = index
    while end >= 0, bytes[end] == .space { end -= 1 }
    guard end >= 0 else { return false }
    return appendingCalls.contains { bytes[...end].reversed().starts(with: $0.reversed()) }
  }

  /// Forgets the engine switches read so far: in a header they are in a
  /// macro (cocos2d's `ccMacros.h` spells `enableRetinaDisplay:YES`), not
  /// a call the game makes.
  mutating func forgetEngineSwitches() {
    showsFrameRate = false
    enablesRetinaDisplay = false
    enablesFallbackSuffixes = false
    readsHDOnRetinaPad = false
    searchesCocos2dFolders = false
    disablesRetinaDisplayOnIPad = false
  }

  /// Makes this code a member named `name` of a type the project does
  /// not define (a method of a category of `UIImage`): it runs when
  /// running code names it.
  mutating func defineMember(_ name: String) {
    definitions = [ImageReferences.hash(Array(name.utf8)[...]).value]
    extendedTypes = []
  }

  /// Makes this nib's the names it is loaded by: its own (`ButtonView`,
  /// `ButtonView~ipad.xib` too), and the view controller's that loads it
  /// by default (`ButtonViewController`, for `ButtonView.xib` or
  /// `ButtonViewController.xib`).
  mutating func defineNib(named name: String) {
    definitions = [
      ImageReferences.hash(Array(name.utf8)[...]).value,
      ImageReferences.hash(Array((name + "Controller").utf8)[...]).value,
    ]
    extendedTypes = []
  }

  /// Makes the definitions of this nib that name classes in `views`
  /// (``nonControllerClasses``) names only code that loads nibs spells
  /// (``markNibUses()``): Legacy's `WebViewControls.xib`, named after a
  /// view its code makes with `initWithFrame:`, is never loaded.
  mutating func markNibDefinitions(of views: Set<UInt64>) {
    definitions = Set(
      definitions.map { views.contains($0) ? $0 ^ ImageReferences.nibMark : $0 })
  }

  /// Makes every name this code spells, and the types it defines (whose
  /// own nib it may load by `NSStringFromClass([self class])`), also name
  /// a nib (``markNibDefinitions(of:)``).
  mutating func markNibUses() {
    let spelt = identifiers.union(definitions).union(words)
    identifiers.formUnion(spelt.map { $0 ^ ImageReferences.nibMark })
  }

  /// The type methods code `bytes` declares when it loads a nib by the name of
  /// the type a method runs on (RxXMLY's protocol extension: `static func
  /// loadFromNib() -> Self { Bundle.main.loadNibNamed("\\(self)", …) }`,
  /// Objective-C's `NSStringFromClass([self class])`): calling one loads
  /// the nib named after the type it is called on.
  static func selfNamedNibLoaders(in bytes: [UInt8]) -> Set<UInt64> {
    guard
      ["loadNibNamed", "nibWithNibName", "UINib("].contains(where: {
        bytes.firstIndex(ofBytes: $0) != nil
      }),
      [
        #""\(self)""#, "String(describing: self", "String(describing: Self",
        "NSStringFromClass(self",
        "NSStringFromClass([self class])",
      ].contains(where: { bytes.firstIndex(ofBytes: $0) != nil })
    else { return [] }
    // Type methods only: an instance's initializer that loads its own nib
    // (Legacy's table cell) is called by no name of the type.
    var methods: Set<UInt64> = []
    for marker in ["static func ", "class func "] {
      var index = 0
      while let found = bytes[index...].firstIndex(ofBytes: marker) {
        let start = found + marker.utf8.count
        let end = bytes[start...].firstIndex { !isWordByte($0) } ?? bytes.count
        if start < end { methods.insert(hash(bytes[start..<end]).value) }
        index = end
      }
    }
    // Objective-C: `+ (instancetype)loadFromNib` at a line's start.
    for line in bytes.split(separator: .newline) where line.first == .plus {
      guard let close = line.firstIndex(of: .closingParenthesis) else { continue }
      let name = line[(close + 1)...].drop { $0 == .space }.prefix(while: isWordByte)
      if !name.isEmpty { methods.insert(hash(name).value) }
    }
    return methods
  }

  /// Makes the nib named after the type `type` (a hash) loaded by this
  /// code, which calls a method that loads the nib of its type on it
  /// (``selfNamedNibLoaders(in:)``).
  mutating func markNibUse(ofType type: UInt64) {
    identifiers.insert(type ^ ImageReferences.nibMark)
  }

  /// A call of a method on a type: `X.m(` or `[X m]`, by their hashes.
  struct TypeCall: Sendable {
    var type: UInt64
    var method: UInt64
  }

  /// The calls of code `bytes` on a type, a capitalized name: Swift's
  /// `HCMineHeaderView.loadFromNib(`, Objective-C's `[FigureCell cell]`.
  static func typeCalls(in bytes: [UInt8]) -> [TypeCall] {
    func name(endingAt end: Int) -> Range<Int>? {
      var start = end
      while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
      return start < end ? start..<end : nil
    }
    var calls: [TypeCall] = []
    for index in bytes.indices where bytes[index] == .parenthesis || bytes[index] == .closingBracket
    {
      guard let method = name(endingAt: index), method.lowerBound > 0 else { continue }
      let separator = bytes[method.lowerBound - 1]
      let isSwift = bytes[index] == .parenthesis && separator == .dot
      let isObjectiveC = bytes[index] == .closingBracket && separator == .space
      guard isSwift || isObjectiveC, let type = name(endingAt: method.lowerBound - 1),
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[type.lowerBound]),
        !isObjectiveC || type.lowerBound > 0 && bytes[type.lowerBound - 1] == .openingBracket
      else { continue }
      calls.append(TypeCall(type: hash(bytes[type]).value, method: hash(bytes[method]).value))
    }
    return calls
  }

  /// What ``markNibUses()`` mixes into a name.
  private static let nibMark: UInt64 = 0x6a09_e667_f3bc_c909

  /// The calls and types that load a nib.
  private static let nibLoaders = words([
    "loadNibNamed", "nibWithNibName", "UINib", "initWithNibName", "registerNib", "nibName",
    "instantiateWithOwner",
  ])

  /// Merges what the file `other` says.
  mutating func formUnion(_ other: ImageReferences) {
    words.formUnion(other.words)
    codeWords.formUnion(other.codeWords)
    plainStems.formUnion(other.plainStems)
    plainSpellings.formUnion(other.plainSpellings)
    stemsWithImageExtension.formUnion(other.stemsWithImageExtension)
    stemsOtherwise.formUnion(other.stemsOtherwise)
    stemsAndExtensions.formUnion(other.stemsAndExtensions)
    spelledFileStems.formUnion(other.spelledFileStems)
    catalogSymbols.formUnion(other.catalogSymbols)
    guardedWords.merge(other.guardedWords) { $0.union($1) }
    caseNamesOfEnum.merge(other.caseNamesOfEnum) { $0.union($1) }
    iteratedEnums.formUnion(other.iteratedEnums)
    guardedWholeValues.merge(other.guardedWholeValues) { $0.union($1) }
    guardedParts.merge(other.guardedParts) { $0 + $1 }
    webWords.formUnion(other.webWords)
    nibWords.formUnion(other.nibWords)
    nibDraws.merge(other.nibDraws) { $0.union($1) }
    recordedSizes.merge(other.recordedSizes) { first, _ in first }
    particleWords.formUnion(other.particleWords)
    stretchedWords.formUnion(other.stretchedWords)
    tiledWords.formUnion(other.tiledWords)
    ownSizeNames.formUnion(other.ownSizeNames)
    uikitNames.formUnion(other.uikitNames)
    otherNames.formUnion(other.otherNames)
    spriteNames.formUnion(other.spriteNames)
    openGLNames.formUnion(other.openGLNames)
    listedFolders.formUnion(other.listedFolders)
    unclassifiedNames.formUnion(other.unclassifiedNames)
    wholeValues.formUnion(other.wholeValues)
    spacedTexts.formUnion(other.spacedTexts)
    prefixes.formUnion(other.prefixes)
    numberPrefixes.formUnion(other.numberPrefixes)
    framedNumbers.formUnion(other.framedNumbers)
    suffixes.formUnion(other.suffixes)
    shortSuffixes.formUnion(other.shortSuffixes)
    unlinkedWords.formUnion(other.unlinkedWords)
    unclaimedReturns.merge(other.unclaimedReturns) { $0.union($1) }
    outletsOfForeignMethods.merge(other.outletsOfForeignMethods) { $0.union($1) }
    outletWords.merge(other.outletWords) { $0.union($1) }
    outletAliases.merge(other.outletAliases) { $0.union($1) }
    outletDraws.merge(other.outletDraws) { $0.union($1) }
    webDraws.merge(other.webDraws) { $0.union($1) }
    modelDraws.merge(other.modelDraws) { $0.merging($1) { $0.union($1) } }
    literalLabels.merge(other.literalLabels) { $0.union($1) }
    loaderLabels.formUnion(other.loaderLabels)
    unsizedWebWords.formUnion(other.unsizedWebWords)
    spriteScales.merge(other.spriteScales) { max($0, $1) }
    phoneWords.formUnion(other.phoneWords)
    padWords.formUnion(other.padWords)
    wordsOutsideIdiomBranches.formUnion(other.wordsOutsideIdiomBranches)
    showsFrameRate = showsFrameRate || other.showsFrameRate
    enablesRetinaDisplay = enablesRetinaDisplay || other.enablesRetinaDisplay
    enablesFallbackSuffixes = enablesFallbackSuffixes || other.enablesFallbackSuffixes
    readsHDOnRetinaPad = readsHDOnRetinaPad || other.readsHDOnRetinaPad
    searchesCocos2dFolders = searchesCocos2dFolders || other.searchesCocos2dFolders
    usesCocos2dBefore3 = usesCocos2dBefore3 || other.usesCocos2dBefore3
    usesCocos2dX = usesCocos2dX || other.usesCocos2dX
    disablesRetinaDisplayOnIPad = disablesRetinaDisplayOnIPad || other.disablesRetinaDisplayOnIPad
    namesNumbers = namesNumbers || other.namesNumbers
    appendsNumbers = appendsNumbers || other.appendsNumbers
  }

  /// Which of the code `files` (each read alone) can run: code that is
  /// always used or extends a type the project does not define, and code
  /// defining or extending a type, or defining a C constant, that running
  /// code, or a file of
  /// `others` (nibs, storyboards, plists, read together), names, to a
  /// fixed point. Simplenote's `SPAcitivitySafari`, imported but never
  /// created, loads no image. All of it when none starts the program (a
  /// library's folder: what uses it is elsewhere).
  static func running(_ files: [ImageReferences], others: ImageReferences) -> [Bool] {
    guard files.contains(where: \.startsProgram) else {
      return files.map { _ in true }
    }
    // Code extending a type the project does not define (UIKit's, a
    // library's) runs; code extending the project's own runs with it:
    // WePeiYang's `extension LostFoundPageViewController`, whose screen
    // only commented-out lines open, loads nothing.
    let defined = files.reduce(into: Set<UInt64>()) { $0.formUnion($1.definitions) }
    var isRunning = files.map { file in
      file.isAlwaysUsed || file.definitions.isEmpty && file.extendedTypes.isEmpty
        || !file.extendedTypes.isSubset(of: defined)
    }
    var named = others.words.union(others.identifiers)
    for (file, runs) in zip(files, isRunning) where runs {
      named.formUnion(file.identifiers)
      named.formUnion(file.words)
    }
    var changed = true
    while changed {
      changed = false
      // What a constant used by running code holds (Entellus's
      // `let page = EAIntroPage(customViewFromNibNamed: "CftLoc1")`, read
      // on the next line) is used too: the nib it names is loaded.
      for index in files.indices where isRunning[index] {
        for (name, guarded) in files[index].guardedWords
        where named.contains(name) && !guarded.isSubset(of: named) {
          named.formUnion(guarded)
          changed = true
        }
      }
      for index in files.indices
      where !isRunning[index]
        && !(files[index].definitions.isDisjoint(with: named)
          && files[index].extendedTypes.isDisjoint(with: named)
          && files[index].constants.isDisjoint(with: named))
      {
        isRunning[index] = true
        changed = true
        named.formUnion(files[index].identifiers)
        named.formUnion(files[index].words)
      }
    }
    return isRunning
  }

  /// The byte after `index` and the blanks that follow it, or 0.
  /// Whether the argument after `index` (`:`, then up to `]` or the
  /// line's end) is true off an iPad only: it negates an iPad test
  /// (`!isDeviceIPad()`, `idiom != UIUserInterfaceIdiomPad`).
  /// Whether the code at `index` runs only off an iPad: in the braced
  /// block of an `if` whose condition negates an iPad test (DeepSeaHunt's
  /// `if (!isPad) {`, `!= UIUserInterfaceIdiomPad`) or tests for a phone,
  /// or in the `else` block after an `if` that tests for an iPad.
  static func runsOnlyOffIPad(at index: Int, in bytes: [UInt8]) -> Bool {
    // The `{` that opens the innermost block around `index`.
    func opening(before end: Int) -> Int? {
      var depth = 0
      var position = end
      while position > 0 {
        position -= 1
        if bytes[position] == .closingBrace {
          depth += 1
        } else if bytes[position] == .brace {
          if depth == 0 { return position }
          depth -= 1
        }
      }
      return nil
    }
    // The words before a block's `{`, back to the statement before it,
    // trimmed and lowercased.
    func head(of brace: Int) -> (text: [UInt8], start: Int) {
      var start = brace
      while start > 0, ![.semicolon, .brace, .closingBrace].contains(bytes[start - 1]) {
        start -= 1
      }
      let isBlank = { (byte: UInt8) in byte == .space || byte == .tab || byte == .newline }
      let words = bytes[start..<brace].drop(while: isBlank).reversed().drop(while: isBlank)
      return (words.reversed().map { isLetter($0) ? $0 | 0x20 : $0 }, start)
    }
    // Whether a condition picks the iPad (`true`) or the phone (`false`).
    func picksIPad(_ condition: [UInt8]) -> Bool? {
      guard condition.starts(with: "if".utf8) else { return nil }
      let negated = { (word: Int) in condition[..<word].contains(UInt8(ascii: "!")) }
      if let pad = condition.firstIndex(ofBytes: "pad") { return !negated(pad) }
      if let phone = condition.firstIndex(ofBytes: "phone") { return negated(phone) }
      return nil
    }
    guard let brace = opening(before: index) else { return false }
    let (text, start) = head(of: brace)
    if let pad = picksIPad(text) { return !pad }
    // `} else {` after `if (isPad) { … }`.
    guard text.elementsEqual("else".utf8), start > 0, bytes[start - 1] == .closingBrace,
      let ifBrace = opening(before: start - 1)
    else { return false }
    return picksIPad(head(of: ifBrace).text) == true
  }

  private static func isNotIPad(after index: Int, in bytes: [UInt8]) -> Bool {
    guard next(after: index, in: bytes) == .colon else { return false }
    let argument = bytes[index...].prefix { $0 != .closingBracket && $0 != .newline }
    var lowercased = argument.map { $0 | 0x20 }[...]
    guard
      let pad = lowercased.firstIndex(ofBytes: "ipad") ?? lowercased.firstIndex(ofBytes: "idiompad")
    else { return false }
    lowercased = lowercased[..<pad]
    return lowercased.contains(UInt8(ascii: "!"))
  }

  /// Whether `=`, not `==`, follows `index` (blanks aside).
  static func isAssigned(after index: Int, in bytes: [UInt8]) -> Bool {
    var position = index
    while position < bytes.count, bytes[position] == .space || bytes[position] == .tab {
      position += 1
    }
    return position + 1 < bytes.count && bytes[position] == .equals
      && bytes[position + 1] != .equals
  }

  static func next(after index: Int, in bytes: [UInt8]) -> UInt8 {
    var position = index
    while position < bytes.count, bytes[position] == .space || bytes[position] == .tab {
      position += 1
    }
    return position < bytes.count ? bytes[position] : 0
  }

  private static func words(_ list: [String]) -> Set<UInt64> {
    Set(list.map { hash(Array($0.utf8)[...]).value })
  }

  /// Whether the declaration whose name starts at `index` is `public` or
  /// `open`: its statement, back to a line's start, `;`, `{` or `}` (a
  /// minified script is one line of thousands of statements).
  private static func isPublic(declarationBefore index: Int, in bytes: [UInt8]) -> Bool {
    declaration(before: index, in: bytes, contains: "public")
      || declaration(before: index, in: bytes, contains: "open")
  }

  /// Whether the declaration before `index` (from the start of its line
  /// or statement) has the word `word`.
  private static func declaration(before index: Int, in bytes: [UInt8], contains word: String)
    -> Bool
  {
    var start = index
    while start > 0, index - start < 200,
      ![.newline, .semicolon, .brace, .closingBrace].contains(bytes[start - 1])
    {
      start -= 1
    }
    return bytes[start..<index].split { !isWordByte($0) }.contains { $0.elementsEqual(word.utf8) }
  }

  /// The words before a constant's name (Swift's `let` and `var`, a C
  /// `const`, a macro's `define`, an enum's `case` with a raw value).
  private static let declarers = words(["let", "var", "const", "define", "case"])
  private static let defineWord = hash(Array("define".utf8)[...]).value
  private static let cDeclarers = words(["const", "define"])

  /// The words before a type's name in its definition.
  private static let definers = words([
    "@implementation", "@interface", "@protocol", "class", "struct", "enum", "actor", "protocol",
  ])
  private static let implementationWord = hash(Array("@implementation".utf8)[...]).value
  private static let interfaceWord = hash(Array("@interface".utf8)[...]).value
  /// Words after `class` that define no type (`class func`).
  private static let declarationKeywords = words([
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "public",
    "private", "internal", "open", "fileprivate", "static", "convenience", "required", "case",
  ])
  /// Words that start a program.
  private static let programStarts = words([
    "@main", "@UIApplicationMain", "@NSApplicationMain", "UIApplicationMain",
    "NSApplicationMain",
  ])
  private static let extensionWord = hash(Array("extension".utf8)[...]).value
  private static let mainWord = hash(Array("main".utf8)[...]).value

  /// The index after the first of ``symbolPrefixes`` in `token`, if any
  /// (a plain loop: a generic search costs more than the rest of the read).
  private static func end(ofSymbolPrefixIn token: ArraySlice<UInt8>) -> Int? {
    for start in token.indices {
      for prefix in symbolPrefixes where token[start...].starts(with: prefix) {
        return start + prefix.count
      }
    }
    return nil
  }

  /// What generated asset symbols start with, before the set's name.
  private static let symbolPrefixes = [
    "R.image.", "Asset.", "ACImageName", "UIImage.", "NSImage.", "ImageResource.",
  ].map {
    Array($0.utf8)
  }

  /// Whether the `"` at `index` opens the first argument of a logging call
  /// (`NSLog(@"…`, cocos2d's `CCLOG(@"…`, Swift's `print("…`) or a later
  /// one of an assertion (`NSAssert(background != nil, @"background.png
  /// not found")`: Pandalgebra's three cocos2d images, else taken for
  /// UIKit's too).
  private static func isLogged(literalAt index: Int, in bytes: [UInt8]) -> Bool {
    var before = index - 1
    if before >= 0, bytes[before] == .at { before -= 1 }
    while before >= 0, bytes[before] == .space { before -= 1 }
    if before >= 0, bytes[before] == .comma {
      return isAssertionArgument(after: before, in: bytes)
    }
    guard before >= 0, bytes[before] == .parenthesis else { return false }
    var start = before
    while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
    return loggingCalls.contains(hash(bytes[start..<before]).value)
  }

  /// Whether the literal at `index` is a text the app shows: the value
  /// of a title, text, placeholder or message (`setTitle:@"Done"`,
  /// `initWithTitle:@"Done"`, `.text = "…"`, `UITabBarItem(title: "Home",
  /// image: …)`), an HTTP method, an SF Symbol's name
  /// (`Image(systemName: "arrow.clockwise")`), or the name of a sprite sheet's frame
  /// (`spriteWithSpriteFrameName:@"sv_anim_1.png"`, a key of the sheet's
  /// plist, not a file). Pipture's unused `done.png` was named only by
  /// its Done buttons' titles, SpaceViking's leftover `sv_anim_1.png`
  /// only as a frame of its atlas.
  private static func namesNoFile(literalAt index: Int, in bytes: [UInt8]) -> Bool {
    // An HTTP method (`setHTTPMethod:@"POST"`, `kPost = @"POST"`): TangoTab's
    // unused `post.png`.
    let text = literal(from: index + 1, closedBy: bytes[index], in: bytes)
    if httpMethods.contains(where: { text.elementsEqual($0.utf8) }) { return true }
    if isSubscriptKey(text, in: bytes) || isParameterKey(text, in: bytes)
      || isWebPathWithQuery(text)
    {
      return true
    }
    guard let label = label(ofLiteralAt: index, in: bytes) else { return false }
    // An attributed string's text (LuzoTV's placeholders,
    // `NSAttributedString(string: "Country", …)`).
    if label.elementsEqual("string".utf8) { return true }
    // Through a format or a localization (Cashbury's `.text =
    // [NSString stringWithFormat:@"Ready to enjoy"]`, Swift's
    // `String(format:`, `NSLocalizedString(`), a text shown: not a
    // variable's name (CocoHunt's `frameName = [NSString
    // stringWithFormat:@"Exploding_Coconut_%d.png", i]` loads files).
    if ends(label, withAnyOf: wrapperLabels) {
      let call = start(ofCallLabelled: label, in: bytes)
      let outer = call.flatMap { self.label(ofLiteralAt: $0, in: bytes) }
      // A localization's key is a text's (Bilibili's `finished ?
      // NSLocalizedString(@"bangumi_finished", …) : …`), unless its value is
      // an image's name (`imageNamed:NSLocalizedString(@"logo", nil)`).
      if ends(label, withAnyOf: [localizationLabel]) {
        return !(outer.map(namesImage) ?? false)
      }
      return outer.map { ends($0, withAnyOf: shownTextLabels) } ?? false
    }
    return ends(label, withAnyOf: noFileLabels)
  }

  /// Whether the literal `text` is a dictionary literal's key whose value
  /// is a variable named after it (LuzoTV's request parameters,
  /// `["gender": gender, "age_Range": ageRange]`, Objective-C's
  /// `@{@"gender": gender}`, DSCVR's analytics `["cardboard":
  /// cardboardDescription]`): a parameter's name, not a file. A key of
  /// another value may name one (Awful's `"ik": "internet knight"` is the
  /// role its `ik.png` badges).
  private static func isParameterKey(_ text: ArraySlice<UInt8>, in bytes: [UInt8]) -> Bool {
    var after = text.endIndex + 1
    while after < bytes.count, bytes[after] == .space || bytes[after] == .tab { after += 1 }
    guard after < bytes.count, bytes[after] == .colon else { return false }
    after += 1
    while after < bytes.count, bytes[after] == .space || bytes[after] == .tab { after += 1 }
    let value = bytes[after...].prefix(while: isWordByte)
    return !value.isEmpty && normalized(value).starts(with: normalized(text))
  }

  /// Whether the literal `text` is a web path with a query (1000 Italy's
  /// `@"%@%@/comment/%@?token=%@"`): its segments name the server's
  /// resources, not the bundle's `comment.png`.
  private static func isWebPathWithQuery(_ text: ArraySlice<UInt8>) -> Bool {
    guard text.contains(.slash), let question = text.firstIndex(of: UInt8(ascii: "?")) else {
      return false
    }
    let key = text[(question + 1)...].prefix(while: isWordByte)
    return !key.isEmpty && key.endIndex < text.endIndex && text[key.endIndex] == .equals
  }

  /// Whether the literal `text` is the whole key of a subscript
  /// (berkeley-mobile's `json["Email"]`, Objective-C's `info[@"icon"]`): a
  /// key, not a file, whatever the dictionary holds. An array's one
  /// element (`= ["back"]`) is no subscript.
  private static func isSubscriptKey(_ text: ArraySlice<UInt8>, in bytes: [UInt8]) -> Bool {
    var open = text.startIndex - 1
    if open > 0, bytes[open - 1] == .at { open -= 1 }
    guard open > 1, bytes[open - 1] == .openingBracket, text.endIndex < bytes.count,
      next(after: text.endIndex + 1, in: bytes) == .closingBracket
    else { return false }
    let before = bytes[open - 2]
    return isWordByte(before) && before != .dot && before != .at || before == .closingParenthesis
      || before == .closingBracket || before == UInt8(ascii: "?") || before == .exclamation
  }

  /// The ends of the labels of a text the app shows, lowercased.
  private static let shownTextLabels = ["title", "titles", "text", "placeholder", "message"].map {
    Array($0.utf8)
  }

  /// The labels of calls that pass a text on: a format, a localization.
  private static let wrapperLabels = ["format", "localizedstring"].map { Array($0.utf8) }
  private static let localizationLabel = Array("localizedstring".utf8)

  /// Whether a call's label takes an image's name or file (`imageNamed:`,
  /// `named:`, `spriteWithFile:`, `contentsOfFile:`).
  private static func namesImage(_ label: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: label, as: UTF8.self).lowercased()
    return text.contains("image") || text.hasSuffix("named") || text.contains("file")
      || text.contains("sprite")
  }

  /// Where the call whose label is `label` starts: its `[` in Objective-C
  /// (`[NSString stringWithFormat:`), its type's name in Swift
  /// (`String(format:`), or the label itself when it is the function's
  /// name (`NSLocalizedString(`).
  private static func start(ofCallLabelled label: ArraySlice<UInt8>, in bytes: [UInt8]) -> Int? {
    if next(after: label.endIndex, in: bytes) == .parenthesis { return label.startIndex }
    var index = label.startIndex
    func skipBlanks() {
      while index > 0, bytes[index - 1] == .space || bytes[index - 1] == .tab { index -= 1 }
    }
    skipBlanks()
    if index > 0, bytes[index - 1] == .parenthesis {
      index -= 1
      skipBlanks()
      let end = index
      while index > 0, isWordByte(bytes[index - 1]) { index -= 1 }
      return index < end ? index : nil
    }
    while index > 0, isWordByte(bytes[index - 1]) { index -= 1 }
    skipBlanks()
    guard index > 0, bytes[index - 1] == .openingBracket else { return nil }
    return index - 1
  }

  /// The ends of the labels whose values name no file, lowercased.
  private static let noFileLabels = [
    "title", "titles", "text", "placeholder", "message", "framename", "framebyname", "systemname",
    // A dictionary's or the defaults' key (`setObject:name forKey:@"login"`),
    // a key path (WoowTag's `valueForKeyPath:@"tags"`).
    "forkey", "forkeypath",
    // A comparison's operand (UPregnancyTime's HTTP header check
    // `isEqualToString:@"close"`, Swift's `hasPrefix("http")`).
    "isequaltostring", "isequal", "hasprefix", "hassuffix", "compare",
    // A segue's, a cell's, a view controller's identifier (BolBox's
    // `performSegue(withIdentifier: "edit", sender: nil)`).
    "identifier",
  ].map { Array($0.utf8) }

  /// The end of the labels whose values name a folder (`inDirectory:`,
  /// `subdirectory:`).
  private static let folderLabels = [Array("directory".utf8)]

  /// The literal type a call gives before the literal at `index`
  /// (`ofType:@"html"`, `withExtension: "png"`), within its statement.
  private static func typeOfCall(before index: Int, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    var start = index
    while start > max(0, index - 200), bytes[start - 1] != UInt8(ascii: ";"),
      bytes[start - 1] != UInt8(ascii: "{")
    {
      start -= 1
    }
    var found: ArraySlice<UInt8>?
    var cursor = start
    while let quote = bytes[cursor..<index].firstIndex(of: .quote) {
      let value = literal(from: quote + 1, closedBy: .quote, in: bytes)
      if let label = label(ofLiteralAt: quote, in: bytes), ends(label, withAnyOf: typeLabels) {
        found = value
      }
      cursor = value.endIndex + 1
      guard cursor < index else { break }
    }
    return found
  }

  /// The end of the labels whose values are a file type (`ofType:`,
  /// `withExtension:`).
  private static let typeLabels = [Array("type".utf8), Array("extension".utf8)]

  /// Whether `label` ends with one of `ends` (lowercase), letter case
  /// aside: read before every string literal of code, so without
  /// allocating.
  private static func ends(_ label: ArraySlice<UInt8>, withAnyOf ends: [[UInt8]]) -> Bool {
    ends.contains { end in
      label.count >= end.count
        && zip(label.suffix(end.count), end).allSatisfy { $0 | 0x20 == $1 }
    }
  }

  /// The label or name the literal at `index` is the value of (`setTitle`
  /// for `setTitle:@"Done"`, `text` for `.text = "…"`, `inDirectory` for
  /// `inDirectory:@"FlagIcons"`), if any; not a comparison's operand.
  private static func label(ofLiteralAt index: Int, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    var before = index - 1
    if before >= 0, bytes[before] == .at { before -= 1 }
    while before >= 0, bytes[before] == .space || bytes[before] == .tab { before -= 1 }
    guard before > 0, [.colon, .equals, .parenthesis].contains(bytes[before]),
      bytes[before - 1] != .equals, bytes[before - 1] != .exclamation
    else { return nil }
    var end = before
    while end > 0, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
    var start = end
    while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
    return bytes[start..<end]
  }

  /// Whether the identifier at `index` is the name a method or function
  /// is declared with: Objective-C's `- (NSArray *)loadingImages` (a line
  /// starting with `-` or `+` outside braces), Swift's `func loadingImages(`.
  private static func declaresMethod(at index: Int, depth: Int, in bytes: [UInt8]) -> Bool {
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") {
      before -= 1
    }
    guard before >= 0 else { return false }
    if bytes[before] == UInt8(ascii: ")") {
      guard depth == 0 else { return false }
      var start = before
      while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      let first = bytes[start..<before].first {
        $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t")
      }
      return first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
    }
    return before >= 3 && bytes[(before - 3)...before].elementsEqual("func".utf8)
      && (before == 3 || !isWordByte(bytes[before - 4]))
  }

  /// Whether the `,` at `comma` separates arguments of an assertion call
  /// on its line (`NSAssert(`, `NSCAssert(`, `CCAssert(`, `assert(`,
  /// `precondition(`).
  private static func isAssertionArgument(after comma: Int, in bytes: [UInt8]) -> Bool {
    var depth = 0
    var index = comma - 1
    while index >= 0 {
      switch bytes[index] {
      case .newline, .semicolon, .brace: return false
      case .closingParenthesis: depth += 1
      case .parenthesis:
        guard depth == 0 else {
          depth -= 1
          break
        }
        var start = index
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        return assertionCalls.contains(hash(bytes[start..<index]).value)
      default: break
      }
      index -= 1
    }
    return false
  }

  private static let assertionCalls = words([
    "NSAssert", "NSAssert1", "NSAssert2", "NSAssert3", "NSCAssert", "NSCAssert1", "NSCAssert2",
    "CCAssert", "CCASSERT", "assert", "precondition",
  ])

  private static let httpMethods = ["GET", "POST", "PUT", "DELETE", "HEAD", "PATCH", "OPTIONS"]

  private static let loggingCalls = words([
    "NSLog", "NSLogv", "CCLOG", "CCLOGINFO", "CCLOGWARN", "CCLOGERROR", "CCLog", "DLog", "ALog",
    "print", "debugPrint", "printf", "fatalError", "assertionFailure", "preconditionFailure",
    "os_log", "NSLogDebug", "DDLogInfo", "DDLogDebug", "DDLogWarn", "DDLogError",
    "DDLogVerbose",
    // CocoaAsyncSocket's (rainmachine's `LogVerbose(@"close(socketFD)")`).
    "LogVerbose", "LogInfo", "LogWarn", "LogError", "LogTrace", "LogCVerbose", "LogCInfo",
    "LogCWarn", "LogCError", "LogCTrace",
  ])

  /// Whether only blanks stand before `index` on its line.
  private static func startsLine(at index: Int, in bytes: [UInt8]) -> Bool {
    var before = index - 1
    while before >= 0, bytes[before] == .space || bytes[before] == .tab { before -= 1 }
    return before < 0 || bytes[before] == .newline
  }

  /// Whether `byte` opens a quoted value or an element's text.
  private static func opensValue(_ byte: UInt8) -> Bool {
    byte == .quote || byte == .apostrophe || byte == .greater
  }

  /// Whether `byte` closes a quoted value or an element's text.
  private static func closesValue(_ byte: UInt8) -> Bool {
    byte == .quote || byte == .apostrophe || byte == .less
  }

  /// Whether the text before `index` (blanks aside) is `resource:` or
  /// ends an image's initializer call (`Image(`, `UIImage(`).
  private static func isImageArgument(before index: Int, in bytes: [UInt8]) -> Bool {
    var end = index
    while end > 0, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
    let text = bytes[..<end]
    return text.suffix(9).elementsEqual("resource:".utf8)
      || text.suffix(6).elementsEqual("Image(".utf8)
  }

  static let caseWord = hash(Array("case".utf8)[...]).value
  private static let enumWord = hash(Array("enum".utf8)[...]).value

  /// Whether the enum declared after `index` takes `String` raw values:
  /// `Icon: String {`, `Icon: String, CaseIterable {` on the same line.
  private static func declaresStringRawValues(after index: Int, in bytes: [UInt8]) -> Bool {
    let line = bytes[index...].prefix { $0 != .newline && $0 != .brace }
    guard let colon = line.firstIndex(of: .colon) else { return false }
    return line[(colon + 1)...].split { !isWordByte($0) }.contains {
      $0.elementsEqual("String".utf8)
    }
  }

  /// Whether the `#` at `index` starts a directive that names files but
  /// loads none (`#import`, `#include`, `#pragma mark`, `#warning`, ...).
  private static func isDirective(at index: Int, in bytes: [UInt8]) -> Bool {
    guard startsLine(at: index, in: bytes) else { return false }
    let rest = bytes[(index + 1)...]
    return directives.contains { rest.starts(with: $0) }
  }

  private static let directives = ["import", "include", "pragma", "warning", "error"].map {
    Array($0.utf8)
  }

  /// The file names that `#import` and `#include` lines of `bytes` name
  /// (`"Sub/Rain.h"` and `<Kit/Kit.h>` name `Rain.h` and `Kit.h`).
  static func importedFileNames(in bytes: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    for hash in bytes.indices where bytes[hash] == .hash && startsLine(at: hash, in: bytes) {
      let rest = bytes[(hash + 1)...].drop { $0 == .space || $0 == .tab }
      guard rest.starts(with: "import".utf8) || rest.starts(with: "include".utf8),
        let open = rest.prefix(200).firstIndex(where: { $0 == .quote || $0 == .less })
      else { continue }
      let close: UInt8 = bytes[open] == .quote ? .quote : .greater
      let path = bytes[(open + 1)...].prefix { $0 != close && $0 != .newline }
      let name = path.split(separator: .slash).last ?? []
      if !name.isEmpty { names.insert(String(decoding: name, as: UTF8.self)) }
    }
    return names
  }

  /// Whether `index` is in the first branch of an `#if` or `#ifdef` whose
  /// condition names `DEBUG` (`#if COCOS2D_DEBUG == TRUE`, `#ifdef DEBUG`).
  private static func isInDebugBlock(_ index: Int, in bytes: [UInt8]) -> Bool {
    var depth = 0
    var end = index
    while end > 0 {
      let start = bytes[..<end].lastIndex(of: .newline).map { $0 + 1 } ?? 0
      let line = bytes[start..<end].drop { $0 == .space || $0 == .tab }
      end = start - 1
      guard line.first == .hash else { continue }
      let directive = line.dropFirst().drop { $0 == .space || $0 == .tab }
      if directive.starts(with: "endif".utf8) {
        depth += 1
      } else if directive.starts(with: "if".utf8) {
        if depth == 0 { return directive.firstIndex(ofBytes: "DEBUG") != nil }
        depth -= 1
      } else if depth == 0, directive.starts(with: "el".utf8) {
        return false
      }
    }
    return false
  }

  /// The index after the `*/` that closes a block comment, or the end.
  private static func end(ofBlockCommentFrom start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == .star, bytes[index + 1] == .slash { return index + 2 }
      index += 1
    }
    return bytes.count
  }

  /// Letters, digits, `-`, `_`, `.`, `@`, `~` and every byte of a
  /// non-ASCII character: what file names are made of.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), .hyphen, .underscore, .dot, .at, .tilde, 0x80...:
      return true
    default: return false
    }
  }

  /// Whether `bytes` hold a word whose hash is in `words`.
  static func spells(anyOf words: Set<UInt64>, in bytes: [UInt8]) -> Bool {
    bytes.split(whereSeparator: { !isWordByte($0) }).contains { words.contains(hash($0).value) }
  }

  /// A byte of a file's name as databases keep it: ASCII letters,
  /// digits, `-`, `_`, `@` and `~`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte != .dot && isWordByte(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isPartSeparator(_ byte: UInt8) -> Bool {
    byte == .dot || byte == .at || byte == .tilde
  }

  /// Lowercased ASCII, without `-`, `_` and spaces.
  static func normalized(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    for byte in bytes where byte != .hyphen && byte != .underscore && byte != .space {
      result.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
    }
    return result
  }

  /// The FNV-1a hash (64 bits: stable, and cheap enough for every word of
  /// a project) of `bytes` as ``normalized(_:)`` writes them, and how
  /// many bytes that is, without building the normalized word.
  /// With `keepingCase`, capitals are hashed as they are.
  static func hash(_ bytes: some Collection<UInt8>, keepingCase: Bool = false) -> (
    value: UInt64, count: Int
  ) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var count = 0
    for byte in bytes where byte != .hyphen && byte != .underscore && byte != .space {
      let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      hash ^= UInt64(isCapital && !keepingCase ? byte | 0x20 : byte)
      hash &*= 0x100_0000_01b3
      count += 1
    }
    return (hash, count)
  }

  /// ``hash(_:)``, told apart for a word in capitals (`NO`, `YES`,
  /// `FCPXML`: two or more capitals and no lower-case letter), which
  /// names only an image whose name is in capitals too
  /// (``names(_:isCatalogSet:)``): a device's file system tells case,
  /// and Objective-C's `YES` and `NO` are everywhere (Taka's `no.png`).
  static func spelledHash(_ bytes: ArraySlice<UInt8>) -> (value: UInt64, count: Int) {
    let word = hash(bytes)
    return isSpeltInCapitals(bytes) ? (word.value ^ capitalsMark, word.count) : word
  }

  /// The hash of a whole value: ``spelledHash(_:)``, or for a name of one
  /// or two letters, which only whole values name, with its letter case
  /// (Taka's `@"No"`, a profile's answer, is not its `no.png`).
  static func wholeValueHash(_ bytes: some Collection<UInt8>) -> UInt64 {
    let word = spelledHash(ArraySlice(bytes))
    guard word.count <= 2 else { return word.value }
    return hash(bytes, keepingCase: true).value ^ capitalsMark
  }

  /// The FNV-1a hash of `bytes` without letter case, separators kept
  /// (``namesOnlyLookAlikes(_:)``).
  static func separatedHash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }

  /// The FNV-1a hash of `bytes` as they are, case and separators kept
  /// (``namesWithoutScale(_:exactly:)``).
  static func exactHash(_ bytes: some Collection<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }

  /// What ``spelledHash(_:)`` mixes into a word in capitals.
  static let capitalsMark: UInt64 = 0x9e37_79b9_7f4a_7c15
  /// What ``insertWord(_:isPhrase:)`` mixes into a phrase with spaces.
  static let phraseMark: UInt64 = 0xc2b2_ae3d_27d4_eb4f

  /// Whether `bytes` hold two or more capitals and no other letter.
  static func isSpeltInCapitals(_ bytes: some Sequence<UInt8>) -> Bool {
    var capitals = 0
    for byte in bytes {
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        capitals += 1
      } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte >= 0x80 {
        return false
      }
    }
    return capitals >= 2
  }

  private static let formatFlags: Set<UInt8> = Set("0123456789.-+# ".utf8)
  private static let formatLengths: Set<UInt8> = Set("hlqLjzt".utf8)
  private static let formatConversions: Set<UInt8> = Set("@diouxXfFeEgGcsSp".utf8)
  private static let integerConversions: Set<UInt8> = Set("diouxX".utf8)
}

extension UInt8 {
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let newline = UInt8(ascii: "\n")
  static let quote = UInt8(ascii: "\"")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let apostrophe = UInt8(ascii: "'")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let parenthesis = UInt8(ascii: "(")
  fileprivate static let closingParenthesis = UInt8(ascii: ")")
  fileprivate static let closingBracket = UInt8(ascii: "]")
  fileprivate static let openingBracket = UInt8(ascii: "[")
  fileprivate static let brace = UInt8(ascii: "{")
  fileprivate static let closingBrace = UInt8(ascii: "}")
  fileprivate static let dollar = UInt8(ascii: "$")
  fileprivate static let percent = UInt8(ascii: "%")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let hyphen = UInt8(ascii: "-")
  fileprivate static let underscore = UInt8(ascii: "_")
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let tilde = UInt8(ascii: "~")
  static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let exclamation = UInt8(ascii: "!")
  fileprivate static let less = UInt8(ascii: "<")
  fileprivate static let semicolon = UInt8(ascii: ";")
  static let comma = UInt8(ascii: ",")
  fileprivate static let ampersand = UInt8(ascii: "&")
  fileprivate static let greater = UInt8(ascii: ">")
}

extension Collection<UInt8> {
  /// Where `text`'s bytes first start, if anywhere: a plain loop (a
  /// generic search costs more than the rest of a file's read, and
  /// `String.contains` more than the rest of a path's audit).
  func firstIndex(ofBytes text: String) -> Index? {
    let marker = Array(text.utf8)
    guard let head = marker.first else { return startIndex }
    var index = startIndex
    // Only where the first byte matches is the rest compared.
    while let found = self[index...].firstIndex(of: head) {
      if self[found...].starts(with: marker) { return found }
      index = self.index(after: found)
    }
    return nil
  }
}

extension BidirectionalCollection<UInt8> {
  /// The index of the last occurrence of `text`'s bytes.
  func lastIndex(ofBytes text: String) -> Index? {
    let marker = Array(text.utf8)
    return indices.reversed().first { self[$0...].starts(with: marker) }
  }
}
