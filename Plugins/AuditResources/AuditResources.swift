import Foundation
import PackagePlugin

/// `swift package audit-resources [--target T]... [lint options]`: runs
/// `standard-paths lint` on the resource folders of the package's targets
/// (the folders their `resources:` rules name) and prints one
/// compiler-style line per finding (`path: warning: message [kind]`), which
/// editors and CI systems annotate.
///
/// Folders of `.process` resources are audited with `--flatten` (SwiftPM
/// copies their files flat into the bundle); `.copy` folders keep their
/// tree.
///
/// Lint options after the plugin's own (`--devices ios`, `--strict`,
/// `--names-only`, `--html FILE`, even `--format json`) are passed on. With
/// `--strict`, findings make the command fail.
@main
struct AuditResources: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let lintOptions = extractor.remainingArguments
    let targets =
      targetNames.isEmpty
      ? context.package.targets : try context.package.targets(named: targetNames)
    let tool = try context.tool(named: "standard-paths").url
    var audited = 0
    var failures: [String] = []
    for target in targets {
      guard let module = target as? SourceModuleTarget else { continue }
      let folders = AuditResources.resourceFolders(of: module)
      let copied = AuditResources.copiedFolders(of: module)
      for folder in folders {
        audited += 1
        // SwiftPM copies `.process` resources flat into the bundle (as
        // Xcode does with groups); a `.copy` folder keeps its tree.
        let flatten = copied.contains(folder) ? [] : ["--flatten"]
        let status = try AuditResources.run(
          tool, ["lint", folder.path, "--format", "compiler"] + flatten + lintOptions)
        switch status {
        case 0: break
        case 1: failures.append("\(target.name): findings in \(folder.path) (--strict)")
        default: failures.append("\(target.name): lint failed on \(folder.path) (exit \(status))")
        }
      }
    }
    if audited == 0 {
      Diagnostics.remark(
        "audit-resources: no target of \(context.package.displayName) has resources")
    }
    guard failures.isEmpty else {
      throw AuditError(description: failures.joined(separator: "; "))
    }
  }

  /// The folders a target's resource rules name (`Resources` for
  /// `.process("Resources")`): the first component below the target's
  /// directory of each resource file. A resource file directly in the
  /// target's directory has no folder to audit on its own and is skipped.
  static func resourceFolders(of module: any SourceModuleTarget) -> [URL] {
    let base = module.directoryURL.standardizedFileURL.pathComponents
    var folders: [URL] = []
    for file in module.sourceFiles where file.type == .resource {
      let components = file.url.standardizedFileURL.pathComponents
      guard components.count > base.count + 1, Array(components.prefix(base.count)) == base
      else {
        // A `.copy("Folder")` rule lists the folder itself.
        if components.count == base.count + 1, isDirectory(file.url),
          !folders.contains(file.url.standardizedFileURL)
        {
          folders.append(file.url.standardizedFileURL)
        }
        continue
      }
      let folder = module.directoryURL.standardizedFileURL
        .appendingPathComponent(components[base.count], isDirectory: true)
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders.sorted { $0.path < $1.path }
  }

  /// The folders a `.copy` rule names: resources that are folders
  /// directly in the target's directory.
  static func copiedFolders(of module: any SourceModuleTarget) -> [URL] {
    let base = module.directoryURL.standardizedFileURL.pathComponents
    return module.sourceFiles.filter { file in
      file.type == .resource && isDirectory(file.url)
        && file.url.standardizedFileURL.pathComponents.count == base.count + 1
    }.map(\.url.standardizedFileURL)
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Runs `tool` with `arguments`, its output going to the plugin's, and
  /// returns its exit status.
  private static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// The command's failure, as `swift package` prints it.
struct AuditError: Error, CustomStringConvertible {
  var description: String
}
