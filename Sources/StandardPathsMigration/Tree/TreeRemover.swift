import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if !os(Windows)
  /// Removes a tree bottom-up, relative to open directories, never
  /// following a symbolic link (a link is removed, not what it points to).
  /// Items already gone count as removed, so a removal a crash interrupted
  /// can simply be run again.
  internal struct TreeRemover {
    /// Called after each item is removed, with the count so far.
    private let onItemRemoved: (Int) -> Void
    private var removed = 0

    init(onItemRemoved: @escaping (Int) -> Void = { _ in }) {
      self.onItemRemoved = onItemRemoved
    }

    /// Removes the item `name` of `parent` (whose path is `parentPath`, for
    /// messages): a whole directory tree, or a single file or link.
    mutating func removeItem(
      _ name: EntryName, of parent: borrowing Descriptor, in parentPath: FilePath
    ) throws(MigrationError) {
      let item = ItemLocation(parent: parentPath, name: name)
      let found = try performing("inspect", item.path) { () throws(Errno) in
        try parent.statusOfItem(name)
      }
      guard let status = found else { return }
      if status.kind == .directory {
        let path = item.path
        let directory = try performing("open", path) { () throws(Errno) in
          try parent.openDirectory(name, followingSymbolicLink: false)
        }
        // A read-only directory (0555) cannot lose entries until it is
        // writable; it is about to go, so its mode no longer matters.
        if status.permissionBits & 0o700 != 0o700 {
          try performing("make removable", path) { () throws(Errno) in
            try directory.setPermissions(status.permissionBits | 0o700)
          }
        }
        try removeContents(of: directory, at: path)
      }
      do {
        try parent.removeItem(name, isDirectory: status.kind == .directory)
      } catch {
        if error != .noSuchFileOrDirectory {
          throw .fileSystem(FileSystemError("remove", item.path, error))
        }
      }
      removed += 1
      onItemRemoved(removed)
    }

    /// Removes every item of `directory` (at `path`), leaving it empty.
    mutating func removeContents(of directory: borrowing Descriptor, at path: FilePath)
      throws(MigrationError)
    {
      let names = try performing("list", path) { () throws(Errno) in try directory.entryNames() }
      for name in names {
        try removeItem(name, of: directory, in: path)
      }
    }
  }
#endif
