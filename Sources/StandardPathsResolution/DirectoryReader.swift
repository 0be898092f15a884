import StandardPathsLocations

/// The file-system questions a ``ResourceResolver`` asks: what a directory
/// holds, and whether it has changed since.
///
/// A resolver lists each directory once and answers lookups from memory;
/// it asks for a directory's ``DirectoryStamp`` only to revalidate, at most
/// once per ``ResourceCachePolicy/revalidationSeconds``. The live process
/// uses ``LiveFileSystem``; tests answer from memory with the
/// `VirtualFileSystem` of StandardPathsTesting. It is the resolver's half of
/// the library's read-only file system; ``FileSystemProbe`` is the location
/// rules' half.
public protocol DirectoryReader: Sendable {
  /// The names directly inside the directory at `path` (following symbolic
  /// links to it), with the directory's stamp taken before the names were
  /// read.
  ///
  /// - Returns: `nil` if `path` is not a directory that can be read; a
  ///   resolver then finds nothing in it.
  func listing(ofDirectoryAtPath path: String) -> DirectoryListing?

  /// The current stamp of the directory at `path` (following symbolic
  /// links), or `nil` if there is no directory there.
  func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp?
}

/// What a directory held when it was read: the names of its entries and its
/// ``DirectoryStamp``.
public struct DirectoryListing: Sendable, Hashable {
  /// The names of the entries (files, directories, links, anything), not
  /// including `.` and `..`, in no particular order.
  public var names: [String]
  /// The directory's stamp, read before the names.
  public var stamp: DirectoryStamp
  /// Whether a later change is sure to change the stamp.
  ///
  /// `false` when the directory changed so recently before it was read that
  /// another change within the file system's timestamp granularity might
  /// leave the modification time as it is. A resolver then lists the
  /// directory again at its next revalidation even if the stamp is the same.
  public var isSettled: Bool

  /// Creates a listing.
  public init(names: [String], stamp: DirectoryStamp, isSettled: Bool = true) {
    self.names = names
    self.stamp = stamp
    self.isSettled = isSettled
  }
}

/// Identifies one version of a directory: the directory itself (device and
/// inode) and its modification time.
///
/// Adding, removing or renaming an entry changes the modification time;
/// replacing the directory changes its identity. Either way the stamp
/// differs, and a resolver lists the directory again.
public struct DirectoryStamp: Sendable, Hashable {
  /// The device the directory is on.
  public var device: UInt64
  /// The directory's inode number.
  public var inode: UInt64
  /// The modification time in nanoseconds since the Unix epoch.
  public var modificationNanoseconds: Int64

  /// Creates a stamp with the modification time in nanoseconds since the
  /// Unix epoch.
  public init(device: UInt64 = 0, inode: UInt64 = 0, modificationNanoseconds: Int64) {
    self.device = device
    self.inode = inode
    self.modificationNanoseconds = modificationNanoseconds
  }
}
