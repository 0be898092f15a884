/// The read-only questions the location rules ask the file system.
///
/// Resolving a location never writes; it may only inspect the runtime
/// directory's owner and mode and read `user-dirs.dirs`. Both questions go
/// through this protocol, so tests answer them from memory (the
/// `VirtualFileSystem` of StandardPathsTesting) and the live process uses
/// the real file system (``LiveFileSystem``).
///
/// This is one half of the library's read-only file system; the resolver's
/// half is `DirectoryReader` (StandardPathsResolution). Both
/// implementations, ``LiveFileSystem`` and `VirtualFileSystem`, answer both.
public protocol FileSystemProbe: Sendable {
  /// Describes the item at `path` without following a final symbolic link
  /// (like `lstat`).
  ///
  /// - Returns: `nil` if nothing exists at `path`.
  /// - Throws: ``FileSystemError`` (operation `inspect`) if the item exists but cannot be inspected.
  func statusOfItem(atPath path: String) throws(FileSystemError) -> FileItemStatus?

  /// Reads a whole regular file.
  ///
  /// - Returns: the file's bytes, or `nil` if it is missing or unreadable
  ///   (callers treat both the same way: the file is ignored).
  func contentsOfFile(atPath path: String) -> [UInt8]?
}

/// What ``FileSystemProbe/statusOfItem(atPath:)`` reports about an item.
public struct FileItemStatus: Sendable, Hashable {
  /// The kind of a file-system item.
  public enum Kind: Sendable, Hashable {
    /// A directory.
    case directory
    /// A symbolic link (never followed by the probe).
    case symbolicLink
    /// A regular file.
    case regularFile
    /// A device, socket, FIFO or anything else.
    case other
  }

  /// The kind of item.
  public var kind: Kind
  /// The user id of the item's owner.
  public var ownerID: UInt32
  /// The permission bits (`mode & 0o7777`).
  public var permissions: UInt16

  /// Creates a status value.
  public init(kind: Kind, ownerID: UInt32, permissions: UInt16) {
    self.kind = kind
    self.ownerID = ownerID
    self.permissions = permissions
  }
}
