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
  /// every item, every regular file's size and content, and every symbolic
  /// link's content (Design/migration.md#copy-verify-rename). Modes and times are not compared
  /// (a destination file system may record them more coarsely).
  internal struct TreeVerifier: ~Copyable {
    /// Whether the copy must hold exactly the legacy items (a fresh copy)
    /// or may hold more (the legacy folder was partly removed before a
    /// crash, so only what remains of it is checked).
    private let exact: Bool
    private static let chunkSize = 1 << 17
    private let legacyBytes: UnsafeMutableRawPointer
    private let copyBytes: UnsafeMutableRawPointer

    init(exact: Bool) {
      self.exact = exact
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
    func verify(
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

    private func verifyItem(
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
        guard copied.size == original.size,
          try sameContent(in: legacy, at: legacyItem, and: copy, at: copyItem)
        else {
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
        try verify(legacyChild, at: legacyPath, against: copyChild, at: copyPath)
      case .other:
        throw .unsupportedItem(legacyItem.path)
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
