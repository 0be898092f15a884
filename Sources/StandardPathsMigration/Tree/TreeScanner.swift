import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// Walks a folder without changing it: counts its regular files and
  /// their bytes and, when asked to inspect it for a copy, records what the
  /// preflight (Design/migration.md#copy-verify-rename) needs: the blocks and
  /// inodes the copy takes (a group of hard links once, holes not counted),
  /// the first FIFO, socket or device, mount point, directory the process
  /// cannot empty, foreign owner, and item of each extended-attribute kind.
  /// Symbolic links are never followed.
  internal struct TreeScanner: TreeVisitor {
    /// The regular files seen so far.
    private(set) var files = 0
    /// Their total size in bytes.
    private(set) var bytes = 0
    /// Whether metadata is inspected (a copy's preflight) or only counted.
    private let inspection: ProcessCredentials?

    /// The bytes the copy allocates: each inode once, holes not counted.
    private(set) var allocatedBytes: Int64 = 0
    /// The inodes the copy creates.
    private(set) var inodes = 0
    /// The first FIFO, socket or device.
    private(set) var firstSpecialItem: FilePath?
    /// The first item on another device than the folder (a mount point).
    private(set) var firstMountPoint: FilePath?
    /// The first directory whose entries the process cannot remove.
    private(set) var firstUnremovable: FilePath?
    /// The first item whose owner the process cannot give a copy, and how
    /// many there are.
    private(set) var firstForeignOwner: FilePath?
    private(set) var foreignOwners = 0
    /// For each extended-attribute kind, the first item holding one and how
    /// many hold one.
    private(set) var attributeKinds: [String: (first: FilePath, count: Int)] = [:]
    private var linkedInodes: Set<UInt64> = []
    private var device: UInt64?

    /// A scanner that only counts, or, given `credentials`, also inspects.
    init(inspectingFor credentials: ProcessCredentials? = nil) {
      inspection = credentials
    }

    /// Scans the directory `name` of `parent` (at `path`, for messages) and
    /// everything below it.
    mutating func scan(_ name: EntryName, of parent: borrowing Descriptor, at path: FilePath)
      throws(MigrationError)
    {
      try walkTree(name, of: parent, at: path, with: name, of: parent, at: path, visitor: &self)
    }

    mutating func entered(
      _ directory: borrowing Descriptor, other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      if device == nil { device = position.directoryStatus.device }
      try inspect(directory, status: position.directoryStatus, at: position.path())
    }

    mutating func visit(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      checkPlace(of: name, status: status, at: position)
      switch status.kind {
      case .regularFile:
        files += 1
        bytes += Int(status.size)
        guard inspection != nil else { return }
        if status.linkCount > 1 {
          guard linkedInodes.insert(UInt64(status.inode.rawValue)).inserted else { return }
        }
        allocatedBytes += min(status.size, status.blocksAllocated * 512)
        let file = try performing("open", position.path(of: name)) { () throws(Errno) in
          try directory.openFileForReading(name)
        }
        try inspect(file, status: status, at: position.path(of: name))
      case .symbolicLink:
        guard inspection != nil else { return }
        inodes += 1
        try inspectOwner(status, at: position.path(of: name))
        let names = try performing("list the extended attributes of", position.path(of: name)) {
          () throws(Errno) in try directory.extendedAttributeNames(ofItem: name)
        }
        recordAttributeKinds(names, at: position.path(of: name))
      case .other:
        if firstSpecialItem == nil { firstSpecialItem = position.path(of: name) }
      case .directory:
        break  // entered by the walk
      }
    }

    mutating func willEnter(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) -> Bool {
      checkPlace(of: name, status: status, at: position)
      return true
    }

    mutating func left(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {}

    /// Records an item on another device (a mount point), or one the
    /// process cannot remove from its directory.
    private mutating func checkPlace(of name: EntryName, status: Stat, at position: TreePosition) {
      guard let credentials = inspection else { return }
      if status.device != device, firstMountPoint == nil {
        firstMountPoint = position.path(of: name)
      }
      if !credentials.mayRemove(status, from: position.directoryStatus), firstUnremovable == nil {
        firstUnremovable = position.path()
      }
    }

    /// Records the owner and attribute kinds of an opened item, and whether
    /// a directory can be emptied.
    private mutating func inspect(
      _ item: borrowing Descriptor, status: Stat, at path: @autoclosure () -> FilePath
    ) throws(MigrationError) {
      guard let credentials = inspection else { return }
      inodes += 1
      try inspectOwner(status, at: path())
      if status.kind == .directory, !credentials.mayEmpty(status), firstUnremovable == nil {
        firstUnremovable = path()
      }
      let names = try performing("list the extended attributes of", path()) {
        () throws(Errno) in try item.extendedAttributeNames()
      }
      recordAttributeKinds(names, at: path())
    }

    /// Counts the kinds of the attributes `names` of the item at `path`
    /// (built only for the first item of a kind: a path thousands of levels
    /// deep is costly to build at every level).
    private mutating func recordAttributeKinds(
      _ names: [String], at path: @autoclosure () -> FilePath
    ) {
      for kind in Set(names.map(MetadataPolicy.kind(of:))) {
        let seen = attributeKinds[kind]
        attributeKinds[kind] = (seen?.first ?? path(), (seen?.count ?? 0) + 1)
      }
    }

    private mutating func inspectOwner(_ status: Stat, at path: @autoclosure () -> FilePath)
      throws(MigrationError)
    {
      guard let credentials = inspection, !credentials.mayKeepOwner(of: status) else { return }
      if firstForeignOwner == nil { firstForeignOwner = path() }
      foreignOwners += 1
    }
  }
#endif
