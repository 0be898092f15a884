import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory under the system's temporary directory for one
/// migration test, removed (any tmpfs mounted inside it unmounted first)
/// when the value goes away. Tests never touch the real home.
final class MigrationSandbox: Sendable {
  /// The directory's absolute path.
  let root: String
  private let mounts = MountList()

  init() throws {
    let base = FileManager.default.temporaryDirectory.path(percentEncoded: false)
    root = (base as NSString).appendingPathComponent("migration-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit {
    #if os(Linux)
      for mount in mounts.all.reversed() { _ = umount2(mount, Int32(MNT_DETACH)) }
    #endif
    Posix.makeRemovable(root)
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The absolute path of `relative` inside the directory.
  func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }

  /// Creates `home/<name>` (and `home`) with `mode`, for a legacy folder.
  ///
  /// - Returns: Its path.
  func makeHomeFolder(_ name: String, mode: mode_t) -> String {
    Posix.makeDirectory(Posix.bytes(path("home")))
    let folder = path("home/" + name)
    Posix.makeDirectory(Posix.bytes(folder), mode: mode)
    return folder
  }

  /// Mounts a tmpfs of `size` (such as `"8m"`) at `relative`, creating
  /// the mount point; unmounted when the sandbox goes away.
  ///
  /// - Returns: The mount point's path.
  func mountTmpfs(at relative: String, size: String) throws -> String {
    let point = path(relative)
    try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    #if os(Linux)
      guard mount("tmpfs", point, "tmpfs", 0, "size=\(size),mode=0755") == 0 else {
        throw MountFailure(point: point, code: errno)
      }
      mounts.append(point)
      return point
    #else
      throw MountFailure(point: point, code: ENOTSUP)
    #endif
  }

  /// Whether this process can mount a tmpfs (root, as in CI); decided once.
  static let canMountTmpfs: Bool = {
    guard let sandbox = try? MigrationSandbox(),
      (try? sandbox.mountTmpfs(at: "probe", size: "64k")) != nil
    else { return false }
    return true
  }()

  /// The reason tmpfs tests are skipped where mounting is not allowed.
  static let tmpfsSkipReason: Comment =
    "skipped: mounting a tmpfs (a second file system) needs root, as in CI"

  /// A tmpfs could not be mounted.
  struct MountFailure: Error, CustomStringConvertible {
    var point: String
    var code: Int32
    var description: String {
      "cannot mount a tmpfs at \(point): \(String(cString: strerror(code)))"
    }
  }

  /// The mount points, in mounting order.
  private final class MountList: @unchecked Sendable {
    private let lock = NSLock()
    private var points: [String] = []

    var all: [String] { lock.withLock { points } }
    func append(_ point: String) { lock.withLock { points.append(point) } }
  }
}
