import Foundation
import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Every available fixture, written once per test process into a temporary
/// directory, read into memory, and the directory removed at once. With
/// `IMAGESIZE_FIXTURE_DIR` set, the files are written there and kept (to
/// seed the fuzzer's corpus, or to look at them).
final class GeneratedFixtures: Sendable {
  /// The fixtures of this test process.
  static let shared = GeneratedFixtures()

  /// Each fixture's bytes, by name.
  private let files: [String: [UInt8]]
  /// Why each missing fixture is missing, by name.
  private let failures: [String: String]

  /// Writes and reads every available fixture.
  private init() {
    let environment = ProcessInfo.processInfo.environment
    let kept = environment["IMAGESIZE_FIXTURE_DIR"].map { URL(fileURLWithPath: $0) }
    let directory =
      kept
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "ImageSizeFixtures-\(UUID().uuidString)")
    var files: [String: [UInt8]] = [:]
    var failures: [String: String] = [:]
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for fixture in ImageFixture.available {
        do {
          try Self.write(fixture, in: directory)
          let url = directory.appendingPathComponent(fixture.name)
          files[fixture.name] = try [UInt8](Data(contentsOf: url))
        } catch {
          failures[fixture.name] = "\(error)"
        }
      }
    } catch {
      failures["*"] = "\(error)"
    }
    if kept == nil { try? FileManager.default.removeItem(at: directory) }
    self.files = files
    self.failures = failures
  }

  /// Runs the fixture's tool in `directory`.
  private static func write(_ fixture: ImageFixture, in directory: URL) throws {
    guard let command = fixture.tool.command else { return }
    switch fixture.tool {
    case .imageMagick:
      let arguments = fixture.recipe.map { $0.replacingOccurrences(of: "OUT", with: fixture.name) }
      try FixtureTool.run(command + arguments, in: directory)
    case .pillow:
      let code = ImageFixture.pillowPrelude + fixture.recipe.joined(separator: "\n")
      try FixtureTool.run(command + ["-c", code, fixture.name], in: directory)
    }
  }

  /// The fixture's bytes, or an error saying why the tool did not write it.
  func bytes(of fixture: ImageFixture) throws -> [UInt8] {
    if let bytes = files[fixture.name] { return bytes }
    let reason = failures[fixture.name] ?? failures["*"] ?? "not generated"
    throw FixtureToolError(command: fixture.name, message: reason)
  }
}
