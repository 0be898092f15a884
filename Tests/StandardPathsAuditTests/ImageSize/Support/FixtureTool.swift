import Foundation
import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// A program that writes real image files for the tests: ImageMagick's
/// `convert` (or `magick`) or Python with Pillow, whichever `.ci/run`
/// installed.
enum FixtureTool: String, Sendable, CaseIterable {
  /// ImageMagick 6 (`convert`) or 7 (`magick`).
  case imageMagick
  /// Python 3 with Pillow.
  case pillow

  /// The command line that runs the tool, found once per test process; `nil`
  /// when the tool is missing. A stand-in script named `convert` that is not
  /// ImageMagick (some machines have one) does not count.
  var command: [String]? {
    switch self {
    case .imageMagick: Self.imageMagickCommand
    case .pillow: Self.pillowCommand
    }
  }

  /// Whether any tool can make fixtures; the suites that need one are
  /// skipped otherwise.
  static let anyAvailable = allCases.contains { $0.command != nil }

  /// `magick` (version 7) or `convert` (version 6), if either is ImageMagick.
  private static let imageMagickCommand: [String]? = [["magick"], ["convert"]].first { command in
    let output = try? run(command + ["-version"])
    return output?.contains("Version: ImageMagick") == true
  }

  /// `python3`, if it can import Pillow.
  private static let pillowCommand: [String]? =
    (try? run(["python3", "-c", "import PIL.Image"])) != nil ? ["python3"] : nil

  /// Runs a command found on `PATH` in `directory`, returning what it
  /// printed (standard output and error, in one pipe so neither can fill
  /// and block it), or throws with that text if it fails.
  @discardableResult
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureToolError(command: arguments.joined(separator: " "), message: printed)
    }
    return printed
  }
}

/// A fixture command that failed, with what it printed.
struct FixtureToolError: Error, CustomStringConvertible {
  /// The command line.
  var command: String
  /// What it printed.
  var message: String
  /// Both, for the test log.
  var description: String { "\(command) failed: \(message)" }
}
