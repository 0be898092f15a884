import Foundation

/// A small tmpfs mounted for one test, so a migration crosses file systems.
/// Needs the right to mount (CI runs as root); tests that use it are
/// skipped with a reason elsewhere.
enum TmpfsMount {
  /// Whether this process may mount a tmpfs (checked once).
  static let isAvailable: Bool = {
    let point = FileManager.default.temporaryDirectory
      .appending(path: "StandardPathsCLITests-mount-\(UUID().uuidString)").path(
        percentEncoded: false)
    defer { try? FileManager.default.removeItem(atPath: point) }
    guard
      (try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true))
        != nil, run("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", point)
    else { return false }
    return run("umount", point)
  }()

  /// Mounts a tmpfs of `kilobytes` at `point` (created), runs `body` with
  /// its path, and unmounts it.
  static func with<Result>(
    at point: String, kilobytes: Int, _ body: (String) throws -> Result
  ) throws -> Result {
    try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    guard run("mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", point) else {
      throw MountFailed()
    }
    defer { run("umount", "-l", point) }
    return try body(point)
  }

  struct MountFailed: Error {}

  @discardableResult
  private static func run(_ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }
}
