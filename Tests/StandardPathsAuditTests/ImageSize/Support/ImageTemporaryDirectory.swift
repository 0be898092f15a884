import Foundation
import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// A directory of its own for one test, removed when the value goes away.
final class TemporaryDirectory {
  /// The directory.
  let url: URL

  /// Creates a fresh directory under the system's temporary directory.
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ImageSizeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `bytes` to `name` in the directory and returns its path.
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file.path
  }
}
