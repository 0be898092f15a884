import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AssetAudit {
  /// The words of the files below `root` (`listing`, when the caller has
  /// it), read from the real file system, when ``searchesProject`` is on
  /// and the folder holds app code (a folder of resources alone says
  /// nothing about what loads them); `nil` otherwise, or when a folder
  /// below `root` cannot be read.
  ///
  /// `projectFiles` (relative to `root`) are the files an Xcode project
  /// lists: code beside them that it does not list is a leftover no target
  /// compiles (SpookyTower's `QuickGamereold.mm`). With `folders` (paths
  /// relative to `root`), only the files below them are read. `appFolders`
  /// hold the audited app's own files (its `Info.plist`, the nibs it
  /// copies): they run whatever their name (see
  /// ``references(files:appFolders:read:)``); `ignored` files (other
  /// targets' `Info.plist`) are not read. With `ownProject` (the audited
  /// `.xcodeproj`, relative to `root`), a folder that holds another Xcode
  /// project, which the audited one neither lists nor lies in, is another
  /// app's (TangoTab keeps three older copies of itself beside its
  /// project): its files are not read.
  func searchProject(
    at root: String, listing known: ResourceTreeListing? = nil, projectFiles: Set<String>? = nil,
    within folders: Set<String>? = nil, appFolders: Set<String> = [],
    ignoring ignored: Set<String> = [], ownProject: String? = nil
  ) -> ImageReferences? {
    guard searchesProject else { return nil }
    let walker = ResourceTreeWalker(fileSystem: LiveFileSystem())
    guard let listing = known ?? (try? walker.listing(ofTreeAtPath: root)),
      listing.unreadableDirectories.isEmpty
    else { return nil }
    let reader = LiveAuditFileReader(root: root)
    var files = listing.files
    if !ignored.isEmpty { files.removeAll(where: ignored.contains) }
    if let ownProject, let projectFiles {
      let others = AssetAudit.foldersOfOtherProjects(
        in: files, own: ownProject, listed: projectFiles)
      if !others.isEmpty { files.removeAll { AssetAudit.isBelow($0, any: others) } }
    }
    if let folders {
      files.removeAll { !AssetAudit.isBelow($0, any: folders) }
    }
    if let projectFiles {
      let folders = Set(projectFiles.map(AssetAudit.folder(of:)))
      // As a Mac's disk compares them (Balloon Runner lists `Icon-Small.png`
      // for `Icon-small.png`).
      let listed = Set(projectFiles.map { $0.lowercased() })
      files.removeAll { path in
        let pathExtension = AssetAudit.pathExtension(of: path)
        // Java, Kotlin, C# and Lua run in an iOS app only when the project
        // lists them, a folder above them or a file beside them (J2ObjC's
        // model beside Mines' `main.m`, a Lua game's scripts): Cashbury's
        // copy of zxing holds its Java and Android sources, whose strings
        // (`"h"`, `"bg"`) name no image.
        // A nib, storyboard or `Info.plist` the project does not list is in
        // no app (PaidThx's `TweetWordViewController.xib`, jFlash's
        // `XIBs/iPad`, the `Reader-Info.plist` of PsyTrack's vendored
        // reader, whose icons the app never shows).
        if pathExtension == "xib" || pathExtension == "storyboard" || AssetAudit.isInfoPlist(path) {
          return !AssetAudit.isBelow(path.lowercased(), any: listed)
        }
        if AssetAudit.listedOnlyCodeExtensions.contains(pathExtension) {
          return !AssetAudit.isBelow(path, any: projectFiles)
            && !folders.contains(AssetAudit.folder(of: path))
        }
        return AssetAudit.compiledExtensions.contains(pathExtension)
          && !projectFiles.contains(path) && folders.contains(AssetAudit.folder(of: path))
      }
    }
    return AssetAudit.references(
      files: files, appFolders: appFolders,
      readsMacInterfaces: devices.contains { $0.device.idiom == .desktop },
      read: { reader.contents(ofFileAtPath: $0, limit: AssetAudit.referenceFileLimit) })
  }

  /// The folders among `files` that hold an Xcode project other than
  /// `own`, which `listed` (the files `own` lists) does not name, and
  /// which neither hold `own` nor a listed file.
  static func foldersOfOtherProjects(in files: [String], own: String, listed: Set<String>)
    -> Set<String>
  {
    var folders: Set<String> = []
    for path in files {
      let parts = path.split(separator: "/")
      guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcodeproj") }), index > 0
      else { continue }
      let project = parts[...index].joined(separator: "/")
      guard project != own, !listed.contains(project) else { continue }
      folders.insert(parts[..<index].joined(separator: "/"))
    }
    return folders.filter { folder in
      !AssetAudit.isBelow(own, any: [folder])
        && !listed.contains { AssetAudit.isBelow($0, any: [folder]) }
    }
  }

  /// The folder part of a relative path (`""` for a file at the top).
  static func folder(of path: String) -> Substring {
    path.lastIndex(of: "/").map { path[..<$0] } ?? ""
  }

  /// The folder whose files say which images are loaded when the folder
  /// `folder` (an absolute path) is audited, so that `lint Game/Resources`
  /// searches `Game`: the nearest of it and its three parents that holds a
  /// project (`.git`, an Xcode project or workspace, `Package.swift`,
  /// `Podfile`, `CMakeLists.txt`); without one, the farthest parent that
  /// holds code itself (a game's `main.m` beside its `Resources`); else
  /// `folder`. Never `/`, a folder directly below it or the home folder.
  /// A relative path is searched as it is.
  static func referenceRoot(forFolder folder: String, fileSystem: any DirectoryReader) -> String {
    let start = FilePath(folder).lexicallyNormalized()
    guard start.isAbsolute else { return folder }
    let home = getenv("HOME").map { FilePath(String(cString: $0)).lexicallyNormalized() }
    var candidate = start
    var withCode: FilePath?
    for level in 0...3 {
      guard candidate.components.count >= 2, candidate != home else { break }
      if let names = fileSystem.listing(ofDirectoryAtPath: candidate.string)?.names {
        if names.contains(where: isProjectMarker) { return candidate.string }
        if level > 0, names.contains(where: { codeExtensions.contains(pathExtension(of: $0)) }) {
          withCode = candidate
        }
      }
      candidate.removeLastComponent()
    }
    return withCode?.string ?? folder
  }

  /// Whether the entry `name` shows that its folder holds a project (an
  /// Xcode project iCloud has not downloaded still says so).
  private static func isProjectMarker(_ name: String) -> Bool {
    let name = AuditEntry.placeholderTarget(of: name) ?? name
    return projectMarkers.contains(name) || name.hasSuffix(".xcodeproj")
      || name.hasSuffix(".xcworkspace")
  }

  /// The references in the files `paths` (relative to the searched folder),
  /// read with `read`; `nil` when they hold no app code (Swift, Objective-C,
  /// C, C++, C#, Java, Kotlin, Lua: a folder of nibs or a web view's
  /// scripts alone does not say what the app loads), files iCloud has not
  /// downloaded, or too many files to read (then nothing is set apart).
  ///
  /// A data file (a bitmap font, a tile map, a sprite sheet's or level's
  /// plist, JSON) names images only when something names it: slingmath
  /// carries cocos2d's test fonts, whose `.fnt` files name their pages
  /// but which the game never loads. So does a web page or style sheet:
  /// Lacuna's `test.html`, a preview of its web client's star map that
  /// no code opens, names 41 images the app never shows.
  ///
  /// A header is read only when a file `#import`s or `#include`s its name
  /// (Scribbeo's `SavedCode.h`, which nothing imports, names images no
  /// code loads).
  ///
  /// A folder that holds or contains one of `appFolders`, the audited
  /// app's own, runs though its name says otherwise (kass keeps its code,
  /// `Info.plist` and storyboard in `Demo`). Without `readsMacInterfaces`
  /// (no Mac among the audited devices), a Mac's nibs and storyboards are
  /// not read.
  static func references(
    files paths: [String], appFolders: Set<String> = [], readsMacInterfaces: Bool = true,
    read: (String) -> [UInt8]?
  ) -> ImageReferences? {
    // Files iCloud has not downloaded cannot be read: what they load is
    // unknown.
    guard paths.count <= 200_000,
      paths.contains(where: { codeExtensions.contains(pathExtension(of: $0)) }),
      !paths.contains(where: { path in
        let name = String(path.split(separator: "/").last ?? "")
        return AuditEntry.placeholderTarget(of: name).map {
          searchedExtensions.contains(pathExtension(of: $0))
        } ?? false
      })
    else { return nil }
    var references = ImageReferences()
    var dataFiles: [(names: [String], bytes: [UInt8], isWeb: Bool)] = []
    var code: [ImageReferences] = []
    // Paths without extension of the code files, and of the headers that
    // declare a particle system (its implementation loads a texture).
    var codeStems: [Substring] = []
    // The text of each Objective-C declaration, whose methods a category
    // splits (``splittingForeignCategories(_:stems:texts:)``).
    var categories: [ArraySlice<UInt8>?] = []
    var particleStems: Set<Substring> = []
    var total = 0
    var runFolders: Set<Substring> = []
    for folder in appFolders {
      var path = Substring(folder)
      while !path.isEmpty, runFolders.insert(path).inserted {
        path = AssetAudit.folder(of: String(path))
      }
    }
    // Headers, read again once the files that import them are known (kept
    // by path: TanChess holds 741 headers).
    var headers: [String] = []
    var imported: Set<String> = []
    // Methods that load the nib named after the type they are called on.
    var nibLoaderMethods: Set<UInt64> = []
    // Each typed code file's declarations, read again for the type
    // methods they call (`X.m(`, `[X m]`) when there are such loaders.
    var declarationsOfFile: [(path: String, declarations: Range<Int>)] = []
    func readTypedCode(_ path: String, _ bytes: [UInt8], _ pathExtension: String) {
      // `Classes/Rain.m` beside `Classes/Rain.h`.
      let stem = path.dropLast(pathExtension.count + 1)
      let declarations = ImageReferences.declarations(
        in: bytes, isSwift: pathExtension == "swift")
      let first = code.count
      for declaration in declarations {
        var file = ImageReferences()
        file.add(Array(declaration), isCode: true, isData: false)
        if pathExtension == "h" { file.forgetEngineSwitches() }
        code.append(file)
        codeStems.append(stem)
        // Kept only for a category, whose methods may be split.
        categories.append(
          pathExtension == "swift" || file.extendedTypes.isEmpty ? nil : declaration)
      }
      if code[first...].contains(where: \.loadsNibs) {
        nibLoaderMethods.formUnion(ImageReferences.selfNamedNibLoaders(in: bytes))
      }
      declarationsOfFile.append((path, first..<code.count))
      // A view's size counts for the images the same file sets on it;
      // most files set none.
      if code[first...].contains(where: { !$0.outletWords.isEmpty }) {
        let pathHash = ImageReferences.hash(Array(path.utf8)[...]).value
        var outlets: [UInt64: UInt64] = [:]
        for (view, draw) in ImageReferences.codeFrames(in: bytes) {
          let outlet = (pathHash ^ view) &* 0x100_0000_01b3
          outlets[view] = outlet
          references.outletDraws[outlet] = [draw]
        }
        for index in first..<code.count { code[index].fileOutlets(sizedBy: outlets) }
      }
      references.spriteScales.merge(ImageReferences.spriteScales(in: bytes)) { max($0, $1) }
      if pathExtension == "h", bytes.declaresParticleSystem { particleStems.insert(stem) }
    }
    for path in paths where isSearched(path, runFolders: runFolders) {
      let pathExtension = pathExtension(of: path)
      guard let bytes = read(path),
        dataExtensions.contains(pathExtension) || pathExtension == "strings" || !isBinary(bytes)
      else { continue }
      total += bytes.count
      guard total <= 256 << 20 else { return nil }
      if path.hasSuffix("/cocos2d.h") || path == "cocos2d.h" {
        references.cocos2dVersion = cocos2dVersion(in: bytes)
      }
      if path.hasSuffix("/ccConfig.h") || path == "ccConfig.h" {
        references.cocos2dHDSuffix = cocos2dHDSuffix(in: bytes)
        references.cocos2dPadSuffix = cocos2dSuffix(
          "CC_PAD_DISPLAY_FILENAME_SUFFIX", in: bytes, unless: "-ipad")
      }
      if !references.scalesByTheScreen, codeExtensions.contains(pathExtension),
        bytes.firstIndex(ofBytes: "* [[UIScreen mainScreen] scale]") != nil
          || bytes.firstIndex(ofBytes: "*[[UIScreen mainScreen] scale]") != nil
          || ImageReferences.halvesScaleOnOneXScreens(in: bytes)
      {
        references.scalesByTheScreen = true
      }
      // A localization's picture (`"img_tutorial01" = "tutorial_01-ENG";`):
      // the rest of a strings file is text the UI shows.
      if pathExtension == "strings" {
        references.add(
          PropertyListStrings.fileNames(ofStrings: bytes), isCode: false, isData: false)
        continue
      }
      if dataExtensions.contains(pathExtension), !isInfoPlist(path), !path.contains(".bundle/") {
        let name = String(path.split(separator: "/").last ?? "")
        // A text file's prose (xoxo's terms of use: "at any time") names
        // no image by its words.
        let text =
          pathExtension == "txt"
          ? ImageReferences.withoutProseLines(bytes)
          : PropertyListStrings.text(ofBinary: bytes) ?? bytes
        dataFiles.append((AuditReport.loadableNames(ofFile: name), text, false))
        continue
      }
      if openedExtensions.contains(pathExtension) {
        let name = String(path.split(separator: "/").last ?? "")
        dataFiles.append((AuditReport.loadableNames(ofFile: name), bytes, true))
        continue
      }
      if importingExtensions.contains(pathExtension) {
        imported.formUnion(ImageReferences.importedFileNames(in: bytes))
      }
      // A header counts when a file imports it: Scribbeo's `SavedCode.h`,
      // old code nothing imports, is compiled into nothing.
      if pathExtension == "h" {
        headers.append(path)
        continue
      }
      if typedCodeExtensions.contains(pathExtension) {
        readTypedCode(path, bytes, pathExtension)
        continue
      }
      // A Mac's nib or storyboard (`type="com.apple.InterfaceBuilder3.Cocoa.…"`,
      // not `CocoaTouch`) is no iPhone's: OpenStack Summit's macOS target
      // names `SidebarCalendar`, which the iOS app never loads.
      if pathExtension == "xib" || pathExtension == "storyboard", !readsMacInterfaces,
        bytes.prefix(1024).firstIndex(ofBytes: "InterfaceBuilder3.Cocoa.") != nil
      {
        continue
      }
      if pathExtension == "xib", !AppDisplayMode.isLaunchScreenFile(path, besideInfoPlist: false) {
        // A nib draws its images when something loads it, as code runs
        // when something uses it: Cashbury's `ButtonView.xib`, which
        // nothing names, draws nothing.
        var nib = ImageReferences()
        nib.add(interfaceFile: bytes)
        let name = path.split(separator: "/").last ?? ""
        nib.defineNib(named: String(name.prefix { $0 != "~" && $0 != "." }))
        code.append(nib)
        codeStems.append(Substring(path))
        categories.append(nil)
      } else if pathExtension == "xib" || pathExtension == "storyboard" {
        references.add(interfaceFile: bytes)
      } else {
        references.add(
          isInfoPlist(path) ? withoutAppNames(bytes) : bytes,
          isCode: cFamilyExtensions.contains(pathExtension), isData: false,
          isWeb: webExtensions.contains(pathExtension))
      }
    }
    for path in headers where imported.contains(String(path.split(separator: "/").last ?? "")) {
      if let bytes = read(path) { readTypedCode(path, bytes, "h") }
    }
    // Code nothing running uses loads nothing, nor a constant nothing
    // reads.
    var used = references.identifiers
    (code, codeStems) = splittingForeignCategories(code, stems: codeStems, texts: categories)
    // A nib named after a subclass of a UIKit view or control is loaded
    // by code that loads nibs, not by any use of the class; calling a
    // method that loads the nib of its type (RxXMLY's
    // `HCMineHeaderView.loadFromNib()`) loads nibs too.
    let views = code.reduce(into: Set<UInt64>()) { $0.formUnion($1.nonControllerClasses) }
    if !views.isEmpty {
      for index in code.indices {
        if codeStems[index].hasSuffix(".xib") {
          code[index].markNibDefinitions(of: views)
        } else if code[index].loadsNibs {
          code[index].markNibUses()
        }
      }
      for (path, declarations) in declarationsOfFile where !nibLoaderMethods.isEmpty {
        for call in ImageReferences.typeCalls(in: read(path) ?? [])
        where nibLoaderMethods.contains(call.method) {
          for index in declarations { code[index].markNibUse(ofType: call.type) }
        }
      }
    }
    let running = AssetAudit.running(code, others: references, dataFiles: dataFiles)
    for index in code.indices where running[index] {
      // A particle system (cocos2d's ready-made `CCParticleSun`, stickyet's
      // `RainSpecialEffectParticle`) loads its particles' texture.
      if particleStems.contains(codeStems[index]) {
        references.addParticleTextures(of: code[index])
      } else {
        references.formUnion(code[index])
      }
      used.formUnion(code[index].identifiers)
    }
    references.nameWordsOfConstants(used: used)
    // Data files and pages named by code, then by those, and so on.
    while true {
      let named = dataFiles.indices.filter { dataFiles[$0].names.contains { references.names($0) } }
      guard !named.isEmpty else { break }
      for index in named {
        if dataFiles[index].isWeb {
          references.add(dataFiles[index].bytes, isCode: false, isData: false, isWeb: true)
        } else if dataFiles[index].bytes.describesParticles {
          // A particle system's plist names its particles' texture.
          var particles = ImageReferences()
          particles.add(dataFiles[index].bytes, isCode: false, isData: true)
          references.addParticleTextures(of: particles)
        } else if dataFiles[index].bytes.starts(with: Array("SQLite format 3\0".utf8)) {
          references.add(database: dataFiles[index].bytes)
        } else {
          let rest = references.addModelImages(
            ofData: dataFiles[index].bytes, fileNames: dataFiles[index].names)
          references.add(rest, isCode: false, isData: true)
        }
      }
      for index in named.reversed() { dataFiles.remove(at: index) }
    }
    references.settleOutlets()
    return references
  }

  /// The code units with each Objective-C category of a type the project
  /// does not define (`UIImage (Icons)`) split into its methods, which
  /// run only when running code names them.
  private static func splittingForeignCategories(
    _ code: [ImageReferences], stems: [Substring], texts: [ArraySlice<UInt8>?]
  ) -> ([ImageReferences], [Substring]) {
    let defined = code.reduce(into: Set<UInt64>()) { $0.formUnion($1.definitions) }
    var units: [ImageReferences] = []
    var unitStems: [Substring] = []
    for index in code.indices {
      guard let text = texts[index], !code[index].isAlwaysUsed,
        !code[index].extendedTypes.isEmpty, !code[index].extendedTypes.isSubset(of: defined)
      else {
        units.append(code[index])
        unitStems.append(stems[index])
        continue
      }
      for method in ImageReferences.methods(in: text) {
        var unit = ImageReferences()
        unit.add(Array(method.bytes), isCode: true, isData: false)
        unit.fileOutlets(sizedBy: code[index].codeFrameOutlets)
        if let name = method.name { unit.defineMember(name) }
        units.append(unit)
        unitStems.append(stems[index])
      }
    }
    return (units, unitStems)
  }

  /// The version `cocos2d.h` declares (`#define COCOS2D_VERSION 0x00009905`
  /// for 0.99.5), or `nil`.
  static func cocos2dVersion(in bytes: [UInt8]) -> Int? {
    let marker = "COCOS2D_VERSION 0x"
    guard let start = bytes[...].firstIndex(ofBytes: marker) else { return nil }
    let digits = bytes[(start + marker.utf8.count)...].prefix { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
    return Int(String(decoding: digits, as: UTF8.self), radix: 16)
  }

  /// The Retina suffix a cocos2d `ccConfig.h` defines, when it is not
  /// `-hd` (`#define CC_RETINA_DISPLAY_FILENAME_SUFFIX @"-HD"`).
  static func cocos2dHDSuffix(in bytes: [UInt8]) -> String? {
    cocos2dSuffix("CC_RETINA_DISPLAY_FILENAME_SUFFIX", in: bytes, unless: "-hd")
  }

  /// The suffix a `ccConfig.h` defines as `macro` (`#define macro
  /// @"-iPad"`, blanks allowed), when it is a `-` suffix other than
  /// `standard`.
  static func cocos2dSuffix(_ macro: String, in bytes: [UInt8], unless standard: String)
    -> String?
  {
    guard let start = bytes[...].firstIndex(ofBytes: "#define " + macro) else { return nil }
    var index = start + "#define ".utf8.count + macro.utf8.count
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    guard bytes[index...].starts(with: #"@""#.utf8) else { return nil }
    let value = bytes[(index + 2)...].prefix {
      $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n")
    }
    let suffix = String(decoding: value, as: UTF8.self)
    guard suffix.hasPrefix("-"), suffix.count > 1, suffix != standard, !suffix.contains("/") else {
      return nil
    }
    return suffix
  }

  /// Whether `bytes` are a binary file's (a NUL in the first 8 KB, as
  /// git judges), other than a binary plist: a compiled file spells its
  /// symbols, not the app's image names.
  private static func isBinary(_ bytes: [UInt8]) -> Bool {
    !bytes.starts(with: "bplist".utf8) && bytes.prefix(8192).contains(0)
  }

  /// Whether the file at `path` is read for names: code, an interface
  /// file, a property list, a web page or a data file, not in a folder
  /// that lists every resource whether loaded or not (Xcode's project,
  /// asset catalogs' `Contents.json`). Other files name images without
  /// loading them: a README, a sprite-sheet tool's project.
  private static func isSearched(_ path: String, runFolders: Set<Substring>) -> Bool {
    let components = path.split(separator: "/")
    for component in components.dropLast() {
      let folder = path[..<component.endIndex]
      if unsearchedFolders.contains(where: { component.hasSuffix($0) }) { return false }
      let isUnrun =
        component.hasSuffix("Tests") || component.hasSuffix("Specs") || isUnrun(folder: component)
      if isUnrun, !runFolders.contains(folder) { return false }
    }
    // A test double (Antidote's `OCTManagerMock.swift`, made only for the
    // App Store's screenshots), or a test beside the code it tests
    // (leveldb's `table_test.cc` in BolBox's pods, printing `"Next\n"`),
    // loads what the app never shows. Not `HearingTest.m`, which may be
    // the app's own screen.
    let stem = (components.last ?? "").prefix { $0 != "." }
    guard
      !["Mock", "Mocks", "Tests", "_test", "_tests", "_unittest"].contains(where: {
        stem.hasSuffix($0)
      })
    else { return false }
    return searchedExtensions.contains(pathExtension(of: path))
  }

  /// An `Info.plist` without the values of its app's names, which the
  /// home screen shows and which name no image (Tournament Scheduler's
  /// `CFBundleDisplayName` `MASC 2011` named its unused `MASC.png`), and
  /// of its icon's, an app icon set's name (NZSL's `CFBundleIconName`
  /// `AppIcon` named its unused `app-icon.png`).
  static func withoutAppNames(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    for key in [
      "<key>CFBundleDisplayName</key>", "<key>CFBundleName</key>", "<key>CFBundleIconName</key>",
    ] {
      guard let keyStart = bytes.firstIndex(ofBytes: key),
        let open = bytes[keyStart...].firstIndex(ofBytes: "<string>"),
        let close = bytes[open...].firstIndex(ofBytes: "</string>"),
        bytes[(keyStart + key.utf8.count)..<open].allSatisfy({ $0 <= UInt8(ascii: " ") })
      else { continue }
      for index in (open + "<string>".utf8.count)..<close { bytes[index] = UInt8(ascii: " ") }
    }
    return bytes
  }

  /// Web pages, style sheets and scripts: they load files by path.
  static let webExtensions: Set<String> = [
    "html", "htm", "xhtml", "css", "less", "scss", "sass", "js", "jsx", "ts", "stencil", "mustache",
    "hbs",
  ]

  /// Web pages and style sheets: they name images only when code, a data
  /// file or another page opens them (scripts may be the app's code).
  private static let openedExtensions: Set<String> = [
    "html", "htm", "xhtml", "css", "less", "scss", "sass", "stencil", "mustache", "hbs",
  ]

  /// Folders of code and pages an app does not run: tests (a test
  /// target's `AppTests`, cocos2d's own `tests`, whose JavaScript games
  /// name `"Easy"` and `"Hard"` menu items), test doubles, samples,
  /// templates and documentation (Xblaze's protocol notes spell
  /// `Default User Image`), and code set aside as deprecated or unused
  /// (Yasound's `working_resources/deprecated v2/deprecated`, which no
  /// target compiles).
  private static let unrunFolders: Set<String> = [
    "test", "tests", "spec", "specs", "mock", "mocks", "example", "examples", "sample", "samples",
    "demo", "demos", "template", "templates", "doc", "docs", "documentation", "deprecated",
    "obsolete", "unused",
  ]

  /// Whether a folder holds code or pages the app does not run: its name
  /// or its last word is one of ``unrunFolders`` (`Flurry API
  /// Documentation`, an SDK's reference pages, which name its images).
  private static func isUnrun(folder: Substring) -> Bool {
    let name = folder.lowercased()
    let lastWord = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).last
    return unrunFolders.contains(name)
      || lastWord.map { unrunFolders.contains(String($0)) } ?? false
  }

  /// The lowercased extension of the last component of `path`.
  static func pathExtension(of path: String) -> String {
    AssetCatalogAudit.extensionOf(String(path.split(separator: "/").last ?? ""))
  }

  /// The most read of one file: a project's largest source files are far
  /// smaller.
  static let referenceFileLimit = 4 << 20

  private static let projectMarkers: Set<String> = [
    ".git", ".hg", ".svn", "Package.swift", "Podfile", "Cartfile", "project.yml",
    "CMakeLists.txt",
  ]

  /// App code: a project that has some says what it loads.
  private static let codeExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx", "cs", "java", "kt", "lua",
  ]

  /// Code an iOS target runs only when its project lists it, its folder
  /// or a file beside it.
  private static let listedOnlyCodeExtensions: Set<String> = ["java", "kt", "cs", "lua"]

  /// Which of the code `files` can run (``ImageReferences/running(_:others:)``),
  /// counting the classes that data files the running code names name in
  /// turn: CCWeibo's tab bar makes its screens from
  /// `MainViewControllerSettings.json` (`"vcName": "HomeViewController"`).
  private static func running(
    _ files: [ImageReferences], others: ImageReferences,
    dataFiles: [(names: [String], bytes: [UInt8], isWeb: Bool)]
  ) -> [Bool] {
    var others = others
    var running = ImageReferences.running(files, others: others)
    // Only a data file that spells a type no running code uses can change
    // anything; most projects have none, and skip the rest.
    let waiting = files.indices.filter { !running[$0] }
      .reduce(into: Set<UInt64>()) { $0.formUnion(files[$1].definitions) }
    guard !waiting.isEmpty else { return running }
    var pending = dataFiles.filter {
      !$0.isWeb && ImageReferences.spells(anyOf: waiting, in: $0.bytes)
    }
    while !pending.isEmpty {
      var reached = others
      var used = others.identifiers
      for index in files.indices where running[index] {
        reached.formUnion(files[index])
        used.formUnion(files[index].identifiers)
      }
      reached.nameWordsOfConstants(used: used)
      let named = pending.indices.filter { pending[$0].names.contains { reached.names($0) } }
      guard !named.isEmpty else { break }
      for index in named { others.add(pending[index].bytes, isCode: false, isData: true) }
      for index in named.reversed() { pending.remove(at: index) }
      running = ImageReferences.running(files, others: others)
    }
    return running
  }

  /// C-family files whose `#import` and `#include` lines say which
  /// headers count.
  private static let importingExtensions: Set<String> = [
    "m", "mm", "h", "hpp", "pch", "c", "cc", "cpp", "cxx",
  ]

  /// Files that name images only when something names them.
  static let dataExtensions: Set<String> = [
    "fnt", "tmx", "tsx", "ccb", "ccbi", "pex", "plist", "json", "txt", "xml",
    // A SpriteKit scene, whose archive names its sprites' textures.
    "sks",
    // A bundled database whose rows hold image names (wikiHow's
    // `preloaded.db`, stayHealthy's `data.sqlite`).
    "db", "sqlite", "sqlite3",
  ]

  /// Code whose types are known (`@implementation`, `class`): read
  /// file by file, and only when something running uses it
  /// (``ImageReferences/running(_:others:)``).
  private static let typedCodeExtensions: Set<String> = ["m", "mm", "swift", "h"]

  /// Code a target compiles (headers are only included).
  private static let compiledExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx",
  ]

  /// Folders whose files name images without loading them: Xcode's
  /// project and workspace (which list every file), asset catalogs,
  /// Instruments' traces and templates (UI scripts that tap a "tweet
  /// button"), and the settings bundle, whose titles the Settings app
  /// shows (Malaria's `Contact.plist` title `Email` named its `email`
  /// set, a button's background).
  private static let unsearchedFolders = [
    ".xcodeproj", ".xcworkspace", ".xcassets", ".trace", ".tracetemplate", "Settings.bundle",
  ]

  private static let cFamilyExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx", "h", "hpp", "cs", "js", "ts", "java", "kt", "lua",
  ]

  /// The files that can load an image by name: code, interface files,
  /// property lists, web pages and ``dataExtensions``.
  private static let searchedExtensions: Set<String> = codeExtensions.union(cFamilyExtensions)
    .union(dataExtensions).union(webExtensions).union([
      "pch", "inl", "ipp", "dart", "rb", "xib", "storyboard", "xml", "yml", "yaml", "strings",
    ])
}

extension AuditReport {
  /// Moves to ``setApartFindings`` the findings on images that
  /// `references` do not name, and those on files the code loads by their
  /// own name. Findings that do not depend on an app
  /// loading the image stay: a file a build needs (a missing project file,
  /// an unreadable catalog or folder, two files copied to one name), a
  /// file iCloud has not downloaded, names that differ only by case, launch
  /// images and icons, which the system loads itself, and
  /// ``engineImages`` the code turns on.
  mutating func setAside(unnamedIn references: ImageReferences, root: String) {
    let systemPaths = Set(systemImages.map(\.path))
    let imageNames = Set(
      assets.flatMap {
        AuditReport.loadableNames(ofFile: String($0.path.split(separator: "/").last ?? ""))
      }
      .map { String(decoding: ImageReferences.normalized($0.utf8), as: UTF8.self) })
    let animations = animationNames().filter(references.buildsNames(from:))
    let catalogSets = namesOfCatalogSets()
    let screenPickedFamilies = familiesPickedByScreen()
    var kept: [AuditFinding] = []
    for finding in findings {
      let names = AuditReport.loadableNames(of: finding)
      // cocos2d's own sources spell `fps_images`: the switch decides.
      let isEngineImage = names.contains(where: AuditReport.engineImages.contains)
      // A particle's texture is drawn at the size its emitter gives each
      // particle, not its own: upscaling it is no finding (Hemispheres'
      // and Angry-Syrians' `fire.png`).
      let isKept =
        AuditReport.isKept(finding, systemPaths: systemPaths)
        || (isEngineImage
          ? references.showsFrameRate
          : references.listsFolder(of: finding.file)
            || names.contains {
              references.names($0, isCatalogSet: finding.file.contains(".imageset/"))
                || finding.kind != .upscaledFallback && references.namesParticleTexture($0)
            } && !AuditReport.isNamedOnlyAsOtherFiles(finding, references: references))
      // An image the code makes resizable is drawn at the size the code
      // sets: a size a little off (exfe's `textfield@2x.png`, two pixels)
      // never shows; a wrong scale of its caps does (tipbox's, a third
      // too large), and stays.
      // So is a frame of an animation (DouYuLive's
      // `img_mj_stateRefreshing_000` … `_019`, 2 % small at @3x): an image
      // view draws its frames at its own size.
      // A tile has no size to keep (``ImageReferences/namesTiledImage(_:)``).
      // A wrong size shows where the image is drawn at its own size; in a
      // project whose nibs or code fix frames, an image none of them
      // draws and no statement draws at its own size (a button's image,
      // a bar's item) is set on views code sizes: MedRep's `PHthera@3x.png`
      // (`cell.cellImgView.image = …` of a table of names, a 25-point
      // frame), LuzoTV's side-menu icons.
      let isInUnknownFrames =
        finding.kind == .wrongPixelSize && references.knowsFrames
        && !AuditReport.isKept(finding, systemPaths: systemPaths)
        && AuditReport.hasItsShape(finding) && AuditReport.isLargerThanExpected(finding)
        && names.allSatisfy {
          references.draws(of: $0).isEmpty && !references.loadsAsSprite($0)
            && !references.drawsAtOwnSizeInCode($0)
        }
      let isStretched =
        isInUnknownFrames
        || finding.kind == .wrongPixelSize
          && (AuditReport.isSlightlyOff(finding)
            && (names.contains(where: references.namesStretchedImage)
              || animations.contains(AuditReport.animationName(ofAsset: finding.asset) ?? ""))
            || names.contains(where: references.namesTiledImage))
      // An OpenGL texture outside a cocos2d game is drawn at the size
      // the code gives it (PUMPL's colour maps, which no screen shows).
      let isTexture =
        finding.kind == .upscaledFallback && references.cocos2dVersion == nil
        && convention != .cocos2d && names.contains(where: references.loadsOnlyAsOpenGLTexture)
      // FootBallGame's edited cocos2d loads `gameclear-iPad.png` on a 1x
      // iPad (`CC_PAD_DISPLAY_FILENAME_SUFFIX @"-iPad"`): no misspelt suffix.
      let isEnginesSuffix =
        (finding.kind == .malformedSuffix || finding.kind == .foreignSuffix)
        && references.cocos2dPadSuffix.map { suffix in
          (finding.file.split(separator: "/").last ?? "").split(separator: ".").first?
            .hasSuffix(suffix) ?? false
        } ?? false
      // A slippy map's tile (Disney's offline park map, `tiles/17/116467/51636.png`,
      // 396 of them): a tile overlay draws it at its tile size, and no
      // scale suffix is looked up in its zoom/x/y path.
      let isMapTile = finding.kind == .upscaledFallback && AuditReport.isMapTile(finding.file)
      // Social Media Survivor's SpriteBuilder folders: after `[CCBReader
      // configureCCFileUtils]` cocos2d 3 loads `resources-phonehd/button.png`
      // on a Retina phone at its folder's scale, and looks up no `@2x`.
      // Without that, cocos2d looks in no such folder: PacMan's published
      // `resources-ipad/clickme.png` is loaded by no name.
      let isInResolutionFolder =
        finding.kind == .upscaledFallback
        && (references.searchesCocos2dFolders || convention == .cocos2d)
        && AuditReport.isInResolutionFolder(finding.file)
      // PIRATEN's loose `forum.png`, 268 pixels, beside its catalog's
      // `forum.imageset` (25, 50 and 75 pixels): UIKit and SwiftUI load a
      // name from the catalog first, so the loose file is never drawn;
      // unless a path finds it, spelt with its extension (ForensiDoc's
      // `url(forResource: "N-LARYNX.jpg", withExtension: nil)`), or it is a
      // SpriteKit atlas's, which no catalog set stands for.
      let isHiddenByCatalog =
        finding.kind == .upscaledFallback && !finding.file.contains(".xcassets/")
        && !finding.file.contains(".imageset/") && !finding.file.contains(".atlas/")
        && convention != .cocos2d && !AuditReport.isKept(finding, systemPaths: systemPaths)
        && names.contains {
          catalogSets.contains(ImageReferences.normalized($0.utf8))
            && !references.spellsWithImageExtension($0)
        }
      // Twyst picks its pictures by screen with its own code
      // (`imageNamedForDevice:` appends `-4.7inch` or `-5.5inch`, then
      // `@2x` or `@3x`): a family with a `-5.5inch@3x.png` has the art its
      // 3x phone loads, whatever UIKit would look up.
      let isPickedByScreen =
        finding.kind == .upscaledFallback
        && screenPickedFamilies.contains(
          AuditReport.screenFamily(
            ofBase: FileName(String(finding.file.split(separator: "/").last ?? "")).base))
      if isKept, !isStretched, !isTexture, !isEnginesSuffix, !isMapTile, !isInResolutionFolder,
        !isHiddenByCatalog, !isPickedByScreen,
        !isPictureOfOneScreen(finding),
        !isDrawnSharpByNibs(finding, names: names, references: references),
        !isDrawnSharpOnWebPages(finding, names: names, references: references),
        !isScaledDownSprite(finding, names: names, references: references),
        !AuditReport.isLoadedByItsOwnName(finding, references: references),
        !isLoadedOnlyByTheOtherIdiom(finding, names: names, references: references),
        !isOneIdiomsOwn(finding, names: names, references: references),
        !AuditReport.isPreIOS7Look(finding, references: references, imageNames: imageNames)
      {
        kept.append(
          AuditReport.withFixOfAWebPage(
            AuditReport.withFixOfAScaleTheCodeNames(
              finding, references: references, systemPaths: systemPaths),
            references: references, systemPaths: systemPaths))
      } else {
        setApartFindings.append(finding)
      }
    }
    findings = kept
    referenceRoot = root
    if convention == .uikit { judgeArtMadeAt2x(references: references, systemPaths: systemPaths) }
    // cocos2d before 3.0 draws at 1x until the code turns Retina on: then
    // no `-hd` file is loaded, and "add -hd" helps nothing alone
    // (SpeedyPups).
    // A tree that mixes cocos2d's names with UIKit's (ProjectOllie, which
    // turns Retina off: `enableRetinaDisplay:NO`) is a cocos2d game too;
    // its `@2x` files are UIKit's, and stay.
    // Without cocos2d's sources (keigeki's git-ignored `libs`), its API
    // dates it.
    // An upscaled plain image a game engine, not UIKit, draws.
    let isEnginesPlainArt = { (finding: AuditFinding) -> Bool in
      let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
      return finding.kind == .upscaledFallback
        && !AuditReport.isKept(finding, systemPaths: systemPaths) && file.scale == nil
        && !references.loadsOnlyWithUIKit(file.base)
    }
    if references.usesCocos2dX, !references.enablesRetinaDisplay {
      // little-ninja-rush (cocos2d-x 3) draws its plain 2x art at half
      // size: `setContentScaleFactor(2)` on a 320-point-high design.
      setApart(where: isEnginesPlainArt)
      conventionReason +=
        "; the code is cocos2d-x's (USING_NS_CC, cocos2d::), whose loader reads no @2x or -hd "
        + "name: it draws plain art at the content scale factor the code sets "
        + "(setContentScaleFactor, setDesignResolutionSize), so findings on upscaled images are "
        + "set apart"
    } else if convention == .cocos2d || convention == .standardpaths,
      let version = references.cocos2dVersion
        ?? (references.usesCocos2dBefore3 ? 0x0002_0000 : nil),
      version < 0x0003_0000, !references.enablesRetinaDisplay
    {
      // Nor is the size of a file no device loads (Rocketman's `Pause
      // Icon-hd.png`, 43 × 55 beside a 30 × 38 plain one).
      setApart { finding in
        let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
        return isEnginesPlainArt(finding)
          || finding.kind == .wrongPixelSize
            && !AuditReport.isKept(finding, systemPaths: systemPaths)
            && file.scale == nil && ConventionChoice.cocos2dSuffix(of: file)?.scale == 2
            && !references.loadsOnlyWithUIKit(file.base)
      }
      conventionReason +=
        "; the code never turns cocos2d's Retina display on (enableRetinaDisplay:YES), so "
        + "Retina devices draw every image at 1x and load no -hd file: findings on upscaled "
        + "images are set apart (turn it on first)"
    } else if convention == .cocos2d || convention == .standardpaths,
      references.cocos2dVersion != nil
    {
      judgeArtMadeForRetina(references: references, systemPaths: systemPaths)
    }
    if convention == .cocos2d || convention == .standardpaths,
      let version = references.cocos2dVersion
        ?? (references.usesCocos2dBefore3 ? 0x0002_0000 : nil),
      version < 0x0003_0000
    {
      setApartUpscaledFontPages(systemPaths: systemPaths)
    }
    if convention == .cocos2d || convention == .standardpaths,
      references.disablesRetinaDisplayOnIPad
    {
      // Heredox's `~ipad` backgrounds, drawn at 1x on a Retina iPad.
      let pads = Set(devices.filter { $0.device.idiom == .pad }.map(\.name))
      setApart { finding in
        let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
        return finding.kind == .upscaledFallback && file.scale == nil
          && !AuditReport.isKept(finding, systemPaths: systemPaths)
          && !references.loadsOnlyWithUIKit(file.base) && pads.isSuperset(of: finding.devices)
      }
      conventionReason +=
        "; the code turns cocos2d's Retina display on only off an iPad (enableRetinaDisplay:"
        + " with an iPad test negated), so a Retina iPad draws every image at 1x: findings on "
        + "images upscaled only there are set apart"
    }
    setApartArtOfOldSDKBundles()
    if convention == .cocos2d {
      findings = AssetAudit.sortedForReport(
        findings + cocos2dFilesInCatalogs(references: references))
    }
  }

  /// The families of pictures an app picks by screen with its own code
  /// and holds a @3x one of (`btn-camera` of `btn-camera@2x.png`,
  /// `btn-camera-4.7inch@2x.png` and `btn-camera-5.5inch@3x.png`), by
  /// ``screenFamily(ofBase:)``.
  private func familiesPickedByScreen() -> Set<Substring> {
    var families: Set<Substring> = []
    for path in images.keys where !path.contains(".xcassets/") {
      let file = FileName(String(path.split(separator: "/").last ?? ""))
      let family = AuditReport.screenFamily(ofBase: file.base)
      guard family.count < file.base.count, file.scale == 3 else { continue }
      families.insert(Substring(family))
    }
    return families
  }

  /// A base without the screen its name is for (`btn-camera` of
  /// `btn-camera-5.5inch`, `-4.7inch`, `_3.5inch`), or the base itself.
  static func screenFamily(ofBase base: String) -> Substring {
    let whole = Substring(base)
    guard whole.hasSuffix("inch") else { return whole }
    let size = whole.dropLast(4)
    let digits = size.reversed().prefix { $0.isNumber || $0 == "." }.count
    guard digits > 0, digits < size.count else { return whole }
    let separator = size.index(size.endIndex, offsetBy: -digits - 1)
    guard size[separator] == "-" || size[separator] == "_" else { return whole }
    return size[..<separator]
  }

  /// The names of the image sets of the report's catalogs, as
  /// ``ImageReferences/normalized(_:)`` writes them (`forum` of
  /// `Assets.xcassets/TabIcons/forum.imageset/forum@2x.png`).
  private func namesOfCatalogSets() -> Set<[UInt8]> {
    var names: Set<[UInt8]> = []
    for path in images.keys where path.contains(".xcassets/") {
      guard let set = path.split(separator: "/").last(where: { $0.hasSuffix(".imageset") })
      else { continue }
      names.insert(ImageReferences.normalized(set.dropLast(".imageset".count).utf8))
    }
    return names
  }

  /// cocos2d before 3.0 places a bitmap font's glyphs by the pixels its
  /// `.fnt` gives, whatever the screen's scale: a font without an `-hd`
  /// one is drawn at half its size on a Retina screen, a texel a pixel,
  /// and never upscaled (PopTheBalloons' 66-pixel `Pusab` on a 320-point
  /// screen, laid out for that half size). A font's page is named after
  /// it (`Pusab.png`, or `Pusab_0.png` for one of several).
  private mutating func setApartUpscaledFontPages(systemPaths: Set<String>) {
    let fonts = Set(
      assets.compactMap { asset -> String? in
        let file = FileName(String(asset.path.split(separator: "/").last ?? ""))
        return file.pathExtension?.lowercased() == "fnt" ? file.base : nil
      })
    guard !fonts.isEmpty else { return }
    setApart { finding in
      guard finding.kind == .upscaledFallback,
        !AuditReport.isKept(finding, systemPaths: systemPaths)
      else { return false }
      let base = FileName(String(finding.file.split(separator: "/").last ?? "")).base
      let font = base.reversed().drop(while: \.isNumber).reversed()
      return fonts.contains(base)
        || font.last == "_" && font.count < base.count && fonts.contains(String(font.dropLast()))
    }
  }

  /// JustHoldOn exports every image at 2x under plain names (`addnewhabit.png`,
  /// 100 × 100, in a 50 × 50-point view): most of its names are plain, and
  /// where nibs and code fix the frames of its plain images, most have
  /// twice their frames' pixels.
  /// Then a plain image whose frame is not known is taken to be 2x art
  /// too: findings on it that only 2x screens have are set apart.
  private mutating func judgeArtMadeAt2x(references: ImageReferences, systemPaths: Set<String>) {
    guard references.knowsFrames else { return }
    var twice = 0
    var once = 0
    var scaled = 0
    var plain = 0
    for (path, image) in images where !systemPaths.contains(path) && !path.contains(".xcassets/") {
      let file = FileName(String(path.split(separator: "/").last ?? ""))
      if file.scale != nil { scaled += 1 } else { plain += 1 }
      guard file.scale == nil, let pixels = image.pixelSize else { continue }
      let densities = references.draws(of: file.base).compactMap { $0.density(of: pixels) }
      guard let density = densities.min() else { continue }
      if (1.8..<2.6).contains(density) {
        twice += 1
      } else if density < 1.5 {
        once += 1
      }
    }
    // Most names plain: MeiTuan's ten plain 2x images beside its 745
    // `@2x` files are strays, not the app's way.
    guard twice >= 6, twice >= 4 * once, plain > scaled else { return }
    let (images, drawingScales) = (images, drawingScales)
    setApart { finding in
      let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
      guard finding.kind == .upscaledFallback, file.scale == nil,
        !AuditReport.isKept(finding, systemPaths: systemPaths),
        finding.devices.allSatisfy({ (drawingScales[$0] ?? 3) <= 2 }),
        let pixels = images[finding.file]?.pixelSize
      else { return false }
      // An image a bar's item draws at its own size is known to be 1x.
      return references.draws(of: file.base).allSatisfy {
        $0.density(of: pixels) == nil && $0.fit != .ownSize
      }
    }
    conventionReason +=
      "; \(twice) plain images that nibs or code draw into fixed frames have twice the frame's "
      + "pixels (\(once) fewer): the app's plain art is made at 2x, so findings on upscaled plain "
      + "images whose frames are not known, on 2x screens, are set apart"
  }

  /// Space7 (cocos2d 2.1) draws `bg-cloudy.png`, 1136 × 640, a plain name,
  /// as its backdrop: its art is made for Retina under plain names, which
  /// cocos2d draws at half their size on a Retina screen, as meant, and at
  /// twice the size meant on a 1x screen (the iPhone 3GS). Findings on
  /// upscaled plain images are set apart, and each becomes a
  /// `wrongPixelSize` on the audited 1x devices.
  private mutating func judgeArtMadeForRetina(
    references: ImageReferences, systemPaths: Set<String>
  ) {
    guard let screen = retinaScreenImage(systemPaths: systemPaths, references: references) else {
      return
    }
    let isMoot = { (finding: AuditFinding) -> Bool in
      let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
      return finding.kind == .upscaledFallback
        && !AuditReport.isKept(finding, systemPaths: systemPaths) && file.scale == nil
        && !file.isHD && !references.loadsOnlyWithUIKit(file.base)
    }
    let moot = findings.filter(isMoot)
    setApart(where: isMoot)
    // Unless the code scales its art by the screen's scale itself.
    let oneX = devices.filter { device in
      drawingScales[device.name] == 1 && [.phone, .pad].contains(device.device.idiom)
        && !references.scalesByTheScreen
    }.map(\.name)
    let doubled =
      oneX.isEmpty
      ? []
      : moot.compactMap { finding -> AuditFinding? in
        guard let size = images[finding.file]?.pixelSize else { return nil }
        let name = String(finding.file.split(separator: "/").last ?? "")
        var hd = FileName(name)
        hd.isHD = true
        let folder = finding.file.dropLast(name.count)
        let half = AuditPixelSize(width: size.width / 2, height: size.height / 2)
        return AuditFinding(
          kind: .wrongPixelSize, file: finding.file, asset: finding.asset, devices: oneX,
          suggestions: [String(folder) + hd.canonicalized.string], expectedPixelSize: half,
          actualPixelSize: size,
          message: "\(oneX.joined(separator: ", ")) draw\(oneX.count == 1 ? "s" : "") \(name) "
            + "(\(size) px) at twice the size meant: the game's art is made for Retina under "
            + "plain names; rename it \(hd.canonicalized.string) and add a \(half) px \(name)")
      }
    findings = AssetAudit.sortedForReport(findings + doubled)
    conventionReason +=
      "; \(screen.name) (\(screen.size) px), a plain name the code loads, fills a Retina "
      + "screen: the game's art is made for Retina under plain names, which cocos2d draws at "
      + "half their size there, as meant, and "
      + (references.scalesByTheScreen
        ? "the code scales it by the screen's scale on a 1x screen"
        : "at twice the size meant on a 1x screen")
  }

  /// A plain-named image (no scale, no `-hd`) the code loads whose pixels
  /// are a whole Retina phone screen (640 × 960 or 640 × 1136, either
  /// way), other than a launch image.
  private func retinaScreenImage(systemPaths: Set<String>, references: ImageReferences)
    -> (name: String, size: AuditPixelSize)?
  {
    let screens: Set<[Int]> = [[640, 960], [960, 640], [640, 1136], [1136, 640]]
    return images.keys.sorted().lazy.compactMap { path -> (name: String, size: AuditPixelSize)? in
      guard !systemPaths.contains(path), !path.contains(".xcassets/"),
        let size = self.images[path]?.pixelSize, screens.contains([size.width, size.height])
      else { return nil }
      let name = String(path.split(separator: "/").last ?? "")
      // Not an image made for one screen (bridges' `launch_iphone-568.png`,
      // Mindigno's `BlackTrasparent-iphone5.png`).
      let file = LenientFileName(FileName(name)).intended
      guard file.scale == nil, !file.isHD, file.idiom == nil, file.height == nil,
        !["568", "iphone5", "568h"].contains(where: { file.base.lowercased().hasSuffix($0) }),
        references.loadsAsSprite(file.base)
      else { return nil }
      return (name, size)
    }.first
  }

  /// Moves the findings that `isMoot` to ``setApartFindings``, in order.
  mutating func setApart(where isMoot: (AuditFinding) -> Bool) {
    setApartFindings += findings.filter(isMoot)
    findings.removeAll(where: isMoot)
  }

  /// Whether an upscaled image is one nibs alone show, into frames they
  /// fix and with at least the pixels those frames take on each device
  /// named (``ImageReferences/drawnSharpOnlyByNibs(_:pixels:imageScale:on:)``);
  /// or a variant of the wrong size that every view fits into a fixed
  /// frame just as the right size, with those pixels (LiveGather's
  /// `settings_button_homescreen@2x.png`, 165 × 203, a 50 × 62-point
  /// button's background): it looks the same, whatever else the code
  /// names it for, short of a sprite (MedRep's `time-icon@3x.png`, 77 × 77
  /// beside a 40 × 40 `@2x`, in 20 × 20-point image views).
  private func isDrawnSharpByNibs(
    _ finding: AuditFinding, names: [String], references: ImageReferences
  ) -> Bool {
    let isWrongSize = finding.kind == .wrongPixelSize && !finding.devices.isEmpty
    guard finding.kind == .upscaledFallback || isWrongSize,
      let pixels = images[finding.file]?.pixelSize
    else { return false }
    let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
    let scales = finding.devices.compactMap { drawingScales[$0] }
    guard scales.count == finding.devices.count else { return false }
    let widths = finding.devices.map { drawingWidths[$0] ?? .infinity }
    return names.contains { name in
      references.drawnSharpOnlyByNibs(
        name, pixels: pixels, imageScale: file.scale ?? 1, on: scales, screenWidths: widths,
        whateverCodeNames: isWrongSize)
        && (!isWrongSize
          || finding.expectedPixelSize.map { expected in
            references.draws(of: name).allSatisfy {
              $0.drawsAlike(pixels, expected, imageScale: file.scale ?? 1)
            }
          } ?? false)
    }
  }

  /// Whether an upscaled image only web pages name is drawn by each of
  /// them into a size it has the pixels for
  /// (``ImageReferences/drawnSharpOnWebPages(_:pixels:imageScale:on:)``).
  private func isDrawnSharpOnWebPages(
    _ finding: AuditFinding, names: [String], references: ImageReferences
  ) -> Bool {
    guard finding.kind == .upscaledFallback, let pixels = images[finding.file]?.pixelSize else {
      return false
    }
    let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
    let scales = finding.devices.compactMap { drawingScales[$0] }
    guard scales.count == finding.devices.count else { return false }
    return names.contains {
      references.drawnSharpOnWebPages(
        $0, pixels: pixels, imageScale: file.scale ?? 1, on: scales)
    }
  }

  /// Whether `path` is in one of the folders cocos2d 3 picks by device
  /// (`resources-phone`, `resources-phonehd`, `resources-tablet`,
  /// `resources-tablethd`, and the `iphone`/`ipad` spellings).
  static func isInResolutionFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { folder in
      resolutionFolders.contains(folder.lowercased())
    }
  }

  private static let resolutionFolders: Set<String> = [
    "resources-phone", "resources-phonehd", "resources-tablet", "resources-tablethd",
    "resources-iphone", "resources-iphonehd", "resources-ipad", "resources-ipadhd",
  ]

  /// Whether an upscaled image is a sprite's that code scales down so far
  /// that no audited device enlarges it by more than a tenth
  /// (``ImageReferences/spriteScale(of:)``: MineSweeper's 400-pixel
  /// explosion frames at `xScale = 0.2f`, 80 points).
  private func isScaledDownSprite(
    _ finding: AuditFinding, names: [String], references: ImageReferences
  ) -> Bool {
    guard finding.kind == .upscaledFallback,
      let scale = names.compactMap(references.spriteScale).max()
    else { return false }
    let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
    let scales = finding.devices.compactMap { drawingScales[$0] }
    return scales.count == finding.devices.count
      && scales.allSatisfy { scale * $0 / (file.scale ?? 1) <= 1.1 }
  }

  /// Whether an upscaled picture's name spells its own pixel size, a
  /// screen's (`tutorial_640x960_01.jpg`, 640 × 960), beside a picture
  /// named the same without it (`tutorial_01.jpg`): the code picks it for
  /// that screen alone (Sharengo's 3.5-inch tutorial), which it fills.
  private func isPictureOfOneScreen(_ finding: AuditFinding) -> Bool {
    guard finding.kind == .upscaledFallback, let pixels = images[finding.file]?.pixelSize else {
      return false
    }
    let own = [pixels.width, pixels.height].sorted()
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    return AuditReport.loadableNames(of: finding).contains { name in
      let bytes = Array(name.utf8)
      var start = 0
      while start < bytes.count {
        guard isDigit(bytes[start]), start == 0 || !isDigit(bytes[start - 1]) else {
          start += 1
          continue
        }
        let times = bytes[start...].firstIndex { !isDigit($0) } ?? bytes.count
        guard times < bytes.count, bytes[times] | 0x20 == UInt8(ascii: "x") else {
          start = times
          continue
        }
        let end = bytes[(times + 1)...].firstIndex { !isDigit($0) } ?? bytes.count
        if let width = Int(String(decoding: bytes[start..<times], as: UTF8.self)),
          let height = Int(String(decoding: bytes[(times + 1)..<end], as: UTF8.self)),
          [width, height].sorted() == own, AuditReport.isScreen(pixels)
        {
          let cut =
            start > 0 && [UInt8(ascii: "_"), UInt8(ascii: "-")].contains(bytes[start - 1])
            ? start - 1 : start
          let rest = bytes[..<cut] + bytes[end...]
          let other = ImageReferences.normalized(rest)
          if images.keys.contains(where: { path in
            let set = path.split(separator: "/").last { $0.hasSuffix(".imageset") }
            let file = String(set ?? path.split(separator: "/").last ?? "")
            return AuditReport.loadableNames(ofFile: file).contains {
              ImageReferences.normalized($0.utf8) == other
            }
          }) {
            return true
          }
        }
        start = end
      }
      return false
    }
  }

  /// Whether `size` is a phone's or an iPad's screen in pixels, either way.
  private static func isScreen(_ size: AuditPixelSize) -> Bool {
    SystemImage.screenWidths.contains { height, width in
      (1...3).contains { scale in
        [width * Double(scale), height * Double(scale)]
          == [Double(size.width), Double(size.height)].sorted()
      }
    }
  }

  /// Whether `path` ends in a map tile's `zoom/x/y.png`: a zoom level of
  /// at most 24, and a column and row under 2 to its power
  /// (`17/116467/51636`; not a game's `levels/1/2/3.png`).
  static func isMapTile(_ path: String) -> Bool {
    let parts = path.split(separator: "/").suffix(3)
    guard parts.count == 3, let stem = parts.last?.split(separator: ".").first,
      let zoom = Int(parts[parts.startIndex]), (0...24).contains(zoom),
      let column = Int(parts[parts.startIndex + 1]), let row = Int(stem),
      column >= 0, row >= 0
    else { return false }
    return column < 1 << zoom && row < 1 << zoom
  }

  /// Whether the code names a loose image's file only with another
  /// image's extension (`a.jpg` for `a.png`, or the reverse), or only as
  /// files whose separators differ (`signup_btn.png` for `SignUpBtn.png`;
  /// not for a misspelt suffix, whose stray separator is the finding:
  /// nowbox's `airplay-tv-indicator_@2x.png`).
  private static func isNamedOnlyAsOtherFiles(
    _ finding: AuditFinding, references: ImageReferences
  ) -> Bool {
    guard !finding.file.contains(".imageset/") else { return false }
    let name = String(finding.asset.split(separator: "/").last ?? "")
    let isSuffixFinding = finding.kind == .malformedSuffix || finding.kind == .foreignSuffix
    return FileName(name).pathExtension != nil
      && (references.namesOnlyWithOtherExtensions(name)
        || !isSuffixFinding && references.namesOnlyLookAlikes(name))
  }

  /// The names shared by the frames of an animation: three images or
  /// more whose names differ only by a number at the end
  /// (`img_mj_stateRefreshing_000` to `_019`, `img_mj_stateRefreshing_`),
  /// when the code builds their names from it (kass's `btn_03`, `btn_05`
  /// are spelt whole: buttons, not frames).
  private func animationNames() -> Set<String> {
    var frames: [String: Set<String>] = [:]
    for path in images.keys {
      let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
      let asset = folder.hasSuffix(".imageset") ? folder : path
      guard let name = AuditReport.animationName(ofAsset: asset) else { continue }
      frames[name, default: []].insert(
        FileName(String(asset.split(separator: "/").last ?? "")).base)
    }
    return Set(frames.filter { $0.value.count >= 3 }.keys)
  }

  /// The name of the asset at `path` without the number it ends with (a
  /// catalog's set by its name), or `nil` when it ends with none.
  static func animationName(ofAsset path: String) -> String? {
    var name = String(path.split(separator: "/").last ?? "")
    if name.hasSuffix(".imageset") { name.removeLast(".imageset".count) }
    let base = FileName(name).base
    let stem = base.reversed().drop(while: \.isNumber).reversed()
    return stem.count < base.count && !stem.isEmpty ? String(stem) : nil
  }

  /// Whether a size finding's file has the shape of the size expected,
  /// within a twentieth: scaled into any frame, it looks the same (not
  /// LuzoTV's 42 × 51 `getreward@3x.png` of a square icon, squashed).
  static func hasItsShape(_ finding: AuditFinding) -> Bool {
    guard let expected = finding.expectedPixelSize, let actual = finding.actualPixelSize,
      expected.width > 0, expected.height > 0, actual.width > 0, actual.height > 0
    else { return false }
    let ratio =
      (Double(actual.width) / Double(actual.height))
      / (Double(expected.width) / Double(expected.height))
    return abs(ratio - 1) <= 0.05
  }

  /// Whether a size finding's file has at least the pixels expected: in a
  /// frame it is scaled down, not up (MedRep's 77-pixel `time-icon@3x.png`
  /// of a 20-point icon; not PKUKendo's 1x copied into its @3x slot).
  static func isLargerThanExpected(_ finding: AuditFinding) -> Bool {
    guard let expected = finding.expectedPixelSize, let actual = finding.actualPixelSize
    else { return false }
    return actual.width >= expected.width && actual.height >= expected.height
  }

  /// Whether a size finding's file is within a tenth of the size expected
  /// on each side.
  private static func isSlightlyOff(_ finding: AuditFinding) -> Bool {
    guard let expected = finding.expectedPixelSize, let actual = finding.actualPixelSize,
      expected.width > 0, expected.height > 0
    else { return false }
    return abs(Double(actual.width - expected.width)) <= 0.1 * Double(expected.width)
      && abs(Double(actual.height - expected.height)) <= 0.1 * Double(expected.height)
  }

  /// Whether the code loads the finding's file (or, for a missing base,
  /// one of its variants) by its own name, suffixes and all
  /// (`WMToolbar-iPad.xib`, a game's `slider_red_bar@3x.png`): then no
  /// loader reads those suffixes, and a finding about what they mean is
  /// moot. A look-alike is also the code's when the code spells the name
  /// it is part of (Kodi's `@"remote quick help_ipad.png"`, whose `@2x` is
  /// no misspelt `~ipad`). A wrong size measured against a file the code
  /// loads so is moot too: the file measured is then loaded by no name.
  private static func isLoadedByItsOwnName(
    _ finding: AuditFinding, references: ImageReferences
  ) -> Bool {
    var names: [String]
    switch finding.kind {
    case .malformedSuffix, .foreignSuffix:
      names = [ownName(ofFile: finding.file), strictBase(ofFile: finding.file)].compactMap { $0 }
    case .unreachableVariant:
      // Loaded by that name, the file is reached whatever else loads its
      // base (PopTheBalloons' `@"balloonGameBackground-568h@2x.png"` on
      // a 4-inch phone, `@"balloonGameBackground.png"` on others).
      names = [ownName(ofFile: finding.file)].compactMap { $0 }
    case .wrongPixelSize:
      // Unless other code loads the image by its base name (Kodi's iPad
      // code asks for `coverbox_back@2x.png`, its iPhone code for
      // `coverbox_back.png`, and gets the same file).
      // A loose file's base by its very spelling (MedRep's title
      // `@"Logout"` loads no `logout.png`); a catalog's set by any.
      let asset = String(finding.asset.split(separator: "/").last ?? "")
      let isLoose = !finding.file.contains(".imageset/")
      guard
        !loadableNames(ofFile: asset).contains(where: {
          references.namesWithoutScale($0, exactly: isLoose)
        })
      else {
        return false
      }
      names = [ownName(ofFile: finding.file)].compactMap { $0 }
      // Nor is a size out of proportion with a file the code loads by its
      // own name, while nothing loads this one (MedRep's
      // `@"activity-score@2x.png"`: its `@3x` is never read).
      names += finding.relatedFiles.compactMap(ownName(ofFile:))
    case .missingBase: names = finding.relatedFiles.compactMap(ownName(ofFile:))
    default: return false
    }
    return names.contains(where: references.namesExactlyInCode)
  }

  /// Whether a missing base is that of files made for one idiom alone in
  /// a UIKit tree (`matchgame~iphone.png`, `LandingPage~ipad.xib`): Misty
  /// Island Rescue shows each idiom its own screens, and no code is known
  /// to ask the other idiom for them (81 false findings). In a tree that
  /// mixes cocos2d's names (ThesisGame's `prototypeObstacle~ipad.png`,
  /// which `[[Obstacle alloc] initWithFile:@"prototypeObstacle.png"]`
  /// asks for on every device) or a cocos2d one, and for a file a sprite
  /// loads, the finding stays.
  private func isOneIdiomsOwn(
    _ finding: AuditFinding, names: [String], references: ImageReferences
  ) -> Bool {
    finding.kind == .missingBase && convention == .uikit && !finding.relatedFiles.isEmpty
      && finding.relatedFiles.allSatisfy { path in
        FileName(String(path.split(separator: "/").last ?? "")).idiom != nil
      } && !names.contains(where: references.loadsAsSprite)
  }

  /// Whether every device of the finding is of one idiom (the Retina
  /// iPad) and the code names the image only in branches that run on the
  /// other (``ImageReferences/namesOnlyOnOtherIdiom(_:isPad:)``):
  /// AuroraLink's phone splash frames, which no iPad loads.
  private func isLoadedOnlyByTheOtherIdiom(
    _ finding: AuditFinding, names: [String], references: ImageReferences
  ) -> Bool {
    let idioms = Set(
      finding.devices.compactMap { name in devices.first { $0.name == name }?.device.idiom })
    guard idioms.count == 1, let idiom = idioms.first, idiom == .pad || idiom == .phone else {
      return false
    }
    return !names.isEmpty
      && names.allSatisfy { references.namesOnlyOnOtherIdiom($0, isPad: idiom == .pad) }
  }

  /// The base name the resolver reads in a scaled file's name, when a
  /// look-alike suffix makes it differ from the base meant
  /// (`remote quick help_ipad` of `remote quick help_ipad@2x.png`). Not
  /// when all it adds means nothing: the code's `airplay-tv-indicator`
  /// and `@"msg.png"` name the base meant, not the stray ones of
  /// `airplay-tv-indicator_@2x.png` and `msg.png@2x.png` (names are
  /// compared without separators, and with their extension).
  private static func strictBase(ofFile path: String) -> String? {
    let strict = FileName(String(path.split(separator: "/").last ?? ""))
    let reading = LenientFileName(strict)
    guard strict.scale != nil, strict.base != reading.intended.base,
      !reading.lookalikes.allSatisfy(\.isStray)
    else { return nil }
    return strict.base
  }

  /// An upscaled image the code loads only by its own name
  /// (`@"PhoneAddArtworksButton@2x"`, Artsy Folio) is upscaled all the
  /// same, but an added `@3x` would never be picked: the fix says to load
  /// it by its base name as well. The system reads an icon's name with its
  /// scale (`Icon@2x.png` in `CFBundleIconFiles`) and still picks the best
  /// file. Nor when the fix is the `-hd` of that very name, which
  /// cocos2d before 1.1 looks for (TanChess's `Cookie Man-ipad-hd.png`).
  private static func withFixOfAScaleTheCodeNames(
    _ finding: AuditFinding, references: ImageReferences, systemPaths: Set<String>
  ) -> AuditFinding {
    guard finding.kind == .upscaledFallback, !isKept(finding, systemPaths: systemPaths),
      let own = ownName(ofFile: finding.file), references.namesExactlyInCode(own),
      !loadableNames(of: finding).contains(where: { references.namesWithoutScale($0) }),
      !finding.suggestions.contains(where: {
        $0.split(separator: "/").last?.hasPrefix(own + "-hd.") ?? false
      })
    else { return finding }
    var changed = finding
    changed.message +=
      ", and load it by its base name: the code names \(escapingControlCharacters(own)), "
      + "and no loader looks for other scales of that"
    return changed
  }

  /// An upscaled image only web pages name (Awful's `award.png`, bridges'
  /// `tictactoe.png` in `about.html`) is loaded by the file name the page
  /// gives: a web view picks no `@2x` or `@3x` by itself, so the fix says
  /// to name them in the page.
  private static func withFixOfAWebPage(
    _ finding: AuditFinding, references: ImageReferences, systemPaths: Set<String>
  ) -> AuditFinding {
    guard finding.kind == .upscaledFallback, !isKept(finding, systemPaths: systemPaths),
      !finding.file.contains(".imageset/"),
      loadableNames(of: finding).contains(where: references.namesOnlyOnWebPages)
    else { return finding }
    var changed = finding
    changed.message +=
      ", and name them in the page: a web view loads the file a page names and picks no other "
      + "scale (srcset, or one file with more pixels and its size in CSS)"
    return changed
  }

  /// Whether the finding is an upscaled image only phones that run iOS 8
  /// or later load, and the code builds the name of its iOS 7 look
  /// (`reply` + `@"7"`, `back-ios7`), an image of its own: those phones
  /// show that one (newsyc's toolbar icons). A name ending in a digit is
  /// a frame of a numbered series (Kodi's `monkeys_1` beside `monkeys_17`),
  /// whose `7` is no look.
  private static func isPreIOS7Look(
    _ finding: AuditFinding, references: ImageReferences, imageNames: Set<String>
  ) -> Bool {
    guard finding.kind == .upscaledFallback, !finding.devices.isEmpty,
      finding.devices.allSatisfy({ name in
        Device(presetName: name).map { $0.idiom == .phone && $0.screenHeight >= 667 } ?? false
      })
    else { return false }
    return loadableNames(of: finding).contains { name in
      (name.last?.isASCII == true && name.last?.isNumber == true ? ["ios7"] : ["7", "ios7"])
        .contains {
          marker in
          imageNames.contains(
            String(decoding: ImageReferences.normalized((name + marker).utf8), as: UTF8.self))
            && references.names(name + marker)
        }
    }
  }

  /// Images a game engine loads itself, by a name the app's code never
  /// spells, when the code turns them on
  /// (``ImageReferences/showsFrameRate``): cocos2d's frame-rate digits.
  static let engineImages: Set<String> = ["fps_images"]

  private static func isKept(_ finding: AuditFinding, systemPaths: Set<String>) -> Bool {
    switch finding.kind {
    case .missingProjectFile, .unreadableFolder, .catalogUnreadable, .missingLaunchImage,
      .missingAppIcon, .notDownloaded, .duplicateVariant:
      return true
    // Two files one name on a Mac's disk break the copy; an image's scales
    // spelt in other letter case (iHubSC's `Lupe.PNG`, `Lupe@2x.png`, which
    // nothing loads) matter only where code loads the image.
    case .caseCollision:
      return finding.suggestions.isEmpty || systemPaths.contains(finding.file)
    default:
      return systemPaths.contains(finding.file)
        || finding.file.split(separator: "/").contains {
          $0.hasSuffix(".appiconset") || $0.hasSuffix(".launchimage") || $0.hasSuffix(".iconset")
            || $0.hasSuffix(".brandassets") || $0.hasSuffix(".imagestack")
        }
    }
  }

  /// The names an app would load the finding's image by: an asset catalog
  /// set's name, or the base names of its asset, its file and the names
  /// it suggests, read by both grammars (`insolent-24-ipadhd.fnt` is
  /// loaded as `insolent-24`).
  static func loadableNames(of finding: AuditFinding) -> [String] {
    let components = finding.file.split(separator: "/")
    if let set = components.last(where: { $0.hasSuffix(".imageset") }) {
      return [String(set.dropLast(".imageset".count))]
    }
    // A suggested file is not there yet: only its base counts
    // (`AI_lvl_Easy` of `AI_lvl_Easy-ipadhd.png`, not its suffix).
    return [finding.asset, finding.file].flatMap { path in
      loadableNames(ofFile: String(path.split(separator: "/").last ?? ""))
    }
      + finding.suggestions.map { path in
        let file = FileName(String(path.split(separator: "/").last ?? ""))
        return (ConventionChoice.cocos2dMeaning(of: file) ?? file).base
      }
  }

  /// The names a program loads the file `name` by: its base names by both
  /// grammars, and its name without its extensions (`foo.pvr.ccz` is
  /// loaded as `foo.pvr.ccz` or `foo`). Only an extension is cut at the
  /// first dot: Taka Dating's `2.Screen-2.jpg` is not loaded as `2`; and
  /// only a scale is cut at its `@`: 1000 Italy's `Icon@120.png` is no
  /// `Icon`. An image's extension doubled (shenbian's
  /// `icon_channel_20001.png.png`, a copy exported twice) is not cut: a
  /// loader asking for `icon_channel_20001` finds the file without it.
  static func loadableNames(ofFile name: String) -> [String] {
    let file = FileName(name)
    let stem = name.prefix { character in
      character != "~" && (character != "@" || file.scale == nil)
    }
    var names = [file.base, (ConventionChoice.cocos2dMeaning(of: file) ?? file).base]
    let last = stem.lastIndex(of: ".")
    names.append(String(last.map { stem[..<$0] } ?? stem))
    if let first = stem.firstIndex(of: "."), let last, first < last {
      let inner = stem[stem.index(after: first)..<last]
      if inner.count <= 4, inner.allSatisfy(\.isLetter),
        !["png", "jpg", "jpeg", "gif"].contains(inner.lowercased())
      {
        names.append(String(stem[..<first]))
      }
    }
    return names
  }

  /// The file's name without its last extension, suffixes and all
  /// (`slider_red_bar@3x`, `WMToolbar-iPad`), when that is not its asset's
  /// base name (read by both grammars, a look-alike suffix as the suffix it
  /// resembles): what code spells to load this very file rather than the
  /// asset.
  static func ownName(ofFile path: String) -> String? {
    let name = String(path.split(separator: "/").last ?? "")
    let own = String(name.lastIndex(of: ".").map { name[..<$0] } ?? name[...])
    let intended = LenientFileName(FileName(name)).intended
    let bases = [intended.base, (ConventionChoice.cocos2dMeaning(of: intended) ?? intended).base]
    return bases.contains(own) ? nil : own
  }
}

extension [UInt8] {
  /// Whether the bytes describe a particle system: a cocos2d plist's
  /// `textureFileName` key, or a SpriteKit emitter's archive (Space
  /// Debris Phantom's `SpaceDustTrails.sks`, whose `spark.png` each
  /// particle draws at the size the emitter gives it).
  fileprivate var describesParticles: Bool {
    self[...].firstIndex(ofBytes: "textureFileName") != nil
      || self[...].firstIndex(ofBytes: "<string>SKEmitterNode</string>") != nil
  }

  /// Whether a header declares a cocos2d particle system: its superclass
  /// is `CCParticleSystem…` or cocos2d's `ARCH_OPTIMAL_PARTICLE_SYSTEM`.
  fileprivate var declaresParticleSystem: Bool {
    self[...].firstIndex(ofBytes: ": ARCH_OPTIMAL_PARTICLE_SYSTEM") != nil
      || self[...].firstIndex(ofBytes: ": CCParticleSystem") != nil
  }
}
