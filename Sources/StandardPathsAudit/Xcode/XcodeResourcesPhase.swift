import SystemPackage

/// The files one target of an Xcode project copies into its bundle: its
/// Copy Bundle Resources phase (`PBXResourcesBuildPhase`), each file
/// reference resolved through the project's group tree to a path.
///
/// Pure: it reads the parsed `project.pbxproj` only. Paths are relative to
/// the folder that holds the `.xcodeproj` (Xcode's `SOURCE_ROOT`),
/// lexically normalized (`../Shared/a.png` stays as is), or absolute for
/// `<absolute>` references. References to build products or the SDK are not
/// source files and are left out; a localized file (`PBXVariantGroup`)
/// gives one path per language.
struct XcodeResourcesPhase: Sendable {
  /// The chosen target's name.
  let target: String
  /// The paths the phase lists, in its order, each once, then the files
  /// other targets' synchronized folders add to it.
  let paths: [String]
  /// The folders Xcode 16 keeps in step with the disk
  /// (`PBXFileSystemSynchronizedRootGroup`) that the target builds:
  /// Xcode copies each resource file below one, its exceptions aside
  /// (KeePassium's, whose Copy Bundle Resources phase is empty).
  let synchronizedFolders: [SynchronizedFolder]
  /// The target's `Info.plist` files (`INFOPLIST_FILE` of each build
  /// configuration), each once: they name launch images and icons.
  let infoPlists: [String]
  /// The other targets' `Info.plist` files: Nimbler SF copies the icons
  /// only its Caltrain and Portland targets' plists name.
  let otherInfoPlists: [String]
  /// The build settings that say which devices run the target, from its
  /// configurations, else the project's: `TARGETED_DEVICE_FAMILY`,
  /// `IPHONEOS_DEPLOYMENT_TARGET`, `SDKROOT`, `SUPPORTS_MACCATALYST`, and
  /// the app icon and launch image sets it compiles
  /// (`ASSETCATALOG_COMPILER_APPICON_NAME`,
  /// `ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`), each the values of every
  /// configuration; `TARGETED_DEVICE_FAMILY` the default configuration's
  /// (the one an archive builds) when it resolves one.
  let platformSettings: [String: [String]]
  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the configurations, as a
  /// major version; `nil` when the project sets none.
  var deploymentTarget: Double? {
    XcodeTargetDevices.deploymentTarget(in: platformSettings)
  }
  /// Every file the project lists, whichever target uses it (relative
  /// paths only): code beside them that it does not list is no target's.
  let projectFiles: Set<String>
  /// The files the project lists above its source root (Ushahidi's app
  /// project groups `../SDK/Classes`), prebuilt libraries aside: where its
  /// code is (``parentSteps(existing:)``).
  let filesAbove: [String]

  /// A folder the target builds whole (``synchronizedFolders``).
  struct SynchronizedFolder: Sendable, Equatable {
    /// The folder, from the source root.
    let path: String
    /// The paths below it the target leaves out (`membershipExceptions`:
    /// `Info.plist`, `Assets.xcassets`; `/Localized/a/B.storyboard` for
    /// every language's `a/*.lproj/B.storyboard`).
    let exceptions: Set<String>
  }

  /// Reads the phase of `target`, or, when `target` is `nil`, of the only
  /// target that copies resources or else the only app among them.
  ///
  /// - Throws: ``XcodeProjectError`` naming `path` (the file read) when
  ///   the project is not one Xcode wrote, the target copies nothing, or
  ///   several targets do, none was chosen and not exactly one is an app.
  ///
  /// `configurationFile` reads the settings of a build configuration's
  /// `.xcconfig` (`baseConfigurationReference`, or Xcode 16's
  /// `baseConfigurationReferenceAnchor` folder and relative path, by its
  /// path from the source root); the configuration's own settings win
  /// over them.
  init(
    project plist: OpenStepPlist, target: String?, path: String,
    configurationFile: (String) -> [String: String] = { _ in [:] }
  ) throws(XcodeProjectError) {
    func malformed(_ reason: String) -> XcodeProjectError {
      .malformed(path, line: 1, reason: reason)
    }
    guard let top = plist.dictionary, let objects = top["objects"]?.dictionary,
      let rootID = top["rootObject"]?.string, let project = objects[rootID]?.dictionary,
      project["isa"]?.string == "PBXProject"
    else { throw malformed("no PBXProject root object") }
    let object = { (id: OpenStepPlist) -> [String: OpenStepPlist]? in
      id.string.flatMap { objects[$0]?.dictionary }
    }

    let projectDirectory = project["projectDirPath"]?.string ?? ""
    let locations = XcodeResourcesPhase.paths(
      of: objects, mainGroup: project["mainGroup"]?.string, projectDirectory: projectDirectory)
    // Each configuration's settings over those of its `.xcconfig`, and
    // which of them is the list's default (the one an archive builds).
    func settingsOf(_ configurationList: OpenStepPlist?) -> (
      all: [[String: OpenStepPlist]], shipped: [String: OpenStepPlist]?
    ) {
      let list = configurationList.flatMap(object)
      let defaultName = list?["defaultConfigurationName"]?.string
      var shipped: [String: OpenStepPlist]?
      let all = (list?["buildConfigurations"]?.array ?? []).compactMap {
        configurationID -> [String: OpenStepPlist]? in
        guard let configuration = object(configurationID) else { return nil }
        var settings = configuration["buildSettings"]?.dictionary ?? [:]
        // A setting for the device's SDK (IceCubes'
        // `INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]`) is the
        // app's on iOS.
        for (key, value) in settings where key.hasSuffix("[sdk=iphoneos*]") {
          let plain = String(key.dropLast("[sdk=iphoneos*]".count))
          if settings[plain] == nil { settings[plain] = value }
        }
        // Xcode 16 names the file by a folder and a path below it
        // (NetNewsWire's `baseConfigurationReferenceAnchor`, a synchronized
        // `xcconfig` folder, and `…RelativePath = NetNewsWire_iOSapp_target.xcconfig`).
        let anchored = configuration["baseConfigurationReferenceAnchor"]?.string.flatMap {
          anchor -> String? in
          guard let folder = locations[anchor],
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
          else { return nil }
          return XcodeResourcesPhase.join(folder, relative)
        }
        if let filePath = configuration["baseConfigurationReference"]?.string.flatMap({
          locations[$0]
        }) ?? anchored {
          for (key, value) in configurationFile(filePath) where settings[key] == nil {
            settings[key] = .string(value)
          }
        }
        if defaultName != nil, configuration["name"]?.string == defaultName { shipped = settings }
        return settings
      }
      return (all, shipped)
    }

    // Xcode 16's synchronized folders, and the exception sets of each
    // (`membershipExceptions` for one target).
    let synchronizedRoots = objects.filter {
      $0.value.dictionary?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
    }
    func exceptions(of root: String, for target: String) -> [String] {
      (objects[root]?.dictionary?["exceptions"]?.array ?? []).compactMap(object)
        .filter { $0["target"]?.string == target }
        .flatMap { $0["membershipExceptions"]?.array ?? [] }.compactMap(\.string)
    }
    // The files each target's resources phases list (fileRef ids), and
    // the folders it keeps in sync and the files it takes from others'.
    typealias Phase = (
      name: String, references: [OpenStepPlist], settings: [[String: OpenStepPlist]],
      shipped: [String: OpenStepPlist]?, isApp: Bool, synchronized: [SynchronizedFolder],
      borrowed: [String]
    )
    var phases: [Phase] = []
    for targetID in project["targets"]?.array ?? [] {
      guard let id = targetID.string, let target = object(targetID),
        let name = target["name"]?.string
      else { continue }
      let references = (target["buildPhases"]?.array ?? []).compactMap(object)
        .filter { $0["isa"]?.string == "PBXResourcesBuildPhase" }
        .flatMap { $0["files"]?.array ?? [] }
        .compactMap { object($0)?["fileRef"] }
      let own = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string)
      let synchronized = own.compactMap { root -> SynchronizedFolder? in
        guard synchronizedRoots[root] != nil, let path = locations[root] else { return nil }
        return SynchronizedFolder(path: path, exceptions: Set(exceptions(of: root, for: id)))
      }
      // Another target's folder lists the files this one also builds.
      let borrowed = synchronizedRoots.keys.sorted().filter { !own.contains($0) }.flatMap {
        root in
        exceptions(of: root, for: id).filter { !$0.hasPrefix("/") }.compactMap { file in
          locations[root].map { XcodeResourcesPhase.join($0, file) }
        }
      }
      let configurations = settingsOf(target["buildConfigurationList"])
      phases.append(
        (
          name, references, configurations.all, configurations.shipped,
          target["productType"]?.string == "com.apple.product-type.application", synchronized,
          borrowed
        ))
    }
    let copying = phases.filter {
      !$0.references.isEmpty || !$0.synchronized.isEmpty || !$0.borrowed.isEmpty
    }
    // With tests, extensions or frameworks beside it, the one app is the
    // target meant (AmericanChronicle and its test bundle).
    let apps = copying.filter(\.isApp)
    let chosen: Phase
    if let target {
      guard let match = copying.first(where: { $0.name == target }) else {
        throw .noSuchTarget(target, available: copying.map(\.name))
      }
      chosen = match
    } else if copying.count > 1 {
      guard apps.count == 1 else { throw .severalTargets(copying.map(\.name)) }
      chosen = apps[0]
    } else {
      chosen = copying.first ?? (phases.first?.name ?? "", [], [], nil, false, [], [])
    }

    var seen = Set<String>()
    var paths: [String] = []
    for reference in chosen.references {
      guard let id = reference.string, let element = objects[id]?.dictionary else { continue }
      let members =
        element["isa"]?.string == "PBXVariantGroup"
        ? (element["children"]?.array ?? []).compactMap(\.string) : [id]
      for member in members {
        if let found = locations[member], seen.insert(found).inserted { paths.append(found) }
      }
    }
    for path in chosen.borrowed where seen.insert(path).inserted { paths.append(path) }
    self.target = chosen.name
    self.paths = paths
    synchronizedFolders = chosen.synchronized
    infoPlists = XcodeResourcesPhase.infoPlistPaths(
      chosen.settings.compactMap { $0["INFOPLIST_FILE"]?.string }, below: projectDirectory)
    otherInfoPlists = XcodeResourcesPhase.infoPlistPaths(
      phases.filter { $0.name != chosen.name }.flatMap(\.settings)
        .compactMap { $0["INFOPLIST_FILE"]?.string }, below: projectDirectory
    ).filter { [infoPlists] in !infoPlists.contains($0) }
    let (projectSettings, projectShipped) = settingsOf(project["buildConfigurationList"])
    var platform: [String: [String]] = [:]
    for key in XcodeResourcesPhase.platformKeys {
      // The devices are the shipped configuration's when it says
      // (AntiClaus: `1,2` in Debug, `1` in Release, its default).
      let shipped =
        key == "TARGETED_DEVICE_FAMILY"
        ? (chosen.shipped?[key] ?? projectShipped?[key])?.string : nil
      let own = chosen.settings.compactMap { $0[key]?.string }
      let values =
        shipped.map { [$0] }
        ?? (own.isEmpty ? projectSettings.compactMap { $0[key]?.string } : own)
      if !values.isEmpty { platform[key] = values }
    }
    platformSettings = platform
    // A synchronized folder lists every file below it.
    projectFiles = Set(
      locations.compactMap { id, path in
        (objects[id]?.dictionary?["isa"]?.string == "PBXFileReference"
          || synchronizedRoots[id] != nil) && !path.hasPrefix("/")
          ? path : nil
      })
    // Files, not groups: Awful's `Frameworks` group has the path `..` and
    // holds only the SDK's Cocoa.framework.
    // Code, not a prebuilt library: Mines links a `JRE.framework` in
    // `../../../../Downloads`, where no code of the app lives.
    filesAbove = locations.compactMap { id, path in
      guard objects[id]?.dictionary?["isa"]?.string == "PBXFileReference",
        !XcodeResourcesPhase.libraryExtensions.contains(where: path.hasSuffix),
        path.hasPrefix("../")
      else { return nil }
      return path
    }.sorted()
  }

  /// How many folders above the source root the files of ``filesAbove``
  /// that `exists` reach, at most 3. A file the machine lacks says
  /// nothing (Cashbury lists a `../../../Desktop/facebook-ios-sdk`
  /// project its author had).
  func parentSteps(existing exists: (String) -> Bool) -> Int {
    min(
      3,
      filesAbove.filter(exists).map { path in
        FilePath(path).components.prefix { $0.kind == .parentDirectory }.count
      }.max() ?? 0)
  }

  /// Prebuilt libraries and their resources, which say nothing of where
  /// the project's code is.
  private static let libraryExtensions = [
    ".framework", ".xcframework", ".a", ".dylib", ".tbd", ".bundle",
  ]

  /// The build settings ``platformSettings`` keeps.
  static let platformKeys = [
    "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "SDKROOT", "SUPPORTS_MACCATALYST",
    "ASSETCATALOG_COMPILER_APPICON_NAME", "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME",
    "INFOPLIST_KEY_UILaunchStoryboardName", "INFOPLIST_KEY_UILaunchScreen_Generation",
    "DEVELOPMENT_ASSET_PATHS",
  ]

  /// The folders and files archive builds leave out
  /// (`DEVELOPMENT_ASSET_PATHS`: Mlem's `"Mlem/Preview Content"`, which
  /// SwiftUI previews read), from the source root: no user sees them.
  var developmentAssetPaths: [String] {
    var paths: [String] = []
    for value in platformSettings["DEVELOPMENT_ASSET_PATHS"] ?? [] {
      // Blank-separated, each maybe quoted: `"Preview Content" Mocks`.
      var current = ""
      var quoted = false
      for character in value + " " {
        if character == "\"" {
          quoted.toggle()
        } else if character == " " && !quoted {
          if !current.isEmpty { paths.append(current) }
          current = ""
        } else {
          current.append(character)
        }
      }
    }
    return paths.map {
      XcodeResourcesPhase.join("", String(XcodeResourcesPhase.belowSourceRoot(Substring($0))))
    }
  }

  /// `setting` without a leading source root variable (`$(SRCROOT)/Game`).
  private static func belowSourceRoot(_ setting: Substring) -> Substring {
    var path = setting
    for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
    where path.hasPrefix(root) {
      path = path.dropFirst(root.count)
    }
    return path
  }

  /// The launch screens the target's build settings write into the
  /// `Info.plist` Xcode generates: a storyboard
  /// (`INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen.storyboard`), or
  /// an empty `UILaunchScreen` (`INFOPLIST_KEY_UILaunchScreen_Generation =
  /// YES`, Xcode's SwiftUI template: SotkaApp, Shuaa).
  var launchScreenSettings: [String] {
    (platformSettings["INFOPLIST_KEY_UILaunchStoryboardName"] ?? []).filter { !$0.isEmpty }
      + (platformSettings["INFOPLIST_KEY_UILaunchScreen_Generation"] ?? [])
      .filter { $0 == "YES" }.map { _ in "UILaunchScreen" }
  }

  /// The `INFOPLIST_FILE` settings as paths, each once: `Game/Info.plist`
  /// or `$(SRCROOT)/Game/Info.plist`; a setting with another build variable
  /// is left out (it is not expanded).
  private static func infoPlistPaths(_ settings: [String], below projectDirectory: String)
    -> [String]
  {
    var paths: [String] = []
    for setting in settings {
      let file = belowSourceRoot(Substring(setting))
      guard !file.contains("$") else { continue }
      let path = join(projectDirectory, String(file))
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  /// The path of every element of the group tree below `mainGroup`, by
  /// id; elements whose source tree is not a source folder have none.
  private static func paths(
    of objects: [String: OpenStepPlist], mainGroup: String?, projectDirectory: String
  ) -> [String: String] {
    var result: [String: String] = [:]
    var pending: [(id: String, parent: String?)] = mainGroup.map { [($0, projectDirectory)] } ?? []
    var visited = Set<String>()
    while let (id, parent) = pending.popLast() {
      guard visited.insert(id).inserted, let element = objects[id]?.dictionary else { continue }
      let own = element["path"]?.string ?? ""
      let location: String?
      switch element["sourceTree"]?.string ?? "<group>" {
      case "<group>": location = parent.map { join($0, own) }
      case "SOURCE_ROOT": location = join(projectDirectory, own)
      case "<absolute>": location = own.isEmpty ? nil : join("", own)
      default: location = nil
      }
      if let location { result[id] = location }
      for child in element["children"]?.array ?? [] {
        if let child = child.string { pending.append((child, location)) }
      }
    }
    return result
  }

  /// `relative` below `base`, lexically normalized; an absolute `relative`
  /// stands alone.
  static func join(_ base: String, _ relative: String) -> String {
    let path = FilePath(base).pushing(FilePath(relative)).lexicallyNormalized()
    return path.isEmpty ? "" : path.string
  }

  /// The settings of the `.xcconfig` file at `path` (from the source
  /// root), its contents read with `read`: `KEY = VALUE` lines (comments
  /// after `//` ignored; a value with a build variable kept as written),
  /// over those of the files it `#include`s (relative to its folder, at
  /// most 8 deep). Conditional settings (`KEY[sdk=…]`) are left out.
  static func configurationSettings(
    atPath path: String, read: (String) -> String?, depth: Int = 0
  ) -> [String: String] {
    guard depth < 8, let text = read(path) else { return [:] }
    let folder = FilePath(path).removingLastComponent()
    var settings: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let content = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      if content.hasPrefix("#include") {
        let quoted = content.split(separator: "\"")
        if quoted.count >= 2 {
          let included = folder.pushing(FilePath(String(quoted[1]))).lexicallyNormalized()
          settings.merge(
            configurationSettings(atPath: included.string, read: read, depth: depth + 1)
          ) { _, new in new }
        }
        continue
      }
      let parts = content.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = parts[0].filter { !$0.isWhitespace }
      var value = parts[1].trimmingWhitespace()
      if value.count >= 2, value.first == "\"", value.last == "\"" {
        value = value.dropFirst().dropLast()
      }
      guard !key.isEmpty, !key.contains("["), !value.isEmpty else { continue }
      settings[key] = String(value)
    }
    return settings
  }
}

extension Substring {
  /// The text without leading and trailing white space (the settings files
  /// and `.gitmodules` read here put blanks around `=`).
  func trimmingWhitespace() -> Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
