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
  /// Sets apart the findings on images that no file below `root` names
  /// (``AuditReport/unreferencedFindings``), reading those files from the
  /// real file system. Nothing is set apart when ``setsAsideUnreferenced``
  /// is off, or when `root` holds no source code (a folder of resources
  /// alone says nothing about what loads them).
  func setAsideUnreferenced(in report: inout AuditReport, searching root: String) {
    guard setsAsideUnreferenced else { return }
    let walker = ResourceTreeWalker(fileSystem: LiveFileSystem())
    guard let listing = try? walker.listing(ofTreeAtPath: root) else { return }
    let reader = LiveAuditFileReader(root: root)
    guard
      let references = AssetAudit.references(
        files: listing.files,
        read: { reader.contents(ofFileAtPath: $0, limit: AssetAudit.referenceFileLimit) })
    else { return }
    report.setAside(unnamedIn: references, root: root)
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
  /// scripts alone does not say what the app loads), code iCloud has not
  /// downloaded, or too many files to read (then nothing is set apart).
  static func references(
    files paths: [String], read: (String) -> [UInt8]?
  ) -> ImageReferences? {
    // Code iCloud has not downloaded cannot be read: what it loads is
    // unknown.
    guard paths.count <= 200_000,
      paths.contains(where: { codeExtensions.contains(pathExtension(of: $0)) }),
      !paths.contains(where: { path in
        let name = String(path.split(separator: "/").last ?? "")
        return AuditEntry.placeholderTarget(of: name).map {
          !unsearchedExtensions.contains(pathExtension(of: $0))
        } ?? false
      })
    else { return nil }
    var references = ImageReferences()
    var total = 0
    for path in paths where isSearched(path) {
      guard let bytes = read(path) else { continue }
      total += bytes.count
      guard total <= 256 << 20 else { return nil }
      references.add(bytes, isCode: cFamilyExtensions.contains(pathExtension(of: path)))
    }
    return references
  }

  /// Whether the file at `path` is read for names: not an image, sound,
  /// font or archive, and not a file that lists every resource whether
  /// loaded or not (Xcode's project, asset catalogs' `Contents.json`).
  private static func isSearched(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    guard
      !components.dropLast().contains(where: {
        $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".xcassets")
      })
    else { return false }
    return !unsearchedExtensions.contains(pathExtension(of: path))
  }

  /// The lowercased extension of the last component of `path`.
  private static func pathExtension(of path: String) -> String {
    guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: ".") else {
      return ""
    }
    return name[name.index(after: dot)...].lowercased()
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

  private static let cFamilyExtensions: Set<String> = [
    "swift", "m", "mm", "c", "cc", "cpp", "cxx", "h", "hpp", "cs", "js", "ts", "java", "kt",
  ]

  private static let unsearchedExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "webp", "heic", "heif", "ico", "icns",
    "psd", "pvr", "ccz", "pkm", "ktx", "astc", "dds", "tga", "pdf", "svg", "mp3", "wav", "caf",
    "aif", "aiff", "m4a", "aac", "ogg", "mp4", "mov", "m4v", "ttf", "otf", "woff", "woff2", "zip",
    "gz", "a", "o", "dylib", "so", "jar", "ipa", "pbxproj", "icloud",
  ]
}

extension AuditReport {
  /// Moves to ``unreferencedFindings`` the findings on images that
  /// `references` do not name. Findings that do not depend on an app
  /// loading the image stay: a file a build needs (a missing project file,
  /// an unreadable catalog or folder), a file iCloud has not downloaded,
  /// names that differ only by case, launch images and icons, which the
  /// system loads itself, and ``engineImages``.
  mutating func setAside(unnamedIn references: ImageReferences, root: String) {
    let systemPaths = Set(systemImages.map(\.path))
    var kept: [AuditFinding] = []
    for finding in findings {
      let names = AuditReport.loadableNames(of: finding)
      if AuditReport.isKept(finding, systemPaths: systemPaths)
        || names.contains(where: AuditReport.engineImages.contains)
        || names.contains(where: references.names)
      {
        kept.append(finding)
      } else {
        unreferencedFindings.append(finding)
      }
    }
    findings = kept
    referenceRoot = root
  }

  /// Images a game engine loads itself, by a name the app's code never
  /// spells: cocos2d's frame-rate digits.
  static let engineImages: Set<String> = ["fps_images"]

  private static func isKept(_ finding: AuditFinding, systemPaths: Set<String>) -> Bool {
    switch finding.kind {
    case .missingProjectFile, .unreadableFolder, .catalogUnreadable, .caseCollision,
      .missingLaunchImage, .notDownloaded:
      return true
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
    return ([finding.asset, finding.file] + finding.suggestions).flatMap { path in
      let name = String(path.split(separator: "/").last ?? "")
      let file = FileName(name)
      let stem = name.prefix { $0 != "@" && $0 != "~" }
      // `foo.pvr.ccz` is loaded as `foo.pvr.ccz` or `foo`.
      return [file.base, (ConventionChoice.cocos2dMeaning(of: file) ?? file).base]
        + [stem.lastIndex(of: "."), stem.firstIndex(of: ".")].map { dot in
          String(dot.map { stem[..<$0] } ?? stem)
        }
    }
  }
}
