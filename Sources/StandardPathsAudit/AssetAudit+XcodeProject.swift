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
  /// Audits what a target of an Xcode project copies into its app bundle:
  /// the files of its Copy Bundle Resources phase, and the resource files
  /// below the folders Xcode 16 keeps in sync with the disk for it, each by
  /// the path the bundle gives it. Files of groups land flat, localized files in their
  /// `*.lproj`, folder references keep their tree, and asset catalogs are
  /// checked as catalogs. Files the folder holds but the phase does not
  /// list are not audited: the app never sees them. The target's
  /// `Info.plist` (`INFOPLIST_FILE`) says which files are its launch images
  /// and icons. Findings on images that no file of the project's folder
  /// names are set apart (``searchesProject``).
  ///
  /// ```swift
  /// let report = try AssetAudit().report(forXcodeProjectAtPath: "Game/Game.xcodeproj")
  /// ```
  ///
  /// Paths in the report are relative to the folder that holds the
  /// project (Xcode's `SOURCE_ROOT`). A listed file that does not exist
  /// is a ``AuditFinding/Kind/missingProjectFile`` finding; a folder below
  /// a folder reference that cannot be read, an ``AuditFinding/Kind/unreadableFolder``.
  ///
  /// - Parameters:
  ///   - projectPath: The `.xcodeproj` folder.
  ///   - target: The target whose phase to audit; `nil` for the only
  ///     target that copies resources.
  ///   - progress: Called after each folder of a folder reference is read.
  /// - Throws: ``XcodeProjectError`` if `project.pbxproj` cannot be read
  ///   or parsed, or the target is not found or not chosen.
  public func report(
    forXcodeProjectAtPath projectPath: String, target: String? = nil,
    progress: ((ResourceTreeProgress) -> Void)? = nil
  ) throws(XcodeProjectError) -> AuditReport {
    let project = FilePath(projectPath).lexicallyNormalized()
    let file = project.appending("project.pbxproj").string
    // Xcode's largest projects are a few megabytes.
    guard
      let bytes = LiveAuditFileReader(root: project.string)
        .contents(ofFileAtPath: "project.pbxproj", limit: 64 << 20)
    else { throw .unreadable(file) }
    var sourceRoot = project
    sourceRoot.removeLastComponent()
    let root = sourceRoot.isEmpty ? "." : sourceRoot.string
    let phase = try XcodeResourcesPhase(
      project: OpenStepPlist(parsing: bytes, path: file), target: target, path: file
    ) { configurationFile in
      XcodeResourcesPhase.configurationSettings(atPath: configurationFile) { path in
        // Real ones are a few kilobytes.
        LiveAuditFileReader(root: root).contents(ofFileAtPath: path, limit: 1 << 20)
          .map { String(decoding: $0, as: UTF8.self) }
      }
    }
    let files = BundledFiles(phase: phase, root: root, progress: progress)
    let target = escapingControlCharacters(phase.target)
    // Files of a git submodule that is not checked out (none of the files
    // the target copies from it exists) are one finding.
    let submodules = AssetAudit.submodules(around: sourceRoot).filter { submodule in
      !files.sources.contains { $0.hasPrefix(submodule + "/") }
    }
    var missingOfSubmodule: [String: [String]] = [:]
    var findings: [AuditFinding] = []
    for path in files.missing {
      if let submodule = submodules.first(where: { path.hasPrefix($0 + "/") }) {
        missingOfSubmodule[submodule, default: []].append(path)
        continue
      }
      findings.append(
        AuditFinding(
          kind: .missingProjectFile, file: path, asset: path,
          message: "target \(target) copies this file, but it does not exist: the build fails; "
            + "restore it or remove it from the Copy Bundle Resources phase"))
    }
    for (submodule, paths) in missingOfSubmodule {
      findings.append(
        AuditFinding(
          kind: .missingProjectFile, file: submodule, asset: submodule, relatedFiles: paths,
          message: "target \(target) copies \(paths.count) file\(paths.count == 1 ? "" : "s") "
            + "of the git submodule \(escapingControlCharacters(submodule)), which is not checked "
            + "out: the build fails; run git submodule update --init"))
    }
    // Audited by default on every preset: narrowed to the target's devices.
    var audit = self
    let targetDevices =
      devices == AuditDevice.presets
      ? XcodeTargetDevices.presets(for: phase.platformSettings, of: target) : nil
    if let targetDevices { audit.devices = targetDevices.devices }
    // The project's code may lie beside its folder (`../SDK`).
    let parentSteps = phase.parentSteps { path in
      access(sourceRoot.appending(path).string, F_OK) == 0
    }
    let searchRoot = AssetAudit.folder(sourceRoot, up: parentSteps)
    let projectFiles = AssetAudit.paths(phase.projectFiles, of: sourceRoot, below: searchRoot)
    // Above its own folder, the project's code is only in its folder and
    // the folders it lists files of: Mines lists `../model`, and the
    // repository's `swt` and `gwt` Java beside it name the images of other
    // platforms; SUSI lists `../../Desktop/snowboy-detect.h`, and the
    // projects beside its own name other images.
    let projectFolders =
      parentSteps == 0
      ? nil
      : AssetAudit.projectFolders(
        phase.projectFiles, of: sourceRoot, below: searchRoot)
    let references =
      readsFiles
      ? audit.searchProject(
        at: searchRoot, projectFiles: projectFiles, within: projectFolders,
        appFolders: AssetAudit.paths(
          Set(
            (files.infoPlists
              + files.sources.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }).map {
                String(AssetAudit.folder(of: $0))
              }), of: sourceRoot, below: searchRoot) ?? [],
        ignoring: AssetAudit.paths(Set(phase.otherInfoPlists), of: sourceRoot, below: searchRoot)
          ?? [],
        ownProject: AssetAudit.paths(
          [project.lastComponent?.string ?? ""], of: sourceRoot, below: searchRoot)?.first)
      : nil
    var report = audit.report(
      forFiles: files.sources, reader: readsFiles ? LiveAuditFileReader(root: root) : nil,
      unreadableDirectories: files.unreadableDirectories, bundlePaths: files.bundlePaths,
      findings: findings, infoPlists: files.infoPlists,
      cocos2dVersion: references?.cocos2dVersion,
      cocos2dFallbackSuffixes: references?.enablesFallbackSuffixes ?? false,
      appIconSets: Set(phase.platformSettings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? []),
      references: references,
      launchScreenSetting: phase.launchScreenSettings,
      deploymentTarget: phase.deploymentTarget)
    if let targetDevices { report.conventionReason += "; " + targetDevices.reason }
    if let references { report.setAside(unnamedIn: references, root: searchRoot) }
    report.setAside(
      launchImagesOf: phase, infoPlists: files.infoPlists, sources: files.sources,
      reader: LiveAuditFileReader(root: root))
    // A file the repository's `.gitignore` lists is missing on purpose.
    let ignored =
      searchesProject ? AssetAudit.missingOnPurpose(files.missing, sourceRoot: sourceRoot) : []
    if !ignored.isEmpty {
      report.setApart { $0.kind == .missingProjectFile && ignored.contains($0.file) }
    }
    // The variant an upscaled image lacks is a file the project lists but
    // does not have (transit-authority's `tileset-elevation-hd.png`): the
    // missing file's finding is the one to fix. Only for the devices that
    // would load it: TimesTableFun's missing `card_blue@2x~ipad.png` says
    // nothing of the iPhones' upscaled `card_blue.png`.
    let missingVariants = report.findings.filter { $0.kind == .missingProjectFile }.compactMap {
      finding -> FileName? in
      let file = FileName(String(finding.file.split(separator: "/").last ?? ""))
      return file.scale != nil || file.isHD ? file : nil
    }
    if !missingVariants.isEmpty {
      report.setApart { finding in
        let base = FileName(String(finding.file.split(separator: "/").last ?? "")).base
        let idioms = finding.devices.map { Device(presetName: $0)?.idiom }
        return finding.kind == .upscaledFallback
          && missingVariants.contains { variant in
            variant.base == base
              && (variant.idiom == nil || idioms.allSatisfy { $0 == variant.idiom })
          }
      }
    }
    report.findings = AssetAudit.withFixOfAFileTheTargetDoesNotCopy(
      report.findings, projectFiles: phase.projectFiles, copied: files.sources,
      reader: LiveAuditFileReader(root: sourceRoot.string))
    return report
  }

  /// Findings that ask for a file the project already has, on disk, but
  /// the target does not copy (KoreanEnglishCard's `Default-568h@2x.png`,
  /// bowhunting's `popup@2x.png`): the fix is to add it to the target's
  /// Copy Bundle Resources phase, not to make it. A suggested name is
  /// looked for beside the copied file it fixes, where it may lie unlisted
  /// (ICCAddressBook's `tab_setting@2x.png`): then it is to be added to the
  /// project too.
  static func withFixOfAFileTheTargetDoesNotCopy(
    _ findings: [AuditFinding], projectFiles: Set<String>, copied: [String],
    reader: any AuditFileReader
  ) -> [AuditFinding] {
    let copiedPaths = Set(copied)
    return findings.map { finding in
      let besideACopiedFile = copiedPaths.contains(finding.file)
      let folder = folder(of: finding.file)
      var listed: [String] = []
      var unlisted: [String] = []
      for suggestion in finding.suggestions {
        // A bundle name, not a path: it would lie beside the file.
        let beside = besideACopiedFile && !suggestion.contains("/")
        let path = beside && !folder.isEmpty ? folder + "/" + suggestion : suggestion
        // The very file suggested, not another target's of that name
        // (Ushahidi's themes, Coding's enterprise icons).
        guard !copiedPaths.contains(path), reader.image(atPath: path).problem == nil else {
          continue
        }
        if projectFiles.contains(path) {
          listed.append(path)
        } else if beside {
          unlisted.append(path)
        }
      }
      guard !listed.isEmpty || !unlisted.isEmpty else { return finding }
      var changed = finding
      if !listed.isEmpty {
        changed.message +=
          "; the project has \(listed.joined(separator: " and ")), which this target does not "
          + "copy: add \(listed.count == 1 ? "it" : "them") to its Copy Bundle Resources phase"
      }
      if !unlisted.isEmpty {
        changed.message +=
          "; \(unlisted.joined(separator: " and ")) \(unlisted.count == 1 ? "is" : "are") on "
          + "disk, but the project does not list \(unlisted.count == 1 ? "it" : "them"): add "
          + "\(unlisted.count == 1 ? "it" : "them") to the project and to this target"
      }
      return changed
    }
  }

  /// The paths among `paths` (relative to `sourceRoot`) a repository
  /// leaves out on purpose: those a `.gitignore` of the source root or of
  /// a folder above it, up to the repository's (the one holding `.git`, at
  /// most three up), ignores, and those outside that repository (a
  /// checkout the project expects beside it: damuzhi's
  /// `../Common_iPhone_20`).
  static func missingOnPurpose(_ paths: [String], sourceRoot: FilePath) -> Set<String> {
    guard !paths.isEmpty else { return [] }
    var ignored = Set<String>()
    var folder = sourceRoot.isEmpty ? FilePath(".") : sourceRoot
    var below: [String] = []
    for _ in 0...3 {
      let reader = LiveAuditFileReader(root: folder.string)
      if let bytes = reader.contents(ofFileAtPath: ".gitignore", limit: 1 << 20) {
        let rules = GitIgnore(String(decoding: bytes, as: UTF8.self))
        for path in paths where rules.ignores((below + [path]).joined(separator: "/")) {
          ignored.insert(path)
        }
      }
      if LiveFileSystem().stamp(ofDirectoryAtPath: folder.appending(".git").string) != nil {
        let repository = folder.lexicallyNormalized()
        let source = sourceRoot.isEmpty ? FilePath(".") : sourceRoot
        for path in paths
        where !source.pushing(FilePath(path)).lexicallyNormalized().starts(with: repository) {
          ignored.insert(path)
        }
        break
      }
      guard let name = folder.lastComponent?.string, name != ".", name != ".." else { break }
      below.insert(name, at: 0)
      folder.removeLastComponent()
      if folder.isEmpty { break }
    }
    return ignored
  }

  /// `paths` (relative to `sourceRoot`) relative to `searchRoot`, a
  /// folder that holds it; `nil` when that cannot be told lexically.
  static func paths(_ paths: Set<String>, of sourceRoot: FilePath, below searchRoot: String)
    -> Set<String>?
  {
    var relative = sourceRoot.lexicallyNormalized()
    guard relative.removePrefix(FilePath(searchRoot).lexicallyNormalized()) else { return nil }
    return Set(
      paths.map { relative.pushing(FilePath($0)).lexicallyNormalized().string }
        .filter { !$0.hasPrefix("..") })
  }

  /// The folders below `searchRoot` that hold the project's code: the
  /// project's own folder (`sourceRoot`) and the folder of each file it
  /// lists outside that one.
  static func projectFolders(
    _ paths: Set<String>, of sourceRoot: FilePath, below searchRoot: String
  ) -> Set<String>? {
    guard let own = AssetAudit.paths(["."], of: sourceRoot, below: searchRoot)?.first,
      let listed = AssetAudit.paths(paths, of: sourceRoot, below: searchRoot)
    else { return nil }
    var folders: Set<String> = [own]
    for path in listed where !AssetAudit.isBelow(path, any: [own]) {
      folders.insert(String(AssetAudit.folder(of: path)))
    }
    return folders
  }

  /// Whether the relative path `path` is one of `folders` or below one
  /// (`.` and `""` hold everything).
  static func isBelow(_ path: String, any folders: Set<String>) -> Bool {
    if folders.contains(".") || folders.contains("") || folders.contains(path) { return true }
    return path.indices.contains { index in
      path[index] == "/" && folders.contains(String(path[..<index]))
    }
  }

  /// The folder `steps` levels above `folder` (`.` for an empty path),
  /// stopping below `/`, a folder directly below it and the home folder.
  static func folder(_ folder: FilePath, up steps: Int) -> String {
    var result = folder.isEmpty ? FilePath(".") : folder
    let home = getenv("HOME").map { FilePath(String(cString: $0)).lexicallyNormalized() }
    for _ in 0..<steps {
      var parent = result
      if parent.isAbsolute {
        parent.removeLastComponent()
        guard parent.components.count >= 2, parent != home else { break }
      } else {
        parent.append("..")
      }
      result = parent
    }
    return result.string
  }

  /// The git submodules around the project's folder `sourceRoot`, as
  /// paths relative to it: those the `.gitmodules` of the repository
  /// that holds it lists (the first folder with one or with `.git`, at
  /// most three up: jFlash's project lies in `jFlash/` below it), and
  /// those of the submodules checked out, two levels deep (Gorillas'
  /// `External/Pearl` lists `External/cocos2d-iphone`).
  static func submodules(around sourceRoot: FilePath) -> [String] {
    var folder = sourceRoot.isEmpty ? FilePath(".") : sourceRoot
    var below: [String] = []
    for _ in 0...3 {
      let reader = LiveAuditFileReader(root: folder.string)
      if let bytes = reader.contents(ofFileAtPath: ".gitmodules", limit: 1 << 20) {
        var found: [[String]] = []
        var pending = submodulePaths(bytes).map { [$0] }
        while let path = pending.popLast() {
          found.append(path)
          let inner = path.joined(separator: "/")
          guard path.count < 3,
            let nested = reader.contents(ofFileAtPath: inner + "/.gitmodules", limit: 1 << 20)
          else { continue }
          pending += submodulePaths(nested).map { path + [$0] }
        }
        // Relative to the source root: `Classes/…` below it, `../…` beside
        // (UCD Events' project in `iOS/UCD Events`, its `iOS/three20`:
        // `../three20`).
        return found.map { path in
          let full = Array(FilePath(path.joined(separator: "/")).lexicallyNormalized().components)
          let shared = zip(full, below).prefix { $0.0.string == $0.1 }.count
          let up = Array(repeating: "..", count: below.count - shared)
          return (up + full[shared...].map(\.string)).joined(separator: "/")
        }
      }
      guard LiveFileSystem().stamp(ofDirectoryAtPath: folder.appending(".git").string) == nil,
        let name = folder.lastComponent?.string, name != ".", name != ".."
      else { return [] }
      below.insert(name, at: 0)
      folder.removeLastComponent()
      if folder.isEmpty { return [] }
    }
    return []
  }

  /// The `path = …` values of a `.gitmodules` file: the submodules'
  /// folders, relative to the repository's root.
  static func submodulePaths(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingWhitespace() == "path" else { return nil }
      let path = parts[1].trimmingWhitespace()
      return path.isEmpty ? nil : String(path)
    }
  }
}

/// The files a resources phase copies, found on disk: each file's path
/// relative to the source root and its path in the bundle.
private struct BundledFiles {
  /// The path of the file `path` (relative to `base`) names, component by
  /// component: the name itself, else a name of its folder that equals it
  /// but for case, each tried in turn, as a Mac's disk finds them (ZhangWo's
  /// tree holds both `Common` and `common`, and its group's `Common/x.png`
  /// is in `common`); `nil` when there is none. `namesOfFolder` caches
  /// folder listings.
  static func existing(
    _ path: String, below base: FilePath, in namesOfFolder: inout [String: Set<String>?]
  ) -> String? {
    let relative = FilePath(path)
    let components = Array(relative.components)
    func search(_ index: Int, folder: FilePath, found: FilePath) -> String? {
      guard index < components.count else { return found.string }
      let component = components[index]
      guard component.kind == .regular else {
        return search(
          index + 1, folder: folder.appending(component), found: found.appending(component))
      }
      if namesOfFolder[folder.string] == nil {
        namesOfFolder[folder.string] = LiveFileSystem().listing(ofDirectoryAtPath: folder.string)
          .map { Set($0.names) }
      }
      guard case .some(.some(let names)) = namesOfFolder[folder.string] else { return nil }
      let name = component.string
      if names.contains(name),
        let path = search(index + 1, folder: folder.appending(name), found: found.appending(name))
      {
        return path
      }
      // Only when the very name fails: a folder of thousands of files
      // listed by as many paths is not lowercased for each.
      let wanted = name.lowercased()
      for match in names.filter({ $0 != name && $0.lowercased() == wanted }).sorted() {
        if let path = search(
          index + 1, folder: folder.appending(match), found: found.appending(match))
        {
          return path
        }
      }
      return nil
    }
    return search(
      0, folder: relative.isAbsolute ? FilePath("/") : base,
      found: FilePath(relative.isAbsolute ? "/" : ""))
  }

  var sources: [String] = []
  var bundlePaths: [String] = []
  var missing: [String] = []
  var unreadableDirectories: [String] = []
  /// The target's `Info.plist` files, each by the spelling the disk has
  /// (BrookdaleTeach's `masterslide/iTeach-Info.plist` is in `MasterSlide`).
  var infoPlists: [String] = []

  init(
    phase: XcodeResourcesPhase, root: String, progress: ((ResourceTreeProgress) -> Void)?
  ) {
    let fileSystem = LiveFileSystem()
    let walker = ResourceTreeWalker(fileSystem: fileSystem)
    let base = FilePath(root)
    var namesOfFolder: [String: Set<String>?] = [:]
    // Xcode compiles only the launch image set the target names: HMIPad's
    // `LaunchImagedraw` (phones up to 568 points, so the app runs zoomed),
    // not the `LaunchImagedrawIPhone6` set beside it, with 667h and 736h
    // slots; without the setting, none (shotvibe's set, with a 667h image,
    // beside its loose `Default-568h@2x.png`). With a variable in it,
    // every set is.
    infoPlists = phase.infoPlists.map {
      BundledFiles.existing($0, below: base, in: &namesOfFolder) ?? $0
    }
    let launchSets = phase.platformSettings["ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME"] ?? []
    let keepsEveryLaunchSet = launchSets.contains { $0.contains("$") }
    func isUncompiledLaunchSet(_ file: String) -> Bool {
      guard !keepsEveryLaunchSet, let end = file.utf8.firstIndex(ofBytes: ".launchimage/") else {
        return false
      }
      return !launchSets.contains(String(file[..<end].split(separator: "/").last ?? ""))
    }
    // What archive builds leave out (SwiftUI's preview content) ships in no app.
    let development = phase.developmentAssetPaths
    func isDevelopmentAsset(_ path: String) -> Bool {
      development.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    for path in phase.paths where !isDevelopmentAsset(path) {
      let location = base.pushing(FilePath(path))
      let name = location.lastComponent?.string ?? path
      if fileSystem.stamp(ofDirectoryAtPath: location.string) != nil {
        guard !BundledFiles.isBuiltBySystem(name) else { continue }
        // A folder reference, a bundle or an asset catalog: copied whole.
        guard let listing = try? walker.listing(ofTreeAtPath: location.string, progress: progress)
        else {
          unreadableDirectories.append(path)
          continue
        }
        for file in listing.files {
          if isUncompiledLaunchSet(file) { continue }
          sources.append(path + "/" + file)
          bundlePaths.append(name + "/" + file)
        }
        unreadableDirectories += listing.unreadableDirectories.map { path + "/" + $0 }
        continue
      }
      // Xcode builds on a Mac's case-insensitive disk: `Icon-Small.png`
      // copies the file `Icon-small.png`, `stream/Cell.xib` the file
      // `Stream/Cell.xib`, under the project's name.
      guard let found = BundledFiles.existing(path, below: base, in: &namesOfFolder) else {
        missing.append(path)
        continue
      }
      sources.append(found)
      bundlePaths.append(AssetAudit.bundlePath(of: path))
    }
    for folder in phase.synchronizedFolders {
      let location = base.pushing(FilePath(folder.path))
      guard let listing = try? walker.listing(ofTreeAtPath: location.string, progress: progress)
      else {
        unreadableDirectories.append(folder.path)
        continue
      }
      unreadableDirectories += listing.unreadableDirectories.map { folder.path + "/" + $0 }
      // A local Swift package in the folder (Mlem's `Packages/MlemMiddleware`)
      // is built as a package, none of its files copied.
      let packages = listing.files.compactMap { file -> String? in
        guard file == "Package.swift" || file.hasSuffix("/Package.swift") else { return nil }
        return String(file.dropLast("Package.swift".count))
      }
      for file in listing.files {
        let path = folder.path.isEmpty ? file : folder.path + "/" + file
        guard BundledFiles.copies(file, of: folder), !infoPlists.contains(path),
          !isDevelopmentAsset(path), !packages.contains(where: file.hasPrefix),
          !file.split(separator: "/").dropLast().contains(where: BundledFiles.isBuiltBySystem)
        else {
          continue
        }
        if isUncompiledLaunchSet(file) { continue }
        sources.append(path)
        bundlePaths.append(BundledFiles.bundlePath(ofSynchronized: file))
      }
    }
  }

  /// Whether Xcode copies `file` (a path below `folder`) into the bundle
  /// of a target that keeps `folder` in sync: a file no build phase
  /// compiles, and none of the folder's exceptions, nor below one.
  static func copies(_ file: String, of folder: XcodeResourcesPhase.SynchronizedFolder) -> Bool {
    guard !compiledExtensions.contains(AssetAudit.pathExtension(of: file)) else { return false }
    var prefix = ""
    for component in file.split(separator: "/") {
      prefix += prefix.isEmpty ? String(component) : "/" + component
      if folder.exceptions.contains(prefix) { return false }
    }
    // `/Localized/a/B.storyboard`: `a/*.lproj/B.storyboard`.
    let unlocalized = file.split(separator: "/").filter { !$0.hasSuffix(".lproj") }
    return !folder.exceptions.contains("/Localized/" + unlocalized.joined(separator: "/"))
  }

  /// Whether a folder is one whose images the system draws by its own
  /// description, not the app by name: an Icon Composer icon (`*.icon`,
  /// whose layers actool compiles into the app icon) or a watch face's
  /// complication gallery (`*.ckcomplication`, whose JSON gives each
  /// image's scale): Home Assistant's, whose layers were called upscaled.
  static func isBuiltBySystem(_ name: some StringProtocol) -> Bool {
    name.hasSuffix(".icon") || name.hasSuffix(".ckcomplication")
  }

  /// The extensions of files a synchronized folder gives other build
  /// phases than Copy Bundle Resources (code, headers, settings).
  private static let compiledExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx", "h", "hh", "hpp", "metal", "s", "pch",
    "modulemap", "xcconfig", "entitlements", "xctestplan", "docc", "storekit",
  ]

  /// The path a file below a synchronized folder has in the bundle: its
  /// name, below the innermost folder the bundle keeps whole (a catalog,
  /// `*.lproj`, `*.bundle`); Xcode copies other folders flat.
  static func bundlePath(ofSynchronized file: String) -> String {
    let components = file.split(separator: "/")
    if let whole = components.dropLast().firstIndex(where: { component in
      [".xcassets", ".atlas", ".scnassets"].contains { component.hasSuffix($0) }
    }) {
      return components[whole...].joined(separator: "/")
    }
    return AssetAudit.bundlePath(of: file)
  }
}

extension AuditReport {
  /// Whether Xcode fails to build the app with the finding's files as they
  /// are, whatever it shows: two files copied to one name, a case
  /// collision, a file the project lists that is not there.
  static func breaksTheBuild(_ finding: AuditFinding) -> Bool {
    [.duplicateVariant, .caseCollision, .missingProjectFile].contains(finding.kind)
  }

  /// Sets apart the findings on launch images the target does not show:
  /// all of them when it needs iOS 8 or later and has a launch screen file
  /// (Mumble's `Default-iOS7@2x.png`), the loose ones when it compiles a
  /// launch image set (OSL's catalog over its old `Default.png`).
  /// `sources` are the files it copies; `reader` reads its `Info.plist`.
  fileprivate mutating func setAside(
    launchImagesOf phase: XcodeResourcesPhase, infoPlists: [String], sources: [String],
    reader: LiveAuditFileReader
  ) {
    let launchImages = Set(
      systemImages.filter { $0.role == SystemImage.Role.launchImage.rawValue }.map(\.path))
    let deployment = phase.deploymentTarget
    var declared = DeclaredSystemImages.none
    for plist in infoPlists {
      if let bytes = reader.contents(ofFileAtPath: plist, limit: 1 << 20) {
        declared.add(infoPlist: bytes)
      }
    }
    let launchSets = (phase.platformSettings["ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME"] ?? []).map {
      $0 + ".launchimage/"
    }
    if let deployment, deployment >= 8,
      declared.hasLaunchScreen
        || AppDisplayMode.hasLaunchScreen(
          among: sources, declared: declared,
          launchScreenSetting: phase.launchScreenSettings)
    {
      // Named like one (`Default-iOS7@2x.png`, not `DefaultAvatar.png`),
      // or declared by the plist.
      let prefixes = ["Default"] + declared.launchBases
      setApart { finding in
        let name = finding.file.split(separator: "/").last ?? ""
        return !AuditReport.breaksTheBuild(finding)
          && (launchImages.contains(finding.file)
            || prefixes.contains { prefix in
              name.hasPrefix(prefix) && "-@~.".contains(name.dropFirst(prefix.count).first ?? "-")
            })
      }
    } else if sources.contains(where: { path in launchSets.contains { path.contains($0) } }) {
      // A launch image missing for a device stays, unless the set's own
      // finding names that device (little-ninja-rush's empty iPad slots)
      // or a slot of the set shows it (Bullet Time's `retina4` slot for
      // `Default-568h@2x.png`): the set may lack it too (mcgi's empty
      // Retina iPad slots).
      let setDevices = Set(
        findings.filter { $0.kind == .missingLaunchImage && $0.file.contains(".launchimage/") }
          .flatMap(\.devices))
      let compiled = sources.filter { path in launchSets.contains { path.contains($0) } }
      let slots = AppDisplayMode.filledLaunchSlots(paths: compiled, reader: reader) ?? []
      setApart { finding in
        guard !AuditReport.breaksTheBuild(finding), !finding.file.contains(".launchimage/")
        else { return false }
        guard finding.kind == .missingLaunchImage else {
          return launchImages.contains(finding.file)
        }
        let name = FileName(String(finding.file.split(separator: "/").last ?? ""))
        return setDevices.isSuperset(of: finding.devices)
          || slots.contains { AppDisplayMode.launchSlot($0, shows: name) }
      }
    }
  }
}
