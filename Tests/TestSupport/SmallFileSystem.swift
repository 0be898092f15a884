import Foundation

/// A tiny tmpfs mounted in a sandbox, to make a full disk or a read-only
/// file system real (root ignores permission bits, but not `ENOSPC` or
/// `EROFS`). Needs the right to mount, which CI (root) has; tests that use
/// it are skipped with a clear reason where mounting is not allowed.
public struct SmallFileSystem {
  /// Whether this process may mount a tmpfs (checked once).
  public static let isAvailable: Bool = {
    guard let sandbox = try? DiskSandbox() else { return false }
    let point = sandbox.path("probe")
    try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    guard run("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", point) else { return false }
    return run("umount", point)
  }()

  /// Mounts a tmpfs of `kilobytes` at `sandbox/small`, runs `body` with
  /// its path, and unmounts it.
  public static func with<Result>(
    kilobytes: Int, in sandbox: DiskSandbox, _ body: (String) throws -> Result
  ) throws -> Result {
    try with(at: sandbox.path("small"), kilobytes: kilobytes, body)
  }

  /// Mounts a tmpfs of `kilobytes` whose root has `mode` at `point`
  /// (created), runs `body` with its path, and unmounts it: a second file
  /// system, so that a migration crosses file systems.
  public static func with<Result>(
    at point: String, kilobytes: Int, mode: String = "0755", _ body: (String) throws -> Result
  ) throws -> Result {
    try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    guard run("mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=\(mode)", "tmpfs", point)
    else { throw MountFailed() }
    defer { _ = run("umount", "-l", point) }
    return try body(point)
  }

  /// Makes the mounted file system at `point` read-only.
  public static func makeReadOnly(_ point: String) -> Bool {
    run("mount", "-o", "remount,ro", point)
  }

  /// Fills the file system at `point` until it reports `ENOSPC`.
  public static func fill(_ point: String) {
    let block = Data(repeating: 0x55, count: 1024)
    for index in 0..<100_000 {
      let url = URL(filePath: point + "/filler-\(index)")
      if (try? block.write(to: url)) == nil { break }
    }
  }

  /// Thrown when `mount` refuses (not root, or no tmpfs).
  public struct MountFailed: Error {}

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
