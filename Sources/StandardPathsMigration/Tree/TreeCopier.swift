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
  /// - symbolic links as links with the same content, never followed;
  /// - hard links: a group of names of one inode becomes one inode;
  /// - the extended attributes the policy keeps (ACLs among them) and,
  ///   where the process may set them, owner and group. A dropped access
  ///   ACL narrows the group bits, so no one gains access.
  ///
  /// Nothing is synchronized per file: the runner makes the whole copy
  /// durable at once (`syncfs`) before the rename that puts it in place.
  /// A FIFO, socket or device throws ``MigrationError/unsupportedItem(_:)``.
  internal struct TreeCopier: ~Copyable {
    /// Called after each regular file is copied, with the count so far.
    private let onFileCopied: (Int) -> Void
    private let policy: MetadataPolicy
    private let buffer: UnsafeMutableRawBufferPointer
    private var filesCopied = 0
    /// The first copy of each hard-linked inode, relative to the copy's root.
    private var firstCopies: [UInt64: FilePath] = [:]
    /// The names from the copy's root to the directory being filled, joined
    /// by `/` (empty at the root).
    private var relativeDirectory: [CChar] = []

    init(policy: MetadataPolicy, onFileCopied: @escaping (Int) -> Void) {
      self.policy = policy
      self.onFileCopied = onFileCopied
      buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 16)
    }

    deinit {
      buffer.deallocate()
    }

    /// Copies every item of `source` (at `sourcePath`) into `target` (at
    /// `targetPath`), the copy's root `root`. The caller gives `target`
    /// its own metadata (``copyMetadata(of:from:to:named:in:replacing:at:)``).
    mutating func copyContents(
      of source: borrowing Descriptor, at sourcePath: FilePath,
      into target: borrowing Descriptor, at targetPath: FilePath,
      root: borrowing Descriptor
    ) throws(MigrationError) {
      let names = try performing("list", sourcePath) { () throws(Errno) in
        try source.entryNames()
      }
      for name in names {
        let from = ItemLocation(parent: sourcePath, name: name)
        let to = ItemLocation(parent: targetPath, name: name)
        let found = try performing("inspect", from.path) { () throws(Errno) in
          try source.statusOfItem(name)
        }
        guard let status = found else { continue }  // removed meanwhile: nothing to keep
        switch status.kind {
        case .regularFile:
          try copyFile(status: status, from: source, at: from, to: target, at: to, root: root)
          filesCopied += 1
          onFileCopied(filesCopied)
        case .directory:
          try copyDirectory(status: status, from: source, at: from, to: target, at: to, root: root)
        case .symbolicLink:
          try performing("copy the symbolic link", from.path) { () throws(Errno) in
            let content = try source.symbolicLinkTarget(name)
            try target.makeSymbolicLink(name, target: content)
            if policy.credentials.mayKeepOwner(of: status) {
              try target.setOwnerOfItem(
                name, user: status.userID.rawValue, group: status.groupID.rawValue)
            }
            try target.setTimesOfItem(
              name, access: status.st_atim, modification: status.st_mtim)
          }
        case .other:
          throw .unsupportedItem(from.path)
        }
      }
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
      replacing: Bool, at path: FilePath
    ) throws(MigrationError) {
      try performing("keep the owner, attributes, mode and times of", path) {
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

    private mutating func copyDirectory(
      status: Stat,
      from source: borrowing Descriptor, at sourceLocation: ItemLocation,
      to target: borrowing Descriptor, at targetLocation: ItemLocation,
      root: borrowing Descriptor
    ) throws(MigrationError) {
      let name = sourceLocation.name
      let sourcePath = sourceLocation.path
      let targetPath = targetLocation.path
      let sourceChild = try performing("open", sourcePath) { () throws(Errno) in
        try source.openDirectory(name, followingSymbolicLink: false)
      }
      let targetChild = try performing("create", targetPath) { () throws(Errno) in
        guard try target.makeDirectory(name, permissions: 0o700, ignoringUmask: true) else {
          throw .fileExists
        }
        return try target.openDirectory(name, followingSymbolicLink: false)
      }
      let outer = relativeDirectory
      relativeDirectory = relativePath(of: name)
      try copyContents(
        of: sourceChild, at: sourcePath, into: targetChild, at: targetPath, root: root)
      relativeDirectory = outer
      try copyMetadata(
        of: status, from: sourceChild, to: targetChild, named: name, in: target,
        replacing: false, at: targetPath)
    }

    private mutating func copyFile(
      status: Stat,
      from source: borrowing Descriptor, at sourceLocation: ItemLocation,
      to target: borrowing Descriptor, at targetLocation: ItemLocation,
      root: borrowing Descriptor
    ) throws(MigrationError) {
      let name = sourceLocation.name
      let inode = UInt64(status.inode.rawValue)
      if status.linkCount > 1, let first = firstCopies[inode] {
        try performing("link", targetLocation.path) { () throws(Errno) in
          try target.linkItem(at: first, of: root, as: name)
        }
        return
      }
      let input = try performing("open", sourceLocation.path) { () throws(Errno) in
        try source.openFileForReading(name)
      }
      let opened = try performing("inspect", sourceLocation.path) { () throws(Errno) in
        try input.status()
      }
      // A FIFO swapped in since the listing is refused, not read.
      guard opened.kind == .regularFile else { throw .unsupportedItem(sourceLocation.path) }
      let output = try performing("create", targetLocation.path) { () throws(Errno) in
        try target.createFile(name, permissions: 0o600)
      }
      let chunk = buffer
      try performing("copy", targetLocation.path) { () throws(Errno) in
        try input.copyData(to: output, size: opened.size, buffer: chunk)
      }
      try copyMetadata(
        of: opened, from: input, to: output, named: name, in: target, replacing: false,
        at: targetLocation.path)
      if status.linkCount > 1 {
        firstCopies[inode] = FilePath(platformString: relativePath(of: name) + [0])
      }
    }

    /// The path of the item `name` of the directory being filled, relative
    /// to the copy's root.
    private func relativePath(of name: EntryName) -> [CChar] {
      relativeDirectory.isEmpty
        ? Array(name.bytes) : relativeDirectory + [CChar(UInt8(ascii: "/"))] + name.bytes
    }
  }
#endif
