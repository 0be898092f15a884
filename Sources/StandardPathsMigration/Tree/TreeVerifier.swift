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
  /// Checks a copy against the legacy folder: the kind of
  /// every item, every regular file's size and content, every symbolic
  /// link's content, hard links (one inode in LEGACY is one in the copy)
  /// and, given the copy's policy, the metadata it keeps: owner and group,
  /// mode, and extended attributes, a symbolic link's own ones too
  /// (Design/migration.md#copy-verify-rename).
  /// Times are not compared (a destination file system may record them
  /// more coarsely). A file the copy digested (``CopiedContent``) and
  /// that is unchanged since is checked by reading the copy alone; any
  /// other is read on both sides.
  internal struct TreeVerifier: ~Copyable, TreeVisitor {
    /// The metadata the copy kept, or `nil` to compare contents only (a
    /// resumed migration, whose copy an earlier run made).
    private let policy: MetadataPolicy?
    /// The copy's inode of each hard-linked legacy inode, and back.
    private var copiedInodes: [UInt64: UInt64] = [:]
    private var legacyInodes: [UInt64: UInt64] = [:]
    /// Whether the copy must hold exactly the legacy items (a fresh copy)
    /// or may hold more (the legacy folder was partly removed before a
    /// crash, so only what remains of it is checked).
    private let exact: Bool
    private static let chunkSize = 1 << 17
    private let legacyBytes: UnsafeMutableRawPointer
    private let copyBytes: UnsafeMutableRawPointer

    /// What the copy read of each legacy file, by inode: a file still
    /// unchanged since is checked by reading only its copy.
    private let copiedContents: [UInt64: CopiedContent]

    init(
      exact: Bool, policy: MetadataPolicy? = nil, copiedContents: [UInt64: CopiedContent] = [:]
    ) {
      self.exact = exact
      self.policy = policy
      self.copiedContents = copiedContents
      legacyBytes = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
      copyBytes = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    deinit {
      legacyBytes.deallocate()
      copyBytes.deallocate()
    }

    /// Compares the directory `name` of `legacyParent` (at `legacyPath`)
    /// with the directory `copyName` of `copyParent` (at `copyPath`), and
    /// everything below them.
    ///
    /// - Throws: ``MigrationError/verificationFailed(legacy:destination:)``
    ///   naming the first item that differs.
    mutating func verify(
      _ name: EntryName, of legacyParent: borrowing Descriptor, at legacyPath: FilePath,
      against copyName: EntryName, of copyParent: borrowing Descriptor, at copyPath: FilePath
    ) throws(MigrationError) {
      try walkTree(
        name, of: legacyParent, at: legacyPath, with: copyName, of: copyParent, at: copyPath,
        visitor: &self)
    }

    /// Compares a directory's metadata and, for a fresh copy, its number of
    /// entries.
    mutating func entered(
      _ legacy: borrowing Descriptor, other copy: borrowing Descriptor,
      at position: TreePosition
    ) throws(MigrationError) {
      var mismatch: MigrationError {
        .verificationFailed(legacy: position.path(), destination: position.otherPath())
      }
      let copied = try performing("inspect", position.otherPath()) { () throws(Errno) in
        try copy.status()
      }
      guard
        try sameMetadata(position.directoryStatus, legacy, copied, copy, at: position.path())
      else { throw mismatch }
      guard exact else { return }
      let counts = try performing("list", position.path()) { () throws(Errno) in
        (try legacy.entryNames().count, try copy.entryNames().count)
      }
      guard counts.0 == counts.1 else { throw mismatch }
    }

    mutating func visit(
      _ name: EntryName, status: Stat, in legacy: borrowing Descriptor,
      other copy: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      try verifyItem(name, in: legacy, against: copy, at: position)
    }

    /// The copy must hold a directory of that name too.
    mutating func willEnter(
      _ name: EntryName, status: Stat, in legacy: borrowing Descriptor,
      other copy: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) -> Bool {
      let copied = try performing("inspect", position.otherPath(of: name)) { () throws(Errno) in
        try copy.statusOfItem(name)
      }
      guard copied?.kind == .directory else {
        throw .verificationFailed(
          legacy: position.path(of: name), destination: position.otherPath(of: name))
      }
      return true
    }

    mutating func left(
      _ name: EntryName, status: Stat, in legacy: borrowing Descriptor,
      other copy: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {}

    private mutating func verifyItem(
      _ name: EntryName, in legacy: borrowing Descriptor,
      against copy: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      var mismatch: MigrationError {
        .verificationFailed(
          legacy: position.path(of: name), destination: position.otherPath(of: name))
      }
      let legacyFound = try performing("inspect", position.path(of: name)) { () throws(Errno) in
        try legacy.statusOfItem(name)
      }
      guard let original = legacyFound else { return }  // removed meanwhile (resumed removal)
      let copyFound = try performing("inspect", position.otherPath(of: name)) { () throws(Errno) in
        try copy.statusOfItem(name)
      }
      guard let copied = copyFound, copied.kind == original.kind else { throw mismatch }
      switch original.kind {
      case .regularFile:
        guard copied.size == original.size else { throw mismatch }
        if original.linkCount > 1 || copied.linkCount > 1 {
          let legacyInode = UInt64(original.inode.rawValue)
          let copyInode = UInt64(copied.inode.rawValue)
          let known = copiedInodes[legacyInode]
          guard known ?? copyInode == copyInode,
            legacyInodes[copyInode] ?? legacyInode == legacyInode
          else { throw mismatch }
          if known != nil { return }  // this inode was compared under another name
          copiedInodes[legacyInode] = copyInode
          legacyInodes[copyInode] = legacyInode
        }
        let record = copiedContents[UInt64(original.inode.rawValue)]
        guard try sameContent(name, in: legacy, and: copy, copied: record, at: position) else {
          throw mismatch
        }
      case .symbolicLink:
        let (originalTarget, copiedTarget) = try performing(
          "read the link", position.path(of: name)
        ) {
          () throws(Errno) in
          (try legacy.symbolicLinkTarget(name), try copy.symbolicLinkTarget(name))
        }
        guard originalTarget == copiedTarget,
          try sameMetadata(original, legacy, copied, copy, item: name, at: position.path(of: name))
        else { throw mismatch }
      case .directory, .other:
        throw .unsupportedItem(position.path(of: name))
      }
    }

    /// Whether the copy kept the owner, group, mode and extended
    /// attributes of the original, as far as the policy keeps them. With
    /// `item`, the descriptors are the two parent directories and the
    /// attributes those of their item `item`, unfollowed (a symbolic link).
    func sameMetadata(
      _ originalStatus: Stat, _ original: borrowing Descriptor,
      _ copiedStatus: Stat, _ copied: borrowing Descriptor, item: EntryName? = nil,
      at path: @autoclosure () -> FilePath
    ) throws(MigrationError) -> Bool {
      guard let policy else { return true }
      if policy.credentials.mayKeepOwner(of: originalStatus),
        originalStatus.userID != copiedStatus.userID
          || originalStatus.groupID != copiedStatus.groupID
      {
        return false
      }
      return try performing("compare the extended attributes of", path()) { () throws(Errno) in
        var permissions = originalStatus.permissionBits
        let names = try original.extendedAttributeNames(ofItem: item)
        let copiedNames = try copied.extendedAttributeNames(ofItem: item).filter(policy.keeps)
        guard Set(names.filter(policy.keeps)) == Set(copiedNames) else { return false }
        for name in names {
          let value = try original.extendedAttribute(name, ofItem: item)
          if policy.keeps(name) {
            guard try copied.extendedAttribute(name, ofItem: item) == value else { return false }
          } else if name == MetadataPolicy.accessACL, let value {
            permissions = MetadataPolicy.permissions(permissions, withoutACL: value)
          }
        }
        return permissions == copiedStatus.permissionBits
      }
    }

    /// Whether the copy holds the legacy file's bytes (and metadata). With
    /// the copy's `record` of a legacy file unchanged since, only the copy
    /// is read, against the digest the copy took of the bytes it read;
    /// otherwise both are read and compared.
    private func sameContent(
      _ name: EntryName, in legacy: borrowing Descriptor,
      and copy: borrowing Descriptor, copied record: CopiedContent?, at position: TreePosition
    ) throws(MigrationError) -> Bool {
      let original = try performing("open", position.path(of: name)) { () throws(Errno) in
        try legacy.openFileForReading(name)
      }
      let copied = try performing("open", position.otherPath(of: name)) { () throws(Errno) in
        try copy.openFileForReading(name)
      }
      let statuses = try performing("inspect", position.path(of: name)) { () throws(Errno) in
        (try original.status(), try copied.status())
      }
      guard try sameMetadata(statuses.0, original, statuses.1, copied, at: position.path(of: name))
      else {
        return false
      }
      if let record, record.isUnchanged(statuses.0) {
        var digest = ContentDigest()
        let buffer = UnsafeMutableRawBufferPointer(start: copyBytes, count: Self.chunkSize)
        while true {
          let count = try performing("read", position.otherPath(of: name)) { () throws(Errno) in
            try copied.readFully(into: buffer)
          }
          digest.add(UnsafeRawBufferPointer(rebasing: buffer.prefix(count)))
          if count < Self.chunkSize { return digest == record.digest }
        }
      }
      while true {
        let count = try performing("read", position.path(of: name)) { () throws(Errno) in
          try original.readFully(
            into: UnsafeMutableRawBufferPointer(start: legacyBytes, count: Self.chunkSize))
        }
        let copiedCount = try performing("read", position.otherPath(of: name)) { () throws(Errno) in
          try copied.readFully(
            into: UnsafeMutableRawBufferPointer(start: copyBytes, count: Self.chunkSize))
        }
        guard count == copiedCount,
          memcmp(legacyBytes, copyBytes, count) == 0
        else { return false }
        if count < Self.chunkSize { return true }
      }
    }
  }
#endif
