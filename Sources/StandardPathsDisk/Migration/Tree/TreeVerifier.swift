import SystemPackage

#if !os(Windows)
  /// Checks a copy against the legacy folder, reading both: the kind of
  /// every item, every regular file's size and content, and every symbolic
  /// link's content (DECISIONS §14 rule 3). Modes and times are not compared
  /// (a destination file system may record them more coarsely).
  internal struct TreeVerifier: ~Copyable {
    /// Whether the copy must hold exactly the legacy items (a fresh copy)
    /// or may hold more (the legacy folder was partly removed before a
    /// crash, so only what remains of it is checked).
    private let exact: Bool
    private let legacyBuffer: UnsafeMutableRawBufferPointer
    private let copyBuffer: UnsafeMutableRawBufferPointer

    init(exact: Bool) {
      self.exact = exact
      legacyBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
      copyBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
    }

    deinit {
      legacyBuffer.deallocate()
      copyBuffer.deallocate()
    }

    /// Compares `legacy` (at `legacyPath`) with `copy` (at `copyPath`),
    /// recursively.
    ///
    /// - Throws: ``MigrationError/verificationFailed(legacy:destination:)``
    ///   naming the first item that differs.
    func verify(
      _ legacy: borrowing DirectoryHandle, at legacyPath: FilePath,
      against copy: borrowing DirectoryHandle, at copyPath: FilePath
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
          name, in: legacy, at: legacyPath.appending(name),
          against: copy, at: copyPath.appending(name))
      }
    }

    private func verifyItem(
      _ name: FilePath.Component, in legacy: borrowing DirectoryHandle, at legacyPath: FilePath,
      against copy: borrowing DirectoryHandle, at copyPath: FilePath
    ) throws(MigrationError) {
      let mismatch = MigrationError.verificationFailed(legacy: legacyPath, destination: copyPath)
      let legacyFound = try performing("inspect", legacyPath) { () throws(Errno) in
        try legacy.statusOfItem(name)
      }
      guard let original = legacyFound else { return }  // removed meanwhile (resumed removal)
      let copyFound = try performing("inspect", copyPath) { () throws(Errno) in
        try copy.statusOfItem(name)
      }
      guard let copied = copyFound, copied.kind == original.kind else { throw mismatch }
      switch original.kind {
      case .regularFile:
        guard copied.size == original.size,
          try sameContent(name, in: legacy, at: legacyPath, and: copy, at: copyPath)
        else {
          throw mismatch
        }
      case .symbolicLink:
        let (originalTarget, copiedTarget) = try performing("read the link", legacyPath) {
          () throws(Errno) in
          (try legacy.symbolicLinkTarget(name), try copy.symbolicLinkTarget(name))
        }
        guard originalTarget == copiedTarget else { throw mismatch }
      case .directory:
        let legacyChild = try performing("open", legacyPath) { () throws(Errno) in
          try legacy.openDirectory(name, followingSymbolicLink: false)
        }
        let copyChild = try performing("open", copyPath) { () throws(Errno) in
          try copy.openDirectory(name, followingSymbolicLink: false)
        }
        try verify(legacyChild, at: legacyPath, against: copyChild, at: copyPath)
      case .special:
        throw .unsupportedItem(legacyPath)
      }
    }

    private func sameContent(
      _ name: FilePath.Component, in legacy: borrowing DirectoryHandle, at legacyPath: FilePath,
      and copy: borrowing DirectoryHandle, at copyPath: FilePath
    ) throws(MigrationError) -> Bool {
      let original = try performing("open", legacyPath) { () throws(Errno) in
        try legacy.openFileForReading(name)
      }
      let copied = try performing("open", copyPath) { () throws(Errno) in
        try copy.openFileForReading(name)
      }
      while true {
        let count = try performing("read", legacyPath) { () throws(Errno) in
          try original.readFully(into: legacyBuffer)
        }
        let copiedCount = try performing("read", copyPath) { () throws(Errno) in
          try copied.readFully(into: copyBuffer)
        }
        guard count == copiedCount,
          UnsafeRawBufferPointer(rebasing: legacyBuffer[..<count])
            .elementsEqual(UnsafeRawBufferPointer(rebasing: copyBuffer[..<count]))
        else { return false }
        if count < legacyBuffer.count { return true }
      }
    }
  }
#endif
