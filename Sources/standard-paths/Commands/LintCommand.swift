import ArgumentParser
import StandardPathsAudit
import StandardPathsDisk
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
    abstract: "Check a resource folder's file names on every device.",
    discussion: """
      Walks DIR, groups its files into assets (foo.png, foo@2x.png and foo~ipad.png are the \
      asset foo.png), resolves each asset for each device as the resolver would, and reports \
      unreachable variants, upscaled fallbacks, malformed suffixes (@2X, foo~ipad@2x.png), \
      names that differ only by case, duplicate variants and missing base files: one line per \
      finding and a summary, or JSON with --json. --html writes a self-contained page showing \
      the picture each device loads. Exit codes: 0 no findings (or findings without --strict), \
      1 findings with --strict, 2 DIR cannot be read or the page cannot be written, 64 usage.
      """
  )

  @Argument(help: ArgumentHelp("The resource folder.", valueName: "dir"), completion: .directory)
  var directory: String

  @Option(
    help: ArgumentHelp(
      "Comma-separated presets to check (default: all): "
        + "\(Device.presetNames.joined(separator: ", ")).",
      valueName: "list"))
  var devices: String?

  @Flag(help: "Print the report as JSON.")
  var json = false

  @Option(
    help: ArgumentHelp("Also write a self-contained HTML report to FILE.", valueName: "file"),
    completion: .file(extensions: ["html"]))
  var html: String?

  @Flag(help: "Exit with 1 when there are findings.")
  var strict = false

  mutating func validate() throws {
    _ = try auditDevices()
  }

  func run() throws {
    let root = FilePath(FileManager.default.currentDirectoryPath).pushing(FilePath(directory))
      .lexicallyNormalized().string
    let progress = LintProgress()
    let report: AuditReport
    do {
      report = try AssetAudit(devices: auditDevices())
        .report(forDirectoryAtPath: root, progress: progress.update)
    } catch {
      progress.finish()
      writeToStandardError("standard-paths: error: \(error)")
      throw Failure.otherFailure
    }
    progress.finish()
    for unreadable in report.unreadableDirectories {
      writeToStandardError("standard-paths: warning: cannot read the directory \(unreadable)")
    }
    if let html {
      var page = LintHTMLOutput(report: report, root: root)
      try write(page.render(), toFile: html)
    }
    print(json ? LintJSONOutput.render(report, root: root) : LintTableOutput.render(report))
    if strict, !report.isClean { throw ExitCode(1) }
  }

  /// The presets named by `--devices`, in the order given, each once; all
  /// of them by default.
  private func auditDevices() throws -> [AuditDevice] {
    guard let devices else { return AuditDevice.presets }
    var result: [AuditDevice] = []
    for name in devices.split(separator: ",").map({ String($0.filter { $0 != " " && $0 != "\t" }) })
    where !name.isEmpty {
      guard let device = Device(presetName: name) else {
        throw ValidationError(
          "unknown device \(quoted(name)) in --devices (expected presets among "
            + "\(Device.presetNames.joined(separator: ", ")))")
      }
      if !result.contains(where: { $0.name == name }) { result.append(AuditDevice(device)) }
    }
    guard !result.isEmpty else { throw ValidationError("--devices names no device") }
    return result
  }

  /// Writes the page, replacing any file at `path`; exit code 2 if it
  /// cannot.
  private func write(_ page: String, toFile path: String) throws {
    do {
      let descriptor = try FileDescriptor.open(
        FilePath(path), .writeOnly, options: [.create, .truncate],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
      try descriptor.closeAfter { _ = try descriptor.writeAll(page.utf8) }
    } catch {
      writeToStandardError(
        "standard-paths: error: cannot write the HTML report to \(path): \(error)")
      throw Failure.otherFailure
    }
  }
}
