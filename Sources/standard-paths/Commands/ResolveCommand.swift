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

/// `standard-paths resolve NAME... --root DIR`: the variant of each
/// resource a device loads.
struct ResolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Print the variant of each resource a device loads.",
    discussion: """
      Prints one line per NAME: the absolute path of the best existing variant under DIR \
      (such as Image1-667h@2x.png for Image1 on an iPhone 6). The device is a preset \
      (--device), or the current device (on Linux a desktop at scale 1, or GDK_SCALE) with \
      the traits given by --idiom, --scale and --screen. With --explain, each NAME is followed \
      by its ranked candidates, indented: '*' marks the one chosen, '+' the others that exist. \
      Exits with 1 if any NAME has no variant (the others are still printed), and with 2 if \
      DIR is missing or cannot be read.
      """
  ).standardPathsSubcommand

  @Argument(
    help: ArgumentHelp("Resource names or paths, relative to DIR or absolute.", valueName: "name"))
  var names: [String] = []

  @Option(help: ArgumentHelp("The resource directory.", valueName: "dir"), completion: .directory)
  var root: String

  @Option(help: ArgumentHelp("A device preset.", valueName: "preset"))
  var device: Device?

  @Option(help: "The idiom.")
  var idiom: InterfaceIdiom?

  @Option(help: ArgumentHelp("The screen scale, a positive number such as 2.", valueName: "scale"))
  var scale: PositiveNumber?

  @Option(help: ArgumentHelp("The screen size in points, such as 375x667.", valueName: "WxH"))
  var screen: Device.ScreenSize?

  @Option(
    name: .customLong("type"),
    help: ArgumentHelp("The extension for NAMEs without one (default: png).", valueName: "ext"))
  var type: String?

  @Flag(name: .customLong("no-type"), help: "Add no extension to NAMEs without one.")
  var noType = false

  @Flag(help: "List each NAME's ranked candidates and which exist.")
  var explain = false

  mutating func validate() throws {
    guard !names.isEmpty else { throw ValidationError("give at least one resource name") }
    if type != nil, noType { throw ValidationError("--type and --no-type exclude each other") }
    _ = try makeDevice()
    // Names are checked against an empty in-memory tree: no disk access.
    let checker = ResourceResolver(root: "/", device: .mac, fileSystem: NoDirectories())
    for name in names {
      do {
        _ = try checker.path(forResource: name, ofType: resourceType)
      } catch {
        throw ValidationError("\(error)")
      }
    }
  }

  /// The extension added to names without one.
  private var resourceType: String? { noType ? nil : type ?? "png" }

  func run() throws {
    let device = try makeDevice()
    let directory = try PathArgument.absolute(root).lexicallyNormalized()
    let rootText = try PathArgument.text(forDirectory: directory)
    // A missing or unreadable root is a failure (exit 2), not "no match".
    let reader = LiveFileSystem()
    if reader.listing(ofDirectoryAtPath: rootText) == nil {
      let problem =
        reader.stamp(ofDirectoryAtPath: rootText) == nil
        ? "no directory at" : "cannot read the directory"
      writeToStandardError(
        "standard-paths: error: \(problem) \(escapingControlCharacters(directory.string))")
      throw Failure.otherFailure
    }
    let resolver = ResourceResolver(root: rootText, device: device, cachePolicy: .neverRevalidate)
    let type = resourceType
    var answers: [(name: String, path: String?)] = []
    for name in names {
      do {
        answers.append((name, try resolver.path(forResource: name, ofType: type)))
      } catch {
        throw Failure.report(error)
      }
    }
    for (name, path) in answers {
      // Written unbuffered, as bytes: the root's name need not be UTF-8.
      if let path {
        write(PathArgument.bytes(of: path, under: directory, spelled: rootText))
      }
      if explain, let explanation = try? resolver.explanation(forResource: name, ofType: type) {
        write(Array(ExplanationOutput.render(explanation).utf8))
      }
      if path == nil {
        writeToStandardError(
          "standard-paths: error: no variant of \(quoted(name)) found under \(directory.string)")
      }
    }
    if answers.contains(where: { $0.path == nil }) { throw Failure.notFound }
  }

  /// Writes `line` and a newline to standard output (failures ignored, as
  /// `print` ignores them).
  private func write(_ line: [UInt8]) {
    _ = try? FileDescriptor.standardOutput.writeAll(line + [UInt8(ascii: "\n")])
  }

  /// The preset, or the current device with the traits given.
  private func makeDevice() throws -> Device {
    if let device {
      guard idiom == nil, scale == nil, screen == nil else {
        throw ValidationError("--device excludes --idiom, --scale and --screen")
      }
      return device
    }
    var result = Device.current
    if let idiom { result.idiom = idiom }
    if let scale { result.scale = scale.value }
    if let screen { result.screenSize = screen }
    return result
  }
}

/// Lists nothing: a resolver over it only validates resource names.
private struct NoDirectories: DirectoryReader {
  func listing(ofDirectoryAtPath path: String) -> DirectoryListing? { nil }

  func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? { nil }
}
