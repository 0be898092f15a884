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
  /// Checks a copy against the legacy folder, reading both: the kind of
  /// every item, every regular file's size and content, every symbolic
  /// link's content, hard links (one inode in LEGACY is one in the copy)
  /// and, given the copy's policy, the metadata it keeps: owner and group,
  /// mode, and extended attributes (Design/migration.md#copy-verify-rename).
  /// Times are not compared (a destination file system may record them
  /// more coarsely).
  internal struct TreeVerifier: ~Copyable {
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

    init(exact: Bool, policy: MetadataPolicy? = nil) {
      self.exact = exact
      self.policy = policy
      legacyBytes = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
      copyBytes = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    deinit {
      legacyBytes.deallocate()
      copyBytes.deallocate()
    }

    /// Compares `legacy` (at `legacyPath`) with `copy` (at `copyPath`),
    /// recursively.
    ///
    /// - Throws: ``MigrationError/verificationFailed(legacy:destination:)``
    ///   naming the first item that differs.
    mutating func verify(
      _ legacy: borrowing Descriptor, at legacyPath: FilePath,
      against copy: borrowing Descriptor, at copyPath: FilePath
    ) throws(MigrationError) {
      let names = try performing("list", legacyPath) { () throws(Errno) in
        try legacy.entryNames()
      }
      if exact {
        let copied = try performing("list", copyPath) { () throws(Errno) in
          try copy.entryNames()
        }
        guard copied.count == names.count else {
          throw .verificationFailed(legacy: legacyPath, destination: copyPath)
        }
      }
      for name in names {
        try verifyItem(
          in: legacy, at: ItemLocation(parent: legacyPath, name: name),
          against: copy, at: ItemLocation(parent: copyPath, name: name))
      }
    }

    private mutating func verifyItem(
      in legacy: borrowing Descriptor, at legacyItem: ItemLocation,
      against copy: borrowing Descriptor, at copyItem: ItemLocation
    ) throws(MigrationError) {
      let name = legacyItem.name
      var mismatch: MigrationError {
        .verificationFailed(legacy: legacyItem.path, destination: copyItem.path)
      }
      let legacyFound = try performing("inspect", legacyItem.path) { () throws(Errno) in
        try legacy.statusOfItem(name)
      }
      guard let original = legacyFound else { return }  // removed meanwhile (resumed removal)
      let copyFound = try performing("inspect", copyItem.path) { () throws(Errno) in
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
        guard try sameContent(in: legacy, at: legacyItem, and: copy, at: copyItem) else {
          throw mismatch
        }
      case .symbolicLink:
        let (originalTarget, copiedTarget) = try performing("read the link", legacyItem.path) {
          () throws(Errno) in
          (try legacy.symbolicLinkTarget(name), try copy.symbolicLinkTarget(name))
        }
        guard originalTarget == copiedTarget else { throw mismatch }
      case .directory:
        let legacyPath = legacyItem.path
        let copyPath = copyItem.path
        let legacyChild = try performing("open", legacyPath) { () throws(Errno) in
          try legacy.openDirectory(name, followingSymbolicLink: false)
        }
        let copyChild = try performing("open", copyPath) { () throws(Errno) in
          try copy.openDirectory(name, followingSymbolicLink: false)
        }
        guard try sameMetadata(original, legacyChild, copied, copyChild, at: legacyPath) else {
          throw mismatch
        }
        try verify(legacyChild, at: legacyPath, against: copyChild, at: copyPath)
      case .other:
        throw .unsupportedItem(legacyItem.path)
      }
    }

    /// Whether the copy kept the owner, group, mode and extended
    /// attributes of the original, as far as the policy keeps them.
    func sameMetadata(
      _ originalStatus: Stat, _ original: borrowing Descriptor,
      _ copiedStatus: Stat, _ copied: borrowing Descriptor, at path: FilePath
    ) throws(MigrationError) -> Bool {
      guard let policy else { return true }
      if policy.credentials.mayKeepOwner(of: originalStatus),
        originalStatus.userID != copiedStatus.userID
          || originalStatus.groupID != copiedStatus.groupID
      {
        return false
      }
      return try performing("compare the extended attributes of", path) { () throws(Errno) in
        var permissions = originalStatus.permissionBits
        let names = try original.extendedAttributeNames()
        let copiedNames = try copied.extendedAttributeNames().filter(policy.keeps)
        guard Set(names.filter(policy.keeps)) == Set(copiedNames) else { return false }
        for name in names {
          let value = try original.extendedAttribute(name)
          if policy.keeps(name) {
            guard try copied.extendedAttribute(name) == value else { return false }
          } else if name == MetadataPolicy.accessACL, let value {
            permissions = MetadataPolicy.permissions(permissions, withoutACL: value)
          }
        }
        return permissions == copiedStatus.permissionBits
      }
    }

    private func sameContent(
      in legacy: borrowing Descriptor, at legacyItem: ItemLocation,
      and copy: borrowing Descriptor, at copyItem: ItemLocation
    ) throws(MigrationError) -> Bool {
      let original = try performing("open", legacyItem.path) { () throws(Errno) in
        try legacy.openFileForReading(legacyItem.name)
      }
      let copied = try performing("open", copyItem.path) { () throws(Errno) in
        try copy.openFileForReading(copyItem.name)
      }
      let statuses = try performing("inspect", legacyItem.path) { () throws(Errno) in
        (try original.status(), try copied.status())
      }
      guard try sameMetadata(statuses.0, original, statuses.1, copied, at: legacyItem.path) else {
        return false
      }
      while true {
        let count = try performing("read", legacyItem.path) { () throws(Errno) in
          try original.readFully(
            into: UnsafeMutableRawBufferPointer(start: legacyBytes, count: Self.chunkSize))
        }
        let copiedCount = try performing("read", copyItem.path) { () throws(Errno) in
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
