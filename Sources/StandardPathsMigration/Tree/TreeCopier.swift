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
  /// Copies the contents of one folder into another (empty) one, on any
  /// file system, keeping what `cp -a` keeps (Design/migration.md#what-a-copy-keeps):
  /// - regular files byte for byte, their holes left holes;
  /// - permission bits (including set-user-ID, set-group-ID and sticky),
  ///   access and modification times to the nanosecond (a directory's after
  ///   it is filled);
  /// - symbolic links as links with the same content, never followed, with
  ///   their owner and own extended attributes;
  /// - hard links: a group of names of one inode becomes one inode;
  /// - the extended attributes the policy keeps (ACLs among them) and,
  ///   where the process may set them, owner and group. A dropped access
  ///   ACL narrows the group bits, so no one gains access.
  ///
  /// The bytes of each file whose last change is older than the copy are
  /// digested as they are read (``copiedContents``), so the verification
  /// reads only the copy. Nothing is synchronized per file: the runner makes the whole copy
  /// durable at once (`syncfs`) before the rename that puts it in place.
  /// A FIFO, socket or device throws ``MigrationError/unsupportedItem(_:)``.
  internal struct TreeCopier: ~Copyable, TreeVisitor {
    /// Called after each regular file is copied, with the count so far.
    private let onFileCopied: (Int) -> Void
    private let policy: MetadataPolicy
    /// The copy's root, which hard links are made relative to.
    private let root: Descriptor
    private let buffer: UnsafeMutableRawBufferPointer
    private var filesCopied = 0
    /// The first copy of each hard-linked inode, relative to the copy's root.
    private var firstCopies: [UInt64: FilePath] = [:]
    /// What the copy read of each regular file, by legacy inode, for the
    /// verification (``CopiedContent``).
    private(set) var copiedContents: [UInt64: CopiedContent] = [:]

    init(policy: MetadataPolicy, root: consuming Descriptor, onFileCopied: @escaping (Int) -> Void)
    {
      self.policy = policy
      self.root = root
      self.onFileCopied = onFileCopied
      buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 16)
    }

    deinit {
      buffer.deallocate()
    }

    mutating func entered(
      _ directory: borrowing Descriptor, other: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {}

    /// Copies a file or symbolic link of `directory` into `target`.
    mutating func visit(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other target: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      switch status.kind {
      case .regularFile:
        try copyFile(name, status: status, from: directory, to: target, at: position)
        filesCopied += 1
        onFileCopied(filesCopied)
      case .symbolicLink:
        try performing("copy the symbolic link", position.path(of: name)) { () throws(Errno) in
          let content = try directory.symbolicLinkTarget(name)
          try target.makeSymbolicLink(name, target: content)
          if policy.credentials.mayKeepOwner(of: status) {
            try target.setOwnerOfItem(
              name, user: status.userID.rawValue, group: status.groupID.rawValue)
          }
          // A link's own attributes (`trusted.*`, `security.*`; Linux
          // allows no `user.*` on links), kept as `cp -a` keeps them.
          for attribute in try directory.extendedAttributeNames(ofItem: name)
          where policy.keeps(attribute) {
            guard let value = try directory.extendedAttribute(attribute, ofItem: name) else {
              continue
            }
            try target.setExtendedAttribute(attribute, to: value, ofItem: name)
          }
          try target.setTimesOfItem(name, access: status.st_atim, modification: status.st_mtim)
        }
      case .other, .directory:
        throw .unsupportedItem(position.path(of: name))
      }
    }

    /// Creates the directory's copy, 0700 whatever the umask while it fills.
    mutating func willEnter(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other target: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) -> Bool {
      let made = try performing("create", position.otherPath(of: name)) { () throws(Errno) in
        try target.makeDirectory(name, permissions: 0o700, ignoringUmask: true)
      }
      guard made else {
        throw .fileSystem(FileSystemError("create", position.otherPath(of: name), .fileExists))
      }
      return true
    }

    /// Gives a filled directory's copy its metadata.
    mutating func left(
      _ name: EntryName, status: Stat, in directory: borrowing Descriptor,
      other target: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      let source = try performing("open", position.path(of: name)) { () throws(Errno) in
        try directory.openDirectory(name, followingSymbolicLink: false)
      }
      let copy = try performing("open", position.otherPath(of: name)) { () throws(Errno) in
        try target.openDirectory(name, followingSymbolicLink: false)
      }
      try copyMetadata(
        of: status, from: source, to: copy, named: name, in: target, replacing: false,
        at: position.otherPath(of: name))
    }

    /// Gives the copy `target` (the item `name` of `parent`) the owner,
    /// extended attributes, mode and times of `source` (whose status is
    /// `status`), in the order that keeps each: owner first (a change of
    /// owner clears set-ID bits and capabilities), the mode last but one.
    /// With `replacing`, attributes the copy has and the source lacks (an
    /// inherited default ACL) are removed.
    func copyMetadata(
      of status: Stat, from source: borrowing Descriptor,
      to target: borrowing Descriptor, named name: EntryName, in parent: borrowing Descriptor,
      replacing: Bool, at path: @autoclosure () -> FilePath
    ) throws(MigrationError) {
      try performing("keep the owner, attributes, mode and times of", path()) {
        () throws(Errno) in
        if policy.credentials.mayKeepOwner(of: status) {
          try parent.setOwnerOfItem(
            name, user: status.userID.rawValue, group: status.groupID.rawValue)
        }
        var permissions = status.permissionBits
        let names = try source.extendedAttributeNames()
        if replacing {
          for name in try target.extendedAttributeNames() where !names.contains(name) {
            try target.removeExtendedAttribute(name)
          }
        }
        for name in names {
          guard let value = try source.extendedAttribute(name) else { continue }
          if policy.keeps(name) {
            try target.setExtendedAttribute(name, to: value)
          } else if name == MetadataPolicy.accessACL {
            permissions = MetadataPolicy.permissions(permissions, withoutACL: value)
          }
        }
        try target.setPermissions(permissions)
        try target.setTimes(access: status.st_atim, modification: status.st_mtim)
      }
    }

    private mutating func copyFile(
      _ name: EntryName, status: Stat, from source: borrowing Descriptor,
      to target: borrowing Descriptor, at position: TreePosition
    ) throws(MigrationError) {
      let inode = UInt64(status.inode.rawValue)
      if status.linkCount > 1, let first = firstCopies[inode] {
        try performing("link", position.otherPath(of: name)) { () throws(Errno) in
          try target.linkItem(at: first, of: root, as: name)
        }
        return
      }
      let input = try performing("open", position.path(of: name)) { () throws(Errno) in
        try source.openFileForReading(name)
      }
      let opened = try performing("inspect", position.path(of: name)) { () throws(Errno) in
        try input.status()
      }
      // A FIFO swapped in since the listing is refused, not read.
      guard opened.kind == .regularFile else { throw .unsupportedItem(position.path(of: name)) }
      let output = try performing("create", position.otherPath(of: name)) { () throws(Errno) in
        try target.createFile(name, permissions: 0o600)
      }
      let chunk = buffer
      let settled = CopiedContent.isSettled(opened)
      var digest = ContentDigest()
      try performing("copy", position.otherPath(of: name)) { () throws(Errno) in
        try input.copyData(to: output, size: opened.size, buffer: chunk) { bytes, count in
          guard settled else { return }
          if let bytes { digest.add(bytes) } else { digest.addZeros(count) }
        }
      }
      if settled {
        copiedContents[inode] = CopiedContent(digest: digest, source: opened)
      }
      try copyMetadata(
        of: opened, from: input, to: output, named: name, in: target, replacing: false,
        at: position.otherPath(of: name))
      if status.linkCount > 1 { firstCopies[inode] = position.relativePath(of: name) }
    }
  }

  /// What the copy read of one regular file: the digest of its bytes and
  /// the source's status when it was opened. The verification trusts the
  /// digest instead of reading the source again only while the source's
  /// change time, modification time, size and inode are still these.
  internal struct CopiedContent: Sendable {
    let digest: ContentDigest
    /// The source's status when the copy opened it.
    let source: Stat

    /// Whether the source described by `status` is the one that was read,
    /// unchanged since (any write or attribute change moves its change
    /// time, which no process can set).
    func isUnchanged(_ status: Stat) -> Bool {
      FileTime(status.st_ctim) == FileTime(source.st_ctim)
        && status.modificationTime == source.modificationTime && status.size == source.size
        && status.isSameItem(as: source)
    }

    /// Whether the file (just opened, `status`) last changed before the
    /// current tick of the clock the kernel stamps files with
    /// (`CLOCK_REALTIME_COARSE`), with 20 ms to spare: then any later write
    /// gets a later change time. A file changed within the tick could be
    /// written again with the same change time, so it is not digested and
    /// the verification reads it again (as git treats "racily clean" files).
    static func isSettled(_ status: Stat) -> Bool {
      guard let now = FileTime.coarseNow() else { return false }
      let changed = FileTime(status.st_ctim)
      let margin = 20_000_000
      let limit = now.seconds * 1_000_000_000 + now.nanoseconds - margin
      let (product, overflow) = changed.seconds.multipliedReportingOverflow(by: 1_000_000_000)
      return !overflow && product + changed.nanoseconds < limit
    }
  }
#endif
