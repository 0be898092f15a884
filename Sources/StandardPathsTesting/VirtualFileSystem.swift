import StandardPathsLocations
import SystemPackage

/// An in-memory ``FileSystemProbe`` for tests and for computing layouts
/// without looking at the real disk.
///
/// ```swift
/// var disk = VirtualFileSystem()
/// disk.addDirectory("/run/user/1000", ownerID: 1000, permissions: 0o700)
/// disk.addFile("/home/me/.config/user-dirs.dirs", contents: "XDG_MUSIC_DIR=\"$HOME/Tunes\"\n")
/// ```
public struct VirtualFileSystem: FileSystemProbe, Sendable {
  /// Every item by path; read by the `DirectoryReader` conformance.
  internal private(set) var items: [String: FileItemStatus] = [:]
  private var contents: [String: [UInt8]] = [:]
  private var failures: [String: Int32] = [:]
  /// How many times each directory's entries changed; its stamp's
  /// modification time.
  internal private(set) var directoryVersions: [String: Int] = [:]

  /// Creates an empty file system, in which nothing exists.
  public init() {}

  /// Adds a directory.
  public mutating func addDirectory(
    _ path: String, ownerID: UInt32 = 0, permissions: UInt16 = 0o700
  ) {
    items[path] = FileItemStatus(kind: .directory, ownerID: ownerID, permissions: permissions)
    touchParent(of: path)
  }

  /// Adds a regular file with the given bytes.
  public mutating func addFile(
    _ path: String, bytes: [UInt8], ownerID: UInt32 = 0, permissions: UInt16 = 0o600
  ) {
    items[path] = FileItemStatus(kind: .regularFile, ownerID: ownerID, permissions: permissions)
    contents[path] = bytes
    touchParent(of: path)
  }

  /// Adds a regular file holding the UTF-8 encoding of `contents`.
  public mutating func addFile(
    _ path: String, contents text: String, ownerID: UInt32 = 0, permissions: UInt16 = 0o600
  ) {
    addFile(path, bytes: Array(text.utf8), ownerID: ownerID, permissions: permissions)
  }

  /// Adds a symbolic link (its target is irrelevant: the probe never follows it).
  public mutating func addSymbolicLink(_ path: String, ownerID: UInt32 = 0) {
    items[path] = FileItemStatus(kind: .symbolicLink, ownerID: ownerID, permissions: 0o777)
    touchParent(of: path)
  }

  /// Removes the item at `path` (not what is below it).
  public mutating func removeItem(_ path: String) {
    guard items.removeValue(forKey: path) != nil else { return }
    contents[path] = nil
    touchParent(of: path)
  }

  /// Records that the entries of `path`'s parent directory changed.
  private mutating func touchParent(of path: String) {
    guard let parent = VirtualFileSystem.parent(of: path) else { return }
    directoryVersions[parent, default: 0] += 1
  }

  /// The directory containing `path` (`/a` for `/a/b`, `/` for `/a`), or
  /// `nil` if `path` has no `/`.
  internal static func parent(of path: String) -> String? {
    let parent = FilePath(path).removingLastComponent()
    return parent.isEmpty ? nil : parent.string
  }

  /// Makes inspecting `path` fail with the given `errno` value.
  public mutating func addInaccessibleItem(_ path: String, code: Int32) {
    failures[path] = code
  }

  /// Returns the status recorded for `path`.
  public func statusOfItem(atPath path: String) throws(FileSystemError) -> FileItemStatus? {
    if let code = failures[path] {
      throw FileSystemError("inspect", FilePath(path), Errno(rawValue: code))
    }
    return items[path]
  }

  /// Returns the bytes recorded for the regular file at `path`.
  public func contentsOfFile(atPath path: String) -> [UInt8]? {
    guard failures[path] == nil else { return nil }
    return contents[path]
  }
}
