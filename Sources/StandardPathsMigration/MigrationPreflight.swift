// The checks a copy passes before its first byte (Design/migration.md#copy-verify-rename):
// whatever would make it end with two full trees and a rerun that fails the
// same way is refused while nothing has changed.

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
  /// The verdict on a copy, reading only: each refusal is a
  /// ``MigrationError`` naming the first item at fault.
  internal enum MigrationPreflight {
    /// Checks a copy of the folder `scanner` inspected, and decides what
    /// metadata it keeps.
    ///
    /// - Parameter dropping: Whether metadata the destination cannot hold
    ///   is dropped (the user asked) instead of refused.
    /// - Returns: The policy and, one line each, what it drops.
    static func check(
      _ scanner: TreeScanner, paths: MigrationPaths, dropping: Bool
    ) throws(MigrationError) -> (MetadataPolicy, dropped: [String]) {
      if let item = scanner.firstSpecialItem { throw .unsupportedItem(item) }
      if let mount = scanner.firstMountPoint {
        throw .fileSystem(FileSystemError("move the mount point", mount, .resourceBusy))
      }
      let credentials = ProcessCredentials.current()
      try checkLegacyParent(paths, credentials: credentials)
      if let directory = scanner.firstUnremovable {
        throw .fileSystem(FileSystemError("remove the entries of", directory, .permissionDenied))
      }
      let ancestorPath = try nearestExistingAncestor(of: paths.destinationParent)
      let ancestor = try performing("open", ancestorPath) { () throws(Errno) in
        try Descriptor(openingDirectoryAt: ancestorPath)
      }
      try checkCapacity(of: ancestor, at: ancestorPath, for: scanner, credentials: credentials)
      let ancestorStatus = try performing("inspect", ancestorPath) { () throws(Errno) in
        try ancestor.status()
      }
      if !credentials.mayWrite(into: ancestorStatus) {
        throw .fileSystem(
          FileSystemError("write the journal in", ancestorPath, .permissionDenied))
      }
      return try metadataPolicy(
        for: scanner, credentials: credentials, destination: ancestor, dropping: dropping)
    }

    /// LEGACY itself must be removable from its parent, on a writable file
    /// system.
    private static func checkLegacyParent(
      _ paths: MigrationPaths, credentials: ProcessCredentials
    ) throws(MigrationError) {
      let parent = try performing("open", paths.legacyParent) { () throws(Errno) in
        try Descriptor(openingDirectoryAt: paths.legacyParent)
      }
      let (parentStatus, legacyStatus, capacity) = try performing("inspect", paths.legacy) {
        () throws(Errno) in
        (
          try parent.status(), try parent.statusOfItem(paths.legacyName),
          try parent.fileSystemStatus()
        )
      }
      if capacity.f_flag & UInt(ST_RDONLY) != 0 {
        throw .fileSystem(FileSystemError("remove", paths.legacy, .readOnlyFileSystem))
      }
      guard let legacyStatus else { return }
      if !credentials.mayWrite(into: parentStatus)
        || !credentials.mayRemove(legacyStatus, from: parentStatus)
      {
        throw .fileSystem(
          FileSystemError("remove the entries of", paths.legacyParent, .permissionDenied))
      }
    }

    /// The free blocks and inodes of the destination's file system cover
    /// the copy, and it is writable.
    private static func checkCapacity(
      of directory: borrowing Descriptor, at path: FilePath, for scanner: TreeScanner,
      credentials: ProcessCredentials
    ) throws(MigrationError) {
      let capacity = try performing("inspect", path) { () throws(Errno) in
        try directory.fileSystemStatus()
      }
      if capacity.f_flag & UInt(ST_RDONLY) != 0 {
        throw .fileSystem(FileSystemError("write the journal in", path, .readOnlyFileSystem))
      }
      let fragment = Int64(max(capacity.f_frsize, 1))
      let freeBlocks = credentials.isRoot ? capacity.f_bfree : capacity.f_bavail
      let freeInodes = credentials.isRoot ? capacity.f_ffree : capacity.f_favail
      let needed = scanner.allocatedBytes + fragment  // and the journal
      if capacity.f_blocks > 0, Int64(freeBlocks) * fragment < needed {
        throw .fileSystem(FileSystemError("copy \(needed) bytes into", path, .noSpace))
      }
      if capacity.f_files > 0, Int64(freeInodes) < Int64(scanner.inodes + 1) {
        throw .fileSystem(FileSystemError("create \(scanner.inodes + 1) items in", path, .noSpace))
      }
    }

    /// Which attribute kinds the copy keeps; refuses (or, if `dropping`,
    /// lists) attribute kinds and owners it cannot keep.
    private static func metadataPolicy(
      for scanner: TreeScanner, credentials: ProcessCredentials,
      destination: borrowing Descriptor, dropping: Bool
    ) throws(MigrationError) -> (MetadataPolicy, dropped: [String]) {
      var kept: Set<String> = []
      var dropped: [String] = []
      let probe = MetadataPolicy(
        credentials: credentials, keptKinds: [], dropsWhatItCannotKeep: false)
      for (kind, found) in scanner.attributeKinds.sorted(by: { $0.key < $1.key }) {
        var refusal: Errno?
        if !probe.mayWrite(kind: kind) {
          refusal = .notPermitted
        } else {
          let name = kind.hasPrefix("system.") ? kind : kind + ".standardpaths-probe"
          do {
            _ = try destination.extendedAttribute(name)
          } catch {
            refusal = error
          }
        }
        guard let refusal else {
          kept.insert(kind)
          continue
        }
        let what = kind.hasPrefix("system.") ? kind : kind + ".*"
        guard dropping else {
          throw .fileSystem(
            FileSystemError("keep the extended attributes \(what) of", found.first, refusal))
        }
        dropped.append("extended attributes \(what) of \(found.count) items")
      }
      if let first = scanner.firstForeignOwner {
        guard dropping else {
          throw .fileSystem(FileSystemError("keep the owner and group of", first, .notPermitted))
        }
        dropped.append("owner and group of \(scanner.foreignOwners) items")
      }
      let policy = MetadataPolicy(
        credentials: credentials, keptKinds: kept, dropsWhatItCannotKeep: dropping)
      return (policy, dropped)
    }

    /// The destination's parent, or its nearest existing ancestor (where
    /// the parents will be created).
    private static func nearestExistingAncestor(of path: FilePath)
      throws(MigrationError) -> FilePath
    {
      var current = path
      while true {
        if case .some = try MigrationSurvey.openExistingDirectory(current) { return current }
        guard !current.components.isEmpty else {
          throw .fileSystem(FileSystemError("open", path, .noSuchFileOrDirectory))
        }
        current.removeLastComponent()
      }
    }
  }
#endif
