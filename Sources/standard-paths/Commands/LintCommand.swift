import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `standard-paths lint DIR`: which file each device loads for every asset
/// of a resource folder, and the naming mistakes that only show on some
/// devices.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a resource folder's file names and image sizes on every device.",
    discussion: """
      Walks DIR, groups its files into assets (foo.png, foo@2x.png and foo~ipad.png are the \
      asset foo.png), resolves each asset for each audited device as the resolver would, reads \
      each image's pixel size from its header, and reports what a developer would act on: \
      misspelt or foreign suffixes (@2X, foo~ipad@2x.png, foo@3.png, cocos2d's -ipadhd), \
      names that differ only by case, duplicate variants, files iCloud has not downloaded, \
      unreadable images, pixel sizes out of proportion with the scale a name claims, missing \
      base files, unreachable variants, upscaled fallbacks, launch images and app icons of the \
      wrong size or missing, and asset catalog sets that disagree with their Contents.json. \
      Findings concern only the devices given with --devices (presets or groups: ios, iphone, \
      ipad, mac, tv, all). Findings on images that no file of the project names (no running \
      code, nib, storyboard, plist or web page spells the name) are set apart and counted in one \
      note; --no-project-search reports them. Output: a table (default), --format json, or --format compiler \
      (path: warning: message); --html writes a report page. DIR may be an Xcode project \
      (Game.xcodeproj): then the files its target's Copy Bundle Resources phase copies (and \
      the resources of the folders Xcode 16 keeps in sync for it) are audited by their path \
      in the app bundle (choose the target with --target when several \
      copy resources and not exactly one of them is an app), on the target's devices unless --devices is given \
      (TARGETED_DEVICE_FAMILY, IPHONEOS_DEPLOYMENT_TARGET, SDKROOT). Exit codes: 0 no findings (or findings without --strict), 1 findings \
      with --strict, 2 DIR or the project cannot be read or the page cannot be written, 64 \
      usage (an unknown --target, or several targets, none chosen and not one app).
      """
  ).standardPathsSubcommand

  @Argument(
    help: ArgumentHelp("The resource folder, or an Xcode project (*.xcodeproj).", valueName: "dir"),
    completion: .directory)
  var directory: String

  @Option(
    parsing: .singleValue,
    help: ArgumentHelp(
      "Devices to audit (repeatable, comma-separated; default: all, or an Xcode project "
        + "target's): a preset or a group "
        + "(ios, iphone, ipad, mac, tv, all; ipad and mac mean both scales, ipad-1x and mac-1x "
        + "the 1x presets alone).",
      valueName: "list"))
  var devices: [DeviceSelection] = []

  @Option(help: ArgumentHelp("The report on standard output.", valueName: "format"))
  var format: LintFormat = .table

  @Flag(help: "Print the report as JSON (the same as --format json).")
  var json = false

  @Option(
    help: ArgumentHelp("Also write an HTML report to FILE.", valueName: "file"),
    completion: .file(extensions: ["html"]))
  var html: String?

  @Flag(help: "Exit with 1 when there are findings.")
  var strict = false

  @Flag(help: "Audit names only: read no image header and no asset catalog.")
  var namesOnly = false

  @Option(
    help: ArgumentHelp(
      "The naming convention to judge by: auto (inferred from the names), uikit, cocos2d, "
        + "standardpaths (the combined grammar).", valueName: "convention"))
  var convention: LintConvention = .auto

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Audit files by their name in the app bundle (Xcode copies group folders flat); "
        + "findings name the source file. Default: flat when a variant's base is only in "
        + "another folder and no two files share a name."))
  var flatten: Bool?

  @Flag(
    help: ArgumentHelp(
      "Also report findings on images that no file of the project names (running code, nibs, "
        + "storyboards, plists, web pages); by default they are set apart."))
  var noProjectSearch = false

  @Option(
    help: ArgumentHelp(
      "With an Xcode project, the target whose Copy Bundle Resources phase to audit.",
      valueName: "name"))
  var target: String?

  mutating func validate() throws {
    if json, format != .table, format != .json {
      throw ValidationError("--json excludes --format \(format.rawValue)")
    }
    if target != nil, !isProject {
      throw ValidationError("--target needs an Xcode project (*.xcodeproj) as DIR")
    }
  }

  /// Whether DIR names an Xcode project rather than a resource folder.
  private var isProject: Bool {
    FilePath(directory).lexicallyNormalized().extension == "xcodeproj"
  }

  func run() throws {
    let rootPath = try PathArgument.absolute(directory).lexicallyNormalized()
    let page = try html.map(PathArgument.absolute)
    // The text the outputs show (U+FFFD for bytes that are not UTF-8), and
    // the spelling the audit reads the folder by. A project's paths are
    // relative to the folder that holds it.
    var shownRoot = rootPath
    if isProject { shownRoot.removeLastComponent() }
    let root = shownRoot.string
    let rootText = try PathArgument.text(forDirectory: rootPath)
    let progress = LintProgress()
    let report: AuditReport
    var audit = AssetAudit(
      devices: auditDevices, readsFiles: !namesOnly, convention: convention.convention,
      flattensFolders: flatten)
    audit.searchesProject = !noProjectSearch
    do {
      report =
        isProject
        ? try audit.report(
          forXcodeProjectAtPath: rootText, target: target, progress: progress.update)
        : try audit.report(forDirectoryAtPath: rootText, progress: progress.update)
    } catch {
      progress.finish()
      writeToStandardError("standard-paths: error: \(error)")
      switch error as? XcodeProjectError {
      case .noSuchTarget?, .severalTargets?: throw ExitCode.validationFailure
      default: throw Failure.otherFailure
      }
    }
    progress.finish()
    if let page {
      try write(
        LintHTMLOutput(report: report, root: root, pagePath: page.string).render(), to: page)
    }
    switch json ? .json : format {
    case .table: print(LintTableOutput.render(report))
    case .json: print(LintJSONOutput.render(report, root: root))
    case .compiler: print(LintCompilerOutput.render(report, root: root), terminator: "")
    }
    if strict, !report.isClean { throw ExitCode(1) }
  }

  /// The devices named by `--devices`, in the order given, each once; all
  /// presets by default.
  private var auditDevices: [AuditDevice] {
    guard !devices.isEmpty else { return AuditDevice.presets }
    var result: [AuditDevice] = []
    for device in devices.flatMap(\.devices)
    where !result.contains(where: { $0.name == device.name }) {
      result.append(device)
    }
    return result
  }

  /// Writes the page, replacing any file at `path`; exit code 2 if it
  /// cannot.
  private func write(_ page: String, to path: FilePath) throws {
    do {
      let descriptor = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .truncate],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
      try descriptor.closeAfter { _ = try descriptor.writeAll(page.utf8) }
    } catch {
      writeToStandardError(
        "standard-paths: error: cannot write the HTML report to \(path.string): \(error)")
      throw Failure.otherFailure
    }
  }
}
