import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if !os(Windows)
  /// Removes a tree bottom-up, relative to open directories, never
  /// following a symbolic link (a link is removed, not what it points to).
  /// Items already gone count as removed, so a removal a crash interrupted
  /// can simply be run again.
  internal struct TreeRemover: TreeVisitor {
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
      let path = parentPath.appending(name)
      let found = try performing("inspect", path) { () throws(Errno) in
        try parent.statusOfItem(name)
      }
      guard let status = found else { return }
      if status.kind == .directory {
        try walkTree(name, of: parent, at: path, with: name, of: parent, at: path, visitor: &self)
      }
      try remove(name, isDirectory: status.kind == .directory, from: parent, at: path)
    }

    /// A read-only directory (0555) cannot lose entries until it is
    /// writable; it is about to go, so its mode no longer matters.
    mutating func entered(
      _ directory: borrowing Descriptor, other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      let bits = position.directoryStatus.permissionBits
      guard bits & 0o700 != 0o700 else { return }
      try performing("make removable", position.path()) { () throws(Errno) in
        try directory.setPermissions(bits | 0o700)
      }
    }

    mutating func visit(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      try remove(name, isDirectory: false, from: directory, at: position.path(of: name))
    }

    mutating func willEnter(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) -> Bool { true }

    /// The directory is empty now: remove it.
    mutating func left(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      try remove(name, isDirectory: true, from: directory, at: position.path(of: name))
    }

    /// Removes one entry; one already gone counts as removed.
    private mutating func remove(
      _ name: EntryName, isDirectory: Bool, from directory: borrowing Descriptor,
      at path: @autoclosure () -> FilePath
    ) throws(MigrationError) {
      do {
        try directory.removeItem(name, isDirectory: isDirectory)
      } catch {
        if error != .noSuchFileOrDirectory {
          throw .fileSystem(FileSystemError("remove", path(), error))
        }
      }
      removed += 1
      onItemRemoved(removed)
    }
  }
#endif
