import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// Lists every file below a resource folder through a ``DirectoryReader``:
/// the effectful half of an audit (``AssetAudit`` is the pure half).
///
/// ```swift
/// let listing = try ResourceTreeWalker().listing(ofTreeAtPath: "/opt/MyApp/Resources")
/// let report = AssetAudit().report(forFiles: listing.files)
/// ```
///
/// Each folder is listed once. An entry is a folder when the reader gives it
/// a stamp (one `stat` per entry with ``LiveFileSystem``); everything
/// else, including a symbolic link to a file, is a file. Symbolic links to
/// folders are followed, each folder (device and inode) at most once, so
/// link loops end; the walk goes no deeper than ``maximumDepth`` folders.
/// Hidden entries (names starting with `.`, such as `.DS_Store` and
/// `.git`) are skipped unless ``includesHiddenEntries`` is set, except
/// iCloud Drive placeholders (`.foo.png.icloud`), which stand for files
/// that are not downloaded. A symbolic link whose target is missing is no
/// entry (the live reader leaves it out of listings).
public struct ResourceTreeWalker: Sendable {
  /// Where folders are read.
  public var fileSystem: any DirectoryReader
  /// Whether names starting with `.` are listed and descended into.
  public var includesHiddenEntries: Bool
  /// How many folders deep the walk goes below the root.
  public var maximumDepth: Int

  /// Creates a walker.
  ///
  /// - Parameters:
  ///   - fileSystem: Where folders are read; the real file system by
  ///     default.
  ///   - includesHiddenEntries: Whether to list names starting with `.`.
  ///   - maximumDepth: How many folders deep to go below the root.
  public init(
    fileSystem: any DirectoryReader = LiveFileSystem(), includesHiddenEntries: Bool = false,
    maximumDepth: Int = 64
  ) {
    self.fileSystem = fileSystem
    self.includesHiddenEntries = includesHiddenEntries
    self.maximumDepth = maximumDepth
  }

  /// Every file below the folder at `root`.
  ///
  /// - Parameters:
  ///   - root: The folder to list.
  ///   - progress: Called after each folder is read.
  /// - Throws: ``AssetAuditError`` if `root` is not a folder or cannot be
  ///   read. Folders below it that cannot be read are reported in the
  ///   listing instead.
  public func listing(
    ofTreeAtPath root: String, progress: ((ResourceTreeProgress) -> Void)? = nil
  ) throws(AssetAuditError) -> ResourceTreeListing {
    guard let rootListing = fileSystem.listing(ofDirectoryAtPath: root) else {
      if fileSystem.stamp(ofDirectoryAtPath: root) == nil { throw .notADirectory(root) }
      throw .unreadable(root)
    }
    var files: [String] = []
    var unreadable: [String] = []
    var visited: Set<Identity> = []
    if let identity = Identity(rootListing.stamp) { visited.insert(identity) }
    var pending: [(relative: String, depth: Int, listing: DirectoryListing?)] = [
      ("", 0, rootListing)
    ]
    var directoriesRead = 0
    let base = root.utf8.last == UInt8(ascii: "/") ? root : root + "/"
    while let (relative, depth, preread) = pending.popLast() {
      let path = relative.isEmpty ? root : base + relative
      guard let listing = preread ?? fileSystem.listing(ofDirectoryAtPath: path) else {
        unreadable.append(relative)
        continue
      }
      directoriesRead += 1
      for name in listing.names
      where includesHiddenEntries || name.utf8.first != UInt8(ascii: ".")
        || AuditEntry.placeholderTarget(of: name) != nil
      {
        let child = relative.isEmpty ? name : relative + "/" + name
        guard let stamp = fileSystem.stamp(ofDirectoryAtPath: base + child) else {
          files.append(child)
          continue
        }
        guard depth < maximumDepth else { continue }
        if let identity = Identity(stamp) {
          guard visited.insert(identity).inserted else { continue }
        }
        pending.append((child, depth + 1, nil))
      }
      progress?(ResourceTreeProgress(directoriesRead: directoriesRead, filesFound: files.count))
    }
    return ResourceTreeListing(files: files, unreadableDirectories: unreadable.sorted())
  }

  /// A folder's device and inode, when the reader gives real ones (an
  /// in-memory reader gives zeros, and relies on the depth limit).
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ stamp: DirectoryStamp) {
      guard stamp.inode != 0 || stamp.device != 0 else { return nil }
      device = stamp.device
      inode = stamp.inode
    }
  }
}
