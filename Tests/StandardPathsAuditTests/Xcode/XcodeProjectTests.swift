import Foundation
import SystemPackage
import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsSuffixes

/// An Xcode project's Copy Bundle Resources phase read from `project.pbxproj`
/// and audited as the bundle it makes (issue 22, Design/asset-audit.md#xcode-projects).
@Suite struct XcodeProjectTests {
  static let path = "Game.xcodeproj/project.pbxproj"
  /// An `Info.plist` with no launch or icon keys.
  let plistOfNothing = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleName</key><string>Game</string></dict></plist>
    """

  static func phase(_ text: String, target: String? = nil) throws(XcodeProjectError)
    -> XcodeResourcesPhase
  {
    try XcodeResourcesPhase(
      project: OpenStepPlist(parsing: Array(text.utf8), path: path), target: target, path: path)
  }

  /// Writes PNG headers of the given pixel sizes at `path`s below `root`.
  static func writePNGs(_ images: [(String, Int, Int)], below root: String) throws {
    for (path, width, height) in images {
      let url = URL(filePath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(PNGHeader.bytes(width: width, height: height)).write(to: url)
    }
  }

  /// Writes the texts at their paths below `root`, folders and all.
  static func writeFiles(_ texts: [String: String], below root: String) throws {
    for (path, text) in texts {
      let url = URL(filePath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  @Test func thePhaseListsSourceFilesByTheirPathsFromTheSourceRoot() throws {
    let phase = try Self.phase(xcodeProjectOfAGame)
    #expect(phase.target == "Game")
    #expect(
      phase.paths == [
        "Resources/button.png", "Resources/HD/button-hd.png", "Resources/en.lproj/title.png",
        "Sprites", "Resources/gone.png", "Art/Icon.png",
      ])
  }

  /// Ushahidi's app project groups `../SDK/Classes`: its code reaches one
  /// folder above the source root, when it is there, and the search for
  /// image names with it.
  @Test func theFoldersAboveTheSourceRootThatTheProjectReaches() throws {
    #expect(try Self.phase(xcodeProjectOfAGame).parentSteps { _ in true } == 0)
    let sdk = xcodeProjectOfAGame.replacingOccurrences(
      of: "path = main.m; sourceTree", with: "path = ../SDK/Classes/main.m; sourceTree")
    #expect(try Self.phase(sdk).parentSteps { _ in true } == 1)
    // Cashbury lists `../../../Desktop/facebook-ios-sdk`, which only its
    // author's machine has: a file that does not exist reaches nothing.
    #expect(try Self.phase(sdk).parentSteps { _ in false } == 0)
    // Mines links a framework far above its folder: no code lives there.
    let framework = xcodeProjectOfAGame.replacingOccurrences(
      of: "path = main.m; sourceTree",
      with: "path = ../../../../Downloads/JRE.framework; sourceTree")
    #expect(framework != xcodeProjectOfAGame)
    #expect(try Self.phase(framework).parentSteps { _ in true } == 0)
    // A group's path alone (Awful's `Frameworks` group at `..`) reaches nothing.
    let group = xcodeProjectOfAGame.replacingOccurrences(
      of: "path = \"Somewhere Else\";", with: "path = ..;")
    #expect(group != xcodeProjectOfAGame)
    #expect(try Self.phase(group).parentSteps { _ in true } == 0)
  }

  @Test func theTargetsInfoPlistIsItsBuildSetting() throws {
    #expect(try Self.phase(xcodeProjectOfAGame).infoPlists == ["Game-Info.plist"])
  }

  /// Nimbler SF's target copies the icons only its Caltrain and Portland
  /// targets' `Info.plist` files name: another target's plist is known,
  /// so that the search for names leaves it out; one the target shares
  /// is its own.
  @Test func theOtherTargetsInfoPlistsAreKnown() throws {
    let project =
      xcodeProjectOfAGame
      .replacingOccurrences(
        of: "name = GameTests;",
        with: "buildConfigurationList = A1000000000000000000C002; name = GameTests;"
      )
      .replacingOccurrences(
        of: "/* End XCBuildConfiguration section */",
        with: """
          A1000000000000000000D003 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Nimbler Caltrain-Info.plist";}; name = Debug;};
          A1000000000000000000D004 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Game-Info.plist";}; name = Release;};
          /* End XCBuildConfiguration section */
          """
      )
      .replacingOccurrences(
        of: "/* End XCConfigurationList section */",
        with: """
          A1000000000000000000C002 = {isa = XCConfigurationList; buildConfigurations = (A1000000000000000000D003, A1000000000000000000D004);};
          /* End XCConfigurationList section */
          """)
    let phase = try Self.phase(project, target: "Game")
    #expect(phase.infoPlists == ["Game-Info.plist"])
    #expect(phase.otherInfoPlists == ["Nimbler Caltrain-Info.plist"])
    #expect(try Self.phase(xcodeProjectOfAGame).otherInfoPlists.isEmpty)
  }

  /// The fixture's target states no device family: an iPhone app
  /// (Xcode's default); a project-level setting counts when the target's
  /// configurations have none. The family is the default configuration's,
  /// the one an archive builds: AntiClaus says `1,2` in Debug and `1` in
  /// Release, its default, and ships an iPhone app.
  @Test func theTargetsDevicesComeFromItsBuildSettings() throws {
    let game = try Self.phase(xcodeProjectOfAGame)
    #expect(game.platformSettings.isEmpty)
    #expect(XcodeTargetDevices.presets(for: game.platformSettings, of: "Game") == nil)
    let pad = try Self.phase(
      xcodeProjectOfAGame.replacingOccurrences(
        of: "PRODUCT_NAME = \"$(TARGET_NAME)\";",
        with: "PRODUCT_NAME = \"$(TARGET_NAME)\"; TARGETED_DEVICE_FAMILY = 2; "
          + "IPHONEOS_DEPLOYMENT_TARGET = 10.0;"))
    #expect(pad.platformSettings["TARGETED_DEVICE_FAMILY"] == ["2"])
    let antiClaus = try Self.phase(
      xcodeProjectOfAGame.replacingOccurrences(
        of: #"INFOPLIST_FILE = "Game-Info.plist";"#,
        with: #"INFOPLIST_FILE = "Game-Info.plist"; TARGETED_DEVICE_FAMILY = "1,2";"#
      ).replacingOccurrences(
        of: #"INFOPLIST_FILE = "$(SRCROOT)/Game-Info.plist";"#,
        with: #"INFOPLIST_FILE = "$(SRCROOT)/Game-Info.plist"; TARGETED_DEVICE_FAMILY = 1;"#))
    #expect(antiClaus.platformSettings["TARGETED_DEVICE_FAMILY"] == ["1"])
    let icons = try Self.phase(
      xcodeProjectOfAGame.replacingOccurrences(
        of: "PRODUCT_NAME = \"$(TARGET_NAME)\";",
        with: "PRODUCT_NAME = \"$(TARGET_NAME)\"; ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;"))
    #expect(icons.platformSettings["ASSETCATALOG_COMPILER_APPICON_NAME"] == ["AppIcon", "AppIcon"])
    // eidolon's Kiosk: an iPad app for iOS 10, so only the Retina iPad.
    let kiosk = try #require(XcodeTargetDevices.presets(for: pad.platformSettings, of: "Kiosk"))
    #expect(kiosk.devices.map(\.name) == ["ipad-retina"])
    #expect(
      kiosk.reason == "devices of target Kiosk: iPad (TARGETED_DEVICE_FAMILY 2), iOS 10 or later")
  }

  /// SotkaApp's and Shuaa's targets (Xcode's SwiftUI template) generate
  /// their `Info.plist`: `INFOPLIST_KEY_UILaunchScreen_Generation = YES`
  /// writes an empty `UILaunchScreen`, `INFOPLIST_KEY_UILaunchStoryboardName
  /// = LaunchScreen.storyboard` names a storyboard. Either is a launch
  /// screen: the app runs at its phones' own size, and no launch image is
  /// missing.
  @Test(arguments: [
    "INFOPLIST_KEY_UILaunchScreen_Generation = YES;",
    "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen.storyboard;",
    // IceCubes sets it for the device's SDK and the simulator's.
    #""INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]" = YES;"#,
  ])
  func aLaunchScreenTheBuildSettingsGenerateCounts(setting: String) throws {
    let project = xcodeProjectOfAGame.replacingOccurrences(
      of: "PRODUCT_NAME = \"$(TARGET_NAME)\";",
      with: "PRODUCT_NAME = \"$(TARGET_NAME)\"; TARGETED_DEVICE_FAMILY = 1; "
        + "IPHONEOS_DEPLOYMENT_TARGET = 17.0; GENERATE_INFOPLIST_FILE = YES; \(setting)")
    #expect(try !Self.phase(project).launchScreenSettings.isEmpty)
    #expect(try Self.phase(xcodeProjectOfAGame).launchScreenSettings.isEmpty)
    try withTemporaryDirectory { root in
      try Self.writePNGs(
        [
          ("Resources/button.png", 100, 50), ("Resources/HD/button-hd.png", 200, 100),
          ("Resources/en.lproj/title.png", 64, 64), ("Sprites/hero.png", 32, 32),
          ("Art/Icon.png", 57, 57), ("Resources/gone.png", 8, 8),
        ], below: root)
      try Self.writeFiles([Self.path: project, "Game-Info.plist": plistOfNothing], below: root)
      let report = try AssetAudit().report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      #expect(!report.findings.contains { $0.kind == .missingLaunchImage }, "\(report.findings)")
      #expect(!report.conventionReason.contains("zoomed"), "\(report.conventionReason)")
    }
  }

  /// cracker (kobold2d) keeps `INFOPLIST_FILE` and its device family in
  /// `.xcconfig` files that include others; a configuration's own setting
  /// wins over its file's.
  @Test func settingsOfConfigurationFilesCount() throws {
    let files = [
      "BuildSettings/Debug.xcconfig": """
      // kobold2d
      #include "Common.xcconfig"
      INFOPLIST_FILE = Projectfiles-iOS/Resources/Info.plist
      TARGETED_DEVICE_FAMILY = 1,2 // universal
      SDKROOT[sdk=iphonesimulator*] = iphonesimulator
      """,
      "BuildSettings/Common.xcconfig":
        "IPHONEOS_DEPLOYMENT_TARGET = \"4.0\"\nTARGETED_DEVICE_FAMILY = 1\n",
    ]
    let settings = XcodeResourcesPhase.configurationSettings(
      atPath: "BuildSettings/Debug.xcconfig", read: { files[$0] })
    #expect(
      settings == [
        "INFOPLIST_FILE": "Projectfiles-iOS/Resources/Info.plist",
        "TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "4.0",
      ])
    // The fixture's configurations based on a file (main.m's reference
    // stands in for it): their INFOPLIST_FILE stays, the family is the file's.
    var requested: [String] = []
    let project = xcodeProjectOfAGame.replacingOccurrences(
      of: "isa = XCBuildConfiguration;",
      with: "isa = XCBuildConfiguration; baseConfigurationReference = A1000000000000000000F006;")
    let phase = try XcodeResourcesPhase(
      project: OpenStepPlist(parsing: Array(project.utf8), path: Self.path), target: nil,
      path: Self.path
    ) { path in
      requested.append(path)
      return ["INFOPLIST_FILE": "Other.plist", "TARGETED_DEVICE_FAMILY": "2"]
    }
    #expect(requested.first?.hasSuffix("main.m") == true, "\(requested)")
    #expect(phase.infoPlists == ["Game-Info.plist"])
    #expect(phase.platformSettings["TARGETED_DEVICE_FAMILY"] == ["2"])
    // Xcode 16 names the file by a folder (NetNewsWire's synchronized
    // `xcconfig` folder; the fixture's `Sprites` stands in for it) and a
    // path below it.
    requested = []
    let anchored = xcodeProjectOfAGame.replacingOccurrences(
      of: "isa = XCBuildConfiguration;",
      with:
        "isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = A1000000000000000000F004; "
        + "baseConfigurationReferenceRelativePath = NetNewsWire_iOSapp_target.xcconfig;")
    let anchoredPhase = try XcodeResourcesPhase(
      project: OpenStepPlist(parsing: Array(anchored.utf8), path: Self.path), target: nil,
      path: Self.path
    ) { path in
      requested.append(path)
      return ["TARGETED_DEVICE_FAMILY": "1,2"]
    }
    #expect(requested.first == "Sprites/NetNewsWire_iOSapp_target.xcconfig", "\(requested)")
    #expect(anchoredPhase.platformSettings["TARGETED_DEVICE_FAMILY"] == ["1,2"])
  }

  @Test(arguments: [
    (
      ["TARGETED_DEVICE_FAMILY": ["1,2"], "IPHONEOS_DEPLOYMENT_TARGET": ["6.0"]],
      [
        "iphone3gs", "iphone4", "iphone5", "iphone6", "iphone6plus", "iphonex", "ipad",
        "ipad-retina",
      ]
    ),
    (
      ["IPHONEOS_DEPLOYMENT_TARGET": ["7.0", "8.0"]],
      ["iphone4", "iphone5", "iphone6", "iphone6plus", "iphonex"]
    ),
    (
      ["TARGETED_DEVICE_FAMILY": ["1"], "IPHONEOS_DEPLOYMENT_TARGET": ["13.0"]],
      ["iphone6", "iphone6plus", "iphonex"]
    ),
    (
      [
        "TARGETED_DEVICE_FAMILY": ["1,2"], "SUPPORTS_MACCATALYST": ["YES"],
        "IPHONEOS_DEPLOYMENT_TARGET": ["14.0"],
      ],
      ["iphone6", "iphone6plus", "iphonex", "ipad-retina", "mac", "mac-retina"]
    ),
    (["SDKROOT": ["macosx"]], ["mac", "mac-retina"]),
    (["SDKROOT": ["appletvos"]], ["appletv"]),
  ])
  func devicesByFamilyAndDeploymentTarget(settings: [String: [String]], names: [String]) throws {
    #expect(
      try #require(XcodeTargetDevices.presets(for: settings, of: "Game")).devices.map(\.name)
        == names)
  }

  @Test func aTargetIsChosenByName() throws {
    #expect(try Self.phase(xcodeProjectOfAGame, target: "Game").paths.count == 6)
    #expect(throws: XcodeProjectError.noSuchTarget("GameTests", available: ["Game"])) {
      try Self.phase(xcodeProjectOfAGame, target: "GameTests")
    }
    #expect(throws: XcodeProjectError.noSuchTarget("Nope", available: ["Game"])) {
      try Self.phase(xcodeProjectOfAGame, target: "Nope")
    }
  }

  /// AmericanChronicle's test bundle copies resources too: the one app
  /// target is audited. Two apps need a choice.
  @Test func severalTargetsThatCopyResourcesNeedAChoiceUnlessOneIsTheApp() throws {
    // GameTests' empty phase now lists the icon too.
    let text = xcodeProjectOfAGame.replacingOccurrences(
      of: "A1000000000000000000P003 /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;"
        + "\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n",
      with: "A1000000000000000000P003 /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;"
        + "\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\nA1000000000000000000B007,\n")
    #expect(text != xcodeProjectOfAGame)
    #expect(try Self.phase(text).target == "Game")
    #expect(try Self.phase(text, target: "GameTests").paths == ["Art/Icon.png"])
    let twoApps = text.replacingOccurrences(
      of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.application")
    #expect(twoApps != text)
    #expect(throws: XcodeProjectError.severalTargets(["Game", "GameTests"])) {
      try Self.phase(twoApps)
    }
  }

  @Test func quotedStringsKeepTheirEscapes() throws {
    let value = try OpenStepPlist(
      parsing: Array(#"{ a = "q\"b\\s\U00e9\n"; b = (x, "y z",); c = <0a0b>; }"#.utf8), path: "p")
    #expect(
      value
        == .dictionary([
          "a": .string("q\"b\\sé\n"), "b": .array([.string("x"), .string("y z")]),
          "c": .string("<0a0b>"),
        ]))
  }

  static let malformed: [(String, Int, String)] = [
    ("{\n a = \"open;\n}", 3, "unterminated string"),
    ("{\n a = b\n}", 3, "expected ';'"),
    ("{ a = b; /* never closed", 1, "unterminated comment"),
    ("{ a = b; }\n}", 2, "text after the end"),
    ("{ a = (b c); }", 1, "expected ','"),
    (String(repeating: "(", count: 65), 1, "nested too deeply"),
    ("", 1, "unexpected end of file"),
    ("{ archiveVersion = 1; objects = {}; }", 1, "no PBXProject root object"),
    // Raivo's project, committed with git's conflict markers in it.
    (
      "// !$*UTF8*$!\n{\n<<<<<<< HEAD\n objectVersion = 54;\n=======\n objectVersion = 53;\n"
        + ">>>>>>> 75832ce\n}", 3, "an unresolved git merge conflict (<<<<<<<); resolve it first"
    ),
  ]

  @Test(arguments: malformed)
  func aFileXcodeDidNotWriteIsRefusedWithItsLine(text: String, line: Int, reason: String) {
    #expect(throws: XcodeProjectError.malformed(Self.path, line: line, reason: reason)) {
      try Self.phase(text)
    }
  }

  @Test func theBundleIsAuditedNotTheFolder() throws {
    try withTemporaryDirectory { root in
      let files: [(String, Int, Int)] = [
        ("Resources/button.png", 100, 50), ("Resources/HD/button-hd.png", 150, 75),
        ("Resources/en.lproj/title.png", 64, 64), ("Sprites/hero.png", 32, 32),
        ("Art/Icon.png", 57, 57), ("Unused/junk~IPAD.png", 10, 10),
      ]
      try Self.writePNGs(files, below: root)
      try Self.writeFiles([Self.path: xcodeProjectOfAGame], below: root)
      let before = treeListing(root)

      let audit = AssetAudit(devices: [AuditDevice(.iPhone3GS), AuditDevice(.iPhone4)])
      let report = try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")

      #expect(treeListing(root) == before)
      #expect(report.fileCount == 5)
      #expect(report.convention == .cocos2d)
      let findings = report.findings.map { "\($0.kind) \($0.file)" }
      // The -hd file in another folder is its base's variant in the bundle,
      // and 150 × 75 is not twice 100 × 50; the unlisted folder is not read.
      #expect(findings.contains("wrongPixelSize Resources/HD/button-hd.png"), "\(findings)")
      #expect(findings.contains("missingProjectFile Resources/gone.png"), "\(findings)")
      #expect(!findings.contains { $0.contains("Unused") || $0.contains("missingBase") })
      #expect(report.assets.map(\.path).contains("Sprites/hero.png"))
      // wheelmap's secret config plists: missing on purpose when git ignores them.
      try Data("# local config\nResources/gone.png\n".utf8).write(
        to: URL(filePath: root + "/.gitignore"))
      let ignoring = try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      #expect(!ignoring.findings.contains { $0.kind == .missingProjectFile })
      #expect(ignoring.setApartFindings.map(\.file) == ["Resources/gone.png"])
      // transit-authority lists `tileset-elevation-hd.png`, which is not
      // there: that missing file, not "add a variant", is what to fix.
      let hero = { (report: AuditReport) in
        report.findings.contains { $0.kind == .upscaledFallback && $0.file == "Sprites/hero.png" }
      }
      #expect(hero(report), "\(findings)")
      // The report when the project lists `path` for its missing file.
      func listing(_ path: String) throws -> AuditReport {
        try Self.writeFiles(
          [
            Self.path: xcodeProjectOfAGame.replacingOccurrences(
              of: "path = gone.png;", with: "path = \(path);")
          ], below: root)
        return try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      }
      let listed = try listing("hero-hd.png")
      #expect(listed.findings.contains { $0.file == "Resources/hero-hd.png" })
      #expect(!hero(listed))
      // TimesTableFun lists `card_blue@2x~ipad.png`, not there either: it
      // says nothing of the phones' upscaled `card_blue.png`.
      let padOnly = try listing("\"hero@2x~ipad.png\"")
      #expect(padOnly.findings.contains { $0.file == "Resources/hero@2x~ipad.png" })
      #expect(hero(padOnly))
    }
  }

  /// BrookdaleTeach's target names `masterslide/iTeach-Info.plist`; the
  /// folder is `MasterSlide`, which a Mac's disk finds all the same. Its
  /// `CFBundleIconFiles` make `Icon72.png` the iPad's icon, which iOS loads
  /// itself: no finding says the code loads and upscales it.
  @Test func theInfoPlistIsFoundLetterCaseAside() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1; objectVersion = 46;
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); };
          MAIN = {isa = PBXGroup; children = (ICON); sourceTree = "<group>"; };
          ICON = {isa = PBXFileReference; path = Images/Icon72.png; sourceTree = "<group>"; };
          BUILT = {isa = PBXBuildFile; fileRef = ICON; };
          APP = {isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = (RES); name = iTeach; productType = "com.apple.product-type.application"; };
          LIST = {isa = XCConfigurationList; buildConfigurations = (CONF); defaultConfigurationName = Release; };
          CONF = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "masterslide/iTeach-Info.plist"; TARGETED_DEVICE_FAMILY = 2; IPHONEOS_DEPLOYMENT_TARGET = 5.0; }; name = Release; };
          RES = {isa = PBXResourcesBuildPhase; files = (BUILT); };
        };
        rootObject = ROOT;
      }
      """
    try withTemporaryDirectory { root in
      try Self.writePNGs([("Images/Icon72.png", 72, 72)], below: root)
      try Self.writeFiles(
        [
          "iTeach.xcodeproj/project.pbxproj": project,
          "MasterSlide/iTeach-Info.plist": """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict>
          <key>CFBundleIconFiles</key><array><string>Icon72.png</string></array>
          </dict></plist>
          """,
        ], below: root)
      let report = try AssetAudit().report(forXcodeProjectAtPath: root + "/iTeach.xcodeproj")
      #expect(report.systemImages.contains { $0.path == "Images/Icon72.png" })
      // The finding that stays is the home screen's, not a load's.
      let icon = report.findings.filter { $0.file == "Images/Icon72.png" }
      #expect(icon.allSatisfy { $0.message.contains("home screen") }, "\(icon)")
    }
  }

  /// KeePassium's project (Xcode 16, `objectVersion = 76`) keeps its app's
  /// folder in sync with the disk: the target's Copy Bundle Resources
  /// phase is empty, and Xcode copies every resource file below the
  /// folder, flat, catalogs and `*.lproj` whole, but code, the
  /// `Info.plist` and the target's exceptions; another target's exception
  /// set for this one (`AutoFill`'s `Shared.png`) adds a file. Its
  /// `Info.plist` is preprocessed (`#ifdef INTUNE`): its icons still count.
  @Test func aFolderXcodeKeepsInSyncIsCopiedButItsExceptions() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1; objectVersion = 76;
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, EXT); buildConfigurationList = PLIST; };
          PLIST = {isa = XCConfigurationList; buildConfigurations = (PCONF); };
          PCONF = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
          MAIN = {isa = PBXGroup; children = (SYNC, EXTSYNC); sourceTree = "<group>"; };
          SYNC = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXC, EXC2); explicitFileTypes = {}; explicitFolders = (); path = KeePassium; sourceTree = "<group>"; };
          EXTSYNC = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXC3); path = "KeePassium AutoFill"; sourceTree = "<group>"; };
          EXC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Configuration.storekit, Info.plist, "intune/Unused.png", /Localized/general/Passcode.storyboard, ); target = APP; };
          EXC2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Assets.xcassets, ); target = EXT; };
          EXC3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared.png, ); target = APP; };
          APP = {isa = PBXNativeTarget; buildConfigurationList = APPLIST; buildPhases = (RES); fileSystemSynchronizedGroups = (SYNC); name = KeePassium; productType = "com.apple.product-type.application"; };
          APPLIST = {isa = XCConfigurationList; buildConfigurations = (APPCONF); defaultConfigurationName = Release; };
          APPCONF = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = KeePassium/Info.plist; TARGETED_DEVICE_FAMILY = 1; IPHONEOS_DEPLOYMENT_TARGET = 15.0; DEVELOPMENT_ASSET_PATHS = "\\"KeePassium/Preview Content\\""; }; name = Release; };
          RES = {isa = PBXResourcesBuildPhase; files = ( ); };
          EXT = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (EXTSYNC); name = AutoFill; productType = "com.apple.product-type.app-extension"; };
        };
        rootObject = ROOT;
      }
      """
    try withTemporaryDirectory { root in
      try Self.writePNGs(
        [
          ("KeePassium/app-icons/appicon-atom_iPhoneApp_60@2x.png", 120, 120),
          ("KeePassium/app-icons/appicon-atom_iPhoneApp_60@3x.png", 180, 180),
          ("KeePassium/general/cover.png", 18, 13), ("KeePassium/intune/Unused.png", 5, 5),
          ("KeePassium AutoFill/Shared.png", 20, 20), ("KeePassium AutoFill/Other.png", 20, 20),
          ("KeePassium/Assets.xcassets/pattern.imageset/fancy@2x.png", 36, 26),
          // Home Assistant's Icon Composer icon and complication gallery.
          ("KeePassium/AppIcon.icon/Assets/logo-frame.png", 512, 499),
          ("KeePassium/gallery.ckcomplication/022760D5.png", 72, 72),
          // Mlem's local package and SwiftUI preview content.
          ("KeePassium/Packages/Kit/Sources/Kit/Resources/kit.png", 10, 10),
          ("KeePassium/Preview Content/droplets.png", 10, 10),
        ], below: root)
      try Self.writeFiles(
        [
          "KeePassium.xcodeproj/project.pbxproj": project,
          "KeePassium/Info.plist": """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict>
          <key>CFBundleIcons</key><dict><key>CFBundleAlternateIcons</key><dict>
          <key>atom</key><dict><key>CFBundleIconFiles</key><array><string>appicon-atom_iPhoneApp_60</string></array></dict>
          </dict></dict>
          #ifdef INTUNE
          <key>IntuneMAMSettings</key><dict/>
          #endif
          </dict></plist>
          """,
          "KeePassium/AppDelegate.swift": """
          @main class AppDelegate: UIResponder, UIApplicationDelegate {
              func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                  window?.backgroundColor = UIColor(patternImage: UIImage(named: "cover")!)
                  badge.image = UIImage(named: "Shared")
                  return true
              }
          }
          """,
          "KeePassium/Configuration.storekit": "{}",
          "KeePassium/Packages/Kit/Package.swift": "// swift-tools-version:5.9",
          "KeePassium/general/Base.lproj/Passcode.storyboard": "<document/>",
          "KeePassium/general/Base.lproj/Other.storyboard": "<document/>",
          "KeePassium/Assets.xcassets/pattern.imageset/Contents.json": """
          {"images":[{"idiom":"universal","scale":"1x"},{"filename":"fancy@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}]}
          """,
        ], below: root)
      let phase = try XcodeResourcesPhase(
        project: OpenStepPlist(parsing: Array(project.utf8), path: Self.path), target: nil,
        path: Self.path)
      #expect(phase.target == "KeePassium")
      #expect(phase.paths == ["KeePassium AutoFill/Shared.png"])
      #expect(phase.synchronizedFolders.map(\.path) == ["KeePassium"])
      #expect(phase.projectFiles.contains("KeePassium"))
      #expect(phase.developmentAssetPaths == ["KeePassium/Preview Content"])

      let report = try AssetAudit().report(
        forXcodeProjectAtPath: root + "/KeePassium.xcodeproj")
      let audited = Set(report.assets.flatMap(\.files))
      #expect(audited.contains("KeePassium/general/cover.png"), "\(audited)")
      #expect(audited.contains("KeePassium AutoFill/Shared.png"))
      #expect(audited.contains("KeePassium/general/Base.lproj/Other.storyboard"))
      for excluded in [
        "KeePassium/intune/Unused.png", "KeePassium/Info.plist", "KeePassium/AppDelegate.swift",
        "KeePassium/Configuration.storekit", "KeePassium/general/Base.lproj/Passcode.storyboard",
        "KeePassium AutoFill/Other.png", "KeePassium/AppIcon.icon/Assets/logo-frame.png",
        "KeePassium/gallery.ckcomplication/022760D5.png",
        "KeePassium/Packages/Kit/Sources/Kit/Resources/kit.png",
        "KeePassium/Packages/Kit/Package.swift", "KeePassium/Preview Content/droplets.png",
      ] {
        #expect(!audited.contains(excluded), "\(excluded)")
      }
      #expect(report.findings.contains { $0.file == "KeePassium/general/cover.png" })
      #expect(report.catalogs.count == 1)
      // The preprocessed `Info.plist` names the alternate icon: iOS loads it.
      #expect(
        report.systemImages.contains {
          $0.path == "KeePassium/app-icons/appicon-atom_iPhoneApp_60@2x.png"
        }, "\(report.systemImages.map(\.path))")
    }
  }

  /// HMIPad's catalog holds two launch image sets; its target compiles
  /// `LaunchImagedraw` (phones up to 568 points), so an iPhone 6 Plus runs
  /// it zoomed; `LaunchImagedrawIPhone6` beside it, with 667h and 736h
  /// images, is no target's and says nothing. Named instead, it is the
  /// one that counts; with no set named, none does.
  @Test func onlyTheLaunchImageSetTheTargetNamesCounts() throws {
    try withTemporaryDirectory { root in
      let used = "Images.xcassets/LaunchImagedraw.launchimage/"
      let other = "Images.xcassets/LaunchImagedrawIPhone6.launchimage/"
      try Self.writePNGs(
        [
          (used + "Default@2x.png", 640, 960), (used + "Default-568h@2x.png", 640, 1136),
          (other + "Default@2x.png", 640, 960), (other + "Default-568h@2x.png", 640, 1136),
          (other + "Default-667h@2x.png", 750, 1334), (other + "Default-736h@3x.png", 1242, 2208),
          ("Resources/button.png", 20, 20),
        ], below: root)
      func slot(_ file: String, _ subtype: String?, _ scale: Int) -> String {
        #"{"extent":"full-screen","idiom":"iphone","filename":"\#(file)","#
          + #""orientation":"portrait","#
          + (subtype.map { #""subtype":"\#($0)","# } ?? "") + #""scale":"\#(scale)x"}"#
      }
      let short = [slot("Default@2x.png", nil, 2), slot("Default-568h@2x.png", "retina4", 2)]
      let tall = [slot("Default-667h@2x.png", "667h", 2), slot("Default-736h@3x.png", "736h", 3)]
      for (set, slots) in [(used, short), (other, short + tall)] {
        try Data((#"{"images":["# + slots.joined(separator: ",") + "]}").utf8)
          .write(to: URL(filePath: root + "/" + set + "Contents.json"))
      }
      try FileManager.default.createDirectory(
        atPath: root + "/Game.xcodeproj", withIntermediateDirectories: true)
      let audit = AssetAudit(devices: AuditFixtures.devices("iphone5", "iphone6plus"))
      func report(naming set: String?) throws -> AuditReport {
        let project = xcodeProjectOfAGame.replacingOccurrences(
          of: "path = Sprites;", with: "path = Images.xcassets;"
        ).replacingOccurrences(
          of: #"PRODUCT_NAME = "$(TARGET_NAME)";"#,
          with: #"PRODUCT_NAME = "$(TARGET_NAME)"; "#
            + (set.map { "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = \($0);" } ?? ""))
        try Data(project.utf8).write(to: URL(filePath: root + "/" + Self.path))
        return try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      }
      let draw = try report(naming: "LaunchImagedraw")
      #expect(draw.conventionReason.contains("run the app zoomed"), "\(draw.conventionReason)")
      #expect(!draw.findings.contains { $0.file.hasPrefix(other) })
      let iPhone6 = try report(naming: "LaunchImagedrawIPhone6")
      #expect(!iPhone6.conventionReason.contains("zoomed"), "\(iPhone6.conventionReason)")
      // Without the setting Xcode compiles neither (shotvibe's set, which
      // made its iPhone-only app look full screen).
      let none = try report(naming: nil)
      #expect(none.catalogs.map(\.setCount) == [])
      #expect(draw.catalogs.map(\.setCount) == [1])
    }
  }

  /// OSL compiles the catalog's `LaunchImage` set
  /// (`ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`) and still copies its old
  /// loose `Default.png`, which iOS no longer shows.
  @Test func aCompiledLaunchImageSetMakesLooseLaunchImagesMoot() throws {
    try withTemporaryDirectory { root in
      let images: [(String, Int, Int)] = [
        ("Resources/DefaultAvatar.png", 100, 50), ("Resources/HD/button-hd.png", 200, 100),
        ("Resources/en.lproj/title.png", 64, 64), ("Art/Icon.png", 57, 57),
        ("Resources/Default.png", 300, 400),
        ("Images.xcassets/LaunchImage.launchimage/Default@2x.png", 640, 960),
      ]
      try Self.writePNGs(images, below: root)
      try Data(
        #"""
        {"images":[{"extent":"full-screen","idiom":"iphone","filename":"Default@2x.png",
        "minimum-system-version":"7.0","orientation":"portrait","scale":"2x"}],
        "info":{"version":1,"author":"xcode"}}
        """#.utf8
      ).write(to: URL(filePath: root + "/Images.xcassets/LaunchImage.launchimage/Contents.json"))
      try FileManager.default.createDirectory(
        atPath: root + "/Game.xcodeproj", withIntermediateDirectories: true)
      let loose = xcodeProjectOfAGame.replacingOccurrences(
        of: "path = gone.png;", with: "path = Default.png;"
      ).replacingOccurrences(of: "path = Sprites;", with: "path = Images.xcassets;")
        .replacingOccurrences(of: "path = button.png;", with: "path = DefaultAvatar.png;")
      let audit = AssetAudit(devices: [
        AuditDevice(.iPhone3GS), AuditDevice(.iPhone4), AuditDevice(.iPad),
      ])
      func report(_ project: String) throws -> AuditReport {
        try Data(project.utf8).write(to: URL(filePath: root + "/" + Self.path))
        return try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      }
      let before = try report(loose)
      #expect(before.findings.contains { $0.file == "Resources/Default.png" })
      let compiled = try report(
        loose.replacingOccurrences(
          of: #"PRODUCT_NAME = "$(TARGET_NAME)";"#,
          with:
            #"PRODUCT_NAME = "$(TARGET_NAME)"; ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = LaunchImage;"#
        ))
      #expect(!compiled.findings.contains { $0.file == "Resources/Default.png" })
      #expect(compiled.setApartFindings.contains { $0.file == "Resources/Default.png" })
      // little-ninja-rush: the set's own finding says the iPad lacks a
      // launch image; the loose form of it ("add Default-Portrait~ipad.png")
      // is a fix iOS would ignore. Bullet Time: the set's iPhone slot at 2x
      // shows what a loose `Default@2x.png` would.
      let launch = compiled.findings.filter { $0.kind == .missingLaunchImage }
      #expect(launch.map(\.file) == ["Images.xcassets/LaunchImage.launchimage/Contents.json"])
      #expect(compiled.setApartFindings.contains { $0.file == "Default-Portrait~ipad.png" })
      #expect(compiled.setApartFindings.contains { $0.file == "Default@2x.png" })
      // BabyRain: a set whose iPhone 4 slot is empty (only `retina4` is
      // filled) leaves the iPhone 4's finding.
      try Data(
        #"""
        {"images":[{"extent":"full-screen","idiom":"iphone","filename":"Default@2x.png",
        "subtype":"retina4","orientation":"portrait","scale":"2x"},
        {"extent":"full-screen","idiom":"iphone","orientation":"portrait","scale":"2x"}]}
        """#.utf8
      ).write(to: URL(filePath: root + "/Images.xcassets/LaunchImage.launchimage/Contents.json"))
      let tallOnly = try report(
        loose.replacingOccurrences(
          of: #"PRODUCT_NAME = "$(TARGET_NAME)";"#,
          with:
            #"PRODUCT_NAME = "$(TARGET_NAME)"; ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME = LaunchImage;"#
        ))
      #expect(
        tallOnly.findings.contains { $0.kind == .missingLaunchImage && $0.file == "Default@2x.png" }
      )
      // Mumble needs iOS 12 and names a launch storyboard: iOS shows no
      // launch image at all.
      try Data(
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        </dict></plist>
        """#.utf8
      ).write(to: URL(filePath: root + "/Game-Info.plist"))
      let storyboard = try report(
        loose.replacingOccurrences(
          of: #"PRODUCT_NAME = "$(TARGET_NAME)";"#,
          with: #"PRODUCT_NAME = "$(TARGET_NAME)"; IPHONEOS_DEPLOYMENT_TARGET = 12.0;"#))
      #expect(storyboard.setApartFindings.contains { $0.file == "Resources/Default.png" })
      #expect(!storyboard.findings.contains { $0.file == "Resources/Default.png" })
      // An avatar is no launch image: the iPhone 4 still upscales it.
      #expect(storyboard.findings.contains { $0.file == "Resources/DefaultAvatar.png" })
    }
  }

  /// Balloon Runner's project lists `Icon-Small.png` for the file
  /// `Icon-small.png` (Ello a folder `stream` for `Stream`), which a Mac's
  /// case-insensitive disk copies; Neon
  /// Tower keeps `QuickGamereold.mm` beside the code it compiles, jFlash
  /// nibs it does not list, PsyTrack a vendored reader's `Info.plist`, and
  /// Cashbury zxing's Java.
  @Test func theProjectSaysWhichFilesAreItsOwn() throws {
    try withTemporaryDirectory { root in
      let files: [(String, Int, Int)] = [
        ("Resources/button.png", 100, 50), ("Resources/HD/button-hd.png", 150, 75),
        ("Resources/en.lproj/title.png", 64, 64), ("Sprites/hero.png", 32, 32),
        ("ART/icon.png", 57, 57),
      ]
      try Self.writePNGs(files, below: root)
      // ZhangWo's tree holds both `Common` and `common`: a folder of the
      // very name without the file does not hide the other's.
      try Self.writePNGs([("Art/splash.png", 320, 480)], below: root)
      try Self.writeFiles([Self.path: xcodeProjectOfAGame], below: root)
      try Data(#"int main(void) { NSString *nib = @"Leftover"; return 0; }"#.utf8).write(
        to: URL(filePath: root + "/main.m"))
      try Data(#"id b = [CCSprite spriteWithFile:@"button.png"];"#.utf8).write(
        to: URL(filePath: root + "/MainOld.m"))
      // A nib the project does not list is in no app (jFlash's `XIBs/iPad`).
      try FileManager.default.createDirectory(
        atPath: root + "/XIBs/iPad", withIntermediateDirectories: true)
      try Data(#"<document><imageView image="button.png" id="a"/></document>"#.utf8).write(
        to: URL(filePath: root + "/XIBs/iPad/Leftover.xib"))

      let audit = AssetAudit(devices: [AuditDevice(.iPhone3GS), AuditDevice(.iPhone4)])
      let report = try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      let findings = report.findings.map { "\($0.kind) \($0.file)" }
      // The icon is audited by its file's name: too small for the Retina phone.
      #expect(
        !findings.contains { $0.hasPrefix("missingProjectFile") && $0.contains("Art/") },
        "\(findings)")
      #expect(findings.contains("upscaledFallback ART/icon.png"), "\(findings)")
      #expect(report.fileCount == 5)
      // Only the leftover loads `button.png`.
      #expect(
        report.setApartFindings.map { "\($0.kind) \($0.file)" }
          .contains("wrongPixelSize Resources/HD/button-hd.png"))
      // Java the project does not list (Cashbury's copy of zxing) runs
      // on no iPhone.
      try FileManager.default.createDirectory(
        atPath: root + "/zxing/core", withIntermediateDirectories: true)
      try Data(#"final class Decoder { String[] NAMES = {"button"}; }"#.utf8).write(
        to: URL(filePath: root + "/zxing/core/Decoder.java"))
      // Nor does an `Info.plist` it does not list (PsyTrack's vendored
      // reader's `Reader-Info.plist` names its demo's icons).
      try FileManager.default.createDirectory(
        atPath: root + "/vfr-Reader", withIntermediateDirectories: true)
      try Data(
        #"<plist><dict><key>CFBundleIconFiles</key><array><string>button.png</string></array></dict></plist>"#
          .utf8
      ).write(
        to: URL(filePath: root + "/vfr-Reader/Reader-Info.plist"))
      let java = try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      #expect(!java.findings.contains { $0.file == "Resources/HD/button-hd.png" })
      try Data(#"int main(void) { [CCSprite spriteWithFile:@"button.png"]; }"#.utf8).write(
        to: URL(filePath: root + "/main.m"))
      let loading = try audit.report(forXcodeProjectAtPath: root + "/Game.xcodeproj")
      #expect(loading.findings.contains { $0.file == "Resources/HD/button-hd.png" })
    }
  }

  /// Mines' iOS project lists `../model` (the shared game model); the
  /// repository's `swt` and `gwt` Java beside it name the images of those
  /// platforms, which the iOS app never loads.
  @Test func aboveItsFolderOnlyTheFoldersAProjectListsAreSearched() throws {
    try withTemporaryDirectory { root in
      try Self.writePNGs(
        [("ios/Resources/button.png", 100, 50), ("ios/Resources/HD/button-hd.png", 150, 75)],
        below: root)
      try Self.writeFiles(
        [
          "ios/" + Self.path: xcodeProjectOfAGame.replacingOccurrences(
            of: "path = main.m; sourceTree", with: "path = ../model/main.m; sourceTree"),
          "model/main.m": "int main(void) { return 0; }\n",
          "swt/Images.java": #"Image button = createImage("/image/button.png");"#,
        ], below: root)
      let audit = AssetAudit(devices: [AuditDevice(.iPhone3GS), AuditDevice(.iPhone4)])
      let report = try audit.report(forXcodeProjectAtPath: root + "/ios/Game.xcodeproj")
      #expect(!report.findings.contains { $0.file == "Resources/HD/button-hd.png" })
      #expect(report.setApartFindings.contains { $0.file == "Resources/HD/button-hd.png" })
      // Code of the listed folder counts, listed or not.
      try Self.writeFiles(
        ["model/Images.java": #"Image button = createImage("/image/button.png");"#], below: root)
      let named = try audit.report(forXcodeProjectAtPath: root + "/ios/Game.xcodeproj")
      #expect(named.findings.contains { $0.file == "Resources/HD/button-hd.png" })
    }
  }

  /// KoreanEnglishCard's project has `Default-568h@2x.png`, which its
  /// target does not copy: the fix is to add it there. A file another
  /// folder holds, or that is not on disk, changes nothing.
  @Test func aSuggestedFileTheProjectHasButTheTargetDoesNotCopyIsToBeAdded() {
    let finding = AuditFinding(
      kind: .missingLaunchImage, file: "Default-568h@2x.png", asset: "Default-568h@2x.png",
      suggestions: ["Default-568h@2x.png"], message: "no Default-568h@2x.png launch image")
    let reader = StubAuditFiles(sizes: ["Default-568h@2x.png": (640, 1136)])
    func fixed(projectFiles: Set<String>, copied: [String], reader: StubAuditFiles) -> String? {
      AssetAudit.withFixOfAFileTheTargetDoesNotCopy(
        [finding], projectFiles: projectFiles, copied: copied, reader: reader
      ).first?.message
    }
    #expect(
      fixed(projectFiles: ["Default-568h@2x.png"], copied: ["Default.png"], reader: reader)
        == "no Default-568h@2x.png launch image; the project has Default-568h@2x.png, which "
        + "this target does not copy: add it to its Copy Bundle Resources phase")
    #expect(
      fixed(projectFiles: ["Themes/Default-568h@2x.png"], copied: [], reader: reader)
        == finding.message)
    #expect(
      fixed(projectFiles: ["Default-568h@2x.png"], copied: [], reader: StubAuditFiles(sizes: [:]))
        == finding.message)
  }

  /// ICCAddressBook's `tab_setting@2x.png` (64 × 64) lies beside the
  /// copied `tab_setting.png` (32 × 32), but the project does not list it:
  /// the fix is to add it to the project, not to draw it. Beside a file
  /// the target does not copy, or in another folder, it is not the fix.
  @Test func aSuggestedFileOnDiskBesideTheCopiedOneIsToBeListed() {
    let finding = AuditFinding(
      kind: .upscaledFallback, file: "ICC/Images/tab_setting.png", asset: "tab_setting.png",
      suggestions: ["tab_setting@2x.png"], message: "add tab_setting@2x.png")
    func fixed(copied: [String], on disk: String) -> String? {
      AssetAudit.withFixOfAFileTheTargetDoesNotCopy(
        [finding], projectFiles: ["ICC/Images/tab_setting.png"], copied: copied,
        reader: StubAuditFiles(sizes: [disk: (64, 64), "ICC/Images/tab_setting.png": (32, 32)])
      ).first?.message
    }
    #expect(
      fixed(copied: ["ICC/Images/tab_setting.png"], on: "ICC/Images/tab_setting@2x.png")
        == "add tab_setting@2x.png; ICC/Images/tab_setting@2x.png is on disk, but the project "
        + "does not list it: add it to the project and to this target")
    #expect(fixed(copied: [], on: "ICC/Images/tab_setting@2x.png") == finding.message)
    #expect(
      fixed(copied: ["ICC/Images/tab_setting.png"], on: "ICC/Old/tab_setting@2x.png")
        == finding.message)
    #expect(
      fixed(copied: ["ICC/Images/tab_setting.png"], on: "tab_setting@2x.png") == finding.message)
  }

  /// SUSI's project lists `../../Desktop/snowboy-detect.h`: the search
  /// goes two folders up, but the projects beside SUSI's own folder are
  /// not its code.
  @Test func aboveItsFolderTheProjectsBesideItAreNotSearched() throws {
    try withTemporaryDirectory { root in
      try Self.writePNGs(
        [
          ("src/ios/Resources/button.png", 100, 50),
          ("src/ios/Resources/HD/button-hd.png", 150, 75),
        ],
        below: root)
      try Self.writeFiles(
        [
          "src/ios/" + Self.path: xcodeProjectOfAGame.replacingOccurrences(
            of: "A1000000000000000000F006 /* main.m */,",
            with: "A1000000000000000000F006 /* main.m */, A1000000000000000000F099,"
          ).replacingOccurrences(
            of: "/* End PBXFileReference section */",
            with: """
              A1000000000000000000F099 = {isa = PBXFileReference; \
              path = ../../Desktop/snowboy.h; sourceTree = "<group>"; };
              /* End PBXFileReference section */
              """),
          "src/ios/main.m": "int main(void) { return 0; }\n",
          "src/other/Images.m": #"[UIImage imageNamed:@"button"];"#,
        ], below: root)
      let audit = AssetAudit(devices: [AuditDevice(.iPhone3GS), AuditDevice(.iPhone4)])
      let report = try audit.report(forXcodeProjectAtPath: root + "/src/ios/Game.xcodeproj")
      #expect(report.setApartFindings.contains { $0.file == "Resources/HD/button-hd.png" })
      try Self.writeFiles(
        ["src/ios/main.m": #"int main(void) { [UIImage imageNamed:@"button"]; return 0; }"#],
        below: root)
      let named = try audit.report(forXcodeProjectAtPath: root + "/src/ios/Game.xcodeproj")
      #expect(named.findings.contains { $0.file == "Resources/HD/button-hd.png" })
    }
  }

  /// damuzhi's project copies files of `../Common_iPhone_20`, a sibling
  /// checkout: missing on purpose, as a file git ignores is. A file of
  /// the repository itself that is missing stays a finding.
  @Test func aFileOutsideTheRepositoryIsMissingOnPurpose() throws {
    try withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        atPath: root + "/Damuzhi/.git", withIntermediateDirectories: true)
      let missing = [
        "../Common_iPhone_20/Image/back.png", "Resources/gone.png", "../Damuzhi/x.png",
      ]
      #expect(
        AssetAudit.missingOnPurpose(missing, sourceRoot: FilePath(root + "/Damuzhi"))
          == ["../Common_iPhone_20/Image/back.png"])
      let nested = AssetAudit.missingOnPurpose(
        ["../../Common/back.png", "../Shared/logo.png"], sourceRoot: FilePath(root + "/Damuzhi/App")
      )
      #expect(nested == ["../../Common/back.png"])
    }
  }

  /// jFlash's `.gitmodules` lies in the repository's root, above the
  /// project's folder `jFlash`; Gorillas' checked-out `External/Pearl`
  /// lists a submodule of its own. Both are the project's submodules,
  /// relative to its folder.
  @Test func theSubmodulesAroundAProjectAreTheRepositorysAndTheirs() throws {
    try withTemporaryDirectory { root in
      for folder in ["/.git", "/jFlash", "/External/Pearl"] {
        try FileManager.default.createDirectory(
          atPath: root + folder, withIntermediateDirectories: true)
      }
      try Data(
        "[submodule \"a\"]\n\tpath = jFlash/Classes/jump.ios\n\tpath = External/Pearl\n".utf8
      )
      .write(to: URL(filePath: root + "/.gitmodules"))
      try Data("[submodule \"c\"]\n\tpath = External/cocos2d-iphone\n".utf8)
        .write(to: URL(filePath: root + "/External/Pearl/.gitmodules"))
      #expect(
        Set(AssetAudit.submodules(around: FilePath(root + "/jFlash"))) == [
          "Classes/jump.ios", "../External/Pearl", "../External/Pearl/External/cocos2d-iphone",
        ])
      #expect(Set(AssetAudit.submodules(around: FilePath(root))).count == 3)
      // UCD Events' project lies in `iOS/UCD Events`, its submodule in
      // `iOS/three20`: beside it, one level up.
      try FileManager.default.createDirectory(
        atPath: root + "/iOS/UCD Events", withIntermediateDirectories: true)
      try Data("[submodule \"t\"]\n\tpath = iOS/three20\n".utf8)
        .write(to: URL(filePath: root + "/.gitmodules"))
      #expect(AssetAudit.submodules(around: FilePath(root + "/iOS/UCD Events")) == ["../three20"])
      try FileManager.default.removeItem(atPath: root + "/.gitmodules")
      #expect(AssetAudit.submodules(around: FilePath(root + "/jFlash")).isEmpty)
    }
  }

  @Test(arguments: [
    ("PLists/WMConfig.plist", "PLists/WMConfig.plist", true),
    ("/PLists/WMConfig*.plist", "PLists/WMConfig-Beta.plist", true),
    ("HockeySDK.plist", "Classes/Config/HockeySDK.plist", true),
    ("build/", "build/Game.app/Info.plist", true),
    ("build/", "Resources/build", false),
    ("*.plist\n!Info.plist", "App/Info.plist", false),
    ("Debug/*.log", "Release/x.log", false),
    ("# HockeySDK.plist", "HockeySDK.plist", false),
  ])
  func gitIgnoreRules(rules: String, path: String, ignored: Bool) {
    #expect(GitIgnore(rules).ignores(path) == ignored)
  }

  @Test func aProjectWithoutItsFileIsUnreadable() throws {
    _ = try withTemporaryDirectory { root in
      #expect(throws: XcodeProjectError.unreadable(root + "/None.xcodeproj/project.pbxproj")) {
        try AssetAudit().report(forXcodeProjectAtPath: root + "/None.xcodeproj")
      }
    }
  }
}
