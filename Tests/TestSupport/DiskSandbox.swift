import Foundation
import StandardPathsLocations
import SystemPackage

/// A scratch directory under the system temporary directory, with a
/// unique name, removed (with everything in it) when the value is released.
///
/// Its ``environment(variables:fileSystem:)`` points `HOME`, `TMPDIR` and
/// `XDG_RUNTIME_DIR` inside it, so nothing a test does reaches the real
/// home directory.
public final class DiskSandbox: Sendable {
  /// The sandbox's absolute path; mode 0755.
  public let root: String

  /// Creates a sandbox in `base`, by default the system temporary directory.
  public init(in base: String = FileManager.default.temporaryDirectory.path(percentEncoded: false))
    throws
  {
    root = FilePath(base).appending("StandardPathsTests-\(UUID().uuidString)").string
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// `root` joined with `relative`.
  public func path(_ relative: String) -> String {
    FilePath(root).appending(relative).string
  }

  /// The effective user id of the test process.
  public static let effectiveUserID = SystemEnvironment.live().effectiveUserID

  /// A Linux environment whose home (`root/home`), temporary base
  /// (`root/tmp`) and runtime base (`root/run`) are in the sandbox and do
  /// not exist yet; the real file system is probed unless `fileSystem` is
  /// given.
  public func environment(
    variables extra: [String: String] = [:], fileSystem: (any FileSystemProbe)? = nil
  ) -> SystemEnvironment {
    var variables = [
      "HOME": path("home"), "TMPDIR": path("tmp"), "XDG_RUNTIME_DIR": path("run"),
    ]
    variables.merge(extra) { _, new in new }
    return SystemEnvironment(
      platform: .linux, variables: variables, userDatabaseHome: nil,
      effectiveUserID: Self.effectiveUserID, resourceDirectory: path("resources"),
      fileSystem: fileSystem ?? LiveFileSystem())
  }

  // MARK: - Making things

  /// Creates a directory (and its parents) with `permissions`.
  public func makeDirectory(_ relative: String, permissions: Int = 0o755) throws {
    let target = path(relative)
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target)
  }

  /// Writes a file with `contents` and `permissions`.
  public func makeFile(_ relative: String, contents: String, permissions: Int = 0o640) throws {
    let target = path(relative)
    try Data(contents.utf8).write(to: URL(filePath: target))
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target)
  }

  /// Creates a symbolic link to `destination`.
  public func makeSymbolicLink(_ relative: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: path(relative), withDestinationPath: destination)
  }

  // MARK: - Inspecting things

  /// The status of the item at the absolute `path`, without following a
  /// final symbolic link.
  public func status(atPath path: String) -> FileItemStatus? {
    try? LiveFileSystem().statusOfItem(atPath: path)
  }

  /// The permission bits of the item at the absolute `path`.
  public func permissions(atPath path: String) -> UInt16? {
    status(atPath: path)?.permissions
  }

  /// The names in the directory at the absolute `path`, sorted.
  public func contents(atPath path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// The text of the file at the absolute `path`.
  public func text(atPath path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }
}
