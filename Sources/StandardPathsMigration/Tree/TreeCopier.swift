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
  /// file system, preserving what a person would notice:
  /// - regular files byte for byte, with their permission bits (including
  ///   set-user-ID, set-group-ID and sticky) and access and modification
  ///   times to the nanosecond;
  /// - directories with their permission bits and times, the times set
  ///   after the directory is filled;
  /// - symbolic links as links with the same content and times, never
  ///   followed (a dangling or outside-pointing link stays exactly so).
  ///
  /// Every file and directory is synchronized (`fsync`) before the copy
  /// counts as done. Not preserved: owners (the copy belongs to the user
  /// running the migration), extended attributes and ACLs, holes of sparse
  /// files, and hard links (each name becomes its own file). A FIFO, socket
  /// or device throws ``MigrationError/unsupportedItem(_:)``.
  internal struct TreeCopier: ~Copyable {
    /// Called after each regular file is copied, with the count so far.
    private let onFileCopied: (Int) -> Void
    private let buffer: UnsafeMutableRawBufferPointer
    private var filesCopied = 0

    init(onFileCopied: @escaping (Int) -> Void) {
      self.onFileCopied = onFileCopied
      buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 16)
    }

    deinit {
      buffer.deallocate()
    }

    /// Copies every item of `source` (at `sourcePath`) into `target` (at
    /// `targetPath`), then synchronizes `target`. The caller sets
    /// `target`'s own mode and times.
    mutating func copyContents(
      of source: borrowing Descriptor, at sourcePath: FilePath,
      into target: borrowing Descriptor, at targetPath: FilePath
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
          try copyFile(status: status, from: source, at: from, to: target, at: to)
          filesCopied += 1
          onFileCopied(filesCopied)
        case .directory:
          try copyDirectory(status: status, from: source, at: from, to: target, at: to)
        case .symbolicLink:
          try performing("copy the symbolic link", from.path) { () throws(Errno) in
            let content = try source.symbolicLinkTarget(name)
            try target.makeSymbolicLink(name, target: content)
            try target.setTimesOfItem(
              name, access: status.st_atim, modification: status.st_mtim)
          }
        case .other:
          throw .unsupportedItem(from.path)
        }
      }
      try performing("synchronize", targetPath) { () throws(Errno) in try target.synchronize() }
    }

    private mutating func copyDirectory(
      status: Stat,
      from source: borrowing Descriptor, at sourceLocation: ItemLocation,
      to target: borrowing Descriptor, at targetLocation: ItemLocation
    ) throws(MigrationError) {
      let name = sourceLocation.name
      let sourcePath = sourceLocation.path
      let targetPath = targetLocation.path
      let sourceChild = try performing("open", sourcePath) { () throws(Errno) in
        try source.openDirectory(name, followingSymbolicLink: false)
      }
      let targetChild = try performing("create", targetPath) { () throws(Errno) in
        guard try target.makeDirectory(name, permissions: 0o700) else { throw .fileExists }
        return try target.openDirectory(name, followingSymbolicLink: false)
      }
      try copyContents(of: sourceChild, at: sourcePath, into: targetChild, at: targetPath)
      try performing("set the mode and times of", targetPath) { () throws(Errno) in
        try targetChild.setPermissions(status.permissionBits)
        try targetChild.setTimes(access: status.st_atim, modification: status.st_mtim)
        try targetChild.synchronize()
      }
    }

    private func copyFile(
      status: Stat,
      from source: borrowing Descriptor, at sourceLocation: ItemLocation,
      to target: borrowing Descriptor, at targetLocation: ItemLocation
    ) throws(MigrationError) {
      let name = sourceLocation.name
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
      while true {
        let count = try performing("read", sourceLocation.path) { () throws(Errno) in
          try input.readFully(into: chunk)
        }
        if count == 0 { break }
        try performing("write", targetLocation.path) { () throws(Errno) in
          try output.writeAll(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
        if count < chunk.count { break }
      }
      try performing("set the mode and times of", targetLocation.path) { () throws(Errno) in
        try output.setPermissions(status.permissionBits)
        try output.setTimes(access: status.st_atim, modification: status.st_mtim)
        try output.synchronize()
      }
    }
  }
#endif
